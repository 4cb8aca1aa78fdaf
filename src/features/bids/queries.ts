/** SQL of bids: locks, the daily count, state changes, and the reads behind pages and JSON. */
import { sql, type Selectable } from 'kysely';
import type { Database, DB, Db, Tx } from '../../db/database.js';
import { documentBadgesSql } from '../../lib/documents.js';

export const LIVE_STATUSES = ['pending', 'countered'] as const;

const BID_FIELDS = ['id', 'loadId', 'driverId', 'amountPaise', 'originalAmountPaise', 'estimatedDelivery', 'note', 'status', 'createdAt', 'updatedAt'] as const;
const BID_COLUMNS = BID_FIELDS.map((c) => `b.${c}` as const);
export type BidRow = Pick<Selectable<DB['bids']>, (typeof BID_FIELDS)[number]>;

const LOAD_COLUMNS = ['id', 'ownerId', 'status', 'pickupDate', 'listed', 'origin', 'destination', 'truckType', 'pricePaise'] as const;
export type LoadForBidding = Pick<Selectable<DB['loads']>, (typeof LOAD_COLUMNS)[number]>;

/**
 * For a bid: the driver's plan as it counts now and the live load, locked in one statement (one round trip). The
 * driver's row FOR NO KEY UPDATE serialises their bids for the daily limit (`lockDriver`; a premium driver has none,
 * so their bids need not wait for one another), the load's FOR SHARE keeps it from being decided meanwhile; rows are
 * locked driver first, then load, as before. Undefined when the load is gone.
 */
export async function lockDriverAndLoadForBidding(trx: Tx, driverId: string, loadId: string, lockDriver: boolean): Promise<{ plan: string; load: LoadForBidding } | undefined> {
  const row = await trx
    .selectFrom('users as u')
    .innerJoin('loads as l', (j) => j.on('l.id', '=', loadId).on('l.deletedAt', 'is', null))
    .select([sql<string>`effective_plan(u.plan, u.premium_until)`.as('plan'), ...LOAD_COLUMNS.map((c) => `l.${c}` as const)])
    .where('u.id', '=', driverId)
    .modifyEnd(lockDriver ? sql`for no key update of u for share of l` : sql`for share of l`)
    .executeTakeFirst();
  if (!row) return undefined;
  const { plan, ...load } = row;
  return { plan, load };
}

/**
 * What a driver's new bid on a load must be checked against, read after the locks above: whether they already have
 * a live bid on it, and how many bids of any status they placed on the current Asia/Kolkata calendar day.
 */
export async function bidsOfDriverForBidding(trx: Tx, driverId: string, loadId: string): Promise<{ live: boolean; today: number }> {
  return trx
    .selectNoFrom([
      sql<boolean>`exists (select 1 from bids b where b.load_id = ${loadId} and b.driver_id = ${driverId} and b.status in (${sql.join(LIVE_STATUSES)}))`.as('live'),
      sql<number>`(select count(*)::int from bids b where b.driver_id = ${driverId}
        and b.created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
        and b.created_at < (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') + interval '1 day') AT TIME ZONE 'Asia/Kolkata')`.as('today'),
    ])
    .executeTakeFirstOrThrow();
}

/** A live (not soft-deleted) load; not locked. */
export async function findLoadForBids(db: Db, loadId: string): Promise<LoadForBidding | undefined> {
  return db.selectFrom('loads').select(LOAD_COLUMNS).where('id', '=', loadId).where('deletedAt', 'is', null).executeTakeFirst();
}

/** The load, locked for a decision on its bids (accept, reject, counter, answer, withdraw). */
export async function lockLoadForUpdate(trx: Tx, loadId: string): Promise<LoadForBidding | undefined> {
  return trx.selectFrom('loads').select(LOAD_COLUMNS).where('id', '=', loadId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

export async function insertBid(trx: Tx, v: { loadId: string; driverId: string; amountPaise: number; estimatedDelivery: string; note: string | null }): Promise<BidRow> {
  return trx.insertInto('bids').values(v).returning(BID_FIELDS).executeTakeFirstOrThrow();
}

export async function findBidById(db: Db, bidId: string): Promise<BidRow | undefined> {
  return db.selectFrom('bids as b').select(BID_COLUMNS).where('b.id', '=', bidId).executeTakeFirst();
}

export async function lockBidForUpdate(trx: Tx, bidId: string): Promise<BidRow | undefined> {
  return trx.selectFrom('bids as b').select(BID_COLUMNS).where('b.id', '=', bidId).forUpdate().executeTakeFirst();
}

/** Changes a bid's status (and amount) only while it is in one of `from`; undefined when it no longer was. */
export async function updateBidIfStatus(trx: Tx, bidId: string, from: readonly string[], set: { status: string; amountPaise?: number }): Promise<BidRow | undefined> {
  return trx.updateTable('bids').set(set).where('id', '=', bidId).where('status', 'in', from).returning(BID_FIELDS).executeTakeFirst();
}

/** Rejects every other live bid of the load; returns them (their drivers get told). */
export async function rejectOtherLiveBids(trx: Tx, loadId: string, exceptBidId: string) {
  return trx.updateTable('bids').set({ status: 'rejected' }).where('loadId', '=', loadId).where('id', '<>', exceptBidId).where('status', 'in', LIVE_STATUSES).returning(['id', 'driverId']).execute();
}

/** Assigns an open load to the accepted bid's driver; false when the load was no longer open. */
export async function assignLoad(trx: Tx, loadId: string, driverId: string, bidId: string): Promise<boolean> {
  const res = await trx.updateTable('loads').set({ status: 'assigned', assignedDriverId: driverId, acceptedBidId: bidId }).where('id', '=', loadId).where('status', '=', 'open').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertTrip(trx: Tx, v: { loadId: string; bidId: string; driverId: string; agreedAmountPaise: number }) {
  return trx
    .insertInto('trips')
    .values({ ...v, status: 'scheduled' })
    .returning(['id', 'loadId', 'bidId', 'driverId', 'agreedAmountPaise', 'status', 'scheduledAt'])
    .executeTakeFirstOrThrow();
}

export type NegotiationRow = Selectable<DB['negotiations']>;

export async function insertNegotiation(
  trx: Tx,
  v: { bidId: string; authorId: string; authorSide: 'owner' | 'driver'; action: 'counter' | 'accept' | 'decline'; amountPaise: number | null; note: string | null },
): Promise<NegotiationRow> {
  return trx.insertInto('negotiations').values(v).returningAll().executeTakeFirstOrThrow();
}

/** The owner's most recent counter-offer on a bid (what the driver accepts). */
export async function findLatestOwnerCounter(db: Db, bidId: string): Promise<NegotiationRow | undefined> {
  return db
    .selectFrom('negotiations')
    .selectAll()
    .where('bidId', '=', bidId)
    .where('authorSide', '=', 'owner')
    .where('action', '=', 'counter')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Negotiation threads of many bids, oldest step first. */
export async function listNegotiations(db: Db, bidIds: string[]): Promise<Map<string, NegotiationRow[]>> {
  const out = new Map<string, NegotiationRow[]>();
  if (bidIds.length === 0) return out;
  const rows = await db.selectFrom('negotiations').selectAll().where('bidId', 'in', bidIds).orderBy('createdAt').orderBy('id').execute();
  for (const r of rows) {
    const list = out.get(r.bidId) ?? [];
    list.push(r);
    out.set(r.bidId, list);
  }
  return out;
}

export type BidWithDriver = Awaited<ReturnType<typeof listBidsOfLoad>>[number];

/** Bids of a load with the driver's and the load owner's names and the driver's verified badges (lib/documents.ts), newest first; only `driverId`'s when given. */
export async function listBidsOfLoad(db: Db, loadId: string, onlyDriverId?: string) {
  let q = db
    .selectFrom('bids as b')
    .innerJoin('users as u', 'u.id', 'b.driverId')
    .innerJoin('loads as l', 'l.id', 'b.loadId')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .select([...BID_COLUMNS, 'u.name as driverName', 'b.statusReason', 'o.name as ownerName', 'o.role as ownerRole', documentBadgesSql(sql`b.driver_id`).as('driverBadges')])
    .where('b.loadId', '=', loadId);
  if (onlyDriverId) q = q.where('b.driverId', '=', onlyDriverId);
  return q.orderBy(sql`case when b.status in ('pending', 'countered', 'accepted') then 0 else 1 end`).orderBy('b.createdAt', 'desc').orderBy('b.id').execute();
}

export async function countBidsOfLoad(db: Db, loadId: string): Promise<{ total: number; live: number }> {
  const row = await db
    .selectFrom('bids')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status in ('pending', 'countered')))::int`.as('live')])
    .where('loadId', '=', loadId)
    .executeTakeFirstOrThrow();
  return row;
}

export interface DriverRating {
  average: number;
  count: number;
}

/** Average score (one decimal) and number of ratings received, per driver; drivers without ratings are absent. */
export async function driverRatings(db: Db, driverIds: string[]): Promise<Map<string, DriverRating>> {
  const out = new Map<string, DriverRating>();
  if (driverIds.length === 0) return out;
  const rows = await db
    .selectFrom('ratings')
    .select(['rateeId', sql<number>`round(avg(score)::numeric, 1)`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('rateeId', 'in', [...new Set(driverIds)])
    .groupBy('rateeId')
    .execute();
  for (const r of rows) out.set(r.rateeId, { average: Number(r.average), count: r.count });
  return out;
}

/** `statusReason`: why the bid ended when neither side ended it (its load's owner was suspended). */
export type MyBidRow = Awaited<ReturnType<typeof listBidsOfDriver>>['rows'][number];

/** A driver's own bids with their load's route, newest first, one page. */
export async function listBidsOfDriver(db: Db, driverId: string, opts: { status?: string; page: number; limit: number }) {
  let base = db.selectFrom('bids as b').innerJoin('loads as l', 'l.id', 'b.loadId').where('b.driverId', '=', driverId);
  if (opts.status) base = base.where('b.status', '=', opts.status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as o', 'o.id', 'l.ownerId')
      .select([...BID_COLUMNS, 'b.statusReason', 'l.origin', 'l.destination', 'l.pickupDate', 'l.status as loadStatus', 'l.ownerId', 'o.role as ownerRole', 'o.name as ownerName'])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** The driver's most recent bid status on each of the loads. */
export async function latestBidStatuses(db: Db, driverId: string, loadIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (loadIds.length === 0) return out;
  const rows = await db
    .selectFrom('bids')
    .select(['loadId', 'status'])
    .distinctOn('loadId')
    .where('driverId', '=', driverId)
    .where('loadId', 'in', [...new Set(loadIds)])
    .orderBy('loadId')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const r of rows) out.set(r.loadId, r.status);
  return out;
}

/** The driver's plan (read fresh, not from the session) and bids placed today, for the "bids left" hint. */
export async function driverPlanAndBidsToday(db: Database, driverId: string): Promise<{ plan: string; today: number }> {
  const row = await db
    .selectFrom('users as u')
    .select([
      sql<string>`effective_plan(u.plan, u.premium_until)`.as('plan'),
      (eb) =>
        eb
          .selectFrom('bids')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('bids.driverId', '=', 'u.id')
          .where('bids.createdAt', '>=', sql<Date>`date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'`)
          .as('today'),
    ])
    .where('u.id', '=', driverId)
    .executeTakeFirstOrThrow();
  return { plan: row.plan, today: Number(row.today ?? 0) };
}

/** Ends the live bids of these loads (rejected, with the reason); returns them, for their drivers to be told. */
export async function endLiveBidsOfLoads(db: Tx, loadIds: string[], reason: string): Promise<Array<{ id: string; loadId: string; driverId: string; amountPaise: number }>> {
  if (loadIds.length === 0) return [];
  return db
    .updateTable('bids')
    .set({ status: 'rejected', statusReason: reason })
    .where('loadId', 'in', loadIds)
    .where('status', 'in', LIVE_STATUSES)
    .returning(['id', 'loadId', 'driverId', 'amountPaise'])
    .execute();
}

/** Withdraws a suspended driver's live bids, with the reason; returns how many. */
export async function withdrawLiveBidsOfDriver(db: Tx, driverId: string, reason: string): Promise<number> {
  const rows = await db.updateTable('bids').set({ status: 'withdrawn', statusReason: reason }).where('driverId', '=', driverId).where('status', 'in', LIVE_STATUSES).returning('id').execute();
  return rows.length;
}

// ---- Bounded negotiation (migration 047) ----

/** Counter-offers made on a bid so far, by both sides. */
export async function countCounters(trx: Tx, bidId: string): Promise<number> {
  const r = await trx.selectFrom('negotiations').select(sql<number>`count(*)::int`.as('n')).where('bidId', '=', bidId).where('action', '=', 'counter').executeTakeFirstOrThrow();
  return r.n;
}

/** How long an owner's counter-offer stays acceptable (platform_config.counter_offer_hours). */
export async function counterOfferHours(db: Db): Promise<number> {
  const r = await db.selectFrom('platformConfig').select('counterOfferHours').executeTakeFirstOrThrow();
  return r.counterOfferHours;
}

/** The owner's latest counter-offer has expired: countered bids go back to pending at the driver's amount (all, or the one given). */
export async function revertExpiredCounters(db: Db, bidId?: string): Promise<BidRow[]> {
  let q = db
    .updateTable('bids as b')
    .set({ status: 'pending' })
    .where('b.status', '=', 'countered')
    .where(sql<boolean>`(select max(n.expires_at) from negotiations n where n.bid_id = b.id and n.author_side = 'owner' and n.action = 'counter') <= now()`);
  if (bidId) q = q.where('b.id', '=', bidId);
  return q.returning(BID_COLUMNS).execute();
}
