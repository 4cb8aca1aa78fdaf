/**
 * What the board remembers per database between requests, valid for one board
 * version. `load_board_version` goes up, atomically with the change, on every
 * commit that adds, removes or moves a load in any filter or order of the board
 * (migration 008), and on any change a board page shows (019). Everything here
 * is dropped when a newer version is seen, and used only by a page read at the
 * very same version, so nothing served is ever stale:
 * - the exact total of each filter (counting every open load takes ~40 ms);
 * - page anchors: the sort key of the last row of each page read, so that the
 *   next page starts right after it in the index (keyset) instead of walking
 *   over every row before it (OFFSET);
 * - whole pages, as read: a repeated page costs the version check only.
 */
import type { Database } from '../../../db/database.js';

/** The sort key of a page's last row, exact (the timestamp as PostgreSQL's text). */
export interface Anchor {
  createdAt: string;
  id: string;
  pickupDate: string;
  pricePaise: number | null;
  ratePerKmPaise: number | null;
}

/** Totals and anchors kept per version (keys: filters, and filter x sort x page size). */
const MAX_KEYS = 5000;
/** Pages kept per version (20-100 rows each). */
const MAX_PAGES = 2000;

function bounded<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

export class BoardCache<Row> {
  #version = 0;
  readonly #totals = new Map<string, number>();
  readonly #anchors = new Map<string, Map<number, Anchor>>();
  readonly #pages = new Map<string, Row[]>();
  /** Counts being read, so that concurrent requests for one total share one statement. */
  readonly #counting = new Map<string, Promise<number>>();

  /** The newest version seen. */
  get version(): number {
    return this.#version;
  }

  /** Moves to a newer version (dropping what was known); false for an older one. */
  atVersion(version: number): boolean {
    if (version > this.#version) {
      this.#version = version;
      this.#totals.clear();
      this.#anchors.clear();
      this.#pages.clear();
    }
    return version === this.#version;
  }

  hasPage(key: string): boolean {
    return this.#pages.has(key);
  }

  /** The page read at `version`, when that is the current version. */
  pageAt(key: string, version: number): Row[] | undefined {
    return this.atVersion(version) ? this.#pages.get(key) : undefined;
  }

  /** Keeps a non-empty page read at `version` (unless a newer version is known). */
  keepPage(key: string, rows: Row[], version: number): void {
    if (rows.length && this.atVersion(version)) bounded(this.#pages, key, rows, MAX_PAGES);
  }

  /** The nearest page before `page` whose last row is known at the current version. */
  anchorBefore(key: string, page: number): { page: number; anchor: Anchor; version: number } | null {
    const pages = this.#anchors.get(key);
    for (let p = page - 1; pages && p >= 1; p--) {
      const anchor = pages.get(p);
      if (anchor) return { page: p, anchor, version: this.#version };
    }
    return null;
  }

  keepAnchor(key: string, page: number, anchor: Anchor, version: number): void {
    if (!this.atVersion(version)) return;
    const pages = this.#anchors.get(key) ?? new Map<number, Anchor>();
    pages.set(page, anchor);
    bounded(this.#anchors, key, pages, MAX_KEYS);
  }

  /**
   * The exact total for `key` as of `pageVersion` (the version the page was read at):
   * kept when it was counted at that version, else counted now (`count` reads the
   * total and the version in one statement, so they agree).
   */
  total(key: string, pageVersion: number | null, count: () => Promise<{ n: number; version: number }>): Promise<number> {
    if (pageVersion !== null && pageVersion === this.#version) {
      const hit = this.#totals.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
    }
    const flightKey = `${pageVersion}:${key}`;
    let pending = this.#counting.get(flightKey);
    if (!pending) {
      pending = count().then((r) => {
        if (this.atVersion(Number(r.version))) bounded(this.#totals, key, r.n, MAX_KEYS);
        return r.n;
      });
      this.#counting.set(flightKey, pending);
      const done = () => this.#counting.delete(flightKey);
      pending.then(done, done);
    }
    return pending;
  }
}

const caches = new WeakMap<Database, BoardCache<unknown>>();

/** The cache of one database (one per app; a test's own database handle starts empty). */
export function boardCacheOf<Row>(db: Database): BoardCache<Row> {
  let c = caches.get(db);
  if (!c) {
    c = new BoardCache<unknown>();
    caches.set(db, c);
  }
  return c as BoardCache<Row>;
}
