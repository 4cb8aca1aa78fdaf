/**
 * Factories of the trips feature's tests: escrow ledger rows as the escrow
 * feature writes them (balanced double entries), driver profiles, broker
 * clients and users with unique phone numbers.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Role } from '../../src/http/context.js';
import { signUp, type SignedInUser } from './factories.js';
import type { TestServer } from './test-server.js';

type Db = TestServer['db'];

/** A mobile number nobody else in the test database has (drivers are found by phone). */
export function uniquePhone(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** signUp with a unique phone number. */
export async function signUpWithPhone(server: TestServer, role: Exclude<Role, 'admin'>, overrides: { name?: string; username?: string } = {}): Promise<SignedInUser & { phone: string }> {
  const phone = uniquePhone();
  const user = await signUp(server, role, { ...overrides, phone });
  return { ...user, phone };
}

async function accountOf(db: Db, userId: string): Promise<string> {
  const existing = await db.selectFrom('escrowAccounts').select('id').where('userId', '=', userId).executeTakeFirst();
  if (existing) return existing.id;
  const row = await db.insertInto('escrowAccounts').values({ kind: 'user', userId }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function systemAccount(db: Db, kind: 'external' | 'platform_fees'): Promise<string> {
  const row = await db.selectFrom('escrowAccounts').select('id').where('kind', '=', kind).executeTakeFirstOrThrow();
  return row.id;
}

async function movement(
  db: Db,
  kind: 'deposit' | 'hold' | 'release' | 'fee',
  amountPaise: number,
  loadId: string | null,
  entries: Array<[accountId: string, bucket: 'available' | 'held', amount: number]>,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tx = await trx
      .insertInto('escrowTransactions')
      .values({ kind, amountPaise, loadId, memo: `test ${kind}`, createdAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('escrowEntries')
      .values(entries.map(([accountId, bucket, amount]) => ({ transactionId: tx.id, accountId, bucket, amountPaise: amount })))
      .execute();
  });
}

/** The owner deposits and holds freight + fee for the load (payment `held`). */
export async function insertHeldPayment(db: Db, o: { loadId: string; ownerId: string; amountPaise: number; feePaise?: number; at?: Date }): Promise<void> {
  const fee = o.feePaise ?? Math.round(o.amountPaise * 0.05);
  const at = o.at ?? new Date();
  const owner = await accountOf(db, o.ownerId);
  const external = await systemAccount(db, 'external');
  const total = o.amountPaise + fee;
  await movement(
    db,
    'deposit',
    total,
    null,
    [
      [external, 'available', -total],
      [owner, 'available', total],
    ],
    at,
  );
  await movement(
    db,
    'hold',
    total,
    o.loadId,
    [
      [owner, 'available', -total],
      [owner, 'held', total],
    ],
    at,
  );
  await db.updateTable('loads').set({ paymentStatus: 'held', escrowAmountPaise: o.amountPaise, platformFeePaise: fee }).where('id', '=', o.loadId).execute();
}

/** A held payment released: the freight credited to the driver, the fee to the platform, at `at`. */
export async function insertReleasedPayment(db: Db, o: { loadId: string; ownerId: string; driverId: string; amountPaise: number; feePaise?: number; at?: Date }): Promise<void> {
  const fee = o.feePaise ?? Math.round(o.amountPaise * 0.05);
  const at = o.at ?? new Date();
  await insertHeldPayment(db, { ...o, feePaise: fee, at });
  const owner = await accountOf(db, o.ownerId);
  const driver = await accountOf(db, o.driverId);
  const platform = await systemAccount(db, 'platform_fees');
  await movement(
    db,
    'release',
    o.amountPaise,
    o.loadId,
    [
      [owner, 'held', -o.amountPaise],
      [driver, 'available', o.amountPaise],
    ],
    at,
  );
  await movement(
    db,
    'fee',
    fee,
    o.loadId,
    [
      [owner, 'held', -fee],
      [platform, 'available', fee],
    ],
    at,
  );
  await db.updateTable('loads').set({ paymentStatus: 'released', settledAt: at }).where('id', '=', o.loadId).execute();
}

/** Sets a trip's delivery time (e.g. into last month) without going through the status flow. */
export async function setDeliveredAt(db: Db, tripId: string, at: Date): Promise<void> {
  await db.updateTable('trips').set({ deliveredAt: at }).where('id', '=', tripId).execute();
}

/** Start of the current calendar month in India, minus `days` days. */
export async function beforeThisMonth(db: Db, days = 1): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`select (date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') - make_interval(days => ${days}) as at`.execute(db);
  return rows[0].at;
}

export async function insertDriverProfile(
  db: Db,
  userId: string,
  v: Partial<{ vehicleNumber: string; truckType: string; truckLengthFt: number; capacityTonnes: number; homeCity: string; available: boolean }> = {},
): Promise<void> {
  await db
    .insertInto('driverProfiles')
    .values({
      userId,
      vehicleNumber: v.vehicleNumber ?? 'MH12AB1234',
      truckType: v.truckType ?? 'open',
      truckLengthFt: v.truckLengthFt ?? 19,
      capacityTonnes: v.capacityTonnes ?? 9,
      homeCity: v.homeCity ?? 'Pune',
      available: v.available ?? false,
    })
    .execute();
}

/** A client company of a broker or shipper (a row of the business ledger's shippers). */
export async function insertClient(db: Db, ownerId: string, name = 'Client Co'): Promise<{ id: string; name: string }> {
  return db.insertInto('shippers').values({ ownerId, name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

/** A pending bid of `driverId` on a fresh open load of `ownerId`. */
export async function insertBid(db: Db, loadId: string, driverId: string, amountPaise = 3_000_000, status = 'pending'): Promise<{ id: string }> {
  const load = await db.selectFrom('loads').select('pickupDate').where('id', '=', loadId).executeTakeFirstOrThrow();
  return db.insertInto('bids').values({ loadId, driverId, amountPaise, estimatedDelivery: load.pickupDate, status }).returning('id').executeTakeFirstOrThrow();
}

/**
 * A phone photo as a camera writes it: a JPEG `width` x `height` with EXIF that names the camera and the
 * place it was taken (GPS), so a test can check both are gone once stored.
 */
export async function cameraJpeg(width = 2400, height = 1200): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#b04030' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 30/1' } })
    .toBuffer();
}

/** The delivery form as a browser sends it: photos, the receiver's name and maybe a code. */
export function podForm(photos: Array<{ bytes: Buffer; name?: string; type?: string }>, fields: Record<string, string> = { receiver_name: 'Suresh Kumar' }): FormData {
  const form = new FormData();
  for (const p of photos) form.append('photo', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name ?? 'pod.jpg');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** Walks a trip from its status to in transit through the database (each step in turn, as the status guard wants). */
export async function moveTripToInTransit(db: Db, tripId: string): Promise<void> {
  const flow = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit'];
  const { status } = await db.selectFrom('trips').select('status').where('id', '=', tripId).executeTakeFirstOrThrow();
  for (const next of flow.slice(flow.indexOf(status) + 1)) await db.updateTable('trips').set({ status: next }).where('id', '=', tripId).execute();
}
