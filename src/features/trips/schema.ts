/**
 * Inputs of trips: the status a driver moves a trip to, and the list filters of
 * GET /api/trips and /driver/trips. The status flow itself is CONTRACT section 7.
 */
import { z } from 'zod';
import { choice, optionalChoice, pageNumber, pageSize } from '../../lib/fields.js';
import { DRIVER_TARGETS, TRIP_FILTERS } from '../../lib/trip-status.js';

/** POST /driver/trips/<id>/status: `status` from a form or JSON. */
export const tripStatusSchema = z.object({
  status: choice('trips.field.status', DRIVER_TARGETS, 'trips.rule.status'),
  return_to: z.unknown().optional(),
});

/** GET /api/trips and /driver/trips. */
export const tripListQuerySchema = z.object({
  status: optionalChoice('status', TRIP_FILTERS).transform((v) => v ?? 'all'),
  page: pageNumber(),
  limit: pageSize('limit', 100, 20),
});
