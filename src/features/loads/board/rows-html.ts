/**
 * Board markup rendered once per page. The board cache hands out the same rows
 * array for a page until the board changes (cache.ts), so markup that depends on
 * the rows alone, never on the viewer, is rendered (and escaped) once per page
 * and version (without it, 26 Nov 2026: about 50 % more CPU per `/loads` page;
 * BENCHMARKS.md); a new version brings a new rows array, and the old markup
 * goes with the old one.
 */
import { raw } from 'hono/html';
import type { BoardLoadRow } from './queries.js';

type Html = ReturnType<typeof raw>;

const rendered = new WeakMap<readonly BoardLoadRow[], Html>();

/** `render()`'s HTML, kept with `rows`: `render` must show nothing but the rows. */
export function renderedOnce(rows: readonly BoardLoadRow[], render: () => { toString(): string }): Html {
  let html = rendered.get(rows);
  if (!html) {
    html = raw(String(render()));
    rendered.set(rows, html);
  }
  return html;
}
