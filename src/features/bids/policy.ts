/** Who may do what with bids: plain predicates, checked before any change. */
import type { SessionUser } from '../../http/context.js';

interface LoadRef {
  ownerId: string;
}
interface BidRef {
  driverId: string;
}

/** Drivers bid, never on a load they own. */
export function canBidOn(actor: SessionUser, load: LoadRef): boolean {
  return actor.role === 'driver' && load.ownerId !== actor.id;
}

/** The load's owner accepts, rejects and counters its bids. */
export function canManageBidsOf(actor: SessionUser, load: LoadRef): boolean {
  return load.ownerId === actor.id;
}

/** The bidding driver withdraws and answers counter-offers. */
export function isBidder(actor: SessionUser, bid: BidRef): boolean {
  return bid.driverId === actor.id;
}

/** The owner and admins see every bid of a load; anyone else only their own. */
export function canSeeAllBidsOf(actor: SessionUser, load: LoadRef): boolean {
  return load.ownerId === actor.id || actor.role === 'admin';
}
