/**
 * Calendar days as whole numbers (days since 1970-01-01, UTC based so no time zone drift), shared by the
 * stages that read dates: export lines (messages.ts), dates in a post (dates.ts) and the assembly.
 * Reads nothing from the text; takes years, months, days and ISO dates, returns day numbers and ISO dates.
 */
import { editDistance } from '../../../geo/cities.js';

export const DAY_MS = 86_400_000;

const ENGLISH_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * The weekday (0 = Sunday) a word ending in "day" means when it is its English name typed a letter off ("frday",
 * "satarday"; two letters off for names of eight letters or more, "wensday", "thrusday"), and only that one weekday.
 */
export function misspeltWeekday(word: string): number | null {
  if (word.length < 5 || !/d[ae]?y$/.test(word)) return null;
  let found: number | null = null;
  for (const [wd, name] of ENGLISH_WEEKDAYS.entries()) {
    const max = name.length >= 8 ? 2 : 1;
    if (editDistance(word, name, max) > max) continue;
    if (found !== null) return null;
    found = wd;
  }
  return found;
}

export function makeDay(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const t = Date.UTC(year, month - 1, day);
  return new Date(t).getUTCDate() === day ? t / DAY_MS : null;
}

const dayCache = new Map<string, number>();

export function isoToDay(iso: string): number {
  const cached = dayCache.get(iso);
  if (cached !== undefined) return cached;
  const [y, m, d] = iso.split('-').map(Number);
  const day = makeDay(y, m, d);
  if (day === null) throw new RangeError(`Invalid date: ${iso}`);
  if (dayCache.size < 4096) dayCache.set(iso, day);
  return day;
}

const isoCache = new Map<number, string>();

export function dayToIso(day: number): string {
  let iso = isoCache.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (isoCache.size < 4096) isoCache.set(day, iso);
  }
  return iso;
}

// (made once: a formatter costs more to build than a short post costs to parse)
const KOLKATA_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export function todayInKolkata(): string {
  const parts = KOLKATA_DAY.formatToParts(new Date());
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The year for a day and month said without one: the next such date not in the past (CHAT-LABELS: "2nd Jan" on 31
 * December is next year's, "5 Dec" on 31 December too), a post of up to three days back still read as this one.
 */
export function dayNearBase(month: number, day: number, base: number): number | null {
  const year = new Date(base * DAY_MS).getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    const d = makeDay(y, month, day);
    if (d !== null && d - base >= -3) return d;
  }
  return null;
}
