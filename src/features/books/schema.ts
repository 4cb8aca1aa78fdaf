/**
 * The field rules of the books' inputs, shared by the schemas of its nouns
 * (loads/, payments/, clients/, vehicles/, reports/, deleted/), which are
 * shared by the HTML forms and JSON callers. Money comes in as rupees and
 * leaves as paise.
 */
import { z } from 'zod';
import { canonicalCityName } from '../../geo/cities.js';
import { isIsoDate } from '../../lib/dates.js';
import { isPlaceName, notAPlaceMessage } from '../../lib/form-fields.js';
import { parseRupees } from '../../lib/money.js';
import { isUuid } from '../../lib/ids.js';

/** Form bodies repeat a name for checkbox + hidden pairs; the last value wins. */
export const lastValue = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
export const text = z.preprocess((v) => {
  const x = lastValue(v);
  return x === undefined || x === null ? '' : typeof x === 'string' ? x : String(x);
}, z.string());

export function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

/**
 * A rule across fields, checked even when other fields failed (so a form shows
 * every mistake at once), but only when the fields it reads parsed.
 */
export function across<T>(fields: string[], ok: (value: T) => boolean, path: string, message: string): [(value: T) => boolean, { path: string[]; message: string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [ok, { path: [path], message, when: (payload) => !payload.issues.some((i) => fields.includes(String(i.path?.[0]))) }];
}
export const datesInOrder = across<{ from: string | null; to: string | null }>(['from', 'to'], (f) => !(f.from && f.to && f.from > f.to), 'to', 'To date must not be before the from date');

/** Trimmed, inner whitespace collapsed; required. */
export function requiredLine(label: string, max: number) {
  return text.transform((s, ctx) => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return fail(ctx, `${label} is required`);
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

/** Trimmed (line breaks kept when `multiline`); empty -> null. */
export function optionalText(label: string, max: number, multiline = false) {
  return text.transform((s, ctx) => {
    const t = multiline ? s.replace(/\r\n/g, '\n').trim() : s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

export function choice<T extends string>(values: readonly T[], label: string, fallback?: T) {
  return text.transform((s, ctx): T => {
    const t = s.trim();
    if (!t && fallback) return fallback;
    if (!t) return fail(ctx, `Choose the ${label.toLowerCase()}`);
    if (!(values as readonly string[]).includes(t)) return fail(ctx, `${label} must be one of ${values.join(', ')}`);
    return t as T;
  });
}

/** Empty means "no filter". */
export function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return text.transform((s, ctx): T | null => {
    const t = s.trim();
    if (!t) return null;
    if (!(values as readonly string[]).includes(t)) return fail(ctx, `${label} must be one of ${values.join(', ')}`);
    return t as T;
  });
}

export function optionalId(message: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return null;
    if (!isUuid(t)) return fail(ctx, message);
    return t.toLowerCase();
  });
}

export function requiredDate(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return fail(ctx, `${label} is required`);
    if (!isIsoDate(t) || t < '1990-01-01' || t > '2100-12-31') return fail(ctx, `${label} must be a date such as 2025-03-31`);
    return t;
  });
}

export function optionalDate(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return null;
    if (!isIsoDate(t)) return fail(ctx, `${label} must be a date such as 2025-03-31`);
    return t;
  });
}

export function decimalOrNull(label: string, max: number, unit: string, required: boolean) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return required ? fail(ctx, `${label} is required`) : null;
    const n = Number(t);
    if (!/^\d+(\.\d{1,2})?$/.test(t) || !(n > 0) || n > max) return fail(ctx, `${label} must be more than 0 and at most ${max} ${unit}, with up to 2 decimals`);
    return n;
  });
}
/** A decimal number with at most 2 decimals in (0, max]. */
export const requiredDecimal = (label: string, max: number, unit: string) => decimalOrNull(label, max, unit, true).transform((n) => n as number);
export const optionalDecimal = (label: string, max: number, unit: string) => decimalOrNull(label, max, unit, false);

export function optionalWholeNumber(label: string, min: number, max: number) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return null;
    const n = Number(t);
    if (!/^\d+$/.test(t) || n < min || n > max) return fail(ctx, `${label} must be a whole number from ${min} to ${max}`);
    return n;
  });
}

export function rupees(label: string, required: boolean) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return required ? fail(ctx, `${label} is required`) : null;
    const paise = parseRupees(t);
    if (paise === null) return fail(ctx, `${label} must be an amount in rupees such as 45000 or 45000.50`);
    return paise;
  });
}

export function pageNumber(fallback: number, max: number, label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return fallback;
    const n = Number(t);
    if (!/^\d+$/.test(t) || n < 1 || n > max) return fail(ctx, `${label} must be a whole number from 1 to ${max}`);
    return n;
  });
}

const PHONE = /^\+?[0-9][0-9\s-]{7,17}[0-9]$/;
export function optionalPhone(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (!PHONE.test(t)) return fail(ctx, `${label} must be a phone number such as 98765 43210`);
    return t;
  });
}

export function requiredCity(label: string) {
  return text.transform((s, ctx): string => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return fail(ctx, `${label} is required`);
    if (t.length > 80) return fail(ctx, `${label} must be at most 80 characters`);
    if (!isPlaceName(t)) return fail(ctx, notAPlaceMessage(label));
    return canonicalCityName(t);
  });
}

export function optionalCity(label: string) {
  return text.transform((s, ctx): string | null => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (t.length > 80) return fail(ctx, `${label} must be at most 80 characters`);
    if (!isPlaceName(t)) return fail(ctx, notAPlaceMessage(label));
    return canonicalCityName(t);
  });
}
