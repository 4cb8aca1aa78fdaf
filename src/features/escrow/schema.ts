/**
 * Inputs of the escrow use cases, shared by the HTML forms and the JSON callers.
 * Each `parseX` returns the clean input or throws a ValidationError naming
 * every bad field. Money comes in as rupees (up to 2 decimals) and leaves as paise.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isIsoDate } from '../../lib/dates.js';
import { parseRupees } from '../../lib/money.js';
import { ValidationError } from '../../http/errors.js';
import type { IdempotentRequest } from '../../http/idempotency.js';

const str = z.preprocess((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)), z.string());

/** The largest single deposit or payout: ₹1 crore. */
export const MAX_AMOUNT_PAISE = 1_000_000_000;

function parseAmount(raw: string, errors: Record<string, string>, field = 'amount'): number {
  if (!raw.trim()) {
    errors[field] = 'Enter an amount in rupees';
    return 0;
  }
  const paise = parseRupees(raw);
  if (paise === null) errors[field] = 'Enter an amount in rupees, such as 5000 or 5000.50';
  else if (paise > MAX_AMOUNT_PAISE) errors[field] = 'The amount can be at most ₹1,00,00,000 at a time';
  return paise ?? 0;
}

// ---- Deposit ----------------------------------------------------------------

export const depositSchema = z.object({ amount: str });
export interface DepositInput {
  amountPaise: number;
}
/** The amount of a deposit (the minimum is checked against platform_config by the service). */
export function parseDeposit(body: unknown): DepositInput {
  const input = depositSchema.parse(body ?? {});
  const errors: Record<string, string> = {};
  const amountPaise = parseAmount(input.amount, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { amountPaise };
}

// ---- Hold, release, dispute: actions on a load ------------------------------

export const loadActionSchema = z.object({ load_id: str });
export interface LoadActionInput {
  loadId: string;
}
/** The load an action applies to; a value that is no uuid names no load. */
export function parseLoadAction(body: unknown): LoadActionInput {
  const input = loadActionSchema.parse(body ?? {});
  const loadId = input.load_id.trim();
  if (!loadId) throw new ValidationError({ load_id: 'Choose a load' });
  return { loadId };
}

export const disputeSchema = z.object({ load_id: str, reason: str });
export interface DisputeInput {
  loadId: string;
  /** What went wrong, in the raiser's words (1-2000 characters). */
  reason: string;
}
export function parseDispute(body: unknown): DisputeInput {
  const input = disputeSchema.parse(body ?? {});
  const errors: Record<string, string> = {};
  const loadId = input.load_id.trim();
  const reason = input.reason.trim();
  if (!loadId) errors.load_id = 'Choose a load';
  if (!reason) errors.reason = 'Tell us what went wrong';
  else if (reason.length < 10) errors.reason = 'Describe the problem in at least 10 characters';
  else if (reason.length > 2000) errors.reason = 'Keep the reason under 2000 characters';
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { loadId, reason };
}

export const resolveSchema = z.object({ outcome: str });
export type DisputeOutcome = 'release' | 'refund';
export function parseResolve(body: unknown): { outcome: DisputeOutcome } {
  const outcome = resolveSchema.parse(body ?? {}).outcome.trim();
  if (outcome !== 'release' && outcome !== 'refund') throw new ValidationError({ outcome: 'Choose release (pay the driver) or refund (return to the shipper)' });
  return { outcome };
}

// ---- Payouts ------------------------------------------------------------------

export const payoutSchema = z.object({
  amount: str,
  method: str,
  upi_id: str.optional(),
  account_number: str.optional(),
  ifsc: str.optional(),
  account_holder: str.optional(),
});

/** name@bank: a handle of letters, digits, dot, dash or underscore, and a bank handle of letters (and digits). */
export const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
/** Indian Financial System Code: 4 letters (bank), a zero, 6 letters or digits (branch). */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Bank account numbers in India have 9 to 18 digits. */
export const ACCOUNT_NUMBER = /^\d{9,18}$/;
const HOLDER = /^[\p{L}][\p{L} .'-]{1,99}$/u;

export type PayoutInput =
  | { amountPaise: number; method: 'upi'; upiId: string }
  | { amountPaise: number; method: 'bank'; accountNumber: string; ifsc: string; accountHolder: string };

/** A payout request: an amount and either a UPI id or bank account details, normalised. */
export function parsePayout(body: unknown): PayoutInput {
  const input = payoutSchema.parse(body ?? {});
  const errors: Record<string, string> = {};
  const amountPaise = parseAmount(input.amount, errors);
  const method = input.method.trim();
  if (method === 'upi') {
    const upiId = (input.upi_id ?? '').trim().toLowerCase();
    if (!upiId) errors.upi_id = 'Enter your UPI id';
    else if (!UPI_ID.test(upiId)) errors.upi_id = 'Enter a UPI id such as name@okhdfcbank';
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { amountPaise, method, upiId };
  }
  if (method === 'bank') {
    const accountNumber = (input.account_number ?? '').replace(/[\s-]/g, '');
    const ifsc = (input.ifsc ?? '').trim().toUpperCase();
    const accountHolder = (input.account_holder ?? '').trim().replace(/\s+/g, ' ');
    if (!accountNumber) errors.account_number = 'Enter your account number';
    else if (!ACCOUNT_NUMBER.test(accountNumber)) errors.account_number = 'An account number has 9 to 18 digits';
    if (!ifsc) errors.ifsc = 'Enter the IFSC code of your branch';
    else if (!IFSC.test(ifsc)) errors.ifsc = 'Enter an IFSC code such as HDFC0001234 (4 letters, 0, 6 letters or digits)';
    if (!accountHolder) errors.account_holder = 'Enter the name on the account';
    else if (!HOLDER.test(accountHolder)) errors.account_holder = 'Enter the account holder’s name as the bank has it (letters and spaces)';
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { amountPaise, method, accountNumber, ifsc, accountHolder };
  }
  errors.method = 'Choose UPI or bank transfer';
  throw new ValidationError(errors);
}

export const rejectSchema = z.object({ note: str.optional() });
/** The admin's reason for rejecting a payout (optional, at most 500 characters). */
export function parseReject(body: unknown): { note: string | null } {
  const note = (rejectSchema.parse(body ?? {}).note ?? '').trim();
  if (note.length > 500) throw new ValidationError({ note: 'Keep the note under 500 characters' });
  return { note: note || null };
}

// ---- History filters ---------------------------------------------------------

export const TRANSACTION_KINDS = ['deposit', 'hold', 'release', 'refund', 'payout', 'fee'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface HistoryFilter {
  kind: TransactionKind | null;
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
}

/** Filters of the transaction history; bad values are reported by field. */
export function parseHistoryFilter(query: Record<string, unknown>, defaults: { limit: number } = { limit: 20 }): HistoryFilter {
  const errors: Record<string, string> = {};
  const s = (k: string) => (typeof query[k] === 'string' ? (query[k] as string).trim() : '');
  const kind = s('kind');
  if (kind && !(TRANSACTION_KINDS as readonly string[]).includes(kind)) errors.kind = `kind is one of ${TRANSACTION_KINDS.join(', ')}`;
  const from = s('from');
  const to = s('to');
  if (from && !isIsoDate(from)) errors.from = 'from is a date (YYYY-MM-DD)';
  if (to && !isIsoDate(to)) errors.to = 'to is a date (YYYY-MM-DD)';
  if (from && to && isIsoDate(from) && isIsoDate(to) && from > to) errors.to = 'to is on or after from';
  const page = s('page') ? Number(s('page')) : 1;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) errors.page = 'page is a whole number from 1';
  const limit = s('limit') ? Number(s('limit')) : defaults.limit;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.limit = 'limit is a whole number from 1 to 100';
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { kind: (kind || null) as TransactionKind | null, from: from || null, to: to || null, page, limit };
}

// ---- Idempotency ------------------------------------------------------------------

/** Binds a key to the route and the clean parameters, so a reuse with other parameters is told apart. */
export function idempotentRequest(key: string | null, route: string, params: unknown): IdempotentRequest | null {
  if (!key) return null;
  const requestHash = createHash('sha256').update(JSON.stringify([route, params])).digest('hex');
  return { key, route, requestHash };
}
