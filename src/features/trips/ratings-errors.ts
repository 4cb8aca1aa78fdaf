/** Errors of ratings. */
import { ConflictError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** Ratings open once the trip is delivered. */
export class TripNotDeliveredError extends ConflictError {
  constructor() {
    super(t('trips.error.notDelivered'));
  }
}

/** One rating per trip per side. */
export class AlreadyRatedError extends ConflictError {
  constructor() {
    super(t('trips.error.alreadyRated'));
  }
}
