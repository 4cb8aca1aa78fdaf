/** Predicates of the admin rules (the role itself is checked by requireRole('admin') on every route). */
import type { SessionUser } from '../../http/context.js';

/** An admin may suspend anyone but themselves (the last-admin rule needs the database; see service). */
export function canSuspend(actor: SessionUser, target: { id: string }): boolean {
  return actor.role === 'admin' && actor.id !== target.id;
}

/** Only loads without a trip under way and without money held or disputed may be deleted. */
export function canDeleteLoad(load: { status: string; paymentStatus: string }): boolean {
  return ['open', 'cancelled', 'delivered'].includes(load.status) && !['held', 'disputed'].includes(load.paymentStatus);
}
