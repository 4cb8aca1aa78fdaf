/**
 * Indian identifiers typed into forms: vehicle registration numbers, GSTINs and
 * mobile numbers. Each `normalise…` tidies what people type (spaces, hyphens,
 * lower case) and returns null when the result is not a valid identifier.
 */

/** State and union-territory codes that open a registration number (old and new ones). */
const STATE_CODES = new Set([
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'DN',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'OR',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TG',
  'TN',
  'TR',
  'TS',
  'UA',
  'UK',
  'UP',
  'WB',
]);

/** State code, district 1-2 digits, series 0-3 letters, number 1-4 digits: MH12AB1234, DL1CAB1234. */
const STATE_SERIES = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
/** Bharat series: year, BH, 4 digits, 1-2 letters (never I or O): 22BH1234AA. */
const BH_SERIES = /^\d{2}BH\d{4}[A-HJ-NP-Z]{1,2}$/;

/**
 * "mh 12 ab 1234", "MH-12-AB-1234" -> "MH12AB1234"; BH series "22 BH 1234 AA" -> "22BH1234AA".
 * Null when it is not a registration number.
 */
export function normaliseVehicleNumber(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[\s.\-_/]+/g, '');
  if (BH_SERIES.test(s)) return s;
  const m = STATE_SERIES.exec(s);
  if (!m) return null;
  const [, state, district, , number] = m;
  if (!STATE_CODES.has(state) || Number(district) === 0 || Number(number) === 0) return null;
  return s;
}

/** GSTIN: 2-digit state, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** "27aapfu0939f1zv " -> "27AAPFU0939F1ZV"; null when the format is wrong. */
export function normaliseGstin(raw: string): string | null {
  const s = raw.toUpperCase().replace(/\s+/g, '');
  return GSTIN_PATTERN.test(s) ? s : null;
}

/** The phone format registration accepts: digits with optional +, spaces and hyphens. */
export const PHONE_PATTERN = /^\+?[0-9][0-9\s-]{7,17}[0-9]$/;

/** The last 10 digits of an Indian mobile number ("+91 98765-43210" -> "9876543210"), for matching. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return digits.slice(-10);
}
