/** Pages of the client companies in the books: the list, the form, a client with its balances. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatRupees } from '../../../lib/money.js';
import { formatCount } from '../../../lib/words.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { BooksPage, Money, options } from '../layout.js';
import type { ShipperOption, ShipperRow } from './queries.js';

export const shipperChoices = (list: ShipperOption[], empty = '— none —') =>
  options(
    list.map((s) => [s.id, s.name]),
    empty,
  );

export function ShippersPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; rows: ShipperRow[]; info: PageInfo | null }) {
  return (
    <BooksPage
      title="Clients"
      user={p.user}
      flash={p.flash}
      tab="/ledger/shippers"
      actions={
        <a class="button" href="/ledger/shippers/new">
          Add client
        </a>
      }
    >
      <FilterSheet
        action="/ledger/shippers"
        summary={filterLine([typeof p.query.q === 'string' && p.query.q.trim() ? `“${p.query.q.trim()}”` : null], 'All clients')}
        open={Boolean(p.errors)}
        submitLabel="Search"
        clearHref="/ledger/shippers"
      >
        <Field name="q" label="Search" values={p.query} errors={p.errors} maxlength={100} placeholder="Name, city or contact" />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? 'Please correct the search.' : null} />
      {p.rows.length === 0 ? (
        <p class="muted">No clients yet.</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
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
                  <td class="card-title">
                    <a href={`/ledger/shippers/${s.id}`}>{s.name}</a>
                  </td>
                  <td data-label="City" class={s.city ? undefined : 'empty'}>
                    {s.city ?? ''}
                  </td>
                  <td data-label="Contact" class={s.contactName || s.phone ? undefined : 'empty'}>
                    {[s.contactName, s.phone].filter(Boolean).join(' · ')}
                  </td>
                  <td data-label="GSTIN" class={s.gstin ? undefined : 'empty'}>
                    {s.gstin ?? ''}
                  </td>
                  <td data-label="Loads" class="num" data-load-count={String(s.loadCount)}>
                    {formatCount(s.loadCount)}
                  </td>
                  <td data-label="Receivable">
                    <Money paise={Number(s.deliveredPaise) - Number(s.receivedPaise)} />
                  </td>
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
          <b>{formatCount(shipper.loadCount)}</b>
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
        <a class="button secondary" href={`/ledger/loads?shipper_id=${shipper.id}`}>
          Loads of this client
        </a>{' '}
        <a class="button secondary" href={`/ledger/payments?shipper_id=${shipper.id}`}>
          Payments
        </a>{' '}
        <a class="button secondary" href={`/ledger/payments/new?shipper_id=${shipper.id}&direction=received`}>
          Record money received
        </a>{' '}
        <a class="button secondary" href={`/ledger/shippers/${shipper.id}/edit`}>
          Edit
        </a>
      </p>
      <p>
        <ActionButton action={`/ledger/shippers/${shipper.id}/delete`} label="Delete client" kind="danger" confirm="Delete this client from your books?" />
      </p>
    </BooksPage>
  );
}
