import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { markDelivered } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { pdfPages } from '../../../test/helpers/pdf-text.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

const DRIVER_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra
const OWNER_GSTIN = '07AABCT1234K1ZH'; // Delhi

let server: TestServer;
let shipper: SignedInUser;
let broker: SignedInUser;
let carrier: SignedInUser;
let registered: SignedInUser;
let otherDriver: SignedInUser;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper', { name: 'Anil Gupta' });
  broker = await signUp(server, 'broker', { name: 'Sharma' });
  carrier = await signUp(server, 'driver', { name: 'Ramesh Yadav' });
  registered = await signUp(server, 'driver', { name: 'Suresh Patil' });
  otherDriver = await signUp(server, 'driver', { name: 'Other Driver' });
  admin = await signInAdmin(server);
  await server.db.updateTable('users').set({ companyName: 'Gupta Traders', gstin: OWNER_GSTIN, city: 'Delhi' }).where('id', '=', shipper.id).execute();
  await server.db.updateTable('users').set({ city: 'Nashik' }).where('id', '=', carrier.id).execute();
  await server.db.updateTable('users').set({ gstin: DRIVER_GSTIN, city: 'Pune', companyName: 'Patil Transport' }).where('id', '=', registered.id).execute();
});
after(async () => {
  await server.close();
});

/** A board load of `owner` whose trip `driver` carried, delivered unless `delivered` is false. */
async function carried(driver: SignedInUser, o: { owner?: SignedInUser; delivered?: boolean; amountPaise?: number } = {}) {
  const owner = o.owner ?? shipper;
  const { load, trip } = await insertAcceptedLoad(server.db, owner.id, driver.id, o.amountPaise ?? 3_850_000);
  if (o.delivered !== false) await markDelivered(server.db, load.id);
  return { load, trip };
}

const billForm = (o: Record<string, string> = {}) => ({
  gst_treatment: 'exempt',
  amount: '38500',
  seller_name: 'Ramesh Yadav',
  seller_gstin: '',
  seller_address: 'Nashik',
  buyer_name: 'Gupta Traders',
  buyer_gstin: OWNER_GSTIN,
  buyer_address: 'Delhi',
  description: 'Freight for the trip Delhi to Mumbai',
  ...o,
});

const liveInvoicesOf = (loadId: string) => server.db.selectFrom('invoices').selectAll().where('loadId', '=', loadId).where('cancelledAt', 'is', null).execute();

describe('a driver bills the owner of a trip they carried', () => {
  test('the trip page links the form once delivered; the form is prefilled from the bid, the driver and the owner', async () => {
    const { trip } = await carried(carrier);
    const page = await carrier.client.get(`/driver/trips/${trip.id}`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(`/driver/trips/${trip.id}/invoice`), 'the trip page links the invoice form');
    for (const path of ['/driver/trips', `/loads/${trip.loadId}`]) {
      assert.ok((await carrier.client.get(path, { accept: 'html' })).text.includes(`/driver/trips/${trip.id}/invoice`), `${path} links the invoice form`);
    }
    const res = await carrier.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'json' });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    const prefill = res.json.data.prefill;
    assert.deepEqual(
      [prefill.gst_treatment, prefill.amount, prefill.seller_name, prefill.seller_gstin, prefill.seller_address, prefill.buyer_name, prefill.buyer_gstin, prefill.buyer_address],
      ['exempt', '38500', 'Ramesh Yadav', '', 'Nashik', 'Gupta Traders', OWNER_GSTIN, 'Delhi'],
    );
    assert.match(prefill.description, /Delhi to Mumbai/);
    const html = await carrier.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'html' });
    assert.match(html.text, /name="buyer_name"[^>]*value="Gupta Traders"/);
  });

  test('without a GSTIN: a bill of supply with no tax; the PDF says so and names both parties and the amount', async () => {
    const { load, trip } = await carried(carrier);
    const res = await carrier.client.post(`/driver/trips/${trip.id}/invoice`, billForm(), { accept: 'html' });
    assert.equal(res.status, 302, res.text.slice(0, 400));
    const id = res.location?.split('/').pop() as string;
    const [row] = await liveInvoicesOf(load.id);
    assert.equal(row?.id, id);
    assert.deepEqual(
      [row?.gstTreatment, row?.taxablePaise, row?.cgstPaise, row?.sgstPaise, row?.igstPaise, row?.totalPaise, row?.issuerId, row?.buyerUserId],
      ['exempt', 3_850_000, 0, 0, 0, 3_850_000, carrier.id, shipper.id],
    );
    assert.match(row?.displayNumber ?? '', /^INV\/\d{4}-\d{2}\/0001$/);
    const page = await carrier.client.get(`/invoices/${id}`, { accept: 'html' });
    assert.match(page.text, /Bill of supply/);
    assert.match(page.text, /exempt from GST/);
    const text = (await pdfPages((await carrier.client.getBytes(`/invoices/${id}/pdf`)).bytes)).join(' ');
    for (const s of ['Bill of supply', 'Ramesh Yadav', 'Gupta Traders', OWNER_GSTIN, '38,500', 'exempt from GST', row?.displayNumber ?? '']) assert.ok(text.includes(s), `PDF lacks ${s}: ${text}`);
    assert.ok(!text.includes('Tax invoice') && !/CGST|IGST/.test(text), text);
  });

  test('with a GSTIN, forward charge 12% to another state: a tax invoice with IGST, in the JSON answer', async () => {
    const { trip } = await carried(registered, { amountPaise: 5_000_000 });
    const res = await registered.client.postJson(
      `/driver/trips/${trip.id}/invoice`,
      billForm({ gst_treatment: 'forward_12', amount: '50000', seller_name: 'Patil Transport', seller_gstin: DRIVER_GSTIN, seller_address: 'Pune' }),
    );
    assert.equal(res.status, 201, res.text.slice(0, 400));
    const inv = res.json.data.invoice;
    assert.deepEqual([inv.gst_treatment, inv.interstate, inv.igst_paise, inv.total_paise, inv.place_of_supply], ['forward_12', true, 600_000, 5_600_000, '07 Delhi']);
    assert.deepEqual(inv.seller, { name: 'Patil Transport', gstin: DRIVER_GSTIN, address: 'Pune' });
    const text = (await pdfPages((await registered.client.getBytes(`/invoices/${inv.id}/pdf`)).bytes)).join(' ');
    for (const s of ['Tax invoice', DRIVER_GSTIN, OWNER_GSTIN, 'IGST 12%', '56,000']) assert.ok(text.includes(s), `PDF lacks ${s}: ${text}`);
  });

  test('the owner sees it billed to them in /invoices, opens it and its PDF, and cannot cancel it; the issuer can', async () => {
    const { load, trip } = await carried(carrier, { owner: broker });
    const res = await carrier.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm({ buyer_name: 'Sharma', buyer_gstin: '' }));
    assert.equal(res.status, 201, res.text.slice(0, 300));
    const inv = res.json.data.invoice;
    const list = await broker.client.get('/invoices', { accept: 'json' });
    assert.ok(
      list.json.data.invoices.some((i: { id: string }) => i.id === inv.id),
      'in the owner list',
    );
    const listPage = await broker.client.get('/invoices', { accept: 'html' });
    assert.ok(listPage.text.includes(inv.number) && listPage.text.includes('Ramesh Yadav'), 'the list names the driver as the party');
    assert.match(listPage.text, /Billed to you/);
    const page = await broker.client.get(`/invoices/${inv.id}`, { accept: 'html' });
    assert.equal(page.status, 200);
    assert.ok(!page.text.includes(`/invoices/${inv.id}/cancel`), 'no cancel button for the recipient');
    assert.equal((await broker.client.getBytes(`/invoices/${inv.id}/pdf`)).status, 200);
    // The owner's trip page and load page link it; the driver's do not show it as billed to them.
    for (const path of [`/trips/${trip.id}`, `/loads/${load.id}`]) {
      const owned = await broker.client.get(path, { accept: 'html' });
      assert.equal(owned.status, 200, path);
      assert.ok(owned.text.includes('id="carrier-invoices"') && owned.text.includes(`/invoices/${inv.id}`), `${path} links the invoice`);
    }
    assert.ok(!(await carrier.client.get(`/driver/trips/${trip.id}`, { accept: 'html' })).text.includes('id="carrier-invoices"'));
    const cancel = await broker.client.postJson(`/invoices/${inv.id}/cancel`, {});
    assert.equal(cancel.status, 409);
    assert.equal((await liveInvoicesOf(load.id)).length, 1);
    // Someone else sees nothing of it.
    assert.equal((await otherDriver.client.get(`/invoices/${inv.id}`, { accept: 'json' })).status, 404);
    assert.equal((await shipper.client.get(`/invoices/${inv.id}`, { accept: 'json' })).status, 404);
    // The issuer cancels it, and may bill the trip again.
    assert.equal((await carrier.client.postJson(`/invoices/${inv.id}/cancel`, {})).status, 200);
    assert.equal(await carrier.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm()).then((r) => r.status), 201);
  });

  test('validation: a tax invoice without GSTINs, an unknown treatment, an empty amount: 400 naming the field, the form again with values kept; nothing issued', async () => {
    const { load, trip } = await carried(carrier);
    const noGstin = await carrier.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm({ gst_treatment: 'forward_5', buyer_gstin: '' }));
    assert.equal(noGstin.status, 400);
    assert.ok(noGstin.json.error.details.seller_gstin, JSON.stringify(noGstin.json));
    assert.ok(noGstin.json.error.details.buyer_gstin, JSON.stringify(noGstin.json));
    const bad = await carrier.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm({ gst_treatment: 'forward_18', amount: '' }));
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.gst_treatment && bad.json.error.details.amount, JSON.stringify(bad.json));
    const html = await carrier.client.post(`/driver/trips/${trip.id}/invoice`, billForm({ gst_treatment: 'reverse', seller_address: 'Plot 7, Transport Nagar, Nashik' }), { accept: 'html' });
    assert.equal(html.status, 400);
    assert.match(html.text, /Enter your GSTIN to charge GST/);
    assert.match(html.text, /value="Plot 7, Transport Nagar, Nashik"/);
    assert.equal((await liveInvoicesOf(load.id)).length, 0);
  });

  test('no session: sent to sign in (HTML) or 401 (JSON); nothing issued', async () => {
    const { load, trip } = await carried(carrier);
    const anon = anonymous(server);
    const json = await anon.postJson(`/driver/trips/${trip.id}/invoice`, billForm());
    assert.equal(json.status, 401);
    const page = await anon.get(`/driver/trips/${trip.id}/invoice`, { accept: 'html' });
    assert.ok(page.status === 302 || page.status === 401, String(page.status));
    assert.equal((await liveInvoicesOf(load.id)).length, 0);
  });

  test('wrong role: the owner, a broker and an admin are refused (403); nothing issued', async () => {
    const { load, trip } = await carried(carrier);
    for (const u of [shipper, broker, admin]) {
      assert.equal((await u.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'json' })).status, 403, u.role);
      assert.equal((await u.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm())).status, 403, u.role);
    }
    assert.equal((await liveInvoicesOf(load.id)).length, 0);
  });

  test('another driver (not the carrier) is told the trip does not exist (404), and sees no button', async () => {
    const { load, trip } = await carried(carrier);
    assert.equal((await otherDriver.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'json' })).status, 404);
    assert.ok(!(await otherDriver.client.get('/driver/trips', { accept: 'html' })).text.includes(`/driver/trips/${trip.id}/invoice`));
    assert.equal((await otherDriver.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm())).status, 404);
    assert.equal((await liveInvoicesOf(load.id)).length, 0);
  });

  test('a trip not delivered yet cannot be billed (409) and its page has no button', async () => {
    const { load, trip } = await carried(carrier, { delivered: false });
    const page = await carrier.client.get(`/driver/trips/${trip.id}`, { accept: 'html' });
    assert.ok(!page.text.includes(`/driver/trips/${trip.id}/invoice`));
    assert.equal((await carrier.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'json' })).status, 409);
    const res = await carrier.client.postJson(`/driver/trips/${trip.id}/invoice`, billForm());
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /once it is delivered/);
    assert.equal((await liveInvoicesOf(load.id)).length, 0);
  });

  test('two issues at once: one is issued (201), the other refused (409); one invoice, one number used', async () => {
    const { load, trip } = await carried(registered);
    const form = billForm({ gst_treatment: 'reverse', seller_gstin: DRIVER_GSTIN, seller_name: 'Patil Transport' });
    const both = await Promise.all([registered.client.postJson(`/driver/trips/${trip.id}/invoice`, form), registered.client.postJson(`/driver/trips/${trip.id}/invoice`, form)]);
    assert.deepEqual(both.map((r) => r.status).sort(), [201, 409]);
    const live = await liveInvoicesOf(load.id);
    assert.equal(live.length, 1);
    const series = await server.db.selectFrom('documentSeries').select('lastNumber').where('issuerId', '=', registered.id).where('kind', '=', 'freight_invoice').execute();
    const total = await server.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('issuerId', '=', registered.id)
      .executeTakeFirstOrThrow();
    assert.equal(
      series.reduce((s, r) => s + r.lastNumber, 0),
      Number(total.n),
      'no number skipped',
    );
    // The form now points to the invoice issued.
    const again = await registered.client.get(`/driver/trips/${trip.id}/invoice`, { accept: 'html' });
    assert.ok(again.text.includes(`/invoices/${live[0]?.id}`));
  });
});
