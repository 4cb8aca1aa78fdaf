/** Typed errors of the business ledger (codes and statuses come from src/http/errors.ts). */
import { ConflictError } from '../../http/errors.js';

/** The load is on the board: its status and fields belong to the board's own pages. */
export class BoardLoadError extends ConflictError {
  constructor(action: string) {
    super(`This load is on the load board; ${action} it from its load page. The books only change loads kept in the books.`);
  }
}

/** Live entries still refer to the record, so deleting it would leave them dangling. */
export class RecordInUseError extends ConflictError {}

/** A restore that would bring back a row whose parents are still deleted, or a row that is not deleted. */
export class RestoreRefusedError extends ConflictError {}
