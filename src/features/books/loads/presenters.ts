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
    /** Books-only: the freight entered (= price); board: the agreed amount of the accepted bid. */
    freight: rupees(l.freightPaise),
    /** Board loads: owed to the carrier (counterparty_name); null for books-only loads. */
    payable: rupees(l.payablePaise),
    counterparty_name: l.counterpartyName,
    /** Books-only: the freight; board with a client: freight plus commission; else null. */
    receivable: rupees(l.receivablePaise),
    received: rupees(l.receivedPaise),
    /** Books payments paid against the load plus escrow money held or released for it. */
    paid: rupees(l.paidPaise),
    paid_through_escrow: rupees(l.escrowPaidPaise),
    /** Of the receivable when there is one, else of the payable. */
    payment_state: l.paymentState,
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}
