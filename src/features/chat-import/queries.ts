/**
 * All SQL of chat import: the caller's posted loads a candidate may repeat and
 * the saved loads read back (the keys that make a repeated save a replay are
 * src/http/idempotency.ts's).
 */
import type { Db } from '../../db/database.js';
import type { LoadRow } from '../loads/service.js';

/**
 * The owner's listed, live loads picked up on one of these days that are not
 * cancelled (what a duplicate is compared with): a post repeating a load that
 * already found its truck is as much a repeat as one of an open load.
 */
export async function listPostedLoadsOfOwnerOn(db: Db, ownerId: string, pickupDates: readonly string[]) {
  if (pickupDates.length === 0) return [];
  return db
    .selectFrom('loads')
    .select(['id', 'originKey', 'destinationKey', 'pickupDate', 'truckType'])
    .where('ownerId', '=', ownerId)
    .where('status', '!=', 'cancelled')
    .where('listed', '=', true)
    .where('deletedAt', 'is', null)
    .where('pickupDate', 'in', [...pickupDates])
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The owner's live loads with these ids, in the order of `ids`. */
export async function listOwnLoadsByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<LoadRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom('loads as l')
    .selectAll('l')
    .select((eb) => eb.selectFrom('users as u').select('u.name').whereRef('u.id', '=', 'l.ownerId').limit(1).as('ownerName'))
    .where('l.ownerId', '=', ownerId)
    .where('l.id', 'in', [...ids])
    .where('l.deletedAt', 'is', null)
    .execute()) as LoadRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
