/**
 * Use cases of the documents (issue 17, items 2 and 3): a driver, shipper or broker
 * submits a document of their role (one pending per kind); an admin approves or
 * rejects it once; the user is told, and made verified when their approved,
 * unexpired documents cover their role. Every write runs in withActor, so the
 * audit log (trigger of migration 050) names who did it.
 */
import { withActor, type Database, type Db } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { badgesFrom, documentKindsOf, type UserDocumentKind } from '../../lib/documents.js';
import { FileRefusedError, prepareDocument, readFile, storeDocument, type StoredFile } from '../../lib/files.js';
import { t } from '../../lib/i18n/index.js';
import { notify } from '../notifications/service.js';
import { badgesOf, decideIfPending, type DocumentRow, findDocument, hasPending, insertDocument, listOwnDocuments, setVerifiedIfNot } from './queries.js';
import type { Submission } from './schema.js';

export const DOCUMENTS_PATH = '/documents';

/** True when a message of unique violation is the one-pending-per-kind index (a racing second submission). */
function isOnePendingViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'user_documents_one_pending';
}

/** Submits a document, pending review; a second pending one of the kind is refused (the unique index decides a race). */
export async function submitDocument(db: Database, actor: SessionUser, input: Submission): Promise<DocumentRow> {
  if (!documentKindsOf(actor.role).includes(input.kind)) throw new ForbiddenError(t('documents.error.notYourKind'));
  if (await hasPending(db, actor.id, input.kind)) throw new ConflictError(t('documents.error.pending'));
  let prepared: Awaited<ReturnType<typeof prepareDocument>>;
  try {
    prepared = await prepareDocument(input.file.bytes);
  } catch (err) {
    if (err instanceof FileRefusedError) throw new ValidationError({ file: err.message });
    throw err;
  }
  try {
    return await withActor(db, actor.id, async (trx) => {
      const fileId = await storeDocument(trx, actor.id, 'user_document', prepared);
      return insertDocument(trx, { userId: actor.id, kind: input.kind, number: input.number, expiresOn: input.expiresOn, fileId });
    });
  } catch (err) {
    if (isOnePendingViolation(err)) throw new ConflictError(t('documents.error.pending'));
    throw err;
  }
}

export interface OwnDocuments {
  documents: DocumentRow[];
  badges: UserDocumentKind[];
}

export async function ownDocuments(db: Database, actor: SessionUser): Promise<OwnDocuments> {
  const [documents, badges] = await Promise.all([listOwnDocuments(db, actor.id), badgesOf(db, actor.id)]);
  return { documents, badges: badgesFrom(badges) };
}

/** A document's file, for its owner and admins; anyone else gets 404 (a document's id says nothing to them). */
export async function documentFileFor(db: Database, viewer: SessionUser, documentId: string): Promise<StoredFile> {
  const doc = await findDocument(db, documentId);
  if (!doc || (viewer.role !== 'admin' && doc.userId !== viewer.id)) throw new NotFoundError('Document');
  const file = await readFile(db, doc.fileId);
  if (!file) throw new NotFoundError('Document');
  return file;
}

/** True when these badges cover what the role must show: a driver's licence and RC; a shipper's or broker's GSTIN or PAN. */
function coversRole(role: string, badges: readonly string[]): boolean {
  if (role === 'driver') return badges.includes('driving_licence') && badges.includes('vehicle_rc');
  if (role === 'shipper' || role === 'broker') return badges.includes('gstin') || badges.includes('pan');
  return false;
}

export interface Decision {
  document: DocumentRow;
  ownerName: string;
  /** The owner became verified by this approval. */
  verified: boolean;
}

async function decide(db: Database, admin: SessionUser, documentId: string, status: 'approved' | 'rejected', reason: string | null): Promise<Decision> {
  return withActor(db, admin.id, async (trx) => {
    const found = await findDocument(trx, documentId);
    if (!found) throw new NotFoundError('Document');
    const document = await decideIfPending(trx, documentId, admin.id, status, reason);
    if (!document) throw new ConflictError(t('documents.error.decided'));
    const kind = document.kind as UserDocumentKind;
    const verified = status === 'approved' && (await completesVerification(trx, document.userId, found.ownerRole));
    await notify(trx, {
      userId: document.userId,
      kind: 'document',
      key: status === 'approved' ? 'documents.notify.approved' : 'documents.notify.rejected',
      bodyKey: status === 'approved' ? (verified ? 'documents.notify.approved.verified' : 'documents.notify.approved.body') : 'documents.notify.rejected.body',
      params: { document: { key: `documents.kind.${kind}` }, number: document.number, reason: reason ?? '' },
      link: DOCUMENTS_PATH,
    });
    return { document, ownerName: found.ownerName, verified };
  });
}

/** After an approval: the user is verified when their documents now cover the role (and they were not before). */
async function completesVerification(trx: Db, userId: string, role: string): Promise<boolean> {
  const badges = await badgesOf(trx, userId);
  return coversRole(role, badges) && setVerifiedIfNot(trx, userId);
}

export function approveDocument(db: Database, admin: SessionUser, documentId: string): Promise<Decision> {
  return decide(db, admin, documentId, 'approved', null);
}

export function rejectDocument(db: Database, admin: SessionUser, documentId: string, reason: string): Promise<Decision> {
  return decide(db, admin, documentId, 'rejected', reason);
}
