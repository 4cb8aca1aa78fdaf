/** Who may do what in the business ledger. Ownership itself is enforced by the owner-scoped queries (404). */
import type { SessionUser } from '../../http/context.js';

/** The roles that keep books: transport businesses. */
export const BOOKS_ROLES = ['shipper', 'broker'] as const;

/**
 * A load's own fields and status change in the ledger only when it is kept only in the books: never posted to the
 * board (migration 062's posted_to_board; a board load hidden by a suspension is unlisted but still a board load).
 */
export function isBooksOnly(load: { postedToBoard: boolean }): boolean {
  return !load.postedToBoard;
}

/** Only admins bring back soft-deleted ledger rows. */
export function canRestoreBooksRows(user: SessionUser): boolean {
  return user.role === 'admin';
}
