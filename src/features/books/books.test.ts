import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { booksLoadForm, countOwnRows, insertBooksLoad, insertPayment, insertShipper, insertVehicle } from '../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { kolkataDate } from '../../lib/dates.js';
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
    assert.equal(await countOwnRows(server.db, 'shippers', driver.id), 0);
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

describe('the overview', () => {
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
      payables: 0,
      active_vehicles: 1,
    });
    const page = await b.client.get('/ledger');
    assert.match(page.text, /id="stat-month-freight"><b>₹35,000<\/b>/);
    assert.match(page.text, /id="stat-receivables"><b>₹40,000<\/b>/);
  });
});

describe('every page of the books', () => {
  test('reports and lists show script and markup typed into names and notes as text (XSS probe)', async () => {
    const b = await broker();
    const probe = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const s = (await b.client.postJson('/ledger/shippers', { name: probe, address: probe })).json.data.shipper;
    const load = (await b.client.postJson('/ledger/loads', { ...booksLoadForm({ origin: probe, description: probe, material: probe }), shipper_id: s.id })).json.data.load;
    await b.client.postJson('/ledger/payments', { direction: 'received', amount: 10, paid_on: '2025-02-11', load_id: load.id, note: probe, reference: probe });
    await b.client.postJson('/ledger/vehicles', { registration_number: 'MH01AB0001', truck_type: 'open', driver_name: probe });
    const pages = [
      '/ledger',
      '/ledger/loads',
      `/ledger/loads/${load.id}`,
      `/ledger/loads/${load.id}/edit`,
      '/ledger/payments',
      '/ledger/shippers',
      `/ledger/shippers/${s.id}`,
      '/ledger/vehicles',
      '/ledger/reports',
    ];
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

/** The words a person reads: the HTML without its tags and attributes. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('words for people', () => {
  test('the books speak in words: statuses, truck types, tonnes and counts with Indian grouping; no code, no paise', async () => {
    const b = await broker();
    const today = kolkataDate();
    const client = await insertShipper(server.db, b.id, { name: 'Ganesh Cold Chain' });
    const truck = await insertVehicle(server.db, b.id, { truckType: 'reefer' });
    const moving = await insertBooksLoad(server.db, b.id, { pickupDate: today, weightTonnes: 14.5, pricePaise: 4_500_000, status: 'in_transit', shipperId: client.id, vehicleId: truck.id });
    await insertPayment(server.db, b.id, { loadId: moving.id, shipperId: client.id, amountPaise: 1_000_000, paidOn: today });
    // A busy month: 1,200 more delivered loads, in one statement.
    await server.db
      .insertInto('loads')
      .values(
        Array.from({ length: 1200 }, () => ({
          ownerId: b.id,
          origin: 'Pune',
          destination: 'Nashik',
          originKey: 'pune',
          destinationKey: 'nashik',
          pickupDate: today,
          truckType: 'open',
          weightTonnes: 10,
          pricePaise: 100_000,
          status: 'delivered',
          listed: false,
        })),
      )
      .execute();

    const overview = await b.client.get('/ledger');
    assert.equal(overview.status, 200);
    assert.match(overview.text, /id="stat-month-loads"><b>1,201<\/b>/);

    const list = await b.client.get(`/ledger/loads?shipper_id=${client.id}`);
    const listText = textOf(list.text);
    assert.match(listText, /14\.5 t/);
    assert.match(listText, /In transit/);
    assert.match(listText, /Partly paid/);
    assert.match(list.text, /<table class="ledger-table stack-on-phone">/, 'the list becomes cards on a phone');
    assert.match(list.text, /<td data-label="Weight" class="num">14\.5 t<\/td>/);

    const detail = textOf((await b.client.get(`/ledger/loads/${moving.id}`)).text);
    assert.match(detail, /Truck Open body/);
    assert.match(detail, /Weight 14\.5 t/);

    const vehicles = textOf((await b.client.get('/ledger/vehicles')).text);
    assert.match(vehicles, /Reefer \(refrigerated\)/);

    const reports = await b.client.get('/ledger/reports');
    assert.match(reports.text, /<th class="num" data-label="Loads">1,201<\/th>/, 'the year’s total of loads has Indian grouping');
    assert.match(textOf(reports.text), /12,000 t/, 'the tonnes of a route too');

    for (const page of [overview.text, list.text, reports.text, (await b.client.get('/ledger/payments')).text, (await b.client.get('/ledger/shippers')).text]) {
      const words = textOf(page);
      assert.doesNotMatch(words, /\b(in_transit|partly_paid|unpaid|reefer)\b/, 'no status or truck code in the words');
      assert.doesNotMatch(page, /paise/i);
    }
  });
});
