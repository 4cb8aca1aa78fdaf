/**
 * The board's SQL and its reads through the board cache (cache.ts). Board reads
 * take live (not soft-deleted), listed loads of one status; each filter and sort
 * is served by a partial covering index (migrations 008, 016, 017), checked by
 * indexes.test.ts and `npm run bench`.
 */
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DB } from '../../../db/database.js';
import type { Loads } from '../../../db/schema.gen.js';
import { kolkataDate } from '../../../lib/dates.js';
import { type OwnerReliability, POSTER_RELIABILITY } from '../../../lib/reliability.js';
import { LOAD_FACTS, withOwnerName, type LoadFacts, type LoadRow } from '../queries.js';
import type { BoardFilter, BoardSort, LoadStatus, SearchTerm } from '../schema.js';
import { boardCacheOf, type Anchor } from './cache.js';

/** The columns a board lists (and the JSON presenter needs), with the owner's name. */
const BOARD_COLUMNS = [
  'l.id',
  'l.ownerId',
  'l.origin',
  'l.destination',
  'l.pickupDate',
  'l.truckType',
  'l.truckLengthFt',
  'l.weightTonnes',
  'l.pricePaise',
  'l.material',
  'l.description',
  'l.contactPhone',
  'l.status',
  'l.paymentStatus',
  'l.escrowAmountPaise',
  'l.platformFeePaise',
  'l.settledAt',
  'l.createdAt',
  'l.updatedAt',
  'l.assignedDriverId',
  'l.distanceKm',
  'l.ratePerKmPaise',
] as const;
/** The payment columns are the escrow feature's record of the load, written in the same transaction as each ledger movement. */
export type BoardLoadRow = Pick<
  LoadRow,
  | 'id'
  | 'ownerId'
  | 'origin'
  | 'destination'
  | 'pickupDate'
  | 'truckType'
  | 'truckLengthFt'
  | 'weightTonnes'
  | 'pricePaise'
  | 'material'
  | 'description'
  | 'contactPhone'
  | 'status'
  | 'paymentStatus'
  | 'escrowAmountPaise'
  | 'platformFeePaise'
  | 'settledAt'
  | 'createdAt'
  | 'updatedAt'
  | 'assignedDriverId'
  | 'ownerName'
  | 'distanceKm'
  | 'ratePerKmPaise'
> &
  LoadFacts;

/** A row of a board page: the load with its owner's track record (lib/reliability.ts), read with the page and kept with it per board version. */
export type BoardPageRow = BoardLoadRow & { posterReliability: OwnerReliability };

export interface LoadPage {
  rows: BoardPageRow[];
  total: number;
}

type BoardQuery = SelectQueryBuilder<DB & { l: Loads }, 'l', object>;

function live<Q extends SelectQueryBuilder<any, any, any>>(qb: Q): Q {
  // Written as literals (not parameters) so the planner always matches the partial board indexes.
  return qb.where(sql<SqlBool>`l.deleted_at is null and l.listed`) as Q;
}

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
/** Loads without a rate per km (no price, or a town outside the gazetteer) sort last in "rate per km" (migration 037). */
const RATE_DESC_KEY = sql`coalesce(l.rate_per_km_paise, -1)`;

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
    case 'rate_per_km':
      return qb.orderBy(RATE_DESC_KEY, 'desc').orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc') as Q;
    default:
      return qb.orderBy('l.createdAt', 'desc').orderBy('l.id', 'desc') as Q;
  }
}

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
    case 'rate_per_km':
      return sql<SqlBool>`(${RATE_DESC_KEY}, l.created_at, l.id) < (${a.ratePerKmPaise ?? -1}::bigint, ${c}, ${id})`;
    default:
      return sql<SqlBool>`(l.created_at, l.id) < (${c}, ${id})`;
  }
}

const boardVersion = sql<number>`(select version from load_board_version)`;

/** Today's date in India as the database counts it: a poster's badge ends with the day its document expires on. */
const badgeDay = sql<string>`kolkata_today()::text`;

type PageRow = BoardPageRow & { boardVersion: number; anchorCreatedAt: string; badgeDay: string };

/**
 * One page of loads. A page kept at the current version costs the version check
 * only (none when the request read the version with its session). Otherwise the page's ids come from an index-only scan that starts after
 * the nearest earlier page's anchor (or from the top), skipping the rows in
 * between inside the index; then only those rows are read. The board version is
 * read in the same statement, so the anchor is known to be valid for it (else
 * the page is read again from the top).
 */
async function readPage(
  db: Database,
  filtered: () => BoardQuery,
  sort: BoardSort,
  page: number,
  limit: number,
  key: string,
  knownVersion: number | null,
  useAnchor = true,
): Promise<{ rows: BoardPageRow[]; version: number | null }> {
  const cache = boardCacheOf<BoardPageRow>(db);
  const anchorKey = `${key}|${sort}|${limit}`;
  // A page is kept per version and per day in India: the posters' badges (LOAD_FACTS) end with their
  // document's expiry date, which no write announces (migration 053).
  const today = kolkataDate();
  const pageKey = `${anchorKey}|${page}|${today}`;
  if (useAnchor && cache.hasPage(pageKey)) {
    const current = knownVersion ?? Number((await sql<{ version: number }>`select version from load_board_version`.execute(db)).rows[0].version);
    const kept = cache.pageAt(pageKey, current);
    if (kept) return { rows: kept, version: current };
  }
  const from = useAnchor && page > 1 ? cache.anchorBefore(anchorKey, page) : null;
  const start = from ? filtered().where(afterAnchor(sort, from.anchor)) : filtered();
  // The page's ids by an index-only scan (filters checked inside the index, skipped rows never read
  // from the table), then just those rows.
  const ids = applySort(start.select('l.id'), sort)
    .limit(limit)
    .offset((page - 1 - (from?.page ?? 0)) * limit);
  const rows = (await applySort(
    (db.selectFrom('loads as l') as unknown as BoardQuery)
      .innerJoin(ids.as('p') as any, 'p.id' as any, 'l.id')
      .select([
        ...BOARD_COLUMNS,
        withOwnerName,
        ...LOAD_FACTS,
        boardVersion.as('boardVersion'),
        sql<string>`l.created_at::text`.as('anchorCreatedAt'),
        badgeDay.as('badgeDay'),
        POSTER_RELIABILITY.as('posterReliability'),
      ] as any),
    sort,
  ).execute()) as unknown as PageRow[];
  const version = rows.length ? Number(rows[0].boardVersion) : null;
  // Read across midnight (the app's clock and the database's a moment apart): served, not kept under the wrong day.
  const sameDay = rows.length > 0 && rows[0].badgeDay === today;
  // The anchor belongs to another version (or the page came out empty): read the page from the top.
  if (from && version !== from.version) return readPage(db, filtered, sort, page, limit, key, null, false);
  const last = rows[rows.length - 1];
  if (last)
    cache.keepAnchor(anchorKey, page, { createdAt: last.anchorCreatedAt, id: last.id, pickupDate: last.pickupDate, pricePaise: last.pricePaise, ratePerKmPaise: last.ratePerKmPaise }, version!);
  for (const r of rows) {
    delete (r as Partial<PageRow>).boardVersion;
    delete (r as Partial<PageRow>).anchorCreatedAt;
    delete (r as Partial<PageRow>).badgeDay;
  }
  if (version !== null && sameDay) cache.keepPage(pageKey, rows, version);
  return { rows, version };
}

type CountQuery = SelectQueryBuilder<any, any, { n: number; version: number }>;

function countOf(filtered: () => BoardQuery): () => Promise<{ n: number; version: number }> {
  return () => (filtered().select([sql<number>`count(*)::int`.as('n'), boardVersion.as('version')]) as unknown as CountQuery).executeTakeFirstOrThrow();
}

function filterKey(f: BoardFilter): string {
  return JSON.stringify(['board', f.status, f.originKey, f.destinationKey, f.truckType, f.minWeight, f.maxWeight, f.pickupDate]);
}

/** The board version when the request read it already (board/version.ts); null reads it here. */
export interface BoardReadOptions {
  version?: number | null;
}

/** One page of the board and the exact number of loads matching the filter. */
export async function listBoardLoads(db: Database, f: BoardFilter, opts: BoardReadOptions = {}): Promise<LoadPage> {
  // Built only when a statement is needed: a page and total known at this version need none.
  const filtered = () => applyFilter(db.selectFrom('loads as l') as unknown as BoardQuery, f);
  const key = filterKey(f);
  const { rows, version } = await readPage(db, filtered, f.sort, f.page, f.limit, key, opts.version ?? null);
  return { rows, total: await boardCacheOf<BoardPageRow>(db).total(key, version, countOf(filtered)) };
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
  const { rows, version } = await readPage(db, filtered, 'newest', page, limit, key, opts.version ?? null);
  return { rows, total: await boardCacheOf<BoardPageRow>(db).total(key, version, countOf(filtered)) };
}
