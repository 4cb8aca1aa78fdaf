/** SQL of the outbound webhooks: endpoints, the outbox the triggers of migration 060 fill, and deliveries. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export async function insertEndpoint(db: Db, v: { userId: string; url: string; secret: string; events: string[] }) {
  return db.insertInto('webhookEndpoints').values(v).returning(['id', 'url', 'secret', 'events', 'disabledAt', 'createdAt']).executeTakeFirstOrThrow();
}

export async function endpointsOf(db: Db, userId: string) {
  return db.selectFrom('webhookEndpoints').select(['id', 'url', 'events', 'disabledAt', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

/** The user's own endpoint (someone else's is undefined: not found). */
export async function ownEndpoint(db: Db, userId: string, id: string) {
  return db.selectFrom('webhookEndpoints').select(['id', 'url', 'events', 'disabledAt']).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export async function deleteOwnEndpoint(db: Db, userId: string, id: string) {
  return db.deleteFrom('webhookEndpoints').where('id', '=', id).where('userId', '=', userId).returning('id').executeTakeFirst();
}

export async function countEndpoints(db: Db, userId: string): Promise<number> {
  const r = await db.selectFrom('webhookEndpoints').select(sql<number>`count(*)::int`.as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
  return r.n;
}

/** A test event for one endpoint, through the same outbox as real events. */
export async function queueTestEvent(db: Db, userId: string, endpointId: string): Promise<void> {
  await db
    .insertInto('webhookOutbox')
    .values({ userId, endpointId, event: 'ping', data: JSON.stringify({ message: 'A test event from FreightBazaar' }) })
    .execute();
}

/** Takes up to `limit` events of the outbox (rows another instance holds are skipped) and deletes them. */
export async function takeOutbox(trx: Db, limit: number) {
  return trx
    .deleteFrom('webhookOutbox')
    .where('id', 'in', (q) => q.selectFrom('webhookOutbox').select('id').orderBy('id').limit(limit).forUpdate().skipLocked())
    .returning(['id', 'userId', 'endpointId', 'deliveryId', 'event', 'data', 'createdAt'])
    .execute();
}

/** The user's active endpoints that want this family of events (or the one a test event names). */
export async function endpointsFor(trx: Db, userId: string, family: string, endpointId: string | null) {
  let q = trx.selectFrom('webhookEndpoints').select(['id']).where('userId', '=', userId).where('disabledAt', 'is', null);
  q = endpointId ? q.where('id', '=', endpointId) : q.where(sql<boolean>`${family} = any(events)`);
  return q.execute();
}

export async function insertDelivery(trx: Db, v: { id: string; endpointId: string; event: string; body: string }) {
  await trx.insertInto('webhookDeliveries').values(v).execute();
}

/** Claims a delivery for sending (queued|failed → sending): one claimer wins, so a doubled job posts once. */
export async function claimDelivery(db: Db, id: string) {
  return db
    .with('claimed', (q) =>
      q
        .updateTable('webhookDeliveries')
        .set({ state: 'sending', attempts: sql`attempts + 1`, claimedAt: sql`now()`, updatedAt: sql`now()` })
        .where('id', '=', id)
        .where('state', 'in', ['queued', 'failed'])
        .returning(['id', 'endpointId', 'event', 'body']),
    )
    .selectFrom('claimed')
    .innerJoin('webhookEndpoints as e', 'e.id', 'claimed.endpointId')
    .select(['claimed.id', 'claimed.event', 'claimed.body', 'e.id as endpointId', 'e.url', 'e.secret', 'e.disabledAt'])
    .executeTakeFirst();
}

export async function markSent(db: Db, id: string, status: number): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state: 'sent', sentAt: sql`now()`, lastStatus: status, lastError: null, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

export async function markFailed(db: Db, id: string, state: 'failed' | 'dead', status: number | null, error: string): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state, lastStatus: status, lastError: error.slice(0, 500), updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

export async function disableEndpoint(db: Db, id: string): Promise<void> {
  await db.updateTable('webhookEndpoints').set({ disabledAt: sql`now()` }).where('id', '=', id).where('disabledAt', 'is', null).execute();
}

/** Deliveries left 'sending' past `olderThanMs` (their instance stopped mid-call): dead, for the owner to redeliver. */
export async function deadLetterInterrupted(db: Db, olderThanMs: number): Promise<void> {
  await db
    .updateTable('webhookDeliveries')
    .set({ state: 'dead', lastError: 'interrupted while sending: it may have reached the receiver', updatedAt: sql`now()` })
    .where('state', '=', 'sending')
    .where('claimedAt', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .execute();
}

/** The user's latest deliveries, newest first. */
export async function deliveriesOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .select(['d.id', 'd.endpointId', 'e.url', 'd.event', 'd.state', 'd.attempts', 'd.lastStatus', 'd.lastError', 'd.createdAt', 'd.updatedAt'])
    .where('e.userId', '=', userId)
    .orderBy('d.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The owner sends a dead delivery again (same id and body: receivers deduplicate): queued afresh and put back in
 * the outbox for the dispatcher to enqueue; undefined when it is not theirs, not dead, or its endpoint is disabled.
 */
export async function requeueOwnDead(trx: Db, userId: string, id: string) {
  const row = await trx
    .updateTable('webhookDeliveries as d')
    .set({ state: 'queued', attempts: 0, claimedAt: null, updatedAt: sql`now()` })
    .where('d.id', '=', id)
    .where('d.state', '=', 'dead')
    .where('d.endpointId', 'in', (q) => q.selectFrom('webhookEndpoints').select('id').where('userId', '=', userId).where('disabledAt', 'is', null))
    .returning(['d.id', 'd.event', 'd.endpointId'])
    .executeTakeFirst();
  if (row) await trx.insertInto('webhookOutbox').values({ userId, endpointId: row.endpointId, deliveryId: row.id, event: row.event, data: '{}' }).execute();
  return row;
}

export async function ownDelivery(db: Db, userId: string, id: string) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .select(['d.id', 'd.state'])
    .where('d.id', '=', id)
    .where('e.userId', '=', userId)
    .executeTakeFirst();
}

/** Dead deliveries of every user, newest first (the admin's list). */
export async function listDeadDeliveries(db: Db, limit: number) {
  return db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select(['d.id', 'd.event', 'd.attempts', 'd.lastStatus', 'd.lastError', 'd.updatedAt', 'e.url', 'u.id as userId', 'u.name'])
    .where('d.state', '=', 'dead')
    .orderBy('d.updatedAt', 'desc')
    .limit(limit)
    .execute();
}
