/** Typed errors of the business ledger (codes and statuses come from src/http/errors.ts). */
import { ConflictError } from '../../http/errors.js';
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
