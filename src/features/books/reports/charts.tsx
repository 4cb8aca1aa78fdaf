/**
 * Bar charts of the ledger's reports, readable on a phone: the words (labels,
 * values) are HTML text at the page's size, never SVG text that shrinks with
 * the drawing; each bar is a small SVG stretched to its row (no script, no
 * style attribute: the CSP forbids both; colours are SVG fill attributes).
 * Every chart sits next to a table of the same numbers and carries a text
 * summary for screen readers.
 */

import { t } from '../../../lib/i18n/index.js';

const COLOURS = { freight: '#0b5cad', received: '#1f7a3a', paid: '#a15c00' } as const;
const round = (n: number) => Math.round(n * 10) / 10;
/** A bar's length in percent of the row, at least a sliver for any value above nothing. */
const percent = (value: number, max: number) => (max > 0 && value > 0 ? Math.max(0.5, round((value / max) * 100)) : 0);

export interface Bar {
  label: string;
  value: number;
}

/** Horizontal bars (one per row), scaled to the largest value; the label and the formatted value above each bar. */
export function HorizontalBarChart({ id, title, bars, format }: { id: string; title: string; bars: Bar[]; format: (n: number) => string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  const summary = `${title}: ${bars.map((b) => `${b.label} ${format(b.value)}`).join('; ') || t('books.chart.noDataShort')}`;
  return (
    <figure class="ledger-chart" id={id} aria-label={summary}>
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p class="muted">{t('books.chart.noData')}</p>
      ) : (
        <ol class="hbars">
          {bars.map((b) => (
            <li>
              <span class="hbar-label">{b.label}</span>
              <span class="hbar-value">{format(b.value)}</span>
              <svg class="hbar" viewBox="0 0 100 10" preserveAspectRatio="none" role="img" aria-label={`${b.label}: ${format(b.value)}`}>
                <rect x="0" y="0" width={percent(b.value, max)} height="10" fill={COLOURS.freight} data-value={String(b.value)} />
              </svg>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}

export interface MonthBars {
  label: string;
  freight: number;
  received: number;
  paid: number;
}

/**
 * Three bars per month (freight billed, money received, money paid out) on one
 * scale, oldest month first: one row a month, the month's name as text beside
 * its bars, so twelve months fit a phone's width without shrinking the words.
 */
export function MonthlyChart({ id, title, months, format }: { id: string; title: string; months: MonthBars[]; format: (n: number) => string }) {
  const max = Math.max(0, ...months.flatMap((m) => [m.freight, m.received, m.paid]));
  const series = [
    ['freight', t('books.col.freight')],
    ['received', t('books.col.received')],
    ['paid', t('books.col.paidOut')],
  ] as const;
  return (
    <figure class="ledger-chart" id={id}>
      <figcaption>
        {title}{' '}
        <span class="legend">
          {series.map(([key, label]) => (
            <span class={`legend-${key}`}>{label}</span>
          ))}
        </span>
      </figcaption>
      {max > 0 && <p class="chart-scale muted">{t('books.chart.longestBar', { amount: format(max) })}</p>}
      <ol class="month-bars">
        {months.map((m) => {
          const words = t('books.chart.monthWords', { month: m.label, freight: format(m.freight), received: format(m.received), paid: format(m.paid) });
          return (
            <li>
              <span class="month-label">{m.label}</span>
              <svg class="month-bar" viewBox="0 0 100 30" preserveAspectRatio="none" role="img" aria-label={words}>
                <title>{words}</title>
                {series.map(([key], j) => (
                  <rect x="0" y={j * 10 + 1} width={percent(m[key], max)} height="8" fill={COLOURS[key]} data-value={String(m[key])} />
                ))}
              </svg>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
