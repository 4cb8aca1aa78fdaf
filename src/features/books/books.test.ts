import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { auditRows, insertBooksLoad, insertPayment, insertShipper, insertVehicle, registrationNumber } from '../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { kolkataDate } from '../../lib/dates.js';
import { csvCell, toCsv } from './reports/csv.js';
import { normaliseRegistration } from './vehicles/schema.js';
import { monthStart } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const broker = () => signUp(server, 'broker');
const shipper = () => signUp(server, 'shipper');
const loadForm = (o: Record<string, string> = {}) => ({
  origin: 'Delhi',
  destination: 'Mumbai',
  pickup_date: '2025-02-10',
  truck_type: 'open',
  weight: '12.5',
  price: '60000',
  ...o,
});
const countRows = async (table: 'loads' | 'shippers' | 'vehicles' | 'payments', ownerId: string) =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('ownerId', '=', ownerId).executeTakeFirstOrThrow()).n);
const loadCount = async (shipperId: string) => (await server.db.selectFrom('shippers').select('loadCount').where('id', '=', shipperId).executeTakeFirstOrThrow()).loadCount;
const json = { accept: 'json' as const };

describe('who may use the books', () => {
  test('signed-out visitors are sent to sign in (HTML GET) or get 401 (JSON, POST)', async () => {
    const c = anonymous(server);
    const page = await c.get('/ledger/loads?status=open');
    assert.equal(page.status, 302);
    assert.equal(page.location, `/login?next=${encodeURIComponent('/ledger/loads?status=open')}`);
    const api = await c.get('/ledger/loads', json);
    assert.equal(api.status, 401);
    assert.equal(api.json.error.code, 'UNAUTHENTICATED');
    const post = await c.post('/ledger/shippers', { name: 'Nobody Ltd' });
    assert.equal(post.status, 401);
  });

  test('drivers and admins get 403 and nothing is stored', async () => {
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.get('/ledger')).status, 403);
    const post = await driver.client.post('/ledger/shippers', { name: 'Driver Co' }, json);
    assert.equal(post.status, 403);
    assert.equal(post.json.error.code, 'FORBIDDEN');
    assert.equal(await countRows('shippers', driver.id), 0);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/ledger/loads')).status, 403);
  });

  test('shippers and brokers find the books in their navigation', async () => {
    for (const u of [await shipper(), await broker()]) {
      const res = await u.client.get('/ledger');
      assert.equal(res.status, 200);
      assert.match(res.text, /<a href="\/ledger" aria-current="page">Books<\/a>/);
    }
  });

  test('only admins see deleted records or restore them', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    await server.db.updateTable('shippers').set({ deletedAt: new Date() }).where('id', '=', s.id).execute();
    assert.equal((await b.client.get('/ledger/admin/deleted')).status, 403);
    assert.equal((await b.client.post(`/ledger/admin/restore/shippers/${s.id}`)).status, 403);
    const row = await server.db.selectFrom('shippers').select('deletedAt').where('id', '=', s.id).executeTakeFirstOrThrow();
    assert.notEqual(row.deletedAt, null);
  });
});

describe('loads in the books', () => {
  test('adds a books-only load (not on the board), with canonical cities, a past date and the actor in the audit log', async () => {
    const b = await broker();
    const client = await insertShipper(server.db, b.id, { name: 'Acme Steel' });
    const truck = await insertVehicle(server.db, b.id);
    const res = await b.client.post('/ledger/loads', loadForm({ origin: ' bombay ', destination: 'poona', pickup_date: '2023-06-01', price: '45,000.50', shipper_id: client.id, vehicle_id: truck.id, status: 'delivered', material: 'Steel coils' }));
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
    const res = await b.client.post('/ledger/loads', loadForm({ origin: '', destination: 'Jaipur Road', weight: '0', price: 'lots', pickup_date: '31-02-2025', material: 'Marble slabs' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /From is required/);
    assert.match(res.text, /Weight must be more than 0/);
    assert.match(res.text, /Freight must be an amount in rupees/);
    assert.match(res.text, /Pickup date must be a date/);
    assert.match(res.text, /value="Jaipur Road"/);
    assert.match(res.text, /value="Marble slabs"/);
    assert.match(res.text, /value="lots"/);
    assert.equal(await countRows('loads', b.id), 0);
    const api = await b.client.postJson('/ledger/loads', { origin: 'Delhi', destination: 'Agra', pickup_date: '2025-01-01', truck_type: 'rocket', weight: 5 });
    assert.equal(api.status, 400);
    assert.equal(api.json.error.code, 'VALIDATION_ERROR');
    assert.ok(api.json.error.details.truck_type);
    const symbols = await b.client.postJson('/ledger/loads', { origin: '<>', destination: 'Agra', pickup_date: '2025-01-01', truck_type: 'open', weight: 5 });
    assert.equal(symbols.status, 400);
    assert.match(symbols.json.error.details.origin, /must be a place name/);
    assert.equal(await countRows('loads', b.id), 0);
  });

  test("a load cannot name another business's client or vehicle", async () => {
    const b = await broker();
    const other = await broker();
    const theirs = await insertShipper(server.db, other.id);
    const theirTruck = await insertVehicle(server.db, other.id);
    const res = await b.client.post('/ledger/loads', loadForm({ shipper_id: theirs.id }));
    assert.equal(res.status, 400);
    assert.match(res.text, /Choose one of your clients/);
    const res2 = await b.client.post('/ledger/loads', loadForm({ vehicle_id: theirTruck.id }));
    assert.equal(res2.status, 400);
    assert.match(res2.text, /Choose one of your vehicles/);
    assert.equal(await countRows('loads', b.id), 0);
    assert.equal(await loadCount(theirs.id), 0);
  });

  test("cannot read, edit, change or delete another broker's load", async () => {
    const owner = await broker();
    const intruder = await broker();
    const load = await insertBooksLoad(server.db, owner.id, { status: 'open' });
    const c = intruder.client;
    assert.equal((await c.get(`/ledger/loads/${load.id}`)).status, 404);
    assert.equal((await c.get(`/ledger/loads/${load.id}/edit`)).status, 404);
    assert.equal((await c.post(`/ledger/loads/${load.id}`, loadForm({ origin: 'Hacked' }))).status, 404);
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
    const a = await insertBooksLoad(server.db, b.id, { pickupDate: '2025-01-10', shipperId: acme.id, vehicleId: truck.id, origin: 'Delhi', destination: 'Mumbai', status: 'delivered', pricePaise: 1_000_000 });
    const c = await insertBooksLoad(server.db, b.id, { pickupDate: '2025-02-10', shipperId: zen.id, origin: 'Pune', destination: 'Nagpur', status: 'in_transit', pricePaise: 2_000_000 });
    const board = await insertLoad(server.db, b.id, { origin: 'Delhi', destination: 'Mumbai', pickupDate: '2025-03-10', pricePaise: 3_000_000 });
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
    const bad = await b.client.post(`/ledger/loads/${load.id}`, loadForm({ origin: 'Surat', weight: '250' }));
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Weight must be more than 0 and at most 100/);
    assert.match(bad.text, /value="Surat"/);
    assert.equal((await server.db.selectFrom('loads').select('origin').where('id', '=', load.id).executeTakeFirstOrThrow()).origin, 'Delhi');
    const ok = await b.client.post(`/ledger/loads/${load.id}`, loadForm({ origin: 'Surat', price: '' }));
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

    const board = await insertLoad(server.db, b.id);
    for (const path of [`/ledger/loads/${board.id}/deliver`, `/ledger/loads/${board.id}/delete`]) {
      const r = await b.client.post(path, {}, json);
      assert.equal(r.status, 409, path);
      assert.equal(r.json.error.code, 'CONFLICT');
    }
    const edit = await b.client.post(`/ledger/loads/${board.id}`, loadForm({ origin: 'Goa' }));
    assert.equal(edit.status, 409);
    const row = await server.db.selectFrom('loads').selectAll().where('id', '=', board.id).executeTakeFirstOrThrow();
    assert.equal(row.status, 'open');
    assert.equal(row.origin, 'Delhi');
    assert.equal(row.deletedAt, null);

    const client = await insertShipper(server.db, b.id);
    const linksPage = await b.client.get(`/ledger/loads/${board.id}/edit`);
    assert.match(linksPage.text, /action="\/ledger\/loads\/[0-9a-f-]+\/links"/);
    const link = await b.client.post(`/ledger/loads/${board.id}/links`, { shipper_id: client.id, vehicle_id: '' });
    assert.equal(link.status, 302);
    assert.equal((await server.db.selectFrom('loads').select('shipperId').where('id', '=', board.id).executeTakeFirstOrThrow()).shipperId, client.id);
    assert.equal(await loadCount(client.id), 1);
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

describe('payments', () => {
  test("money received against a load is filed under the load's client and moves its payment state", async () => {
    const b = await broker();
    const client = await insertShipper(server.db, b.id, { name: 'Bharat Cement' });
    const load = await insertBooksLoad(server.db, b.id, { pricePaise: 1_000_000, shipperId: client.id, status: 'delivered' });
    const first = await b.client.post('/ledger/payments', { direction: 'received', amount: '4,000', method: 'upi', paid_on: '2025-01-20', load_id: load.id, reference: 'UTR123' });
    assert.equal(first.status, 302);
    assert.equal(first.location, '/ledger/payments');
    const row = await server.db.selectFrom('payments').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(row.amountPaise, 400_000);
    assert.equal(row.shipperId, client.id);
    assert.equal(row.method, 'upi');
    assert.equal((await auditRows(server.db, 'payments', row.id))[0].actorId, b.id);
    let view = await b.client.get(`/ledger/loads/${load.id}`, json);
    assert.equal(view.json.data.load.payment_state, 'partly_paid');
    assert.equal(view.json.data.load.received, 4000);
    assert.equal(view.json.data.payments.length, 1);
    const second = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 6000, paid_on: '2025-01-25', load_id: load.id });
    assert.equal(second.status, 201);
    assert.equal(second.json.data.payment.shipper_name, 'Bharat Cement');
    assert.equal(second.json.data.payment.amount, 6000);
    view = await b.client.get(`/ledger/loads/${load.id}`, json);
    assert.equal(view.json.data.load.payment_state, 'paid');
    const shipperView = await b.client.get(`/ledger/shippers/${client.id}`, json);
    assert.equal(shipperView.json.data.shipper.receivable, 0);
  });

  test('a payment with mistakes comes back with 400 and the values kept', async () => {
    const b = await broker();
    const client = await insertShipper(server.db, b.id);
    const res = await b.client.post('/ledger/payments', { direction: 'paid', amount: '-5', paid_on: 'yesterday', shipper_id: client.id, note: 'Diesel advance' });
    assert.equal(res.status, 400);
    assert.match(res.text, /Amount must be an amount in rupees/);
    assert.match(res.text, /Date must be a date/);
    assert.match(res.text, /Only money received is linked to a client/);
    assert.match(res.text, />Diesel advance<\/textarea>/);
    const other = await insertShipper(server.db, b.id);
    const load = await insertBooksLoad(server.db, b.id, { shipperId: client.id });
    const mismatch = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: '2025-01-01', load_id: load.id, shipper_id: other.id });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.json.error.details.shipper_id, 'This load belongs to another client');
    const stranger = await broker();
    const theirLoad = await insertBooksLoad(server.db, stranger.id);
    const foreign = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: '2025-01-01', load_id: theirLoad.id });
    assert.equal(foreign.status, 400);
    assert.ok(foreign.json.error.details.load_id);
    assert.equal(await countRows('payments', b.id), 0);
  });

  test('the list filters by dates, client and direction, with totals', async () => {
    const b = await broker();
    const acme = await insertShipper(server.db, b.id);
    const load = await insertBooksLoad(server.db, b.id, { shipperId: acme.id });
    const p1 = await insertPayment(server.db, b.id, { loadId: load.id, amountPaise: 300_000, paidOn: '2025-01-05' });
    const p2 = await insertPayment(server.db, b.id, { shipperId: acme.id, amountPaise: 200_000, paidOn: '2025-02-05' });
    const p3 = await insertPayment(server.db, b.id, { direction: 'paid', amountPaise: 150_000, paidOn: '2025-02-06' });
    const list = async (qs: string) => (await b.client.get(`/ledger/payments${qs}`, json)).json.data;
    assert.deepEqual((await list('')).payments.map((p: { id: string }) => p.id), [p3.id, p2.id, p1.id]);
    assert.deepEqual((await list('')).totals, { received: 5000, paid: 1500 });
    assert.deepEqual((await list(`?shipper_id=${acme.id}`)).payments.map((p: { id: string }) => p.id), [p2.id, p1.id]);
    assert.deepEqual((await list('?direction=paid')).payments.map((p: { id: string }) => p.id), [p3.id]);
    assert.deepEqual((await list('?from=2025-02-01')).payments.map((p: { id: string }) => p.id), [p3.id, p2.id]);
    const page = await b.client.get('/ledger/payments?direction=paid');
    assert.match(page.text, /paid out <b>₹1,500<\/b>/);
  });

  test("edits and deletes a payment, but not another broker's", async () => {
    const b = await broker();
    const other = await broker();
    const p = await insertPayment(server.db, b.id, { amountPaise: 100_000 });
    const edit = await b.client.post(`/ledger/payments/${p.id}`, { direction: 'received', amount: '1500', method: 'cash', paid_on: '2025-01-21' });
    assert.equal(edit.status, 302);
    assert.equal((await server.db.selectFrom('payments').select('amountPaise').where('id', '=', p.id).executeTakeFirstOrThrow()).amountPaise, 150_000);
    assert.equal((await other.client.get(`/ledger/payments/${p.id}/edit`)).status, 404);
    assert.equal((await other.client.post(`/ledger/payments/${p.id}`, { direction: 'received', amount: '1', paid_on: '2025-01-01' })).status, 404);
    assert.equal((await other.client.post(`/ledger/payments/${p.id}/delete`)).status, 404);
    const del = await b.client.post(`/ledger/payments/${p.id}/delete`);
    assert.equal(del.status, 302);
    assert.equal((await auditRows(server.db, 'payments', p.id)).at(-1)!.action, 'SOFT_DELETE');
    assert.equal((await b.client.get('/ledger/payments', json)).json.data.payments.length, 0);
  });
});

describe('clients (shippers)', () => {
  test('adds a client with the GSTIN normalised; a malformed GSTIN comes back with 400 and the values kept', async () => {
    const b = await broker();
    const bad = await b.client.post('/ledger/shippers', { name: 'Ganesh Traders', gstin: '27AAPFU0939F1Z', city: 'pune' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /GSTIN must have 15 characters/);
    assert.match(bad.text, /value="Ganesh Traders"/);
    assert.match(bad.text, /value="27AAPFU0939F1Z"/);
    assert.equal(await countRows('shippers', b.id), 0);
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
    const l1 = (await b.client.postJson('/ledger/loads', { ...loadForm(), shipper_id: a.id })).json.data.load;
    await b.client.postJson('/ledger/loads', { ...loadForm(), shipper_id: a.id });
    assert.equal(await loadCount(a.id), 2);
    await b.client.post(`/ledger/loads/${l1.id}`, loadForm({ shipper_id: c.id }));
    assert.equal(await loadCount(a.id), 1);
    assert.equal(await loadCount(c.id), 1);
    await b.client.post(`/ledger/loads/${l1.id}/delete`);
    assert.equal(await loadCount(c.id), 0);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.post(`/ledger/admin/restore/loads/${l1.id}`)).status, 302);
    assert.equal(await loadCount(c.id), 1);
    const list = await b.client.get('/ledger/shippers', json);
    const counts = Object.fromEntries(list.json.data.shippers.map((s: { name: string; load_count: number }) => [s.name, s.load_count]));
    assert.deepEqual(counts, { 'Client A': 1, 'Client B': 1 });
    const page = await b.client.get('/ledger/shippers');
    assert.match(page.text, /data-load-count="1"/);
  });

  test('loads added at the same moment for one client are all counted', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => b.client.postJson('/ledger/loads', { ...loadForm(), shipper_id: s.id })));
    assert.ok(results.every((r) => r.status === 201), results.map((r) => r.status).join());
    assert.equal(await loadCount(s.id), 8);
    // The database keeps the count right on its own (migration 012), whoever writes the loads.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        server.db.transaction().execute(async (trx) => {
          await trx.insertInto('loads').values({ ownerId: b.id, origin: 'A', destination: 'B', originKey: 'a', destinationKey: 'b', pickupDate: '2025-01-01', truckType: 'open', weightTonnes: 1, shipperId: s.id, listed: false }).execute();
          await new Promise((r) => setTimeout(r, 20));
        }),
      ),
    );
    assert.equal(await loadCount(s.id), 16);
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
    const form = await b.client.post('/ledger/loads', loadForm({ shipper_id: idle.id }));
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
        ...Array.from({ length: 3 }, () => b.client.postJson('/ledger/loads', { ...loadForm(), shipper_id: s.id })),
        b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: '2025-01-01', shipper_id: s.id }),
        b.client.post(`/ledger/shippers/${s.id}/delete`, {}, json),
      ]);
      assert.ok(results.every((r) => [200, 201, 400, 409].includes(r.status)), results.map((r) => r.status).join());
      const row = await server.db.selectFrom('shippers').select(['deletedAt', 'loadCount']).where('id', '=', s.id).executeTakeFirstOrThrow();
      const liveLoads = Number((await server.db.selectFrom('loads').select((eb) => eb.fn.countAll<number>().as('n')).where('shipperId', '=', s.id).where('deletedAt', 'is', null).executeTakeFirstOrThrow()).n);
      const livePayments = Number((await server.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('shipperId', '=', s.id).where('deletedAt', 'is', null).executeTakeFirstOrThrow()).n);
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

describe('vehicles', () => {
  test('registration numbers are normalised (state and Bharat series) and bad ones come back with 400', async () => {
    assert.equal(normaliseRegistration('mh 12 ab 1234'), 'MH12AB1234');
    assert.equal(normaliseRegistration('DL-1C-AB-1234'), 'DL1CAB1234');
    assert.equal(normaliseRegistration('22 BH 1234 AA'), '22BH1234AA');
    assert.equal(normaliseRegistration('KA01A1234'), 'KA01A1234');
    assert.equal(normaliseRegistration('XX12AB1234'), null, 'unknown state code');
    assert.equal(normaliseRegistration('MH12AB12345'), null);
    assert.equal(normaliseRegistration('22BH1234IO'), null, 'I and O are not used in the BH series');
    const b = await broker();
    const ok = await b.client.post('/ledger/vehicles', { registration_number: 'gj-05 xy 4321', truck_type: 'trailer', truck_length_ft: '40', capacity_tonnes: '28.5', driver_name: 'Raju', active: ['0', '1'] });
    assert.equal(ok.status, 302);
    const row = await server.db.selectFrom('vehicles').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(row.registrationNumber, 'GJ05XY4321');
    assert.equal(row.capacityTonnes, 28.5);
    assert.equal(row.active, true);
    const bad = await b.client.post('/ledger/vehicles', { registration_number: 'TRUCK-1', truck_type: 'open', driver_name: 'Mohan', active: '0' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Registration number must look like MH12AB1234/);
    assert.match(bad.text, /value="TRUCK-1"/);
    assert.match(bad.text, /value="Mohan"/);
    assert.equal(await countRows('vehicles', b.id), 1);
  });

  test('one live vehicle per registration number per owner, even when added at the same moment', async () => {
    const b = await broker();
    const results = await Promise.all(Array.from({ length: 5 }, () => b.client.postJson('/ledger/vehicles', { registration_number: 'RJ14 CD 5678', truck_type: 'open' })));
    assert.equal(results.filter((r) => r.status === 201).length, 1);
    assert.ok(results.filter((r) => r.status !== 201).every((r) => r.status === 400 && r.json.error.details.registration_number));
    assert.equal(await countRows('vehicles', b.id), 1);
    const other = await broker();
    assert.equal((await other.client.postJson('/ledger/vehicles', { registration_number: 'RJ14CD5678', truck_type: 'open' })).status, 201, 'another business may list the same truck');
  });

  test('a vehicle in use cannot be deleted; marking it inactive takes it off the active count', async () => {
    const b = await broker();
    const v = await insertVehicle(server.db, b.id, { registrationNumber: 'MH04AA1111' });
    await insertBooksLoad(server.db, b.id, { vehicleId: v.id });
    const del = await b.client.post(`/ledger/vehicles/${v.id}/delete`, {}, json);
    assert.equal(del.status, 409);
    assert.match(del.json.error.message, /mark it inactive/);
    assert.equal((await b.client.get('/ledger', json)).json.data.dashboard.active_vehicles, 1);
    const off = await b.client.post(`/ledger/vehicles/${v.id}`, { registration_number: 'MH04AA1111', truck_type: 'open', active: '0' });
    assert.equal(off.status, 302);
    assert.equal((await b.client.get('/ledger', json)).json.data.dashboard.active_vehicles, 0);
    const spare = await insertVehicle(server.db, b.id);
    assert.equal((await b.client.post(`/ledger/vehicles/${spare.id}/delete`)).status, 302);
    assert.equal((await auditRows(server.db, 'vehicles', spare.id)).at(-1)!.action, 'SOFT_DELETE');
    const list = await b.client.get('/ledger/vehicles', json);
    assert.deepEqual(list.json.data.vehicles.map((x: { id: string }) => x.id), [v.id]);
  });

  test("cannot edit or delete another broker's vehicle", async () => {
    const owner = await broker();
    const other = await broker();
    const v = await insertVehicle(server.db, owner.id);
    assert.equal((await other.client.get(`/ledger/vehicles/${v.id}/edit`)).status, 404);
    assert.equal((await other.client.post(`/ledger/vehicles/${v.id}`, { registration_number: 'MH01AA0001', truck_type: 'open' })).status, 404);
    assert.equal((await other.client.post(`/ledger/vehicles/${v.id}/delete`)).status, 404);
    const row = await server.db.selectFrom('vehicles').selectAll().where('id', '=', v.id).executeTakeFirstOrThrow();
    assert.equal(row.registrationNumber, v.registrationNumber);
    assert.equal(row.deletedAt, null);
  });
});

describe('dashboard and reports', () => {
  const today = kolkataDate();
  const thisMonth = (day: number) => `${monthStart(today).slice(0, 8)}${String(day).padStart(2, '0')}`;
  const lastMonth = (day: number) => `${monthStart(today, -1).slice(0, 8)}${String(day).padStart(2, '0')}`;

  test("dashboard: this month's loads and freight, money received this month, receivables, active vehicles", async () => {
    const b = await broker();
    await insertBooksLoad(server.db, b.id, { pickupDate: thisMonth(1), pricePaise: 1_000_000, status: 'delivered' });
    await insertBooksLoad(server.db, b.id, { pickupDate: thisMonth(2), pricePaise: 2_500_000 });
    await insertBooksLoad(server.db, b.id, { pickupDate: thisMonth(3), pricePaise: 9_900_000, status: 'cancelled' });
    await insertBooksLoad(server.db, b.id, { pickupDate: lastMonth(15), pricePaise: 4_000_000, status: 'delivered' });
    await insertPayment(server.db, b.id, { paidOn: thisMonth(1), amountPaise: 700_000 });
    await insertPayment(server.db, b.id, { paidOn: lastMonth(20), amountPaise: 300_000 });
    await insertPayment(server.db, b.id, { paidOn: thisMonth(1), amountPaise: 50_000, direction: 'paid' });
    await insertVehicle(server.db, b.id);
    await insertVehicle(server.db, b.id, { active: false });
    const other = await broker();
    await insertBooksLoad(server.db, other.id, { pickupDate: thisMonth(1), pricePaise: 123_400 });
    const res = await b.client.get('/ledger', json);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.data.dashboard, {
      month: today.slice(0, 7),
      month_loads: 2,
      month_freight: 35000,
      month_revenue: 7000,
      receivables: 40000,
      active_vehicles: 1,
    });
    const page = await b.client.get('/ledger');
    assert.match(page.text, /id="stat-month-freight"><b>₹35,000<\/b>/);
    assert.match(page.text, /id="stat-receivables"><b>₹40,000<\/b>/);
  });

  test('monthly report: 12 months with loads, freight, money received and paid out (table, chart, JSON and CSV agree)', async () => {
    const b = await broker();
    await insertBooksLoad(server.db, b.id, { pickupDate: thisMonth(5), pricePaise: 1_000_000 });
    await insertBooksLoad(server.db, b.id, { pickupDate: thisMonth(6), pricePaise: 500_050 });
    await insertBooksLoad(server.db, b.id, { pickupDate: lastMonth(6), pricePaise: 2_000_000 });
    await insertBooksLoad(server.db, b.id, { pickupDate: lastMonth(7), pricePaise: 2_000_000, status: 'cancelled' });
    await insertBooksLoad(server.db, b.id, { pickupDate: `${monthStart(today, -12).slice(0, 8)}15`, pricePaise: 7_000_000 });
    await insertPayment(server.db, b.id, { paidOn: thisMonth(7), amountPaise: 800_000 });
    await insertPayment(server.db, b.id, { paidOn: lastMonth(8), amountPaise: 100_000, direction: 'paid' });
    const res = await b.client.get('/ledger/reports', json);
    const monthly = res.json.data.monthly;
    assert.equal(monthly.length, 12);
    assert.equal(monthly[0].month, monthStart(today, -11).slice(0, 7));
    assert.deepEqual(monthly[11], { month: today.slice(0, 7), loads: 2, freight: 15000.5, received: 8000, paid: 0 });
    assert.deepEqual(monthly[10], { month: monthStart(today, -1).slice(0, 7), loads: 1, freight: 20000, received: 0, paid: 1000 });
    assert.equal(monthly.slice(0, 10).reduce((a: number, m: { loads: number }) => a + m.loads, 0), 0, 'the 13th month back is left out');
    const page = await b.client.get('/ledger/reports');
    assert.match(page.text, new RegExp(`data-month="${today.slice(0, 7)}"><td>[^<]+</td><td class="num">2</td><td class="num">₹15,000.50</td><td class="num">₹8,000</td>`));
    assert.match(page.text, /<svg[^>]*role="img"/);
    assert.match(page.text, /<rect[^>]*fill="#0b5cad" data-value="1500050"/);
    const csv = await b.client.get('/ledger/reports/monthly.csv');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type')!, /^text\/csv/);
    assert.match(csv.headers.get('content-disposition')!, /^attachment; filename="monthly-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    assert.equal(lines[0], 'month,loads,freight_rupees,received_rupees,paid_rupees');
    assert.equal(lines.length, 13);
    assert.equal(lines[12], `${today.slice(0, 7)},2,15000.50,8000,0`);
    assert.equal(lines[11], `${monthStart(today, -1).slice(0, 7)},1,20000,0,1000`);
  });

  test('top clients and routes: freight, loads, outstanding, tonnes and rate per tonne for the chosen period', async () => {
    const b = await broker();
    const big = await insertShipper(server.db, b.id, { name: 'Big Buyer' });
    const small = await insertShipper(server.db, b.id, { name: 'Small Seller' });
    await insertBooksLoad(server.db, b.id, { shipperId: big.id, pickupDate: '2025-03-01', origin: 'Delhi', destination: 'Mumbai', weightTonnes: 10, pricePaise: 5_000_000, status: 'delivered' });
    await insertBooksLoad(server.db, b.id, { shipperId: big.id, pickupDate: '2025-03-05', origin: 'Delhi', destination: 'Mumbai', weightTonnes: 15, pricePaise: 7_000_000 });
    await insertBooksLoad(server.db, b.id, { shipperId: big.id, pickupDate: '2025-03-06', origin: 'Delhi', destination: 'Mumbai', weightTonnes: 5, pricePaise: null });
    await insertBooksLoad(server.db, b.id, { shipperId: small.id, pickupDate: '2025-03-02', origin: 'Pune', destination: 'Goa', weightTonnes: 8, pricePaise: 2_000_000, status: 'delivered' });
    await insertBooksLoad(server.db, b.id, { shipperId: small.id, pickupDate: '2024-11-02', origin: 'Pune', destination: 'Goa', weightTonnes: 8, pricePaise: 2_400_000 });
    await insertBooksLoad(server.db, b.id, { shipperId: small.id, pickupDate: '2025-03-03', origin: 'Pune', destination: 'Goa', weightTonnes: 8, pricePaise: 9_000_000, status: 'cancelled' });
    await insertPayment(server.db, b.id, { shipperId: big.id, amountPaise: 1_000_000 });
    const all = (await b.client.get('/ledger/reports', json)).json.data;
    assert.deepEqual(all.top_shippers, [
      { shipper_id: big.id, name: 'Big Buyer', loads: 3, freight: 120000, outstanding: 40000 },
      { shipper_id: small.id, name: 'Small Seller', loads: 2, freight: 44000, outstanding: 20000 },
    ]);
    assert.deepEqual(all.routes, [
      { origin: 'Delhi', destination: 'Mumbai', loads: 3, tonnes: 30, freight: 120000, rate_per_tonne: 4800 },
      { origin: 'Pune', destination: 'Goa', loads: 2, tonnes: 16, freight: 44000, rate_per_tonne: 2750 },
    ]);
    const march = (await b.client.get('/ledger/reports?from=2025-03-01&to=2025-03-31', json)).json.data;
    assert.deepEqual(march.top_shippers.map((s: { name: string; loads: number; freight: number }) => [s.name, s.loads, s.freight]), [['Big Buyer', 3, 120000], ['Small Seller', 1, 20000]]);
    const csv = await b.client.get('/ledger/reports/routes.csv?from=2025-03-01&to=2025-03-31');
    // (fetch's text() drops the byte order mark the server sends first.)
    assert.equal(csv.text.replace(/^\uFEFF/, ''), 'origin,destination,loads,tonnes,freight_rupees,rate_per_tonne_rupees\r\nDelhi,Mumbai,3,30,120000,4800\r\nPune,Goa,1,8,20000,2500\r\n');
    const bad = await b.client.get('/ledger/reports/routes.csv?from=March', json);
    assert.equal(bad.status, 400);
  });

  test('CSV fields are quoted and escaped, and formulas are neutralised', async () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('=1+2'), "'=1+2");
    assert.equal(csvCell('+91 98765'), "'+91 98765");
    assert.equal(csvCell('-2+3'), "'-2+3");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell(-1500.5), '-1500.50', 'numbers stay numbers');
    assert.equal(toCsv(['a'], [[null]]), '\uFEFFa\r\n\r\n');
    const b = await broker();
    const evil = await insertShipper(server.db, b.id, { name: '=HYPERLINK("http://evil.example","Click, now")' });
    const plus = await insertShipper(server.db, b.id, { name: '@cmd|calc' });
    await insertBooksLoad(server.db, b.id, { shipperId: evil.id, pricePaise: 300_000 });
    await insertBooksLoad(server.db, b.id, { shipperId: plus.id, pricePaise: 200_000, status: 'delivered' });
    await insertPayment(server.db, b.id, { shipperId: plus.id, amountPaise: 500_000 });
    const csv = await b.client.get('/ledger/reports/top-shippers.csv');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type')!, /^text\/csv; charset=utf-8/);
    assert.match(csv.headers.get('content-disposition')!, /^attachment; filename="top-shippers-/);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    assert.equal(lines[0], 'client,loads,freight_rupees,outstanding_rupees');
    assert.equal(lines[1], `"'=HYPERLINK(""http://evil.example"",""Click, now"")",1,3000,0`);
    assert.equal(lines[2], `'@cmd|calc,1,2000,-3000`);
  });

  test('reports and lists show script and markup typed into names and notes as text (XSS probe)', async () => {
    const b = await broker();
    const probe = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const s = (await b.client.postJson('/ledger/shippers', { name: probe, address: probe })).json.data.shipper;
    const load = (await b.client.postJson('/ledger/loads', { ...loadForm({ origin: probe, description: probe, material: probe }), shipper_id: s.id })).json.data.load;
    await b.client.postJson('/ledger/payments', { direction: 'received', amount: 10, paid_on: '2025-02-11', load_id: load.id, note: probe, reference: probe });
    await b.client.postJson('/ledger/vehicles', { registration_number: 'MH01AB0001', truck_type: 'open', driver_name: probe });
    const pages = ['/ledger', '/ledger/loads', `/ledger/loads/${load.id}`, `/ledger/loads/${load.id}/edit`, '/ledger/payments', '/ledger/shippers', `/ledger/shippers/${s.id}`, '/ledger/vehicles', '/ledger/reports'];
    for (const path of pages) {
      const res = await b.client.get(path);
      assert.equal(res.status, 200, path);
      assert.ok(!res.text.includes('<script>alert'), `${path} echoes the script`);
      assert.ok(!res.text.includes('<img src=x'), `${path} echoes the markup`);
      assert.ok(res.text.includes('&lt;script&gt;alert'), `${path} shows the text escaped`);
      assert.ok(!/\sstyle="/.test(res.text), `${path} has no style attribute (CSP)`);
      assert.ok(!/<script(?![^>]*\ssrc=)[^>]*>/.test(res.text), `${path} has no inline script (CSP)`);
    }
  });
});

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
    for (const [table, id] of [['shippers', s.id], ['vehicles', v.id], ['loads', load.id], ['payments', p.id]] as const) {
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
