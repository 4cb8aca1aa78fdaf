/**
 * Who may issue and see invoices. A transport business that keeps books (shipper or broker) invoices its
 * client for a load of its own; a driver invoices the owner of a load whose trip they carried; the platform
 * invoices the payer of each fee it earns. An invoice is seen by its issuer, by the user it bills (a fee
 * invoice's payer, a carrier's load owner), and by admins; anyone with its share link sees it without a session
 * (GET /i/<token>). Anyone else is told it does not exist (404).
 */
import type { SessionUser } from '../../http/context.js';

/** The roles that issue freight invoices: the books' roles (their loads and clients live there). */
export const ISSUER_ROLES = ['shipper', 'broker'] as const;
/** The role that bills a trip it carried (the trip's own driver only). */
export const CARRIER_ROLES = ['driver'] as const;
/** Everyone who issues some invoice, and so may cancel their own. */
export const CANCELLING_ROLES = [...ISSUER_ROLES, ...CARRIER_ROLES] as const;

export function maySeeInvoice(user: SessionUser, inv: { issuerId: string | null; buyerUserId: string | null; kind: string }): boolean {
  if (user.role === 'admin') return true;
  return (inv.issuerId !== null && inv.issuerId === user.id) || inv.buyerUserId === user.id;
}

/** Only the issuer cancels a freight invoice of theirs (never the user it bills); the platform's fee invoices are never cancelled here. */
export function mayCancelInvoice(user: SessionUser, inv: { issuerId: string | null; cancelledAt: unknown }): boolean {
  return inv.issuerId === user.id && inv.cancelledAt === null;
}
