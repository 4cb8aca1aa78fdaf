/**
 * Use cases of trips (CONTRACT section 7): the assigned driver moves a trip
 * forward, the load's owner cancels it before loading. Each change locks the
 * load and then the trip (the order every load-changing use case follows),
 * updates conditionally, moves the load with it and notifies the other party.
 */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { t } from '../../lib/i18n/index.js';
import { refundHeldFundsOnCancel } from '../escrow/service.js';
import { notify } from '../notifications/service.js';
import { BeforePickupError, PodNeededError, TripNotCancellableError, TripSkipError, TripStateError } from './errors.js';
import { canCancelTrip, canMoveTrip, type ViewerSide } from './policy.js';
import { findDeliveryCode, findPod, type Pod } from './pod-queries.js';
import { ratingsOfTrip, ratingSummariesOf, ratingSummaryOf, recentReviewsOf, tripsRatedBy, type RatingRow } from './ratings-queries.js';
import {
  cancelTripIf,
  findTripDetailFor,
  findTripDetailOfLoadFor,
  findTripRef,
  listLoadsOfOwner,
  listTripsFor,
  lockLoadForUpdate,
  lockTripForUpdate,
  setLoadStatusIf,
  updateTripStatusIf,
  type OwnerLoadRow,
  type TripDetail,
  type TripListRow,
  type TripRow,
} from './queries.js';
import { driverTripPath, loadPath } from '../../views/paths.js';
import { kolkataDate } from '../../lib/dates.js';
import { CANCELLABLE_TRIP_STATUSES, type DriverTarget, flowRank, TRIP_FLOW, type OwnerLoadFilter, type TripFilter } from '../../lib/trip-status.js';
import type { RatingSummary, Review } from '../../views/trips.js';

/**
 * Only the assigned driver moves a trip, one step forward at a time (issue 17);
 * `loaded` once the pickup day (India) has come, and it and `in_transit` put the
 * load in transit; `delivered` is reached only with a proof of delivery
 * (pod-service.ts). The load's owner is notified.
 */
export async function advanceTrip(db: Database, actor: SessionUser, tripId: string, to: DriverTarget): Promise<TripRow> {
  return withActor(db, actor.id, async (trx) => {
    const ref = await findTripRef(trx, tripId);
    // Someone else's trip does not exist for this driver.
    if (!ref || (actor.role === 'driver' && ref.driverId !== actor.id)) throw new NotFoundError('Trip');
    authorize(actor, canMoveTrip, ref, t('trips.error.onlyDriver'));
    const load = await lockLoadForUpdate(trx, ref.loadId);
    const trip = await lockTripForUpdate(trx, tripId);
    if (!load || !trip) throw new NotFoundError('Trip');
    if (trip.status === 'cancelled' || trip.status === 'delivered' || flowRank(to) <= flowRank(trip.status)) {
      throw new TripStateError(trip.status, to);
    }
    if (flowRank(to) > flowRank(trip.status) + 1) throw new TripSkipError(trip.status, TRIP_FLOW[flowRank(trip.status) + 1]);
    // Delivery goes through the proof of delivery (pod-service.ts).
    if (to === 'delivered') throw new PodNeededError();
    if (to === 'loaded' && load.pickupDate > kolkataDate()) throw new BeforePickupError(load.pickupDate);
    const updated = await updateTripStatusIf(trx, tripId, trip.status, to);
    if (!updated) throw new TripStateError(trip.status, to);
    if (to === 'loaded' || to === 'in_transit') await setLoadStatusIf(trx, load.id, ['assigned'], 'in_transit');
    await notify(trx, {
      userId: load.ownerId,
      kind: 'trip_status',
      key: 'notify.trip.moved',
      bodyKey: 'notify.trip.moved.body',
      params: { fromCity: load.origin, toCity: load.destination, newTripStatus: to, name: actor.name },
      link: loadPath(load.id),
    });
    return updated;
  });
}

/**
 * Only the load's owner cancels a trip, and only before it is loaded; the load
 * is cancelled with it, money held in escrow goes back, and the driver is told.
 */
export async function cancelTrip(db: Database, actor: SessionUser, tripId: string): Promise<TripRow> {
  return withActor(db, actor.id, async (trx) => {
    const ref = await findTripRef(trx, tripId);
    // A trip of someone else's load does not exist for this user; its driver is refused (403).
    if (!ref || (ref.ownerId !== actor.id && ref.driverId !== actor.id)) throw new NotFoundError('Trip');
    authorize(actor, canCancelTrip, ref, t('trips.error.onlyOwner'));
    const load = await lockLoadForUpdate(trx, ref.loadId);
    const trip = await lockTripForUpdate(trx, tripId);
    if (!load || !trip) throw new NotFoundError('Trip');
    if (!(CANCELLABLE_TRIP_STATUSES as readonly string[]).includes(trip.status)) throw new TripNotCancellableError(trip.status);
    await refundHeldFundsOnCancel(trx, load);
    const cancelled = await cancelTripIf(trx, tripId, CANCELLABLE_TRIP_STATUSES);
    if (!cancelled) throw new TripNotCancellableError(trip.status);
    await setLoadStatusIf(trx, load.id, ['open', 'assigned'], 'cancelled');
    await notify(trx, {
      userId: trip.driverId,
      kind: 'trip_status',
      key: 'notify.trip.cancelled',
      bodyKey: 'notify.trip.cancelled.body',
      params: { fromCity: load.origin, toCity: load.destination, name: actor.name },
      link: driverTripPath(trip.id),
    });
    return cancelled;
  });
}

export interface TripView {
  trip: TripDetail;
  side: ViewerSide;
  driverRating: RatingSummary;
  ownerRating: RatingSummary;
  myRating: RatingRow | null;
  theirRating: RatingRow | null;
  /** The proof of delivery, once given. */
  pod: Pod | null;
  /** The delivery code the owner gives the receiver (the owner's view of a trip under way only). */
  deliveryCode: string | null;
}

/** What a trip's page shows its driver, its load's owner or an admin; anyone else gets 404. */
export async function getTripView(db: Database, viewer: SessionUser, tripId: string): Promise<TripView> {
  const trip = await findTripDetailFor(db, tripId, viewer);
  if (!trip) throw new NotFoundError('Trip');
  return tripViewOf(db, viewer, trip);
}

/** The trip of a load as its driver, owner or an admin sees it; null for anyone else or when there is none. */
export async function findTripViewOfLoad(db: Database, viewer: SessionUser, loadId: string): Promise<TripView | null> {
  const trip = await findTripDetailOfLoadFor(db, loadId, viewer);
  return trip ? tripViewOf(db, viewer, trip) : null;
}

async function tripViewOf(db: Database, viewer: SessionUser, trip: TripDetail): Promise<TripView> {
  const side: ViewerSide = trip.driverId === viewer.id ? 'driver' : trip.ownerId === viewer.id ? 'owner' : 'admin';
  const active = trip.status !== 'delivered' && trip.status !== 'cancelled';
  const [summaries, ratings, pod, deliveryCode] = await Promise.all([
    ratingSummariesOf(db, [trip.driverId, trip.ownerId]),
    ratingsOfTrip(db, trip.id),
    findPod(db, trip.id),
    side === 'owner' && active ? findDeliveryCode(db, trip.id) : undefined,
  ]);
  const other = side === 'driver' ? trip.ownerId : trip.driverId;
  return {
    trip,
    side,
    driverRating: summaries.get(trip.driverId)!,
    ownerRating: summaries.get(trip.ownerId)!,
    myRating: side === 'admin' ? null : (ratings.get(viewer.id) ?? null),
    theirRating: side === 'admin' ? null : (ratings.get(other) ?? null),
    pod: pod ?? null,
    deliveryCode: deliveryCode ?? null,
  };
}

// ---- Reads other features' pages make of trips (the dashboards, driver profiles) ----

export type { OwnerLoadRow, TripListRow } from './queries.js';

/** The loads an owner (shipper or broker) posted, newest first, with bid counts, the trip, the client and the commission. */
export function listOwnerLoads(db: Database, ownerId: string, opts: { status: OwnerLoadFilter; page: number; limit: number }): Promise<{ rows: OwnerLoadRow[]; total: number }> {
  return listLoadsOfOwner(db, ownerId, opts);
}

/** The trips a user takes part in (a driver's own, or those on an owner's loads; all for an admin), by filter. */
export function listTripsOf(db: Database, viewer: { id: string; role: string }, opts: { status: TripFilter; page: number; limit: number }): Promise<{ rows: TripListRow[]; total: number }> {
  return listTripsFor(db, viewer, opts);
}

/** Of these trips, the ones this user has already rated. */
export function tripsRatedByUser(db: Database, raterId: string, tripIds: string[]): Promise<Set<string>> {
  return tripsRatedBy(db, raterId, tripIds);
}

/** A user's average rating and number of ratings. */
export function ratingSummaryOfUser(db: Database, userId: string): Promise<RatingSummary> {
  return ratingSummaryOf(db, userId);
}

/** The newest ratings a user received, with who gave them and on which route. */
export function recentReviewsOfUser(db: Database, userId: string, limit: number): Promise<Review[]> {
  return recentReviewsOf(db, userId, limit);
}
