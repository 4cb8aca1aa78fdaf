/** The shipper's pages: home figures, own loads and shipments (trips on the shipper's loads). */
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { listOwnerLoads, listTripsOf, tripsRatedByUser } from '../trips/service.js';
import { heldBalanceOf, ownerCounts, spendOfOwner } from './queries.js';
import type { OwnerLoadFilter, TripFilter } from '../../lib/trip-status.js';

/** Open loads with their bid counts, shipments under way, spend (released + fees) and money held in escrow. */
export async function getShipperHome(db: Database, owner: SessionUser) {
  const [counts, spend, heldPaise, openLoads, activeTrips, delivered] = await Promise.all([
    ownerCounts(db, owner.id),
    spendOfOwner(db, owner.id),
    heldBalanceOf(db, owner.id),
    listOwnerLoads(db, owner.id, { status: 'open', page: 1, limit: 10 }),
    listTripsOf(db, owner, { status: 'active', page: 1, limit: 10 }),
    listTripsOf(db, owner, { status: 'delivered', page: 1, limit: 20 }),
  ]);
  const rated = await tripsRatedByUser(
    db,
    owner.id,
    delivered.rows.map((t) => t.id),
  );
  return { counts, spend, heldPaise, openLoads: openLoads.rows, activeTrips: activeTrips.rows, toRate: delivered.rows.filter((t) => !rated.has(t.id)) };
}

/** The owner's loads, one page, optionally by status. */
export async function getOwnerLoads(db: Database, owner: SessionUser, q: { status: OwnerLoadFilter; page: number; limit: number }) {
  return listOwnerLoads(db, owner.id, q);
}

/** Trips on the owner's loads, one page, with which of them the owner has rated. */
export async function getShipments(db: Database, owner: SessionUser, q: { status: TripFilter; page: number; limit: number }) {
  const list = await listTripsOf(db, owner, q);
  const rated = await tripsRatedByUser(
    db,
    owner.id,
    list.rows.filter((t) => t.status === 'delivered').map((t) => t.id),
  );
  return { ...list, rated };
}
