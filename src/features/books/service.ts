/**
 * Use cases of the business ledger. Every write runs in one transaction opened
 * by withActor (the audit triggers name the actor); the rows a decision rests on
 * are locked first. Records belong to their owner: another owner's id is "not found".
 */
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { kolkataDate } from '../../lib/dates.js';
import { BoardLoadError, RecordInUseError, RestoreRefusedError } from './errors.js';
import { canRestoreBooksRows, isBooksOnly } from './policy.js';
import { countLiveLoadsOfShipper, countLivePaymentsOfShipper, insertShipper, lockOwnShipper, softDeleteShipper, updateShipper } from './clients/queries.js';
import { clearDeletedAt, isLive, lockBooksRowIncludingDeleted } from './deleted/queries.js';
import { type BooksLoadValues, countLivePaymentsOfLoad, insertBooksLoad, listRecentBooksLoads, lockOwnLoadForShare, lockOwnLoadForUpdate, setBooksLoadStatus, setLoadLinks, softDeleteBooksLoad, updateBooksLoad } from './loads/queries.js';
import { insertPayment, listRecentPayments, lockOwnPaymentForUpdate, type PaymentValues, softDeletePayment, updatePayment } from './payments/queries.js';
import { countActiveVehicles, loadTotalsBetween, paymentTotalBetween, receivableParts } from './queries.js';
import { monthlyLoadTotals, monthlyPaymentTotals } from './reports/queries.js';
import { countLiveLoadsOfVehicle, insertVehicle, lockOwnVehicle, softDeleteVehicle, updateVehicle } from './vehicles/queries.js';
import type { ShipperInput } from './clients/schema.js';
import type { BooksTable } from './deleted/schema.js';
import { cityKeyOf, type BooksLoadInput, type LoadLinksInput, type LoadStatus } from './loads/schema.js';
import type { PaymentInput } from './payments/schema.js';
import type { VehicleInput } from './vehicles/schema.js';

// ---------------------------------------------------------------------------
// Loads.

/** The client (locked so a concurrent delete waits, and load_count counts right) and vehicle must be the owner's live ones. */
async function checkLinks(trx: Tx, ownerId: string, shipperId: string | null, vehicleId: string | null): Promise<void> {
  if (shipperId && !(await lockOwnShipper(trx, ownerId, shipperId, 'noKeyUpdate'))) {
    throw new ValidationError({ shipper_id: 'Choose one of your clients' });
  }
  if (vehicleId && !(await lockOwnVehicle(trx, ownerId, vehicleId, 'share'))) {
    throw new ValidationError({ vehicle_id: 'Choose one of your vehicles' });
  }
}

function loadValues(input: BooksLoadInput): BooksLoadValues {
  return {
    origin: input.origin,
    destination: input.destination,
    originKey: cityKeyOf(input.origin),
    destinationKey: cityKeyOf(input.destination),
    pickupDate: input.pickup_date,
    truckType: input.truck_type,
    truckLengthFt: input.truck_length_ft,
    weightTonnes: input.weight,
    pricePaise: input.price,
    material: input.material,
    description: input.description,
    shipperId: input.shipper_id,
    vehicleId: input.vehicle_id,
  };
}

/** Adds a load to the owner's books only (listed = false, so never on the board); any pickup date and initial status are allowed. */
export async function createBooksLoad(db: Database, user: SessionUser, input: BooksLoadInput): Promise<string> {
  return withActor(db, user.id, async (trx) => {
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    return insertBooksLoad(trx, user.id, { ...loadValues(input), status: input.status });
  });
}

async function lockOwnLoad(trx: Tx, user: SessionUser, loadId: string) {
  const load = await lockOwnLoadForUpdate(trx, user.id, loadId);
  if (!load) throw new NotFoundError('Load');
  return load;
}

/** Rewrites a books-only load's fields (not its status); a board load is edited from its own page. */
export async function editBooksLoad(db: Database, user: SessionUser, loadId: string, input: BooksLoadInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('edit');
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    await updateBooksLoad(trx, loadId, loadValues(input));
  });
}

/** Sets the status of a books-only load directly (book-keeping: any status to any other); board loads follow their bids and trips. */
export async function setBooksLoadStatusTo(db: Database, user: SessionUser, loadId: string, status: LoadStatus): Promise<{ changed: boolean }> {
  return withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('change the status of');
    if (load.status === status) return { changed: false };
    await setBooksLoadStatus(trx, loadId, status);
    return { changed: true };
  });
}

/** Files any of the owner's loads (board loads too) under one of their clients and vehicles, or none. */
export async function linkLoad(db: Database, user: SessionUser, loadId: string, input: LoadLinksInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    await lockOwnLoad(trx, user, loadId);
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    await setLoadLinks(trx, loadId, input.shipper_id, input.vehicle_id);
  });
}

/** Soft-deletes a books-only load that no live payment names (board loads are cancelled on the board). */
export async function deleteBooksLoad(db: Database, user: SessionUser, loadId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('cancel');
    const payments = await countLivePaymentsOfLoad(trx, loadId);
    if (payments > 0) {
      throw new RecordInUseError(`${payments === 1 ? 'A payment is' : `${payments} payments are`} recorded against this load; delete ${payments === 1 ? 'it' : 'them'} first.`);
    }
    await softDeleteBooksLoad(trx, loadId);
  });
}

// ---------------------------------------------------------------------------
// Payments.

/** A payment's load and client must be the owner's live ones; money received against a load is filed under the load's client. */
async function paymentValues(trx: Tx, ownerId: string, input: PaymentInput): Promise<PaymentValues> {
  let shipperId = input.shipper_id;
  if (input.load_id) {
    const load = await lockOwnLoadForShare(trx, ownerId, input.load_id);
    if (!load) throw new ValidationError({ load_id: 'Choose one of your loads' });
    if (input.direction === 'received' && load.shipperId) {
      if (shipperId && shipperId !== load.shipperId) throw new ValidationError({ shipper_id: 'This load belongs to another client' });
      shipperId = load.shipperId;
    }
  }
  if (shipperId && !(await lockOwnShipper(trx, ownerId, shipperId, 'share'))) {
    throw new ValidationError({ shipper_id: 'Choose one of your clients' });
  }
  return {
    direction: input.direction,
    amountPaise: input.amount,
    method: input.method,
    paidOn: input.paid_on,
    loadId: input.load_id,
    shipperId,
    reference: input.reference,
    note: input.note,
  };
}

/** Records money received from a client or paid out. */
export async function recordPayment(db: Database, user: SessionUser, input: PaymentInput): Promise<string> {
  return withActor(db, user.id, async (trx) => insertPayment(trx, user.id, await paymentValues(trx, user.id, input)));
}

/** Corrects one of the owner's live payments. */
export async function editPayment(db: Database, user: SessionUser, paymentId: string, input: PaymentInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnPaymentForUpdate(trx, user.id, paymentId))) throw new NotFoundError('Payment');
    await updatePayment(trx, paymentId, await paymentValues(trx, user.id, input));
  });
}

/** Soft-deletes one of the owner's payments. */
export async function deletePayment(db: Database, user: SessionUser, paymentId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnPaymentForUpdate(trx, user.id, paymentId))) throw new NotFoundError('Payment');
    await softDeletePayment(trx, paymentId);
  });
}

// ---------------------------------------------------------------------------
// Client companies.

function shipperValues(input: ShipperInput) {
  return { name: input.name, contactName: input.contact_name, phone: input.phone, gstin: input.gstin, city: input.city, address: input.address };
}

/** Adds a client company to the owner's books. */
export async function createShipper(db: Database, user: SessionUser, input: ShipperInput): Promise<string> {
  return withActor(db, user.id, (trx) => insertShipper(trx, user.id, shipperValues(input)));
}

/** Corrects one of the owner's clients (load_count is kept by the database, never written here). */
export async function editShipper(db: Database, user: SessionUser, shipperId: string, input: ShipperInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'noKeyUpdate'))) throw new NotFoundError('Client');
    await updateShipper(trx, shipperId, shipperValues(input));
  });
}

/** Soft-deletes a client that no live load or payment names. */
export async function deleteShipper(db: Database, user: SessionUser, shipperId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'update'))) throw new NotFoundError('Client');
    const loads = await countLiveLoadsOfShipper(trx, shipperId);
    if (loads > 0) throw new RecordInUseError(`${loads === 1 ? 'A load names' : `${loads} loads name`} this client; move or delete ${loads === 1 ? 'it' : 'them'} first.`);
    const payments = await countLivePaymentsOfShipper(trx, shipperId);
    if (payments > 0) throw new RecordInUseError(`${payments === 1 ? 'A payment names' : `${payments} payments name`} this client; delete ${payments === 1 ? 'it' : 'them'} first.`);
    await softDeleteShipper(trx, shipperId);
  });
}

// ---------------------------------------------------------------------------
// Vehicles.

function vehicleValues(input: VehicleInput) {
  return {
    registrationNumber: input.registration_number,
    truckType: input.truck_type,
    truckLengthFt: input.truck_length_ft,
    capacityTonnes: input.capacity_tonnes,
    driverName: input.driver_name,
    driverPhone: input.driver_phone,
    active: input.active,
  };
}

/** One live vehicle per registration number per owner: the unique index decides, even for two requests at once. */
async function uniqueRegistration<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'vehicles_owner_registration_live_idx') {
      throw new ValidationError({ registration_number: 'You already have a vehicle with this registration number' });
    }
    throw err;
  }
}

/** Adds a vehicle (registration number normalised, unique among the owner's live vehicles). */
export async function createVehicle(db: Database, user: SessionUser, input: VehicleInput): Promise<string> {
  return uniqueRegistration(() => withActor(db, user.id, (trx) => insertVehicle(trx, user.id, vehicleValues(input))));
}

/** Corrects one of the owner's vehicles, or marks it inactive. */
export async function editVehicle(db: Database, user: SessionUser, vehicleId: string, input: VehicleInput): Promise<void> {
  await uniqueRegistration(() =>
    withActor(db, user.id, async (trx) => {
      if (!(await lockOwnVehicle(trx, user.id, vehicleId, 'update'))) throw new NotFoundError('Vehicle');
      await updateVehicle(trx, vehicleId, vehicleValues(input));
    }),
  );
}

/** Soft-deletes a vehicle that no live load names (a truck that was sold is marked inactive instead). */
export async function deleteVehicle(db: Database, user: SessionUser, vehicleId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnVehicle(trx, user.id, vehicleId, 'update'))) throw new NotFoundError('Vehicle');
    const loads = await countLiveLoadsOfVehicle(trx, vehicleId);
    if (loads > 0) throw new RecordInUseError(`${loads === 1 ? 'A load names' : `${loads} loads name`} this vehicle; mark it inactive instead.`);
    await softDeleteVehicle(trx, vehicleId);
  });
}

// ---------------------------------------------------------------------------
// Admin restore.

const NOUN: Record<BooksTable, string> = { shippers: 'client', vehicles: 'vehicle', payments: 'payment', loads: 'load' };

/**
 * An admin brings back a soft-deleted ledger row (the audit trigger records
 * RESTORE). Refused when the row is not deleted, is a board load (restored
 * from the admin's loads page), or names a client, vehicle or load that is
 * still deleted (restore that first).
 */
export async function restoreBooksRow(db: Database, admin: SessionUser, table: BooksTable, id: string): Promise<void> {
  if (!canRestoreBooksRows(admin)) throw new ForbiddenError();
  try {
    await withActor(db, admin.id, async (trx) => {
      const row = await lockBooksRowIncludingDeleted(trx, table, id);
      if (!row) throw new NotFoundError('Record');
      if (table === 'loads' && row.listed) throw new RestoreRefusedError('This is a board load; restore it from the admin loads page.');
      if (!row.deletedAt) throw new RestoreRefusedError(`This ${NOUN[table]} is not deleted.`);
      if (row.shipperId && !(await isLive(trx, 'shippers', row.shipperId))) throw new RestoreRefusedError(`Its client is deleted; restore the client first.`);
      if (row.vehicleId && !(await isLive(trx, 'vehicles', row.vehicleId))) throw new RestoreRefusedError(`Its vehicle is deleted; restore the vehicle first.`);
      if (row.loadId && !(await isLive(trx, 'loads', row.loadId))) throw new RestoreRefusedError(`Its load is deleted; restore the load first.`);
      await clearDeletedAt(trx, table, id);
    });
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'vehicles_owner_registration_live_idx') {
      throw new RestoreRefusedError('The owner already has a live vehicle with this registration number.');
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------
// Dashboard and reports (reads).

/** 'YYYY-MM-01' of the month `n` months after the month of `isoDate`. */
export function monthStart(isoDate: string, n = 0): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7)) - 1 + n;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 10);
}

export interface DashboardFigures {
  month: string;
  monthLoads: number;
  monthFreightPaise: number;
  monthRevenuePaise: number;
  receivablesPaise: number;
  activeVehicles: number;
}

/**
 * The owner's dashboard: this month's (Asia/Kolkata) loads by pickup date and
 * their freight (cancelled loads excluded), payments received this month,
 * receivables (all time: delivered loads' freight minus payments received), active vehicles.
 */
export async function dashboardFigures(db: Database, user: SessionUser, today = kolkataDate()): Promise<DashboardFigures> {
  const start = monthStart(today);
  const next = monthStart(today, 1);
  const [month, revenue, parts, vehicles] = await Promise.all([
    loadTotalsBetween(db, user.id, start, next),
    paymentTotalBetween(db, user.id, 'received', start, next),
    receivableParts(db, user.id),
    countActiveVehicles(db, user.id),
  ]);
  return {
    month: start.slice(0, 7),
    monthLoads: month.loads,
    monthFreightPaise: month.freightPaise,
    monthRevenuePaise: revenue,
    receivablesPaise: parts.deliveredPaise - parts.receivedPaise,
    activeVehicles: vehicles,
  };
}

export async function recentEntries(db: Database, user: SessionUser) {
  const [loads, payments] = await Promise.all([listRecentBooksLoads(db, user.id, 5), listRecentPayments(db, user.id, 5)]);
  return { loads, payments };
}

export interface MonthRow {
  month: string;
  loads: number;
  freightPaise: number;
  receivedPaise: number;
  paidPaise: number;
}

/** The last 12 months (this one included), oldest first: loads and freight by pickup date, money received and paid by payment date. */
export async function monthlyReport(db: Database, user: SessionUser, today = kolkataDate()): Promise<MonthRow[]> {
  const start = monthStart(today, -11);
  const end = monthStart(today, 1);
  const [loads, payments] = await Promise.all([monthlyLoadTotals(db, user.id, start, end), monthlyPaymentTotals(db, user.id, start, end)]);
  const months: MonthRow[] = Array.from({ length: 12 }, (_, i) => ({ month: monthStart(start, i).slice(0, 7), loads: 0, freightPaise: 0, receivedPaise: 0, paidPaise: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const l of loads) {
    const m = byMonth.get(l.month);
    if (m) Object.assign(m, { loads: l.loads, freightPaise: l.freightPaise });
  }
  for (const p of payments) {
    const m = byMonth.get(p.month);
    if (m) m[p.direction === 'received' ? 'receivedPaise' : 'paidPaise'] += p.totalPaise;
  }
  return months;
}
