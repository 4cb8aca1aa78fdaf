/**
 * Durable delivery of notifications to their outbound channels (SMS, WhatsApp, push), on pg-boss (a job queue
 * kept in PostgreSQL, schema `pgboss`, which pg-boss creates and upgrades itself at start under an advisory lock).
 *
 * 1. `notify` stores a notification; migration 057's trigger adds it to `notification_outbox` in that same
 *    transaction (whatever inserted it), so nothing is fanned out that did not commit, and nothing committed
 *    is lost (an outbox rather than pg-boss's `send` inside the feature's transaction: a request never depends on
 *    the queue's schema, a test database without pg-boss still notifies, and the queue is touched only here).
 * 2. Each instance's dispatcher (every DELIVERY_POLL_MS) takes outbox rows with SKIP LOCKED and, in ONE
 *    transaction, writes a delivery per chosen channel (unique per notification and channel; not before the end of
 *    the user's quiet hours), enqueues a pg-boss job per queued delivery through that transaction's connection
 *    (`send` with `db`), and deletes the rows: deliveries and their jobs commit together, or neither does.
 * 3. pg-boss workers (any instance) run a job: claim the delivery (queued|failed → sending: one winner), call
 *    the provider with a timeout, mark it sent; on a failure mark it failed and throw, and pg-boss retries with
 *    exponential backoff (DELIVERY_RETRY_LIMIT, DELIVERY_RETRY_DELAY_S); the last failure marks it dead, the
 *    dead-letter list of /admin/deliveries, where an admin sends it again.
 * Started by server.ts (never inside a request); tests start it the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { bossDb, PermanentFailure, startOutboxQueue } from '../../lib/durable-queue.js';
import { isLocale } from '../../lib/i18n/index.js';
import { renderStoredIn } from '../../lib/stored-message.js';
import { type Channel, eventOf } from './events.js';
import { choicesFrom, chosenChannels, sendableAt } from './preferences.js';
import {
  claimDelivery,
  claimPushDevice,
  deadLetterInterrupted,
  deletePushSubscription,
  insertDeliveries,
  markFailed,
  markSent,
  preferencesOf,
  pushSubscriptionsOf,
  queuedDeliveries,
  quietHoursOf,
  releasePushDevice,
  takeOutbox,
} from './queries.js';
import type { PushSender, SmsLike, WhatsAppSender } from './senders.js';

const QUEUE = 'notification-delivery';

interface Senders {
  sms: SmsLike;
  whatsapp: WhatsAppSender;
  /** null: no VAPID keys, no push channel. */
  push: PushSender | null;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

export interface DeliveryDeps {
  databaseUrl: string;
  db: Database;
  config: Config;
  senders: Senders;
  log: Log;
}

/** Fans out up to `limit` notifications of the outbox; returns how many it took. */
async function dispatchOutbox(boss: PgBoss, db: Database, pushOn: boolean, limit = 100): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeOutbox(trx, limit);
    const now = new Date();
    for (const n of taken) {
      const event = eventOf(n.kind, n.messageKey);
      if (event) {
        const [prefs, quiet] = await Promise.all([preferencesOf(trx, n.userId), quietHoursOf(trx, n.userId)]);
        // Push needs a subscribed device (and VAPID keys); SMS and WhatsApp a verified phone.
        const channels = chosenChannels(choicesFrom(prefs)[event]).filter((c) => (c === 'push' ? pushOn && n.hasPush : n.phone !== null));
        await insertDeliveries(trx, n.id, channels, sendableAt(now, quiet));
      }
      for (const d of await queuedDeliveries(trx, n.id)) {
        await boss.send(QUEUE, { deliveryId: d.id }, { db: bossDb(trx), startAfter: d.notBefore });
      }
    }
    return taken.length;
  });
}

/** Sends one delivery (a job's work); throws when the provider failed and a retry may help. */
export async function deliverOne(deps: Pick<DeliveryDeps, 'db' | 'config' | 'senders'>, deliveryId: string, lastAttempt: boolean): Promise<void> {
  const d = await claimDelivery(deps.db, deliveryId);
  if (!d) return; // sent already, dead, or another worker has it: nothing to send
  try {
    const language = isLocale(d.language) ? d.language : 'en';
    const title = renderStoredIn(language, d.messageKey, d.params, d.title);
    const body = renderStoredIn(language, d.bodyKey, d.params, d.body);
    if (d.channel === 'push') {
      await sendPush(deps, d.id, d.userId, JSON.stringify({ title, body, url: d.link ?? '/marketplace/notifications' }));
    } else {
      const link = d.link ? ` ${deps.config.BASE_URL}${d.link}` : '';
      const text = `${title}${body ? `: ${body}` : ''}${link}`;
      await send(deps.senders, d.channel as Channel, { phone: d.phone, text, language });
    }
    await markSent(deps.db, d.id);
  } catch (err) {
    const permanent = err instanceof PermanentFailure;
    await markFailed(deps.db, d.id, lastAttempt || permanent ? 'dead' : 'failed', (err as Error).message);
    if (!permanent) throw err;
  }
}

/**
 * Pushes to each of the user's devices: a device is claimed before it is sent to (a retry skips the devices that
 * got it), given back when its push service failed, and its subscription deleted when the service says it is gone.
 */
async function sendPush(deps: Pick<DeliveryDeps, 'db' | 'senders'>, deliveryId: string, userId: string, payload: string): Promise<void> {
  const push = deps.senders.push;
  if (!push) throw new PermanentFailure('push is not configured (VAPID keys)');
  const devices = await pushSubscriptionsOf(deps.db, userId);
  if (devices.length === 0) throw new PermanentFailure('no subscribed device');
  let failure: Error | null = null;
  for (const device of devices) {
    if (!(await claimPushDevice(deps.db, deliveryId, device.id))) continue;
    try {
      if ((await push.send(device, payload)) === 'gone') await deletePushSubscription(deps.db, device.id);
    } catch (err) {
      await releasePushDevice(deps.db, deliveryId, device.id);
      if (!failure || !(err instanceof PermanentFailure)) failure = err as Error;
    }
  }
  if (failure) throw failure;
}

async function send(senders: Senders, channel: Channel, m: { phone: string | null; text: string; language: string }): Promise<void> {
  if (!m.phone) throw new PermanentFailure('no verified phone number');
  if (channel === 'sms') return senders.sms.send(m.phone, m.text);
  return senders.whatsapp.send({ phone: m.phone, text: m.text, language: m.language });
}

export interface DeliveryHandle {
  boss: PgBoss;
  /** Fans out what the outbox holds now (the timer does it too). */
  dispatch(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts pg-boss, the delivery queue's workers and the outbox dispatcher of this instance. */
export async function startDelivery(deps: DeliveryDeps): Promise<DeliveryHandle> {
  const { config, db, log } = deps;
  const boss = new PgBoss({ connectionString: deps.databaseUrl, schema: 'pgboss', max: 3, schedule: false, application_name: 'freightbazaar-jobs' });
  boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  await boss.start();
  const pushOn = deps.senders.push !== null;
  const loop = await startOutboxQueue(
    boss,
    QUEUE,
    { retryLimit: config.DELIVERY_RETRY_LIMIT, retryDelayS: config.DELIVERY_RETRY_DELAY_S, providerTimeoutMs: config.PROVIDER_TIMEOUT_MS, pollMs: config.DELIVERY_POLL_MS },
    {
      deliver: (id, lastAttempt) => deliverOne(deps, id, lastAttempt),
      dispatch: () => dispatchOutbox(boss, db, pushOn),
      sweep: (olderThanMs) => deadLetterInterrupted(db, olderThanMs),
    },
    log,
  );
  return {
    boss,
    dispatch: () => dispatchOutbox(boss, db, pushOn),
    async stop() {
      await loop.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
