/**
 * The words of a trip's life (CONTRACT section 7) that several features speak:
 * its statuses in order, which are under way, their labels, and the filters of
 * the lists of trips and of an owner's loads. The trips feature enforces the
 * flow; the dashboards, tracking and the broker's pages only read it.
 */
import { z } from 'zod';
import { optionalChoice, pageNumber } from './fields.js';

export const TRIP_STATUSES = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered', 'cancelled'] as const;

/** The forward flow, in order; `cancelled` sits outside it. */
export const TRIP_FLOW = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered'] as const;
export type FlowStatus = (typeof TRIP_FLOW)[number];

/** Statuses a driver can move a trip to (every step after scheduled). */
export const DRIVER_TARGETS = ['en_route_to_pickup', 'loaded', 'in_transit', 'delivered'] as const;
export type DriverTarget = (typeof DRIVER_TARGETS)[number];

/** Trips that are still under way. */
export const ACTIVE_TRIP_STATUSES = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit'] as const;
/** The owner may cancel only before the goods are loaded. */
export const CANCELLABLE_TRIP_STATUSES = ['scheduled', 'en_route_to_pickup'] as const;

/** Position in the forward flow (cancelled: -1). */
export function flowRank(status: string): number {
  return (TRIP_FLOW as readonly string[]).indexOf(status);
}

/** The list filter: a status, or the groups `active` (under way) and `all`. */
export const TRIP_FILTERS = ['active', 'all', ...TRIP_STATUSES] as const;
export type TripFilter = (typeof TRIP_FILTERS)[number];

/** The status filters of an owner's load list (shipper and broker pages). */
const OWNER_LOAD_FILTERS = ['all', 'open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'] as const;
export type OwnerLoadFilter = (typeof OWNER_LOAD_FILTERS)[number];

/** The query of an owner's load list (/shipper/loads, /broker/loads): a status filter and a page. */
export const ownerLoadsQuerySchema = z.object({
  status: optionalChoice('status', OWNER_LOAD_FILTERS).transform((v) => v ?? 'all'),
  page: pageNumber(),
});
