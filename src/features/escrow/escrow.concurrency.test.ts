/**
 * Races on escrow money, fired truly in parallel over HTTP (and, for the
 * system's paths, through the job and the cancel hook at the same moment):
 * the database decides, balances never overdraw, and a hold settles once.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { withActor } from '../../db/database.js';
import { insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { assertLedgerReconciles, balancesOf, countTransactions, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { refundHeldFundsOnCancel } from './service.js';
import { lockLoadForPayment } from './queries.js';
import { autoReleaseDue } from './service.js';

let server: TestServer;
let admin: SignedInUser;

/** How many times each race is run: one lucky interleaving proves little. */
const ROUNDS = 4;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
});
afterEach(async () => {
  await assertLedgerReconciles(server.db, 'after the race');
});

async function fundedShipper(rupees: number): Promise<SignedInUser> {
  const shipper = await signUp(server, 'shipper');
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: rupees })).status, 201);
  return shipper;
}

function statuses(list: Array<{ status: number }>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of list) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

/** One race of every path that settles a hold; returns which kind settled it. */
async function raceSettlement(round: number): Promise<string> {
  const shipper = await fundedShipper(10_000);
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 200_000, 'in_transit');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  await markDelivered(server.db, load.id, 10);
  const cancelHook = () =>
    withActor(server.db, shipper.id, async (trx) => {
      const locked = await lockLoadForPayment(trx, load.id);
      await refundHeldFundsOnCancel(trx, locked!);
      return 'refunded';
    }).catch((err: { code?: string }) => err.code ?? 'error');
  const results = await Promise.all([
    ...Array.from({ length: 4 }, () => shipper.client.postJson('/escrow/release', { load_id: load.id })),
    autoReleaseDue(server.db),
    autoReleaseDue(server.db),
    cancelHook(),
    cancelHook(),
  ]);
  const settlements = await server.db.selectFrom('escrowTransactions').select('kind').where('loadId', '=', load.id).where('kind', 'in', ['release', 'refund']).execute();
  assert.equal(settlements.length, 1, `round ${round}: settled once, got ${JSON.stringify(results)}`);
  const row = await server.db.selectFrom('loads').select('paymentStatus').where('id', '=', load.id).executeTakeFirstOrThrow();
  const shipperBalance = await balancesOf(server.db, shipper.id);
  const driverBalance = await balancesOf(server.db, driver.id);
  assert.equal(shipperBalance.held, 0);
  if (settlements[0]!.kind === 'release') {
    assert.equal(row.paymentStatus, 'released');
    assert.equal(driverBalance.available, 200_000);
    assert.equal(shipperBalance.available, 790_000);
  } else {
    assert.equal(row.paymentStatus, 'refunded');
    assert.equal(driverBalance.available, 0);
    assert.equal(shipperBalance.available, 1_000_000);
  }
  const httpOk = results.slice(0, 4).filter((r) => (r as { status: number }).status === 200).length;
  const jobReleased = (results[4] as number) + (results[5] as number);
  const refunded = results.slice(6).filter((r) => r === 'refunded').length;
  // A refund after a settlement is a no-op for an already refunded load, refused (409) after a release.
  assert.equal(httpOk + jobReleased + (settlements[0]!.kind === 'refund' ? 1 : 0), 1, `round ${round}: ${JSON.stringify(results)}`);
  assert.ok(refunded <= 2);
  return settlements[0]!.kind;
}

describe('parallel money movements', () => {
  test('parallel holds against one balance never overdraw it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const shipper = await fundedShipper(1_300);
      const driver = await signUp(server, 'driver');
      // Each hold needs ₹420 (₹400 + 5%): the balance covers three of eight.
      const loads = await Promise.all(Array.from({ length: 8 }, () => insertAcceptedLoad(server.db, shipper.id, driver.id, 40_000)));
      const answers = await Promise.all(loads.map(({ load }) => shipper.client.postJson('/escrow/hold', { load_id: load.id })));
      assert.deepEqual(statuses(answers), { 201: 3, 409: 5 }, `round ${round}`);
      for (const r of answers.filter((a) => a.status === 409)) assert.equal(r.json.error.code, 'INSUFFICIENT_FUNDS');
      assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 4_000, held: 126_000, reserved: 0 }, `round ${round}`);
      const held = await server.db
        .selectFrom('loads')
        .select('paymentStatus')
        .where(
          'id',
          'in',
          loads.map((l) => l.load.id),
        )
        .where('paymentStatus', '=', 'held')
        .execute();
      assert.equal(held.length, 3, `round ${round}: the loads marked held are the ones paid for`);
    }
  });

  test('parallel holds of one load hold it once', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => shipper.client.postJson('/escrow/hold', { load_id: load.id })));
    assert.deepEqual(statuses(answers), { 201: 1, 409: 5 });
    assert.equal(await countTransactions(server.db, { kind: 'hold', loadId: load.id }), 1);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 895_000, held: 105_000, reserved: 0 });
  });

  test('parallel releases, the auto-release job and a cancellation refund of one hold settle it once', async () => {
    // Which path wins is the scheduler's choice; every round checks that exactly one did.
    for (let round = 0; round < ROUNDS * 2; round++) {
      await raceSettlement(round);
      await assertLedgerReconciles(server.db, `after round ${round}`);
    }
  });

  test('the auto-release job run by several instances at once releases each due payment exactly once', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const loads = [];
    for (let i = 0; i < 12; i++) {
      const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 50_000 + i, 'in_transit');
      assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
      await markDelivered(server.db, load.id, 8);
      loads.push(load.id);
    }
    const counts = await Promise.all(Array.from({ length: 4 }, () => autoReleaseDue(server.db)));
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      12,
      `released per instance: ${counts.join(', ')}`,
    );
    for (const id of loads) assert.equal(await countTransactions(server.db, { kind: 'release', loadId: id }), 1);
    const expected = loads.reduce((sum, _id, i) => sum + 50_000 + i, 0);
    assert.equal((await balancesOf(server.db, driver.id)).available, expected);
    assert.equal((await balancesOf(server.db, shipper.id)).held, 0);
  });

  test('parallel admin resolutions of one dispute (release and refund) resolve it once', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const raised = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'The shipper is not answering calls' });
    assert.equal(raised.status, 201);
    const id = raised.json.data.dispute.id;
    const answers = await Promise.all(['release', 'refund', 'release', 'refund', 'release', 'refund'].map((outcome) => admin.client.postJson(`/escrow/admin/disputes/${id}/resolve`, { outcome })));
    assert.deepEqual(statuses(answers), { 200: 1, 409: 5 });
    assert.equal(await countTransactions(server.db, { loadId: load.id }), answers.find((a) => a.status === 200)!.json.data.fee_transaction ? 3 : 2);
    assert.equal((await balancesOf(server.db, shipper.id)).held, 0);
  });

  test('parallel payout requests never exceed the available balance', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const shipper = await fundedShipper(5_000);
      const driver = await signUp(server, 'driver');
      const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
      assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
      assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
      // ₹1,000 available; seven requests of ₹300: three fit.
      const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => driver.client.postJson('/escrow/payout', { amount: 300, method: 'upi', upi_id: `driver${i}@okaxis` })));
      assert.deepEqual(statuses(answers), { 201: 3, 409: 4 }, `round ${round}`);
      for (const r of answers.filter((a) => a.status === 409)) assert.equal(r.json.error.code, 'INSUFFICIENT_FUNDS');
      assert.deepEqual(await balancesOf(server.db, driver.id), { available: 10_000, held: 0, reserved: 90_000 }, `round ${round}`);
      const requested = await server.db.selectFrom('payoutRequests').select('id').where('driverId', '=', driver.id).execute();
      assert.equal(requested.length, 3, `round ${round}`);
    }
  });

  test('parallel requests with one Idempotency-Key hold, release and pay out once, and all get the first answer', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const shipper = await fundedShipper(5_000);
      const driver = await signUp(server, 'driver');
      const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
      const same = async (n: number, send: () => Promise<{ status: number; json: any }>) => {
        const answers = await Promise.all(Array.from({ length: n }, send));
        assert.equal(new Set(answers.map((a) => a.status)).size, 1, `round ${round}: ${JSON.stringify(statuses(answers))}`);
        assert.equal(new Set(answers.map((a) => a.json.data.transaction.id)).size, 1, `round ${round}: one transaction named by every answer`);
        return answers[0]!;
      };
      const hold = await same(5, () => shipper.client.postJson('/escrow/hold', { load_id: load.id }, { headers: { 'idempotency-key': `hold-${round}` } }));
      assert.equal(hold.status, 201);
      const release = await same(5, () => shipper.client.postJson('/escrow/release', { load_id: load.id }, { headers: { 'idempotency-key': `release-${round}` } }));
      assert.equal(release.status, 200);
      assert.equal(await countTransactions(server.db, { loadId: load.id }), 3, 'one hold, one release, one fee');
      const payout = await same(5, () => driver.client.postJson('/escrow/payout', { amount: 400, method: 'upi', upi_id: 'driver@okaxis' }, { headers: { 'idempotency-key': `payout-${round}` } }));
      assert.equal(payout.status, 201);
      assert.deepEqual(await balancesOf(server.db, driver.id), { available: 60_000, held: 0, reserved: 40_000 }, `round ${round}`);
      assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 395_000, held: 0, reserved: 0 }, `round ${round}`);
    }
  });

  test('the auto-release job skips a load another transaction has locked, without waiting, and releases it on a later run', async () => {
    const shipper = await fundedShipper(10_000);
    const driver = await signUp(server, 'driver');
    const loads = [];
    for (let i = 0; i < 3; i++) {
      const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'in_transit');
      assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
      await markDelivered(server.db, load.id, 8);
      loads.push(load.id);
    }
    const [busy, ...free] = loads as [string, ...string[]];
    // Another instance (or the shipper's own release) is deciding on `busy` right now.
    const other = await server.pool.connect();
    try {
      await other.query('begin');
      await other.query('select id from loads where id = $1 for update', [busy]);
      const started = Date.now();
      const released = await Promise.race([
        autoReleaseDue(server.db),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the job waited for a locked load instead of skipping it')), 5_000)),
      ]);
      assert.ok(Date.now() - started < 5_000);
      assert.equal(released, free.length);
      const rows = await server.db.selectFrom('loads').select(['id', 'paymentStatus']).where('id', 'in', loads).execute();
      for (const r of rows) assert.equal(r.paymentStatus, r.id === busy ? 'held' : 'released');
    } finally {
      await other.query('rollback');
      other.release();
    }
    assert.equal(await autoReleaseDue(server.db), 1, 'the next run releases the load that was locked');
    assert.equal(await countTransactions(server.db, { kind: 'release', loadId: busy }), 1);
    assert.equal((await balancesOf(server.db, driver.id)).available, 300_000);
  });

  test('approving and rejecting one payout at the same time decides it once', async () => {
    const shipper = await fundedShipper(5_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
    await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    await shipper.client.postJson('/escrow/release', { load_id: load.id });
    const req = await driver.client.postJson('/escrow/payout', { amount: 600, method: 'upi', upi_id: 'driver@okaxis' });
    const id = req.json.data.payout.id;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => admin.client.postJson(`/escrow/admin/payouts/${id}/${i % 2 ? 'approve' : 'reject'}`, {})));
    assert.deepEqual(statuses(answers), { 200: 1, 409: 5 });
    const row = await server.db.selectFrom('payoutRequests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    const b = await balancesOf(server.db, driver.id);
    assert.equal(b.reserved, 0);
    assert.equal(b.available, row.status === 'approved' ? 40_000 : 100_000);
  });

  test('parallel deposits by many shippers all land, and the ledger still sums to zero', async () => {
    const shippers = await Promise.all(Array.from({ length: 4 }, () => signUp(server, 'shipper')));
    const answers = await Promise.all(shippers.flatMap((s) => Array.from({ length: 5 }, () => s.client.postJson('/escrow/deposit', { amount: 500 }))));
    assert.deepEqual(statuses(answers), { 201: 20 });
    for (const s of shippers) assert.equal((await balancesOf(server.db, s.id)).available, 250_000);
  });
});
