/**
 * SQL of saved searches and the matching job. The matching is one set-based statement (`matchQueuedLoads`):
 * the loads claimed from the queue, joined with the saved searches whose radius box holds the load's city
 * (GiST indexes of migration 059), checked exactly by great-circle distance, recorded once per (search, load).
 */
import { type Selectable, sql } from 'kysely';
import type { Database, Db, Tx } from '../../db/database.js';
import type { DB } from '../../db/schema.gen.js';
import type { SavedSearchInput } from './schema.js';

const COLUMNS = [
  'id',
  'userId',
  'origin',
  'originRadiusKm',
  'destination',
  'destinationRadiusKm',
  'truckType',
  'minWeightTonnes',
  'maxWeightTonnes',
  'minRatePerKmPaise',
  'paused',
  'createdAt',
  'updatedAt',
] as const;
export type SavedSearchRow = Pick<Selectable<DB['savedSearches']>, (typeof COLUMNS)[number]>;

/** The row's columns from an input (keys lower-case canonical, as loads.origin_key holds them). */
function columnsOf(input: SavedSearchInput) {
  return {
    origin: input.origin,
    originKey: input.origin?.toLowerCase() ?? null,
    originRadiusKm: input.origin ? input.origin_radius_km : 0,
    destination: input.destination,
    destinationKey: input.destination?.toLowerCase() ?? null,
    destinationRadiusKm: input.destination ? input.destination_radius_km : 0,
    truckType: input.truck_type,
    minWeightTonnes: input.min_weight === null ? null : String(input.min_weight),
    maxWeightTonnes: input.max_weight === null ? null : String(input.max_weight),
    minRatePerKmPaise: input.min_rate_per_km === null ? null : String(input.min_rate_per_km),
    paused: input.paused ?? false,
  };
}

export function listUserSearches(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db.selectFrom('savedSearches').select(COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').execute();
}

export async function findUserSearch(db: Db, userId: string, id: string, lock = false): Promise<SavedSearchRow | undefined> {
  let q = db.selectFrom('savedSearches').select(COLUMNS).where('id', '=', id).where('userId', '=', userId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Locks the user's row (searches are counted under it) and counts their searches. */
export async function lockAndCountSearches(trx: Tx, userId: string): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  const row = await trx
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSearch(trx: Tx, userId: string, input: SavedSearchInput): Promise<SavedSearchRow> {
  return trx
    .insertInto('savedSearches')
    .values({ userId, ...columnsOf(input) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateSearch(trx: Tx, id: string, input: SavedSearchInput): Promise<SavedSearchRow> {
  return trx.updateTable('savedSearches').set(columnsOf(input)).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function deleteSearch(trx: Tx, id: string): Promise<void> {
  await trx.deleteFrom('savedSearches').where('id', '=', id).execute();
}

/** A search's latest matched loads, for the /alerts page (newest first, `perSearch` each). */
export async function latestMatches(db: Database, userId: string, perSearch: number) {
  const rows = await db
    .selectFrom('savedSearchMatches as m')
    .innerJoin('loads as l', 'l.id', 'm.loadId')
    .select(['m.savedSearchId', 'm.loadId', 'm.createdAt', 'l.origin', 'l.destination', 'l.pickupDate', 'l.truckType', 'l.weightTonnes', 'l.pricePaise'])
    .select(sql<number>`row_number() OVER (PARTITION BY m.saved_search_id ORDER BY m.created_at DESC, m.load_id)`.as('rank'))
    .where('m.userId', '=', userId)
    .where('l.listed', '=', true)
    .where('l.status', '=', 'open')
    .where('l.deletedAt', 'is', null)
    .orderBy('m.createdAt', 'desc')
    .execute();
  return rows.filter((r) => Number(r.rank) <= perSearch);
}
export type MatchRow = Awaited<ReturnType<typeof latestMatches>>[number];

/** One new match of the job. */
export interface NewMatch {
  savedSearchId: string;
  loadId: string;
  userId: string;
}

/**
 * Claims up to `batch` queued loads (rows another instance holds are skipped) and records every match of them
 * with every saved search, in one statement; the claimed rows leave the queue with the transaction's commit.
 * A match is recorded once per (search, load): a second claim of the same load records nothing new.
 * Not matched: paused searches, the user's own loads, loads not open, not listed or deleted, suspended users.
 */
export async function matchQueuedLoads(trx: Tx, batch: number): Promise<{ claimed: number; matches: NewMatch[] }> {
  const { rows } = await sql<{ savedSearchId: string | null; loadId: string | null; userId: string | null; claimed: string }>`
    WITH claimed AS (
      DELETE FROM load_alert_queue
       WHERE load_id IN (SELECT load_id FROM load_alert_queue ORDER BY queued_at, load_id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING load_id
    ), fresh AS (
      SELECT l.id, l.owner_id, l.origin_key, l.destination_key, l.truck_type, l.weight_tonnes, l.rate_per_km_paise,
             o.lat AS olat, o.lng AS olng, d.lat AS dlat, d.lng AS dlng
        FROM claimed c
        JOIN loads l ON l.id = c.load_id
        LEFT JOIN city_points o ON o.key = l.origin_key
        LEFT JOIN city_points d ON d.key = l.destination_key
       WHERE l.status = 'open' AND l.listed AND l.deleted_at IS NULL
    ), candidates AS (
      SELECT s.id AS search_id, s.user_id, f.*, s.origin_key AS s_origin_key, s.origin_lat, s.origin_lng, s.origin_radius_km,
             s.destination_key AS s_destination_key, s.destination_lat, s.destination_lng, s.destination_radius_km,
             s.truck_type AS s_truck_type, s.min_weight_tonnes, s.max_weight_tonnes, s.min_rate_per_km_paise
        FROM fresh f
        JOIN saved_searches s ON NOT s.paused AND s.origin_box @> point(f.olng, f.olat)
      UNION ALL
      SELECT s.id, s.user_id, f.*, s.origin_key, s.origin_lat, s.origin_lng, s.origin_radius_km,
             s.destination_key, s.destination_lat, s.destination_lng, s.destination_radius_km,
             s.truck_type, s.min_weight_tonnes, s.max_weight_tonnes, s.min_rate_per_km_paise
        FROM fresh f
        JOIN saved_searches s ON NOT s.paused AND s.origin_key IS NULL AND s.destination_box @> point(f.dlng, f.dlat)
    ), matched AS (
      SELECT c.search_id, c.id AS load_id, c.user_id
        FROM candidates c
        JOIN users u ON u.id = c.user_id AND u.status = 'active'
       WHERE c.user_id <> c.owner_id
         AND (c.s_origin_key IS NULL OR great_circle_km(c.origin_lat, c.origin_lng, c.olat, c.olng) <= c.origin_radius_km)
         AND (c.s_destination_key IS NULL OR great_circle_km(c.destination_lat, c.destination_lng, c.dlat, c.dlng) <= c.destination_radius_km)
         AND (c.s_truck_type IS NULL OR c.s_truck_type = c.truck_type)
         AND (c.min_weight_tonnes IS NULL OR c.weight_tonnes >= c.min_weight_tonnes)
         AND (c.max_weight_tonnes IS NULL OR c.weight_tonnes <= c.max_weight_tonnes)
         AND (c.min_rate_per_km_paise IS NULL OR c.rate_per_km_paise >= c.min_rate_per_km_paise)
    ), recorded AS (
      INSERT INTO saved_search_matches (saved_search_id, load_id, user_id)
      SELECT search_id, load_id, user_id FROM matched
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id, load_id, user_id
    )
    SELECT r.saved_search_id, r.load_id, r.user_id, (SELECT count(*) FROM claimed) AS claimed
      FROM (SELECT 1) one LEFT JOIN recorded r ON true
  `.execute(trx);
  // (CamelCasePlugin: the result's columns arrive camel-cased.)
  const matches = rows.filter((r) => r.savedSearchId !== null).map((r) => ({ savedSearchId: r.savedSearchId as string, loadId: r.loadId as string, userId: r.userId as string }));
  return { claimed: Number(rows[0]?.claimed ?? 0), matches };
}

/**
 * Takes up to `wanted` alerts of each user's daily budget (platform_config.alert_daily_cap, counted per day in India)
 * and says how many each got. The users' counter rows are made and then locked in one order, so two runs at once take
 * turns per user and never together go past the cap.
 */
export async function takeDailyAlerts(trx: Tx, wanted: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const users = [...wanted.keys()].sort();
  const granted = new Map<string, number>();
  if (users.length === 0) return granted;
  await sql`INSERT INTO alert_daily_counts (user_id, day, sent) SELECT u, kolkata_today(), 0 FROM unnest(${users}::uuid[]) AS u ORDER BY u ON CONFLICT (user_id, day) DO NOTHING`.execute(trx);
  const { rows } = await sql<{ userId: string; sent: number; cap: number }>`
    SELECT a.user_id AS "userId", a.sent, (SELECT alert_daily_cap FROM platform_config) AS cap
    FROM alert_daily_counts a WHERE a.user_id = ANY(${users}::uuid[]) AND a.day = kolkata_today()
    ORDER BY a.user_id FOR UPDATE`.execute(trx);
  for (const r of rows) granted.set(r.userId, Math.max(0, Math.min(wanted.get(r.userId) ?? 0, r.cap - r.sent)));
  const taking = [...granted].filter(([, n]) => n > 0);
  if (taking.length > 0)
    await sql`UPDATE alert_daily_counts a SET sent = a.sent + t.n FROM unnest(${taking.map(([u]) => u)}::uuid[], ${taking.map(([, n]) => n)}::int[]) AS t(u, n)
      WHERE a.user_id = t.u AND a.day = kolkata_today()`.execute(trx);
  return granted;
}

/** Marks these matches notified (pairs of search and load). */
export async function markNotified(trx: Tx, pairs: ReadonlyArray<{ savedSearchId: string; loadId: string }>): Promise<void> {
  if (pairs.length === 0) return;
  await sql`UPDATE saved_search_matches m SET notified = true FROM unnest(${pairs.map((p) => p.savedSearchId)}::uuid[], ${pairs.map((p) => p.loadId)}::uuid[]) AS t(s, l)
    WHERE m.saved_search_id = t.s AND m.load_id = t.l`.execute(trx);
}

/** What an alert names: the search's route and, for one load, the load's. */
export function searchRoutes(trx: Tx, ids: string[]) {
  return trx.selectFrom('savedSearches').select(['id', 'origin', 'destination']).where('id', 'in', ids).execute();
}

export function loadSummaries(trx: Tx, ids: string[]) {
  return trx.selectFrom('loads').select(['id', 'origin', 'destination', 'pickupDate']).where('id', 'in', ids).execute();
}
