/**
 * The field rules the books' nouns (loads/, payments/, clients/, vehicles/,
 * reports/, deleted/) share on top of lib/fields.ts, whose rules their schemas
 * use for everything else: the books' rupee amounts, dates and phone numbers,
 * and the period filters' date order. Money comes in as rupees and leaves as paise.
 */
import type { z } from 'zod';
import { MAX_AMOUNT_PAISE, optionalPhone, refuse, requiredDate, text } from '../../lib/fields.js';
import { formatRupees, parseRupees } from '../../lib/money.js';

/**
 * A rule across fields, checked even when other fields failed (so a form shows
 * every mistake at once), but only when the fields it reads parsed.
 */
export function across<T>(
  fields: string[],
  ok: (value: T) => boolean,
  path: string,
  message: string,
): [(value: T) => boolean, { path: string[]; message: string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [ok, { path: [path], message, when: (payload) => !payload.issues.some((i) => fields.includes(String(i.path?.[0]))) }];
}
export const datesInOrder = across<{ from: string | null; to: string | null }>(['from', 'to'], (f) => !(f.from && f.to && f.from > f.to), 'to', 'To date must not be before the from date');

/**
 * Rupees with up to 2 decimals, more than 0 and at most lib's one ceiling
 * (MAX_AMOUNT_PAISE, ₹1 crore), as paise. The books word the refusal in their
 * own way ("Freight must be an amount in rupees…"), not as lib's rule does.
 */
function rupees(label: string, required: boolean) {
  return text.transform((s, ctx): number | null => {
    if (!s) return required ? refuse(ctx, `${label} is required`) : null;
    const paise = parseRupees(s);
    if (paise === null) return refuse(ctx, `${label} must be an amount in rupees such as 45000 or 45000.50`);
    if (paise > MAX_AMOUNT_PAISE) return refuse(ctx, `${label} must be at most ${formatRupees(MAX_AMOUNT_PAISE)}`);
    return paise;
  });
}
export const requiredAmount = (label: string) => rupees(label, true).transform((n) => n as number);
export const optionalAmount = (label: string) => rupees(label, false);

/** A date of the books' entries: any day, past ones too (old trips are entered), within 1990-2100 to catch a mistyped year. */
export function entryDate(label: string) {
  return requiredDate(label).refine((d) => d >= '1990-01-01' && d <= '2100-12-31', `${label} must be between 1990-01-01 and 2100-12-31`);
}

/** lib's phone rule, stored with inner spaces collapsed as the books always have ("98765 43210"). */
export function phone() {
  return optionalPhone().transform((p) => (p === null ? null : p.replace(/\s+/g, ' ')));
}
