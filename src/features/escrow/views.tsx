/** Pages of escrow: the wallet dashboard, deposit, payout, dispute, the shipper's payments and the admin's queues. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { chosenLabel, dateRangeLine, FilterSheet, filterLine } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { describeMovement, maskAccountNumber } from './presenters.js';
import type { AccountRow, DepositRow, HistoryRow, OwnerPaymentRow, PayoutRow, QueuedDisputeRow, QueuedPayoutRow, TransactionRow } from './queries.js';
import type { LedgerReport } from './reconcile.js';
import { TRANSACTION_KINDS, type HistoryFilter } from './schema.js';
import { loadPath } from '../../views/paths.js';
import { formatCount, roleName, statusName } from '../../lib/words.js';
import { StatusBadge } from '../../views/badge.js';

/** escrow.css lays the lists out as cards on a phone; escrow.js updates the balances live. */
const STYLES = { styles: ['/assets/escrow.css'] };
const SCRIPTS = { ...STYLES, scripts: ['/assets/escrow.js'] };

type Balances = Pick<AccountRow, 'availablePaise' | 'heldPaise' | 'reservedPaise'>;

type Bucket = 'available' | 'held' | 'reserved';
const BUCKETS: Array<[Bucket, keyof Balances, string]> = [
  ['available', 'availablePaise', 'Available'],
  ['held', 'heldPaise', 'Held in escrow for loads'],
  ['reserved', 'reservedPaise', 'Reserved for payout requests'],
];

/** The balances as stat cards (all three, or those a page's form is about); data-balance lets escrow.js update them live. */
function BalanceStats({ account, only }: { account: Balances; only?: Bucket[] }) {
  const shown = BUCKETS.filter(([bucket]) => !only || only.includes(bucket));
  return (
    <div class={`stats balances balances-${shown.length}`}>
      {shown.map(([bucket, field, label]) => (
        <div class="stat">
          <b data-balance={bucket}>{formatRupees(account[field])}</b>
          <span>{label}</span>
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

/** What a transaction did, in words: the kind's badge, then the longer description unless it only repeats the kind ("Deposit Deposit"). */
function Movement({ t }: { t: HistoryRow }) {
  const kind = statusName('transaction', t.kind);
  const description = describeMovement(t.kind, t);
  return (
    <>
      <StatusBadge family="transaction" status={t.kind} />
      {description.toLowerCase() !== kind.toLowerCase() && <span class="movement"> {description}</span>}
    </>
  );
}

/** Built when a page is drawn, so its words are in the reader's language. */
const KIND_OPTIONS = (): Array<[string, string]> => [['', 'All kinds'], ...TRANSACTION_KINDS.map((k): [string, string] => [k, statusName('transaction', k)])];

/** Built when a page is drawn, so its words are in the reader's language. */
const PAYOUT_OPTIONS = (): Array<[string, string]> => [
  ['', 'All'],
  ...(['requested', 'processing', 'processed', 'approved', 'rejected', 'reversed', 'failed'] as const).map((s): [string, string] => [
    s,
    s === 'approved' ? `${statusName('payout', s)} (simulated)` : statusName('payout', s),
  ]),
];
/** Built when a page is drawn, so its words are in the reader's language. */
const DISPUTE_OPTIONS = (): Array<[string, string]> => [
  ['', 'All'],
  ['open', statusName('dispute', 'open')],
  ['resolved', statusName('dispute', 'resolved')],
];

/** The history's filters, folded into one line ("Deposit · From 1 Nov 2026") with a Filters button. */
function HistoryFilters({ filter, action }: { filter: HistoryFilter; action: string }) {
  return (
    <FilterSheet
      action={action}
      summary={filterLine([chosenLabel(KIND_OPTIONS(), filter.kind), dateRangeLine(filter.from, filter.to)], 'All transactions')}
      submitLabel="Show transactions"
      clearHref={action}
    >
      <Field name="kind" label="Kind" values={{ kind: filter.kind ?? '' }} options={KIND_OPTIONS()} />
      <Field name="from" label="From" type="date" values={{ from: filter.from ?? '' }} />
      <Field name="to" label="To" type="date" values={{ to: filter.to ?? '' }} />
    </FilterSheet>
  );
}

function HistoryTable({ rows }: { rows: HistoryRow[] }) {
  if (rows.length === 0)
    return (
      <p class="muted" id="no-transactions">
        No transactions yet.
      </p>
    );
  return (
    <div class="table-wrap">
      <table id="transactions" class="stack-on-phone movements">
        <thead>
          <tr>
            <th>When</th>
            <th>What</th>
            <th class="num">Available</th>
            <th class="num">Held</th>
            <th class="num">Reserved</th>
            <th>Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr data-kind={t.kind}>
              <td class="when">{formatDateTime(t.createdAt)}</td>
              <td class="what">
                <Movement t={t} />
              </td>
              <ChangeCell label="Available" paise={t.availableChange} />
              <ChangeCell label="Held" paise={t.heldChange} />
              <ChangeCell label="Reserved" paise={t.reservedChange} />
              <td class={t.memo || t.loadId ? 'details' : 'details zero'}>
                {t.memo}
                {t.loadId && (
                  <>
                    {' '}
                    <a href={loadPath(t.loadId)}>Load</a>
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
  ledger?: TransactionRow[];
}) {
  const { user } = p;
  return (
    <Layout title={user.role === 'driver' ? 'Wallet' : 'Payments'} user={user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>{user.role === 'driver' ? 'Wallet' : 'Payments'}</h1>
      <BalanceStats account={p.account} />
      <section class="card" aria-label="Quick actions">
        <h2>Quick actions</h2>
        {user.role === 'shipper' && (
          <p class="actions">
            <a class="button" href="/escrow/deposit">
              Add money
            </a>{' '}
            <a class="button secondary" href="/shipper/payments">
              Pay for loads
            </a>
          </p>
        )}
        {user.role === 'driver' && (
          <p class="actions">
            <a class="button" href="/escrow/payout">
              Withdraw to bank or UPI
            </a>{' '}
            <a class="button secondary" href="/driver/trips">
              My trips
            </a>
          </p>
        )}
        {user.role === 'admin' && (
          <p class="actions">
            <a class="button" href="/escrow/admin/payouts">
              Payout queue ({formatCount(p.admin?.requestedPayouts ?? 0)})
            </a>{' '}
            <a class="button secondary" href="/escrow/admin/disputes">
              Disputes ({formatCount(p.admin?.openDisputes ?? 0)})
            </a>{' '}
            <a class="button secondary" href="/escrow/admin/ledger">
              Reconcile the ledger
            </a>
          </p>
        )}
        {user.role === 'broker' && <p class="muted">Escrow payments are made by shippers and paid out to drivers.</p>}
      </section>
      {p.admin && (
        <section class="card" aria-label="Platform totals">
          <h2>Platform</h2>
          <dl class="facts">
            <dt>Users’ available balances</dt>
            <dd>{formatRupees(p.admin.userAvailable)}</dd>
            <dt>Held in escrow</dt>
            <dd>{formatRupees(p.admin.userHeld)}</dd>
            <dt>Reserved for payouts</dt>
            <dd>{formatRupees(p.admin.userReserved)}</dd>
            <dt>Platform fees earned</dt>
            <dd id="platform-fees">{formatRupees(p.admin.platformFees)}</dd>
            <dt>Deposits less payouts</dt>
            <dd>{formatRupees(-p.admin.external)}</dd>
            <dt>Ledger transactions</dt>
            <dd>{formatCount(p.admin.transactions)}</dd>
          </dl>
        </section>
      )}
      {p.payouts && p.payouts.length > 0 && (
        <section class="card" aria-label="Payout requests">
          <h2>Payout requests</h2>
          <PayoutList payouts={p.payouts} />
        </section>
      )}
      <h2>{user.role === 'admin' ? 'Ledger transactions' : 'Transactions'}</h2>
      <HistoryFilters filter={p.filter} action="/escrow" />
      {p.ledger ? <LedgerTable rows={p.ledger} /> : <HistoryTable rows={p.history} />}
      <Pagination info={p.info} baseUrl="/escrow" query={{ kind: p.filter.kind, from: p.filter.from, to: p.filter.to }} />
    </Layout>
  );
}

/** The admin's ledger-wide list (no bucket changes of one account). */
function LedgerTable({ rows }: { rows: TransactionRow[] }) {
  if (rows.length === 0) return <p class="muted">No transactions yet.</p>;
  return (
    <div class="table-wrap">
      <table id="transactions" class="stack-on-phone">
        <thead>
          <tr>
            <th>When</th>
            <th>Kind</th>
            <th class="num">Amount</th>
            <th>Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr data-kind={t.kind}>
              <td data-label="When">{formatDateTime(t.createdAt)}</td>
              <td data-label="Kind">
                <StatusBadge family="transaction" status={t.kind} />
              </td>
              <td data-label="Amount" class="num">
                {formatRupees(t.amountPaise)}
              </td>
              <td data-label="Details" class={t.memo || t.loadId ? undefined : 'zero'}>
                {t.memo} {t.loadId && <a href={loadPath(t.loadId)}>Load</a>}
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
}) {
  return (
    <Layout title="Add money" user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>Add money to escrow</h1>
      <BalanceStats account={p.account} only={['available']} />
      {p.mode === 'none' ? (
        <p class="flash flash-error" role="alert" id="payments-unavailable">
          Deposits are switched off: no payment gateway is configured on this server. No money can be taken right now; please try again later or contact support.
        </p>
      ) : (
        <form method="post" action="/escrow/deposit" class="stacked card" novalidate>
          <ErrorSummary errors={p.errors} message={p.message} />
          <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
          <Field name="amount" label="Amount (₹)" values={p.values} errors={p.errors} inputmode="decimal" required hint={`At least ${formatRupees(p.minDepositPaise)}`} placeholder="5000" />
          <p class="quick-amounts">
            {QUICK_AMOUNTS.filter((r) => r * 100 >= p.minDepositPaise).map((r) => (
              <a class="button small secondary" href={`/escrow/deposit?amount=${r}`}>
                {formatRupees(r * 100)}
              </a>
            ))}
          </p>
          {p.mode === 'razorpay' && <p class="muted">You pay on Razorpay's secure page (UPI, cards or netbanking). The money is added once Razorpay confirms it.</p>}
          <div class="sticky-action">
            <button type="submit">{p.mode === 'razorpay' ? 'Continue to payment' : 'Deposit'}</button>
          </div>
        </form>
      )}
      {p.mode === 'simulated' && (
        <p class="notice" role="note">
          Test mode: deposits go through a simulated payment gateway. No real money is charged, and none can be withdrawn from a simulated deposit outside this platform.
        </p>
      )}
      {p.deposits && p.deposits.length > 0 && <DepositList deposits={p.deposits} />}
    </Layout>
  );
}

/** What a deposit's state means for the balance, beside its badge (the badge's word comes from lib/words.ts). */
const DEPOSIT_STATUS_NOTE: Record<string, string> = {
  pending: 'Not in your balance yet.',
  failed: 'Nothing was added.',
};

function DepositStatus({ status }: { status: string }) {
  return (
    <>
      <StatusBadge family="deposit" status={status} /> {DEPOSIT_STATUS_NOTE[status] && <small class="status-note">{DEPOSIT_STATUS_NOTE[status]}</small>}
    </>
  );
}

function DepositList({ deposits }: { deposits: DepositRow[] }) {
  return (
    <section>
      <h2>Recent deposits</h2>
      <div class="table-wrap">
        <table id="deposits" class="stack-on-phone">
          <thead>
            <tr>
              <th>Date</th>
              <th>Amount</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {deposits.map((d) => (
              <tr data-status={d.status}>
                <td data-label="Date">{formatDateTime(d.createdAt)}</td>
                <td data-label="Amount">
                  {formatRupees(d.amountPaise)}
                  {d.gateway === 'simulated' && <small class="muted"> (simulated)</small>}
                </td>
                <td data-label="Status">
                  <a href={`/escrow/deposits/${d.id}`}>
                    <StatusBadge family="deposit" status={d.status} />
                  </a>{' '}
                  {DEPOSIT_STATUS_NOTE[d.status] && <small class="status-note">{DEPOSIT_STATUS_NOTE[d.status]}</small>}
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
export function DepositStatusPage(p: { user: SessionUser; flash?: Flash | null; deposit: DepositRow; checkout: { action: string; fields: Record<string, string> } | null; cancelled: boolean }) {
  const d = p.deposit;
  return (
    <Layout title="Deposit" user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>Deposit of {formatRupees(d.amountPaise)}</h1>
      <dl class="card" id="deposit" data-status={d.status}>
        <dt>Status</dt>
        <dd>
          <DepositStatus status={d.status} />
        </dd>
        <dt>Paid through</dt>
        <dd>{d.gateway === 'razorpay' ? 'Razorpay' : 'Simulated gateway (test money)'}</dd>
        {d.gatewayOrderId && (
          <>
            <dt>Order</dt>
            <dd>{d.gatewayOrderId}</dd>
          </>
        )}
        {d.gatewayPaymentId && (
          <>
            <dt>Payment</dt>
            <dd>{d.gatewayPaymentId}</dd>
          </>
        )}
        {d.failureReason && (
          <>
            <dt>Reason</dt>
            <dd>{d.failureReason}</dd>
          </>
        )}
      </dl>
      {p.cancelled && d.status !== 'credited' && (
        <p class="notice" role="note">
          You left the payment page. Nothing was charged; pay when you are ready.
        </p>
      )}
      {p.checkout && d.status !== 'credited' && (
        <form method="post" action={p.checkout.action} class="card" id="razorpay-checkout">
          {Object.entries(p.checkout.fields).map(([name, value]) => (
            <input type="hidden" name={name} value={value} />
          ))}
          <p>You pay {formatRupees(d.amountPaise)} on Razorpay's secure page: UPI, cards or netbanking.</p>
          <button type="submit">{d.status === 'failed' ? 'Try the payment again' : `Pay ${formatRupees(d.amountPaise)} with Razorpay`}</button>
        </form>
      )}
      <p>
        <a href="/escrow">Back to payments</a> · <a href="/escrow/deposit">New deposit</a>
      </p>
    </Layout>
  );
}

/** What a payout's state means for the driver, beside its badge (the badge's word comes from lib/words.ts). */
const PAYOUT_STATUS_NOTE: Record<string, string> = {
  requested: 'Awaiting admin approval.',
  approved: 'Approved: transfer sent.',
  rejected: 'Returned to your balance.',
  processing: 'Approved: the bank is processing it.',
  processed: 'Paid to your account.',
  reversed: 'Reversed by the bank: returned to your balance.',
  failed: 'The transfer failed: returned to your balance.',
};

function destination(p: PayoutRow): string {
  return p.method === 'upi' ? `UPI ${p.upiId}` : `Bank ${maskAccountNumber(p.accountNumber)} · ${p.ifsc}`;
}

function PayoutList({ payouts }: { payouts: PayoutRow[] }) {
  return (
    <div class="table-wrap">
      <table id="payouts" class="stack-on-phone">
        <thead>
          <tr>
            <th>Requested</th>
            <th>Amount</th>
            <th>To</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr data-status={p.status}>
              <td data-label="Requested">{formatDateTime(p.createdAt)}</td>
              <td data-label="Amount">{formatRupees(p.amountPaise)}</td>
              <td data-label="To">{destination(p)}</td>
              <td data-label="Status">
                <StatusBadge family="payout" status={p.status} /> {PAYOUT_STATUS_NOTE[p.status] && <small class="status-note">{PAYOUT_STATUS_NOTE[p.status]}</small>}
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

/** GET /escrow/payout: a driver's withdrawal request by UPI or bank, and their earlier requests. */
export function PayoutPage(p: {
  user: SessionUser;
  flash?: Flash | null;
  account: Balances;
  minPayoutPaise: number;
  payouts: PayoutRow[];
  idempotencyKey: string;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  const values = { method: 'upi', ...(p.values ?? {}) };
  return (
    <Layout title="Withdraw" user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>Withdraw to your bank or UPI</h1>
      <BalanceStats account={p.account} only={['available', 'reserved']} />
      <form method="post" action="/escrow/payout" class="stacked card" novalidate id="payout-form">
        <ErrorSummary errors={p.errors} message={p.message} />
        <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
        <Field
          name="amount"
          label="Amount (₹)"
          values={values}
          errors={p.errors}
          inputmode="decimal"
          required
          hint={`At least ${formatRupees(p.minPayoutPaise)}, at most your available ${formatRupees(p.account.availablePaise)}`}
        />
        <Field
          name="method"
          label="Pay me by"
          values={values}
          errors={p.errors}
          options={[
            ['upi', 'UPI'],
            ['bank', 'Bank transfer (NEFT/IMPS)'],
          ]}
          required
        />
        <fieldset data-method="upi">
          <legend>UPI</legend>
          <Field name="upi_id" label="UPI id" values={values} errors={p.errors} placeholder="name@okhdfcbank" autocomplete="off" maxlength={256} />
        </fieldset>
        <fieldset data-method="bank">
          <legend>Bank account</legend>
          <Field name="account_number" label="Account number" values={values} errors={p.errors} inputmode="numeric" autocomplete="off" maxlength={24} hint="9 to 18 digits" />
          <Field name="ifsc" label="IFSC code" values={values} errors={p.errors} placeholder="HDFC0001234" maxlength={11} />
          <Field name="account_holder" label="Account holder’s name" values={values} errors={p.errors} maxlength={100} />
        </fieldset>
        <div class="sticky-action">
          <button type="submit">Request payout</button>
        </div>
        <p class="muted">The amount is reserved as soon as you ask; it is paid once an admin approves the request.</p>
      </form>
      <h2>Your payout requests</h2>
      {p.payouts.length ? <PayoutList payouts={p.payouts} /> : <p class="muted">No payout requests yet.</p>}
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
    <Layout title="Raise a payment dispute" user={p.user} active="/escrow">
      <h1>Raise a payment dispute</h1>
      <p>
        <span class="route">
          {p.load.origin} → {p.load.destination}
        </span>{' '}
        · {formatRupees(p.load.escrowAmountPaise + p.load.platformFeePaise)} held in escrow
      </p>
      <p class="muted">While a dispute is open the money stays in escrow and is not released automatically. An admin reads both sides and either pays the driver or refunds the shipper.</p>
      <form method="post" action="/escrow/dispute" class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <input type="hidden" name="idempotency_key" value={p.idempotencyKey} />
        <input type="hidden" name="load_id" value={p.load.id} />
        <Field name="reason" label="What went wrong?" values={p.values} errors={p.errors} multiline maxlength={2000} required hint="At least 10 characters" />
        <button type="submit" class="danger">
          Raise dispute
        </button>
        <a href={loadPath(p.load.id)}>Back to the load</a>
      </form>
    </Layout>
  );
}

const PAYMENT_STATES = ['unpaid', 'held', 'disputed', 'released', 'refunded'] as const;
/** Built when a page is drawn, so its words are in the reader's language. */
const PAYMENT_OPTIONS = (): Array<[string, string]> => [['', 'All'], ...PAYMENT_STATES.map((s): [string, string] => [s, statusName('payment', s)])];

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
    <Layout title="Payments for loads" user={p.user} flash={p.flash} active="/escrow" meta={SCRIPTS}>
      <h1>Payments for your loads</h1>
      <BalanceStats account={p.account} />
      <div class="stats">
        <div class="stat">
          <b>{formatRupees(p.totals.heldPaise)}</b>
          <span>In escrow (freight + fee)</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.releasedPaise)}</b>
          <span>Paid to drivers</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.feesPaise)}</b>
          <span>Platform fees</span>
        </div>
        <div class="stat">
          <b>{formatRupees(p.totals.refundedPaise)}</b>
          <span>Refunded</span>
        </div>
      </div>
      <p class="muted">
        Holding a load moves the agreed freight plus the {(p.commissionBps / 100).toString()}% platform fee from your available balance into escrow. <a href="/escrow/deposit">Add money</a>
      </p>
      <FilterSheet action="/shipper/payments" summary={filterLine([chosenLabel(PAYMENT_OPTIONS(), p.status)], 'All payment states')} submitLabel="Show loads" clearHref="/shipper/payments">
        <Field name="payment_status" label="Payment" values={{ payment_status: p.status ?? '' }} options={PAYMENT_OPTIONS()} />
      </FilterSheet>
      {p.rows.length === 0 ? (
        <p class="muted">No loads with an accepted bid{p.status ? ' in this payment state' : ''} yet.</p>
      ) : (
        <div class="table-wrap">
          <table id="load-payments" class="stack-on-phone">
            <thead>
              <tr>
                <th>Load</th>
                <th>Driver</th>
                <th>Freight</th>
                <th>Trip</th>
                <th>Payment</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr data-payment={r.paymentStatus}>
                  <td class="route-cell">
                    <a href={loadPath(r.id)}>
                      {r.origin} → {r.destination}
                    </a>
                    <br />
                    <small class="muted">Pickup {formatDate(r.pickupDate)}</small>
                  </td>
                  <td data-label="Driver">{r.driverName ?? '—'}</td>
                  <td data-label="Freight">
                    {formatRupees(r.paymentStatus === 'unpaid' ? r.agreedAmountPaise : r.escrowAmountPaise)}
                    {r.paymentStatus !== 'unpaid' && <small class="muted"> + fee {formatRupees(r.platformFeePaise)}</small>}
                  </td>
                  <td data-label="Trip">{r.tripStatus ? <StatusBadge family="trip" status={r.tripStatus} /> : '—'}</td>
                  <td data-label="Payment">
                    <StatusBadge family="payment" status={r.paymentStatus} />
                    {r.settledAt && <small class="muted"> {formatDateTime(r.settledAt)}</small>}
                  </td>
                  <td class={(r.paymentStatus === 'unpaid' && r.status !== 'cancelled') || (r.paymentStatus === 'held' && r.tripStatus === 'delivered') ? 'row-action' : 'row-action zero'}>
                    {r.paymentStatus === 'unpaid' && r.status !== 'cancelled' && (
                      <ActionButton action="/escrow/hold" label="Hold in escrow" kind="primary" fields={{ load_id: r.id, next: '/shipper/payments' }} />
                    )}
                    {r.paymentStatus === 'held' && r.tripStatus === 'delivered' && (
                      <ActionButton
                        action="/escrow/release"
                        label="Release to driver"
                        kind="primary"
                        confirm={`Release ${formatRupees(r.escrowAmountPaise)} to the driver?`}
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
    <Layout title="Payout queue" user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>Payout queue</h1>
      <FilterSheet action="/escrow/admin/payouts" summary={filterLine([chosenLabel(PAYOUT_OPTIONS(), p.status)], 'All payouts')} submitLabel="Show payouts" clearHref="/escrow/admin/payouts">
        <Field name="status" label="Status" values={{ status: p.status ?? '' }} options={PAYOUT_OPTIONS()} />
      </FilterSheet>
      {p.rows.length === 0 ? (
        <p class="muted">No payout requests{p.status ? ` in the state “${statusName('payout', p.status)}”` : ''}.</p>
      ) : (
        <div class="table-wrap">
          <table id="payout-queue" class="stack-on-phone">
            <thead>
              <tr>
                <th>Requested</th>
                <th>Driver</th>
                <th>Amount</th>
                <th>Pay to</th>
                <th>Status</th>
                <th>Decision</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr data-status={r.status} data-id={r.id}>
                  <td data-label="Requested">{formatDateTime(r.createdAt)}</td>
                  <td data-label="Driver">
                    {r.driverName} <small class="muted">@{r.driverUsername}</small>
                    {r.driverPhone && (
                      <>
                        <br />
                        <small>{r.driverPhone}</small>
                      </>
                    )}
                  </td>
                  <td data-label="Amount">{formatRupees(r.amountPaise)}</td>
                  <td data-label="Pay to" class="pay-to">
                    {r.method === 'upi' ? (
                      <>
                        UPI <code>{r.upiId}</code>
                      </>
                    ) : (
                      <>
                        Bank <code>{r.accountNumber}</code> · IFSC <code>{r.ifsc}</code>
                        <br />
                        {r.accountHolder}
                      </>
                    )}
                  </td>
                  <td data-label="Status">
                    <StatusBadge family="payout" status={r.status} />
                    {r.decisionNote && <small class="muted"> {r.decisionNote}</small>}
                  </td>
                  <td data-label={r.status === 'requested' ? undefined : 'Decided'} class="row-action">
                    {r.status === 'requested' ? (
                      <>
                        <ActionButton action={`/escrow/admin/payouts/${r.id}/approve`} label="Approve" kind="primary" confirm={`Approve paying out ${formatRupees(r.amountPaise)}?`} />{' '}
                        <form method="post" action={`/escrow/admin/payouts/${r.id}/reject`} class="inline">
                          <label class="visually-hidden" for={`note-${r.id}`}>
                            Reason
                          </label>
                          <input id={`note-${r.id}`} name="note" placeholder="Reason (optional)" maxlength={500} class="inline-input" />
                          <button type="submit" class="danger small">
                            Reject
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
    <Layout title="Payment disputes" user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>Payment disputes</h1>
      <FilterSheet action="/escrow/admin/disputes" summary={filterLine([chosenLabel(DISPUTE_OPTIONS(), p.status)], 'All disputes')} submitLabel="Show disputes" clearHref="/escrow/admin/disputes">
        <Field name="status" label="Status" values={{ status: p.status ?? '' }} options={DISPUTE_OPTIONS()} />
      </FilterSheet>
      {p.rows.length === 0 ? (
        <p class="muted">No disputes{p.status ? ` in the state “${statusName('dispute', p.status)}”` : ''}.</p>
      ) : (
        <div class="cards" id="dispute-queue">
          {p.rows.map((d) => (
            <article class="card" data-status={d.status} data-id={d.id}>
              <p class="route">
                <a href={loadPath(d.loadId)}>
                  {d.origin} → {d.destination}
                </a>
              </p>
              <dl class="facts">
                <dt>Raised by</dt>
                <dd>
                  {d.raisedByName} ({roleName(d.raisedByRole)}), {formatDateTime(d.createdAt)}
                </dd>
                <dt>Shipper</dt>
                <dd>{d.ownerName}</dd>
                <dt>Driver</dt>
                <dd>{d.driverName ?? '—'}</dd>
                <dt>Trip</dt>
                <dd>{d.tripStatus ? <StatusBadge family="trip" status={d.tripStatus} /> : '—'}</dd>
                <dt>In escrow</dt>
                <dd>
                  {formatRupees(d.escrowAmountPaise)} freight + {formatRupees(d.platformFeePaise)} fee
                </dd>
                <dt>Status</dt>
                <dd>
                  <StatusBadge family="dispute" status={d.status} />
                  {d.outcome && ` (${d.outcome === 'release' ? 'released to the driver' : 'refunded to the shipper'})`}
                </dd>
              </dl>
              <p class="dispute-reason">{d.reason}</p>
              {d.status === 'open' && (
                <p>
                  <ActionButton action={`/escrow/admin/disputes/${d.id}/resolve`} label="Release to driver" kind="primary" fields={{ outcome: 'release' }} confirm="Pay the freight to the driver?" />{' '}
                  <ActionButton
                    action={`/escrow/admin/disputes/${d.id}/resolve`}
                    label="Refund shipper"
                    kind="danger"
                    fields={{ outcome: 'refund' }}
                    confirm="Refund freight and fee to the shipper?"
                  />
                </p>
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
export function AdminLedgerPage(p: { user: SessionUser; flash: Flash | null; report: LedgerReport; totals: AdminTotals; rows: TransactionRow[]; info: PageInfo; filter: HistoryFilter }) {
  return (
    <Layout title="Ledger reconciliation" user={p.user} flash={p.flash} active="/escrow" meta={STYLES}>
      <h1>Ledger reconciliation</h1>
      <p class={p.report.ok ? 'flash flash-success' : 'flash flash-error'} role={p.report.ok ? 'status' : 'alert'} id="ledger-result">
        {p.report.ok ? 'All invariants hold.' : 'Breaches found: the ledger does not reconcile.'} Checked {formatDateTime(p.report.checkedAt)}: {formatCount(p.report.totals.transactions)}{' '}
        transactions, {formatCount(p.report.totals.entries)} entries, {formatCount(p.report.totals.accounts)} accounts.
      </p>
      <ul class="checks">
        {p.report.checks.map((c) => (
          <li class={c.breaches.length ? 'check fail' : 'check ok'}>
            <b>{c.breaches.length ? '✗' : '✓'}</b> {c.name}
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
      <h2>Balances</h2>
      <dl class="facts">
        <dt>Users’ available</dt>
        <dd>{formatRupees(p.totals.userAvailable)}</dd>
        <dt>Held in escrow</dt>
        <dd>{formatRupees(p.totals.userHeld)}</dd>
        <dt>Reserved for payouts</dt>
        <dd>{formatRupees(p.totals.userReserved)}</dd>
        <dt>Platform fees</dt>
        <dd>{formatRupees(p.totals.platformFees)}</dd>
        <dt>Deposits less payouts</dt>
        <dd>{formatRupees(-p.totals.external)}</dd>
      </dl>
      <h2>All transactions</h2>
      <HistoryFilters filter={p.filter} action="/escrow/admin/ledger" />
      <LedgerTable rows={p.rows} />
      <Pagination info={p.info} baseUrl="/escrow/admin/ledger" query={{ kind: p.filter.kind, from: p.filter.from, to: p.filter.to }} />
    </Layout>
  );
}
