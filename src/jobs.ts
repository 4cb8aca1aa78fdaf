/**
 * Background jobs run by every app instance: the one list of the features'
 * jobs (as src/app.ts is the one list of their routes). What a job must
 * guarantee is in lib/job.ts.
 */
import type { Database } from './db/database.js';
import type { Job } from './lib/job.js';
import { escrowAutoReleaseJob, idempotencyKeyCleanupJob } from './features/escrow/jobs.js';
import { signInCleanupJob } from './features/accounts/jobs.js';
import { loadExpiryJob } from './features/loads/jobs.js';
import { counterOfferExpiryJob } from './features/bids/jobs.js';
import { documentExpiryJob } from './features/documents/jobs.js';
import { loadAlertsJob } from './features/alerts/jobs.js';

/** Jobs of the features; each feature adds its own here. */
const JOBS: Job[] = [escrowAutoReleaseJob, idempotencyKeyCleanupJob, signInCleanupJob, loadExpiryJob, counterOfferExpiryJob, documentExpiryJob, loadAlertsJob];

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
