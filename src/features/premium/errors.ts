/** Refusals of the premium plan. */
import { ConflictError, DomainError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** An Idempotency-Key already used for another request (422 IDEMPOTENCY_MISMATCH). */
export class PremiumKeyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', t('premium.error.keyReused'));
  }
}

/** Premium given by an admin has no end: there is nothing to extend (409 CONFLICT). */
export class PremiumWithoutEndError extends ConflictError {
  constructor() {
    super(t('premium.error.noEnd'));
  }
}
