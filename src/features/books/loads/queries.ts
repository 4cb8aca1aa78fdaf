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
  receivedPaise: number;
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
  return trx.selectFrom('loads').select(['id', 'shipperId']).where('id', '=', loadId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).forShare().executeTakeFirst();
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
  const r = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('loadId', '=', loadId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type LoadOption = Pick<LoadRecord, 'id' | 'origin' | 'destination' | 'pickupDate' | 'pricePaise' | 'listed'>;

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
