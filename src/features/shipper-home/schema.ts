/** Query parameters of the owner's lists (/shipper/loads, /shipper/shipments, /broker/loads). */
import { z } from 'zod';
import { OWNER_LOAD_FILTERS, TRIP_FILTERS } from '../../lib/trip-status.js';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const page = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));

export const ownerLoadsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(OWNER_LOAD_FILTERS).default('all')),
  page,
});

export const shipmentsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(TRIP_FILTERS).default('active')),
  page,
});
