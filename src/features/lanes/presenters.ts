/** JSON of the lanes feature, and its shape as the API's documentation states it. */
import { z } from 'zod';
import type { LaneRate, LaneSpread } from '../../views/lane-rate.js';

const spreadJson = z
  .object({
    p25_paise: z.number().int().describe('25th percentile, paise'),
    median_paise: z.number().int().describe('median, paise'),
    p75_paise: z.number().int().describe('75th percentile, paise'),
  })
  .nullable()
  .describe('null below min_trips trips');

const windowJson = z.object({
  days: z.number().int(),
  trips: z.number().int().describe('accepted bids on the lane in the window'),
  enough: z.boolean().describe('trips >= min_trips: the percentiles are given'),
  per_tonne: spreadJson.describe("accepted amount / the load's weight in tonnes"),
  per_km: spreadJson.describe('accepted amount / the approximate road km between the cities (gazetteer, 1.2 x great-circle)'),
});

/** `GET /api/lanes/rate`: the data of the answer. */
export const laneRateJson = z.object({
  lane: z.object({
    origin: z.string().describe("the gazetteer's canonical name"),
    destination: z.string(),
    truck_type: z.string(),
    distance_km: z.number().int().nullable(),
  }),
  min_trips: z.number().int(),
  last_30_days: windowJson,
  last_90_days: windowJson,
});

function presentSpread(s: LaneSpread | null) {
  return s ? { p25_paise: s.p25Paise, median_paise: s.medianPaise, p75_paise: s.p75Paise } : null;
}

/** A lane's rate: per window, the accepted trips and (from `min_trips` trips) the 25th-75th percentiles in paise per tonne and per km. */
export function presentLaneRate(r: LaneRate): z.infer<typeof laneRateJson> {
  const window = (days: number) => {
    const w = r.windows.find((x) => x.days === days);
    const trips = w?.trips ?? 0;
    return { days, trips, enough: trips >= r.minTrips, per_tonne: presentSpread(w?.perTonne ?? null), per_km: presentSpread(w?.perKm ?? null) };
  };
  return {
    lane: { origin: r.origin, destination: r.destination, truck_type: r.truckType, distance_km: r.distanceKm },
    min_trips: r.minTrips,
    last_30_days: window(30),
    last_90_days: window(90),
  };
}
