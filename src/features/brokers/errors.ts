/** Errors of the broker's records. */
import { t } from '../../lib/i18n/index.js';
import { ConflictError, DomainError, ValidationError } from '../../http/errors.js';

/** Nobody has that username or phone number. */
export class DriverNotFoundError extends DomainError {
  constructor(by: 'username' | 'phone') {
    super('NOT_FOUND', by === 'username' ? t('brokers.error.noUser') : t('brokers.error.noDriverPhone'), { [by]: t('error.notFound') });
  }
}

/** The user exists but is not a driver (or is suspended). */
export class NotADriverError extends ValidationError {
  constructor(by: 'username' | 'phone') {
    super({ [by]: t('brokers.error.notDriver') }, t('brokers.error.notDriverLong'));
  }
}

/** Several drivers share the phone number: ask for the username. */
export class AmbiguousPhoneError extends ValidationError {
  constructor() {
    super({ phone: t('brokers.error.ambiguous') }, t('brokers.error.ambiguousLong'));
  }
}

export class AlreadyInNetworkError extends ConflictError {
  constructor() {
    super(t('brokers.error.alreadyIn'));
  }
}

export class AlreadyInvitedError extends ConflictError {
  constructor() {
    super(t('brokers.error.alreadyInvited'));
  }
}

const CLOSED = {
  accepted: 'brokers.error.closed.accepted',
  declined: 'brokers.error.closed.declined',
  cancelled: 'brokers.error.closed.cancelled',
  removed: 'brokers.error.closed.removed',
} as const;

/** The invitation is no longer waiting for an answer (someone else acted first). */
export class InvitationClosedError extends ConflictError {
  constructor(status: string) {
    const key = CLOSED[status as keyof typeof CLOSED] as (typeof CLOSED)[keyof typeof CLOSED] | undefined;
    super(t(key ?? 'brokers.error.closed.other'));
  }
}

export class CommissionAlreadyReceivedError extends ConflictError {
  constructor() {
    super(t('brokers.error.alreadyReceived'));
  }
}

/** A cancelled load earns no commission. */
export class LoadCancelledError extends ConflictError {
  constructor() {
    super(t('brokers.error.loadCancelled'));
  }
}

export class UnknownClientError extends ValidationError {
  constructor() {
    super({ client_id: t('brokers.error.chooseClient') });
  }
}
