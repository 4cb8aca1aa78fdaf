/** JSON shapes of the broker's records: snake_case, money in rupees. */
import { paiseToRupees } from '../../lib/money.js';
import type { ClientRow, CommissionRow, InvitationRow, PendingInvitationRow, UserRef } from './queries.js';

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

/** An invitation as both sides see it: who and when, never the driver's phone. */
export function presentInvitation(i: InvitationRow) {
  return {
    id: i.id,
    broker_id: i.brokerId,
    driver_id: i.driverId,
    status: i.status,
    created_at: i.createdAt.toISOString(),
    answered_at: i.answeredAt ? i.answeredAt.toISOString() : null,
  };
}

/** A waiting invitation with the other side's public name (the driver for the broker, the broker for the driver). */
export function presentPendingInvitation(i: PendingInvitationRow) {
  return { id: i.id, user: { id: i.userId, name: i.name, username: i.username, company_name: i.companyName }, created_at: i.createdAt.toISOString() };
}
