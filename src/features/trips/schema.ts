/**
 * Inputs of trips: the status a driver moves a trip to, and the list filters of
 * GET /api/trips and /driver/trips. The status flow itself is CONTRACT section 7.
 */
import { z } from 'zod';
import { DRIVER_TARGETS, TRIP_FILTERS, type DriverTarget } from '../../lib/trip-status.js';

/** POST /driver/trips/<id>/status: `status` from a form or JSON. */
export const tripStatusSchema = z.object({
  status: z.unknown().optional().transform((v, ctx) => {
    const s = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (!(DRIVER_TARGETS as readonly string[]).includes(s)) {
      ctx.addIssue({ code: 'custom', message: 'Choose en_route_to_pickup, loaded, in_transit or delivered' });
      return z.NEVER;
    }
    return s as DriverTarget;
  }),
  return_to: z.unknown().optional(),
});
export type TripStatusInput = z.infer<typeof tripStatusSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/trips and /driver/trips. */
export const tripListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(TRIP_FILTERS, { message: `status must be one of ${TRIP_FILTERS.join(', ')}` }).default('all')),
  page: z.preprocess(blankToUndefined, z.coerce.number({ message: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1)),
  limit: z.preprocess(blankToUndefined, z.coerce.number({ message: 'limit must be a whole number from 1 to 100' }).int().min(1).max(100).default(20)),
});
export type TripListQuery = z.infer<typeof tripListQuerySchema>;

