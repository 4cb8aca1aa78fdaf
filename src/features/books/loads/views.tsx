/** Pages of the loads in the books: the list, the form of a books-only load, a board load's client and vehicle, a load with its payments. */
import { formatDate, formatDateTime } from '../../../lib/dates.js';
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { type MessageKey, t, tRich } from '../../../lib/i18n/index.js';
import { cityName, formatTonnes, statusName, truckTypeName } from '../../../lib/words.js';
import { StatusBadge } from '../../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import type { ShipperOption } from '../clients/queries.js';
import { shipperChoices } from '../clients/views.js';
import { BooksPage, bookDateRange, Money, options, Route, routeText, truckChoices } from '../layout.js';
import type { PaymentRow } from '../payments/queries.js';
import { PaymentTable } from '../payments/views.js';
import type { VehicleOption } from '../vehicles/queries.js';
import { vehicleChoices } from '../vehicles/views.js';
import type { BooksLoadRow } from './queries.js';
import { LOAD_STATUSES, STATUS_VERBS, type LoadStatus, type PaymentState, type StatusVerb } from './schema.js';
import { loadInvoicePath, loadPath, loadReceiptPath } from '../../../views/paths.js';
import { formatRupees } from '../../../lib/money.js';

const VERB_LABEL: Record<StatusVerb, MessageKey> = {
  reopen: 'books.loads.verb.reopen',
  assign: 'books.loads.verb.assign',
  dispatch: 'books.loads.verb.dispatch',
  deliver: 'books.loads.verb.deliver',
  cancel: 'books.loads.verb.cancel',
};
const statusChoices = (empty: string) =>
  options(
    LOAD_STATUSES.map((s): [string, string] => [s, statusName('load', s)]),
    empty,
  );
const paymentChoices = () =>
  options(
    (['paid', 'partly_paid', 'unpaid'] as const).map((s): [string, string] => [s, statusName('books_payment', s)]),
    t('books.loads.anyPayment'),
  );
const kindChoices = () =>
  options(
    [
      ['books', t('books.loads.kind.books')],
      ['board', t('books.loads.kind.board')],
    ],
    t('books.all'),
  );

/** The cities of a filter line: "Delhi → Mumbai", "From Delhi", "To Mumbai". */
function cityRoute(origin: unknown, destination: unknown): string | null {
  const a = typeof origin === 'string' ? origin.trim() : '';
  const b = typeof destination === 'string' ? destination.trim() : '';
  return a && b ? routeText(a, b) : a ? t('books.loads.fromCity', { city: cityName(a) }) : b ? t('books.loads.toCity', { city: cityName(b) }) : null;
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
      {name} <small class="muted">{t('books.loads.deletedMark')}</small>
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
            <th>{t('books.col.pickup')}</th>
            <th>{t('books.col.route')}</th>
            <th>{t('books.col.client')}</th>
            {!compact && <th>{t('books.col.vehicle')}</th>}
            {!compact && <th>{t('books.col.weight')}</th>}
            <th>{t('books.col.freight')}</th>
            {!compact && <th>{t('books.col.received')}</th>}
            <th>{t('books.col.payment')}</th>
            <th>{t('books.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr>
              <td data-label={t('books.col.pickup')}>{formatDate(l.pickupDate)}</td>
              <td class="card-title">
                <a href={`/ledger/loads/${l.id}`}>
                  <Route origin={l.origin} destination={l.destination} />
                </a>
                {l.postedToBoard && <small class="muted"> · {t('books.loads.boardMark')}</small>}
              </td>
              <td data-label={t('books.col.client')}>
                <ClientName name={l.shipperName} deleted={l.shipperDeleted} />
                {l.counterpartyName && (
                  <>
                    <br />
                    <small>{t('books.loads.payTo', { name: l.counterpartyName })}</small>
                  </>
                )}
              </td>
              {!compact && <td data-label={t('books.col.vehicle')}>{l.vehicleRegistration ?? <span class="muted">—</span>}</td>}
              {!compact && (
                <td data-label={t('books.col.weight')} class="num">
                  {formatTonnes(l.weightTonnes)}
                </td>
              )}
              <td data-label={t('books.col.freight')}>
                <Money paise={l.freightPaise} />
              </td>
              {!compact && (
                <td data-label={t('books.col.received')}>
                  <Money paise={l.receivedPaise} />
                </td>
              )}
              <td data-label={t('books.col.payment')}>
                <PaymentPill state={l.paymentState} />
              </td>
              <td data-label={t('books.col.status')}>
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
      title={t('books.loads.title')}
      user={p.user}
      flash={p.flash}
      tab="/ledger/loads"
      actions={
        <a class="button" href="/ledger/loads/new">
          {t('books.action.addLoad')}
        </a>
      }
    >
      <FilterSheet
        label={t('books.filters')}
        submitLabel={t('books.showResults')}
        action="/ledger/loads"
        summary={filterLine(
          [
            bookDateRange(p.query.from, p.query.to, 'pickup'),
            chosenLabel(shipperChoices(p.shippers, t('books.allClients')), p.query.shipper_id),
            chosenLabel(vehicleChoices(p.vehicles, t('books.allVehicles')), p.query.vehicle_id),
            cityRoute(p.query.origin, p.query.destination),
            chosenLabel(statusChoices(t('books.loads.anyStatus')), p.query.status),
            chosenLabel(paymentChoices(), p.query.payment),
            chosenLabel(kindChoices(), p.query.kind),
          ],
          t('books.loads.allLoads'),
        )}
        open={Boolean(p.errors)}
        clearHref="/ledger/loads"
      >
        <Field name="from" label={t('books.field.pickupFrom')} type="date" values={p.query} errors={p.errors} />
        <Field name="to" label={t('books.field.pickupTo')} type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label={t('books.field.client')} options={shipperChoices(p.shippers, t('books.allClients'))} values={p.query} errors={p.errors} />
        <Field name="vehicle_id" label={t('books.field.vehicle')} options={vehicleChoices(p.vehicles, t('books.allVehicles'))} values={p.query} errors={p.errors} />
        <Field name="origin" label={t('books.field.fromCity')} values={p.query} errors={p.errors} maxlength={80} />
        <Field name="destination" label={t('books.field.toCity')} values={p.query} errors={p.errors} maxlength={80} />
        <Field name="status" label={t('books.field.status')} options={statusChoices(t('books.loads.anyStatus'))} values={p.query} errors={p.errors} />
        <Field name="payment" label={t('books.field.payment')} options={paymentChoices()} values={p.query} errors={p.errors} />
        <Field name="kind" label={t('books.field.kind')} options={kindChoices()} values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? t('books.fixFilters') : null} />
      {p.rows.length === 0 ? (
        <p class="muted" id="no-loads">
          {p.errors ? t('books.loads.noResults') : t('books.loads.noneMatch')}
        </p>
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
  /** The load this one looks like a duplicate of: a warning naming it, and "Save anyway". */
  duplicate?: { id: string; createdAt: Date };
  shippers: ShipperOption[];
  vehicles: VehicleOption[];
}) {
  const editing = Boolean(p.loadId);
  return (
    <BooksPage title={editing ? t('books.loads.editTitle') : t('books.loads.addTitle')} user={p.user} tab="/ledger/loads">
      {!editing && <p class="muted">{t('books.loads.addIntro')}</p>}
      <form method="post" action={editing ? `/ledger/loads/${p.loadId}` : '/ledger/loads'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        {p.duplicate && <DuplicateWarning earlier={p.duplicate} />}
        <Field name="origin" label={t('books.field.from')} values={p.values} errors={p.errors} required maxlength={80} />
        <Field name="destination" label={t('books.field.to')} values={p.values} errors={p.errors} required maxlength={80} />
        <Field name="pickup_date" label={t('books.field.pickupDate')} type="date" values={p.values} errors={p.errors} required />
        <Field name="truck_type" label={t('books.field.truckType')} options={truckChoices()} values={p.values} errors={p.errors} required />
        <Field name="truck_length_ft" label={t('books.field.truckLengthFt')} inputmode="numeric" values={p.values} errors={p.errors} />
        <Field name="weight" label={t('books.field.weightTonnes')} inputmode="decimal" values={p.values} errors={p.errors} required />
        <Field name="price" label={t('books.field.priceBilled')} inputmode="decimal" values={p.values} errors={p.errors} hint={t('books.loads.priceHint')} />
        {!editing && <Field name="status" label={t('books.field.status')} options={statusChoices(statusName('load', 'open'))} values={p.values} errors={p.errors} hint={t('books.loads.statusHint')} />}
        <Field name="shipper_id" label={t('books.field.client')} options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} hint={t('books.loads.clientHint')} />
        <Field name="vehicle_id" label={t('books.field.vehicle')} options={vehicleChoices(p.vehicles)} values={p.values} errors={p.errors} />
        <Field name="material" label={t('books.field.material')} values={p.values} errors={p.errors} maxlength={120} />
        <Field name="description" label={t('books.field.notes')} multiline values={p.values} errors={p.errors} maxlength={2000} />
        {/* The plain button first: Enter in a field submits it, so the warning cannot be passed by accident. */}
        <button type="submit" class={p.duplicate ? 'secondary' : undefined}>
          {editing ? t('books.loads.save') : t('books.action.addLoad')}
        </button>{' '}
        {p.duplicate && (
          <>
            <button type="submit" name="confirm_duplicate" value="1" id="save-anyway">
              {t('books.duplicate.saveAnyway')}
            </button>{' '}
          </>
        )}
        <a href={editing ? `/ledger/loads/${p.loadId}` : '/ledger/loads'}>{t('books.cancel')}</a>
      </form>
    </BooksPage>
  );
}

/** The warning of a likely duplicate: when the earlier load was entered, a link to it (new tab, so the form's values stay). */
function DuplicateWarning({ earlier }: { earlier: { id: string; createdAt: Date } }) {
  return (
    <div class="notice" role="alert" id="duplicate-warning">
      <h2>{t('books.duplicate.heading')}</h2>
      <p>
        {tRich(
          'books.duplicate.body',
          {
            link: (chunks) => (
              <a href={`/ledger/loads/${earlier.id}`} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          },
          { date: formatDateTime(earlier.createdAt) },
        )}
      </p>
      {/* A link, not a button: a submit button here would come first and be what Enter in a field presses. */}
      <p>
        <a href="#save-anyway">{t('tripinvoice.duplicateToButtons')}</a>
      </p>
    </div>
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
    <BooksPage title={t('books.loads.linksTitle')} user={p.user} tab="/ledger/loads">
      <p>
        <Route origin={p.load.origin} destination={p.load.destination} /> · {formatDate(p.load.pickupDate)} · <a href={loadPath(p.load.id)}>{t('books.loads.itsBoardPage')}</a>
      </p>
      <form method="post" action={`/ledger/loads/${p.load.id}/links`} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="shipper_id" label={t('books.field.client')} options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} />
        <Field name="vehicle_id" label={t('books.field.vehicle')} options={vehicleChoices(p.vehicles)} values={p.values} errors={p.errors} />
        <button type="submit">{t('books.save')}</button> <a href={`/ledger/loads/${p.load.id}`}>{t('books.cancel')}</a>
      </form>
    </BooksPage>
  );
}

export function LoadDetailPage({ user, flash, load, payments }: { user: SessionUser; flash?: Flash | null; load: BooksLoadRow; payments: PaymentRow[] }) {
  const outstanding = load.receivablePaise === null ? null : load.receivablePaise - load.receivedPaise;
  return (
    <BooksPage title={routeText(load.origin, load.destination)} user={user} flash={flash} tab="/ledger/loads">
      <div class="two-col">
        <section class="card">
          <dl class="facts">
            <dt>{t('books.field.kind')}</dt>
            <dd>
              {load.postedToBoard ? (
                <>
                  {t('books.loads.onBoard')} · <a href={loadPath(load.id)}>{t('books.loads.boardPage')}</a>
                </>
              ) : (
                t('books.loads.kind.books')
              )}
            </dd>
            <dt>{t('books.field.status')}</dt>
            <dd>
              <StatusPill status={load.status} />
            </dd>
            <dt>{t('books.field.pickupDate')}</dt>
            <dd>{formatDate(load.pickupDate)}</dd>
            <dt>{t('books.col.truck')}</dt>
            <dd>
              {truckTypeName(load.truckType, 'long')}
              {load.truckLengthFt ? ` · ${t('books.feet', { n: load.truckLengthFt })}` : ''}
            </dd>
            <dt>{t('books.col.weight')}</dt>
            <dd>{formatTonnes(load.weightTonnes)}</dd>
            <dt>{t('books.field.material')}</dt>
            <dd>{load.material ?? '—'}</dd>
            <dt>{t('books.col.client')}</dt>
            <dd>
              {load.shipperId ? (
                <a href={`/ledger/shippers/${load.shipperId}`}>
                  <ClientName name={load.shipperName} deleted={load.shipperDeleted} />
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('books.col.vehicle')}</dt>
            <dd>{load.vehicleRegistration ?? '—'}</dd>
            <dt>{t('books.col.freight')}</dt>
            <dd>
              <Money paise={load.freightPaise} />
            </dd>
            {load.payablePaise !== null && (
              <>
                <dt>{t('books.col.payable')}</dt>
                <dd id="load-payable">
                  <Money paise={load.payablePaise} />
                  {load.counterpartyName && <> · {load.counterpartyName}</>}
                </dd>
                <dt>{t('books.loads.paidToDriver')}</dt>
                <dd id="load-paid">
                  <Money paise={load.paidPaise} />
                  {load.escrowPaidPaise > 0 && <> ({t('books.loads.escrowShare', { amount: formatRupees(load.escrowPaidPaise) })})</>}
                  {load.receivablePaise === null && (
                    <>
                      {' '}
                      · <PaymentPill state={load.paymentState} />
                    </>
                  )}
                </dd>
              </>
            )}
            {load.receivablePaise !== null && load.postedToBoard && (
              <>
                <dt>{t('books.loads.receivableFrom')}</dt>
                <dd id="load-receivable">
                  <Money paise={load.receivablePaise} />
                  {load.commissionPaise > 0 && (
                    <small class="muted"> ({t('books.loads.withCommission', { freight: formatRupees(load.freightPaise), commission: formatRupees(load.commissionPaise) })})</small>
                  )}
                </dd>
              </>
            )}
            {(load.receivablePaise !== null || !load.postedToBoard) && (
              <>
                <dt>{t('books.col.received')}</dt>
                <dd id="load-received">
                  <Money paise={load.receivedPaise} /> · <PaymentPill state={load.paymentState} />
                </dd>
              </>
            )}
            {outstanding !== null && (
              <>
                <dt>{t('books.col.outstanding')}</dt>
                <dd>
                  <Money paise={outstanding} />
                </dd>
              </>
            )}
          </dl>
          {load.description && <p class="pre-line">{load.description}</p>}
        </section>
        <section class="card">
          <h2>{t('books.loads.actions')}</h2>
          {load.status !== 'cancelled' && (
            <p>
              <a class="button" href={loadInvoicePath(load.id)}>
                {t('invoices.create')}
              </a>{' '}
              <a class="button secondary" href={loadReceiptPath(load.id)}>
                {t('invoices.lr.create')}
              </a>
            </p>
          )}
          {load.postedToBoard ? (
            <p>
              <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>
                {t('books.loads.setLinks')}
              </a>
            </p>
          ) : (
            <>
              <p>
                <a class="button secondary" href={`/ledger/loads/${load.id}/edit`}>
                  {t('books.loads.edit')}
                </a>
              </p>
              <div class="verbs">
                {(Object.keys(STATUS_VERBS) as StatusVerb[])
                  .filter((verb) => STATUS_VERBS[verb] !== load.status)
                  .map((verb) => (
                    <ActionButton action={`/ledger/loads/${load.id}/${verb}`} label={t(VERB_LABEL[verb])} kind="secondary" />
                  ))}
              </div>
              <p>
                <ActionButton action={`/ledger/loads/${load.id}/delete`} label={t('books.loads.delete')} kind="danger" confirm={t('books.loads.deleteConfirm')} />
              </p>
            </>
          )}
        </section>
      </div>
      <h2>{t('books.loads.paymentsHeading')}</h2>
      <p>
        <a class="button small" href={`/ledger/payments/new?load_id=${load.id}&direction=received`}>
          {t('books.action.recordReceived')}
        </a>{' '}
        <a class="button small secondary" href={`/ledger/payments/new?load_id=${load.id}&direction=paid`}>
          {t('books.loads.recordPaid')}
        </a>
      </p>
      {payments.length === 0 ? <p class="muted">{t('books.loads.noPayments')}</p> : <PaymentTable rows={payments} />}
    </BooksPage>
  );
}
