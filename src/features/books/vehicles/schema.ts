/** Inputs of the vehicles in the books: Indian registration numbers, and the list's pages. */
import { z } from 'zod';
import { onOff, optionalText, optionalTonnes, pageNumber, pageSize, refuse, text, truckLength, truckType } from '../../../lib/fields.js';
import { t } from '../../../lib/i18n/index.js';
import { phone } from '../schema.js';

/** Indian state and union territory codes of registration plates (old ones included: OR, UA, DD, DN). */
const STATE_CODES = new Set('AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UA UK UP WB'.split(' '));

/**
 * Normalises an Indian registration number: spaces, dots and dashes dropped,
 * upper-cased. Accepts the state series (MH12AB1234, DL1CAB1234, KA01A1234,
 * MH121234) and the Bharat series (22BH1234AA). Null when it is neither.
 * Not lib's vehicleNumber rule: that one also takes 1-3 digit numbers and TG,
 * and refuses district or number 0, so moving the books to it changes which
 * registrations they accept.
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
    if (!s) return refuse(ctx, t('books.error.registrationRequired'));
    const n = normaliseRegistration(s);
    if (!n) return refuse(ctx, t('books.error.registration'));
    return n;
  }),
  truck_type: truckType(),
  truck_length_ft: truckLength(),
  capacity_tonnes: optionalTonnes('books.field.capacity'),
  driver_name: optionalText('books.field.driverName', 120),
  driver_phone: phone(),
  /** A form sends a hidden "0" then the checkbox's "1"; JSON may send a boolean; missing means active. */
  active: onOff('books.field.active').transform((on) => on ?? true),
});
export type VehicleInput = z.infer<typeof vehicleSchema>;

export const vehicleFilterSchema = z.object({
  page: pageNumber('books.field.page'),
  limit: pageSize('books.field.limit', 100, 50),
});
