/** SQL of the books' reports by client and by route: the freight of ../queries.ts (loads in the books, not cancelled, by pickup date) grouped. */
import { sql } from 'kysely';
import { shippersWithBalances } from '../clients/queries.js';
import { freightLoads, freightSum } from '../queries.js';
import type { Db } from '../../../db/database.js';
import type { ReportFilter } from './schema.js';

export interface TopShipperRow {
  shipperId: string;
  name: string;
  loads: number;
  freightPaise: number;
  /** All time: receivable of delivered loads minus money received (clients/queries.ts). */
  outstandingPaise: number;
}

/** Clients by the freight of their loads with pickup in the period (all time when open). */
export async function topShippers(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<TopShipperRow[]> {
  let period = freightLoads(db, ownerId)
    .select(['bl.shipperId', (eb) => eb.fn.countAll<number>().as('loads'), freightSum.as('freight')])
    .where('bl.shipperId', 'is not', null)
    .groupBy('bl.shipperId');
  if (f.from) period = period.where('bl.pickupDate', '>=', f.from);
  if (f.to) period = period.where('bl.pickupDate', '<=', f.to);
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
    shipperId: r.id as string,
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
  /** Freight per tonne over the loads that have a freight, in whole rupees (as paise); null when none has. */
  ratePerTonnePaise: number | null;
}

/** Routes (origin -> destination by city key) of the freight with pickup in the period, by freight. */
export async function routeTotals(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<RouteRow[]> {
  let q = freightLoads(db, ownerId)
    .select([
      sql<string>`min(${sql.ref('bl.origin')})`.as('origin'),
      sql<string>`min(${sql.ref('bl.destination')})`.as('destination'),
      (eb) => eb.fn.countAll<number>().as('loads'),
      sql<number>`sum(${sql.ref('bl.weightTonnes')})`.as('tonnes'),
      freightSum.as('freight'),
      sql<number | null>`sum(${sql.ref('bl.weightTonnes')}) filter (where ${sql.ref('bl.freightPaise')} is not null)`.as('pricedTonnes'),
    ])
    .groupBy(['bl.originKey', 'bl.destinationKey'])
    .orderBy('freight', 'desc')
    .orderBy('loads', 'desc')
    .orderBy('origin')
    .orderBy('destination');
  if (f.from) q = q.where('bl.pickupDate', '>=', f.from);
  if (f.to) q = q.where('bl.pickupDate', '<=', f.to);
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
      // An average: whole rupees, paise mean nothing here.
      ratePerTonnePaise: priced > 0 ? Math.round(Number(r.freight) / priced / 100) * 100 : null,
    };
  });
}
