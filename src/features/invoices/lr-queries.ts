/** The SQL of lorry receipts: the documents, and what an LR copies from a load of the issuer's books. */
import { sql, type Selectable } from 'kysely';
import type { Database, DB, Tx } from '../../db/database.js';

type Db = Database | Tx;
export type LorryReceiptRow = Selectable<DB['lorryReceipts']>;
export type NewLorryReceipt = Omit<LorryReceiptRow, 'id' | 'createdAt' | 'cancelledAt'>;

export async function insertLorryReceipt(trx: Tx, values: NewLorryReceipt): Promise<LorryReceiptRow> {
  return trx.insertInto('lorryReceipts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findLorryReceipt(db: Db, id: string): Promise<LorryReceiptRow | undefined> {
  return db.selectFrom('lorryReceipts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLorryReceiptByToken(db: Db, token: string): Promise<LorryReceiptRow | undefined> {
  return db.selectFrom('lorryReceipts').selectAll().where('shareToken', '=', token).executeTakeFirst();
}

/** The live LR of a load, if any (one per load: the unique index of 066). */
export async function findLiveLoadReceipt(db: Db, loadId: string): Promise<LorryReceiptRow | undefined> {
  return db.selectFrom('lorryReceipts').selectAll().where('loadId', '=', loadId).where('cancelledAt', 'is', null).executeTakeFirst();
}

/** Marks an issuer's live LR cancelled (it keeps its number); false when there is none to cancel. */
export async function cancelOwnReceipt(trx: Tx, issuerId: string, id: string): Promise<boolean> {
  const r = await trx.updateTable('lorryReceipts').set({ cancelledAt: sql`now()` }).where('id', '=', id).where('issuerId', '=', issuerId).where('cancelledAt', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The LRs a user issued, newest first. */
export async function listReceiptsOf(db: Db, issuerId: string, page: number, limit: number): Promise<{ rows: LorryReceiptRow[]; total: number }> {
  const q = db.selectFrom('lorryReceipts').where('issuerId', '=', issuerId);
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

/** What an LR copies from a load of the issuer's books: route, goods, weight, freight, vehicle and driver, client, e-way bill. */
export async function ownLoadForReceipt(trx: Db, ownerId: string, loadId: string, lock = true) {
  let q = trx
    .selectFrom('loads as l')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicleId')
    .leftJoin('shippers as s', (j) => j.onRef('s.id', '=', 'l.shipperId').on('s.deletedAt', 'is', null))
    .leftJoin('loadDocuments as e', (j) => j.onRef('e.loadId', '=', 'l.id').on('e.kind', '=', 'eway_bill').on('e.supersededAt', 'is', null))
    .select([
      'l.id',
      'l.status',
      'l.origin',
      'l.destination',
      'l.pickupDate',
      'l.material',
      'l.weightTonnes',
      'l.pricePaise',
      'v.registrationNumber as vehicleNumber',
      'v.driverName',
      'v.driverPhone',
      's.name as clientName',
      's.gstin as clientGstin',
      's.address as clientAddress',
      's.city as clientCity',
      'e.number as ewayBillNumber',
    ])
    .where('l.id', '=', loadId)
    .where('l.ownerId', '=', ownerId)
    .where('l.deletedAt', 'is', null);
  if (lock) q = q.forUpdate('l');
  return q.executeTakeFirst();
}
export type LoadForReceipt = NonNullable<Awaited<ReturnType<typeof ownLoadForReceipt>>>;
