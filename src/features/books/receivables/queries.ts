/**
 * SQL of what clients owe, all read from migration 067's views (client_receivable_lines: the one definition of a
 * client's bills; client_receivable_balances: a client's billed, received and balance; client_receivable_open_lines:
 * the bills still open once the client's unapplied money is applied oldest first) and its ageing function
 * receivable_age_bucket (0: 0-30 days, 1: 31-60, 2: 61-90, 3: 91 and over). Statement links and reminders are 068.
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../../db/database.js';

/** A client's ageing: open money per bucket, money not applied to any bill (advance), and the balance. */
export interface ClientAgeingRow {
  shipperId: string;
  name: string;
  phone: string | null;
  buckets: [number, number, number, number];
  advancePaise: number;
  balancePaise: number;
  oldestBillDate: string | null;
}

/** The owner's clients whose balance is not zero (or one client), with their ageing as of `asOf` (India day), most overdue first. */
export async function clientAgeing(db: Db, ownerId: string, asOf: string, shipperId?: string): Promise<ClientAgeingRow[]> {
  const bucket = (n: number) => sql<number>`coalesce(sum(o.open_paise) filter (where receivable_age_bucket(o.bill_date, ${asOf}::date) = ${n}), 0)`;
  const rows = await sql<{
    shipperId: string;
    name: string;
    phone: string | null;
    b0: number;
    b1: number;
    b2: number;
    b3: number;
    balancePaise: number;
    oldestBillDate: string | null;
  }>`
    select s.id as shipper_id, s.name, s.phone, rb.balance_paise,
           ${bucket(0)} as b0, ${bucket(1)} as b1, ${bucket(2)} as b2, ${bucket(3)} as b3,
           min(o.bill_date)::text as oldest_bill_date
      from shippers s
      join client_receivable_balances rb on rb.shipper_id = s.id
      left join client_receivable_open_lines o on o.shipper_id = s.id and o.owner_id = s.owner_id and o.open_paise > 0
     where s.owner_id = ${ownerId} and s.deleted_at is null
       ${shipperId ? sql`and s.id = ${shipperId}` : sql``}
     group by s.id, s.name, s.phone, rb.balance_paise
    having ${shipperId ? sql`true` : sql`rb.balance_paise <> 0`}
     order by b3 desc, b2 desc, b1 desc, b0 desc, lower(s.name), s.id`.execute(db);
  return rows.rows.map((r) => {
    const buckets: [number, number, number, number] = [Number(r.b0), Number(r.b1), Number(r.b2), Number(r.b3)];
    const balancePaise = Number(r.balancePaise);
    return { shipperId: r.shipperId, name: r.name, phone: r.phone, buckets, balancePaise, advancePaise: buckets.reduce((a, b) => a + b, 0) - balancePaise, oldestBillDate: r.oldestBillDate };
  });
}

/** One open bill of a client: its load, invoice, amounts, and age in days as of `asOf`. */
export interface OpenLineRow {
  loadId: string;
  origin: string;
  destination: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  billDate: string;
  dueOn: string | null;
  amountPaise: number;
  receivedPaise: number;
  creditAppliedPaise: number;
  openPaise: number;
  days: number;
  bucket: number;
}

/** A client's bills still open, oldest first. */
export async function openLinesOf(db: Db, ownerId: string, shipperId: string, asOf: string): Promise<OpenLineRow[]> {
  const r = await sql<OpenLineRow>`
    select o.load_id, l.origin, l.destination, o.invoice_id, o.invoice_number, o.bill_date::text as bill_date, o.due_on::text as due_on,
           o.amount_paise, o.received_paise, o.credit_applied_paise, o.open_paise,
           (${asOf}::date - o.bill_date) as days, receivable_age_bucket(o.bill_date, ${asOf}::date) as bucket
      from client_receivable_open_lines o
      join loads l on l.id = o.load_id
     where o.owner_id = ${ownerId} and o.shipper_id = ${shipperId} and o.open_paise > 0
     order by o.bill_date, o.load_id`.execute(db);
  return r.rows.map((x) => ({
    ...x,
    amountPaise: Number(x.amountPaise),
    receivedPaise: Number(x.receivedPaise),
    creditAppliedPaise: Number(x.creditAppliedPaise),
    openPaise: Number(x.openPaise),
    days: Number(x.days),
    bucket: Number(x.bucket),
  }));
}

/** One entry of a statement: a bill (a line of the view) or a payment received. */
export interface StatementEntry {
  kind: 'bill' | 'payment';
  date: string;
  /** bill: the invoice's number or the load's route; payment: its method and reference. */
  loadId: string | null;
  origin: string | null;
  destination: string | null;
  invoiceNumber: string | null;
  method: string | null;
  reference: string | null;
  debitPaise: number;
  creditPaise: number;
}

/** The bills and payments received of a client, by date (a day's bills before its payments); `from`/`to` inclusive. */
export async function statementEntries(db: Db, ownerId: string, shipperId: string, to: string): Promise<StatementEntry[]> {
  const r = await sql<StatementEntry>`
    select * from (
      select 'bill' as kind, x.bill_date::text as date, x.load_id, l.origin, l.destination, x.invoice_number,
             null::text as method, null::text as reference, x.amount_paise as debit_paise, 0::bigint as credit_paise, l.id::text as sort_key
        from client_receivable_lines x join loads l on l.id = x.load_id
       where x.owner_id = ${ownerId} and x.shipper_id = ${shipperId} and x.bill_date <= ${to}::date
      union all
      select 'payment', p.paid_on::text, p.load_id, pl.origin, pl.destination, i.display_number,
             p.method, p.reference, 0::bigint, p.amount_paise, p.created_at::text || p.id::text
        from payments p
        left join loads pl on pl.id = p.load_id
        left join invoices i on i.id = p.invoice_id
       where p.owner_id = ${ownerId} and p.direction = 'received' and p.deleted_at is null
         and coalesce(pl.shipper_id, p.shipper_id) = ${shipperId} and p.paid_on <= ${to}::date
    ) e
    order by e.date, e.kind, e.sort_key`.execute(db);
  return r.rows.map((e) => ({
    kind: e.kind,
    date: e.date,
    loadId: e.loadId,
    origin: e.origin,
    destination: e.destination,
    invoiceNumber: e.invoiceNumber,
    method: e.method,
    reference: e.reference,
    debitPaise: Number(e.debitPaise),
    creditPaise: Number(e.creditPaise),
  }));
}

/** A live statement link: its client and owner. */
export function findLiveStatementLink(db: Db, token: string) {
  return db
    .selectFrom('statementLinks as k')
    .innerJoin('shippers as s', 's.id', 'k.shipperId')
    .select(['k.id', 'k.ownerId', 'k.shipperId', 'k.expiresAt'])
    .where('k.token', '=', token)
    .where('k.revokedAt', 'is', null)
    .where('k.expiresAt', '>', sql<Date>`now()`)
    .where('s.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertStatementLink(trx: Tx, ownerId: string, shipperId: string, token: string): Promise<{ id: string; expiresAt: Date }> {
  return trx.insertInto('statementLinks').values({ ownerId, shipperId, token }).returning(['id', 'expiresAt']).executeTakeFirstOrThrow();
}

/** The client's live links, newest first. */
export function liveStatementLinks(db: Db, shipperId: string) {
  return db
    .selectFrom('statementLinks')
    .select(['id', 'token', 'createdAt', 'expiresAt'])
    .where('shipperId', '=', shipperId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
}

export async function revokeStatementLinks(trx: Tx, shipperId: string): Promise<number> {
  const r = await trx.updateTable('statementLinks').set({ revokedAt: sql`now()` }).where('shipperId', '=', shipperId).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export interface ReminderValues {
  ownerId: string;
  shipperId: string;
  channel: 'sms' | 'whatsapp';
  language: string;
  phone: string;
  text: string;
  amountPaise: number;
  linkId: string;
}

/** Stores a reminder; undefined when the client already had one today (the unique (shipper_id, sent_on) index). */
export async function insertReminder(trx: Tx, v: ReminderValues): Promise<string | undefined> {
  const r = await trx
    .insertInto('clientReminders')
    .values(v)
    .onConflict((oc) => oc.columns(['shipperId', 'sentOn']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

/** The client's latest reminders. */
export function remindersOf(db: Db, shipperId: string, limit = 5) {
  return db
    .selectFrom('clientReminders')
    .select(['id', 'channel', 'state', 'sentOn', 'amountPaise', 'createdAt', 'sentAt'])
    .where('shipperId', '=', shipperId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** An invoice a payment names, locked so that payments against it take turns (the outstanding check holds). */
export function lockInvoiceForPayment(trx: Tx, invoiceId: string) {
  return trx
    .selectFrom('invoices')
    .select(['id', 'issuerId', 'kind', 'cancelledAt', 'loadId', 'clientShipperId', 'totalPaise', 'displayNumber'])
    .where('id', '=', invoiceId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Live money received against an invoice (naming it or its load), but for one payment being edited. */
export async function receivedAgainstInvoice(trx: Tx, ownerId: string, invoice: { id: string; loadId: string | null }, exceptPaymentId: string | null): Promise<number> {
  const r = await trx
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_paise), 0)`.as('n'))
    .where('ownerId', '=', ownerId)
    .where('direction', '=', 'received')
    .where('deletedAt', 'is', null)
    .where((eb) => eb.or([eb('invoiceId', '=', invoice.id), ...(invoice.loadId ? [eb('loadId', '=', invoice.loadId)] : [])]))
    .$if(exceptPaymentId !== null, (q) => q.where('id', '<>', exceptPaymentId as string))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** An open invoice to pick in the payment form: its number, client and what is still due. */
export interface OpenInvoiceOption {
  id: string;
  number: string;
  clientName: string;
  duePaise: number;
}

/** The owner's live freight invoices with money still due (and `include`, the one a payment names, even when settled). */
export async function openInvoiceOptions(db: Db, ownerId: string, include: string | null): Promise<OpenInvoiceOption[]> {
  const r = await sql<OpenInvoiceOption>`
    select x.invoice_id as id, x.invoice_number as number, s.name as client_name, x.outstanding_paise as due_paise
      from client_receivable_lines x join shippers s on s.id = x.shipper_id
     where x.owner_id = ${ownerId} and x.invoice_id is not null
       and (x.outstanding_paise > 0 ${include ? sql`or x.invoice_id = ${include}` : sql``})
     order by x.bill_date, x.invoice_number
     limit 500`.execute(db);
  return r.rows.map((o) => ({ ...o, duePaise: Number(o.duePaise) }));
}
