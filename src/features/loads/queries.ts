/** All SQL of loads but the board's (board/queries.ts). */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db, DB, Tx } from '../../db/database.js';
import type { Loads } from '../../db/schema.gen.js';
import { USER_DOCUMENT_KINDS, type UserDocumentKind } from '../../lib/documents.js';
import type { LoadInput } from './schema.js';

export type LoadRecord = Selectable<Loads>;
/** What truckers compare besides the load itself: who posts it, how many bid, what the lane paid lately. */
export interface LoadFacts {
  /** The poster's company name (null when they gave none: pages show their name). */
  posterCompany: string | null;
  /** The poster's account is verified by an admin. */
  posterVerified: boolean;
  /** The poster's average rating (one decimal) and number of ratings. */
  posterRating: number | null;
  posterRatings: number;
  /** The poster's verified badges (GST, PAN: lib/documents.ts), kinds in display order. */
  posterBadges: UserDocumentKind[];
  /** Bids placed on the load, withdrawn ones left out. */
  bidCount: number;
  /** Median freight per tonne (paise) of the loads taken on the same lane in the last 90 days, and how many. */
  lanePricePerTonnePaise: number | null;
  laneLoads: number;
}

/** A load with the name of its owner and the facts truckers compare, as every page and presenter shows it. */
export type LoadRow = LoadRecord & { ownerName: string } & LoadFacts;

/**
 * The facts of load `l`'s owner (the poster's company, verification, ratings and badges): the board keeps them per
 * owner and joins them with its kept pages (board/cache.ts; a rating, a poster's verification or company name, an
 * approved document write an owner change to the board's log, migrations 037, 053, 074; the board keys them by
 * today's date in India too, for the badges' expiry).
 */
export const OWNER_FACTS = [
  sql<string | null>`(select u.company_name from users u where u.id = l.owner_id)`.as('posterCompany'),
  sql<boolean>`coalesce((select u.verified_at is not null from users u where u.id = l.owner_id), false)`.as('posterVerified'),
  sql<number | null>`(select round(avg(r.score)::numeric, 1)::float8 from ratings r where r.ratee_id = l.owner_id)`.as('posterRating'),
  sql<number>`(select count(*)::int from ratings r where r.ratee_id = l.owner_id)`.as('posterRatings'),
  // document_badges(l.owner_id) written out (migration 050's function), so that it is planned once with the
  // prepared page statement instead of the function's body being planned again on every page read (npm run bench:
  // +26% CPU per request in the write-heavy scenario with the function call; BENCHMARKS.md).
  sql<UserDocumentKind[]>`coalesce((select array_agg(x.kind order by array_position(${sql.lit(`{${USER_DOCUMENT_KINDS.join(',')}}`)}::text[], x.kind))
     from (select distinct d.kind from user_documents d where d.user_id = l.owner_id and d.status = 'approved'
       and (d.expires_on is null or d.expires_on >= kolkata_today())) x), '{}')`.as('posterBadges'),
] as const;

/** The facts of a load that are its own: its bids, its lane's recent prices (the lane index of migration 037). */
export const OWN_FACTS = [
  sql<number>`(select count(*)::int from bids b where b.load_id = l.id and b.status <> 'withdrawn')`.as('bidCount'),
  sql<number | null>`(select round(percentile_cont(0.5) within group (order by x.price_paise / x.weight_tonnes))::float8 from loads x
     where x.origin_key = l.origin_key and x.destination_key = l.destination_key and x.deleted_at is null and x.price_paise is not null
       and x.status in ('assigned', 'in_transit', 'delivered') and x.updated_at > now() - interval '90 days')`.as('lanePricePerTonnePaise'),
  sql<number>`(select count(*)::int from loads x
     where x.origin_key = l.origin_key and x.destination_key = l.destination_key and x.deleted_at is null and x.price_paise is not null
       and x.status in ('assigned', 'in_transit', 'delivered') and x.updated_at > now() - interval '90 days')`.as('laneLoads'),
] as const;

/** The facts of load `l` (LoadFacts), read with it: each a small index read. */
const LOAD_FACTS = [...OWNER_FACTS, ...OWN_FACTS] as const;

/** The owner's name of load `l`, as every page and presenter shows it. */
export function withOwnerName(eb: ExpressionBuilder<DB & { l: Loads }, 'l'>) {
  return eb.selectFrom('users as u').select('u.name').whereRef('u.id', '=', 'l.ownerId').as('ownerName');
}

/**
 * Stores a new load of `ownerId`, listed on the board and open, and reads its facts (LoadFacts) in the same
 * statement (one round trip: the insert is the statement's CTE `l`). None of the facts can see the new row itself:
 * a new load has no bids, and a lane's recent prices count taken loads only.
 */
export async function insertLoad(trx: Tx, ownerId: string, input: LoadInput): Promise<LoadRecord & LoadFacts> {
  return trx
    .with('l', (db) =>
      db
        .insertInto('loads')
        .values({ ownerId, ...loadColumns(input) })
        .returningAll(),
    )
    .selectFrom('l')
    .selectAll('l')
    .select(LOAD_FACTS)
    .executeTakeFirstOrThrow() as Promise<LoadRecord & LoadFacts>;
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
  return db.selectFrom('loads as l').selectAll('l').select(withOwnerName).select(LOAD_FACTS).where('l.id', '=', id).where('l.deletedAt', 'is', null).executeTakeFirst() as Promise<LoadRow | undefined>;
}

/** The facts of loads just written (LoadFacts), by id: a posted or edited load is answered with them. */
export async function factsOfLoads(db: Db, ids: readonly string[]): Promise<Map<string, LoadFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('loads as l')
    .select(['l.id', ...LOAD_FACTS])
    .where('l.id', 'in', [...ids])
    .execute();
  return new Map(rows.map(({ id, ...facts }) => [id, facts as LoadFacts]));
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

// ---------------------------------------------------------------------------
// Honest listings (migration 047).

/**
 * Board loads (listed, or hidden by their owner's suspension or reports hold) still open after their pickup day (Asia/Kolkata),
 * at most `limit`, locked; rows another instance holds are skipped (it is expiring them).
 */
export async function lockLoadsPastPickup(trx: Tx, limit: number) {
  return trx
    .selectFrom('loads')
    .select(['id', 'ownerId', 'origin', 'destination', 'pickupDate'])
    .where('status', '=', 'open')
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb('listed', '=', true), eb('hiddenBySuspension', '=', true), eb('hiddenByReports', '=', true)]))
    .where('pickupDate', '<', sql<string>`(now() AT TIME ZONE 'Asia/Kolkata')::date`)
    .orderBy('pickupDate')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Marks a load expired, only while it is still open. */
export async function markLoadExpired(trx: Tx, id: string): Promise<boolean> {
  const r = await trx.updateTable('loads').set({ status: 'expired' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends the live bids of a load with a reason the bid pages show; returns who placed them. */
export async function endLiveBidsOfLoad(trx: Tx, loadId: string, reason: string) {
  return trx.updateTable('bids').set({ status: 'rejected', statusReason: reason }).where('loadId', '=', loadId).where('status', 'in', ['pending', 'countered']).returning(['id', 'driverId']).execute();
}

/**
 * The owner's other open loads on the same route (canonical city keys) with the same truck type and pickup
 * date: a second post of one of them is probably the same freight posted twice.
 */
export async function findOpenTwins(db: Db, ownerId: string, v: { originKey: string; destinationKey: string; truckType: string; pickupDate: string }, exceptId?: string) {
  let q = db
    .selectFrom('loads')
    .select(['id', 'origin', 'destination', 'pickupDate'])
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'open')
    .where('deletedAt', 'is', null)
    .where('originKey', '=', v.originKey)
    .where('destinationKey', '=', v.destinationKey)
    .where('truckType', '=', v.truckType)
    .where('pickupDate', '=', v.pickupDate);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.orderBy('createdAt').limit(1).execute();
}
