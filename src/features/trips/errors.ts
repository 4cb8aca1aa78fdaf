/** Errors of trips. */
import { ConflictError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';
import { formatDate } from '../../lib/dates.js';
import { statusName } from '../../lib/words.js';

const label = (s: string) => statusName('trip', s).toLowerCase();

/** The trip's state no longer allows the change (final, already there, or backwards). */
export class TripStateError extends ConflictError {
  constructor(current: string, wanted: string) {
    super(
      current === 'delivered' || current === 'cancelled'
        ? t('trips.error.final', { status: label(current) })
        : current === wanted
          ? t('trips.error.already', { status: label(current) })
          : t('trips.error.backwards', { status: label(current), wanted: label(wanted) }),
    );
  }
}

/** The goods are already loaded (or the trip is over): the owner can no longer cancel. */
export class TripNotCancellableError extends ConflictError {
  constructor(current: string) {
    super(t('trips.error.notCancellable', { status: label(current) }));
  }
}

/** A driver tried to skip a step: a trip moves one step at a time (issue 17). */
export class TripSkipError extends ConflictError {
  constructor(current: string, next: string) {
    super(t('pod.error.skip', { status: label(current), next: label(next) }));
  }
}

/** `loaded` before the load's pickup day (an India day). */
export class BeforePickupError extends ConflictError {
  constructor(pickupDate: string) {
    super(t('pod.error.beforePickup', { date: formatDate(pickupDate) }));
  }
}

/** `delivered` is reached only with a proof of delivery, through its own form. */
export class PodNeededError extends ConflictError {
  constructor() {
    super(t('pod.error.needed'));
  }
}
