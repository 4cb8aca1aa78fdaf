/** The books' reports page: tables, charts and CSV links. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { t } from '../../../lib/i18n/index.js';
import { formatCount, formatTonnes } from '../../../lib/words.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { FilterSheet, filterLine } from '../../../views/filters.js';
import { BooksPage, bookDateRange, monthName, routeText, wholeRupees } from '../layout.js';
import { HorizontalBarChart, MonthlyChart } from './charts.js';
import type { RouteRow, TopShipperRow } from './queries.js';
import type { MonthRow } from './service.js';

const monthLabel = (ym: string) => monthName(ym, 'short');
const rupeesOfPaise = (paise: number) => wholeRupees(paise);

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
    <BooksPage title={t('books.reports.title')} user={p.user} flash={p.flash} tab="/ledger/reports">
      <section aria-labelledby="monthly-h">
        <div class="ledger-head">
          <h2 id="monthly-h">{t('books.reports.last12')}</h2>
          <a class="button small secondary" href="/ledger/reports/monthly.csv" download>
            {t('books.reports.downloadCsv')}
          </a>
        </div>
        <MonthlyChart
          id="chart-monthly"
          title={t('books.reports.monthlyChart')}
          months={p.months.map((m) => ({ label: monthLabel(m.month), freight: m.freightPaise, received: m.receivedPaise, paid: m.paidPaise }))}
          format={rupeesOfPaise}
        />
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone" id="table-monthly">
            <thead>
              <tr>
                <th>{t('books.col.month')}</th>
                <th class="num">{t('books.col.loads')}</th>
                <th class="num">{t('books.col.freight')}</th>
                <th class="num">{t('books.col.received')}</th>
                <th class="num">{t('books.col.paidOut')}</th>
              </tr>
            </thead>
            <tbody>
              {p.months.map((m) => (
                <tr data-month={m.month}>
                  <td class="card-title">{monthLabel(m.month)}</td>
                  <td class="num" data-label={t('books.col.loads')}>
                    {formatCount(m.loads)}
                  </td>
                  <td class="num" data-label={t('books.col.freight')}>
                    {wholeRupees(m.freightPaise)}
                  </td>
                  <td class="num" data-label={t('books.col.received')}>
                    {wholeRupees(m.receivedPaise)}
                  </td>
                  <td class="num" data-label={t('books.col.paidOut')}>
                    {wholeRupees(m.paidPaise)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('books.reports.total')}</th>
                <th class="num" data-label={t('books.col.loads')}>
                  {formatCount(totals.loads)}
                </th>
                <th class="num" data-label={t('books.col.freight')}>
                  {wholeRupees(totals.freight)}
                </th>
                <th class="num" data-label={t('books.col.received')}>
                  {wholeRupees(totals.received)}
                </th>
                <th class="num" data-label={t('books.col.paidOut')}>
                  {wholeRupees(totals.paid)}
                </th>
              </tr>
            </tfoot>
          </table>
        </div>
        <p class="muted">{t('books.reports.monthlyNote')}</p>
      </section>

      <h2>{t('books.reports.clientsAndRoutes')}</h2>
      <FilterSheet
        label={t('books.filters')}
        action="/ledger/reports"
        summary={filterLine([bookDateRange(p.query.from, p.query.to, 'pickup')], t('books.reports.allTime'))}
        open={Boolean(p.errors)}
        submitLabel={t('books.show')}
        clearHref="/ledger/reports"
      >
        <Field name="from" label={t('books.field.pickupFrom')} type="date" values={p.query} errors={p.errors} />
        <Field name="to" label={t('books.field.pickupTo')} type="date" values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? t('books.reports.fixPeriod') : null} />

      <section aria-labelledby="shippers-h">
        <div class="ledger-head">
          <h2 id="shippers-h">{t('books.reports.topClients')}</h2>
          <a class="button small secondary" href={csvHref('top-shippers', p.query)} download>
            {t('books.reports.downloadCsv')}
          </a>
        </div>
        <HorizontalBarChart id="chart-shippers" title={t('books.reports.byClient')} bars={p.shippers.slice(0, 10).map((s) => ({ label: s.name, value: s.freightPaise }))} format={rupeesOfPaise} />
        {p.shippers.length === 0 ? (
          <p class="muted">{t('books.reports.noClientLoads')}</p>
        ) : (
          <div class="table-wrap">
            <table class="ledger-table stack-on-phone" id="table-shippers">
              <thead>
                <tr>
                  <th>{t('books.col.client')}</th>
                  <th class="num">{t('books.col.loads')}</th>
                  <th class="num">{t('books.col.freight')}</th>
                  <th class="num">{t('books.reports.outstandingAllTime')}</th>
                </tr>
              </thead>
              <tbody>
                {p.shippers.map((s) => (
                  <tr>
                    <td class="card-title">
                      <a href={`/ledger/shippers/${s.shipperId}`}>{s.name}</a>
                    </td>
                    <td class="num" data-label={t('books.col.loads')}>
                      {formatCount(s.loads)}
                    </td>
                    <td class="num" data-label={t('books.col.freight')}>
                      {wholeRupees(s.freightPaise)}
                    </td>
                    <td class="num" data-label={t('books.col.outstanding')}>
                      {wholeRupees(s.outstandingPaise)}
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
          <h2 id="routes-h">{t('books.reports.routes')}</h2>
          <a class="button small secondary" href={csvHref('routes', p.query)} download>
            {t('books.reports.downloadCsv')}
          </a>
        </div>
        <HorizontalBarChart
          id="chart-routes"
          title={t('books.reports.byRoute')}
          bars={p.routes.slice(0, 10).map((r) => ({ label: routeText(r.origin, r.destination), value: r.freightPaise }))}
          format={rupeesOfPaise}
        />
        {p.routes.length === 0 ? (
          <p class="muted">{t('books.reports.noLoads')}</p>
        ) : (
          <div class="table-wrap">
            <table class="ledger-table stack-on-phone" id="table-routes">
              <thead>
                <tr>
                  <th>{t('books.col.route')}</th>
                  <th class="num">{t('books.col.loads')}</th>
                  <th class="num">{t('books.col.tonnes')}</th>
                  <th class="num">{t('books.col.freight')}</th>
                  <th class="num">{t('books.reports.avgRate')}</th>
                </tr>
              </thead>
              <tbody>
                {p.routes.map((r) => (
                  <tr>
                    <td class="card-title">{routeText(r.origin, r.destination)}</td>
                    <td class="num" data-label={t('books.col.loads')}>
                      {formatCount(r.loads)}
                    </td>
                    <td class="num" data-label={t('books.col.weight')}>
                      {formatTonnes(r.tonnes)}
                    </td>
                    <td class="num" data-label={t('books.col.freight')}>
                      {wholeRupees(r.freightPaise)}
                    </td>
                    <td class="num" data-label={t('books.col.perTonne')}>
                      {wholeRupees(r.ratePerTonnePaise)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p class="muted">{t('books.reports.avgRateNote')}</p>
      </section>
    </BooksPage>
  );
}
