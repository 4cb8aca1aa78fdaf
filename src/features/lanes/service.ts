/**
 * Use cases of lanes (issue 18): what a lane (origin, destination, truck type) paid lately, from the product's own
 * accepted bids, shown when there are enough trips to say something.
 */
import type { Database } from '../../db/database.js';
import { type City, resolveCity, roadDistanceKm } from '../../geo/cities.js';
import { cityKey } from '../../lib/fields.js';
import type { LaneRate, LaneSpread } from '../../views/lane-rate.js';
import { laneWindows } from './queries.js';

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
