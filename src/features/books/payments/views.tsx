/** Pages of the payments in the books: the list with its totals, and the payment form. */
import { formatDate } from '../../../lib/dates.js';
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { type MessageKey, t, tRich } from '../../../lib/i18n/index.js';
import { formatRupees } from '../../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import type { OpenInvoiceOption } from '../receivables/queries.js';
import type { ShipperOption } from '../clients/queries.js';
import { shipperChoices } from '../clients/views.js';
import { BooksPage, bookDateRange, Money, options, Route, routeText } from '../layout.js';
import type { LoadOption } from '../loads/queries.js';
import type { PaymentRow } from './queries.js';
import { METHODS } from './schema.js';

const directions = (): Array<[string, string]> => [
  ['received', t('books.direction.received')],
  ['paid', t('books.direction.paidOut')],
];

const METHOD_LABEL: Record<string, MessageKey> = {
  cash: 'books.method.cash',
  bank: 'books.method.bank',
  upi: 'books.method.upi',
  cheque: 'books.method.cheque',
  other: 'books.method.other',
};
const methodName = (m: string) => t(METHOD_LABEL[m] ?? 'books.method.other');

export function PaymentTable({ rows }: { rows: PaymentRow[] }) {
  return (
    <div class="table-wrap">
      <table class="ledger-table stack-on-phone">
        <thead>
          <tr>
            <th>{t('books.col.date')}</th>
            <th>{t('books.col.amount')}</th>
            <th>{t('books.col.method')}</th>
            <th>{t('books.col.client')}</th>
            <th>{t('books.col.load')}</th>
            <th>{t('books.col.reference')}</th>
            <th>{t('books.col.note')}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr>
              <td data-label={t('books.col.date')}>{formatDate(p.paidOn)}</td>
              <td class="card-title">
                <span class={`pill dir-${p.direction}`}>{p.direction === 'received' ? t('books.direction.received') : t('books.direction.paid')}</span> <Money paise={p.amountPaise} />
              </td>
              <td data-label={t('books.col.method')}>{methodName(p.method)}</td>
              <td data-label={t('books.col.client')} class={p.shipperName ? undefined : 'empty'}>
                {p.shipperName ?? <span class="muted">—</span>}
              </td>
              <td data-label={t('books.col.load')} class={p.loadId && p.loadOrigin ? undefined : 'empty'}>
                {p.loadId && p.loadOrigin ? (
                  <a href={`/ledger/loads/${p.loadId}`}>
                    <Route origin={p.loadOrigin} destination={p.loadDestination ?? ''} />
                  </a>
                ) : (
                  <span class="muted">—</span>
                )}
              </td>
              <td data-label={t('books.col.reference')} class={p.reference ? undefined : 'empty'}>
                {p.reference ?? ''}
              </td>
              <td data-label={t('books.col.note')} class={p.note ? 'pre-line' : 'pre-line empty'}>
                {p.note ?? ''}
              </td>
              <td class="row-action">
                <a href={`/ledger/payments/${p.id}/edit`}>{t('books.edit')}</a>
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
      title={t('books.payments.title')}
      user={p.user}
      flash={p.flash}
      tab="/ledger/payments"
      actions={
        <a class="button" href="/ledger/payments/new">
          {t('books.action.recordPayment')}
        </a>
      }
    >
      <FilterSheet
        label={t('books.filters')}
        submitLabel={t('books.showResults')}
        action="/ledger/payments"
        summary={filterLine(
          [
            bookDateRange(p.query.from, p.query.to),
            chosenLabel(shipperChoices(p.shippers, t('books.allClients')), p.query.shipper_id),
            chosenLabel(directions(), p.query.direction),
            p.query.load_id ? t('books.payments.oneLoad') : null,
          ],
          t('books.payments.all'),
        )}
        open={Boolean(p.errors)}
        clearHref="/ledger/payments"
      >
        <Field name="from" label={t('books.field.from')} type="date" values={p.query} errors={p.errors} />
        <Field name="to" label={t('books.field.to')} type="date" values={p.query} errors={p.errors} />
        <Field name="shipper_id" label={t('books.field.client')} options={shipperChoices(p.shippers, t('books.allClients'))} values={p.query} errors={p.errors} />
        <Field name="direction" label={t('books.field.direction')} options={options(directions(), t('books.payments.both'))} values={p.query} errors={p.errors} />
        {p.query.load_id ? <input type="hidden" name="load_id" value={String(p.query.load_id)} /> : null}
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? t('books.fixFilters') : null} />
      {p.totals && (
        <p id="payment-totals">{tRich('books.payments.totals', { b: (chunks) => <b>{chunks}</b> }, { received: formatRupees(p.totals.receivedPaise), paid: formatRupees(p.totals.paidPaise) })}</p>
      )}
      {p.rows.length === 0 ? <p class="muted">{t('books.payments.noneMatch')}</p> : <PaymentTable rows={p.rows} />}
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
  invoices: OpenInvoiceOption[];
}) {
  const editing = Boolean(p.paymentId);
  const loadChoices = options(
    p.loads.map((l) => [
      l.id,
      `${formatDate(l.pickupDate)} · ${routeText(l.origin, l.destination)}${l.pricePaise ? ` · ${formatRupees(l.pricePaise)}` : ''}${l.listed ? ` ${t('books.payments.boardMark')}` : ''}`,
    ]),
    t('books.none'),
  );
  return (
    <BooksPage title={editing ? t('books.payments.editTitle') : t('books.payments.addTitle')} user={p.user} tab="/ledger/payments">
      <form method="post" action={editing ? `/ledger/payments/${p.paymentId}` : '/ledger/payments'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field
          name="direction"
          label={t('books.field.direction')}
          options={options(
            [
              ['received', t('books.payments.receivedFrom')],
              ['paid', t('books.payments.paidOutTo')],
            ],
            t('books.choose'),
          )}
          values={p.values}
          errors={p.errors}
          required
        />
        <Field name="amount" label={t('books.field.amountRupees')} inputmode="decimal" values={p.values} errors={p.errors} required />
        <Field name="method" label={t('books.field.method')} options={METHODS.map((m) => [m, methodName(m)])} values={p.values} errors={p.errors} required />
        <Field name="paid_on" label={t('books.field.date')} type="date" values={p.values} errors={p.errors} required />
        <Field name="load_id" label={t('books.field.againstLoad')} options={loadChoices} values={p.values} errors={p.errors} hint={t('books.payments.loadHint')} />
        <Field name="shipper_id" label={t('books.field.client')} options={shipperChoices(p.shippers)} values={p.values} errors={p.errors} hint={t('books.payments.clientHint')} />
        <Field
          name="invoice_id"
          label={t('receivables.field.invoice')}
          options={options(
            p.invoices.map((i) => [i.id, t('receivables.invoiceOption', { number: i.number, client: i.clientName, due: formatRupees(i.duePaise) })]),
            t('books.none'),
          )}
          values={p.values}
          errors={p.errors}
          hint={t('receivables.invoiceHint')}
        />
        <Field name="reference" label={t('books.field.reference')} values={p.values} errors={p.errors} maxlength={120} hint={t('books.payments.referenceHint')} />
        <Field name="note" label={t('books.field.note')} multiline values={p.values} errors={p.errors} maxlength={1000} />
        <button type="submit">{editing ? t('books.payments.save') : t('books.action.recordPayment')}</button> <a href="/ledger/payments">{t('books.cancel')}</a>
      </form>
      {editing && (
        <p>
          <ActionButton action={`/ledger/payments/${p.paymentId}/delete`} label={t('books.payments.delete')} kind="danger" confirm={t('books.payments.deleteConfirm')} />
        </p>
      )}
    </BooksPage>
  );
}
