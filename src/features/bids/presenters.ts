/** JSON shapes of bids (snake_case, money in rupees); raw rows never leave the server. */
import { badgesFrom } from '../../lib/documents.js';
import { paiseToRupees } from '../../lib/money.js';
import { type HistoryStep, liveOffer } from './offer.js';
import type { BidRow, DriverRating, NegotiationRow } from './queries.js';

export interface PresentBidExtras {
  driverName?: string;
  rating?: DriverRating | null;
  /** The driver's verified badges (lib/documents.ts): shown with `driverName`. */
  driverBadges?: readonly string[];
  negotiations?: NegotiationRow[];
  load?: { origin: string; destination: string; pickupDate: string; status: string };
}

export function presentNegotiation(n: NegotiationRow) {
  return {
    id: n.id,
    bid_id: n.bidId,
    author_side: n.authorSide,
    action: n.action,
    amount: n.amountPaise === null ? null : paiseToRupees(n.amountPaise),
    note: n.note,
    created_at: n.createdAt.toISOString(),
  };
}

export function presentBid(b: BidRow, extras: PresentBidExtras = {}) {
  return {
    id: b.id,
    load_id: b.loadId,
    driver_id: b.driverId,
    amount: paiseToRupees(b.amountPaise),
    estimated_delivery: b.estimatedDelivery,
    note: b.note,
    status: b.status,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
    ...(extras.driverName !== undefined
      ? { driver: { id: b.driverId, name: extras.driverName, rating: extras.rating ? { average: extras.rating.average, count: extras.rating.count } : null, badges: badgesFrom(extras.driverBadges) } }
      : {}),
    ...(extras.load ? { load: { id: b.loadId, origin: extras.load.origin, destination: extras.load.destination, pickup_date: extras.load.pickupDate, status: extras.load.status } } : {}),
    ...(extras.negotiations ? { negotiations: extras.negotiations.map(presentNegotiation), ...presentLiveOffer(b, extras.negotiations) } : {}),
  };
}

/**
 * The negotiation as it stands: `current_amount` (the amount on the table: the
 * owner's counter while `countered`, else the driver's), `offered_by`,
 * `awaiting` (who must answer: 'driver' | 'owner' | null once ended),
 * `original_amount` and `history` (the original bid, then every step).
 */
function presentLiveOffer(b: BidRow, negotiations: NegotiationRow[]) {
  const live = liveOffer(b, negotiations);
  return {
    current_amount: paiseToRupees(live.currentPaise),
    offered_by: live.offeredBy,
    awaiting: live.awaiting,
    original_amount: b.originalAmountPaise === null ? null : paiseToRupees(b.originalAmountPaise),
    history: live.history.map(presentStep),
  };
}

function presentStep(h: HistoryStep) {
  return {
    action: h.action,
    side: h.side,
    amount: h.amountPaise === null ? null : paiseToRupees(h.amountPaise),
    note: h.note,
    at: h.at.toISOString(),
    ...(h.expiresAt ? { expires_at: h.expiresAt.toISOString() } : {}),
  };
}

export function presentTrip(t: { id: string; loadId: string; bidId: string; driverId: string; agreedAmountPaise: number; status: string }) {
  return { id: t.id, load_id: t.loadId, bid_id: t.bidId, driver_id: t.driverId, agreed_amount: paiseToRupees(t.agreedAmountPaise), status: t.status };
}

export function presentLoadAssignment(l: { id: string; status: string; assignedDriverId: string | null; acceptedBidId: string | null }) {
  return { id: l.id, status: l.status, assigned_driver_id: l.assignedDriverId, accepted_bid_id: l.acceptedBidId };
}
