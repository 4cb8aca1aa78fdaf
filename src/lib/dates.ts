/** Calendar days in India: "today", bid days and pickup dates are Asia/Kolkata days. */
import { currentLocale, intlTag, type Locale } from './i18n/index.js';

const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Kolkata calendar date (YYYY-MM-DD) of an instant (default: now). */
export function kolkataDate(at: Date = new Date()): string {
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

const display = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "25 Nov, 3:40 pm" per language (the reader's month names). */
const displayTimes = new Map<Locale, Intl.DateTimeFormat>();
function displayTime(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let f = displayTimes.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : intlTag(locale), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
    displayTimes.set(locale, f);
  }
  return f;
}

const formattedDays = new Map<string, string>();

/** "25 Nov 2026" for a YYYY-MM-DD date (remembered: pages show the same few days again and again). */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  let text = formattedDays.get(isoDate);
  if (text === undefined) {
    text = display.format(new Date(`${isoDate}T00:00:00Z`));
    if (formattedDays.size >= 5000) formattedDays.clear();
    formattedDays.set(isoDate, text);
  }
  return text;
}

/** "25 Nov, 3:40 pm" in India time for an instant, in the reader's language. */
export function formatDateTime(at: Date | string | null | undefined): string {
  if (!at) return '—';
  return displayTime().format(typeof at === 'string' ? new Date(at) : at);
}
