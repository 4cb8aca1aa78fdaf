/**
 * Factories of the messages and location tests: direct message inserts with
 * chosen times, suspension, GPS fixes and driver profiles.
 */
import type { TestServer } from './test-server.js';

type Db = TestServer['db'];

/** Inserts a message directly (for conversations whose order the test controls). */
export async function insertMessage(db: Db, senderId: string, receiverId: string, content: string, opts: { createdAt?: Date; loadId?: string; readAt?: Date } = {}) {
  return db
    .insertInto('messages')
    .values({ senderId, receiverId, content, loadId: opts.loadId ?? null, createdAt: opts.createdAt ?? new Date(), readAt: opts.readAt ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Suspends a user the way the admin feature does (status only). */
export async function suspendUser(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', userId).execute();
}

/** A driver profile with availability on or off. */
export async function setDriverProfile(db: Db, userId: string, values: { available: boolean; vehicleNumber?: string; truckType?: string; homeCity?: string }): Promise<void> {
  await db
    .insertInto('driverProfiles')
    .values({ userId, available: values.available, vehicleNumber: values.vehicleNumber ?? null, truckType: values.truckType ?? null, homeCity: values.homeCity ?? null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ available: values.available }))
    .execute();
}

/** Inserts a GPS fix directly (for tests whose subject is reading positions). */
export async function insertFix(db: Db, loadId: string, driverId: string, lat: number, lng: number, recordedAt: Date = new Date()) {
  return db.insertInto('vehicleLocations').values({ loadId, driverId, lat, lng, recordedAt }).returning(['id', 'recordedAt']).executeTakeFirstOrThrow();
}
