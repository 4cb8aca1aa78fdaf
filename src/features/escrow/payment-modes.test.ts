/**
 * The payment modes other than Razorpay: production without a configured
 * gateway refuses deposits (and payouts) with PAYMENTS_UNAVAILABLE and moves
 * nothing (the attack of issue 13: crores of simulated money deposited in
 * production and paid out); the simulated gateway of development marks its
 * money, the mark follows the money to the driver, and the database refuses a
 * payout that would take simulated money out as real.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { withActor } from '../../db/database.js';
import { insertAcceptedLoad, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { databaseBefore } from '../../../test/helpers/database-before.js';
import { assertLedgerReconciles, balancesOf } from '../../../test/helpers/escrow-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { parseConfig } from '../../config.js';
import { paymentStartupNotice } from './gateway.js';
import { accountIdsFor, insertLedgerTransaction } from './queries.js';

describe('production without a payment gateway', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  after(async () => {
    await server?.close();
  });

  test('the start says payments are off', () => {
    assert.equal(server.config.PAYMENT_GATEWAY, 'none');
    assert.match(paymentStartupNotice(server.config) ?? '', /PAYMENTS ARE OFF/);
    assert.equal(
      paymentStartupNotice(
        parseConfig({
          NODE_ENV: 'production',
          PAYMENT_GATEWAY: 'razorpay',
          RAZORPAY_KEY_ID: 'rzp_live_x1',
          RAZORPAY_KEY_SECRET: 'secret-1234',
          RAZORPAY_WEBHOOK_SECRET: 'secret-1234',
          RAZORPAYX_ACCOUNT_NUMBER: '1234567890',
        }),
      ),
      null,
    );
  });

  test('a deposit of ₹1 crore is refused: JSON 503 PAYMENTS_UNAVAILABLE, the page says so, nothing is credited', async () => {
    const shipper = await signUp(server, 'shipper');
    const json = await shipper.client.postJson('/escrow/deposit', { amount: 10_000_000 });
    assert.equal(json.status, 503);
    assert.equal(json.json.error.code, 'PAYMENTS_UNAVAILABLE');
    assert.match(json.json.error.message, /no payment gateway is configured/);
    const form = await shipper.client.post('/escrow/deposit', { amount: '10000000' });
    assert.equal(form.status, 503);
    assert.match(form.text, /no payment gateway is configured/);
    const page = await shipper.client.get('/escrow/deposit');
    assert.equal(page.status, 200);
    assert.match(page.text, /id="payments-unavailable"/);
    assert.doesNotMatch(page.text, /action="\/escrow\/deposit"/);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
    const deposits = await server.db.selectFrom('escrowDeposits').select('id').execute();
    assert.equal(deposits.length, 0);
    // No gateway route answers either.
    assert.equal((await fetch(`${server.url}/escrow/webhooks/razorpay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status, 404);
    await assertLedgerReconciles(server.db);
  });

  test('a payout cannot be approved either; the request and its money stay put', async () => {
    const admin = await signInAdmin(server);
    const driver = await signUp(server, 'driver');
    // Earnings that exist in the database (e.g. from before the switch to production).
    await withActor(server.db, null, async (trx) => {
      const ids = await accountIdsFor(trx, [driver.id], ['external']);
      await insertLedgerTransaction(trx, {
        kind: 'deposit',
        initiatedBy: null,
        entries: [
          { accountId: ids.get('external')!, bucket: 'available', amountPaise: -100_000 },
          { accountId: ids.get(driver.id)!, bucket: 'available', amountPaise: 100_000 },
        ],
      });
    });
    const requested = await driver.client.postJson('/escrow/payout', { amount: 500, method: 'upi', upi_id: 'driver@okaxis' });
    assert.equal(requested.status, 201);
    const id = requested.json.data.payout.id;
    const approve = await admin.client.postJson(`/escrow/admin/payouts/${id}/approve`, {});
    assert.equal(approve.status, 503);
    assert.equal(approve.json.error.code, 'PAYMENTS_UNAVAILABLE');
    const row = await server.db.selectFrom('payoutRequests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'requested');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 50_000, held: 0, reserved: 50_000 });
  });
});

describe('the simulated gateway marks its money', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const simulatedOf = async (userId: string) => (await server.db.selectFrom('escrowAccounts').select('simulatedPaise').where('userId', '=', userId).executeTakeFirstOrThrow()).simulatedPaise;

  test('a simulated deposit is recorded as such; the mark follows the freight to the driver and leaves with a simulated payout', async () => {
    const admin = await signInAdmin(server);
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 10_000 })).status, 201);
    const deposit = await server.db.selectFrom('escrowDeposits').selectAll().where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    assert.equal(deposit.gateway, 'simulated');
    assert.equal(deposit.status, 'credited');
    assert.equal(await simulatedOf(shipper.id), 1_000_000);
    const page = await shipper.client.get('/escrow/deposit');
    assert.match(page.text, /simulated payment gateway/);
    assert.match(page.text, /\(simulated\)/);

    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 400_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    assert.equal(await simulatedOf(driver.id), 400_000);
    assert.equal(await simulatedOf(shipper.id), 1_000_000 - 420_000);

    const payout = await driver.client.postJson('/escrow/payout', { amount: 1_000, method: 'upi', upi_id: 'driver@okaxis' });
    const approved = await admin.client.postJson(`/escrow/admin/payouts/${payout.json.data.payout.id}/approve`, {});
    assert.equal(approved.status, 200);
    assert.equal(approved.json.data.payout.gateway, 'simulated');
    assert.equal(await simulatedOf(driver.id), 300_000);
    await assertLedgerReconciles(server.db);
  });

  test('the database refuses a payout that would take simulated money out as real (checked at commit)', async () => {
    const shipper = await signUp(server, 'shipper');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 1_000 })).status, 201);
    // Money leaving the ledger without its simulated mark leaving with it: what a real payout of simulated money would be.
    await assert.rejects(
      withActor(server.db, null, async (trx) => {
        const ids = await accountIdsFor(trx, [shipper.id], ['external']);
        await insertLedgerTransaction(trx, {
          kind: 'payout',
          initiatedBy: null,
          entries: [
            { accountId: ids.get(shipper.id)!, bucket: 'available', amountPaise: -50_000 },
            { accountId: ids.get('external')!, bucket: 'available', amountPaise: 50_000 },
          ],
        });
      }),
      /would pay out .* of simulated money/,
    );
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 100_000, held: 0, reserved: 0 });
    await assertLedgerReconciles(server.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from escrow_deposits where gateway = 'simulated'`.execute(server.db);
    assert.ok(rows[0].n >= 1);
  });
});

describe('migration 021 on a database that already holds money', () => {
  test('every earlier deposit is recorded as simulated and every balance marked, so switching to Razorpay cannot pay it out as real', async () => {
    const old = await databaseBefore(21);
    const client = old.db;
    try {
      // Two deposits through the (then only) simulated gateway, of ₹1,000 and ₹300.
      const users = await client.query<{ id: string }>(`insert into users (username, name, role) values ('s021', 'S', 'shipper'), ('d021', 'D', 'driver') returning id`);
      const [s, d] = users.rows.map((r) => r.id);
      await client.query(`insert into escrow_accounts (kind, user_id) values ('user', $1), ('user', $2)`, [s, d]);
      const acc = async (userId: string) => (await client.query<{ id: string }>('select id from escrow_accounts where user_id = $1', [userId])).rows[0].id;
      const ext = (await client.query<{ id: string }>(`select id from escrow_accounts where kind = 'external'`)).rows[0].id;
      const move = async (kind: string, amount: number, from: string, to: string) => {
        await client.query('begin');
        const t = await client.query<{ id: string }>(`insert into escrow_transactions (kind, amount_paise) values ($1, $2) returning id`, [kind, amount]);
        await client.query(`insert into escrow_entries (transaction_id, account_id, bucket, amount_paise) values ($1, $2, 'available', $3), ($1, $4, 'available', $5)`, [
          t.rows[0].id,
          to,
          amount,
          from,
          -amount,
        ]);
        await client.query('commit');
      };
      await move('deposit', 100_000, ext, await acc(s));
      await move('deposit', 30_000, ext, await acc(d));

      await old.migrateAll(); // applies 021
      const deposits = await client.query(`select gateway, status, amount_paise::int as amount from escrow_deposits where user_id = $1`, [s]);
      assert.deepEqual(deposits.rows, [{ gateway: 'simulated', status: 'credited', amount: 100_000 }]);
      const marks = await client.query<{ user_id: string; simulated_paise: string }>(`select user_id, simulated_paise from escrow_accounts where user_id in ($1, $2)`, [s, d]);
      const byUser = Object.fromEntries(marks.rows.map((r) => [r.user_id, Number(r.simulated_paise)]));
      assert.deepEqual(byUser, { [s]: 100_000, [d]: 30_000 });
    } finally {
      await old.drop();
    }
  });
});
