/** Pages of the client companies in the books: the list, the form, a client with its balances. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { t } from '../../../lib/i18n/index.js';
import { formatRupees } from '../../../lib/money.js';
import { cityName, formatCount } from '../../../lib/words.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { FilterSheet, filterLine } from '../../../views/filters.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { BooksPage, Money, options } from '../layout.js';
import type { ShipperOption, ShipperRow } from './queries.js';

export const shipperChoices = (list: ShipperOption[], empty = t('books.none')) =>
  options(
    list.map((s) => [s.id, s.name]),
    empty,
  );

export function ShippersPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; errors?: FormErrors | null; rows: ShipperRow[]; info: PageInfo | null }) {
  return (
    <BooksPage
      title={t('books.clients.title')}
      user={p.user}
      flash={p.flash}
      tab="/ledger/shippers"
      actions={
        <a class="button" href="/ledger/shippers/new">
          {t('books.clients.add')}
        </a>
      }
    >
      <FilterSheet
        label={t('books.filters')}
        action="/ledger/shippers"
        summary={filterLine([typeof p.query.q === 'string' && p.query.q.trim() ? `“${p.query.q.trim()}”` : null], t('books.allClients'))}
        open={Boolean(p.errors)}
        submitLabel={t('books.clients.search')}
        clearHref="/ledger/shippers"
      >
        <Field name="q" label={t('books.clients.search')} values={p.query} errors={p.errors} maxlength={100} placeholder={t('books.clients.searchHint')} />
      </FilterSheet>
      <ErrorSummary errors={p.errors} message={p.errors ? t('books.clients.fixSearch') : null} />
      {p.rows.length === 0 ? (
        <p class="muted">{t('books.clients.none')}</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
            <thead>
              <tr>
                <th>{t('books.col.client')}</th>
                <th>{t('books.col.city')}</th>
                <th>{t('books.col.contact')}</th>
                <th>GSTIN</th>
                <th>{t('books.col.loads')}</th>
                <th>{t('books.col.receivable')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((s) => (
                <tr>
                  <td class="card-title">
                    <a href={`/ledger/shippers/${s.id}`}>{s.name}</a>
                  </td>
                  <td data-label={t('books.col.city')} class={s.city ? undefined : 'empty'}>
                    {s.city ? cityName(s.city) : ''}
                  </td>
                  <td data-label={t('books.col.contact')} class={s.contactName || s.phone ? undefined : 'empty'}>
                    {[s.contactName, s.phone].filter(Boolean).join(' · ')}
                  </td>
                  <td data-label="GSTIN" class={s.gstin ? undefined : 'empty'}>
                    {s.gstin ?? ''}
                  </td>
                  <td data-label={t('books.col.loads')} class="num" data-load-count={String(s.loadCount)}>
                    {formatCount(s.loadCount)}
                  </td>
                  <td data-label={t('books.col.receivable')}>
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
    <BooksPage title={editing ? t('books.clients.editTitle') : t('books.clients.addTitle')} user={p.user} tab="/ledger/shippers">
      <form method="post" action={editing ? `/ledger/shippers/${p.shipperId}` : '/ledger/shippers'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="name" label={t('books.field.companyName')} values={p.values} errors={p.errors} required maxlength={160} />
        <Field name="contact_name" label={t('books.field.contactPerson')} values={p.values} errors={p.errors} maxlength={120} />
        <Field name="phone" label={t('books.field.phone')} type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <Field name="gstin" label="GSTIN" values={p.values} errors={p.errors} maxlength={20} placeholder="27AAPFU0939F1ZV" />
        <Field name="city" label={t('books.field.city')} values={p.values} errors={p.errors} maxlength={80} />
        <Field name="address" label={t('books.field.address')} multiline values={p.values} errors={p.errors} maxlength={500} />
        <button type="submit">{editing ? t('books.clients.save') : t('books.clients.add')}</button> <a href={editing ? `/ledger/shippers/${p.shipperId}` : '/ledger/shippers'}>{t('books.cancel')}</a>
      </form>
    </BooksPage>
  );
}

/** A client: its figures, details, the receivable part (open bills, statement, reminder) and its actions. */
export function ShipperDetailPage({ user, flash, shipper, receivablePart }: { user: SessionUser; flash?: Flash | null; shipper: ShipperRow; receivablePart?: Child }) {
  const receivable = Number(shipper.deliveredPaise) - Number(shipper.receivedPaise);
  return (
    <BooksPage title={shipper.name} user={user} flash={flash} tab="/ledger/shippers">
      <section class="stats">
        <div class="stat" id="stat-load-count">
          <b>{formatCount(shipper.loadCount)}</b>
          <span>{t('books.col.loads')}</span>
        </div>
        <div class="stat">
          <b>{formatRupees(Number(shipper.deliveredPaise))}</b>
          <span>{t('books.clients.deliveredFreight')}</span>
        </div>
        <div class="stat">
          <b>{formatRupees(Number(shipper.receivedPaise))}</b>
          <span>{t('books.col.received')}</span>
        </div>
        <div class="stat" id="stat-receivable">
          <b>{formatRupees(receivable)}</b>
          <span>{t('books.col.receivable')}</span>
        </div>
      </section>
      {receivablePart}
      <section class="card">
        <dl class="facts">
          <dt>{t('books.col.contact')}</dt>
          <dd>{shipper.contactName ?? '—'}</dd>
          <dt>{t('books.field.phone')}</dt>
          <dd>{shipper.phone ? <a href={`tel:${shipper.phone.replace(/[^\d+]/g, '')}`}>{shipper.phone}</a> : '—'}</dd>
          <dt>GSTIN</dt>
          <dd>{shipper.gstin ?? '—'}</dd>
          <dt>{t('books.col.city')}</dt>
          <dd>{shipper.city ? cityName(shipper.city) : '—'}</dd>
          <dt>{t('books.field.address')}</dt>
          <dd class="pre-line">{shipper.address ?? '—'}</dd>
        </dl>
      </section>
      <p>
        <a class="button secondary" href={`/ledger/loads?shipper_id=${shipper.id}`}>
          {t('books.clients.loadsOf')}
        </a>{' '}
        <a class="button secondary" href={`/ledger/payments?shipper_id=${shipper.id}`}>
          {t('books.tab.payments')}
        </a>{' '}
        <a class="button secondary" href={`/ledger/payments/new?shipper_id=${shipper.id}&direction=received`}>
          {t('books.action.recordReceived')}
        </a>{' '}
        <a class="button secondary" href={`/ledger/shippers/${shipper.id}/edit`}>
          {t('books.edit')}
        </a>
      </p>
      <p>
        <ActionButton action={`/ledger/shippers/${shipper.id}/delete`} label={t('books.clients.delete')} kind="danger" confirm={t('books.clients.deleteConfirm')} />
      </p>
    </BooksPage>
  );
}
