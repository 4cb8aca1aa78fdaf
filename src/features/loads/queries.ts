/** All SQL of loads but the board's (board/queries.ts). */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db, DB, Tx } from '../../db/database.js';
import type { Loads } from '../../db/schema.gen.js';
import type { LoadInput } from './schema.js';

export type LoadRecord = Selectable<Loads>;
/** A load with the name of its owner, as every page and presenter shows it. */
export type LoadRow = LoadRecord & { ownerName: string };

/** The owner's name of load `l`, as every page and presenter shows it. */
export function withOwnerName(eb: ExpressionBuilder<DB & { l: Loads }, 'l'>) {
  return eb.selectFrom('users as u').select('u.name').whereRef('u.id', '=', 'l.ownerId').as('ownerName');
}

/** Stores a new load of `ownerId`, listed on the board and open. */
export async function insertLoad(trx: Tx, ownerId: string, input: LoadInput): Promise<LoadRecord> {
  return trx
    .insertInto('loads')
    .values({ ownerId, ...loadColumns(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function loadColumns(input: LoadInput) {
  return {
    origin: input.origin,
    destination: input.destination,
    originKey: input.origin.toLowerCase(),
    destinationKey: input.destination.toLowerCase(),
    pickupDate: input.pickupDate,
    truckType: input.truckType,
    truckLengthFt: input.truckLengthFt,
    weightTonnes: input.weightTonnes,
    pricePaise: input.pricePaise,
    material: input.material,
    description: input.description,
    contactPhone: input.contactPhone,
  };
}

/** A live load with its owner's name (soft-deleted loads are not found). */
export async function findLoadById(db: Db, id: string): Promise<LoadRow | undefined> {
  return db.selectFrom('loads as l').selectAll('l').select(withOwnerName).where('l.id', '=', id).where('l.deletedAt', 'is', null).executeTakeFirst() as Promise<LoadRow | undefined>;
}

/** Locks a live load for a decision on it. */
export async function lockLoadForUpdate(trx: Tx, id: string): Promise<LoadRecord | undefined> {
  return trx.selectFrom('loads').selectAll().where('id', '=', id).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

/** Rewrites the posted fields of an open load. */
export async function updateLoadFields(trx: Tx, id: string, input: LoadInput): Promise<LoadRecord> {
  return trx.updateTable('loads').set(loadColumns(input)).where('id', '=', id).where('status', '=', 'open').where('deletedAt', 'is', null).returningAll().executeTakeFirstOrThrow();
}

/** Marks the load cancelled (only from open or assigned). */
export async function markLoadCancelled(trx: Tx, id: string): Promise<boolean> {
  const r = await trx.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', id).where('status', 'in', ['open', 'assigned']).where('deletedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Sets deleted_at; the audit trigger records a SOFT_DELETE. */
export async function softDeleteLoad(trx: Tx, id: string): Promise<boolean> {
  const r = await trx.updateTable('loads').set({ deletedAt: sql`now()` }).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The trip of a load that is still running (neither delivered nor cancelled), locked. */
export async function lockActiveTripOfLoad(trx: Tx, loadId: string) {
  return trx.selectFrom('trips').select(['id', 'driverId', 'status']).where('loadId', '=', loadId).where('status', 'not in', ['delivered', 'cancelled']).forUpdate().executeTakeFirst();
}

export async function markTripCancelled(trx: Tx, tripId: string): Promise<void> {
  await trx.updateTable('trips').set({ status: 'cancelled', cancelledAt: sql`now()` }).where('id', '=', tripId).execute();
}

/** Rejects the bids still waiting for an answer on a load; returns who placed them. */
export async function rejectLiveBidsOfLoad(trx: Tx, loadId: string) {
  return trx.updateTable('bids').set({ status: 'rejected' }).where('loadId', '=', loadId).where('status', 'in', ['pending', 'countered']).returning(['id', 'driverId']).execute();
}

export async function countLiveBidsOfLoad(trx: Db, loadId: string): Promise<number> {
  const r = await trx.selectFrom('bids').select(sql<number>`count(*)::int`.as('n')).where('loadId', '=', loadId).where('status', 'in', ['pending', 'countered']).executeTakeFirstOrThrow();
  return r.n;
}

// ---------------------------------------------------------------------------
// Views.

/**
 * Records one view of a load per viewer and day; the load's counter goes up
 * only when this view is the viewer's first of the day.
 */
export async function recordLoadView(trx: Tx, loadId: string, viewerKey: string, day: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('loadViews')
    .values({ loadId, viewerKey, day })
    .onConflict((oc) => oc.doNothing())
    .returning('loadId')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx.updateTable('loads').set({ viewCount: sql`view_count + 1` }).where('id', '=', loadId).execute();
  return true;
}
