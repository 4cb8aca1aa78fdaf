/** Errors of ratings. */
import { ConflictError } from '../../http/errors.js';

/** Ratings open once the trip is delivered. */
export class TripNotDeliveredError extends ConflictError {
  constructor() {
    super('You can rate only after the trip is delivered.');
  }
}

/** One rating per trip per side. */
export class AlreadyRatedError extends ConflictError {
  constructor() {
    super('You have already rated this trip.');
  }
}
