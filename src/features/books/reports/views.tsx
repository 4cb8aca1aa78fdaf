/** The books' reports page: tables, charts and CSV links. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatRupees } from '../../../lib/money.js';
import { formatCount, formatTonnes } from '../../../lib/words.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { dateRangeLine, FilterSheet, filterLine } from '../../../views/filters.js';
import { BooksPage } from '../layout.js';
import { HorizontalBarChart, MonthlyChart } from './charts.js';
import type { RouteRow, TopShipperRow } from './queries.js';
import type { MonthRow } from './service.js';

const monthLabel = (ym: string) => new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${ym}-01T00:00:00Z`));
const rupeesOfPaise = (paise: number) => formatRupees(paise);

function csvHref(name: string, query: FormValues): string {
  const params = new URLSearchParams();
  for (const k of ['from', 'to']) if (query[k]) params.set(k, String(query[k]));
  const qs = params.toString();
  return `/ledger/reports/${name}.csv${qs ? `?${qs}` : ''}`;
}

export function ReportsPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; months: MonthRow[]; shippers: TopShipperRow[]; routes: RouteRow[] }) {
  const totals = p.months.reduce((a, m) => ({ loads: a.loads + m.loads, freight: a.freight + m.freightPaise, received: a.received + m.receivedPaise, paid: a.paid + m.paidPaise }), {
    loads: 0,
    freight: 0,
    received: 0,
    paid: 0,
  });
  return (
    <BooksPage title="Reports" user={p.user} flash={p.flash} tab="/ledger/reports">
      <section aria-labelledby="monthly-h">
        <div class="ledger-head">
          <h2 id="monthly-h">Last 12 months</h2>
          <a class="button small secondary" href="/ledger/reports/monthly.csv" download>
            Download CSV
          </a>
        </div>
        <MonthlyChart
          id="chart-monthly"
          title="Freight, received and paid out by month"
          months={p.months.map((m) => ({ label: monthLabel(m.month), freight: m.freightPaise, received: m.receivedPaise, paid: m.paidPaise }))}
          format={rupeesOfPaise}
        />
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone" id="table-monthly">
            <thead>
              <tr>
                <th>Month</th>
                <th class="num">Loads</th>
                <th class="num">Freight</th>
                <th class="num">Received</th>
                <th class="num">Paid out</th>
              </tr>
            </thead>
            <tbody>
              {p.months.map((m) => (
                <tr data-month={m.month}>
                  <td class="card-title">{monthLabel(m.month)}</td>
                  <td class="num" data-label="Loads">
                    {formatCount(m.loads)}
                  </td>
                  <td class="num" data-label="Freight">
                    {formatRupees(m.freightPaise)}
                  </td>
                  <td class="num" data-label="Received">
                    {formatRupees(m.receivedPaise)}
                  </td>
                  <td class="num" data-label="Paid out">
                    {formatRupees(m.paidPaise)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>Total</th>
                <th class="num" data-label="Loads">
                  {formatCount(totals.loads)}
                </th>
                <th class="num" data-label="Freight">
                  {formatRupees(totals.freight)}
                </th>
                <th class="num" data-label="Received">
                  {formatRupees(totals.received)}
                </th>
                <th class="num" data-label="Paid out">
                  {formatRupees(totals.paid)}
                </th>
              </tr>
            </tfoot>
          </table>
        </div>
        <p class="muted">Loads and freight by pickup month (cancelled loads left out); money by payment date.</p>
      </section>

      <h2>Clients and routes</h2>
      <FilterSheet
        action="/ledger/reports"
        summary={filterLine([dateRangeLine(p.query.from, p.query.to, 'Pickup')], 'All time')}
        open={Boolean(p.errors)}
        submitLabel="Show"
        clearHref="/ledger/reports"
      >
        <Field name="from" label="Pickup from" type="date" values={p.query} errors={p.errors} />
        <Field name="to" label="Pickup to" type="date" values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the period.' : null} />

      <section aria-labelledby="shippers-h">
        <div class="ledger-head">
          <h2 id="shippers-h">Top clients</h2>
          <a class="button small secondary" href={csvHref('top-shippers', p.query)} download>
            Download CSV
          </a>
        </div>
        <HorizontalBarChart id="chart-shippers" title="Freight by client" bars={p.shippers.slice(0, 10).map((s) => ({ label: s.name, value: s.freightPaise }))} format={rupeesOfPaise} />
        {p.shippers.length === 0 ? (
          <p class="muted">No loads with a client in this period.</p>
        ) : (
          <div class="table-wrap">
            <table class="ledger-table stack-on-phone" id="table-shippers">
              <thead>
                <tr>
                  <th>Client</th>
                  <th class="num">Loads</th>
                  <th class="num">Freight</th>
                  <th class="num">Outstanding (all time)</th>
                </tr>
              </thead>
              <tbody>
                {p.shippers.map((s) => (
                  <tr>
                    <td class="card-title">
                      <a href={`/ledger/shippers/${s.shipperId}`}>{s.name}</a>
                    </td>
                    <td class="num" data-label="Loads">
                      {formatCount(s.loads)}
                    </td>
                    <td class="num" data-label="Freight">
                      {formatRupees(s.freightPaise)}
                    </td>
                    <td class="num" data-label="Outstanding">
                      {formatRupees(s.outstandingPaise)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="routes-h">
        <div class="ledger-head">
          <h2 id="routes-h">Routes</h2>
          <a class="button small secondary" href={csvHref('routes', p.query)} download>
            Download CSV
          </a>
        </div>
        <HorizontalBarChart
          id="chart-routes"
          title="Freight by route"
          bars={p.routes.slice(0, 10).map((r) => ({ label: `${r.origin} → ${r.destination}`, value: r.freightPaise }))}
          format={rupeesOfPaise}
        />
        {p.routes.length === 0 ? (
          <p class="muted">No loads in this period.</p>
        ) : (
          <div class="table-wrap">
            <table class="ledger-table stack-on-phone" id="table-routes">
              <thead>
                <tr>
                  <th>Route</th>
                  <th class="num">Loads</th>
                  <th class="num">Tonnes</th>
                  <th class="num">Freight</th>
                  <th class="num">Average rate per tonne</th>
                </tr>
              </thead>
              <tbody>
                {p.routes.map((r) => (
                  <tr>
                    <td class="card-title">
                      {r.origin} → {r.destination}
                    </td>
                    <td class="num" data-label="Loads">
                      {formatCount(r.loads)}
                    </td>
                    <td class="num" data-label="Weight">
                      {formatTonnes(r.tonnes)}
                    </td>
                    <td class="num" data-label="Freight">
                      {formatRupees(r.freightPaise)}
                    </td>
                    <td class="num" data-label="Per tonne">
                      {formatRupees(r.ratePerTonnePaise)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p class="muted">Average rate per tonne: freight divided by the tonnes of the loads that have a freight.</p>
      </section>
    </BooksPage>
  );
}
