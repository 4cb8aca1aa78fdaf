/**
 * Background job of alerts, run by every app instance (src/jobs.ts) every 15 s: new and reposted loads
 * (queued by a trigger when inserted, migration 059) are matched with the saved searches and their users told.
 * Safe with several instances: queued loads are claimed with FOR UPDATE SKIP LOCKED, a (search, load) match is
 * recorded once (primary key), and the daily cap is a conditional upsert; see sendLoadAlerts.
 */
import type { Job } from '../../lib/job.js';
import { ALERT_BATCH, sendLoadAlerts } from './service.js';

export const loadAlertsJob: Job = {
  name: 'load-alerts',
  everyMs: 15_000,
  async run(db) {
    // A full batch means more are waiting: keep going (a few batches) instead of waiting 15 s.
    for (let i = 0; i < 10; i++) {
      const r = await sendLoadAlerts(db);
      if (r.claimed < ALERT_BATCH) return;
    }
  },
};
