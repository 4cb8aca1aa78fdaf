/**
 * Background job of loads, run by every app instance (src/jobs.ts): board loads whose pickup day has passed
 * without an accepted bid expire. Safe with several instances: each due load is locked with SKIP LOCKED and
 * expired by a conditional update, as the system (withActor(db, null)); see expireLoadsPastPickup.
 */
import type { Job } from '../../lib/job.js';
import { expireLoadsPastPickup } from './service.js';

export const loadExpiryJob: Job = {
  name: 'loads-expiry',
  everyMs: 5 * 60_000,
  async run(db) {
    await expireLoadsPastPickup(db);
  },
};
