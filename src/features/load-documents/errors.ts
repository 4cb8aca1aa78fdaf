/** Refusals of load documents. */
import { DomainError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** An Idempotency-Key already used for another upload (422). */
export class DocumentKeyReusedError extends DomainError {
  constructor() {
    super('IDEMPOTENCY_MISMATCH', t('loaddocs.error.keyReused'));
  }
}
