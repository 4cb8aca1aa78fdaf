/** JSON shape of a vehicle in the books. */
import { iso } from '../presenters.js';
import type { VehicleRow } from './queries.js';

export function presentVehicle(v: VehicleRow) {
  return {
    id: v.id,
    registration_number: v.registrationNumber,
    truck_type: v.truckType,
    truck_length_ft: v.truckLengthFt,
    capacity_tonnes: v.capacityTonnes,
    driver_name: v.driverName,
    driver_phone: v.driverPhone,
    active: v.active,
    load_count: v.loadCount,
    created_at: iso(v.createdAt),
    updated_at: iso(v.updatedAt),
  };
}
