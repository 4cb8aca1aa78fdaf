/** Use cases of the driver: the profile and truck, availability, and the figures of the driver's pages. */
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import { driverReliability } from '../../lib/reliability.js';
import { ratingSummaryOfUser, recentReviewsOfUser } from '../trips/service.js';
import {
  countDeliveredTrips,
  earningsByMonth,
  earningsByTrip,
  earningsTotals,
  findDriverWithProfile,
  listActiveTripsOfDriver,
  listOpenBidsOfDriver,
  monthFiguresOfDriver,
  setAvailability,
  updateUserNameAndPhone,
  upsertDriverProfile,
} from './queries.js';
import type { VehicleFields } from '../../lib/fields.js';
import type { DriverProfileInput } from './schema.js';

/** A driver keeps their own name, phone and truck; the registration number is stored normalised (MH12AB1234). */
export async function updateDriverProfile(db: Database, actor: SessionUser, input: DriverProfileInput): Promise<void> {
  await withActor(db, actor.id, async (trx) => {
    await updateUserNameAndPhone(trx, actor.id, { name: input.name, phone: input.phone, city: input.home_city });
    await upsertDriverProfile(trx, actor.id, input);
  });
}

/** A new driver's truck is saved with their account (sign-up, phone onboarding), inside the registering transaction. */
export async function saveTruckOfNewDriver(trx: Tx, userId: string, truck: VehicleFields): Promise<void> {
  await upsertDriverProfile(trx, userId, truck);
}

/** A driver switches their availability on or off (or flips it); returns the new value. */
export async function setDriverAvailability(db: Database, actor: SessionUser, available: boolean | null): Promise<boolean> {
  return withActor(db, actor.id, (trx) => setAvailability(trx, actor.id, available));
}

/** The driver's home: trips under way, live bids, this month's money, rating and availability. */
export async function getDriverHome(db: Database, driverId: string) {
  const [profile, activeTrips, openBids, month, rating] = await Promise.all([
    findDriverWithProfile(db, driverId),
    listActiveTripsOfDriver(db, driverId),
    listOpenBidsOfDriver(db, driverId, 10),
    monthFiguresOfDriver(db, driverId),
    ratingSummaryOfUser(db, driverId),
  ]);
  if (!profile) throw new NotFoundError('Driver');
  return { profile, activeTrips, openBids, month, rating };
}

/** Earnings by month and by trip: paid only when released from escrow, otherwise expected. */
export async function getEarnings(db: Database, driverId: string, page: { page: number; limit: number }) {
  const [months, trips, totals] = await Promise.all([earningsByMonth(db, driverId), earningsByTrip(db, driverId, page), earningsTotals(db, driverId)]);
  return { months, trips, totals };
}

/** The driver's own profile page: their details, truck and rating. */
export async function getOwnProfile(db: Database, driverId: string) {
  const [profile, rating] = await Promise.all([findDriverWithProfile(db, driverId), ratingSummaryOfUser(db, driverId)]);
  if (!profile) throw new NotFoundError('Driver');
  return { profile, rating };
}

/** A driver's public profile for signed-in users: truck, home city, rating and reviews; only active drivers. */
export async function getPublicDriver(db: Database, driverId: string) {
  const profile = await findDriverWithProfile(db, driverId, { activeOnly: true });
  if (!profile) throw new NotFoundError('Driver');
  const [rating, reviews, delivered, records] = await Promise.all([
    ratingSummaryOfUser(db, driverId),
    recentReviewsOfUser(db, driverId, 20),
    countDeliveredTrips(db, driverId),
    driverReliability(db, [driverId]),
  ]);
  return { profile, rating, reviews, delivered, record: records.get(driverId)! };
}
