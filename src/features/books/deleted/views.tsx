/** The admin's page of soft-deleted rows of the books, with a restore button each. */
import { formatDate, formatDateTime } from '../../../lib/dates.js';
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { type MessageKey, t } from '../../../lib/i18n/index.js';
import { formatRupees } from '../../../lib/money.js';
import { truckTypeName } from '../../../lib/words.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, FilterSheet, filterLine } from '../../../views/filters.js';
import { Layout } from '../../../views/layout.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { BOOKS_META } from '../layout.js';
import type { DeletedRow } from './queries.js';

const deletedKinds = (): Array<[string, string]> => [
  ['', t('books.all')],
  ['shippers', t('books.tab.clients')],
  ['vehicles', t('books.tab.vehicles')],
  ['payments', t('books.tab.payments')],
  ['loads', t('books.tab.loads')],
];

const TABLE_LABEL: Record<string, MessageKey> = { shippers: 'books.col.client', vehicles: 'books.col.vehicle', payments: 'books.col.payment', loads: 'books.deleted.bookLoad' };

/** A deleted row's name and detail as a reader says them: a payment's direction and a vehicle's truck in words, a date as a date. */
function rowLabel(r: DeletedRow): string {
  if (r.tableName === 'payments') return r.label === 'paid' ? t('books.direction.paid') : r.label === 'received' ? t('books.direction.received') : r.label;
  return r.label;
}
function rowDetail(r: DeletedRow): string | null {
  if (!r.detail) return null;
  if (r.tableName === 'vehicles') return truckTypeName(r.detail, 'long');
  if (r.tableName === 'payments' || r.tableName === 'loads') return /^\d{4}-\d{2}-\d{2}$/.test(r.detail) ? formatDate(r.detail) : r.detail;
  return r.detail;
}

export function DeletedRowsPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; rows: DeletedRow[]; info: PageInfo | null }) {
  return (
    <Layout title={t('books.deleted.title')} user={p.user} flash={p.flash} meta={BOOKS_META}>
      <h1>{t('books.deleted.title')}</h1>
      <p class="muted">{t('books.deleted.intro')}</p>
      <FilterSheet
        label={t('books.filters')}
        action="/ledger/admin/deleted"
        summary={filterLine([chosenLabel(deletedKinds(), p.query.table)], t('books.deleted.allKinds'))}
        open={Boolean(p.errors)}
        submitLabel={t('books.show')}
        clearHref="/ledger/admin/deleted"
      >
        <Field name="table" label={t('books.field.kind')} options={deletedKinds()} values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? t('books.deleted.fixFilter') : null} />
      {p.rows.length === 0 ? (
        <p class="muted">{t('books.deleted.none')}</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
            <thead>
              <tr>
                <th>{t('books.field.kind')}</th>
                <th>{t('books.deleted.record')}</th>
                <th>{t('books.deleted.detail')}</th>
                <th>{t('books.col.amount')}</th>
                <th>{t('books.deleted.owner')}</th>
                <th>{t('books.deleted.deletedAt')}</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr>
                  <td data-label={t('books.field.kind')}>{t(TABLE_LABEL[r.tableName] ?? 'books.deleted.record')}</td>
                  <td class="card-title">{rowLabel(r)}</td>
                  <td data-label={t('books.deleted.detail')} class={r.detail ? undefined : 'empty'}>
                    {rowDetail(r) ?? ''}
                  </td>
                  <td data-label={t('books.col.amount')} class={r.amountPaise === null ? 'num empty' : 'num'}>
                    {r.amountPaise === null ? '' : formatRupees(r.amountPaise)}
                  </td>
                  <td data-label={t('books.deleted.owner')}>
                    {r.ownerName} <small class="muted">@{r.ownerUsername}</small>
                  </td>
                  <td data-label={t('books.deleted.deletedAt')}>{formatDateTime(r.deletedAt)}</td>
                  <td class="row-action">
                    <ActionButton action={`/ledger/admin/restore/${r.tableName}/${r.id}`} label={t('books.deleted.restore')} kind="secondary" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {p.info && <Pagination info={p.info} baseUrl="/ledger/admin/deleted" query={p.query as Record<string, string>} />}
    </Layout>
  );
}
