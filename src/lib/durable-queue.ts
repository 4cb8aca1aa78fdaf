/**
 * The durable delivery loop that the notification channels (features/channels) and the webhooks
 * (features/webhooks) both run on pg-boss: a queue with retries and exponential backoff, workers that deliver one
 * claimed row per job, and this instance's dispatcher, which every `pollMs` turns outbox rows into deliveries and
 * jobs (`dispatch`) and then marks dead what stayed "sending" too long (`sweep`: it may have reached the receiver,
 * so it is never sent again on its own). What a delivery is and how it is sent stays the feature's.
 */
import { CompiledQuery } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';

/** A failure a retry cannot change (a 4xx answer, a refused address): the delivery is dead at once. */
export class PermanentFailure extends Error {}

/** A Kysely transaction as pg-boss's `db` option: a job sent with it is enqueued on the transaction's connection. */
export function bossDb(trx: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const res = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: res.rows as unknown[] };
    },
  } as PgBoss.Db;
}

export interface QueuePolicy {
  retryLimit: number;
  retryDelayS: number;
  /** The timeout of one call to the provider or receiver. */
  providerTimeoutMs: number;
  pollMs: number;
}

export interface QueueWork {
  /** Sends the delivery a job names; throws to have pg-boss retry it. */
  deliver(deliveryId: string, lastAttempt: boolean): Promise<void>;
  /** Turns outbox rows into deliveries and their jobs. */
  dispatch(): Promise<unknown>;
  /** Marks dead the deliveries claimed longer ago than this. */
  sweep(olderThanMs: number): Promise<unknown>;
}

/** Creates (or updates) the queue, starts its workers and this instance's dispatcher; `stop` ends both. */
export async function startOutboxQueue(boss: PgBoss, name: string, policy: QueuePolicy, work: QueueWork, log: { warn(obj: object, msg: string): void }): Promise<{ stop(): Promise<void> }> {
  const queue = {
    name,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelayS,
    retryBackoff: true,
    // A job's lease outlives a call at its timeout, with room to mark the result.
    expireInSeconds: Math.ceil((policy.providerTimeoutMs * 3) / 1000) + 60,
  };
  await boss.createQueue(name, queue);
  await boss.updateQueue(name, queue);
  await boss.work<{ deliveryId: string }>(name, { includeMetadata: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await work.deliver(job.data.deliveryId, job.retryCount >= job.retryLimit);
  });

  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // the last round is still going
    running = (async () => {
      await work.dispatch();
      await work.sweep(policy.providerTimeoutMs * 3 + 60_000);
    })()
      .catch((err) => log.warn({ err, queue: name }, 'outbox fan-out failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, policy.pollMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await boss.offWork(name);
    },
  };
}
