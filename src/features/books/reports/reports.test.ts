import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp } from '../../../../test/helpers/factories.js';
import { insertBooksLoad, insertPayment, insertShipper } from '../../../../test/helpers/books-factories.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';
import { kolkataDate } from '../../../lib/dates.js';
import { monthStart } from '../service.js';
import { csvCell, toCsv } from '../../../lib/csv.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const broker = () => signUp(server, 'broker');
const json = { accept: 'json' as const };

describe('reports', () => {
  const today = kolkataDate();
  const thisMonth = (day: number) => `${monthStart(today).slice(0, 8)}${String(day).padStart(2, '0')}`;
  const lastMonth = (day: number) => `${monthStart(today, -1).slice(0, 8)}${String(day).padStart(2, '0')}`;

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
    assert.equal(
      monthly.slice(0, 10).reduce((a: number, m: { loads: number }) => a + m.loads, 0),
      0,
      'the 13th month back is left out',
    );
    const page = await b.client.get('/ledger/reports');
    assert.match(
      page.text,
      new RegExp(`data-month="${today.slice(0, 7)}"><td[^>]*>[^<]+</td><td class="num"[^>]*>2</td><td class="num"[^>]*>₹15,001</td><td class="num"[^>]*>₹8,000</td>`),
      'a total in whole rupees',
    );
    assert.match(page.text, /<svg[^>]*role="img"/);
    assert.match(page.text, /<rect[^>]*fill="#0b5cad" data-value="1500050"/);
    const csv = await b.client.get('/ledger/reports/monthly.csv');
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type')!, /^text\/csv/);
    assert.match(csv.headers.get('content-disposition')!, /^attachment; filename="monthly-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
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
    assert.deepEqual(
      march.top_shippers.map((s: { name: string; loads: number; freight: number }) => [s.name, s.loads, s.freight]),
      [
        ['Big Buyer', 3, 120000],
        ['Small Seller', 1, 20000],
      ],
    );
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
});
