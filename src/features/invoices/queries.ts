/** The SQL of invoices: the gap-free series, the documents, and what an invoice copies from a load and its parties. */
import { sql, type Selectable } from 'kysely';
import type { Database, DB, Tx } from '../../db/database.js';
import type { DocumentKind } from './gst.js';

type Db = Database | Tx;
export type InvoiceRow = Selectable<DB['invoices']>;

/**
 * The next number of an issuer's series of a kind in a financial year: the series row is created at 1 or bumped
 * by one, and stays locked until the calling transaction ends, so a parallel issue waits and takes the next
 * number, and a rolled-back issue gives its number back (no gap).
 */
export async function nextNumber(trx: Tx, issuerId: string | null, kind: DocumentKind, fiscalYear: number): Promise<number> {
  const row = await sql<{ lastNumber: number }>`
    INSERT INTO document_series (issuer_id, kind, fiscal_year, last_number) VALUES (${issuerId}, ${kind}, ${fiscalYear}, 1)
    ON CONFLICT (issuer_id, kind, fiscal_year) DO UPDATE SET last_number = document_series.last_number + 1
    RETURNING last_number`.execute(trx);
  return (row.rows[0] as { lastNumber: number }).lastNumber;
}

export type NewInvoice = Omit<InvoiceRow, 'id' | 'createdAt' | 'cancelledAt'>;

export async function insertInvoice(trx: Tx, values: NewInvoice): Promise<InvoiceRow> {
  return trx.insertInto('invoices').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findInvoiceByToken(db: Db, token: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('shareToken', '=', token).executeTakeFirst();
}

/** The live freight invoice an issuer has for a load, if any. */
export async function findLiveLoadInvoice(db: Db, issuerId: string, loadId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('issuerId', '=', issuerId).where('kind', '=', 'freight_invoice').where('loadId', '=', loadId).where('cancelledAt', 'is', null).executeTakeFirst();
}

/** Marks an issuer's live invoice cancelled (it keeps its number); false when there is none to cancel. */
export async function cancelOwnInvoice(trx: Tx, issuerId: string, id: string): Promise<boolean> {
  const r = await trx.updateTable('invoices').set({ cancelledAt: sql`now()` }).where('id', '=', id).where('issuerId', '=', issuerId).where('cancelledAt', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Invoices a user issued or was billed (the platform's fee invoices, a carrier's invoices for a trip), newest first; admins: every fee invoice. */
export async function listInvoicesFor(db: Db, who: { userId: string } | 'platform', page: number, limit: number): Promise<{ rows: InvoiceRow[]; total: number }> {
  let q = db.selectFrom('invoices');
  q = who === 'platform' ? q.where('kind', '=', 'fee_invoice') : q.where((eb) => eb.or([eb('issuerId', '=', who.userId), eb('buyerUserId', '=', who.userId)]));
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('issuedOn', 'desc')
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What a freight invoice copies from a load of the issuer's: route, goods, weight, freight, vehicle and client. */
export async function lockOwnLoadForInvoice(trx: Db, ownerId: string, loadId: string, lock = true) {
  let q = trx
    .selectFrom('loads as l')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicleId')
    .leftJoin('shippers as s', (j) => j.onRef('s.id', '=', 'l.shipperId').on('s.deletedAt', 'is', null))
    .select([
      'l.id',
      'l.status',
      'l.origin',
      'l.destination',
      'l.pickupDate',
      'l.material',
      'l.weightTonnes',
      'l.pricePaise',
      'l.listed',
      'v.registrationNumber as vehicleNumber',
      's.id as clientId',
      's.name as clientName',
      's.gstin as clientGstin',
      's.address as clientAddress',
      's.city as clientCity',
    ])
    .where('l.id', '=', loadId)
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null);
  if (lock) q = q.forUpdate('l');
  return q.executeTakeFirst();
}
export type LoadForInvoice = NonNullable<Awaited<ReturnType<typeof lockOwnLoadForInvoice>>>;

/** The issuer's own details: the seller of their invoices. */
export async function findSeller(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'companyName', 'gstin', 'city']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The load's route for a fee invoice's line. */
export async function findLoadRoute(db: Db, loadId: string) {
  return db.selectFrom('loads').select(['origin', 'destination', 'pickupDate']).where('id', '=', loadId).executeTakeFirstOrThrow();
}

/**
 * The trip a driver carried, with what their invoice for it copies: the load (route, goods, weight, vehicle), the
 * agreed freight of the accepted bid and the load's owner (the recipient). Only the trip's own driver finds it;
 * with `lock` the load row is locked first (the order every writer of a load uses), so two issues take turns.
 */
export async function findCarriedTrip(db: Db, driverId: string, tripId: string, lock = true) {
  let q = db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicleId')
    .select([
      't.id as tripId',
      't.status as tripStatus',
      't.agreedAmountPaise',
      'l.id as loadId',
      'l.status',
      'l.origin',
      'l.destination',
      'l.pickupDate',
      'l.material',
      'l.weightTonnes',
      'l.ownerId',
      'o.name as ownerName',
      'o.companyName as ownerCompany',
      'o.gstin as ownerGstin',
      'o.city as ownerCity',
      'v.registrationNumber as vehicleNumber',
    ])
    .where('t.id', '=', tripId)
    .where('t.driverId', '=', driverId)
    .where('l.deletedAt', 'is', null);
  if (lock) q = q.forUpdate('l');
  return q.executeTakeFirst();
}
export type CarriedTrip = NonNullable<Awaited<ReturnType<typeof findCarriedTrip>>>;

/** The live invoices a load's carriers issued to its owner (the owner's load page links them). */
export async function listCarrierInvoicesOfLoad(db: Db, ownerId: string, loadId: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'displayNumber', 'gstTreatment', 'kind', 'totalPaise'])
    .where('loadId', '=', loadId)
    .where('buyerUserId', '=', ownerId)
    .where('kind', '=', 'freight_invoice')
    .where('cancelledAt', 'is', null)
    .orderBy('createdAt')
    .execute();
}
