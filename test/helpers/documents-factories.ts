/** Factories of the documents tests: the upload form as a browser sends it, small files, and documents put straight into the database. */
import sharp from 'sharp';
import { sql } from 'kysely';
import type { TestServer } from './test-server.js';

type Db = TestServer['db'];

/** A small photo of a document (JPEG). */
export function documentPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#f4e7c5' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A minimal PDF as a portal issues one (begins with %PDF-, ends with %%EOF). */
export function documentPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
}

/** The upload form of POST /documents: its fields and, unless null, a file. */
export function documentForm(fields: Record<string, string>, file: { bytes: Buffer; name?: string; type?: string } | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name ?? 'document.jpg');
  return form;
}

/** A document of `userId` inserted pending (with a stored file), and decided by the seeded admin when `status` says so. */
export async function insertDocument(
  db: Db,
  userId: string,
  v: { kind: string; number: string; expiresOn?: string | null; status?: 'pending' | 'approved' | 'rejected'; reason?: string },
): Promise<string> {
  const bytes = await documentPhoto();
  const file = await db.insertInto('files').values({ ownerId: userId, kind: 'user_document', contentType: 'image/jpeg', sizeBytes: bytes.length, bytes }).returning('id').executeTakeFirstOrThrow();
  const doc = await db
    .insertInto('userDocuments')
    .values({ userId, kind: v.kind, number: v.number, expiresOn: v.expiresOn ?? null, fileId: file.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (v.status && v.status !== 'pending') {
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await db
      .updateTable('userDocuments')
      .set({ status: v.status, reviewedBy: admin.id, reviewedAt: sql`now()`, reviewReason: v.status === 'rejected' ? (v.reason ?? 'Blurred photo') : null })
      .where('id', '=', doc.id)
      .execute();
  }
  return doc.id;
}

/**
 * Moves a decided document's expiry date, which the 050 guard never lets change (a test of time passing):
 * with the triggers off for this one transaction.
 */
export async function setExpiresOn(db: Db, documentId: string, expiresOn: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await trx.updateTable('userDocuments').set({ expiresOn }).where('id', '=', documentId).execute();
  });
}

/** India's today in the database (kolkata_today()), plus `days`. */
export async function kolkataDay(db: Db, days = 0): Promise<string> {
  const row = await sql<{ d: string }>`SELECT (kolkata_today() + ${days}::int)::text AS d`.execute(db);
  return (row.rows[0] as { d: string }).d;
}
