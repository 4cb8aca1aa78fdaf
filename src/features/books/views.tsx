/** The books' overview page: this month's figures and the latest entries. */
import { formatDate } from '../../lib/dates.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { formatCount } from '../../lib/words.js';
import { BooksPage, Money, monthName as nameOfMonth, wholeRupees } from './layout.js';
import type { BooksLoadRow } from './loads/queries.js';
import { LoadTable } from './loads/views.js';
import type { PaymentRow } from './payments/queries.js';
import type { DashboardFigures } from './service.js';

export function DashboardPage({ user, flash, figures, loads, payments }: { user: SessionUser; flash?: Flash | null; figures: DashboardFigures; loads: BooksLoadRow[]; payments: PaymentRow[] }) {
  const month = nameOfMonth(figures.month, 'long');
  return (
    <BooksPage
      title={t('books.overview.title')}
      user={user}
      flash={flash}
      tab="/ledger"
      actions={
        <>
          <a class="button" href="/ledger/loads/new">
            {t('books.action.addLoad')}
          </a>{' '}
          <a class="button secondary" href="/ledger/payments/new">
            {t('books.action.recordPayment')}
          </a>
        </>
      }
    >
      <section class="stats" aria-label={t('books.overview.figuresFor', { month })}>
        <div class="stat" id="stat-month-loads">
          <b>{formatCount(figures.monthLoads)}</b>
          <span>{t('books.overview.monthLoads', { month })}</span>
        </div>
        <div class="stat" id="stat-month-freight">
          <b>{wholeRupees(figures.monthFreightPaise)}</b>
          <span>{t('books.overview.monthFreight', { month })}</span>
        </div>
        <div class="stat" id="stat-revenue">
          <b>{wholeRupees(figures.monthRevenuePaise)}</b>
          <span>{t('books.overview.monthReceived', { month })}</span>
        </div>
        <div class="stat" id="stat-receivables">
          <b>{wholeRupees(figures.receivablesPaise)}</b>
          <span>{t('books.overview.receivables')}</span>
        </div>
        <div class="stat" id="stat-payables">
          <b>{wholeRupees(figures.payablesPaise)}</b>
          <span>{t('books.overview.payables')}</span>
        </div>
        <div class="stat" id="stat-vehicles">
          <b>{formatCount(figures.activeVehicles)}</b>
          <span>{t('books.overview.activeVehicles')}</span>
        </div>
      </section>
      <p class="muted">{t('books.overview.note')}</p>
      <div class="two-col">
        <section>
          <h2>{t('books.overview.latestLoads')}</h2>
          {loads.length === 0 ? <p class="muted">{tRich('books.overview.noLoads', { add: (chunks) => <a href="/ledger/loads/new">{chunks}</a> })}</p> : <LoadTable rows={loads} compact />}
        </section>
        <section>
          <h2>{t('books.overview.latestPayments')}</h2>
          {payments.length === 0 ? (
            <p class="muted">{t('books.overview.noPayments')}</p>
          ) : (
            <ul class="plain-list">
              {payments.map((p) => (
                <li>
                  <a href={`/ledger/payments/${p.id}/edit`}>{formatDate(p.paidOn)}</a> · {p.direction === 'received' ? t('books.direction.received') : t('books.direction.paid')}{' '}
                  <Money paise={p.amountPaise} />
                  {p.shipperName ? <> · {p.shipperName}</> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </BooksPage>
  );
}
