/**
 * Inputs of the driver profile (CONTRACT section 7): name, phone and the truck
 * (vehicle_number, truck_type, truck_length_ft, capacity_tonnes, home_city),
 * and the availability switch. The truck fields are shared with /register/driver.
 */
import { z } from 'zod';
import { fieldText as text, optionalCity, optionalPhone } from '../../lib/form-fields.js';
import { normaliseVehicleNumber } from '../../lib/india-ids.js';
import { TRUCK_TYPES, type TruckType } from '../../lib/trucks.js';

/** Registration number, normalised to MH12AB1234 / 22BH1234AA. */
const vehicleNumber = z.unknown().optional().transform((v, ctx) => {
  const s = text(v);
  if (!s) {
    ctx.addIssue({ code: 'custom', message: 'Enter the vehicle number, e.g. MH12AB1234' });
    return z.NEVER;
  }
  const n = s.length <= 20 ? normaliseVehicleNumber(s) : null;
  if (!n) {
    ctx.addIssue({ code: 'custom', message: 'Enter an Indian registration number such as MH12AB1234 (or BH series 22BH1234AA)' });
    return z.NEVER;
  }
  return n;
});

const truckType = z.unknown().optional().transform((v, ctx) => {
  const s = text(v).toLowerCase();
  if (!(TRUCK_TYPES as readonly string[]).includes(s)) {
    ctx.addIssue({ code: 'custom', message: 'Choose a truck type' });
    return z.NEVER;
  }
  return s as TruckType;
});

/** Optional whole feet, 6-80. */
const truckLength = z.unknown().optional().transform((v, ctx) => {
  const s = text(v);
  if (!s) return null;
  const n = /^\d{1,3}$/.test(s) ? Number(s) : NaN;
  if (!Number.isInteger(n) || n < 6 || n > 80) {
    ctx.addIssue({ code: 'custom', message: 'Truck length must be a whole number of feet from 6 to 80' });
    return z.NEVER;
  }
  return n;
});

/** Optional tonnes, more than 0 and at most 100, up to 2 decimals. */
const capacity = z.unknown().optional().transform((v, ctx) => {
  const s = text(v);
  if (!s) return null;
  const n = /^\d{1,3}(\.\d{1,2})?$/.test(s) ? Number(s) : NaN;
  if (!(n > 0 && n <= 100)) {
    ctx.addIssue({ code: 'custom', message: 'Capacity must be more than 0 and at most 100 tonnes (up to 2 decimals)' });
    return z.NEVER;
  }
  return n;
});

/** The truck part of the profile (also asked at /register/driver). */
export const vehicleFieldsSchema = z.object({
  vehicle_number: vehicleNumber,
  truck_type: truckType,
  truck_length_ft: truckLength,
  capacity_tonnes: capacity,
  home_city: optionalCity(),
});
export type VehicleFields = z.infer<typeof vehicleFieldsSchema>;

/** POST /driver/profile. */
export const driverProfileSchema = vehicleFieldsSchema.extend({
  name: z.unknown().optional().transform((v, ctx) => {
    const s = text(v);
    if (!s) {
      ctx.addIssue({ code: 'custom', message: 'Name is required' });
      return z.NEVER;
    }
    if (s.length > 120) {
      ctx.addIssue({ code: 'custom', message: 'Name must be at most 120 characters' });
      return z.NEVER;
    }
    return s;
  }),
  phone: optionalPhone(),
});
export type DriverProfileInput = z.infer<typeof driverProfileSchema>;

/** POST /driver/availability: `available` on/off (1/0, true/false); without it the switch flips. */
export const availabilitySchema = z.object({
  available: z.unknown().optional().transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v === 'boolean') return v;
    const s = text(v).toLowerCase();
    if (['on', '1', 'true', 'yes'].includes(s)) return true;
    if (['off', '0', 'false', 'no'].includes(s)) return false;
    ctx.addIssue({ code: 'custom', message: 'available must be on or off' });
    return z.NEVER;
  }),
  return_to: z.unknown().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
