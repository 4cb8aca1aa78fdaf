/** JSON shape of a trip (CONTRACT section 7): snake_case, money in rupees, timestamps as ISO strings. */
import { paiseToRupees } from '../../lib/money.js';
import type { PodRow } from './pod-queries.js';
import type { TripRow } from './queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A proof of delivery: `given` (waiting for the owner) or `accepted` (by the owner, or at once by the right delivery code). */
export function presentPod(p: Pick<PodRow, 'id' | 'receiverName' | 'submittedAt' | 'acceptedAt' | 'byCode'>) {
  return {
    trip_id: p.id,
    state: p.acceptedAt ? ('accepted' as const) : ('given' as const),
    receiver_name: p.receiverName,
    submitted_at: iso(p.submittedAt),
    accepted_at: iso(p.acceptedAt),
    by_code: p.byCode,
  };
}

type PodFields = { podReceiverName: string | null; podSubmittedAt: Date | null; podAcceptedAt: Date | null; podByCode: boolean | null };

export function presentTrip(t: TripRow & { origin?: string; destination?: string; pickupDate?: string; ownerId?: string } & Partial<PodFields>) {
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
    // The proof of delivery (null until the driver gives it: a trip not yet delivered has none).
    pod:
      t.podSubmittedAt && t.podReceiverName !== null && t.podReceiverName !== undefined
        ? presentPod({ id: t.id, receiverName: t.podReceiverName, submittedAt: t.podSubmittedAt, acceptedAt: t.podAcceptedAt ?? null, byCode: t.podByCode ?? false })
        : null,
  };
}
