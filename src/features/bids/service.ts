/**
 * Use cases of bidding and negotiation (CONTRACT section 6). Each opens one
 * transaction with withActor, locks the rows it decides on (the load first, then
 * the bid) and re-checks their state under the lock, so parallel requests end
 * in one of their serial outcomes. The partial unique indexes of migration 005
 * (one live bid per driver and load, one accepted bid per load) back this up.
 */
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { AccountSuspendedError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { roadDistanceKm } from '../../geo/cities.js';
import { formatDate, kolkataDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { canSeeLoad } from '../../http/visibility.js';
import type { MessageKey } from '../../lib/i18n/index.js';
import { type DriverReliability, driverReliability } from '../../lib/reliability.js';
import { notify, type NewNotification } from '../notifications/service.js';
import { BidLimitReachedError, BidStateError, bidStateMessage, DuplicateLiveBidError, LoadExpiredError, LoadNotOpenError, OfferChangedError } from './errors.js';
import { MAX_COUNTER_ROUNDS } from './offer.js';
import { canBidOn, canManageBidsOf, canSeeAllBidsOf, isBidder } from './policy.js';
import {
  assignLoad,
  driverRatings,
  findBidById,
  findLatestOwnerCounter,
  findLoadForBids,
  insertBid,
  lockDriverAndLoadForBidding,
  bidsOfDriverForBidding,
  insertNegotiation,
  insertTrip,
  endLiveBidsOfLoads,
  LIVE_STATUSES,
  withdrawLiveBidsOfDriver,
  countCounters,
  counterOfferHours,
  revertExpiredCounters,
  listBidsOfDriver,
  listBidsOfLoad,
  listNegotiations,
  lockBidForUpdate,
  lockLoadForUpdate,
  rejectOtherLiveBids,
  updateBidIfStatus,
  type BidRow,
  type BidWithDriver,
  type DriverRating,
  type LoadForBidding,
  type MyBidRow,
  type NegotiationRow,
} from './queries.js';
import type { CounterInput, PlaceBidInput, RespondInput } from './schema.js';
import { loadPath } from '../../views/paths.js';

/** Bids a free-plan driver may place per Asia/Kolkata calendar day (premium: unlimited). */
export const FREE_BIDS_PER_DAY = 5;

/** The road distance a truck covers in a day, for the delivery date the bid form proposes. */
export const KM_PER_DAY = 450;

export interface ProposedDelivery {
  /** ISO date: pickup plus ceil(km / KM_PER_DAY) days, at least one. */
  date: string;
  days: number;
  /** Approximate road km, null when a city is not in the gazetteer (one day is proposed). */
  km: number | null;
}

/** The delivery date the bid form proposes for a load: pickup + ceil(road km / 450) days, at least 1. */
export function proposedDelivery(load: { pickupDate: string; origin: string; destination: string }): ProposedDelivery {
  const km = roadDistanceKm(load.origin, load.destination);
  const days = Math.max(1, km === null ? 1 : Math.ceil(km / KM_PER_DAY));
  const d = new Date(`${load.pickupDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { date: d.toISOString().slice(0, 10), days, km };
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);
const loadLink = (loadId: string) => loadPath(loadId);

function uniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === constraint;
}

function checkViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23514' && e.constraint === constraint;
}

export interface PlacedBid {
  bid: BidRow;
  load: LoadForBidding;
}

/** A premium plan that has run out since the session was read: the bid is placed again with the driver's row locked. */
class PlanNoLongerPremium extends Error {}

/**
 * A driver bids on an open, listed load they do not own: at most one live bid
 * per load, delivery not before pickup, and on the free plan at most 5 bids per
 * Asia/Kolkata day (the driver's row is locked, so parallel bids are counted one
 * after another; a premium driver's row is not, having no limit); the load owner is notified.
 */
export async function placeBid(db: Database, actor: SessionUser, loadId: string, input: PlaceBidInput): Promise<PlacedBid> {
  try {
    return await placeBidOnce(db, actor, loadId, input, actor.plan !== 'premium');
  } catch (err) {
    if (err instanceof PlanNoLongerPremium) return placeBidOnce(db, actor, loadId, input, true);
    throw err;
  }
}

async function placeBidOnce(db: Database, actor: SessionUser, loadId: string, input: PlaceBidInput, lockDriver: boolean): Promise<PlacedBid> {
  try {
    return await withActor(db, actor.id, async (trx) => {
      const locked = await lockDriverAndLoadForBidding(trx, actor.id, loadId, lockDriver);
      if (!locked?.load.listed) throw new NotFoundError('Load');
      const { plan, load } = locked;
      // The session said premium, the plan as it counts now says otherwise: its row must be locked before counting.
      if (!lockDriver && plan !== 'premium') throw new PlanNoLongerPremium();
      authorize(actor, canBidOn, load, load.ownerId === actor.id ? t('bids.error.ownLoad') : t('bids.error.driversOnly'));
      // Its pickup day has passed: expired, even before the expiry job has marked it (migration 047 holds the same rule).
      if (load.status === 'expired' || (load.status === 'open' && load.pickupDate < kolkataDate())) throw new LoadExpiredError();
      if (load.status !== 'open') throw new LoadNotOpenError();
      if (input.estimated_delivery < load.pickupDate) {
        throw new ValidationError({ estimated_delivery: t('bids.error.deliveryBeforePickup', { date: formatDate(load.pickupDate) }) });
      }
      const mine = await bidsOfDriverForBidding(trx, actor.id, load.id);
      if (mine.live) throw new DuplicateLiveBidError();
      if (plan !== 'premium' && mine.today >= FREE_BIDS_PER_DAY) {
        throw new BidLimitReachedError(FREE_BIDS_PER_DAY);
      }
      const bid = await insertBid(trx, {
        loadId: load.id,
        driverId: actor.id,
        amountPaise: input.amount,
        estimatedDelivery: input.estimated_delivery,
        note: input.note,
      });
      await notify(trx, {
        userId: load.ownerId,
        kind: 'bid_placed',
        key: 'notify.bid.placed',
        bodyKey: 'notify.bid.placed.body',
        params: { amountPaise: bid.amountPaise, fromCity: load.origin, toCity: load.destination, name: actor.name, deliveryDate: bid.estimatedDelivery },
        link: loadLink(load.id),
      });
      return { bid, load };
    });
  } catch (err) {
    if (uniqueViolation(err, 'bids_one_live_per_driver')) throw new DuplicateLiveBidError();
    // Migration 034: the load left the board (its owner was suspended) while this bid was placed.
    if (checkViolation(err, 'bids_load_owner_active')) throw new NotFoundError('Load');
    // Migration 035: the driver was suspended while placing it (their session is gone too).
    if (checkViolation(err, 'bids_driver_active')) throw new AccountSuspendedError();
    // Migration 047: the pickup day passed (or the load expired) while this bid was placed.
    if (checkViolation(err, 'bids_load_not_expired')) throw new LoadExpiredError();
    throw err;
  }
}

/**
 * A bid is seen only by its load's owner and its driver (CONTRACT section 2):
 * to anyone else it does not exist, so their action on it is 404, not 403.
 */
function onlyIfSeen(allowed: boolean): void {
  if (!allowed) throw new NotFoundError('Bid');
}

/**
 * Locks the bid's load (FOR UPDATE), then the bid itself, and returns both as they are now: a countered bid whose
 * owner's counter-offer has expired is first put back to pending at the driver's amount (`counterExpired`).
 */
async function lockLoadAndBid(trx: Tx, bidId: string): Promise<{ load: LoadForBidding; bid: BidRow; counterExpired: boolean }> {
  const found = await findBidById(trx, bidId);
  if (!found) throw new NotFoundError('Bid');
  const load = await lockLoadForUpdate(trx, found.loadId);
  const locked = load && (await lockBidForUpdate(trx, bidId));
  if (!load || !locked) throw new NotFoundError('Bid');
  const [reverted] = locked.status === 'countered' ? await revertExpiredCounters(trx, bidId) : [];
  return { load, bid: reverted ?? locked, counterExpired: reverted !== undefined };
}

/** A bid takes at most MAX_COUNTER_ROUNDS counter-offers, by both sides together (the bid is locked by the caller). */
async function checkCounterRounds(trx: Tx, bidId: string): Promise<void> {
  if ((await countCounters(trx, bidId)) >= MAX_COUNTER_ROUNDS) throw new ConflictError(t('negotiation.error.maxRounds', { max: MAX_COUNTER_ROUNDS }));
}

export interface AcceptedBid {
  bid: BidRow;
  load: LoadForBidding & { assignedDriverId: string; acceptedBidId: string };
  trip: Awaited<ReturnType<typeof insertTrip>>;
}

/**
 * The one accept, for the owner's accept and the driver's acceptance of a
 * counter: bid live and load open (both locked by the caller); the bid is
 * accepted (at `amountPaise` when given), every other live bid rejected, the
 * load assigned, a scheduled trip created, and every bidder but the actor told.
 */
async function acceptLocked(trx: Tx, actor: SessionUser, load: LoadForBidding, bid: BidRow, amountPaise?: number): Promise<AcceptedBid> {
  if (!isLive(bid.status)) throw new BidStateError(bid.status, 'accepted');
  if (load.status !== 'open') throw new LoadNotOpenError();
  const accepted = await updateBidIfStatus(trx, bid.id, LIVE_STATUSES, { status: 'accepted', ...(amountPaise ? { amountPaise } : {}) });
  if (!accepted) throw new BidStateError(bid.status, 'accepted');
  const rejected = await rejectOtherLiveBids(trx, load.id, bid.id);
  if (!(await assignLoad(trx, load.id, bid.driverId, bid.id))) throw new LoadNotOpenError();
  const trip = await insertTrip(trx, { loadId: load.id, bidId: bid.id, driverId: bid.driverId, agreedAmountPaise: accepted.amountPaise });
  const notes: NewNotification[] = [];
  if (bid.driverId !== actor.id) {
    notes.push({
      userId: bid.driverId,
      kind: 'bid_accepted',
      key: 'notify.bid.accepted',
      bodyKey: 'notify.bid.accepted.body',
      params: { fromCity: load.origin, toCity: load.destination, amountPaise: accepted.amountPaise, pickupDate: load.pickupDate },
      link: loadLink(load.id),
    });
  }
  for (const r of rejected) {
    notes.push({
      userId: r.driverId,
      kind: 'bid_rejected',
      key: 'notify.bid.notChosen',
      bodyKey: 'notify.bid.notChosen.body',
      params: { fromCity: load.origin, toCity: load.destination },
      link: loadLink(load.id),
    });
  }
  for (const n of notes) await notify(trx, n);
  return { bid: accepted, load: { ...load, status: 'assigned', assignedDriverId: bid.driverId, acceptedBidId: bid.id }, trip };
}

/**
 * The load owner accepts a pending or countered bid on their open load (see
 * acceptLocked) at the driver's amount. `expectedPaise`, the amount the owner
 * saw (the forms always send it), is checked under the bid's lock: when the
 * driver's amount moved meanwhile nothing is accepted (409 OfferChangedError).
 */
export async function acceptBid(db: Database, actor: SessionUser, bidId: string, expectedPaise: number | null = null): Promise<AcceptedBid> {
  return withActor(db, actor.id, async (trx) => {
    const { load, bid } = await lockLoadAndBid(trx, bidId);
    onlyIfSeen(canManageBidsOf(actor, load));
    if (isLive(bid.status) && expectedPaise !== null && expectedPaise !== bid.amountPaise) throw new OfferChangedError('driver', bid.amountPaise);
    return acceptLocked(trx, actor, load, bid);
  });
}

/** The load owner rejects a pending or countered bid; the driver is notified. */
export async function rejectBid(db: Database, actor: SessionUser, bidId: string): Promise<{ bid: BidRow; load: LoadForBidding }> {
  return withActor(db, actor.id, async (trx) => {
    const { load, bid } = await lockLoadAndBid(trx, bidId);
    onlyIfSeen(canManageBidsOf(actor, load));
    const rejected = await updateBidIfStatus(trx, bid.id, LIVE_STATUSES, { status: 'rejected' });
    if (!rejected) throw new BidStateError(bid.status, 'rejected');
    await notify(trx, {
      userId: bid.driverId,
      kind: 'bid_rejected',
      key: 'notify.bid.rejected',
      bodyKey: 'notify.bid.rejected.body',
      params: { fromCity: load.origin, toCity: load.destination, amountPaise: bid.amountPaise },
      link: loadLink(load.id),
    });
    return { bid: rejected, load };
  });
}

/** The bidder withdraws their own pending or countered bid. */
export async function withdrawBid(db: Database, actor: SessionUser, bidId: string): Promise<{ bid: BidRow; load: LoadForBidding }> {
  return withActor(db, actor.id, async (trx) => {
    const { load, bid } = await lockLoadAndBid(trx, bidId);
    onlyIfSeen(isBidder(actor, bid));
    const withdrawn = await updateBidIfStatus(trx, bid.id, LIVE_STATUSES, { status: 'withdrawn' });
    if (!withdrawn) throw new BidStateError(bid.status, 'withdrawn');
    return { bid: withdrawn, load };
  });
}

export interface NegotiationStep {
  bid: BidRow;
  load: LoadForBidding;
  negotiation: NegotiationRow;
  trip?: AcceptedBid['trip'];
}

/**
 * The load owner counters a pending bid on their open load with an amount and
 * a note: the step is recorded, the bid becomes countered (the driver's turn)
 * and the driver is notified.
 */
export async function counterBid(db: Database, actor: SessionUser, bidId: string, input: CounterInput): Promise<NegotiationStep> {
  return withActor(db, actor.id, async (trx) => {
    const { load, bid } = await lockLoadAndBid(trx, bidId);
    onlyIfSeen(canManageBidsOf(actor, load));
    if (bid.status === 'countered') throw new ConflictError(t('bids.error.alreadyCountered'));
    if (bid.status !== 'pending') throw new BidStateError(bid.status, 'countered');
    if (load.status !== 'open') throw new LoadNotOpenError();
    await checkCounterRounds(trx, bid.id);
    const negotiation = await insertNegotiation(trx, { bidId: bid.id, authorId: actor.id, authorSide: 'owner', action: 'counter', amountPaise: input.amount, note: input.note });
    const countered = await updateBidIfStatus(trx, bid.id, ['pending'], { status: 'countered' });
    if (!countered) throw new BidStateError(bid.status, 'countered');
    await notify(trx, {
      userId: bid.driverId,
      kind: 'bid_countered',
      key: 'notify.bid.countered',
      bodyKey: 'notify.bid.countered.body',
      params: { amountPaise: input.amount, bidPaise: bid.amountPaise, fromCity: load.origin, toCity: load.destination },
      link: loadLink(load.id),
    });
    return { bid: countered, load, negotiation };
  });
}

/**
 * The driver answers the owner's counter-offer on their countered bid:
 * accept makes the counter the bid amount and accepts the bid exactly as the
 * owner's accept does; decline withdraws the bid from the negotiation; counter
 * puts the bid back to pending at the driver's new amount. Every answer is
 * recorded in the thread and the owner is notified.
 */
export async function respondToCounter(db: Database, actor: SessionUser, bidId: string, input: RespondInput): Promise<NegotiationStep> {
  return withActor(db, actor.id, async (trx) => {
    const { load, bid, counterExpired } = await lockLoadAndBid(trx, bidId);
    onlyIfSeen(isBidder(actor, bid));
    // Too late to answer: refused (the expiry job puts the bid back to pending, as this transaction would have).
    if (counterExpired) throw new ConflictError(t('negotiation.error.counterExpired', { hours: await counterOfferHours(trx) }));
    if (bid.status !== 'countered') {
      throw new ConflictError(bid.status === 'pending' ? t('bids.error.noCounter') : bidStateMessage(bid.status, 'answered'));
    }
    if (input.action !== 'decline' && load.status !== 'open') throw new LoadNotOpenError();
    const ownerNote = (key: MessageKey, bodyKey: MessageKey, amountPaise?: number): NewNotification => ({
      userId: load.ownerId,
      kind: 'counter_answered',
      key,
      bodyKey,
      params: { name: actor.name, fromCity: load.origin, toCity: load.destination, ...(amountPaise === undefined ? {} : { amountPaise }) },
      link: loadLink(load.id),
    });

    if (input.action === 'accept') {
      const counter = await findLatestOwnerCounter(trx, bid.id);
      if (!counter?.amountPaise) throw new ConflictError(t('bids.error.noCounterToAccept'));
      if (input.expectedPaise !== null && input.expectedPaise !== counter.amountPaise) throw new OfferChangedError('owner', counter.amountPaise);
      const negotiation = await insertNegotiation(trx, { bidId: bid.id, authorId: actor.id, authorSide: 'driver', action: 'accept', amountPaise: counter.amountPaise, note: input.note });
      const done = await acceptLocked(trx, actor, load, bid, counter.amountPaise);
      await notify(trx, ownerNote('notify.counter.accepted', 'notify.counter.accepted.body', counter.amountPaise));
      return { bid: done.bid, load: done.load, negotiation, trip: done.trip };
    }
    if (input.action === 'decline') {
      const negotiation = await insertNegotiation(trx, { bidId: bid.id, authorId: actor.id, authorSide: 'driver', action: 'decline', amountPaise: null, note: input.note });
      const withdrawn = await updateBidIfStatus(trx, bid.id, ['countered'], { status: 'withdrawn' });
      if (!withdrawn) throw new BidStateError(bid.status, 'answered');
      await notify(trx, ownerNote('notify.counter.declined', 'notify.counter.declined.body'));
      return { bid: withdrawn, load, negotiation };
    }
    const amount = input.amountPaise!;
    await checkCounterRounds(trx, bid.id);
    const negotiation = await insertNegotiation(trx, { bidId: bid.id, authorId: actor.id, authorSide: 'driver', action: 'counter', amountPaise: amount, note: input.note });
    const pending = await updateBidIfStatus(trx, bid.id, ['countered'], { status: 'pending', amountPaise: amount });
    if (!pending) throw new BidStateError(bid.status, 'answered');
    await notify(trx, ownerNote('notify.counter.countered', 'notify.counter.countered.body', amount));
    return { bid: pending, load, negotiation };
  });
}

export interface BidView {
  bid: BidWithDriver;
  rating: DriverRating | null;
  /** The driver's track record (lib/reliability.ts). */
  record: DriverReliability;
  negotiations: NegotiationRow[];
}

/** Bids of a load as the viewer may see them: the owner (and admins) every bid, a bidder their own; anyone else is refused. */
export async function bidsForLoad(db: Database, actor: SessionUser, loadId: string): Promise<{ load: LoadForBidding; bids: BidView[]; all: boolean }> {
  const load = await findLoadForBids(db, loadId);
  if (!load) throw new NotFoundError('Load');
  const all = canSeeAllBidsOf(actor, load);
  const rows = await listBidsOfLoad(db, load.id, all ? undefined : actor.id);
  if (!all && rows.length === 0) {
    // A load off the board does not exist for a stranger (404, the loads feature's rule); a board load's bids are its parties' (403).
    if (!canSeeLoad(actor, load)) throw new NotFoundError('Load');
    throw new ForbiddenError(t('bids.error.seeBids'));
  }
  return { load, bids: await withThreads(db, rows), all };
}

/** Adds each bid's negotiation thread and its driver's rating. */
export async function withThreads(db: Database, rows: BidWithDriver[]): Promise<BidView[]> {
  const [threads, ratings, records] = await Promise.all([
    listNegotiations(
      db,
      rows.map((r) => r.id),
    ),
    driverRatings(
      db,
      rows.map((r) => r.driverId),
    ),
    driverReliability(
      db,
      rows.map((r) => r.driverId),
    ),
  ]);
  return rows.map((bid) => ({ bid, rating: ratings.get(bid.driverId) ?? null, record: records.get(bid.driverId)!, negotiations: threads.get(bid.id) ?? [] }));
}

/** The actor's own bids (any role; only drivers have any), newest first. */
export async function myBids(db: Database, actor: SessionUser, opts: { status?: string; page: number; limit: number }): Promise<{ rows: MyBidRow[]; total: number }> {
  return listBidsOfDriver(db, actor.id, opts);
}

// ---- Loads taken off the board (a suspension, a reports hold: another feature's use case, in its transaction) ----

/**
 * The live bids on loads taken off the board end: each is rejected with the reason (kept on the bid, shown in the
 * reader's language) and its driver is told; returns how many ended.
 */
export async function endLiveBidsOfHiddenLoads(trx: Tx, loads: ReadonlyArray<{ id: string; origin: string; destination: string }>, reason: string): Promise<number> {
  const ended = await endLiveBidsOfLoads(
    trx,
    loads.map((l) => l.id),
    reason,
  );
  const loadOf = new Map(loads.map((l) => [l.id, l]));
  for (const b of ended) {
    const load = loadOf.get(b.loadId);
    await notify(trx, {
      userId: b.driverId,
      kind: 'bid_rejected',
      key: 'notify.bid.ended',
      bodyKey: 'notify.bid.ended.body',
      params: { fromCity: load?.origin ?? '', toCity: load?.destination ?? '', amountPaise: b.amountPaise },
      link: '/driver/bids',
    });
  }
  return ended.length;
}

/** A suspended driver's live bids are withdrawn with the reason; returns how many. */
export function withdrawLiveBidsOf(trx: Tx, driverId: string, reason: string): Promise<number> {
  return withdrawLiveBidsOfDriver(trx, driverId, reason);
}

/** The counter-offer expiry job's pass: countered bids whose owner's counter-offer expired go back to pending (a conditional update, safe with several instances). */
export async function expireCounterOffers(db: Database): Promise<number> {
  return withActor(db, null, async (trx) => (await revertExpiredCounters(trx)).length);
}
