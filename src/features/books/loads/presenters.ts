/** JSON shape of a load in the books. */
import { iso, rupees } from '../presenters.js';
import type { BooksLoadRow } from './queries.js';

export function presentBooksLoad(l: BooksLoadRow) {
  return {
    id: l.id,
    origin: l.origin,
    destination: l.destination,
    pickup_date: l.pickupDate,
    truck_type: l.truckType,
    truck_length_ft: l.truckLengthFt,
    weight: l.weightTonnes,
    price: rupees(l.pricePaise),
    status: l.status,
    /** true: a board load; false: kept only in the books. */
    listed: l.listed,
    shipper_id: l.shipperId,
    shipper_name: l.shipperName,
    vehicle_id: l.vehicleId,
    vehicle_registration: l.vehicleRegistration,
    material: l.material,
    description: l.description,
    received: rupees(l.receivedPaise),
    payment_state: l.paymentState,
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}
