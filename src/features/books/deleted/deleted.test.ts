import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../../test/helpers/factories.js';
import { auditRows, insertBooksLoad, insertPayment, insertShipper, insertVehicle, registrationNumber } from '../../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const broker = () => signUp(server, 'broker');
const json = { accept: 'json' as const };

describe('admin restore', () => {
  test('lists deleted rows of every owner and restores each kind, naming the admin in the audit log', async () => {
    const owner: SignedInUser = await broker();
    const s = await insertShipper(server.db, owner.id, { name: 'Gone Client' });
    const v = await insertVehicle(server.db, owner.id);
    const load = await insertBooksLoad(server.db, owner.id);
    const p = await insertPayment(server.db, owner.id, { amountPaise: 123_400 });
    assert.equal((await owner.client.post(`/ledger/payments/${p.id}/delete`)).status, 302);
    assert.equal((await owner.client.post(`/ledger/loads/${load.id}/delete`)).status, 302);
    assert.equal((await owner.client.post(`/ledger/vehicles/${v.id}/delete`)).status, 302);
    assert.equal((await owner.client.post(`/ledger/shippers/${s.id}/delete`)).status, 302);
    const admin = await signInAdmin(server);
    const list = await admin.client.get('/ledger/admin/deleted', json);
    const mine = list.json.data.rows.filter((r: { owner_id: string }) => r.owner_id === owner.id);
    assert.deepEqual(mine.map((r: { table: string }) => r.table).sort(), ['loads', 'payments', 'shippers', 'vehicles']);
    assert.equal(mine.find((r: { table: string }) => r.table === 'payments').amount, 1234);
    const html = await admin.client.get('/ledger/admin/deleted?table=shippers');
    assert.match(html.text, /Gone Client/);
    for (const [table, id] of [
      ['shippers', s.id],
      ['vehicles', v.id],
      ['loads', load.id],
      ['payments', p.id],
    ] as const) {
      const res = await admin.client.post(`/ledger/admin/restore/${table}/${id}`);
      assert.equal(res.status, 302, table);
      assert.equal(res.location, '/ledger/admin/deleted');
      const last = (await auditRows(server.db, table, id)).at(-1)!;
      assert.equal(last.action, 'RESTORE', table);
      assert.equal(last.actorId, admin.id, table);
    }
    assert.equal((await owner.client.get('/ledger/shippers', json)).json.data.shippers.length, 1);
    assert.equal((await owner.client.get('/ledger/payments', json)).json.data.payments.length, 1);
  });

  test('refuses to restore a row whose client is still deleted, a live row, a board load or an unknown table', async () => {
    const owner = await broker();
    const s = await insertShipper(server.db, owner.id);
    const load = await insertBooksLoad(server.db, owner.id, { shipperId: s.id });
    const now = new Date();
    await server.db.updateTable('loads').set({ deletedAt: now }).where('id', '=', load.id).execute();
    await server.db.updateTable('shippers').set({ deletedAt: now }).where('id', '=', s.id).execute();
    const admin = await signInAdmin(server);
    const early = await admin.client.post(`/ledger/admin/restore/loads/${load.id}`, {}, json);
    assert.equal(early.status, 409);
    assert.match(early.json.error.message, /restore the client first/);
    assert.notEqual((await server.db.selectFrom('loads').select('deletedAt').where('id', '=', load.id).executeTakeFirstOrThrow()).deletedAt, null);
    assert.equal((await admin.client.post(`/ledger/admin/restore/shippers/${s.id}`, {}, json)).status, 200);
    assert.equal((await admin.client.post(`/ledger/admin/restore/loads/${load.id}`, {}, json)).status, 200);
    assert.equal((await admin.client.post(`/ledger/admin/restore/loads/${load.id}`, {}, json)).status, 409, 'not deleted any more');
    const board = await insertLoad(server.db, owner.id);
    await server.db.updateTable('loads').set({ deletedAt: now }).where('id', '=', board.id).execute();
    assert.equal((await admin.client.post(`/ledger/admin/restore/loads/${board.id}`, {}, json)).status, 409);
    assert.equal((await admin.client.post(`/ledger/admin/restore/users/${owner.id}`, {}, json)).status, 404);
    const reg = registrationNumber();
    const old = await insertVehicle(server.db, owner.id, { registrationNumber: reg });
    await server.db.updateTable('vehicles').set({ deletedAt: now }).where('id', '=', old.id).execute();
    await insertVehicle(server.db, owner.id, { registrationNumber: reg });
    const dup = await admin.client.post(`/ledger/admin/restore/vehicles/${old.id}`, {}, json);
    assert.equal(dup.status, 409);
    assert.match(dup.json.error.message, /already has a live vehicle/);
  });
});
