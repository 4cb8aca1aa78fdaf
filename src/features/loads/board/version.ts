/**
 * The board routes read the board's version in the session lookup's own
 * statement (`config.sessionExtra`, http/session.ts), so a page kept at that
 * version needs no statement of its own: one statement less per signed-in board
 * request (without it, 26 Nov 2026: about 30 % more CPU per board request,
 * app and database; BENCHMARKS.md).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SessionExtra } from '../../../http/context.js';

/** The route config of a board route. */
export const READS_BOARD_VERSION: { sessionExtra: SessionExtra } = { sessionExtra: sql`(select version from load_board_version)` };

/** The board version read with this request's session, or null (signed out: the board reads it itself). */
export function boardVersionOf(req: FastifyRequest): number | null {
  return req.sessionExtra == null ? null : Number(req.sessionExtra);
}
