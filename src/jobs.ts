/**
 * Background jobs run by every app instance. Each job must be safe when several
 * instances run it at once (row locks with SKIP LOCKED, or conditional updates),
 * and acts as the system in the audit log (withActor(db, null, ...)).
 */
import type { Database } from './db/database.js';
import { escrowAutoReleaseJob, idempotencyKeyCleanupJob } from './features/escrow/jobs.js';
import { signInCleanupJob } from './features/accounts/jobs.js';

export interface Job {
  name: string;
  everyMs: number;
  run(db: Database): Promise<void>;
}

/** Jobs of the features; each feature adds its own here. */
export const JOBS: Job[] = [escrowAutoReleaseJob, idempotencyKeyCleanupJob, signInCleanupJob];

export function startJobs({ db, log }: { db: Database; log: { warn(obj: object, msg: string): void } }): { stop(): void } {
  const timers = JOBS.map((job) =>
    setInterval(() => {
      job.run(db).catch((err) => log.warn({ err, job: job.name }, 'background job failed'));
    }, job.everyMs),
  );
  return {
    stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}
