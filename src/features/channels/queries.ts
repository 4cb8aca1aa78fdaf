/** SQL of the outbound channels: the outbox, deliveries, preferences and quiet hours. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Channel, ChannelEvent } from './events.js';

/**
 * Takes up to `limit` notifications from the outbox (rows another instance holds are skipped) with what the
 * fan-out needs: the kind, the message, the recipient's verified phone. The rows are deleted: the caller's
 * transaction writes their deliveries and jobs, or rolls back and gives them back.
 */
export async function takeOutbox(trx: Db, limit: number) {
  return trx
    .with('taken', (db) =>
      db
        .deleteFrom('notificationOutbox')
        .where('notificationId', 'in', (q) => q.selectFrom('notificationOutbox').select('notificationId').orderBy('createdAt').limit(limit).forUpdate().skipLocked())
        .returning('notificationId'),
    )
    .selectFrom('taken')
    .innerJoin('notifications as n', 'n.id', 'taken.notificationId')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .select([
      'n.id',
      'n.userId',
      'n.kind',
      'n.messageKey',
      sql<string | null>`case when u.phone_verified_at is not null then in_mobile_e164(u.phone) end`.as('phone'),
      sql<boolean>`exists (select 1 from push_subscriptions s where s.user_id = n.user_id)`.as('hasPush'),
    ])
    .execute();
}

export async function preferencesOf(db: Db, userId: string) {
  return db.selectFrom('notificationPreferences').select(['event', 'push', 'sms', 'whatsapp']).where('userId', '=', userId).execute();
}

export async function quietHoursOf(db: Db, userId: string) {
  return db.selectFrom('notificationQuietHours').select(['startsMinute', 'endsMinute']).where('userId', '=', userId).executeTakeFirst();
}

/** Creates the deliveries a notification has not got yet (a second fan-out of it adds none). */
export async function insertDeliveries(trx: Db, notificationId: string, channels: Channel[], notBefore: Date): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto('notificationDeliveries')
    .values(channels.map((channel) => ({ notificationId, channel, notBefore })))
    .onConflict((oc) => oc.columns(['notificationId', 'channel']).doNothing())
    .execute();
}

/** A notification's deliveries waiting for a job (new ones, and dead ones an admin sent again). */
export async function queuedDeliveries(trx: Db, notificationId: string) {
  return trx.selectFrom('notificationDeliveries').select(['id', 'notBefore']).where('notificationId', '=', notificationId).where('state', '=', 'queued').execute();
}

/**
 * Claims a delivery for sending: only a queued or failed one, and only one claimer wins (the row's update is
 * atomic), so a job run twice, or two jobs for one delivery, send once. Returns what the message needs.
 */
export async function claimDelivery(db: Db, id: string) {
  return db
    .with('claimed', (q) =>
      q
        .updateTable('notificationDeliveries')
        .set({ state: 'sending', attempts: sql`attempts + 1`, claimedAt: sql`now()`, updatedAt: sql`now()` })
        .where('id', '=', id)
        .where('state', 'in', ['queued', 'failed'])
        .returning(['id', 'notificationId', 'channel', 'attempts']),
    )
    .selectFrom('claimed')
    .innerJoin('notifications as n', 'n.id', 'claimed.notificationId')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .select([
      'claimed.id',
      'claimed.channel',
      'claimed.attempts',
      'n.userId',
      'n.title',
      'n.body',
      'n.messageKey',
      'n.bodyKey',
      'n.params',
      'n.link',
      'u.language',
      sql<string | null>`case when u.phone_verified_at is not null then in_mobile_e164(u.phone) end`.as('phone'),
    ])
    .executeTakeFirst();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.updateTable('notificationDeliveries').set({ state: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` }).where('id', '=', id).where('state', '=', 'sending').execute();
}

export async function markFailed(db: Db, id: string, state: 'failed' | 'dead', error: string): Promise<void> {
  await db
    .updateTable('notificationDeliveries')
    .set({ state, lastError: error.slice(0, 500), updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

/**
 * Deliveries left 'sending' longer than `olderThanMs` (their instance stopped mid-call): the provider may have
 * sent them, so they are not sent again by themselves but dead-lettered for an admin to decide.
 */
export async function deadLetterInterrupted(db: Db, olderThanMs: number): Promise<number> {
  const res = await db
    .updateTable('notificationDeliveries')
    .set({ state: 'dead', lastError: 'interrupted while sending: it may have reached the provider', updatedAt: sql`now()` })
    .where('state', '=', 'sending')
    .where('claimedAt', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Dead deliveries, newest first, with whom and what they were for (the admin's list). */
export async function listDeadDeliveries(db: Db, limit: number) {
  return db
    .selectFrom('notificationDeliveries as d')
    .innerJoin('notifications as n', 'n.id', 'd.notificationId')
    .innerJoin('users as u', 'u.id', 'n.userId')
    .select(['d.id', 'd.channel', 'd.attempts', 'd.lastError', 'd.updatedAt', 'd.notificationId', 'n.kind', 'n.title', 'n.messageKey', 'n.params', 'u.name', 'u.id as userId'])
    .where('d.state', '=', 'dead')
    .orderBy('d.updatedAt', 'desc')
    .limit(limit)
    .execute();
}

/** An admin sends a dead delivery again: queued afresh, and its notification back in the outbox. */
export async function requeueDead(trx: Db, id: string) {
  const row = await trx
    .updateTable('notificationDeliveries')
    .set({ state: 'queued', attempts: 0, notBefore: sql`now()`, claimedAt: null, updatedAt: sql`now()` })
    .where('id', '=', id)
    .where('state', '=', 'dead')
    .returning(['id', 'notificationId', 'channel'])
    .executeTakeFirst();
  if (row)
    await trx
      .insertInto('notificationOutbox')
      .values({ notificationId: row.notificationId })
      .onConflict((oc) => oc.column('notificationId').doNothing())
      .execute();
  return row;
}

export async function deliveryState(db: Db, id: string) {
  return db.selectFrom('notificationDeliveries').select(['id', 'state']).where('id', '=', id).executeTakeFirst();
}

export async function upsertPreferences(trx: Db, userId: string, rows: { event: ChannelEvent; push: boolean; sms: boolean; whatsapp: boolean }[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('notificationPreferences')
    .values(rows.map((r) => ({ userId, ...r })))
    .onConflict((oc) => oc.columns(['userId', 'event']).doUpdateSet({ push: sql`excluded.push`, sms: sql`excluded.sms`, whatsapp: sql`excluded.whatsapp` }))
    .execute();
}

export async function setQuietHours(trx: Db, userId: string, q: { startsMinute: number; endsMinute: number } | null): Promise<void> {
  if (!q) {
    await trx.deleteFrom('notificationQuietHours').where('userId', '=', userId).execute();
    return;
  }
  await trx
    .insertInto('notificationQuietHours')
    .values({ userId, ...q })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ startsMinute: q.startsMinute, endsMinute: q.endsMinute }))
    .execute();
}

/** Saves a device's subscription for the user; the same endpoint (one browser) moves to whoever subscribed last. */
export async function upsertPushSubscription(db: Db, userId: string, v: { endpoint: string; p256dh: string; auth: string }) {
  return db
    .insertInto('pushSubscriptions')
    .values({ userId, ...v })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ userId, p256dh: v.p256dh, auth: v.auth }))
    .returning(['id', 'endpoint', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Removes the user's own subscription of that endpoint; undefined when they have none there. */
export async function deleteOwnPushSubscription(db: Db, userId: string, endpoint: string) {
  return db.deleteFrom('pushSubscriptions').where('userId', '=', userId).where('endpoint', '=', endpoint).returning('id').executeTakeFirst();
}

export async function pushSubscriptionsOf(db: Db, userId: string) {
  return db.selectFrom('pushSubscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('userId', '=', userId).orderBy('createdAt').execute();
}

/** Claims one device of a push delivery; false when it was claimed (sent to) before. */
export async function claimPushDevice(db: Db, deliveryId: string, subscriptionId: string): Promise<boolean> {
  const row = await db
    .insertInto('pushDeliveryDevices')
    .values({ deliveryId, subscriptionId })
    .onConflict((oc) => oc.columns(['deliveryId', 'subscriptionId']).doNothing())
    .returning('deliveryId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a device back after the push service failed, so the retry sends to it. */
export async function releasePushDevice(db: Db, deliveryId: string, subscriptionId: string): Promise<void> {
  await db.deleteFrom('pushDeliveryDevices').where('deliveryId', '=', deliveryId).where('subscriptionId', '=', subscriptionId).execute();
}

/** The push service said the subscription is gone (404/410). */
export async function deletePushSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}
