import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signInAdmin, signUp } from '../../../../test/helpers/factories.js';
import { auditRows, booksLoadForm, countOwnRows, insertBooksLoad, insertPayment, insertShipper, shipperLoadCount } from '../../../../test/helpers/books-factories.js';
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

describe('clients (shippers)', () => {
  test('adds a client with the GSTIN normalised; a malformed GSTIN comes back with 400 and the values kept', async () => {
    const b = await broker();
    const bad = await b.client.post('/ledger/shippers', { name: 'Ganesh Traders', gstin: '27AAPFU0939F1Z', city: 'pune' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /GSTIN must have 15 characters/);
    assert.match(bad.text, /value="Ganesh Traders"/);
    assert.match(bad.text, /value="27AAPFU0939F1Z"/);
    assert.equal(await countOwnRows(server.db, 'shippers', b.id), 0);
    const ok = await b.client.post('/ledger/shippers', { name: '  Ganesh   Traders ', gstin: '27 aapfu0939f1zv', city: 'poona', phone: '98765 43210' });
    assert.equal(ok.status, 302);
    const row = await server.db.selectFrom('shippers').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(ok.location, `/ledger/shippers/${row.id}`);
    assert.equal(row.name, 'Ganesh Traders');
    assert.equal(row.gstin, '27AAPFU0939F1ZV');
    assert.equal(row.city, 'Pune');
    const empty = await b.client.postJson('/ledger/shippers', { name: '' });
    assert.equal(empty.status, 400);
    assert.equal(empty.json.error.details.name, 'Company name is required');
  });

  test('load_count follows loads added, moved, deleted and restored', async () => {
    const b = await broker();
    const a = (await b.client.postJson('/ledger/shippers', { name: 'Client A' })).json.data.shipper;
    const c = (await b.client.postJson('/ledger/shippers', { name: 'Client B' })).json.data.shipper;
    assert.equal(a.load_count, 0);
    const l1 = (await b.client.postJson('/ledger/loads', { ...booksLoadForm(), shipper_id: a.id })).json.data.load;
    await b.client.postJson('/ledger/loads', { ...booksLoadForm(), shipper_id: a.id, confirm_duplicate: true });
    assert.equal(await shipperLoadCount(server.db, a.id), 2);
    await b.client.post(`/ledger/loads/${l1.id}`, booksLoadForm({ shipper_id: c.id }));
    assert.equal(await shipperLoadCount(server.db, a.id), 1);
    assert.equal(await shipperLoadCount(server.db, c.id), 1);
    await b.client.post(`/ledger/loads/${l1.id}/delete`);
    assert.equal(await shipperLoadCount(server.db, c.id), 0);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.post(`/ledger/admin/restore/loads/${l1.id}`)).status, 302);
    assert.equal(await shipperLoadCount(server.db, c.id), 1);
    const list = await b.client.get('/ledger/shippers', json);
    const counts = Object.fromEntries(list.json.data.shippers.map((s: { name: string; load_count: number }) => [s.name, s.load_count]));
    assert.deepEqual(counts, { 'Client A': 1, 'Client B': 1 });
    const page = await b.client.get('/ledger/shippers');
    assert.match(page.text, /data-load-count="1"/);
  });

  test('loads added at the same moment for one client are all counted', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => b.client.postJson('/ledger/loads', { ...booksLoadForm(), shipper_id: s.id, confirm_duplicate: true })));
    assert.ok(
      results.every((r) => r.status === 201),
      results.map((r) => r.status).join(),
    );
    assert.equal(await shipperLoadCount(server.db, s.id), 8);
    // The database keeps the count right on its own (migration 012), whoever writes the loads.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        server.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('loads')
            .values({ ownerId: b.id, origin: 'A', destination: 'B', originKey: 'a', destinationKey: 'b', pickupDate: '2025-01-01', truckType: 'open', weightTonnes: 1, shipperId: s.id, listed: false })
            .execute();
          await new Promise((r) => setTimeout(r, 20));
        }),
      ),
    );
    assert.equal(await shipperLoadCount(server.db, s.id), 16);
  });

  test('a client with loads cannot be deleted; an unused one is soft-deleted and an admin restores it', async () => {
    const b = await broker();
    const busy = await insertShipper(server.db, b.id);
    await insertBooksLoad(server.db, b.id, { shipperId: busy.id });
    const refused = await b.client.post(`/ledger/shippers/${busy.id}/delete`, {}, json);
    assert.equal(refused.status, 409);
    assert.match(refused.json.error.message, /A load names this client/);
    const idle = await insertShipper(server.db, b.id, { name: 'Idle Industries' });
    const del = await b.client.post(`/ledger/shippers/${idle.id}/delete`);
    assert.equal(del.status, 302);
    assert.equal((await b.client.get(`/ledger/shippers/${idle.id}`)).status, 404);
    assert.ok(!(await b.client.get('/ledger/shippers', json)).json.data.shippers.some((s: { id: string }) => s.id === idle.id));
    const form = await b.client.post('/ledger/loads', booksLoadForm({ shipper_id: idle.id }));
    assert.equal(form.status, 400, 'a deleted client cannot take new loads');
    assert.equal((await auditRows(server.db, 'shippers', idle.id)).at(-1)!.action, 'SOFT_DELETE');
    const admin = await signInAdmin(server);
    const page = await admin.client.get('/ledger/admin/deleted', json);
    assert.ok(page.json.data.rows.some((r: { table: string; id: string; label: string }) => r.table === 'shippers' && r.id === idle.id && r.label === 'Idle Industries'));
    assert.equal((await admin.client.post(`/ledger/admin/restore/shippers/${idle.id}`, {}, json)).status, 200);
    const audit = (await auditRows(server.db, 'shippers', idle.id)).at(-1)!;
    assert.equal(audit.action, 'RESTORE');
    assert.equal(audit.actorId, admin.id);
    assert.equal((await b.client.get(`/ledger/shippers/${idle.id}`)).status, 200);
  });

  test('a client deleted while loads and payments are being added for it never ends up deleted with live entries', async () => {
    const b = await broker();
    for (let round = 0; round < 4; round++) {
      const s = await insertShipper(server.db, b.id);
      const results = await Promise.all([
        ...Array.from({ length: 3 }, () => b.client.postJson('/ledger/loads', { ...booksLoadForm(), shipper_id: s.id })),
        b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: '2025-01-01', shipper_id: s.id }),
        b.client.post(`/ledger/shippers/${s.id}/delete`, {}, json),
      ]);
      assert.ok(
        results.every((r) => [200, 201, 400, 409].includes(r.status)),
        results.map((r) => r.status).join(),
      );
      const row = await server.db.selectFrom('shippers').select(['deletedAt', 'loadCount']).where('id', '=', s.id).executeTakeFirstOrThrow();
      const liveLoads = Number(
        (
          await server.db
            .selectFrom('loads')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('shipperId', '=', s.id)
            .where('deletedAt', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const livePayments = Number(
        (
          await server.db
            .selectFrom('payments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('shipperId', '=', s.id)
            .where('deletedAt', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
      if (row.deletedAt) assert.equal(liveLoads + livePayments, 0, 'a deleted client has no live loads or payments');
      assert.equal(row.loadCount, liveLoads);
      assert.equal(results.filter((r) => r.status === 201).length, liveLoads + livePayments);
    }
  });

  test('receivable: freight of delivered loads minus money received, per client', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const delivered = await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'delivered', pricePaise: 5_000_000 });
    await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'in_transit', pricePaise: 9_000_000 });
    await insertPayment(server.db, b.id, { loadId: delivered.id, amountPaise: 1_000_000 });
    await insertPayment(server.db, b.id, { shipperId: s.id, amountPaise: 500_000 });
    await insertPayment(server.db, b.id, { direction: 'paid', amountPaise: 700_000 });
    const res = await b.client.get(`/ledger/shippers/${s.id}`, json);
    assert.equal(res.json.data.shipper.load_count, 2);
    assert.equal(res.json.data.shipper.delivered_freight, 50000);
    assert.equal(res.json.data.shipper.received, 15000);
    assert.equal(res.json.data.shipper.receivable, 35000);
  });

  test("cannot read, edit or delete another broker's client", async () => {
    const owner = await broker();
    const other = await broker();
    const s = await insertShipper(server.db, owner.id, { name: 'Private Pvt Ltd' });
    assert.equal((await other.client.get(`/ledger/shippers/${s.id}`)).status, 404);
    assert.equal((await other.client.get(`/ledger/shippers/${s.id}/edit`)).status, 404);
    assert.equal((await other.client.post(`/ledger/shippers/${s.id}`, { name: 'Mine now' })).status, 404);
    assert.equal((await other.client.post(`/ledger/shippers/${s.id}/delete`)).status, 404);
    assert.equal((await other.client.get('/ledger/shippers/not-a-uuid')).status, 404);
    const row = await server.db.selectFrom('shippers').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    assert.equal(row.name, 'Private Pvt Ltd');
    assert.equal(row.deletedAt, null);
  });
});
