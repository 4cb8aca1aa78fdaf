/** Who may do what with a trip: plain predicates, checked before any change. */
import type { SessionUser } from '../../http/context.js';

/** How a viewer stands to a trip. */
export type ViewerSide = 'driver' | 'owner' | 'admin';

interface TripRef {
  driverId: string;
  ownerId: string;
}

/** Only the assigned driver moves a trip's status. */
export function canMoveTrip(actor: SessionUser, trip: TripRef): boolean {
  return actor.role === 'driver' && trip.driverId === actor.id;
}

/** Only the load's owner cancels its trip. */
export function canCancelTrip(actor: SessionUser, trip: TripRef): boolean {
  return trip.ownerId === actor.id;
}
