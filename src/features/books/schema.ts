/**
 * The field rules the books' nouns (loads/, payments/, clients/, vehicles/,
 * reports/, deleted/) share on top of lib/fields.ts, whose rules their schemas
 * use for everything else: the books' rupee amounts, dates and phone numbers,
 * the choice of one of the owner's own records, and the period filters' date
 * order. Money comes in as rupees and leaves as paise. Labels are catalogue
 * keys (lib/i18n/areas/books.ts) and every refusal is worded when it is made,
 * in the reader's language.
 */
import type { z } from 'zod';
import { fieldLabel, MAX_AMOUNT_PAISE, optionalPhone, refuse, requiredDate, text } from '../../lib/fields.js';
import { type MessageKey, t } from '../../lib/i18n/index.js';
import { isUuid } from '../../lib/ids.js';
import { formatRupees, parseRupees } from '../../lib/money.js';

/**
 * A rule across fields, checked even when other fields failed (so a form shows
 * every mistake at once), but only when the fields it reads parsed.
 */
export function across<T>(
  fields: string[],
  ok: (value: T) => boolean,
  path: string,
  message: MessageKey,
): [(value: T) => boolean, { path: string[]; error: () => string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [ok, { path: [path], error: () => t(message), when: (payload) => !payload.issues.some((i) => fields.includes(String(i.path?.[0]))) }];
}
export const datesInOrder = across<{ from: string | null; to: string | null }>(['from', 'to'], (f) => !(f.from && f.to && f.from > f.to), 'to', 'books.error.datesInOrder');

/**
 * Rupees with up to 2 decimals, more than 0 and at most lib's one ceiling
 * (MAX_AMOUNT_PAISE, ₹1 crore), as paise. The books word the refusal in their
 * own way ("Freight must be an amount in rupees…"), not as lib's rule does.
 */
function rupees(label: MessageKey, required: boolean) {
  return text.transform((s, ctx): number | null => {
    if (!s) return required ? refuse(ctx, t('books.error.required', { label: fieldLabel(label) })) : null;
    const paise = parseRupees(s);
    if (paise === null) return refuse(ctx, t('books.error.amount', { label: fieldLabel(label) }));
    if (paise > MAX_AMOUNT_PAISE) return refuse(ctx, t('books.error.amountMax', { label: fieldLabel(label), max: formatRupees(MAX_AMOUNT_PAISE) }));
    return paise;
  });
}
export const requiredAmount = (label: MessageKey) => rupees(label, true).transform((n) => n as number);
export const optionalAmount = (label: MessageKey) => rupees(label, false);

/** A date of the books' entries: any day, past ones too (old trips are entered), within 1990-2100 to catch a mistyped year. */
export function entryDate(label: MessageKey) {
  return requiredDate(label).refine((d) => d >= '1990-01-01' && d <= '2100-12-31', { error: () => t('books.error.dateRange', { label: fieldLabel(label) }) });
}

/** One of the owner's own records by id, or nothing; `message` (a catalogue key) says what to choose. */
export function optionalOwnId(message: MessageKey) {
  return text.transform((s, ctx): string | null => {
    if (!s) return null;
    if (!isUuid(s)) return refuse(ctx, t(message));
    return s.toLowerCase();
  });
}

/** lib's phone rule, stored with inner spaces collapsed as the books always have ("98765 43210"). */
export function phone() {
  return optionalPhone().transform((p) => (p === null ? null : p.replace(/\s+/g, ' ')));
}
