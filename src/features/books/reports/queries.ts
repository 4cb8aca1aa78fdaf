/** SQL of the books' reports. Cancelled loads carry no freight; dates are pickup dates for loads and paid_on for payments. */
import { sql } from 'kysely';
import { shippersWithBalances } from '../clients/queries.js';
import type { Direction } from '../payments/schema.js';
import type { Db } from '../../../db/database.js';
import type { ReportFilter } from './schema.js';

/** Per month ('YYYY-MM') of pickup in [start, end): live, not cancelled loads and their freight. */
export async function monthlyLoadTotals(db: Db, ownerId: string, start: string, endExclusive: string) {
  const rows = await db
    .selectFrom('loads')
    .select([sql<string>`to_char(pickup_date, 'YYYY-MM')`.as('month'), (eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(price_paise), 0)`.as('freight')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '<>', 'cancelled')
    .where('pickupDate', '>=', start)
    .where('pickupDate', '<', endExclusive)
    .groupBy(sql`to_char(pickup_date, 'YYYY-MM')`)
    .execute();
  return rows.map((r) => ({ month: r.month, loads: Number(r.n), freightPaise: Number(r.freight) }));
}

/** Per month ('YYYY-MM') of paid_on in [start, end) and direction: live payments. */
export async function monthlyPaymentTotals(db: Db, ownerId: string, start: string, endExclusive: string) {
  const rows = await db
    .selectFrom('payments')
    .select([sql<string>`to_char(paid_on, 'YYYY-MM')`.as('month'), 'direction', sql<number>`sum(amount_paise)`.as('total')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('paidOn', '>=', start)
    .where('paidOn', '<', endExclusive)
    .groupBy([sql`to_char(paid_on, 'YYYY-MM')`, 'direction'])
    .execute();
  return rows.map((r) => ({ month: r.month, direction: r.direction as Direction, totalPaise: Number(r.total) }));
}

export interface TopShipperRow {
  shipperId: string;
  name: string;
  loads: number;
  freightPaise: number;
  /** All time: delivered freight minus payments received. */
  outstandingPaise: number;
}

/** Clients by freight of their live, not cancelled loads with pickup in the period (all time when open). */
export async function topShippers(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<TopShipperRow[]> {
  let period = db
    .selectFrom('loads as l')
    .select(['l.shipperId', (eb) => eb.fn.countAll<number>().as('loads'), sql<number>`coalesce(sum(${sql.ref('l.pricePaise')}), 0)`.as('freight')])
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null)
    .where('l.status', '<>', 'cancelled')
    .where('l.shipperId', 'is not', null)
    .groupBy('l.shipperId');
  if (f.from) period = period.where('l.pickupDate', '>=', f.from);
  if (f.to) period = period.where('l.pickupDate', '<=', f.to);
  let q = shippersWithBalances(db, ownerId)
    .innerJoin(period.as('t'), 't.shipperId', 's.id')
    .select(['t.loads', 't.freight'])
    .orderBy('t.freight', 'desc')
    .orderBy('t.loads', 'desc')
    .orderBy(sql`lower(${sql.ref('s.name')})`)
    .orderBy('s.id');
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    shipperId: r.id,
    name: r.name,
    loads: Number(r.loads),
    freightPaise: Number(r.freight),
    outstandingPaise: Number(r.deliveredPaise) - Number(r.receivedPaise),
  }));
}

export interface RouteRow {
  origin: string;
  destination: string;
  loads: number;
  tonnes: number;
  freightPaise: number;
  /** Freight per tonne over the loads that have a freight; null when none has. */
  ratePerTonnePaise: number | null;
}

/** Routes (origin -> destination by city key) of live, not cancelled loads with pickup in the period, by freight. */
export async function routeTotals(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<RouteRow[]> {
  let q = db
    .selectFrom('loads as l')
    .select([
      sql<string>`min(${sql.ref('l.origin')})`.as('origin'),
      sql<string>`min(${sql.ref('l.destination')})`.as('destination'),
      (eb) => eb.fn.countAll<number>().as('loads'),
      sql<number>`sum(${sql.ref('l.weightTonnes')})`.as('tonnes'),
      sql<number>`coalesce(sum(${sql.ref('l.pricePaise')}), 0)`.as('freight'),
      sql<number | null>`sum(${sql.ref('l.weightTonnes')}) filter (where ${sql.ref('l.pricePaise')} is not null)`.as('pricedTonnes'),
    ])
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null)
    .where('l.status', '<>', 'cancelled')
    .groupBy(['l.originKey', 'l.destinationKey'])
    .orderBy('freight', 'desc')
    .orderBy('loads', 'desc')
    .orderBy('origin')
    .orderBy('destination');
  if (f.from) q = q.where('l.pickupDate', '>=', f.from);
  if (f.to) q = q.where('l.pickupDate', '<=', f.to);
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => {
    const priced = r.pricedTonnes === null ? 0 : Number(r.pricedTonnes);
    return {
      origin: r.origin,
      destination: r.destination,
      loads: Number(r.loads),
      tonnes: Math.round(Number(r.tonnes) * 100) / 100,
      freightPaise: Number(r.freight),
      ratePerTonnePaise: priced > 0 ? Math.round(Number(r.freight) / priced) : null,
    };
  });
}
