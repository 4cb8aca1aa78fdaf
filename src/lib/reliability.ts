/**
 * Reliability from the product's own records (issue 17 item 4): one grouped
 * statement per list of people, for the board's page of loads (their owners),
 * a load page, the bids of a load (their drivers) and profiles. Only aggregate
 * figures leave here: no load, trip, payment or dispute of anyone is named.
 *
 * An owner (shipper or broker), over every load they posted:
 * - loads posted (`owner_load_counts`, kept by triggers on loads: migration 049);
 * - accepted loads (a bid was accepted: `accepted_bid_id` is never cleared),
 *   and of them those paid through escrow (the ledger holds a `hold` for them);
 * - the median days from the trip's delivery to the ledger's `release`;
 * - disputes they raised on their loads, and disputes lost (resolved by
 *   releasing the held money to the driver, whoever raised them);
 * - cancellations after accepting a bid (an accepted load now cancelled).
 * All but the first are kept per owner in `owner_track_records`, recomputed by triggers (migration 055) whenever a
 * record they depend on changes, so reading them is one index probe per owner.
 * A driver, over their trips: trips completed (delivered), of them on time
 * (delivered, by the day in India, on or before the bid's estimated delivery),
 * trips cancelled, and the average and number of ratings they received.
 *
 * Each figure changes only with a write that also moves the board version (a
 * load's status or payment state, a rating; migration 049 adds disputes and
 * trip steps), so the board keeps them with its page (loads/board/queries.ts),
 * which reads an owner's in its own statement (POSTER_RELIABILITY).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface OwnerReliability {
  loadsPosted: number;
  acceptedLoads: number;
  viaEscrow: number;
  /** Median days from delivery to release (one decimal); null without a release after a delivery. */
  medianReleaseDays: number | null;
  disputesRaised: number;
  disputesLost: number;
  cancelledAfterAccept: number;
}

export interface DriverReliability {
  tripsCompleted: number;
  onTime: number;
  tripsCancelled: number;
  /** Average score received (one decimal); null without ratings. */
  ratingAverage: number | null;
  ratingCount: number;
}

const NO_OWNER_HISTORY: OwnerReliability = {
  loadsPosted: 0,
  acceptedLoads: 0,
  viaEscrow: 0,
  medianReleaseDays: null,
  disputesRaised: 0,
  disputesLost: 0,
  cancelledAfterAccept: 0,
};

/** The owner's figures as columns, from `owner_load_counts c` and `owner_track_records r` joined on the owner. */
const OWNER_FIGURES = sql`coalesce(c.loads_posted, 0) as "loadsPosted",
      coalesce(r.accepted_loads, 0) as "acceptedLoads",
      coalesce(r.via_escrow, 0) as "viaEscrow",
      r.median_release_days as "medianReleaseDays",
      coalesce(r.cancelled_after_accept, 0) as "cancelledAfterAccept",
      coalesce(r.disputes_raised, 0) as "disputesRaised",
      coalesce(r.disputes_lost, 0) as "disputesLost"`;

/**
 * The figures of the owner of each row of a statement over `loads as l`, as one JSON column (an OwnerReliability):
 * two index probes per row. The board reads them this way with its page's rows, in the page's own statement.
 */
export const POSTER_RELIABILITY = sql<OwnerReliability>`(select json_build_object(
      'loadsPosted', coalesce(c.loads_posted, 0),
      'acceptedLoads', coalesce(r.accepted_loads, 0),
      'viaEscrow', coalesce(r.via_escrow, 0),
      'medianReleaseDays', r.median_release_days,
      'cancelledAfterAccept', coalesce(r.cancelled_after_accept, 0),
      'disputesRaised', coalesce(r.disputes_raised, 0),
      'disputesLost', coalesce(r.disputes_lost, 0))
    from (select l.owner_id as id) o
    left join owner_load_counts c on c.owner_id = o.id
    left join owner_track_records r on r.owner_id = o.id)`;

/** The figures of each owner (an owner without loads has zeros: shown as "new"). */
export async function ownerReliability(db: Db, ownerIds: readonly string[]): Promise<Map<string, OwnerReliability>> {
  const ids = [...new Set(ownerIds)];
  const out = new Map<string, OwnerReliability>();
  if (ids.length === 0) return out;
  const { rows } = await sql<OwnerReliability & { ownerId: string }>`
    select o.id as "ownerId", ${OWNER_FIGURES}
    from unnest(${ids}::uuid[]) as o(id)
    left join owner_load_counts c on c.owner_id = o.id
    left join owner_track_records r on r.owner_id = o.id`.execute(db);
  for (const r of rows) {
    const { ownerId, ...figures } = r;
    out.set(ownerId, { ...figures, medianReleaseDays: figures.medianReleaseDays === null ? null : Number(figures.medianReleaseDays) });
  }
  return out;
}

/** The figures of one owner. */
export async function ownerReliabilityOf(db: Db, ownerId: string): Promise<OwnerReliability> {
  return (await ownerReliability(db, [ownerId])).get(ownerId) ?? NO_OWNER_HISTORY;
}

/** The figures of each driver (a driver without trips has zeros: shown as "new"). */
export async function driverReliability(db: Db, driverIds: readonly string[]): Promise<Map<string, DriverReliability>> {
  const ids = [...new Set(driverIds)];
  const out = new Map<string, DriverReliability>();
  if (ids.length === 0) return out;
  const { rows } = await sql<DriverReliability & { driverId: string }>`
    select o.id as "driverId",
      coalesce(t.completed, 0) as "tripsCompleted",
      coalesce(t.on_time, 0) as "onTime",
      coalesce(t.cancelled, 0) as "tripsCancelled",
      r.average as "ratingAverage",
      coalesce(r.n, 0) as "ratingCount"
    from unnest(${ids}::uuid[]) as o(id)
    left join lateral (
      select count(*) filter (where tr.status = 'delivered')::int as completed,
        count(*) filter (where tr.status = 'delivered' and (tr.delivered_at at time zone 'Asia/Kolkata')::date <= b.estimated_delivery)::int as on_time,
        count(*) filter (where tr.status = 'cancelled')::int as cancelled
      from trips tr join bids b on b.id = tr.bid_id
      where tr.driver_id = o.id
    ) t on true
    left join lateral (
      select round(avg(rt.score)::numeric, 1)::float8 as average, count(*)::int as n from ratings rt where rt.ratee_id = o.id
    ) r on true`.execute(db);
  for (const r of rows) {
    const { driverId, ...figures } = r;
    out.set(driverId, { ...figures, ratingAverage: figures.ratingAverage === null ? null : Number(figures.ratingAverage) });
  }
  return out;
}
