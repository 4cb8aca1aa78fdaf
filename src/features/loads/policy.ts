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
  (isLoadOwner(user, load) || user.role === 'admin') && (load.status === 'open' || load.status === 'cancelled' || load.status === 'expired');

// Who may know a load exists at all (404 for anyone else) is in src/http/visibility.ts: every feature asks it.
