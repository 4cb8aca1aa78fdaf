/** The frame of every page of the books (the layout, the books' own tabs and a heading) and the pieces the nouns' pages share. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { currentLocale, intlTag, type MessageKey, t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { cityName, truckTypeName } from '../../lib/words.js';
import { Layout } from '../../views/layout.js';

export const BOOKS_META = { styles: ['/assets/ledger.css'] };

const TABS: Array<[string, MessageKey]> = [
  ['/ledger', 'books.tab.overview'],
  ['/ledger/loads', 'books.tab.loads'],
  ['/ledger/payments', 'books.tab.payments'],
  ['/ledger/shippers', 'books.tab.clients'],
  ['/ledger/receivables', 'receivables.tab'],
  ['/ledger/vehicles', 'books.tab.vehicles'],
  ['/ledger/reports', 'books.tab.reports'],
];

/** Every ledger page: the layout, the ledger's own tabs and a heading. */
export function BooksPage({ title, user, flash, tab, children, actions }: { title: string; user: SessionUser; flash?: Flash | null; tab: string; children?: Child; actions?: Child }) {
  return (
    <Layout title={title} user={user} flash={flash} active="/ledger" meta={BOOKS_META}>
      <nav class="ledger-tabs" aria-label={t('books.tabs')}>
        <ul>
          {TABS.map(([href, label]) => (
            <li>
              <a href={href} aria-current={tab === href ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="ledger-head">
        <h1>{title}</h1>
        {actions && <div class="ledger-actions">{actions}</div>}
      </div>
      {children}
    </Layout>
  );
}

export const options = (pairs: Array<[string, string]>, empty: string): Array<[string, string]> => [['', empty], ...pairs];
export const truckChoices = (empty = t('books.choose')) =>
  options(
    TRUCK_TYPES.map((t) => [t, truckTypeName(t, 'long')]),
    empty,
  );

export function Money({ paise }: { paise: number | null }) {
  return <span class="num">{formatRupees(paise)}</span>;
}

/** A total, an average or a rate in whole rupees ("₹1,84,500"): paise mean nothing there. A single payment keeps its paise (Money). */
export function wholeRupees(paise: number | null): string {
  return paise === null ? formatRupees(null) : formatRupees(Math.round(paise / 100) * 100);
}

export function Route({ origin, destination }: { origin: string; destination: string }) {
  return (
    <span class="route-text">
      {cityName(origin)} → {cityName(destination)}
    </span>
  );
}

/** A route as text (a chart's label, a page title): the cities in the reader's script. */
export function routeText(origin: string, destination: string): string {
  return `${cityName(origin)} → ${cityName(destination)}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** A month ('2026-11') in the reader's language, always with its four-digit year (never "Nov 26", which reads as a date): 'long' is "November 2026", 'short' "Nov 2026". */
export function monthName(yearMonth: string, form: 'long' | 'short'): string {
  const locale = currentLocale();
  const key = `${locale}:${form}`;
  let f = monthFormats.get(key);
  if (!f) {
    const tag = locale === 'en' ? 'en-IN' : intlTag(locale);
    f = new Intl.DateTimeFormat(tag, form === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(key, f);
  }
  return f.format(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** A period in a filter line: "From 1 Nov 2026", "Until 30 Nov 2026", "1 Nov 2026 – 30 Nov 2026" (with `pickup`: "Pickup from 1 Nov 2026"...); null when neither end is a date. */
export function bookDateRange(from: unknown, to: unknown, kind?: 'pickup'): string | null {
  const day = (v: unknown): string | null => {
    const text = typeof v === 'string' ? v : '';
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? formatDate(text) : null;
  };
  const a = day(from);
  const b = day(to);
  if (a && b) return t(kind ? 'books.range.pickupBetween' : 'books.range.between', { from: a, to: b });
  if (a) return t(kind ? 'books.range.pickupFrom' : 'books.range.from', { from: a });
  if (b) return t(kind ? 'books.range.pickupUntil' : 'books.range.until', { to: b });
  return null;
}
