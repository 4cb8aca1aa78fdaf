/** Errors of phone-code sign-in. */
import { t } from '../../lib/i18n/index.js';
import { ConflictError, DomainError, RateLimitedError, ValidationError } from '../../http/errors.js';
import { MAX_SENDS, SEND_WINDOW_MINUTES } from './codes.js';

export class TooManyCodesError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(retryAfterSeconds, t('phone.error.tooManyCodes', { max: MAX_SENDS, window: SEND_WINDOW_MINUTES, minutes }));
  }
}

/** One address asked for too many codes (to any numbers): the guard against SMS pumping. */
export class TooManyCodesFromAddressError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(retryAfterSeconds, t('phone.error.tooManyFromAddress', { minutes }));
  }
}

/** The SMS could not be handed to the provider; nothing was stored, and the form that asked is drawn again. */
export class SmsNotSentError extends DomainError {
  constructor(cause?: unknown) {
    super('SMS_NOT_SENT', t('phone.error.smsNotSent'));
    this.cause = cause;
  }
}

/** No code is waiting for this number: never sent, already used, or replaced by a newer one. */
export class NoActiveCodeError extends ValidationError {
  constructor() {
    super({ code: t('phone.error.noActiveCode') });
  }
}

export class CodeExpiredError extends ValidationError {
  constructor() {
    super({ code: t('phone.error.codeExpired') });
  }
}

export class CodeUsedUpError extends ValidationError {
  constructor() {
    super({ code: t('phone.error.codeUsedUp') });
  }
}

export class WrongCodeError extends ValidationError {
  constructor(readonly triesLeft: number) {
    super({
      code: triesLeft > 0 ? t('phone.error.wrongCode', { n: triesLeft }) : t('phone.error.wrongCodeLast'),
    });
  }
}

/** A correct code for a number without an account: the new account needs a role. */
export class RoleRequiredError extends ValidationError {
  constructor() {
    super({
      role: t('phone.error.roleRequired'),
    });
  }
}

/** The number is another account's proven number (issue 13: two accounts never share a verified number). */
export class PhoneTakenError extends ConflictError {
  constructor(message = t('phone.error.phoneTaken')) {
    super(message);
  }
}

/** Shared with the password sign-in: the message names SUPPORT_CONTACT when the route gives it. */
export { AccountSuspendedError } from '../../http/errors.js';

/** A right code for the admin's number: the admin signs in with the password only, and the sign-in page says so. */
export class AdminPhoneSignInError extends DomainError {
  constructor() {
    super('PASSWORD_SIGN_IN_ONLY', t('phone.error.adminPasswordOnly'));
  }
}
