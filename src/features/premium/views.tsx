/** The premium page: what the plan gives, its price, the reader's plan and wallet, and how to buy it. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime, kolkataDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { t, tRich } from '../../lib/i18n/index.js';
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
const strong = (chunks: string[]) => <strong>{chunks}</strong>;
const bold = (chunks: string[]) => <b>{chunks}</b>;

export function PremiumPage(p: PremiumPageProps) {
  const price = formatRupees(p.pricePaise);
  return (
    <Layout title={t('premium.title')} user={p.user} flash={p.flash} meta={META}>
      <h1>{t('premium.title')}</h1>
      <ErrorSummary message={p.error} />
      <section class="card premium-offer" aria-labelledby="offer-title">
        <h2 id="offer-title">{t('premium.offer')}</h2>
        <p class="premium-price">
          <b>{price}</b> <span>{t('premium.forDays', { days: p.days })}</span>
        </p>
        <ul class="premium-compare">
          <li>{tRich('premium.freeLine', { b: strong }, { n: p.freeBidsPerDay })}</li>
          <li>{tRich('premium.premiumLine', { b: strong })}</li>
          <li>{t('premium.sameElse')}</li>
          <li>{t('premium.noRenew', { days: p.days })}</li>
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
        <h2 id="how-title">{t('premium.how')}</h2>
        <p>{t('premium.howText', { price: formatRupees(p.pricePaise) })}</p>
        <p class="premium-actions">
          <a class="button" href="/login?next=%2Fpremium">
            {t('premium.signIn')}
          </a>
          <a class="button secondary" href="/register">
            {t('premium.registerDriver')}
          </a>
        </p>
      </section>
    );
  }
  if (p.user.role !== 'driver') {
    return (
      <section class="card" aria-labelledby="how-title">
        <h2 id="how-title">{t('premium.forDrivers')}</h2>
        <p>{t(p.user.role === 'admin' ? 'premium.notForAdmins' : 'premium.notForOthers', { n: p.freeBidsPerDay })}</p>
        {p.user.role === 'admin' && <p>{tRich('premium.adminHint', { users: (chunks) => <a href="/admin/users">{chunks}</a> })}</p>}
      </section>
    );
  }
  const { plan, availablePaise, purchases } = p.status;
  const short = availablePaise < p.pricePaise;
  const noEnd = plan.effectivePlan === 'premium' && plan.premiumUntil === null;
  return (
    <>
      <section class="card" aria-labelledby="plan-title">
        <h2 id="plan-title">{t('premium.yourPlan')}</h2>
        <p class="premium-status" data-plan={plan.effectivePlan}>
          {plan.effectivePlan === 'free'
            ? plan.premiumUntil
              ? t('premium.endedOn', { date: day(plan.premiumUntil) })
              : t('premium.free', { n: p.freeBidsPerDay })
            : noEnd
              ? t('premium.noEnd')
              : t('premium.until', { date: day(plan.premiumUntil!) })}
        </p>
        <p>
          {tRich('premium.wallet', { b: bold }, { amount: formatRupees(availablePaise) })} <a href="/escrow">{t('premium.openWallet')}</a>
        </p>
      </section>
      {!noEnd && (
        <section class="card" aria-labelledby="buy-title">
          <h2 id="buy-title">{plan.effectivePlan === 'premium' ? t('premium.addDays', { days: p.days }) : t('premium.get')}</h2>
          {short && (
            <div class="notice">
              <p>{t('premium.short', { available: formatRupees(availablePaise), short: formatRupees(p.pricePaise - availablePaise) })}</p>
              <p>{tRich('premium.askAdmin', { contact: (chunks) => <a href="/contact">{chunks}</a> }, { username: p.user.username })}</p>
            </div>
          )}
          <form method="post" action="/premium" class="premium-buy">
            <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
            <p>
              {plan.effectivePlan === 'premium'
                ? t('premium.takenAfter', { price: formatRupees(p.pricePaise), date: day(plan.premiumUntil!), days: p.days })
                : t('premium.takenNow', { price: formatRupees(p.pricePaise), days: p.days })}
            </p>
            <button type="submit">{t('premium.pay', { price: formatRupees(p.pricePaise) })}</button>
          </form>
        </section>
      )}
      {purchases.length > 0 && (
        <section class="card" aria-labelledby="paid-title">
          <h2 id="paid-title">{t('premium.payments')}</h2>
          <table class="premium-paid">
            <thead>
              <tr>
                <th scope="col">{t('premium.col.paid')}</th>
                <th scope="col">{t('premium.col.amount')}</th>
                <th scope="col">{t('premium.col.until')}</th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((x) => (
                <tr>
                  <td data-label={t('premium.col.paid')}>{formatDateTime(x.createdAt)}</td>
                  <td data-label={t('premium.col.amount')}>{formatRupees(x.amountPaise)}</td>
                  <td data-label={t('premium.col.until')}>{day(x.premiumUntil)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
