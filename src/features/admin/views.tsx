/** Pages of the admin: dashboard with the broadcast form, users, all loads, deleted records, metrics. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime, kolkataDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { countOf, formatCount, formatTonnes, planName, roleName, statusName, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { chosenLabel, FilteredResults, FilterError, FilterSheet, filterLine } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import type { PageInfo } from '../../views/pagination.js';
import { BarChart, type ChartPoint } from './charts.js';
import type { AdminLoadRow, AdminUserRow, listRecentAnnouncements } from './queries.js';
import type { PlatformFigures, PlatformMetrics } from './service.js';
import { canDeleteLoad } from './policy.js';
import { loadPath } from '../../views/paths.js';

const ROLES = ['driver', 'shipper', 'broker', 'admin'] as const;
const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
/** Built when a page is drawn, so its words are in the reader's language. */
const ROLE_OPTIONS = (): Array<[string, string]> => [['', 'Any role'], ...ROLES.map((r): [string, string] => [r, roleName(r)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const USER_STATUS_OPTIONS = (): Array<[string, string]> => [['', 'Any status'], ...(['active', 'suspended'] as const).map((st): [string, string] => [st, statusName('user', st)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const LOAD_STATUS_OPTIONS = (): Array<[string, string]> => [['', 'Any status'], ...LOAD_STATUSES.map((st): [string, string] => [st, statusName('load', st)])];
/** Built when a page is drawn, so its words are in the reader's language. */
const DELETED_OPTIONS = (): Array<[string, string]> => [
  ['include', 'Live and deleted'],
  ['exclude', 'Live only'],
  ['only', 'Deleted only'],
];

/** The search text of a filter line, quoted: “ravi”. */
function typed(q: unknown): string | null {
  const text = typeof q === 'string' ? q.trim() : '';
  return text ? `“${text}”` : null;
}

/** Built when a page is drawn, so its words are in the reader's language. */
const AUDIENCE_OPTIONS = (): Array<[string, string]> => [['', 'Everyone'], ...ROLES.map((r): [string, string] => [r, `${roleName(r, 'plural')} only`])];

function Stat({ value, label, id }: { value: string | number; label: string; id?: string }) {
  return (
    <div class="stat" id={id}>
      <b>{typeof value === 'number' ? formatCount(value) : value}</b>
      <span>{label}</span>
    </div>
  );
}

function FigureStats({ figures }: { figures: PlatformFigures }) {
  return (
    <div class="stats">
      <Stat id="stat-users" value={figures.users.total} label={`users (${formatCount(figures.users.suspended)} suspended)`} />
      <Stat id="stat-open-loads" value={figures.loads.byStatus.open} label="open loads" />
      <Stat id="stat-moving-loads" value={figures.loads.byStatus.assigned + figures.loads.byStatus.in_transit} label="loads assigned or in transit" />
      <Stat id="stat-bids" value={figures.bids.total} label={`bids (${formatCount(figures.bids.byStatus.pending + figures.bids.byStatus.countered)} live)`} />
      <Stat id="stat-gmv" value={formatRupees(figures.gmvPaise)} label={`gross freight value (${countOf(figures.trips, 'trip')})`} />
      <Stat id="stat-escrow" value={formatRupees(figures.escrowHeldPaise)} label="held in escrow" />
      <Stat id="stat-fees" value={formatRupees(figures.feesPaise)} label="fees earned" />
    </div>
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
    <Layout title="Admin" user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin">
      <h1>Platform at a glance</h1>
      <FigureStats figures={figures} />
      <div class="two-col">
        <section>
          <section class="card">
            <h2>Waiting for you</h2>
            <ul>
              <li>
                <a href="/escrow/admin/payouts">{countOf(figures.pending.payoutRequests, 'payout request')}</a> to approve or reject
              </li>
              <li>
                <a href="/escrow/admin/disputes">{countOf(figures.pending.openDisputes, 'open payment dispute')}</a> to resolve
              </li>
              <li>
                <a href="/admin/users?status=suspended">{countOf(figures.users.suspended, 'suspended user')}</a> ·{' '}
                <a href="/admin/loads?deleted=only">{countOf(figures.loads.deleted, 'deleted load')}</a>
              </li>
            </ul>
            <p>
              <a href="/admin/users">Manage users</a> · <a href="/admin/loads">All loads</a> · <a href="/admin/metrics">Metrics</a> · <a href="/audit-logs">Audit log</a>
            </p>
          </section>
          <section class="card">
            <h2>Recent announcements</h2>
            {announcements.length === 0 ? (
              <p class="muted">No announcement has been sent yet.</p>
            ) : (
              <ul class="announcements">
                {announcements.map((a) => (
                  <li>
                    <b>{a.title}</b> <span class="pill">{a.role ? roleName(a.role, 'plural') : 'Everyone'}</span>
                    <br />
                    <span class="muted">
                      <TimeAgo at={a.createdAt} /> · by {a.adminName}
                    </span>
                    <p>{a.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </section>
        <form method="post" action="/admin/broadcast" class="card stacked" id="broadcast" novalidate>
          <h2>Send an announcement</h2>
          <p class="muted">Every active user of the audience gets it in their notifications at once.</p>
          <ErrorSummary errors={broadcast?.errors} message={broadcast?.message} />
          <Field name="role" label="Audience" options={AUDIENCE_OPTIONS()} values={broadcast?.values} errors={broadcast?.errors} />
          <Field name="title" label="Title" values={broadcast?.values} errors={broadcast?.errors} required maxlength={120} />
          <Field name="body" label="Message" values={broadcast?.values} errors={broadcast?.errors} required multiline maxlength={2000} />
          <button type="submit">Send announcement</button>
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
    <Layout title="Users" user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/users">
      <h1>Users</h1>
      <FilterSheet
        action="/admin/users"
        summary={filterLine([typed(query.q), chosenLabel(ROLE_OPTIONS(), query.role), chosenLabel(USER_STATUS_OPTIONS(), query.status)], 'All users')}
        open={Boolean(errors)}
        submitLabel="Show users"
        clearHref="/admin/users"
      >
        <Field name="q" label="Name, username, phone or company" values={query} errors={errors} type="search" maxlength={100} />
        <Field name="role" label="Role" options={ROLE_OPTIONS()} values={query} errors={errors} />
        <Field name="status" label="Status" options={USER_STATUS_OPTIONS()} values={query} errors={errors} />
      </FilterSheet>
      <FilterError errors={errors} />
      <FilteredResults info={info} count={rows.length} empty="No user matches these filters." baseUrl="/admin/users" query={query}>
        <table class="admin-users stack-on-phone">
          <thead>
            <tr>
              <th>User</th>
              <th>Role</th>
              <th>Status</th>
              <th>Plan</th>
              <th>Verified</th>
              <th>Joined</th>
              <th>Actions</th>
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
                      <span class="muted">{[u.companyName, u.city].filter(Boolean).join(', ')}</span>
                    </>
                  )}
                </td>
                <td data-label="Role">{roleName(u.role)}</td>
                <td data-label="Status">
                  <StatusBadge family="user" status={u.status} />
                </td>
                <td data-label="Plan">{planName(u.plan)}</td>
                <td data-label="Verified">{u.verifiedAt ? formatDate(kolkataDate(u.verifiedAt)) : 'No'}</td>
                <td data-label="Joined">
                  <TimeAgo at={u.createdAt} />
                </td>
                <td class="actions">
                  {u.id === user.id ? (
                    <span class="muted">This is you</span>
                  ) : u.status === 'active' ? (
                    <ActionButton
                      action={`/admin/users/${u.id}/suspend`}
                      label="Suspend"
                      kind="danger"
                      confirm={`Suspend ${u.name}? They are signed out at once, cannot sign in, and their open loads leave the board.`}
                      fields={{ return_to: returnTo }}
                    />
                  ) : (
                    <ActionButton action={`/admin/users/${u.id}/unsuspend`} label="Unsuspend" fields={{ return_to: returnTo }} />
                  )}{' '}
                  {!u.verifiedAt && <ActionButton action={`/admin/users/${u.id}/verify`} label="Verify" fields={{ return_to: returnTo }} />}{' '}
                  <ActionButton
                    action={`/admin/users/${u.id}/plan`}
                    label={u.plan === 'premium' ? 'Move to free' : 'Make premium'}
                    fields={{ plan: u.plan === 'premium' ? 'free' : 'premium', return_to: returnTo }}
                  />{' '}
                  <a href={`/audit-logs?table=users&record_id=${u.id}`}>History</a>
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
    <Layout title="All loads" user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/loads">
      <h1>All loads</h1>
      <p class="muted">
        Every load of every status, deleted ones included. Deleted shippers, vehicles and payments are under <a href="/ledger/admin/deleted">deleted records</a>.
      </p>
      <FilterSheet
        action="/admin/loads"
        summary={filterLine([typed(query.q), chosenLabel(LOAD_STATUS_OPTIONS(), query.status), query.deleted === 'include' ? null : chosenLabel(DELETED_OPTIONS(), query.deleted)], 'All loads')}
        open={Boolean(errors)}
        submitLabel="Show loads"
        clearHref="/admin/loads"
      >
        <Field name="q" label="City or owner" values={query} errors={errors} type="search" maxlength={100} />
        <Field name="status" label="Status" options={LOAD_STATUS_OPTIONS()} values={query} errors={errors} />
        <Field name="deleted" label="Deleted" options={DELETED_OPTIONS()} values={query} errors={errors} />
      </FilterSheet>
      <FilterError errors={errors} />
      <FilteredResults info={info} count={rows.length} empty="No load matches these filters." baseUrl="/admin/loads" query={query}>
        <table class="admin-loads stack-on-phone">
          <thead>
            <tr>
              <th>Route</th>
              <th>Pickup</th>
              <th>Owner</th>
              <th>Status</th>
              <th>Price</th>
              <th>Posted</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((l) => (
              <tr id={`load-${l.id}`} class={l.deletedAt ? 'deleted' : undefined}>
                <td>
                  {l.deletedAt ? (
                    <span class="route">
                      {l.origin} → {l.destination}
                    </span>
                  ) : (
                    <a class="route" href={loadPath(l.id)}>
                      {l.origin} → {l.destination}
                    </a>
                  )}
                  <br />
                  <span class="muted">
                    {truckTypeName(l.truckType, 'short')} · {formatTonnes(l.weightTonnes)}
                  </span>
                </td>
                <td data-label="Pickup">{formatDate(l.pickupDate)}</td>
                <td data-label="Owner">
                  {l.ownerName}
                  <br />
                  <span class="muted">@{l.ownerUsername}</span>
                </td>
                <td data-label="Status">
                  <StatusBadge family="load" status={l.status} /> {l.paymentStatus !== 'unpaid' && <StatusBadge family="payment" status={l.paymentStatus} />}{' '}
                  {l.deletedAt && <span class="pill deleted">Deleted {formatDateTime(l.deletedAt)} IST</span>}
                  {l.hiddenBySuspension && <span class="pill suspended">Off the board: owner suspended</span>}
                </td>
                <td data-label="Price">{formatRupees(l.pricePaise)}</td>
                <td data-label="Posted">
                  <TimeAgo at={l.createdAt} />
                </td>
                <td class="actions">
                  {l.deletedAt ? (
                    <ActionButton action={`/admin/loads/${l.id}/restore`} label="Restore" fields={{ return_to: returnTo }} />
                  ) : canDeleteLoad(l) ? (
                    <ActionButton
                      action={`/admin/loads/${l.id}/delete`}
                      label="Delete"
                      kind="danger"
                      confirm="Delete this load? It is hidden everywhere but can be restored here."
                      fields={{ return_to: returnTo }}
                    />
                  ) : null}{' '}
                  <a href={`/audit-logs?table=loads&record_id=${l.id}`}>History</a>
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
          <th scope="row">Total</th>
          <td class="num">{formatCount(total)}</td>
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
  return new Date(`${bucket}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function AdminMetricsPage({ user, flash, metrics }: { user: SessionUser; flash?: Flash | null; metrics: PlatformMetrics }) {
  const { figures, series, unit } = metrics;
  const points = (pick: (r: (typeof series)[number]) => number): ChartPoint[] =>
    series.map((r) => ({ label: bucketLabel(r.bucket), name: unit === 'week' ? `week of ${bucketLabel(r.bucket)}` : bucketLabel(r.bucket), value: pick(r) }));
  const count = (n: number) => formatCount(n);
  const roles = (r: string) => roleName(r, 'plural');
  const loadStatus = (st: string) => statusName('load', st);
  const bidStatus = (st: string) => statusName('bid', st);
  return (
    <Layout title="Metrics" user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/metrics">
      <h1>Platform metrics</h1>
      <FigureStats figures={figures} />
      <div class="charts">
        <BarChart id="chart-users-by-role" title="Users by role" points={snapshot(figures.users.byRole, roles)} format={count} />
        <BarChart id="chart-loads-by-status" title="Loads by status (live)" points={snapshot(figures.loads.byStatus, loadStatus)} format={count} />
      </div>
      <div class="cards">
        <CountTable caption="Users by role" counts={figures.users.byRole} name={roles} />
        <CountTable caption="Loads by status (live)" counts={figures.loads.byStatus} name={loadStatus} />
        <CountTable caption="Bids by status" counts={figures.bids.byStatus} name={bidStatus} />
      </div>
      <h2>Over time</h2>
      <nav class="tabs" aria-label="Range">
        <a href="/admin/metrics?range=12w" aria-current={metrics.range === '12w' ? 'page' : undefined}>
          Last 12 weeks
        </a>
        <a href="/admin/metrics?range=30d" aria-current={metrics.range === '30d' ? 'page' : undefined}>
          Last 30 days
        </a>
      </nav>
      <p class="muted">
        Per {unit} in India time{unit === 'week' ? ' (weeks start on Monday)' : ''}.
      </p>
      <div class="charts">
        <BarChart id="chart-users" title="New users" points={points((r) => r.users)} format={count} timeline />
        <BarChart id="chart-loads" title="Loads posted" points={points((r) => r.loads)} format={count} timeline />
        <BarChart id="chart-bids" title="Bids placed" points={points((r) => r.bids)} format={count} timeline />
        <BarChart id="chart-gmv" title="Gross freight value" points={points((r) => r.gmvPaise)} format={formatRupees} timeline />
        <BarChart id="chart-fees" title="Fees earned" points={points((r) => r.feesPaise)} format={formatRupees} timeline />
        <BarChart id="chart-escrow" title={`Held in escrow at the end of each ${unit}`} points={points((r) => r.escrowHeldPaise)} format={formatRupees} measure="level" timeline />
      </div>
      <div class="table-wrap">
        <table class="series">
          <caption>The numbers behind the charts</caption>
          <thead>
            <tr>
              <th>{unit === 'week' ? 'Week from' : 'Day'}</th>
              <th class="num">New users</th>
              <th class="num">Loads posted</th>
              <th class="num">Bids placed</th>
              <th class="num">Gross freight value</th>
              <th class="num">Fees earned</th>
              <th class="num">Held in escrow (end)</th>
            </tr>
          </thead>
          <tbody>
            {series.map((r) => (
              <tr data-bucket={r.bucket}>
                <td>{formatDate(r.bucket)}</td>
                <td class="num">{formatCount(r.users)}</td>
                <td class="num">{formatCount(r.loads)}</td>
                <td class="num">{formatCount(r.bids)}</td>
                <td class="num">{formatRupees(r.gmvPaise)}</td>
                <td class="num">{formatRupees(r.feesPaise)}</td>
                <td class="num">{formatRupees(r.escrowHeldPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Layout>
  );
}
