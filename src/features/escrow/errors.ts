/** Errors of the escrow ledger. */
import { ConflictError, DomainError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** The balance the movement draws on is too small (CONTRACT section 9: 409 INSUFFICIENT_FUNDS). */
export class InsufficientFundsError extends DomainError {
  constructor(message = t('wallet.error.insufficient')) {
    super('INSUFFICIENT_FUNDS', message);
  }
}

/** An Idempotency-Key reused for a different request (422 IDEMPOTENCY_MISMATCH). */
export class IdempotencyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', t('wallet.error.keyReused'));
  }
}

/** The payment of a load is not in a state that allows the action (409 CONFLICT). */
export class PaymentStateError extends ConflictError {}

/** No real payment gateway is configured where one is required (production without PAYMENT_GATEWAY=razorpay): 503 PAYMENTS_UNAVAILABLE. */
export class PaymentsUnavailableError extends DomainError {
  constructor(message = t('wallet.error.depositsOff')) {
    super('PAYMENTS_UNAVAILABLE', message);
  }
}

/** The payment gateway could not be reached or refused the call; nothing was changed here (502 PAYMENT_GATEWAY_ERROR). */
export class PaymentGatewayError extends DomainError {
  constructor(message = t('wallet.error.gateway')) {
    super('PAYMENT_GATEWAY_ERROR', message);
  }
}
