/** Who may do what in the business ledger. Ownership itself is enforced by the owner-scoped queries (404). */
import type { SessionUser } from '../../http/context.js';

/** The roles that keep books: transport businesses. */
export const BOOKS_ROLES = ['shipper', 'broker'] as const;

/** A load's own fields and status change in the ledger only while it is kept in the books (not listed on the board). */
export function isBooksOnly(load: { listed: boolean }): boolean {
  return !load.listed;
}

/** Only admins bring back soft-deleted ledger rows. */
export function canRestoreBooksRows(user: SessionUser): boolean {
  return user.role === 'admin';
}
