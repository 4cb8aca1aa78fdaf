/** SQL of the premium plan: the user's plan as it counts now, the locked row a purchase extends, and the purchases. */
import { sql, type Selectable } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';

export interface PlanRow {
  role: string;
  /** As stored: 'premium' may have ended (premiumUntil in the past). */
  plan: string;
  premiumUntil: Date | null;
  /** The plan that counts now (migration 038's effective_plan): premium only until premiumUntil. */
  effectivePlan: 'free' | 'premium';
}

function planColumns() {
  return ['role', 'plan', 'premiumUntil', sql<'free' | 'premium'>`effective_plan(plan, premium_until)`.as('effectivePlan')] as const;
}

export async function findPlan(db: Db, userId: string): Promise<PlanRow | undefined> {
  return db.selectFrom('users').select(planColumns()).where('id', '=', userId).executeTakeFirst();
}

/** Locks the user's row for a purchase (two purchases of one user run one after the other). */
export async function lockPlan(trx: Tx, userId: string): Promise<PlanRow | undefined> {
  return trx.selectFrom('users').select(planColumns()).where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/** Premium for `days` more days: from the current end while it is still premium, else from now. Returns the new end. */
export async function extendPremium(trx: Tx, userId: string, days: number): Promise<Date> {
  const row = await trx
    .updateTable('users')
    .set({
      plan: 'premium',
      premiumUntil: sql<Date>`(case when effective_plan(plan, premium_until) = 'premium' and premium_until is not null then premium_until else now() end) + make_interval(days => ${days})`,
    })
    .where('id', '=', userId)
    .returning('premiumUntil')
    .executeTakeFirstOrThrow();
  return row.premiumUntil as Date;
}

const PURCHASE_FIELDS = ['id', 'userId', 'transactionId', 'amountPaise', 'days', 'premiumUntil', 'createdAt'] as const;
export type PurchaseRow = Pick<Selectable<DB['premiumPurchases']>, (typeof PURCHASE_FIELDS)[number]>;

export async function insertPurchase(
  trx: Tx,
  p: { userId: string; transactionId: string; amountPaise: number; days: number; idempotencyKey: string | null; premiumUntil: Date },
): Promise<PurchaseRow> {
  return trx.insertInto('premiumPurchases').values(p).returning(PURCHASE_FIELDS).executeTakeFirstOrThrow();
}

export async function listPurchases(db: Db, userId: string, limit = 12): Promise<PurchaseRow[]> {
  return db.selectFrom('premiumPurchases').select(PURCHASE_FIELDS).where('userId', '=', userId).orderBy('createdAt', 'desc').limit(limit).execute();
}
