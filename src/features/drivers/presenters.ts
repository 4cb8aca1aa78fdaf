import { badgesFrom } from '../../lib/documents.js';
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
    /** Kinds of document checked and valid today in India ('driving_licence', 'vehicle_rc', 'insurance'). */
    badges: badgesFrom(p.badges),
  };
}

/** JSON shape of a driver's public profile (no phone number): truck, home city, rating, trips, verified badges. */
export function presentPublicDriver(d: { profile: DriverProfileRow; rating: { average: number | null; count: number }; delivered: number }) {
  const p = d.profile;
  return {
    id: p.id,
    name: p.name,
    truck_type: p.truckType,
    truck_length_ft: p.truckLengthFt,
    capacity_tonnes: p.capacityTonnes,
    home_city: p.homeCity,
    available: p.available,
    rating: d.rating.count ? { average: d.rating.average, count: d.rating.count } : null,
    trips_delivered: d.delivered,
    badges: badgesFrom(p.badges),
  };
}
