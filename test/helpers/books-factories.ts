/**
 * Factories of the business ledger: direct inserts of clients, vehicles,
 * books-only loads and payments for tests whose subject is something else
 * (reports, filters, restore). Names are unique so files can run in parallel.
 */
import type { TestServer } from './test-server.js';
import { unique } from './factories.js';

type Db = TestServer['db'];

export async function insertShipper(db: Db, ownerId: string, overrides: Partial<{ name: string; city: string | null; gstin: string | null }> = {}) {
  return db
    .insertInto('shippers')
    .values({ ownerId, name: overrides.name ?? `Client ${unique('c')}`, city: overrides.city ?? 'Pune', gstin: overrides.gstin ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const STATE_CODES = ['MH', 'GJ', 'KA', 'DL', 'RJ', 'TN', 'UP', 'HR'];
/** A random, valid, normalised state-series registration number (e.g. MH12AB1234). */
export function registrationNumber(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  const letters = () => String.fromCharCode(65 + r(26)) + String.fromCharCode(65 + r(26));
  return `${STATE_CODES[r(STATE_CODES.length)]}${String(10 + r(90))}${letters()}${String(1000 + r(9000))}`;
}

export async function insertVehicle(db: Db, ownerId: string, overrides: Partial<{ registrationNumber: string; truckType: string; active: boolean }> = {}) {
  return db
    .insertInto('vehicles')
    .values({ ownerId, registrationNumber: overrides.registrationNumber ?? registrationNumber(), truckType: overrides.truckType ?? 'open', active: overrides.active ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A load kept only in the books (listed = false). */
export async function insertBooksLoad(
  db: Db,
  ownerId: string,
  o: Partial<{
    origin: string;
    destination: string;
    pickupDate: string;
    weightTonnes: number;
    pricePaise: number | null;
    status: string;
    shipperId: string | null;
    vehicleId: string | null;
    listed: boolean;
  }> = {},
) {
  const origin = o.origin ?? 'Delhi';
  const destination = o.destination ?? 'Mumbai';
  return db
    .insertInto('loads')
    .values({
      ownerId,
      origin,
      destination,
      originKey: origin.toLowerCase(),
      destinationKey: destination.toLowerCase(),
      pickupDate: o.pickupDate ?? '2025-01-15',
      truckType: 'open',
      weightTonnes: o.weightTonnes ?? 10,
      pricePaise: o.pricePaise === undefined ? 5_000_000 : o.pricePaise,
      status: o.status ?? 'open',
      shipperId: o.shipperId ?? null,
      vehicleId: o.vehicleId ?? null,
      listed: o.listed ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPayment(
  db: Db,
  ownerId: string,
  o: Partial<{ direction: 'received' | 'paid'; amountPaise: number; paidOn: string; loadId: string | null; shipperId: string | null; note: string | null }> = {},
) {
  return db
    .insertInto('payments')
    .values({
      ownerId,
      direction: o.direction ?? 'received',
      amountPaise: o.amountPaise ?? 1_000_000,
      paidOn: o.paidOn ?? '2025-01-20',
      loadId: o.loadId ?? null,
      shipperId: o.shipperId ?? null,
      note: o.note ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The audit rows of one record, oldest first. */
export function auditRows(db: Db, table: string, recordId: string) {
  return db.selectFrom('auditLogs').selectAll().where('tableName', '=', table).where('recordId', '=', recordId).orderBy('id').execute();
}

/** The books' load form as a broker or shipper fills it (override any field). */
export const booksLoadForm = (o: Record<string, string> = {}) => ({
  origin: 'Delhi',
  destination: 'Mumbai',
  pickup_date: '2025-02-10',
  truck_type: 'open',
  weight: '12.5',
  price: '60000',
  ...o,
});

/** How many rows of a books table an owner has, deleted ones included. */
export async function countOwnRows(db: Db, table: 'loads' | 'shippers' | 'vehicles' | 'payments', ownerId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A client's cached load count (kept by the loads_shipper_count trigger). */
export async function shipperLoadCount(db: Db, shipperId: string): Promise<number> {
  return (await db.selectFrom('shippers').select('loadCount').where('id', '=', shipperId).executeTakeFirstOrThrow()).loadCount;
}
