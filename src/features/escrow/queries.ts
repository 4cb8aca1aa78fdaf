/**
 * The SQL of escrow's use cases (the reconciliation's reads are in
 * reconcile-queries.ts). Money movements are written as one escrow_transactions row
 * plus its balanced escrow_entries; the database's triggers apply the entries to
 * the cached balances and refuse negatives, unbalanced transactions and edits.
 */
import { sql, type Selectable } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';
import type { HistoryFilter, TransactionKind } from './schema.js';

type Bucket = 'available' | 'held' | 'reserved';

// ---- Configuration ------------------------------------------------------------------

export async function findPlatformConfig(db: Db) {
  return db.selectFrom('platformConfig').select(['commissionBps', 'minDepositPaise', 'minPayoutPaise', 'holdPeriodDays']).executeTakeFirstOrThrow();
}

// ---- Accounts -------------------------------------------------------------------------

/** `simulatedPaise`: how much of the balance (all buckets) came in through the simulated gateway. */
const ACCOUNT_COLUMNS = ['id', 'kind', 'userId', 'availablePaise', 'heldPaise', 'reservedPaise', 'simulatedPaise'] as const;
export type AccountRow = Pick<Selectable<DB['escrowAccounts']>, (typeof ACCOUNT_COLUMNS)[number]>;

/** Creates the user's account on first use (one per user; a racing insert is a no-op). */
async function ensureUserAccount(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('escrowAccounts')
    .values({ kind: 'user', userId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

export async function findUserAccount(db: Db, userId: string): Promise<AccountRow | undefined> {
  return db.selectFrom('escrowAccounts').select(ACCOUNT_COLUMNS).where('userId', '=', userId).executeTakeFirst();
}

/** Ids of the user accounts (created if missing) and of the system accounts named. */
export async function accountIdsFor(trx: Tx, userIds: string[], system: Array<'platform_fees' | 'external'> = []): Promise<Map<string, string>> {
  for (const id of new Set(userIds)) await ensureUserAccount(trx, id);
  const rows = await trx
    .selectFrom('escrowAccounts')
    .select(['id', 'kind', 'userId'])
    .where((eb) => eb.or([...(userIds.length ? [eb('userId', 'in', userIds)] : []), ...(system.length ? [eb('kind', 'in', system)] : [])]))
    .execute();
  const out = new Map<string, string>();
  for (const r of rows) out.set(r.userId ?? r.kind, r.id);
  return out;
}

/**
 * Locks accounts in id order (every use case locks in the same order, so two
 * movements never wait for each other in a circle) and returns them by id.
 */
export async function lockAccounts(trx: Tx, ids: string[]): Promise<Map<string, AccountRow>> {
  const sorted = [...new Set(ids)].sort();
  const rows = await trx.selectFrom('escrowAccounts').select(ACCOUNT_COLUMNS).where('id', 'in', sorted).orderBy('id').forUpdate().execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listAdminIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').execute();
  return rows.map((r) => r.id);
}

// ---- Ledger transactions ---------------------------------------------------------------

export interface EntryInput {
  accountId: string;
  bucket: Bucket;
  amountPaise: number;
}

const TRANSACTION_COLUMNS = ['id', 'kind', 'amountPaise', 'loadId', 'initiatedBy', 'memo', 'createdAt'] as const;
export type TransactionRow = Pick<Selectable<DB['escrowTransactions']>, (typeof TRANSACTION_COLUMNS)[number]>;

/**
 * Writes one ledger transaction and its entries. The amount is the money that
 * moved (the sum of the positive entries); the entries must sum to zero, which
 * the database checks again at commit.
 */
export async function insertLedgerTransaction(
  trx: Tx,
  t: { kind: TransactionKind; loadId?: string | null; initiatedBy: string | null; memo?: string | null; entries: EntryInput[] },
): Promise<TransactionRow> {
  const sum = t.entries.reduce((s, e) => s + e.amountPaise, 0);
  const moved = t.entries.filter((e) => e.amountPaise > 0).reduce((s, e) => s + e.amountPaise, 0);
  if (sum !== 0 || moved <= 0 || t.entries.some((e) => !Number.isSafeInteger(e.amountPaise) || e.amountPaise === 0)) {
    throw new Error(`refusing an unbalanced ${t.kind} transaction`);
  }
  const row = await trx
    .insertInto('escrowTransactions')
    .values({ kind: t.kind, amountPaise: moved, loadId: t.loadId ?? null, initiatedBy: t.initiatedBy, memo: t.memo ?? null })
    .returning(TRANSACTION_COLUMNS)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('escrowEntries')
    .values(t.entries.map((e) => ({ transactionId: row.id, accountId: e.accountId, bucket: e.bucket, amountPaise: e.amountPaise })))
    .execute();
  return row;
}

/** A transaction as a list shows it: with the route of its load (null without one). */
export interface ListedTransactionRow extends TransactionRow {
  loadOrigin: string | null;
  loadDestination: string | null;
}

export interface HistoryRow extends ListedTransactionRow {
  availableChange: number;
  heldChange: number;
  reservedChange: number;
  /** A fee's GST invoice (invoices feature, issued with the fee) when the account's owner is the one it bills. */
  feeInvoiceId: string | null;
  feeInvoiceNumber: string | null;
}

function historyWhere(accountId: string, f: Pick<HistoryFilter, 'kind' | 'from' | 'to'>) {
  return sql`e.account_id = ${accountId}
    ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
    ${f.from ? sql`and t.created_at >= (${f.from}::date)::timestamp at time zone 'Asia/Kolkata'` : sql``}
    ${f.to ? sql`and t.created_at < (${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'` : sql``}`;
}

/** One account's transactions, newest first, with how each changed the account's buckets. */
export async function listAccountTransactions(db: Db, accountId: string, f: HistoryFilter): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = historyWhere(accountId, f);
  const { rows } = await sql<HistoryRow>`
    select t.id, t.kind, t.amount_paise, t.load_id, t.initiated_by, t.memo, t.created_at,
      l.origin as load_origin, l.destination as load_destination,
      coalesce(sum(e.amount_paise) filter (where e.bucket = 'available'), 0)::int8 as available_change,
      coalesce(sum(e.amount_paise) filter (where e.bucket = 'held'), 0)::int8 as held_change,
      coalesce(sum(e.amount_paise) filter (where e.bucket = 'reserved'), 0)::int8 as reserved_change,
      fi.id as fee_invoice_id, fi.display_number as fee_invoice_number
    from escrow_entries e join escrow_transactions t on t.id = e.transaction_id
    left join loads l on l.id = t.load_id
    left join escrow_accounts a on a.id = e.account_id
    left join invoices fi on t.kind = 'fee' and fi.kind = 'fee_invoice' and fi.load_id = t.load_id and fi.buyer_user_id = a.user_id
    where ${where}
    group by t.id, l.id, fi.id
    order by t.created_at desc, t.id desc
    limit ${f.limit} offset ${(f.page - 1) * f.limit}`.execute(db);
  const total = await sql<{ total: number }>`
    select count(distinct t.id)::int as total
    from escrow_entries e join escrow_transactions t on t.id = e.transaction_id
    where ${where}`.execute(db);
  return { rows, total: total.rows[0]?.total ?? 0 };
}

/** Every transaction, newest first, with its load's route (the admin's view of the whole ledger). */
export async function listAllTransactions(db: Db, f: HistoryFilter): Promise<{ rows: ListedTransactionRow[]; total: number }> {
  let q = db.selectFrom('escrowTransactions');
  if (f.kind) q = q.where('escrowTransactions.kind', '=', f.kind);
  if (f.from) q = q.where('escrowTransactions.createdAt', '>=', sql<Date>`(${f.from}::date)::timestamp at time zone 'Asia/Kolkata'`);
  if (f.to) q = q.where('escrowTransactions.createdAt', '<', sql<Date>`(${f.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`);
  const rows = await q
    .leftJoin('loads', 'loads.id', 'escrowTransactions.loadId')
    .select(TRANSACTION_COLUMNS.map((c) => `escrowTransactions.${c}` as const))
    .select(['loads.origin as loadOrigin', 'loads.destination as loadDestination'])
    .orderBy('escrowTransactions.createdAt', 'desc')
    .orderBy('escrowTransactions.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

/** The platform's GST invoice of a load's fee billed to `payerId` (issued by invoices with the fee), if any. */
export async function findFeeInvoiceOf(db: Db, loadId: string, payerId: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'displayNumber'])
    .where('kind', '=', 'fee_invoice')
    .where('loadId', '=', loadId)
    .where('buyerUserId', '=', payerId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export async function findTransactionsOfLoad(db: Db, loadId: string): Promise<TransactionRow[]> {
  return db.selectFrom('escrowTransactions').select(TRANSACTION_COLUMNS).where('loadId', '=', loadId).orderBy('createdAt').execute();
}

/** Totals of the whole ledger for the admin's dashboard. */
export async function ledgerTotals(db: Db) {
  const { rows } = await sql<{
    userAvailable: number;
    userHeld: number;
    userReserved: number;
    platformFees: number;
    external: number;
    transactions: number;
    requestedPayouts: number;
    openDisputes: number;
  }>`
    select
      coalesce(sum(available_paise) filter (where kind = 'user'), 0)::int8 as user_available,
      coalesce(sum(held_paise) filter (where kind = 'user'), 0)::int8 as user_held,
      coalesce(sum(reserved_paise) filter (where kind = 'user'), 0)::int8 as user_reserved,
      coalesce(sum(available_paise) filter (where kind = 'platform_fees'), 0)::int8 as platform_fees,
      coalesce(sum(available_paise) filter (where kind = 'external'), 0)::int8 as external,
      (select count(*) from escrow_transactions)::int as transactions,
      (select count(*) from payout_requests where status = 'requested')::int as requested_payouts,
      (select count(*) from disputes where status = 'open')::int as open_disputes
    from escrow_accounts`.execute(db);
  return rows[0]!;
}

// ---- Loads ----------------------------------------------------------------------------

/** `listed`: on the board (seen by every signed-in user) rather than in its owner's books or hidden by a suspension. */
const LOAD_COLUMNS = [
  'id',
  'ownerId',
  'origin',
  'destination',
  'status',
  'paymentStatus',
  'acceptedBidId',
  'assignedDriverId',
  'escrowAmountPaise',
  'platformFeePaise',
  'settledAt',
  'deletedAt',
  'listed',
] as const;
export type PaymentLoadRow = Pick<Selectable<DB['loads']>, (typeof LOAD_COLUMNS)[number]>;

/** The load row a money decision is made on, locked until the transaction ends. */
export async function lockLoadForPayment(trx: Tx, loadId: string): Promise<PaymentLoadRow | undefined> {
  return trx.selectFrom('loads').select(LOAD_COLUMNS).where('id', '=', loadId).forUpdate().executeTakeFirst();
}

export async function findLoadForPayment(db: Db, loadId: string): Promise<PaymentLoadRow | undefined> {
  return db.selectFrom('loads').select(LOAD_COLUMNS).where('id', '=', loadId).executeTakeFirst();
}

/** The accepted bid of a load and its trip (if the trip exists): who carries it, for how much. */
export async function findAgreement(db: Db, bidId: string) {
  return db
    .selectFrom('bids')
    .leftJoin('trips', 'trips.bidId', 'bids.id')
    .select(['bids.id as bidId', 'bids.driverId', 'bids.amountPaise as bidAmountPaise', 'trips.id as tripId', 'trips.status as tripStatus', 'trips.agreedAmountPaise', 'trips.deliveredAt'])
    .where('bids.id', '=', bidId)
    .executeTakeFirst();
}

/** unpaid -> held with the amounts (only from unpaid: a second hold changes nothing). */
export async function markLoadHeld(trx: Tx, loadId: string, amountPaise: number, feePaise: number): Promise<boolean> {
  const r = await trx
    .updateTable('loads')
    .set({ paymentStatus: 'held', escrowAmountPaise: amountPaise, platformFeePaise: feePaise })
    .where('id', '=', loadId)
    .where('paymentStatus', '=', 'unpaid')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Moves the payment status from one of `from` to `to`; settled payments get their settlement time. */
export async function setLoadPaymentStatus(trx: Tx, loadId: string, from: string[], to: 'held' | 'disputed' | 'released' | 'refunded'): Promise<boolean> {
  const settled = to === 'released' || to === 'refunded';
  const r = await trx
    .updateTable('loads')
    .set({ paymentStatus: to, ...(settled ? { settledAt: sql<Date>`now()` } : {}) })
    .where('id', '=', loadId)
    .where('paymentStatus', 'in', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/**
 * The next held payment due for automatic release (its proof of delivery given
 * at least hold_period_days ago, no open dispute), locked; loads another
 * instance is working on are skipped. The hold period counts from the POD
 * (issue 17), not from a tap; a trip delivered before PODs existed counts from
 * its delivery.
 */
export async function lockNextDueRelease(trx: Tx, skip: string[] = []): Promise<PaymentLoadRow | undefined> {
  const podAt = sql<Date>`coalesce(trip_pods.submitted_at, trips.delivered_at)`;
  let q = trx
    .selectFrom('loads')
    .innerJoin('trips', 'trips.loadId', 'loads.id')
    .leftJoin('tripPods', 'tripPods.id', 'trips.id')
    .select(LOAD_COLUMNS.map((c) => `loads.${c}` as const))
    .where('loads.paymentStatus', '=', 'held')
    .where('trips.status', '=', 'delivered')
    .where(podAt, '<=', sql<Date>`now() - make_interval(days => (select hold_period_days from platform_config))`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('disputes').select('disputes.id').whereRef('disputes.loadId', '=', 'loads.id').where('disputes.status', '=', 'open'))))
    .orderBy(podAt)
    .limit(1)
    .forUpdate(['loads'])
    .skipLocked();
  if (skip.length) q = q.where('loads.id', 'not in', skip);
  return q.executeTakeFirst();
}

export type OwnerPaymentRow = Awaited<ReturnType<typeof listOwnerPayments>>['rows'][number];

/** The owner's loads that have an accepted bid, with their payment state, newest first. */
export async function listOwnerPayments(db: Db, ownerId: string, paymentStatus: string | null, page: number, limit: number) {
  let q = db
    .selectFrom('loads')
    .innerJoin('bids', 'bids.id', 'loads.acceptedBidId')
    .innerJoin('users as driver', 'driver.id', 'bids.driverId')
    .leftJoin('trips', 'trips.loadId', 'loads.id')
    .where('loads.ownerId', '=', ownerId)
    .where('loads.deletedAt', 'is', null);
  if (paymentStatus) q = q.where('loads.paymentStatus', '=', paymentStatus);
  const rows = await q
    .select([
      'loads.id',
      'loads.origin',
      'loads.destination',
      'loads.pickupDate',
      'loads.status',
      'loads.paymentStatus',
      'loads.escrowAmountPaise',
      'loads.platformFeePaise',
      'loads.settledAt',
      'driver.name as driverName',
      sql<number>`coalesce(trips.agreed_amount_paise, bids.amount_paise)`.as('agreedAmountPaise'),
      'trips.status as tripStatus',
      'trips.deliveredAt',
    ])
    .orderBy('loads.createdAt', 'desc')
    .orderBy('loads.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

/** Sums of the owner's escrow by payment state. */
export async function ownerPaymentTotals(db: Db, ownerId: string) {
  const { rows } = await sql<{ heldPaise: number; releasedPaise: number; feesPaise: number; refundedPaise: number }>`
    select
      coalesce(sum(escrow_amount_paise + platform_fee_paise) filter (where payment_status in ('held', 'disputed')), 0)::int8 as held_paise,
      coalesce(sum(escrow_amount_paise) filter (where payment_status = 'released'), 0)::int8 as released_paise,
      coalesce(sum(platform_fee_paise) filter (where payment_status = 'released'), 0)::int8 as fees_paise,
      coalesce(sum(escrow_amount_paise + platform_fee_paise) filter (where payment_status = 'refunded'), 0)::int8 as refunded_paise
    from loads where owner_id = ${ownerId}`.execute(db);
  return rows[0]!;
}

// ---- Payout requests ---------------------------------------------------------------------

const PAYOUT_FIELDS = [
  'id',
  'driverId',
  'amountPaise',
  'method',
  'upiId',
  'accountNumber',
  'ifsc',
  'accountHolder',
  'status',
  'decidedBy',
  'decidedAt',
  'decisionNote',
  'reserveTransactionId',
  'settleTransactionId',
  'createdAt',
  'gateway',
  'gatewayPayoutId',
  'gatewayStatus',
  'failureReason',
  'returnTransactionId',
] as const;
export type PayoutRow = Pick<Selectable<DB['payoutRequests']>, (typeof PAYOUT_FIELDS)[number]>;

/** The same, qualified by the table, for queries that join. */
export const PAYOUT_COLUMNS = PAYOUT_FIELDS.map((c) => `payoutRequests.${c}` as const);

export async function insertPayoutRequest(
  trx: Tx,
  p: { driverId: string; amountPaise: number; method: string; upiId?: string | null; accountNumber?: string | null; ifsc?: string | null; accountHolder?: string | null; reserveTransactionId: string },
): Promise<PayoutRow> {
  return trx
    .insertInto('payoutRequests')
    .values({
      driverId: p.driverId,
      amountPaise: p.amountPaise,
      method: p.method,
      upiId: p.upiId ?? null,
      accountNumber: p.accountNumber ?? null,
      ifsc: p.ifsc ?? null,
      accountHolder: p.accountHolder ?? null,
      reserveTransactionId: p.reserveTransactionId,
    })
    .returning(PAYOUT_FIELDS)
    .executeTakeFirstOrThrow();
}

export async function lockPayoutRequest(trx: Tx, id: string): Promise<PayoutRow | undefined> {
  return trx.selectFrom('payoutRequests').select(PAYOUT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** requested -> approved | rejected, once. */
export async function decidePayoutRequest(
  trx: Tx,
  id: string,
  d: { status: 'approved' | 'rejected'; decidedBy: string; settleTransactionId: string; note?: string | null; gateway?: 'simulated' | null },
): Promise<PayoutRow | undefined> {
  return trx
    .updateTable('payoutRequests')
    .set({ status: d.status, decidedBy: d.decidedBy, decidedAt: sql<Date>`now()`, settleTransactionId: d.settleTransactionId, decisionNote: d.note ?? null, gateway: d.gateway ?? null })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returning(PAYOUT_FIELDS)
    .executeTakeFirst();
}

export async function listDriverPayouts(db: Db, driverId: string, limit = 20): Promise<PayoutRow[]> {
  return db.selectFrom('payoutRequests').select(PAYOUT_COLUMNS).where('driverId', '=', driverId).orderBy('createdAt', 'desc').limit(limit).execute();
}

export type QueuedPayoutRow = Awaited<ReturnType<typeof listPayoutQueue>>['rows'][number];

/** The admin's payout queue: by status (oldest requested first), with the driver; `limit` null: every row (the CSV export). */
export async function listPayoutQueue(db: Db, status: string | null, page: number, limit: number | null) {
  let q = db.selectFrom('payoutRequests').innerJoin('users', 'users.id', 'payoutRequests.driverId').leftJoin('escrowAccounts', 'escrowAccounts.userId', 'users.id');
  if (status) q = q.where('payoutRequests.status', '=', status);
  const rows = await q
    .select([...PAYOUT_COLUMNS, 'users.name as driverName', 'users.username as driverUsername', 'users.phone as driverPhone', 'escrowAccounts.availablePaise'])
    .orderBy(sql`payout_requests.status = 'requested'`, 'desc')
    .orderBy(sql`case when payout_requests.status = 'requested' then payout_requests.created_at end`, 'asc')
    .orderBy('payoutRequests.createdAt', 'desc')
    .$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset((page - 1) * (limit ?? 0)))
    .execute();
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

// ---- Disputes ------------------------------------------------------------------------------

const DISPUTE_FIELDS = [
  'id',
  'loadId',
  'raisedBy',
  'reason',
  'reasonCode',
  'status',
  'outcome',
  'driverPartPaise',
  'reply',
  'repliedBy',
  'repliedAt',
  'resolvedBy',
  'resolvedAt',
  'createdAt',
] as const;
export type DisputeRow = Pick<Selectable<DB['disputes']>, (typeof DISPUTE_FIELDS)[number]>;

const DISPUTE_COLUMNS = DISPUTE_FIELDS.map((c) => `disputes.${c}` as const);

export async function insertDispute(trx: Tx, d: { loadId: string; raisedBy: string; reason: string; reasonCode: string }): Promise<DisputeRow> {
  return trx.insertInto('disputes').values(d).returning(DISPUTE_FIELDS).executeTakeFirstOrThrow();
}

export async function findOpenDispute(db: Db, loadId: string): Promise<DisputeRow | undefined> {
  return db.selectFrom('disputes').select(DISPUTE_COLUMNS).where('loadId', '=', loadId).where('status', '=', 'open').executeTakeFirst();
}

/** The load's latest dispute, open or resolved, with the names of who raised and who answered it (what the load and trip pages show). */
export async function findLatestDispute(db: Db, loadId: string) {
  return db
    .selectFrom('disputes')
    .innerJoin('users as raiser', 'raiser.id', 'disputes.raisedBy')
    .leftJoin('users as replier', 'replier.id', 'disputes.repliedBy')
    .select([...DISPUTE_COLUMNS, 'raiser.name as raisedByName', 'replier.name as repliedByName'])
    .where('disputes.loadId', '=', loadId)
    .orderBy('disputes.createdAt', 'desc')
    .orderBy('disputes.id')
    .limit(1)
    .executeTakeFirst();
}

export async function findDisputeById(db: Db, id: string): Promise<DisputeRow | undefined> {
  return db.selectFrom('disputes').select(DISPUTE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function lockDispute(trx: Tx, id: string): Promise<DisputeRow | undefined> {
  return trx.selectFrom('disputes').select(DISPUTE_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** open -> resolved with an outcome (and the driver's part of a split), once. */
export async function markDisputeResolved(
  trx: Tx,
  id: string,
  outcome: 'release' | 'refund' | 'split',
  resolvedBy: string | null,
  driverPartPaise: number | null = null,
): Promise<DisputeRow | undefined> {
  return trx
    .updateTable('disputes')
    .set({ status: 'resolved', outcome, driverPartPaise, resolvedBy, resolvedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returning(DISPUTE_FIELDS)
    .executeTakeFirst();
}

/** The other party's reply to an open dispute, once. */
export async function setDisputeReply(trx: Tx, id: string, reply: string, repliedBy: string): Promise<DisputeRow | undefined> {
  return trx
    .updateTable('disputes')
    .set({ reply, repliedBy, repliedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('reply', 'is', null)
    .returning(DISPUTE_FIELDS)
    .executeTakeFirst();
}

export async function insertDisputeFiles(trx: Tx, disputeId: string, side: 'raised' | 'reply', fileIds: string[]): Promise<void> {
  if (!fileIds.length) return;
  await trx
    .insertInto('disputeFiles')
    .values(fileIds.map((fileId, position) => ({ fileId, disputeId, side, position })))
    .execute();
}

/** The evidence files of a dispute, by side and position. */
export async function listDisputeFiles(db: Db, disputeId: string): Promise<Array<{ fileId: string; side: string }>> {
  return db.selectFrom('disputeFiles').select(['fileId', 'side']).where('disputeId', '=', disputeId).orderBy('side').orderBy('position').execute();
}

/** The load a dispute file belongs to, or undefined when the file is no dispute's. */
export async function findDisputeFileLoad(db: Db, disputeId: string, fileId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('disputeFiles')
    .innerJoin('disputes', 'disputes.id', 'disputeFiles.disputeId')
    .select('disputes.loadId')
    .where('disputeFiles.disputeId', '=', disputeId)
    .where('disputeFiles.fileId', '=', fileId)
    .executeTakeFirst();
  return row?.loadId;
}

export type QueuedDisputeRow = Awaited<ReturnType<typeof listDisputeQueue>>['rows'][number];

/** The admin's dispute queue: open ones first (oldest first), with the load and its parties; `limit` null: every row (the CSV export). */
export async function listDisputeQueue(db: Db, status: string | null, page: number, limit: number | null) {
  let q = db
    .selectFrom('disputes')
    .innerJoin('loads', 'loads.id', 'disputes.loadId')
    .innerJoin('users as raiser', 'raiser.id', 'disputes.raisedBy')
    .innerJoin('users as owner', 'owner.id', 'loads.ownerId')
    .leftJoin('users as driver', 'driver.id', 'loads.assignedDriverId')
    .leftJoin('trips', 'trips.loadId', 'loads.id');
  if (status) q = q.where('disputes.status', '=', status);
  const rows = await q
    .select([
      ...DISPUTE_COLUMNS,
      'raiser.name as raisedByName',
      'raiser.role as raisedByRole',
      'loads.origin',
      'loads.destination',
      'loads.ownerId',
      'owner.name as ownerName',
      'driver.name as driverName',
      'loads.paymentStatus',
      'loads.escrowAmountPaise',
      'loads.platformFeePaise',
      'trips.status as tripStatus',
      sql<string | null>`(select name from users r where r.id = disputes.replied_by)`.as('repliedByName'),
      sql<
        Array<{ fileId: string; side: string }>
      >`coalesce((select json_agg(json_build_object('fileId', f.file_id, 'side', f.side) order by f.side, f.position) from dispute_files f where f.dispute_id = disputes.id), '[]')`.as('files'),
    ])
    .orderBy(sql`disputes.status = 'open'`, 'desc')
    .orderBy(sql`case when disputes.status = 'open' then disputes.created_at end`, 'asc')
    .orderBy('disputes.createdAt', 'desc')
    .$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset((page - 1) * (limit ?? 0)))
    .execute();
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  return { rows, total };
}

// ---- The acting user ----------------------------------------------------------------------

/** The acting user that withActor set for this transaction (null for the system). */
export async function currentActorId(trx: Tx): Promise<string | null> {
  const { rows } = await sql<{ actor: string | null }>`select nullif(current_setting('app.user_id', true), '') as actor`.execute(trx);
  return rows[0]?.actor ?? null;
}

// ---- Provenance of simulated money ------------------------------------------------------

/** Moves the simulated mark of an account by `delta` paise (the balance itself moves only through entries). */
export async function addSimulatedPaise(trx: Tx, accountId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await trx
    .updateTable('escrowAccounts')
    .set({ simulatedPaise: sql<number>`simulated_paise + ${delta}` })
    .where('id', '=', accountId)
    .execute();
}

// ---- Deposits through a gateway ------------------------------------------------------------

export const DEPOSIT_FIELDS = [
  'id',
  'userId',
  'amountPaise',
  'gateway',
  'status',
  'gatewayOrderId',
  'gatewayPaymentId',
  'transactionId',
  'failureReason',
  'forLoadId',
  'createdAt',
  'updatedAt',
] as const;
export type DepositRow = Pick<Selectable<DB['escrowDeposits']>, (typeof DEPOSIT_FIELDS)[number]>;

export async function insertDeposit(
  trx: Tx,
  d: {
    id?: string;
    userId: string;
    amountPaise: number;
    gateway: 'simulated' | 'razorpay';
    status: 'pending' | 'credited';
    gatewayOrderId?: string | null;
    transactionId?: string | null;
    forLoadId?: string | null;
  },
): Promise<DepositRow> {
  return trx
    .insertInto('escrowDeposits')
    .values({
      ...(d.id ? { id: d.id } : {}),
      userId: d.userId,
      amountPaise: d.amountPaise,
      gateway: d.gateway,
      status: d.status,
      gatewayOrderId: d.gatewayOrderId ?? null,
      transactionId: d.transactionId ?? null,
      forLoadId: d.forLoadId ?? null,
    })
    .returning(DEPOSIT_FIELDS)
    .executeTakeFirstOrThrow();
}

/** The id of the deposit a gateway order pays. */
export async function findDepositIdByOrder(db: Db, orderId: string): Promise<string | undefined> {
  return (await db.selectFrom('escrowDeposits').select('id').where('gatewayOrderId', '=', orderId).executeTakeFirst())?.id;
}

/** Name and phone of a payer or payee, as the gateway's checkout and contacts take them. */
export async function findPayer(db: Db, userId: string) {
  return db.selectFrom('users').select(['name', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function findDeposit(db: Db, id: string): Promise<DepositRow | undefined> {
  return db.selectFrom('escrowDeposits').select(DEPOSIT_FIELDS).where('id', '=', id).executeTakeFirst();
}

/** The deposit paid by a gateway order, locked (the return and the webhook of one payment wait for each other here). */
export async function lockDepositByOrder(trx: Tx, orderId: string): Promise<DepositRow | undefined> {
  return trx.selectFrom('escrowDeposits').select(DEPOSIT_FIELDS).where('gatewayOrderId', '=', orderId).forUpdate().executeTakeFirst();
}

/** pending | failed -> credited, once (the conditional update and the table's trigger both refuse a second credit). */
export async function markDepositCredited(trx: Tx, id: string, paymentId: string, transactionId: string): Promise<DepositRow | undefined> {
  return trx
    .updateTable('escrowDeposits')
    .set({ status: 'credited', gatewayPaymentId: paymentId, transactionId, failureReason: null, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .returning(DEPOSIT_FIELDS)
    .executeTakeFirst();
}

/** pending -> failed (a later capture of the same order may still credit it). */
export async function markDepositFailed(trx: Tx, id: string, paymentId: string | null, reason: string): Promise<DepositRow | undefined> {
  return trx
    .updateTable('escrowDeposits')
    .set({ status: 'failed', gatewayPaymentId: paymentId, failureReason: reason.slice(0, 500), updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(DEPOSIT_FIELDS)
    .executeTakeFirst();
}

export async function listUserDeposits(db: Db, userId: string, limit = 10): Promise<DepositRow[]> {
  return db.selectFrom('escrowDeposits').select(DEPOSIT_FIELDS).where('userId', '=', userId).orderBy('createdAt', 'desc').limit(limit).execute();
}

// ---- Gateway webhooks ----------------------------------------------------------------------

/** Records a webhook event id; false when it was handled before (a replay). */
export async function claimWebhookEvent(trx: Tx, eventId: string, event: string): Promise<boolean> {
  const row = await trx
    .insertInto('paymentWebhookEvents')
    .values({ eventId, event })
    .onConflict((oc) => oc.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- Payouts through a gateway ---------------------------------------------------------------

/** The payout a gateway event is about: by the gateway's id, else by our reference id (a webhook racing the approval's commit waits on the lock). */
export async function lockPayoutForGateway(trx: Tx, gatewayPayoutId: string, referenceId: string | null): Promise<PayoutRow | undefined> {
  const byId = await trx.selectFrom('payoutRequests').select(PAYOUT_COLUMNS).where('gatewayPayoutId', '=', gatewayPayoutId).forUpdate().executeTakeFirst();
  if (byId || !referenceId) return byId;
  const byRef = await lockPayoutRequest(trx, referenceId);
  return byRef?.gatewayPayoutId === gatewayPayoutId ? byRef : undefined;
}

/** requested -> processing: sent to RazorpayX, still reserved. */
export async function markPayoutProcessing(trx: Tx, id: string, d: { decidedBy: string; gatewayPayoutId: string; gatewayStatus: string }): Promise<PayoutRow | undefined> {
  return trx
    .updateTable('payoutRequests')
    .set({ status: 'processing', gateway: 'razorpayx', decidedBy: d.decidedBy, decidedAt: sql<Date>`now()`, gatewayPayoutId: d.gatewayPayoutId, gatewayStatus: d.gatewayStatus })
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returning(PAYOUT_FIELDS)
    .executeTakeFirst();
}

/** A gateway payout's outcome: processing -> processed | reversed | failed, or processed -> reversed; once. */
export async function settleGatewayPayout(
  trx: Tx,
  id: string,
  from: 'processing' | 'processed',
  d: { status: 'processed' | 'reversed' | 'failed'; gatewayStatus: string; settleTransactionId?: string; returnTransactionId?: string; failureReason?: string | null },
): Promise<PayoutRow | undefined> {
  return trx
    .updateTable('payoutRequests')
    .set({
      status: d.status,
      gatewayStatus: d.gatewayStatus,
      ...(d.settleTransactionId ? { settleTransactionId: d.settleTransactionId } : {}),
      ...(d.returnTransactionId ? { returnTransactionId: d.returnTransactionId } : {}),
      failureReason: d.failureReason ? d.failureReason.slice(0, 500) : null,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning(PAYOUT_FIELDS)
    .executeTakeFirst();
}

// ---- Remembered payout destinations (migration 071) ------------------------------------------

const DESTINATION_FIELDS = ['method', 'upiId', 'accountNumber', 'ifsc', 'accountHolder', 'updatedAt'] as const;
export type PayoutDestinationRow = Pick<Selectable<DB['payoutDestinations']>, (typeof DESTINATION_FIELDS)[number]>;

/** The payout destination a driver's last payout remembered, if any (the full account number: never for a page as it is). */
export async function findPayoutDestination(db: Db, driverId: string): Promise<PayoutDestinationRow | undefined> {
  return db.selectFrom('payoutDestinations').select(DESTINATION_FIELDS).where('driverId', '=', driverId).executeTakeFirst();
}

/** Remembers a payout's details as the driver's destination, replacing the one before. */
export async function savePayoutDestination(
  trx: Tx,
  driverId: string,
  d: { method: 'upi'; upiId: string } | { method: 'bank'; accountNumber: string; ifsc: string; accountHolder: string },
): Promise<void> {
  const row =
    d.method === 'upi'
      ? { method: 'upi', upiId: d.upiId, accountNumber: null, ifsc: null, accountHolder: null }
      : { method: 'bank', upiId: null, accountNumber: d.accountNumber, ifsc: d.ifsc, accountHolder: d.accountHolder };
  await trx
    .insertInto('payoutDestinations')
    .values({ driverId, ...row })
    .onConflict((oc) => oc.column('driverId').doUpdateSet({ ...row, updatedAt: sql<Date>`now()` }))
    .execute();
}

/** Forgets the driver's remembered destination; true when there was one. */
export async function deletePayoutDestination(db: Db, driverId: string): Promise<boolean> {
  const r = await db.deleteFrom('payoutDestinations').where('driverId', '=', driverId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
