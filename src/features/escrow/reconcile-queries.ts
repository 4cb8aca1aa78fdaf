/**
 * The reconciliation's SQL (reconcile.ts: npm run ledger:check, /escrow/admin/ledger and
 * the tests). Every query is a read, run by reconcile.ts inside one read-only
 * repeatable-read snapshot; every find… query stops at 200 breaches.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { DEPOSIT_FIELDS, PAYOUT_COLUMNS, type DepositRow, type PayoutRow } from './queries.js';

// ---- The ledger against itself ------------------------------------------------------------

/** Transactions whose entries do not sum to zero, have fewer than two entries, or whose amount is not the money moved. */
export async function findUnbalancedTransactions(db: Db) {
  const { rows } = await sql<{ id: string; kind: string; amountPaise: number; total: number; entries: number; positive: number }>`
    select t.id, t.kind, t.amount_paise,
      coalesce(sum(e.amount_paise), 0)::int8 as total,
      count(e.id)::int as entries,
      coalesce(sum(e.amount_paise) filter (where e.amount_paise > 0), 0)::int8 as positive
    from escrow_transactions t left join escrow_entries e on e.transaction_id = t.id
    group by t.id
    having coalesce(sum(e.amount_paise), 0) <> 0 or count(e.id) < 2
      or coalesce(sum(e.amount_paise) filter (where e.amount_paise > 0), 0) <> t.amount_paise
    limit 200`.execute(db);
  return rows;
}

/** The sum of every account's buckets and of every entry (both are zero in a closed ledger). */
export async function ledgerSums(db: Db) {
  const { rows } = await sql<{ accounts: number; entries: number; transactions: number; entryCount: number; accountCount: number }>`
    select
      (select coalesce(sum(available_paise + held_paise + reserved_paise), 0) from escrow_accounts)::int8 as accounts,
      (select coalesce(sum(amount_paise), 0) from escrow_entries)::int8 as entries,
      (select count(*) from escrow_transactions)::int as transactions,
      (select count(*) from escrow_entries)::int as entry_count,
      (select count(*) from escrow_accounts)::int as account_count`.execute(db);
  return rows[0]!;
}

/** Accounts whose cached balances differ from the sum of their entries, or are negative outside the external account. */
export async function findDriftedAccounts(db: Db) {
  const { rows } = await sql<{
    id: string;
    kind: string;
    userId: string | null;
    availablePaise: number;
    heldPaise: number;
    reservedPaise: number;
    entryAvailable: number;
    entryHeld: number;
    entryReserved: number;
  }>`
    select a.id, a.kind, a.user_id, a.available_paise, a.held_paise, a.reserved_paise,
      coalesce(e.available, 0)::int8 as entry_available, coalesce(e.held, 0)::int8 as entry_held, coalesce(e.reserved, 0)::int8 as entry_reserved
    from escrow_accounts a
    left join (
      select account_id,
        sum(amount_paise) filter (where bucket = 'available') as available,
        sum(amount_paise) filter (where bucket = 'held') as held,
        sum(amount_paise) filter (where bucket = 'reserved') as reserved
      from escrow_entries group by account_id
    ) e on e.account_id = a.id
    where a.available_paise <> coalesce(e.available, 0) or a.held_paise <> coalesce(e.held, 0) or a.reserved_paise <> coalesce(e.reserved, 0)
      or (a.kind <> 'external' and (a.available_paise < 0 or a.held_paise < 0 or a.reserved_paise < 0))
    limit 200`.execute(db);
  return rows;
}

/**
 * Transactions whose shape (the sorted "account kind:bucket:sign" list of their
 * entries, and how many user accounts they touch) is not one allowed for their kind.
 */
export async function findMisshapenTransactions(db: Db, allowed: Array<{ kind: string; shape: string; users: number }>) {
  const values = sql.join(allowed.map((a) => sql`(${a.kind}::text, ${a.shape}::text, ${a.users}::int)`));
  const { rows } = await sql<{ id: string; kind: string; shape: string; users: number }>`
    select s.* from (
      select t.id, t.kind,
        string_agg(a.kind || ':' || e.bucket || ':' || case when e.amount_paise > 0 then '+' else '-' end, ','
                   order by a.kind || ':' || e.bucket || ':' || case when e.amount_paise > 0 then '+' else '-' end) as shape,
        count(distinct a.user_id)::int as users
      from escrow_transactions t
      join escrow_entries e on e.transaction_id = t.id
      join escrow_accounts a on a.id = e.account_id
      group by t.id
    ) s
    where not exists (select 1 from (values ${values}) as v(kind, shape, users) where v.kind = s.kind and v.shape = s.shape and v.users = s.users)
    limit 200`.execute(db);
  return rows;
}

// ---- Loads, balances, payout requests and deposits against the ledger -------------------------

/** Every load with a payment state or a ledger transaction, with the sums of its transactions by kind and its dispute count. */
export async function loadPaymentLedger(db: Db) {
  const { rows } = await sql<{
    id: string;
    ownerId: string;
    paymentStatus: string;
    escrowAmountPaise: number;
    platformFeePaise: number;
    settledAt: Date | null;
    holds: number;
    holdPaise: number;
    releases: number;
    releasePaise: number;
    refunds: number;
    refundPaise: number;
    fees: number;
    feePaise: number;
    others: number;
    openDisputes: number;
    splitPartPaise: number | null;
    holdOwnerOk: boolean | null;
    releaseDriverOk: boolean | null;
  }>`
    select l.id, l.owner_id, l.payment_status, l.escrow_amount_paise, l.platform_fee_paise, l.settled_at,
      coalesce(t.holds, 0)::int as holds, coalesce(t.hold_paise, 0)::int8 as hold_paise,
      coalesce(t.releases, 0)::int as releases, coalesce(t.release_paise, 0)::int8 as release_paise,
      coalesce(t.refunds, 0)::int as refunds, coalesce(t.refund_paise, 0)::int8 as refund_paise,
      coalesce(t.fees, 0)::int as fees, coalesce(t.fee_paise, 0)::int8 as fee_paise,
      coalesce(t.others, 0)::int as others,
      (select count(*) from disputes d where d.load_id = l.id and d.status = 'open')::int as open_disputes,
      -- the driver's part when a dispute was resolved as a split (migration 048)
      (select max(d.driver_part_paise) from disputes d where d.load_id = l.id and d.outcome = 'split')::int8 as split_part_paise,
      -- the held money is the owner's, and a release pays the accepted bid's driver
      (select bool_and(a.user_id = l.owner_id) from escrow_transactions ht join escrow_entries he on he.transaction_id = ht.id
         join escrow_accounts a on a.id = he.account_id where ht.load_id = l.id and ht.kind in ('hold', 'refund', 'fee') and a.kind = 'user') as hold_owner_ok,
      (select bool_and(a.user_id = b.driver_id) from escrow_transactions rt join escrow_entries re on re.transaction_id = rt.id
         join escrow_accounts a on a.id = re.account_id join bids b on b.id = l.accepted_bid_id
         where rt.load_id = l.id and rt.kind = 'release' and re.amount_paise > 0) as release_driver_ok
    from loads l
    left join (
      select load_id,
        count(*) filter (where kind = 'hold') as holds, sum(amount_paise) filter (where kind = 'hold') as hold_paise,
        count(*) filter (where kind = 'release') as releases, sum(amount_paise) filter (where kind = 'release') as release_paise,
        count(*) filter (where kind = 'refund') as refunds, sum(amount_paise) filter (where kind = 'refund') as refund_paise,
        count(*) filter (where kind = 'fee') as fees, sum(amount_paise) filter (where kind = 'fee') as fee_paise,
        count(*) filter (where kind not in ('hold', 'release', 'refund', 'fee')) as others
      from escrow_transactions where load_id is not null group by load_id
    ) t on t.load_id = l.id
    where l.payment_status <> 'unpaid' or t.load_id is not null
      or l.escrow_amount_paise <> 0 or l.platform_fee_paise <> 0 or l.settled_at is not null
      or exists (select 1 from disputes d where d.load_id = l.id and d.status = 'open')`.execute(db);
  return rows;
}

/** Per user account: held and reserved balances next to what the loads and payout requests say they should be. */
export async function findBucketMismatches(db: Db) {
  const { rows } = await sql<{ userId: string; heldPaise: number; expectedHeld: number; reservedPaise: number; expectedReserved: number }>`
    select a.user_id, a.held_paise, coalesce(h.expected, 0)::int8 as expected_held,
      a.reserved_paise, coalesce(r.expected, 0)::int8 as expected_reserved
    from escrow_accounts a
    left join (
      select owner_id, sum(escrow_amount_paise + platform_fee_paise) as expected
      from loads where payment_status in ('held', 'disputed') group by owner_id
    ) h on h.owner_id = a.user_id
    left join (
      select driver_id, sum(amount_paise) as expected from payout_requests where status in ('requested', 'processing') group by driver_id
    ) r on r.driver_id = a.user_id
    where a.kind = 'user' and (a.held_paise <> coalesce(h.expected, 0) or a.reserved_paise <> coalesce(r.expected, 0))
    limit 200`.execute(db);
  return rows;
}

/** Payout requests whose ledger transactions are missing or disagree with the request. */
export async function findPayoutMismatches(db: Db) {
  // Paid out: approved (simulated) and processed (RazorpayX), and a reversal after processing (its money came back by the return transaction).
  // Returned: rejected, failed, and a reversal while processing.
  const { rows } = await sql<{ id: string; status: string; problem: string }>`
    with p as (
      select p.*, (p.status in ('approved', 'processed') or (p.status = 'reversed' and p.return_transaction_id is not null)) as paid_out,
        (p.status in ('rejected', 'failed') or (p.status = 'reversed' and p.return_transaction_id is null)) as returned
      from payout_requests p
    ),
    checked as (
      select p.id, p.status,
        case
          when rt.id is null then 'has no reserving transaction'
          when rt.kind <> 'payout' or rt.amount_paise <> p.amount_paise then 'reserving transaction is not a payout of the requested amount'
          when not exists (select 1 from escrow_entries e join escrow_accounts a on a.id = e.account_id
                           where e.transaction_id = rt.id and a.user_id = p.driver_id and e.bucket = 'reserved' and e.amount_paise = p.amount_paise)
            then 'reserving transaction did not reserve the driver''s money'
          when p.status in ('requested', 'processing') and st.id is not null then 'is ' || p.status || ' but settled'
          when p.paid_out and (st.id is null or st.kind <> 'payout' or st.amount_paise <> p.amount_paise) then 'is ' || p.status || ' without a matching payout transaction'
          when p.returned and (st.id is null or st.kind <> 'refund' or st.amount_paise <> p.amount_paise) then 'is ' || p.status || ' without a matching refund transaction'
          when st.id is not null and not exists (select 1 from escrow_entries e join escrow_accounts a on a.id = e.account_id
                           where e.transaction_id = st.id and a.user_id = p.driver_id and e.bucket = 'reserved' and e.amount_paise = -p.amount_paise)
            then 'settling transaction did not take the driver''s reserved money'
          when p.return_transaction_id is not null and (ret.id is null or ret.kind <> 'refund' or ret.amount_paise <> p.amount_paise
                or not exists (select 1 from escrow_entries e join escrow_accounts a on a.id = e.account_id
                               where e.transaction_id = ret.id and a.user_id = p.driver_id and e.bucket = 'available' and e.amount_paise = p.amount_paise))
            then 'its reversal did not return the amount to the driver''s available balance'
        end as problem
      from p
      left join escrow_transactions rt on rt.id = p.reserve_transaction_id
      left join escrow_transactions st on st.id = p.settle_transaction_id
      left join escrow_transactions ret on ret.id = p.return_transaction_id
    )
    select id, status, problem from checked where problem is not null
    limit 200`.execute(db);
  return rows;
}

/** Payout movements (and refunds without a load) that no payout request accounts for, or accounts for twice. */
export async function findOrphanPayoutTransactions(db: Db) {
  const { rows } = await sql<{ id: string; kind: string; links: number }>`
    select t.id, t.kind,
      ((select count(*) from payout_requests p where p.reserve_transaction_id = t.id)
       + (select count(*) from payout_requests p where p.settle_transaction_id = t.id)
       + (select count(*) from payout_requests p where p.return_transaction_id = t.id))::int as links
    from escrow_transactions t
    where (t.kind = 'payout' or (t.kind = 'refund' and t.load_id is null))
      and ((select count(*) from payout_requests p where p.reserve_transaction_id = t.id)
           + (select count(*) from payout_requests p where p.settle_transaction_id = t.id)
           + (select count(*) from payout_requests p where p.return_transaction_id = t.id)) <> 1
    limit 200`.execute(db);
  return rows;
}

/** Deposit rows whose ledger transaction is missing, of another kind, amount or user. */
export async function findDepositMismatches(db: Db) {
  const { rows } = await sql<{ id: string; status: string; problem: string }>`
    select d.id, d.status,
      case
        when d.status = 'credited' and t.id is null then 'is credited without a deposit transaction'
        when t.kind <> 'deposit' or t.amount_paise <> d.amount_paise then 'its transaction is not a deposit of its amount'
        when not exists (select 1 from escrow_entries e join escrow_accounts a on a.id = e.account_id
                         where e.transaction_id = t.id and a.user_id = d.user_id and e.amount_paise = d.amount_paise)
          then 'its transaction credited someone else'
      end as problem
    from escrow_deposits d
    left join escrow_transactions t on t.id = d.transaction_id
    where (d.status = 'credited' and t.id is null)
      or (t.id is not null and (t.kind <> 'deposit' or t.amount_paise <> d.amount_paise
        or not exists (select 1 from escrow_entries e join escrow_accounts a on a.id = e.account_id
                       where e.transaction_id = t.id and a.user_id = d.user_id and e.amount_paise = d.amount_paise)))
    limit 200`.execute(db);
  return rows;
}

/** Simulated marks above an account's balance, or more simulated money than the simulated deposits brought in. */
export async function findSimulatedOverBalance(db: Db) {
  const { rows } = await sql<{ problem: string }>`
    select 'user ' || a.user_id || ': ' || a.simulated_paise || ' paise marked simulated, balance ' || (a.available_paise + a.held_paise + a.reserved_paise) as problem
    from escrow_accounts a
    where a.kind = 'user' and a.simulated_paise > a.available_paise + a.held_paise + a.reserved_paise
    union all
    select 'accounts hold ' || s.marked || ' paise marked simulated, but simulated deposits brought in only ' || s.deposited
    from (select (select coalesce(sum(simulated_paise), 0) from escrow_accounts) as marked,
                 (select coalesce(sum(amount_paise), 0) from escrow_deposits where gateway = 'simulated' and status = 'credited') as deposited) s
    where s.marked > s.deposited
    limit 200`.execute(db);
  return rows;
}

// ---- The gateway's records are compared with these ------------------------------------------

/** Gateway deposits for the reconciliation with the gateway's records (newest first). */
export async function listGatewayDeposits(db: Db, limit: number): Promise<DepositRow[]> {
  return db.selectFrom('escrowDeposits').select(DEPOSIT_FIELDS).where('gateway', '=', 'razorpay').orderBy('createdAt', 'desc').limit(limit).execute();
}

/** RazorpayX payouts for the reconciliation with the gateway's records (newest first). */
export async function listGatewayPayouts(db: Db, limit: number): Promise<PayoutRow[]> {
  return db.selectFrom('payoutRequests').select(PAYOUT_COLUMNS).where('gateway', '=', 'razorpayx').orderBy('decidedAt', 'desc').limit(limit).execute();
}
