/**
 * Inputs of chat import: the pasted batch (POST /api/parse-chat, POST /loads/import),
 * the chosen loads (POST /api/parse-chat/save) and the review table's flat form
 * (POST /loads/import/save). A chosen load passes exactly the rules of posting a
 * load: every item goes through the loads feature's parseLoadInput.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ValidationError, zodDetails } from '../../http/errors.js';
import { isIsoDate, kolkataDate } from '../../lib/dates.js';
import { fieldString, fieldText, optionalDate } from '../../lib/fields.js';
import { formatNumber, t } from '../../lib/i18n/index.js';
import { parseLoadInput, type LoadInput } from '../loads/schema.js';
import type { ParsedCandidate } from './parser.js';

/** Largest paste read at once by default (UTF-8 bytes): a day or two of a busy group (PARSER_MAX_BYTES sets it). */
export const MAX_TEXT_BYTES = 200 * 1024;
/** Most messages read at once. */
export const MAX_MESSAGES = 2000;
/** Most loads saved by one request. */
export const MAX_LOADS_PER_SAVE = 100;
/** Most review rows read back from the page's form (more than a full paste can yield). */
const MAX_ROWS = 10_000;

/** The refusal of a paste of more than MAX_MESSAGES messages, in the reader's language. */
export function tooManyMessages(): string {
  return t('chatImport.error.tooManyMessages', { max: formatNumber(MAX_MESSAGES) });
}

/** The refusal of a paste over `maxBytes`. */
function tooLargeMessage(maxBytes: number = MAX_TEXT_BYTES): string {
  return t('chatImport.error.tooLarge', { size: sizeText(maxBytes), max: formatNumber(MAX_MESSAGES) });
}

/** 204800 -> "200 KB", 1500 -> "1.5 KB" (in the reader's language: "200 केबी"). */
export function sizeText(bytes: number): string {
  const kb = bytes / 1024;
  return t('chatImport.size.kb', { n: Number.isInteger(kb) ? kb.toLocaleString('en-IN') : kb.toFixed(1) });
}

// ---------------------------------------------------------------------------
// Parsing a batch.

/** POST /api/parse-chat and the paste form, for pastes of at most `maxBytes`. */
const parseChatSchema = (maxBytes: number) =>
  z.object({
    /** The pasted messages: a WhatsApp export, copied messages or plain text. */
    text: z
      .string({ error: () => t('chatImport.error.notText') })
      .refine((s) => s.trim() !== '', t('chatImport.error.empty'))
      .refine((s) => Buffer.byteLength(s, 'utf8') <= maxBytes, tooLargeMessage(maxBytes)),
    /** The day "today", "kal" and dates without a year are read against (default: today in India). */
    reference_date: optionalDate('reference_date'),
  });

export interface ParseChatInput {
  text: string;
  referenceDate: string;
}

/** Validates a parse request (a paste of at most `maxBytes`); the reference date defaults to today in Asia/Kolkata. */
export function parseParseChatInput(body: unknown, maxBytes: number = MAX_TEXT_BYTES): { ok: true; value: ParseChatInput } | { ok: false; errors: Record<string, string> } {
  const r = parseChatSchema(maxBytes).safeParse(body ?? {});
  if (!r.success) return { ok: false, errors: zodDetails(r.error) };
  return { ok: true, value: { text: r.data.text, referenceDate: r.data.reference_date ?? kolkataDate() } };
}

// ---------------------------------------------------------------------------
// Saving chosen loads.

/**
 * One chosen load, as the load form takes it. A candidate sent back as it came
 * (with `phone` rather than `contact_phone`) keeps its phone as the contact.
 */
function asLoadForm(item: Record<string, unknown>): Record<string, unknown> {
  return 'contact_phone' in item ? item : { ...item, contact_phone: item.phone };
}

/**
 * Validates each load with the rules of posting a load. `errors[k]` holds the
 * field messages of the k-th load (undefined when it is fine).
 */
export function validateChosenLoads(items: readonly unknown[]): { ok: true; loads: LoadInput[] } | { ok: false; errors: Array<Record<string, string> | undefined> } {
  const loads: LoadInput[] = [];
  const errors: Array<Record<string, string> | undefined> = [];
  let failed = false;
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ '': t('chatImport.error.notObject') });
      failed = true;
      continue;
    }
    const r = parseLoadInput(asLoadForm(item as Record<string, unknown>));
    if (r.ok) {
      loads.push(r.value);
      errors.push(undefined);
    } else {
      errors.push(r.errors);
      failed = true;
    }
  }
  return failed ? { ok: false, errors } : { ok: true, loads };
}

/** POST /api/parse-chat/save: `{loads: [...]}`, 1 to 100 items; details are keyed `loads.N.field`. */
export function parseSaveInput(body: unknown): LoadInput[] {
  const list = body && typeof body === 'object' ? (body as Record<string, unknown>).loads : undefined;
  if (!Array.isArray(list)) throw new ValidationError({ loads: t('chatImport.error.sendList') });
  if (list.length === 0) throw new ValidationError({ loads: t('chatImport.error.chooseOne') });
  if (list.length > MAX_LOADS_PER_SAVE) throw new ValidationError({ loads: t('chatImport.error.atMost', { max: MAX_LOADS_PER_SAVE }) });
  const r = validateChosenLoads(list);
  if (r.ok) return r.loads;
  const details: Record<string, string> = {};
  r.errors.forEach((fields, k) => {
    for (const [field, message] of Object.entries(fields ?? {})) details[field ? `loads.${k}.${field}` : `loads.${k}`] = message;
  });
  const first = r.errors.findIndex((e) => e !== undefined);
  throw new ValidationError(details, t('chatImport.error.cannotSave', { n: first + 1, reason: Object.values(r.errors[first] ?? {})[0] ?? t('chatImport.error.checkIt') }));
}

/** What makes a save request the same request again (Idempotency-Key replays). */
export function saveRequestHash(loads: readonly LoadInput[]): string {
  return createHash('sha256')
    .update(JSON.stringify(['chat-import-save', loads]))
    .digest('hex');
}

// ---------------------------------------------------------------------------
// The review table (flat field names, which a urlencoded form carries as is):
// row i's fields are c<i>_<field>, the ticked rows are the values of `keep`.

/** The editable fields of a review row: the load form's names (the candidate's `phone` is `contact_phone`). */
export const ROW_FIELDS = ['origin', 'destination', 'pickup_date', 'truck_type', 'truck_length_ft', 'weight', 'price', 'contact_phone', 'material'] as const;
export type RowField = (typeof ROW_FIELDS)[number];
export type RowValues = Record<RowField, string>;

/** The candidate's key in field_confidence / errors for a row field. */
export const CANDIDATE_KEY: Record<RowField, string> = {
  origin: 'origin',
  destination: 'destination',
  pickup_date: 'pickup_date',
  truck_type: 'truck_type',
  truck_length_ft: 'truck_length_ft',
  weight: 'weight',
  price: 'price',
  contact_phone: 'phone',
  material: 'material',
};

/** "+919876543210" as people write it: "+91 98765 43210". */
function displayPhone(phone: string | null): string {
  if (!phone) return '';
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}

/** A candidate as the review row first shows it (and as the load rules check it). */
export function candidateRowValues(c: ParsedCandidate): RowValues {
  const s = (v: string | number | null) => (v === null || v === undefined ? '' : String(v));
  return {
    origin: s(c.origin),
    destination: s(c.destination),
    pickup_date: s(c.pickup_date),
    truck_type: s(c.truck_type),
    truck_length_ft: s(c.truck_length_ft),
    weight: s(c.weight),
    price: s(c.price),
    contact_phone: displayPhone(c.phone),
    material: s(c.material),
  };
}

/** The load-rule messages of a row's values (empty when it can be saved as is). */
export function rowErrors(values: RowValues): Record<string, string> {
  const r = parseLoadInput(values);
  return r.ok ? {} : r.errors;
}

export interface ReviewForm {
  /** The paste the table was read from (to show the rows' messages again). */
  source: string;
  referenceDate: string;
  /** Identifies this review page: saving the same rows twice stores them once. */
  batch: string | null;
  rows: Array<{ values: RowValues; keep: boolean }>;
}

/** Reads the review table back from its form. */
export function readReviewForm(body: unknown): ReviewForm {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const countText = fieldText(b.count);
  const count = /^\d{1,5}$/.test(countText) ? Math.min(Number(countText), MAX_ROWS) : 0;
  const kept = new Set(
    (Array.isArray(b.keep) ? b.keep : [b.keep])
      .map((k) => fieldText(k))
      .filter((k) => /^\d{1,5}$/.test(k))
      .map(Number),
  );
  const rows: ReviewForm['rows'] = [];
  for (let i = 0; i < count; i++) {
    const values = {} as RowValues;
    for (const f of ROW_FIELDS) values[f] = fieldString(b[`c${i}_${f}`]);
    rows.push({ values, keep: kept.has(i) });
  }
  const ref = fieldText(b.reference_date);
  const batch = fieldText(b.batch);
  return {
    source: fieldString(b.source),
    referenceDate: isIsoDate(ref) ? ref : kolkataDate(),
    batch: /^[0-9a-f]{32}$/.test(batch) ? batch : null,
    rows,
  };
}
