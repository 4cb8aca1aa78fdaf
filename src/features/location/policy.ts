/** Who may do what with a load's positions. */
import type { SessionUser } from '../../http/context.js';
import { ACTIVE_TRIP_STATUSES } from '../../lib/trip-status.js';

/** The assigned driver's phone reports positions while the trip is under way (the trips feature's active statuses). */
export function isTripActive(status: string | null | undefined): boolean {
  return !!status && (ACTIVE_TRIP_STATUSES as readonly string[]).includes(status);
}

export interface TrackedLoad {
  ownerId: string;
  assignedDriverId: string | null;
  tripDriverId: string | null;
}

/** The driver of the load's trip, who must also be its assigned driver. */
export function isAssignedDriver(actor: SessionUser, load: TrackedLoad): boolean {
  return actor.role === 'driver' && load.tripDriverId === actor.id && load.assignedDriverId === actor.id;
}

/** The owner, the assigned driver and admins follow a load's truck; nobody else. */
export function canViewTracking(actor: SessionUser, load: TrackedLoad): boolean {
  return (
    actor.role === 'admin' || actor.id === load.ownerId || (load.assignedDriverId !== null && actor.id === load.assignedDriverId) || (load.tripDriverId !== null && actor.id === load.tripDriverId)
  );
}

/** The owner of a load (a shipper or broker) looks for drivers near its pickup. */
export function canSeeNearbyDrivers(actor: SessionUser, load: { ownerId: string }): boolean {
  return (actor.role === 'shipper' || actor.role === 'broker') && actor.id === load.ownerId;
}
