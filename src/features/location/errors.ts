/** Errors of location tracking. */
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors.js';

export class NotAssignedDriverError extends ForbiddenError {
  constructor() {
    super('Only the driver assigned to this load can share its location');
  }
}

/** The load has no trip in progress (not yet accepted, delivered or cancelled). */
export class TripNotActiveError extends ConflictError {
  constructor() {
    super('Location can be shared only while the trip is active');
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
    super("Only the load's owner, its assigned driver and admins can follow this truck");
  }
}

export class LoadNotOpenError extends ConflictError {
  constructor() {
    super('Nearby drivers are shown only for open loads');
  }
}
