/**
 * Files the product keeps itself (issue 17): stored in PostgreSQL (table `files`,
 * migration 046) so several app instances share them with nothing else to run.
 * This is the one storage interface: `storePhoto` checks an upload's type from its
 * bytes (never its name), downscales it and re-encodes it with sharp, which drops
 * every metadata block (EXIF, GPS, XMP); `readFile` gives a file back. Who may see
 * a file is the caller's rule (a POD photo: the trip's driver, the load's owner, an
 * admin); `sendFile` answers it with headers that keep it out of every shared cache.
 */
import type { FastifyReply } from 'fastify';
import type Sharp from 'sharp';
import { createRequire } from 'node:module';
import { lazy } from './lazy.js';

import type { Db } from '../db/database.js';
import { t } from './i18n/index.js';

const require = createRequire(import.meta.url);
/** Loaded with the first photo (lib/lazy.ts). */
const sharp = lazy(() => require('sharp') as typeof Sharp);

/** The largest upload taken, per file. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Photos are kept at most this many pixels on their longest side. */
const MAX_SIDE_PX = 1600;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes begin with (JPEG, PNG, WebP), or null: the file's name and declared type are not trusted. */
function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 12 && Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Why an upload was refused, in the reader's language (the caller names the field). */
export class FileRefusedError extends Error {}

/**
 * A photo as stored: type checked from the bytes, turned upright, at most 1600 px
 * on its longest side, re-encoded as JPEG without any metadata (no location).
 */
export async function preparePhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.length === 0) throw new FileRefusedError(t('files.error.empty'));
  if (bytes.length > MAX_UPLOAD_BYTES) throw new FileRefusedError(t('files.error.tooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  if (!imageTypeOf(bytes)) throw new FileRefusedError(t('files.error.notPhoto'));
  try {
    return await sharp()(bytes, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new FileRefusedError(t('files.error.notPhoto'));
  }
}

/** What a stored file is for (the `files.kind` of migration 050). */
type FileKind = 'pod_photo' | 'dispute_evidence' | 'user_document' | 'load_document';

/** Stores a prepared photo (see preparePhoto) for its owner; returns the file's id. */
export async function storePhoto(db: Db, ownerId: string, kind: FileKind, jpeg: Buffer): Promise<string> {
  const row = await db.insertInto('files').values({ ownerId, kind, contentType: 'image/jpeg', sizeBytes: jpeg.length, bytes: jpeg }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A document upload as stored: a photo (prepared as preparePhoto does) or a PDF kept as it came. */
export interface PreparedDocument {
  contentType: 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
}

/** A PDF begins with "%PDF-" (some writers put a few bytes before it; the specification allows 1,024). */
function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const at = head.indexOf('%PDF-');
  return (
    at >= 0 &&
    Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048)))
      .toString('latin1')
      .includes('%%EOF')
  );
}

/**
 * A document (a licence, an RC, a GST certificate, a lorry receipt): a photo of it
 * (JPEG, PNG, WebP: downscaled, re-encoded, location stripped) or a PDF as the portal
 * issued it (checked from its bytes: it begins with %PDF- and ends with %%EOF). A PDF
 * is never shown inline (sendFile makes it a download), so it cannot run in the page.
 */
export async function prepareDocument(bytes: Uint8Array): Promise<PreparedDocument> {
  if (bytes.length === 0) throw new FileRefusedError(t('files.error.empty'));
  if (bytes.length > MAX_UPLOAD_BYTES) throw new FileRefusedError(t('files.error.tooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  if (isPdf(bytes)) return { contentType: 'application/pdf', bytes: Buffer.from(bytes) };
  if (!imageTypeOf(bytes)) throw new FileRefusedError(t('files.error.notDocument'));
  return { contentType: 'image/jpeg', bytes: await preparePhoto(bytes) };
}

/** Stores a prepared document (see prepareDocument) for its owner; returns the file's id. */
export async function storeDocument(db: Db, ownerId: string, kind: FileKind, doc: PreparedDocument): Promise<string> {
  const row = await db.insertInto('files').values({ ownerId, kind, contentType: doc.contentType, sizeBytes: doc.bytes.length, bytes: doc.bytes }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface StoredFile {
  id: string;
  contentType: string;
  bytes: Buffer;
}

/** A stored file by id; undefined when there is none. */
export async function readFile(db: Db, id: string): Promise<StoredFile | undefined> {
  return db.selectFrom('files').select(['id', 'contentType', 'bytes']).where('id', '=', id).executeTakeFirst();
}

/**
 * Sends a stored file: never cached by anyone (private, no-store), never sniffed as
 * another type; a photo is shown in the page, a PDF is downloaded (a PDF opened in the
 * product's own origin could carry script) under a sandboxing content policy.
 */
export function sendFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const pdf = file.contentType === 'application/pdf';
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', pdf ? `attachment; filename="document-${file.id.slice(0, 8)}.pdf"` : 'inline')
    .header('content-security-policy', pdf ? "sandbox; default-src 'none'" : "default-src 'none'; img-src 'self'")
    .type(file.contentType)
    .send(file.bytes);
}
