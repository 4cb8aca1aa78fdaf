/** SQL of the admin's view of the books' soft-deleted rows (every owner), and of restore. */
import { sql } from 'kysely';
import type { Tx } from '../../../db/database.js';
import type { Db } from '../../../db/database.js';
import type { BooksTable } from './schema.js';

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
      from loads r where r.deleted_at is not null and r.posted_to_board = false`);
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
      return trx
        .selectFrom('shippers')
        .select([
          'id',
          'deletedAt',
          sql<string | null>`null::uuid`.as('shipperId'),
          sql<string | null>`null::uuid`.as('vehicleId'),
          sql<string | null>`null::uuid`.as('loadId'),
          sql<boolean>`false`.as('listed'),
        ])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    case 'vehicles':
      return trx
        .selectFrom('vehicles')
        .select([
          'id',
          'deletedAt',
          sql<string | null>`null::uuid`.as('shipperId'),
          sql<string | null>`null::uuid`.as('vehicleId'),
          sql<string | null>`null::uuid`.as('loadId'),
          sql<boolean>`false`.as('listed'),
        ])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    case 'payments':
      return trx
        .selectFrom('payments')
        .select(['id', 'deletedAt', 'shipperId', sql<string | null>`null::uuid`.as('vehicleId'), 'loadId', sql<boolean>`false`.as('listed')])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    case 'loads':
      return trx
        .selectFrom('loads')
        .select(['id', 'deletedAt', 'shipperId', 'vehicleId', sql<string | null>`null::uuid`.as('loadId'), 'listed'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
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
