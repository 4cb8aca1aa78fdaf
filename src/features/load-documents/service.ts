/**
 * A load's documents (issue 17, item 2): the lorry receipt, the invoice and the e-way
 * bill. Shown to the load's owner, its assigned driver and admins; added by the owner
 * (every kind) and the driver (the LR). A new upload of a kind replaces the current one,
 * which is kept; uploads to one load are serialised on its row and the database keeps one
 * current document per kind. Files are stored by lib/files.ts (photo re-encoded without
 * location, or a PDF), served only to those who may see the documents.
 */
import { createHash, randomUUID } from 'node:crypto';
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { claimIdempotencyKey, storeIdempotentResponse } from '../../http/idempotency.js';
import { kolkataDate } from '../../lib/dates.js';
import { FileRefusedError, prepareDocument, readFile, storeDocument, type PreparedDocument, type StoredFile } from '../../lib/files.js';
import { t } from '../../lib/i18n/index.js';
import { DocumentKeyReusedError } from './errors.js';
import { ewayBillReminder } from './eway-rule.js';
import { DOCUMENT_LOAD_STATUSES, type DocumentSide, documentSideOf, kindsAddedBy } from './policy.js';
import { findDocument, findLoadForDocuments, insertDocument, type LoadDocumentRow, type LoadForDocuments, listDocuments, lockLoad, supersedeCurrent } from './queries.js';
import type { LoadDocumentInput, LoadDocumentKind } from './schema.js';

/** What the documents page and the sections show. */
export interface DocumentsView {
  load: LoadForDocuments;
  side: DocumentSide;
  /** The current document of each kind. */
  current: Partial<Record<LoadDocumentKind, LoadDocumentRow>>;
  /** Documents replaced by a later upload, newest first. */
  replaced: LoadDocumentRow[];
  /** The e-way bill reminder (eway-rule.ts). */
  reminder: 'missing' | 'expired' | 'none';
  /** The kinds this viewer may add now. */
  canAdd: readonly LoadDocumentKind[];
}

/** The load and how the viewer stands to it; anyone who may not see its documents: 404. */
async function loadFor(db: Database, viewer: SessionUser, loadId: string): Promise<{ load: LoadForDocuments; side: DocumentSide }> {
  const load = await findLoadForDocuments(db, loadId);
  const side = load ? documentSideOf(viewer, load) : null;
  if (!load || !side) throw new NotFoundError('Load');
  return { load, side };
}

/** Refuses a request about a load the viewer may not see (404), before its input is looked at. */
export async function assertMaySeeDocuments(db: Database, viewer: SessionUser, loadId: string): Promise<void> {
  await loadFor(db, viewer, loadId);
}

/** The documents of a load as this viewer sees them; `known` is the load already read with the viewer's side. */
export async function viewDocuments(db: Database, viewer: SessionUser, loadId: string, known?: { load: LoadForDocuments; side: DocumentSide }): Promise<DocumentsView> {
  const { load, side } = known ?? (await loadFor(db, viewer, loadId));
  const all = await listDocuments(db, load.id);
  const current: DocumentsView['current'] = {};
  for (const d of all) if (d.supersededAt === null) current[d.kind as LoadDocumentKind] = d;
  const reminder = ewayBillReminder(
    {
      status: load.status,
      originKey: load.originKey,
      destinationKey: load.destinationKey,
      pricePaise: load.pricePaise,
      agreedPaise: load.agreedAmountPaise,
      invoicePaise: current.invoice?.amountPaise ?? null,
      ewayValidUntil: current.eway_bill?.validUntil ?? null,
    },
    kolkataDate(),
  );
  const canAdd = DOCUMENT_LOAD_STATUSES.includes(load.status) ? kindsAddedBy(side) : [];
  return { load, side, current, replaced: all.filter((d) => d.supersededAt !== null), reminder, canAdd };
}

/** The documents for a section of another page: null when the viewer is not the load's owner or its assigned driver. */
export async function documentsForSection(db: Database, viewer: SessionUser, loadId: string): Promise<DocumentsView | null> {
  const load = await findLoadForDocuments(db, loadId);
  const side = load ? documentSideOf(viewer, load) : null;
  if (!load || (side !== 'owner' && side !== 'driver')) return null;
  return viewDocuments(db, viewer, loadId, { load, side });
}

/** The result of an upload: the document, and whether it is the stored answer of an earlier request with the same key. */
export interface Added {
  doc: LoadDocumentRow;
  replaced: boolean;
  replayed: boolean;
}

/**
 * Adds a document to the load, replacing the current one of its kind. The driver adds
 * the LR only (403 for another kind); an admin adds nothing. With an Idempotency-Key,
 * the same upload sent again answers the first one's document instead of adding another.
 */
export async function addDocument(db: Database, actor: SessionUser, loadId: string, input: LoadDocumentInput, idempotencyKey: string | null = null): Promise<Added> {
  const { side } = await loadFor(db, actor, loadId);
  if (!kindsAddedBy(side).includes(input.kind)) {
    throw new ForbiddenError(side === 'driver' ? t('loaddocs.error.driverLrOnly') : t('loaddocs.error.onlyParties'));
  }
  let prepared: PreparedDocument | null = null;
  if (input.file) {
    try {
      prepared = await prepareDocument(input.file.bytes);
    } catch (err) {
      if (err instanceof FileRefusedError) throw new ValidationError({ file: err.message });
      throw err;
    }
  }
  const idem = idempotencyKey ? { key: idempotencyKey, route: 'POST /loads/:id/documents', requestHash: requestHash(loadId, input) } : null;
  return withActor(db, actor.id, async (trx) => {
    if (idem) {
      const prior = await claimIdempotencyKey(trx, actor.id, idem, () => new DocumentKeyReusedError());
      if (prior) {
        const { documentId, replaced } = JSON.parse(prior.responseText) as { documentId: string; replaced: boolean };
        const doc = await findDocument(trx, loadId, documentId);
        if (!doc) throw new DocumentKeyReusedError();
        return { doc, replaced, replayed: true };
      }
    }
    const load = await lockLoad(trx, loadId);
    if (!load) throw new NotFoundError('Load');
    if (!DOCUMENT_LOAD_STATUSES.includes(load.status)) throw new ConflictError(t('loaddocs.error.loadClosed'));
    // The driver may have been unassigned meanwhile (the trip cancelled).
    if (documentSideOf(actor, load) !== side) throw new NotFoundError('Load');
    const id = randomUUID();
    const before = await trx.selectFrom('loadDocuments').select('id').where('loadId', '=', loadId).where('kind', '=', input.kind).where('supersededAt', 'is', null).executeTakeFirst();
    if (before) await supersedeCurrent(trx, loadId, input.kind, id);
    const fileId = prepared ? await storeDocument(trx, actor.id, 'load_document', prepared) : null;
    const doc = await insertDocument(trx, {
      id,
      loadId,
      kind: input.kind,
      number: input.number,
      amountPaise: input.amountPaise,
      documentDate: input.documentDate,
      validUntil: input.validUntil,
      fileId,
      uploadedBy: actor.id,
    });
    if (idem) await storeIdempotentResponse(trx, actor.id, idem.key, 201, { documentId: doc.id, replaced: before !== undefined });
    return { doc, replaced: before !== undefined, replayed: false };
  });
}

/** A hash of the upload's clean input (the file by its bytes), so a key reused for another upload is told apart. */
function requestHash(loadId: string, input: LoadDocumentInput): string {
  const file = input.file ? createHash('sha256').update(input.file.bytes).digest('hex') : null;
  return createHash('sha256')
    .update(JSON.stringify([loadId, input.kind, input.number, input.amountPaise, input.documentDate, input.validUntil, file]))
    .digest('hex');
}

/** The file of one of the load's documents, for those who may see them; anyone else, or another load's document: 404. */
export async function documentFileFor(db: Database, viewer: SessionUser, loadId: string, docId: string): Promise<StoredFile> {
  await loadFor(db, viewer, loadId);
  const doc = await findDocument(db, loadId, docId);
  const file = doc?.fileId ? await readFile(db, doc.fileId) : undefined;
  if (!file) throw new NotFoundError('Document');
  return file;
}
