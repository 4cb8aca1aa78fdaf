/**
 * The live state of a bid's negotiation, read from the bid and its thread: the
 * amount on the table now, whose offer it is, who must answer, and the history
 * from the original bid. Pages and JSON show this one reading, and the accepts
 * check the amount a caller saw against it (service.ts).
 */
import type { NegotiationRow } from './queries.js';

export type Side = 'owner' | 'driver';

export interface OfferBid {
  status: string;
  amountPaise: number;
  originalAmountPaise: number | null;
  createdAt: Date;
  note: string | null;
}

export interface HistoryStep {
  /** 'bid' is the original bid; the rest are the negotiation's steps. */
  action: 'bid' | 'counter' | 'accept' | 'decline';
  side: Side;
  /** null only for an original bid placed before its amount was kept (migration 040). */
  amountPaise: number | null;
  note: string | null;
  at: Date;
}

export interface LiveOffer {
  /** The amount on the table now: the owner's counter while the bid is countered, else the driver's amount. */
  currentPaise: number;
  /** Whose offer the current amount is. */
  offeredBy: Side;
  /** Who must answer now; null once the bid is accepted, rejected or withdrawn. */
  awaiting: Side | null;
  history: HistoryStep[];
}

/** The owner's latest counter-offer in a thread (oldest step first), or null. */
export function latestOwnerCounter(steps: readonly NegotiationRow[]): number | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.authorSide === 'owner' && s.action === 'counter' && s.amountPaise !== null) return s.amountPaise;
  }
  return null;
}

export function liveOffer(bid: OfferBid, steps: readonly NegotiationRow[]): LiveOffer {
  const history: HistoryStep[] = [
    { action: 'bid', side: 'driver', amountPaise: bid.originalAmountPaise ?? (steps.length === 0 ? bid.amountPaise : null), note: bid.note, at: bid.createdAt },
    ...steps.map(
      (s): HistoryStep => ({
        action: s.action as HistoryStep['action'],
        side: s.authorSide as Side,
        amountPaise: s.amountPaise,
        note: s.note,
        at: s.createdAt,
      }),
    ),
  ];
  if (bid.status === 'countered') {
    return { currentPaise: latestOwnerCounter(steps) ?? bid.amountPaise, offeredBy: 'owner', awaiting: 'driver', history };
  }
  if (bid.status === 'pending') return { currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: 'owner', history };
  if (bid.status === 'accepted') return { currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: null, history };
  // Rejected or withdrawn: the last amount that was on the table.
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h.amountPaise !== null && (h.action === 'counter' || h.action === 'bid')) return { currentPaise: h.amountPaise, offeredBy: h.side, awaiting: null, history };
  }
  return { currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: null, history };
}
