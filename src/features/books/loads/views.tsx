/** Pages of the loads in the books: the list, the form of a books-only load, a board load's client and vehicle, a load with its payments. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatDate } from '../../../lib/dates.js';
import { formatTonnes, statusName, truckTypeName } from '../../../lib/words.js';
import { StatusBadge } from '../../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, dateRangeLine, FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import type { ShipperOption } from '../clients/queries.js';
import { shipperChoices } from '../clients/views.js';
import { BooksPage, Money, options, Route, truckChoices } from '../layout.js';
import type { PaymentRow } from '../payments/queries.js';
import { PaymentTable } from '../payments/views.js';
import type { VehicleOption } from '../vehicles/queries.js';
import { vehicleChoices } from '../vehicles/views.js';
import type { BooksLoadRow } from './queries.js';
import { LOAD_STATUSES, STATUS_VERBS, type LoadStatus, type PaymentState, type StatusVerb } from './schema.js';
import { loadPath } from '../../../views/paths.js';

const VERB_LABEL: Record<StatusVerb, string> = {
  reopen: 'Mark open',
  assign: 'Mark truck assigned',
  dispatch: 'Mark in transit',
  deliver: 'Mark delivered',
  cancel: 'Mark cancelled',
};
const statusChoices = (empty: string) =>
  options(
    LOAD_STATUSES.map((s): [string, string] => [s, statusName('load', s)]),
    empty,
  );
const PAYMENT_CHOICES = options(
  (['paid', 'partly_paid', 'unpaid'] as const).map((s): [string, string] => [s, statusName('books_payment', s)]),
  'Any payment',
);
const KIND_CHOICES = options(
  [
    ['books', 'Books only'],
    ['board', 'On the board'],
  ],
  'All',
);

/** The cities of a filter line: "Delhi → Mumbai", "From Delhi", "To Mumbai". */
function cityRoute(origin: unknown, destination: unknown): string | null {
  const a = typeof origin === 'string' ? origin.trim() : '';
  const b = typeof destination === 'string' ? destination.trim() : '';
  return a && b ? `${a} → ${b}` : a ? `From ${a}` : b ? `To ${b}` : null;
}

function StatusPill({ status }: { status: LoadStatus | string }) {
  return <StatusBadge family="load" status={status} />;
}

/** The payment badge (class pay-<state> for the ledger's colours). */
function PaymentPill({ state }: { state: PaymentState }) {
  return (
    <span class={`pill pay-${state}`} data-status={state}>
      {statusName('books_payment', state)}
    </span>
  );
}

function ClientName({ name, deleted }: { name: string | null; deleted?: boolean }) {
  if (!name) return <span class="muted">—</span>;
  return deleted ? (
    <span>
      {name} <small class="muted">(deleted)</small>
    </span>
  ) : (
    <span>{name}</span>
  );
}

export function LoadTable({ rows, compact }: { rows: BooksLoadRow[]; compact?: boolean }) {
  return (
    <div class="table-wrap">
      <table class="ledger-table stack-on-phone">
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
              <td data-label="Pickup">{formatDate(l.pickupDate)}</td>
              <td class="card-title">
                <a href={`/ledger/loads/${l.id}`}>
                  <Route origin={l.origin} destination={l.destination} />
                </a>
                {l.listed && <small class="muted"> · board</small>}
              </td>
              <td data-label="Client">
                <ClientName name={l.shipperName} deleted={l.shipperDeleted} />
              </td>
              {!compact && <td data-label="Vehicle">{l.vehicleRegistration ?? <span class="muted">—</span>}</td>}
              {!compact && (
                <td data-label="Weight" class="num">
                  {formatTonnes(l.weightTonnes)}
                </td>
              )}
              <td data-label="Freight">
                <Money paise={l.pricePaise} />
              </td>
              {!compact && (
                <td data-label="Received">
                  <Money paise={l.receivedPaise} />
                </td>
              )}
              <td data-label="Payment">
                <PaymentPill state={l.paymentState} />
              </td>
              <td data-label="Status">
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
    <BooksPage
      title="Loads in the books"
      user={p.user}
      flash={p.flash}
      tab="/ledger/loads"
      actions={
        <a class="button" href="/ledger/loads/new">
          Add load
        </a>
      }
    >
      <FilterSheet
        action="/ledger/loads"
        summary={filterLine(
          [
            dateRangeLine(p.query.from, p.query.to, 'Pickup'),
            chosenLabel(shipperChoices(p.shippers, 'All clients'), p.query.shipper_id),
            chosenLabel(vehicleChoices(p.vehicles, 'All vehicles'), p.query.vehicle_id),
            cityRoute(p.query.origin, p.query.destination),
            chosenLabel(statusChoices('Any status'), p.query.status),
            chosenLabel(PAYMENT_CHOICES, p.query.payment),
            chosenLabel(KIND_CHOICES, p.query.kind),
          ],
          'All loads',
        )}
        open={Boolean(p.errors)}
        clearHref="/ledger/loads"
      >
        <Field name="from" label="Pickup from" type="date" values={p.query} errors={p.errors} />
        <Field name="to" label="Pickup to" type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers, 'All clients')} values={p.query} errors={p.errors} />
        <Field name="vehicle_id" label="Vehicle" options={vehicleChoices(p.vehicles, 'All vehicles')} values={p.query} errors={p.errors} />
        <Field name="origin" label="From city" values={p.query} errors={p.errors} maxlength={80} />
        <Field name="destination" label="To city" values={p.query} errors={p.errors} maxlength={80} />
        <Field name="status" label="Status" options={statusChoices('Any status')} values={p.query} errors={p.errors} />
        <Field name="payment" label="Payment" options={PAYMENT_CHOICES} values={p.query} errors={p.errors} />
        <Field name="kind" label="Kind" options={KIND_CHOICES} values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the filters.' : null} />
      {p.rows.length === 0 ? (
        <p class="muted" id="no-loads">
          {p.errors ? 'No results for these filters.' : 'No loads match.'}
        </p>
      ) : (
        <LoadTable rows={p.rows} />
      )}
      {p.info && <Pagination info={p.info} baseUrl="/ledger/loads" query={p.query as Record<string, string>} />}
    </BooksPage>
  );
}

export function LoadFormPage(p: { user: SessionUser; loadId?: string; values: FormValues; errors?: FormErrors | null; message?: string | null; shippers: ShipperOption[]; vehicles: VehicleOption[] }) {
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
export function LoadLinksPage(p: {
  user: SessionUser;
  load: BooksLoadRow;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  shippers: ShipperOption[];
  vehicles: VehicleOption[];
}) {
  return (
    <BooksPage title="File a board load" user={p.user} tab="/ledger/loads">
      <p>
        <Route origin={p.load.origin} destination={p.load.destination} /> · {formatDate(p.load.pickupDate)} · <a href={loadPath(p.load.id)}>its board page</a>
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
            <dd>
              {load.listed ? (
                <>
                  On the load board · <a href={loadPath(load.id)}>board page</a>
                </>
              ) : (
                'Books only'
              )}
            </dd>
            <dt>Status</dt>
            <dd>
              <StatusPill status={load.status} />
            </dd>
            <dt>Pickup date</dt>
            <dd>{formatDate(load.pickupDate)}</dd>
            <dt>Truck</dt>
            <dd>
              {truckTypeName(load.truckType, 'long')}
              {load.truckLengthFt ? ` · ${load.truckLengthFt} ft` : ''}
            </dd>
            <dt>Weight</dt>
            <dd>{formatTonnes(load.weightTonnes)}</dd>
            <dt>Material</dt>
            <dd>{load.material ?? '—'}</dd>
            <dt>Client</dt>
            <dd>
              {load.shipperId ? (
                <a href={`/ledger/shippers/${load.shipperId}`}>
                  <ClientName name={load.shipperName} deleted={load.shipperDeleted} />
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt>Vehicle</dt>
            <dd>{load.vehicleRegistration ?? '—'}</dd>
            <dt>Freight</dt>
            <dd>
              <Money paise={load.pricePaise} />
            </dd>
            <dt>Received</dt>
            <dd>
              <Money paise={load.receivedPaise} /> · <PaymentPill state={load.paymentState} />
            </dd>
            {outstanding !== null && (
              <>
                <dt>Outstanding</dt>
                <dd>
                  <Money paise={outstanding} />
                </dd>
              </>
            )}
          </dl>
          {load.description && <p class="pre-line">{load.description}</p>}
        </section>
        <section class="card">
          <h2>Actions</h2>
          {load.listed ? (
            <p>
              <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>
                Set client and vehicle
              </a>
            </p>
          ) : (
            <>
              <p>
                <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>
                  Edit load
                </a>
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
        <a class="button small" href={`/ledger/payments/new?load_id=${load.id}&direction=received`}>
          Record money received
        </a>{' '}
        <a class="button small secondary" href={`/ledger/payments/new?load_id=${load.id}&direction=paid`}>
          Record money paid
        </a>
      </p>
      {payments.length === 0 ? <p class="muted">None yet.</p> : <PaymentTable rows={payments} />}
    </BooksPage>
  );
}
