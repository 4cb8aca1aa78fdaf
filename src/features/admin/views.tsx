/** Pages of the admin: dashboard with the broadcast form, users, all loads, deleted records, metrics. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { kolkataDate, formatDate, formatDateTime, formatDayMonth } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { cityName, formatCount, formatTonnes, planName, roleName, statusName, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { chosenLabel, FilteredResults, FilterError, FilterSheet, filterLine } from '../../views/filters.js';
import { CsvLink } from '../../views/csv-link.js';
import { Layout } from '../../views/layout.js';
import type { PageInfo } from '../../views/pagination.js';
import { BarChart, type ChartPoint } from './charts.js';
import type { AdminLoadRow, AdminUserRow, listRecentAnnouncements } from './queries.js';
import type { PlatformFigures, PlatformMetrics } from './service.js';
import { canDeleteLoad } from './policy.js';
import { loadPath } from '../../views/paths.js';

const ROLES = ['driver', 'shipper', 'broker', 'admin'] as const;
const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'] as const;
/** Built when a page is drawn, so its words are in the reader's language. */
const ROLE_OPTIONS = (): Array<[string, string]> => [['', t('admin.any.role')], ...ROLES.map((r): [string, string] => [r, roleName(r)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const USER_STATUS_OPTIONS = (): Array<[string, string]> => [['', t('admin.any.status')], ...(['active', 'suspended'] as const).map((st): [string, string] => [st, statusName('user', st)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const LOAD_STATUS_OPTIONS = (): Array<[string, string]> => [['', t('admin.any.status')], ...LOAD_STATUSES.map((st): [string, string] => [st, statusName('load', st)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const DELETED_OPTIONS = (): Array<[string, string]> => [
  ['include', t('admin.deleted.include')],
  ['exclude', t('admin.deleted.exclude')],
  ['only', t('admin.deleted.only')],
];

/** The search text of a filter line, quoted: “ravi”. */
function typed(q: unknown): string | null {
  const text = typeof q === 'string' ? q.trim() : '';
  return text ? `“${text}”` : null;
}

/** Built when a page is drawn, so its words are in the reader's language. */
const AUDIENCE_OPTIONS = (): Array<[string, string]> => [['', t('admin.audience.everyone')], ...ROLES.map((r): [string, string] => [r, t('admin.audience.roleOnly', { role: roleName(r, 'plural') })])];

function Stat({ value, label, id }: { value: string | number; label: string; id?: string }) {
  return (
    <div class="stat" id={id}>
      <b>{typeof value === 'number' ? formatCount(value) : value}</b>
      <span>{label}</span>
    </div>
  );
}

/** A total of the platform's money in whole rupees: paise mean nothing at this scale (the JSON keeps them). */
function wholeRupees(paise: number): string {
  return formatRupees(Math.round(paise / 100) * 100);
}

/** The platform's figures (platform loads only; each defined once in queries.ts), the same on the dashboard and the metrics page. */
function FigureStats({ figures }: { figures: PlatformFigures }) {
  return (
    <>
      <div class="stats">
        <Stat id="stat-users" value={figures.users.total} label={t('admin.stat.users', { n: formatCount(figures.users.suspended) })} />
        <Stat id="stat-open-loads" value={figures.loads.byStatus.open} label={t('admin.stat.openLoads')} />
        <Stat id="stat-moving-loads" value={figures.loads.byStatus.assigned + figures.loads.byStatus.in_transit} label={t('admin.stat.movingLoads')} />
        <Stat id="stat-bids" value={figures.bids.total} label={t('admin.stat.bids', { n: formatCount(figures.bids.byStatus.pending + figures.bids.byStatus.countered) })} />
        <Stat id="stat-gmv" value={wholeRupees(figures.gmvPaise)} label={t('admin.stat.gmv', { n: figures.trips })} />
        <Stat id="stat-delivered" value={wholeRupees(figures.delivered.freightPaise)} label={t('admin.stat.delivered', { n: figures.delivered.trips })} />
        <Stat id="stat-escrow" value={wholeRupees(figures.escrowHeldPaise)} label={t('admin.stat.escrow')} />
        <Stat id="stat-fees" value={wholeRupees(figures.feesPaise)} label={t('admin.stat.fees')} />
      </div>
      <p class="muted figures-note">{t('admin.figures.note')}</p>
    </>
  );
}

export type Announcement = Awaited<ReturnType<typeof listRecentAnnouncements>>[number];

export interface BroadcastForm {
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function AdminHomePage({
  user,
  flash,
  figures,
  announcements,
  broadcast,
}: {
  user: SessionUser;
  flash?: Flash | null;
  figures: PlatformFigures;
  announcements: Announcement[];
  broadcast?: BroadcastForm;
}) {
  return (
    <Layout title={t('admin.home.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin">
      <h1>{t('admin.home.heading')}</h1>
      <FigureStats figures={figures} />
      <div class="two-col">
        <section>
          <section class="card">
            <h2>{t('admin.home.waiting')}</h2>
            <ul>
              <li>{tRich('admin.home.payouts', { a: (c) => <a href="/escrow/admin/payouts">{c}</a> }, { n: figures.pending.payoutRequests })}</li>
              <li>{tRich('admin.home.disputes', { a: (c) => <a href="/escrow/admin/disputes">{c}</a> }, { n: figures.pending.openDisputes })}</li>
              <li>
                <a href="/admin/users?status=suspended">{t('admin.home.suspendedUsers', { n: figures.users.suspended })}</a> ·{' '}
                <a href="/admin/loads?deleted=only">{t('admin.home.deletedLoads', { n: figures.loads.deleted })}</a>
              </li>
            </ul>
            <p>
              <a href="/admin/users">{t('admin.home.manageUsers')}</a> · <a href="/admin/loads">{t('admin.home.allLoads')}</a> · <a href="/admin/metrics">{t('admin.home.metrics')}</a> ·{' '}
              <a href="/audit-logs">{t('admin.home.auditLog')}</a>
            </p>
          </section>
          <section class="card">
            <h2>{t('admin.home.recent')}</h2>
            {announcements.length === 0 ? (
              <p class="muted">{t('admin.home.noAnnouncement')}</p>
            ) : (
              <ul class="announcements">
                {announcements.map((a) => (
                  <li>
                    <b>{a.title}</b> <span class="pill">{a.role ? roleName(a.role, 'plural') : t('admin.audience.everyone')}</span>
                    <br />
                    <span class="muted">
                      <TimeAgo at={a.createdAt} /> · {t('admin.home.by', { name: a.adminName })}
                    </span>
                    <p>{a.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </section>
        <form method="post" action="/admin/broadcast" class="card stacked" id="broadcast" novalidate>
          <h2>{t('admin.broadcast.heading')}</h2>
          <p class="muted">{t('admin.broadcast.intro')}</p>
          <ErrorSummary errors={broadcast?.errors} message={broadcast?.message} />
          <Field name="role" label={t('admin.field.audience')} options={AUDIENCE_OPTIONS()} values={broadcast?.values} errors={broadcast?.errors} />
          <Field name="title" label={t('admin.field.title')} values={broadcast?.values} errors={broadcast?.errors} required maxlength={120} />
          <Field name="body" label={t('admin.field.message')} values={broadcast?.values} errors={broadcast?.errors} required multiline maxlength={2000} />
          <button type="submit">{t('admin.broadcast.submit')}</button>
        </form>
      </div>
    </Layout>
  );
}

/** Props of an admin list page: the filters as typed, the page of rows (null info while the filters are invalid), and where row actions return. */
interface FilteredListProps<Row> {
  user: SessionUser;
  flash?: Flash | null;
  query: FormValues;
  rows: Row[];
  info: PageInfo | null;
  errors?: FormErrors | null;
  returnTo: string;
}

export function AdminUsersPage({ user, flash, query, rows, info, errors, returnTo }: FilteredListProps<AdminUserRow>) {
  return (
    <Layout title={t('admin.users.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/users">
      <h1>{t('admin.users.title')}</h1>
      <FilterSheet
        action="/admin/users"
        summary={filterLine([typed(query.q), chosenLabel(ROLE_OPTIONS(), query.role), chosenLabel(USER_STATUS_OPTIONS(), query.status)], t('admin.users.all'))}
        open={Boolean(errors)}
        submitLabel={t('admin.users.show')}
        clearHref="/admin/users"
        label={t('admin.filters')}
      >
        <Field name="q" label={t('admin.field.userSearch')} values={query} errors={errors} type="search" maxlength={100} />
        <Field name="role" label={t('admin.field.role')} options={ROLE_OPTIONS()} values={query} errors={errors} />
        <Field name="status" label={t('admin.field.status')} options={USER_STATUS_OPTIONS()} values={query} errors={errors} />
      </FilterSheet>
      <FilterError errors={errors} />
      {info && <CsvLink href="/admin/users.csv" query={query} fields={['q', 'role', 'status']} />}
      <FilteredResults info={info} count={rows.length} empty={t('admin.users.empty')} baseUrl="/admin/users" query={query}>
        <table class="admin-users stack-on-phone">
          <thead>
            <tr>
              <th>{t('admin.col.user')}</th>
              <th>{t('admin.field.role')}</th>
              <th>{t('admin.field.status')}</th>
              <th>{t('admin.field.plan')}</th>
              <th>{t('admin.col.verified')}</th>
              <th>{t('admin.col.joined')}</th>
              <th>{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr id={`user-${u.id}`}>
                <td>
                  <b>{u.name}</b>
                  <br />
                  <span class="muted">@{u.username}</span>
                  {u.phone && (
                    <>
                      <br />
                      <span class="muted">{u.phone}</span>
                    </>
                  )}
                  {(u.companyName || u.city) && (
                    <>
                      <br />
                      <span class="muted">{[u.companyName, u.city ? cityName(u.city) : null].filter(Boolean).join(', ')}</span>
                    </>
                  )}
                </td>
                <td data-label={t('admin.field.role')}>{roleName(u.role)}</td>
                <td data-label={t('admin.field.status')}>
                  <StatusBadge family="user" status={u.status} />
                </td>
                <td data-label={t('admin.field.plan')}>{planName(u.plan)}</td>
                <td data-label={t('admin.col.verified')}>{u.verifiedAt ? formatDate(kolkataDate(u.verifiedAt)) : t('admin.no')}</td>
                <td data-label={t('admin.col.joined')}>
                  <TimeAgo at={u.createdAt} />
                </td>
                <td class="actions">
                  {u.id === user.id ? (
                    <span class="muted">{t('admin.users.you')}</span>
                  ) : u.status === 'active' ? (
                    <ActionButton
                      action={`/admin/users/${u.id}/suspend`}
                      label={t('admin.users.suspend')}
                      kind="danger"
                      confirm={t('admin.users.suspendConfirm', { name: u.name })}
                      fields={{ return_to: returnTo }}
                    />
                  ) : (
                    <ActionButton action={`/admin/users/${u.id}/unsuspend`} label={t('admin.users.unsuspend')} fields={{ return_to: returnTo }} />
                  )}{' '}
                  {!u.verifiedAt && <ActionButton action={`/admin/users/${u.id}/verify`} label={t('admin.users.verify')} fields={{ return_to: returnTo }} />}{' '}
                  <ActionButton
                    action={`/admin/users/${u.id}/plan`}
                    label={u.plan === 'premium' ? t('admin.users.toFree') : t('admin.users.toPremium')}
                    fields={{ plan: u.plan === 'premium' ? 'free' : 'premium', return_to: returnTo }}
                  />{' '}
                  <a href={`/audit-logs?table=users&record_id=${u.id}`}>{t('admin.history')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </FilteredResults>
    </Layout>
  );
}

export function AdminLoadsPage({ user, flash, query, rows, info, errors, returnTo }: FilteredListProps<AdminLoadRow>) {
  return (
    <Layout title={t('admin.loads.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/loads">
      <h1>{t('admin.loads.title')}</h1>
      <p class="muted">{tRich('admin.loads.intro', { a: (c) => <a href="/ledger/admin/deleted">{c}</a> })}</p>
      <FilterSheet
        action="/admin/loads"
        summary={filterLine(
          [typed(query.q), chosenLabel(LOAD_STATUS_OPTIONS(), query.status), query.deleted === 'include' ? null : chosenLabel(DELETED_OPTIONS(), query.deleted)],
          t('admin.loads.title'),
        )}
        open={Boolean(errors)}
        submitLabel={t('admin.loads.show')}
        clearHref="/admin/loads"
        label={t('admin.filters')}
      >
        <Field name="q" label={t('admin.field.cityOrOwner')} values={query} errors={errors} type="search" maxlength={100} />
        <Field name="status" label={t('admin.field.status')} options={LOAD_STATUS_OPTIONS()} values={query} errors={errors} />
        <Field name="deleted" label={t('admin.field.deleted')} options={DELETED_OPTIONS()} values={query} errors={errors} />
      </FilterSheet>
      <FilterError errors={errors} />
      {info && <CsvLink href="/admin/loads.csv" query={query} fields={['q', 'status', 'deleted']} />}
      <FilteredResults info={info} count={rows.length} empty={t('admin.loads.empty')} baseUrl="/admin/loads" query={query}>
        <table class="admin-loads stack-on-phone">
          <thead>
            <tr>
              <th>{t('admin.col.route')}</th>
              <th>{t('admin.col.pickup')}</th>
              <th>{t('admin.col.owner')}</th>
              <th>{t('admin.field.status')}</th>
              <th>{t('admin.col.price')}</th>
              <th>{t('admin.col.posted')}</th>
              <th>{t('admin.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr id={`load-${l.id}`} class={l.deletedAt ? 'deleted' : undefined}>
                <td>
                  {l.deletedAt ? (
                    <span class="route">
                      {cityName(l.origin)} → {cityName(l.destination)}
                    </span>
                  ) : (
                    <a class="route" href={loadPath(l.id)}>
                      {cityName(l.origin)} → {cityName(l.destination)}
                    </a>
                  )}
                  <br />
                  <span class="muted">
                    {truckTypeName(l.truckType, 'short')} · {formatTonnes(l.weightTonnes)}
                  </span>
                </td>
                <td data-label={t('admin.col.pickup')}>{formatDate(l.pickupDate)}</td>
                <td data-label={t('admin.col.owner')}>
                  {l.ownerName}
                  <br />
                  <span class="muted">@{l.ownerUsername}</span>
                </td>
                <td data-label={t('admin.field.status')}>
                  <StatusBadge family="load" status={l.status} /> {l.paymentStatus !== 'unpaid' && <StatusBadge family="payment" status={l.paymentStatus} />}{' '}
                  {l.deletedAt && <span class="pill deleted">{t('admin.loads.deletedAt', { at: formatDateTime(l.deletedAt) })}</span>}
                  {l.hiddenBySuspension && <span class="pill suspended">{t('admin.loads.offBoard')}</span>}
                </td>
                <td data-label={t('admin.col.price')}>{formatRupees(l.pricePaise)}</td>
                <td data-label={t('admin.col.posted')}>
                  <TimeAgo at={l.createdAt} />
                </td>
                <td class="actions">
                  {l.deletedAt ? (
                    <ActionButton action={`/admin/loads/${l.id}/restore`} label={t('admin.loads.restore')} fields={{ return_to: returnTo }} />
                  ) : canDeleteLoad(l) ? (
                    <ActionButton action={`/admin/loads/${l.id}/delete`} label={t('admin.loads.delete')} kind="danger" confirm={t('admin.loads.deleteConfirm')} fields={{ return_to: returnTo }} />
                  ) : null}{' '}
                  <a href={`/audit-logs?table=loads&record_id=${l.id}`}>{t('admin.history')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </FilteredResults>
    </Layout>
  );
}

function CountTable({ caption, counts, name }: { caption: string; counts: Record<string, number>; name: (code: string) => string }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <table class="counts">
      <caption>{caption}</caption>
      <tbody>
        {Object.entries(counts).map(([k, n]) => (
          <tr>
            <th scope="row">{name(k)}</th>
            <td class="num">{formatCount(n)}</td>
          </tr>
        ))}
        <tr class="total">
          <th scope="row">{t('admin.metrics.total')}</th>
          <td class="num">{formatCount(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Trips by status with their agreed freight, and the trips booked (cancelled left out): the gross freight value. */
function TripTable({ figures }: { figures: PlatformFigures }) {
  return (
    <table class="counts" id="trips-by-status">
      <caption>{t('admin.metrics.tripsByStatus')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.field.status')}</th>
          <th scope="col" class="num">
            {t('admin.col.trips')}
          </th>
          <th scope="col" class="num">
            {t('admin.col.agreedFreight')}
          </th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(figures.tripsByStatus).map(([st, v]) => (
          <tr data-status={st}>
            <th scope="row">{statusName('trip', st)}</th>
            <td class="num">{formatCount(v.n)}</td>
            <td class="num">{wholeRupees(v.agreedPaise)}</td>
          </tr>
        ))}
        <tr class="total">
          <th scope="row">{t('admin.metrics.booked')}</th>
          <td class="num">{formatCount(figures.trips)}</td>
          <td class="num">{wholeRupees(figures.gmvPaise)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** One bar per key of a count table (every role, every load status), in the table's order. */
function snapshot(counts: Record<string, number>, name: (code: string) => string): ChartPoint[] {
  return Object.entries(counts).map(([k, n]) => ({ label: name(k), value: n }));
}

function bucketLabel(bucket: string): string {
  return formatDayMonth(bucket);
}

export function AdminMetricsPage({ user, flash, metrics }: { user: SessionUser; flash?: Flash | null; metrics: PlatformMetrics }) {
  const { figures, series, unit } = metrics;
  const points = (pick: (r: (typeof series)[number]) => number): ChartPoint[] =>
    series.map((r) => ({ label: bucketLabel(r.bucket), name: unit === 'week' ? t('admin.metrics.weekOf', { date: bucketLabel(r.bucket) }) : bucketLabel(r.bucket), value: pick(r) }));
  const count = (n: number) => formatCount(n);
  const roles = (r: string) => roleName(r, 'plural');
  const loadStatus = (st: string) => statusName('load', st);
  const bidStatus = (st: string) => statusName('bid', st);
  return (
    <Layout title={t('admin.metrics.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/metrics">
      <h1>{t('admin.metrics.heading')}</h1>
      <FigureStats figures={figures} />
      <div class="charts">
        <BarChart id="chart-users-by-role" title={t('admin.metrics.usersByRole')} points={snapshot(figures.users.byRole, roles)} format={count} />
        <BarChart id="chart-loads-by-status" title={t('admin.metrics.loadsByStatus')} points={snapshot(figures.loads.byStatus, loadStatus)} format={count} />
      </div>
      <div class="cards">
        <CountTable caption={t('admin.metrics.usersByRole')} counts={figures.users.byRole} name={roles} />
        <CountTable caption={t('admin.metrics.loadsByStatus')} counts={figures.loads.byStatus} name={loadStatus} />
        <CountTable caption={t('admin.metrics.bidsByStatus')} counts={figures.bids.byStatus} name={bidStatus} />
        <TripTable figures={figures} />
      </div>
      <h2>{t('admin.metrics.overTime')}</h2>
      <nav class="tabs" aria-label={t('admin.field.range')}>
        <a href="/admin/metrics?range=12w" aria-current={metrics.range === '12w' ? 'page' : undefined}>
          {t('admin.metrics.last12w')}
        </a>
        <a href="/admin/metrics?range=30d" aria-current={metrics.range === '30d' ? 'page' : undefined}>
          {t('admin.metrics.last30d')}
        </a>
      </nav>
      <p class="muted">{unit === 'week' ? t('admin.metrics.perWeek') : t('admin.metrics.perDay')}</p>
      <div class="charts">
        <BarChart id="chart-users" title={t('admin.metrics.newUsers')} points={points((r) => r.users)} format={count} timeline />
        <BarChart id="chart-loads" title={t('admin.metrics.loadsPosted')} points={points((r) => r.loads)} format={count} timeline />
        <BarChart id="chart-bids" title={t('admin.metrics.bidsPlaced')} points={points((r) => r.bids)} format={count} timeline />
        <BarChart id="chart-gmv" title={t('admin.metrics.gmv')} points={points((r) => r.gmvPaise)} format={wholeRupees} timeline />
        <BarChart id="chart-fees" title={t('admin.metrics.fees')} points={points((r) => r.feesPaise)} format={wholeRupees} timeline />
        <BarChart
          id="chart-escrow"
          title={unit === 'week' ? t('admin.metrics.escrowWeek') : t('admin.metrics.escrowDay')}
          points={points((r) => r.escrowHeldPaise)}
          format={wholeRupees}
          measure="level"
          timeline
        />
      </div>
      <div class="table-wrap">
        <table class="series">
          <caption>{t('admin.metrics.caption')}</caption>
          <thead>
            <tr>
              <th>{unit === 'week' ? t('admin.metrics.weekFrom') : t('admin.metrics.day')}</th>
              <th class="num">{t('admin.metrics.newUsers')}</th>
              <th class="num">{t('admin.metrics.loadsPosted')}</th>
              <th class="num">{t('admin.metrics.bidsPlaced')}</th>
              <th class="num">{t('admin.metrics.gmv')}</th>
              <th class="num">{t('admin.metrics.fees')}</th>
              <th class="num">{t('admin.metrics.escrowEnd')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((r) => (
              <tr data-bucket={r.bucket}>
                <td>{formatDate(r.bucket)}</td>
                <td class="num">{formatCount(r.users)}</td>
                <td class="num">{formatCount(r.loads)}</td>
                <td class="num">{formatCount(r.bids)}</td>
                <td class="num">{wholeRupees(r.gmvPaise)}</td>
                <td class="num">{wholeRupees(r.feesPaise)}</td>
                <td class="num">{wholeRupees(r.escrowHeldPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}
