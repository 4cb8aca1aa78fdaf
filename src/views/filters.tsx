/** Shared pieces of a filtered, paginated list page: the GET filter form, its error, status tabs, and the results with their pager. */
import type { Child } from 'hono/jsx';
import { formatDate } from '../lib/dates.js';
import { t, tRich } from '../lib/i18n/index.js';
import { ErrorSummary, type FormErrors, type FormValues } from './form.js';
import { Pagination, type PageInfo } from './pagination.js';

/** A filter that failed to parse is summarised by its first message. */
export function FilterError({ errors }: { errors?: FormErrors | null }) {
  return <ErrorSummary errors={errors} message={errors ? Object.values(errors)[0] : null} />;
}

/** Tabs that filter the list at `base` by its `status` query parameter (the value '' is the unfiltered list), the current one marked. */
export function FilterTabs<T extends string>({ base, tabs, current, label }: { base: string; tabs: Array<[T, string]>; current: T; label: string }) {
  return (
    <nav class="tabs" aria-label={label}>
      {tabs.map(([value, text]) => (
        <a href={value === '' ? base : `${base}?status=${value}`} aria-current={current === value ? 'page' : undefined}>
          {text}
        </a>
      ))}
    </nav>
  );
}

/**
 * The results of valid filters (nothing while `info` is null): the `empty` card when
 * no row matched, else the table (the children); then page links that keep the filters.
 */
export function FilteredResults({ info, count, empty, baseUrl, query, children }: { info: PageInfo | null; count: number; empty: string; baseUrl: string; query: FormValues; children?: Child }) {
  if (!info) return null;
  return (
    <>
      {count === 0 ? <p class="card">{empty}</p> : <div class="table-wrap">{children}</div>}
      <Pagination info={info} baseUrl={baseUrl} query={query} />
    </>
  );
}

/**
 * A list's filters folded into one line on a phone: the summary of what is chosen ("Delhi → Any city · Any
 * truck · Newest first") and a Filters button, which opens the form as a sheet. A <details> element, so it
 * opens and closes without JavaScript; it opens by itself when a filter needs correcting (`open`). `notice`
 * is shown above the line (a filter's message in words, what is shown meanwhile).
 */
export function FilterSheet({
  action,
  summary,
  open,
  notice,
  submitLabel = t('filters.showResults'),
  clearHref,
  label = t('filters.label'),
  children,
}: {
  action: string;
  summary: string;
  open?: boolean;
  notice?: Child;
  submitLabel?: string;
  clearHref?: string;
  label?: string;
  children?: Child;
}) {
  return (
    <div class="filter-sheet-wrap">
      {notice}
      <details class="filter-sheet" open={open}>
        <summary>
          <span class="filter-summary">{summary}</span>
          <span class="filter-open button secondary small" aria-hidden="true">
            {label}
          </span>
        </summary>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for the phone browsers we serve; a form with role="search" is the supported form of it */}
        <form method="get" action={action} class="filters sheet" role="search" aria-label={label}>
          {children}
          <div class="sheet-actions">
            <button type="submit">{submitLabel}</button>
            {clearHref && (
              <a class="button secondary" href={clearHref}>
                {t('filters.clear')}
              </a>
            )}
          </div>
        </form>
      </details>
    </div>
  );
}

/**
 * The one line of a FilterSheet: the words of each filter that is set, joined by " · " ("“ravi” · Driver ·
 * Suspended"), or `none` when nothing narrows the list ("All users").
 */
export function filterLine(parts: Array<string | null | undefined | false>, none: string): string {
  const set = parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return set.length ? set.join(' · ') : none;
}

/** The label of `value` among a select's [value, label] options, or null when it is empty or not one of them. */
export function chosenLabel(options: ReadonlyArray<readonly [string, string]>, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return options.find(([v]) => v === String(value))?.[1] ?? null;
}

/** A date range in a filter line: "From 1 Nov 2026", "Until 30 Nov 2026", "1 Nov 2026 – 30 Nov 2026"; null when neither end is a valid date. */
export function dateRangeLine(from: unknown, to: unknown, prefix = ''): string | null {
  const day = (v: unknown): string | null => {
    const text = typeof v === 'string' ? v : '';
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? formatDate(text) : null;
  };
  const a = day(from);
  const b = day(to);
  const range = a && b ? `${a} – ${b}` : a ? t('filters.range.from', { from: a }) : b ? t('filters.range.until', { to: b }) : null;
  return range && prefix ? `${prefix} ${range.charAt(0).toLowerCase()}${range.slice(1)}` : range;
}

/**
 * For a name a list does not know: "No city called “Mumbaii” on the board. Did you mean Mumbai?", a link that
 * reruns the list with that spelling. `what` and `where` (words in the reader's language) name another kind of
 * thing and place.
 */
export function DidYouMean({ typed, suggestion, href, what, where }: { typed: string; suggestion: string; href: string; what?: string; where?: string }) {
  const link = (c: string[]) => <a href={href}>{c}</a>;
  return (
    <p class="did-you-mean">
      {what || where
        ? tRich('filters.didYouMeanOther', { link }, { typed, suggestion, what: what ?? t('filters.city'), where: where ?? t('filters.onTheBoard') })
        : tRich('filters.didYouMean', { link }, { typed, suggestion })}
    </p>
  );
}
