/**
 * Use cases of the premium plan (issue 15 item 9). A driver buys 30 days of premium from their wallet's
 * available balance: in ONE transaction the user's row is locked, the price moves to the platform's account
 * as an escrow `subscription` transaction (escrow's chargeSubscription: refused with INSUFFICIENT_FUNDS when
 * the balance is short), the plan's end moves 30 days on (from the current end while premium lasts, else
 * from now), and the purchase is recorded. An Idempotency-Key is claimed first in the same transaction, so
 * a double submit (or two parallel requests with one key) buys once and the second gets the first's answer.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { authorize } from '../../http/guards.js';
import { claimIdempotencyKey, storeIdempotentResponse, type IdempotentRequest } from '../../http/idempotency.js';
import { formatDate, kolkataDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { availablePaiseOf, chargeSubscription } from '../escrow/service.js';
import { PremiumKeyMismatchError, PremiumWithoutEndError } from './errors.js';
import { canBuyPremium } from './policy.js';
import { extendPremium, findPlan, insertPurchase, listPurchases, lockPlan, type PlanRow, type PurchaseRow } from './queries.js';

/** Days one purchase adds. */
export const PREMIUM_DAYS = 30;

export interface PremiumStatus {
  plan: PlanRow;
  availablePaise: number;
  purchases: PurchaseRow[];
}

/** What the premium page shows a signed-in user: their plan as it counts now, their wallet balance, their purchases. */
export async function premiumStatus(db: Database, user: SessionUser): Promise<PremiumStatus> {
  const [plan, availablePaise, purchases] = await Promise.all([findPlan(db, user.id), availablePaiseOf(db, user.id), listPurchases(db, user.id)]);
  if (!plan) throw new Error(`user ${user.id} has no row`);
  return { plan, availablePaise, purchases };
}

export interface Purchase {
  premiumUntil: string;
  amountPaise: number;
  transactionId: string;
  message: string;
}

/** The request a purchase's key is bound to: the route and the price asked (a changed price is a new request). */
export function purchaseRequest(key: string | null, pricePaise: number): IdempotentRequest | null {
  if (!key) return null;
  return {
    key,
    route: 'POST /premium',
    requestHash: createHash('sha256')
      .update(JSON.stringify({ price_paise: pricePaise }))
      .digest('hex'),
  };
}

/** Buys PREMIUM_DAYS of premium for `pricePaise` from the driver's wallet (see the file's comment). */
export async function buyPremium(db: Database, actor: SessionUser, pricePaise: number, idem: IdempotentRequest | null): Promise<Purchase & { replayed: boolean }> {
  authorize(actor, canBuyPremium, actor, t('premium.error.onlyDrivers'));
  return withActor(db, actor.id, async (trx) => {
    if (idem) {
      const prior = await claimIdempotencyKey(trx, actor.id, idem, () => new PremiumKeyMismatchError());
      if (prior) return { ...(JSON.parse(prior.responseText) as Purchase), replayed: true };
    }
    const plan = await lockPlan(trx, actor.id);
    if (!plan) throw new Error(`user ${actor.id} has no row`);
    if (plan.effectivePlan === 'premium' && plan.premiumUntil === null) throw new PremiumWithoutEndError();
    const charged = await chargeSubscription(trx, actor.id, pricePaise, `Premium plan, ${PREMIUM_DAYS} days`);
    const premiumUntil = await extendPremium(trx, actor.id, PREMIUM_DAYS);
    await insertPurchase(trx, { userId: actor.id, transactionId: charged.transaction.id, amountPaise: pricePaise, days: PREMIUM_DAYS, idempotencyKey: idem?.key ?? null, premiumUntil });
    const out: Purchase = {
      premiumUntil: premiumUntil.toISOString(),
      amountPaise: pricePaise,
      transactionId: charged.transaction.id,
      message: t('premium.bought', { date: formatDate(kolkataDate(premiumUntil)), price: formatRupees(pricePaise) }),
    };
    if (idem) await storeIdempotentResponse(trx, actor.id, idem.key, 201, out);
    return { ...out, replayed: false };
  });
}
