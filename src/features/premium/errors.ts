/** Refusals of the premium plan. */
import { ConflictError, DomainError } from '../../http/errors.js';

/** An Idempotency-Key already used for another request (422 IDEMPOTENCY_MISMATCH). */
export class PremiumKeyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', 'This form was already used for another request. Please try again.');
  }
}

/** Premium given by an admin has no end: there is nothing to extend (409 CONFLICT). */
export class PremiumWithoutEndError extends ConflictError {
  constructor() {
    super('Your premium plan was given by an admin and has no end date, so there is nothing to pay.');
  }
}
