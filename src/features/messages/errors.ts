/** Errors of messaging. */
import { ConflictError, ValidationError } from '../../http/errors.js';

export class MessageToSelfError extends ValidationError {
  constructor() {
    super({ receiver_id: 'You cannot send a message to yourself' });
  }
}

export class UnknownReceiverError extends ValidationError {
  constructor() {
    super({ receiver_id: 'No such user' });
  }
}

/** The receiver's account is suspended: nothing can be delivered to it. */
export class ReceiverSuspendedError extends ConflictError {
  constructor() {
    super('This account is suspended and cannot receive messages');
  }
}

export class UnknownLoadError extends ValidationError {
  constructor() {
    super({ load_id: 'That load does not exist' });
  }
}

export class UnknownCursorError extends ValidationError {
  constructor() {
    super({ before: 'That message is not part of this conversation' });
  }
}
