/** Typed errors of the business ledger (codes and statuses come from src/http/errors.ts). */
import { ConflictError, DomainError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';

/** The load is on the board: its status and fields belong to the board's own pages (`message` says what was refused). */
export class BoardLoadError extends ConflictError {
  constructor(message: 'books.error.boardEdit' | 'books.error.boardStatus' | 'books.error.boardCancel') {
    super(t(message));
  }
}

/** Live entries still refer to the record, so deleting it would leave them dangling. */
export class RecordInUseError extends ConflictError {}

/** A restore that would bring back a row whose parents are still deleted, or a row that is not deleted. */
export class RestoreRefusedError extends ConflictError {}

/**
 * A new books-only load looks like one the owner already entered (loads/service.ts says the rule): 409
 * LIKELY_DUPLICATE naming the earlier load (`details.duplicate_of`), until the caller sends `confirm_duplicate`.
 */
export class LikelyDuplicateError extends DomainError {
  constructor(readonly earlier: { id: string; createdAt: Date }) {
    super('LIKELY_DUPLICATE', t('books.error.likelyDuplicate'), { duplicate_of: earlier.id });
    this.messageKey = 'books.error.likelyDuplicate';
  }
}
