/** Typed errors of chat import (mapped to HTTP in src/http/errors.ts by their code). */
import { DomainError } from '../../http/errors.js';

/** An Idempotency-Key reused for other loads (422 IDEMPOTENCY_MISMATCH). */
export class SaveKeyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used to save other loads');
  }
}
