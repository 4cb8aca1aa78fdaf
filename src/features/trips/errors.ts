/** Errors of trips. */
import { ConflictError } from '../../http/errors.js';
import { STATUS_LABELS, type TripStatus } from '../../lib/trip-status.js';

const label = (s: string) => STATUS_LABELS[s as TripStatus]?.toLowerCase() ?? s;

/** The trip's state no longer allows the change (final, already there, or backwards). */
export class TripStateError extends ConflictError {
  constructor(current: string, wanted: string) {
    super(
      current === 'delivered' || current === 'cancelled'
        ? `This trip is already ${label(current)}; its status can no longer change.`
        : current === wanted
          ? `This trip is already ${label(current)}.`
          : `This trip is ${label(current)}; its status only moves forward, so it cannot become ${label(wanted)}.`,
    );
  }
}

/** The goods are already loaded (or the trip is over): the owner can no longer cancel. */
export class TripNotCancellableError extends ConflictError {
  constructor(current: string) {
    super(`This trip is ${label(current)}; a trip can be cancelled only before it is loaded.`);
  }
}
