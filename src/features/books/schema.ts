/**
 * Inputs of the business ledger, shared by the HTML forms and JSON callers:
 * loads kept in the books, payments, client companies (shippers), vehicles,
 * and the filters of the lists and reports. Money comes in as rupees and
 * leaves this file as paise.
 */
import { z } from 'zod';
import { canonicalCityName } from '../../geo/cities.js';
import { isIsoDate } from '../../lib/dates.js';
import { isPlaceName, notAPlaceMessage } from '../../lib/form-fields.js';
import { parseRupees } from '../../lib/money.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { isUuid } from '../../lib/ids.js';

export const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
/** Derived from the payments received against a load compared with its freight. */
export const PAYMENT_STATES = ['paid', 'partly_paid', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const DIRECTIONS = ['received', 'paid'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const METHODS = ['cash', 'bank', 'upi', 'cheque', 'other'] as const;
/** Board loads (listed) or loads kept only in the books. */
export const LOAD_KINDS = ['board', 'books'] as const;
export const BOOKS_TABLES = ['shippers', 'vehicles', 'payments', 'loads'] as const;
export type BooksTable = (typeof BOOKS_TABLES)[number];

/** The status verbs of a ledger load: POST /ledger/loads/<id>/<verb>. */
export const STATUS_VERBS = { reopen: 'open', assign: 'assigned', dispatch: 'in_transit', deliver: 'delivered', cancel: 'cancelled' } as const satisfies Record<string, LoadStatus>;
export type StatusVerb = keyof typeof STATUS_VERBS;

/** Form bodies repeat a name for checkbox + hidden pairs; the last value wins. */
const lastValue = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v);
const text = z.preprocess((v) => {
  const x = lastValue(v);
  return x === undefined || x === null ? '' : typeof x === 'string' ? x : String(x);
}, z.string());

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

/**
 * A rule across fields, checked even when other fields failed (so a form shows
 * every mistake at once), but only when the fields it reads parsed.
 */
function across<T>(fields: string[], ok: (value: T) => boolean, path: string, message: string): [(value: T) => boolean, { path: string[]; message: string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [ok, { path: [path], message, when: (payload) => !payload.issues.some((i) => fields.includes(String(i.path?.[0]))) }];
}
const datesInOrder = across<{ from: string | null; to: string | null }>(['from', 'to'], (f) => !(f.from && f.to && f.from > f.to), 'to', 'To date must not be before the from date');

/** Trimmed, inner whitespace collapsed; required. */
function requiredLine(label: string, max: number) {
  return text.transform((s, ctx) => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return fail(ctx, `${label} is required`);
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

/** Trimmed (line breaks kept when `multiline`); empty -> null. */
function optionalText(label: string, max: number, multiline = false) {
  return text.transform((s, ctx) => {
    const t = multiline ? s.replace(/\r\n/g, '\n').trim() : s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (t.length > max) return fail(ctx, `${label} must be at most ${max} characters`);
    return t;
  });
}

function choice<T extends string>(values: readonly T[], label: string, fallback?: T) {
  return text.transform((s, ctx): T => {
    const t = s.trim();
    if (!t && fallback) return fallback;
    if (!t) return fail(ctx, `Choose the ${label.toLowerCase()}`);
    if (!(values as readonly string[]).includes(t)) return fail(ctx, `${label} must be one of ${values.join(', ')}`);
    return t as T;
  });
}

/** Empty means "no filter". */
function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return text.transform((s, ctx): T | null => {
    const t = s.trim();
    if (!t) return null;
    if (!(values as readonly string[]).includes(t)) return fail(ctx, `${label} must be one of ${values.join(', ')}`);
    return t as T;
  });
}

function optionalId(message: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return null;
    if (!isUuid(t)) return fail(ctx, message);
    return t.toLowerCase();
  });
}

function requiredDate(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return fail(ctx, `${label} is required`);
    if (!isIsoDate(t) || t < '1990-01-01' || t > '2100-12-31') return fail(ctx, `${label} must be a date such as 2025-03-31`);
    return t;
  });
}

function optionalDate(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return null;
    if (!isIsoDate(t)) return fail(ctx, `${label} must be a date such as 2025-03-31`);
    return t;
  });
}

function decimalOrNull(label: string, max: number, unit: string, required: boolean) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return required ? fail(ctx, `${label} is required`) : null;
    const n = Number(t);
    if (!/^\d+(\.\d{1,2})?$/.test(t) || !(n > 0) || n > max) return fail(ctx, `${label} must be more than 0 and at most ${max} ${unit}, with up to 2 decimals`);
    return n;
  });
}
/** A decimal number with at most 2 decimals in (0, max]. */
const requiredDecimal = (label: string, max: number, unit: string) => decimalOrNull(label, max, unit, true).transform((n) => n as number);
const optionalDecimal = (label: string, max: number, unit: string) => decimalOrNull(label, max, unit, false);

function optionalWholeNumber(label: string, min: number, max: number) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return null;
    const n = Number(t);
    if (!/^\d+$/.test(t) || n < min || n > max) return fail(ctx, `${label} must be a whole number from ${min} to ${max}`);
    return n;
  });
}

function rupees(label: string, required: boolean) {
  return text.transform((s, ctx): number | null => {
    const t = s.trim();
    if (!t) return required ? fail(ctx, `${label} is required`) : null;
    const paise = parseRupees(t);
    if (paise === null) return fail(ctx, `${label} must be an amount in rupees such as 45000 or 45000.50`);
    return paise;
  });
}

function pageNumber(fallback: number, max: number, label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return fallback;
    const n = Number(t);
    if (!/^\d+$/.test(t) || n < 1 || n > max) return fail(ctx, `${label} must be a whole number from 1 to ${max}`);
    return n;
  });
}

const PHONE = /^\+?[0-9][0-9\s-]{7,17}[0-9]$/;
function optionalPhone(label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (!PHONE.test(t)) return fail(ctx, `${label} must be a phone number such as 98765 43210`);
    return t;
  });
}

function requiredCity(label: string) {
  return text.transform((s, ctx): string => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return fail(ctx, `${label} is required`);
    if (t.length > 80) return fail(ctx, `${label} must be at most 80 characters`);
    if (!isPlaceName(t)) return fail(ctx, notAPlaceMessage(label));
    return canonicalCityName(t);
  });
}

function optionalCity(label: string) {
  return text.transform((s, ctx): string | null => {
    const t = s.trim().replace(/\s+/g, ' ');
    if (!t) return null;
    if (t.length > 80) return fail(ctx, `${label} must be at most 80 characters`);
    if (!isPlaceName(t)) return fail(ctx, notAPlaceMessage(label));
    return canonicalCityName(t);
  });
}

/** The lookup key of a city, what loads.origin_key / destination_key hold. */
export function cityKeyOf(name: string): string {
  return canonicalCityName(name).toLowerCase();
}

// ---------------------------------------------------------------------------
// Loads kept in the books.

/** POST /ledger/loads and POST /ledger/loads/<id>: a load in the books (never on the board). */
export const booksLoadSchema = z.object({
  origin: requiredCity('From'),
  destination: requiredCity('To'),
  /** Any date: the books hold past trips too (unlike a board post). */
  pickup_date: requiredDate('Pickup date'),
  truck_type: choice(TRUCK_TYPES, 'Truck type'),
  truck_length_ft: optionalWholeNumber('Truck length', 6, 80),
  /** Tonnes. */
  weight: requiredDecimal('Weight', 100, 'tonnes'),
  /** The freight billed to the client, rupees in, paise out. */
  price: rupees('Freight', false),
  /** Only read on creation (an old trip can be booked as delivered); later changes go through the status verbs. */
  status: choice(LOAD_STATUSES, 'Status', 'open'),
  shipper_id: optionalId('Choose one of your clients'),
  vehicle_id: optionalId('Choose one of your vehicles'),
  material: optionalText('Material', 120),
  description: optionalText('Notes', 2000, true),
});
export type BooksLoadInput = z.infer<typeof booksLoadSchema>;

/** POST /ledger/loads/<id>/links: which client and vehicle a load (board or books) belongs to. */
export const loadLinksSchema = z.object({
  shipper_id: optionalId('Choose one of your clients'),
  vehicle_id: optionalId('Choose one of your vehicles'),
});
export type LoadLinksInput = z.infer<typeof loadLinksSchema>;

/** GET /ledger/loads: every filter is optional. */
export const loadFilterSchema = z
  .object({
    from: optionalDate('From date'),
    to: optionalDate('To date'),
    shipper_id: optionalId('Choose a client from the list'),
    vehicle_id: optionalId('Choose a vehicle from the list'),
    origin: optionalText('From', 80),
    destination: optionalText('To', 80),
    status: optionalChoice(LOAD_STATUSES, 'Status'),
    payment: optionalChoice(PAYMENT_STATES, 'Payment'),
    kind: optionalChoice(LOAD_KINDS, 'Kind'),
    page: pageNumber(1, 100_000, 'Page'),
    limit: pageNumber(20, 100, 'Limit'),
  })
  .refine(...datesInOrder);
export type LoadFilter = z.infer<typeof loadFilterSchema>;

// ---------------------------------------------------------------------------
// Payments.

/** POST /ledger/payments and POST /ledger/payments/<id>. */
export const paymentSchema = z
  .object({
    /** received: from a client; paid: paid out (a truck owner, a driver, an expense). */
    direction: choice(DIRECTIONS, 'Direction'),
    amount: rupees('Amount', true).transform((n) => n as number),
    method: choice(METHODS, 'Method', 'bank'),
    paid_on: requiredDate('Date'),
    load_id: optionalId('Choose one of your loads'),
    shipper_id: optionalId('Choose one of your clients'),
    /** Cheque number, UTR, UPI reference... */
    reference: optionalText('Reference', 120),
    note: optionalText('Note', 1000, true),
  })
  .refine(
    ...across<{ direction: string; shipper_id: string | null }>(
      ['direction', 'shipper_id'],
      (p) => !(p.direction === 'paid' && p.shipper_id),
      'shipper_id',
      'Only money received is linked to a client; leave the client empty for a payment made',
    ),
  );
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentFilterSchema = z
  .object({
    from: optionalDate('From date'),
    to: optionalDate('To date'),
    shipper_id: optionalId('Choose a client from the list'),
    load_id: optionalId('Choose a load from the list'),
    direction: optionalChoice(DIRECTIONS, 'Direction'),
    page: pageNumber(1, 100_000, 'Page'),
    limit: pageNumber(20, 100, 'Limit'),
  })
  .refine(...datesInOrder);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

// ---------------------------------------------------------------------------
// Client companies (shippers).

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** POST /ledger/shippers and POST /ledger/shippers/<id>. */
export const shipperSchema = z.object({
  name: requiredLine('Company name', 160),
  contact_name: optionalText('Contact person', 120),
  phone: optionalPhone('Phone'),
  /** Stored upper-case without spaces; checked against the GSTIN format when given. */
  gstin: text.transform((s, ctx) => {
    const t = s.replace(/\s+/g, '').toUpperCase();
    if (!t) return null;
    if (!GSTIN.test(t)) return fail(ctx, 'GSTIN must have 15 characters such as 27AAPFU0939F1ZV');
    return t;
  }),
  city: optionalCity('City'),
  address: optionalText('Address', 500, true),
});
export type ShipperInput = z.infer<typeof shipperSchema>;

export const shipperFilterSchema = z.object({
  q: optionalText('Search', 100),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(50, 100, 'Limit'),
});
export type ShipperFilter = z.infer<typeof shipperFilterSchema>;

// ---------------------------------------------------------------------------
// Vehicles.

/** Indian state and union territory codes of registration plates (old ones included: OR, UA, DD, DN). */
const STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UA UK UP WB'.split(' '),
);

/**
 * Normalises an Indian registration number: spaces, dots and dashes dropped,
 * upper-cased. Accepts the state series (MH12AB1234, DL1CAB1234, KA01A1234,
 * MH121234) and the Bharat series (22BH1234AA). Null when it is neither.
 */
export function normaliseRegistration(raw: string): string | null {
  const s = raw.replace(/[\s.-]+/g, '').toUpperCase();
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{4})$/.exec(s);
  if (state) return STATE_CODES.has(state[1]) ? s : null;
  if (/^\d{2}BH\d{4}[A-HJ-NP-Z]{1,2}$/.test(s)) return s;
  return null;
}

/** POST /ledger/vehicles and POST /ledger/vehicles/<id>. */
export const vehicleSchema = z.object({
  registration_number: text.transform((s, ctx) => {
    if (!s.trim()) return fail(ctx, 'Registration number is required');
    const n = normaliseRegistration(s);
    if (!n) return fail(ctx, 'Registration number must look like MH12AB1234 or 22BH1234AA');
    return n;
  }),
  truck_type: choice(TRUCK_TYPES, 'Truck type'),
  truck_length_ft: optionalWholeNumber('Truck length', 6, 80),
  capacity_tonnes: optionalDecimal('Capacity', 100, 'tonnes'),
  driver_name: optionalText('Driver name', 120),
  driver_phone: optionalPhone('Driver phone'),
  /** A form sends a hidden "0" then the checkbox's "1"; JSON may send a boolean; missing means active. */
  active: z.preprocess(lastValue, z.union([z.boolean(), z.string(), z.undefined()])).transform((v, ctx) => {
    if (v === undefined || v === true || v === false) return v ?? true;
    const t = v.trim().toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(t)) return true;
    if (['0', 'false', 'off', 'no', ''].includes(t)) return false;
    return fail(ctx, 'Active must be yes or no');
  }),
});
export type VehicleInput = z.infer<typeof vehicleSchema>;

export const vehicleFilterSchema = z.object({
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(50, 100, 'Limit'),
});

// ---------------------------------------------------------------------------
// Reports and the admin's deleted rows.

/** GET /ledger/reports and its CSVs: the period of the top shippers and routes (pickup dates); empty = all time. */
export const reportFilterSchema = z
  .object({
    from: optionalDate('From date'),
    to: optionalDate('To date'),
  })
  .refine(...datesInOrder);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const deletedFilterSchema = z.object({
  table: optionalChoice(BOOKS_TABLES, 'Table'),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(50, 100, 'Limit'),
});
export type DeletedFilter = z.infer<typeof deletedFilterSchema>;
