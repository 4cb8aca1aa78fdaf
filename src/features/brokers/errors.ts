/** Errors of the broker's records. */
import { ConflictError, DomainError, ValidationError } from '../../http/errors.js';

/** Nobody has that username or phone number. */
export class DriverNotFoundError extends DomainError {
  constructor(by: 'username' | 'phone') {
    super('NOT_FOUND', by === 'username' ? 'No user has that username.' : 'No driver has that phone number.', { [by]: 'Not found' });
  }
}

/** The user exists but is not a driver (or is suspended). */
export class NotADriverError extends ValidationError {
  constructor(by: 'username' | 'phone') {
    super({ [by]: 'That user is not an active driver' }, 'That user is not an active driver; only drivers join a network.');
  }
}

/** Several drivers share the phone number: ask for the username. */
export class AmbiguousPhoneError extends ValidationError {
  constructor() {
    super({ phone: 'More than one driver has that phone number' }, 'More than one driver has that phone number; add them by username.');
  }
}

export class AlreadyInNetworkError extends ConflictError {
  constructor() {
    super('That driver is already in your network.');
  }
}

export class AlreadyInvitedError extends ConflictError {
  constructor() {
    super('That driver already has your invitation; they join your network when they accept it.');
  }
}

const CLOSED: Record<string, string> = {
  accepted: 'This invitation was already accepted.',
  declined: 'This invitation was declined.',
  cancelled: 'This invitation was withdrawn by the broker.',
  removed: 'This invitation is no longer open: the driver was in the network and was removed.',
};

/** The invitation is no longer waiting for an answer (someone else acted first). */
export class InvitationClosedError extends ConflictError {
  constructor(status: string) {
    super(CLOSED[status] ?? 'This invitation is no longer open.');
  }
}

export class CommissionAlreadyReceivedError extends ConflictError {
  constructor() {
    super('This commission is already marked received.');
  }
}

/** A cancelled load earns no commission. */
export class LoadCancelledError extends ConflictError {
  constructor() {
    super('This load was cancelled; no commission is due on it.');
  }
}

export class UnknownClientError extends ValidationError {
  constructor() {
    super({ client_id: 'Choose one of your clients' });
  }
}
