/**
 * SQL of the payments in the books. A payment's client: the client of its load
 * when it names a load with one, else its own shipper_id.
 */
import { sql, type Selectable } from 'kysely';
import type { DB, Tx } from '../../../db/database.js';
import type { Db } from '../../../db/database.js';
import type { Direction, PaymentFilter } from './schema.js';

type PaymentRecord = Selectable<DB['payments']>;

/** A payment: its columns as generated, its direction narrowed, with its load and its client. */
export interface PaymentRow extends Pick<PaymentRecord, 'id' | 'amountPaise' | 'method' | 'paidOn' | 'reference' | 'note' | 'loadId' | 'invoiceId' | 'createdAt' | 'updatedAt'> {
  invoiceNumber: string | null;
  direction: Direction;
  loadOrigin: string | null;
  loadDestination: string | null;
  loadPickupDate: string | null;
  /** The payment's client: its load's client, else its own (see the file comment). */
  shipperId: string | null;
  shipperName: string | null;
}

function paymentsWithLinks(db: Db, ownerId: string) {
  return db
    .selectFrom('payments as p')
    .leftJoin('loads as pl', 'pl.id', 'p.loadId')
    .leftJoin('invoices as pi', 'pi.id', 'p.invoiceId')
    .leftJoin('shippers as ps', (join) => join.on(sql<boolean>`${sql.ref('ps.id')} = coalesce(${sql.ref('pl.shipperId')}, ${sql.ref('p.shipperId')})`))
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
    'p.invoiceId',
    'pi.displayNumber as invoiceNumber',
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
    selectPaymentColumns(q)
      .orderBy('p.paidOn', 'desc')
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
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

export type PaymentValues = Pick<PaymentRecord, 'amountPaise' | 'method' | 'paidOn' | 'loadId' | 'shipperId' | 'invoiceId' | 'reference' | 'note'> & { direction: Direction };

export async function insertPayment(trx: Tx, ownerId: string, values: PaymentValues): Promise<string> {
  return (
    await trx
      .insertInto('payments')
      .values({ ...values, ownerId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updatePayment(trx: Tx, paymentId: string, values: PaymentValues): Promise<void> {
  await trx.updateTable('payments').set(values).where('id', '=', paymentId).where('deletedAt', 'is', null).execute();
}

export async function softDeletePayment(trx: Tx, paymentId: string): Promise<void> {
  await trx.updateTable('payments').set({ deletedAt: sql`now()` }).where('id', '=', paymentId).where('deletedAt', 'is', null).execute();
}
