/**
 * Inputs of trips: the status a driver moves a trip to, and the list filters of
 * GET /api/trips and /driver/trips. The status flow itself is CONTRACT section 7.
 */
import { z } from 'zod';
import { choice, optionalChoice, pageNumber, pageSize } from '../../lib/fields.js';

export const TRIP_STATUSES = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

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

export const STATUS_LABELS: Record<TripStatus, string> = {
  scheduled: 'Scheduled',
  en_route_to_pickup: 'On the way to pickup',
  loaded: 'Loaded',
  in_transit: 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Position in the forward flow (cancelled: -1). */
export function flowRank(status: string): number {
  return (TRIP_FLOW as readonly string[]).indexOf(status);
}

/** POST /driver/trips/<id>/status: `status` from a form or JSON. */
export const tripStatusSchema = z.object({
  status: choice('Status', DRIVER_TARGETS, 'Choose en_route_to_pickup, loaded, in_transit or delivered'),
  return_to: z.unknown().optional(),
});
export type TripStatusInput = z.infer<typeof tripStatusSchema>;

/** The list filter: a status, or the groups `active` (under way) and `all`. */
export const TRIP_FILTERS = ['active', 'all', ...TRIP_STATUSES] as const;
export type TripFilter = (typeof TRIP_FILTERS)[number];

/** GET /api/trips and /driver/trips. */
export const tripListQuerySchema = z.object({
  status: optionalChoice('status', TRIP_FILTERS).transform((v) => v ?? 'all'),
  page: pageNumber(),
  limit: pageSize('limit', 100, 20),
});
export type TripListQuery = z.infer<typeof tripListQuerySchema>;

