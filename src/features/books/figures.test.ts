/**
 * The books' figures (issue 21 item 1): a board load enters the books only once a bid is accepted, as payable to
 * its driver (and receivable from a broker's client); escrow money counts as paid; whole rupees in totals and
 * rates; months as "Nov 2026"; a likely duplicate books load is warned about before it is saved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { booksLoadForm, insertBooksLoad, insertPayment, insertShipper } from '../../../test/helpers/books-factories.js';
import { anonymous, insertAcceptedLoad, insertLoad, signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { kolkataDate } from '../../lib/dates.js';
import { runInLocale } from '../../lib/i18n/index.js';
import { monthName } from './layout.js';
import { monthStart } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const json = { accept: 'json' as const };
const today = kolkataDate();
const thisMonth = (day: number) => `${monthStart(today).slice(0, 8)}${String(day).padStart(2, '0')}`;

async function dashboard(u: { client: { get: (p: string, o: typeof json) => Promise<{ json: { data: { dashboard: Record<string, number> } } }> } }) {
  return (await u.client.get('/ledger', json)).json.data.dashboard;
}

describe('a board load in the books', () => {
  test('a shipper: open board load not in the books; accepted: payable to the driver; escrow hold and release: paid', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver', { name: 'Ravi Kumar' });
    const open = await insertLoad(server.db, shipper.id, { pickupDate: thisMonth(20), pricePaise: 18_450_000 });
    const none = await dashboard(shipper);
    assert.equal(none.month_loads, 0);
    assert.equal(none.month_freight, 0);
    assert.equal(none.payables, 0);
    assert.equal((await shipper.client.get('/ledger/loads', json)).json.data.loads.length, 0, 'an open board load is not in the books');
    assert.equal((await shipper.client.get(`/ledger/loads/${open.id}`, json)).status, 404);
    assert.deepEqual((await shipper.client.get('/ledger/reports', json)).json.data.routes, []);

    // A bid of ₹40,000 accepted (the posted price was ₹45,000): payable ₹40,000 to Ravi Kumar, no receivable.
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'delivered', { pickupDate: thisMonth(21) });
    const listed = (await shipper.client.get('/ledger/loads', json)).json.data.loads;
    assert.deepEqual(
      listed.map((l: Record<string, unknown>) => [l.id, l.freight, l.payable, l.counterparty_name, l.receivable, l.paid, l.payment_state]),
      [[load.id, 40000, 40000, 'Ravi Kumar', null, 0, 'unpaid']],
    );
    const d1 = await dashboard(shipper);
    assert.deepEqual([d1.month_loads, d1.month_freight, d1.payables, d1.receivables], [1, 40000, 40000, 0]);
    const page = await shipper.client.get(`/ledger/loads/${load.id}`);
    assert.match(page.text, /id="load-payable"><span class="num">₹40,000<\/span> · Ravi Kumar/);
    assert.doesNotMatch(page.text, /id="load-received"/, 'no receivable: nothing to receive');

    // Escrow: the hold pays the freight; the release keeps it paid; the dashboard owes nothing.
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 50_000 })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const held = (await shipper.client.get(`/ledger/loads/${load.id}`, json)).json.data.load;
    assert.deepEqual([held.paid, held.paid_through_escrow, held.payment_state], [40000, 40000, 'paid']);
    assert.equal((await dashboard(shipper)).payables, 0);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const released = (await shipper.client.get(`/ledger/loads/${load.id}`, json)).json.data.load;
    assert.deepEqual([released.paid, released.payment_state], [40000, 'paid']);
    const months = (await shipper.client.get('/ledger/reports', json)).json.data.monthly;
    assert.deepEqual(months[11], { month: today.slice(0, 7), loads: 1, freight: 40000, received: 0, paid: 40000 });
    const csv = (await shipper.client.get('/ledger/reports/monthly.csv')).text;
    assert.match(csv, new RegExp(`\r\n${today.slice(0, 7)},1,40000,0,40000\r\n$`));
  });

  test('a broker with a client: open loads do not inflate the routes; accepted: payable to the driver and receivable from the client', async () => {
    const broker = await signUp(server, 'broker');
    const driver = await signUp(server, 'driver', { name: 'Suresh Yadav' });
    await insertLoad(server.db, broker.id, { origin: 'Pune', destination: 'Nagpur', pickupDate: thisMonth(3), pricePaise: 9_000_000 });
    await insertLoad(server.db, broker.id, { origin: 'Pune', destination: 'Nagpur', pickupDate: thisMonth(4), pricePaise: 9_000_000, status: 'expired' });
    assert.deepEqual((await broker.client.get('/ledger/reports', json)).json.data.routes, []);

    const client = await insertShipper(server.db, broker.id, { name: 'Sharma Traders' });
    const { load } = await insertAcceptedLoad(server.db, broker.id, driver.id, 3_000_000, 'delivered', { pickupDate: thisMonth(5) });
    const commission = await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: client.id, amount: 2500 });
    assert.ok(commission.status < 300, commission.text);
    await server.db.updateTable('loads').set({ shipperId: client.id }).where('id', '=', load.id).execute();
    const l = (await broker.client.get(`/ledger/loads/${load.id}`, json)).json.data.load;
    assert.deepEqual([l.freight, l.payable, l.counterparty_name, l.receivable, l.received, l.payment_state], [30000, 30000, 'Suresh Yadav', 32500, 0, 'unpaid']);
    const d = await dashboard(broker);
    assert.deepEqual([d.month_loads, d.month_freight, d.receivables, d.payables], [1, 30000, 32500, 30000]);

    // The client pays ₹20,000, the broker pays the driver ₹30,000 in cash (a books payment).
    await insertPayment(server.db, broker.id, { loadId: load.id, amountPaise: 2_000_000, paidOn: today });
    await insertPayment(server.db, broker.id, { loadId: load.id, amountPaise: 3_000_000, paidOn: today, direction: 'paid' });
    const d2 = await dashboard(broker);
    assert.deepEqual([d2.month_revenue, d2.receivables, d2.payables], [20000, 12500, 0]);
    const report = (await broker.client.get('/ledger/reports', json)).json.data;
    assert.deepEqual(report.top_shippers, [{ shipper_id: client.id, name: 'Sharma Traders', loads: 1, freight: 30000, outstanding: 12500 }]);
    assert.deepEqual(report.routes, [{ origin: 'Delhi', destination: 'Mumbai', loads: 1, tonnes: 20, freight: 30000, rate_per_tonne: 1500 }]);
    assert.deepEqual(report.monthly[11], { month: today.slice(0, 7), loads: 1, freight: 30000, received: 20000, paid: 30000 });
    const top = (await broker.client.get('/ledger/reports/top-shippers.csv')).text;
    assert.match(top, /\r\nSharma Traders,1,30000,12500\r\n$/);
  });
});

describe('figures without paise, months with their year', () => {
  test('an average rate per tonne is whole rupees in the JSON, the page and the CSV', async () => {
    const b = await signUp(server, 'broker');
    // ₹10,000.50 over 3 tonnes: ₹3,333.50 a tonne, shown ₹3,334.
    await insertBooksLoad(server.db, b.id, { origin: 'Surat', destination: 'Indore', pickupDate: thisMonth(2), weightTonnes: 3, pricePaise: 1_000_050 });
    const routes = (await b.client.get('/ledger/reports', json)).json.data.routes;
    assert.equal(routes[0].rate_per_tonne, 3334);
    const page = (await b.client.get('/ledger/reports')).text;
    assert.match(page, /₹3,334/);
    assert.doesNotMatch(page, /₹3,333\.50|₹10,000\.50/);
    assert.match((await b.client.get('/ledger/reports/routes.csv')).text, /,3334\r\n$/);
  });

  test('months read "Nov 2026" in English and Hindi, never "Nov 26"', () => {
    assert.equal(
      runInLocale('en', () => monthName('2026-11', 'short')),
      'Nov 2026',
    );
    assert.equal(
      runInLocale('en', () => monthName('2025-12', 'long')),
      'December 2025',
    );
    const hi = runInLocale('hi', () => monthName('2026-11', 'short'));
    assert.match(hi, /^नव.* 2026$/);
    assert.doesNotMatch(hi, /[०-९]/, 'Latin digits');
  });
});

describe('a likely duplicate books load', () => {
  const form = (o: Record<string, string> = {}) => booksLoadForm({ pickup_date: thisMonth(9), ...o });

  test('the form comes back with the warning naming the earlier load and the values kept; Save anyway saves', async () => {
    const b = await signUp(server, 'broker');
    const client = await insertShipper(server.db, b.id);
    const first = await b.client.postJson('/ledger/loads', form({ shipper_id: client.id }));
    assert.equal(first.status, 201);
    const again = await b.client.post('/ledger/loads', form({ shipper_id: client.id, material: 'Cotton bales' }));
    assert.equal(again.status, 409);
    assert.match(again.text, /id="duplicate-warning"/);
    assert.match(again.text, new RegExp(`href="/ledger/loads/${first.json.data.load.id}"`));
    assert.match(again.text, /value="Cotton bales"/);
    assert.match(again.text, /<button type="submit" name="confirm_duplicate" value="1" id="save-anyway">Save anyway<\/button>/);
    assert.equal((await server.db.selectFrom('loads').select('id').where('ownerId', '=', b.id).execute()).length, 1);
    const saved = await b.client.post('/ledger/loads', { ...form({ shipper_id: client.id }), confirm_duplicate: '1' });
    assert.equal(saved.status, 302);
    assert.equal((await server.db.selectFrom('loads').select('id').where('ownerId', '=', b.id).execute()).length, 2);
  });

  test('JSON: 409 LIKELY_DUPLICATE naming the earlier load unless confirmed; another freight, date or owner is no duplicate', async () => {
    const b = await signUp(server, 'shipper');
    const first = (await b.client.postJson('/ledger/loads', form())).json.data.load;
    const dup = await b.client.postJson('/ledger/loads', form());
    assert.equal(dup.status, 409);
    assert.equal(dup.json.error.code, 'LIKELY_DUPLICATE');
    assert.equal(dup.json.error.details.duplicate_of, first.id);
    assert.equal((await b.client.postJson('/ledger/loads', { ...form(), confirm_duplicate: true })).status, 201);
    assert.equal((await b.client.postJson('/ledger/loads', form({ price: '60001' }))).status, 201, 'another freight');
    assert.equal((await b.client.postJson('/ledger/loads', form({ pickup_date: thisMonth(10) }))).status, 201, 'another day');
    const other = await signUp(server, 'shipper');
    assert.equal((await other.client.postJson('/ledger/loads', form())).status, 201, "another user's identical load is not a duplicate of mine");
    // Entered more than 30 days ago: no longer a likely duplicate.
    const old = await signUp(server, 'shipper');
    const oldLoad = (await old.client.postJson('/ledger/loads', form())).json.data.load;
    await server.db
      .updateTable('loads')
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', oldLoad.id)
      .execute();
    assert.equal((await old.client.postJson('/ledger/loads', form())).status, 201);
  });

  test('two identical submits at once: one is saved, the other is warned', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await signUp(server, 'broker');
      const answers = await Promise.all([b.client.postJson('/ledger/loads', form()), b.client.postJson('/ledger/loads', form())]);
      assert.deepEqual(answers.map((r) => r.status).sort(), [201, 409], `round ${round}`);
    }
  });

  test('no session: sign in; a driver: 403; nothing stored', async () => {
    assert.equal((await anonymous(server).post('/ledger/loads', form(), json)).status, 401);
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.postJson('/ledger/loads', form())).status, 403);
    assert.equal((await server.db.selectFrom('loads').select('id').where('ownerId', '=', driver.id).execute()).length, 0);
  });
});
