/** Pages of escrow: the wallet dashboard, deposit, payout, dispute, the shipper's payments and the admin's queues. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { chosenLabel, dateRangeLine, FilterSheet, filterLine } from '../../views/filters.js';
import { CsvLink } from '../../views/csv-link.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { describeMovement, kindName, maskAccountNumber, maskUpiId, memoText, type PresentedPayoutDestination } from './presenters.js';
import type { HoldQuote } from './service.js';
import type { AccountRow, DepositRow, HistoryRow, OwnerPaymentRow, PayoutRow, QueuedDisputeRow, QueuedPayoutRow, ListedTransactionRow } from './queries.js';
import type { LedgerReport } from './reconcile.js';
import { DISPUTE_REASONS, TRANSACTION_KINDS, type HistoryFilter } from './schema.js';
import { EvidenceField, EvidenceLinks, reasonName } from './dispute-views.js';
import { invoicePagePath, loadPath } from '../../views/paths.js';
import { cityName, formatCount, roleName, statusName } from '../../lib/words.js';
import { t, tRich, type MessageKey } from '../../lib/i18n/index.js';
import { StatusBadge } from '../../views/badge.js';

/** escrow.css lays the lists out as cards on a phone; escrow.js updates the balances live. */
const STYLES = { styles: ['/assets/escrow.css'] };
const SCRIPTS = { ...STYLES, scripts: ['/assets/escrow.js'] };

type Balances = Pick<AccountRow, 'availablePaise' | 'heldPaise' | 'reservedPaise'>;

type Bucket = 'available' | 'held' | 'reserved';
const BUCKETS: Array<[Bucket, keyof Balances, MessageKey]> = [
  ['available', 'availablePaise', 'wallet.bucket.available'],
  ['held', 'heldPaise', 'wallet.bucket.held'],
  ['reserved', 'reservedPaise', 'wallet.bucket.reserved'],
];

/** The balances as stat cards (all three, or those a page's form is about); data-balance lets escrow.js update them live. */
function BalanceStats({ account, only }: { account: Balances; only?: Bucket[] }) {
  const shown = BUCKETS.filter(([bucket]) => !only || only.includes(bucket));
  return (
    <div class={`stats balances balances-${shown.length}`}>
      {shown.map(([bucket, field, label]) => (
        <div class="stat">
          <b data-balance={bucket}>{formatRupees(account[field])}</b>
          <span>{t(label)}</span>
        </div>
      ))}
    </div>
  );
}

/** A signed change of a bucket ("+₹500", "−₹500", or nothing). */
function Change({ paise }: { paise: number }) {
  if (paise === 0) return <span class="muted">—</span>;
  return (
    <span class={paise > 0 ? 'money-in' : 'money-out'}>
      {paise > 0 ? '+' : ''}
      {formatRupees(paise)}
    </span>
  );
}

/** A bucket's change as a table cell; a cell with no change is left out of the phone's card (class zero). */
function ChangeCell({ label, paise }: { label: string; paise: number }) {
  return (
    <td data-label={label} class={paise === 0 ? 'num zero' : 'num'}>
      <Change paise={paise} />
    </td>
  );
}

/** What a transaction was, in words people use, once ("Money added", "Held for load Delhi → Mumbai"). */
function Movement({ row }: { row: HistoryRow }) {
  return <b class="movement">{describeMovement(row, row)}</b>;
}

/** Built when a page is drawn, so its words are in the reader's language. */
const KIND_OPTIONS = (): Array<[string, string]> => [['', t('wallet.filter.allKinds')], ...TRANSACTION_KINDS.map((k): [string, string] => [k, kindName(k)])];

/** Built when a page is drawn, so its words are in the reader's language. */
const PAYOUT_OPTIONS = (): Array<[string, string]> => [
  ['', t('escrow.filter.all')],
  ...(['requested', 'processing', 'processed', 'approved', 'rejected', 'reversed', 'failed'] as const).map((s): [string, string] => [
    s,
    s === 'approved' ? t('payout.simulatedStatus', { status: statusName('payout', s) }) : statusName('payout', s),
  ]),
];
/** Built when a page is drawn, so its words are in the reader's language. */
const DISPUTE_OPTIONS = (): Array<[string, string]> => [
  ['', t('escrow.filter.all')],
  ['open', statusName('dispute', 'open')],
  ['resolved', statusName('dispute', 'resolved')],
];

/** The history's filters, folded into one line ("Deposit · From 1 Nov 2026") with a Filters button. */
function HistoryFilters({ filter, action }: { filter: HistoryFilter; action: string }) {
  return (
    <FilterSheet
      action={action}
      summary={filterLine([chosenLabel(KIND_OPTIONS(), filter.kind), dateRangeLine(filter.from, filter.to)], t('wallet.allTransactions'))}
      submitLabel={t('wallet.filter.show')}
      clearHref={action}
    >
      <Field name="kind" label={t('wallet.filter.kind')} values={{ kind: filter.kind ?? '' }} options={KIND_OPTIONS()} />
      <Field name="from" label={t('wallet.filter.from')} type="date" values={{ from: filter.from ?? '' }} />
      <Field name="to" label={t('wallet.filter.to')} type="date" values={{ to: filter.to ?? '' }} />
    </FilterSheet>
  );
}

function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  if (rows.length === 0)
    return (
      <p class="muted" id="no-transactions">
        {t('wallet.none')}
      </p>
    );
  return (
    <div class="table-wrap">
      <table id="transactions" class="stack-on-phone movements">
        <thead>
          <tr>
            <th>{t('wallet.col.when')}</th>
            <th>{t('wallet.col.what')}</th>
            <th class="num">{t('wallet.col.available')}</th>
            <th class="num">{t('wallet.col.held')}</th>
            <th class="num">{t('wallet.col.reserved')}</th>
            <th>{t('wallet.col.details')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr data-kind={row.kind}>
              <td class="when">{formatDateTime(row.createdAt)}</td>
              <td class="what">
                <Movement row={row} />
              </td>
              <ChangeCell label={t('wallet.col.available')} paise={row.availableChange} />
              <ChangeCell label={t('wallet.col.held')} paise={row.heldChange} />
              <ChangeCell label={t('wallet.col.reserved')} paise={row.reservedChange} />
              <td class={row.memo || row.loadId ? 'details' : 'details zero'}>
                {memoText(row.memo)}
                {row.loadId && (
                  <>
                    {' '}
                    <a href={loadPath(row.loadId)}>{t('wallet.load')}</a>
                  </>
                )}
                {row.feeInvoiceId && (
                  <>
                    {' '}
                    <a class="fee-invoice" href={invoicePagePath(row.feeInvoiceId)}>
                      {t('invoices.feeInvoiceLink', { number: row.feeInvoiceNumber ?? '' })}
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface AdminTotals {
  userAvailable: number;
  userHeld: number;
  userReserved: number;
  platformFees: number;
  external: number;
  transactions: number;
  requestedPayouts: number;
  openDisputes: number;
}

/** GET /escrow: balances, quick actions for the role, the history with filters. */
export function EscrowDashboardPage(p: {
  user: SessionUser;
  flash: Flash | null;
  account: Balances;
  history: HistoryRow[];
  info: PageInfo;
  filter: HistoryFilter;
  payouts?: PayoutRow[];
  admin?: AdminTotals;
  /** For admins: the whole ledger instead of their own (empty) account. */
  ledger?: ListedTransactionRow[];
}) {
  const { user } = p;
  return (
    <Layout title={t(user.role === 'driver' ? 'wallet.title.driver' : 'wallet.title.other')} user={user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{t(user.role === 'driver' ? 'wallet.title.driver' : 'wallet.title.other')}</h1>
      <BalanceStats account={p.account} />
      <section class="card" aria-label={t('wallet.quick')}>
        <h2>{t('wallet.quick')}</h2>
        {user.role === 'shipper' && (
          <p class="actions">
            <a class="button" href="/escrow/deposit">
              {t('wallet.addMoney')}
            </a>{' '}
            <a class="button secondary" href="/shipper/payments">
              {t('wallet.payForLoads')}
            </a>
          </p>
        )}
        {user.role === 'driver' && (
          <p class="actions">
            <a class="button" href="/escrow/payout">
              {t('wallet.withdraw')}
            </a>{' '}
            <a class="button secondary" href="/driver/trips">
              {t('wallet.myTrips')}
            </a>
          </p>
        )}
        {user.role === 'admin' && (
          <p class="actions">
            <a class="button" href="/escrow/admin/payouts">
              {t('wallet.payoutQueue', { n: formatCount(p.admin?.requestedPayouts ?? 0) })}
            </a>{' '}
            <a class="button secondary" href="/escrow/admin/disputes">
              {t('wallet.disputes', { n: formatCount(p.admin?.openDisputes ?? 0) })}
            </a>{' '}
            <a class="button secondary" href="/escrow/admin/ledger">
              {t('wallet.reconcile')}
            </a>
          </p>
        )}
        {user.role === 'broker' && <p class="muted">{t('wallet.broker')}</p>}
      </section>
      {p.admin && (
        <section class="card" aria-label={t('wallet.platform.label')}>
          <h2>{t('wallet.platform.title')}</h2>
          <dl class="facts">
            <dt>{t('wallet.platform.usersAvailable')}</dt>
            <dd>{formatRupees(p.admin.userAvailable)}</dd>
            <dt>{t('wallet.platform.held')}</dt>
            <dd>{formatRupees(p.admin.userHeld)}</dd>
            <dt>{t('wallet.platform.reserved')}</dt>
            <dd>{formatRupees(p.admin.userReserved)}</dd>
            <dt>{t('wallet.platform.feesEarned')}</dt>
            <dd id="platform-fees">{formatRupees(p.admin.platformFees)}</dd>
            <dt>{t('wallet.platform.external')}</dt>
            <dd>{formatRupees(-p.admin.external)}</dd>
            <dt>{t('wallet.platform.transactions')}</dt>
            <dd>{formatCount(p.admin.transactions)}</dd>
          </dl>
        </section>
      )}
      {p.payouts && p.payouts.length > 0 && (
        <section class="card" aria-label={t('wallet.payoutRequests')}>
          <h2>{t('wallet.payoutRequests')}</h2>
          <PayoutList payouts={p.payouts} />
        </section>
      )}
      <h2>{t(user.role === 'admin' ? 'wallet.platform.transactions' : 'wallet.transactions')}</h2>
      <HistoryFilters filter={p.filter} action="/escrow" />
      {p.ledger ? <LedgerTable rows={p.ledger} /> : <HistoryTable rows={p.history} />}
      <Pagination info={p.info} baseUrl="/escrow" query={{ kind: p.filter.kind, from: p.filter.from, to: p.filter.to }} />
    </Layout>
  );
}

/** The admin's ledger-wide list (no bucket changes of one account). */
function LedgerTable({ rows }: { rows: ListedTransactionRow[] }) {
  if (rows.length === 0) return <p class="muted">{t('wallet.none')}</p>;
  return (
    <div class="table-wrap">
      <table id="transactions" class="stack-on-phone">
        <thead>
          <tr>
            <th>{t('wallet.col.when')}</th>
            <th>{t('wallet.col.kind')}</th>
            <th class="num">{t('wallet.col.amount')}</th>
            <th>{t('wallet.col.details')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr data-kind={row.kind}>
              <td data-label={t('wallet.col.when')}>{formatDateTime(row.createdAt)}</td>
              <td data-label={t('wallet.col.kind')}>
                <b class="movement">{describeMovement(row)}</b>
              </td>
              <td data-label={t('wallet.col.amount')} class="num">
                {formatRupees(row.amountPaise)}
              </td>
              <td data-label={t('wallet.col.details')} class={row.memo || row.loadId ? undefined : 'zero'}>
                {memoText(row.memo)} {row.loadId && <a href={loadPath(row.loadId)}>{t('wallet.load')}</a>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const QUICK_AMOUNTS = [500, 1000, 5000, 10000, 25000, 50000];

/** GET /escrow/deposit: the amount, quick amounts, and what the simulated gateway means. */
export function DepositPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  account: Balances;
  minDepositPaise: number;
  /** How deposits are paid: Razorpay's checkout, the simulated gateway, or not at all (production without a gateway). */
  mode: 'razorpay' | 'simulated' | 'none';
  idempotencyKey: string;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  deposits?: DepositRow[];
  /** The shipper's own load the money is for (from its page's "Add money"), and what its hold needs. */
  forLoad?: HoldQuote | null;
}) {
  const forLoad = p.forLoad ?? null;
  const quick = (rupees: number) => `/escrow/deposit?amount=${rupees}${forLoad ? `&for_load=${forLoad.loadId}` : ''}`;
  return (
    <Layout title={t('wallet.deposit.title')} user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{t('wallet.deposit.heading')}</h1>
      <BalanceStats account={p.account} only={['available']} />
      {forLoad && (
        <p class="notice" id="deposit-for-load">
          {tRich(
            'payflow.deposit.forLoad',
            { b: (chunks: string[]) => <b>{chunks}</b> },
            {
              route: `${cityName(forLoad.origin)} → ${cityName(forLoad.destination)}`,
              total: formatRupees(forLoad.totalPaise),
              short: formatRupees(Math.max(0, forLoad.totalPaise - forLoad.availablePaise)),
            },
          )}{' '}
          <a href={`${loadPath(forLoad.loadId)}#payment`}>{t('payflow.deposit.backToLoad')}</a>
        </p>
      )}
      {p.mode === 'none' ? (
        <p class="flash flash-error" role="alert" id="payments-unavailable">
          {t('wallet.deposit.off')}
        </p>
      ) : (
        <form method="post" action="/escrow/deposit" class="stacked card" novalidate>
          <ErrorSummary errors={p.errors} message={p.message} />
          <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
          {forLoad && <input type="hidden" name="for_load" value={forLoad.loadId} />}
          <Field
            name="amount"
            label={t('wallet.field.amountRupees')}
            values={p.values}
            errors={p.errors}
            inputmode="decimal"
            required
            hint={t('wallet.deposit.atLeast', { amount: formatRupees(p.minDepositPaise) })}
            placeholder="5000"
          />
          <p class="quick-amounts">
            {QUICK_AMOUNTS.filter((r) => r * 100 >= p.minDepositPaise).map((r) => (
              <a class="button small secondary" href={quick(r)}>
                {formatRupees(r * 100)}
              </a>
            ))}
          </p>
          {p.mode === 'razorpay' && <p class="muted">{t('wallet.deposit.razorpayNote')}</p>}
          <div class="sticky-action">
            <button type="submit">{t(p.mode === 'razorpay' ? 'wallet.deposit.continue' : 'wallet.deposit.submit')}</button>
          </div>
        </form>
      )}
      {p.mode === 'simulated' && (
        <p class="notice" role="note">
          {t('wallet.deposit.testMode')}
        </p>
      )}
      {p.deposits && p.deposits.length > 0 && <DepositList deposits={p.deposits} />}
    </Layout>
  );
}

/** What a deposit's state means for the balance, beside its badge (the badge's word comes from lib/words.ts). */
const DEPOSIT_STATUS_NOTE: Record<string, MessageKey> = {
  pending: 'wallet.deposit.notePending',
  failed: 'wallet.deposit.noteFailed',
};

function DepositStatus({ status }: { status: string }) {
  return (
    <>
      <StatusBadge family="deposit" status={status} /> {DEPOSIT_STATUS_NOTE[status] && <small class="status-note">{t(DEPOSIT_STATUS_NOTE[status])}</small>}
    </>
  );
}

function DepositList({ deposits }: { deposits: DepositRow[] }) {
  return (
    <section>
      <h2>{t('wallet.deposit.recent')}</h2>
      <div class="table-wrap">
        <table id="deposits" class="stack-on-phone">
          <thead>
            <tr>
              <th>{t('wallet.col.date')}</th>
              <th>{t('wallet.col.amount')}</th>
              <th>{t('wallet.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {deposits.map((d) => (
              <tr data-status={d.status}>
                <td data-label={t('wallet.col.date')}>{formatDateTime(d.createdAt)}</td>
                <td data-label={t('wallet.col.amount')}>
                  {formatRupees(d.amountPaise)}
                  {d.gateway === 'simulated' && <small class="muted"> {t('wallet.simulated')}</small>}
                </td>
                <td data-label={t('wallet.col.status')}>
                  <a href={`/escrow/deposits/${d.id}`}>
                    <StatusBadge family="deposit" status={d.status} />
                  </a>{' '}
                  {DEPOSIT_STATUS_NOTE[d.status] && <small class="status-note">{t(DEPOSIT_STATUS_NOTE[d.status])}</small>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** One deposit: its state, and for a pending one the button that opens Razorpay's hosted checkout (a plain form post, no JavaScript). */
export function DepositStatusPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  deposit: DepositRow;
  checkout: { action: string; fields: Record<string, string> } | null;
  cancelled: boolean;
  /** The load the deposit was made for, while its hold still waits. */
  forLoad?: HoldQuote | null;
}) {
  const d = p.deposit;
  return (
    <Layout title={t('wallet.deposit.one')} user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{t('wallet.deposit.of', { amount: formatRupees(d.amountPaise) })}</h1>
      <dl class="card" id="deposit" data-status={d.status}>
        <dt>{t('wallet.col.status')}</dt>
        <dd>
          <DepositStatus status={d.status} />
        </dd>
        <dt>{t('wallet.deposit.paidThrough')}</dt>
        <dd>{d.gateway === 'razorpay' ? 'Razorpay' : t('wallet.deposit.simulatedGateway')}</dd>
        {d.gatewayOrderId && (
          <>
            <dt>{t('wallet.deposit.order')}</dt>
            <dd>{d.gatewayOrderId}</dd>
          </>
        )}
        {d.gatewayPaymentId && (
          <>
            <dt>{t('wallet.deposit.payment')}</dt>
            <dd>{d.gatewayPaymentId}</dd>
          </>
        )}
        {d.failureReason && (
          <>
            <dt>{t('wallet.deposit.reason')}</dt>
            <dd>{d.failureReason}</dd>
          </>
        )}
      </dl>
      {p.cancelled && d.status !== 'credited' && (
        <p class="notice" role="note">
          {t('wallet.deposit.cancelled')}
        </p>
      )}
      {p.checkout && d.status !== 'credited' && (
        <form method="post" action={p.checkout.action} class="card" id="razorpay-checkout">
          {Object.entries(p.checkout.fields).map(([name, value]) => (
            <input type="hidden" name={name} value={value} />
          ))}
          <p>{t('wallet.deposit.payOn', { amount: formatRupees(d.amountPaise) })}</p>
          <button type="submit">{d.status === 'failed' ? t('wallet.deposit.retry') : t('wallet.deposit.pay', { amount: formatRupees(d.amountPaise) })}</button>
        </form>
      )}
      {p.forLoad && (
        <p class="notice" id="deposit-for-load">
          {t('payflow.deposit.madeFor', { route: `${cityName(p.forLoad.origin)} → ${cityName(p.forLoad.destination)}`, total: formatRupees(p.forLoad.totalPaise) })}{' '}
          <a href={`${loadPath(p.forLoad.loadId)}#payment`}>{t('payflow.deposit.backToLoad')}</a>
        </p>
      )}
      <p>
        <a href="/escrow">{t('wallet.deposit.back')}</a> · <a href="/escrow/deposit">{t('wallet.deposit.new')}</a>
      </p>
    </Layout>
  );
}

/** What a payout's state means for the driver, beside its badge (the badge's word comes from lib/words.ts). */
const PAYOUT_STATUS_NOTE: Record<string, MessageKey> = {
  requested: 'payout.note.requested',
  approved: 'payout.note.approved',
  rejected: 'payout.note.rejected',
  processing: 'payout.note.processing',
  processed: 'payout.note.processed',
  reversed: 'payout.note.reversed',
  failed: 'payout.note.failed',
};

function destination(p: Pick<PayoutRow, 'method' | 'upiId' | 'accountNumber' | 'ifsc'>): string {
  return p.method === 'upi' ? `UPI ${maskUpiId(p.upiId)}` : t('payout.toBank', { account: maskAccountNumber(p.accountNumber), ifsc: p.ifsc ?? '' });
}

function PayoutList({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <div class="table-wrap">
      <table id="payouts" class="stack-on-phone">
        <thead>
          <tr>
            <th>{t('payout.col.requested')}</th>
            <th>{t('wallet.col.amount')}</th>
            <th>{t('payout.col.to')}</th>
            <th>{t('wallet.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr data-status={p.status}>
              <td data-label={t('payout.col.requested')}>{formatDateTime(p.createdAt)}</td>
              <td data-label={t('wallet.col.amount')}>{formatRupees(p.amountPaise)}</td>
              <td data-label={t('payout.col.to')}>{destination(p)}</td>
              <td data-label={t('wallet.col.status')}>
                <StatusBadge family="payout" status={p.status} /> {PAYOUT_STATUS_NOTE[p.status] && <small class="status-note">{t(PAYOUT_STATUS_NOTE[p.status])}</small>}
                {p.decisionNote && <small class="muted"> {p.decisionNote}</small>}
                {p.failureReason && <small class="muted"> {p.failureReason}</small>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A remembered destination in words, masked: "UPI ra****@okaxis" or "Bank account XXXXXX4321 · HDFC0001234 · Ravi Kumar". */
function savedDestinationText(d: PresentedPayoutDestination): string {
  return d.method === 'upi' ? `UPI ${d.upi_id}` : t('payflow.payout.savedBank', { account: d.account_number ?? '', ifsc: d.ifsc ?? '', holder: d.account_holder ?? '' });
}

/** GET /escrow/payout: a driver's withdrawal request by UPI or bank (the remembered destination chosen first), and their earlier requests. */
export function PayoutPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  account: Balances;
  minPayoutPaise: number;
  payouts: PayoutRow[];
  /** The destination the last payout remembered, masked. */
  saved?: PresentedPayoutDestination | null;
  idempotencyKey: string;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  const saved = p.saved ?? null;
  const values = { method: saved?.method ?? 'upi', ...(p.values ?? {}) };
  const useSaved = saved !== null && (p.values?.destination ?? 'saved') === 'saved';
  return (
    <Layout title={t('payout.title')} user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{t('payout.heading')}</h1>
      <BalanceStats account={p.account} only={['available', 'reserved']} />
      <form method="post" action="/escrow/payout" class="stacked card" novalidate id="payout-form">
        <ErrorSummary errors={p.errors} message={p.message} />
        <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
        <Field
          name="amount"
          label={t('wallet.field.amountRupees')}
          values={values}
          errors={p.errors}
          inputmode="decimal"
          required
          hint={t('payout.amountHint', { min: formatRupees(p.minPayoutPaise), available: formatRupees(p.account.availablePaise) })}
        />
        {saved && (
          <fieldset class="destination-choice" id="payout-destination">
            <legend>{t('payflow.payout.payTo')}</legend>
            <label class="choice">
              <input type="radio" name="destination" value="saved" checked={useSaved} />{' '}
              <span>
                <b id="saved-destination">{savedDestinationText(saved)}</b>
                <small class="muted"> {t('payflow.payout.savedNote')}</small>
              </span>
            </label>
            <label class="choice">
              <input type="radio" name="destination" value="new" checked={!useSaved} /> <span>{t('payflow.payout.another')}</span>
            </label>
            {p.errors?.destination && (
              <p class="error" id="f-destination-error">
                {p.errors.destination}
              </p>
            )}
          </fieldset>
        )}
        <div class="new-destination" data-destination="new">
          {saved && <p class="muted">{t('payflow.payout.replaces')}</p>}
          <Field
            name="method"
            label={t('payout.field.payBy')}
            values={values}
            errors={p.errors}
            options={[
              ['upi', 'UPI'],
              ['bank', t('payout.method.bank')],
            ]}
            required
          />
          <fieldset data-method="upi">
            <legend>UPI</legend>
            <Field name="upi_id" label={t('payout.field.upiId')} values={values} errors={p.errors} placeholder="name@okhdfcbank" autocomplete="off" maxlength={256} />
          </fieldset>
          <fieldset data-method="bank">
            <legend>{t('payout.bankAccount')}</legend>
            <Field
              name="account_number"
              label={t('payout.field.accountNumber')}
              values={values}
              errors={p.errors}
              inputmode="numeric"
              autocomplete="off"
              maxlength={24}
              hint={t('payout.field.accountNumberHint')}
            />
            <Field name="ifsc" label={t('payout.field.ifsc')} values={values} errors={p.errors} placeholder="HDFC0001234" maxlength={11} />
            <Field name="account_holder" label={t('payout.field.holder')} values={values} errors={p.errors} maxlength={100} />
          </fieldset>
          {!saved && <p class="muted">{t('payflow.payout.willRemember')}</p>}
        </div>
        <div class="sticky-action">
          <button type="submit">{t('payout.submit')}</button>
        </div>
        <p class="muted">{t('payout.reservedNote')}</p>
      </form>
      {saved && (
        <form method="post" action="/escrow/payout/destination/forget" class="inline" id="forget-destination">
          <button type="submit" class="secondary small">
            {t('payflow.payout.forget')}
          </button>
        </form>
      )}
      <h2>{t('payout.yours')}</h2>
      {p.payouts.length ? <PayoutList payouts={p.payouts} /> : <p class="muted">{t('payout.none')}</p>}
    </Layout>
  );
}

/** GET /escrow/dispute?load_id=...: the reason of a dispute on a held payment. */
export function DisputePage(p: {
  user: SessionUser;
  load: { id: string; origin: string; destination: string; escrowAmountPaise: number; platformFeePaise: number };
  idempotencyKey: string;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  return (
    <Layout title={t('escrow.dispute.title')} user={p.user} active="/escrow">
      <h1>{t('escrow.dispute.title')}</h1>
      <p>
        <span class="route">
          {cityName(p.load.origin)} → {cityName(p.load.destination)}
        </span>{' '}
        · {t('escrow.dispute.heldAmount', { amount: formatRupees(p.load.escrowAmountPaise + p.load.platformFeePaise) })}
      </p>
      <p class="muted">{t('escrow.dispute.explain')}</p>
      <form method="post" action="/escrow/dispute" class="stacked card" enctype="multipart/form-data" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
        <input type="hidden" name="load_id" value={p.load.id} />
        <Field
          name="reason_code"
          label={t('disputes.field.reasonCode')}
          values={p.values}
          errors={p.errors}
          required
          options={[['', '—'], ...DISPUTE_REASONS.map((r): [string, string] => [r, reasonName(r)])]}
        />
        <Field name="reason" label={t('escrow.dispute.reasonLabel')} values={p.values} errors={p.errors} multiline maxlength={2000} required hint={t('escrow.dispute.reasonHint')} />
        <EvidenceField error={p.errors?.evidence} />
        <button type="submit" class="danger">
          {t('escrow.dispute.submit')}
        </button>
        <a href={loadPath(p.load.id)}>{t('escrow.dispute.back')}</a>
      </form>
    </Layout>
  );
}

const PAYMENT_STATES = ['unpaid', 'held', 'disputed', 'released', 'refunded'] as const;
/** Built when a page is drawn, so its words are in the reader's language. */
const PAYMENT_OPTIONS = (): Array<[string, string]> => [['', t('escrow.filter.all')], ...PAYMENT_STATES.map((s): [string, string] => [s, statusName('payment', s)])];

/** GET /shipper/payments: every load with an accepted bid and its payment state. */
export function ShipperPaymentsPage(p: {
  user: SessionUser;
  flash: Flash | null;
  account: Balances;
  totals: { heldPaise: number; releasedPaise: number; feesPaise: number; refundedPaise: number };
  rows: OwnerPaymentRow[];
  info: PageInfo;
  status: string | null;
  commissionBps: number;
}) {
  return (
    <Layout title={t('escrow.payments.title')} user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{t('escrow.payments.heading')}</h1>
      <BalanceStats account={p.account} />
      <div class="stats">
        <div class="stat">
          <b>{formatRupees(p.totals.heldPaise)}</b>
          <span>{t('escrow.payments.inEscrow')}</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.releasedPaise)}</b>
          <span>{t('escrow.payments.paidToDrivers')}</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.feesPaise)}</b>
          <span>{t('wallet.platform.fees')}</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.refundedPaise)}</b>
          <span>{t('escrow.payments.refunded')}</span>
        </div>
      </div>
      <p class="muted">
        {t('escrow.payments.explain', { pct: (p.commissionBps / 100).toString() })} <a href="/escrow/deposit">{t('wallet.addMoney')}</a>
      </p>
      <FilterSheet
        action="/shipper/payments"
        summary={filterLine([chosenLabel(PAYMENT_OPTIONS(), p.status)], t('escrow.payments.allStates'))}
        submitLabel={t('escrow.payments.showLoads')}
        clearHref="/shipper/payments"
      >
        <Field name="payment_status" label={t('escrow.col.payment')} values={{ payment_status: p.status ?? '' }} options={PAYMENT_OPTIONS()} />
      </FilterSheet>
      {p.rows.length === 0 ? (
        <p class="muted">{t(p.status ? 'escrow.payments.noneInState' : 'escrow.payments.none')}</p>
      ) : (
        <div class="table-wrap">
          <table id="load-payments" class="stack-on-phone">
            <thead>
              <tr>
                <th>{t('escrow.col.load')}</th>
                <th>{t('escrow.col.driver')}</th>
                <th>{t('escrow.col.freight')}</th>
                <th>{t('escrow.col.trip')}</th>
                <th>{t('escrow.col.payment')}</th>
                <th>{t('escrow.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr data-payment={r.paymentStatus}>
                  <td class="route-cell">
                    <a href={loadPath(r.id)}>
                      {cityName(r.origin)} → {cityName(r.destination)}
                    </a>
                    <br />
                    <small class="muted">{t('escrow.payments.pickup', { date: formatDate(r.pickupDate) })}</small>
                  </td>
                  <td data-label={t('escrow.col.driver')}>{r.driverName ?? '—'}</td>
                  <td data-label={t('escrow.col.freight')}>
                    {formatRupees(r.paymentStatus === 'unpaid' ? r.agreedAmountPaise : r.escrowAmountPaise)}
                    {r.paymentStatus !== 'unpaid' && <small class="muted"> {t('escrow.payments.plusFee', { fee: formatRupees(r.platformFeePaise) })}</small>}
                  </td>
                  <td data-label={t('escrow.col.trip')}>{r.tripStatus ? <StatusBadge family="trip" status={r.tripStatus} /> : '—'}</td>
                  <td data-label={t('escrow.col.payment')}>
                    <StatusBadge family="payment" status={r.paymentStatus} />
                    {r.settledAt && <small class="muted"> {formatDateTime(r.settledAt)}</small>}
                  </td>
                  <td class={(r.paymentStatus === 'unpaid' && r.status !== 'cancelled') || (r.paymentStatus === 'held' && r.tripStatus === 'delivered') ? 'row-action' : 'row-action zero'}>
                    {r.paymentStatus === 'unpaid' && r.status !== 'cancelled' && (
                      <ActionButton action="/escrow/hold" label={t('escrow.hold')} kind="primary" fields={{ load_id: r.id, next: '/shipper/payments' }} />
                    )}
                    {r.paymentStatus === 'held' && r.tripStatus === 'delivered' && (
                      <ActionButton
                        action="/escrow/release"
                        label={t('escrow.releaseToDriver')}
                        kind="primary"
                        confirm={t('escrow.releaseConfirm', { amount: formatRupees(r.escrowAmountPaise) })}
                        fields={{ load_id: r.id, next: '/shipper/payments' }}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={p.info} baseUrl="/shipper/payments" query={{ payment_status: p.status }} />
    </Layout>
  );
}

/** GET /escrow/admin/payouts: requested payouts first (oldest first), then decided ones. */
export function AdminPayoutsPage(p: { user: SessionUser; flash: Flash | null; rows: QueuedPayoutRow[]; info: PageInfo; status: string | null }) {
  return (
    <Layout title={t('payout.queue.title')} user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>{t('payout.queue.title')}</h1>
      <FilterSheet
        action="/escrow/admin/payouts"
        summary={filterLine([chosenLabel(PAYOUT_OPTIONS(), p.status)], t('payout.queue.all'))}
        submitLabel={t('payout.queue.show')}
        clearHref="/escrow/admin/payouts"
      >
        <Field name="status" label={t('wallet.col.status')} values={{ status: p.status ?? '' }} options={PAYOUT_OPTIONS()} />
      </FilterSheet>
      <CsvLink href="/escrow/admin/payouts.csv" query={{ status: p.status ?? '' }} fields={['status']} keepEmpty />
      {p.rows.length === 0 ? (
        <p class="muted">{p.status ? t('payout.queue.noneInState', { state: statusName('payout', p.status) }) : t('payout.queue.none')}</p>
      ) : (
        <div class="table-wrap">
          <table id="payout-queue" class="stack-on-phone">
            <thead>
              <tr>
                <th>{t('payout.col.requested')}</th>
                <th>{t('escrow.col.driver')}</th>
                <th>{t('wallet.col.amount')}</th>
                <th>{t('payout.col.payTo')}</th>
                <th>{t('wallet.col.status')}</th>
                <th>{t('payout.col.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr data-status={r.status} data-id={r.id}>
                  <td data-label={t('payout.col.requested')}>{formatDateTime(r.createdAt)}</td>
                  <td data-label={t('escrow.col.driver')}>
                    {r.driverName} <small class="muted">@{r.driverUsername}</small>
                    {r.driverPhone && (
                      <>
                        <br />
                        <small>{r.driverPhone}</small>
                      </>
                    )}
                  </td>
                  <td data-label={t('wallet.col.amount')}>{formatRupees(r.amountPaise)}</td>
                  <td data-label={t('payout.col.payTo')} class="pay-to">
                    {r.method === 'upi' ? (
                      <>
                        UPI <code>{r.upiId}</code>
                      </>
                    ) : (
                      <>
                        {t('payout.bank')} <code>{maskAccountNumber(r.accountNumber)}</code> · IFSC <code>{r.ifsc}</code>
                        <br />
                        {r.accountHolder}
                      </>
                    )}
                  </td>
                  <td data-label={t('wallet.col.status')}>
                    <StatusBadge family="payout" status={r.status} />
                    {r.decisionNote && <small class="muted"> {r.decisionNote}</small>}
                  </td>
                  <td data-label={r.status === 'requested' ? undefined : t('payout.col.decided')} class="row-action">
                    {r.status === 'requested' ? (
                      <>
                        <ActionButton
                          action={`/escrow/admin/payouts/${r.id}/approve`}
                          label={t('payout.approve')}
                          kind="primary"
                          confirm={t('payout.approveConfirm', { amount: formatRupees(r.amountPaise) })}
                        />{' '}
                        <form method="post" action={`/escrow/admin/payouts/${r.id}/reject`} class="inline">
                          <label class="visually-hidden" for={`note-${r.id}`}>
                            {t('payout.reason')}
                          </label>
                          <input id={`note-${r.id}`} name="note" placeholder={t('payout.reasonOptional')} maxlength={500} class="inline-input" />
                          <button type="submit" class="danger small">
                            {t('payout.reject')}
                          </button>
                        </form>
                      </>
                    ) : (
                      <small class="muted">{formatDateTime(r.decidedAt)}</small>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={p.info} baseUrl="/escrow/admin/payouts" query={{ status: p.status }} />
    </Layout>
  );
}

/** GET /escrow/admin/disputes: open disputes first, with both parties and the money at stake. */
export function AdminDisputesPage(p: { user: SessionUser; flash: Flash | null; rows: QueuedDisputeRow[]; info: PageInfo; status: string | null }) {
  return (
    <Layout title={t('escrow.disputes.title')} user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>{t('escrow.disputes.title')}</h1>
      <FilterSheet
        action="/escrow/admin/disputes"
        summary={filterLine([chosenLabel(DISPUTE_OPTIONS(), p.status)], t('escrow.disputes.all'))}
        submitLabel={t('escrow.disputes.show')}
        clearHref="/escrow/admin/disputes"
      >
        <Field name="status" label={t('wallet.col.status')} values={{ status: p.status ?? '' }} options={DISPUTE_OPTIONS()} />
      </FilterSheet>
      <CsvLink href="/escrow/admin/disputes.csv" query={{ status: p.status ?? '' }} fields={['status']} keepEmpty />
      {p.rows.length === 0 ? (
        <p class="muted">{p.status ? t('escrow.disputes.noneInState', { state: statusName('dispute', p.status) }) : t('escrow.disputes.none')}</p>
      ) : (
        <div class="cards" id="dispute-queue">
          {p.rows.map((d) => (
            <article class="card" data-status={d.status} data-id={d.id}>
              <p class="route">
                <a href={loadPath(d.loadId)}>
                  {cityName(d.origin)} → {cityName(d.destination)}
                </a>
              </p>
              <dl class="facts">
                <dt>{t('escrow.disputes.raisedBy')}</dt>
                <dd>
                  {d.raisedByName} ({roleName(d.raisedByRole)}), {formatDateTime(d.createdAt)}
                </dd>
                <dt>{t('escrow.disputes.shipper')}</dt>
                <dd>{d.ownerName}</dd>
                <dt>{t('escrow.col.driver')}</dt>
                <dd>{d.driverName ?? '—'}</dd>
                <dt>{t('escrow.col.trip')}</dt>
                <dd>{d.tripStatus ? <StatusBadge family="trip" status={d.tripStatus} /> : '—'}</dd>
                <dt>{t('escrow.disputes.inEscrow')}</dt>
                <dd>{t('escrow.disputes.amounts', { freight: formatRupees(d.escrowAmountPaise), fee: formatRupees(d.platformFeePaise) })}</dd>
                <dt>{t('wallet.col.status')}</dt>
                <dd>
                  <StatusBadge family="dispute" status={d.status} />
                  {d.outcome &&
                    ` ${
                      d.outcome === 'split' && d.driverPartPaise !== null
                        ? t('disputes.section.resolvedSplit', { driver: formatRupees(d.driverPartPaise) })
                        : t(d.outcome === 'release' ? 'escrow.disputes.outcomeRelease' : 'escrow.disputes.outcomeRefund')
                    }`}
                </dd>
              </dl>
              <p>
                <b>{t('disputes.section.reason', { reason: reasonName(d.reasonCode) })}</b>
              </p>
              <p class="dispute-reason">{d.reason}</p>
              <EvidenceLinks disputeId={d.id} ids={d.files.filter((f) => f.side === 'raised').map((f) => f.fileId)} />
              {d.reply !== null && (
                <>
                  <p>
                    <b>{t('disputes.section.reply', { name: d.repliedByName ?? '' })}</b>
                  </p>
                  <p class="dispute-reason dispute-reply">{d.reply}</p>
                  <EvidenceLinks disputeId={d.id} ids={d.files.filter((f) => f.side === 'reply').map((f) => f.fileId)} />
                </>
              )}
              {d.status === 'open' && (
                <p>
                  <ActionButton
                    action={`/escrow/admin/disputes/${d.id}/resolve`}
                    label={t('escrow.releaseToDriver')}
                    kind="primary"
                    fields={{ outcome: 'release' }}
                    confirm={t('escrow.disputes.releaseConfirm')}
                  />{' '}
                  <ActionButton
                    action={`/escrow/admin/disputes/${d.id}/resolve`}
                    label={t('escrow.disputes.refund')}
                    kind="danger"
                    fields={{ outcome: 'refund' }}
                    confirm={t('escrow.disputes.refundConfirm')}
                  />
                </p>
              )}
              {d.status === 'open' && (
                <form method="post" action={`/escrow/admin/disputes/${d.id}/resolve`} class="stacked split-form">
                  <input type="hidden" name="outcome" value="split" />
                  <div class="field">
                    <label for={`f-driver-part-${d.id}`}>{t('disputes.field.driverPart')}</label>
                    <input id={`f-driver-part-${d.id}`} name="driver_part" inputmode="decimal" required aria-describedby={`f-driver-part-${d.id}-hint`} />
                    <small id={`f-driver-part-${d.id}-hint`} class="hint">
                      {t('disputes.admin.splitHint')}
                    </small>
                  </div>
                  <button type="submit" class="secondary">
                    {t('disputes.admin.splitSubmit')}
                  </button>
                </form>
              )}
            </article>
          ))}
        </div>
      )}
      <Pagination info={p.info} baseUrl="/escrow/admin/disputes" query={{ status: p.status }} />
    </Layout>
  );
}

/** GET /escrow/admin/ledger: the reconciliation report and the whole ledger. */
export function AdminLedgerPage(p: { user: SessionUser; flash: Flash | null; report: LedgerReport; totals: AdminTotals; rows: ListedTransactionRow[]; info: PageInfo; filter: HistoryFilter }) {
  return (
    <Layout title={t('escrow.ledger.title')} user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>{t('escrow.ledger.title')}</h1>
      <p class={p.report.ok ? 'flash flash-success' : 'flash flash-error'} role={p.report.ok ? 'status' : 'alert'} id="ledger-result">
        {t(p.report.ok ? 'escrow.ledger.ok' : 'escrow.ledger.breaches')}{' '}
        {t('escrow.ledger.checked', {
          when: formatDateTime(p.report.checkedAt),
          transactions: formatCount(p.report.totals.transactions),
          entries: formatCount(p.report.totals.entries),
          accounts: formatCount(p.report.totals.accounts),
        })}
      </p>
      <ul class="checks">
        {p.report.checks.map((c) => (
          <li class={c.breaches.length ? 'check fail' : 'check ok'}>
            <b>{c.breaches.length ? '✗' : '✓'}</b> {checkName(c.name)}
            {c.breaches.length > 0 && (
              <ul>
                {c.breaches.slice(0, 100).map((b) => (
                  <li>{b}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <h2>{t('escrow.ledger.balances')}</h2>
      <dl class="facts">
        <dt>{t('wallet.platform.usersAvailableShort')}</dt>
        <dd>{formatRupees(p.totals.userAvailable)}</dd>
        <dt>{t('wallet.platform.held')}</dt>
        <dd>{formatRupees(p.totals.userHeld)}</dd>
        <dt>{t('wallet.platform.reserved')}</dt>
        <dd>{formatRupees(p.totals.userReserved)}</dd>
        <dt>{t('wallet.platform.fees')}</dt>
        <dd>{formatRupees(p.totals.platformFees)}</dd>
        <dt>{t('wallet.platform.external')}</dt>
        <dd>{formatRupees(-p.totals.external)}</dd>
      </dl>
      <h2>{t('wallet.allTransactions')}</h2>
      <HistoryFilters filter={p.filter} action="/escrow/admin/ledger" />
      <LedgerTable rows={p.rows} />
      <Pagination info={p.info} baseUrl="/escrow/admin/ledger" query={{ kind: p.filter.kind, from: p.filter.from, to: p.filter.to }} />
    </Layout>
  );
}

/** A reconciliation check's name in the reader's language (the report and its JSON keep the English). */
const CHECK_NAMES: Record<string, MessageKey> = {
  'every transaction balances (entries sum to zero, amount = money moved)': 'escrow.check.balances',
  'every transaction moves money the way its kind allows': 'escrow.check.kinds',
  'the sum of all accounts is zero': 'escrow.check.sumZero',
  'cached balances equal the sum of their entries, and none is negative': 'escrow.check.cached',
  'no hold is released or refunded twice': 'escrow.check.settledTwice',
  "every load's payment columns agree with its ledger entries": 'escrow.check.columns',
  'held balances match the loads in escrow, reserved balances the requested payouts': 'escrow.check.heldReserved',
  'every payout request agrees with its ledger transactions': 'escrow.check.payouts',
  'every credited deposit has its one deposit transaction': 'escrow.check.deposits',
  'simulated money is within each balance and never more than came in through the simulated gateway': 'escrow.check.simulated',
  "Razorpay's captured payments match the credited deposits": 'escrow.check.razorpay',
  "RazorpayX's payouts match the payout requests": 'escrow.check.razorpayX',
};

function checkName(name: string): string {
  const key = CHECK_NAMES[name];
  return key ? t(key) : name;
}
