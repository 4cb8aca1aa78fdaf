/**
 * The books' figures, each defined once (the definitions are written down in the books' README) and read by the
 * overview, the reports (tables, charts) and their CSV alike. They read the views of migration 063:
 * `books_loads` (the loads "in the books": `in_books(deleted_at, posted_to_board, accepted_at)`, with each load's freight,
 * payable, receivable, received and paid) and `books_money` (books payments and the escrow money paid for board
 * loads, dated). Every read is scoped to the owner (the signed-in business). Money is paise.
 *
 * - freight: Σ freight_paise of the owner's loads in the books that are not cancelled, by pickup date;
 * - revenue: Σ money received (books payments `received`), by payment date;
 * - paid: Σ money paid (books payments `paid`, and escrow money held or released for a board load), by its date;
 * - receivables outstanding: Σ receivable of delivered loads in the books − Σ money received (all time);
 * - payables outstanding: Σ (payable − paid, never below 0) of the board loads in the books that are not cancelled.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Direction } from './payments/schema.js';

/** The owner's loads in the books that carry freight (not cancelled): what the freight figures sum. */
export function freightLoads(db: Db, ownerId: string) {
  return db.selectFrom('booksLoads as bl').where('bl.ownerId', '=', ownerId).where('bl.status', '<>', 'cancelled');
}

/** Σ freight over the rows of `freightLoads` (0 when none). */
export const freightSum = sql<number>`coalesce(sum(${sql.ref('bl.freightPaise')}), 0)`;

/** The owner's money of the books, one direction (`received` is revenue, `paid` is paid out). */
function money(db: Db, ownerId: string, direction: Direction) {
  return db.selectFrom('booksMoney as m').where('m.ownerId', '=', ownerId).where('m.direction', '=', direction);
}

const moneySum = sql<number>`coalesce(sum(${sql.ref('m.amountPaise')}), 0)`;
const monthOf = (column: 'bl.pickupDate' | 'm.paidOn') => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM')`;

/** Freight: loads and their freight with pickup in [start, end). */
export async function freightBetween(db: Db, ownerId: string, start: string, endExclusive: string): Promise<{ loads: number; freightPaise: number }> {
  const r = await freightLoads(db, ownerId)
    .select([(eb) => eb.fn.countAll<number>().as('n'), freightSum.as('freight')])
    .where('bl.pickupDate', '>=', start)
    .where('bl.pickupDate', '<', endExclusive)
    .executeTakeFirstOrThrow();
  return { loads: Number(r.n), freightPaise: Number(r.freight) };
}

/** Freight per month ('YYYY-MM') of pickup in [start, end). */
export async function freightByMonth(db: Db, ownerId: string, start: string, endExclusive: string) {
  const rows = await freightLoads(db, ownerId)
    .select([monthOf('bl.pickupDate').as('month'), (eb) => eb.fn.countAll<number>().as('n'), freightSum.as('freight')])
    .where('bl.pickupDate', '>=', start)
    .where('bl.pickupDate', '<', endExclusive)
    .groupBy(monthOf('bl.pickupDate'))
    .execute();
  return rows.map((r) => ({ month: r.month, loads: Number(r.n), freightPaise: Number(r.freight) }));
}

/** Revenue (`received`) or paid (`paid`): money dated in [start, end). */
export async function moneyBetween(db: Db, ownerId: string, direction: Direction, start: string, endExclusive: string): Promise<number> {
  const r = await money(db, ownerId, direction).select(moneySum.as('total')).where('m.paidOn', '>=', start).where('m.paidOn', '<', endExclusive).executeTakeFirstOrThrow();
  return Number(r.total);
}

/** Revenue and paid per month ('YYYY-MM') in [start, end). */
export async function moneyByMonth(db: Db, ownerId: string, direction: Direction, start: string, endExclusive: string) {
  const rows = await money(db, ownerId, direction)
    .select([monthOf('m.paidOn').as('month'), moneySum.as('total')])
    .where('m.paidOn', '>=', start)
    .where('m.paidOn', '<', endExclusive)
    .groupBy(monthOf('m.paidOn'))
    .execute();
  return rows.map((r) => ({ month: r.month, totalPaise: Number(r.total) }));
}

/**
 * Receivables outstanding, all time: what the owner's clients owe, the sum of their balances in the receivables'
 * view (`client_receivable_balances`, migration 067: per client, billed (each delivered or invoiced load in the
 * books: its live invoice's total, else its receivable) minus every live payment received from that client), plus
 * what is owed without a client named: the receivable of delivered loads in the books that have none, minus money
 * received that names no client (neither through its load nor itself). The first part is what /ledger/shippers and
 * /ledger/receivables show per client; a business that never files loads under clients still sees its dues.
 */
export async function receivablesOutstanding(db: Db, ownerId: string): Promise<number> {
  const r = await sql<{ total: string }>`
    SELECT (SELECT coalesce(sum(rb.balance_paise), 0) FROM client_receivable_balances rb WHERE rb.owner_id = ${ownerId})
         + (SELECT coalesce(sum(bl.receivable_paise), 0) FROM books_loads bl
             WHERE bl.owner_id = ${ownerId} AND bl.shipper_id IS NULL AND bl.status = 'delivered')
         - (SELECT coalesce(sum(p.amount_paise), 0) FROM payments p LEFT JOIN loads pl ON pl.id = p.load_id
             WHERE p.owner_id = ${ownerId} AND p.direction = 'received' AND p.deleted_at IS NULL
               AND coalesce(pl.shipper_id, p.shipper_id) IS NULL) AS total`.execute(db);
  return Number(r.rows[0]?.total ?? 0);
}

/** Payables outstanding: what the owner still owes carriers for the board loads in the books (not cancelled). */
export async function payablesOutstanding(db: Db, ownerId: string): Promise<number> {
  const r = await freightLoads(db, ownerId)
    .select(sql<number>`coalesce(sum(greatest(${sql.ref('bl.payablePaise')} - ${sql.ref('bl.paidPaise')}, 0)), 0)`.as('total'))
    .where('bl.payablePaise', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(r.total);
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
