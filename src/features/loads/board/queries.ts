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
import { OWN_FACTS, OWNER_FACTS, withOwnerName, type LoadFacts, type LoadRow } from '../queries.js';
import type { BoardFilter, BoardSort, LoadStatus, SearchTerm } from '../schema.js';
import { type Anchor, boardCacheOf, changesOf, type FilterMatch } from './cache.js';

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
  /** Stands for the page's JSON body (json.ts): the same while the rows and what the body shows of them are. */
  bodyKey: object;
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

/** The figures of a card that are its owner's, not its load's: kept per owner (cache.ts) and joined with kept pages. */
const OWNER_FACT_KEYS = ['ownerName', 'posterCompany', 'posterVerified', 'posterRating', 'posterRatings', 'posterBadges', 'posterReliability'] as const;
type OwnerFactKey = (typeof OWNER_FACT_KEYS)[number];
type OwnerFacts = Pick<BoardPageRow, OwnerFactKey>;
/** A kept card: the row without its owner's figures. */
type Card = Omit<BoardPageRow, OwnerFactKey>;

type PageRow = Card & { boardVersion: number; anchorCreatedAt: string; badgeDay: string; laneKey: string };

/** The last figures read of each owner, per database: figures read again and found equal are the same object. */
const lastFacts = new WeakMap<Database, Map<string, OwnerFacts>>();
const MAX_LAST_FACTS = 10_000;

function sameBadges(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether two owners' figures read the same in a board's JSON body (presentLoad shows no track record). */
function sameInBody(a: OwnerFacts, b: OwnerFacts): boolean {
  return (
    a === b ||
    (a.ownerName === b.ownerName &&
      a.posterCompany === b.posterCompany &&
      a.posterVerified === b.posterVerified &&
      a.posterRating === b.posterRating &&
      a.posterRatings === b.posterRatings &&
      sameBadges(a.posterBadges, b.posterBadges))
  );
}

function sameFacts(a: OwnerFacts, b: OwnerFacts): boolean {
  if (!sameInBody(a, b)) return false;
  const x = a.posterReliability;
  const y = b.posterReliability;
  return (
    x.loadsPosted === y.loadsPosted &&
    x.acceptedLoads === y.acceptedLoads &&
    x.viaEscrow === y.viaEscrow &&
    x.medianReleaseDays === y.medianReleaseDays &&
    x.disputesRaised === y.disputesRaised &&
    x.disputesLost === y.disputesLost &&
    x.cancelledAfterAccept === y.cancelledAfterAccept
  );
}

/** An owner's figures as read from a row: the very object read before when nothing in them changed. */
function ownerFactsOfRow(db: Database, ownerId: string, r: BoardPageRow): OwnerFacts {
  let last = lastFacts.get(db);
  if (!last) {
    last = new Map();
    lastFacts.set(db, last);
  }
  const facts = readFacts(r);
  const before = last.get(ownerId);
  if (before && sameFacts(before, facts)) return before;
  if (!before && last.size >= MAX_LAST_FACTS) last.delete(last.keys().next().value as string);
  last.set(ownerId, facts);
  return facts;
}

function readFacts(r: BoardPageRow): OwnerFacts {
  return {
    ownerName: r.ownerName,
    posterCompany: r.posterCompany,
    posterVerified: r.posterVerified,
    posterRating: r.posterRating,
    posterRatings: r.posterRatings,
    posterBadges: r.posterBadges,
    posterReliability: r.posterReliability,
  };
}

function joinCard(card: Card, facts: OwnerFacts): BoardPageRow {
  return { ...card, ...facts };
}

const cacheOf = (db: Database) => boardCacheOf<Card, OwnerFacts, BoardPageRow>(db);

/** Owners' figures being read, per database and owner, with the version they are read at: requests that miss one share one statement. */
const readingOwners = new WeakMap<Database, Map<string, Promise<{ facts: OwnerFacts; version: number }>>>();

/**
 * The figures of `owners` as every card shows them, as of version `atLeast` or newer: kept ones from the cache, the
 * rest read in one statement (with the board version, so that they are kept only when no change since touched them).
 */
function ownersFacts(db: Database, owners: readonly string[], today: string, atLeast: number): OwnerFacts[] | Promise<OwnerFacts[]> {
  const cache = cacheOf(db);
  const kept = owners.map((o) => cache.owner(o, today));
  // The common case, a kept page whose owners are all kept: no promise at all.
  if (kept.every((f) => f !== undefined)) return kept as OwnerFacts[];
  return readOwnersFacts(db, owners, kept, today, atLeast);
}

/** ownersFacts for owners some of whom are not kept (`kept`: the figures kept, by owner). */
async function readOwnersFacts(db: Database, owners: readonly string[], kept: ReadonlyArray<OwnerFacts | undefined>, today: string, atLeast: number): Promise<OwnerFacts[]> {
  const cache = cacheOf(db);
  let reading = readingOwners.get(db);
  if (!reading) {
    reading = new Map();
    readingOwners.set(db, reading);
  }
  const read = (missing: string[]) => {
    const all = (async () => {
      const rows = (await (db.selectFrom(sql`(select unnest(${sql.val(missing)}::uuid[]) as owner_id)`.as('l')) as any)
        .select(['l.ownerId', withOwnerName, ...OWNER_FACTS, POSTER_RELIABILITY.as('posterReliability'), boardVersion.as('boardVersion'), badgeDay.as('badgeDay')])
        .execute()) as Array<OwnerFacts & { ownerId: string; boardVersion: number; badgeDay: string }>;
      const byOwner = new Map<string, OwnerFacts>();
      // (No row: owners gone, which their loads' foreign keys forbid; nothing to keep, nothing to read again.)
      const version = rows.length ? Number(rows[0].boardVersion) : Number.MAX_SAFE_INTEGER;
      if (rows.length) await cache.catchUp(version, changesOf(db));
      for (const r of rows) {
        const facts = ownerFactsOfRow(db, r.ownerId, r as unknown as BoardPageRow);
        byOwner.set(r.ownerId, facts);
        if (r.badgeDay === today) cache.keepOwner(r.ownerId, facts, version, today);
      }
      return { byOwner, version };
    })();
    for (const o of missing) {
      const p = all.then((r) => ({ facts: r.byOwner.get(o) as OwnerFacts, version: r.version }));
      reading.set(o, p);
      const done = () => {
        if (reading.get(o) === p) reading.delete(o);
      };
      p.then(done, done);
    }
  };
  const missing = owners.filter((_o, i) => kept[i] === undefined && !reading.has(owners[i]));
  if (missing.length) read(missing);
  const got = await Promise.all(owners.map((o, i) => kept[i] ?? (reading.get(o) as Promise<{ facts: OwnerFacts; version: number }>).then((r) => r)));
  // A read shared with an earlier request may predate the version this request must show: read those again.
  const stale = owners.filter((_o, i) => kept[i] === undefined && (got[i] as { version: number }).version < atLeast);
  if (stale.length) {
    const fresh = await ownersFacts(db, stale, today, atLeast);
    for (const [j, o] of stale.entries()) got[owners.indexOf(o)] = { facts: fresh[j], version: atLeast };
  }
  return got.map((g, i) => (kept[i] !== undefined ? kept[i] : (g as { facts: OwnerFacts }).facts));
}

/**
 * One page of loads. What is kept (cache.ts) is first brought up to the version the request read with its session
 * (or, signed out, to the current one): a page kept and not touched since costs nothing more (its owners' figures
 * are read again only when one changed). Otherwise the page's ids come from an index-only scan that starts after
 * the nearest earlier page's anchor (or from the top), skipping the rows in between inside the index; then only
 * those rows are read, with the board version in the same statement, so the anchor is known to hold for it (else
 * the page is read again from the top).
 */
async function readPage(
  db: Database,
  filtered: () => BoardQuery,
  sort: BoardSort,
  page: number,
  limit: number,
  key: string,
  match: FilterMatch,
  knownVersion: number | null,
  useAnchor = true,
): Promise<{ rows: BoardPageRow[]; version: number | null; bodyKey: object }> {
  const cache = cacheOf(db);
  const changes = changesOf(db);
  if (useAnchor) await cache.catchUp(knownVersion, changes);
  const orderKey = `${sort}|${limit}`;
  // A page is kept per day in India as well: the posters' badges (LOAD_FACTS) end with their document's expiry
  // date, which no write announces (migration 053).
  const today = kolkataDate();
  const pageKey = `${key}|${orderKey}|${page}|${today}`;
  const kept = useAnchor ? cache.page(pageKey) : undefined;
  if (kept) {
    const version = cache.version;
    const facts = await ownersFacts(db, kept.owners, today, knownVersion ?? version);
    return { ...cache.rowsOf(kept, facts, joinCard, sameInBody), version };
  }
  const from = useAnchor && page > 1 ? cache.anchorBefore(key, orderKey, page) : null;
  const start = from ? filtered().where(afterAnchor(sort, from.anchor)) : filtered();
  // The page's ids by an index-only scan (filters checked inside the index, skipped rows never read
  // from the table), then just those rows.
  const ids = applySort(start.select('l.id'), sort)
    .limit(limit)
    .offset((page - 1 - (from?.page ?? 0)) * limit);
  // The cards without their owners' figures, which come from the owners kept (or one statement for those not
  // kept): a lighter statement to plan and run than one with every owner's subqueries on every row.
  const cards = (await applySort(
    (db.selectFrom('loads as l') as unknown as BoardQuery)
      .innerJoin(ids.as('p') as any, 'p.id' as any, 'l.id')
      .select([
        ...BOARD_COLUMNS,
        ...OWN_FACTS,
        boardVersion.as('boardVersion'),
        sql<string>`l.created_at::text`.as('anchorCreatedAt'),
        badgeDay.as('badgeDay'),
        sql<string>`l.origin_key || '|' || l.destination_key`.as('laneKey'),
      ] as any),
    sort,
  ).execute()) as unknown as PageRow[];
  const version = cards.length ? Number(cards[0].boardVersion) : null;
  if (version !== null) await cache.catchUp(version, changes);
  // The anchor no longer holds (a load moved in the filter since it was kept), or the page came out empty: read
  // the page from the top.
  if (from && (version === null || !cache.anchorHolds(match, from.version))) return readPage(db, filtered, sort, page, limit, key, match, null, false);
  if (version === null) return { rows: [], version, bodyKey: cards };
  // Read across midnight (the app's clock and the database's a moment apart): served, not kept under the wrong day.
  const sameDay = cards[0].badgeDay === today;
  const last = cards[cards.length - 1];
  cache.keepAnchor(
    key,
    match,
    orderKey,
    page,
    { createdAt: last.anchorCreatedAt, id: last.id, pickupDate: last.pickupDate, pricePaise: last.pricePaise, ratePerKmPaise: last.ratePerKmPaise },
    version,
  );
  const lanes: string[] = [];
  for (const r of cards) {
    lanes.push(r.laneKey);
    delete (r as Partial<PageRow>).boardVersion;
    delete (r as Partial<PageRow>).anchorCreatedAt;
    delete (r as Partial<PageRow>).badgeDay;
    delete (r as Partial<PageRow>).laneKey;
  }
  const owners = [...new Set(cards.map((c) => c.ownerId))];
  const facts = await ownersFacts(db, owners, today, knownVersion ?? version);
  const byOwner = new Map(owners.map((o, i) => [o, facts[i]]));
  const rows = cards.map((c) => joinCard(c, byOwner.get(c.ownerId) as OwnerFacts));
  if (sameDay) {
    cache.keepPage(match, pageKey, version, cards, lanes, rows, (o) => {
      const kept = cache.owner(o, today);
      return kept !== undefined && kept === byOwner.get(o) ? kept : undefined;
    });
  }
  return { rows, version, bodyKey: rows };
}

type CountQuery = SelectQueryBuilder<any, any, { n: number; version: number }>;

function countOf(filtered: () => BoardQuery): () => Promise<{ n: number; version: number }> {
  return () => (filtered().select([sql<number>`count(*)::int`.as('n'), boardVersion.as('version')]) as unknown as CountQuery).executeTakeFirstOrThrow();
}

function filterKey(f: BoardFilter): string {
  return JSON.stringify(['board', f.status, f.originKey, f.destinationKey, f.truckType, f.minWeight, f.maxWeight, f.pickupDate]);
}

/** A weight the database compares as numeric, compared here as a float: a bound within this is taken as matched (dropping more is safe). */
const WEIGHT_SLACK = 1e-6;

/** Whether a load with a change's columns is (or was) in the result of board filter `f` (applyFilter). */
function boardFilterMatch(f: Pick<BoardFilter, 'status' | 'originKey' | 'destinationKey' | 'truckType' | 'minWeight' | 'maxWeight' | 'pickupDate'>): FilterMatch {
  return (c) =>
    c.status === f.status &&
    (f.originKey === null || c.originKey === f.originKey) &&
    (f.destinationKey === null || c.destinationKey === f.destinationKey) &&
    (f.truckType === null || c.truckType === f.truckType) &&
    (f.minWeight === null || c.weightTonnes === null || c.weightTonnes >= f.minWeight - WEIGHT_SLACK) &&
    (f.maxWeight === null || c.weightTonnes === null || c.weightTonnes <= f.maxWeight + WEIGHT_SLACK) &&
    (f.pickupDate === null || c.pickupDate === null || c.pickupDate === f.pickupDate);
}

/** Whether a load with a change's columns is (or was) an open load of a search term (searchOpenLoads). */
function searchTermMatch(term: SearchTerm): FilterMatch {
  return term.kind === 'route'
    ? (c) => c.status === 'open' && c.originKey === term.originKey && c.destinationKey === term.destinationKey
    : (c) => c.status === 'open' && (c.originKey === term.key || c.destinationKey === term.key);
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
  const match = boardFilterMatch(f);
  const { rows, version, bodyKey } = await readPage(db, filtered, f.sort, f.page, f.limit, key, match, opts.version ?? null);
  return { rows, bodyKey, total: await cacheOf(db).total(key, match, version, countOf(filtered)) };
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
  const match = searchTermMatch(term);
  const { rows, version, bodyKey } = await readPage(db, filtered, 'newest', page, limit, key, match, opts.version ?? null);
  return { rows, bodyKey, total: await cacheOf(db).total(key, match, version, countOf(filtered)) };
}
