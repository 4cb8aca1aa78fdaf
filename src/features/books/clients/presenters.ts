/** JSON shape of a client company in the books. */
import { iso, rupees } from '../presenters.js';
import type { ShipperRow } from './queries.js';

export function presentShipper(s: ShipperRow) {
  return {
    id: s.id,
    name: s.name,
    contact_name: s.contactName,
    phone: s.phone,
    gstin: s.gstin,
    city: s.city,
    address: s.address,
    load_count: s.loadCount,
    delivered_freight: rupees(Number(s.deliveredPaise)),
    received: rupees(Number(s.receivedPaise)),
    /** Delivered freight minus payments received (negative: the client paid in advance). */
    receivable: rupees(Number(s.deliveredPaise) - Number(s.receivedPaise)),
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  };
}
