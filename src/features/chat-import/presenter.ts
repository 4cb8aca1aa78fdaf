/**
 * JSON shape of a candidate (CONTRACT section 11). `valid` means "can be saved
 * as is": the parser found the required fields AND the values pass the rules
 * of posting a load (a pickup date already past is not valid). `errors` holds
 * the parser's notes (why a field is missing or uncertain) and the load rules'
 * messages, by field.
 */
import type { ReviewedCandidate } from './service.js';

export interface PresentedCandidate {
  origin: string | null;
  destination: string | null;
  truck_type: string | null;
  truck_length_ft: number | null;
  weight: number | null;
  price: number | null;
  rate_per_tonne: number | null;
  pickup_date: string | null;
  phone: string | null;
  /** The goods as the post names them, lower case. */
  material: string | null;
  /** This candidate is truck `truck_no` of the `trucks` one post asks for ("3 gaadi chahiye": 1, 2, 3 of 3). */
  truck_no: number;
  trucks: number;
  raw: string;
  confidence: number;
  field_confidence: Record<string, number>;
  valid: boolean;
  errors: Record<string, string>;
  sender: string | null;
  message_index: number;
  /** Id of the caller's open load with the same route, pickup date and truck type. */
  duplicate_of: string | null;
  /** Index (in this list) of an earlier candidate with exactly the same details. */
  repeat_of: number | null;
}

/** The form field a candidate field is checked under. */
const FORM_FIELD: Record<string, string> = { phone: 'contact_phone' };

/** The parser's note and the load rules' message of each field, as one message. */
function candidateErrors(r: ReviewedCandidate): Record<string, string> {
  const c = r.candidate as unknown as Record<string, unknown>;
  const out: Record<string, string> = {};
  const fields = new Set([...Object.keys(r.candidate.errors), ...Object.keys(r.saveErrors).map((f) => (f === 'contact_phone' ? 'phone' : f))]);
  for (const field of fields) {
    const note = r.candidate.errors[field];
    const rule = r.saveErrors[FORM_FIELD[field] ?? field];
    if (c[field] === null || c[field] === undefined) out[field] = note ?? rule;
    else out[field] = rule && note ? `${rule} (${note})` : (rule ?? note);
  }
  return out;
}

export function presentCandidate(r: ReviewedCandidate): PresentedCandidate {
  const c = r.candidate;
  return {
    origin: c.origin,
    destination: c.destination,
    truck_type: c.truck_type,
    truck_length_ft: c.truck_length_ft,
    weight: c.weight,
    price: c.price,
    rate_per_tonne: c.rate_per_tonne,
    pickup_date: c.pickup_date,
    phone: c.phone,
    material: c.material,
    truck_no: c.truck_no,
    trucks: c.trucks,
    raw: c.raw,
    confidence: c.confidence,
    field_confidence: { ...c.field_confidence },
    valid: r.ready,
    errors: candidateErrors(r),
    sender: c.sender ?? null,
    message_index: c.message_index,
    duplicate_of: r.duplicateOf,
    repeat_of: r.repeatOf,
  };
}
