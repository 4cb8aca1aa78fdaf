/** Errors of the admin actions: the rules that keep at least one admin able to act. */
import { ConflictError } from '../../http/errors.js';

/** An admin may not suspend their own account (they would lock themselves out). */
export class CannotSuspendSelfError extends ConflictError {
  constructor() {
    super('You cannot suspend your own account');
  }
}

/** Suspending this admin would leave the platform without an active admin. */
export class LastActiveAdminError extends ConflictError {
  constructor() {
    super('You cannot suspend the last active admin');
  }
}

/** The record is already in the state the action would put it in. */
export class AlreadyInStateError extends ConflictError {}

/** A load with a trip under way or money in escrow cannot be deleted. */
export class LoadInUseError extends ConflictError {
  constructor() {
    super('This load has a trip under way or money in escrow; it cannot be deleted');
  }
}
