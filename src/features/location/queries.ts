/** SQL of location tracking: the load and its trip, fixes, the trail, drivers nearest to a point. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.js';

/** A live (not soft-deleted) load with its trip, if any. */
export async function findLoadWithTrip(db: Db, loadId: string) {
  return db
    .selectFrom('loads as l')
    .leftJoin('trips as t', 't.loadId', 'l.id')
    .select(['l.id', 'l.ownerId', 'l.origin', 'l.destination', 'l.pickupDate', 'l.status', 'l.assignedDriverId', 'l.listed', 't.id as tripId', 't.status as tripStatus', 't.driverId as tripDriverId'])
    .where('l.id', '=', loadId)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst();
}

export type LoadWithTrip = NonNullable<Awaited<ReturnType<typeof findLoadWithTrip>>>;

/**
 * A live load and its trip (null when it has none), the trip share-locked in the same statement: a status change
 * waits until the fix is stored (and vice versa), and the trip read is its newest version once the lock is held.
 */
export async function findLoadLockingTrip(trx: Tx, loadId: string) {
  const row = await trx
    .selectFrom('loads as l')
    .leftJoinLateral(
      (eb) => eb.selectFrom('trips').select(['id', 'status', 'driverId', 'scheduledAt']).whereRef('trips.loadId', '=', 'l.id').forShare().as('t'),
      (j) => j.onTrue(),
    )
    .select(['l.id', 'l.ownerId', 'l.status', 'l.assignedDriverId', 'l.listed', 't.id as tripId', 't.status as tripStatus', 't.driverId as tripDriverId', 't.scheduledAt'])
    .where('l.id', '=', loadId)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tripId, tripStatus, tripDriverId, scheduledAt, ...load } = row;
  const trip = tripId && tripStatus && tripDriverId && scheduledAt ? { id: tripId, status: tripStatus, driverId: tripDriverId, scheduledAt } : null;
  return { ...load, trip };
}

const FIX_COLUMNS = ['id', 'loadId', 'driverId', 'lat', 'lng', 'accuracyM', 'speedKmh', 'heading', 'recordedAt'] as const;

export interface NewFix {
  loadId: string;
  driverId: string;
  lat: number;
  lng: number;
  accuracyM: number | null;
  speedKmh: number | null;
  heading: number | null;
  /** null: taken now (the database clock, to the microsecond). */
  recordedAt: Date | null;
  clientId: string | null;
}

/**
 * Stores fixes, each once: a fix already stored (the same load, driver and time
 * taken, or the same client id; migration 039's unique indexes) is skipped.
 * Returns the rows stored by this call.
 */
export async function insertFixes(trx: Tx, fixes: NewFix[]) {
  return trx
    .insertInto('vehicleLocations')
    .values(fixes.map(({ recordedAt, ...f }) => ({ ...f, recordedAt: recordedAt ?? sql<Date>`clock_timestamp()` })))
    .onConflict((oc) => oc.doNothing())
    .returning(FIX_COLUMNS)
    .execute();
}

/** The stored fix that a repeated one matched: the same client id, or the same driver and time taken. */
export async function findStoredFix(db: Db, fix: { loadId: string; driverId: string; recordedAt: Date | null; clientId: string | null }) {
  const { clientId, recordedAt } = fix;
  if (!clientId && !recordedAt) return undefined;
  return db
    .selectFrom('vehicleLocations')
    .select(FIX_COLUMNS)
    .where('loadId', '=', fix.loadId)
    .where((eb) => eb.or([...(clientId ? [eb('clientId', '=', clientId)] : []), ...(recordedAt ? [eb.and([eb('driverId', '=', fix.driverId), eb('recordedAt', '=', recordedAt)])] : [])]))
    .orderBy('id')
    .executeTakeFirst();
}

export type FixRow = Awaited<ReturnType<typeof insertFixes>>[number];

/** The load's newest fix by the time it was taken (not by when it arrived). */
export async function findLatestFix(db: Db, loadId: string): Promise<FixRow | undefined> {
  return db.selectFrom('vehicleLocations').select(FIX_COLUMNS).where('loadId', '=', loadId).orderBy('recordedAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The newest `limit` fixes of a load by the time they were taken, oldest first. */
export async function listTrail(db: Db, loadId: string, limit: number): Promise<FixRow[]> {
  const rows = await db.selectFrom('vehicleLocations').select(FIX_COLUMNS).where('loadId', '=', loadId).orderBy('recordedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

/** What a driver's truck must be to carry a load: its type, and at least the load's weight. */
export interface TruckFit {
  truckType: string;
  weightTonnes: number;
}

/**
 * The `limit` available, active drivers nearest to (lat, lng) by great-circle distance (haversine, km, the
 * gazetteer's `distanceKm`), by each one's latest fix newer than `since`: a true k-nearest, exact, not a
 * planar guess. Each available driver's latest fix is one probe of `vehicle_locations_driver_idx`, so the cost
 * grows with the drivers available, not with their fixes; `fit` keeps only trucks of the load's type that carry
 * its weight. Ties go to the newer fix, then the driver id.
 */
export async function listNearestAvailableDrivers(db: Db, at: { lat: number; lng: number }, since: Date, limit: number, fit?: TruckFit) {
  return db
    .selectFrom('driverProfiles as dp')
    .innerJoin('users as u', 'u.id', 'dp.userId')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('vehicleLocations as v')
          .select(['v.lat', 'v.lng', 'v.recordedAt'])
          .whereRef('v.driverId', '=', 'dp.userId')
          .orderBy('v.recordedAt', 'desc')
          .orderBy('v.id', 'desc')
          .limit(1)
          .as('vl'),
      (j) => j.onTrue(),
    )
    .select(['dp.userId as driverId', 'vl.lat', 'vl.lng', 'vl.recordedAt', 'u.name', 'u.username', 'dp.vehicleNumber', 'dp.truckType', 'dp.truckLengthFt', 'dp.capacityTonnes', 'dp.homeCity'])
    .select(
      sql<number>`2 * 6371 * asin(least(1, sqrt(power(sin(radians(vl.lat - ${at.lat}::float8) / 2), 2) + cos(radians(${at.lat}::float8)) * cos(radians(vl.lat)) * power(sin(radians(vl.lng - ${at.lng}::float8) / 2), 2))))`.as(
        'distanceKm',
      ),
    )
    .where('vl.recordedAt', '>', since)
    .where('dp.available', '=', true)
    .where('u.status', '=', 'active')
    .where('u.role', '=', 'driver')
    .$if(fit !== undefined, (qb) => qb.where('dp.truckType', '=', fit?.truckType ?? '').where('dp.capacityTonnes', '>=', fit?.weightTonnes ?? 0))
    .orderBy('distanceKm')
    .orderBy('vl.recordedAt', 'desc')
    .orderBy('dp.userId')
    .limit(limit)
    .execute();
}

export type NearbyDriverRow = Awaited<ReturnType<typeof listNearestAvailableDrivers>>[number];
