/** SQL of the audit log: the filtered list (newest first) and one entry, each with the acting user's name. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { phoneDigits } from '../../lib/india-ids.js';
import type { AuditFilter } from './schema.js';
import { bidInWords, movementInWords, payoutInWords, routeInWords } from './names.js';

const COLUMNS = [
  'a.id',
  'a.tableName',
  'a.recordId',
  'a.action',
  'a.actorId',
  'a.actorKind',
  // As text: the row images keep their snake_case column names (the camel-case mapper would rename nested keys).
  sql<string | null>`a.before::text`.as('beforeJson'),
  sql<string | null>`a.after::text`.as('afterJson'),
  'a.createdAt',
  'u.username as actorUsername',
  'u.name as actorName',
  'u.phone as actorPhone',
] as const;

function base(db: Database) {
  return db.selectFrom('auditLogs as a').leftJoin('users as u', 'u.id', 'a.actorId');
}

/** The entries matching the filters (dates are India-time days, both ends included); `actorIds` (the people a "Who" names) narrows it to their changes. */
function filtered(db: Database, f: AuditFilter, actorIds: readonly string[] | null) {
  let q = base(db);
  if (actorIds) q = actorIds.length > 0 ? q.where('a.actorId', 'in', [...actorIds]) : q.where(sql<boolean>`false`);
  if (f.table) q = q.where('a.tableName', '=', f.table);
  if (f.action) q = q.where('a.action', '=', f.action);
  if (f.user_id === 'system') q = q.where('a.actorKind', '=', 'system');
  else if (f.user_id) q = q.where('a.actorId', '=', f.user_id);
  if (f.record_id) q = q.where('a.recordId', '=', f.record_id);
  if (f.from) q = q.where('a.createdAt', '>=', sql<Date>`(${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.to) q = q.where('a.createdAt', '<', sql<Date>`(${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  return q;
}

/** One page of log entries matching the filters, newest first, with the total. */
export async function listAuditLogs(db: Database, f: AuditFilter, actorIds: readonly string[] | null = null) {
  const q = filtered(db, f, actorIds);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** How many entries one CSV download holds at most; the file says so when the filters match more. */
export const CSV_MAX_ROWS = 50_000;

/**
 * Every entry matching the filters (page and limit ignored), newest first, at most `max`, read in batches of
 * `batch` (so no one query holds them all): each batch is handed to `onBatch` in order. Returns the total matching.
 */
export async function eachAuditLogBatch(
  db: Database,
  f: AuditFilter,
  actorIds: readonly string[] | null,
  { max = CSV_MAX_ROWS, batch = 2000 }: { max?: number; batch?: number },
  onBatch: (rows: AuditLogRow[]) => Promise<void>,
): Promise<number> {
  const { n: total } = await filtered(db, f, actorIds).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  // The cursor keeps created_at to the microsecond (as text): a JS Date would round it to the millisecond.
  let after: { at: string; id: number } | null = null;
  let read = 0;
  while (read < Math.min(total, max)) {
    let q = filtered(db, f, actorIds);
    // Newest first, by (created_at, id): the next batch starts just below the last row read.
    if (after) q = q.where(sql<boolean>`(a.created_at, a.id) < (${after.at}::timestamptz, ${after.id})`);
    const rows = await q
      .select([...COLUMNS, sql<string>`a.created_at::text`.as('cursorAt')])
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(Math.min(batch, max - read))
      .execute();
    if (rows.length === 0) break;
    await onBatch(rows);
    read += rows.length;
    const tail = rows[rows.length - 1];
    after = { at: tail.cursorAt, id: tail.id };
  }
  return total;
}
export type AuditLogRow = Awaited<ReturnType<typeof listAuditLogs>>['rows'][number];

export async function findAuditLogById(db: Database, id: number): Promise<AuditLogRow | undefined> {
  return base(db).select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
}

/** The entries just before and after this one for the same record (to walk a record's history). */
export async function findNeighbourEntries(db: Database, log: { id: number; tableName: string; recordId: string }) {
  const [previous, next] = await Promise.all([
    db
      .selectFrom('auditLogs')
      .select(['id', 'action'])
      .where('tableName', '=', log.tableName)
      .where('recordId', '=', log.recordId)
      .where('id', '<', log.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('auditLogs')
      .select(['id', 'action'])
      .where('tableName', '=', log.tableName)
      .where('recordId', '=', log.recordId)
      .where('id', '>', log.id)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids per look-up: a CSV batch names thousands, well under PostgreSQL's limit of bound parameters. */
const IDS_PER_QUERY = 5000;

/**
 * Names of the records log entries point at, by id: a user's name and username, a load's route, a shipper's
 * name, a vehicle's registration, a bid's amount and bidder, an escrow movement's kind and amount, a payout's amount (deleted records included: the log outlives them). Ids of erased records
 * are simply absent.
 */
export async function findReferenceNames(db: Database, ids: Iterable<string>): Promise<Map<string, string>> {
  const all = [...new Set([...ids].filter((id) => UUID.test(id)))];
  const names = new Map<string, string>();
  for (let i = 0; i < all.length; i += IDS_PER_QUERY) await nameBatch(db, all.slice(i, i + IDS_PER_QUERY), names);
  return names;
}

async function nameBatch(db: Database, wanted: string[], names: Map<string, string>): Promise<void> {
  const [users, loads, shippers, vehicles, bids, movements, payouts] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'username']).where('id', 'in', wanted).execute(),
    db.selectFrom('loads').select(['id', 'origin', 'destination']).where('id', 'in', wanted).execute(),
    db.selectFrom('shippers').select(['id', 'name']).where('id', 'in', wanted).execute(),
    db.selectFrom('vehicles').select(['id', 'registrationNumber']).where('id', 'in', wanted).execute(),
    db.selectFrom('bids as b').innerJoin('users as d', 'd.id', 'b.driverId').select(['b.id', 'b.amountPaise', 'd.name as driverName']).where('b.id', 'in', wanted).execute(),
    db.selectFrom('escrowTransactions').select(['id', 'kind', 'amountPaise']).where('id', 'in', wanted).execute(),
    db.selectFrom('payoutRequests').select(['id', 'amountPaise']).where('id', 'in', wanted).execute(),
  ]);
  for (const u of users) names.set(u.id, `${u.name} (@${u.username})`);
  for (const l of loads) names.set(l.id, routeInWords(l.origin, l.destination));
  for (const s of shippers) names.set(s.id, s.name);
  for (const v of vehicles) names.set(v.id, v.registrationNumber);
  for (const b of bids) names.set(b.id, bidInWords(Number(b.amountPaise), b.driverName));
  for (const m of movements) names.set(m.id, movementInWords(m.kind, Number(m.amountPaise)));
  for (const p of payouts) names.set(p.id, payoutInWords(Number(p.amountPaise)));
}

/** At most this many people match one "Who": more asks for more of the name. */
export const MAX_ACTORS = 20;

/**
 * The people a "Who" filter names, as typed: a user id is that user; a username (with or without @, any case) is that one person;
 * a phone number (however it was typed) is everyone with those last 10 digits; anything else is a part of a
 * name (any case). Deleted users count (the log outlives them). At most MAX_ACTORS + 1, by name.
 */
export async function findActors(db: Database, who: string): Promise<Array<{ id: string; name: string; username: string }>> {
  const columns = ['id', 'name', 'username'] as const;
  if (isUuid(who as unknown)) return db.selectFrom('users').select(columns).where('id', '=', who.toLowerCase()).execute();
  const handle = who.replace(/^@/, '').toLowerCase();
  const byUsername = await db.selectFrom('users').select(columns).where(sql<string>`lower(username)`, '=', handle).execute();
  if (byUsername.length > 0) return byUsername;
  const digits = /^\+?[0-9][0-9\s-]*$/.test(who) ? phoneDigits(who) : null;
  const q = db
    .selectFrom('users')
    .select(columns)
    .orderBy('name')
    .orderBy('username')
    .limit(MAX_ACTORS + 1);
  if (digits) return q.where('phone', 'is not', null).where(sql<string>`right(regexp_replace(phone, '\\D', '', 'g'), 10)`, '=', digits).execute();
  const pattern = `%${who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.where('name', 'ilike', pattern).execute();
}
