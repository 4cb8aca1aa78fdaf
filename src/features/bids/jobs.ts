/**
 * Background job of bids, run by every app instance (src/jobs.ts): an owner's counter-offer not answered within
 * platform_config.counter_offer_hours expires, and its bid goes back to pending at the driver's amount. One
 * conditional update, as the system: safe when several instances run it at once.
 */
import type { Job } from '../../lib/job.js';
import { expireCounterOffers } from './service.js';

export const counterOfferExpiryJob: Job = {
  name: 'bids-counter-expiry',
  everyMs: 60_000,
  async run(db) {
    await expireCounterOffers(db);
  },
};
