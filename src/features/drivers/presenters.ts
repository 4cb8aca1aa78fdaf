import type { DriverProfileRow } from './queries.js';

/** JSON shape of a driver's own profile. */
export function presentDriverProfile(p: DriverProfileRow) {
  return {
    id: p.id,
    name: p.name,
    phone: p.phone,
    vehicle_number: p.vehicleNumber,
    truck_type: p.truckType,
    truck_length_ft: p.truckLengthFt,
    capacity_tonnes: p.capacityTonnes,
    home_city: p.homeCity,
    available: p.available,
  };
}
