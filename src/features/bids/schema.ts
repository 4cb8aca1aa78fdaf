/**
 * Inputs of bidding and negotiation, shared by the HTML forms and the JSON
 * callers of both route families. Amounts are rupees (up to 2 decimals) and
 * come out as integer paise.
 */
import { z } from 'zod';
import { choice, optionalChoice, optionalFreeText, optionalRupees, pageNumber, pageSize, recordId, requiredDate, requiredRupees } from '../../lib/fields.js';
import { loadPath, marketplaceLoadPath } from '../../views/paths.js';

export const NOTE_MAX = 500;

const amount = requiredRupees('bids.field.amount');
const note = optionalFreeText('bids.field.note', NOTE_MAX);

/** POST /loads/<id>/bid (the load comes from the path). */
export const placeBidSchema = z.object({
  amount,
  /** The day the driver expects to deliver; not before the load's pickup date (checked with the load). */
  estimated_delivery: requiredDate('bids.field.estimatedDelivery'),
  note,
});
export type PlaceBidInput = z.infer<typeof placeBidSchema>;

/** POST /marketplace/bid (family B names the load in the body). */
export const marketplaceBidSchema = placeBidSchema.extend({
  load_id: recordId('bids.rule.load'),
});

/** The owner's counter-offer: POST /bids/<id>/counter, POST /marketplace/bid/<id>/negotiate. */
export const counterSchema = z.object({ amount, note });
export type CounterInput = z.infer<typeof counterSchema>;

/**
 * The amount the accepting side saw on the page (optional for JSON callers, always sent by the forms):
 * an accept is refused when the offer on the table is no longer this amount.
 */
const expectedAmount = optionalRupees('bids.field.expectedAmount');

/** POST /bids/<id>/accept, POST /marketplace/bid/<id>/accept. */
export const acceptSchema = z.object({ expected_amount: expectedAmount });

const RESPOND_ACTIONS = ['accept', 'decline', 'counter'] as const;

/** The driver's answer to a counter-offer: POST /bids/<id>/respond. `amount` only for a counter. */
export const respondSchema = z
  .object({
    action: choice('bids.field.action', RESPOND_ACTIONS, 'bids.rule.action'),
    amount: z.unknown().optional(),
    expected_amount: expectedAmount,
    note,
  })
  .transform((v, ctx) => {
    if (v.action !== 'counter') return { action: v.action, amountPaise: null, expectedPaise: v.action === 'accept' ? v.expected_amount : null, note: v.note };
    const parsed = amount.safeParse(v.amount);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message ?? 'Enter the amount in rupees' });
      return z.NEVER;
    }
    return { action: v.action, amountPaise: parsed.data, expectedPaise: null, note: v.note };
  });
export type RespondInput = z.infer<typeof respondSchema>;

/** GET /api/bids/my and /driver/bids. */
export const BID_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'] as const;
export const myBidsQuerySchema = z.object({
  status: optionalChoice('status', BID_STATUSES).transform((v) => v ?? undefined),
  page: pageNumber(),
  limit: pageSize('limit', 100, 20),
});

/** Optional hidden field of the HTML forms: the page to return to (checked against the bid's load). */
export function safeReturnTo(v: unknown, loadId: string): string | null {
  if (typeof v !== 'string') return null;
  if (v === loadPath(loadId) || v === marketplaceLoadPath(loadId)) return v;
  if (/^\/driver\/bids(\?[\w=&%-]*)?$/.test(v)) return v;
  return null;
}
