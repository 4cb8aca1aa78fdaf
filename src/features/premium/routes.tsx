/**
 * The premium plan's routes: GET /premium (anyone: what premium is; a driver also sees their plan and
 * wallet and the purchase form) and POST /premium (drivers: pay from the wallet; Idempotency-Key header or
 * the form's hidden idempotency_key; a refusal draws the page again with its message).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { paiseToRupees } from '../../lib/money.js';
import { FREE_BIDS_PER_DAY } from '../bids/service.js';
import { buyPremium, PREMIUM_DAYS, premiumStatus, purchaseRequest } from './service.js';
import { PremiumPage } from './views.js';

export function registerPremiumRoutes(app: FastifyInstance): void {
  const offer = () => ({ pricePaise: app.config.PREMIUM_PRICE_PAISE, days: PREMIUM_DAYS, freeBidsPerDay: FREE_BIDS_PER_DAY });

  route(app, 'GET /premium', {
    summary: 'The premium plan: its price and, for a signed-in user, their plan as it counts now',
    access: 'public',
    run: async ({ db, viewer }) => (viewer ? premiumStatus(db, viewer) : undefined),
    json: (status) => ({
      price: paiseToRupees(app.config.PREMIUM_PRICE_PAISE),
      days: PREMIUM_DAYS,
      ...(status && {
        plan: status.plan.effectivePlan,
        premium_until: status.plan.premiumUntil ? new Date(status.plan.premiumUntil).toISOString() : null,
        available: paiseToRupees(status.availablePaise),
      }),
    }),
    page: (status, { viewer, flash }) => PremiumPage({ user: viewer, flash, ...offer(), status, idempotencyKey: randomUUID() }),
  });

  route(app, 'POST /premium', {
    summary: "A driver buys 30 days of premium (no daily bid limit) from their wallet's available balance",
    access: ['driver'],
    run: async ({ db, user, req, reply }) => {
      const result = await buyPremium(db, user, app.config.PREMIUM_PRICE_PAISE, purchaseRequest(idempotencyKeyOf(req.headers, req.body), app.config.PREMIUM_PRICE_PAISE));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result;
    },
    json: (r) => ({ plan: 'premium', premium_until: r.premiumUntil, amount: paiseToRupees(r.amountPaise), transaction_id: r.transactionId }),
    status: 201,
    message: (r) => r.message,
    redirect: (r) => ({ to: '/premium', flash: r.message }),
    form: async (refusal, { db, user, flash }) => PremiumPage({ user, flash, ...offer(), status: await premiumStatus(db, user), idempotencyKey: randomUUID(), error: refusal.message }),
  });
}
