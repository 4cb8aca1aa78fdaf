/**
 * Inputs of the driver profile (CONTRACT section 7): name, phone and the truck
 * (vehicle_number, truck_type, truck_length_ft, capacity_tonnes, home_city:
 * lib/fields.ts's vehicleFieldsSchema, also asked at /register/driver), and the
 * availability switch.
 */
import { z } from 'zod';
import { onOff, optionalPhone, requiredText, vehicleFieldsSchema } from '../../lib/fields.js';

/** POST /driver/profile. */
export const driverProfileSchema = vehicleFieldsSchema.extend({
  name: requiredText('Name', 120),
  phone: optionalPhone(),
});
export type DriverProfileInput = z.infer<typeof driverProfileSchema>;

/** POST /driver/availability: `available` on/off (1/0, true/false); without it the switch flips. */
export const availabilitySchema = z.object({
  available: onOff('available'),
  return_to: z.unknown().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
