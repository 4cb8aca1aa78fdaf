/** The premium page: what the plan gives, its price, the reader's plan and wallet, and how to buy it. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime, kolkataDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import type { PlanRow, PurchaseRow } from './queries.js';

const META = { styles: ['/assets/premium.css'] };

export interface PremiumPageProps {
  user: SessionUser | null;
  flash?: Flash | null;
  pricePaise: number;
  days: number;
  freeBidsPerDay: number;
  /** The signed-in reader's plan, wallet and purchases (absent when signed out). */
  status?: { plan: PlanRow; availablePaise: number; purchases: PurchaseRow[] };
  /** A fresh key for the purchase form (a double submit of the same form buys once). */
  idempotencyKey?: string;
  /** The refusal the form is drawn again for. */
  error?: string | null;
}

const day = (d: Date | string) => formatDate(kolkataDate(new Date(d)));

export function PremiumPage(p: PremiumPageProps) {
  const price = formatRupees(p.pricePaise);
  return (
    <Layout title="Premium plan" user={p.user} flash={p.flash} meta={META}>
      <h1>Premium plan</h1>
      <ErrorSummary message={p.error} />
      <section class="card premium-offer" aria-labelledby="offer-title">
        <h2 id="offer-title">Bid on every load you want</h2>
        <p class="premium-price">
          <b>{price}</b> <span>for {p.days} days</span>
        </p>
        <ul class="premium-compare">
          <li>
            <strong>Free plan:</strong> {p.freeBidsPerDay} bids a day (the day ends at midnight, India time).
          </li>
          <li>
            <strong>Premium:</strong> no daily limit on bids.
          </li>
          <li>Nothing else changes: the same loads, the same escrow protection of your freight, the same fees.</li>
          <li>It does not renew by itself. Buying again adds {p.days} days after your current end date.</li>
        </ul>
      </section>
      <Reader {...p} />
      <div id="install-slot" class="install-slot" hidden></div>
    </Layout>
  );
}

function Reader(p: PremiumPageProps) {
  if (!p.user || !p.status) {
    return (
      <section class="card" aria-labelledby="how-title">
        <h2 id="how-title">How to get it</h2>
        <p>Premium is for drivers. Sign in with your driver account, then pay {formatRupees(p.pricePaise)} from your FreightBazaar wallet on this page.</p>
        <p class="premium-actions">
          <a class="button" href="/login?next=%2Fpremium">
            Sign in
          </a>
          <a class="button secondary" href="/register">
            Register as a driver
          </a>
        </p>
      </section>
    );
  }
  if (p.user.role !== 'driver') {
    return (
      <section class="card" aria-labelledby="how-title">
        <h2 id="how-title">Premium is a plan for drivers</h2>
        <p>
          It lifts the free plan's limit of {p.freeBidsPerDay} bids a day, and only drivers bid. {p.user.role === 'admin' ? 'Admins' : 'Shippers and brokers'} post loads and accept bids without any
          limit, so there is nothing to buy for this account.
        </p>
        {p.user.role === 'admin' && (
          <p>
            To put a driver on premium without payment, use <a href="/admin/users">Users</a>: "Make premium" (no end date).
          </p>
        )}
      </section>
    );
  }
  const { plan, availablePaise, purchases } = p.status;
  const short = availablePaise < p.pricePaise;
  const noEnd = plan.effectivePlan === 'premium' && plan.premiumUntil === null;
  return (
    <>
      <section class="card" aria-labelledby="plan-title">
        <h2 id="plan-title">Your plan</h2>
        <p class="premium-status" data-plan={plan.effectivePlan}>
          {plan.effectivePlan === 'free'
            ? plan.premiumUntil
              ? `Free plan. Your premium ended on ${day(plan.premiumUntil)}.`
              : `Free plan: ${p.freeBidsPerDay} bids a day.`
            : noEnd
              ? 'Premium, given by an admin, with no end date.'
              : `Premium until ${day(plan.premiumUntil!)}.`}
        </p>
        <p>
          Wallet, available: <b>{formatRupees(availablePaise)}</b> <a href="/escrow">Open wallet</a>
        </p>
      </section>
      {!noEnd && (
        <section class="card" aria-labelledby="buy-title">
          <h2 id="buy-title">{plan.effectivePlan === 'premium' ? `Add ${p.days} days` : 'Get premium'}</h2>
          {short && (
            <div class="notice">
              <p>
                Your wallet has {formatRupees(availablePaise)}; premium needs {formatRupees(p.pricePaise - availablePaise)} more. Your wallet fills when shippers release the freight of your delivered
                trips.
              </p>
              <p>
                Or ask an admin: write to us on the <a href="/contact">contact page</a> with your username ({p.user.username}) and ask to be put on premium.
              </p>
            </div>
          )}
          <form method="post" action="/premium" class="premium-buy">
            <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
            <p>
              {formatRupees(p.pricePaise)} is taken from your wallet's available balance at once; premium starts {plan.effectivePlan === 'premium' ? `after ${day(plan.premiumUntil!)}` : 'now'} and
              lasts {p.days} days.
            </p>
            <button type="submit">Pay {formatRupees(p.pricePaise)} from wallet</button>
          </form>
        </section>
      )}
      {purchases.length > 0 && (
        <section class="card" aria-labelledby="paid-title">
          <h2 id="paid-title">Your payments for premium</h2>
          <table class="premium-paid">
            <thead>
              <tr>
                <th scope="col">Paid</th>
                <th scope="col">Amount</th>
                <th scope="col">Premium until</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((x) => (
                <tr>
                  <td data-label="Paid">{formatDateTime(x.createdAt)}</td>
                  <td data-label="Amount">{formatRupees(x.amountPaise)}</td>
                  <td data-label="Premium until">{day(x.premiumUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
