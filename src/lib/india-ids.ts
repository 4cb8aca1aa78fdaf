/**
 * Indian identifiers typed into forms: vehicle registration numbers, GSTINs, PANs,
 * driving licences, insurance policy numbers and mobile numbers. Each `normalise…` tidies what people type (spaces, hyphens,
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
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme, weights 1 and 2 alternately). */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN's state code: 01-38 (states and union territories), 97 (other territory), 99 (centre jurisdiction). */
function isGstinState(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

function tidyGstin(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '');
}

/** "27aapfu0939f1zv " -> "27AAPFU0939F1ZV"; null when the format, the state code or the check character is wrong. */
export function normaliseGstin(raw: string): string | null {
  const s = tidyGstin(raw);
  if (!GSTIN_PATTERN.test(s) || !isGstinState(s.slice(0, 2))) return null;
  return gstinCheckCharacter(s.slice(0, 14)) === s.charAt(14) ? s : null;
}

/** True when `raw` has a GSTIN's shape but its check character does not match: a typo somewhere in it. */
export function isMistypedGstin(raw: string): boolean {
  const s = tidyGstin(raw);
  return GSTIN_PATTERN.test(s) && isGstinState(s.slice(0, 2)) && gstinCheckCharacter(s.slice(0, 14)) !== s.charAt(14);
}

/** What a valid GSTIN says: its state code and the PAN inside it. */
export function gstinParts(gstin: string): { stateCode: string; pan: string } {
  return { stateCode: gstin.slice(0, 2), pan: gstin.slice(2, 12) };
}

/** PAN: 5 letters (the 4th the holder's type: Person, Company, HUF, Firm, AOP, Trust, BOI, Local authority, Juridical person, Government), 4 digits, 1 letter. */
const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

/** "aapfu 0939 f" -> "AAPFU0939F"; null when it is not a PAN. */
export function normalisePan(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[\s-]+/g, '');
  return PAN_PATTERN.test(s) ? s : null;
}

/** Driving licence: state code, 2-digit RTO, 4-digit year of issue, 7 digits (MH1420110062821). */
const LICENCE_PATTERN = /^([A-Z]{2})(\d{2})(\d{4})(\d{7})$/;

/** "MH14 20110062821", "mh-14-2011-0062821" -> "MH1420110062821"; null when it is not a licence number (year 1950..this year). */
export function normaliseDrivingLicence(raw: string, today: Date = new Date()): string | null {
  const s = raw.toUpperCase().replace(/[\s\-/.]+/g, '');
  const m = LICENCE_PATTERN.exec(s);
  if (!m) return null;
  const [, state, rto, year] = m;
  if (!STATE_CODES.has(state as string) || Number(rto) === 0) return null;
  const y = Number(year);
  if (y < 1950 || y > today.getUTCFullYear()) return null;
  return s;
}

/** An insurance policy number: 5-30 of 0-9, A-Z, "/" and "-" once spaces are taken out and letters raised. */
export function normalisePolicyNumber(raw: string): string | null {
  const s = raw.toUpperCase().replace(/\s+/g, '');
  return /^[0-9A-Z/-]{5,30}$/.test(s) ? s : null;
}

/** The phone format registration accepts: digits with optional +, spaces and hyphens. */
export const PHONE_PATTERN = /^\+?[0-9][0-9\s-]{7,17}[0-9]$/;

/** The last 10 digits of an Indian mobile number ("+91 98765-43210" -> "9876543210"), for matching. */
export function phoneDigits(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return digits.slice(-10);
}
