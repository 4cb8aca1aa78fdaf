/** The admin's page of soft-deleted rows of the books, with a restore button each. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatDateTime } from '../../../lib/dates.js';
import { formatRupees } from '../../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { chosenLabel, FilterSheet, filterLine } from '../../../views/filters.js';
import { Layout } from '../../../views/layout.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { BOOKS_META } from '../layout.js';
import type { DeletedRow } from './queries.js';

const DELETED_KINDS: Array<[string, string]> = [
  ['', 'All'],
  ['shippers', 'Clients'],
  ['vehicles', 'Vehicles'],
  ['payments', 'Payments'],
  ['loads', 'Loads'],
];

const TABLE_LABEL: Record<string, string> = { shippers: 'Client', vehicles: 'Vehicle', payments: 'Payment', loads: 'Load (books)' };

export function DeletedRowsPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; rows: DeletedRow[]; info: PageInfo | null }) {
  return (
    <Layout title="Deleted ledger records" user={p.user} flash={p.flash} meta={BOOKS_META}>
      <h1>Deleted ledger records</h1>
      <p class="muted">Clients, vehicles, payments and books-only loads that their owners deleted. Restoring brings a record back into its owner's books; the audit log records it.</p>
      <FilterSheet
        action="/ledger/admin/deleted"
        summary={filterLine([chosenLabel(DELETED_KINDS, p.query.table)], 'All kinds')}
        open={Boolean(p.errors)}
        submitLabel="Show"
        clearHref="/ledger/admin/deleted"
      >
        <Field name="table" label="Kind" options={DELETED_KINDS} values={p.query} errors={p.errors} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the filter.' : null} />
      {p.rows.length === 0 ? (
        <p class="muted">Nothing is deleted.</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
            <thead>
              <tr>
                <th>Kind</th>
                <th>Record</th>
                <th>Detail</th>
                <th>Amount</th>
                <th>Owner</th>
                <th>Deleted</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr>
                  <td data-label="Kind">{TABLE_LABEL[r.tableName] ?? 'Record'}</td>
                  <td class="card-title">{r.label}</td>
                  <td data-label="Detail" class={r.detail ? undefined : 'empty'}>
                    {r.detail ?? ''}
                  </td>
                  <td data-label="Amount" class={r.amountPaise === null ? 'num empty' : 'num'}>
                    {r.amountPaise === null ? '' : formatRupees(r.amountPaise)}
                  </td>
                  <td data-label="Owner">
                    {r.ownerName} <small class="muted">@{r.ownerUsername}</small>
                  </td>
                  <td data-label="Deleted">{formatDateTime(r.deletedAt)}</td>
                  <td class="row-action">
                    <ActionButton action={`/ledger/admin/restore/${r.tableName}/${r.id}`} label="Restore" kind="secondary" />
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
