/**
 * Board markup rendered once per page (and variant). The board cache hands out the same rows
 * array for a page until the board changes (cache.ts), so markup that depends on
 * the rows alone, never on the viewer, is rendered (and escaped) once per page
 * and version (without it, 26 Nov 2026: about 50 % more CPU per `/loads` page;
 * BENCHMARKS.md); a new version brings a new rows array, and the old markup
 * goes with the old one.
 */
import type { raw } from 'hono/html';
import { currentLocale, LOCALES } from '../../../lib/i18n/index.js';
import type { BoardLoadRow } from './queries.js';
import { keptHtml } from '../../../views/kept-html.js';

type Html = ReturnType<typeof raw>;

const rendered = new WeakMap<readonly BoardLoadRow[], Map<string, Html>>();
/** Variants per page (dialects x the current minute x the request's language); older ones are dropped. */
const MAX_VARIANTS = 6 * LOCALES.length;

/**
 * `render()`'s HTML, kept with `rows` per `variant` (what else it shows: the board's dialect, the minute its
 * "2 h ago" was written in): `render` must show nothing but the rows and the variant.
 */
export function renderedOnce(rows: readonly BoardLoadRow[], variant: string, render: () => { toString(): string }): Html {
  let byVariant = rendered.get(rows);
  if (!byVariant) {
    byVariant = new Map();
    rendered.set(rows, byVariant);
  }
  // The words of the markup (lib/words.ts) are in the request's language: one variant per language.
  const key = `${currentLocale()}:${variant}`;
  let html = byVariant.get(key);
  if (!html) {
    html = keptHtml(String(render()));
    if (byVariant.size >= MAX_VARIANTS) byVariant.delete(byVariant.keys().next().value as string);
    byVariant.set(key, html);
  }
  return html;
}
