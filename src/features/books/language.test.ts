/**
 * The books in the reader's language: every main page of the books in Hindi (records typed in Hindi, so any
 * Latin word left on the page would be the product's own), one page in Marathi, a refused form in Hindi and
 * a JSON refusal with Accept-Language: hi.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertBooksLoad, insertPayment, insertShipper, insertVehicle } from '../../../test/helpers/books-factories.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { kolkataDate } from '../../lib/dates.js';

let server: TestServer;
let owner: SignedInUser;
let clientId: string;
let loadId: string;
let vehicleNumber: string;

before(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'broker', { name: 'रमेश ट्रांसपोर्ट' });
  const today = kolkataDate();
  const shipper = await insertShipper(server.db, owner.id, { name: 'शर्मा ट्रेडर्स', city: 'इंदौर', gstin: '27AAPFU0939F1ZV' });
  clientId = shipper.id;
  const vehicle = await insertVehicle(server.db, owner.id);
  vehicleNumber = vehicle.registrationNumber;
  await insertVehicle(server.db, owner.id, { active: false, truckType: 'container' });
  const load = await insertBooksLoad(server.db, owner.id, {
    origin: 'इंदौर',
    destination: 'भोपाल',
    pickupDate: today,
    status: 'delivered',
    pricePaise: 4_500_000,
    shipperId: shipper.id,
    vehicleId: vehicle.id,
  });
  loadId = load.id;
  await insertBooksLoad(server.db, owner.id, { origin: 'इंदौर', destination: 'उज्जैन', pickupDate: today, pricePaise: 1_800_000 });
  await insertPayment(server.db, owner.id, { paidOn: today, amountPaise: 2_000_000, loadId: load.id, shipperId: shipper.id, note: 'आधा भाड़ा नकद मिला' });
  await insertPayment(server.db, owner.id, { paidOn: today, amountPaise: 300_000, direction: 'paid', note: 'डीज़ल' });
  // The first page after signing up shows registration's welcome (not the books' words): read it once here.
  await owner.client.get('/ledger?lang=en');
});
after(async () => {
  await server.close();
});

const allowed = () => [...(owner.username.match(/[A-Za-z]+/g) ?? []), vehicleNumber, 'English', 'UTR'];

async function hindiPage(path: string): Promise<string> {
  const res = await owner.client.get(`${path}${path.includes('?') ? '&' : '?'}lang=hi`);
  assert.equal(res.status, 200, `${path}: ${res.text.slice(0, 300)}`);
  assert.match(res.text, /<html lang="hi"/);
  return res.text;
}

describe('the books in Hindi', () => {
  const pages = [
    ['the overview', '/ledger'],
    ['the loads', '/ledger/loads'],
    ['the loads, filtered', '/ledger/loads?from=2020-01-01&origin=इंदौर&status=delivered&payment=partly_paid&kind=books'],
    ['the clients', '/ledger/shippers'],
    ['the reports', '/ledger/reports'],
    ['the reports of a period', '/ledger/reports?from=2020-01-01&to=2099-12-31'],
    ['the vehicles', '/ledger/vehicles'],
    ['the payments', '/ledger/payments'],
    ['the form of a new load', '/ledger/loads/new'],
    ['the form of a payment', '/ledger/payments/new'],
    ['the form of a client', '/ledger/shippers/new'],
    ['the form of a vehicle', '/ledger/vehicles/new'],
  ] as const;
  for (const [name, path] of pages) {
    test(`${name} (${path}) has no English left`, async () => {
      const html = await hindiPage(path);
      assert.deepEqual(englishLeft(html, allowed()), []);
    });
  }

  test('a client and a load, each on its own page, have no English left', async () => {
    const client = await hindiPage(`/ledger/shippers/${clientId}`);
    assert.match(client, /शर्मा ट्रेडर्स/);
    assert.match(client, /बकाया/);
    assert.deepEqual(englishLeft(client, allowed()), []);
    const load = await hindiPage(`/ledger/loads/${loadId}`);
    assert.match(load, /इस लोड के भुगतान/);
    assert.deepEqual(englishLeft(load, allowed()), []);
  });

  test('the overview speaks as a transporter does: खाता-बही, भाड़ा, बकाया', async () => {
    const html = await hindiPage('/ledger');
    assert.match(html, /<h1>खाता-बही<\/h1>/);
    assert.match(html, /का भाड़ा/);
    assert.match(html, /बकाया/);
  });

  test("the admin's deleted records have no English left", async () => {
    const gone = await insertShipper(server.db, owner.id, { name: 'गुप्ता रोडलाइंस', city: 'कोटा' });
    await server.db.updateTable('shippers').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();
    const admin = await signInAdmin(server);
    const res = await admin.client.get('/ledger/admin/deleted?lang=hi');
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /गुप्ता रोडलाइंस/);
    assert.deepEqual(englishLeft(res.text, [...allowed(), 'admin', 'Administrator']), []);
  });

  test('a refused form comes back in Hindi, naming the field, with the values kept', async () => {
    owner.client.cookies.set('fm_lang', 'hi');
    try {
      const res = await owner.client.post('/ledger/loads', {
        origin: 'इंदौर',
        destination: 'भोपाल',
        pickup_date: kolkataDate(),
        truck_type: 'open',
        weight: '12',
        price: 'बारह हज़ार',
        material: 'सोयाबीन',
      });
      assert.equal(res.status, 400);
      assert.match(res.text, /<html lang="hi"/);
      assert.match(res.text, /भाड़ा रुपयों में लिखें, जैसे 45000 या 45000.50/);
      assert.match(res.text, /value="सोयाबीन"/);
      assert.match(res.text, /value="बारह हज़ार"/);
      assert.deepEqual(englishLeft(res.text, allowed()), []);

      const vehicle = await owner.client.post('/ledger/vehicles', { registration_number: 'XX99', truck_type: 'open', driver_name: 'सुरेश' });
      assert.equal(vehicle.status, 400);
      assert.match(vehicle.text, /गाड़ी नंबर MH12AB1234 या 22BH1234AA जैसा होना चाहिए/);
      assert.match(vehicle.text, /value="सुरेश"/);
    } finally {
      owner.client.cookies.delete('fm_lang');
    }
  });

  test('the flash after a change is in Hindi', async () => {
    owner.client.cookies.set('fm_lang', 'hi');
    try {
      const res = await owner.client.post('/ledger/shippers', { name: 'वर्मा कैरियर्स', city: 'इंदौर' });
      assert.equal(res.status, 302);
      const page = await owner.client.get(res.location ?? '/');
      assert.match(page.text, /पार्टी जुड़ गई।/);
    } finally {
      owner.client.cookies.delete('fm_lang');
    }
  });

  test('a JSON refusal with Accept-Language: hi is in Hindi; its code and field names stay', async () => {
    const res = await owner.client.post(
      '/ledger/payments',
      { direction: 'paid', amount: '500', paid_on: kolkataDate(), shipper_id: clientId },
      { accept: 'json', headers: { 'accept-language': 'hi-IN,hi;q=0.9' } },
    );
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.equal(res.json.error.details.shipper_id, 'पार्टी सिर्फ़ मिले पैसे से जुड़ती है; दिए पैसे में पार्टी ख़ाली छोड़ें');
    assert.deepEqual(englishLeft(res.json.error.message), []);

    const driver = await signUp(server, 'driver', { name: 'रमेश यादव' });
    const { load: board } = await insertAcceptedLoad(server.db, owner.id, driver.id);
    const refused = await owner.client.post(`/ledger/loads/${board.id}/deliver`, {}, { accept: 'json', headers: { 'accept-language': 'hi' } });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.error.code, 'CONFLICT');
    assert.match(refused.json.error.message, /यह लोड लोड बोर्ड पर है/);
  });
});

describe('the books in Marathi', () => {
  test('the overview and the reports have no English left', async () => {
    for (const path of ['/ledger', '/ledger/reports', '/ledger/payments']) {
      const res = await owner.client.get(`${path}?lang=mr`);
      assert.equal(res.status, 200);
      assert.match(res.text, /<html lang="mr"/);
      assert.deepEqual(englishLeft(res.text, allowed()), [], path);
    }
    const res = await owner.client.get('/ledger?lang=mr');
    assert.match(res.text, /<h1>हिशोब वही<\/h1>/);
  });
});

describe('the books in English', () => {
  test('read exactly as before', async () => {
    const res = await owner.client.get('/ledger?lang=en');
    assert.match(res.text, /<html lang="en"/);
    assert.match(res.text, /Receivables \(delivered, not yet paid\)/);
    assert.match(res.text, /Loads in [A-Z][a-z]+ \d{4}/);
  });
});
