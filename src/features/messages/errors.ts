/** Errors of messaging. */
import { ConflictError, ValidationError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

export class MessageToSelfError extends ValidationError {
  constructor() {
    super({ receiver_id: t('messages.error.toSelf') });
  }
}

export class UnknownReceiverError extends ValidationError {
  constructor() {
    super({ receiver_id: t('messages.error.noUser') });
  }
}

/** The receiver's account is suspended: nothing can be delivered to it. */
export class ReceiverSuspendedError extends ConflictError {
  constructor() {
    super(t('messages.error.suspended'));
  }
}

export class UnknownLoadError extends ValidationError {
  constructor() {
    super({ load_id: t('messages.error.noLoad') });
  }
}

export class UnknownCursorError extends ValidationError {
  constructor() {
    super({ before: t('messages.error.cursor') });
  }
}
