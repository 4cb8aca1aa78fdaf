/**
 * Factories of the bids and notifications tests: bids inserted directly (for
 * history the test does not go through the API for, e.g. earlier bids at a
 * chosen time), plans and the Asia/Kolkata day start.
 */
import { sql } from 'kysely';
import type { TestServer } from './test-server.js';

type Db = TestServer['db'];

/** A bid row inserted directly (status, amount and creation time as given). */
export async function insertBid(
  db: Db,
  loadId: string,
  driverId: string,
  overrides: Partial<{ amountPaise: number; status: string; createdAt: Date; estimatedDelivery: string; note: string | null }> = {},
) {
  const load = await db.selectFrom('loads').select('pickupDate').where('id', '=', loadId).executeTakeFirstOrThrow();
  return db
    .insertInto('bids')
    .values({
      loadId,
      driverId,
      amountPaise: overrides.amountPaise ?? 4_000_000,
      estimatedDelivery: overrides.estimatedDelivery ?? load.pickupDate,
      note: overrides.note ?? null,
      status: overrides.status ?? 'pending',
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPlan(db: Db, userId: string, plan: 'free' | 'premium'): Promise<void> {
  await db.updateTable('users').set({ plan }).where('id', '=', userId).execute();
}

/** The instant today's Asia/Kolkata day began, by the database's clock. */
export async function kolkataDayStart(db: Db): Promise<Date> {
  const { rows } = await sql<{ start: Date }>`select (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') as start`.execute(db);
  return rows[0].start;
}

/** A valid bid body for a load (delivery two days after pickup). */
export function bidBody(load: { pickupDate: string }, overrides: Record<string, string | number | undefined> = {}) {
  const d = new Date(`${load.pickupDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 2);
  return { amount: '42000', estimated_delivery: d.toISOString().slice(0, 10), note: 'Tata 32ft container, GPS fitted', ...overrides };
}

export async function notificationsOf(db: Db, userId: string) {
  return db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute();
}

export async function bidRow(db: Db, bidId: string) {
  return db.selectFrom('bids').selectAll().where('id', '=', bidId).executeTakeFirstOrThrow();
}
