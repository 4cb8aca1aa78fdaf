/**
 * The live state of a bid's negotiation, read from the bid and its thread: the
 * amount on the table now, whose offer it is, who must answer, and the history
 * from the original bid. Pages and JSON show this one reading, and the accepts
 * check the amount a caller saw against it (service.ts).
 */
import type { NegotiationRow } from './queries.js';

export type Side = 'owner' | 'driver';

/** Counter-offers one bid takes, by both sides together (migration 047's trigger holds the same number). */
export const MAX_COUNTER_ROUNDS = 3;

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
  /** An owner's counter-offer: when it stops being acceptable (migration 047); null otherwise. */
  expiresAt: Date | null;
}

export interface LiveOffer {
  /** The amount on the table now: the owner's counter while the bid is countered, else the driver's amount. */
  currentPaise: number;
  /** Whose offer the current amount is. */
  offeredBy: Side;
  /** Who must answer now; null once the bid is accepted, rejected or withdrawn. */
  awaiting: Side | null;
  history: HistoryStep[];
  /** Counter-offers still possible on this bid (MAX_COUNTER_ROUNDS minus those made). */
  roundsLeft: number;
  /** The owner's counter-offer was not answered in time: the bid is back with the owner at the driver's amount. */
  counterExpired: boolean;
}

/** True once an owner's counter-offer can no longer be accepted. */
export function isExpired(step: { expiresAt: Date | null }, now: Date = new Date()): boolean {
  return step.expiresAt !== null && step.expiresAt.getTime() <= now.getTime();
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
    { action: 'bid', side: 'driver', amountPaise: bid.originalAmountPaise ?? (steps.length === 0 ? bid.amountPaise : null), note: bid.note, at: bid.createdAt, expiresAt: null },
    ...steps.map(
      (s): HistoryStep => ({
        action: s.action as HistoryStep['action'],
        side: s.authorSide as Side,
        amountPaise: s.amountPaise,
        note: s.note,
        at: s.createdAt,
        expiresAt: s.expiresAt,
      }),
    ),
  ];
  const roundsLeft = Math.max(0, MAX_COUNTER_ROUNDS - steps.filter((s) => s.action === 'counter').length);
  const base = { history, roundsLeft, counterExpired: false };
  if (bid.status === 'countered') {
    const counter = [...steps].reverse().find((s) => s.authorSide === 'owner' && s.action === 'counter');
    // Not answered in time: the bid is back with the owner at the driver's amount (the job, or the next action, records it).
    if (counter && isExpired(counter)) return { ...base, currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: 'owner', counterExpired: true };
    return { ...base, currentPaise: latestOwnerCounter(steps) ?? bid.amountPaise, offeredBy: 'owner', awaiting: 'driver' };
  }
  if (bid.status === 'pending') return { ...base, currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: 'owner' };
  if (bid.status === 'accepted') return { ...base, currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: null };
  // Rejected or withdrawn: the last amount that was on the table.
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (h.amountPaise !== null && (h.action === 'counter' || h.action === 'bid')) return { ...base, currentPaise: h.amountPaise, offeredBy: h.side, awaiting: null };
  }
  return { ...base, currentPaise: bid.amountPaise, offeredBy: 'driver', awaiting: null };
}
