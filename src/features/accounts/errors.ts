/** Errors of sign-in and registration. */
import { DomainError, ValidationError } from '../../http/errors.js';

/** One generic message whether the user is unknown or the password is wrong (SPEC login rule 3). */
export class LoginFailedError extends ValidationError {
  constructor() {
    super({ username: 'Wrong username or password' }, 'Wrong username or password');
  }
}

export class LoginThrottledError extends DomainError {
  constructor() {
    super('RATE_LIMITED', 'Too many failed sign-ins. Please wait 15 minutes and try again.');
  }
}

export class UsernameTakenError extends ValidationError {
  constructor() {
    super({ username: 'That username is already taken' });
  }
}
