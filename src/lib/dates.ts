/** Calendar days in India: "today", bid days and pickup dates are Asia/Kolkata days. */

import { currentLocale, intlTag, type Locale } from './i18n/index.js';

const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
/** India Standard Time, UTC+05:30 all year: no daylight saving since 1945. */
const IST_OFFSET_MS = 5.5 * 3600_000;
/** From this instant on (1 Jan 1950) the fixed offset is exact; older instants ask the time-zone database. */
const FIXED_OFFSET_SINCE = Date.UTC(1950, 0, 1);

/** The Asia/Kolkata calendar date (YYYY-MM-DD) of an instant (default: now). */
export function kolkataDate(at: Date = new Date()): string {
  const ms = at.getTime();
  // The board asks for it on every request: shifting the instant is several times cheaper than Intl's formatting.
  if (ms >= FIXED_OFFSET_SINCE) return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
  return kolkataDay.format(at);
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** YYYY-MM-DD plus n days. */
export function addDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const displays = new Map<Locale, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat }>();
/** The date formats of a language (its month names, Latin digits, India's calendar and time). */
function displayOf(locale: Locale) {
  let f = displays.get(locale);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }),
      dayMonth: new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    };
    displays.set(locale, f);
  }
  return f;
}

const formattedDays = new Map<string, string>();

/**
 * "25 Nov 2026" for a YYYY-MM-DD date, in the reader's language ("25 नव॰ 2026"); remembered per language
 * (pages show the same few days again and again).
 */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const locale = currentLocale();
  const key = locale === 'en' ? isoDate : `${locale}:${isoDate}`;
  let text = formattedDays.get(key);
  if (text === undefined) {
    text = displayOf(locale).day.format(new Date(`${isoDate}T00:00:00Z`));
    if (formattedDays.size >= 5000) formattedDays.clear();
    formattedDays.set(key, text);
  }
  return text;
}

/** "25 Nov, 3:40 pm" in India time for an instant, in the reader's language. */
export function formatDateTime(at: Date | string | null | undefined): string {
  if (!at) return '—';
  return displayOf(currentLocale()).time.format(typeof at === 'string' ? new Date(at) : at);
}

/** A YYYY-MM-DD day without its year, in the reader's language, for a chart's axis: "16 Nov", "16 नव॰". */
export function formatDayMonth(isoDate: string): string {
  return displayOf(currentLocale()).dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
}
