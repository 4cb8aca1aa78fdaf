import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp } from '../../../../test/helpers/factories.js';
import { auditRows, countOwnRows, insertBooksLoad, insertPayment, insertShipper } from '../../../../test/helpers/books-factories.js';
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

  test('a payment above ₹1 crore, the ceiling of every amount, is refused; ₹1 crore itself is recorded', async () => {
    const b = await broker();
    const over = await b.client.postJson('/ledger/payments', { direction: 'paid', amount: 10_000_000.5, paid_on: '2025-01-01' });
    assert.equal(over.status, 400);
    assert.equal(over.json.error.details.amount, 'Amount must be at most ₹1,00,00,000');
    assert.equal(await countOwnRows(server.db, 'payments', b.id), 0);
    const top = await b.client.postJson('/ledger/payments', { direction: 'paid', amount: 10_000_000, paid_on: '2025-01-01' });
    assert.equal(top.status, 201);
    assert.equal(top.json.data.payment.amount, 10_000_000);
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
    assert.equal(await countOwnRows(server.db, 'payments', b.id), 0);
  });

  test('the list filters by dates, client and direction, with totals', async () => {
    const b = await broker();
    const acme = await insertShipper(server.db, b.id);
    const load = await insertBooksLoad(server.db, b.id, { shipperId: acme.id });
    const p1 = await insertPayment(server.db, b.id, { loadId: load.id, amountPaise: 300_000, paidOn: '2025-01-05' });
    const p2 = await insertPayment(server.db, b.id, { shipperId: acme.id, amountPaise: 200_000, paidOn: '2025-02-05' });
    const p3 = await insertPayment(server.db, b.id, { direction: 'paid', amountPaise: 150_000, paidOn: '2025-02-06' });
    const list = async (qs: string) => (await b.client.get(`/ledger/payments${qs}`, json)).json.data;
    assert.deepEqual(
      (await list('')).payments.map((p: { id: string }) => p.id),
      [p3.id, p2.id, p1.id],
    );
    assert.deepEqual((await list('')).totals, { received: 5000, paid: 1500 });
    assert.deepEqual(
      (await list(`?shipper_id=${acme.id}`)).payments.map((p: { id: string }) => p.id),
      [p2.id, p1.id],
    );
    assert.deepEqual(
      (await list('?direction=paid')).payments.map((p: { id: string }) => p.id),
      [p3.id],
    );
    assert.deepEqual(
      (await list('?from=2025-02-01')).payments.map((p: { id: string }) => p.id),
      [p3.id, p2.id],
    );
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
