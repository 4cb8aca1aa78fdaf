/** Background job of accounts: forgets sign-in throttle budgets quiet for a day and devices unused for a year. */
import type { Job } from '../../lib/job.js';
import { deleteOldLoginAttempts } from './queries.js';

export const signInCleanupJob: Job = {
  name: 'sign-in throttle cleanup',
  everyMs: 60 * 60 * 1000,
  run: (db) => deleteOldLoginAttempts(db),
};
