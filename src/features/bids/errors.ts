/** Errors of bidding and negotiation. */
import { ConflictError, DomainError } from '../../http/errors.js';
import { currentLocale, t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { statusName } from '../../lib/words.js';

/** A free driver has placed the day's 5 bids (Asia/Kolkata day); premium has no limit. */
export class BidLimitReachedError extends DomainError {
  constructor(limit: number) {
    super('BID_LIMIT_REACHED', t('bids.error.limit', { limit }));
  }
}

/** The driver already has a pending or countered bid on this load. */
export class DuplicateLiveBidError extends ConflictError {
  constructor() {
    super(t('bids.error.duplicate'));
  }
}

/** The load no longer takes bids or answers (assigned, in transit, cancelled...). */
export class LoadNotOpenError extends ConflictError {
  constructor() {
    super(t('bids.error.notOpen'));
  }
}

/** The load's pickup day has passed without an accepted bid: it takes no more bids (issue 17). */
export class LoadExpiredError extends ConflictError {
  constructor() {
    super(t('listings.error.expired'));
  }
}

/** The bid's state no longer allows the action (already accepted, rejected, withdrawn, or not the caller's turn). */
export class BidStateError extends ConflictError {
  constructor(status: string, action: 'accepted' | 'rejected' | 'withdrawn' | 'countered' | 'answered') {
    super(bidStateMessage(status, action));
  }
}

/**
 * The offer an accept names is no longer the one on the table: the other side
 * countered (or countered back) between the page and the click. Nothing is accepted.
 */
export class OfferChangedError extends ConflictError {
  constructor(offeredBy: 'owner' | 'driver', nowPaise: number) {
    super(t(offeredBy === 'owner' ? 'bids.error.offerChangedOwner' : 'bids.error.offerChangedDriver', { amount: formatRupees(nowPaise) }));
  }
}

/**
 * "This bid is accepted; it can no longer be rejected.": English names the status by its code (as it always
 * did: "countered", where the dictionary says "Counter-offer"), the other languages by its name in the dictionary.
 */
export function bidStateMessage(status: string, action: 'accepted' | 'rejected' | 'withdrawn' | 'countered' | 'answered'): string {
  return t(`bids.error.state.${action}`, { status: currentLocale() === 'en' ? status : statusName('bid', status).toLowerCase() });
}
