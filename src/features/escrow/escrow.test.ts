/**
 * Escrow over real HTTP: the payment flow of SPEC (deposit, hold, release,
 * payout, approval), disputes, refunds, every refusal, idempotency, the pages
 * and the reconciliation. The ledger must reconcile after every test.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { withActor } from '../../db/database.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { adminUser, assertLedgerReconciles, balancesOf, countTransactions, markDelivered, platformFeesPaise } from '../../../test/helpers/escrow-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { bidBody } from '../../../test/helpers/bids-factories.js';
import { cameraJpeg, podForm } from '../../../test/helpers/trips-factories.js';
import { kolkataDate } from '../../lib/dates.js';
import { refundHeldFundsOnCancel } from './service.js';
import { escrowAutoReleaseJob } from './jobs.js';
import { lockLoadForPayment } from './queries.js';
import { renderPaymentSection } from './section.js';
import { autoReleaseDue } from './service.js';

let server: TestServer;
let admin: SignedInUser;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
});
afterEach(async () => {
  await assertLedgerReconciles(server.db, 'after the test');
});

/** A signed-in shipper with `rupees` deposited through the JSON route. */
async function fundedShipper(rupees = 10_000): Promise<SignedInUser> {
  const shipper = await signUp(server, 'shipper');
  const res = await shipper.client.postJson('/escrow/deposit', { amount: rupees });
  assert.equal(res.status, 201, res.text);
  return shipper;
}

async function loadRow(id: string) {
  return server.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** shipper holds a delivered load of `driver`, then releases it: the driver ends with `rupees` available. */
async function driverWithEarnings(rupees: number): Promise<{ driver: SignedInUser; shipper: SignedInUser }> {
  const shipper = await fundedShipper(Math.max(500, rupees * 2));
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, rupees * 100, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
  return { driver, shipper };
}

/** The words a person reads: the HTML without its tags and attributes. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("SPEC's payment flow, end to end through the pages and forms", () => {
  test('deposit, accept a bid, hold, deliver, release, request a payout, approve it: every balance and state along the way', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const feesBefore = await platformFeesPaise(server.db);
    const keyOf = (html: string) => /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1] ?? assert.fail('the form carries an idempotency key');

    // 1. The shipper deposits ₹50,000 through the deposit page.
    const depositPage = await shipper.client.get('/escrow/deposit');
    const deposited = await shipper.client.post('/escrow/deposit', { amount: '50,000', idempotency_key: keyOf(depositPage.text) });
    assert.equal(deposited.status, 302);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 5_000_000, held: 0, reserved: 0 });

    // 2. A load is posted, the driver bids ₹40,000, the shipper accepts.
    const posted = await shipper.client.post('/loads', validLoadForm({ price: '40000' }));
    assert.equal(posted.status, 302);
    const loadId = posted.location!.split('/').pop()!;
    const load = await loadRow(loadId);
    const bid = await driver.client.postJson(`/loads/${loadId}/bid`, bidBody(load, { amount: '40000' }));
    assert.equal(bid.status, 201, bid.text);
    assert.equal((await shipper.client.post(`/bids/${bid.json.data.bid.id}/accept`, {})).status, 302);
    assert.equal((await loadRow(loadId)).status, 'assigned');
    const loadPage = await shipper.client.get(`/loads/${loadId}`);
    assert.match(loadPage.text, /Hold <b>₹42,000<\/b> in escrow: freight ₹40,000 \+ platform fee ₹2,000 \(5%\)/);

    // 3. The shipper holds freight + 5% from the load page.
    const hold = await shipper.client.post('/escrow/hold', { load_id: loadId, next: `/loads/${loadId}` });
    assert.equal(hold.status, 302);
    assert.equal(hold.location, `/loads/${loadId}`);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 800_000, held: 4_200_000, reserved: 0 });
    let row = await loadRow(loadId);
    assert.deepEqual([row.paymentStatus, row.escrowAmountPaise, row.platformFeePaise, row.settledAt], ['held', 4_000_000, 200_000, null]);

    // 4. Not before delivery: the release is refused and nothing moves.
    const early = await shipper.client.postJson('/escrow/release', { load_id: loadId });
    assert.equal(early.status, 409);
    assert.match(early.json.error.message, /once the driver has delivered/);
    assert.equal((await balancesOf(server.db, driver.id)).available, 0);

    // 5. The driver carries the load, step by step, on the trip page; the trip page shows the money held.
    const trip = await server.db.selectFrom('trips').select('id').where('loadId', '=', loadId).executeTakeFirstOrThrow();
    const tripPage = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.match(tripPage.text, /held in escrow/);
    // The pickup day comes (the load was posted for tomorrow), and the trip is delivered with its proof.
    await server.db.updateTable('loads').set({ pickupDate: kolkataDate() }).where('id', '=', loadId).execute();
    for (const status of ['en_route_to_pickup', 'loaded', 'in_transit']) {
      assert.equal((await driver.client.post(`/driver/trips/${trip.id}/status`, { status })).status, 302, status);
    }
    assert.equal((await driver.client.postMultipart(`/driver/trips/${trip.id}/deliver`, podForm([{ bytes: await cameraJpeg(400, 300) }]))).status, 302);
    assert.equal((await loadRow(loadId)).status, 'delivered');

    // 6. The shipper releases: the freight to the driver, the fee to the platform.
    const release = await shipper.client.post('/escrow/release', { load_id: loadId, next: `/loads/${loadId}` });
    assert.equal(release.status, 302);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 800_000, held: 0, reserved: 0 });
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 4_000_000, held: 0, reserved: 0 });
    assert.equal((await platformFeesPaise(server.db)) - feesBefore, 200_000);
    row = await loadRow(loadId);
    assert.equal(row.paymentStatus, 'released');
    assert.ok(row.settledAt);
    const payments = await shipper.client.get('/shipper/payments');
    assert.match(payments.text, new RegExp(`/loads/${loadId}`));

    // 7. The driver asks for the whole ₹40,000 by UPI: reserved, and shown as requested, not paid.
    const payoutPage = await driver.client.get('/escrow/payout');
    const asked = await driver.client.post('/escrow/payout', { amount: '40000', method: 'upi', upi_id: 'ravi.kumar@okaxis', idempotency_key: keyOf(payoutPage.text) });
    assert.equal(asked.status, 302);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 0, held: 0, reserved: 4_000_000 });
    const waiting = await driver.client.get('/escrow/payout');
    assert.match(waiting.text, />Requested<\/span>\s*<small class="status-note">Awaiting admin approval\./);
    assert.doesNotMatch(waiting.text, /Approved: transfer sent/);

    // 8. The admin approves it from the queue: the money leaves the ledger.
    const request = await server.db.selectFrom('payoutRequests').select('id').where('driverId', '=', driver.id).executeTakeFirstOrThrow();
    assert.equal((await driver.client.post(`/escrow/admin/payouts/${request.id}/approve`, {})).status, 403, 'a driver cannot approve');
    const approved = await admin.client.post(`/escrow/admin/payouts/${request.id}/approve`, {});
    assert.equal(approved.status, 302);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 0, held: 0, reserved: 0 });
    assert.match((await driver.client.get('/escrow/payout')).text, /Approved: transfer sent/);

    // The ledger of this journey, in order.
    const kinds = await server.db
      .selectFrom('escrowTransactions')
      .select(['kind', 'amountPaise'])
      .where((eb) => eb.or([eb('loadId', '=', loadId), eb('initiatedBy', 'in', [shipper.id, driver.id])]))
      .orderBy('createdAt')
      .execute();
    assert.deepEqual(
      kinds.map((k) => [k.kind, k.amountPaise]).sort(),
      [
        ['deposit', 5_000_000],
        ['hold', 4_200_000],
        ['release', 4_000_000],
        ['fee', 200_000],
        ['payout', 4_000_000],
      ].sort(),
    );
    const settled = await server.db
      .selectFrom('payoutRequests')
      .innerJoin('escrowTransactions as t', 't.id', 'payoutRequests.settleTransactionId')
      .select(['payoutRequests.status', 't.kind', 't.amountPaise', 't.initiatedBy'])
      .where('payoutRequests.id', '=', request.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(settled, { status: 'approved', kind: 'payout', amountPaise: 4_000_000, initiatedBy: admin.id }, 'the approval is its own payout transaction, by the admin');
  });

  test('the minimum deposit, the minimum payout and the commission are read from platform_config', async () => {
    const saved = await server.db.selectFrom('platformConfig').selectAll().executeTakeFirstOrThrow();
    await server.db.updateTable('platformConfig').set({ minDepositPaise: 250_000, minPayoutPaise: 75_000, commissionBps: 250 }).execute();
    try {
      const shipper = await signUp(server, 'shipper');
      const small = await shipper.client.postJson('/escrow/deposit', { amount: 2_000 });
      assert.equal(small.status, 400);
      assert.match(small.json.error.details.amount, /minimum deposit is ₹2,500/);
      assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 2_500 })).status, 201);
      const driver = await signUp(server, 'driver');
      // 2.5% of 100,020 paise is 2,500.5 paise: rounded half up to 2,501.
      const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_020, 'delivered');
      const held = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
      assert.equal(held.status, 201);
      assert.equal((await loadRow(load.id)).platformFeePaise, 2_501);
      assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
      const tooSmall = await driver.client.postJson('/escrow/payout', { amount: 700, method: 'upi', upi_id: 'driver@okaxis' });
      assert.equal(tooSmall.status, 400);
      assert.match(tooSmall.json.error.details.amount, /minimum payout is ₹750/);
      assert.equal((await driver.client.postJson('/escrow/payout', { amount: 750, method: 'upi', upi_id: 'driver@okaxis' })).status, 201);
    } finally {
      await server.db.updateTable('platformConfig').set({ minDepositPaise: saved.minDepositPaise, minPayoutPaise: saved.minPayoutPaise, commissionBps: saved.commissionBps }).execute();
    }
  });
});

describe('deposits', () => {
  test('a shipper deposits through the form and sees the money as available', async () => {
    const shipper = await signUp(server, 'shipper');
    const page = await shipper.client.get('/escrow/deposit');
    assert.equal(page.status, 200);
    assert.match(page.text, /simulated payment gateway/);
    assert.match(page.text, /href="\/escrow\/deposit\?amount=1000"/, 'quick amounts are links that fill the amount');
    const res = await shipper.client.post('/escrow/deposit', { amount: '2,500.50' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/escrow');
    const dash = await shipper.client.get('/escrow');
    assert.match(dash.text, /₹2,500.50 added to your available balance/);
    assert.match(dash.text, /data-balance="available">₹2,500.50</);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 250_050, held: 0, reserved: 0 });
    const json = await shipper.client.get('/api/escrow');
    assert.equal(json.status, 200);
    assert.deepEqual(json.json.data.account, { available: 2500.5, held: 0, reserved: 0 });
    assert.equal(json.json.data.transactions[0].kind, 'deposit');
    assert.equal(json.json.data.transactions[0].amount, 2500.5);
    assert.deepEqual(json.json.data.transactions[0].change, { available: 2500.5, held: 0, reserved: 0 });
  });

  test('a JSON deposit answers 201 with the account after it and the transaction it made', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/escrow/deposit', { amount: 500 });
    assert.equal(res.status, 201);
    assert.equal(res.json.success, true);
    assert.deepEqual(res.json.data.account, { available: 500, held: 0, reserved: 0 });
    assert.equal(res.json.data.transaction.kind, 'deposit');
    assert.equal(res.json.data.transaction.amount, 500);
    assert.match(res.json.data.transaction.memo, /SIM-/);
  });

  test('a deposit below the minimum is refused with the amount named, and nothing moves', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/escrow/deposit', { amount: 499.99 });
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.match(res.json.error.details.amount, /minimum deposit is ₹500/);
    const form = await shipper.client.post('/escrow/deposit', { amount: '100' });
    assert.equal(form.status, 400);
    assert.match(form.text, /minimum deposit is ₹500/);
    assert.match(form.text, /name="amount"[^>]*value="100"/, 'the value is kept');
    const junk = await shipper.client.postJson('/escrow/deposit', { amount: '12abc' });
    assert.equal(junk.status, 400);
    assert.ok(junk.json.error.details.amount);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
  });

  test('deposits need a session and the shipper role', async () => {
    const anon = anonymous(server);
    assert.equal((await anon.postJson('/escrow/deposit', { amount: 1000 })).json.error.code, 'UNAUTHENTICATED');
    const page = await anon.get('/escrow');
    assert.equal(page.status, 302);
    assert.equal(page.location, '/login?next=%2Fescrow');
    assert.equal((await anon.get('/api/escrow')).status, 401);
    const driver = await signUp(server, 'driver');
    const res = await driver.client.postJson('/escrow/deposit', { amount: 1000 });
    assert.equal(res.status, 403);
    assert.equal(res.json.error.code, 'FORBIDDEN');
    assert.equal((await driver.client.get('/escrow/deposit')).status, 403);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 0, held: 0, reserved: 0 });
  });
});

describe('idempotency', () => {
  test('a retry with the same Idempotency-Key returns the first answer and moves nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const headers = { 'idempotency-key': 'dep-retry-1' };
    const first = await shipper.client.postJson('/escrow/deposit', { amount: 800 }, { headers });
    const second = await shipper.client.postJson('/escrow/deposit', { amount: '800.00' }, { headers });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(second.json.data, first.json.data);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 80_000);
  });

  test('the same key with other parameters is refused with 422 IDEMPOTENCY_MISMATCH', async () => {
    const shipper = await signUp(server, 'shipper');
    const headers = { 'idempotency-key': 'dep-mismatch' };
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 800 }, { headers })).status, 201);
    const other = await shipper.client.postJson('/escrow/deposit', { amount: 900 }, { headers });
    assert.equal(other.status, 422);
    assert.equal(other.json.error.code, 'IDEMPOTENCY_MISMATCH');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, (await signUp(server, 'driver')).id, 10_000);
    const otherRoute = await shipper.client.postJson('/escrow/hold', { load_id: load.id }, { headers });
    assert.equal(otherRoute.status, 422);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 80_000);
    assert.equal((await loadRow(load.id)).paymentStatus, 'unpaid');
  });

  test('two users may use the same key independently', async () => {
    const a = await signUp(server, 'shipper');
    const b = await signUp(server, 'shipper');
    const headers = { 'idempotency-key': 'shared-key' };
    assert.equal((await a.client.postJson('/escrow/deposit', { amount: 600 }, { headers })).status, 201);
    assert.equal((await b.client.postJson('/escrow/deposit', { amount: 700 }, { headers })).status, 201);
    assert.equal((await balancesOf(server.db, a.id)).available, 60_000);
    assert.equal((await balancesOf(server.db, b.id)).available, 70_000);
  });

  test('parallel requests with one key make exactly one movement and get the same answer', async () => {
    const shipper = await signUp(server, 'shipper');
    const headers = { 'idempotency-key': 'parallel-deposit' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => shipper.client.postJson('/escrow/deposit', { amount: 1000 }, { headers })));
    assert.deepEqual(
      answers.map((r) => r.status),
      Array(6).fill(201),
    );
    const ids = new Set(answers.map((r) => r.json.data.transaction.id));
    assert.equal(ids.size, 1, 'every answer names the one transaction');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 100_000);
  });

  test('a failed request stores nothing, so its retry runs anew', async () => {
    const shipper = await fundedShipper(500);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 60_000);
    const headers = { 'idempotency-key': 'hold-after-topup' };
    const poor = await shipper.client.postJson('/escrow/hold', { load_id: load.id }, { headers });
    assert.equal(poor.status, 409);
    assert.equal(poor.json.error.code, 'INSUFFICIENT_FUNDS');
    await shipper.client.postJson('/escrow/deposit', { amount: 500 });
    const retry = await shipper.client.postJson('/escrow/hold', { load_id: load.id }, { headers });
    assert.equal(retry.status, 201);
  });

  test('an HTML form carries its key in a hidden field, so a double submit deposits once', async () => {
    const shipper = await signUp(server, 'shipper');
    const page = await shipper.client.get('/escrow/deposit');
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page.text)?.[1];
    assert.ok(key);
    const [a, b] = await Promise.all([
      shipper.client.post('/escrow/deposit', { amount: '700', idempotency_key: key }),
      shipper.client.post('/escrow/deposit', { amount: '700', idempotency_key: key }),
    ]);
    assert.equal(a.status, 302);
    assert.equal(b.status, 302);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 70_000);
  });

  test('an admin decision retried with its key replays the answer instead of refusing it as already decided', async () => {
    const { driver } = await driverWithEarnings(1_000);
    const req = await driver.client.postJson('/escrow/payout', { amount: 300, method: 'upi', upi_id: 'ravi@okaxis' });
    const headers = { 'idempotency-key': 'approve-once' };
    const first = await admin.client.postJson(`/escrow/admin/payouts/${req.json.data.payout.id}/approve`, {}, { headers });
    const retry = await admin.client.postJson(`/escrow/admin/payouts/${req.json.data.payout.id}/approve`, {}, { headers });
    assert.equal(first.status, 200);
    assert.equal(retry.status, 200);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(retry.json.data.transaction.id, first.json.data.transaction.id);
    const plain = await admin.client.postJson(`/escrow/admin/payouts/${req.json.data.payout.id}/approve`, {});
    assert.equal(plain.status, 409, 'without the key it is a new request, refused');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 70_000, held: 0, reserved: 0 });
  });

  test('a malformed key is refused with the header named', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/escrow/deposit', { amount: 800 }, { headers: { 'idempotency-key': 'x'.repeat(201) } });
    assert.equal(res.status, 400);
    assert.ok(res.json.error.details['Idempotency-Key']);
  });
});

describe('holds', () => {
  test('holding an accepted load moves freight plus the 5% fee from available to held and marks the load', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 400_000);
    const res = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.json.data.account, { available: 5800, held: 4200, reserved: 0 });
    assert.equal(res.json.data.transaction.kind, 'hold');
    assert.equal(res.json.data.transaction.amount, 4200);
    assert.deepEqual(res.json.data.load, { id: load.id, payment_status: 'held', escrow_amount: 4000, platform_fee: 200, settled_at: null });
    const row = await loadRow(load.id);
    assert.equal(row.paymentStatus, 'held');
    assert.equal(row.escrowAmountPaise, 400_000);
    assert.equal(row.platformFeePaise, 20_000);
    const note = await server.db.selectFrom('notifications').select(['kind', 'title']).where('userId', '=', driver.id).executeTakeFirstOrThrow();
    assert.equal(note.kind, 'payment');
    assert.match(note.title, /₹4,000 is secured in escrow/);
  });

  test('the fee is rounded to the paisa, halves up', async () => {
    const shipper = await fundedShipper(1_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 33_330); // 5% = 1666.5 paise
    const res = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(res.status, 201);
    assert.equal((await loadRow(load.id)).platformFeePaise, 1_667);
    assert.equal(res.json.data.transaction.amount, 349.97);
  });

  test('the hold uses the trip’s agreed amount', async () => {
    const shipper = await fundedShipper(1_000);
    const driver = await signUp(server, 'driver');
    const { load, bid } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 45_000);
    // The bid's amount moved on after the trip was agreed; the trip's amount is what was agreed.
    await server.db.updateTable('bids').set({ amountPaise: 50_000 }).where('id', '=', bid.id).execute();
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    assert.equal((await loadRow(load.id)).escrowAmountPaise, 45_000);
  });

  test('a hold larger than the available balance is refused with 409 INSUFFICIENT_FUNDS, and nothing moves', async () => {
    const shipper = await fundedShipper(1_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000); // needs ₹1,050
    const res = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(res.status, 409);
    assert.equal(res.json.error.code, 'INSUFFICIENT_FUNDS');
    assert.match(res.json.error.message, /Deposit ₹50 more/);
    const form = await shipper.client.post('/escrow/hold', { load_id: load.id });
    assert.equal(form.status, 302, 'the button form goes back to the load with the message');
    assert.equal(form.location, `/loads/${load.id}`);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 100_000, held: 0, reserved: 0 });
    assert.equal((await loadRow(load.id)).paymentStatus, 'unpaid');
  });

  test("cannot hold another shipper's load", async () => {
    const owner = await fundedShipper(1_000);
    const other = await fundedShipper(1_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id, 10_000);
    const res = await other.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(res.status, 403);
    assert.equal(res.json.error.code, 'FORBIDDEN');
    assert.equal((await loadRow(load.id)).paymentStatus, 'unpaid');
    assert.equal((await balancesOf(server.db, other.id)).held, 0);
  });

  test('a hold needs a load that exists, has an accepted bid and is still unpaid', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: '00000000-0000-4000-8000-000000000000' })).status, 404);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: 'not-a-uuid' })).status, 404);
    const missing = await shipper.client.postJson('/escrow/hold', {});
    assert.equal(missing.status, 400);
    assert.ok(missing.json.error.details.load_id);
    const open = await insertLoad(server.db, shipper.id);
    const noBid = await shipper.client.postJson('/escrow/hold', { load_id: open.id });
    assert.equal(noBid.status, 409);
    assert.match(noBid.json.error.message, /Accept a bid first/);
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 10_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const twice = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(twice.status, 409);
    assert.equal(twice.json.error.code, 'CONFLICT');
    assert.equal(await countTransactions(server.db, { kind: 'hold', loadId: load.id }), 1);
  });

  test('only shippers hold and release', async () => {
    const driver = await signUp(server, 'driver');
    const broker = await signUp(server, 'broker');
    for (const u of [driver, broker]) {
      assert.equal((await u.client.postJson('/escrow/hold', { load_id: '00000000-0000-4000-8000-000000000000' })).status, 403);
      assert.equal((await u.client.postJson('/escrow/release', { load_id: '00000000-0000-4000-8000-000000000000' })).status, 403);
    }
    assert.equal((await anonymous(server).post('/escrow/hold', { load_id: 'x' })).status, 401);
  });
});

describe('releases', () => {
  test('release before delivery is refused', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const res = await shipper.client.postJson('/escrow/release', { load_id: load.id });
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /once the driver has delivered/);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
    assert.equal((await balancesOf(server.db, driver.id)).available, 0);
  });

  test('release after delivery pays the freight to the driver and the fee to the platform', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 200_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const feesBefore = await platformFeesPaise(server.db);
    const res = await shipper.client.postJson('/escrow/release', { load_id: load.id });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data.account, { available: 2900, held: 0, reserved: 0 });
    assert.equal(res.json.data.transaction.kind, 'release');
    assert.equal(res.json.data.transaction.amount, 2000);
    assert.equal(res.json.data.fee_transaction.kind, 'fee');
    assert.equal(res.json.data.fee_transaction.amount, 100);
    assert.equal(res.json.data.load.payment_status, 'released');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 200_000, held: 0, reserved: 0 });
    assert.equal((await platformFeesPaise(server.db)) - feesBefore, 10_000);
    const row = await loadRow(load.id);
    assert.equal(row.paymentStatus, 'released');
    assert.ok(row.settledAt);
    const again = await shipper.client.postJson('/escrow/release', { load_id: load.id });
    assert.equal(again.status, 409);
    const driverView = await driver.client.get('/api/escrow');
    assert.equal(driverView.json.data.transactions[0].description, 'Freight received for Delhi → Mumbai');
  });

  test("cannot release another shipper's load", async () => {
    const owner = await fundedShipper(5_000);
    const other = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id, 100_000, 'delivered');
    assert.equal((await owner.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const res = await other.client.postJson('/escrow/release', { load_id: load.id });
    assert.equal(res.status, 403);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
  });

  test('held money releases by itself after the hold period from delivery, and not before', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const due = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
    const recent = await insertAcceptedLoad(server.db, shipper.id, driver.id, 50_000, 'in_transit');
    for (const l of [due, recent]) assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: l.load.id })).status, 201);
    await markDelivered(server.db, due.load.id, 8);
    await markDelivered(server.db, recent.load.id, 2);
    await escrowAutoReleaseJob.run(server.db);
    assert.equal((await loadRow(due.load.id)).paymentStatus, 'released');
    assert.equal((await loadRow(recent.load.id)).paymentStatus, 'held');
    assert.equal((await balancesOf(server.db, driver.id)).available, 100_000);
    const tx = await server.db.selectFrom('escrowTransactions').selectAll().where('loadId', '=', due.load.id).where('kind', '=', 'release').executeTakeFirstOrThrow();
    assert.equal(tx.initiatedBy, null, 'released by the system');
    assert.match(tx.memo ?? '', /automatically 7 days after delivery/);
    const audit = await server.db.selectFrom('auditLogs').select(['actorKind']).where('recordId', '=', due.load.id).where('tableName', '=', 'loads').orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.equal(audit.actorKind, 'system');
    assert.equal(await autoReleaseDue(server.db), 0, 'a second run finds nothing to do');
  });
});

describe('payouts', () => {
  test('a driver requests a UPI payout: the amount is reserved and shown as requested until an admin approves it', async () => {
    const { driver } = await driverWithEarnings(2_000);
    const res = await driver.client.postJson('/escrow/payout', { amount: 1500, method: 'upi', upi_id: ' Ravi.Kumar@okhdfcbank ' });
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.json.data.account, { available: 500, held: 0, reserved: 1500 });
    assert.equal(res.json.data.payout.status, 'requested');
    assert.equal(res.json.data.payout.upi_id, 'ravi.kumar@okhdfcbank');
    assert.equal(res.json.data.transaction.kind, 'payout');
    const page = await driver.client.get('/escrow/payout');
    assert.match(page.text, />Requested<\/span>\s*<small class="status-note">Awaiting admin approval\./);
    assert.doesNotMatch(page.text, /Approved: transfer sent/);
    const wallet = await driver.client.get('/escrow');
    assert.match(wallet.text, /Payout to UPI requested/);
    assert.doesNotMatch(wallet.text, /Paid out|>Payout to UPI</);

    const queue = await admin.client.get('/escrow/admin/payouts');
    assert.equal(queue.status, 200);
    assert.match(queue.text, /ravi\.kumar@okhdfcbank/);
    const payoutId = res.json.data.payout.id;
    const approved = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.data.payout.status, 'approved');
    assert.deepEqual(approved.json.data.account, { available: 500, held: 0, reserved: 0 });
    assert.equal(approved.json.data.transaction.kind, 'payout');
    const after = await driver.client.get('/escrow/payout');
    assert.match(after.text, /Approved: transfer sent/);
    const twice = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(twice.status, 409);
    const note = await server.db.selectFrom('notifications').select('title').where('userId', '=', driver.id).where('kind', '=', 'payout').executeTakeFirstOrThrow();
    assert.match(note.title, /approved/);
  });

  test('a bank payout needs a 9-18 digit account number, a valid IFSC and the holder; errors name the fields and keep the values', async () => {
    const { driver } = await driverWithEarnings(1_000);
    const bad = await driver.client.postJson('/escrow/payout', { amount: 200, method: 'bank', account_number: '12345678', ifsc: 'HDFC1234567', account_holder: '' });
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.json.error.details).sort(), ['account_holder', 'account_number', 'ifsc']);
    const form = await driver.client.post('/escrow/payout', { amount: '200', method: 'bank', account_number: '123456789012', ifsc: 'hdfc1234567', account_holder: 'Ravi Kumar' });
    assert.equal(form.status, 400);
    assert.match(form.text, /Enter an IFSC code such as HDFC0001234/);
    assert.match(form.text, /value="123456789012"/);
    const ok = await driver.client.postJson('/escrow/payout', { amount: 200, method: 'bank', account_number: '1234 5678 9012', ifsc: 'hdfc0001234', account_holder: 'Ravi Kumar' });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.json.data.payout.ifsc, 'HDFC0001234');
    // The full number is kept for the transfer, never shown again: the JSON masks it.
    assert.equal(ok.json.data.payout.account_number, 'XXXXXXXX9012');
  });

  test('payouts validate UPI ids, the method and the minimum', async () => {
    const { driver } = await driverWithEarnings(1_000);
    for (const upi of ['ravi', 'ravi@', '@okaxis', 'ra vi@okaxis', 'ravi@ok-axis', 'r@okaxis']) {
      const res = await driver.client.postJson('/escrow/payout', { amount: 200, method: 'upi', upi_id: upi });
      assert.equal(res.status, 400, upi);
      assert.ok(res.json.error.details.upi_id, upi);
    }
    const method = await driver.client.postJson('/escrow/payout', { amount: 200, method: 'cash' });
    assert.ok(method.json.error.details.method);
    const small = await driver.client.postJson('/escrow/payout', { amount: 99.99, method: 'upi', upi_id: 'ravi@okaxis' });
    assert.equal(small.status, 400);
    assert.match(small.json.error.details.amount, /minimum payout is ₹100/);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 100_000, held: 0, reserved: 0 });
  });

  test('a payout above the available balance is refused with 409 INSUFFICIENT_FUNDS', async () => {
    const { driver } = await driverWithEarnings(1_000);
    const res = await driver.client.postJson('/escrow/payout', { amount: 1000.01, method: 'upi', upi_id: 'ravi@okaxis' });
    assert.equal(res.status, 409);
    assert.equal(res.json.error.code, 'INSUFFICIENT_FUNDS');
    const form = await driver.client.post('/escrow/payout', { amount: '5000', method: 'upi', upi_id: 'ravi@okaxis' });
    assert.equal(form.status, 409);
    assert.match(form.text, /You can withdraw up to ₹1,000/);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 100_000, held: 0, reserved: 0 });
  });

  test('an admin rejects a payout and the money returns to available', async () => {
    const { driver } = await driverWithEarnings(1_000);
    const req = await driver.client.postJson('/escrow/payout', { amount: 400, method: 'upi', upi_id: 'ravi@okaxis' });
    const res = await admin.client.post(`/escrow/admin/payouts/${req.json.data.payout.id}/reject`, { note: 'Name does not match <b>KYC</b>' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/escrow/admin/payouts');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 100_000, held: 0, reserved: 0 });
    const page = await driver.client.get('/escrow/payout');
    assert.match(page.text, />Rejected<\/span>\s*<small class="status-note">Returned to your balance\./);
    assert.match(page.text, /Name does not match &lt;b&gt;KYC&lt;\/b&gt;/);
  });

  test('only admins approve or reject payouts, and only drivers request them', async () => {
    const { driver, shipper } = await driverWithEarnings(1_000);
    const req = await driver.client.postJson('/escrow/payout', { amount: 400, method: 'upi', upi_id: 'ravi@okaxis' });
    const id = req.json.data.payout.id;
    for (const u of [driver, shipper]) {
      assert.equal((await u.client.postJson(`/escrow/admin/payouts/${id}/approve`, {})).status, 403);
      assert.equal((await u.client.postJson(`/escrow/admin/payouts/${id}/reject`, {})).status, 403);
      assert.equal((await u.client.get('/escrow/admin/payouts')).status, 403);
    }
    assert.equal((await shipper.client.postJson('/escrow/payout', { amount: 400, method: 'upi', upi_id: 'ravi@okaxis' })).status, 403);
    assert.equal((await admin.client.postJson('/escrow/admin/payouts/00000000-0000-4000-8000-000000000000/approve', {})).status, 404);
    const row = await server.db.selectFrom('payoutRequests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'requested');
    assert.equal((await balancesOf(server.db, driver.id)).reserved, 40_000);
  });
});

describe('disputes', () => {
  test('the driver disputes a held payment; it stops auto-release; the admin refunds the shipper', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const page = await driver.client.get(`/escrow/dispute?load_id=${load.id}`);
    assert.equal(page.status, 200);
    const res = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'Shipper changed the drop point <script>alert(1)</script>' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.dispute.status, 'open');
    assert.equal(res.json.data.load.payment_status, 'disputed');
    assert.ok(res.json.data.account);
    await markDelivered(server.db, load.id, 30);
    assert.equal(await autoReleaseDue(server.db), 0);
    assert.equal((await loadRow(load.id)).paymentStatus, 'disputed');
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 409);
    const second = await shipper.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'Another dispute on the same load' });
    assert.equal(second.status, 409);

    const queue = await admin.client.get('/escrow/admin/disputes');
    assert.equal(queue.status, 200);
    assert.match(queue.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.doesNotMatch(queue.text, /<script>alert\(1\)/);
    const resolved = await admin.client.postJson(`/escrow/admin/disputes/${res.json.data.dispute.id}/resolve`, { outcome: 'refund' });
    assert.equal(resolved.status, 200, resolved.text);
    assert.equal(resolved.json.data.dispute.outcome, 'refund');
    assert.equal(resolved.json.data.transaction.kind, 'refund');
    assert.equal(resolved.json.data.load.payment_status, 'refunded');
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 500_000, held: 0, reserved: 0 });
    assert.equal((await balancesOf(server.db, driver.id)).available, 0);
    const again = await admin.client.postJson(`/escrow/admin/disputes/${res.json.data.dispute.id}/resolve`, { outcome: 'release' });
    assert.equal(again.status, 409);
  });

  test('the admin can resolve a dispute by releasing to the driver', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const form = await shipper.client.post('/escrow/dispute', { load_id: load.id, reason: 'Two boxes arrived damaged' });
    assert.equal(form.status, 302);
    assert.equal(form.location, `/loads/${load.id}`);
    const dispute = await server.db.selectFrom('disputes').select('id').where('loadId', '=', load.id).executeTakeFirstOrThrow();
    const res = await admin.client.post(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'release' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/escrow/admin/disputes');
    assert.equal((await loadRow(load.id)).paymentStatus, 'released');
    assert.equal((await balancesOf(server.db, driver.id)).available, 100_000);
  });

  test('disputes are refused to strangers, without a held payment, without a reason; resolving is for admins', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const stranger = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    const unpaid = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'The payment never arrived at all' });
    assert.equal(unpaid.status, 409);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const strange = await stranger.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'I am not even part of this load' });
    assert.equal(strange.status, 403);
    assert.equal((await stranger.client.get(`/escrow/dispute?load_id=${load.id}`)).status, 403);
    const empty = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: '  ' });
    assert.equal(empty.status, 400);
    assert.ok(empty.json.error.details.reason);
    const form = await driver.client.post('/escrow/dispute', { load_id: load.id, reason: 'short' });
    assert.equal(form.status, 400);
    assert.match(form.text, /at least 10 characters/);
    assert.match(form.text, />short<\/textarea>/);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
    const ok = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'The shipper asked for extra stops' });
    assert.equal(ok.status, 201);
    for (const u of [driver, shipper]) {
      const r = await u.client.postJson(`/escrow/admin/disputes/${ok.json.data.dispute.id}/resolve`, { outcome: 'release' });
      assert.equal(r.status, 403);
    }
    // 'split' is an outcome since issue 17 (with the driver's part); an unknown outcome is still refused.
    const bad = await admin.client.postJson(`/escrow/admin/disputes/${ok.json.data.dispute.id}/resolve`, { outcome: 'halve' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.outcome);
    const noPart = await admin.client.postJson(`/escrow/admin/disputes/${ok.json.data.dispute.id}/resolve`, { outcome: 'split' });
    assert.equal(noPart.status, 400);
    assert.ok(noPart.json.error.details.driver_part);
    assert.equal((await loadRow(load.id)).paymentStatus, 'disputed');
  });
});

describe('refund on cancellation', () => {
  test('cancelling a load with held money refunds freight and fee to the owner', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const res = await shipper.client.post(`/loads/${load.id}/cancel`, {});
    assert.equal(res.status, 302, res.text.slice(0, 300));
    const row = await loadRow(load.id);
    assert.equal(row.status, 'cancelled');
    assert.equal(row.paymentStatus, 'refunded');
    assert.ok(row.settledAt);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 500_000, held: 0, reserved: 0 });
    const refund = await server.db.selectFrom('escrowTransactions').selectAll().where('loadId', '=', load.id).where('kind', '=', 'refund').executeTakeFirstOrThrow();
    assert.equal(refund.amountPaise, 105_000);
    assert.equal(refund.initiatedBy, shipper.id);
  });

  test('the cancel hook refunds a disputed payment and closes the dispute; a released payment cannot be cancelled', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    assert.equal((await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'Pickup address was wrong twice' })).status, 201);
    await withActor(server.db, shipper.id, async (trx) => {
      const locked = await lockLoadForPayment(trx, load.id);
      await refundHeldFundsOnCancel(trx, locked!);
    });
    assert.equal((await loadRow(load.id)).paymentStatus, 'refunded');
    const dispute = await server.db.selectFrom('disputes').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(dispute.status, 'resolved');
    assert.equal(dispute.outcome, 'refund');
    assert.equal(dispute.resolvedBy, shipper.id);

    const delivered = await insertAcceptedLoad(server.db, shipper.id, driver.id, 50_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: delivered.load.id })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: delivered.load.id })).status, 200);
    await assert.rejects(
      withActor(server.db, shipper.id, async (trx) => refundHeldFundsOnCancel(trx, (await lockLoadForPayment(trx, delivered.load.id))!)),
      (err: Error & { code?: string }) => err.code === 'CONFLICT',
    );
    assert.equal((await loadRow(delivered.load.id)).paymentStatus, 'released');
  });
});

describe('pages', () => {
  test('the wallet shows the three balances, quick actions per role and a filterable history', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    const page = await shipper.client.get('/escrow');
    assert.equal(page.status, 200);
    assert.match(page.text, /data-balance="available">₹8,950</);
    assert.match(page.text, /data-balance="held">₹1,050</);
    assert.match(page.text, /data-balance="reserved">₹0</);
    assert.match(page.text, /href="\/escrow\/deposit"/);
    assert.equal((page.text.match(/<tr data-kind=/g) ?? []).length, 2);
    // Words for people: the deposit row reads "Money added" once, the hold with its route, the balances with Indian grouping; no code, no paise.
    const depositRow = page.text.match(/<tr data-kind="deposit">[\s\S]*?<\/tr>/)![0];
    const depositWhat = textOf(depositRow.match(/<td class="what">[\s\S]*?<\/td>/)![0]);
    assert.equal(depositWhat, 'Money added', 'the kind reads once, not "Deposit Deposit"');
    assert.match(textOf(depositRow), /\+₹10,000/);
    const holdRow = textOf(page.text.match(/<tr data-kind="hold">[\s\S]*?<\/tr>/)![0]);
    assert.match(holdRow, /Held for load Delhi → Mumbai/);
    assert.match(holdRow, /Freight ₹1,000 \+ platform fee ₹50/);
    assert.match(page.text, /class="[^"]*stack-on-phone[^"]*"/, 'the history becomes cards on a phone');
    assert.match(page.text, /<td data-label="Held" class="num">/);
    assert.doesNotMatch(page.text, /_paise|paise/i);
    const holds = await shipper.client.get('/escrow?kind=hold');
    assert.equal((holds.text.match(/<tr data-kind="hold"/g) ?? []).length, 1);
    assert.doesNotMatch(holds.text, /<tr data-kind="deposit"/);
    const future = await shipper.client.get('/escrow?from=2999-01-01');
    assert.match(future.text, /No transactions yet/);
    assert.match(future.text, /<details class="filter-sheet"><summary><span class="filter-summary">From 1 Jan 2999<\/span>/, 'the folded filters say what is chosen');
    const bad = await shipper.client.get('/api/escrow?kind=gift');
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.kind);
    const filtered = await shipper.client.get('/api/escrow?kind=deposit');
    assert.equal(filtered.json.data.transactions.length, 1);
    assert.equal(filtered.json.data.pagination.total, 1);

    const driverPage = await driver.client.get('/escrow');
    assert.match(driverPage.text, /href="\/escrow\/payout"/);
    const adminPage = await admin.client.get('/escrow');
    assert.match(adminPage.text, /href="\/escrow\/admin\/payouts"/);
    assert.match(adminPage.text, /href="\/escrow\/admin\/disputes"/);
  });

  test('/shipper/payments lists loads with their payment state and actions', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const unpaid = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    const delivered = await insertAcceptedLoad(server.db, shipper.id, driver.id, 200_000, 'delivered');
    await shipper.client.postJson('/escrow/hold', { load_id: delivered.load.id });
    const page = await shipper.client.get('/shipper/payments');
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="/loads/${unpaid.load.id}"`));
    assert.match(page.text, /Hold in escrow/);
    assert.match(page.text, /Release to driver/);
    assert.match(page.text, /data-payment="held"/);
    // The states in words, never the codes: the trip's and the payment's badges.
    assert.match(page.text, /data-status="held">Held in escrow<\/span>/);
    assert.match(page.text, /data-status="unpaid">Not paid yet<\/span>/);
    assert.match(page.text, /data-status="delivered">Delivered<\/span>/);
    assert.doesNotMatch(textOf(page.text), /\b(in_transit|en_route_to_pickup|unpaid|held)\b/);
    assert.match(page.text, /<table id="load-payments" class="stack-on-phone">/);
    const onlyHeld = await shipper.client.get('/shipper/payments?payment_status=held');
    assert.doesNotMatch(onlyHeld.text, new RegExp(`href="/loads/${unpaid.load.id}"`));
    const release = await shipper.client.post('/escrow/release', { load_id: delivered.load.id, next: '/shipper/payments' });
    assert.equal(release.status, 302);
    assert.equal(release.location, '/shipper/payments');
    assert.equal((await driver.client.get('/shipper/payments')).status, 403);
    assert.equal((await anonymous(server).get('/shipper/payments')).location, '/login?next=%2Fshipper%2Fpayments');
  });

  test('the payment section of a load shows its state and the owner’s actions, and nothing to strangers', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const stranger = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
    const me = (u: SignedInUser) => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free' as const, verified: false });
    const ref = { id: load.id, ownerId: shipper.id, status: load.status, paymentStatus: 'unpaid', assignedDriverId: driver.id };
    const before = String(await renderPaymentSection(server.db, me(shipper), ref));
    assert.match(before, /Hold ₹1,050 in escrow/);
    assert.match(before, /action="\/escrow\/hold"/);
    assert.match(String(await renderPaymentSection(server.db, me(driver), ref)), /has not put the freight/);
    assert.equal(await renderPaymentSection(server.db, me(stranger), ref), null);
    await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    const held = String(await renderPaymentSection(server.db, me(shipper), { ...ref, paymentStatus: 'held' }));
    assert.match(held, /data-payment-status="held"/);
    assert.match(held, /action="\/escrow\/release"/);
    assert.match(held, /Raise a dispute/);
    const adminView = String(await renderPaymentSection(server.db, await adminUser(server.db), ref));
    assert.match(adminView, /Held in escrow/);
    const loadPage = await shipper.client.get(`/loads/${load.id}`);
    assert.equal(loadPage.status, 200);
    assert.match(loadPage.text, /id="payment"[^>]*data-payment-status="held"/);
    const strangerPage = await stranger.client.get(`/loads/${load.id}`);
    assert.doesNotMatch(strangerPage.text, /id="payment"/);
  });

  test('the admin ledger page reconciles the live database; others are refused', async () => {
    const res = await admin.client.get('/escrow/admin/ledger');
    assert.equal(res.status, 200);
    assert.match(res.text, /All invariants hold/);
    const json = await admin.client.get('/escrow/admin/ledger', { accept: 'json' });
    assert.equal(json.json.data.ok, true);
    assert.ok(json.json.data.checks.length >= 7);
    // A bad filter: the browser goes back to the page unfiltered, which shows why; a JSON caller gets 400 naming the field.
    const bad = await admin.client.get('/escrow/admin/ledger?kind=gift');
    assert.equal(bad.status, 302);
    assert.equal(bad.location, '/escrow/admin/ledger');
    const shown = await admin.client.get('/escrow/admin/ledger');
    assert.match(shown.text, /<div class="flash flash-error" role="alert">[^<]*\S/);
    const badJson = await admin.client.get('/escrow/admin/ledger?kind=gift', { accept: 'json' });
    assert.equal(badJson.status, 400);
    assert.ok(badJson.json.error.details.kind);
    const shipper = await signUp(server, 'shipper');
    assert.equal((await shipper.client.get('/escrow/admin/ledger')).status, 403);
    assert.equal((await shipper.client.get('/escrow/admin/disputes')).status, 403);
  });
});

describe('the database guards the ledger', () => {
  test('ledger rows cannot be updated or deleted, and balances cannot go negative', async () => {
    const shipper = await fundedShipper(1_000);
    const tx = await server.db.selectFrom('escrowTransactions').select('id').where('initiatedBy', '=', shipper.id).executeTakeFirstOrThrow();
    await assert.rejects(server.db.updateTable('escrowTransactions').set({ amountPaise: 1 }).where('id', '=', tx.id).execute(), /append-only/);
    await assert.rejects(server.db.deleteFrom('escrowTransactions').where('id', '=', tx.id).execute(), /append-only/);
    await assert.rejects(server.db.updateTable('escrowEntries').set({ amountPaise: 1 }).where('transactionId', '=', tx.id).execute(), /append-only/);
    await assert.rejects(server.db.deleteFrom('escrowEntries').where('transactionId', '=', tx.id).execute(), /append-only/);
    // TRUNCATE fires no row trigger; a statement trigger refuses it, also when reached by CASCADE.
    for (const table of ['escrow_entries', 'escrow_transactions', 'escrow_accounts', 'payout_requests']) {
      await assert.rejects(sql.raw(`truncate ${table} cascade`).execute(server.db), /is never truncated/, table);
    }
    assert.equal((await countTransactions(server.db, {})) > 0, true, 'the ledger is still there');
    const account = await server.db.selectFrom('escrowAccounts').select('id').where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    const external = await server.db.selectFrom('escrowAccounts').select('id').where('kind', '=', 'external').executeTakeFirstOrThrow();
    await assert.rejects(
      server.db.transaction().execute(async (trx) => {
        const t = await trx.insertInto('escrowTransactions').values({ kind: 'payout', amountPaise: 200_000 }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('escrowEntries')
          .values([
            { transactionId: t.id, accountId: account.id, bucket: 'available', amountPaise: -200_000 },
            { transactionId: t.id, accountId: external.id, bucket: 'available', amountPaise: 200_000 },
          ])
          .execute();
      }),
      /check constraint/,
    );
    await assert.rejects(
      server.db.transaction().execute(async (trx) => {
        const t = await trx.insertInto('escrowTransactions').values({ kind: 'deposit', amountPaise: 100 }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('escrowEntries').values({ transactionId: t.id, accountId: account.id, bucket: 'available', amountPaise: 100 }).execute();
      }),
      /unbalanced/,
    );
    assert.equal((await balancesOf(server.db, shipper.id)).available, 100_000);
  });
});
