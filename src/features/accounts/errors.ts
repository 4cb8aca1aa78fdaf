/** Errors of sign-in and registration. */
import { t } from '../../lib/i18n/index.js';
import { DomainError, RateLimitedError, ValidationError } from '../../http/errors.js';

/** One generic message whether the user is unknown or the password is wrong (SPEC login rule 3). */
export class LoginFailedError extends ValidationError {
  constructor() {
    super({ username: t('accounts.error.wrongPassword') }, t('accounts.error.wrongPassword'));
  }
}

/** Too many sign-ins for the account or from the address: the next one is allowed after a delay that grows. */
export class LoginThrottledError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, retryAfterSeconds < 90 ? t('accounts.error.throttledSeconds', { n: retryAfterSeconds }) : t('accounts.error.throttledMinutes', { n: Math.ceil(retryAfterSeconds / 60) }));
  }
}

export class UsernameTakenError extends ValidationError {
  constructor() {
    super({ username: t('accounts.error.usernameTaken') });
  }
}

/** /setup once the admin password is set: the address is gone, in the words of the app's not-found page. */
export class SetupClosedError extends DomainError {
  constructor() {
    super('NOT_FOUND', t('accounts.error.setupClosed'));
  }
}
