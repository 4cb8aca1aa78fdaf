/** Typed errors of chat import (mapped to HTTP in src/http/errors.ts by their code). */
import { DomainError } from '../../http/errors.js';

/** An Idempotency-Key reused for other loads (422 IDEMPOTENCY_MISMATCH). */
export class SaveKeyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used to save other loads');
  }
}

/** A paste the parser could not read within PARSER_TIMEOUT_MS (422 PARSE_TIMEOUT, field text). */
export class ParseTimeoutError extends DomainError {
  constructor() {
    const message = 'This paste took too long to read: split it into smaller pastes and try again';
    super('PARSE_TIMEOUT', message, { text: message });
  }
}

/** Every parser thread busy and the queue full (503 SERVER_BUSY, with Retry-After). */
export class ParserBusyError extends DomainError {
  override get retryAfterSeconds(): number {
    return 5;
  }
  constructor() {
    const message = 'The server is busy reading other pastes: try again in a few seconds';
    super('SERVER_BUSY', message, { text: message });
  }
}
