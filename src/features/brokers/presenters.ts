/** JSON shapes of the broker's records: snake_case, money in rupees. */
import { paiseToRupees } from '../../lib/money.js';
import type { ClientRow, CommissionRow, UserRef } from './queries.js';

export function presentNetworkDriver(d: UserRef) {
  return { id: d.id, name: d.name };
}

export function presentClient(c: ClientRow) {
  return { id: c.id, name: c.name, contact_name: c.contactName, phone: c.phone, gstin: c.gstin, city: c.city, load_count: c.loadCount };
}

export function presentCommission(c: CommissionRow) {
  return {
    id: c.id,
    load_id: c.loadId,
    client_id: c.shipperId,
    amount: paiseToRupees(c.amountPaise),
    received_at: c.receivedAt ? c.receivedAt.toISOString() : null,
    created_at: c.createdAt.toISOString(),
  };
}
