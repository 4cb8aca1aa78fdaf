/** Query parameters of the owner's lists (/shipper/loads, /shipper/shipments, /broker/loads). */
import { z } from 'zod';
import { optionalChoice, pageNumber } from '../../lib/fields.js';
import { OWNER_LOAD_FILTERS, TRIP_FILTERS } from '../../lib/trip-status.js';

export const ownerLoadsQuerySchema = z.object({
  status: optionalChoice('status', OWNER_LOAD_FILTERS).transform((v) => v ?? 'all'),
  page: pageNumber(),
});

export const shipmentsQuerySchema = z.object({
  status: optionalChoice('status', TRIP_FILTERS).transform((v) => v ?? 'active'),
  page: pageNumber(),
});
