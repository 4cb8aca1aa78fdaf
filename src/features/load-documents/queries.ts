/** SQL of load documents (migration 051): the load they belong to, its current and replaced documents, a replacement. */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';

export type LoadDocumentRow = Pick<
  Selectable<DB['loadDocuments']>,
  'id' | 'loadId' | 'kind' | 'number' | 'amountPaise' | 'documentDate' | 'validUntil' | 'fileId' | 'uploadedBy' | 'createdAt' | 'supersededAt'
>;

const DOCUMENT_COLUMNS = ['id', 'loadId', 'kind', 'number', 'amountPaise', 'documentDate', 'validUntil', 'fileId', 'uploadedBy', 'createdAt', 'supersededAt'] as const;

/** The load as its documents need it: who may see them, the route, the price, and the trip of its accepted bid. */
export async function findLoadForDocuments(db: Db, loadId: string) {
  return db
    .selectFrom('loads')
    .leftJoin('trips', (j) => j.onRef('trips.bidId', '=', 'loads.acceptedBidId'))
    .select([
      'loads.id',
      'loads.ownerId',
      'loads.assignedDriverId',
      'loads.status',
      'loads.origin',
      'loads.destination',
      'loads.originKey',
      'loads.destinationKey',
      'loads.pricePaise',
      'trips.id as tripId',
      'trips.agreedAmountPaise',
    ])
    .where('loads.id', '=', loadId)
    .where('loads.deletedAt', 'is', null)
    .executeTakeFirst();
}

export type LoadForDocuments = NonNullable<Awaited<ReturnType<typeof findLoadForDocuments>>>;

/** Every document of the load, current ones and replaced ones, newest first. */
export async function listDocuments(db: Db, loadId: string): Promise<LoadDocumentRow[]> {
  return db.selectFrom('loadDocuments').select(DOCUMENT_COLUMNS).where('loadId', '=', loadId).orderBy('createdAt', 'desc').orderBy('id').execute();
}

/** One document of the load; undefined when the id is another load's or nobody's. */
export async function findDocument(db: Db, loadId: string, docId: string): Promise<LoadDocumentRow | undefined> {
  return db.selectFrom('loadDocuments').select(DOCUMENT_COLUMNS).where('id', '=', docId).where('loadId', '=', loadId).executeTakeFirst();
}

/** Locks the load's row: uploads to one load are taken one at a time, so a later one replaces the earlier. */
export async function lockLoad(trx: Tx, loadId: string) {
  return trx.selectFrom('loads').select(['id', 'status', 'ownerId', 'assignedDriverId']).where('id', '=', loadId).where('deletedAt', 'is', null).forNoKeyUpdate().executeTakeFirst();
}

/** Marks the load's current document of this kind replaced by `newId` (inserted next, in the same transaction). */
export async function supersedeCurrent(trx: Tx, loadId: string, kind: string, newId: string): Promise<void> {
  await trx.updateTable('loadDocuments').set({ supersededAt: sql<Date>`now()`, supersededBy: newId }).where('loadId', '=', loadId).where('kind', '=', kind).where('supersededAt', 'is', null).execute();
}

export async function insertDocument(
  trx: Tx,
  d: { id: string; loadId: string; kind: string; number: string; amountPaise: number | null; documentDate: string | null; validUntil: string | null; fileId: string | null; uploadedBy: string },
): Promise<LoadDocumentRow> {
  return trx.insertInto('loadDocuments').values(d).returning(DOCUMENT_COLUMNS).executeTakeFirstOrThrow();
}
