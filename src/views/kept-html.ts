/**
 * Markup rendered once and kept for many requests (the board's cards, the city list), as one flat string.
 *
 * The JSX renderer builds its text by thousands of concatenations, which V8 keeps as a tree of pieces (a rope). Every
 * answer is made flat before it is written out; a rope kept across requests is walked again by each page that holds
 * it (about three quarters of a millisecond per `/loads` page of 50 cards, 27 Nov 2026: a fifth of the page's CPU).
 * Copying it into a flat string once, when it is kept, takes that off every request.
 */
import { raw } from 'hono/html';

export function keptHtml(markup: string): ReturnType<typeof raw> {
  return raw(Buffer.from(markup, 'utf8').toString('utf8'));
}
