/** The books' overview page: this month's figures and the latest entries. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { formatCount } from '../../lib/words.js';
import { BooksPage, Money } from './layout.js';
import type { BooksLoadRow } from './loads/queries.js';
import { LoadTable } from './loads/views.js';
import type { PaymentRow } from './payments/queries.js';
import type { DashboardFigures } from './service.js';

export function DashboardPage({ user, flash, figures, loads, payments }: { user: SessionUser; flash?: Flash | null; figures: DashboardFigures; loads: BooksLoadRow[]; payments: PaymentRow[] }) {
  const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${figures.month}-01T00:00:00Z`));
  return (
    <BooksPage
      title="Books"
      user={user}
      flash={flash}
      tab="/ledger"
      actions={
        <>
          <a class="button" href="/ledger/loads/new">
            Add load
          </a>{' '}
          <a class="button secondary" href="/ledger/payments/new">
            Record payment
          </a>
        </>
      }
    >
      <section class="stats" aria-label={`Figures for ${monthName}`}>
        <div class="stat" id="stat-month-loads">
          <b>{formatCount(figures.monthLoads)}</b>
          <span>Loads in {monthName}</span>
        </div>
        <div class="stat" id="stat-month-freight">
          <b>{formatRupees(figures.monthFreightPaise)}</b>
          <span>Freight in {monthName}</span>
        </div>
        <div class="stat" id="stat-revenue">
          <b>{formatRupees(figures.monthRevenuePaise)}</b>
          <span>Received in {monthName}</span>
        </div>
        <div class="stat" id="stat-receivables">
          <b>{formatRupees(figures.receivablesPaise)}</b>
          <span>Receivables (delivered, not yet paid)</span>
        </div>
        <div class="stat" id="stat-vehicles">
          <b>{formatCount(figures.activeVehicles)}</b>
          <span>Active vehicles</span>
        </div>
      </section>
      <p class="muted">
        Loads count by pickup date, cancelled loads left out. Receivables are the freight of every delivered load minus all money received; a negative figure means clients paid in advance.
      </p>
      <div class="two-col">
        <section>
          <h2>Latest loads</h2>
          {loads.length === 0 ? (
            <p class="muted">
              No loads yet. <a href="/ledger/loads/new">Add the first one</a>.
            </p>
          ) : (
            <LoadTable rows={loads} compact />
          )}
        </section>
        <section>
          <h2>Latest payments</h2>
          {payments.length === 0 ? (
            <p class="muted">No payments yet.</p>
          ) : (
            <ul class="plain-list">
              {payments.map((p) => (
                <li>
                  <a href={`/ledger/payments/${p.id}/edit`}>{formatDate(p.paidOn)}</a> · {p.direction === 'received' ? 'Received' : 'Paid'} <Money paise={p.amountPaise} />
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
