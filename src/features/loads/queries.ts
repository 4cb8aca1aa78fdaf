/**
 * All SQL of loads. Board reads take live (not soft-deleted), listed loads of
 * one status; each filter and sort is served by an index of migration 008.
 */
import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Db, DB, Tx } from '../../db/database.js';
import type { Loads } from '../../db/schema.gen.js';
import type { BoardFilter, BoardSort, LoadInput, LoadStatus, SearchTerm } from './schema.js';

export type LoadRecord = Selectable<Loads>;
/** A load with the name of its owner, as every page and presenter shows it. */
export type LoadRow = LoadRecord & { ownerName: string };

/** The columns a board lists (and the JSON presenter needs), with the owner's name. */
const BOARD_COLUMNS = [
  'l.id', 'l.ownerId', 'l.origin', 'l.destination', 'l.pickupDate', 'l.truckType', 'l.truckLengthFt', 'l.weightTonnes',
  'l.pricePaise', 'l.material', 'l.description', 'l.contactPhone', 'l.status', 'l.paymentStatus',
  'l.escrowAmountPaise', 'l.platformFeePaise', 'l.settledAt', 'l.createdAt', 'l.updatedAt', 'l.assignedDriverId',
] as const;
/** The payment columns are the escrow feature's record of the load, written in the same transaction as each ledger movement. */
export type BoardLoadRow = Pick<LoadRow, 'id' | 'ownerId' | 'origin' | 'destination' | 'pickupDate' | 'truckType' | 'truckLengthFt' | 'weightTonnes' | 'pricePaise' | 'material' | 'description' | 'contactPhone' | 'status' | 'paymentStatus' | 'escrowAmountPaise' | 'platformFeePaise' | 'settledAt' | 'createdAt' | 'updatedAt' | 'assignedDriverId' | 'ownerName'>;

type BoardQuery = SelectQueryBuilder<DB & { l: Loads }, 'l', object>;

function live<Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q {
  // Written as literals (not parameters) so the planner always matches the partial board indexes.
  return qb.where(sql<SqlBool>`l.deleted_at is null and l.listed`) as Q;
}

function withOwnerName(eb: ExpressionBuilder<DB & { l: Loads }, 'l'>) {
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
  return db
    .selectFrom('loads as l')
    .selectAll('l')
    .select(withOwnerName)
    .where('l.id', '=', id)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst() as Promise<LoadRow | undefined>;
}

/** Locks a live load for a decision on it. */
export async function lockLoadForUpdate(trx: Tx, id: string): Promise<LoadRecord | undefined> {
  return trx.selectFrom('loads').selectAll().where('id', '=', id).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

/** Rewrites the posted fields of an open load. */
export async function updateLoadFields(trx: Tx, id: string, input: LoadInput): Promise<LoadRecord> {
  return trx
    .updateTable('loads')
    .set(loadColumns(input))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the load cancelled (only from open or assigned). */
export async function markLoadCancelled(trx: Tx, id: string): Promise<boolean> {
  const r = await trx
    .updateTable('loads')
    .set({ status: 'cancelled' })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'assigned'])
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Sets deleted_at; the audit trigger records a SOFT_DELETE. */
export async function softDeleteLoad(trx: Tx, id: string): Promise<boolean> {
  const r = await trx.updateTable('loads').set({ deletedAt: sql`now()` }).where('id', '=', id).where('deletedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The trip of a load that is still running (neither delivered nor cancelled), locked. */
export async function lockActiveTripOfLoad(trx: Tx, loadId: string) {
  return trx
    .selectFrom('trips')
    .select(['id', 'driverId', 'status'])
    .where('loadId', '=', loadId)
    .where('status', 'not in', ['delivered', 'cancelled'])
    .forUpdate()
    .executeTakeFirst();
}

export async function markTripCancelled(trx: Tx, tripId: string): Promise<void> {
  await trx.updateTable('trips').set({ status: 'cancelled', cancelledAt: sql`now()` }).where('id', '=', tripId).execute();
}

/** Rejects the bids still waiting for an answer on a load; returns who placed them. */
export async function rejectLiveBidsOfLoad(trx: Tx, loadId: string) {
  return trx
    .updateTable('bids')
    .set({ status: 'rejected' })
    .where('loadId', '=', loadId)
    .where('status', 'in', ['pending', 'countered'])
    .returning(['id', 'driverId'])
    .execute();
}

export async function countLiveBidsOfLoad(trx: Db, loadId: string): Promise<number> {
  const r = await trx
    .selectFrom('bids')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('loadId', '=', loadId)
    .where('status', 'in', ['pending', 'countered'])
    .executeTakeFirstOrThrow();
  return r.n;
}

// ---------------------------------------------------------------------------
// The board.

function applyFilter(qb: BoardQuery, f: Pick<BoardFilter, 'originKey' | 'destinationKey' | 'truckType' | 'minWeight' | 'maxWeight' | 'pickupDate'> & { status: LoadStatus }): BoardQuery {
  let q = live(qb).where('l.status', '=', f.status);
  if (f.originKey) q = q.where('l.originKey', '=', f.originKey);
  if (f.destinationKey) q = q.where('l.destinationKey', '=', f.destinationKey);
  if (f.truckType) q = q.where('l.truckType', '=', f.truckType);
  if (f.minWeight !== null) q = q.where('l.weightTonnes', '>=', f.minWeight);
  if (f.maxWeight !== null) q = q.where('l.weightTonnes', '<=', f.maxWeight);
  if (f.pickupDate) q = q.where('l.pickupDate', '=', f.pickupDate);
  return q;
}

/** Largest bigint: unpriced loads sort last in "price: low to high" (migration 017). */
const PRICE_ASC_KEY = sql`coalesce(l.price_paise, 9223372036854775807)`;
/** Unpriced loads sort last in "price: high to low". */
const PRICE_DESC_KEY = sql`coalesce(l.price_paise, -1)`;

/**
 * The board's orders, each running in one direction to a unique tie-breaker, so
 * that a page can resume after a row with one row comparison (migration 017):
 * newest first; earliest pickup (then oldest post first); price up or down with
 * unpriced loads last.
 */
function applySort<Q extends SelectQueryBuilder<any, any, any>>(qb: Q, sort: BoardSort): Q {
  switch (sort) {
    case 'pickup_date':
      return qb.orderBy('l.pickupDate', 'asc').orderBy('l.createdAt', 'asc').orderBy('l.id', 'asc') as Q;
    case 'price_asc':
      return qb.orderBy(PRICE_ASC_KEY, 'asc').orderBy('l.createdAt', 'asc').orderBy('l.id', 'asc') as Q;
    case 'price_desc':
      return qb.orderBy(PRICE_DESC_KEY, 'desc').orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc') as Q;
    default:
      return qb.orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc') as Q;
  }
}

export interface LoadPage {
  rows: BoardLoadRow[];
  total: number;
}

/**
 * What the board remembers per database between requests, valid for one board
 * version (migration 008: the version goes up, atomically with the change, on
 * every commit that adds, removes or moves a load in any filter or order of the
 * board). Everything here is dropped when a newer version is seen, and used only
 * by a page read at the very same version, so nothing served is ever stale:
 * - the exact total of each filter;
 * - page anchors: the sort key of the last row of each page read, so that the
 *   next page starts right after it in the index (keyset) instead of walking
 *   over every row before it (OFFSET).
 */
interface BoardCache {
  version: number;
  totals: Map<string, number>;
  anchors: Map<string, Map<number, Anchor>>;
  /** Whole pages (rows as read) of this version: the version also goes up on any change a page shows (019). */
  pages: Map<string, BoardLoadRow[]>;
  inflight: Map<string, Promise<number>>;
}
/** The sort key of a page's last row, exact (the timestamp as PostgreSQL's text). */
interface Anchor {
  createdAt: string;
  id: string;
  pickupDate: string;
  pricePaise: number | null;
}
const cacheByDb = new WeakMap<object, BoardCache>();
const MAX_KEYS = 5000;
/** Pages kept per version (20-100 rows each). */
const MAX_PAGES = 2000;

function boardCache(db: Database): BoardCache {
  let c = cacheByDb.get(db);
  if (!c) {
    c = { version: 0, totals: new Map(), anchors: new Map(), pages: new Map(), inflight: new Map() };
    cacheByDb.set(db, c);
  }
  return c;
}

/** Moves the cache to a newer version (dropping what was known); false for an older one. */
function atVersion(c: BoardCache, version: number): boolean {
  if (version > c.version) {
    c.version = version;
    c.totals.clear();
    c.anchors.clear();
    c.pages.clear();
  }
  return version === c.version;
}

function bounded<V>(map: Map<string, V>, key: string, value: V): void {
  if (!map.has(key) && map.size >= MAX_KEYS) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

type CountQuery = SelectQueryBuilder<any, any, { n: number; version: number }>;

/**
 * The exact total for `key` as of `pageVersion` (the version the page was read at):
 * from the cache when it was counted at that version, else counted now (the count
 * and its version are read in one statement, so they agree).
 */
async function exactTotal(db: Database, key: string, pageVersion: number | null, count: () => CountQuery): Promise<number> {
  const c = boardCache(db);
  if (pageVersion !== null && pageVersion === c.version) {
    const hit = c.totals.get(key);
    if (hit !== undefined) return hit;
  }
  const flightKey = `${pageVersion}:${key}`;
  let pending = c.inflight.get(flightKey);
  if (!pending) {
    pending = count().executeTakeFirstOrThrow().then((r) => {
      if (atVersion(c, Number(r.version))) bounded(c.totals, key, r.n);
      return r.n;
    });
    c.inflight.set(flightKey, pending);
    pending.then(
      () => c.inflight.delete(flightKey),
      () => c.inflight.delete(flightKey),
    );
  }
  return pending;
}

const boardVersion = sql<number>`(select version from load_board_version)`;

/** Rows strictly after the anchor in the board's order: one range of the order's index. */
function afterAnchor(sort: BoardSort, a: Anchor) {
  const c = sql`${a.createdAt}::timestamptz`;
  const id = sql`${a.id}::uuid`;
  switch (sort) {
    case 'pickup_date':
      return sql<SqlBool>`(l.pickup_date, l.created_at, l.id) > (${a.pickupDate}::date, ${c}, ${id})`;
    case 'price_asc':
      return sql<SqlBool>`(${PRICE_ASC_KEY}, l.created_at, l.id) > (${a.pricePaise ?? '9223372036854775807'}::bigint, ${c}, ${id})`;
    case 'price_desc':
      return sql<SqlBool>`(${PRICE_DESC_KEY}, l.created_at, l.id) < (${a.pricePaise ?? -1}::bigint, ${c}, ${id})`;
    default:
      return sql<SqlBool>`(l.created_at, l.id) < (${c}, ${id})`;
  }
}

type PageRow = BoardLoadRow & { boardVersion: number; anchorCreatedAt: string };

/**
 * One page of loads. The page's ids come from an index-only scan that starts
 * after the nearest earlier page's anchor (or from the top), skipping the rows
 * in between inside the index; then only those rows are read. The board version
 * is read in the same statement, so the anchor is known to be valid for it
 * (else the page is read again from the top).
 */
async function readPage(
  db: Database,
  filtered: () => BoardQuery,
  sort: BoardSort,
  page: number,
  limit: number,
  key: string,
  useAnchor = true,
  knownVersion: number | null = null,
): Promise<{ rows: BoardLoadRow[]; version: number | null }> {
  const c = boardCache(db);
  const anchorKey = `${key}|${sort}|${limit}`;
  const pageKey = `${anchorKey}|${page}`;
  // A page already read at the current version is served as it was read: one tiny statement (or none, when the
  // request read the version with its session) instead of the page query.
  if (useAnchor && c.pages.has(pageKey)) {
    const current = knownVersion ?? Number((await sql<{ version: number }>`select version from load_board_version`.execute(db)).rows[0].version);
    if (atVersion(c, current)) {
      const cached = c.pages.get(pageKey);
      if (cached) return { rows: cached, version: current };
    }
  }
  let from: { page: number; anchor: Anchor; version: number } | null = null;
  if (useAnchor && page > 1) {
    const pages = c.anchors.get(anchorKey);
    for (let p = page - 1; pages && p >= 1; p--) {
      const anchor = pages.get(p);
      if (anchor) {
        from = { page: p, anchor, version: c.version };
        break;
      }
    }
  }
  const start = from ? filtered().where(afterAnchor(sort, from.anchor)) : filtered();
  // The page's ids by an index-only scan (filters checked inside the index, skipped rows never read
  // from the table), then just those rows.
  const ids = applySort(start.select('l.id'), sort)
    .limit(limit)
    .offset((page - 1 - (from?.page ?? 0)) * limit);
  const rows = (await applySort(
    (db.selectFrom('loads as l') as unknown as BoardQuery)
      .innerJoin(ids.as('p') as any, 'p.id' as any, 'l.id')
      .select([...BOARD_COLUMNS, withOwnerName, boardVersion.as('boardVersion'), sql<string>`l.created_at::text`.as('anchorCreatedAt')] as any),
    sort,
  ).execute()) as unknown as PageRow[];
  const version = rows.length ? Number(rows[0].boardVersion) : null;
  // The anchor belongs to another version (or the page came out empty): read the page from the top.
  if (from && version !== from.version) return readPage(db, filtered, sort, page, limit, key, false);
  const last = rows[rows.length - 1];
  if (last && atVersion(c, version!)) {
    const pages = c.anchors.get(anchorKey) ?? new Map<number, Anchor>();
    pages.set(page, { createdAt: last.anchorCreatedAt, id: last.id, pickupDate: last.pickupDate, pricePaise: last.pricePaise });
    bounded(c.anchors, anchorKey, pages);
  }
  for (const r of rows) {
    delete (r as Partial<PageRow>).boardVersion;
    delete (r as Partial<PageRow>).anchorCreatedAt;
  }
  if (rows.length && atVersion(c, version!)) {
    if (!c.pages.has(pageKey) && c.pages.size >= MAX_PAGES) c.pages.delete(c.pages.keys().next().value as string);
    c.pages.set(pageKey, rows);
  }
  return { rows, version };
}

function filterKey(f: BoardFilter): string {
  return JSON.stringify(['board', f.status, f.originKey, f.destinationKey, f.truckType, f.minWeight, f.maxWeight, f.pickupDate]);
}

/** Read at the start of the request (see config.boardVersion on the routes); null reads it here. */
export interface BoardReadOptions {
  version?: number | null;
}

/** One page of the board and the exact number of loads matching the filter. */
export async function listBoardLoads(db: Database, f: BoardFilter, opts: BoardReadOptions = {}): Promise<LoadPage> {
  // Built only when a statement is needed: a page and total known at this version need none.
  const filtered = () => applyFilter(db.selectFrom('loads as l') as unknown as BoardQuery, f);
  const key = filterKey(f);
  const { rows, version } = await readPage(db, filtered, f.sort, f.page, f.limit, key, true, opts.version ?? null);
  const count = () => filtered().select([sql<number>`count(*)::int`.as('n'), boardVersion.as('version')]) as unknown as CountQuery;
  return { rows, total: await exactTotal(db, key, version, count) };
}

/** Open loads from or to a city, or along a route, newest first. */
export async function searchOpenLoads(db: Database, term: SearchTerm, page: number, limit: number, opts: BoardReadOptions = {}): Promise<LoadPage> {
  const filtered = () => {
    const base = live(db.selectFrom('loads as l') as unknown as BoardQuery).where('l.status', '=', 'open');
    return term.kind === 'route'
      ? base.where('l.originKey', '=', term.originKey).where('l.destinationKey', '=', term.destinationKey)
      : base.where((eb) => eb.or([eb('l.originKey', '=', term.key), eb('l.destinationKey', '=', term.key)]));
  };
  const key = JSON.stringify(term.kind === 'route' ? ['route', term.originKey, term.destinationKey] : ['city', term.key]);
  const { rows, version } = await readPage(db, filtered, 'newest', page, limit, key, true, opts.version ?? null);
  const count = () => filtered().select([sql<number>`count(*)::int`.as('n'), boardVersion.as('version')]) as unknown as CountQuery;
  return { rows, total: await exactTotal(db, key, version, count) };
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
