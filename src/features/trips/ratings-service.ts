/**
 * Use cases of ratings (CONTRACT section 7): after delivery, the load's owner
 * rates the driver and the driver rates the owner, once per trip per side.
 */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import { findTripRef, lockTripForShare } from './queries.js';
import { AlreadyRatedError, TripNotDeliveredError } from './ratings-errors.js';
import { insertRatingOnce, type RatingRow } from './ratings-queries.js';
import type { RateInput } from './ratings-schema.js';

export type RatingSide = 'owner' | 'driver';

/**
 * Stores the actor's rating of the other party of a delivered trip; only the
 * load's owner (rating the driver) or the assigned driver (rating the owner),
 * once each. `onlySide` narrows who may use the door (the shipper route rates drivers only).
 */
export async function rateTrip(db: Database, actor: SessionUser, tripId: string, input: RateInput, onlySide?: RatingSide): Promise<RatingRow> {
  return withActor(db, actor.id, async (trx) => {
    const ref = await findTripRef(trx, tripId);
    const side: RatingSide | null = !ref ? null : ref.ownerId === actor.id ? 'owner' : ref.driverId === actor.id ? 'driver' : null;
    // A trip the actor is not a party of does not exist for them.
    if (!ref || !side || (onlySide && side !== onlySide)) throw new NotFoundError('Trip');
    const trip = await lockTripForShare(trx, tripId);
    if (!trip) throw new NotFoundError('Trip');
    if (trip.status !== 'delivered') throw new TripNotDeliveredError();
    const rating = await insertRatingOnce(trx, {
      tripId,
      raterId: actor.id,
      rateeId: side === 'owner' ? ref.driverId : ref.ownerId,
      score: input.score,
      review: input.review,
    });
    if (!rating) throw new AlreadyRatedError();
    return rating;
  });
}
