/**
 * Use cases of the outbound channels: a user's notification settings, and the admin's dead-letter list of
 * deliveries whose retries ran out, with sending one again. The delivery itself runs in delivery.ts, off requests.
 */
import type { Config } from '../../config.js';
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { CHANNELS, type ChannelEvent, EVENTS } from './events.js';
import { type ChannelChoice, choicesFrom } from './preferences.js';
import { deleteOwnPushSubscription, deliveryState, listDeadDeliveries, preferencesOf, quietHoursOf, requeueDead, setQuietHours, upsertPreferences, upsertPushSubscription } from './queries.js';
import type { PreferencesInput } from './schema.js';
import { pushEndpointAllowed } from './senders.js';

export interface NotificationSettings {
  choices: Record<ChannelEvent, ChannelChoice>;
  quiet: { startsMinute: number; endsMinute: number } | null;
}

/** The user's own settings (defaults for what they never set). */
export async function notificationSettings(db: Database, user: SessionUser): Promise<NotificationSettings> {
  const [prefs, quiet] = await Promise.all([preferencesOf(db, user.id), quietHoursOf(db, user.id)]);
  return { choices: choicesFrom(prefs), quiet: quiet ?? null };
}

/** Saves the user's settings: the switches given (others kept) and the quiet hours (kept when not given). */
export async function saveNotificationSettings(db: Database, user: SessionUser, input: PreferencesInput): Promise<NotificationSettings> {
  return withActor(db, user.id, async (trx) => {
    const current = choicesFrom(await preferencesOf(trx, user.id));
    const rows = EVENTS.filter((e) => input.choices[e]).map((event) => {
      const next = { ...current[event] };
      for (const c of CHANNELS) next[c] = input.choices[event]?.[c] ?? next[c];
      return { event, ...next };
    });
    await upsertPreferences(trx, user.id, rows);
    if (input.quiet !== undefined) await setQuietHours(trx, user.id, input.quiet);
    const prefs = await preferencesOf(trx, user.id);
    return { choices: choicesFrom(prefs), quiet: (await quietHoursOf(trx, user.id)) ?? null };
  });
}

export type DeadDelivery = Awaited<ReturnType<typeof listDeadDeliveries>>[number];

/** Deliveries whose retries ran out (or that stopped mid-call), newest first. */
export async function deadDeliveries(db: Database): Promise<DeadDelivery[]> {
  return listDeadDeliveries(db, 200);
}

/** An admin sends a dead delivery again (the queue's workers pick it up within a poll); only a dead one. */
export async function retryDelivery(db: Database, admin: SessionUser, id: string): Promise<{ id: string; channel: string }> {
  return withActor(db, admin.id, async (trx) => {
    const row = await requeueDead(trx, id);
    if (row) return { id: row.id, channel: row.channel };
    if (await deliveryState(trx, id)) throw new ConflictError('Only a dead delivery can be sent again');
    throw new NotFoundError('Delivery');
  });
}

/** Saves this device's push subscription for the caller (the browser's endpoint and keys). */
export async function subscribePush(db: Database, config: Config, user: SessionUser, sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  if (!config.VAPID_PUBLIC_KEY) throw new ConflictError('Push notifications are not configured on this server');
  if (!pushEndpointAllowed(config, sub.endpoint)) throw new ValidationError({ endpoint: 'Not a push service this server sends to' });
  return withActor(db, user.id, (trx) => upsertPushSubscription(trx, user.id, { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }));
}

/** Removes the caller's subscription of this device (someone else's, or none, is not found). */
export async function unsubscribePush(db: Database, user: SessionUser, endpoint: string): Promise<{ endpoint: string }> {
  return withActor(db, user.id, async (trx) => {
    if (!(await deleteOwnPushSubscription(trx, user.id, endpoint))) throw new NotFoundError('Push subscription');
    return { endpoint };
  });
}
