/** JSON shape of a trip (CONTRACT section 7): snake_case, money in rupees, timestamps as ISO strings. */
import { paiseToRupees } from '../../lib/money.js';
import type { TripRow } from './queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentTrip(t: TripRow & { origin?: string; destination?: string; pickupDate?: string; ownerId?: string }) {
  return {
    id: t.id,
    load_id: t.loadId,
    driver_id: t.driverId,
    ...(t.ownerId !== undefined ? { owner_id: t.ownerId } : {}),
    status: t.status,
    agreed_amount: paiseToRupees(t.agreedAmountPaise),
    ...(t.origin !== undefined ? { origin: t.origin, destination: t.destination, pickup_date: t.pickupDate } : {}),
    scheduled_at: iso(t.scheduledAt),
    en_route_to_pickup_at: iso(t.enRouteToPickupAt),
    loaded_at: iso(t.loadedAt),
    in_transit_at: iso(t.inTransitAt),
    delivered_at: iso(t.deliveredAt),
    cancelled_at: iso(t.cancelledAt),
  };
}
