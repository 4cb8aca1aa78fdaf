/**
 * Inputs of the driver profile (CONTRACT section 7): name, phone and the truck
 * (vehicle_number, truck_type, truck_length_ft, capacity_tonnes, home_city:
 * lib/fields.ts's vehicleFieldsSchema, also asked at /register/driver), the
 * availability switch, and the earnings page's page number.
 */
import { z } from 'zod';
import { MAX_PAGE_NUMBER, onOff, optionalPhone, requiredText, vehicleFieldsSchema } from '../../lib/fields.js';

/** POST /driver/profile. */
export const driverProfileSchema = vehicleFieldsSchema.extend({
  name: requiredText('accounts.field.name', 120),
  phone: optionalPhone(),
});
export type DriverProfileInput = z.infer<typeof driverProfileSchema>;

/** POST /driver/availability: `available` on/off (1/0, true/false); without it the switch flips. */
export const availabilitySchema = z.object({
  available: onOff('available'),
  return_to: z.unknown().optional(),
});

/** GET /driver/earnings: the page of the trip list, read leniently (its leading digits; anything else is page 1, never a refusal). */
export const earningsQuerySchema = z.object({
  page: z
    .unknown()
    .optional()
    .transform((v) => Math.min(MAX_PAGE_NUMBER, Math.max(1, Number.parseInt(String(v ?? '1'), 10) || 1))),
});
