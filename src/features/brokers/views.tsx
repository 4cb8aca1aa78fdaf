/** Pages of the broker: home, driver network, clients, commission ledger, own loads. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees, rupeesInputValue } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { formatCount, formatTonnes, statusName, truckTypeName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import type { OwnerLoadRow } from '../trips/service.js';
import type { LoadFormRenderer } from '../../views/sections.js';
import type { BrokerCounts, ClientRow, CommissionListRow, CommissionTotals, NetworkRow, PendingInvitationRow } from './queries.js';
import type { CommissionFilter } from './schema.js';
import { conversationPath, driverProfilePath, loadPath } from '../../views/paths.js';
import type { OwnerLoadFilter } from '../../lib/trip-status.js';
import { OWNER_LOAD_TABS, OwnerLoadsTable } from '../../views/trips.js';

export interface BrokerHomeProps {
  user: SessionUser;
  flash?: Flash | null;
  counts: BrokerCounts;
  totals: CommissionTotals;
  openLoads: OwnerLoadRow[];
  pendingCommissions: CommissionListRow[];
}

export function BrokerHomePage(p: BrokerHomeProps) {
  return (
    <Layout title="Home" user={p.user} flash={p.flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/broker">
      <h1>Namaste, {p.user.name}</h1>
      <section class="stats">
        <div class="stat" id="stat-network">
          <b>{formatCount(p.counts.networkSize)}</b>
          <span>Drivers in your network ({formatCount(p.counts.availableDrivers)} available)</span>
        </div>
        <div class="stat" id="stat-clients">
          <b>{formatCount(p.counts.clients)}</b>
          <span>Clients</span>
        </div>
        <div class="stat" id="stat-open-loads">
          <b>{formatCount(p.counts.openLoads)}</b>
          <span>Open loads</span>
        </div>
        <div class="stat" id="stat-active">
          <b>{formatCount(p.counts.activeTrips)}</b>
          <span>Trips under way</span>
        </div>
        <div class="stat" id="stat-pending">
          <b>{formatRupees(p.totals.pendingPaise)}</b>
          <span>Commission pending ({formatCount(p.totals.pendingCount)})</span>
        </div>
        <div class="stat" id="stat-received-month">
          <b>{formatRupees(p.totals.receivedMonthPaise)}</b>
          <span>Commission received this month</span>
        </div>
      </section>
      <p>
        <a class="button" href="/broker/loads/new">
          Post a load for a client
        </a>{' '}
        <a class="button secondary" href="/broker/network">
          Drivers
        </a>{' '}
        <a class="button secondary" href="/broker/clients">
          Clients
        </a>
      </p>
      <section class="card" id="open-loads">
        <h2>Open loads</h2>
        {p.openLoads.length === 0 ? <p class="muted">No open loads.</p> : <OwnerLoadsTable rows={p.openLoads} withCommission />}
        <p>
          <a href="/broker/loads">All my loads</a>
        </p>
      </section>
      <section class="card" id="pending-commissions">
        <h2>Commission to collect</h2>
        <CommissionTable rows={p.pendingCommissions} />
        <p>
          <a href="/broker/commissions">Commission ledger</a>
        </p>
      </section>
    </Layout>
  );
}

function truckSummary(d: NetworkRow): string {
  if (!d.truckType) return '—';
  const parts = [truckTypeName(d.truckType)];
  if (d.truckLengthFt) parts.push(`${d.truckLengthFt} ft`);
  if (d.capacityTonnes) parts.push(formatTonnes(d.capacityTonnes));
  return parts.join(', ');
}

export interface NetworkPageProps {
  user: SessionUser;
  flash?: Flash | null;
  drivers: NetworkRow[];
  invitations: PendingInvitationRow[];
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function NetworkPage(p: NetworkPageProps) {
  return (
    <Layout title="My drivers" user={p.user} flash={p.flash} active="/broker/network">
      <h1>My driver network</h1>
      <form method="post" action="/broker/network/add" class="stacked card" novalidate>
        <h2>Invite a driver</h2>
        <p class="muted">The driver gets your invitation and joins your network when they accept it; you see their phone number from then on.</p>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="username" label="Driver's username" values={p.values} errors={p.errors} maxlength={64} />
        <Field name="phone" label="or the driver's mobile number" type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <button type="submit">Send invitation</button>
      </form>
      {p.invitations.length > 0 && (
        <section class="card" id="invitations">
          <h2>Waiting for an answer ({formatCount(p.invitations.length)})</h2>
          <ul class="plain-list">
            {p.invitations.map((i) => (
              <li data-invitation={i.id}>
                <b>{i.name}</b>{' '}
                <small class="muted">
                  @{i.username} · invited <TimeAgo at={i.createdAt} />
                </small>{' '}
                <ActionButton action={`/broker/network/invitations/${i.id}/cancel`} label="Withdraw" confirm={`Withdraw the invitation to ${i.name}?`} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {p.drivers.length === 0 ? (
        <p class="card muted">No drivers yet. Invite the drivers you work with; once they accept, you see their trucks, availability and phone numbers in one place.</p>
      ) : (
        <div>
          <table id="network" class="stack-on-phone">
            <thead>
              <tr>
                <th>Driver</th>
                <th>Truck</th>
                <th>Home</th>
                <th>Availability</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.drivers.map((d) => (
                <tr data-driver={d.driverId}>
                  <td>
                    <a href={driverProfilePath(d.driverId)}>{d.name}</a> <small class="muted">@{d.username}</small>
                    {d.phone && (
                      <>
                        <br />
                        <a href={`tel:${d.phone}`}>{d.phone}</a>
                      </>
                    )}
                  </td>
                  <td data-label="Truck">
                    {d.vehicleNumber ?? ''} {truckSummary(d)}
                  </td>
                  <td data-label="Home">{d.homeCity ?? '—'}</td>
                  <td data-label="Availability">
                    {d.status !== 'active' ? <span class="pill suspended">Suspended</span> : d.available ? <span class="pill active">Available</span> : <span class="pill">Not available</span>}
                    {d.activeTrips > 0 && <small class="muted"> · {formatCount(d.activeTrips)} on a trip</small>}
                  </td>
                  <td class="actions">
                    <a class="button secondary small" href={conversationPath(d.driverId)}>
                      Message
                    </a>{' '}
                    <ActionButton action={`/broker/network/${d.driverId}/remove`} label="Remove" confirm={`Remove ${d.name} from your network?`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  );
}

export interface ClientsPageProps {
  user: SessionUser;
  flash?: Flash | null;
  clients: ClientRow[];
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function ClientsPage(p: ClientsPageProps) {
  return (
    <Layout title="Clients" user={p.user} flash={p.flash} active="/broker/clients">
      <h1>Clients</h1>
      <p class="muted">The companies you move goods for. They are the same client list as your business ledger.</p>
      {p.clients.length === 0 ? (
        <p class="card muted">No clients yet.</p>
      ) : (
        <div>
          <table id="clients" class="stack-on-phone">
            <thead>
              <tr>
                <th>Company</th>
                <th>Contact</th>
                <th>GSTIN</th>
                <th>City</th>
                <th>Loads</th>
              </tr>
            </thead>
            <tbody>
              {p.clients.map((c) => (
                <tr data-client={c.id}>
                  <td>
                    <b>{c.name}</b>
                  </td>
                  <td data-label="Contact">
                    {c.contactName ?? ''} {c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a>}
                  </td>
                  <td data-label="GSTIN">{c.gstin ?? '—'}</td>
                  <td data-label="City">{c.city ?? '—'}</td>
                  <td data-label="Loads">{formatCount(c.loadCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action="/broker/clients" class="stacked card" novalidate>
        <h2>Add a client</h2>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="name" label="Company name" values={p.values} errors={p.errors} required maxlength={160} />
        <Field name="contact_name" label="Contact person" values={p.values} errors={p.errors} maxlength={120} />
        <Field name="phone" label="Phone" type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <Field name="gstin" label="GSTIN" values={p.values} errors={p.errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint="Optional, 15 characters" />
        <Field name="city" label="City" values={p.values} errors={p.errors} maxlength={80} />
        <button type="submit">Add client</button>
      </form>
    </Layout>
  );
}

function CommissionTable({ rows }: { rows: CommissionListRow[] }) {
  if (rows.length === 0) return <p class="muted">No commissions here.</p>;
  return (
    <div>
      <table class="commissions stack-on-phone">
        <thead>
          <tr>
            <th>Load</th>
            <th>Client</th>
            <th>Commission</th>
            <th>Status</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr data-commission={c.id}>
              <td>
                <a href={loadPath(c.loadId)}>
                  {c.origin} → {c.destination}
                </a>
                <br />
                <small class="muted">
                  Pickup {formatDate(c.pickupDate)} · load {statusName('load', c.loadStatus).toLowerCase()}
                </small>
              </td>
              <td data-label="Client">{c.clientName ?? '—'}</td>
              <td data-label="Commission">{formatRupees(c.amountPaise)}</td>
              <td data-label="Status">
                {c.receivedAt ? (
                  <span class="pill released">Received {formatDateTime(c.receivedAt)}</span>
                ) : c.loadStatus === 'cancelled' ? (
                  <span class="pill cancelled">Load cancelled</span>
                ) : (
                  <span class="pill pending">Pending</span>
                )}
              </td>
              <td class="actions">{!c.receivedAt && c.loadStatus !== 'cancelled' && <ActionButton action={`/broker/commissions/${c.id}/received`} label="Mark received" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const COMMISSION_TABS: Array<[CommissionFilter, string]> = [
  ['all', 'All'],
  ['pending', 'Pending'],
  ['received', 'Received'],
];

export function CommissionsPage({
  user,
  flash,
  rows,
  info,
  status,
  totals,
}: {
  user: SessionUser;
  flash?: Flash | null;
  rows: CommissionListRow[];
  info: PageInfo;
  status: CommissionFilter;
  totals: CommissionTotals;
}) {
  return (
    <Layout title="Commissions" user={user} flash={flash} active="/broker/commissions">
      <h1>Commission ledger</h1>
      <section class="stats">
        <div class="stat" id="stat-pending">
          <b>{formatRupees(totals.pendingPaise)}</b>
          <span>Pending ({formatCount(totals.pendingCount)})</span>
        </div>
        <div class="stat" id="stat-received">
          <b>{formatRupees(totals.receivedPaise)}</b>
          <span>Received ({formatCount(totals.receivedCount)})</span>
        </div>
        <div class="stat" id="stat-received-month">
          <b>{formatRupees(totals.receivedMonthPaise)}</b>
          <span>Received this month</span>
        </div>
      </section>
      <p class="muted">
        A commission is added from <a href="/broker/loads">My loads</a>: choose the client a load is for and your commission.
      </p>
      <FilterTabs base="/broker/commissions" tabs={COMMISSION_TABS} current={status} label="Filter commissions" />
      <CommissionTable rows={rows} />
      <Pagination info={info} baseUrl="/broker/commissions" query={{ status }} />
    </Layout>
  );
}

export interface CommissionFormState {
  loadId: string;
  values: FormValues;
  errors: FormErrors;
  message: string;
}

/** The per-load form: which client the load is for, and the commission. Ids are unique per row. */
function CommissionForm({ load, clients, state }: { load: OwnerLoadRow; clients: ClientRow[]; state?: CommissionFormState }) {
  if (load.status === 'cancelled' || load.commissionReceivedAt) return null;
  const mine = state?.loadId === load.id ? state : undefined;
  const clientId = String(mine?.values.client_id ?? load.shipperId ?? '');
  const amount = mine ? String(mine.values.amount ?? '') : rupeesInputValue(load.commissionPaise);
  if (clients.length === 0)
    return (
      <p class="muted">
        <a href="/broker/clients">Add a client</a> to record a commission.
      </p>
    );
  return (
    <details class="commission-details" open={mine ? true : undefined}>
      <summary>{load.commissionPaise === null ? 'Set client and commission' : 'Change client or commission'}</summary>
      <form method="post" action={`/broker/loads/${load.id}/commission`} class="commission-form" novalidate>
        {mine && (
          <p class="error" role="alert">
            {mine.message}
          </p>
        )}
        <label for={`client-${load.id}`}>Client</label>
        <select id={`client-${load.id}`} name="client_id" aria-invalid={mine?.errors.client_id ? 'true' : undefined}>
          <option value="">Choose…</option>
          {clients.map((c) => (
            <option value={c.id} selected={c.id === clientId}>
              {c.name}
            </option>
          ))}
        </select>
        <label for={`amount-${load.id}`}>Commission (₹)</label>
        <input id={`amount-${load.id}`} name="amount" inputmode="decimal" value={amount} aria-invalid={mine?.errors.amount ? 'true' : undefined} />
        <button type="submit" class="small">
          {load.commissionPaise === null ? 'Save commission' : 'Update'}
        </button>
      </form>
    </details>
  );
}

export function BrokerLoadsPage({
  user,
  flash,
  rows,
  clients,
  info,
  status,
  form,
}: {
  user: SessionUser;
  flash?: Flash | null;
  rows: OwnerLoadRow[];
  clients: ClientRow[];
  info: PageInfo;
  status: OwnerLoadFilter;
  form?: CommissionFormState;
}) {
  return (
    <Layout title="My loads" user={user} flash={flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/broker/loads">
      <h1>My loads</h1>
      {form && <ErrorSummary message={form.message} />}
      <FilterTabs base="/broker/loads" tabs={OWNER_LOAD_TABS} current={status} label="Filter loads" />
      {rows.length === 0 ? (
        <p class="card muted">
          No loads here. <a href="/broker/loads/new">Post a load</a>
        </p>
      ) : (
        <OwnerLoadsTable rows={rows} withCommission commissionForm={(l) => <CommissionForm load={l} clients={clients} state={form} />} />
      )}
      <Pagination info={info} baseUrl="/broker/loads" query={{ status }} />
    </Layout>
  );
}

/**
 * The broker's load form (GET /broker/loads/new, POST /broker/loads): the
 * loads feature's form, then the client it is for and the broker's commission.
 */
export function BrokerPostLoadPage({
  loadForm,
  user,
  clients,
  values,
  errors,
  message,
}: {
  /** The loads feature's form page (src/app.ts hands it in). */
  loadForm: LoadFormRenderer;
  user: SessionUser;
  clients: ClientRow[];
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  const clientOptions: Array<[string, string]> = [['', 'No client (no commission)'], ...clients.map((c): [string, string] => [c.id, c.name])];
  return loadForm({
    user,
    mode: 'new',
    title: 'Post a load for a client',
    action: '/broker/loads',
    cancelHref: '/broker/loads',
    active: '/broker/loads/new',
    values,
    errors,
    message,
    extraFields: (
      <>
        <h2>Client and commission</h2>
        {clients.length === 0 && (
          <p class="muted">
            You have no clients yet. <a href="/broker/clients">Add a client</a> to record a commission on this load.
          </p>
        )}
        <Field name="client_id" label="Client" options={clientOptions} values={values} errors={errors} />
        <Field name="amount" label="Your commission (₹)" values={values} errors={errors} inputmode="decimal" hint="With a client: the commission you earn on this load" />
      </>
    ),
  });
}

export interface DriverNetworkPageProps {
  user: SessionUser;
  flash?: Flash | null;
  invitations: PendingInvitationRow[];
  brokers: Array<{ brokerId: string; name: string; username: string; companyName: string | null; addedAt: Date }>;
}

/** The driver's side of broker networks: invitations to answer, and the networks they are in. */
export function DriverNetworkPage(p: DriverNetworkPageProps) {
  return (
    <Layout title="Brokers" user={p.user} flash={p.flash} active="/driver/network">
      <h1>Broker networks</h1>
      <section class="card" id="invitations">
        <h2>Invitations</h2>
        {p.invitations.length === 0 ? (
          <p class="muted">No invitations waiting. A broker who invites you appears here and in your notifications.</p>
        ) : (
          <ul class="plain-list">
            {p.invitations.map((i) => (
              <li data-invitation={i.id}>
                <p>
                  <b>{i.name}</b>
                  {i.companyName && <> ({i.companyName})</>}{' '}
                  <small class="muted">
                    @{i.username}
                    {i.city ? ` · ${i.city}` : ''} · <TimeAgo at={i.createdAt} />
                  </small>
                </p>
                <p class="muted">Accepting puts you in their driver network: they see your phone number, truck and availability.</p>
                <p>
                  <ActionButton action={`/driver/network/invitations/${i.id}/accept`} label="Accept" kind="primary" />{' '}
                  <ActionButton action={`/driver/network/invitations/${i.id}/decline`} label="Decline" />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="card" id="brokers">
        <h2>Networks you are in</h2>
        {p.brokers.length === 0 ? (
          <p class="muted">None yet.</p>
        ) : (
          <ul class="plain-list">
            {p.brokers.map((b) => (
              <li data-broker={b.brokerId}>
                <b>{b.name}</b>
                {b.companyName && <> ({b.companyName})</>}{' '}
                <small class="muted">
                  @{b.username} · since <TimeAgo at={b.addedAt} />
                </small>{' '}
                <a class="button secondary small" href={conversationPath(b.brokerId)}>
                  Message
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Layout>
  );
}
