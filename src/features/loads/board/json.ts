/**
 * The JSON answers of board pages, kept as bytes per page and audience. The
 * board cache hands out the same rows array for a page until the board changes
 * (cache.ts), so a body that every caller of an audience gets alike is
 * presented and serialised once per board version instead of on every request
 * (without it, 26 Nov 2026: 85 to 110 % more CPU per request; BENCHMARKS.md);
 * a new version brings a new rows array, and the old bodies go with the old one.
 */
import type { FastifyReply } from 'fastify';
import type { SessionUser } from '../../../http/context.js';
import { seesLoadAmounts } from '../presenter.js';
import type { BoardLoadRow } from './queries.js';

/**
 * Whose money a page of loads shows, which decides whether its body may be shared:
 * 'none' (the caller is a party of none of the loads: every such caller gets the same
 * bytes), 'all' (admins: the same bytes for every admin), 'own' (the caller owns or
 * carries a load of the page: their amounts are theirs alone, never kept for others).
 */
export type PageAudience = 'none' | 'all' | 'own';

export function pageAudience(viewer: SessionUser | null, rows: readonly BoardLoadRow[]): PageAudience {
  if (viewer === null) return 'none';
  if (viewer.role === 'admin') return 'all';
  return rows.some((r) => seesLoadAmounts(viewer, r)) ? 'own' : 'none';
}

const bodies = new WeakMap<object, Map<string, Buffer>>();
/** Variants are few per page (audiences x page sizes); never let one page collect without bound. */
const MAX_VARIANTS = 16;

/**
 * Sends the success envelope of `data()` about the page `rows`. `variant` names
 * everything else the body depends on (audience, paging, total, the query echoed);
 * the body is then built once per page and variant and kept with the rows. With
 * `variant` null (a body holding the caller's own amounts) it is built for this
 * request only.
 */
export function sendBoardJson(reply: FastifyReply, page: object, variant: string | null, data: () => object): FastifyReply {
  reply.code(200).type('application/json; charset=utf-8');
  if (variant === null) return reply.send(JSON.stringify({ success: true, data: data() }));
  let byVariant = bodies.get(page);
  if (!byVariant) {
    byVariant = new Map();
    bodies.set(page, byVariant);
  }
  let body = byVariant.get(variant);
  if (!body) {
    body = Buffer.from(JSON.stringify({ success: true, data: data() }));
    if (byVariant.size >= MAX_VARIANTS) byVariant.clear();
    byVariant.set(variant, body);
  }
  return reply.send(body);
}
