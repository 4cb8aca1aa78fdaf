import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertBooksLoad, insertShipper, insertVehicle } from '../../../test/helpers/books-factories.js';
import { insertHeldLoad, insertUser, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { anonymous, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { pdfPages } from '../../../test/helpers/pdf-text.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { addDays, kolkataDate } from '../../lib/dates.js';
import { nextNumber } from './queries.js';
import { issueFreightInvoice } from './service.js';

const SELLER_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra
const CLIENT_GSTIN_MH = '27AAACF0000D1ZN';
const CLIENT_GSTIN_DL = '07AABCT1234K1ZH';

let server: TestServer;
let broker: SignedInUser;
let other: SignedInUser;
let driver: SignedInUser;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  broker = await signUp(server, 'broker', { name: 'Sharma Roadways' });
  other = await signUp(server, 'shipper');
  driver = await signUp(server, 'driver');
  admin = await signInAdmin(server);
  await server.db.updateTable('users').set({ gstin: SELLER_GSTIN, city: 'Pune', companyName: 'Sharma Roadways Pvt Ltd' }).where('id', '=', broker.id).execute();
});
after(async () => {
  await server.close();
});

const asSession = (u: SignedInUser): SessionUser => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free', verified: false });

/** A books load of `owner` (default the broker) for a client in Delhi or Maharashtra, carried by a vehicle. */
async function booksLoad(o: { owner?: SignedInUser; gstin?: string | null; pricePaise?: number } = {}) {
  const owner = o.owner ?? broker;
  const client = await insertShipper(server.db, owner.id, { name: 'Gupta Traders', city: 'Delhi', gstin: o.gstin === undefined ? CLIENT_GSTIN_DL : o.gstin });
  const vehicle = await insertVehicle(server.db, owner.id);
  const load = await insertBooksLoad(server.db, owner.id, { shipperId: client.id, vehicleId: vehicle.id, pricePaise: o.pricePaise ?? 4_500_050, status: 'delivered' });
  return { load, client, vehicle };
}

const form = (o: Record<string, string> = {}) => ({
  gst_treatment: 'forward_12',
  amount: '45000.50',
  seller_gstin: SELLER_GSTIN,
  seller_address: 'Shop 4, Market Yard, Pune',
  buyer_name: 'Gupta Traders',
  buyer_gstin: CLIENT_GSTIN_DL,
  buyer_address: 'Azadpur, Delhi',
  ...o,
});

describe('issuing a freight invoice', () => {
  test('the form is prefilled from the load, the client and the issuer', async () => {
    const { load } = await booksLoad();
    const res = await broker.client.get(`/ledger/loads/${load.id}/invoice`, { accept: 'json' });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.deepEqual(res.json.data.prefill, {
      gst_treatment: 'forward_12',
      amount: '45000.50',
      due_on: '',
      seller_gstin: SELLER_GSTIN,
      seller_address: 'Pune',
      buyer_name: 'Gupta Traders',
      buyer_gstin: CLIENT_GSTIN_DL,
      buyer_address: 'Delhi',
    });
    const page = await broker.client.get(`/ledger/loads/${load.id}/invoice`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.match(page.text, /name="buyer_gstin"[^>]*value="07AABCT1234K1ZH"/);
    // The books load page links to it.
    assert.match((await broker.client.get(`/ledger/loads/${load.id}`, { accept: 'html' })).text, new RegExp(`/ledger/loads/${load.id}/invoice`));
  });

  test('another state: IGST 12%, numbered, the PDF names both GSTINs, SAC 996791, the number and the amounts', async () => {
    const { load, vehicle } = await booksLoad();
    const res = await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form({ due_on: addDays(kolkataDate(), 15) }));
    assert.equal(res.status, 201, res.text.slice(0, 400));
    const inv = res.json.data.invoice;
    assert.match(inv.number, /^INV\/\d{4}-\d{2}\/\d{4,}$/);
    assert.equal(inv.interstate, true);
    assert.equal(inv.taxable_paise, 4_500_050);
    assert.equal(inv.igst_paise, 540_006); // 12% of 4500050 = 540006
    assert.equal(inv.cgst_paise + inv.sgst_paise, 0);
    assert.equal(inv.total_paise, 5_040_056);
    assert.equal(inv.sac_code, '996791');
    assert.equal(inv.place_of_supply, '07 Delhi');
    assert.ok(inv.description.includes(vehicle.registrationNumber), inv.description);
    const pdf = await broker.client.getBytes(`/invoices/${inv.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    const text = (await pdfPages(pdf.bytes)).join(' ');
    for (const s of [SELLER_GSTIN, CLIENT_GSTIN_DL, '996791', inv.number, '45,000.50', '5,400.06', '50,400.56', 'IGST 12%', 'Gupta Traders']) assert.ok(text.includes(s), `PDF lacks ${s}: ${text}`);
    assert.ok(!text.includes('reverse charge'));
  });

  test('same state, 5%: CGST 2.5% + SGST 2.5%; the HTML form answers with a redirect to the invoice page', async () => {
    const { load } = await booksLoad({ gstin: CLIENT_GSTIN_MH });
    const res = await broker.client.post(`/ledger/loads/${load.id}/invoice`, form({ gst_treatment: 'forward_5', buyer_gstin: CLIENT_GSTIN_MH, amount: '12345.67' }), { accept: 'html' });
    assert.equal(res.status, 302, res.text.slice(0, 300));
    const id = res.location?.split('/').pop() as string;
    const row = await server.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // 1234567 × 2.5% = 30864.175 → 30864 each.
    assert.deepEqual([row.interstate, row.cgstPaise, row.sgstPaise, row.igstPaise, row.totalPaise], [false, 30_864, 30_864, 0, 1_234_567 + 61_728]);
    const page = await broker.client.get(`/invoices/${id}`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.match(page.text, /CGST 2\.5%/);
    assert.ok(page.text.includes(`/i/${row.shareToken}`));
  });

  test('reverse charge: no tax, the statement, and the tax the recipient pays, on the page and in the PDF', async () => {
    const { load } = await booksLoad();
    const res = await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form({ gst_treatment: 'reverse', amount: '40000' }));
    assert.equal(res.status, 201);
    const inv = res.json.data.invoice;
    assert.deepEqual([inv.total_paise, inv.igst_paise, inv.reverse_charge_paise], [4_000_000, 0, 200_000]);
    const text = (await pdfPages((await broker.client.getBytes(`/invoices/${inv.id}/pdf`)).bytes)).join(' ');
    assert.ok(text.includes('Tax is payable on reverse charge basis'), text);
    assert.ok(text.includes('2,000'), text);
  });

  test('validation: a bad GSTIN, a bad treatment, a missing client GSTIN: 400 naming the field, the form again with values kept; nothing issued', async () => {
    const { load } = await booksLoad({ gstin: null });
    const bad = await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form({ buyer_gstin: '07AABCT1234K1ZX', gst_treatment: 'forward_18' }));
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.buyer_gstin, JSON.stringify(bad.json));
    assert.ok(bad.json.error.details.gst_treatment);
    const missing = await broker.client.post(`/ledger/loads/${load.id}/invoice`, form({ buyer_gstin: '' }), { accept: 'html' });
    assert.equal(missing.status, 400);
    assert.match(missing.text, /Enter the client’s GSTIN/);
    assert.match(missing.text, /value="Azadpur, Delhi"/);
    const past = await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form({ due_on: '2020-01-01' }));
    assert.equal(past.status, 400);
    assert.ok(past.json.error.details.due_on);
    assert.equal((await server.db.selectFrom('invoices').select('id').where('loadId', '=', load.id).execute()).length, 0);
  });

  test('no session: redirected to sign in (401 JSON); wrong role 403; another business’s load 404', async () => {
    const { load } = await booksLoad();
    const anon = anonymous(server);
    assert.equal((await anon.postJson(`/ledger/loads/${load.id}/invoice`, form())).status, 401);
    const page = await anon.get(`/ledger/loads/${load.id}/invoice`, { accept: 'html' });
    assert.equal(page.status, 302);
    assert.match(page.location ?? '', /\/login/);
    assert.equal((await driver.client.postJson(`/ledger/loads/${load.id}/invoice`, form())).status, 403);
    assert.equal((await other.client.postJson(`/ledger/loads/${load.id}/invoice`, form())).status, 404);
    assert.equal((await other.client.get(`/ledger/loads/${load.id}/invoice`, { accept: 'json' })).status, 404);
  });

  test('one live invoice per load; two at once: one 201, one 409; after cancelling, a new number', async () => {
    const { load } = await booksLoad();
    const both = await Promise.all([broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form()), broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form())]);
    assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
    const first = both.find((r) => r.status === 201)!.json.data.invoice;
    const cancel = await broker.client.postJson(`/invoices/${first.id}/cancel`, {});
    assert.equal(cancel.status, 200);
    assert.ok(cancel.json.data.invoice.cancelled_at);
    assert.equal((await broker.client.postJson(`/invoices/${first.id}/cancel`, {})).status, 409);
    const again = await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form());
    assert.equal(again.status, 201);
    assert.notEqual(again.json.data.invoice.number, first.number);
    // The cancelled one keeps its number and is still readable.
    const still = await broker.client.get(`/invoices/${first.id}`, { accept: 'json' });
    assert.equal(still.json.data.invoice.number, first.number);
  });
});

describe('numbering', () => {
  test('31 March and 1 April are two financial years, each from 1', async () => {
    const issuer = await signUp(server, 'shipper');
    const s = asSession(issuer);
    const numbers: string[] = [];
    for (const day of ['2027-03-31', '2027-03-31', '2027-04-01', '2027-04-01']) {
      const { load } = await booksLoad({ owner: issuer });
      numbers.push((await issueFreightInvoice(server.db, s, load.id, { ...parsedForm(), due_on: null }, day)).displayNumber);
    }
    assert.deepEqual(numbers, ['INV/2026-27/0001', 'INV/2026-27/0002', 'INV/2027-28/0001', 'INV/2027-28/0002']);
  });

  test('20 parallel issues: numbers 1 to 20, no gap, no duplicate; a rolled-back issue leaves no gap', async () => {
    const issuer = await signUp(server, 'broker');
    const s = asSession(issuer);
    const loads = await Promise.all(Array.from({ length: 20 }, () => booksLoad({ owner: issuer })));
    const issued = await Promise.all(loads.map(({ load }) => issueFreightInvoice(server.db, s, load.id, { ...parsedForm(), due_on: null }, '2026-11-27')));
    assert.deepEqual(
      issued.map((i) => i.number).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // A transaction that took a number and then failed gives it back.
    await assert.rejects(
      withActor(server.db, issuer.id, async (trx) => {
        assert.equal(await nextNumber(trx, issuer.id, 'freight_invoice', 2026), 21);
        throw new Error('printer on fire');
      }),
      /printer on fire/,
    );
    const { load } = await booksLoad({ owner: issuer });
    assert.equal((await issueFreightInvoice(server.db, s, load.id, { ...parsedForm(), due_on: null }, '2026-11-27')).displayNumber, 'INV/2026-27/0021');
  });
});

/** The form as the schema hands it to the service. */
function parsedForm() {
  return {
    gst_treatment: 'forward_12' as const,
    amount: 1_000_000,
    seller_gstin: SELLER_GSTIN,
    seller_address: 'Pune',
    buyer_name: 'Gupta Traders',
    buyer_gstin: CLIENT_GSTIN_DL,
    buyer_address: 'Delhi',
  };
}

describe('seeing invoices', () => {
  test('the share link works without a session and shows the invoice and its PDF; a wrong token is 404', async () => {
    const { load } = await booksLoad();
    const inv = (await broker.client.postJson(`/ledger/loads/${load.id}/invoice`, form())).json.data.invoice;
    const token = new URL(inv.share_url).pathname.split('/').pop() as string;
    const anon = anonymous(server);
    const page = await anon.get(`/i/${token}`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(inv.number));
    assert.ok(page.text.includes(CLIENT_GSTIN_DL));
    assert.ok(!page.text.includes('/cancel'), 'the share page offers no action');
    const pdf = await anon.getBytes(`/i/${token}/pdf`);
    assert.equal(pdf.status, 200);
    assert.ok((await pdfPages(pdf.bytes)).join(' ').includes(inv.number));
    assert.equal((await anon.get(`/i/${token.slice(0, -2)}xx`, { accept: 'html' })).status, 404);
    assert.equal((await anon.getBytes(`/i/nope/pdf`)).status, 404);
    // Without the link, the invoice's own URL needs a session, and is 404 to another user.
    assert.equal((await anon.get(`/invoices/${inv.id}`, { accept: 'json' })).status, 401);
    assert.equal((await other.client.get(`/invoices/${inv.id}`, { accept: 'json' })).status, 404);
    assert.equal((await other.client.getBytes(`/invoices/${inv.id}/pdf`)).status, 404);
    assert.equal((await other.client.postJson(`/invoices/${inv.id}/cancel`, {})).status, 404);
    // A driver cancels the invoices they issued for trips (trip-invoices.test.ts); someone else's is not there for them.
    assert.equal((await driver.client.postJson(`/invoices/${inv.id}/cancel`, {})).status, 404);
  });

  test('the list shows my invoices, not others', async () => {
    const mine = await broker.client.get('/invoices', { accept: 'json' });
    assert.equal(mine.status, 200);
    assert.ok(mine.json.data.invoices.length > 0);
    assert.ok(mine.json.data.invoices.every((i: { seller: { gstin: string } }) => i.seller.gstin === SELLER_GSTIN));
    const theirs = await other.client.get('/invoices', { accept: 'json' });
    assert.equal(theirs.json.data.invoices.length, 0);
    assert.equal((await broker.client.get('/invoices', { accept: 'html' })).status, 200);
  });
});

describe('the platform’s fee invoice', () => {
  test('a release issues one fee invoice to the payer, GST 18% within the fee; two releases at once: still one', async () => {
    const shipper = await signUp(server, 'shipper');
    const drv = await insertUser(server.db, 'driver');
    const s = asSession(shipper);
    const { load } = await insertHeldLoad(server.db, s, drv, 4_000_000, 'in_transit');
    await markDelivered(server.db, load.id);
    const results = await Promise.all([shipper.client.postJson('/escrow/release', { load_id: load.id }), shipper.client.postJson('/escrow/release', { load_id: load.id })]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    const fees = await server.db.selectFrom('invoices').selectAll().where('loadId', '=', load.id).where('kind', '=', 'fee_invoice').execute();
    assert.equal(fees.length, 1);
    const fee = fees[0]!;
    const charged = await server.db.selectFrom('loads').select('platformFeePaise').where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(fee.totalPaise, charged.platformFeePaise);
    assert.equal(fee.taxablePaise + fee.cgstPaise + fee.sgstPaise + fee.igstPaise, charged.platformFeePaise);
    assert.ok(fee.cgstPaise > 0 && fee.cgstPaise === fee.sgstPaise, 'a buyer without a GSTIN is billed in the platform’s state');
    assert.equal(fee.issuerId, null);
    assert.equal(fee.buyerUserId, shipper.id);
    assert.match(fee.displayNumber, /^FB\/\d{4}-\d{2}\/\d{4,}$/);
    // The payer sees it in their list and downloads it; the driver does not; an admin lists it.
    const list = await shipper.client.get('/invoices', { accept: 'json' });
    assert.ok(list.json.data.invoices.some((i: { id: string }) => i.id === fee.id));
    const pdf = await shipper.client.getBytes(`/invoices/${fee.id}/pdf`);
    const text = (await pdfPages(pdf.bytes)).join(' ');
    assert.ok(text.includes('27AAACF0000D1ZN') && text.includes(fee.displayNumber) && text.includes('CGST 9%'), text);
    assert.equal((await other.client.get(`/invoices/${fee.id}`, { accept: 'json' })).status, 404);
    assert.equal((await shipper.client.postJson(`/invoices/${fee.id}/cancel`, {})).status, 409);
    const adminList = await admin.client.get('/invoices?limit=100', { accept: 'json' });
    assert.ok(adminList.json.data.invoices.some((i: { id: string }) => i.id === fee.id));
    assert.ok(adminList.json.data.invoices.every((i: { kind: string }) => i.kind === 'fee_invoice'));
  });

  test('the payer finds a link to the fee invoice on the wallet’s fee row and on the load’s payment section; the driver and others do not', async () => {
    const shipper = await signUp(server, 'shipper');
    const drv = await signUp(server, 'driver');
    const { load } = await insertHeldLoad(server.db, asSession(shipper), asSession(drv), 3_000_000, 'in_transit');
    await markDelivered(server.db, load.id);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const fee = await server.db.selectFrom('invoices').selectAll().where('loadId', '=', load.id).where('kind', '=', 'fee_invoice').executeTakeFirstOrThrow();
    const link = `href="/invoices/${fee.id}"`;
    const wallet = (await shipper.client.get('/escrow', { accept: 'html' })).text;
    assert.ok(wallet.includes(link), 'the payer’s wallet links the fee invoice');
    // On the fee's own row, not another one.
    const feeRow = wallet.split('<tr').find((r) => r.includes('data-kind="fee"')) ?? '';
    assert.ok(feeRow.includes(link) && feeRow.includes(fee.displayNumber), feeRow);
    assert.ok(!wallet.split('<tr').some((r) => !r.includes('data-kind="fee"') && r.includes(link)));
    const loadPage = (await shipper.client.get(`/loads/${load.id}`, { accept: 'html' })).text;
    assert.ok(loadPage.includes(link), 'the payer’s load page links the fee invoice');
    assert.ok(!(await drv.client.get('/escrow', { accept: 'html' })).text.includes(link), 'not on the driver’s wallet');
    assert.ok(!(await drv.client.get(`/loads/${load.id}`, { accept: 'html' })).text.includes(link), 'not on the driver’s load page');
    assert.ok(!(await other.client.get('/escrow', { accept: 'html' })).text.includes(link));
    assert.ok(!(await other.client.get(`/loads/${load.id}`, { accept: 'html' })).text.includes(link));
  });
});
