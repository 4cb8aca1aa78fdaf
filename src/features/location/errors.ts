/** Errors of location tracking. */
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

export class NotAssignedDriverError extends ForbiddenError {
  constructor() {
    super(t('tracking.error.notAssigned'));
  }
}

/** The load has no trip in progress (not yet accepted, delivered or cancelled). */
export class TripNotActiveError extends ConflictError {
  constructor() {
    super(t('tracking.error.tripNotActive'));
  }
}

/** `field` is `recorded_at`, or `fixes.<i>.recorded_at` in a batch. */
export class FixInFutureError extends ValidationError {
  constructor(field = 'recorded_at') {
    super({ [field]: 'recorded_at is in the future; check the phone clock' });
  }
}

export class FixTooOldError extends ValidationError {
  constructor(field: string, hours: number) {
    super({ [field]: `recorded_at is more than ${hours} hours ago; positions that old are not accepted` });
  }
}

export class FixBeforeTripError extends ValidationError {
  constructor(field: string) {
    super({ [field]: 'recorded_at is before the trip started' });
  }
}

export class TrackingNotAllowedError extends ForbiddenError {
  constructor() {
    super(t('tracking.error.notAllowed'));
  }
}

export class LoadNotOpenError extends ConflictError {
  constructor() {
    super(t('tracking.error.notOpen'));
  }
}
