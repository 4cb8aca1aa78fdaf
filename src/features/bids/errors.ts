/** Errors of bidding and negotiation. */
import { ConflictError, DomainError } from '../../http/errors.js';
import { formatRupees } from '../../lib/money.js';

/** A free driver has placed the day's 5 bids (Asia/Kolkata day); premium has no limit. */
export class BidLimitReachedError extends DomainError {
  constructor(limit: number) {
    super('BID_LIMIT_REACHED', `You have used today's ${limit} free bids. Upgrade to premium for unlimited bids, or bid again tomorrow.`);
  }
}

/** The driver already has a pending or countered bid on this load. */
export class DuplicateLiveBidError extends ConflictError {
  constructor() {
    super('You already have a live bid on this load. Withdraw it or wait for an answer before bidding again.');
  }
}

/** The load no longer takes bids or answers (assigned, in transit, cancelled...). */
export class LoadNotOpenError extends ConflictError {
  constructor() {
    super('This load is no longer open for bids.');
  }
}

/** The bid's state no longer allows the action (already accepted, rejected, withdrawn, or not the caller's turn). */
export class BidStateError extends ConflictError {
  constructor(status: string, action: string) {
    super(`This bid is ${status}; it can no longer be ${action}.`);
  }
}

/**
 * The offer an accept names is no longer the one on the table: the other side
 * countered (or countered back) between the page and the click. Nothing is accepted.
 */
export class OfferChangedError extends ConflictError {
  constructor(offeredBy: 'owner' | 'driver', nowPaise: number) {
    super(
      `The offer changed before you accepted: the ${offeredBy === 'owner' ? "load owner's" : "driver's"} offer is now ${formatRupees(nowPaise)}. Nothing was accepted; look at the new offer and answer again.`,
    );
  }
}
