/** Typed errors of loads (mapped to HTTP in src/http/errors.ts by their code). */
import { ConflictError, NotFoundError } from '../../http/errors.js';

export class LoadNotFoundError extends NotFoundError {
  constructor() {
    super('Load');
  }
}

/** The load's status no longer allows the change (CONTRACT section 3: CONFLICT). */
export class LoadNotEditableError extends ConflictError {
  constructor(status: string) {
    super(`This load is ${status.replace('_', ' ')}; only open loads can be edited`);
  }
}

export class LoadNotCancellableError extends ConflictError {
  constructor(status: string) {
    super(`This load is ${status.replace('_', ' ')}; only open or assigned loads can be cancelled`);
  }
}

export class LoadNotDeletableError extends ConflictError {
  constructor(reason: string) {
    super(reason);
  }
}
