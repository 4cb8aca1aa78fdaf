/** Pages of what clients owe: every client's ageing, a client's open bills and reminders, the statement (owner's and shared). */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { formatDate, formatDateTime } from '../../../lib/dates.js';
import { currentLocale, LOCALE_NAMES, LOCALES, type MessageKey, t } from '../../../lib/i18n/index.js';
import { formatRupees } from '../../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { Layout } from '../../../views/layout.js';
import { BOOKS_META, BooksPage, Money, Route, routeText } from '../layout.js';
import type { ClientAgeingRow, OpenLineRow } from './queries.js';
import type { Statement, StatementLine } from './service.js';

const BUCKETS: MessageKey[] = ['receivables.col.d0', 'receivables.col.d31', 'receivables.col.d61', 'receivables.col.d91'];

export function ReceivablesPage(p: { user: SessionUser; flash?: Flash | null; rows: ClientAgeingRow[]; asOf: string }) {
  const totals = p.rows.reduce<[number, number, number, number, number]>(
    (a, r) => [a[0] + r.buckets[0], a[1] + r.buckets[1], a[2] + r.buckets[2], a[3] + r.buckets[3], a[4] + r.balancePaise],
    [0, 0, 0, 0, 0],
  );
  return (
    <BooksPage title={t('receivables.title')} user={p.user} flash={p.flash} tab="/ledger/receivables">
      <p class="muted">{t('receivables.intro', { date: formatDate(p.asOf) })}</p>
      {p.rows.length === 0 ? (
        <p class="muted">{t('receivables.none')}</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone" id="receivables">
            <thead>
              <tr>
                <th>{t('books.col.client')}</th>
                {BUCKETS.map((b) => (
                  <th class="num">{t(b)}</th>
                ))}
                <th class="num">{t('receivables.col.total')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr data-client={r.shipperId}>
                  <td class="card-title">
                    <a href={`/ledger/shippers/${r.shipperId}`}>{r.name}</a>
                  </td>
                  {r.buckets.map((v, i) => (
                    <td data-label={t(BUCKETS[i] as MessageKey)} class={v === 0 ? 'num empty' : 'num'} data-bucket={String(i)}>
                      {formatRupees(v)}
                    </td>
                  ))}
                  <td data-label={t('receivables.col.total')} class="num" data-total>
                    <b>{formatRupees(r.balancePaise)}</b>
                    {r.advancePaise > 0 && <small class="muted"> ({t('receivables.advance', { amount: formatRupees(r.advancePaise) })})</small>}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('receivables.col.total')}</th>
                {totals.slice(0, 4).map((v, i) => (
                  <th data-label={t(BUCKETS[i] as MessageKey)} class="num">
                    {formatRupees(v)}
                  </th>
                ))}
                <th data-label={t('receivables.col.total')} class="num">
                  {formatRupees(totals[4])}
                </th>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </BooksPage>
  );
}

export interface ReminderInfo {
  channel: string;
  state: string;
  createdAt: Date;
}

const channelName = (c: string) => (c === 'whatsapp' ? t('receivables.channel.whatsapp') : t('receivables.channel.sms'));

/** The reminder form drawn again with its refusal. */
export interface ReminderForm {
  values: FormValues;
  errors: FormErrors | null;
  message: string | null;
}

/** The client page's part: their ageing, open bills, statement links and the reminder form. */
export function ClientReceivableSection(p: {
  shipperId: string;
  phone: string | null;
  ageing: ClientAgeingRow | undefined;
  lines: OpenLineRow[];
  reminders: ReminderInfo[];
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  const owed = p.ageing?.balancePaise ?? 0;
  const last = p.reminders[0];
  return (
    <section class="card" id="client-receivable">
      <h2>{t('receivables.openBills')}</h2>
      {p.ageing && (
        <dl class="facts" id="client-ageing">
          {BUCKETS.map((b, i) => (
            <>
              <dt>{t(b)}</dt>
              <dd class="num">{formatRupees(p.ageing?.buckets[i] ?? 0)}</dd>
            </>
          ))}
          {(p.ageing.advancePaise ?? 0) > 0 && (
            <>
              <dt>{t('receivables.col.advance')}</dt>
              <dd class="num">{formatRupees(p.ageing.advancePaise)}</dd>
            </>
          )}
          <dt>{t('receivables.col.total')}</dt>
          <dd class="num">
            <b>{formatRupees(owed)}</b>
          </dd>
        </dl>
      )}
      {p.lines.length === 0 ? (
        <p class="muted">{t('receivables.noOpenBills')}</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone" id="open-bills">
            <thead>
              <tr>
                <th>{t('receivables.col.bill')}</th>
                <th>{t('receivables.col.billDate')}</th>
                <th class="num">{t('receivables.col.amount')}</th>
                <th class="num">{t('receivables.col.received')}</th>
                <th class="num">{t('receivables.col.open')}</th>
                <th class="num">{t('receivables.col.days')}</th>
              </tr>
            </thead>
            <tbody>
              {p.lines.map((l) => (
                <tr>
                  <td class="card-title">
                    <a href={`/ledger/loads/${l.loadId}`}>{l.invoiceNumber ? `${l.invoiceNumber} · ${routeText(l.origin, l.destination)}` : <Route origin={l.origin} destination={l.destination} />}</a>
                  </td>
                  <td data-label={t('receivables.col.billDate')}>{formatDate(l.billDate)}</td>
                  <td data-label={t('receivables.col.amount')} class="num">
                    <Money paise={l.amountPaise} />
                  </td>
                  <td data-label={t('receivables.col.received')} class="num">
                    <Money paise={l.receivedPaise + l.creditAppliedPaise} />
                  </td>
                  <td data-label={t('receivables.col.open')} class="num">
                    <b>{formatRupees(l.openPaise)}</b>
                  </td>
                  <td data-label={t('receivables.col.days')} class="num">
                    {t('receivables.days', { n: l.days })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <a class="button secondary" href={`/ledger/shippers/${p.shipperId}/statement`}>
          {t('receivables.statement.link')}
        </a>
      </p>
      {last && (
        <p id="last-reminder" class="muted">
          {last.state === 'dead'
            ? t('receivables.reminder.failed', { date: formatDateTime(last.createdAt), channel: channelName(last.channel) })
            : t('receivables.reminder.sentOn', { date: formatDateTime(last.createdAt), channel: channelName(last.channel) })}
        </p>
      )}
      {owed > 0 &&
        (p.phone ? (
          <form method="post" action={`/ledger/shippers/${p.shipperId}/reminders`} class="stacked" novalidate>
            <h3>{t('receivables.reminder.title')}</h3>
            <ErrorSummary errors={p.errors} message={p.message} />
            <Field
              name="channel"
              label={t('receivables.reminder.channel')}
              options={[
                ['sms', t('receivables.channel.sms')],
                ['whatsapp', t('receivables.channel.whatsapp')],
              ]}
              values={p.values ?? { channel: 'sms', language: currentLocale() }}
              errors={p.errors}
              required
            />
            <Field
              name="language"
              label={t('receivables.reminder.language')}
              options={LOCALES.map((l) => [l, LOCALE_NAMES[l]])}
              values={p.values ?? { channel: 'sms', language: currentLocale() }}
              errors={p.errors}
              required
            />
            <p class="muted">{t('receivables.reminder.help', { phone: p.phone })}</p>
            <button type="submit">{t('receivables.reminder.send')}</button>
          </form>
        ) : (
          <p class="muted">{t('receivables.reminder.noPhone')}</p>
        ))}
    </section>
  );
}

function particulars(l: StatementLine): string {
  const route = l.origin && l.destination ? routeText(l.origin, l.destination) : '';
  if (l.kind === 'bill') return l.invoiceNumber ? t('receivables.statement.invoice', { number: l.invoiceNumber, route }) : t('receivables.statement.freight', { route });
  const parts = [t('receivables.statement.payment'), l.invoiceNumber ?? route, l.reference].filter(Boolean);
  return parts.join(' · ');
}

/** The statement's table and totals (the owner's page and the shared page draw the same). */
function StatementBody({ s, clientName }: { s: Statement; clientName: string }) {
  return (
    <>
      <p id="statement-period">
        <b>{clientName}</b> · {t('receivables.statement.period', { from: formatDate(s.from), to: formatDate(s.to) })}
      </p>
      <div class="table-wrap">
        <table class="ledger-table stack-on-phone" id="statement">
          <thead>
            <tr>
              <th>{t('receivables.col.date')}</th>
              <th>{t('receivables.col.particulars')}</th>
              <th class="num">{t('receivables.col.billed')}</th>
              <th class="num">{t('receivables.col.received')}</th>
              <th class="num">{t('receivables.col.balance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td class="card-title">{t('receivables.statement.opening')}</td>
              <td class="empty" />
              <td class="empty" />
              <td class="empty" />
              <td data-label={t('receivables.col.balance')} class="num" id="opening">
                {formatRupees(s.openingPaise)}
              </td>
            </tr>
            {s.lines.map((l) => (
              <tr>
                <td class="card-title">{formatDate(l.date)}</td>
                <td data-label={t('receivables.col.particulars')}>{particulars(l)}</td>
                <td data-label={t('receivables.col.billed')} class={l.debitPaise ? 'num' : 'num empty'}>
                  {l.debitPaise ? formatRupees(l.debitPaise) : ''}
                </td>
                <td data-label={t('receivables.col.received')} class={l.creditPaise ? 'num' : 'num empty'}>
                  {l.creditPaise ? formatRupees(l.creditPaise) : ''}
                </td>
                <td data-label={t('receivables.col.balance')} class="num" data-balance={String(l.balancePaise)}>
                  {formatRupees(l.balancePaise)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colspan={2}>{t('receivables.statement.closing')}</th>
              <th data-label={t('receivables.col.billed')} class="num">
                {formatRupees(s.billedPaise)}
              </th>
              <th data-label={t('receivables.col.received')} class="num">
                {formatRupees(s.receivedPaise)}
              </th>
              <th data-label={t('receivables.col.balance')} class="num" id="closing">
                {formatRupees(s.closingPaise)}
              </th>
            </tr>
          </tfoot>
        </table>
      </div>
      {s.ageing && (
        <section class="card">
          <h2>{t('receivables.statement.ageing')}</h2>
          <dl class="facts" id="statement-ageing">
            {BUCKETS.map((b, i) => (
              <>
                <dt>{t(b)}</dt>
                <dd class="num">{formatRupees(s.ageing?.buckets[i] ?? 0)}</dd>
              </>
            ))}
            <dt>{t('receivables.col.total')}</dt>
            <dd class="num">{formatRupees(s.ageing.balancePaise)}</dd>
          </dl>
        </section>
      )}
    </>
  );
}

function PeriodForm({ action, values, errors }: { action: string; values: FormValues; errors?: FormErrors | null }) {
  return (
    <form method="get" action={action} class="stacked card" novalidate>
      <ErrorSummary errors={errors} />
      <Field name="from" label={t('books.field.fromDate')} type="date" values={values} errors={errors} />
      <Field name="to" label={t('books.field.toDate')} type="date" values={values} errors={errors} />
      <button type="submit" class="secondary">
        {t('receivables.statement.show')}
      </button>
    </form>
  );
}

const periodQuery = (s: Statement) => `?from=${s.from}&to=${s.to}`;

export function StatementPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  shipperId: string;
  clientName: string;
  statement: Statement | null;
  query: FormValues;
  errors?: FormErrors | null;
  links: Array<{ token: string; expiresAt: Date }>;
  baseUrl: string;
}) {
  const base = `/ledger/shippers/${p.shipperId}/statement`;
  return (
    <BooksPage
      title={t('receivables.statement.title', { client: p.clientName })}
      user={p.user}
      flash={p.flash}
      tab="/ledger/receivables"
      actions={
        p.statement && (
          <>
            <a class="button secondary" href={`${base}.pdf${periodQuery(p.statement)}`}>
              {t('receivables.statement.pdf')}
            </a>{' '}
            <a class="button secondary" href={`${base}.csv${periodQuery(p.statement)}`}>
              {t('receivables.statement.csv')}
            </a>
          </>
        )
      }
    >
      <PeriodForm action={base} values={p.query} errors={p.errors} />
      {p.statement && <StatementBody s={p.statement} clientName={p.clientName} />}
      <section class="card" id="share-links">
        <h2>{t('receivables.share.title')}</h2>
        <p class="muted">{t('receivables.share.help')}</p>
        {p.links.map((l) => (
          <p>
            <a href={`/s/${l.token}`} class="share-link" style="overflow-wrap:anywhere">{`${p.baseUrl}/s/${l.token}`}</a>{' '}
            <small class="muted">{t('receivables.share.expires', { date: formatDateTime(l.expiresAt) })}</small>
          </p>
        ))}
        <p>
          <ActionButton action={`${base}/links`} label={t('receivables.share.create')} />{' '}
          {p.links.length > 0 && <ActionButton action={`${base}/links/revoke`} label={t('receivables.share.revoke')} kind="danger" confirm={t('receivables.share.revokeConfirm')} />}
        </p>
      </section>
    </BooksPage>
  );
}

/** The statement a link shows, without a session. */
export function SharedStatementPage(p: { viewer: SessionUser | null; business: string; clientName: string; statement: Statement; token: string }) {
  return (
    <Layout title={t('receivables.public.title')} user={p.viewer} meta={BOOKS_META}>
      <h1>{t('receivables.public.title')}</h1>
      <p>{t('receivables.public.from', { business: p.business })}</p>
      <p>
        <a class="button secondary" href={`/s/${p.token}/statement.pdf`}>
          {t('receivables.statement.pdf')}
        </a>
      </p>
      <StatementBody s={p.statement} clientName={p.clientName} />
    </Layout>
  );
}
