/**
 * Background jobs of escrow, run by every app instance (src/jobs.ts). Both are
 * safe with several instances: the release locks each due load with SKIP LOCKED
 * and releases it with a conditional update, as the system (withActor(db, null)).
 */
import { withActor } from '../../db/database.js';
import type { Job } from '../../lib/job.js';
import { deleteIdempotencyKeysBefore } from '../../http/idempotency.js';
import { autoReleaseDue } from './service.js';

/** Held payments whose load was delivered hold_period_days ago without a dispute go to the driver. */
export const escrowAutoReleaseJob: Job = {
  name: 'escrow-auto-release',
  everyMs: 60_000,
  async run(db) {
    await autoReleaseDue(db);
  },
};

/** Idempotency keys are answered for 7 days, then forgotten. */
export const idempotencyKeyCleanupJob: Job = {
  name: 'escrow-idempotency-cleanup',
  everyMs: 3_600_000,
  async run(db) {
    await withActor(db, null, (trx) => deleteIdempotencyKeysBefore(trx, 7));
  },
};
