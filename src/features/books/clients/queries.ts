/**
 * SQL of the client companies in the books (table `shippers`), each with its
 * balances: the receivable of its delivered loads in the books (view books_loads, migration 062), and money received (a payment's
 * client: its load's client, else its own shipper_id, as in payments/queries.ts).
 */
import { sql, type Selectable } from 'kysely';
import type { DB, Tx } from '../../../db/database.js';
import type { Db } from '../../../db/database.js';
import type { ShipperFilter } from './schema.js';

type ShipperRecord = Selectable<DB['shippers']>;

/** A client: its columns as generated, with its balances. */
export interface ShipperRow extends Pick<ShipperRecord, 'id' | 'name' | 'contactName' | 'phone' | 'gstin' | 'city' | 'address' | 'loadCount' | 'createdAt' | 'updatedAt'> {
  deliveredPaise: number;
  receivedPaise: number;
}

/** The owner's live clients with load_count and balances, a query the top clients report extends. */
export function shippersWithBalances(db: Db, ownerId: string) {
  return db
    .selectFrom('shippers as s')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('booksLoads as l')
          .select(sql<number>`coalesce(sum(${sql.ref('l.receivablePaise')}), 0)`.as('deliveredPaise'))
          .whereRef('l.shipperId', '=', 's.id')
          .whereRef('l.ownerId', '=', 's.ownerId')
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
    .select(['s.id', 's.name', 's.contactName', 's.phone', 's.gstin', 's.city', 's.address', 's.loadCount', 'd.deliveredPaise', 'pr.receivedPaise', 's.createdAt', 's.updatedAt']);
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
    q
      .orderBy(sql`lower(${sql.ref('s.name')})`)
      .orderBy('s.id')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
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

export type ShipperValues = Pick<ShipperRecord, 'name' | 'contactName' | 'phone' | 'gstin' | 'city' | 'address'>;

export async function insertShipper(trx: Tx, ownerId: string, values: ShipperValues): Promise<string> {
  return (
    await trx
      .insertInto('shippers')
      .values({ ...values, ownerId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateShipper(trx: Tx, shipperId: string, values: ShipperValues): Promise<void> {
  await trx.updateTable('shippers').set(values).where('id', '=', shipperId).where('deletedAt', 'is', null).execute();
}

export async function softDeleteShipper(trx: Tx, shipperId: string): Promise<void> {
  await trx.updateTable('shippers').set({ deletedAt: sql`now()` }).where('id', '=', shipperId).where('deletedAt', 'is', null).execute();
}

/** Live loads that name the client (what load_count counts, read directly). */
export async function countLiveLoadsOfShipper(trx: Db, shipperId: string): Promise<number> {
  const r = await trx
    .selectFrom('loads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shipperId', '=', shipperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Live payments that name the client directly. */
export async function countLivePaymentsOfShipper(trx: Db, shipperId: string): Promise<number> {
  const r = await trx
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shipperId', '=', shipperId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type ShipperOption = Pick<ShipperRecord, 'id' | 'name'>;

/** Clients to choose from in forms and filters. */
export function listShipperOptions(db: Db, ownerId: string) {
  return db.selectFrom('shippers').select(['id', 'name']).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).orderBy(sql`lower(name)`).orderBy('id').limit(1000).execute();
}
