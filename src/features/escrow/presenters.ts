/**
 * JSON shapes of escrow (CONTRACT section 9): snake_case fields, money in
 * rupees. Raw rows never leave the feature.
 */
import { t, type MessageKey } from '../../lib/i18n/index.js';
import { paiseToRupees } from '../../lib/money.js';
import { cityName } from '../../lib/words.js';
import type { AccountRow, DepositRow, DisputeRow, HistoryRow, PayoutDestinationRow, PayoutRow, TransactionRow } from './queries.js';

export interface PresentedAccount {
  available: number;
  held: number;
  reserved: number;
}

export function presentAccount(a: Pick<AccountRow, 'availablePaise' | 'heldPaise' | 'reservedPaise'> | undefined): PresentedAccount {
  return {
    available: paiseToRupees(a?.availablePaise ?? 0),
    held: paiseToRupees(a?.heldPaise ?? 0),
    reserved: paiseToRupees(a?.reservedPaise ?? 0),
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A ledger transaction as pages list it: its kind, memo and the route of its load (null without a load). */
interface MovementRow {
  kind: string;
  memo: string | null;
  loadOrigin?: string | null;
  loadDestination?: string | null;
}

/** What one kind of transaction is called, as people say it ("Money added", "Paid to driver"): the history's filter. */
export function kindName(kind: string): string {
  const key = KIND_NAMES[kind];
  return key ? t(key) : kind;
}
const KIND_NAMES: Record<string, MessageKey> = {
  deposit: 'payflow.kind.deposit',
  hold: 'payflow.kind.hold',
  release: 'payflow.kind.release',
  refund: 'payflow.kind.refund',
  payout: 'payflow.kind.payout',
  fee: 'payflow.kind.fee',
  subscription: 'payflow.kind.subscription',
};

/** The route of a movement's load ("Delhi → Mumbai" in the reader's script), or null. */
function movementRoute(row: MovementRow): string | null {
  return row.loadOrigin && row.loadDestination ? `${cityName(row.loadOrigin)} → ${cityName(row.loadDestination)}` : null;
}

/** A payout's memo names its destination: "to UPI …" or "to bank account …". */
function payoutMethod(memo: string | null): 'upi' | 'bank' {
  return memo && / to UPI /.test(` ${memo}`) ? 'upi' : 'bank';
}

/** A route phrase ("Held for load {route}") with the load's route, else the kind's name. */
function withRoute(row: MovementRow, key: MessageKey): string {
  const route = movementRoute(row);
  return route ? t(key, { route }) : kindName(row.kind);
}

/**
 * What a transaction was, as people say it, once ("Money added", "Held for load Delhi → Mumbai", "Paid to driver
 * for …", "Payout to UPI requested"): from one account's side when its bucket changes are given (the wallet), else
 * from the ledger's (the admin's list). The memo, shown beside it, adds only what this does not say.
 */
export function describeMovement(row: MovementRow, change?: { availableChange: number; heldChange: number; reservedChange: number }): string {
  const a = change?.availableChange ?? 0;
  const r = change?.reservedChange ?? 0;
  const h = change?.heldChange ?? 0;
  switch (row.kind) {
    case 'deposit':
      return kindName('deposit');
    case 'hold':
      return withRoute(row, 'payflow.move.heldFor');
    case 'release':
      return withRoute(row, change && a > 0 ? 'payflow.move.freightReceived' : 'payflow.move.paidToDriver');
    case 'fee':
      return withRoute(row, change && a > 0 ? 'payflow.move.feeReceived' : 'payflow.move.fee');
    case 'refund':
      if (row.memo?.startsWith('Payout')) {
        // A rejected or failed request returns reserved money; a payout the bank reversed after it was paid comes back from outside.
        return t(r < 0 || (!change && !/reversed by the bank after/.test(row.memo)) ? 'payflow.move.payoutReturned' : 'payflow.move.payoutReversed');
      }
      return h < 0 || !change || a > 0 ? withRoute(row, 'payflow.move.refund') : kindName('refund');
    case 'payout':
      if (r > 0 || (!change && row.memo?.startsWith('Reserved'))) return t(payoutMethod(row.memo) === 'upi' ? 'payflow.move.payoutRequestedUpi' : 'payflow.move.payoutRequestedBank');
      return t(payoutMethod(row.memo) === 'upi' ? 'payflow.move.payoutUpi' : 'payflow.move.payoutBank');
    case 'subscription':
      return change && a > 0 ? t('payflow.move.premiumReceived') : kindName('subscription');
    default:
      return row.kind;
  }
}

/** "Pune → Nagpur" with each city in the reader's script. */
function routeText(route: string): string {
  const [from, to] = route.split(' → ');
  return to === undefined ? route : `${cityName(from)} → ${cityName(to)}`;
}

/** A payout's destination as service.ts writes it ("UPI x@bank", "bank account ending 1234 (IFSC)"). */
function destinationText(destination: string): string {
  const bank = /^bank account ending (\d*) \((\w*)\)$/.exec(destination);
  if (bank) return t('wallet.memo.bankAccount', { last4: bank[1], ifsc: bank[2] });
  const upi = /^UPI (\S+)$/.exec(destination);
  return upi ? `UPI ${maskUpiId(upi[1])}` : destination;
}

/**
 * The memos the ledger writes (service.ts, payments.ts, premium), each read back into a message: the ledger
 * keeps its English record and a page shows it in the reader's language. A memo matching none (a note
 * someone typed, an older wording) is shown as written.
 */
const MEMOS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Deposit through the simulated gateway, reference (.+)$/, (m) => t('wallet.memo.depositSimulated', { ref: m[1] })],
  [/^Deposit through Razorpay, payment (\S+) \(order (\S+)\)$/, (m) => t('wallet.memo.depositRazorpay', { payment: m[1], order: m[2] })],
  [/^Held for (.+): freight (₹\S+) \+ platform fee (₹\S+)$/, (m) => t('wallet.memo.held', { freight: m[2], fee: m[3] })],
  // The fee's route is in its name ("Platform fee for Delhi → Mumbai"): nothing to add.
  [/^Platform fee for (.+)$/, () => ''],
  [/^Released by the shipper after delivery of (.+)$/, () => t('wallet.memo.releasedByShipper')],
  [/^Released to the driver by an admin resolving a dispute on (.+)$/, () => t('wallet.memo.releasedByAdmin')],
  [/^Refunded to the shipper by an admin resolving a dispute on (.+)$/, () => t('wallet.memo.refundedByAdmin')],
  [/^Driver's part released by an admin splitting a dispute on (.+)$/, (m) => t('disputes.memo.splitRelease', { route: routeText(m[1]) })],
  [/^Rest refunded to the shipper by an admin splitting a dispute on (.+)$/, (m) => t('disputes.memo.splitRefund', { route: routeText(m[1]) })],
  [/^Refunded: (.+) was cancelled$/, () => t('wallet.memo.refundedCancelled')],
  [/^Released automatically (\d+) days after delivery with no dispute$/, (m) => t('wallet.memo.releasedAuto', { days: m[1] })],
  [/^Reserved for a payout request to (.+)$/, (m) => t('wallet.memo.reserved', { destination: destinationText(m[1]) })],
  [/^Paid out to (.+) \(simulated gateway: no real transfer\)$/, (m) => t('wallet.memo.paidOutSimulated', { destination: destinationText(m[1]) })],
  [/^Paid out to (.+) through RazorpayX \((.*)\)$/, (m) => t('wallet.memo.paidOutRazorpayX', { destination: destinationText(m[1]), id: m[2] })],
  [/^Payout request rejected$/, () => t('wallet.memo.payoutRejected')],
  [/^Payout request rejected: (.+)$/s, (m) => t('wallet.memo.payoutRejectedNote', { note: m[1] })],
  [/^Premium plan, (\d+) days$/, (m) => t('wallet.memo.premium', { days: m[1] })],
];

/** A ledger memo in the reader's language (see MEMOS). */
export function memoText(memo: string | null): string | null {
  if (!memo) return memo;
  for (const [pattern, say] of MEMOS) {
    const m = pattern.exec(memo);
    if (m) return say(m);
  }
  return memo;
}

export interface PresentedTransaction {
  id: string;
  kind: string;
  amount: number;
  load_id: string | null;
  memo: string | null;
  created_at: string | null;
  /** How the transaction changed the caller's account, by bucket (rupees; absent in ledger-wide lists). */
  change?: PresentedAccount;
  description?: string;
}

export function presentTransaction(t: TransactionRow | HistoryRow): PresentedTransaction {
  const out: PresentedTransaction = {
    id: t.id,
    kind: t.kind,
    amount: paiseToRupees(t.amountPaise),
    load_id: t.loadId,
    memo: t.memo,
    created_at: iso(t.createdAt),
  };
  if ('availableChange' in t) {
    out.change = { available: paiseToRupees(t.availableChange), held: paiseToRupees(t.heldChange), reserved: paiseToRupees(t.reservedChange) };
    out.description = describeMovement(t, t);
  }
  return out;
}

export interface PresentedPayout {
  id: string;
  amount: number;
  method: string;
  upi_id: string | null;
  account_number: string | null;
  ifsc: string | null;
  account_holder: string | null;
  status: string;
  decision_note: string | null;
  created_at: string | null;
  decided_at: string | null;
  /** Who paid it out: 'simulated', 'razorpayx', or null while undecided. */
  gateway: string | null;
  gateway_payout_id: string | null;
  failure_reason: string | null;
}

export function presentPayout(p: PayoutRow): PresentedPayout {
  return {
    id: p.id,
    amount: paiseToRupees(p.amountPaise),
    method: p.method,
    upi_id: p.upiId,
    // Never the full number once saved: its last four digits are enough to recognise it.
    account_number: p.accountNumber === null ? null : maskAccountNumber(p.accountNumber),
    ifsc: p.ifsc,
    account_holder: p.accountHolder,
    status: p.status,
    decision_note: p.decisionNote,
    created_at: iso(p.createdAt),
    decided_at: iso(p.decidedAt),
    gateway: p.gateway ?? null,
    gateway_payout_id: p.gatewayPayoutId ?? null,
    failure_reason: p.failureReason ?? null,
  };
}

export interface PresentedDeposit {
  id: string;
  amount: number;
  /** 'razorpay' or 'simulated' (simulated money can never be paid out for real). */
  gateway: string;
  /** pending (not counted as available), credited, failed. */
  status: string;
  order_id: string | null;
  payment_id: string | null;
  failure_reason: string | null;
  /** The shipper's own load the deposit was made for (the browser goes back to it once credited), or null. */
  for_load_id: string | null;
  created_at: string | null;
}

export function presentDeposit(d: DepositRow): PresentedDeposit {
  return {
    id: d.id,
    amount: paiseToRupees(d.amountPaise),
    gateway: d.gateway,
    status: d.status,
    order_id: d.gatewayOrderId,
    payment_id: d.gatewayPaymentId,
    failure_reason: d.failureReason,
    for_load_id: d.forLoadId,
    created_at: iso(d.createdAt),
  };
}

/** "XXXXXX1234": enough of an account number to recognise it on a page. */
export function maskAccountNumber(n: string | null): string {
  if (!n) return '';
  return n.length <= 4 ? n : `${'X'.repeat(n.length - 4)}${n.slice(-4)}`;
}

/** "ra****@okaxis": the first two letters of a UPI id's name and its bank's handle. */
export function maskUpiId(id: string | null): string {
  if (!id) return '';
  const at = id.lastIndexOf('@');
  if (at < 0) return maskAccountNumber(id);
  const name = id.slice(0, at);
  return `${name.slice(0, name.length > 2 ? 2 : 1)}****${id.slice(at)}`;
}

/** A remembered payout destination as a page or JSON shows it: masked, the full account number never. */
export interface PresentedPayoutDestination {
  method: 'upi' | 'bank';
  upi_id: string | null;
  account_number: string | null;
  ifsc: string | null;
  account_holder: string | null;
  updated_at: string | null;
}

export function presentPayoutDestination(d: PayoutDestinationRow): PresentedPayoutDestination {
  return {
    method: d.method === 'bank' ? 'bank' : 'upi',
    upi_id: d.upiId ? maskUpiId(d.upiId) : null,
    account_number: d.accountNumber ? maskAccountNumber(d.accountNumber) : null,
    ifsc: d.ifsc,
    account_holder: d.accountHolder,
    updated_at: iso(d.updatedAt),
  };
}

export interface PresentedDispute {
  id: string;
  load_id: string;
  raised_by: string;
  reason: string;
  reason_code: string;
  status: string;
  outcome: string | null;
  /** The driver's part of a split, in rupees. */
  driver_part: number | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string | null;
  resolved_at: string | null;
}

export function presentDispute(d: DisputeRow): PresentedDispute {
  return {
    id: d.id,
    load_id: d.loadId,
    raised_by: d.raisedBy,
    reason: d.reason,
    reason_code: d.reasonCode,
    status: d.status,
    outcome: d.outcome,
    driver_part: d.driverPartPaise === null ? null : paiseToRupees(d.driverPartPaise),
    reply: d.reply,
    replied_at: iso(d.repliedAt),
    created_at: iso(d.createdAt),
    resolved_at: iso(d.resolvedAt),
  };
}

export interface PresentedLoadPayment {
  id: string;
  payment_status: string;
  escrow_amount: number;
  platform_fee: number;
  settled_at: string | null;
}

export function presentLoadPayment(l: { id: string; paymentStatus: string; escrowAmountPaise: number; platformFeePaise: number; settledAt: Date | null }): PresentedLoadPayment {
  return {
    id: l.id,
    payment_status: l.paymentStatus,
    escrow_amount: paiseToRupees(l.escrowAmountPaise),
    platform_fee: paiseToRupees(l.platformFeePaise),
    settled_at: iso(l.settledAt),
  };
}
