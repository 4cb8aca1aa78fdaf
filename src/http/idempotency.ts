/**
 * Idempotency-Key claims (CONTRACT section 9), shared by escrow and chat import.
 * A request with a key claims it in the transaction of its use case; the same
 * request sent again gets the stored answer instead of running again, and the
 * key reused for another route or other parameters is refused by the caller's
 * mismatch error (422 IDEMPOTENCY_MISMATCH). Keys live in idempotency_keys.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.js';
import { ValidationError } from './errors.js';

/** A key bound to the route and a hash of the clean parameters, so a reuse with other parameters is told apart. */
export interface IdempotentRequest {
  key: string;
  route: string;
  requestHash: string;
}

/** The stored answer of the committed request that holds a key. */
export interface StoredAnswer {
  statusCode: number | null;
  /** The response as JSON text (read as text: the camelCase mapper must not touch its snake_case fields). */
  responseText: string;
}

/**
 * The Idempotency-Key of a request: the header, else (for HTML forms, which
 * cannot set headers, when a `body` is given) its hidden `idempotency_key` field.
 * Null when neither is given; 1 to 200 visible ASCII characters, else a 400.
 */
export function idempotencyKeyOf(headers: Record<string, unknown>, body?: unknown): string | null {
  const header = headers['idempotency-key'];
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).idempotency_key : undefined;
  const raw = typeof header === 'string' ? header : typeof fromBody === 'string' ? fromBody : null;
  if (raw === null) return null;
  const key = raw.trim();
  if (key.length < 1 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ValidationError({ 'Idempotency-Key': 'An Idempotency-Key is 1 to 200 visible ASCII characters' });
  }
  return key;
}

/**
 * Claims the user's key for this request in this transaction (null: go on and
 * store the answer), or returns the stored answer of the committed request that
 * took it. A transaction holding the same key uncommitted makes the claim wait
 * for it. A key taken by another route or other parameters, or with no answer,
 * throws `mismatch()`.
 */
export async function claimIdempotencyKey(trx: Tx, userId: string, request: IdempotentRequest, mismatch: () => Error): Promise<StoredAnswer | null> {
  const claimed = await trx
    .insertInto('idempotencyKeys')
    .values({ userId, key: request.key, route: request.route, requestHash: request.requestHash })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return null;
  const prior = await trx
    .selectFrom('idempotencyKeys')
    .select(['route', 'requestHash', 'statusCode', sql<string | null>`response::text`.as('responseText')])
    .where('userId', '=', userId)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (!prior || prior.route !== request.route || prior.requestHash !== request.requestHash || prior.responseText === null) throw mismatch();
  return { statusCode: prior.statusCode, responseText: prior.responseText };
}

/** Stores the answer that a replay of the user's claimed key gets. */
export async function storeIdempotentResponse(trx: Tx, userId: string, key: string, statusCode: number, response: unknown): Promise<void> {
  await trx
    .updateTable('idempotencyKeys')
    .set({ statusCode, response: JSON.stringify(response) })
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Forgets the keys older than `days` days; returns how many. */
export async function deleteIdempotencyKeysBefore(db: Db, days: number): Promise<number> {
  const r = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', sql<Date>`now() - make_interval(days => ${days})`).executeTakeFirst();
  return Number(r.numDeletedRows);
}
