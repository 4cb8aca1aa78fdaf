/**
 * All SQL of the business ledger. Every read is scoped to the owner (the
 * signed-in business) and skips soft-deleted rows unless its name says
 * IncludingDeleted. Money is paise.
 *
 * Two derived figures are defined here once:
 * - a load's received amount: its live payments of direction 'received';
 *   payment state = unpaid (nothing received), paid (received >= freight, or
 *   anything received when no freight is set), partly_paid otherwise;
 * - a payment's client: the client of its load when it names a load with one,
 *   else its own shipper_id.
 */
import { sql, type Kysely } from 'kysely';
import type { DB, Tx } from '../../db/database.js';
import type { ShipperFilter } from './clients/schema.js';
import type { BooksTable } from './deleted/schema.js';
import type { LoadFilter, LoadStatus, PaymentState } from './loads/schema.js';
import type { Direction, PaymentFilter } from './payments/schema.js';
import type { ReportFilter } from './reports/schema.js';

type Db = Kysely<DB>;

// ---------------------------------------------------------------------------
// Loads.

function booksLoads(db: Db, ownerId: string) {
  return db
    .selectFrom('loads as l')
    .leftJoin('shippers as s', 's.id', 'l.shipperId')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicleId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payments as p')
          .select(sql<number>`coalesce(sum(${sql.ref('p.amountPaise')}), 0)`.as('receivedPaise'))
          .whereRef('p.loadId', '=', 'l.id')
          .whereRef('p.ownerId', '=', 'l.ownerId')
          .where('p.direction', '=', 'received')
          .where('p.deletedAt', 'is', null)
          .as('r'),
      (join) => join.onTrue(),
    )
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null);
}

const paymentStateSql = sql<PaymentState>`case
  when ${sql.ref('r.receivedPaise')} = 0 then 'unpaid'
  when ${sql.ref('l.pricePaise')} is null or ${sql.ref('r.receivedPaise')} >= ${sql.ref('l.pricePaise')} then 'paid'
  else 'partly_paid' end`;

export interface BooksLoadRow {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: string;
  truckLengthFt: number | null;
  weightTonnes: number;
  pricePaise: number | null;
  status: LoadStatus;
  listed: boolean;
  material: string | null;
  description: string | null;
  shipperId: string | null;
  shipperName: string | null;
  shipperDeleted: boolean;
  vehicleId: string | null;
  vehicleRegistration: string | null;
  receivedPaise: number;
  paymentState: PaymentState;
  createdAt: Date;
  updatedAt: Date;
}

function selectLoadColumns(q: ReturnType<typeof booksLoads>) {
  return q.select([
    'l.id',
    'l.origin',
    'l.destination',
    'l.pickupDate',
    'l.truckType',
    'l.truckLengthFt',
    'l.weightTonnes',
    'l.pricePaise',
    'l.status',
    'l.listed',
    'l.material',
    'l.description',
    'l.shipperId',
    's.name as shipperName',
    sql<boolean>`${sql.ref('s.deletedAt')} is not null`.as('shipperDeleted'),
    'l.vehicleId',
    'v.registrationNumber as vehicleRegistration',
    'r.receivedPaise',
    paymentStateSql.as('paymentState'),
    'l.createdAt',
    'l.updatedAt',
  ]);
}

/** One page of the owner's live loads (board and books) matching the filters, newest pickup first. */
export async function listBooksLoads(db: Db, ownerId: string, f: LoadFilter, originKey: string | null, destinationKey: string | null): Promise<{ rows: BooksLoadRow[]; total: number }> {
  let q = booksLoads(db, ownerId);
  if (f.from) q = q.where('l.pickupDate', '>=', f.from);
  if (f.to) q = q.where('l.pickupDate', '<=', f.to);
  if (f.shipper_id) q = q.where('l.shipperId', '=', f.shipper_id);
  if (f.vehicle_id) q = q.where('l.vehicleId', '=', f.vehicle_id);
  if (originKey) q = q.where('l.originKey', '=', originKey);
  if (destinationKey) q = q.where('l.destinationKey', '=', destinationKey);
  if (f.status) q = q.where('l.status', '=', f.status);
  if (f.kind) q = q.where('l.listed', '=', f.kind === 'board');
  if (f.payment) q = q.where(paymentStateSql, '=', f.payment);
  const [rows, count] = await Promise.all([
    selectLoadColumns(q)
      .orderBy('l.pickupDate', 'desc')
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as BooksLoadRow[], total: Number(count.n) };
}

/** One of the owner's live loads with its client, vehicle and received amount. */
export async function findBooksLoad(db: Db, ownerId: string, loadId: string): Promise<BooksLoadRow | undefined> {
  return (await selectLoadColumns(booksLoads(db, ownerId).where('l.id', '=', loadId)).executeTakeFirst()) as BooksLoadRow | undefined;
}

/** The owner's most recently entered live loads. */
export async function listRecentBooksLoads(db: Db, ownerId: string, limit: number): Promise<BooksLoadRow[]> {
  return (await selectLoadColumns(booksLoads(db, ownerId)).orderBy('l.createdAt', 'desc').orderBy('l.id').limit(limit).execute()) as BooksLoadRow[];
}

/** Locks one of the owner's live loads before a change or a delete. */
export function lockOwnLoadForUpdate(trx: Tx, ownerId: string, loadId: string) {
  return trx
    .selectFrom('loads')
    .select(['id', 'listed', 'status', 'shipperId', 'vehicleId'])
    .where('id', '=', loadId)
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Share-locks one of the owner's live loads that a payment will name (a delete of the load waits). */
export function lockOwnLoadForShare(trx: Tx, ownerId: string, loadId: string) {
  return trx
    .selectFrom('loads')
    .select(['id', 'shipperId'])
    .where('id', '=', loadId)
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .forShare()
    .executeTakeFirst();
}

export interface BooksLoadValues {
  origin: string;
  destination: string;
  originKey: string;
  destinationKey: string;
  pickupDate: string;
  truckType: string;
  truckLengthFt: number | null;
  weightTonnes: number;
  pricePaise: number | null;
  material: string | null;
  description: string | null;
  shipperId: string | null;
  vehicleId: string | null;
}

/** Inserts a load kept only in the books (listed = false: never on the board). */
export async function insertBooksLoad(trx: Tx, ownerId: string, values: BooksLoadValues & { status: LoadStatus }): Promise<string> {
  const row = await trx
    .insertInto('loads')
    .values({ ...values, ownerId, listed: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rewrites the fields of a books-only load (never a listed one). */
export async function updateBooksLoad(trx: Tx, loadId: string, values: BooksLoadValues): Promise<void> {
  await trx.updateTable('loads').set(values).where('id', '=', loadId).where('listed', '=', false).where('deletedAt', 'is', null).execute();
}

/** Sets the status of a books-only load. */
export async function setBooksLoadStatus(trx: Tx, loadId: string, status: LoadStatus): Promise<void> {
  await trx.updateTable('loads').set({ status }).where('id', '=', loadId).where('listed', '=', false).where('deletedAt', 'is', null).execute();
}

/** Sets which client and vehicle a load belongs to (board loads too: these are book-keeping links). */
export async function setLoadLinks(trx: Tx, loadId: string, shipperId: string | null, vehicleId: string | null): Promise<void> {
  await trx.updateTable('loads').set({ shipperId, vehicleId }).where('id', '=', loadId).where('deletedAt', 'is', null).execute();
}

/** Soft-deletes a books-only load. */
export async function softDeleteBooksLoad(trx: Tx, loadId: string): Promise<void> {
  await trx.updateTable('loads').set({ deletedAt: sql`now()` }).where('id', '=', loadId).where('listed', '=', false).where('deletedAt', 'is', null).execute();
}

/** Live payments that name the load. */
export async function countLivePaymentsOfLoad(trx: Db, loadId: string): Promise<number> {
  const r = await trx.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('loadId', '=', loadId).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Loads to choose from in the payment form: the owner's latest live loads. */
export async function listLoadOptions(db: Db, ownerId: string, limit = 300) {
  return db
    .selectFrom('loads')
    .select(['id', 'origin', 'destination', 'pickupDate', 'pricePaise', 'listed'])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .orderBy('pickupDate', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

// ---------------------------------------------------------------------------
// Client companies (shippers).

export interface ShipperRow {
  id: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  gstin: string | null;
  city: string | null;
  address: string | null;
  loadCount: number;
  deliveredPaise: number;
  receivedPaise: number;
  createdAt: Date;
  updatedAt: Date;
}

function shippersWithBalances(db: Db, ownerId: string) {
  return db
    .selectFrom('shippers as s')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('loads as l')
          .select(sql<number>`coalesce(sum(${sql.ref('l.pricePaise')}), 0)`.as('deliveredPaise'))
          .whereRef('l.shipperId', '=', 's.id')
          .whereRef('l.ownerId', '=', 's.ownerId')
          .where('l.deletedAt', 'is', null)
          .where('l.status', '=', 'delivered')
          .as('d'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payments as p')
          .leftJoin('loads as pl', 'pl.id', 'p.loadId')
          .select(sql<number>`coalesce(sum(${sql.ref('p.amountPaise')}), 0)`.as('receivedPaise'))
          .whereRef('p.ownerId', '=', 's.ownerId')
          .where('p.deletedAt', 'is', null)
          .where('p.direction', '=', 'received')
          .where(sql`coalesce(${sql.ref('pl.shipperId')}, ${sql.ref('p.shipperId')})`, '=', sql.ref('s.id'))
          .as('pr'),
      (join) => join.onTrue(),
    )
    .where('s.ownerId', '=', ownerId)
    .where('s.deletedAt', 'is', null)
    .select([
      's.id',
      's.name',
      's.contactName',
      's.phone',
      's.gstin',
      's.city',
      's.address',
      's.loadCount',
      'd.deliveredPaise',
      'pr.receivedPaise',
      's.createdAt',
      's.updatedAt',
    ]);
}

/** The owner's live clients (name search optional), by name, each with load_count and balances. */
export async function listShippers(db: Db, ownerId: string, f: ShipperFilter): Promise<{ rows: ShipperRow[]; total: number }> {
  let base = db.selectFrom('shippers as s').where('s.ownerId', '=', ownerId).where('s.deletedAt', 'is', null);
  let q = shippersWithBalances(db, ownerId);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.city', 'ilike', like), eb('s.contactName', 'ilike', like)]));
    q = q.where((eb) => eb.or([eb('s.name', 'ilike', like), eb('s.city', 'ilike', like), eb('s.contactName', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q.orderBy(sql`lower(${sql.ref('s.name')})`).orderBy('s.id').limit(f.limit).offset((f.page - 1) * f.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ShipperRow[], total: Number(count.n) };
}

/** One of the owner's live clients with load_count and balances. */
export async function findOwnShipper(db: Db, ownerId: string, shipperId: string): Promise<ShipperRow | undefined> {
  return (await shippersWithBalances(db, ownerId).where('s.id', '=', shipperId).executeTakeFirst()) as ShipperRow | undefined;
}

/**
 * Locks one of the owner's live clients. `noKeyUpdate` before adding or moving
 * a load (the load_count trigger updates the row anyway), `share` before a
 * payment names it, `update` before deleting it.
 */
export function lockOwnShipper(trx: Tx, ownerId: string, shipperId: string, mode: 'update' | 'noKeyUpdate' | 'share') {
  const q = trx.selectFrom('shippers').select(['id', 'name', 'loadCount']).where('id', '=', shipperId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null);
  return (mode === 'update' ? q.forUpdate() : mode === 'share' ? q.forShare() : q.forNoKeyUpdate()).executeTakeFirst();
}

export interface ShipperValues {
  name: string;
  contactName: string | null;
  phone: string | null;
  gstin: string | null;
  city: string | null;
  address: string | null;
}

export async function insertShipper(trx: Tx, ownerId: string, values: ShipperValues): Promise<string> {
  return (await trx.insertInto('shippers').values({ ...values, ownerId }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateShipper(trx: Tx, shipperId: string, values: ShipperValues): Promise<void> {
  await trx.updateTable('shippers').set(values).where('id', '=', shipperId).where('deletedAt', 'is', null).execute();
}

export async function softDeleteShipper(trx: Tx, shipperId: string): Promise<void> {
  await trx.updateTable('shippers').set({ deletedAt: sql`now()` }).where('id', '=', shipperId).where('deletedAt', 'is', null).execute();
}

/** Live loads that name the client (what load_count counts, read directly). */
export async function countLiveLoadsOfShipper(trx: Db, shipperId: string): Promise<number> {
  const r = await trx.selectFrom('loads').select((eb) => eb.fn.countAll<number>().as('n')).where('shipperId', '=', shipperId).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Live payments that name the client directly. */
export async function countLivePaymentsOfShipper(trx: Db, shipperId: string): Promise<number> {
  const r = await trx.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('shipperId', '=', shipperId).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Clients to choose from in forms and filters. */
export function listShipperOptions(db: Db, ownerId: string) {
  return db
    .selectFrom('shippers')
    .select(['id', 'name'])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(1000)
    .execute();
}

// ---------------------------------------------------------------------------
// Vehicles.

export interface VehicleRow {
  id: string;
  registrationNumber: string;
  truckType: string;
  truckLengthFt: number | null;
  capacityTonnes: number | null;
  driverName: string | null;
  driverPhone: string | null;
  active: boolean;
  loadCount: number;
  createdAt: Date;
  updatedAt: Date;
}

function vehiclesWithLoads(db: Db, ownerId: string) {
  return db
    .selectFrom('vehicles as v')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('loads as l')
          .select(sql<number>`count(*)`.as('loadCount'))
          .whereRef('l.vehicleId', '=', 'v.id')
          .where('l.deletedAt', 'is', null)
          .as('c'),
      (join) => join.onTrue(),
    )
    .where('v.ownerId', '=', ownerId)
    .where('v.deletedAt', 'is', null)
    .select([
      'v.id',
      'v.registrationNumber',
      'v.truckType',
      'v.truckLengthFt',
      'v.capacityTonnes',
      'v.driverName',
      'v.driverPhone',
      'v.active',
      'c.loadCount',
      'v.createdAt',
      'v.updatedAt',
    ]);
}

/** The owner's live vehicles, active first, by registration number. */
export async function listVehicles(db: Db, ownerId: string, page: number, limit: number): Promise<{ rows: VehicleRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    vehiclesWithLoads(db, ownerId).orderBy('v.active', 'desc').orderBy('v.registrationNumber').orderBy('v.id').limit(limit).offset((page - 1) * limit).execute(),
    db.selectFrom('vehicles').select((eb) => eb.fn.countAll<number>().as('n')).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, loadCount: Number(r.loadCount) })) as VehicleRow[], total: Number(count.n) };
}

export async function findOwnVehicle(db: Db, ownerId: string, vehicleId: string): Promise<VehicleRow | undefined> {
  const row = await vehiclesWithLoads(db, ownerId).where('v.id', '=', vehicleId).executeTakeFirst();
  return row ? ({ ...row, loadCount: Number(row.loadCount) } as VehicleRow) : undefined;
}

/** Locks one of the owner's live vehicles: `share` before a load names it, `update` before deleting it. */
export function lockOwnVehicle(trx: Tx, ownerId: string, vehicleId: string, mode: 'update' | 'share') {
  const q = trx.selectFrom('vehicles').select(['id', 'registrationNumber']).where('id', '=', vehicleId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null);
  return (mode === 'update' ? q.forUpdate() : q.forShare()).executeTakeFirst();
}

export interface VehicleValues {
  registrationNumber: string;
  truckType: string;
  truckLengthFt: number | null;
  capacityTonnes: number | null;
  driverName: string | null;
  driverPhone: string | null;
  active: boolean;
}

export async function insertVehicle(trx: Tx, ownerId: string, values: VehicleValues): Promise<string> {
  return (await trx.insertInto('vehicles').values({ ...values, ownerId }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateVehicle(trx: Tx, vehicleId: string, values: VehicleValues): Promise<void> {
  await trx.updateTable('vehicles').set(values).where('id', '=', vehicleId).where('deletedAt', 'is', null).execute();
}

export async function softDeleteVehicle(trx: Tx, vehicleId: string): Promise<void> {
  await trx.updateTable('vehicles').set({ deletedAt: sql`now()` }).where('id', '=', vehicleId).where('deletedAt', 'is', null).execute();
}

/** Live loads that name the vehicle. */
export async function countLiveLoadsOfVehicle(trx: Db, vehicleId: string): Promise<number> {
  const r = await trx.selectFrom('loads').select((eb) => eb.fn.countAll<number>().as('n')).where('vehicleId', '=', vehicleId).where('deletedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Vehicles to choose from in forms and filters (inactive ones marked). */
export function listVehicleOptions(db: Db, ownerId: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'registrationNumber', 'active'])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .orderBy('active', 'desc')
    .orderBy('registrationNumber')
    .limit(1000)
    .execute();
}

// ---------------------------------------------------------------------------
// Payments.

export interface PaymentRow {
  id: string;
  direction: Direction;
  amountPaise: number;
  method: string;
  paidOn: string;
  reference: string | null;
  note: string | null;
  loadId: string | null;
  loadOrigin: string | null;
  loadDestination: string | null;
  loadPickupDate: string | null;
  /** The payment's client: its load's client, else its own (see the file comment). */
  shipperId: string | null;
  shipperName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function paymentsWithLinks(db: Db, ownerId: string) {
  return db
    .selectFrom('payments as p')
    .leftJoin('loads as pl', 'pl.id', 'p.loadId')
    .leftJoin('shippers as ps', (join) => join.on(sql<boolean>`${sql.ref("ps.id")} = coalesce(${sql.ref('pl.shipperId')}, ${sql.ref('p.shipperId')})`))
    .where('p.ownerId', '=', ownerId)
    .where('p.deletedAt', 'is', null);
}

function selectPaymentColumns(q: ReturnType<typeof paymentsWithLinks>) {
  return q.select([
    'p.id',
    'p.direction',
    'p.amountPaise',
    'p.method',
    'p.paidOn',
    'p.reference',
    'p.note',
    'p.loadId',
    'pl.origin as loadOrigin',
    'pl.destination as loadDestination',
    'pl.pickupDate as loadPickupDate',
    'ps.id as shipperId',
    'ps.name as shipperName',
    'p.createdAt',
    'p.updatedAt',
  ]);
}

/** One page of the owner's live payments matching the filters, latest first, with the page's totals by direction. */
export async function listPayments(db: Db, ownerId: string, f: PaymentFilter): Promise<{ rows: PaymentRow[]; total: number; receivedPaise: number; paidPaise: number }> {
  let q = paymentsWithLinks(db, ownerId);
  if (f.from) q = q.where('p.paidOn', '>=', f.from);
  if (f.to) q = q.where('p.paidOn', '<=', f.to);
  if (f.direction) q = q.where('p.direction', '=', f.direction);
  if (f.load_id) q = q.where('p.loadId', '=', f.load_id);
  if (f.shipper_id) q = q.where('ps.id', '=', f.shipper_id);
  const [rows, totals] = await Promise.all([
    selectPaymentColumns(q).orderBy('p.paidOn', 'desc').orderBy('p.createdAt', 'desc').orderBy('p.id').limit(f.limit).offset((f.page - 1) * f.limit).execute(),
    q
      .select([
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(${sql.ref('p.amountPaise')}) filter (where ${sql.ref('p.direction')} = 'received'), 0)`.as('received'),
        sql<number>`coalesce(sum(${sql.ref('p.amountPaise')}) filter (where ${sql.ref('p.direction')} = 'paid'), 0)`.as('paid'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as PaymentRow[], total: Number(totals.n), receivedPaise: Number(totals.received), paidPaise: Number(totals.paid) };
}

export async function findOwnPayment(db: Db, ownerId: string, paymentId: string): Promise<PaymentRow | undefined> {
  return (await selectPaymentColumns(paymentsWithLinks(db, ownerId).where('p.id', '=', paymentId)).executeTakeFirst()) as PaymentRow | undefined;
}

/** The owner's most recent live payments. */
export async function listRecentPayments(db: Db, ownerId: string, limit: number): Promise<PaymentRow[]> {
  return (await selectPaymentColumns(paymentsWithLinks(db, ownerId)).orderBy('p.createdAt', 'desc').orderBy('p.id').limit(limit).execute()) as PaymentRow[];
}

export function lockOwnPaymentForUpdate(trx: Tx, ownerId: string, paymentId: string) {
  return trx.selectFrom('payments').select(['id']).where('id', '=', paymentId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

export interface PaymentValues {
  direction: Direction;
  amountPaise: number;
  method: string;
  paidOn: string;
  loadId: string | null;
  shipperId: string | null;
  reference: string | null;
  note: string | null;
}

export async function insertPayment(trx: Tx, ownerId: string, values: PaymentValues): Promise<string> {
  return (await trx.insertInto('payments').values({ ...values, ownerId }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePayment(trx: Tx, paymentId: string, values: PaymentValues): Promise<void> {
  await trx.updateTable('payments').set(values).where('id', '=', paymentId).where('deletedAt', 'is', null).execute();
}

export async function softDeletePayment(trx: Tx, paymentId: string): Promise<void> {
  await trx.updateTable('payments').set({ deletedAt: sql`now()` }).where('id', '=', paymentId).where('deletedAt', 'is', null).execute();
}

// ---------------------------------------------------------------------------
// Dashboard and reports. Cancelled loads carry no freight; dates are pickup dates for loads and paid_on for payments.

/** Live, not cancelled loads with pickup in [start, end): count and freight. */
export async function loadTotalsBetween(db: Db, ownerId: string, start: string, endExclusive: string): Promise<{ loads: number; freightPaise: number }> {
  const r = await db
    .selectFrom('loads')
    .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(price_paise), 0)`.as('freight')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '<>', 'cancelled')
    .where('pickupDate', '>=', start)
    .where('pickupDate', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return { loads: Number(r.n), freightPaise: Number(r.freight) };
}

/** Live payments of one direction with paid_on in [start, end). */
export async function paymentTotalBetween(db: Db, ownerId: string, direction: Direction, start: string, endExclusive: string): Promise<number> {
  const r = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('total'))
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('direction', '=', direction)
    .where('paidOn', '>=', start)
    .where('paidOn', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

/** All time: freight of live delivered loads and live payments received. Receivables = the difference. */
export async function receivableParts(db: Db, ownerId: string): Promise<{ deliveredPaise: number; receivedPaise: number }> {
  const [d, p] = await Promise.all([
    db
      .selectFrom('loads')
      .select(sql<number>`coalesce(sum(price_paise), 0)`.as('total'))
      .where('ownerId', '=', ownerId)
      .where('deletedAt', 'is', null)
      .where('status', '=', 'delivered')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('total'))
      .where('ownerId', '=', ownerId)
      .where('deletedAt', 'is', null)
      .where('direction', '=', 'received')
      .executeTakeFirstOrThrow(),
  ]);
  return { deliveredPaise: Number(d.total), receivedPaise: Number(p.total) };
}

export async function countActiveVehicles(db: Db, ownerId: string): Promise<number> {
  const r = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Per month ('YYYY-MM') of pickup in [start, end): live, not cancelled loads and their freight. */
export async function monthlyLoadTotals(db: Db, ownerId: string, start: string, endExclusive: string) {
  const rows = await db
    .selectFrom('loads')
    .select([sql<string>`to_char(pickup_date, 'YYYY-MM')`.as('month'), (eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(price_paise), 0)`.as('freight')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('status', '<>', 'cancelled')
    .where('pickupDate', '>=', start)
    .where('pickupDate', '<', endExclusive)
    .groupBy(sql`to_char(pickup_date, 'YYYY-MM')`)
    .execute();
  return rows.map((r) => ({ month: r.month, loads: Number(r.n), freightPaise: Number(r.freight) }));
}

/** Per month ('YYYY-MM') of paid_on in [start, end) and direction: live payments. */
export async function monthlyPaymentTotals(db: Db, ownerId: string, start: string, endExclusive: string) {
  const rows = await db
    .selectFrom('payments')
    .select([sql<string>`to_char(paid_on, 'YYYY-MM')`.as('month'), 'direction', sql<number>`sum(amount_paise)`.as('total')])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .where('paidOn', '>=', start)
    .where('paidOn', '<', endExclusive)
    .groupBy([sql`to_char(paid_on, 'YYYY-MM')`, 'direction'])
    .execute();
  return rows.map((r) => ({ month: r.month, direction: r.direction as Direction, totalPaise: Number(r.total) }));
}

export interface TopShipperRow {
  shipperId: string;
  name: string;
  loads: number;
  freightPaise: number;
  /** All time: delivered freight minus payments received. */
  outstandingPaise: number;
}

/** Clients by freight of their live, not cancelled loads with pickup in the period (all time when open). */
export async function topShippers(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<TopShipperRow[]> {
  let period = db
    .selectFrom('loads as l')
    .select(['l.shipperId', (eb) => eb.fn.countAll<number>().as('loads'), sql<number>`coalesce(sum(${sql.ref('l.pricePaise')}), 0)`.as('freight')])
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null)
    .where('l.status', '<>', 'cancelled')
    .where('l.shipperId', 'is not', null)
    .groupBy('l.shipperId');
  if (f.from) period = period.where('l.pickupDate', '>=', f.from);
  if (f.to) period = period.where('l.pickupDate', '<=', f.to);
  let q = shippersWithBalances(db, ownerId)
    .innerJoin(period.as('t'), 't.shipperId', 's.id')
    .select(['t.loads', 't.freight'])
    .orderBy('t.freight', 'desc')
    .orderBy('t.loads', 'desc')
    .orderBy(sql`lower(${sql.ref('s.name')})`)
    .orderBy('s.id');
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => ({
    shipperId: r.id,
    name: r.name,
    loads: Number(r.loads),
    freightPaise: Number(r.freight),
    outstandingPaise: Number(r.deliveredPaise) - Number(r.receivedPaise),
  }));
}

export interface RouteRow {
  origin: string;
  destination: string;
  loads: number;
  tonnes: number;
  freightPaise: number;
  /** Freight per tonne over the loads that have a freight; null when none has. */
  ratePerTonnePaise: number | null;
}

/** Routes (origin -> destination by city key) of live, not cancelled loads with pickup in the period, by freight. */
export async function routeTotals(db: Db, ownerId: string, f: ReportFilter, limit: number | null): Promise<RouteRow[]> {
  let q = db
    .selectFrom('loads as l')
    .select([
      sql<string>`min(${sql.ref('l.origin')})`.as('origin'),
      sql<string>`min(${sql.ref('l.destination')})`.as('destination'),
      (eb) => eb.fn.countAll<number>().as('loads'),
      sql<number>`sum(${sql.ref('l.weightTonnes')})`.as('tonnes'),
      sql<number>`coalesce(sum(${sql.ref('l.pricePaise')}), 0)`.as('freight'),
      sql<number | null>`sum(${sql.ref('l.weightTonnes')}) filter (where ${sql.ref('l.pricePaise')} is not null)`.as('pricedTonnes'),
    ])
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null)
    .where('l.status', '<>', 'cancelled')
    .groupBy(['l.originKey', 'l.destinationKey'])
    .orderBy('freight', 'desc')
    .orderBy('loads', 'desc')
    .orderBy('origin')
    .orderBy('destination');
  if (f.from) q = q.where('l.pickupDate', '>=', f.from);
  if (f.to) q = q.where('l.pickupDate', '<=', f.to);
  if (limit) q = q.limit(limit);
  const rows = await q.execute();
  return rows.map((r) => {
    const priced = r.pricedTonnes === null ? 0 : Number(r.pricedTonnes);
    return {
      origin: r.origin,
      destination: r.destination,
      loads: Number(r.loads),
      tonnes: Math.round(Number(r.tonnes) * 100) / 100,
      freightPaise: Number(r.freight),
      ratePerTonnePaise: priced > 0 ? Math.round(Number(r.freight) / priced) : null,
    };
  });
}

// ---------------------------------------------------------------------------
// Admin: soft-deleted rows of every owner, and restore.

export interface DeletedRow {
  tableName: BooksTable;
  id: string;
  ownerId: string;
  ownerUsername: string;
  ownerName: string;
  label: string;
  detail: string | null;
  amountPaise: number | null;
  deletedAt: Date;
}

function deletedParts(table: BooksTable | null) {
  const parts = [];
  if (!table || table === 'shippers') {
    parts.push(sql`select 'shippers' as table_name, r.id, r.owner_id, r.name as label, r.city as detail, null::bigint as amount_paise, r.deleted_at
      from shippers r where r.deleted_at is not null`);
  }
  if (!table || table === 'vehicles') {
    parts.push(sql`select 'vehicles' as table_name, r.id, r.owner_id, r.registration_number as label, r.truck_type as detail, null::bigint as amount_paise, r.deleted_at
      from vehicles r where r.deleted_at is not null`);
  }
  if (!table || table === 'payments') {
    parts.push(sql`select 'payments' as table_name, r.id, r.owner_id, r.direction as label, r.paid_on::text as detail, r.amount_paise, r.deleted_at
      from payments r where r.deleted_at is not null`);
  }
  if (!table || table === 'loads') {
    parts.push(sql`select 'loads' as table_name, r.id, r.owner_id, r.origin || ' → ' || r.destination as label, r.pickup_date::text as detail, r.price_paise as amount_paise, r.deleted_at
      from loads r where r.deleted_at is not null and r.listed = false`);
  }
  return sql.join(parts, sql` union all `);
}

/** One page of soft-deleted ledger rows of every owner (books-only loads), most recently deleted first. */
export async function listDeletedBooksRows(db: Db, table: BooksTable | null, page: number, limit: number): Promise<{ rows: DeletedRow[]; total: number }> {
  const union = deletedParts(table);
  const [rows, count] = await Promise.all([
    sql<DeletedRow>`select d.table_name, d.id, d.owner_id, o.username as owner_username, o.name as owner_name, d.label, d.detail, d.amount_paise, d.deleted_at
      from (${union}) d join users o on o.id = d.owner_id
      order by d.deleted_at desc, d.id
      limit ${limit} offset ${(page - 1) * limit}`.execute(db),
    sql<{ n: number }>`select count(*) as n from (${union}) d`.execute(db),
  ]);
  return { rows: rows.rows.map((r) => ({ ...r, amountPaise: r.amountPaise === null ? null : Number(r.amountPaise) })), total: Number(count.rows[0].n) };
}

/** Locks any ledger row, deleted or not, with the references a restore must check. */
export async function lockBooksRowIncludingDeleted(trx: Tx, table: BooksTable, id: string) {
  switch (table) {
    case 'shippers':
      return trx.selectFrom('shippers').select(['id', 'deletedAt', sql<string | null>`null::uuid`.as('shipperId'), sql<string | null>`null::uuid`.as('vehicleId'), sql<string | null>`null::uuid`.as('loadId'), sql<boolean>`false`.as('listed')]).where('id', '=', id).forUpdate().executeTakeFirst();
    case 'vehicles':
      return trx.selectFrom('vehicles').select(['id', 'deletedAt', sql<string | null>`null::uuid`.as('shipperId'), sql<string | null>`null::uuid`.as('vehicleId'), sql<string | null>`null::uuid`.as('loadId'), sql<boolean>`false`.as('listed')]).where('id', '=', id).forUpdate().executeTakeFirst();
    case 'payments':
      return trx.selectFrom('payments').select(['id', 'deletedAt', 'shipperId', sql<string | null>`null::uuid`.as('vehicleId'), 'loadId', sql<boolean>`false`.as('listed')]).where('id', '=', id).forUpdate().executeTakeFirst();
    case 'loads':
      return trx.selectFrom('loads').select(['id', 'deletedAt', 'shipperId', 'vehicleId', sql<string | null>`null::uuid`.as('loadId'), 'listed']).where('id', '=', id).forUpdate().executeTakeFirst();
  }
}

/** True when the row exists and is live (a restored row's parents must be). */
export async function isLive(trx: Tx, table: 'shippers' | 'vehicles' | 'loads', id: string): Promise<boolean> {
  const row = await trx.selectFrom(table).select('id').where('id', '=', id).where('deletedAt', 'is', null).forShare().executeTakeFirst();
  return Boolean(row);
}

/** Clears deleted_at (the audit trigger records RESTORE). */
export async function clearDeletedAt(trx: Tx, table: BooksTable, id: string): Promise<void> {
  await trx.updateTable(table).set({ deletedAt: null }).where('id', '=', id).where('deletedAt', 'is not', null).execute();
}
