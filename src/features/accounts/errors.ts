/** Errors of sign-in and registration. */
import { DomainError, RateLimitedError, ValidationError } from '../../http/errors.js';

/** One generic message whether the user is unknown or the password is wrong (SPEC login rule 3). */
export class LoginFailedError extends ValidationError {
  constructor() {
    super({ username: 'Wrong username or password' }, 'Wrong username or password');
  }
}

/** Too many sign-ins for the account or from the address: the next one is allowed after a delay that grows. */
export class LoginThrottledError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
    super(retryAfterSeconds, `Too many failed sign-ins. Please wait ${wait} and try again, or sign in from a device you used before.`);
  }
}

export class UsernameTakenError extends ValidationError {
  constructor() {
    super({ username: 'That username is already taken' });
  }
}

/** /setup once the admin password is set: the address is gone, in the words of the app's not-found page. */
export class SetupClosedError extends DomainError {
  constructor() {
    super('NOT_FOUND', 'There is nothing at this address.');
  }
}
