/**
 * SQL of the books' overview; each noun's SQL is in its own queries.ts. Every read is scoped to the
 * owner (the signed-in business) and skips soft-deleted rows unless its name
 * says IncludingDeleted. Money is paise.
 *
 * Two derived figures are defined once each:
 * - a load's received amount and payment state: loads/queries.ts;
 * - a payment's client (the client of its load when it names a load with one,
 *   else its own shipper_id): payments/queries.ts, and the same rule in the
 *   clients' balances of clients/queries.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Direction } from './payments/schema.js';

// The overview. Cancelled loads carry no freight; dates are pickup dates for loads and paid_on for payments.

/** Live, not cancelled loads with pickup in [start, end): count and freight. */
export async function loadTotalsBetween(db: Db, ownerId: string, start: string, endExclusive: string): Promise<{ loads: number; freightPaise: number }> {
  const r = await db
    .selectFrom('loads')
    .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(price_paise), 0)`.as('freight')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '<>', 'cancelled')
    .where('pickupDate', '>=', start)
    .where('pickupDate', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return { loads: Number(r.n), freightPaise: Number(r.freight) };
}

/** Live payments of one direction with paid_on in [start, end). */
export async function paymentTotalBetween(db: Db, ownerId: string, direction: Direction, start: string, endExclusive: string): Promise<number> {
  const r = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('total'))
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('direction', '=', direction)
    .where('paidOn', '>=', start)
    .where('paidOn', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

/** All time: freight of live delivered loads and live payments received. Receivables = the difference. */
export async function receivableParts(db: Db, ownerId: string): Promise<{ deliveredPaise: number; receivedPaise: number }> {
  const [d, p] = await Promise.all([
    db
      .selectFrom('loads')
      .select(sql<number>`coalesce(sum(price_paise), 0)`.as('total'))
      .where('ownerId', '=', ownerId)
      .where('deletedAt', 'is', null)
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('total'))
      .where('ownerId', '=', ownerId)
      .where('deletedAt', 'is', null)
      .where('direction', '=', 'received')
      .executeTakeFirstOrThrow(),
  ]);
  return { deliveredPaise: Number(d.total), receivedPaise: Number(p.total) };
}

export async function countActiveVehicles(db: Db, ownerId: string): Promise<number> {
  const r = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
