/**
 * Load JSON carries the SPEC's payment fields (issue 13, item 11):
 * payment_status, escrow_amount and platform_fee (rupees) and settled_at, as the
 * escrow feature records them, on the board, in search and on one load.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertHeldLoad, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import type { SessionUser } from '../../http/context.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const json = { accept: 'json' as const };
const pick = (l: any) => ({ payment_status: l.payment_status, escrow_amount: l.escrow_amount, platform_fee: l.platform_fee, settled_at: l.settled_at });
const asSession = (u: SignedInUser): SessionUser => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free', verified: false });

describe('payment fields of a load', () => {
  test("an open load: unpaid, nothing in escrow, not settled (board, search, one load); the amounts are the owner's", async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(server.db, owner.id, { origin: 'Jaipur', destination: 'Kochi' });
    const own = { payment_status: 'unpaid', escrow_amount: 0, platform_fee: 0, settled_at: null };
    const others = { payment_status: 'unpaid', escrow_amount: null, platform_fee: null, settled_at: null };

    const board = await driver.client.get('/api/loads?origin=Jaipur&destination=Kochi');
    assert.equal(board.status, 200);
    assert.deepEqual(pick(board.json.data.loads.find((l: any) => l.id === load.id)), others);
    const search = await anonymous(server).get('/api/loads/search?q=Jaipur%20to%20Kochi');
    assert.deepEqual(pick(search.json.data.loads.find((l: any) => l.id === load.id)), others);
    const one = await driver.client.get(`/api/loads/${load.id}`, json);
    assert.equal(one.status, 200);
    assert.deepEqual(pick(one.json.data.load), others);
    const mine = await owner.client.get(`/api/loads/${load.id}`, json);
    assert.deepEqual(pick(mine.json.data.load), own);
    const ownSearch = await owner.client.get('/api/loads/search?q=Jaipur%20to%20Kochi');
    assert.deepEqual(pick(ownSearch.json.data.loads.find((l: any) => l.id === load.id)), own);
  });

  test('held, then released: the amounts in rupees and the settlement time, as the escrow ledger recorded them', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertHeldLoad(server.db, asSession(owner), asSession(driver), 4_000_000);

    const held = await owner.client.get(`/api/loads/${load.id}`, json);
    assert.equal(held.status, 200);
    assert.equal(held.json.data.load.payment_status, 'held');
    assert.equal(held.json.data.load.escrow_amount, 40000);
    assert.equal(held.json.data.load.platform_fee, 2000, '5% of the freight');
    assert.equal(held.json.data.load.settled_at, null);
    const assigned = await driver.client.get('/api/loads?status=assigned');
    const listed = assigned.json.data.loads.find((l: any) => l.id === load.id);
    assert.deepEqual([listed.payment_status, listed.escrow_amount, listed.platform_fee, listed.settled_at], ['held', 40000, 2000, null]);

    await markDelivered(server.db, load.id);
    const released = await owner.client.post('/escrow/release', { load_id: load.id }, json);
    assert.equal(released.status, 200, released.text.slice(0, 300));
    const row = await server.db.selectFrom('loads').select('settledAt').where('id', '=', load.id).executeTakeFirstOrThrow();
    const after = await owner.client.get(`/api/loads/${load.id}`, json);
    assert.equal(after.json.data.load.payment_status, 'released');
    assert.equal(after.json.data.load.escrow_amount, 40000);
    assert.equal(after.json.data.load.settled_at, new Date(row.settledAt!).toISOString());
    const delivered = await driver.client.get('/api/loads?status=delivered');
    const onBoard = delivered.json.data.loads.find((l: any) => l.id === load.id);
    assert.equal(onBoard.payment_status, 'released');
    assert.equal(onBoard.settled_at, after.json.data.load.settled_at);
  });

  /** A held load of its own route (so a page of the board holds it alone), its owner, its driver and the other callers. */
  async function heldLoadOnRoute(origin: string, destination: string) {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertHeldLoad(server.db, asSession(owner), asSession(driver), 4_000_000);
    await server.db.updateTable('loads').set({ origin, destination, originKey: origin.toLowerCase(), destinationKey: destination.toLowerCase() }).where('id', '=', load.id).execute();
    const [otherDriver, otherShipper, admin] = await Promise.all([signUp(server, 'driver'), signUp(server, 'shipper'), signInAdmin(server)]);
    return { load, owner, driver, otherDriver, otherShipper, admin, page: `/api/loads?status=assigned&origin=${origin}&destination=${destination}` };
  }
  const theirs = { payment_status: 'held', escrow_amount: 40000, platform_fee: 2000, settled_at: null };
  const strangers = { payment_status: 'held', escrow_amount: null, platform_fee: null, settled_at: null };

  test("a held load's amounts: its owner, its driver and admins see them; another driver and another shipper get nulls", async () => {
    const { load, owner, driver, otherDriver, otherShipper, admin, page } = await heldLoadOnRoute('Nagpur', 'Indore');
    for (const [who, user, expected] of [
      ['owner', owner, theirs],
      ['assigned driver', driver, theirs],
      ['admin', admin, theirs],
      ['another driver', otherDriver, strangers],
      ['another shipper', otherShipper, strangers],
    ] as const) {
      const one = await user.client.get(`/api/loads/${load.id}`, json);
      assert.equal(one.status, 200, who);
      assert.deepEqual(pick(one.json.data.load), expected, `${who}: one load`);
      const list = await user.client.get(page);
      assert.equal(list.status, 200, who);
      const listed = list.json.data.loads.find((l: any) => l.id === load.id);
      assert.deepEqual(pick(listed), expected, `${who}: the board`);
      // The four fields are always there (SPEC's shape), whoever asks.
      for (const k of ['payment_status', 'escrow_amount', 'platform_fee', 'settled_at']) assert.ok(k in listed, `${who}: ${k}`);
    }
  });

  test("a cached board page fetched by the owner, then by strangers, does not hand them the owner's amounts (and the other way round)", async () => {
    const first = await heldLoadOnRoute('Surat', 'Raipur');
    // The owner reads the page first (the board cache now holds its rows), then a stranger, then the driver, then an admin, then another stranger.
    for (const [who, user, expected] of [
      ['owner', first.owner, theirs],
      ['another driver', first.otherDriver, strangers],
      ['assigned driver', first.driver, theirs],
      ['another shipper', first.otherShipper, strangers],
      ['admin', first.admin, theirs],
      ['another driver again', first.otherDriver, strangers],
      ['owner again', first.owner, theirs],
    ] as const) {
      const res = await user.client.get(first.page);
      assert.equal(res.status, 200, who);
      assert.deepEqual(pick(res.json.data.loads.find((l: any) => l.id === first.load.id)), expected, who);
    }
    // The other order: strangers first, then the owner.
    const second = await heldLoadOnRoute('Agra', 'Ranchi');
    for (const [who, user, expected] of [
      ['another shipper', second.otherShipper, strangers],
      ['admin', second.admin, theirs],
      ['another driver', second.otherDriver, strangers],
      ['owner', second.owner, theirs],
      ['assigned driver', second.driver, theirs],
    ] as const) {
      const res = await user.client.get(second.page);
      assert.deepEqual(pick(res.json.data.loads.find((l: any) => l.id === second.load.id)), expected, who);
    }
  });

  test('others see only whether the freight is secured: a dispute reads as held, a settled payment as null', async () => {
    const { load, owner, driver, otherDriver } = await heldLoadOnRoute('Bhopal', 'Patna');
    const disputed = await driver.client.post('/escrow/dispute', { load_id: load.id, reason: 'Short delivery' }, json);
    assert.equal(disputed.status, 201, disputed.text.slice(0, 300));
    assert.equal((await owner.client.get(`/api/loads/${load.id}`, json)).json.data.load.payment_status, 'disputed');
    assert.deepEqual(pick((await otherDriver.client.get(`/api/loads/${load.id}`, json)).json.data.load), strangers);

    const released = await heldLoadOnRoute('Ludhiana', 'Guwahati');
    await markDelivered(server.db, released.load.id);
    assert.equal((await released.owner.client.post('/escrow/release', { load_id: released.load.id }, json)).status, 200);
    const seen = await released.otherShipper.client.get(`/api/loads/${released.load.id}`, json);
    assert.deepEqual(pick(seen.json.data.load), { payment_status: null, escrow_amount: null, platform_fee: null, settled_at: null });
    const own = await released.owner.client.get(`/api/loads/${released.load.id}`, json);
    assert.equal(own.json.data.load.payment_status, 'released');
    assert.equal(typeof own.json.data.load.settled_at, 'string');
  });
});
