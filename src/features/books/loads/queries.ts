/**
 * SQL of the loads in the books: the owner's board loads and books-only loads.
 * A load's received amount: its live payments of direction 'received';
 * payment state = unpaid (nothing received), paid (received >= freight, or
 * anything received when no freight is set), partly_paid otherwise.
 */
import { sql, type Selectable } from 'kysely';
import type { DB, Tx } from '../../../db/database.js';
import type { Db } from '../../../db/database.js';
import type { LoadFilter, LoadStatus, PaymentState } from './schema.js';

type LoadRecord = Selectable<DB['loads']>;

/** The owner's loads in the books (view books_loads of migration 063), with their client and vehicle. */
function booksLoads(db: Db, ownerId: string) {
  return db.selectFrom('booksLoads as l').leftJoin('shippers as s', 's.id', 'l.shipperId').leftJoin('vehicles as v', 'v.id', 'l.vehicleId').where('l.ownerId', '=', ownerId);
}

/** "In the books" for a query of the `loads` table itself (a lock before a change): the predicate of migration 063. */
const inBooks = sql<boolean>`in_books(deleted_at, posted_to_board, accepted_at)`;

/** A load of the books: its columns as generated, its status narrowed, with its client, vehicle and received amount. */
export interface BooksLoadRow
  extends Pick<
    LoadRecord,
    | 'id'
    | 'origin'
    | 'destination'
    | 'pickupDate'
    | 'truckType'
    | 'truckLengthFt'
    | 'weightTonnes'
    | 'pricePaise'
    | 'listed'
    | 'postedToBoard'
    | 'material'
    | 'description'
    | 'shipperId'
    | 'vehicleId'
    | 'createdAt'
    | 'updatedAt'
  > {
  status: LoadStatus;
  shipperName: string | null;
  shipperDeleted: boolean;
  vehicleRegistration: string | null;
  /** Books-only: the freight entered; board: the agreed amount of the accepted bid. */
  freightPaise: number | null;
  /** Board loads: owed to the carrier (counterpartyName). */
  payablePaise: number | null;
  counterpartyName: string | null;
  /** Books-only: the freight; board with a client: freight plus commission; else null. */
  receivablePaise: number | null;
  commissionPaise: number;
  receivedPaise: number;
  /** Books payments `paid` against the load plus escrow money held or released for it. */
  paidPaise: number;
  escrowPaidPaise: number;
  paymentState: PaymentState;
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
    'l.postedToBoard',
    'l.material',
    'l.description',
    'l.shipperId',
    's.name as shipperName',
    sql<boolean>`${sql.ref('s.deletedAt')} is not null`.as('shipperDeleted'),
    'l.vehicleId',
    'v.registrationNumber as vehicleRegistration',
    'l.freightPaise',
    'l.payablePaise',
    'l.counterpartyName',
    'l.receivablePaise',
    'l.commissionPaise',
    'l.receivedPaise',
    'l.paidPaise',
    'l.escrowPaidPaise',
    'l.paymentState',
    'l.createdAt',
    'l.updatedAt',
  ]);
}

/** A row of the view as the books read it (a view's columns are all nullable to the generator; the view's SQL says which are not). */
function asRow(r: Awaited<ReturnType<ReturnType<typeof selectLoadColumns>['executeTakeFirstOrThrow']>>): BooksLoadRow {
  const n = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    ...r,
    status: r.status as LoadStatus,
    freightPaise: n(r.freightPaise),
    payablePaise: n(r.payablePaise),
    receivablePaise: n(r.receivablePaise),
    commissionPaise: Number(r.commissionPaise),
    receivedPaise: Number(r.receivedPaise),
    paidPaise: Number(r.paidPaise),
    escrowPaidPaise: Number(r.escrowPaidPaise),
    paymentState: r.paymentState as PaymentState,
  } as BooksLoadRow;
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
  if (f.kind) q = q.where('l.postedToBoard', '=', f.kind === 'board');
  if (f.payment) q = q.where('l.paymentState', '=', f.payment);
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
  return { rows: rows.map(asRow), total: Number(count.n) };
}

/** One of the owner's live loads with its client, vehicle and received amount. */
export async function findBooksLoad(db: Db, ownerId: string, loadId: string): Promise<BooksLoadRow | undefined> {
  const row = await selectLoadColumns(booksLoads(db, ownerId).where('l.id', '=', loadId)).executeTakeFirst();
  return row ? asRow(row) : undefined;
}

/** The owner's most recently entered live loads. */
export async function listRecentBooksLoads(db: Db, ownerId: string, limit: number): Promise<BooksLoadRow[]> {
  return (await selectLoadColumns(booksLoads(db, ownerId)).orderBy('l.createdAt', 'desc').orderBy('l.id').limit(limit).execute()).map(asRow);
}

/** Locks one of the owner's live loads before a change or a delete. */
export function lockOwnLoadForUpdate(trx: Tx, ownerId: string, loadId: string) {
  return trx
    .selectFrom('loads')
    .select(['id', 'postedToBoard', 'status', 'shipperId', 'vehicleId'])
    .where('id', '=', loadId)
    .where('ownerId', '=', ownerId)
    .where(inBooks)
    .forUpdate()
    .executeTakeFirst();
}

/** Share-locks one of the owner's live loads that a payment will name (a delete of the load waits). */
export function lockOwnLoadForShare(trx: Tx, ownerId: string, loadId: string) {
  return trx.selectFrom('loads').select(['id', 'shipperId']).where('id', '=', loadId).where('ownerId', '=', ownerId).where(inBooks).forShare().executeTakeFirst();
}

export type BooksLoadValues = Pick<
  LoadRecord,
  'origin' | 'destination' | 'originKey' | 'destinationKey' | 'pickupDate' | 'truckType' | 'truckLengthFt' | 'weightTonnes' | 'pricePaise' | 'material' | 'description' | 'shipperId' | 'vehicleId'
>;

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
  await trx.updateTable('loads').set(values).where('id', '=', loadId).where('postedToBoard', '=', false).where('deletedAt', 'is', null).execute();
}

/** Sets the status of a books-only load. */
export async function setBooksLoadStatus(trx: Tx, loadId: string, status: LoadStatus): Promise<void> {
  await trx.updateTable('loads').set({ status }).where('id', '=', loadId).where('postedToBoard', '=', false).where('deletedAt', 'is', null).execute();
}

/** Sets which client and vehicle a load belongs to (board loads too: these are book-keeping links). */
export async function setLoadLinks(trx: Tx, loadId: string, shipperId: string | null, vehicleId: string | null): Promise<void> {
  await trx.updateTable('loads').set({ shipperId, vehicleId }).where('id', '=', loadId).where('deletedAt', 'is', null).execute();
}

/** Soft-deletes a books-only load. */
export async function softDeleteBooksLoad(trx: Tx, loadId: string): Promise<void> {
  await trx.updateTable('loads').set({ deletedAt: sql`now()` }).where('id', '=', loadId).where('postedToBoard', '=', false).where('deletedAt', 'is', null).execute();
}

/** Live payments that name the load. */
export async function countLivePaymentsOfLoad(trx: Db, loadId: string): Promise<number> {
  const r = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('loadId', '=', loadId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type LoadOption = Pick<LoadRecord, 'id' | 'origin' | 'destination' | 'pickupDate' | 'pricePaise' | 'listed'>;

/** Loads to choose from in the payment form: the owner's latest loads in the books (pricePaise: their freight). */
export async function listLoadOptions(db: Db, ownerId: string, limit = 300) {
  return db
    .selectFrom('loads')
    .select(['id', 'origin', 'destination', 'pickupDate', 'pricePaise', 'listed'])
    .where('ownerId', '=', ownerId)
    .where(inBooks)
    .orderBy('pickupDate', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** How far back an identical books-only load counts as a likely duplicate (by when it was entered). */
const DUPLICATE_WINDOW_DAYS = 30;

/**
 * Waits for, then holds until the transaction ends, the owner's lock on one duplicate key (client, route keys,
 * pickup date, freight), so two identical entries made at once are checked one after the other.
 */
export async function lockDuplicateKey(trx: Tx, ownerId: string, v: BooksLoadValues): Promise<void> {
  const key = [ownerId, v.shipperId ?? '', v.originKey, v.destinationKey, v.pickupDate, v.pricePaise ?? ''].join('|');
  await sql`select pg_advisory_xact_lock(hashtextextended(${`books-load:${key}`}, 0))`.execute(trx);
}

/** The latest live books-only load of the owner entered in the last DUPLICATE_WINDOW_DAYS with the same client, route, pickup date and freight. */
export function findLikelyDuplicate(trx: Db, ownerId: string, v: BooksLoadValues) {
  return trx
    .selectFrom('loads')
    .select(['id', 'createdAt'])
    .where('ownerId', '=', ownerId)
    .where('postedToBoard', '=', false)
    .where('deletedAt', 'is', null)
    .where('pickupDate', '=', v.pickupDate)
    .where('originKey', '=', v.originKey)
    .where('destinationKey', '=', v.destinationKey)
    .where(sql<boolean>`shipper_id is not distinct from ${v.shipperId}`)
    .where(sql<boolean>`price_paise is not distinct from ${v.pricePaise}::bigint`)
    .where('createdAt', '>', sql<Date>`now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
