/**
 * The deal pages in the reader's language: a driver's bids, a load's bid section (driver and shipper, a
 * counter-offer under way), the trip list and trip page (driver and shipper), the tracking page, the bid
 * form again after a mistake and a JSON bid error. The records are typed in Hindi (names, cities, notes),
 * so any Latin word left on a page is the product's own, untranslated.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { insertFix } from '../../../test/helpers/messages-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let shipper: SignedInUser;
let driver: SignedInUser;
/** A load with the driver's bid countered by the shipper (the driver's turn). */
let counteredLoadId: string;
let counteredBidId: string;
/** A load whose bid was accepted: a trip under way, with a position shared. */
let tripLoadId: string;
let tripId: string;
/** An open load the driver has not bid on. */
let openLoad: { id: string; pickupDate: string };

const HINDI_CITIES = { origin: 'इंदौर', destination: 'भोपाल' };

function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The bid section of a load page (the page around it belongs to the loads area). */
function bidSection(html: string): string {
  const start = html.indexOf('<section class="card bids" id="bids"');
  assert.ok(start >= 0, 'the page has its bid section');
  return html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
}

before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper', { name: 'रमेश ट्रांसपोर्ट' });
  driver = await signUp(server, 'driver', { name: 'सुरेश यादव' });
  // The welcome flash of signing up (the accounts area's) is read once, here.
  await shipper.client.get('/shipper');
  await driver.client.get('/driver');

  // A bid the shipper countered: the driver's turn.
  const countered = await insertLoad(server.db, shipper.id, HINDI_CITIES);
  const placed = await driver.client.postJson(`/loads/${countered.id}/bid`, { amount: '42000', estimated_delivery: plusDays(countered.pickupDate, 2), note: 'गाड़ी तैयार है' });
  assert.equal(placed.status, 201, placed.text.slice(0, 300));
  counteredLoadId = countered.id;
  counteredBidId = placed.json.data.bid.id;
  const c = await shipper.client.postJson(`/bids/${counteredBidId}/counter`, { amount: '40000', note: 'थोड़ा कम करो' });
  assert.equal(c.status, 200, c.text.slice(0, 300));

  // A bid accepted: the trip, moved on its way to the pickup, with a position.
  const accepted = await insertLoad(server.db, shipper.id, HINDI_CITIES);
  const bid = await driver.client.postJson(`/loads/${accepted.id}/bid`, { amount: '45000', estimated_delivery: plusDays(accepted.pickupDate, 2), note: null });
  assert.equal(bid.status, 201, bid.text.slice(0, 300));
  const ok = await shipper.client.postJson(`/bids/${bid.json.data.bid.id}/accept`, {});
  assert.equal(ok.status, 200, ok.text.slice(0, 300));
  tripLoadId = accepted.id;
  tripId = ok.json.data.trip.id;
  const moved = await driver.client.postJson(`/driver/trips/${tripId}/status`, { status: 'en_route_to_pickup' });
  assert.equal(moved.status, 200, moved.text.slice(0, 300));
  await insertFix(server.db, tripLoadId, driver.id, 22.31, 73.18, new Date(Date.now() - 5 * 60_000));

  openLoad = await insertLoad(server.db, shipper.id, HINDI_CITIES);
});
after(async () => {
  await server.close();
});

/** The trip page without its payment part (the escrow area's, translated there). */
function withoutPayment(html: string): string {
  const start = html.indexOf('<section class="card payment-section"');
  return start < 0 ? html : html.slice(0, start) + html.slice(html.indexOf('</section>', start) + '</section>'.length);
}

function assertHindi(html: string, where: string): void {
  assert.deepEqual(englishLeft(withoutPayment(html)), [], `English left on ${where}`);
}

describe('the deal pages in Hindi', () => {
  test("the driver's bids: the counter-offer, its history and the answers in Hindi", async () => {
    const res = await driver.client.get('/driver/bids?lang=hi');
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /नया भाव दें या मना करें/);
    assertHindi(res.text, '/driver/bids');
  });

  test("a load's bid section as the driver, with the shipper's counter-offer to answer", async () => {
    const res = await driver.client.get(`/loads/${counteredLoadId}?lang=hi`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    const section = bidSection(res.text);
    assert.match(section, /आपके जवाब का इंतज़ार/);
    assert.match(section, /नया भाव भेजें/);
    assertHindi(section, 'the driver bid section');
  });

  test("a load's bid form as the driver (the bid not yet placed)", async () => {
    const res = await driver.client.get(`/loads/${openLoad.id}?lang=hi`);
    assert.equal(res.status, 200);
    const section = bidSection(res.text);
    assert.match(section, /बोली लगाएँ/);
    assertHindi(section, 'the bid form');
  });

  test("a load's bid section as the shipper, waiting for the driver's answer", async () => {
    const res = await shipper.client.get(`/loads/${counteredLoadId}?lang=hi`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    const section = bidSection(res.text);
    assert.match(section, /ड्राइवर सुरेश यादव के जवाब का इंतज़ार/);
    assertHindi(section, 'the shipper bid section');
  });

  test("the driver's trips and the trip page (driver and shipper) in Hindi", async () => {
    const list = await driver.client.get('/driver/trips?lang=hi');
    assert.equal(list.status, 200);
    assert.match(list.text, /<html lang="hi"/);
    assert.match(list.text, /मेरी ट्रिप/);
    assertHindi(list.text, '/driver/trips');

    const asDriver = await driver.client.get(`/driver/trips/${tripId}?lang=hi`);
    assert.equal(asDriver.status, 200);
    assert.match(asDriver.text, /<html lang="hi"/);
    assert.match(asDriver.text, /data-messages="/, 'the share script gets its words from the page');
    assertHindi(asDriver.text, 'the trip page (driver)');

    const asShipper = await shipper.client.get(`/trips/${tripId}?lang=hi`);
    assert.equal(asShipper.status, 200);
    assert.match(asShipper.text, /ड्राइवर को मैसेज करें/);
    assertHindi(asShipper.text, 'the trip page (shipper)');
  });

  test('the tracking page in Hindi; its script gets Hindi words', async () => {
    const res = await shipper.client.get(`/loads/${tripLoadId}/track?lang=hi`);
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /आखिरी बार दिखी/);
    assert.match(res.text, /हाल की लोकेशन/);
    assertHindi(res.text, 'the tracking page');
    const messages = /id="map"[^>]*data-messages="([^"]*)"/.exec(res.text);
    assert.ok(messages, 'the map carries its words');
    const words = JSON.parse(messages[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
    assert.equal(words.justNow, 'अभी');
    assert.deepEqual(words.aboutDays, { one: 'करीब 1 दिन', other: 'करीब {d} दिन' });

    const driverView = await driver.client.get(`/loads/${tripLoadId}/track?lang=hi`);
    assert.match(driverView.text, /मेरी लोकेशन भेजें/);
    assertHindi(driverView.text, 'the tracking page (driver)');
  });

  test('the JSON track says where the truck is in Hindi (Accept-Language: hi)', async () => {
    const res = await shipper.client.get(`/api/location/${tripLoadId}`, { headers: { 'accept-language': 'hi' }, accept: 'json' });
    assert.equal(res.status, 200);
    assert.match(res.json.data.place, /के पास$|km$/);
  });

  test('a bid refused for its delivery date: the form again in Hindi with the values kept', async () => {
    const res = await driver.client.post(
      `/loads/${openLoad.id}/bid`,
      { amount: '43000', estimated_delivery: plusDays(openLoad.pickupDate, -1), note: 'ड्राइवर के साथ क्लीनर' },
      { headers: { 'accept-language': 'hi' } },
    );
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /माल पहुँचाने की तारीख माल उठाने की तारीख \(.+\) से पहले नहीं हो सकती/);
    assert.match(res.text, /value="43000"/);
    assert.match(res.text, /ड्राइवर के साथ क्लीनर/);
    assertHindi(res.text, 'the bid form again');
  });

  test('a JSON bid error in Hindi (Accept-Language: hi); English when asked in English', async () => {
    const res = await driver.client.postJson(`/loads/${counteredLoadId}/bid`, { amount: '41000', estimated_delivery: plusDays(openLoad.pickupDate, 2) }, { headers: { 'accept-language': 'hi' } });
    assert.equal(res.status, 409);
    assert.equal(res.json.error.message, 'इस लोड पर आपकी एक बोली पहले से चल रही है। नई बोली से पहले उसे वापस लें या जवाब का इंतज़ार करें।');
    const en = await driver.client.postJson(
      `/loads/${counteredLoadId}/bid?lang=en`,
      { amount: '41000', estimated_delivery: plusDays(openLoad.pickupDate, 2) },
      { headers: { 'accept-language': 'en' } },
    );
    assert.equal(en.json.error.message, 'You already have a live bid on this load. Withdraw it or wait for an answer before bidding again.');
  });
});

describe('the deal pages in Gujarati', () => {
  test("the driver's bids and the trip page in Gujarati", async () => {
    const res = await driver.client.get('/driver/bids?lang=gu');
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="gu"/);
    assert.match(res.text, /મારી બોલી/);
    assertHindi(res.text, '/driver/bids in Gujarati');
    const trip = await driver.client.get(`/driver/trips/${tripId}?lang=gu`);
    assert.match(trip.text, /<html lang="gu"/);
    assertHindi(trip.text, 'the trip page in Gujarati');
  });
});
