import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertBooksLoad, insertShipper, insertVehicle } from '../../../test/helpers/books-factories.js';
import { anonymous, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { pdfPages } from '../../../test/helpers/pdf-text.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import type { SessionUser } from '../../http/context.js';
import { lorryReceiptSchema } from './lr-schema.js';
import { issueLorryReceipt } from './lr-service.js';

const ISSUER_GSTIN = '27AAPFU0939F1ZV';
const CLIENT_GSTIN = '07AABCT1234K1ZH';
const CONSIGNEE_GSTIN = '27AAACF0000D1ZN';

let server: TestServer;
let broker: SignedInUser;
let other: SignedInUser;
let driver: SignedInUser;
before(async () => {
  server = await startTestServer();
  broker = await signUp(server, 'broker', { name: 'Sharma Roadways' });
  other = await signUp(server, 'shipper');
  driver = await signUp(server, 'driver');
  await server.db.updateTable('users').set({ gstin: ISSUER_GSTIN, city: 'Pune', companyName: 'Sharma Roadways Pvt Ltd' }).where('id', '=', broker.id).execute();
});
after(async () => {
  await server.close();
});

const asSession = (u: SignedInUser): SessionUser => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free', verified: false });

/** A books load of `owner` for a client in Delhi, carried by a vehicle with its driver, optionally with an e-way bill. */
async function booksLoad(o: { owner?: SignedInUser; eway?: string; status?: string } = {}) {
  const owner = o.owner ?? broker;
  const client = await insertShipper(server.db, owner.id, { name: 'Gupta Traders', city: 'Delhi', gstin: CLIENT_GSTIN });
  const vehicle = await insertVehicle(server.db, owner.id);
  await server.db.updateTable('vehicles').set({ driverName: 'Ramesh Yadav', driverPhone: '9876543210' }).where('id', '=', vehicle.id).execute();
  const load = await insertBooksLoad(server.db, owner.id, { shipperId: client.id, vehicleId: vehicle.id, pricePaise: 4_500_050, weightTonnes: 12.5, status: o.status ?? 'assigned' });
  await server.db.updateTable('loads').set({ material: 'Cotton bales' }).where('id', '=', load.id).execute();
  if (o.eway) await server.db.insertInto('loadDocuments').values({ loadId: load.id, kind: 'eway_bill', number: o.eway, validUntil: '2099-01-01', uploadedBy: owner.id }).execute();
  return { load, client, vehicle };
}

const form = (o: Record<string, string> = {}) => ({
  consignor_name: 'Gupta Traders',
  consignor_gstin: CLIENT_GSTIN,
  consignor_address: 'Azadpur, Delhi',
  consignee_name: 'Patil Textiles',
  consignee_gstin: CONSIGNEE_GSTIN,
  consignee_address: 'Bhiwandi, Mumbai',
  vehicle_number: 'MH12AB1234',
  driver_name: 'Ramesh Yadav',
  driver_phone: '9876543210',
  goods: 'Cotton bales',
  packages_count: '120',
  packages_kind: 'bales',
  weight: '12.5',
  freight: '45000.50',
  payment_basis: 'to_pay',
  gst_payable_by: 'consignee',
  eway_bill_number: '',
  declared_value: '',
  ...o,
});

describe('issuing a lorry receipt', () => {
  test('the form is prefilled: the client as consignor, vehicle, driver, goods, weight, freight and the e-way bill; the books load page links to it', async () => {
    const { load, vehicle } = await booksLoad({ eway: '123456789012' });
    const res = await broker.client.get(`/ledger/loads/${load.id}/lr`, { accept: 'json' });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    const p = res.json.data.prefill;
    assert.deepEqual(
      [p.consignor_name, p.consignor_gstin, p.consignee_name, p.vehicle_number, p.driver_name, p.driver_phone, p.goods, p.weight, p.freight, p.eway_bill_number],
      ['Gupta Traders', CLIENT_GSTIN, '', vehicle.registrationNumber, 'Ramesh Yadav', '9876543210', 'Cotton bales', '12.5', '45000.50', '123456789012'],
    );
    const page = await broker.client.get(`/ledger/loads/${load.id}/lr`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.match(page.text, /name="eway_bill_number"[^>]*value="123456789012"/);
    assert.match((await broker.client.get(`/ledger/loads/${load.id}`, { accept: 'html' })).text, new RegExp(`/ledger/loads/${load.id}/lr`));
  });

  test('success: numbered LR/<FY>/<n>, parties and amounts copied; the PDF has the number, both parties, vehicle, weight and freight', async () => {
    const { load } = await booksLoad();
    const res = await broker.client.postJson(`/ledger/loads/${load.id}/lr`, form({ eway_bill_number: '1234 5678 9012', declared_value: '350000' }));
    assert.equal(res.status, 201, res.text.slice(0, 400));
    const lr = res.json.data.lorry_receipt;
    assert.match(lr.number, /^LR\/\d{4}-\d{2}\/\d{4,}$/);
    assert.deepEqual([lr.freight_paise, lr.weight_tonnes, lr.packages_count, lr.eway_bill_number, lr.declared_value_paise], [4_500_050, 12.5, 120, '123456789012', 35_000_000]);
    assert.deepEqual([lr.payment_basis, lr.gst_payable_by, lr.origin, lr.destination], ['to_pay', 'consignee', 'Delhi', 'Mumbai']);
    const pdf = await broker.client.getBytes(`/lorry-receipts/${lr.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = (await pdfPages(pdf.bytes)).join(' ');
    for (const s of [lr.number, 'Gupta Traders', 'Patil Textiles', CLIENT_GSTIN, CONSIGNEE_GSTIN, 'MH12AB1234', '12.5', '45,000.50', '123456789012', 'Sharma Roadways Pvt Ltd', 'To pay'])
      assert.ok(text.includes(s), `PDF lacks ${s}: ${text}`);
  });

  test('the HTML form answers with a redirect to the LR page, which shows it', async () => {
    const { load } = await booksLoad();
    const res = await broker.client.post(`/ledger/loads/${load.id}/lr`, form({ packages_count: '', packages_kind: '' }), { accept: 'html' });
    assert.equal(res.status, 302, res.text.slice(0, 300));
    assert.match(res.location ?? '', /^\/lorry-receipts\/[0-9a-f-]{36}$/);
    const page = await broker.client.get(res.location as string, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.ok(page.text.includes('Patil Textiles') && page.text.includes('MH12AB1234'));
    assert.match(page.text, /\/lr\/[A-Za-z0-9_-]{24}/);
  });

  test('validation: bad e-way bill, payment basis and weight, a missing consignee: 400 naming the fields, the form again with values kept; nothing issued', async () => {
    const { load } = await booksLoad();
    const bad = await broker.client.postJson(`/ledger/loads/${load.id}/lr`, form({ eway_bill_number: '12345', payment_basis: 'cash', weight: '0', consignee_name: '', vehicle_number: 'XX' }));
    assert.equal(bad.status, 400);
    const details = bad.json.error.details;
    for (const f of ['eway_bill_number', 'payment_basis', 'weight', 'consignee_name', 'vehicle_number']) assert.ok(details[f], `${f}: ${JSON.stringify(details)}`);
    const html = await broker.client.post(`/ledger/loads/${load.id}/lr`, form({ eway_bill_number: '12345' }), { accept: 'html' });
    assert.equal(html.status, 400);
    assert.match(html.text, /An e-way bill number has 12 digits/);
    assert.match(html.text, /value="Patil Textiles"/);
    assert.match(html.text, /value="Bhiwandi, Mumbai"/);
    assert.equal((await server.db.selectFrom('lorryReceipts').select('id').where('loadId', '=', load.id).execute()).length, 0);
  });

  test('no session: 401 JSON, redirect to sign in; wrong role 403; another business’s load 404; a cancelled load 409', async () => {
    const { load } = await booksLoad();
    const anon = anonymous(server);
    assert.equal((await anon.postJson(`/ledger/loads/${load.id}/lr`, form())).status, 401);
    const page = await anon.get(`/ledger/loads/${load.id}/lr`, { accept: 'html' });
    assert.equal(page.status, 302);
    assert.match(page.location ?? '', /\/login/);
    assert.equal((await driver.client.postJson(`/ledger/loads/${load.id}/lr`, form())).status, 403);
    assert.equal((await driver.client.get('/lorry-receipts', { accept: 'json' })).status, 403);
    assert.equal((await other.client.postJson(`/ledger/loads/${load.id}/lr`, form())).status, 404);
    assert.equal((await other.client.get(`/ledger/loads/${load.id}/lr`, { accept: 'json' })).status, 404);
    const cancelled = await booksLoad({ status: 'cancelled' });
    assert.equal((await broker.client.postJson(`/ledger/loads/${cancelled.load.id}/lr`, form())).status, 409);
  });

  test('one live LR per load: two at once give 201 and 409; cancel keeps the number; a new LR takes the next number', async () => {
    const { load } = await booksLoad();
    const both = await Promise.all([broker.client.postJson(`/ledger/loads/${load.id}/lr`, form()), broker.client.postJson(`/ledger/loads/${load.id}/lr`, form())]);
    assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
    const first = both.find((r) => r.status === 201)!.json.data.lorry_receipt;
    assert.equal((await other.client.postJson(`/lorry-receipts/${first.id}/cancel`, {})).status, 404);
    assert.equal((await driver.client.postJson(`/lorry-receipts/${first.id}/cancel`, {})).status, 403);
    const cancel = await broker.client.postJson(`/lorry-receipts/${first.id}/cancel`, {});
    assert.equal(cancel.status, 200);
    assert.ok(cancel.json.data.lorry_receipt.cancelled_at);
    assert.equal(cancel.json.data.lorry_receipt.number, first.number);
    assert.equal((await broker.client.postJson(`/lorry-receipts/${first.id}/cancel`, {})).status, 409);
    const again = await broker.client.postJson(`/ledger/loads/${load.id}/lr`, form());
    assert.equal(again.status, 201);
    assert.notEqual(again.json.data.lorry_receipt.number, first.number);
    const text = (await pdfPages((await broker.client.getBytes(`/lorry-receipts/${first.id}/pdf`)).bytes)).join(' ');
    assert.ok(text.includes('Cancelled') && text.includes(first.number), text);
  });
});

describe('LR numbering', () => {
  const parsed = () => lorryReceiptSchema.parse(form());

  test('31 March and 1 April are two financial years, each from 1; the invoice series is separate', async () => {
    const issuer = await signUp(server, 'shipper');
    const s = asSession(issuer);
    const numbers: string[] = [];
    for (const day of ['2027-03-31', '2027-03-31', '2027-04-01', '2027-04-01']) {
      const { load } = await booksLoad({ owner: issuer });
      numbers.push((await issueLorryReceipt(server.db, s, load.id, parsed(), day)).displayNumber);
    }
    assert.deepEqual(numbers, ['LR/2026-27/0001', 'LR/2026-27/0002', 'LR/2027-28/0001', 'LR/2027-28/0002']);
    const series = await server.db.selectFrom('documentSeries').select(['kind', 'lastNumber']).where('issuerId', '=', issuer.id).execute();
    assert.ok(series.every((r) => r.kind === 'lorry_receipt'));
  });

  test('10 parallel issues: numbers 1 to 10, no gap, no duplicate', async () => {
    const issuer = await signUp(server, 'broker');
    const s = asSession(issuer);
    const loads = await Promise.all(Array.from({ length: 10 }, () => booksLoad({ owner: issuer })));
    const issued = await Promise.all(loads.map(({ load }) => issueLorryReceipt(server.db, s, load.id, parsed(), '2026-11-27')));
    assert.deepEqual(
      issued.map((i) => i.number).sort((a, b) => a - b),
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    assert.equal(new Set(issued.map((i) => i.displayNumber)).size, 10);
  });
});

describe('seeing lorry receipts', () => {
  test('the share link works without a session (page and PDF); a wrong token is 404; the LR’s own URL is 404 to others', async () => {
    const { load } = await booksLoad();
    const lr = (await broker.client.postJson(`/ledger/loads/${load.id}/lr`, form())).json.data.lorry_receipt;
    const token = new URL(lr.share_url).pathname.split('/').pop() as string;
    assert.match(lr.share_url, /\/lr\//);
    const anon = anonymous(server);
    const page = await anon.get(`/lr/${token}`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(lr.number) && page.text.includes('Patil Textiles'));
    assert.ok(!page.text.includes('/cancel'), 'the share page offers no action');
    const pdf = await anon.getBytes(`/lr/${token}/pdf`);
    assert.equal(pdf.status, 200);
    assert.ok((await pdfPages(pdf.bytes)).join(' ').includes(lr.number));
    assert.equal((await anon.get(`/lr/${token.slice(0, -2)}xx`, { accept: 'html' })).status, 404);
    assert.equal((await anon.getBytes('/lr/nope/pdf')).status, 404);
    assert.equal((await anon.get(`/lorry-receipts/${lr.id}`, { accept: 'json' })).status, 401);
    assert.equal((await other.client.get(`/lorry-receipts/${lr.id}`, { accept: 'json' })).status, 404);
    assert.equal((await other.client.getBytes(`/lorry-receipts/${lr.id}/pdf`)).status, 404);
  });

  test('the list shows my LRs, not others’; /invoices links to it', async () => {
    const mine = await broker.client.get('/lorry-receipts', { accept: 'json' });
    assert.equal(mine.status, 200);
    assert.ok(mine.json.data.lorry_receipts.length > 0);
    assert.equal((await other.client.get('/lorry-receipts', { accept: 'json' })).json.data.lorry_receipts.length, 0);
    assert.equal((await broker.client.get('/lorry-receipts', { accept: 'html' })).status, 200);
    assert.match((await broker.client.get('/invoices', { accept: 'html' })).text, /href="\/lorry-receipts"/);
  });
});
