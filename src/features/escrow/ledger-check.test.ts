/**
 * The reconciliation (npm run ledger:check and /escrow/admin/ledger) against a
 * live database: it passes on a ledger built by the use cases, and names the
 * broken invariant, exiting 1, when the ledger is tampered with behind the
 * application's back (triggers switched off, as only a database superuser can).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import { migrate } from '../../db/migrate.js';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { RazorpayMock } from '../../../test/helpers/razorpay-mock.js';
import { insertUser, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { checkLedger } from './reconcile.js';
import { autoReleaseDue } from './service.js';

let server: TestServer;
let admin: SignedInUser;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  // A ledger with every kind of movement, made through HTTP.
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 20_000 })).status, 201);
  const released = await insertAcceptedLoad(server.db, shipper.id, driver.id, 500_000, 'delivered');
  const refunded = await insertAcceptedLoad(server.db, shipper.id, driver.id, 300_000, 'in_transit');
  const held = await insertAcceptedLoad(server.db, shipper.id, driver.id, 200_000, 'in_transit');
  for (const l of [released, refunded, held]) assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: l.load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: released.load.id })).status, 200);
  const dispute = await driver.client.postJson('/escrow/dispute', { load_id: refunded.load.id, reason: 'The consignee refused the goods' });
  assert.equal((await admin.client.postJson(`/escrow/admin/disputes/${dispute.json.data.dispute.id}/resolve`, { outcome: 'refund' })).status, 200);
  await markDelivered(server.db, held.load.id, 1);
  const p1 = await driver.client.postJson('/escrow/payout', { amount: 1000, method: 'upi', upi_id: 'driver@okaxis' });
  const p2 = await driver.client.postJson('/escrow/payout', { amount: 1500, method: 'bank', account_number: '123456789', ifsc: 'SBIN0001234', account_holder: 'A Driver' });
  await driver.client.postJson('/escrow/payout', { amount: 500, method: 'upi', upi_id: 'driver@okaxis' });
  assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${p1.json.data.payout.id}/approve`, {})).status, 200);
  assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${p2.json.data.payout.id}/reject`, {})).status, 200);
});
after(async () => {
  await server?.close();
});

/** Runs npm run ledger:check's script with the given environment. */
function runLedgerCheck(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ledger-check.ts'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/**
 * Runs `change` (with triggers off, as a superuser could, unless `withTriggers`),
 * then the report, then `undo` with triggers off.
 */
async function tampered(db: Database, change: string, undo: string, withTriggers = false): Promise<Awaited<ReturnType<typeof checkLedger>>> {
  await db.connection().execute(async (conn) => {
    if (!withTriggers) await sql`set session_replication_role = replica`.execute(conn);
    try {
      await sql.raw(change).execute(conn);
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
  try {
    return await checkLedger(db);
  } finally {
    await db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      try {
        await sql.raw(undo).execute(conn);
      } finally {
        await sql`set session_replication_role = origin`.execute(conn);
      }
    });
  }
}

/** Runs SQL with every trigger off, as a database superuser could behind the application's back. */
async function asSuperuser(db: Database, statements: string): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    try {
      await sql.raw(statements).execute(conn);
    } finally {
      await sql`set session_replication_role = origin`.execute(conn);
    }
  });
}

function failing(report: Awaited<ReturnType<typeof checkLedger>>): string[] {
  return report.checks.filter((c) => c.breaches.length).map((c) => c.name);
}

describe('ledger:check', () => {
  test('passes on a ledger built by the use cases and exits 0', async () => {
    const report = await checkLedger(server.db);
    assert.deepEqual(failing(report), []);
    assert.ok(report.totals.transactions >= 12);
    const run = await runLedgerCheck({ DATABASE_URL: server.databaseUrl });
    assert.equal(run.code, 0, run.out);
    assert.match(run.out, /ok {3}every transaction balances/);
    assert.match(run.out, /All invariants hold/);
  });

  test('says it cannot find a database and exits 2 without DATABASE_URL or a running embedded server', async () => {
    const run = await runLedgerCheck({ DATA_DIR: '/nonexistent/fm-data' });
    assert.equal(run.code, 2);
    assert.match(run.out, /cannot find a database/);
  });

  test('a cached balance changed behind the ledger is reported, and the command exits 1', async () => {
    const user = await server.db.selectFrom('escrowAccounts').select('id').where('kind', '=', 'user').where('availablePaise', '>', 0).executeTakeFirstOrThrow();
    const change = `update escrow_accounts set available_paise = available_paise + 1 where id = '${user.id}'`;
    const undo = `update escrow_accounts set available_paise = available_paise - 1 where id = '${user.id}'`;
    const report = await tampered(server.db, change, undo);
    assert.deepEqual(failing(report).sort(), ['cached balances equal the sum of their entries, and none is negative', 'the sum of all accounts is zero'].sort());

    await server.db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      await sql.raw(change).execute(conn);
      await sql`set session_replication_role = origin`.execute(conn);
    });
    try {
      const run = await runLedgerCheck({ DATABASE_URL: server.databaseUrl });
      assert.equal(run.code, 1, run.out);
      assert.match(run.out, /FAIL cached balances equal the sum of their entries/);
      assert.match(run.out, /BREACHES FOUND/);
      const page = await admin.client.get('/escrow/admin/ledger');
      assert.match(page.text, /Breaches found/);
      assert.match(page.text, /check fail/);
    } finally {
      await server.db.connection().execute(async (conn) => {
        await sql`set session_replication_role = replica`.execute(conn);
        await sql.raw(undo).execute(conn);
        await sql`set session_replication_role = origin`.execute(conn);
      });
    }
    assert.equal((await checkLedger(server.db)).ok, true);
  });

  test('the command finds a running embedded PostgreSQL through DATA_DIR, and says so when it has stopped', {
    skip: process.env.TEST_DATABASE_URL ? 'runs with the embedded server only' : false,
    timeout: 120_000,
  }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-ledger-check-'));
    try {
      const embedded = await startEmbeddedPostgres({ dataDir: dir, dbName: 'app' });
      try {
        await migrate(embedded.url);
        const run = await runLedgerCheck({ DATA_DIR: dir });
        assert.equal(run.code, 0, run.out);
        assert.match(run.out, /All invariants hold/);
      } finally {
        await embedded.stop();
      }
      const stopped = await runLedgerCheck({ DATA_DIR: dir });
      assert.equal(stopped.code, 2, stopped.out);
      assert.match(stopped.out, /cannot find a database/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('each kind of breach is named by the command, which exits 1, and by the admin page', async () => {
    const anyId = async (q: string) => ((await sql.raw(q).execute(server.db)).rows[0] as { id: string } | undefined)?.id ?? assert.fail(`nothing for ${q}`);
    const deposit = await anyId(`select id from escrow_transactions where kind = 'deposit' limit 1`);
    const depositor = await anyId(`select e.account_id as id from escrow_entries e join escrow_accounts a on a.id = e.account_id where e.transaction_id = '${deposit}' and a.kind = 'user'`);
    const released = await anyId(`select id from loads where payment_status = 'released' limit 1`);
    const owner = await anyId(`select a.id from escrow_accounts a join loads l on l.owner_id = a.user_id where l.id = '${released}'`);
    const requested = await anyId(`select id from payout_requests where status = 'requested' limit 1`);
    const held = await anyId(`select id from loads where payment_status = 'held' limit 1`);
    const twice = '00000000-0000-4000-8000-0000000000f2';
    const cases: Array<{ breach: string; check: string; change: string; undo: string }> = [
      {
        breach: 'an entry added to a deposit, so it no longer sums to zero',
        check: 'every transaction balances (entries sum to zero, amount = money moved)',
        change: `insert into escrow_entries (transaction_id, account_id, bucket, amount_paise) values ('${deposit}', '${depositor}', 'available', 1)`,
        undo: `delete from escrow_entries where transaction_id = '${deposit}' and amount_paise = 1`,
      },
      {
        breach: 'money created in one account',
        check: 'the sum of all accounts is zero',
        change: `update escrow_accounts set held_paise = held_paise + 100 where id = '${owner}'`,
        undo: `update escrow_accounts set held_paise = held_paise - 100 where id = '${owner}'`,
      },
      {
        breach: 'a cached balance that is not the sum of its entries',
        check: 'cached balances equal the sum of their entries, and none is negative',
        change: `update escrow_accounts set available_paise = available_paise + 1 where id = '${depositor}'`,
        undo: `update escrow_accounts set available_paise = available_paise - 1 where id = '${depositor}'`,
      },
      {
        // The database refuses a second settlement (a trigger, migration 048); only disabling it gets one in.
        breach: 'a released hold refunded as well',
        check: 'no hold is released or refunded twice',
        change: `alter table escrow_transactions disable trigger escrow_transactions_one_settlement;
          insert into escrow_transactions (id, kind, amount_paise, load_id) values ('${twice}', 'refund', 100, '${released}');
          insert into escrow_entries (transaction_id, account_id, bucket, amount_paise) values ('${twice}', '${owner}', 'held', -100), ('${twice}', '${owner}', 'available', 100)`,
        undo: `delete from escrow_entries where transaction_id = '${twice}';
          delete from escrow_transactions where id = '${twice}';
          alter table escrow_transactions enable trigger escrow_transactions_one_settlement`,
      },
      {
        breach: 'payment columns that disagree with the hold',
        check: "every load's payment columns agree with its ledger entries",
        change: `update loads set platform_fee_paise = platform_fee_paise + 1 where id = '${held}'`,
        undo: `update loads set platform_fee_paise = platform_fee_paise - 1 where id = '${held}'`,
      },
      {
        breach: 'a payout request marked approved with no payout transaction',
        check: 'every payout request agrees with its ledger transactions',
        change: `update payout_requests set status = 'approved', settle_transaction_id = reserve_transaction_id, decided_at = now() where id = '${requested}'`,
        undo: `update payout_requests set status = 'requested', settle_transaction_id = null, decided_at = null where id = '${requested}'`,
      },
    ];
    for (const c of cases) {
      await asSuperuser(server.db, c.change);
      try {
        const run = await runLedgerCheck({ DATABASE_URL: server.databaseUrl });
        assert.equal(run.code, 1, `${c.breach}: ${run.out}`);
        assert.ok(run.out.includes(`FAIL ${c.check}`), `${c.breach} is reported as "${c.check}":\n${run.out}`);
        assert.match(run.out, /BREACHES FOUND/);
        const page = await admin.client.get('/escrow/admin/ledger', { accept: 'json' });
        assert.equal(page.json.data.ok, false, c.breach);
        assert.ok(
          page.json.data.checks.some((k: { name: string; breaches: string[] }) => k.name === c.check && k.breaches.length > 0),
          c.breach,
        );
      } finally {
        await asSuperuser(server.db, c.undo);
      }
      assert.deepEqual(failing(await checkLedger(server.db)), [], `after undoing ${c.breach}`);
    }
    const clean = await runLedgerCheck({ DATABASE_URL: server.databaseUrl });
    assert.equal(clean.code, 0, clean.out);
  });

  test("a load's payment columns that disagree with its entries are reported", async () => {
    const load = await server.db.selectFrom('loads').select(['id', 'escrowAmountPaise']).where('paymentStatus', '=', 'held').executeTakeFirstOrThrow();
    const report = await tampered(
      server.db,
      `update loads set escrow_amount_paise = escrow_amount_paise + 100 where id = '${load.id}'`,
      `update loads set escrow_amount_paise = escrow_amount_paise - 100 where id = '${load.id}'`,
    );
    const names = failing(report);
    assert.ok(names.includes("every load's payment columns agree with its ledger entries"), names.join(', '));
    assert.ok(report.checks.some((c) => c.breaches.some((b) => b.includes(load.id))));
  });

  test('a balanced transaction that moves money the wrong way is reported', async () => {
    // A "fee" paid from the platform to a user, balanced and non-negative: the database accepts it, reconciliation does not.
    const stranger = await insertUser(server.db, 'driver');
    await server.db.insertInto('escrowAccounts').values({ kind: 'user', userId: stranger.id }).execute();
    const account = await server.db.selectFrom('escrowAccounts').select('id').where('userId', '=', stranger.id).executeTakeFirstOrThrow();
    const platform = await server.db.selectFrom('escrowAccounts').select('id').where('kind', '=', 'platform_fees').executeTakeFirstOrThrow();
    const load = await server.db.selectFrom('loads').select('id').where('paymentStatus', '=', 'held').executeTakeFirstOrThrow();
    const tx = '00000000-0000-4000-8000-0000000000fe';
    const report = await tampered(
      server.db,
      `with t as (insert into escrow_transactions (id, kind, amount_paise, load_id) values ('${tx}', 'fee', 100, '${load.id}') returning id)
       insert into escrow_entries (transaction_id, account_id, bucket, amount_paise)
       select id, '${platform.id}'::uuid, 'available', -100 from t union all select id, '${account.id}'::uuid, 'available', 100 from t`,
      `delete from escrow_entries where transaction_id = '${tx}';
       delete from escrow_transactions where id = '${tx}';
       update escrow_accounts set available_paise = available_paise + 100 where id = '${platform.id}';
       update escrow_accounts set available_paise = available_paise - 100 where id = '${account.id}'`,
      true,
    );
    assert.deepEqual(failing(report).sort(), ['every transaction moves money the way its kind allows', "every load's payment columns agree with its ledger entries"].sort());
    assert.equal((await checkLedger(server.db)).ok, true);
  });

  test('the auto-release job releases the loads it can and reports the one it cannot', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 5_000 })).status, 201);
    const good = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
    const broken = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
    for (const l of [good, broken]) {
      assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: l.load.id })).status, 201);
      await markDelivered(server.db, l.load.id, 9);
    }
    // The broken load claims more in escrow than its owner holds, so releasing it would overdraw.
    const change = `update loads set escrow_amount_paise = escrow_amount_paise + 500000 where id = '${broken.load.id}'`;
    const undo = `update loads set escrow_amount_paise = escrow_amount_paise - 500000 where id = '${broken.load.id}'`;
    await server.db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      await sql.raw(change).execute(conn);
      await sql`set session_replication_role = origin`.execute(conn);
    });
    try {
      await assert.rejects(autoReleaseDue(server.db), (err: Error) => err.message.includes(broken.load.id));
      const rows = await server.db.selectFrom('loads').select(['id', 'paymentStatus']).where('id', 'in', [good.load.id, broken.load.id]).execute();
      assert.equal(rows.find((r) => r.id === good.load.id)!.paymentStatus, 'released');
      assert.equal(rows.find((r) => r.id === broken.load.id)!.paymentStatus, 'held');
    } finally {
      await server.db.connection().execute(async (conn) => {
        await sql`set session_replication_role = replica`.execute(conn);
        await sql.raw(undo).execute(conn);
        await sql`set session_replication_role = origin`.execute(conn);
      });
    }
    assert.equal(await autoReleaseDue(server.db), 1);
    assert.equal((await checkLedger(server.db)).ok, true);
  });

  test('the database refuses direct edits of balances and of decided payouts', async () => {
    await assert.rejects(server.db.updateTable('escrowAccounts').set({ availablePaise: 999_999_999 }).where('kind', '=', 'platform_fees').execute(), /only through ledger entries/);
    await assert.rejects(server.db.deleteFrom('escrowAccounts').where('kind', '=', 'external').execute(), /never deleted/);
    const decided = await server.db.selectFrom('payoutRequests').select('id').where('status', '=', 'approved').executeTakeFirstOrThrow();
    await assert.rejects(server.db.updateTable('payoutRequests').set({ status: 'requested' }).where('id', '=', decided.id).execute(), /already approved/);
    const requested = await server.db.selectFrom('payoutRequests').select('id').where('status', '=', 'requested').executeTakeFirstOrThrow();
    await assert.rejects(server.db.updateTable('payoutRequests').set({ amountPaise: 1 }).where('id', '=', requested.id).execute(), /never change/);
    assert.equal((await checkLedger(server.db)).ok, true);
  });
});

describe('ledger:check reconciles Razorpay’s records with the ledger (PAYMENT_GATEWAY=razorpay)', () => {
  let rzp: RazorpayMock;
  let live: TestServer;
  before(async () => {
    rzp = await RazorpayMock.start();
    live = await startTestServer(rzp.env());
  });
  after(async () => {
    await live?.close();
    await rzp?.close();
  });

  const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;
  const check = () => runLedgerCheck({ DATABASE_URL: live.databaseUrl, ...rzp.env() });

  test('passes when every capture is credited (pending and failed deposits without a capture are fine), and names each breach with exit 1', async () => {
    const shipper = await signUp(live, 'shipper');
    const start = async (rupees: number) => (await shipper.client.postJson('/escrow/deposit', { amount: rupees })).json.data.deposit as { id: string; order_id: string };
    const back = (body: Record<string, string>) => anonymous(live).post('/escrow/deposit/return', body);
    // Credited through the return, one abandoned, one failed.
    const paid = await start(1_000);
    const paidPayment = rzp.pay(paid.order_id);
    paidPayment.payment.created_at = hourAgo();
    assert.equal((await back(paidPayment.returnBody)).status, 302);
    await start(2_000);
    const failed = await start(3_000);
    const failure = rzp.fail(failed.order_id);
    assert.equal((await rzp.sendWebhook(live.url, 'payment.failed', { payment: failure })).status, 200);
    const clean = await check();
    assert.equal(clean.code, 0, clean.out);
    assert.match(clean.out, /ok {3}Razorpay's captured payments match the credited deposits/);

    // Captured at Razorpay an hour ago, but neither the return nor the webhook ever arrived.
    const lost = await start(4_000);
    const lostPayment = rzp.pay(lost.order_id).payment;
    lostPayment.created_at = hourAgo();
    // A capture seconds old may still be on its way: not a breach yet.
    const young = await start(5_000);
    rzp.pay(young.order_id);
    // Credited, but Razorpay's record of the payment says it failed.
    const phantom = await start(6_000);
    const phantomPay = rzp.pay(phantom.order_id);
    assert.equal((await back(phantomPay.returnBody)).status, 302);
    phantomPay.payment.status = 'failed';

    const breached = await check();
    assert.equal(breached.code, 1, breached.out);
    assert.match(breached.out, /FAIL Razorpay's captured payments match the credited deposits \(2\)/);
    assert.match(breached.out, new RegExp(`captured payment ${lostPayment.id} .* but deposit ${lost.id} is pending, not credited`));
    assert.match(breached.out, new RegExp(`deposit ${phantom.id} of .* is credited .* but Razorpay has no captured payment`));
    assert.doesNotMatch(breached.out, new RegExp(young.id));
    assert.match(breached.out, /BREACHES FOUND/);

    // The lost capture's webhook finally arrives: credited, and that breach is gone.
    assert.equal((await rzp.sendWebhook(live.url, 'payment.captured', { payment: lostPayment })).json.data.outcome, 'credited');
    phantomPay.payment.status = 'captured';
    const healed = await check();
    assert.equal(healed.code, 0, healed.out);
  });

  test('a RazorpayX payout the bank settled while the ledger still shows it processing (webhook lost) is a breach until the webhook comes', async () => {
    const liveAdmin = await signInAdmin(live);
    const shipper = await signUp(live, 'shipper');
    const dep = (await shipper.client.postJson('/escrow/deposit', { amount: 4_000 })).json.data.deposit;
    const paid = rzp.pay(dep.order_id);
    paid.payment.created_at = hourAgo();
    assert.equal((await anonymous(live).post('/escrow/deposit/return', paid.returnBody)).status, 302);
    const driver = await signUp(live, 'driver');
    const { load } = await insertAcceptedLoad(live.db, shipper.id, driver.id, 200_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const requested = await driver.client.postJson('/escrow/payout', { amount: 1_000, method: 'upi', upi_id: 'driver@okaxis' });
    const id = requested.json.data.payout.id;
    assert.equal((await liveAdmin.client.postJson(`/escrow/admin/payouts/${id}/approve`, {})).status, 200);
    const gid = (await live.db.selectFrom('payoutRequests').select('gatewayPayoutId').where('id', '=', id).executeTakeFirstOrThrow()).gatewayPayoutId!;
    assert.equal((await check()).code, 0, 'processing on both sides');
    const payout = rzp.settlePayout(gid, 'reversed', 'Beneficiary account closed');
    // Approved an hour ago; the bank reversed it, and the webhook never arrived.
    await live.db
      .updateTable('payoutRequests')
      .set({ decidedAt: new Date(Date.now() - 3_600_000) })
      .where('id', '=', id)
      .execute();
    const lost = await check();
    assert.equal(lost.code, 1, lost.out);
    assert.match(lost.out, new RegExp(`payout request ${id} of .* is processing, but RazorpayX says payout ${gid} is reversed`));
    assert.equal((await rzp.sendWebhook(live.url, 'payout.reversed', { payout })).json.data.outcome, 'reversed');
    const healed = await check();
    assert.equal(healed.code, 0, healed.out);
  });

  test('Razorpay unreachable: exit 2, saying the reconciliation could not be made', async () => {
    rzp.unreachable = true;
    try {
      const shipper = await signUp(live, 'shipper');
      rzp.unreachable = false;
      assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 1_000 })).status, 201);
      rzp.unreachable = true;
      const res = await check();
      assert.equal(res.code, 2, res.out);
      assert.match(res.out, /could not reconcile with Razorpay: The payment gateway is unreachable/);
    } finally {
      rzp.unreachable = false;
    }
  });
});
