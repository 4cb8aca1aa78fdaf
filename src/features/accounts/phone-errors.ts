/** Errors of phone-code sign-in. */
import { ConflictError, DomainError, RateLimitedError, ValidationError } from '../../http/errors.js';
import { MAX_SENDS, SEND_WINDOW_MINUTES } from './codes.js';

export class TooManyCodesError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      retryAfterSeconds,
      `At most ${MAX_SENDS} codes can be sent to a number in ${SEND_WINDOW_MINUTES} minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with your username and password.`,
    );
  }
}

/** One address asked for too many codes (to any numbers): the guard against SMS pumping. */
export class TooManyCodesFromAddressError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(retryAfterSeconds, `Too many sign-in codes were asked for from your connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in with your username and password.`);
  }
}

/** The SMS could not be handed to the provider; nothing was stored, and the form that asked is drawn again. */
export class SmsNotSentError extends DomainError {
  constructor(cause?: unknown) {
    super('SMS_NOT_SENT', 'We could not send the SMS just now. Please try again in a minute.');
    this.cause = cause;
  }
}

/** No code is waiting for this number: never sent, already used, or replaced by a newer one. */
export class NoActiveCodeError extends ValidationError {
  constructor() {
    super({ code: 'There is no code waiting for this number. Request a new code.' });
  }
}

export class CodeExpiredError extends ValidationError {
  constructor() {
    super({ code: 'That code has expired. Request a new code.' });
  }
}

export class CodeUsedUpError extends ValidationError {
  constructor() {
    super({ code: 'That code was entered wrongly too many times. Request a new code.' });
  }
}

export class WrongCodeError extends ValidationError {
  constructor(readonly triesLeft: number) {
    super({
      code: triesLeft > 0 ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.` : 'That code is not right, and it can no longer be used. Request a new code.',
    });
  }
}

/** A correct code for a number without an account: the new account needs a role. */
export class RoleRequiredError extends ValidationError {
  constructor() {
    super({
      role: 'No account has verified this number yet: choose driver, shipper or broker to create your account, or sign in with your username and password and verify the number on your profile',
    });
  }
}

/** The number is another account's proven number (issue 13: two accounts never share a verified number). */
export class PhoneTakenError extends ConflictError {
  constructor(message = 'This number is already verified on another account, so it cannot be verified on this one. Sign in to that account with a code sent to the number.') {
    super(message);
  }
}

/** Shared with the password sign-in: the message names SUPPORT_CONTACT when the route gives it. */
export { AccountSuspendedError } from '../../http/errors.js';

/** A right code for the admin's number: the admin signs in with the password only, and the sign-in page says so. */
export class AdminPhoneSignInError extends DomainError {
  constructor() {
    super('PASSWORD_SIGN_IN_ONLY', 'Admin accounts sign in with their username and password.');
  }
}
