/**
 * What clients owe (issue 21, item 3): the 067 view's figures on known data, ageing at each boundary, statements
 * (page, PDF, CSV) and their shared links, part payments against invoices, and reminders through the durable queue.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import PgBoss from 'pg-boss';
import { anonymous, insertAcceptedLoad, signUp, unique } from '../../../../test/helpers/factories.js';
import { insertBooksLoad, insertPayment, insertShipper } from '../../../../test/helpers/books-factories.js';
import { pdfPages } from '../../../../test/helpers/pdf-text.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../../lib/dates.js';
import { outboxOf } from '../../accounts/sms.js';
import { startReminderDelivery } from './delivery.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const json = { accept: 'json' as const };
const broker = () => signUp(server, 'broker');
const today = () => kolkataDate();

let invoiceNo = 1;
/** A freight invoice row as the invoices feature issues it (inserted directly: issuing is not this feature's). */
async function insertInvoice(ownerId: string, o: { loadId: string | null; shipperId: string; totalPaise: number; issuedOn?: string; cancelled?: boolean }) {
  const n = invoiceNo++;
  return server.db
    .insertInto('invoices')
    .values({
      issuerId: ownerId,
      kind: 'freight_invoice',
      fiscalYear: 2026,
      number: n,
      displayNumber: `FB/26-27/${String(n).padStart(4, '0')}`,
      loadId: o.loadId,
      clientShipperId: o.shipperId,
      issuedOn: o.issuedOn ?? today(),
      gstTreatment: 'forward_12',
      taxablePaise: o.totalPaise,
      totalPaise: o.totalPaise,
      sellerName: 'Seller',
      buyerName: 'Buyer',
      shareToken: randomBytes(24).toString('base64url'),
      cancelledAt: o.cancelled ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A delivered books-only load of the client, delivered `daysAgo` India days ago. */
async function deliveredLoad(ownerId: string, shipperId: string, pricePaise: number, daysAgo = 0) {
  const load = await insertBooksLoad(server.db, ownerId, { shipperId, status: 'delivered', pricePaise });
  await server.db
    .updateTable('loads')
    .set({ deliveredOn: addDays(today(), -daysAgo) })
    .where('id', '=', load.id)
    .execute();
  return load;
}

async function linesOf(shipperId: string) {
  return server.db.selectFrom('clientReceivableLines').selectAll().where('shipperId', '=', shipperId).orderBy('billDate').orderBy('amountPaise').execute();
}
async function balanceOf(shipperId: string) {
  return server.db.selectFrom('clientReceivableBalances').selectAll().where('shipperId', '=', shipperId).executeTakeFirstOrThrow();
}

describe('the one definition of what a client owes (view client_receivable_lines)', () => {
  test('invoice or freight, part payments, on-account money, cancelled and deleted loads left out', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id, { name: 'Ganesh Traders' });
    const plain = await deliveredLoad(b.id, s.id, 5_000_000, 40);
    const invoiced = await deliveredLoad(b.id, s.id, 4_000_000, 10);
    const inv = await insertInvoice(b.id, { loadId: invoiced.id, shipperId: s.id, totalPaise: 4_480_000, issuedOn: addDays(today(), -5) });
    const inTransitInvoiced = await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'in_transit', pricePaise: 3_000_000 });
    await insertInvoice(b.id, { loadId: inTransitInvoiced.id, shipperId: s.id, totalPaise: 3_360_000 });
    await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'in_transit', pricePaise: 9_000_000 }); // neither delivered nor invoiced
    const cancelledInvoice = await deliveredLoad(b.id, s.id, 1_000_000, 3);
    await insertInvoice(b.id, { loadId: cancelledInvoice.id, shipperId: s.id, totalPaise: 9_999_900, cancelled: true });
    await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'cancelled', pricePaise: 7_000_000 });
    const gone = await deliveredLoad(b.id, s.id, 6_000_000, 1);
    await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();
    await insertBooksLoad(server.db, b.id, { status: 'delivered', pricePaise: 8_000_000 }); // no client
    // Part payments: one naming the invoice only, one naming its load; money on account; a deleted payment; money paid out.
    await server.db.insertInto('payments').values({ ownerId: b.id, direction: 'received', amountPaise: 1_000_000, paidOn: today(), invoiceId: inv.id, shipperId: s.id }).execute();
    await insertPayment(server.db, b.id, { loadId: invoiced.id, amountPaise: 500_000, paidOn: today() });
    await insertPayment(server.db, b.id, { shipperId: s.id, amountPaise: 2_000_000, paidOn: today() });
    const deleted = await insertPayment(server.db, b.id, { loadId: plain.id, amountPaise: 4_000_000 });
    await server.db.updateTable('payments').set({ deletedAt: new Date() }).where('id', '=', deleted.id).execute();
    await insertPayment(server.db, b.id, { direction: 'paid', amountPaise: 700_000 });

    const lines = await linesOf(s.id);
    const byLoad = new Map(lines.map((l) => [l.loadId, l]));
    assert.equal(lines.length, 4, 'plain, invoiced, in-transit invoiced, cancelled-invoice loads');
    assert.deepEqual(
      [byLoad.get(plain.id)?.amountPaise, byLoad.get(plain.id)?.receivedPaise, byLoad.get(plain.id)?.billDate],
      [5_000_000, 0, addDays(today(), -40)],
      'no invoice: the freight, billed on the delivery day',
    );
    const i = byLoad.get(invoiced.id);
    assert.deepEqual(
      [i?.amountPaise, i?.receivedPaise, i?.outstandingPaise, i?.billDate, i?.invoiceNumber],
      [4_480_000, 1_500_000, 2_980_000, addDays(today(), -5), inv.displayNumber],
      'the invoice total, both part payments, the invoice date',
    );
    assert.equal(byLoad.get(inTransitInvoiced.id)?.amountPaise, 3_360_000, 'invoiced before delivery');
    assert.equal(byLoad.get(cancelledInvoice.id)?.amountPaise, 1_000_000, 'a cancelled invoice is no invoice: the freight');
    const bal = await balanceOf(s.id);
    assert.equal(bal.billedPaise, 5_000_000 + 4_480_000 + 3_360_000 + 1_000_000);
    assert.equal(bal.receivedPaise, 3_500_000);
    assert.equal(bal.balancePaise, 13_840_000 - 3_500_000);
    // The ₹20,000 on account pays the oldest bill first (the ₹50,000 of 40 days ago).
    const open = await server.db.selectFrom('clientReceivableOpenLines').selectAll().where('shipperId', '=', s.id).execute();
    assert.equal(open.find((o) => o.loadId === plain.id)?.openPaise, 3_000_000);
    assert.equal(
      open.reduce((a, o) => a + Number(o.openPaise), 0),
      bal.balancePaise,
    );
    // The clients' list, the client page and the receivables page say the same.
    const list = await b.client.get('/ledger/shippers', json);
    assert.equal(list.json.data.shippers[0].receivable, 103_400);
    assert.equal((await b.client.get(`/ledger/shippers/${s.id}`, json)).json.data.shipper.receivable, 103_400);
    const rec = await b.client.get('/ledger/receivables', json);
    const row = rec.json.data.clients[0];
    assert.deepEqual([row.days_0_30, row.days_31_60, row.days_61_90, row.days_over_90, row.total], [29_800 + 33_600 + 10_000, 30_000, 0, 0, 103_400]);
    const page = await b.client.get(`/ledger/shippers/${s.id}`);
    assert.match(page.text, /id="open-bills"/);
    assert.match(page.text, new RegExp(inv.displayNumber.replace(/\//g, '\\/')));
  });

  test('money received beyond every bill is an advance: the total goes below zero and no bucket is negative', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    await deliveredLoad(b.id, s.id, 1_000_000, 5);
    await insertPayment(server.db, b.id, { shipperId: s.id, amountPaise: 1_500_000, paidOn: today() });
    const row = (await b.client.get('/ledger/receivables', json)).json.data.clients[0];
    assert.deepEqual([row.days_0_30, row.advance, row.total], [0, 5000, -5000]);
  });

  test("a broker's marketplace load with a client counts once a bid was accepted, billed on the trip's delivery day", async () => {
    const b = await broker();
    const driver = await signUp(server, 'driver');
    const s = await insertShipper(server.db, b.id);
    const { load, trip } = await insertAcceptedLoad(server.db, b.id, driver.id, 4_000_000, 'delivered');
    await server.db.updateTable('loads').set({ shipperId: s.id, pricePaise: 4_500_000 }).where('id', '=', load.id).execute();
    const lines = await linesOf(s.id);
    assert.equal(lines.length, 1);
    // Billed at its receivable in the books (books_loads): the agreed freight plus the broker's commission (none
    // here), not the price the load was posted at.
    assert.equal(lines[0]?.amountPaise, 4_000_000);
    assert.equal(lines[0]?.billDate, kolkataDate(trip.deliveredAt as Date));
    // A listed load nobody's bid was accepted for is not in the books, even invoiced.
    const listed = await insertBooksLoad(server.db, b.id, { shipperId: s.id, listed: true, status: 'open', pricePaise: 100_000 });
    await insertInvoice(b.id, { loadId: listed.id, shipperId: s.id, totalPaise: 112_000 });
    assert.equal((await linesOf(s.id)).length, 1);
  });

  test('a books-only load gets its delivery day when it is marked delivered, and loses it when reopened', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const load = await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'in_transit' });
    assert.equal((await b.client.post(`/ledger/loads/${load.id}/deliver`)).status, 302);
    const row = await server.db.selectFrom('loads').select(['deliveredOn', 'status']).where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.status, row.deliveredOn], ['delivered', today()]);
    await server.db.updateTable('loads').set({ status: 'in_transit' }).where('id', '=', load.id).execute();
    assert.equal((await server.db.selectFrom('loads').select('deliveredOn').where('id', '=', load.id).executeTakeFirstOrThrow()).deliveredOn, null);
  });
});

describe('ageing', () => {
  test('days 0 and 30 are 0-30, 31 and 60 are 31-60, 61 and 90 are 61-90, 91 is over 90; most overdue first', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id, { name: 'Aged Client' });
    const recent = await insertShipper(server.db, b.id, { name: 'Recent Client' });
    const days: Array<[number, number]> = [
      [0, 100],
      [30, 200],
      [31, 400],
      [60, 800],
      [61, 1_600],
      [90, 3_200],
      [91, 6_400],
    ];
    for (const [d, rupees] of days) await deliveredLoad(b.id, s.id, rupees * 100, d);
    await deliveredLoad(b.id, recent.id, 99_999_900, 1);
    const res = await b.client.get('/ledger/receivables', json);
    const clients = res.json.data.clients;
    assert.equal(clients[0].name, 'Aged Client', 'the client with money over 90 days comes first, though it owes less');
    assert.deepEqual([clients[0].days_0_30, clients[0].days_31_60, clients[0].days_61_90, clients[0].days_over_90], [300, 1_200, 4_800, 6_400]);
    const bucket = async (d: number) =>
      Number((await server.db.selectNoFrom((eb) => eb.fn<number>('receivable_age_bucket', [eb.val(addDays('2026-01-01', -d)), eb.val('2026-01-01')]).as('b')).executeTakeFirstOrThrow()).b);
    assert.deepEqual(await Promise.all([0, 30, 31, 60, 61, 90, 91].map(bucket)), [0, 0, 1, 1, 2, 2, 3]);
    const page = await b.client.get('/ledger/receivables');
    assert.equal(page.status, 200);
    assert.match(page.text, /Aged Client[\s\S]*Recent Client/);
  });
});

describe('statement', () => {
  test('opening balance, running balance and closing balance; PDF and CSV say the same', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id, { name: '=Sharma Logistics' });
    const old = await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'delivered', pricePaise: 5_000_000, origin: 'Pune', destination: 'Nagpur' });
    await server.db.updateTable('loads').set({ deliveredOn: '2026-03-20' }).where('id', '=', old.id).execute();
    await insertPayment(server.db, b.id, { loadId: old.id, amountPaise: 2_000_000, paidOn: '2026-03-25' });
    const apr = await insertBooksLoad(server.db, b.id, { shipperId: s.id, status: 'delivered', pricePaise: 3_000_000, origin: 'Surat', destination: 'Indore' });
    await server.db.updateTable('loads').set({ deliveredOn: '2026-04-10' }).where('id', '=', apr.id).execute();
    await insertPayment(server.db, b.id, { shipperId: s.id, amountPaise: 1_000_000, paidOn: '2026-04-15' });
    await insertPayment(server.db, b.id, { shipperId: s.id, amountPaise: 500_000, paidOn: '2026-06-01' }); // after the period

    const q = '?from=2026-04-01&to=2026-05-31';
    const res = await b.client.get(`/ledger/shippers/${s.id}/statement${q}`, json);
    assert.equal(res.status, 200);
    const st = res.json.data.statement;
    assert.equal(st.opening_balance, 30_000);
    assert.deepEqual(
      st.entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance]),
      [
        ['bill', 60_000],
        ['payment', 50_000],
      ],
    );
    assert.equal(st.closing_balance, 50_000);
    const html = await b.client.get(`/ledger/shippers/${s.id}/statement${q}`);
    assert.match(html.text, /id="closing"[^>]*>₹50,000/);

    const pdf = await b.client.getBytes(`/ledger/shippers/${s.id}/statement.pdf${q}`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = (await pdfPages(pdf.bytes)).join(' ');
    assert.match(text, /=Sharma Logistics/);
    assert.match(text, /30,000/);
    assert.match(text, /60,000/);
    assert.match(text, /Closing balance/);
    assert.match(text, /50,000/);

    const csv = await b.client.get(`/ledger/shippers/${s.id}/statement.csv${q}`);
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    const rows = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(rows[0], 'date,entry,particulars,billed_rupees,received_rupees,balance_rupees');
    assert.equal(rows[1], "2026-04-01,opening,'=Sharma Logistics,,,30000");
    assert.equal(rows.at(-1), "2026-05-31,closing,'=Sharma Logistics,30000,10000,50000");

    const bad = await b.client.get(`/ledger/shippers/${s.id}/statement?from=2026-05-01&to=2026-04-01`, json);
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.to);
  });

  test('a share link shows the statement and its PDF without a session; a wrong, revoked or expired token is 404', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id, { name: 'Kaveri Agro' });
    await deliveredLoad(b.id, s.id, 2_500_000, 3);
    const made = await b.client.post(`/ledger/shippers/${s.id}/statement/links`, {}, json);
    assert.equal(made.status, 201);
    const token = made.json.data.token as string;
    assert.ok(made.json.data.url.endsWith(`/s/${token}`));
    const anon = anonymous(server);
    const page = await anon.get(`/s/${token}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /Kaveri Agro/);
    assert.match(page.text, /₹25,000/);
    const pdf = await anon.getBytes(`/s/${token}/statement.pdf`);
    assert.equal(pdf.status, 200);
    assert.match((await pdfPages(pdf.bytes)).join(' '), /Kaveri Agro/);
    assert.equal((await anon.get(`/s/${token.slice(0, -2)}xx`)).status, 404);
    assert.equal((await anon.getBytes(`/s/${token.slice(0, -2)}xx/statement.pdf`)).status, 404);
    assert.equal((await anon.get('/s/short')).status, 404);
    // Another business cannot make or revoke links to this client.
    const other = await broker();
    assert.equal((await other.client.post(`/ledger/shippers/${s.id}/statement/links`, {}, json)).status, 404);
    assert.equal((await other.client.get(`/ledger/shippers/${s.id}/statement`)).status, 404);
    assert.equal((await other.client.getBytes(`/ledger/shippers/${s.id}/statement.pdf`)).status, 404);
    assert.equal((await other.client.get(`/ledger/shippers/${s.id}/statement.csv`)).status, 404);
    // Expired, then revoked.
    const second = (await b.client.post(`/ledger/shippers/${s.id}/statement/links`, {}, json)).json.data.token as string;
    await server.db
      .updateTable('statementLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('token', '=', second)
      .execute();
    assert.equal((await anon.get(`/s/${second}`)).status, 404);
    const revoked = await b.client.post(`/ledger/shippers/${s.id}/statement/links/revoke`, {}, json);
    assert.equal(revoked.json.data.revoked, 2);
    assert.equal((await anon.get(`/s/${token}`)).status, 404);
  });

  test('no session, wrong role', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const anon = anonymous(server);
    for (const path of ['/ledger/receivables', `/ledger/shippers/${s.id}/statement`]) {
      assert.equal((await anon.get(path, json)).status, 401);
      const page = await anon.get(path);
      assert.equal(page.status, 302);
    }
    assert.notEqual((await anon.getBytes(`/ledger/shippers/${s.id}/statement.pdf`)).status, 200);
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.get('/ledger/receivables', json)).status, 403);
    assert.equal((await driver.client.get(`/ledger/shippers/${s.id}/statement.csv`)).status, 403);
    assert.equal((await driver.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'sms', language: 'en' }, json)).status, 403);
  });
});

describe('part payments against an invoice', () => {
  test('pays part of an open invoice; refuses another client, another owner, a cancelled invoice and more than is due', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id, { name: 'Invoice Client' });
    const t2 = await insertShipper(server.db, b.id, { name: 'Other Client' });
    const load = await deliveredLoad(b.id, s.id, 4_000_000, 2);
    const inv = await insertInvoice(b.id, { loadId: load.id, shipperId: s.id, totalPaise: 4_480_000 });
    const form = await b.client.get('/ledger/payments/new?direction=received');
    assert.match(form.text, new RegExp(`${inv.displayNumber.replace(/\//g, '\\/')} · Invoice Client · ₹44,800`));
    const ok = await b.client.post('/ledger/payments', { direction: 'received', amount: '20000', paid_on: today(), invoice_id: inv.id, method: 'upi' });
    assert.equal(ok.status, 302);
    const paid = await server.db.selectFrom('payments').selectAll().where('invoiceId', '=', inv.id).executeTakeFirstOrThrow();
    assert.deepEqual([paid.loadId, paid.shipperId, paid.amountPaise], [load.id, s.id, 2_000_000]);
    assert.equal((await linesOf(s.id))[0]?.outstandingPaise, 2_480_000);

    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('payments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('ownerId', '=', b.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const over = await b.client.post('/ledger/payments', { direction: 'received', amount: '24801', paid_on: today(), invoice_id: inv.id });
    assert.equal(over.status, 400);
    assert.match(over.text, /More than the ₹24,800 still due on this invoice/);
    assert.match(over.text, /value="24801"/);
    const wrongClient = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: today(), invoice_id: inv.id, shipper_id: t2.id });
    assert.equal(wrongClient.status, 400);
    assert.match(wrongClient.json.error.details.invoice_id, /another client's/);
    const cancelled = await insertInvoice(b.id, { loadId: (await deliveredLoad(b.id, s.id, 100_000)).id, shipperId: s.id, totalPaise: 112_000, cancelled: true });
    const c = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: today(), invoice_id: cancelled.id });
    assert.equal(c.status, 400);
    assert.match(c.json.error.details.invoice_id, /cancelled/);
    const other = await broker();
    const theirs = await insertInvoice(other.id, { loadId: null, shipperId: (await insertShipper(server.db, other.id)).id, totalPaise: 100_000 });
    const o = await b.client.postJson('/ledger/payments', { direction: 'received', amount: 100, paid_on: today(), invoice_id: theirs.id });
    assert.equal(o.status, 400);
    assert.ok(o.json.error.details.invoice_id);
    const paidOut = await b.client.postJson('/ledger/payments', { direction: 'paid', amount: 100, paid_on: today(), invoice_id: inv.id });
    assert.equal(paidOut.status, 400);
    assert.ok(paidOut.json.error.details.invoice_id);
    assert.equal(await count(), before, 'no refused payment was stored');
    // Editing the payment checks against what is due without it.
    assert.equal((await b.client.postJson(`/ledger/payments/${paid.id}`, { direction: 'received', amount: 44_800, paid_on: today(), invoice_id: inv.id })).status, 200);
  });

  test('two payments racing against one invoice cannot together pay more than is due', async () => {
    const b = await broker();
    const s = await insertShipper(server.db, b.id);
    const load = await deliveredLoad(b.id, s.id, 1_000_000);
    const inv = await insertInvoice(b.id, { loadId: load.id, shipperId: s.id, totalPaise: 1_000_000 });
    const results = await Promise.all(Array.from({ length: 4 }, () => b.client.postJson('/ledger/payments', { direction: 'received', amount: 6000, paid_on: today(), invoice_id: inv.id })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 400, 400, 400]);
    assert.equal((await linesOf(s.id))[0]?.receivedPaise, 600_000);
  });
});

describe('payment reminders', () => {
  async function owingClient(ownerId: string, phone: string | null = '98765 43210') {
    const s = await insertShipper(server.db, ownerId, { name: `Reminded ${unique('r')}` });
    await server.db.updateTable('shippers').set({ phone }).where('id', '=', s.id).execute();
    await deliveredLoad(ownerId, s.id, 1_234_500, 12);
    return s;
  }

  test('queued once a day, sent to the client by the delivery job with the amount and the statement link, shown on the client page', async () => {
    const b = await broker();
    const s = await owingClient(b.id, '+91 98111 22333');
    const sent = await b.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'sms', language: 'hi' });
    assert.equal(sent.status, 302);
    const r = await server.db.selectFrom('clientReminders').selectAll().where('shipperId', '=', s.id).executeTakeFirstOrThrow();
    assert.deepEqual([r.state, r.channel, r.phone, r.amountPaise, r.sentOn], ['queued', 'sms', '+919811122333', 1_234_500, today()]);
    assert.match(r.text, /[\u0900-\u097F]/, 'in Hindi');
    assert.match(r.text, /₹12,345/);
    const token = /\/s\/([\w-]+)/.exec(r.text)?.[1] ?? '';
    assert.equal((await anonymous(server).get(`/s/${token}`)).status, 200, 'the link in the message works');
    assert.equal(outboxOf(server.app).sentTo('+919811122333').length, 0, 'nothing is sent inside the request');

    const again = await b.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'whatsapp', language: 'en' });
    assert.equal(again.status, 409);
    assert.match(again.text, /already had a reminder today/);

    const boss = new PgBoss({ connectionString: server.databaseUrl, schema: 'pgboss', max: 2, schedule: false });
    await boss.start();
    const whatsapp: Array<{ phone: string; text: string }> = [];
    const delivery = await startReminderDelivery({
      boss,
      db: server.db,
      senders: { sms: server.app.sms, whatsapp: { send: async (m) => void whatsapp.push(m) } },
      policy: { retryLimit: 2, retryDelayS: 1, providerTimeoutMs: 2000, pollMs: 200 },
      log: { warn: () => {} },
    });
    try {
      const end = Date.now() + 60_000;
      while ((await server.db.selectFrom('clientReminders').select('state').where('id', '=', r.id).executeTakeFirstOrThrow()).state !== 'sent') {
        if (Date.now() > end) throw new Error('the reminder was not sent');
        await new Promise((res) => setTimeout(res, 100));
      }
    } finally {
      await delivery.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    }
    const sms = outboxOf(server.app).sentTo('+919811122333');
    assert.equal(sms.length, 1);
    assert.equal(sms[0]?.text, r.text);
    assert.equal(whatsapp.length, 0);
    const page = await b.client.get(`/ledger/shippers/${s.id}`);
    assert.match(page.text, /Reminder sent .* by SMS/);
  });

  test('two sends at once leave one reminder; refused without a phone or without dues; another business gets 404', async () => {
    const b = await broker();
    const s = await owingClient(b.id);
    const results = await Promise.all(Array.from({ length: 3 }, () => b.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'whatsapp', language: 'en' }, json)));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409]);
    assert.equal((await server.db.selectFrom('clientReminders').select('id').where('shipperId', '=', s.id).execute()).length, 1);
    assert.equal((await server.db.selectFrom('statementLinks').select('id').where('shipperId', '=', s.id).execute()).length, 1, 'the losers left no link');

    const noPhone = await owingClient(b.id, null);
    const np = await b.client.post(`/ledger/shippers/${noPhone.id}/reminders`, { channel: 'sms', language: 'en' }, json);
    assert.equal(np.status, 400);
    assert.ok(np.json.error.details.channel);
    const settled = await insertShipper(server.db, b.id);
    await server.db.updateTable('shippers').set({ phone: '9876543210' }).where('id', '=', settled.id).execute();
    const ns = await b.client.post(`/ledger/shippers/${settled.id}/reminders`, { channel: 'sms', language: 'en' }, json);
    assert.equal(ns.status, 400);
    const badChannel = await b.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'fax', language: 'en' });
    assert.equal(badChannel.status, 400);
    assert.match(badChannel.text, /id="client-receivable"/);

    const other = await broker();
    assert.equal((await other.client.post(`/ledger/shippers/${s.id}/reminders`, { channel: 'sms', language: 'en' }, json)).status, 404);
    assert.equal((await anonymous(server).post(`/ledger/shippers/${s.id}/reminders`, { channel: 'sms', language: 'en' }, json)).status, 401);
  });
});
