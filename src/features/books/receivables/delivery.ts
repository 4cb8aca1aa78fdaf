/**
 * Durable delivery of payment reminders (migration 068, client_reminders), on the same loop as the notification
 * channels (lib/durable-queue.ts, pg-boss): never inside a request.
 *
 * 1. `sendReminder` (service.ts) stores a reminder 'queued' with its text, in the request's transaction.
 * 2. This instance's dispatcher takes reminders without a job (jobbed_at IS NULL) with SKIP LOCKED and, in one
 *    transaction, enqueues a pg-boss job per reminder through that transaction's connection and marks it jobbed.
 * 3. A worker claims the reminder (queued|failed -> sending: one winner), sends the text to the client's phone by
 *    the chosen channel (the SMS sender or the WhatsApp Cloud API sender server.ts hands in; their development
 *    outboxes without provider settings) and marks it sent; a failure marks it failed and pg-boss retries, the
 *    last failure (or a refusal no retry changes) marks it dead. A reminder left 'sending' too long is dead.
 */
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../../../db/database.js';
import { bossDb, PermanentFailure, startOutboxQueue, type QueuePolicy } from '../../../lib/durable-queue.js';

const QUEUE = 'client-reminder';

/** The senders the channels feature makes (structurally: no import of another feature). */
export interface ReminderSenders {
  sms: { send(phone: string, text: string): Promise<void> };
  whatsapp: { send(m: { phone: string; text: string; language: string }): Promise<void> };
}

/** Enqueues the job of every reminder that has none yet; returns how many. */
async function dispatchReminders(boss: PgBoss, db: Database, limit = 100): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('clientReminders').select(['id']).where('jobbedAt', 'is', null).orderBy('createdAt').limit(limit).forUpdate().skipLocked().execute();
    for (const r of taken) await boss.send(QUEUE, { deliveryId: r.id }, { db: bossDb(trx) });
    if (taken.length > 0)
      await trx
        .updateTable('clientReminders')
        .set({ jobbedAt: sql`now()` })
        .where(
          'id',
          'in',
          taken.map((r) => r.id),
        )
        .execute();
    return taken.length;
  });
}

/** Sends one reminder (a job's work); throws when the provider failed and a retry may help. */
async function deliverReminder(db: Database, senders: ReminderSenders, reminderId: string, lastAttempt: boolean): Promise<void> {
  const r = await db
    .updateTable('clientReminders')
    .set({ state: 'sending', claimedAt: sql`now()`, attempts: sql`attempts + 1` })
    .where('id', '=', reminderId)
    .where('state', 'in', ['queued', 'failed'])
    .returning(['id', 'channel', 'phone', 'text', 'language'])
    .executeTakeFirst();
  if (!r) return; // sent already, dead, or another worker has it
  try {
    if (r.channel === 'sms') await senders.sms.send(r.phone, r.text);
    else await senders.whatsapp.send({ phone: r.phone, text: r.text, language: r.language });
    await db.updateTable('clientReminders').set({ state: 'sent', sentAt: sql`now()`, lastError: null }).where('id', '=', r.id).execute();
  } catch (err) {
    const permanent = err instanceof PermanentFailure;
    await db
      .updateTable('clientReminders')
      .set({ state: lastAttempt || permanent ? 'dead' : 'failed', lastError: String((err as Error).message).slice(0, 500) })
      .where('id', '=', r.id)
      .execute();
    if (!permanent) throw err;
  }
}

/** Reminders claimed longer ago than this may have reached the provider: dead, never sent again on their own. */
async function sweepReminders(db: Database, olderThanMs: number): Promise<void> {
  await db
    .updateTable('clientReminders')
    .set({ state: 'dead', lastError: 'interrupted while sending' })
    .where('state', '=', 'sending')
    .where('claimedAt', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .execute();
}

export interface ReminderDeliveryHandle {
  /** Enqueues what is waiting now (the timer does it too). */
  dispatch(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the reminders' queue on a pg-boss instance already started (the notification delivery's). */
export async function startReminderDelivery(deps: {
  boss: PgBoss;
  db: Database;
  senders: ReminderSenders;
  policy: QueuePolicy;
  log: { warn(obj: object, msg: string): void };
}): Promise<ReminderDeliveryHandle> {
  const loop = await startOutboxQueue(
    deps.boss,
    QUEUE,
    deps.policy,
    {
      deliver: (id, lastAttempt) => deliverReminder(deps.db, deps.senders, id, lastAttempt),
      dispatch: () => dispatchReminders(deps.boss, deps.db),
      sweep: (olderThanMs) => sweepReminders(deps.db, olderThanMs),
    },
    deps.log,
  );
  return { dispatch: () => dispatchReminders(deps.boss, deps.db), stop: () => loop.stop() };
}
