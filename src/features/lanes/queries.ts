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
