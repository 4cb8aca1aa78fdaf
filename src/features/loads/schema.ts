/**
 * Inputs of loads: the posting/edit form (HTML and JSON share it), the board's
 * filters (GET /loads, GET /api/loads, /loadboard, /marketplace) and the search
 * query. Every rule of CONTRACT section 5 reports its own field and message.
 */
import { z } from 'zod';
import { canonicalCityName, resolveCity } from '../../geo/cities.js';
import { zodDetails } from '../../http/errors.js';
import { addDays, kolkataDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import {
  cityKey,
  optionalDate,
  optionalFreeText,
  optionalPhone,
  optionalRupees,
  optionalText,
  pageSize,
  pageNumber,
  refuse,
  requiredCity,
  requiredDate,
  requiredTonnes,
  text,
  truckLength,
  truckType,
  MAX_CITY_CHARS,
  MAX_TONNES,
} from '../../lib/fields.js';
import { TRUCK_TYPES, type TruckType } from '../../lib/trucks.js';

export const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

export const SORTS = ['newest', 'pickup_date', 'price_asc', 'price_desc', 'rate_per_km'] as const;
export type BoardSort = (typeof SORTS)[number];
/** A sort order's name in the reader's language ("Newest first"); an unknown one reads as the default. */
export function sortLabel(sort: string): string {
  return t(`loads.sort.${(SORTS as readonly string[]).includes(sort) ? (sort as BoardSort) : 'newest'}`);
}

/** How far ahead a pickup may be scheduled. */
export const MAX_PICKUP_DAYS_AHEAD = 365;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Deepest page served: beyond it, narrowing the filters is the way forward. */
const MAX_PAGE = 1000;

/** A board post's pickup: from today (in India) to MAX_PICKUP_DAYS_AHEAD days ahead. */
const pickupDate = requiredDate('loads.field.pickupDate').transform((s, ctx) => {
  const today = kolkataDate();
  if (s < today) return refuse(ctx, t('loads.error.pastPickup'));
  if (s > addDays(today, MAX_PICKUP_DAYS_AHEAD)) return refuse(ctx, t('loads.error.pickupTooFar'));
  return s;
});

/** The load form (POST /loads, POST /loads/<id>, POST /marketplace/post): field names are the JSON names. */
const loadInputSchema = z.object({
  origin: requiredCity('loads.field.pickupCity'),
  destination: requiredCity('loads.field.deliveryCity'),
  pickup_date: pickupDate,
  truck_type: truckType(),
  truck_length_ft: truckLength(),
  /** Tonnes. */
  weight: requiredTonnes('loads.field.weight'),
  /** Expected freight in rupees (optional: drivers then bid freely). */
  price: optionalRupees('loads.field.price'),
  material: optionalText('loads.field.material', 120),
  description: optionalFreeText('loads.field.description', 2000),
  contact_phone: optionalPhone(),
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

const LOAD_FORM_FIELDS = ['origin', 'destination', 'pickup_date', 'truck_type', 'truck_length_ft', 'weight', 'price', 'material', 'description', 'contact_phone'] as const;

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

/** A weight bound of the board's filter: tonnes from 0 (unlike a load's weight) to MAX_TONNES, any decimals. */
function weightBound(field: 'loads.field.minWeight' | 'loads.field.maxWeight') {
  return text.transform((s, ctx): number | null => {
    if (s === '') return null;
    if (!/^\d{1,3}(\.\d+)?$/.test(s) || Number(s) > MAX_TONNES) return refuse(ctx, t('loads.error.weightBound', { field: t(field), max: MAX_TONNES }));
    return Number(s);
  });
}

/** One of `values` (any case), else null when empty; anything else is refused with the message of `message` (read in the request's language). */
function boardChoice<T extends string>(values: readonly T[], message: 'loads.error.chooseTruck' | 'loads.error.chooseStatus' | 'loads.error.chooseSort') {
  return text.transform((s, ctx): T | null => {
    if (!s) return null;
    const found = values.find((v) => v.toLowerCase() === s.toLowerCase());
    return found ?? refuse(ctx, t(message));
  });
}

/**
 * The query of GET /api/loads and GET /loads (SPEC section D plus sort). Messages are in words, named after the
 * field as the form labels it; JSON callers find the parameter in the details' key.
 */
const boardQuerySchema = z.object({
  /** Any text: a city the gazetteer does not know matches no load (the page offers "Did you mean…?"). */
  origin: optionalText('loads.field.fromCity', MAX_CITY_CHARS),
  destination: optionalText('loads.field.toCity', MAX_CITY_CHARS),
  truck_type: boardChoice(TRUCK_TYPES, 'loads.error.chooseTruck'),
  min_weight: weightBound('loads.field.minWeight'),
  max_weight: weightBound('loads.field.maxWeight'),
  pickup_date: optionalDate('loads.field.pickupDate'),
  status: boardChoice(LOAD_STATUSES, 'loads.error.chooseStatus').transform((v) => v ?? 'open'),
  sort: boardChoice(SORTS, 'loads.error.chooseSort').transform((v) => v ?? 'newest'),
  page: pageNumber('loads.field.page', MAX_PAGE),
  limit: pageSize('loads.field.perPage', MAX_LIMIT, DEFAULT_LIMIT),
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
type BoardFormValues = Record<string, string>;

type BoardQueryResult = { ok: true; filter: BoardFilter; values: BoardFormValues } | { ok: false; errors: Record<string, string>; values: BoardFormValues };

/** Parses the board's query string; bad values fail with a message per parameter. */
export function parseBoardQuery(query: unknown): BoardQueryResult {
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
    return { ok: false, errors: { min_weight: t('loads.error.minOverMax') }, values };
  }
  return {
    ok: true,
    values,
    filter: {
      originKey: v.origin ? cityKey(v.origin) : null,
      destinationKey: v.destination ? cityKey(v.destination) : null,
      truckType: v.truck_type,
      minWeight: v.min_weight,
      maxWeight: v.max_weight,
      pickupDate: v.pickup_date,
      status: v.status,
      sort: v.sort,
      page: v.page,
      limit: v.limit,
    },
  };
}

/**
 * The filter a board page shows while some of its filters are wrong: the same query with the wrong ones left
 * out, so the visitor keeps seeing loads (those of the filters that are right) beside the messages.
 */
export function boardQueryWithout(query: unknown, fields: readonly string[]): BoardFilter | null {
  const q = { ...((query && typeof query === 'object' ? query : {}) as Record<string, unknown>) };
  // A wrong weight bound leaves the weight range out (the other bound alone would mislead).
  const drop = fields.some((f) => f === 'min_weight' || f === 'max_weight') ? [...fields, 'min_weight', 'max_weight'] : fields;
  for (const f of drop) delete q[f];
  const r = parseBoardQuery(q);
  return r.ok ? r.filter : null;
}

/**
 * The board's two dialects (SPEC sections D and I): the marketplace names three filters from, to and type;
 * every other parameter has one name. Field names of the board's filter form per dialect.
 */
export const MARKETPLACE_NAMES: Readonly<Record<string, string>> = { origin: 'from', destination: 'to', truck_type: 'type' };

/** The marketplace's query under the board's names (both run the very same query). */
export function marketplaceToBoardQuery(query: unknown): Record<string, unknown> {
  const q = { ...((query && typeof query === 'object' ? query : {}) as Record<string, unknown>) };
  for (const [board, market] of Object.entries(MARKETPLACE_NAMES)) {
    q[board] = q[market];
    delete q[market];
  }
  return q;
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
  q: text.transform((s, ctx) => {
    if (s.length < 1) return refuse(ctx, t('loads.error.searchEmpty'));
    if (s.length > 100) return refuse(ctx, t('loads.error.searchTooLong'));
    return s;
  }),
  page: pageNumber('page', MAX_PAGE),
  limit: pageSize('limit', MAX_LIMIT, DEFAULT_LIMIT),
});
