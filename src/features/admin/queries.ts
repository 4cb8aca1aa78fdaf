/**
 * SQL of the admin feature: users, every load (deleted ones included, and said
 * so in the names), soft-deleted ledger records, announcements and the
 * platform figures. Admin reads are platform-wide on purpose.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db, Tx } from '../../db/database.js';
import type { LoadFilter, UserFilter } from './schema.js';

/** A LIKE pattern that matches `q` literally anywhere (%, _ and \ escaped). */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---------------------------------------------------------------- users

// The plan that counts now (migration 038): a paid premium whose end has passed reads as free.
const USER_COLUMNS = ['id', 'username', 'name', 'role', 'phone', sql<string>`effective_plan(plan, premium_until)`.as('plan'), 'status', 'verifiedAt', 'companyName', 'city', 'createdAt'] as const;

export type AdminUserRow = Awaited<ReturnType<typeof findUserById>> & {};

async function findUserById(db: Db, userId: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/**
 * Locks one user row for a decision on it. FOR NO KEY UPDATE: it still
 * serialises decisions on the user and holds off a load being posted for them
 * (migration 034 share-locks the owner), but not the rows that merely refer to
 * the user (a notification to them), so a bid being placed on their load can
 * finish instead of deadlocking against a suspension.
 */
export async function lockUserForUpdate(db: Tx, userId: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/** Locks every active admin, always in id order so two admin actions cannot deadlock; returns their ids. */
export async function lockActiveAdmins(db: Tx): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').orderBy('id').forUpdate().execute();
  return rows.map((r) => r.id);
}

export async function findUserRole(db: Db, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role;
}

export async function setUserStatus(db: Tx, userId: string, status: 'active' | 'suspended') {
  return db.updateTable('users').set({ status }).where('id', '=', userId).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

export async function setUserVerified(db: Tx, userId: string) {
  return db.updateTable('users').set({ verifiedAt: sql`now()` }).where('id', '=', userId).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

/** An admin's plan: premium given by an admin has no end (premium_until null), whatever was paid before. */
export async function setUserPlan(db: Tx, userId: string, plan: 'free' | 'premium') {
  return db.updateTable('users').set({ plan, premiumUntil: null }).where('id', '=', userId).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

/**
 * Takes a suspended owner's open board loads off the board (deleted ones too,
 * so a restore cannot list them) and marks exactly those, for the unsuspension.
 */
export async function hideOpenLoadsOfOwner(db: Tx, ownerId: string) {
  return db
    .updateTable('loads')
    .set({ listed: false, hiddenBySuspension: true })
    .where('ownerId', '=', ownerId)
    .where('status', '=', 'open')
    .where('listed', '=', true)
    .returning(['id', 'origin', 'destination'])
    .execute();
}

/** Lists again exactly the loads a suspension took off the board; returns how many. */
export async function relistLoadsHiddenBySuspension(db: Tx, ownerId: string): Promise<number> {
  const rows = await db.updateTable('loads').set({ listed: true, hiddenBySuspension: false }).where('ownerId', '=', ownerId).where('hiddenBySuspension', '=', true).returning('id').execute();
  return rows.length;
}

/** The users matching the list's filters (role, status, text), one query for the page and the export. */
function filteredUsers(db: Db, f: Pick<UserFilter, 'role' | 'status' | 'q'>) {
  let q = db.selectFrom('users');
  if (f.role) q = q.where('role', '=', f.role);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.q) {
    const pattern = containsPattern(f.q);
    q = q.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('username', 'ilike', pattern), eb('phone', 'ilike', pattern), eb('companyName', 'ilike', pattern)]));
  }
  return q;
}

/** One page of users matching the filters, newest first, with the total count. */
export async function listUsers(db: Db, f: UserFilter): Promise<{ rows: AdminUserRow[]; total: number }> {
  const q = filteredUsers(db, f);
  const [rows, count] = await Promise.all([
    q
      .select(USER_COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Every user matching the filters, in the list's order (the CSV export: all pages). */
export async function listAllUsers(db: Db, f: Pick<UserFilter, 'role' | 'status' | 'q'>): Promise<AdminUserRow[]> {
  return filteredUsers(db, f).select(USER_COLUMNS).orderBy('createdAt', 'desc').orderBy('id').execute();
}

// ---------------------------------------------------------------- loads

/**
 * The platform loads (posted to the board, see the figures below; books-only loads are the businesses' own)
 * matching the list's filters: status, text (route or owner), soft-deleted ones included, only or left out.
 */
function filteredPlatformLoads(db: Db, f: Pick<LoadFilter, 'status' | 'deleted' | 'q'>) {
  let q = db.selectFrom('loads as l').innerJoin('users as o', 'o.id', 'l.ownerId').where('l.postedToBoard', '=', true);
  if (f.status) q = q.where('l.status', '=', f.status);
  if (f.deleted === 'only') q = q.where('l.deletedAt', 'is not', null);
  if (f.deleted === 'exclude') q = q.where('l.deletedAt', 'is', null);
  if (f.q) {
    const pattern = containsPattern(f.q);
    q = q.where((eb) => eb.or([eb('l.origin', 'ilike', pattern), eb('l.destination', 'ilike', pattern), eb('o.username', 'ilike', pattern), eb('o.name', 'ilike', pattern)]));
  }
  return q;
}

const LOAD_LIST_COLUMNS = [
  'l.id',
  'l.origin',
  'l.destination',
  'l.pickupDate',
  'l.truckType',
  'l.weightTonnes',
  'l.pricePaise',
  'l.status',
  'l.paymentStatus',
  'l.listed',
  'l.hiddenBySuspension',
  'l.createdAt',
  'l.deletedAt',
  'o.id as ownerId',
  'o.username as ownerUsername',
  'o.name as ownerName',
] as const;

/** One page of the platform loads (every status; soft-deleted ones per the filter), newest first, with owners. */
export async function listAllLoadsIncludingDeleted(db: Db, f: LoadFilter) {
  const q = filteredPlatformLoads(db, f);
  const [rows, count] = await Promise.all([
    q
      .select(LOAD_LIST_COLUMNS)
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
export type AdminLoadRow = Awaited<ReturnType<typeof listAllLoadsIncludingDeleted>>['rows'][number];

/** Every platform load matching the filters, in the list's order, with its trip's agreed amount (the CSV export: all pages). */
export async function listAllPlatformLoads(db: Db, f: Pick<LoadFilter, 'status' | 'deleted' | 'q'>) {
  return filteredPlatformLoads(db, f)
    .leftJoin('trips as t', 't.loadId', 'l.id')
    .select([...LOAD_LIST_COLUMNS, 't.status as tripStatus', 't.agreedAmountPaise'])
    .orderBy('l.createdAt', 'desc')
    .orderBy('l.id')
    .execute();
}

/** Locks a load, deleted or not, for a delete/restore decision. */
export async function lockLoadIncludingDeletedForUpdate(db: Tx, loadId: string) {
  return db.selectFrom('loads').select(['id', 'status', 'paymentStatus', 'deletedAt']).where('id', '=', loadId).forUpdate().executeTakeFirst();
}

export async function setLoadDeletedAt(db: Tx, loadId: string, deleted: boolean): Promise<void> {
  await db
    .updateTable('loads')
    .set({ deletedAt: deleted ? sql`now()` : null })
    .where('id', '=', loadId)
    .execute();
}

// ---------------------------------------------------------------- announcements

export async function insertAnnouncement(db: Tx, values: { adminId: string; title: string; body: string; role: string | null }) {
  return db.insertInto('announcements').values(values).returning(['id', 'title', 'body', 'role', 'createdAt']).executeTakeFirstOrThrow();
}

/** One announcement notification per active user of the audience, in one statement; returns how many. */
export async function insertAnnouncementNotifications(db: Tx, a: { title: string; body: string; role: string | null; link: string | null }): Promise<number> {
  const audience: Expression<SqlBool> = a.role ? sql<SqlBool>`u.role = ${a.role}` : sql<SqlBool>`true`;
  const res = await sql`
    insert into notifications (user_id, kind, title, body, link)
    select u.id, 'announcement', ${a.title}, ${a.body}, ${a.link}
      from users u
     where u.status = 'active' and ${audience}`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

export async function listRecentAnnouncements(db: Db, limit: number) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('users as u', 'u.id', 'a.adminId')
    .select(['a.id', 'a.title', 'a.body', 'a.role', 'a.createdAt', 'u.name as adminName'])
    .orderBy('a.createdAt', 'desc')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------- figures and metrics
//
// The platform's figures, each defined once here and used by every admin page, chart and JSON answer:
// * a platform load is a load posted to the board (`loads.posted_to_board`, migration 062), whatever its
//   listing now (a suspension or a report hold may have taken it off the board); a books-only load, entered
//   in a business's own books, never counts. Soft-deleted platform loads are counted apart, not by status;
// * a trip is the trips row of an accepted bid on a platform load that is not soft-deleted (one per load);
//   trips booked are those not cancelled;
// * gross freight value is the agreed amount of the trips booked; the freight of delivered trips is the
//   agreed amount of the delivered ones;
// * bids are the bids on platform loads that are not soft-deleted;
// * escrow held is what users' escrow accounts hold now, fees earned the fee transactions of the escrow ledger.

/** Platform loads that are not soft-deleted. */
const LIVE_PLATFORM_LOADS = sql`(select * from loads where posted_to_board and deleted_at is null)`;
/** Trips on platform loads that are not soft-deleted. */
const PLATFORM_TRIPS = sql`(select t.* from trips t join loads tl on tl.id = t.load_id where tl.posted_to_board and tl.deleted_at is null)`;
/** Bids on platform loads that are not soft-deleted. */
const PLATFORM_BIDS = sql`(select b.* from bids b join loads bl on bl.id = b.load_id where bl.posted_to_board and bl.deleted_at is null)`;
/** A trip booked: any but a cancelled one. */
const BOOKED = sql<SqlBool>`status <> 'cancelled'`;

/** Counts of users by role and by status (all accounts). */
export async function countUsersByRole(db: Db) {
  return db
    .selectFrom('users')
    .select(['role', sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where status = 'suspended'))::int`.as('suspended')])
    .groupBy('role')
    .execute();
}

/** Platform loads by status (not soft-deleted). */
export async function countLoadsByStatus(db: Db): Promise<Array<{ status: string; n: number }>> {
  const res = await sql<{ status: string; n: number }>`select status, count(*)::int as n from ${LIVE_PLATFORM_LOADS} pl group by status`.execute(db);
  return res.rows;
}

/** How many platform loads are soft-deleted. */
export async function countDeletedPlatformLoads(db: Db): Promise<number> {
  const res = await sql<{ n: number }>`select count(*)::int as n from loads where posted_to_board and deleted_at is not null`.execute(db);
  return res.rows[0].n;
}

export async function countBidsByStatus(db: Db): Promise<Array<{ status: string; n: number }>> {
  const res = await sql<{ status: string; n: number }>`select status, count(*)::int as n from ${PLATFORM_BIDS} pb group by status`.execute(db);
  return res.rows;
}

/** Trips by status, with their agreed amounts in paise. */
export async function tripsByStatus(db: Db): Promise<Array<{ status: string; n: number; agreedPaise: number }>> {
  const res = await sql<{ status: string; n: number; agreedPaise: number }>`
    select status, count(*)::int as n, sum(agreed_amount_paise)::bigint as agreed_paise from ${PLATFORM_TRIPS} pt group by status`.execute(db);
  return res.rows;
}

/** Money figures in paise: gross freight value (agreed amounts of the trips booked), escrow held, fees earned. */
export async function moneyTotals(db: Db): Promise<{ gmvPaise: number; trips: number; escrowHeldPaise: number; feesPaise: number }> {
  const row = await sql<{ gmvPaise: number; trips: number; escrowHeldPaise: number; feesPaise: number }>`
    select
      (select coalesce(sum(agreed_amount_paise), 0) from ${PLATFORM_TRIPS} pt where ${BOOKED})::bigint as gmv_paise,
      (select count(*) from ${PLATFORM_TRIPS} pt where ${BOOKED})::int as trips,
      (select coalesce(sum(held_paise), 0) from escrow_accounts where kind = 'user')::bigint as escrow_held_paise,
      (select coalesce(sum(amount_paise), 0) from escrow_transactions where kind = 'fee')::bigint as fees_paise`.execute(db);
  return row.rows[0];
}

/** Work waiting for an admin: payout requests to decide and open disputes. */
export async function countPendingAdminWork(db: Db): Promise<{ payoutRequests: number; openDisputes: number }> {
  const row = await sql<{ payoutRequests: number; openDisputes: number }>`
    select
      (select count(*) from payout_requests where status = 'requested')::int as payout_requests,
      (select count(*) from disputes where status = 'open')::int as open_disputes`.execute(db);
  return row.rows[0];
}

export interface SeriesRow {
  bucket: string;
  users: number;
  loads: number;
  bids: number;
  gmvPaise: number;
  feesPaise: number;
  /** Money held in escrow (all users' held balances) at the end of the bucket, or now for the current one. */
  escrowHeldPaise: number;
}

/**
 * Activity per India-time day or week (weeks start on Monday) over the last
 * `count` buckets, the current one included: new users, platform loads posted,
 * bids placed, gross freight value of the trips booked then, fees earned, and the money
 * held in escrow at the end of each bucket (the held entries of users'
 * accounts summed up to then).
 */
export async function activitySeries(db: Db, unit: 'day' | 'week', count: number): Promise<SeriesRow[]> {
  const step = unit === 'day' ? '1 day' : '1 week';
  const span = `${count - 1} ${unit}s`;
  const res = await sql<SeriesRow>`
    with bounds as (
      select date_trunc(${unit}, now() at time zone 'Asia/Kolkata') as last_bucket
    ), b as (
      select generate_series(last_bucket - ${span}::interval, last_bucket, ${step}::interval) as bucket from bounds
    ), start_at as (
      select (min(bucket) at time zone 'Asia/Kolkata') as t from b
    ), u as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, count(*) as n
        from users where created_at >= (select t from start_at) group by 1
    ), l as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, count(*) as n
        from ${LIVE_PLATFORM_LOADS} pl where created_at >= (select t from start_at) group by 1
    ), bi as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, count(*) as n
        from ${PLATFORM_BIDS} pb where created_at >= (select t from start_at) group by 1
    ), g as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, sum(agreed_amount_paise) as n
        from ${PLATFORM_TRIPS} pt where ${BOOKED} and created_at >= (select t from start_at) group by 1
    ), f as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, sum(amount_paise) as n
        from escrow_transactions where kind = 'fee' and created_at >= (select t from start_at) group by 1
    ), held_moves as (
      select tx.created_at, e.amount_paise
        from escrow_entries e
        join escrow_transactions tx on tx.id = e.transaction_id
        join escrow_accounts acc on acc.id = e.account_id
       where acc.kind = 'user' and e.bucket = 'held'
    ), h0 as (
      select coalesce(sum(amount_paise), 0) as n from held_moves where created_at < (select t from start_at)
    ), h as (
      select date_trunc(${unit}, created_at at time zone 'Asia/Kolkata') as bucket, sum(amount_paise) as n
        from held_moves where created_at >= (select t from start_at) group by 1
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as bucket,
           coalesce(u.n, 0)::int as users,
           coalesce(l.n, 0)::int as loads,
           coalesce(bi.n, 0)::int as bids,
           coalesce(g.n, 0)::bigint as gmv_paise,
           coalesce(f.n, 0)::bigint as fees_paise,
           ((select n from h0) + sum(coalesce(h.n, 0)) over (order by b.bucket))::bigint as escrow_held_paise
      from b
      left join u on u.bucket = b.bucket
      left join l on l.bucket = b.bucket
      left join bi on bi.bucket = b.bucket
      left join g on g.bucket = b.bucket
      left join f on f.bucket = b.bucket
      left join h on h.bucket = b.bucket
     order by b.bucket`.execute(db);
  return res.rows;
}
