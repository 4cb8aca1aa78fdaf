/** Who may do what with a load. */
import type { SessionUser } from '../../http/context.js';

type LoadLike = { ownerId: string; status: string; listed: boolean };

/** Shippers and brokers post loads on the board (/loads/new); the marketplace door is for shippers. */
export const canPostLoads = (user: SessionUser): boolean => user.role === 'shipper' || user.role === 'broker';

export const isLoadOwner = (user: SessionUser, load: { ownerId: string }): boolean => user.id === load.ownerId;

/** Only the owner edits, and only while the load is open. */
export const canEditLoad = (user: SessionUser, load: LoadLike): boolean => isLoadOwner(user, load) && load.status === 'open';

/** Only the owner cancels, while the load is open or assigned. */
export const canCancelLoad = (user: SessionUser, load: LoadLike): boolean => isLoadOwner(user, load) && (load.status === 'open' || load.status === 'assigned');

/** The owner (or an admin) removes a load that is open or cancelled. */
export const canDeleteLoad = (user: SessionUser, load: LoadLike): boolean =>
  (isLoadOwner(user, load) || user.role === 'admin') && (load.status === 'open' || load.status === 'cancelled');

/** A load kept only in a business's books (not listed) is seen by its owner and admins only. */
export const canSeeLoad = (user: SessionUser | null, load: LoadLike): boolean =>
  load.listed || (user !== null && (isLoadOwner(user, load) || user.role === 'admin'));

/**
 * Whether the caller may know the load exists at all (CONTRACT section 2): one `canSeeLoad` shows them, or
 * one they carry. Anyone else is answered 404 about it, never 403.
 */
export const canKnowLoad = (user: SessionUser, load: LoadLike & { assignedDriverId: string | null }): boolean =>
  canSeeLoad(user, load) || (load.assignedDriverId !== null && user.id === load.assignedDriverId);
