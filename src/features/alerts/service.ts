/**
 * Saved searches (lane alerts): a driver's or broker's own searches, kept, changed, paused and deleted; and the
 * job's use case that tells them about new loads matching them (`sendLoadAlerts`).
 */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';
import type { StoredMessage } from '../../lib/stored-message.js';
import { loadPath } from '../../views/paths.js';
import { type NewNotification, notifyAll } from '../notifications/service.js';
import {
  deleteSearch,
  findUserSearch,
  insertSearch,
  latestMatches,
  listUserSearches,
  loadSummaries,
  lockAndCountSearches,
  markNotified,
  matchQueuedLoads,
  type MatchRow,
  type SavedSearchRow,
  searchRoutes,
  takeDailyAlerts,
  updateSearch,
} from './queries.js';
import { MAX_SAVED_SEARCHES, type SavedSearchInput } from './schema.js';

export type { SavedSearchRow } from './queries.js';

/** The /alerts page: the user's searches, each with its latest matched loads still on the board. */
export async function alertsOverview(db: Database, user: SessionUser): Promise<{ searches: SavedSearchRow[]; matches: Map<string, MatchRow[]> }> {
  const [searches, rows] = await Promise.all([listUserSearches(db, user.id), latestMatches(db, user.id, 5)]);
  const matches = new Map<string, MatchRow[]>();
  for (const r of rows) matches.set(r.savedSearchId, [...(matches.get(r.savedSearchId) ?? []), r]);
  return { searches, matches };
}

export function listSavedSearches(db: Database, user: SessionUser): Promise<SavedSearchRow[]> {
  return listUserSearches(db, user.id);
}

/** One of the user's own searches; anyone else's is not found (404). */
export async function ownSavedSearch(db: Database, user: SessionUser, id: string): Promise<SavedSearchRow> {
  const row = await findUserSearch(db, user.id, id);
  if (!row) throw new NotFoundError('Saved search');
  return row;
}

/** Saves a search; at most MAX_SAVED_SEARCHES per user, counted under the user's row lock (racing saves queue). */
export function createSavedSearch(db: Database, user: SessionUser, input: SavedSearchInput): Promise<SavedSearchRow> {
  return withActor(db, user.id, async (trx) => {
    const n = await lockAndCountSearches(trx, user.id);
    if (n >= MAX_SAVED_SEARCHES) throw new ConflictError(t('alerts.error.tooMany', { max: MAX_SAVED_SEARCHES }));
    return insertSearch(trx, user.id, input);
  });
}

export function updateSavedSearch(db: Database, user: SessionUser, id: string, input: SavedSearchInput): Promise<SavedSearchRow> {
  return withActor(db, user.id, async (trx) => {
    if (!(await findUserSearch(trx, user.id, id, true))) throw new NotFoundError('Saved search');
    return updateSearch(trx, id, input);
  });
}

/** The search as the form and PATCH read it back (what a partial change is laid over). */
export function searchAsInput(s: SavedSearchRow): SavedSearchInput {
  return {
    origin: s.origin,
    origin_radius_km: s.originRadiusKm,
    destination: s.destination,
    destination_radius_km: s.destinationRadiusKm,
    truck_type: s.truckType as SavedSearchInput['truck_type'],
    min_weight: s.minWeightTonnes === null ? null : Number(s.minWeightTonnes),
    max_weight: s.maxWeightTonnes === null ? null : Number(s.maxWeightTonnes),
    min_rate_per_km: s.minRatePerKmPaise === null ? null : Number(s.minRatePerKmPaise),
    paused: s.paused,
  };
}

export function setSearchPaused(db: Database, user: SessionUser, id: string, paused: boolean): Promise<SavedSearchRow> {
  return withActor(db, user.id, async (trx) => {
    const row = await findUserSearch(trx, user.id, id, true);
    if (!row) throw new NotFoundError('Saved search');
    return updateSearch(trx, id, { ...searchAsInput(row), paused });
  });
}

export function deleteSavedSearch(db: Database, user: SessionUser, id: string): Promise<SavedSearchRow> {
  return withActor(db, user.id, async (trx) => {
    const row = await findUserSearch(trx, user.id, id, true);
    if (!row) throw new NotFoundError('Saved search');
    await deleteSearch(trx, id);
    return row;
  });
}

/** How many queued loads one run of the job claims at most. */
export const ALERT_BATCH = 500;

/** The route a search names, as a stored message (rendered in the reader's language and script). */
function routeMessage(s: { origin: string | null; destination: string | null }): StoredMessage {
  if (s.origin && s.destination) return { key: 'alerts.route.both', params: { originCity: s.origin, destinationCity: s.destination } };
  if (s.origin) return { key: 'alerts.route.from', params: { originCity: s.origin } };
  return { key: 'alerts.route.to', params: { destinationCity: s.destination ?? '' } };
}

/**
 * One run of the alerts job: claims queued new loads, records their matches with saved searches in one
 * statement, and sends one notification per search that matched (one load: that load; several: "7 new loads
 * match Delhi → Mumbai"), while the user's daily cap allows. All in one transaction as the system: a failure
 * leaves the loads queued and nothing recorded. Safe with several instances (see matchQueuedLoads).
 */
export async function sendLoadAlerts(db: Database): Promise<{ claimed: number; matches: number; alerts: number }> {
  return withActor(db, null, async (trx) => {
    const { claimed, matches } = await matchQueuedLoads(trx, ALERT_BATCH);
    if (matches.length === 0) return { claimed, matches: 0, alerts: 0 };
    const bySearch = new Map<string, { userId: string; loadIds: string[] }>();
    for (const m of matches) {
      const g = bySearch.get(m.savedSearchId) ?? { userId: m.userId, loadIds: [] };
      g.loadIds.push(m.loadId);
      bySearch.set(m.savedSearchId, g);
    }
    const searchIds = [...bySearch.keys()];
    const singles = [...bySearch.values()].filter((g) => g.loadIds.length === 1).map((g) => g.loadIds[0]);
    const [routes, loads] = await Promise.all([searchRoutes(trx, searchIds), singles.length ? loadSummaries(trx, [...new Set(singles)]) : []]);
    const routeOf = new Map(routes.map((r) => [r.id, r]));
    const loadOf = new Map(loads.map((l) => [l.id, l]));
    // Each user's daily budget, taken at once for all their searches that matched; the searches past it are
    // recorded but not alerted.
    const wanted = new Map<string, number>();
    for (const g of bySearch.values()) wanted.set(g.userId, (wanted.get(g.userId) ?? 0) + 1);
    const budget = await takeDailyAlerts(trx, wanted);
    const sent: NewNotification[] = [];
    const notified: Array<{ savedSearchId: string; loadId: string }> = [];
    for (const [searchId, g] of bySearch) {
      const left = budget.get(g.userId) ?? 0;
      if (left === 0) continue;
      budget.set(g.userId, left - 1);
      for (const loadId of g.loadIds) notified.push({ savedSearchId: searchId, loadId });
      const route = routeMessage(routeOf.get(searchId) ?? { origin: null, destination: null });
      const load = g.loadIds.length === 1 ? loadOf.get(g.loadIds[0]) : undefined;
      sent.push(
        load
          ? {
              userId: g.userId,
              kind: 'load_match',
              key: 'alerts.notify.one',
              bodyKey: 'alerts.notify.oneBody',
              params: { originCity: load.origin, destinationCity: load.destination, pickupDate: load.pickupDate, route },
              link: loadPath(load.id),
            }
          : { userId: g.userId, kind: 'load_match', key: 'alerts.notify.many', params: { n: g.loadIds.length, route }, link: `/alerts#alert-${searchId}` },
      );
    }
    await markNotified(trx, notified);
    await notifyAll(trx, sent);
    const alerts = sent.length;
    return { claimed, matches: matches.length, alerts };
  });
}
