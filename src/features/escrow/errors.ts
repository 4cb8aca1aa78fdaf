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

/** No real payment gateway is configured where one is required (production without PAYMENT_GATEWAY=razorpay): 503 PAYMENTS_UNAVAILABLE. */
export class PaymentsUnavailableError extends DomainError {
  constructor(message = 'Deposits are switched off: no payment gateway is configured on this server. No money was taken. Please try again later or contact support.') {
    super('PAYMENTS_UNAVAILABLE', message);
  }
}

/** The payment gateway could not be reached or refused the call; nothing was changed here (502 PAYMENT_GATEWAY_ERROR). */
export class PaymentGatewayError extends DomainError {
  constructor(message = 'The payment gateway is unreachable right now. Nothing was charged or changed; please try again in a few minutes.') {
    super('PAYMENT_GATEWAY_ERROR', message);
  }
}
