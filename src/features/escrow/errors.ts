/** Errors of the escrow ledger. */
import { ConflictError, DomainError } from '../../http/errors.js';

/** The balance the movement draws on is too small (CONTRACT section 9: 409 INSUFFICIENT_FUNDS). */
export class InsufficientFundsError extends DomainError {
  constructor(message = 'Not enough money in your escrow balance for this') {
    super('INSUFFICIENT_FUNDS', message);
  }
}

/** An Idempotency-Key reused for a different request (422 IDEMPOTENCY_MISMATCH). */
export class IdempotencyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different request');
  }
}

/** The payment of a load is not in a state that allows the action (409 CONFLICT). */
export class PaymentStateError extends ConflictError {}
