/**
 * Use cases of location tracking (CONTRACT section 10): the assigned driver's
 * phone reports fixes while the trip is active; the owner, the driver and
 * admins read the latest fix and the trail; an open load's owner finds the
 * available drivers nearest to its pickup city.
 */
import { withActor, type Database } from '../../db/database.js';
import { distanceKm, resolveCity, type City } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import { publish } from '../../http/events.js';
import { canKnowLoad } from '../../http/visibility.js';
import { FixInFutureError, LoadNotOpenError, NotAssignedDriverError, TrackingNotAllowedError, TripNotActiveError } from './errors.js';
import { canSeeNearbyDrivers, canViewTracking, isAssignedDriver, isTripActive } from './policy.js';
import { presentFix, type FixJson } from './presenters.js';
import { findLoadWithTrip, insertFix, listNearestAvailableDrivers, listTrail, lockTripForShare, type LoadWithTrip, type NearbyDriverRow } from './queries.js';
import type { LocationUpdateInput } from './schema.js';

/** A phone clock may run a little ahead; more than this is refused. */
const MAX_CLOCK_AHEAD_MS = 2 * 60 * 1000;
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

/**
 * Stores a fix: only the load's assigned driver, only while its trip is
 * scheduled, en route to pickup, loaded or in transit, and not taken more than
 * two minutes in the future. The owner's and the driver's open pages get it live.
 */
export async function recordFix(db: Database, driver: SessionUser, input: LocationUpdateInput): Promise<FixJson> {
  const recordedAt = input.recorded_at ?? new Date();
  if (recordedAt.getTime() > Date.now() + MAX_CLOCK_AHEAD_MS) throw new FixInFutureError();
  return withActor(db, driver.id, async (trx) => {
    const load = await findLoadWithTrip(trx, input.load_id);
    if (!load) throw new NotFoundError('Load');
    const trip = await lockTripForShare(trx, load.id);
    const current = { ownerId: load.ownerId, assignedDriverId: load.assignedDriverId, tripDriverId: trip?.driverId ?? null };
    seenOr404(driver, load);
    if (!isAssignedDriver(driver, current)) throw new NotAssignedDriverError();
    if (!trip || !isTripActive(trip.status) || !['assigned', 'in_transit'].includes(load.status)) throw new TripNotActiveError();
    const row = await insertFix(trx, {
      loadId: load.id,
      driverId: driver.id,
      lat: input.lat,
      lng: input.lng,
      accuracyM: input.accuracy_m ?? null,
      speedKmh: input.speed_kmh ?? null,
      heading: input.heading ?? null,
      recordedAt,
    });
    const fix = presentFix(row);
    await publish(trx, { userId: load.ownerId }, { type: 'location', data: { ...fix } });
    await publish(trx, { userId: driver.id }, { type: 'location', data: { ...fix } });
    return fix;
  });
}

export interface Track {
  load: LoadWithTrip;
  latest: FixJson | null;
  /** Oldest first, at most TRAIL_LIMIT fixes. */
  trail: FixJson[];
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
  return { load, latest: trail.length ? trail[trail.length - 1] : null, trail };
}

/** True when the viewer is the load's driver and may share positions now. */
export function canShareNow(viewer: SessionUser, load: LoadWithTrip): boolean {
  return isAssignedDriver(viewer, load) && isTripActive(load.tripStatus);
}

/** Drivers whose last fix is older than this are not "near" anymore: their position is unknown. */
export const NEARBY_RECENT_HOURS = 24;
const NEARBY_LIMIT = 20;
/** Candidates read from the planar index before ranking by great-circle distance. */
const NEARBY_CANDIDATES = NEARBY_LIMIT * 3;

export interface NearbyDriver extends NearbyDriverRow {
  distanceKm: number;
}

export interface Nearby {
  load: LoadWithTrip;
  /** The pickup city from the gazetteer, or null when the origin is not a known place. */
  city: City | null;
  drivers: NearbyDriver[];
}

/** Resolves a load's origin ("Bhiwandi", "Pune, Maharashtra") to a gazetteer city. */
function pickupCity(origin: string): City | null {
  return resolveCity(origin) ?? resolveCity(origin.split(/[,(]/)[0] ?? '');
}

/**
 * For the owner (shipper or broker) of an open load: available drivers whose
 * latest fix of the last 24 hours is nearest to the pickup city, nearest first.
 */
export async function findNearbyDrivers(db: Database, viewer: SessionUser, loadId: string): Promise<Nearby> {
  const load = await findLoadWithTrip(db, loadId);
  if (!load) throw new NotFoundError('Load');
  seenOr404(viewer, load);
  if (!canSeeNearbyDrivers(viewer, load)) throw new ForbiddenError('Only the owner of this load can look for drivers near it');
  if (load.status !== 'open') throw new LoadNotOpenError();
  const city = pickupCity(load.origin);
  if (!city) return { load, city: null, drivers: [] };
  const since = new Date(Date.now() - NEARBY_RECENT_HOURS * 3600 * 1000);
  const candidates = await listNearestAvailableDrivers(db, city, since, NEARBY_CANDIDATES);
  const drivers = candidates
    .map((d) => ({ ...d, distanceKm: distanceKm(city, d) }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, NEARBY_LIMIT);
  return { load, city, drivers };
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
