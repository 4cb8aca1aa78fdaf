/** Inputs of location tracking: one GPS fix sent by the driver's phone, or a batch of fixes it kept while offline. */
import { z } from 'zod';
import { optionalRecordId, recordId } from '../../lib/fields.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number from JSON or a form field; '' and null count as absent. */
function num(label: string, min: number, max: number, opts: { maxExclusive?: boolean } = {}) {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .unknown()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (n < min || (opts.maxExclusive ? n >= max : n > max)) {
        ctx.addIssue({ code: 'custom', message: opts.maxExclusive ? `${label} must be at least ${min} and below ${max}` : range });
        return z.NEVER;
      }
      return n;
    })
    .optional();
}

function required<T>(schema: z.ZodType<T | undefined>, message: string) {
  return schema.refine((v): v is T => v !== undefined, { message }).transform((v) => v as T);
}

/** When the phone took the fix (ISO 8601 with a zone). */
const recordedAt = z
  .unknown()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    if (typeof v !== 'string' || !ISO_INSTANT.test(v.trim()) || Number.isNaN(Date.parse(v))) {
      ctx.addIssue({ code: 'custom', message: 'recorded_at must be an ISO 8601 time with a zone, e.g. 2025-01-31T10:15:00Z' });
      return z.NEVER;
    }
    return new Date(v);
  })
  .optional();

/** The fields of one fix. */
const fixFields = {
  /** Degrees, WGS84. */
  lat: required(num('lat', -90, 90), 'lat is required'),
  lng: required(num('lng', -180, 180), 'lng is required'),
  /** Radius of the fix's uncertainty in metres, as the phone reports it. */
  accuracy_m: num('accuracy_m', 0, 100_000),
  speed_kmh: num('speed_kmh', 0, 500),
  /** Degrees clockwise from north, 0 up to (not including) 360. */
  heading: num('heading', 0, 360, { maxExclusive: true }),
  /** The phone's own id of the fix (a uuid): a fix sent twice is stored once. */
  client_id: optionalRecordId('client_id must be a uuid').optional(),
};

export const locationUpdateSchema = z.object({
  load_id: recordId('tracking.rule.load'),
  ...fixFields,
  /** Defaults to now. */
  recorded_at: recordedAt,
});
export type LocationUpdateInput = z.infer<typeof locationUpdateSchema>;

/** At most this many fixes in one batch. */
const MAX_BATCH = 100;

/** Fixes a phone kept while offline, sent together; each carries the time it was taken. */
export const locationBatchSchema = z.object({
  load_id: recordId('tracking.rule.load'),
  fixes: z
    .array(z.object({ ...fixFields, recorded_at: required(recordedAt, 'recorded_at is required') }), { message: 'fixes must be a list of positions' })
    .min(1, { message: 'fixes must hold at least one position' })
    .max(MAX_BATCH, { message: `fixes may hold at most ${MAX_BATCH} positions; send the rest in another batch` }),
});
export type LocationBatchInput = z.infer<typeof locationBatchSchema>;
export type FixInput = LocationBatchInput['fixes'][number] | LocationUpdateInput;
