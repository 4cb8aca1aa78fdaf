/**
 * Reconciliation of the escrow ledger on a live database (npm run ledger:check,
 * /escrow/admin/ledger, and the tests after every step): every check runs in one
 * read-only repeatable-read snapshot, so movements committing meanwhile never
 * look like a breach.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { formatRupees } from '../../lib/money.js';
import { splitFeePaise } from './fee.js';
import {
  findBucketMismatches,
  findDepositMismatches,
  findDriftedAccounts,
  findMisshapenTransactions,
  findOrphanPayoutTransactions,
  findPayoutMismatches,
  findSimulatedOverBalance,
  findUnbalancedTransactions,
  ledgerSums,
  listGatewayDeposits,
  listGatewayPayouts,
  loadPaymentLedger,
} from './reconcile-queries.js';
import { payoutStateOf, type RazorpayGateway } from './razorpay.js';

export interface LedgerCheck {
  /** Short name, e.g. "every transaction balances". */
  name: string;
  /** What is wrong, one line per breach (empty when the check holds). */
  breaches: string[];
}

export interface LedgerReport {
  ok: boolean;
  checkedAt: Date;
  checks: LedgerCheck[];
  totals: { transactions: number; entries: number; accounts: number };
}

/** The movements each kind of transaction may make: sorted "account kind:bucket:sign" lists. */
const ALLOWED_SHAPES: Record<string, Array<{ shape: string; users: number }>> = {
  deposit: [{ shape: 'external:available:-,user:available:+', users: 1 }],
  hold: [{ shape: 'user:available:-,user:held:+', users: 1 }],
  release: [{ shape: 'user:available:+,user:held:-', users: 2 }],
  fee: [{ shape: 'platform_fees:available:+,user:held:-', users: 1 }],
  // A premium plan paid from the wallet (features/premium): the user's available balance to the platform.
  subscription: [{ shape: 'platform_fees:available:+,user:available:-', users: 1 }],
  refund: [
    { shape: 'user:available:+,user:held:-', users: 1 },
    { shape: 'user:available:+,user:reserved:-', users: 1 },
    // A RazorpayX payout reversed by the bank after it was processed: the money comes back from outside.
    { shape: 'external:available:-,user:available:+', users: 1 },
  ],
  payout: [
    { shape: 'user:available:-,user:reserved:+', users: 1 },
    { shape: 'external:available:+,user:reserved:-', users: 1 },
  ],
};

/** Checks what a load's payment columns say against its ledger transactions. */
function loadBreaches(l: Awaited<ReturnType<typeof loadPaymentLedger>>[number]): { settledTwice: string[]; columns: string[] } {
  const settledTwice: string[] = [];
  const columns: string[] = [];
  const say = (msg: string, into: string[] = columns) => into.push(`load ${l.id} (${l.paymentStatus}): ${msg}`);
  const total = l.escrowAmountPaise + l.platformFeePaise;
  if (l.others > 0) say(`${l.others} deposit or payout transaction(s) name this load`);
  if (l.paymentStatus === 'unpaid') {
    if (l.holds + l.releases + l.refunds + l.fees > 0) say('is unpaid but has ledger transactions');
    if (l.escrowAmountPaise !== 0 || l.platformFeePaise !== 0) say('is unpaid but shows an escrow amount or fee');
    if (l.settledAt) say('is unpaid but has a settlement time');
  } else {
    if (l.holds !== 1) say(`has ${l.holds} hold transactions (expected 1)`, l.holds > 1 ? settledTwice : columns);
    else if (l.holdPaise !== total) say(`hold of ${formatRupees(l.holdPaise)} differs from escrow amount + fee ${formatRupees(total)}`);
    if (l.holdOwnerOk === false) say('its hold, fee or refund moved money of someone other than the owner');
  }
  if (l.releases + l.refunds > (l.splitPartPaise !== null ? 2 : 1)) say(`was settled ${l.releases + l.refunds} times (released ${l.releases}, refunded ${l.refunds})`, settledTwice);
  if (l.fees > 1) say(`took the fee ${l.fees} times`, settledTwice);
  if (l.paymentStatus === 'held' || l.paymentStatus === 'disputed') {
    if (l.releases + l.refunds + l.fees > 0) say('is still in escrow but has a release, refund or fee');
    if (l.settledAt) say('is still in escrow but has a settlement time');
  }
  if (l.paymentStatus === 'released' && l.splitPartPaise !== null) {
    // A dispute split the hold: the driver's part released, the fee in proportion to it, the rest refunded.
    const part = Number(l.splitPartPaise);
    const fee = splitFeePaise(l.platformFeePaise, Math.min(part, l.escrowAmountPaise), l.escrowAmountPaise);
    if (l.releases !== 1 || l.releasePaise !== part) say(`release of ${formatRupees(l.releasePaise)} differs from the driver's part ${formatRupees(part)}`);
    if (l.feePaise !== fee || l.fees !== (fee > 0 ? 1 : 0)) say(`fee transactions of ${formatRupees(l.feePaise)} differ from the split's fee ${formatRupees(fee)}`);
    if (l.refunds !== 1 || l.refundPaise !== total - part - fee) say(`refund of ${formatRupees(l.refundPaise)} differs from the rest of the hold ${formatRupees(total - part - fee)}`);
    if (l.releaseDriverOk === false) say('its release paid someone other than the driver of the accepted bid');
    if (!l.settledAt) say('is released without a settlement time');
  } else if (l.paymentStatus === 'released') {
    if (l.releases !== 1 || l.releasePaise !== l.escrowAmountPaise) say(`release of ${formatRupees(l.releasePaise)} differs from the escrow amount ${formatRupees(l.escrowAmountPaise)}`);
    if (l.feePaise !== l.platformFeePaise || l.fees !== (l.platformFeePaise > 0 ? 1 : 0))
      say(`fee transactions of ${formatRupees(l.feePaise)} differ from the platform fee ${formatRupees(l.platformFeePaise)}`);
    if (l.refunds > 0) say('is released but also refunded', settledTwice);
    if (l.releaseDriverOk === false) say('its release paid someone other than the driver of the accepted bid');
    if (!l.settledAt) say('is released without a settlement time');
  }
  if (l.paymentStatus === 'refunded') {
    if (l.refunds !== 1 || l.refundPaise !== total) say(`refund of ${formatRupees(l.refundPaise)} differs from escrow amount + fee ${formatRupees(total)}`);
    if (l.releases + l.fees > 0) say('is refunded but also released', settledTwice);
    if (!l.settledAt) say('is refunded without a settlement time');
  }
  if (l.paymentStatus === 'disputed' && l.openDisputes !== 1) say(`is disputed with ${l.openDisputes} open disputes`);
  if (l.paymentStatus !== 'disputed' && l.openDisputes > 0) say('has an open dispute but its payment is not disputed');
  return { settledTwice, columns };
}

/** Runs every invariant of the ledger; `ok` is false when any check found a breach. */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const checks: LedgerCheck[] = [];

      const unbalanced = await findUnbalancedTransactions(trx);
      checks.push({
        name: 'every transaction balances (entries sum to zero, amount = money moved)',
        breaches: unbalanced.map(
          (t) => `${t.kind} transaction ${t.id}: entries sum to ${formatRupees(t.total)} over ${t.entries} entries; amount ${formatRupees(t.amountPaise)}, moved ${formatRupees(t.positive)}`,
        ),
      });

      const allowed = Object.entries(ALLOWED_SHAPES).flatMap(([kind, list]) => list.map((a) => ({ kind, ...a })));
      const misshapen = await findMisshapenTransactions(trx, allowed);
      checks.push({
        name: 'every transaction moves money the way its kind allows',
        breaches: misshapen.map((t) => `${t.kind} transaction ${t.id} moves ${t.shape} across ${t.users} user account(s)`),
      });

      const sums = await ledgerSums(trx);
      const sumBreaches: string[] = [];
      if (sums.accounts !== 0) sumBreaches.push(`the balances of all accounts sum to ${formatRupees(sums.accounts)}, not zero`);
      if (sums.entries !== 0) sumBreaches.push(`all entries sum to ${formatRupees(sums.entries)}, not zero`);
      checks.push({ name: 'the sum of all accounts is zero', breaches: sumBreaches });

      const drifted = await findDriftedAccounts(trx);
      checks.push({
        name: 'cached balances equal the sum of their entries, and none is negative',
        breaches: drifted.map(
          (a) =>
            `${a.kind} account ${a.id}${a.userId ? ` (user ${a.userId})` : ''}: cached available/held/reserved ` +
            `${formatRupees(a.availablePaise)}/${formatRupees(a.heldPaise)}/${formatRupees(a.reservedPaise)}, entries say ` +
            `${formatRupees(a.entryAvailable)}/${formatRupees(a.entryHeld)}/${formatRupees(a.entryReserved)}`,
        ),
      });

      const loads = await loadPaymentLedger(trx);
      const loadProblems = loads.map(loadBreaches);
      checks.push({ name: 'no hold is released or refunded twice', breaches: loadProblems.flatMap((p) => p.settledTwice).slice(0, 200) });
      checks.push({ name: "every load's payment columns agree with its ledger entries", breaches: loadProblems.flatMap((p) => p.columns).slice(0, 200) });

      const buckets = await findBucketMismatches(trx);
      checks.push({
        name: 'held balances match the loads in escrow, reserved balances the requested payouts',
        breaches: buckets.map(
          (b) =>
            `user ${b.userId}: held ${formatRupees(b.heldPaise)} (loads in escrow: ${formatRupees(b.expectedHeld)}), ` +
            `reserved ${formatRupees(b.reservedPaise)} (requested payouts: ${formatRupees(b.expectedReserved)})`,
        ),
      });

      const payouts = await findPayoutMismatches(trx);
      const orphans = await findOrphanPayoutTransactions(trx);
      checks.push({
        name: 'every payout request agrees with its ledger transactions',
        breaches: [
          ...payouts.map((p) => `payout request ${p.id} (${p.status}) ${p.problem}`),
          ...orphans.map((t) => `${t.kind} transaction ${t.id} belongs to ${t.links} payout requests (expected 1)`),
        ],
      });

      const deposits = await findDepositMismatches(trx);
      checks.push({
        name: 'every credited deposit has its one deposit transaction',
        breaches: deposits.map((d) => `deposit ${d.id} (${d.status}) ${d.problem}`),
      });

      const simulated = await findSimulatedOverBalance(trx);
      checks.push({
        name: 'simulated money is within each balance and never more than came in through the simulated gateway',
        breaches: simulated.map((s) => s.problem),
      });

      return {
        ok: checks.every((c) => c.breaches.length === 0),
        checkedAt: new Date(),
        checks,
        totals: { transactions: sums.transactions, entries: sums.entryCount, accounts: sums.accountCount },
      };
    });
}

/** The report as plain text lines (the command line's output). */
export function formatLedgerReport(r: LedgerReport): string {
  const lines = [`Escrow ledger check at ${r.checkedAt.toISOString()}: ${r.totals.transactions} transactions, ${r.totals.entries} entries, ${r.totals.accounts} accounts`];
  for (const c of r.checks) {
    lines.push(`${c.breaches.length ? 'FAIL' : 'ok  '} ${c.name}${c.breaches.length ? ` (${c.breaches.length})` : ''}`);
    for (const b of c.breaches.slice(0, 50)) lines.push(`       - ${b}`);
    if (c.breaches.length > 50) lines.push(`       ... and ${c.breaches.length - 50} more`);
  }
  lines.push(r.ok ? 'All invariants hold.' : 'BREACHES FOUND: the ledger does not reconcile.');
  return lines.join('\n');
}

/**
 * Reconciles Razorpay's records with the ledger (npm run ledger:check when
 * PAYMENT_GATEWAY=razorpay): for each gateway deposit (the newest `limit`), the
 * order's payments at Razorpay. A payment captured but its deposit not credited,
 * or a deposit credited without a captured payment of its amount at Razorpay,
 * is a breach. A capture younger than `graceSeconds` may still be on its way
 * (webhook in flight) and is not counted. A gateway that cannot be reached
 * throws (PaymentGatewayError): the check cannot be made.
 */
export async function checkGateway(db: Db, razorpay: RazorpayGateway, opts: { limit?: number; graceSeconds?: number; now?: Date } = {}): Promise<LedgerCheck> {
  const deposits = await listGatewayDeposits(db, opts.limit ?? 1000);
  const cutoff = (opts.now ?? new Date()).getTime() / 1000 - (opts.graceSeconds ?? 600);
  const breaches: string[] = [];
  for (const d of deposits) {
    const payments = await razorpay.fetchOrderPayments(d.gatewayOrderId!);
    const captured = payments.filter((p) => p.status === 'captured' || p.status === 'refunded');
    if (d.status === 'credited') {
      const match = captured.find((p) => p.id === d.gatewayPaymentId && p.amount === d.amountPaise && p.currency === 'INR');
      if (!match) {
        breaches.push(`deposit ${d.id} of ${formatRupees(d.amountPaise)} is credited (payment ${d.gatewayPaymentId}) but Razorpay has no captured payment of that amount on order ${d.gatewayOrderId}`);
      }
    } else {
      for (const p of captured) {
        if ((p.created_at ?? 0) > cutoff) continue;
        breaches.push(`Razorpay captured payment ${p.id} of ${formatRupees(p.amount)} on order ${d.gatewayOrderId}, but deposit ${d.id} is ${d.status}, not credited`);
      }
    }
  }
  return { name: "Razorpay's captured payments match the credited deposits", breaches };
}

/**
 * Reconciles RazorpayX's payouts with the ledger: a payout the bank processed,
 * reversed or failed while the ledger still says otherwise (a webhook lost for
 * longer than `graceSeconds`) is a breach, and so is a payout of another amount.
 */
export async function checkGatewayPayouts(db: Db, razorpay: RazorpayGateway, opts: { limit?: number; graceSeconds?: number; now?: Date } = {}): Promise<LedgerCheck> {
  const payouts = await listGatewayPayouts(db, opts.limit ?? 1000);
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.graceSeconds ?? 600) * 1000;
  const breaches: string[] = [];
  for (const p of payouts) {
    const remote = await razorpay.fetchPayout(p.gatewayPayoutId!);
    if (remote.amount !== p.amountPaise) breaches.push(`payout request ${p.id} of ${formatRupees(p.amountPaise)}: RazorpayX payout ${p.gatewayPayoutId} is of ${formatRupees(remote.amount)}`);
    if (payoutStateOf(remote.status) === p.status) continue;
    if (p.decidedAt && new Date(p.decidedAt).getTime() > cutoff) continue;
    breaches.push(`payout request ${p.id} of ${formatRupees(p.amountPaise)} is ${p.status}, but RazorpayX says payout ${p.gatewayPayoutId} is ${remote.status}`);
  }
  return { name: "RazorpayX's payouts match the payout requests", breaches };
}

/** The report with one more check added. */
export function withCheck(report: LedgerReport, check: LedgerCheck): LedgerReport {
  const checks = [...report.checks, check];
  return { ...report, checks, ok: checks.every((c) => c.breaches.length === 0) };
}
