/**
 * A message kept for later (a notification): the key of a catalogue message and its parameters, stored as
 * they are, and rendered in the language of whoever reads it, when they read it. A parameter is stored as
 * data, never as words, and its NAME says how it is shown:
 *
 * - `…Paise` (a number of paise): formatRupees ("₹45,000");
 * - `…City` (a city's canonical name): cityName, in the reader's script;
 * - `…Date` (YYYY-MM-DD): the day in the reader's language;
 * - `…TripStatus` (a trip status code): its name, lower-cased ("on the way to pickup");
 * - an object `{ key, params }`: a message of its own, rendered the same way (a payout's destination);
 * - anything else (a person's name, a reason they typed, a code a message `select`s on): as written.
 *
 * A key the catalogue does not know (a message since removed, an old row) renders as the stored fallback.
 */
import { formatDate } from './dates.js';
import { type Locale, type MessageKey, runInLocale, tCode } from './i18n/index.js';
import { formatRupees } from './money.js';
import { cityName, statusName } from './words.js';

/** A parameter as stored (JSON). */
type StoredParam = string | number | boolean | null | StoredMessage;
export type StoredParams = { [name: string]: StoredParam };
/** A message and its parameters, as stored. */
export interface StoredMessage {
  key: MessageKey;
  params?: StoredParams;
}

function isStoredMessage(v: unknown): v is StoredMessage {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { key?: unknown }).key === 'string';
}

/** One parameter as the reader sees it (see the conventions above). */
function shown(name: string, v: unknown): string | number {
  if (isStoredMessage(v)) return renderStored(v.key, v.params, v.key);
  if (typeof v === 'number') {
    if (name.endsWith('Paise')) return formatRupees(v);
    return v;
  }
  if (typeof v !== 'string') return v === null || v === undefined ? '' : String(v);
  if (name.endsWith('City')) return cityName(v);
  if (name.endsWith('Date')) return formatDate(v);
  if (name.endsWith('TripStatus')) return statusName('trip', v).toLocaleLowerCase();
  return v;
}

/**
 * The message `key` with `params` in the current language; `fallback` (the text stored with it) when the key
 * is missing or unknown.
 */
export function renderStored(key: string | null | undefined, params: unknown, fallback: string): string {
  if (!key) return fallback;
  const values: Record<string, string | number> = {};
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
    for (const [name, v] of Object.entries(params)) values[name] = shown(name, v);
  }
  return tCode(key, values) ?? fallback;
}

/** The same in a given language (the English kept in a row's text columns; a live event for one reader). */
export function renderStoredIn(locale: Locale, key: string | null | undefined, params: unknown, fallback: string): string {
  return runInLocale(locale, () => renderStored(key, params, fallback));
}
