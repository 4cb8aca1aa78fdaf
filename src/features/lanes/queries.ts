/** SQL of the lanes feature: a lane's accepted freight over the last 30 and 90 days, its percentiles computed by PostgreSQL. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A lane as the loads table keys it: lower-case canonical city names (loads.origin_key / destination_key) and a truck type. */
export interface LaneKey {
  originKey: string;
  destinationKey: string;
  truckType: string;
}

/** One window of a lane: how many accepted trips, and the 25th, 50th and 75th percentiles (paise, unrounded) per tonne and per km. */
export interface LaneWindowRow {
  days: number;
  trips: number;
  perTonne: [number, number, number] | null;
  perKm: [number, number, number] | null;
}

/**
 * The accepted bids of a lane's loads (a load with `accepted_bid_id`, not cancelled or deleted), accepted within
 * each window, as the accepted amount per tonne of the load's weight and per km of its gazetteer road distance.
 * Migration 056's `loads_lane_rate_idx` reads the lane's last 90 days as one range, then one bid per trip by its key.
 */
export async function laneWindows(db: Db, lane: LaneKey, windows: readonly number[]): Promise<LaneWindowRow[]> {
  const longest = Math.max(...windows);
  const { rows } = await sql<LaneWindowRow>`
    with lane as (
      select b.amount_paise::float8 / l.weight_tonnes::float8 as per_tonne,
             b.amount_paise::float8 / nullif(l.distance_km, 0)::float8 as per_km,
             l.accepted_at
        from loads l
        join bids b on b.id = l.accepted_bid_id
       where l.origin_key = ${lane.originKey}
         and l.destination_key = ${lane.destinationKey}
         and l.truck_type = ${lane.truckType}
         and l.accepted_bid_id is not null
         and l.deleted_at is null
         and l.status <> 'cancelled'
         and l.accepted_at > now() - make_interval(days => ${longest}::int)
    )
    select w.days::int as days,
           count(x.accepted_at)::int as trips,
           percentile_cont(array[0.25, 0.5, 0.75]) within group (order by x.per_tonne) as "perTonne",
           percentile_cont(array[0.25, 0.5, 0.75]) within group (order by x.per_km) as "perKm"
      from unnest(${sql.val(windows)}::int[]) as w(days)
      left join lane x on x.accepted_at > now() - make_interval(days => w.days)
     group by w.days
     order by w.days`.execute(db);
  return rows;
}

/**
 * Where a driver's trip under way ends: its load's destination and the delivery date of the accepted bid. Only
 * the driver's own trips are read; without `tripId`, the trip that ends last (where the driver is free next).
 */
export async function findTripEnd(db: Db, driverId: string, activeStatuses: readonly string[], tripId?: string) {
  return db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .innerJoin('bids as b', 'b.id', 't.bidId')
    .select(['t.id', 't.loadId', 'l.destination', 'b.estimatedDelivery'])
    .where('t.driverId', '=', driverId)
    .where('t.status', 'in', activeStatuses)
    .$if(tripId !== undefined, (qb) => qb.where('t.id', '=', tripId ?? ''))
    .orderBy('b.estimatedDelivery', 'desc')
    .orderBy('t.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The driver's latest shared position, when newer than `since`. */
export async function findLastFix(db: Db, driverId: string, since: Date) {
  return db
    .selectFrom('vehicleLocations')
    .select(['lat', 'lng', 'recordedAt'])
    .where('driverId', '=', driverId)
    .where('recordedAt', '>', since)
    .orderBy('recordedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Open board loads (listed, not deleted) picking up on or after `fromDate` in one of `origins` (board keys with
 * their distance in km from the point asked about), nearest first, then the earliest pickup; `exceptLoadId` is
 * the trip's own load.
 */
export async function listOpenLoadsFrom(db: Db, origins: ReadonlyArray<{ key: string; km: number }>, fromDate: string, limit: number, exceptLoadId?: string): Promise<SuggestedLoad[]> {
  if (origins.length === 0) return [];
  const { rows } = await sql<SuggestedLoad>`
    select l.id, l.origin, l.destination, to_char(l.pickup_date, 'YYYY-MM-DD') as "pickupDate", l.truck_type as "truckType",
           l.weight_tonnes::float8 as "weightTonnes", l.price_paise::float8 as "pricePaise", c.km
      from loads l
      join unnest(${sql.val(origins.map((o) => o.key))}::text[], ${sql.val(origins.map((o) => o.km))}::float8[]) as c(key, km) on c.key = l.origin_key
     where l.status = 'open' and l.listed and l.deleted_at is null
       and l.pickup_date >= ${fromDate}::date
       and l.id is distinct from ${exceptLoadId ?? null}::uuid
     order by c.km, l.pickup_date, l.created_at desc
     limit ${limit}`.execute(db);
  return rows;
}

/** An open load suggested to a driver, with its pickup's distance in km from the point asked about. */
export interface SuggestedLoad {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: string;
  weightTonnes: number;
  pricePaise: number | null;
  km: number;
}

/** What the load page's "drivers who fit" needs of a load. */
export async function findLoadForMatching(db: Db, loadId: string) {
  return db.selectFrom('loads').select(['id', 'ownerId', 'origin', 'status', 'truckType', 'weightTonnes']).where('id', '=', loadId).where('deletedAt', 'is', null).executeTakeFirst();
}
