/** Typed errors of chat import (mapped to HTTP in src/http/errors.ts by their code). */
import { DomainError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** An Idempotency-Key reused for other loads (422 IDEMPOTENCY_MISMATCH). */
export class SaveKeyMismatchError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', t('chatImport.error.keyMismatch'));
  }
}

/** A paste the parser could not read within PARSER_TIMEOUT_MS (422 PARSE_TIMEOUT, field text). */
export class ParseTimeoutError extends DomainError {
  constructor() {
    const message = t('chatImport.error.timeout');
    super('PARSE_TIMEOUT', message, { text: message });
  }
}

/** Every parser thread busy and the queue full (503 SERVER_BUSY, with Retry-After). */
export class ParserBusyError extends DomainError {
  override get retryAfterSeconds(): number {
    return 5;
  }
  constructor() {
    const message = t('chatImport.error.busy');
    super('SERVER_BUSY', message, { text: message });
  }
}
