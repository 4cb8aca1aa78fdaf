/** Typed errors of loads (mapped to HTTP in src/http/errors.ts by their code). */
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { currentLocale, t } from '../../lib/i18n/index.js';
import { statusName } from '../../lib/words.js';

/** A load's status inside a sentence: "in transit" in English (as always), the dictionary's word in another language. */
export function loadStatusWords(status: string): string {
  return currentLocale() === 'en' ? status.replace('_', ' ') : statusName('load', status);
}

export class LoadNotFoundError extends NotFoundError {
  constructor() {
    super('Load');
  }
}

/** The load's status no longer allows the change (CONTRACT section 3: CONFLICT). */
export class LoadNotEditableError extends ConflictError {
  constructor(status: string) {
    super(t('loads.error.notEditable', { status: loadStatusWords(status) }));
  }
}

export class LoadNotCancellableError extends ConflictError {
  constructor(status: string) {
    super(t('loads.error.notCancellable', { status: loadStatusWords(status) }));
  }
}

export class LoadNotDeletableError extends ConflictError {
  constructor(reason: string) {
    super(reason);
  }
}
