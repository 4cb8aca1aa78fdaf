/** Errors of the admin actions: the rules that keep at least one admin able to act. */
import { ConflictError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** An admin may not suspend their own account (they would lock themselves out). */
export class CannotSuspendSelfError extends ConflictError {
  constructor() {
    super(t('admin.error.suspendSelf'));
  }
}

/** Suspending this admin would leave the platform without an active admin. */
export class LastActiveAdminError extends ConflictError {
  constructor() {
    super(t('admin.error.lastAdmin'));
  }
}

/** The record is already in the state the action would put it in. */
export class AlreadyInStateError extends ConflictError {}

/** A load with a trip under way or money in escrow cannot be deleted. */
export class LoadInUseError extends ConflictError {
  constructor() {
    super(t('admin.error.loadInUse'));
  }
}
