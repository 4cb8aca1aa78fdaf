/**
 * SQL of the shipper's home: counts of open loads and shipments under way, and
 * spend from the escrow ledger (freight released to drivers plus platform fees
 * on the shipper's loads; money still held is shown apart, never as spent).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { KOLKATA_MONTH_START } from '../../lib/kolkata-sql.js';
import { ACTIVE_TRIP_STATUSES } from '../../lib/trip-status.js';

export interface OwnerCounts {
  openLoads: number;
  activeShipments: number;
  deliveredShipments: number;
}

export async function ownerCounts(db: Db, ownerId: string): Promise<OwnerCounts> {
  const [loads, trips] = await Promise.all([
    db.selectFrom('loads').select(sql<number>`count(*)::int`.as('n')).where('ownerId', '=', ownerId).where('status', '=', 'open').where('deletedAt', 'is', null).executeTakeFirstOrThrow(),
    db
      .selectFrom('trips as t')
      .innerJoin('loads as l', 'l.id', 't.loadId')
      .select([
        sql<number>`(count(*) filter (where t.status in (${sql.join(ACTIVE_TRIP_STATUSES.map((s) => sql`${s}`))})))::int`.as('active'),
        sql<number>`(count(*) filter (where t.status = 'delivered'))::int`.as('delivered'),
      ])
      .where('l.ownerId', '=', ownerId)
      .where('l.deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { openLoads: loads.n, activeShipments: trips.active, deliveredShipments: trips.delivered };
}

export interface Spend {
  monthPaise: number;
  totalPaise: number;
}

/** Freight released and fees charged on the owner's loads: this month (Asia/Kolkata) and in all. */
export async function spendOfOwner(db: Db, ownerId: string): Promise<Spend> {
  const row = await db
    .selectFrom('escrowTransactions as tx')
    .innerJoin('loads as l', 'l.id', 'tx.loadId')
    .select([
      sql<number>`coalesce(sum(tx.amount_paise) filter (where tx.created_at >= ${KOLKATA_MONTH_START}), 0)::bigint`.as('month'),
      sql<number>`coalesce(sum(tx.amount_paise), 0)::bigint`.as('total'),
    ])
    .where('l.ownerId', '=', ownerId)
    .where('tx.kind', 'in', ['release', 'fee'])
    .executeTakeFirstOrThrow();
  return { monthPaise: Number(row.month), totalPaise: Number(row.total) };
}

/** Money of the user held in escrow for loads right now (0 without an escrow account). */
export async function heldBalanceOf(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('escrowAccounts').select('heldPaise').where('userId', '=', userId).executeTakeFirst();
  return row ? Number(row.heldPaise) : 0;
}
