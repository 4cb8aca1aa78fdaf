/** Query parameters of the shipper's shipments list (/shipper/shipments); the owner's load list query is lib/trip-status.ts's. */
import { z } from 'zod';
import { optionalChoice, pageNumber } from '../../lib/fields.js';
import { TRIP_FILTERS } from '../../lib/trip-status.js';

export const shipmentsQuerySchema = z.object({
  status: optionalChoice('status', TRIP_FILTERS).transform((v) => v ?? 'active'),
  page: pageNumber(),
});
