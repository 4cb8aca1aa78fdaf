/** Pages of the payments in the books: the list with its totals, and the payment form. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatDate } from '../../../lib/dates.js';
import { formatRupees } from '../../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, dateRangeLine, FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import type { ShipperOption } from '../clients/queries.js';
import { shipperChoices } from '../clients/views.js';
import { BooksPage, Money, options, Route } from '../layout.js';
import type { LoadOption } from '../loads/queries.js';
import type { PaymentRow } from './queries.js';
import { METHODS } from './schema.js';

const DIRECTIONS: Array<[string, string]> = [
  ['received', 'Received'],
  ['paid', 'Paid out'],
];

const METHOD_LABEL: Record<string, string> = { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI', cheque: 'Cheque', other: 'Other' };

export function PaymentTable({ rows }: { rows: PaymentRow[] }) {
  return (
    <div class="table-wrap">
      <table class="ledger-table stack-on-phone">
        <thead>
          <tr>
            <th>Date</th>
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
              <td data-label="Date">{formatDate(p.paidOn)}</td>
              <td class="card-title">
                <span class={`pill dir-${p.direction}`}>{p.direction === 'received' ? 'Received' : 'Paid'}</span> <Money paise={p.amountPaise} />
              </td>
              <td data-label="Method">{METHOD_LABEL[p.method] ?? 'Other'}</td>
              <td data-label="Client" class={p.shipperName ? undefined : 'empty'}>
                {p.shipperName ?? <span class="muted">—</span>}
              </td>
              <td data-label="Load" class={p.loadId && p.loadOrigin ? undefined : 'empty'}>
                {p.loadId && p.loadOrigin ? (
                  <a href={`/ledger/loads/${p.loadId}`}>
                    <Route origin={p.loadOrigin} destination={p.loadDestination ?? ''} />
                  </a>
                ) : (
                  <span class="muted">—</span>
                )}
              </td>
              <td data-label="Reference" class={p.reference ? undefined : 'empty'}>
                {p.reference ?? ''}
              </td>
              <td data-label="Note" class={p.note ? 'pre-line' : 'pre-line empty'}>
                {p.note ?? ''}
              </td>
              <td class="row-action">
                <a href={`/ledger/payments/${p.id}/edit`}>Edit</a>
              </td>
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
    <BooksPage
      title="Payments"
      user={p.user}
      flash={p.flash}
      tab="/ledger/payments"
      actions={
        <a class="button" href="/ledger/payments/new">
          Record payment
        </a>
      }
    >
      <FilterSheet
        action="/ledger/payments"
        summary={filterLine(
          [
            dateRangeLine(p.query.from, p.query.to),
            chosenLabel(shipperChoices(p.shippers, 'All clients'), p.query.shipper_id),
            chosenLabel(DIRECTIONS, p.query.direction),
            p.query.load_id ? 'One load' : null,
          ],
          'All payments',
        )}
        open={Boolean(p.errors)}
        clearHref="/ledger/payments"
      >
        <Field name="from" label="From" type="date" values={p.query} errors={p.errors} />
        <Field name="to" label="To" type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label="Client" options={shipperChoices(p.shippers, 'All clients')} values={p.query} errors={p.errors} />
        <Field name="direction" label="Direction" options={options(DIRECTIONS, 'Both')} values={p.query} errors={p.errors} />
        {p.query.load_id ? <input type="hidden" name="load_id" value={String(p.query.load_id)} /> : null}
      </FilterSheet>
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

export function PaymentFormPage(p: { user: SessionUser; paymentId?: string; values: FormValues; errors?: FormErrors | null; message?: string | null; shippers: ShipperOption[]; loads: LoadOption[] }) {
  const editing = Boolean(p.paymentId);
  const loadChoices = options(
    p.loads.map((l) => [l.id, `${formatDate(l.pickupDate)} · ${l.origin} → ${l.destination}${l.pricePaise ? ` · ${formatRupees(l.pricePaise)}` : ''}${l.listed ? ' (board)' : ''}`]),
    '— none —',
  );
  return (
    <BooksPage title={editing ? 'Edit payment' : 'Record a payment'} user={p.user} tab="/ledger/payments">
      <form method="post" action={editing ? `/ledger/payments/${p.paymentId}` : '/ledger/payments'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field
          name="direction"
          label="Direction"
          options={options(
            [
              ['received', 'Received from a client'],
              ['paid', 'Paid out (truck owner, driver, expense)'],
            ],
            'Choose…',
          )}
          values={p.values}
          errors={p.errors}
          required
        />
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
