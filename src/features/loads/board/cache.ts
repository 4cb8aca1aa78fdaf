/**
 * What the board remembers per database between requests: the exact total of
 * each filter (counting every open load takes ~40 ms), page anchors (the sort
 * key of a page's last row, so that the next page starts right after it in the
 * index instead of walking over every row before it), whole pages, and the
 * owners' figures shown on their cards.
 *
 * `load_board_version` goes up, atomically with the change, on every commit that
 * changes anything a board shows (migrations 008, 019, 037, 049, 053), and since
 * migration 074 each version also writes what it changed to `load_board_changes`
 * (a load with its filter columns, old and new, when it entered, left or moved in
 * the board; a load's card; an owner's figures; or everything). Everything kept is
 * exact as of `version`: a request that read a newer version with its session
 * first reads the log since `version` (one small statement, shared by the requests
 * that wait for it) and drops only what those changes touch:
 * - a load that moved drops the totals, anchors and pages of the filters its old
 *   or new values match (a load posted Pune → Nagpur leaves every Delhi page as it
 *   was);
 * - a card's change (a bid, an edited description) drops the pages that hold the
 *   load, and a change of a lane's recent price the pages holding loads of that lane;
 * - an owner's change (a load posted: "loads posted" on their cards; a rating, a
 *   badge, a trip's step) drops that owner's figures, which pages join at serving
 *   time, so a page stays while its owners' figures are read again.
 * Nothing served is older than the version the request read: a page is kept only
 * when no change between the version it was read at and `version` touches it.
 */
import { sql } from 'kysely';
import type { Database } from '../../../db/database.js';

/** The sort key of a page's last row, exact (the timestamp as PostgreSQL's text). */
export interface Anchor {
  createdAt: string;
  id: string;
  pickupDate: string;
  pricePaise: number | null;
  ratePerKmPaise: number | null;
}

/** One row of `load_board_changes` (migration 074). */
export interface BoardChange {
  version: number;
  kind: 'load' | 'owner' | 'all';
  loadId: string | null;
  ownerId: string | null;
  /** The load entered, left or moved in the filters and orders its columns below match. */
  moves: boolean;
  /** The lane's recent price (shown on every card of the lane) may have changed. */
  lane: boolean;
  status: string | null;
  originKey: string | null;
  destinationKey: string | null;
  truckType: string | null;
  weightTonnes: number | null;
  pickupDate: string | null;
}

/** Whether a load with these columns (a moving change) is, or was, in a filter's result. */
export type FilterMatch = (c: BoardChange) => boolean;

/** A page as kept: its rows without the owners' figures, and what its validity depends on. */
interface PageEntry<Card, Facts, Row> {
  match: FilterMatch;
  cards: Card[];
  ids: Set<string>;
  /** `origin_key|destination_key` of each row. */
  lanes: Set<string>;
  /** The distinct owners of the rows. */
  owners: string[];
  /** The rows with their owners' figures, as last served, and the figures they were joined with. */
  rows: Row[] | null;
  joinedWith: Facts[] | null;
  /** Stands for the JSON body of `rows`: the same object while the figures the body shows are the same (json.ts keeps bodies by it). */
  bodyKey: object | null;
}

interface FilterEntry {
  match: FilterMatch;
  total?: number;
  /** By sort and page size, then page. */
  anchors: Map<string, Map<number, Anchor>>;
}

/** Filters kept (totals and anchors). */
const MAX_FILTERS = 5000;
/** Pages kept (20-100 rows each). */
const MAX_PAGES = 2000;
/** Owners' figures kept. */
const MAX_OWNERS = 10_000;
/** Changes remembered to judge a page read a moment ago (a few seconds of writes). */
const MAX_LOG = 5000;

function bounded<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** Reads the current version and every change after `after`, in one statement (one snapshot: every change up to the version). */
export type ReadChanges = (after: number) => Promise<{ version: number; changes: BoardChange[] }>;

export class BoardCache<Card extends { id: string; ownerId: string }, Facts, Row> {
  /** Everything kept is exact as of this version. */
  #version = 0;
  /** Changes with a version above `#logFrom`, up to `#version`, in order: all of them. */
  #log: BoardChange[] = [];
  #logFrom = 0;
  readonly #filters = new Map<string, FilterEntry>();
  readonly #pages = new Map<string, PageEntry<Card, Facts, Row>>();
  readonly #owners = new Map<string, Facts>();
  /** The day (in India) the owners' figures were read on: their badges end with a date. */
  #ownersDay = '';
  #catchingUp: Promise<void> | null = null;
  /** Counts being read, so that concurrent requests for one total share one statement. */
  readonly #counting = new Map<string, Promise<{ n: number; version: number }>>();

  /** The version everything kept is exact at. */
  get version(): number {
    return this.#version;
  }

  /**
   * Brings what is kept up to `version` at least (null: to the current version): reads the changes since the last
   * version seen and drops what they touch. Requests waiting for the same catch-up share its statement.
   */
  async catchUp(version: number | null, read: ReadChanges): Promise<void> {
    if (version === null) {
      // The current version as of this call: a catch-up already under way may have read before it.
      if (this.#catchingUp) await this.#catchingUp.catch(() => {});
      await this.#flight(read);
      return;
    }
    while (version > this.#version) await this.#flight(read);
  }

  /** The catch-up under way, or a new one. */
  #flight(read: ReadChanges): Promise<void> {
    if (!this.#catchingUp) {
      const from = this.#version;
      this.#catchingUp = read(from)
        .then((r) => this.#apply(from, r.version, r.changes))
        .finally(() => {
          this.#catchingUp = null;
        });
    }
    return this.#catchingUp;
  }

  #apply(from: number, to: number, changes: BoardChange[]): void {
    if (to <= this.#version || this.#version !== from) return;
    if (from === 0) {
      // A new app (nothing can be kept before a version is known): start at the current version.
      this.#restart(to);
      return;
    }
    // Every version in (from, to] writes at least one change (074); a gap is a version the log has forgotten
    // (pruned, or moved by hand): then nothing kept can be judged.
    let expected = from + 1;
    for (const c of changes) {
      if (c.version === expected) expected++;
      else if (c.version !== expected - 1) break;
    }
    if (expected !== to + 1) {
      this.#restart(to);
      return;
    }
    for (const c of changes) this.#drop(c);
    this.#version = to;
    this.#log.push(...changes);
    if (this.#log.length > MAX_LOG) {
      const cut = this.#log.length - MAX_LOG;
      // Forget whole versions only.
      let i = cut;
      while (i < this.#log.length && this.#log[i].version === this.#log[cut - 1].version) i++;
      this.#logFrom = this.#log[i - 1].version;
      this.#log = this.#log.slice(i);
    }
  }

  /** Drops everything and starts again at `version`. */
  #restart(version: number): void {
    this.#filters.clear();
    this.#pages.clear();
    this.#owners.clear();
    this.#version = version;
    this.#log = [];
    this.#logFrom = version;
  }

  #drop(c: BoardChange): void {
    if (c.kind === 'all') {
      this.#filters.clear();
      this.#pages.clear();
      this.#owners.clear();
      return;
    }
    if (c.kind === 'owner') {
      if (c.ownerId) this.#owners.delete(c.ownerId);
      return;
    }
    if (c.moves) {
      for (const [key, f] of this.#filters) if (f.match(c)) this.#filters.delete(key);
    }
    const lane = c.lane ? `${c.originKey}|${c.destinationKey}` : null;
    for (const [key, p] of this.#pages) {
      if ((c.moves && p.match(c)) || (c.loadId !== null && p.ids.has(c.loadId)) || (lane !== null && p.lanes.has(lane))) this.#pages.delete(key);
    }
  }

  /**
   * Whether something read at `version` is still exact at the version kept: no change since touches it (`touches`),
   * and the log still holds every change since.
   */
  #unchangedSince(version: number, touches: (c: BoardChange) => boolean): boolean {
    if (version === this.#version) return true;
    if (version > this.#version || version < this.#logFrom) return false;
    for (let i = this.#log.length - 1; i >= 0; i--) {
      const c = this.#log[i];
      if (c.version <= version) break;
      if (c.kind === 'all' || touches(c)) return false;
    }
    return true;
  }

  #pageTouched(match: FilterMatch, ids: Set<string>, lanes: Set<string>): (c: BoardChange) => boolean {
    return (c) => c.kind === 'load' && ((c.moves && match(c)) || (c.loadId !== null && ids.has(c.loadId)) || (c.lane && lanes.has(`${c.originKey}|${c.destinationKey}`)));
  }

  /** The page kept under `key`, exact at `version`. */
  page(key: string): PageEntry<Card, Facts, Row> | undefined {
    return this.#pages.get(key);
  }

  /**
   * Keeps a page read at `version` (its cards without the owners' figures, and their lanes) when nothing since
   * touched it; the owners' figures are kept apart (keepOwner). `rows`, as served by the read, are kept too when
   * `factsOf` gives, for each owner, the figures kept that those rows show (so the next request gets the same rows
   * and the body already built for them).
   */
  keepPage(match: FilterMatch, key: string, version: number, cards: Card[], lanes: string[], rows: Row[], factsOf: (ownerId: string) => Facts | undefined): void {
    if (cards.length === 0) return;
    const ids = new Set(cards.map((c) => c.id));
    const laneSet = new Set(lanes);
    if (!this.#unchangedSince(version, this.#pageTouched(match, ids, laneSet))) return;
    const owners = [...new Set(cards.map((c) => c.ownerId))];
    const facts = owners.map(factsOf);
    const joined = facts.every((f) => f !== undefined);
    bounded(this.#pages, key, { match, cards, ids, lanes: laneSet, owners, rows: joined ? rows : null, joinedWith: joined ? (facts as Facts[]) : null, bodyKey: joined ? rows : null }, MAX_PAGES);
  }

  /**
   * The rows of a kept page joined with their owners' figures (`facts` in the order of `entry.owners`): the same
   * array while the figures are the same, and the same body key while `sameInBody` finds each owner's figures the
   * same for what a body shows.
   */
  rowsOf(entry: PageEntry<Card, Facts, Row>, facts: Facts[], join: (card: Card, facts: Facts) => Row, sameInBody: (a: Facts, b: Facts) => boolean): { rows: Row[]; bodyKey: object } {
    const was = entry.joinedWith;
    if (entry.rows && entry.bodyKey && was?.every((f, i) => f === facts[i])) return { rows: entry.rows, bodyKey: entry.bodyKey };
    const bodyStays = entry.bodyKey !== null && was?.every((f, i) => sameInBody(f, facts[i])) === true;
    const byOwner = new Map(entry.owners.map((o, i) => [o, facts[i]]));
    const rows = entry.cards.map((c) => join(c, byOwner.get(c.ownerId) as Facts));
    entry.rows = rows;
    entry.joinedWith = facts;
    if (!bodyStays) entry.bodyKey = rows;
    return { rows, bodyKey: entry.bodyKey as object };
  }

  /** An owner's figures kept on `day`. */
  owner(ownerId: string, day: string): Facts | undefined {
    return this.#ownersOn(day) ? this.#owners.get(ownerId) : undefined;
  }

  /** Keeps an owner's figures read at `version` on `day`, unless they changed since. */
  keepOwner(ownerId: string, facts: Facts, version: number, day: string): void {
    if (!this.#ownersOn(day) || this.#owners.has(ownerId)) return;
    if (!this.#unchangedSince(version, (c) => c.kind === 'owner' && c.ownerId === ownerId)) return;
    bounded(this.#owners, ownerId, facts, MAX_OWNERS);
  }

  /** Whether the owners kept are of `day` (a new day drops the previous day's; an earlier day is not kept). */
  #ownersOn(day: string): boolean {
    if (day > this.#ownersDay) {
      this.#owners.clear();
      this.#ownersDay = day;
    }
    return day === this.#ownersDay;
  }

  /** The nearest page before `page` whose last row is known, exact at `version`. */
  anchorBefore(filterKey: string, orderKey: string, page: number): { page: number; anchor: Anchor; version: number } | null {
    const pages = this.#filters.get(filterKey)?.anchors.get(orderKey);
    for (let p = page - 1; pages && p >= 1; p--) {
      const anchor = pages.get(p);
      if (anchor) return { page: p, anchor, version: this.#version };
    }
    return null;
  }

  #filter(key: string, match: FilterMatch): FilterEntry {
    let f = this.#filters.get(key);
    if (!f) {
      f = { match, anchors: new Map() };
      bounded(this.#filters, key, f, MAX_FILTERS);
    }
    return f;
  }

  keepAnchor(filterKey: string, match: FilterMatch, orderKey: string, page: number, anchor: Anchor, version: number): void {
    if (!this.#unchangedSince(version, (c) => c.kind === 'load' && c.moves && match(c))) return;
    const f = this.#filter(filterKey, match);
    const pages = f.anchors.get(orderKey) ?? new Map<number, Anchor>();
    pages.set(page, anchor);
    f.anchors.set(orderKey, pages);
  }

  /** Whether an anchor kept at `version` still holds at the version kept (no load moved in its filter since). */
  anchorHolds(match: FilterMatch, version: number): boolean {
    return this.#unchangedSince(version, (c) => c.kind === 'load' && c.moves && match(c));
  }

  /**
   * The exact total of a filter as of the version its page is exact at (`pageVersion`): the kept total when no load
   * moved in the filter between the two, else counted now (`count` reads the total and the version in one
   * statement, so they agree) and kept when nothing since touched it.
   */
  async total(filterKey: string, match: FilterMatch, pageVersion: number | null, count: () => Promise<{ n: number; version: number }>): Promise<number> {
    const touches = (c: BoardChange) => c.kind === 'load' && c.moves && match(c);
    if (pageVersion !== null) {
      const hit = this.#filters.get(filterKey)?.total;
      if (hit !== undefined && this.#unchangedSince(pageVersion, touches)) return hit;
    }
    const flightKey = `${pageVersion}:${filterKey}`;
    let pending = this.#counting.get(flightKey);
    if (!pending) {
      pending = count();
      this.#counting.set(flightKey, pending);
      const done = () => this.#counting.delete(flightKey);
      pending.then(done, done);
    }
    const r = await pending;
    if (this.#unchangedSince(Number(r.version), touches)) this.#filter(filterKey, match).total = r.n;
    return r.n;
  }
}

const caches = new WeakMap<Database, BoardCache<any, any, any>>();

/** The cache of one database (one per app; a test's own database handle starts empty). */
export function boardCacheOf<Card extends { id: string; ownerId: string }, Facts, Row>(db: Database): BoardCache<Card, Facts, Row> {
  let c = caches.get(db);
  if (!c) {
    c = new BoardCache();
    caches.set(db, c);
  }
  return c as BoardCache<Card, Facts, Row>;
}

/** The log reader of a database: the current version and the changes after `after` (074). */
export function changesOf(db: Database): ReadChanges {
  return async (after) => {
    // One row per change in order; with none, the left join's one row of nulls carries the version alone.
    const { rows } = await sql<BoardChange & { current: number }>`select (select version from load_board_version) as current, c.version, c.kind,
         c.load_id as "loadId", c.owner_id as "ownerId", c.moves, c.lane, c.status, c.origin_key as "originKey",
         c.destination_key as "destinationKey", c.truck_type as "truckType", c.weight_tonnes::float8 as "weightTonnes",
         c.pickup_date::text as "pickupDate"
       from (select) one
       left join load_board_changes c on c.version > ${after} and ${after}::bigint > 0
       order by c.version`.execute(db);
    return { version: rows[0].current, changes: rows[0].version === null ? [] : rows };
  };
}
