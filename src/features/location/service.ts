/**
 * Use cases of location tracking (CONTRACT section 10): the assigned driver's
 * phone reports fixes while the trip is active; the owner, the driver and
 * admins read the latest fix and the trail; an open load's owner finds the
 * available drivers nearest to its pickup city.
 */
import { withActor, type Database } from '../../db/database.js';
import type { City } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { publishAll } from '../../http/events.js';
import { t } from '../../lib/i18n/index.js';
import { canKnowLoad } from '../../http/visibility.js';
import { FixBeforeTripError, FixInFutureError, FixTooOldError, LoadNotOpenError, NotAssignedDriverError, TrackingNotAllowedError, TripNotActiveError } from './errors.js';
import { canSeeNearbyDrivers, canViewTracking, isAssignedDriver, isTripActive } from './policy.js';
import { presentFix, type FixJson, type Track } from './presenters.js';
import { knownCity, summarize } from './summary.js';
import {
  findLatestFix,
  findLoadLockingTrip,
  findLoadWithTrip,
  findStoredFix,
  insertFixes,
  listNearestAvailableDrivers,
  listTrail,
  type LoadWithTrip,
  type NearbyDriverRow,
  type TruckFit,
  type NewFix,
} from './queries.js';
import type { FixInput, LocationBatchInput, LocationUpdateInput } from './schema.js';

/** A phone clock may run a little ahead; more than this is refused. */
const MAX_CLOCK_AHEAD_MS = 2 * 60 * 1000;
/** A fix kept on a phone longer than this is refused: it tells nobody anything anymore. */
const MAX_FIX_AGE_HOURS = 48;
/** The trail holds at most this many of the newest fixes. */
const TRAIL_LIMIT = 500;

/**
 * A load that is not on the board (kept in its owner's books, or its owner is
 * suspended) does not exist for anyone but its parties and admins: 404, not the
 * 403 a board load's stranger gets (the loads feature's rule).
 */
function seenOr404(viewer: SessionUser, load: Parameters<typeof canKnowLoad>[1]): void {
  if (!canKnowLoad(viewer, load)) throw new NotFoundError('Load');
}

/** The phone's time of a fix within sane bounds: not ahead beyond the clock skew, not older than 48 hours. */
function checkTaken(at: Date | undefined, field: string, now: number): void {
  if (!at) return;
  if (at.getTime() > now + MAX_CLOCK_AHEAD_MS) throw new FixInFutureError(field);
  if (at.getTime() < now - MAX_FIX_AGE_HOURS * 3600_000) throw new FixTooOldError(field, MAX_FIX_AGE_HOURS);
}

/**
 * Stores fixes of one load: only its assigned driver, only while its trip is
 * scheduled, en route to pickup, loaded or in transit, each taken no earlier than
 * the trip began. A fix sent again (same time taken, or same client id) is stored
 * once. The owner's and the driver's open pages get the new ones live.
 */
async function storeFixes(db: Database, driver: SessionUser, loadId: string, fixes: FixInput[], fieldOf: (i: number) => string): Promise<{ stored: FixJson[]; repeat: NewFix | null }> {
  const now = Date.now();
  for (const [i, f] of fixes.entries()) checkTaken(f.recorded_at, fieldOf(i), now);
  return withActor(db, driver.id, async (trx) => {
    const found = await findLoadLockingTrip(trx, loadId);
    if (!found) throw new NotFoundError('Load');
    const { trip, ...load } = found;
    const current = { ownerId: load.ownerId, assignedDriverId: load.assignedDriverId, tripDriverId: trip?.driverId ?? null };
    seenOr404(driver, load);
    if (!isAssignedDriver(driver, current)) throw new NotAssignedDriverError();
    if (!trip || !isTripActive(trip.status) || !['assigned', 'in_transit'].includes(load.status)) throw new TripNotActiveError();
    const tripStart = trip.scheduledAt.getTime() - MAX_CLOCK_AHEAD_MS;
    fixes.forEach((f, i) => {
      if (f.recorded_at && f.recorded_at.getTime() < tripStart) throw new FixBeforeTripError(fieldOf(i));
    });
    const rows: NewFix[] = fixes.map((f) => ({
      loadId: load.id,
      driverId: driver.id,
      lat: f.lat,
      lng: f.lng,
      accuracyM: f.accuracy_m ?? null,
      speedKmh: f.speed_kmh ?? null,
      heading: f.heading ?? null,
      recordedAt: f.recorded_at ?? null,
      clientId: f.client_id ?? null,
    }));
    const inserted = (await insertFixes(trx, rows)).map(presentFix).sort((a, b) => (a.recorded_at < b.recorded_at ? -1 : a.recorded_at > b.recorded_at ? 1 : a.id - b.id));
    // Every fix to both sides in one statement, oldest first (a batch of an offline queue is one round trip too).
    await publishAll(
      trx,
      inserted.flatMap((fix) => [
        { audience: { userId: load.ownerId }, event: { type: 'location', data: { ...fix } } },
        { audience: { userId: driver.id }, event: { type: 'location', data: { ...fix } } },
      ]),
    );
    // A single fix sent again answers with the copy stored before.
    const repeat = rows.length === 1 && inserted.length === 0 ? (rows[0] ?? null) : null;
    return { stored: inserted, repeat };
  });
}

/** One fix from the phone (the time defaults to now); a repeat answers with the fix stored before. */
export async function recordFix(db: Database, driver: SessionUser, input: LocationUpdateInput): Promise<FixJson> {
  const { stored, repeat } = await storeFixes(db, driver, input.load_id, [input], () => 'recorded_at');
  const fix = stored[0] ?? (repeat ? await findStoredFix(db, repeat) : undefined);
  if (!fix) throw new Error('a repeated fix was not found');
  return 'load_id' in fix ? fix : presentFix(fix);
}

export interface BatchResult {
  /** Fixes stored now. */
  stored: number;
  /** Fixes that were stored before (sent again) and were skipped. */
  duplicates: number;
  /** The load's newest fix by the time taken, after this batch. */
  latest: FixJson | null;
}

/** Fixes the phone kept while offline, oldest or not: each stored once; the newest by time taken stays the last fix. */
export async function recordFixBatch(db: Database, driver: SessionUser, input: LocationBatchInput): Promise<BatchResult> {
  const { stored } = await storeFixes(db, driver, input.load_id, input.fixes, (i) => `fixes.${i}.recorded_at`);
  const latest = await findLatestFix(db, input.load_id);
  return { stored: stored.length, duplicates: input.fixes.length - stored.length, latest: latest ? presentFix(latest) : null };
}

/** Finds a load whose positions the viewer may follow: its owner, its assigned driver, or an admin. */
async function findTrackedLoad(db: Database, viewer: SessionUser, loadId: string): Promise<LoadWithTrip> {
  const load = await findLoadWithTrip(db, loadId);
  if (!load) throw new NotFoundError('Load');
  seenOr404(viewer, load);
  if (!canViewTracking(viewer, load)) throw new TrackingNotAllowedError();
  return load;
}

/** The latest fix and the trail (oldest to newest, the last 500) of a load, for its owner, assigned driver or an admin. */
export async function readTrack(db: Database, viewer: SessionUser, loadId: string): Promise<Track> {
  const load = await findTrackedLoad(db, viewer, loadId);
  const trail = (await listTrail(db, load.id, TRAIL_LIMIT)).map(presentFix);
  const latest = trail.length ? (trail[trail.length - 1] ?? null) : null;
  return { load, latest, trail, summary: summarize(load, latest) };
}

/** True when the viewer is the load's driver and may share positions now. */
export function canShareNow(viewer: SessionUser, load: LoadWithTrip): boolean {
  return isAssignedDriver(viewer, load) && isTripActive(load.tripStatus);
}

/** Drivers whose last fix is older than this are not "near" anymore: their position is unknown. */
export const NEARBY_RECENT_HOURS = 24;
const NEARBY_LIMIT = 20;

export type NearbyDriver = NearbyDriverRow;

export interface Nearby {
  load: LoadWithTrip;
  /** The pickup city from the gazetteer, or null when the origin is not a known place. */
  city: City | null;
  drivers: NearbyDriver[];
}

/**
 * For the owner (shipper or broker) of an open load: available drivers whose
 * latest fix of the last 24 hours is nearest to the pickup city, nearest first.
 */
export async function findNearbyDrivers(db: Database, viewer: SessionUser, loadId: string): Promise<Nearby> {
  const load = await findLoadWithTrip(db, loadId);
  if (!load) throw new NotFoundError('Load');
  seenOr404(viewer, load);
  if (!canSeeNearbyDrivers(viewer, load)) throw new ForbiddenError(t('tracking.error.nearbyOwner'));
  if (load.status !== 'open') throw new LoadNotOpenError();
  const city = knownCity(load.origin);
  if (!city) return { load, city: null, drivers: [] };
  const since = new Date(Date.now() - NEARBY_RECENT_HOURS * 3600 * 1000);
  const drivers = await listNearestAvailableDrivers(db, city, since, NEARBY_LIMIT);
  return { load, city, drivers };
}

/**
 * The `k` available drivers nearest to a point by their latest fix of the last 24 hours, exactly (great-circle
 * distance), whose truck fits the load when `fit` is given: for a load page's "drivers near the pickup".
 */
export async function nearestFittingDrivers(db: Database, at: { lat: number; lng: number }, k: number, fit: TruckFit): Promise<NearbyDriver[]> {
  return listNearestAvailableDrivers(db, at, new Date(Date.now() - NEARBY_RECENT_HOURS * 3600 * 1000), k, fit);
}

export function presentNearbyDriver(d: NearbyDriver) {
  return {
    id: d.driverId,
    name: d.name,
    username: d.username,
    vehicle_number: d.vehicleNumber,
    truck_type: d.truckType,
    truck_length_ft: d.truckLengthFt,
    capacity_tonnes: d.capacityTonnes,
    home_city: d.homeCity,
    distance_km: Math.round(d.distanceKm * 10) / 10,
    last_seen_at: d.recordedAt.toISOString(),
  };
}
