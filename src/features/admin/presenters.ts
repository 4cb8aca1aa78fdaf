/** JSON shapes of the admin feature: snake_case fields, money in rupees, never a password hash. */
import { paiseToRupees } from '../../lib/money.js';
import type { AdminLoadRow, AdminUserRow, SeriesRow } from './queries.js';
import type { BroadcastResult, PlatformFigures, PlatformMetrics } from './service.js';

export function presentAdminUser(u: AdminUserRow) {
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    role: u.role,
    phone: u.phone,
    plan: u.plan,
    status: u.status,
    verified: u.verifiedAt !== null,
    verified_at: u.verifiedAt?.toISOString() ?? null,
    company_name: u.companyName,
    city: u.city,
    created_at: u.createdAt.toISOString(),
  };
}

export function presentAdminLoad(l: AdminLoadRow) {
  return {
    id: l.id,
    origin: l.origin,
    destination: l.destination,
    pickup_date: l.pickupDate,
    truck_type: l.truckType,
    weight: l.weightTonnes,
    price: l.pricePaise === null ? null : paiseToRupees(l.pricePaise),
    status: l.status,
    payment_status: l.paymentStatus,
    listed: l.listed,
    hidden_by_suspension: l.hiddenBySuspension,
    owner: { id: l.ownerId, username: l.ownerUsername, name: l.ownerName },
    created_at: l.createdAt.toISOString(),
    deleted: l.deletedAt !== null,
    deleted_at: l.deletedAt?.toISOString() ?? null,
  };
}

export function presentFigures(f: PlatformFigures) {
  return {
    users: { by_role: f.users.byRole, total: f.users.total, suspended: f.users.suspended },
    loads: { by_status: f.loads.byStatus, total: f.loads.total, deleted: f.loads.deleted },
    bids: { by_status: f.bids.byStatus, total: f.bids.total },
    /** Trips booked (not cancelled) on platform loads. */
    trips: f.trips,
    /** The agreed amounts of those trips, in rupees. */
    gross_freight_value: paiseToRupees(f.gmvPaise),
    trips_by_status: Object.fromEntries(Object.entries(f.tripsByStatus).map(([st, v]) => [st, { trips: v.n, agreed_amount: paiseToRupees(v.agreedPaise) }])),
    delivered_trips: f.delivered.trips,
    delivered_freight_value: paiseToRupees(f.delivered.freightPaise),
    escrow_held: paiseToRupees(f.escrowHeldPaise),
    fees_earned: paiseToRupees(f.feesPaise),
    pending: { payout_requests: f.pending.payoutRequests, open_disputes: f.pending.openDisputes },
  };
}

function presentSeriesRow(r: SeriesRow) {
  return {
    start: r.bucket,
    users: r.users,
    loads: r.loads,
    bids: r.bids,
    gross_freight_value: paiseToRupees(r.gmvPaise),
    fees_earned: paiseToRupees(r.feesPaise),
    escrow_held: paiseToRupees(r.escrowHeldPaise),
  };
}

export function presentMetrics(m: PlatformMetrics) {
  return { ...presentFigures(m.figures), range: m.range, unit: m.unit, series: m.series.map(presentSeriesRow) };
}

export function presentBroadcast(r: BroadcastResult) {
  return {
    announcement: { id: r.announcement.id, title: r.announcement.title, body: r.announcement.body, role: r.announcement.role, created_at: r.announcement.createdAt.toISOString() },
    recipients: r.recipients,
  };
}
