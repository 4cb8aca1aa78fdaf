/**
 * Load JSON carries the SPEC's payment fields (issue 13, item 11):
 * payment_status, escrow_amount and platform_fee (rupees) and settled_at, as the
 * escrow feature records them, on the board, in search and on one load.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertHeldLoad, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
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
const asSession = (u: SignedInUser): SessionUser => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free', verified: false });

describe('payment fields of a load', () => {
  test('an open load: unpaid, nothing in escrow, not settled (board, search, one load)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(server.db, owner.id, { origin: 'Jaipur', destination: 'Kochi' });
    const expected = { payment_status: 'unpaid', escrow_amount: 0, platform_fee: 0, settled_at: null };
    const pick = (l: any) => ({ payment_status: l.payment_status, escrow_amount: l.escrow_amount, platform_fee: l.platform_fee, settled_at: l.settled_at });

    const board = await driver.client.get('/api/loads?origin=Jaipur&destination=Kochi');
    assert.equal(board.status, 200);
    assert.deepEqual(pick(board.json.data.loads.find((l: any) => l.id === load.id)), expected);
    const search = await anonymous(server).get('/api/loads/search?q=Jaipur%20to%20Kochi');
    assert.deepEqual(pick(search.json.data.loads.find((l: any) => l.id === load.id)), expected);
    const one = await driver.client.get(`/api/loads/${load.id}`, json);
    assert.equal(one.status, 200);
    assert.deepEqual(pick(one.json.data.load), expected);
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
});
