/**
 * JSON shapes of escrow (CONTRACT section 9): snake_case fields, money in
 * rupees. Raw rows never leave the feature.
 */
import { t } from '../../lib/i18n/index.js';
import { paiseToRupees } from '../../lib/money.js';
import { cityName } from '../../lib/words.js';
import type { AccountRow, DepositRow, DisputeRow, HistoryRow, PayoutRow, TransactionRow } from './queries.js';

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

/**
 * What a transaction did to one account, in words, from the account's buckets:
 * a payout that only moved money to "reserved" is a request, not a payment.
 */
export function describeMovement(kind: string, change: { availableChange: number; heldChange: number; reservedChange: number }): string {
  const { availableChange: a, heldChange: h, reservedChange: r } = change;
  switch (kind) {
    case 'deposit':
      return t('wallet.move.deposit');
    case 'hold':
      return t('wallet.move.hold');
    case 'release':
      return t(a > 0 ? 'wallet.move.freightReceived' : 'wallet.move.released');
    case 'fee':
      return t(a > 0 ? 'wallet.move.feeReceived' : 'wallet.move.fee');
    case 'refund':
      return t(r < 0 ? 'wallet.move.payoutRejected' : h < 0 || a > 0 ? 'wallet.move.refunded' : 'wallet.move.refund');
    case 'payout':
      return t(r > 0 ? 'wallet.move.payoutRequested' : r < 0 && a === 0 ? 'wallet.move.paidOut' : 'wallet.move.payout');
    case 'subscription':
      return t(a > 0 ? 'wallet.move.premiumReceived' : 'wallet.move.premium');
    default:
      return kind;
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
  return bank ? t('wallet.memo.bankAccount', { last4: bank[1], ifsc: bank[2] }) : destination;
}

/**
 * The memos the ledger writes (service.ts, payments.ts, premium), each read back into a message: the ledger
 * keeps its English record and a page shows it in the reader's language. A memo matching none (a note
 * someone typed, an older wording) is shown as written.
 */
const MEMOS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Deposit through the simulated gateway, reference (.+)$/, (m) => t('wallet.memo.depositSimulated', { ref: m[1] })],
  [/^Deposit through Razorpay, payment (\S+) \(order (\S+)\)$/, (m) => t('wallet.memo.depositRazorpay', { payment: m[1], order: m[2] })],
  [/^Held for (.+): freight (₹\S+) \+ platform fee (₹\S+)$/, (m) => t('wallet.memo.held', { route: routeText(m[1]), freight: m[2], fee: m[3] })],
  [/^Platform fee for (.+)$/, (m) => t('wallet.memo.fee', { route: routeText(m[1]) })],
  [/^Released by the shipper after delivery of (.+)$/, (m) => t('wallet.memo.releasedByShipper', { route: routeText(m[1]) })],
  [/^Released to the driver by an admin resolving a dispute on (.+)$/, (m) => t('wallet.memo.releasedByAdmin', { route: routeText(m[1]) })],
  [/^Refunded to the shipper by an admin resolving a dispute on (.+)$/, (m) => t('wallet.memo.refundedByAdmin', { route: routeText(m[1]) })],
  [/^Driver's part released by an admin splitting a dispute on (.+)$/, (m) => t('disputes.memo.splitRelease', { route: routeText(m[1]) })],
  [/^Rest refunded to the shipper by an admin splitting a dispute on (.+)$/, (m) => t('disputes.memo.splitRefund', { route: routeText(m[1]) })],
  [/^Refunded: (.+) was cancelled$/, (m) => t('wallet.memo.refundedCancelled', { route: routeText(m[1]) })],
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
    out.description = describeMovement(t.kind, t);
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
    account_number: p.accountNumber,
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
    created_at: iso(d.createdAt),
  };
}

/** "XXXXXX1234": enough of an account number to recognise it on a page. */
export function maskAccountNumber(n: string | null): string {
  if (!n) return '';
  return n.length <= 4 ? n : `${'X'.repeat(n.length - 4)}${n.slice(-4)}`;
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
