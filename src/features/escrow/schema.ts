/**
 * Inputs of the escrow use cases, shared by the HTML forms and the JSON callers:
 * zod schemas that the routes declare (a failure is a ValidationError naming
 * every bad field), and the lenient `parseX` readers of the pages' own queries.
 * Money comes in as rupees (up to 2 decimals) and leaves as paise.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { IdempotentRequest } from '../../http/idempotency.js';
import { UploadedFile } from '../../http/multipart.js';
import { t } from '../../lib/i18n/index.js';
import { isUuid } from '../../lib/ids.js';
import { charCount, datesInOrder, optionalChoice, optionalDate, optionalFreeText, optionalRupees, pageNumber, pageSize, refuse, requiredFreeText, requiredRupees, text } from '../../lib/fields.js';

// ---- Deposit ----------------------------------------------------------------

/**
 * A load id carried by a link or a form as where to go after a deposit (`for_load`): kept only when it reads as a
 * uuid; whose load it is the service checks (a load that is not the caller's own is ignored, so nothing is revealed).
 */
const forLoad = text.transform((s) => (isUuid(s) ? s : null));

/** The amount of a deposit (the minimum is checked against platform_config by the service), and the load it is for, if any. */
export const depositSchema = z.object({ amount: requiredRupees('wallet.field.amount'), for_load: forLoad }).transform((v) => ({ amountPaise: v.amount, forLoadId: v.for_load as string | null }));
export type DepositInput = { amountPaise: number; forLoadId?: string | null };

// ---- Hold, release, dispute: actions on a load ------------------------------

/**
 * The load an action applies to. Not checked as a uuid here: a value that is
 * no uuid names no load, which the service answers 404 like any load the caller cannot see.
 */
const loadId = text.pipe(z.string().min(1, { error: () => t('escrow.error.chooseLoad') }));

export const loadActionSchema = z.object({ load_id: loadId }).transform((v) => ({ loadId: v.load_id }));
export type LoadActionInput = z.infer<typeof loadActionSchema>;

/** Why a dispute is raised (migration 048); the JSON API may leave it out: `other`. */
export const DISPUTE_REASONS = ['damaged', 'short', 'not_delivered', 'late', 'wrong_pod', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** At most this many evidence photos per side of a dispute. */
export const MAX_EVIDENCE_FILES = 3;

/** Evidence photos of a multipart form (`evidence`, repeated): none to three. */
const evidence = z
  .unknown()
  .optional()
  .transform((v, ctx): UploadedFile[] => {
    const files = (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((f): f is UploadedFile => f instanceof UploadedFile && f.bytes.length > 0);
    if (files.length > MAX_EVIDENCE_FILES) return refuse(ctx, t('disputes.rule.tooMany', { n: MAX_EVIDENCE_FILES }));
    return files;
  });

export const disputeSchema = z
  .object({
    load_id: loadId,
    /** What went wrong, in the raiser's words (10-2000 characters). */
    reason: requiredFreeText('escrow.field.reason', 2000).refine((s) => charCount(s) >= 10, { error: () => t('escrow.error.reasonShort') }),
    reason_code: optionalChoice('disputes.field.reasonCode', DISPUTE_REASONS, 'disputes.rule.reasonCode'),
    evidence,
  })
  .transform((v) => ({ loadId: v.load_id, reason: v.reason, reasonCode: v.reason_code ?? ('other' as DisputeReason), evidence: v.evidence }));
export type DisputeInput = z.infer<typeof disputeSchema>;

/** The other party's side of an open dispute: a text and up to three photos. */
export const disputeReplySchema = z
  .object({
    reply: requiredFreeText('disputes.field.reply', 2000),
    evidence,
  })
  .transform((v) => ({ reply: v.reply, evidence: v.evidence }));
export type DisputeReplyInput = z.infer<typeof disputeReplySchema>;

/** One of `values` (any case), else `message()`, read when the refusal is made (so in the reader's language). */
function oneOf<T extends string>(values: readonly T[], message: () => string) {
  return text.transform((s, ctx): T => values.find((v) => v.toLowerCase() === s.toLowerCase()) ?? refuse(ctx, message()));
}

const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
/** release, refund, or split with the driver's part in rupees (`driver_part`; its bounds are the held freight's, checked by the service). */
export const resolveSchema = z
  .object({
    outcome: oneOf(DISPUTE_OUTCOMES, () => t('escrow.error.chooseOutcome')),
    driver_part: optionalRupees('disputes.field.driverPart'),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'split' && v.driver_part === null) ctx.addIssue({ code: 'custom', path: ['driver_part'], message: t('disputes.rule.driverPart') });
  })
  .transform((v) => ({ outcome: v.outcome, driverPartPaise: v.outcome === 'split' ? v.driver_part : null }));
export type ResolveInput = z.infer<typeof resolveSchema>;

// ---- Payouts ------------------------------------------------------------------

/** name@bank: a handle of letters, digits, dot, dash or underscore, and a bank handle of letters (and digits). */
const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/;
/** Indian Financial System Code: 4 letters (bank), a zero, 6 letters or digits (branch). */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Bank account numbers in India have 9 to 18 digits. */
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const HOLDER = /^[\p{L}][\p{L} .'-]{1,99}$/u;

const upiId = text.transform((s, ctx) => {
  const id = s.toLowerCase();
  if (!id) return refuse(ctx, t('payout.error.enterUpi'));
  if (!UPI_ID.test(id)) return refuse(ctx, t('payout.error.badUpi'));
  return id;
});

const accountNumber = text.transform((s, ctx) => {
  const digits = s.replace(/[\s-]/g, '');
  if (!digits) return refuse(ctx, t('payout.error.enterAccount'));
  if (!ACCOUNT_NUMBER.test(digits)) return refuse(ctx, t('payout.error.badAccount'));
  return digits;
});

const ifsc = text.transform((s, ctx) => {
  const code = s.toUpperCase();
  if (!code) return refuse(ctx, t('payout.error.enterIfsc'));
  if (!IFSC.test(code)) return refuse(ctx, t('payout.error.badIfsc'));
  return code;
});

const accountHolder = text.transform((s, ctx) => {
  const name = s.replace(/\s+/g, ' ');
  if (!name) return refuse(ctx, t('payout.error.enterHolder'));
  if (!HOLDER.test(name)) return refuse(ctx, t('payout.error.badHolder'));
  return name;
});

const PAYOUT_METHODS = ['upi', 'bank'] as const;

/** What each method asks for besides the amount, as the service takes it. */
const payoutDetails = {
  upi: z.object({ upi_id: upiId }).transform((v) => ({ method: 'upi' as const, upiId: v.upi_id })),
  bank: z
    .object({ account_number: accountNumber, ifsc, account_holder: accountHolder })
    .transform((v) => ({ method: 'bank' as const, accountNumber: v.account_number, ifsc: v.ifsc, accountHolder: v.account_holder })),
};

/**
 * A payout request: an amount and either a UPI id or bank account details, normalised; or `destination=saved`, the
 * details the driver's last payout remembered (payout_destinations), which the service reads.
 */
export const payoutSchema = z
  .looseObject({
    amount: requiredRupees('wallet.field.amount'),
    destination: text,
  })
  // The chosen method's details are checked even when the amount is wrong, so the form names every mistake at once.
  .superRefine(
    (v, ctx) => {
      if (String(v.destination ?? '') === 'saved') return;
      const method = methodOf((v as Record<string, unknown>).method);
      if (!method) return void ctx.addIssue({ code: 'custom', path: ['method'], message: t('payout.error.chooseMethod') });
      const details = payoutDetails[method].safeParse(v);
      for (const issue of details.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    },
    { when: () => true },
  )
  .transform((v): PayoutInput => {
    if (v.destination === 'saved') return { amountPaise: v.amount, method: 'saved' };
    return { amountPaise: v.amount, ...payoutDetails[methodOf((v as Record<string, unknown>).method)!].parse(v) };
  });

/** The method a form or JSON names (any case), else null. */
function methodOf(raw: unknown): (typeof PAYOUT_METHODS)[number] | null {
  const s = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return PAYOUT_METHODS.find((m) => m === s) ?? null;
}

/** Where a payout goes: a UPI id, a bank account, or the remembered destination. */
export type PayoutDetails = { method: 'upi'; upiId: string } | { method: 'bank'; accountNumber: string; ifsc: string; accountHolder: string };
export type PayoutInput = { amountPaise: number } & (PayoutDetails | { method: 'saved' });

/** The admin's reason for rejecting a payout (optional). */
export const rejectSchema = z.object({ note: optionalFreeText('payout.field.note', 500) });

// ---- History filters ---------------------------------------------------------

export const TRANSACTION_KINDS = ['deposit', 'hold', 'release', 'refund', 'payout', 'fee', 'subscription'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Filters of the transaction history, `limit` rows a page unless asked. */
export function historyFilterSchema(defaultLimit: number) {
  return z
    .object({
      kind: optionalChoice('kind', TRANSACTION_KINDS),
      from: optionalDate('from'),
      to: optionalDate('to'),
      page: pageNumber(),
      limit: pageSize('limit', 100, defaultLimit),
    })
    .superRefine(datesInOrder('from', 'to'));
}
export type HistoryFilter = z.infer<ReturnType<typeof historyFilterSchema>>;

// ---- The pages' own queries -------------------------------------------------------
// Read as leniently as links and bookmarks carry them: a status that is not one of the
// choices shows every row, and a page number that does not read as one shows the first page.

function queryFields(query: unknown): Record<string, unknown> {
  return query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
}

function listPage(raw: unknown): number {
  return Math.max(1, Math.min(100_000, Number.parseInt(String(raw ?? '1'), 10) || 1));
}

function listStatus(raw: unknown, statuses: readonly string[]): string | null {
  return typeof raw === 'string' && statuses.includes(raw) ? raw : null;
}

/** A list page: the status shown (null: all), the page and its size. */
interface ListQuery {
  status: string | null;
  page: number;
  limit: number;
}

/**
 * The quick amount a link fills into the deposit form (`?amount=1000`), kept only when it reads as rupees, and the
 * load the deposit is for (`?for_load=<id>`, from a load's page), kept only when it reads as a uuid.
 */
export function parseDepositPageQuery(query: unknown): { amount: string; forLoad: string | null } {
  const { amount, for_load } = queryFields(query);
  return {
    amount: typeof amount === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(amount) ? amount : '',
    forLoad: typeof for_load === 'string' && isUuid(for_load) ? for_load : null,
  };
}

/** A deposit's page after the payer closed Razorpay's checkout (`?cancelled=1`). */
export function parseDepositStatusQuery(query: unknown): { cancelled: boolean } {
  return { cancelled: queryFields(query).cancelled === '1' };
}

/** The load a dispute page is about (`?load_id=`). */
export function parseDisputePageQuery(query: unknown): { loadId: string } {
  const { load_id } = queryFields(query);
  return { loadId: typeof load_id === 'string' ? load_id : '' };
}

const LOAD_PAYMENT_STATUSES = ['unpaid', 'held', 'disputed', 'released', 'refunded'] as const;

/** The shipper's payments by load, 20 a page, optionally of one payment status. */
export function parseOwnerPaymentsQuery(query: unknown): ListQuery {
  const q = queryFields(query);
  return { status: listStatus(q.payment_status, LOAD_PAYMENT_STATUSES), page: listPage(q.page), limit: 20 };
}

const PAYOUT_STATUSES = ['requested', 'approved', 'rejected', 'processing', 'processed', 'reversed', 'failed'] as const;

/** The admin's payout queue, 25 a page: the requests waiting for a decision unless another status is asked. */
export function parsePayoutQueueQuery(query: unknown): ListQuery {
  const q: Record<string, unknown> = { status: 'requested', ...queryFields(query) };
  return { status: listStatus(q.status, PAYOUT_STATUSES), page: listPage(q.page), limit: 25 };
}

const DISPUTE_STATUSES = ['open', 'resolved'] as const;

/** The admin's dispute queue, 25 a page: the open disputes unless another status is asked. */
export function parseDisputeQueueQuery(query: unknown): ListQuery {
  const q: Record<string, unknown> = { status: 'open', ...queryFields(query) };
  return { status: listStatus(q.status, DISPUTE_STATUSES), page: listPage(q.page), limit: 25 };
}

// ---- Idempotency ------------------------------------------------------------------

/** Binds a key to the route and the clean parameters, so a reuse with other parameters is told apart. */
export function idempotentRequest(key: string | null, route: string, params: unknown): IdempotentRequest | null {
  if (!key) return null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([route, params]))
    .digest('hex');
  return { key, route, requestHash };
}
