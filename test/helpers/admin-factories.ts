/**
 * Factories of the admin and audit tests: extra admins, business-ledger rows
 * (shippers, vehicles, payments), escrow money moved as balanced ledger
 * transactions, and bids and trips with chosen times.
 */
import { sql } from 'kysely';
import { hashPassword } from '../../src/features/accounts/password.js';
import { signIn, unique, type SignedInUser } from './factories.js';
import type { TestServer } from './test-server.js';

type Db = TestServer['db'];

/** A second (third...) admin account, inserted directly (admins cannot register), and signed in. */
export async function insertAdmin(server: TestServer, name = 'Second Admin'): Promise<SignedInUser> {
  const username = unique('admin');
  const password = 'admin-pass-2';
  const row = await server.db
    .insertInto('users')
    .values({ username, name, role: 'admin', passwordHash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const client = await signIn(server, username, password);
  return { id: row.id, username, name, role: 'admin', password, client };
}

export async function insertShipperRecord(db: Db, ownerId: string, values: { name?: string; deleted?: boolean } = {}) {
  return db
    .insertInto('shippers')
    .values({ ownerId, name: values.name ?? `Client ${unique('c')}`, city: 'Pune', deletedAt: values.deleted ? new Date() : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertVehicle(db: Db, ownerId: string, values: { registrationNumber?: string; deleted?: boolean } = {}) {
  return db
    .insertInto('vehicles')
    .values({ ownerId, registrationNumber: values.registrationNumber ?? 'MH12AB1234', truckType: 'open', deletedAt: values.deleted ? new Date() : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPayment(db: Db, ownerId: string, values: { amountPaise?: number; deleted?: boolean } = {}) {
  return db
    .insertInto('payments')
    .values({ ownerId, direction: 'received', amountPaise: values.amountPaise ?? 1_250_000, method: 'upi', deletedAt: values.deleted ? new Date() : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A bid placed at a chosen time. */
export async function insertBid(db: Db, loadId: string, driverId: string, values: { amountPaise?: number; status?: string; createdAt?: Date } = {}) {
  return db
    .insertInto('bids')
    .values({
      loadId,
      driverId,
      amountPaise: values.amountPaise ?? 3_000_000,
      estimatedDelivery: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      status: values.status ?? 'pending',
      createdAt: values.createdAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- escrow money

async function accountOf(db: Db, who: { userId: string } | { kind: 'platform_fees' | 'external' }): Promise<string> {
  if ('userId' in who) {
    await db
      .insertInto('escrowAccounts')
      .values({ kind: 'user', userId: who.userId })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
    const row = await db.selectFrom('escrowAccounts').select('id').where('userId', '=', who.userId).executeTakeFirstOrThrow();
    return row.id;
  }
  const row = await db.selectFrom('escrowAccounts').select('id').where('kind', '=', who.kind).executeTakeFirstOrThrow();
  return row.id;
}

type Bucket = 'available' | 'held' | 'reserved';

/** One balanced ledger transaction: the credit entry first, so no bucket dips below zero on the way. */
async function move(
  db: Db,
  kind: 'deposit' | 'hold' | 'release' | 'refund' | 'payout' | 'fee',
  amountPaise: number,
  from: { account: string; bucket: Bucket },
  to: { account: string; bucket: Bucket },
  opts: { loadId?: string | null; createdAt?: Date } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const tx = await trx
      .insertInto('escrowTransactions')
      .values({ kind, amountPaise, loadId: opts.loadId ?? null, createdAt: opts.createdAt ?? new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('escrowEntries').values({ transactionId: tx.id, accountId: to.account, bucket: to.bucket, amountPaise }).execute();
    await trx.insertInto('escrowEntries').values({ transactionId: tx.id, accountId: from.account, bucket: from.bucket, amountPaise: -amountPaise }).execute();
  });
}

/** A shipper's deposit from the outside world into their available balance. */
export async function deposit(db: Db, shipperId: string, amountPaise: number): Promise<void> {
  await move(db, 'deposit', amountPaise, { account: await accountOf(db, { kind: 'external' }), bucket: 'available' }, { account: await accountOf(db, { userId: shipperId }), bucket: 'available' });
}

/** Freight plus fee moved from the shipper's available to held balance for a load (at a chosen time). */
export async function hold(db: Db, shipperId: string, loadId: string, amountPaise: number, at = new Date()): Promise<void> {
  const acc = await accountOf(db, { userId: shipperId });
  await move(db, 'hold', amountPaise, { account: acc, bucket: 'available' }, { account: acc, bucket: 'held' }, { loadId, createdAt: at });
}

/** Held freight released to the driver, and the fee to the platform (at a chosen time). */
export async function releaseWithFee(db: Db, shipperId: string, driverId: string, loadId: string, freightPaise: number, feePaise: number, at = new Date()): Promise<void> {
  const acc = await accountOf(db, { userId: shipperId });
  await move(db, 'release', freightPaise, { account: acc, bucket: 'held' }, { account: await accountOf(db, { userId: driverId }), bucket: 'available' }, { loadId, createdAt: at });
  await move(db, 'fee', feePaise, { account: acc, bucket: 'held' }, { account: await accountOf(db, { kind: 'platform_fees' }), bucket: 'available' }, { loadId, createdAt: at });
}

/** Sets created_at of a row (to place it in a chosen day or week of the metrics). */
export async function backdate(db: Db, table: 'users' | 'loads' | 'trips', id: string, at: Date): Promise<void> {
  await sql`update ${sql.table(table)} set created_at = ${at} where id = ${id}`.execute(db);
}
