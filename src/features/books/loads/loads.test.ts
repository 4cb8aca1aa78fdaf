import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertAcceptedLoad, insertLoad, signInAdmin, signUp } from '../../../../test/helpers/factories.js';
import { auditRows, booksLoadForm, countOwnRows, insertBooksLoad, insertPayment, insertShipper, insertVehicle, shipperLoadCount } from '../../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const broker = () => signUp(server, 'broker');
const shipper = () => signUp(server, 'shipper');
const json = { accept: 'json' as const };

describe('loads in the books', () => {
  test('adds a books-only load (not on the board), with canonical cities, a past date and the actor in the audit log', async () => {
    const b = await broker();
    const client = await insertShipper(server.db, b.id, { name: 'Acme Steel' });
    const truck = await insertVehicle(server.db, b.id);
    const res = await b.client.post(
      '/ledger/loads',
      booksLoadForm({
        origin: ' bombay ',
        destination: 'poona',
        pickup_date: '2023-06-01',
        price: '45,000.50',
        shipper_id: client.id,
        vehicle_id: truck.id,
        status: 'delivered',
        material: 'Steel coils',
      }),
    );
    assert.equal(res.status, 302);
    const row = await server.db.selectFrom('loads').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(res.location, `/ledger/loads/${row.id}`);
    assert.equal(row.listed, false);
    assert.equal(row.origin, 'Mumbai');
    assert.equal(row.originKey, 'mumbai');
    assert.equal(row.destination, 'Pune');
    assert.equal(row.pickupDate, '2023-06-01');
    assert.equal(row.pricePaise, 4_500_050);
    assert.equal(row.weightTonnes, 12.5);
    assert.equal(row.status, 'delivered');
    assert.equal(row.shipperId, client.id);
    assert.equal(row.vehicleId, truck.id);
    const audit = await auditRows(server.db, 'loads', row.id);
    assert.equal(audit[0].action, 'INSERT');
    assert.equal(audit[0].actorId, b.id);
    const page = await b.client.get(res.location!);
    assert.equal(page.status, 200);
    assert.match(page.text, /Load added to your books/);
    assert.match(page.text, /Mumbai → Pune/);
    assert.match(page.text, /Acme Steel/);
    assert.match(page.text, /₹45,000\.50/);
  });

  test('JSON create answers 201 with the load in rupees', async () => {
    const b = await shipper();
    const res = await b.client.postJson('/ledger/loads', { origin: 'Bangalore', destination: 'Chennai', pickup_date: '2025-01-05', truck_type: 'container', weight: 20, price: 52000.5 });
    assert.equal(res.status, 201);
    const load = res.json.data.load;
    assert.equal(load.origin, 'Bengaluru');
    assert.equal(load.price, 52000.5);
    assert.equal(load.weight, 20);
    assert.equal(load.listed, false);
    assert.equal(load.status, 'open');
    assert.equal(load.payment_state, 'unpaid');
    assert.equal(load.received, 0);
  });

  test('a form with mistakes comes back with 400, the fields named and the values kept; nothing is stored', async () => {
    const b = await broker();
    const res = await b.client.post('/ledger/loads', booksLoadForm({ origin: '', destination: 'Jaipur Road', weight: '0', price: 'lots', pickup_date: '31-02-2025', material: 'Marble slabs' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /From is required/);
    assert.match(res.text, /Weight must be more than 0/);
    assert.match(res.text, /Freight must be an amount in rupees/);
    assert.match(res.text, /Pickup date must be a date/);
    assert.match(res.text, /value="Jaipur Road"/);
    assert.match(res.text, /value="Marble slabs"/);
    assert.match(res.text, /value="lots"/);
    assert.equal(await countOwnRows(server.db, 'loads', b.id), 0);
    const api = await b.client.postJson('/ledger/loads', { origin: 'Delhi', destination: 'Agra', pickup_date: '2025-01-01', truck_type: 'rocket', weight: 5 });
    assert.equal(api.status, 400);
    assert.equal(api.json.error.code, 'VALIDATION_ERROR');
    assert.ok(api.json.error.details.truck_type);
    const symbols = await b.client.postJson('/ledger/loads', { origin: '<>', destination: 'Agra', pickup_date: '2025-01-01', truck_type: 'open', weight: 5 });
    assert.equal(symbols.status, 400);
    assert.match(symbols.json.error.details.origin, /must be a place name/);
    assert.equal(await countOwnRows(server.db, 'loads', b.id), 0);
  });

  test('a freight above ₹1 crore, the ceiling of every amount, comes back with 400 and the value kept; ₹1 crore itself is stored', async () => {
    const b = await broker();
    const over = await b.client.post('/ledger/loads', booksLoadForm({ price: '1,00,00,000.01' }));
    assert.equal(over.status, 400);
    assert.match(over.text, /Freight must be at most ₹1,00,00,000/);
    assert.match(over.text, /value="1,00,00,000.01"/);
    assert.equal(await countOwnRows(server.db, 'loads', b.id), 0);
    const top = await b.client.postJson('/ledger/loads', { ...booksLoadForm(), price: 10_000_000 });
    assert.equal(top.status, 201);
    assert.equal(top.json.data.load.price, 10_000_000);
  });

  test("a load cannot name another business's client or vehicle", async () => {
    const b = await broker();
    const other = await broker();
    const theirs = await insertShipper(server.db, other.id);
    const theirTruck = await insertVehicle(server.db, other.id);
    const res = await b.client.post('/ledger/loads', booksLoadForm({ shipper_id: theirs.id }));
    assert.equal(res.status, 400);
    assert.match(res.text, /Choose one of your clients/);
    const res2 = await b.client.post('/ledger/loads', booksLoadForm({ vehicle_id: theirTruck.id }));
    assert.equal(res2.status, 400);
    assert.match(res2.text, /Choose one of your vehicles/);
    assert.equal(await countOwnRows(server.db, 'loads', b.id), 0);
    assert.equal(await shipperLoadCount(server.db, theirs.id), 0);
  });

  test("cannot read, edit, change or delete another broker's load", async () => {
    const owner = await broker();
    const intruder = await broker();
    const load = await insertBooksLoad(server.db, owner.id, { status: 'open' });
    const c = intruder.client;
    assert.equal((await c.get(`/ledger/loads/${load.id}`)).status, 404);
    assert.equal((await c.get(`/ledger/loads/${load.id}/edit`)).status, 404);
    assert.equal((await c.post(`/ledger/loads/${load.id}`, booksLoadForm({ origin: 'Hacked' }))).status, 404);
    assert.equal((await c.post(`/ledger/loads/${load.id}/deliver`)).status, 404);
    assert.equal((await c.post(`/ledger/loads/${load.id}/links`, { shipper_id: '' })).status, 404);
    assert.equal((await c.post(`/ledger/loads/${load.id}/delete`)).status, 404);
    const list = await c.get('/ledger/loads', json);
    assert.ok(!list.json.data.loads.some((l: { id: string }) => l.id === load.id));
    const row = await server.db.selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(row.origin, 'Delhi');
    assert.equal(row.status, 'open');
    assert.equal(row.deletedAt, null);
  });

  test('the list holds board and books loads and filters by dates, client, vehicle, route, status and payment state', async () => {
    const b = await broker();
    const acme = await insertShipper(server.db, b.id, { name: 'Acme' });
    const zen = await insertShipper(server.db, b.id, { name: 'Zen' });
    const truck = await insertVehicle(server.db, b.id);
    const a = await insertBooksLoad(server.db, b.id, {
      pickupDate: '2025-01-10',
      shipperId: acme.id,
      vehicleId: truck.id,
      origin: 'Delhi',
      destination: 'Mumbai',
      status: 'delivered',
      pricePaise: 1_000_000,
    });
    const c = await insertBooksLoad(server.db, b.id, { pickupDate: '2025-02-10', shipperId: zen.id, origin: 'Pune', destination: 'Nagpur', status: 'in_transit', pricePaise: 2_000_000 });
    const driver = await signUp(server, 'driver');
    const { load: board } = await insertAcceptedLoad(server.db, b.id, driver.id, 3_000_000, 'scheduled', { pickupDate: '2025-03-10' });
    // Posted but no bid accepted: never in the books.
    await insertLoad(server.db, b.id, { origin: 'Delhi', destination: 'Mumbai', pickupDate: '2025-03-11', pricePaise: 3_000_000 });
    const gone = await insertBooksLoad(server.db, b.id, { pickupDate: '2025-01-11' });
    await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();
    const stranger = await broker();
    await insertBooksLoad(server.db, stranger.id, { pickupDate: '2025-01-10' });
    await insertPayment(server.db, b.id, { loadId: a.id, amountPaise: 1_000_000 });
    await insertPayment(server.db, b.id, { loadId: c.id, amountPaise: 500_000 });

    const ids = async (qs: string) => {
      const res = await b.client.get(`/ledger/loads${qs}`, json);
      assert.equal(res.status, 200, res.text);
      return res.json.data.loads.map((l: { id: string }) => l.id);
    };
    assert.deepEqual(await ids(''), [board.id, c.id, a.id]);
    assert.deepEqual(await ids('?from=2025-02-01&to=2025-02-28'), [c.id]);
    assert.deepEqual(await ids(`?shipper_id=${acme.id}`), [a.id]);
    assert.deepEqual(await ids(`?vehicle_id=${truck.id}`), [a.id]);
    assert.deepEqual(await ids('?origin=new%20delhi&destination=bombay'), [board.id, a.id]);
    assert.deepEqual(await ids('?status=in_transit'), [c.id]);
    assert.deepEqual(await ids('?payment=paid'), [a.id]);
    assert.deepEqual(await ids('?payment=partly_paid'), [c.id]);
    assert.deepEqual(await ids('?payment=unpaid'), [board.id]);
    assert.deepEqual(await ids('?kind=board'), [board.id]);
    assert.deepEqual(await ids('?kind=books&limit=1&page=2'), [a.id]);
    const paged = await b.client.get('/ledger/loads?limit=2', json);
    assert.deepEqual(paged.json.data.pagination, { page: 1, limit: 2, total: 3, pages: 2 });
    const first = paged.json.data.loads.find((l: { id: string }) => l.id === c.id);
    assert.equal(first.received, 5000);
    assert.equal(first.payment_state, 'partly_paid');

    const bad = await b.client.get('/ledger/loads?from=2025-03-01&to=2025-01-01&status=lost');
    assert.equal(bad.status, 400);
    assert.match(bad.text, /To date must not be before the from date/);
    assert.match(bad.text, /Status must be one of/);
    assert.match(bad.text, /value="2025-03-01"/);
    assert.match(bad.text, /<details class="filter-sheet" open=""/, 'the folded filters open by themselves on an error');
    const narrowed = await b.client.get('/ledger/loads?from=2025-01-01&origin=Pune&status=delivered');
    assert.match(narrowed.text, /<span class="filter-summary">Pickup from 1 Jan 2025 · From Pune · Delivered<\/span>/);
    assert.match((await b.client.get('/ledger/loads')).text, /<span class="filter-summary">All loads<\/span>/);
    const badJson = await b.client.get('/ledger/loads?limit=1000', json);
    assert.equal(badJson.status, 400);
    assert.ok(badJson.json.error.details.limit);
  });

  test('edits a books load and keeps the values on a mistake', async () => {
    const b = await broker();
    const load = await insertBooksLoad(server.db, b.id);
    const form = await b.client.get(`/ledger/loads/${load.id}/edit`);
    assert.equal(form.status, 200);
    assert.match(form.text, /value="Delhi"/);
    const bad = await b.client.post(`/ledger/loads/${load.id}`, booksLoadForm({ origin: 'Surat', weight: '250' }));
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Weight must be more than 0 and at most 100/);
    assert.match(bad.text, /value="Surat"/);
    assert.equal((await server.db.selectFrom('loads').select('origin').where('id', '=', load.id).executeTakeFirstOrThrow()).origin, 'Delhi');
    const ok = await b.client.post(`/ledger/loads/${load.id}`, booksLoadForm({ origin: 'Surat', price: '' }));
    assert.equal(ok.status, 302);
    assert.equal(ok.location, `/ledger/loads/${load.id}`);
    const row = await server.db.selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(row.origin, 'Surat');
    assert.equal(row.pricePaise, null);
    assert.equal(row.listed, false);
  });

  test('status verbs set a books load status; board loads keep theirs (409) but can be filed under a client', async () => {
    const b = await broker();
    const load = await insertBooksLoad(server.db, b.id, { status: 'open' });
    const res = await b.client.post(`/ledger/loads/${load.id}/deliver`);
    assert.equal(res.status, 302);
    assert.equal((await server.db.selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow()).status, 'delivered');
    const api = await b.client.post(`/ledger/loads/${load.id}/cancel`, {}, json);
    assert.equal(api.status, 200);
    assert.equal(api.json.data.load.status, 'cancelled');

    const open = await insertLoad(server.db, b.id);
    for (const path of [`/ledger/loads/${open.id}/deliver`, `/ledger/loads/${open.id}/links`, `/ledger/loads/${open.id}/delete`]) {
      assert.equal((await b.client.post(path, {}, json)).status, 404, `${path}: an open board load is not in the books`);
    }
    const driver = await signUp(server, 'driver');
    const { load: board } = await insertAcceptedLoad(server.db, b.id, driver.id);
    for (const path of [`/ledger/loads/${board.id}/deliver`, `/ledger/loads/${board.id}/delete`]) {
      const r = await b.client.post(path, {}, json);
      assert.equal(r.status, 409, path);
      assert.equal(r.json.error.code, 'CONFLICT');
    }
    const edit = await b.client.post(`/ledger/loads/${board.id}`, booksLoadForm({ origin: 'Goa' }));
    assert.equal(edit.status, 409);
    const row = await server.db.selectFrom('loads').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'assigned');
    assert.equal(row.origin, 'Delhi');
    assert.equal(row.deletedAt, null);

    const client = await insertShipper(server.db, b.id);
    const linksPage = await b.client.get(`/ledger/loads/${board.id}/edit`);
    assert.match(linksPage.text, /action="\/ledger\/loads\/[0-9a-f-]+\/links"/);
    const link = await b.client.post(`/ledger/loads/${board.id}/links`, { shipper_id: client.id, vehicle_id: '' });
    assert.equal(link.status, 302);
    assert.equal((await server.db.selectFrom('loads').select('shipperId').where('id', '=', board.id).executeTakeFirstOrThrow()).shipperId, client.id);
    assert.equal(await shipperLoadCount(server.db, client.id), 1);
  });

  test('a soft-deleted load disappears, the audit log says SOFT_DELETE, and an admin restores it (RESTORE)', async () => {
    const b = await broker();
    const load = await insertBooksLoad(server.db, b.id, { origin: 'Indore', destination: 'Bhopal' });
    const res = await b.client.post(`/ledger/loads/${load.id}/delete`);
    assert.equal(res.status, 302);
    assert.equal(res.location, '/ledger/loads');
    const row = await server.db.selectFrom('loads').select('deletedAt').where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.notEqual(row.deletedAt, null, 'kept, marked deleted');
    assert.equal((await b.client.get(`/ledger/loads/${load.id}`)).status, 404);
    assert.equal((await b.client.get('/ledger/loads', json)).json.data.loads.length, 0);
    let audit = await auditRows(server.db, 'loads', load.id);
    assert.equal(audit.at(-1)!.action, 'SOFT_DELETE');
    assert.equal(audit.at(-1)!.actorId, b.id);

    const admin = await signInAdmin(server);
    const list = await admin.client.get('/ledger/admin/deleted?table=loads');
    assert.equal(list.status, 200);
    assert.match(list.text, /Indore → Bhopal/);
    assert.match(list.text, new RegExp(`action="/ledger/admin/restore/loads/${load.id}"`));
    const restore = await admin.client.post(`/ledger/admin/restore/loads/${load.id}`);
    assert.equal(restore.status, 302);
    audit = await auditRows(server.db, 'loads', load.id);
    assert.equal(audit.at(-1)!.action, 'RESTORE');
    assert.equal(audit.at(-1)!.actorId, admin.id);
    assert.equal((await b.client.get(`/ledger/loads/${load.id}`)).status, 200);
    const again = await admin.client.post(`/ledger/admin/restore/loads/${load.id}`, {}, json);
    assert.equal(again.status, 409);
  });

  test('a load with payments against it cannot be deleted', async () => {
    const b = await broker();
    const load = await insertBooksLoad(server.db, b.id);
    await insertPayment(server.db, b.id, { loadId: load.id });
    const res = await b.client.post(`/ledger/loads/${load.id}/delete`, {}, json);
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /payment is recorded against this load/);
    assert.equal((await server.db.selectFrom('loads').select('deletedAt').where('id', '=', load.id).executeTakeFirstOrThrow()).deletedAt, null);
  });
});
