/**
 * Use cases of lanes (issue 18): what a lane (origin, destination, truck type) paid lately, from the product's own
 * accepted bids, shown when there are enough trips to say something; return loads for a driver (open loads that
 * start near where their trip ends, or near their last shared position); drivers whose truck fits a load, nearest
 * to its pickup.
 */
import type { Database } from '../../db/database.js';
import { CITIES, type City, distanceKm, nearestCity, resolveCity, roadDistanceKm } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import { kolkataDate } from '../../lib/dates.js';
import { cityKey } from '../../lib/fields.js';
import { ACTIVE_TRIP_STATUSES } from '../../lib/trip-status.js';
import type { LaneRate, LaneSpread } from '../../views/lane-rate.js';
import { type NearbyDriver, nearestFittingDrivers } from '../location/service.js';
import { findLastFix, findLoadForMatching, findTripEnd, laneWindows, listOpenLoadsFrom, type SuggestedLoad } from './queries.js';

/** A window's percentiles are shown only from this many accepted trips on the lane (README). */
export const MIN_TRIPS = 5;
/** The windows, in days, a lane's rate is told over. */
const WINDOWS = [30, 90] as const;

function spread(p: [number, number, number] | null, trips: number): LaneSpread | null {
  if (!p || trips < MIN_TRIPS || p.some((v) => v === null)) return null;
  const [p25, median, p75] = p.map((v) => Math.round(v));
  return { p25Paise: p25 as number, medianPaise: median as number, p75Paise: p75 as number };
}

/** The rate of a lane between two gazetteer cities for a truck type. */
export async function laneRateBetween(db: Database, origin: City, destination: City, truckType: string): Promise<LaneRate> {
  const rows = await laneWindows(db, { originKey: cityKey(origin.name), destinationKey: cityKey(destination.name), truckType }, WINDOWS);
  return {
    origin: origin.name,
    destination: destination.name,
    truckType,
    distanceKm: roadDistanceKm(origin.name, destination.name),
    minTrips: MIN_TRIPS,
    windows: rows.map((r) => ({ days: r.days, trips: r.trips, perTonne: spread(r.perTonne, r.trips), perKm: spread(r.perKm, r.trips) })),
  };
}

/**
 * The rate of a lane named as a form or a load names it (any spelling the gazetteer knows), or null when either
 * city is unknown to the gazetteer, the truck type is missing, or both ends are one city.
 */
export async function laneRateOf(db: Database, lane: { origin: string | null | undefined; destination: string | null | undefined; truckType: string | null | undefined }): Promise<LaneRate | null> {
  const origin = lane.origin ? resolveCity(lane.origin) : null;
  const destination = lane.destination ? resolveCity(lane.destination) : null;
  if (!origin || !destination || !lane.truckType || origin.name === destination.name) return null;
  return laneRateBetween(db, origin, destination, lane.truckType);
}

/** A suggested load starts within this many km (straight line between gazetteer points) of where the driver will be. */
export const RETURN_RADIUS_KM = 150;
/** How many loads (or drivers) a suggestion lists. */
const SUGGESTIONS = 5;
/** A shared position older than this says nothing about where the driver is. */
const POSITION_FRESH_HOURS = 24;

/** The gazetteer cities within `km` of a point, as board keys with their distance. */
function citiesWithin(point: { lat: number; lng: number }, km: number): Array<{ key: string; km: number }> {
  return CITIES.map((c) => ({ key: cityKey(c.name), km: distanceKm(point, c) })).filter((c) => c.km <= km);
}

export interface ReturnLoads {
  tripId: string;
  /** Where the trip ends, or null when its destination is not in the gazetteer (then no suggestions). */
  city: City | null;
  /** The accepted bid's delivery date: suggestions pick up on or after it. */
  fromDate: string;
  loads: SuggestedLoad[];
}

/**
 * Open loads that start within RETURN_RADIUS_KM of where the driver's trip under way ends and pick up on or after
 * its estimated delivery: for `tripId` (the trip page) or the trip that ends last (the home page). Only the
 * driver's own trips are read: another's trip id gives null, as does a driver with no trip under way.
 */
export async function returnLoadsFor(db: Database, driver: SessionUser, tripId?: string): Promise<ReturnLoads | null> {
  if (driver.role !== 'driver') return null;
  const end = await findTripEnd(db, driver.id, ACTIVE_TRIP_STATUSES, tripId);
  if (!end) return null;
  const city = resolveCity(end.destination);
  const loads = city ? await listOpenLoadsFrom(db, citiesWithin(city, RETURN_RADIUS_KM), end.estimatedDelivery, SUGGESTIONS, end.loadId) : [];
  return { tripId: end.id, city, fromDate: end.estimatedDelivery, loads };
}

export interface LoadsNearPosition {
  /** The gazetteer city nearest to the driver's last position. */
  city: City;
  at: Date;
  loads: SuggestedLoad[];
}

/** Open loads picking up from today within RETURN_RADIUS_KM of the driver's last shared position (of the last 24 hours), or null without one. */
export async function loadsNearLastPosition(db: Database, driver: SessionUser): Promise<LoadsNearPosition | null> {
  if (driver.role !== 'driver') return null;
  const fix = await findLastFix(db, driver.id, new Date(Date.now() - POSITION_FRESH_HOURS * 3600 * 1000));
  if (!fix) return null;
  const loads = await listOpenLoadsFrom(db, citiesWithin(fix, RETURN_RADIUS_KM), kolkataDate(), SUGGESTIONS);
  return { city: nearestCity(fix).city, at: fix.recordedAt, loads };
}

export interface FittingDrivers {
  city: City | null;
  truckType: string;
  weightTonnes: number;
  drivers: NearbyDriver[];
}

/**
 * For the owner of an open load: the available drivers nearest to its pickup city (exact k-nearest by their last
 * position of the last 24 hours) whose truck is of the load's type and carries its weight; null for anyone else.
 */
export async function fittingDriversFor(db: Database, viewer: SessionUser, loadId: string): Promise<FittingDrivers | null> {
  const load = await findLoadForMatching(db, loadId);
  if (!load || load.ownerId !== viewer.id || load.status !== 'open') return null;
  const city = resolveCity(load.origin);
  const fit = { truckType: load.truckType, weightTonnes: Number(load.weightTonnes) };
  const drivers = city ? await nearestFittingDrivers(db, city, SUGGESTIONS, fit) : [];
  return { city, ...fit, drivers };
}
