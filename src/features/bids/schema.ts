/**
 * Inputs of bidding and negotiation, shared by the HTML forms and the JSON
 * callers of both route families. Amounts are rupees (up to 2 decimals) and
 * come out as integer paise.
 */
import { z } from 'zod';
import { isIsoDate } from '../../lib/dates.js';
import { parseRupees } from '../../lib/money.js';
import { isUuid } from '../../lib/ids.js';

export const NOTE_MAX = 500;
/** A sanity ceiling that catches an extra zero typed by mistake: ₹1 crore. */
export const AMOUNT_MAX_PAISE = 1_00_00_000 * 100;
/** Rupees -> paise, > 0 and at most ₹1 crore. */
const rupees = z.unknown().optional().transform((v, ctx) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in rupees' });
    return z.NEVER;
  }
  const paise = parseRupees(v);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in rupees greater than 0, with at most 2 decimals' });
    return z.NEVER;
  }
  if (paise > AMOUNT_MAX_PAISE) {
    ctx.addIssue({ code: 'custom', message: 'Amount must be at most ₹1,00,00,000' });
    return z.NEVER;
  }
  return paise;
});

/** Optional free text, trimmed, at most 500 characters; empty becomes null. */
const note = z.unknown().optional().transform((v, ctx) => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'Note must be text' });
    return z.NEVER;
  }
  const s = v.trim();
  if (s.length > NOTE_MAX) {
    ctx.addIssue({ code: 'custom', message: `Note must be at most ${NOTE_MAX} characters` });
    return z.NEVER;
  }
  return s === '' ? null : s;
});

const isoDate = z.unknown().optional().transform((v, ctx) => {
  const s = typeof v === 'string' ? v.trim() : v;
  if (s === undefined || s === null || s === '') {
    ctx.addIssue({ code: 'custom', message: 'Enter the estimated delivery date' });
    return z.NEVER;
  }
  if (!isIsoDate(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter the estimated delivery date as YYYY-MM-DD' });
    return z.NEVER;
  }
  return s;
});

/** POST /loads/<id>/bid (the load comes from the path). */
export const placeBidSchema = z.object({
  amount: rupees,
  /** The day the driver expects to deliver; not before the load's pickup date (checked with the load). */
  estimated_delivery: isoDate,
  note,
});
export type PlaceBidInput = z.infer<typeof placeBidSchema>;

/** POST /marketplace/bid (family B names the load in the body). */
export const marketplaceBidSchema = placeBidSchema.extend({
  load_id: z.unknown().optional().transform((v, ctx) => {
    if (!isUuid(typeof v === 'string' ? v.trim() : v)) {
      ctx.addIssue({ code: 'custom', message: 'Choose the load to bid on' });
      return z.NEVER;
    }
    return (v as string).trim().toLowerCase();
  }),
});

/** The owner's counter-offer: POST /bids/<id>/counter, POST /marketplace/bid/<id>/negotiate. */
export const counterSchema = z.object({ amount: rupees, note });
export type CounterInput = z.infer<typeof counterSchema>;

export const RESPOND_ACTIONS = ['accept', 'decline', 'counter'] as const;
export type RespondAction = (typeof RESPOND_ACTIONS)[number];

/** The driver's answer to a counter-offer: POST /bids/<id>/respond. `amount` only for a counter. */
export const respondSchema = z
  .object({
    action: z.unknown().optional().transform((v, ctx) => {
      const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
      if (!(RESPOND_ACTIONS as readonly string[]).includes(s)) {
        ctx.addIssue({ code: 'custom', message: 'Choose accept, decline or counter' });
        return z.NEVER;
      }
      return s as RespondAction;
    }),
    amount: z.unknown().optional(),
    note,
  })
  .transform((v, ctx) => {
    if (v.action !== 'counter') return { action: v.action, amountPaise: null, note: v.note };
    const parsed = rupees.safeParse(v.amount);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message ?? 'Enter an amount' });
      return z.NEVER;
    }
    return { action: v.action, amountPaise: parsed.data, note: v.note };
  });
export type RespondInput = z.infer<typeof respondSchema>;

/** GET /api/bids/my and /driver/bids. */
export const BID_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'] as const;
export const myBidsQuerySchema = z.object({
  status: z.enum(BID_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Optional hidden field of the HTML forms: the page to return to (checked against the bid's load). */
export function safeReturnTo(v: unknown, loadId: string): string | null {
  if (typeof v !== 'string') return null;
  if (v === `/loads/${loadId}` || v === `/marketplace/load/${loadId}`) return v;
  if (/^\/driver\/bids(\?[\w=&%-]*)?$/.test(v)) return v;
  return null;
}
