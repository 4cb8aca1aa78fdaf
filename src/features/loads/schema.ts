/**
 * Inputs of loads: the posting/edit form (HTML and JSON share it), the board's
 * filters (GET /loads, GET /api/loads, /loadboard, /marketplace) and the search
 * query. Every rule of CONTRACT section 5 reports its own field and message.
 */
import { z } from 'zod';
import { canonicalCityName, resolveCity } from '../../geo/cities.js';
import { zodDetails } from '../../http/errors.js';
import { addDays, isIsoDate, kolkataDate } from '../../lib/dates.js';
import { isPlaceName, notAPlaceMessage } from '../../lib/form-fields.js';
import { parseRupees } from '../../lib/money.js';
import { TRUCK_TYPES, type TruckType } from '../../lib/trucks.js';

export { TRUCK_TYPES, type TruckType };

export const TRUCK_TYPE_LABELS: Record<TruckType, string> = {
  container: 'Container',
  open: 'Open body',
  trailer: 'Trailer',
  tanker: 'Tanker',
  reefer: 'Reefer (refrigerated)',
  tipper: 'Tipper',
  lcv: 'LCV (small truck)',
  other: 'Other',
};

export const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const SORTS = ['newest', 'pickup_date', 'price_asc', 'price_desc'] as const;
export type BoardSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<BoardSort, string> = {
  newest: 'Newest first',
  pickup_date: 'Earliest pickup',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** Highest expected freight accepted (₹1 crore): a guard against typing errors. */
export const MAX_PRICE_PAISE = 1_00_00_000 * 100;
/** How far ahead a pickup may be scheduled. */
export const MAX_PICKUP_DAYS_AHEAD = 365;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** Deepest page served: beyond it, narrowing the filters is the way forward. */
export const MAX_PAGE = 1000;

const PHONE = /^\+?[0-9][0-9\s-]{7,17}[0-9]$/;

/** Any scalar as a trimmed string; absent values become ''. Repeated query parameters use the first value. */
const text = z.preprocess((v) => {
  if (Array.isArray(v)) v = v[0];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}, z.string({ error: 'Must be text' }));

function city(label: string) {
  return text
    .pipe(z.string().min(1, `Enter the ${label} city`).max(80, `The ${label} city must be at most 80 characters`))
    .refine((s) => s === '' || isPlaceName(s), notAPlaceMessage(`The ${label} city`))
    .transform((s) => canonicalCityName(s));
}

/** Optional free text: '' becomes null. */
function optionalText(label: string, max: number) {
  return text
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .transform((s) => (s === '' ? null : s));
}

/** Tonnes with at most 2 decimals, more than 0 and at most 100. */
const weight = text.transform((s, ctx) => {
  if (s === '') {
    ctx.addIssue({ code: 'custom', message: 'Enter the weight in tonnes' });
    return z.NEVER;
  }
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter the weight in tonnes as a number such as 12 or 12.5' });
    return z.NEVER;
  }
  const n = Number(s);
  if (!(n > 0) || n > 100) {
    ctx.addIssue({ code: 'custom', message: 'Weight must be more than 0 and at most 100 tonnes' });
    return z.NEVER;
  }
  return n;
});

const pickupDate = text.transform((s, ctx) => {
  if (s === '') {
    ctx.addIssue({ code: 'custom', message: 'Enter the pickup date' });
    return z.NEVER;
  }
  if (!isIsoDate(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter the pickup date as YYYY-MM-DD' });
    return z.NEVER;
  }
  const today = kolkataDate();
  if (s < today) {
    ctx.addIssue({ code: 'custom', message: 'The pickup date cannot be in the past' });
    return z.NEVER;
  }
  if (s > addDays(today, MAX_PICKUP_DAYS_AHEAD)) {
    ctx.addIssue({ code: 'custom', message: 'The pickup date must be within the next 12 months' });
    return z.NEVER;
  }
  return s;
});

const truckType = text.transform((s, ctx) => {
  if (!(TRUCK_TYPES as readonly string[]).includes(s)) {
    ctx.addIssue({ code: 'custom', message: s === '' ? 'Choose a truck type' : `Truck type must be one of ${TRUCK_TYPES.join(', ')}` });
    return z.NEVER;
  }
  return s as TruckType;
});

const truckLength = text.transform((s, ctx) => {
  if (s === '') return null;
  if (!/^\d{1,3}$/.test(s) || Number(s) < 6 || Number(s) > 80) {
    ctx.addIssue({ code: 'custom', message: 'Truck length must be a whole number of feet from 6 to 80' });
    return z.NEVER;
  }
  return Number(s);
});

const price = text.transform((s, ctx) => {
  if (s === '') return null;
  const paise = parseRupees(s);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter the price in rupees, such as 45000 or 45000.50' });
    return z.NEVER;
  }
  if (paise > MAX_PRICE_PAISE) {
    ctx.addIssue({ code: 'custom', message: 'The price must be at most ₹1,00,00,000' });
    return z.NEVER;
  }
  return paise;
});

const contactPhone = text.transform((s, ctx) => {
  if (s === '') return null;
  if (!PHONE.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter a phone number such as 98765 43210' });
    return z.NEVER;
  }
  return s;
});

/** The load form (POST /loads, POST /loads/<id>, POST /marketplace/post): field names are the JSON names. */
export const loadInputSchema = z.object({
  origin: city('pickup'),
  destination: city('delivery'),
  pickup_date: pickupDate,
  truck_type: truckType,
  truck_length_ft: truckLength,
  weight,
  /** Expected freight in rupees (optional: drivers then bid freely). */
  price,
  material: optionalText('Material', 120),
  description: optionalText('Description', 2000),
  contact_phone: contactPhone,
});

export interface LoadInput {
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: TruckType;
  truckLengthFt: number | null;
  weightTonnes: number;
  pricePaise: number | null;
  material: string | null;
  description: string | null;
  contactPhone: string | null;
}

export const LOAD_FORM_FIELDS = ['origin', 'destination', 'pickup_date', 'truck_type', 'truck_length_ft', 'weight', 'price', 'material', 'description', 'contact_phone'] as const;

/** The submitted values as the form shows them again (strings, as typed). */
export function loadFormValues(body: unknown): Record<string, string> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const f of LOAD_FORM_FIELDS) {
    const v = b[f];
    out[f] = v === undefined || v === null ? '' : String(Array.isArray(v) ? v[0] : v);
  }
  return out;
}

/** Validates a load form; every failing field gets its own message. */
export function parseLoadInput(body: unknown): { ok: true; value: LoadInput } | { ok: false; errors: Record<string, string> } {
  const r = loadInputSchema.safeParse(body ?? {});
  if (!r.success) return { ok: false, errors: zodDetails(r.error) };
  const v = r.data;
  return {
    ok: true,
    value: {
      origin: v.origin,
      destination: v.destination,
      pickupDate: v.pickup_date,
      truckType: v.truck_type,
      truckLengthFt: v.truck_length_ft,
      weightTonnes: v.weight,
      pricePaise: v.price,
      material: v.material,
      description: v.description,
      contactPhone: v.contact_phone,
    },
  };
}

// ---------------------------------------------------------------------------
// The board's filters.

/** Lower-case canonical name: what origin_key / destination_key hold and filters compare with. */
export function cityFilterKey(raw: string): string {
  return canonicalCityName(raw).toLowerCase();
}

function optionalInt(field: string, min: number, max: number, def: number) {
  return text.transform((s, ctx) => {
    if (s === '') return def;
    if (!/^\d{1,7}$/.test(s) || Number(s) < min || Number(s) > max) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return Number(s);
  });
}

function optionalTonnes(field: string) {
  return text.transform((s, ctx) => {
    if (s === '') return null;
    if (!/^\d{1,3}(\.\d+)?$/.test(s) || Number(s) > 100) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a number of tonnes from 0 to 100` });
      return z.NEVER;
    }
    return Number(s);
  });
}

function optionalChoice<T extends string>(field: string, choices: readonly T[], def: T | null) {
  return text.transform((s, ctx) => {
    if (s === '') return def;
    if (!(choices as readonly string[]).includes(s)) {
      ctx.addIssue({ code: 'custom', message: `${field} must be one of ${choices.join(', ')}` });
      return z.NEVER;
    }
    return s as T;
  });
}

const optionalCity = text.pipe(z.string().max(80, 'A city name has at most 80 characters'));

/** The query of GET /api/loads and GET /loads (SPEC section D plus sort). */
export const boardQuerySchema = z.object({
  origin: optionalCity,
  destination: optionalCity,
  truck_type: optionalChoice('truck_type', TRUCK_TYPES, null),
  min_weight: optionalTonnes('min_weight'),
  max_weight: optionalTonnes('max_weight'),
  pickup_date: text.refine((s) => s === '' || isIsoDate(s), 'pickup_date must be a date written YYYY-MM-DD'),
  status: optionalChoice('status', LOAD_STATUSES, 'open'),
  sort: optionalChoice('sort', SORTS, 'newest'),
  page: optionalInt('page', 1, MAX_PAGE, 1),
  limit: optionalInt('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
});

/** What the board's query functions take: keys already canonical, defaults applied. */
export interface BoardFilter {
  originKey: string | null;
  destinationKey: string | null;
  truckType: TruckType | null;
  minWeight: number | null;
  maxWeight: number | null;
  pickupDate: string | null;
  status: LoadStatus;
  sort: BoardSort;
  page: number;
  limit: number;
}

/** The filter as the form shows it again (what the user typed). */
export type BoardFormValues = Record<string, string>;

/** Parses the board's query string; bad values fail with a message per parameter. */
export function parseBoardQuery(query: unknown): { ok: true; filter: BoardFilter; values: BoardFormValues } | { ok: false; errors: Record<string, string>; values: BoardFormValues } {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const values: BoardFormValues = {};
  for (const k of Object.keys(boardQuerySchema.shape)) {
    const v = q[k];
    values[k] = v === undefined || v === null ? '' : String(Array.isArray(v) ? v[0] : v).trim();
  }
  const r = boardQuerySchema.safeParse(q);
  if (!r.success) return { ok: false, errors: zodDetails(r.error), values };
  const v = r.data;
  if (v.min_weight !== null && v.max_weight !== null && v.min_weight > v.max_weight) {
    return { ok: false, errors: { min_weight: 'min_weight must not be more than max_weight' }, values };
  }
  return {
    ok: true,
    values,
    filter: {
      originKey: v.origin ? cityFilterKey(v.origin) : null,
      destinationKey: v.destination ? cityFilterKey(v.destination) : null,
      truckType: v.truck_type,
      minWeight: v.min_weight,
      maxWeight: v.max_weight,
      pickupDate: v.pickup_date || null,
      status: v.status ?? 'open',
      sort: v.sort ?? 'newest',
      page: v.page,
      limit: v.limit,
    },
  };
}

/**
 * The marketplace's filters (SPEC section I: from, to, type, sort) are the
 * board's filters under other names; this maps them so that both views run the
 * very same query.
 */
export function marketplaceToBoardQuery(query: unknown): Record<string, unknown> {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  return { origin: q.from, destination: q.to, truck_type: q.type, sort: q.sort, page: q.page, limit: q.limit, status: 'open' };
}

/** The public board (/loadboard) shows open loads only, with the same filters otherwise. */
export function publicBoardQuery(query: unknown): Record<string, unknown> {
  const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  return { ...q, status: 'open' };
}

// ---------------------------------------------------------------------------
// Search: GET /api/loads/search?q=

export type SearchTerm = { kind: 'city'; city: string; key: string } | { kind: 'route'; origin: string; destination: string; originKey: string; destinationKey: string };

const ROUTE_SEPARATOR = /\s+to\s+|\s+se\s+|\s*(?:->|→|⇒|–|—|-|>)\s*/i;

/**
 * Reads "Pune" as a city and "Delhi to Mumbai", "Delhi-Mumbai", "DEL-BOM" or
 * "Delhi → Mumbai" as a route. A text that is itself a known city (whatever its
 * spelling) stays a city.
 */
export function parseSearchTerm(raw: string): SearchTerm | null {
  const q = raw.trim().replace(/\s+/g, ' ');
  if (!q) return null;
  if (!resolveCity(q)) {
    const parts = q.split(ROUTE_SEPARATOR).map((p) => p.trim());
    if (parts.length === 2 && parts[0] && parts[1]) {
      const origin = canonicalCityName(parts[0]);
      const destination = canonicalCityName(parts[1]);
      return { kind: 'route', origin, destination, originKey: origin.toLowerCase(), destinationKey: destination.toLowerCase() };
    }
  }
  const city = canonicalCityName(q);
  return { kind: 'city', city, key: city.toLowerCase() };
}

export const searchQuerySchema = z.object({
  q: text.pipe(z.string().min(1, 'Enter a city (Pune) or a route (Delhi to Mumbai)').max(100, 'The search must be at most 100 characters')),
  page: optionalInt('page', 1, MAX_PAGE, 1),
  limit: optionalInt('limit', 1, MAX_LIMIT, DEFAULT_LIMIT),
});
