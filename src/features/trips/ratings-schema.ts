/** Inputs of ratings: a score of 1-5 and an optional review of at most 1000 characters. */
import { z } from 'zod';
import { isUuid } from '../../lib/ids.js';

export const REVIEW_MAX = 1000;

const score = z.unknown().optional().transform((v, ctx) => {
  const s = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(s) || s < 1 || s > 5) {
    ctx.addIssue({ code: 'custom', message: 'Choose a score from 1 to 5' });
    return z.NEVER;
  }
  return s;
});

const review = z.unknown().optional().transform((v, ctx) => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'Review must be text' });
    return z.NEVER;
  }
  const s = v.trim();
  if (s.length > REVIEW_MAX) {
    ctx.addIssue({ code: 'custom', message: `Review must be at most ${REVIEW_MAX} characters` });
    return z.NEVER;
  }
  return s === '' ? null : s;
});

/** POST /shipper/rate/<trip_id> (the trip comes from the path). */
export const rateSchema = z.object({ score, review });
export type RateInput = z.infer<typeof rateSchema>;

/** POST /marketplace/rate (family B) names the trip in the body: `trip_id`, plus the fields of rateSchema. */
export const tripIdSchema = z.object({
  trip_id: z.unknown().optional().transform((v, ctx) => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (!isUuid(s)) {
      ctx.addIssue({ code: 'custom', message: 'Choose the trip to rate' });
      return z.NEVER;
    }
    return s.toLowerCase();
  }),
});
