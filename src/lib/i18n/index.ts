/**
 * The languages of the site and the one way text is looked up: `t('nav.home')` in the current request's
 * language. The current language lives in an AsyncLocalStorage that http/language.ts enters for every
 * request (from ?lang=, the fm_lang cookie, or Accept-Language), so views and lib/words.ts take no new
 * parameter; outside a request (jobs, scripts, unit tests) it is English. Messages are ICU MessageFormat,
 * formatted by @formatjs/intl with one IntlShape (and one formatter cache) per language; a key a language
 * lacks falls back to English (i18n.test.ts fails when any catalogue lacks one).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import * as admin from './areas/admin.js';
import * as auditlog from './areas/auditlog.js';
import * as alerts from './areas/alerts.js';
import * as badges from './areas/badges.js';
import * as books from './areas/books.js';
import * as chatimport from './areas/chatimport.js';
import * as deal from './areas/deal.js';
import * as disputes from './areas/disputes.js';
import * as documents from './areas/documents.js';
import * as lanes from './areas/lanes.js';
import * as forms from './areas/forms.js';
import * as invoices from './areas/invoices.js';
import * as listings from './areas/listings.js';
import * as loaddocs from './areas/loaddocs.js';
import * as loads from './areas/loads.js';
import * as money from './areas/money.js';
import * as payflow from './areas/payflow.js';
import * as people from './areas/people.js';
import * as reach from './areas/reach.js';
import * as receivables from './areas/receivables.js';
import * as reliability from './areas/reliability.js';
import * as reports from './areas/reports.js';
import * as trust from './areas/trust.js';
import * as tripinvoice from './areas/tripinvoice.js';
import { en as coreEn } from './en.js';
import { gu as coreGu } from './gu.js';
import { hi as coreHi } from './hi.js';
import { mr as coreMr } from './mr.js';
import { pa as corePa } from './pa.js';
import { ta as coreTa } from './ta.js';

/** The languages offered, in the order the switch lists them. */
export const LOCALES = ['en', 'hi', 'mr', 'gu', 'pa', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as its readers know it (the switch shows these, never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  pa: 'ਪੰਜਾਬੀ',
  ta: 'தமிழ்',
};

/**
 * The catalogue is written in parts: the core (`en.ts`, `hi.ts`, ...: the shell, the dictionary of
 * lib/words.ts, sign-in and the common errors) and one module per area of the product in `areas/` (each with
 * all six languages, its keys prefixed by the area's own words). A language's catalogue is their union;
 * i18n.test.ts fails when two parts define the same key.
 */
export const AREAS = [
  loads,
  deal,
  money,
  books,
  people,
  admin,
  forms,
  trust,
  listings,
  disputes,
  reliability,
  documents,
  loaddocs,
  badges,
  reports,
  lanes,
  reach,
  alerts,
  chatimport,
  invoices,
  receivables,
  auditlog,
  payflow,
  tripinvoice,
] as const;

/** English, the source: every key of every part. */
export const en = {
  ...coreEn,
  ...loads.en,
  ...deal.en,
  ...money.en,
  ...books.en,
  ...people.en,
  ...admin.en,
  ...forms.en,
  ...trust.en,
  ...listings.en,
  ...disputes.en,
  ...reliability.en,
  ...documents.en,
  ...loaddocs.en,
  ...badges.en,
  ...reports.en,
  ...lanes.en,
  ...reach.en,
  ...alerts.en,
  ...chatimport.en,
  ...invoices.en,
  ...receivables.en,
  ...auditlog.en,
  ...payflow.en,
  ...tripinvoice.en,
};
/** A key of the catalogue (typed: t('nav.hme') is a type error). */
export type MessageKey = keyof typeof en;
/** A translation: every key of English, each an ICU message. */
export type Catalogue = Record<MessageKey, string>;

const CORE: Record<Exclude<Locale, 'en'>, Record<string, string>> = { hi: coreHi, mr: coreMr, gu: coreGu, pa: corePa, ta: coreTa };
function catalogueOf(locale: Exclude<Locale, 'en'>): Partial<Catalogue> {
  return Object.assign({}, CORE[locale], ...AREAS.map((area) => area[locale])) as Partial<Catalogue>;
}

/** The catalogues by language (Partial: a key missing at run time falls back to English). */
export const CATALOGUES: Record<Locale, Partial<Catalogue>> = {
  en,
  hi: catalogueOf('hi'),
  mr: catalogueOf('mr'),
  gu: catalogueOf('gu'),
  pa: catalogueOf('pa'),
  ta: catalogueOf('ta'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag Intl formats with: India's region (Indian grouping, 1,80,860) and Latin digits in every
 * language (Marathi's default would be Devanagari digits; numbers on a load are read and typed in 0-9).
 */
export function intlTag(locale: Locale): string {
  return `${locale}-IN-u-nu-latn`;
}

/**
 * The best supported language of an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8" → hi); English when
 * none is offered. Quality 0 refuses a language; ties keep the header's order.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: Locale | null = null;
  let bestQ = 0;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    const locale = primary === '*' ? DEFAULT_LOCALE : primary;
    if (isLocale(locale) && q > bestQ) {
      best = locale;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_LOCALE;
}

interface RequestLanguage {
  locale: Locale;
  /**
   * The page being answered, for the switch's way back (a GET's path without ?lang=), else null; worked out only
   * when a page draws the switch (a JSON answer never needs it), then kept.
   */
  path: (() => string | null) | string | null;
}
const storage = new AsyncLocalStorage<RequestLanguage>();

/** Runs `fn` (and everything it awaits or schedules) in a language; `path` gives the page the switch returns to. */
export function runInLocale<T>(locale: Locale, fn: () => T, path: (() => string | null) | null = null): T {
  return storage.run({ locale, path }, fn);
}

/** The language of the request being answered; English outside one. */
export function currentLocale(): Locale {
  return storage.getStore()?.locale ?? DEFAULT_LOCALE;
}

/** The page being answered (a GET's path and query, ?lang= left out), for the language switch's `next`. */
export function currentPath(): string | null {
  const store = storage.getStore();
  if (!store) return null;
  if (typeof store.path === 'function') store.path = store.path();
  return store.path;
}

const intls = new Map<Locale, IntlShape<string>>();
function intlFor(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: intlTag(locale),
        defaultLocale: intlTag(DEFAULT_LOCALE),
        // English under the language: a key it lacks reads in English rather than as its key.
        messages: { ...en, ...CATALOGUES[locale] } as Record<string, string>,
        onError: () => {},
      },
      createIntlCache(),
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Values a message interpolates: `{n}` numbers are formatted in the language (Indian grouping). */
export type MessageValues = Record<string, string | number | Date>;

function messageOf(locale: Locale, key: string): string | undefined {
  return (CATALOGUES[locale] as Record<string, string>)[key] ?? (en as Record<string, string>)[key];
}

/** A message in the current language: t('nav.home') → "होम"; t('time.days', { n: 3 }) → "3 दिन पहले". */
export function t(key: MessageKey, values?: MessageValues): string {
  return format(currentLocale(), key, values);
}

/** A message in a given language (a notification read by someone else, a test). */
export function tIn(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return format(locale, key, values);
}

/**
 * A message whose key is built from a code (`status.trip.${code}`): undefined when English has no such key,
 * so the caller can fall back (lib/words.ts humanises an unknown code).
 */
export function tCode(key: string, values?: MessageValues): string | undefined {
  const locale = currentLocale();
  return messageOf(locale, key) === undefined ? undefined : format(locale, key, values);
}

/**
 * Each message's formatter, per language and key, made once. `formatMessage` looks its formatter up again on every
 * call through a memoiser that serialises its arguments (the formatters object among them) with JSON.stringify: a
 * twentieth of the board's CPU while its pages were rebuilt after every post (a CPU profile, BENCHMARKS.md).
 */
const messageFormats = new Map<string, { format(values?: Record<string, unknown>): unknown }>();

function format(locale: Locale, key: string, values?: MessageValues): string {
  const message = messageOf(locale, key);
  if (message === undefined) return key;
  // Most messages are plain text: no formatter needed.
  if (!values && !message.includes('{') && !message.includes("'")) return message;
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = messageFormats.get(cacheKey);
  if (!formatter) {
    const intl = intlFor(locale);
    // What intl.formatMessage would use: the language's formats and its own formatters (no time zone is set).
    formatter = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters });
    messageFormats.set(cacheKey, formatter);
  }
  try {
    return formatter.format({ ...values }) as string;
  } catch {
    // As formatMessage does when a value is missing or wrong: the message as written.
    return message;
  }
}

/**
 * A message with marked parts (`<shipper>as a shipper</shipper>`): each tag's function renders its text
 * (a link, in a view), and the result is the list of pieces to put in the page.
 */
export function tRich<T>(key: MessageKey, tags: Record<string, (chunks: string[]) => T>, values?: MessageValues): Array<string | T> {
  const locale = currentLocale();
  const out = intlFor(locale).formatMessage({ id: key }, { ...values, ...tags } as Record<string, never>) as unknown;
  return Array.isArray(out) ? (out as Array<string | T>) : [out as string];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** A number in the current language with Indian grouping (1,80,860), at most `maxFractionDigits` decimals. */
export function formatNumber(n: number | bigint, maxFractionDigits = 0): string {
  const key = `${currentLocale()}:${maxFractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlTag(currentLocale()), { maximumFractionDigits: maxFractionDigits });
    numberFormats.set(key, f);
  }
  return f.format(n);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A calendar date in India's time and the current language: "1 Sept 2026", "1 सित॰ 2026". */
export function formatDayMonthYear(d: Date): string {
  const locale = currentLocale();
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    dateFormats.set(locale, f);
  }
  return f.format(d);
}
