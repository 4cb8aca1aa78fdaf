/**
 * Numbers typed or dictated the Indian way reach the database as numbers: a load posted with "1.2 लाख",
 * "१२.५" tonnes and a "३२" ft truck from "મુંબઈ" to "ਲੁਧਿਆਣਾ", and a bid of "50 हज़ार", through the real
 * forms and JSON routes (lib/indic-numbers.ts read by the number rules of lib/fields.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidBody } from './helpers/bids-factories.js';
import { insertLoad, signUp } from './helpers/factories.js';
import { validLoadForm } from './helpers/loads-factories.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const loadRow = (id: string) => server.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const idOf = (location: string | null) => {
  const m = /\/loads?\/([0-9a-f-]{36})$/.exec(location ?? '');
  assert.ok(m, `expected a load page in Location, got ${location}`);
  return m[1];
};

describe('numbers in Indic digits and amount words', () => {
  test('a load posted through the form with "1.2 लाख", "१२.५" tonnes, a "३२" ft truck and cities in Gujarati and Gurmukhi', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.post('/loads', validLoadForm({ origin: 'મુંબઈ', destination: 'ਲੁਧਿਆਣਾ', price: '1.2 लाख', weight: '१२.५', truck_length_ft: '३२' }));
    assert.equal(res.status, 302, res.text);
    const row = await loadRow(idOf(res.location));
    assert.equal(row.pricePaise, 120_000_00);
    assert.equal(Number(row.weightTonnes), 12.5);
    assert.equal(row.truckLengthFt, 32);
    assert.equal(row.origin, 'Mumbai');
    assert.equal(row.destination, 'Ludhiana');
    assert.equal(row.originKey, 'mumbai');
  });

  test('the JSON route reads "1.5 lakh", "50k" and "12 टन" too', async () => {
    const broker = await signUp(server, 'broker');
    for (const [price, paise] of [
      ['1.5 lakh', 150_000_00],
      ['50k', 50_000_00],
      ['₹ ४५,०००', 45_000_00],
      ['1 लाख 20 हज़ार', 120_000_00],
    ] as const) {
      const res = await broker.client.postJson('/loads', { ...validLoadForm(), price, weight: '12 टन' });
      assert.equal(res.status, 201, `${price}: ${res.text}`);
      assert.equal(res.json.data.load.price, paise / 100, price);
      assert.equal(res.json.data.load.weight, 12);
      const row = await loadRow(res.json.data.load.id);
      assert.equal(row.pricePaise, paise, price);
    }
  });

  test('a bid of "50 हज़ार" is stored as ₹50,000', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(server.db, shipper.id);
    const res = await driver.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '50 हज़ार' }));
    assert.equal(res.status, 302, res.text);
    const bid = await server.db.selectFrom('bids').select('amountPaise').where('loadId', '=', load.id).where('driverId', '=', driver.id).executeTakeFirstOrThrow();
    assert.equal(bid.amountPaise, 50_000_00);
  });

  test('an amount that is not one is refused as before, the form kept', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.post('/loads', validLoadForm({ price: '20 हज़ार 1 लाख' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /in rupees greater than 0/);
    assert.match(res.text, /value="20 हज़ार 1 लाख"/);
    const json = await shipper.client.postJson('/loads', { ...validLoadForm(), price: '2 करोड़' });
    assert.equal(json.status, 400);
    assert.match(JSON.stringify(json.json), /at most ₹1,00,00,000/);
  });
});
