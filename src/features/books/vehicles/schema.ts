/** Inputs of the vehicles in the books: Indian registration numbers, and the list's pages. */
import { z } from 'zod';
import { TRUCK_TYPES } from '../../../lib/trucks.js';
import { choice, fail, lastValue, optionalDecimal, optionalPhone, optionalText, optionalWholeNumber, pageNumber, text } from '../schema.js';

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
