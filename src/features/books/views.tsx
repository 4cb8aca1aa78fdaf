/** Pages of the business ledger: dashboard, loads, payments, clients and vehicles. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { ShipperRow } from './clients/queries.js';
import type { BooksLoadRow } from './loads/queries.js';
import type { PaymentRow } from './payments/queries.js';
import type { VehicleRow } from './vehicles/queries.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { LOAD_STATUSES, STATUS_VERBS, type LoadStatus, type PaymentState, type StatusVerb } from './loads/schema.js';
import { METHODS } from './payments/schema.js';
import type { DashboardFigures } from './service.js';

export const BOOKS_META = { styles: ['/assets/ledger.css'] };

export const STATUS_LABEL: Record<LoadStatus, string> = {
  open: 'Open',
  assigned: 'Truck assigned',
  in_transit: 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = { paid: 'Paid', partly_paid: 'Partly paid', unpaid: 'Unpaid' };
const VERB_LABEL: Record<StatusVerb, string> = {
  reopen: 'Mark open',
  assign: 'Mark truck assigned',
  dispatch: 'Mark in transit',
  deliver: 'Mark delivered',
  cancel: 'Mark cancelled',
};
const TRUCK_LABEL: Record<string, string> = {
  container: 'Container',
  open: 'Open body',
  trailer: 'Trailer',
  tanker: 'Tanker',
  reefer: 'Reefer',
  tipper: 'Tipper',
  lcv: 'LCV',
  other: 'Other',
};
const METHOD_LABEL: Record<string, string> = { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI', cheque: 'Cheque', other: 'Other' };

export interface ShipperOption {
  id: string;
  name: string;
}
export interface VehicleOption {
  id: string;
  registrationNumber: string;
  active: boolean;
}
export interface LoadOption {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
  pricePaise: number | null;
  listed: boolean;
}

const TABS: Array<[string, string]> = [
  ['/ledger', 'Overview'],
  ['/ledger/loads', 'Loads'],
  ['/ledger/payments', 'Payments'],
  ['/ledger/shippers', 'Clients'],
  ['/ledger/vehicles', 'Vehicles'],
  ['/ledger/reports', 'Reports'],
];

/** Every ledger page: the layout, the ledger's own tabs and a heading. */
export function BooksPage({ title, user, flash, tab, children, actions }: { title: string; user: SessionUser; flash?: Flash | null; tab: string; children?: Child; actions?: Child }) {
  return (
    <Layout title={title} user={user} flash={flash} active="/ledger" meta={BOOKS_META}>
      <nav class="ledger-tabs" aria-label="Books">
        <ul>
          {TABS.map(([href, label]) => (
            <li>
              <a href={href} aria-current={tab === href ? 'page' : undefined}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="ledger-head">
        <h1>{title}</h1>
        {actions && <div class="ledger-actions">{actions}</div>}
      </div>
      {children}
    </Layout>
  );
}

const options = (pairs: Array<[string, string]>, empty: string): Array<[string, string]> => [['', empty], ...pairs];
const shipperChoices = (list: ShipperOption[], empty = '— none —') => options(list.map((s) => [s.id, s.name]), empty);
const vehicleChoices = (list: VehicleOption[], empty = '— none —') => options(list.map((v) => [v.id, v.active ? v.registrationNumber : `${v.registrationNumber} (inactive)`]), empty);
const truckChoices = (empty = 'Choose…') => options(TRUCK_TYPES.map((t) => [t, TRUCK_LABEL[t]]), empty);
const statusChoices = (empty: string) => options(LOAD_STATUSES.map((s) => [s, STATUS_LABEL[s]]), empty);

function Money({ paise }: { paise: number | null }) {
  return <span class="num">{formatRupees(paise)}</span>;
}

function StatusPill({ status }: { status: string }) {
  return <span class={`pill ${status}`}>{STATUS_LABEL[status as LoadStatus] ?? status}</span>;
}

function PaymentPill({ state }: { state: PaymentState }) {
  return <span class={`pill pay-${state}`}>{PAYMENT_STATE_LABEL[state]}</span>;
}

function ClientName({ name, deleted }: { name: string | null; deleted?: boolean }) {
  if (!name) return <span class="muted">—</span>;
  return deleted ? <span>{name} <small class="muted">(deleted)</small></span> : <span>{name}</span>;
}

function Route({ origin, destination }: { origin: string; destination: string }) {
  return <span class="route-text">{origin} → {destination}</span>;
}

// ---------------------------------------------------------------------------
// Dashboard.

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
          <a class="button" href="/ledger/loads/new">Add load</a> <a class="button secondary" href="/ledger/payments/new">Record payment</a>
        </>
      }
    >
      <section class="stats" aria-label={`Figures for ${monthName}`}>
        <div class="stat" id="stat-month-loads">
          <b>{figures.monthLoads}</b>
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
          <b>{figures.activeVehicles}</b>
          <span>Active vehicles</span>
        </div>
      </section>
      <p class="muted">Loads count by pickup date, cancelled loads left out. Receivables are the freight of every delivered load minus all money received; a negative figure means clients paid in advance.</p>
      <div class="two-col">
        <section>
          <h2>Latest loads</h2>
          {loads.length === 0 ? <p class="muted">No loads yet. <a href="/ledger/loads/new">Add the first one</a>.</p> : <LoadTable rows={loads} compact />}
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

// ---------------------------------------------------------------------------
// Loads.

function LoadTable({ rows, compact }: { rows: BooksLoadRow[]; compact?: boolean }) {
  return (
    <div class="table-wrap">
      <table class="ledger-table">
        <thead>
          <tr>
            <th>Pickup</th>
            <th>Route</th>
            <th>Client</th>
            {!compact && <th>Vehicle</th>}
            {!compact && <th>Weight</th>}
            <th>Freight</th>
            {!compact && <th>Received</th>}
            <th>Payment</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr>
              <td>{formatDate(l.pickupDate)}</td>
              <td>
                <a href={`/ledger/loads/${l.id}`}>
                  <Route origin={l.origin} destination={l.destination} />
                </a>
                {l.listed && <small class="muted"> · board</small>}
              </td>
              <td>
                <ClientName name={l.shipperName} deleted={l.shipperDeleted} />
              </td>
              {!compact && <td>{l.vehicleRegistration ?? <span class="muted">—</span>}</td>}
              {!compact && <td class="num">{l.weightTonnes} t</td>}
              <td>
                <Money paise={l.pricePaise} />
              </td>
              {!compact && (
                <td>
                  <Money paise={l.receivedPaise} />
                </td>
              )}
              <td>
                <PaymentPill state={l.paymentState} />
              </td>
              <td>
                <StatusPill status={l.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LoadsPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  query: FormValues;
  errors?: FormErrors | null;
  rows: BooksLoadRow[];
  info: PageInfo | null;
  shippers: ShipperOption[];
  vehicles: VehicleOption[];
}) {
  return (
    <BooksPage title="Loads in the books" user={p.user} flash={p.flash} tab="/ledger/loads" actions={<a class="button" href="/ledger/loads/new">Add load</a>}>
      <form method="get" action="/ledger/loads" class="filters" aria-label="Filter loads">
        <Field name="from" label="Pickup from" type="date" values={p.query} errors={p.errors} />
        <Field name="to" label="Pickup to" type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers, 'All clients')} values={p.query} errors={p.errors} />
        <Field name="vehicle_id" label="Vehicle" options={vehicleChoices(p.vehicles, 'All vehicles')} values={p.query} errors={p.errors} />
        <Field name="origin" label="From city" values={p.query} errors={p.errors} maxlength={80} />
        <Field name="destination" label="To city" values={p.query} errors={p.errors} maxlength={80} />
        <Field name="status" label="Status" options={statusChoices('Any status')} values={p.query} errors={p.errors} />
        <Field name="payment" label="Payment" options={options([['paid', 'Paid'], ['partly_paid', 'Partly paid'], ['unpaid', 'Unpaid']], 'Any')} values={p.query} errors={p.errors} />
        <Field name="kind" label="Kind" options={options([['books', 'Books only'], ['board', 'On the board']], 'All')} values={p.query} errors={p.errors} />
        <div class="filter-buttons">
          <button type="submit">Filter</button> <a href="/ledger/loads">Clear</a>
        </div>
      </form>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the filters.' : null} />
      {p.rows.length === 0 ? (
        <p class="muted" id="no-loads">{p.errors ? 'No results for these filters.' : 'No loads match.'}</p>
      ) : (
        <LoadTable rows={p.rows} />
      )}
      {p.info && <Pagination info={p.info} baseUrl="/ledger/loads" query={p.query as Record<string, string>} />}
    </BooksPage>
  );
}

export function LoadFormPage(p: {
  user: SessionUser;
  loadId?: string;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  shippers: ShipperOption[];
  vehicles: VehicleOption[];
}) {
  const editing = Boolean(p.loadId);
  return (
    <BooksPage title={editing ? 'Edit load' : 'Add a load to the books'} user={p.user} tab="/ledger/loads">
      {!editing && <p class="muted">A load added here stays in your books only: it is not posted on the load board. Past trips can be entered too.</p>}
      <form method="post" action={editing ? `/ledger/loads/${p.loadId}` : '/ledger/loads'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="origin" label="From" values={p.values} errors={p.errors} required maxlength={80} />
        <Field name="destination" label="To" values={p.values} errors={p.errors} required maxlength={80} />
        <Field name="pickup_date" label="Pickup date" type="date" values={p.values} errors={p.errors} required />
        <Field name="truck_type" label="Truck type" options={truckChoices()} values={p.values} errors={p.errors} required />
        <Field name="truck_length_ft" label="Truck length (ft)" inputmode="numeric" values={p.values} errors={p.errors} />
        <Field name="weight" label="Weight (tonnes)" inputmode="decimal" values={p.values} errors={p.errors} required />
        <Field name="price" label="Freight billed to the client (₹)" inputmode="decimal" values={p.values} errors={p.errors} hint="The amount the client owes for this load" />
        {!editing && <Field name="status" label="Status" options={statusChoices('Open')} values={p.values} errors={p.errors} hint="Enter a past trip as delivered" />}
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} hint="Add clients on the Clients page" />
        <Field name="vehicle_id" label="Vehicle" options={vehicleChoices(p.vehicles)} values={p.values} errors={p.errors} />
        <Field name="material" label="Material" values={p.values} errors={p.errors} maxlength={120} />
        <Field name="description" label="Notes" multiline values={p.values} errors={p.errors} maxlength={2000} />
        <button type="submit">{editing ? 'Save load' : 'Add load'}</button> <a href={editing ? `/ledger/loads/${p.loadId}` : '/ledger/loads'}>Cancel</a>
      </form>
    </BooksPage>
  );
}

/** Client and vehicle of a board load (its other fields belong to the board's pages). */
export function LoadLinksPage(p: { user: SessionUser; load: BooksLoadRow; values: FormValues; errors?: FormErrors | null; message?: string | null; shippers: ShipperOption[]; vehicles: VehicleOption[] }) {
  return (
    <BooksPage title="File a board load" user={p.user} tab="/ledger/loads">
      <p>
        <Route origin={p.load.origin} destination={p.load.destination} /> · {formatDate(p.load.pickupDate)} · <a href={`/loads/${p.load.id}`}>its board page</a>
      </p>
      <form method="post" action={`/ledger/loads/${p.load.id}/links`} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} />
        <Field name="vehicle_id" label="Vehicle" options={vehicleChoices(p.vehicles)} values={p.values} errors={p.errors} />
        <button type="submit">Save</button> <a href={`/ledger/loads/${p.load.id}`}>Cancel</a>
      </form>
    </BooksPage>
  );
}

export function LoadDetailPage({ user, flash, load, payments }: { user: SessionUser; flash?: Flash | null; load: BooksLoadRow; payments: PaymentRow[] }) {
  const outstanding = load.pricePaise === null ? null : load.pricePaise - load.receivedPaise;
  return (
    <BooksPage title={`${load.origin} → ${load.destination}`} user={user} flash={flash} tab="/ledger/loads">
      <div class="two-col">
        <section class="card">
          <dl class="facts">
            <dt>Kind</dt>
            <dd>{load.listed ? <>On the load board · <a href={`/loads/${load.id}`}>board page</a></> : 'Books only'}</dd>
            <dt>Status</dt>
            <dd><StatusPill status={load.status} /></dd>
            <dt>Pickup date</dt>
            <dd>{formatDate(load.pickupDate)}</dd>
            <dt>Truck</dt>
            <dd>{TRUCK_LABEL[load.truckType] ?? load.truckType}{load.truckLengthFt ? ` · ${load.truckLengthFt} ft` : ''}</dd>
            <dt>Weight</dt>
            <dd>{load.weightTonnes} tonnes</dd>
            <dt>Material</dt>
            <dd>{load.material ?? '—'}</dd>
            <dt>Client</dt>
            <dd>{load.shipperId ? <a href={`/ledger/shippers/${load.shipperId}`}><ClientName name={load.shipperName} deleted={load.shipperDeleted} /></a> : '—'}</dd>
            <dt>Vehicle</dt>
            <dd>{load.vehicleRegistration ?? '—'}</dd>
            <dt>Freight</dt>
            <dd><Money paise={load.pricePaise} /></dd>
            <dt>Received</dt>
            <dd><Money paise={load.receivedPaise} /> · <PaymentPill state={load.paymentState} /></dd>
            {outstanding !== null && (
              <>
                <dt>Outstanding</dt>
                <dd><Money paise={outstanding} /></dd>
              </>
            )}
          </dl>
          {load.description && <p class="pre-line">{load.description}</p>}
        </section>
        <section class="card">
          <h2>Actions</h2>
          {load.listed ? (
            <p>
              <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>Set client and vehicle</a>
            </p>
          ) : (
            <>
              <p>
                <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>Edit load</a>
              </p>
              <div class="verbs">
                {(Object.keys(STATUS_VERBS) as StatusVerb[])
                  .filter((verb) => STATUS_VERBS[verb] !== load.status)
                  .map((verb) => (
                    <ActionButton action={`/ledger/loads/${load.id}/${verb}`} label={VERB_LABEL[verb]} kind="secondary" />
                  ))}
              </div>
              <p>
                <ActionButton action={`/ledger/loads/${load.id}/delete`} label="Delete load" kind="danger" confirm="Delete this load from your books?" />
              </p>
            </>
          )}
        </section>
      </div>
      <h2>Payments against this load</h2>
      <p>
        <a class="button small" href={`/ledger/payments/new?load_id=${load.id}&direction=received`}>Record money received</a>{' '}
        <a class="button small secondary" href={`/ledger/payments/new?load_id=${load.id}&direction=paid`}>Record money paid</a>
      </p>
      {payments.length === 0 ? <p class="muted">None yet.</p> : <PaymentTable rows={payments} />}
    </BooksPage>
  );
}

// ---------------------------------------------------------------------------
// Payments.

function PaymentTable({ rows }: { rows: PaymentRow[] }) {
  return (
    <div class="table-wrap">
      <table class="ledger-table">
        <thead>
          <tr>
            <th>Date</th>
            <th>Direction</th>
            <th>Amount</th>
            <th>Method</th>
            <th>Client</th>
            <th>Load</th>
            <th>Reference</th>
            <th>Note</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr>
              <td>{formatDate(p.paidOn)}</td>
              <td><span class={`pill dir-${p.direction}`}>{p.direction === 'received' ? 'Received' : 'Paid'}</span></td>
              <td><Money paise={p.amountPaise} /></td>
              <td>{METHOD_LABEL[p.method] ?? p.method}</td>
              <td>{p.shipperName ?? <span class="muted">—</span>}</td>
              <td>{p.loadId && p.loadOrigin ? <a href={`/ledger/loads/${p.loadId}`}><Route origin={p.loadOrigin} destination={p.loadDestination ?? ''} /></a> : <span class="muted">—</span>}</td>
              <td>{p.reference ?? ''}</td>
              <td class="pre-line">{p.note ?? ''}</td>
              <td><a href={`/ledger/payments/${p.id}/edit`}>Edit</a></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentsPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  query: FormValues;
  errors?: FormErrors | null;
  rows: PaymentRow[];
  info: PageInfo | null;
  totals: { receivedPaise: number; paidPaise: number } | null;
  shippers: ShipperOption[];
}) {
  return (
    <BooksPage title="Payments" user={p.user} flash={p.flash} tab="/ledger/payments" actions={<a class="button" href="/ledger/payments/new">Record payment</a>}>
      <form method="get" action="/ledger/payments" class="filters" aria-label="Filter payments">
        <Field name="from" label="From" type="date" values={p.query} errors={p.errors} />
        <Field name="to" label="To" type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers, 'All clients')} values={p.query} errors={p.errors} />
        <Field name="direction" label="Direction" options={options([['received', 'Received'], ['paid', 'Paid out']], 'Both')} values={p.query} errors={p.errors} />
        {p.query.load_id ? <input type="hidden" name="load_id" value={String(p.query.load_id)} /> : null}
        <div class="filter-buttons">
          <button type="submit">Filter</button> <a href="/ledger/payments">Clear</a>
        </div>
      </form>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the filters.' : null} />
      {p.totals && (
        <p id="payment-totals">
          Received <b>{formatRupees(p.totals.receivedPaise)}</b> · paid out <b>{formatRupees(p.totals.paidPaise)}</b> for these filters.
        </p>
      )}
      {p.rows.length === 0 ? <p class="muted">No payments match.</p> : <PaymentTable rows={p.rows} />}
      {p.info && <Pagination info={p.info} baseUrl="/ledger/payments" query={p.query as Record<string, string>} />}
    </BooksPage>
  );
}

export function PaymentFormPage(p: {
  user: SessionUser;
  paymentId?: string;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  shippers: ShipperOption[];
  loads: LoadOption[];
}) {
  const editing = Boolean(p.paymentId);
  const loadChoices = options(
    p.loads.map((l) => [l.id, `${formatDate(l.pickupDate)} · ${l.origin} → ${l.destination}${l.pricePaise ? ` · ${formatRupees(l.pricePaise)}` : ''}${l.listed ? ' (board)' : ''}`]),
    '— none —',
  );
  return (
    <BooksPage title={editing ? 'Edit payment' : 'Record a payment'} user={p.user} tab="/ledger/payments">
      <form method="post" action={editing ? `/ledger/payments/${p.paymentId}` : '/ledger/payments'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="direction" label="Direction" options={options([['received', 'Received from a client'], ['paid', 'Paid out (truck owner, driver, expense)']], 'Choose…')} values={p.values} errors={p.errors} required />
        <Field name="amount" label="Amount (₹)" inputmode="decimal" values={p.values} errors={p.errors} required />
        <Field name="method" label="Method" options={METHODS.map((m) => [m, METHOD_LABEL[m]])} values={p.values} errors={p.errors} required />
        <Field name="paid_on" label="Date" type="date" values={p.values} errors={p.errors} required />
        <Field name="load_id" label="Against load" options={loadChoices} values={p.values} errors={p.errors} hint="Money received against a load counts towards its payment state" />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} hint="Only for money received; filled from the load when it has a client" />
        <Field name="reference" label="Reference" values={p.values} errors={p.errors} maxlength={120} hint="Cheque number, UTR or UPI reference" />
        <Field name="note" label="Note" multiline values={p.values} errors={p.errors} maxlength={1000} />
        <button type="submit">{editing ? 'Save payment' : 'Record payment'}</button> <a href="/ledger/payments">Cancel</a>
      </form>
      {editing && (
        <p>
          <ActionButton action={`/ledger/payments/${p.paymentId}/delete`} label="Delete payment" kind="danger" confirm="Delete this payment from your books?" />
        </p>
      )}
    </BooksPage>
  );
}

// ---------------------------------------------------------------------------
// Client companies.

export function ShippersPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; rows: ShipperRow[]; info: PageInfo | null }) {
  return (
    <BooksPage title="Clients" user={p.user} flash={p.flash} tab="/ledger/shippers" actions={<a class="button" href="/ledger/shippers/new">Add client</a>}>
      <form method="get" action="/ledger/shippers" class="filters" aria-label="Search clients">
        <Field name="q" label="Search" values={p.query} errors={p.errors} maxlength={100} placeholder="Name, city or contact" />
        <div class="filter-buttons">
          <button type="submit">Search</button> <a href="/ledger/shippers">Clear</a>
        </div>
      </form>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the search.' : null} />
      {p.rows.length === 0 ? (
        <p class="muted">No clients yet.</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table">
            <thead>
              <tr>
                <th>Client</th>
                <th>City</th>
                <th>Contact</th>
                <th>GSTIN</th>
                <th>Loads</th>
                <th>Receivable</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((s) => (
                <tr>
                  <td><a href={`/ledger/shippers/${s.id}`}>{s.name}</a></td>
                  <td>{s.city ?? ''}</td>
                  <td>{[s.contactName, s.phone].filter(Boolean).join(' · ')}</td>
                  <td>{s.gstin ?? ''}</td>
                  <td class="num" data-load-count={String(s.loadCount)}>{s.loadCount}</td>
                  <td><Money paise={Number(s.deliveredPaise) - Number(s.receivedPaise)} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {p.info && <Pagination info={p.info} baseUrl="/ledger/shippers" query={p.query as Record<string, string>} />}
    </BooksPage>
  );
}

export function ShipperFormPage(p: { user: SessionUser; shipperId?: string; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const editing = Boolean(p.shipperId);
  return (
    <BooksPage title={editing ? 'Edit client' : 'Add a client'} user={p.user} tab="/ledger/shippers">
      <form method="post" action={editing ? `/ledger/shippers/${p.shipperId}` : '/ledger/shippers'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="name" label="Company name" values={p.values} errors={p.errors} required maxlength={160} />
        <Field name="contact_name" label="Contact person" values={p.values} errors={p.errors} maxlength={120} />
        <Field name="phone" label="Phone" type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <Field name="gstin" label="GSTIN" values={p.values} errors={p.errors} maxlength={20} placeholder="27AAPFU0939F1ZV" />
        <Field name="city" label="City" values={p.values} errors={p.errors} maxlength={80} />
        <Field name="address" label="Address" multiline values={p.values} errors={p.errors} maxlength={500} />
        <button type="submit">{editing ? 'Save client' : 'Add client'}</button> <a href={editing ? `/ledger/shippers/${p.shipperId}` : '/ledger/shippers'}>Cancel</a>
      </form>
    </BooksPage>
  );
}

export function ShipperDetailPage({ user, flash, shipper }: { user: SessionUser; flash?: Flash | null; shipper: ShipperRow }) {
  const receivable = Number(shipper.deliveredPaise) - Number(shipper.receivedPaise);
  return (
    <BooksPage title={shipper.name} user={user} flash={flash} tab="/ledger/shippers">
      <section class="stats">
        <div class="stat" id="stat-load-count">
          <b>{shipper.loadCount}</b>
          <span>Loads</span>
        </div>
        <div class="stat">
          <b>{formatRupees(Number(shipper.deliveredPaise))}</b>
          <span>Delivered freight</span>
        </div>
        <div class="stat">
          <b>{formatRupees(Number(shipper.receivedPaise))}</b>
          <span>Received</span>
        </div>
        <div class="stat" id="stat-receivable">
          <b>{formatRupees(receivable)}</b>
          <span>Receivable</span>
        </div>
      </section>
      <section class="card">
        <dl class="facts">
          <dt>Contact</dt>
          <dd>{shipper.contactName ?? '—'}</dd>
          <dt>Phone</dt>
          <dd>{shipper.phone ? <a href={`tel:${shipper.phone.replace(/[^\d+]/g, '')}`}>{shipper.phone}</a> : '—'}</dd>
          <dt>GSTIN</dt>
          <dd>{shipper.gstin ?? '—'}</dd>
          <dt>City</dt>
          <dd>{shipper.city ?? '—'}</dd>
          <dt>Address</dt>
          <dd class="pre-line">{shipper.address ?? '—'}</dd>
        </dl>
      </section>
      <p>
        <a class="button secondary" href={`/ledger/loads?shipper_id=${shipper.id}`}>Loads of this client</a>{' '}
        <a class="button secondary" href={`/ledger/payments?shipper_id=${shipper.id}`}>Payments</a>{' '}
        <a class="button secondary" href={`/ledger/payments/new?shipper_id=${shipper.id}&direction=received`}>Record money received</a>{' '}
        <a class="button secondary" href={`/ledger/shippers/${shipper.id}/edit`}>Edit</a>
      </p>
      <p>
        <ActionButton action={`/ledger/shippers/${shipper.id}/delete`} label="Delete client" kind="danger" confirm="Delete this client from your books?" />
      </p>
    </BooksPage>
  );
}

// ---------------------------------------------------------------------------
// Vehicles.

export function VehiclesPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; rows: VehicleRow[]; info: PageInfo }) {
  return (
    <BooksPage title="Vehicles" user={p.user} flash={p.flash} tab="/ledger/vehicles" actions={<a class="button" href="/ledger/vehicles/new">Add vehicle</a>}>
      {p.rows.length === 0 ? (
        <p class="muted">No vehicles yet.</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table">
            <thead>
              <tr>
                <th>Registration</th>
                <th>Truck</th>
                <th>Capacity</th>
                <th>Driver</th>
                <th>Loads</th>
                <th>Status</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((v) => (
                <tr>
                  <td><a href={`/ledger/loads?vehicle_id=${v.id}`}>{v.registrationNumber}</a></td>
                  <td>{TRUCK_LABEL[v.truckType] ?? v.truckType}{v.truckLengthFt ? ` · ${v.truckLengthFt} ft` : ''}</td>
                  <td class="num">{v.capacityTonnes === null ? '—' : `${v.capacityTonnes} t`}</td>
                  <td>{[v.driverName, v.driverPhone].filter(Boolean).join(' · ')}</td>
                  <td class="num">{v.loadCount}</td>
                  <td><span class={`pill ${v.active ? 'active' : 'inactive'}`}>{v.active ? 'Active' : 'Inactive'}</span></td>
                  <td><a href={`/ledger/vehicles/${v.id}/edit`}>Edit</a></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={p.info} baseUrl="/ledger/vehicles" query={p.query as Record<string, string>} />
    </BooksPage>
  );
}

export function VehicleFormPage(p: { user: SessionUser; vehicleId?: string; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const editing = Boolean(p.vehicleId);
  const active = !['0', 'false', 'off', ''].includes(String(p.values.active ?? '1'));
  return (
    <BooksPage title={editing ? 'Edit vehicle' : 'Add a vehicle'} user={p.user} tab="/ledger/vehicles">
      <form method="post" action={editing ? `/ledger/vehicles/${p.vehicleId}` : '/ledger/vehicles'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="registration_number" label="Registration number" values={p.values} errors={p.errors} required maxlength={20} placeholder="MH12AB1234" hint="State series (MH12AB1234) or Bharat series (22BH1234AA)" />
        <Field name="truck_type" label="Truck type" options={truckChoices()} values={p.values} errors={p.errors} required />
        <Field name="truck_length_ft" label="Length (ft)" inputmode="numeric" values={p.values} errors={p.errors} />
        <Field name="capacity_tonnes" label="Capacity (tonnes)" inputmode="decimal" values={p.values} errors={p.errors} />
        <Field name="driver_name" label="Driver name" values={p.values} errors={p.errors} maxlength={120} />
        <Field name="driver_phone" label="Driver phone" type="tel" inputmode="tel" values={p.values} errors={p.errors} />
        <div class={`field checkbox${p.errors?.active ? ' has-error' : ''}`}>
          <input type="hidden" name="active" value="0" />
          <label>
            <input type="checkbox" name="active" value="1" id="f-active" checked={active} /> Active (in use)
          </label>
          {p.errors?.active && <small class="error">{p.errors.active}</small>}
        </div>
        <button type="submit">{editing ? 'Save vehicle' : 'Add vehicle'}</button> <a href="/ledger/vehicles">Cancel</a>
      </form>
      {editing && (
        <p>
          <ActionButton action={`/ledger/vehicles/${p.vehicleId}/delete`} label="Delete vehicle" kind="danger" confirm="Delete this vehicle from your books?" />
        </p>
      )}
    </BooksPage>
  );
}
