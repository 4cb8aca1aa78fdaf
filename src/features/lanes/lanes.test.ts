/**
 * Lane rates (issue 18, item 5): the median and middle half of accepted freight per tonne and per km of a lane over
 * the last 30 and 90 days, from accepted bids, against numbers computed by hand; the minimum count; the API's
 * aliases, refusals and shape; and the rate where users see it (the load page, the bid form, the load form).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { anonymous, insertLoad, type SignedInUser, signUp } from '../../../test/helpers/factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { roadDistanceKm } from '../../geo/cities.js';
import { laneRateJson } from './presenters.js';

let server: TestServer;
let owner: SignedInUser;
let driver: SignedInUser;
before(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'shipper', { name: 'Kavita Rao' });
  driver = await signUp(server, 'driver', { name: 'Balwinder Singh' });
});
after(async () => {
  await server.close();
});

interface Trip {
  origin: string;
  destination: string;
  truckType?: string;
  weightTonnes: number;
  amountPaise: number;
  daysAgo: number;
  status?: 'assigned' | 'in_transit' | 'delivered' | 'cancelled';
}

/** A load whose bid was accepted `daysAgo` days ago (the state the bids feature leaves, dated back). */
async function accepted(trip: Trip) {
  const db = server.db;
  const load = await insertLoad(db, owner.id, { origin: trip.origin, destination: trip.destination, truckType: trip.truckType ?? 'container', weightTonnes: trip.weightTonnes, pricePaise: 100 });
  const bid = await db
    .insertInto('bids')
    .values({ loadId: load.id, driverId: driver.id, amountPaise: trip.amountPaise, estimatedDelivery: load.pickupDate, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('loads')
    .set({ status: trip.status ?? 'delivered', assignedDriverId: driver.id, acceptedBidId: bid.id })
    .where('id', '=', load.id)
    .execute();
  await sql`update loads set accepted_at = now() - make_interval(days => ${trip.daysAgo}) where id = ${load.id}`.execute(db);
  return load;
}

const rate = (client: SignedInUser['client'], q: Record<string, string>) => client.get(`/api/lanes/rate?${new URLSearchParams(q)}`);

// Nagpur -> Raipur, container, 10 t each: per tonne within 30 days 1,00,000 / 1,20,000 / 1,50,000 / 2,00,000 / 3,00,000 paise;
// 40 and 60 days ago 80,000 and 4,00,000 more. By hand (percentile_cont, linear between ranks):
//   30 days, n = 5: p25 = rank 1 = 1,20,000; median = rank 2 = 1,50,000; p75 = rank 3 = 2,00,000.
//   90 days, n = 7 (80k 100k 120k 150k 200k 300k 400k): p25 = rank 1.5 = 1,10,000; median = rank 3 = 1,50,000;
//   p75 = rank 4.5 = 2,50,000.
// Per km, the same amounts over the road distance (316 km): amount per tonne x 10 t / 316.
const NAGPUR_RAIPUR_KM = 316;

describe('lane rates', () => {
  before(async () => {
    const lane = { origin: 'Nagpur', destination: 'Raipur', weightTonnes: 10 };
    for (const amountPaise of [1_000_000, 1_200_000, 1_500_000, 2_000_000, 3_000_000]) await accepted({ ...lane, amountPaise, daysAgo: 5 });
    await accepted({ ...lane, amountPaise: 800_000, daysAgo: 40 });
    await accepted({ ...lane, amountPaise: 4_000_000, daysAgo: 60, status: 'assigned' });
    // None of these count: too old, cancelled, another truck type, the other direction, an open load with a pending bid.
    await accepted({ ...lane, amountPaise: 9_000_000, daysAgo: 100 });
    await accepted({ ...lane, amountPaise: 9_000_000, daysAgo: 3, status: 'cancelled' });
    await accepted({ ...lane, truckType: 'open', amountPaise: 9_000_000, daysAgo: 3 });
    await accepted({ origin: 'Raipur', destination: 'Nagpur', weightTonnes: 10, amountPaise: 9_000_000, daysAgo: 3 });
    const open = await insertLoad(server.db, owner.id, { origin: 'Nagpur', destination: 'Raipur', weightTonnes: 10 });
    await server.db.insertInto('bids').values({ loadId: open.id, driverId: driver.id, amountPaise: 9_000_000, estimatedDelivery: open.pickupDate }).execute();
  });

  test('the median and middle half per tonne and per km over 30 and 90 days match the hand computation, in the documented shape', async () => {
    assert.equal(roadDistanceKm('Nagpur', 'Raipur'), NAGPUR_RAIPUR_KM);
    const res = await rate(owner.client, { origin: 'Nagpur', destination: 'Raipur', truck_type: 'container' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.success, true);
    const data = res.json.data;
    assert.deepEqual(laneRateJson.parse(data), data);
    // Numbers only, the same in every language.
    assert.deepEqual(data, {
      lane: { origin: 'Nagpur', destination: 'Raipur', truck_type: 'container', distance_km: 316 },
      min_trips: 5,
      last_30_days: {
        days: 30,
        trips: 5,
        enough: true,
        per_tonne: { p25_paise: 120_000, median_paise: 150_000, p75_paise: 200_000 },
        // 12,00,000 / 316 = 3797.47; 15,00,000 / 316 = 4746.84; 20,00,000 / 316 = 6329.11
        per_km: { p25_paise: 3797, median_paise: 4747, p75_paise: 6329 },
      },
      last_90_days: {
        days: 90,
        trips: 7,
        enough: true,
        per_tonne: { p25_paise: 110_000, median_paise: 150_000, p75_paise: 250_000 },
        // 11,00,000 / 316 = 3481.01; 25,00,000 / 316 = 7911.39
        per_km: { p25_paise: 3481, median_paise: 4747, p75_paise: 7911 },
      },
    });
  });

  test("the gazetteer's aliases, codes and Indic names name the same lane; a driver may ask too", async () => {
    for (const [origin, destination] of [
      ['nagpur', 'RPR'],
      ['NGP', 'Raipur'],
      ['नागपुर', 'रायपुर'],
      ['Nagpoor', ' raipur '],
    ]) {
      const res = await rate(driver.client, { origin, destination, truck_type: 'Container' });
      assert.equal(res.status, 200, `${origin} ${destination}: ${res.text}`);
      assert.equal(res.json.data.lane.origin, 'Nagpur');
      assert.equal(res.json.data.lane.destination, 'Raipur');
      assert.equal(res.json.data.last_90_days.trips, 7);
      assert.equal(res.json.data.last_30_days.per_tonne.median_paise, 150_000);
    }
  });

  test('below the minimum count the trips are counted but no rate is given; the 30 days can lack what the 90 have', async () => {
    // Indore -> Bhopal: 4 trips in 30 days and 1 more at 50 days: 30 days not enough, 90 days enough.
    const lane = { origin: 'Indore', destination: 'Bhopal', weightTonnes: 20 };
    for (const amountPaise of [2_000_000, 2_200_000, 2_400_000, 2_600_000]) await accepted({ ...lane, amountPaise, daysAgo: 10 });
    let res = await rate(owner.client, { origin: 'Indore', destination: 'Bhopal', truck_type: 'container' });
    assert.deepEqual(res.json.data.last_30_days, { days: 30, trips: 4, enough: false, per_tonne: null, per_km: null });
    assert.deepEqual(res.json.data.last_90_days, { days: 90, trips: 4, enough: false, per_tonne: null, per_km: null });

    await accepted({ ...lane, amountPaise: 3_000_000, daysAgo: 50 });
    res = await rate(owner.client, { origin: 'Indore', destination: 'Bhopal', truck_type: 'container' });
    assert.equal(res.json.data.last_30_days.enough, false);
    assert.equal(res.json.data.last_30_days.per_tonne, null);
    // Per tonne 1,00,000 1,10,000 1,20,000 1,30,000 1,50,000: p25 1,10,000, median 1,20,000, p75 1,30,000.
    assert.deepEqual(res.json.data.last_90_days.per_tonne, { p25_paise: 110_000, median_paise: 120_000, p75_paise: 130_000 });
    assert.equal(res.json.data.last_90_days.trips, 5);
    // The page says it in words: the 90 days only.
    const load = await insertLoad(server.db, owner.id, { origin: 'Indore', destination: 'Bhopal' });
    const page = await owner.client.get(`/loads/${load.id}`);
    assert.match(page.text, /Last 90 days, 5 trips: ₹1,200\/t \(middle half ₹1,100–₹1,300\)/);
    assert.doesNotMatch(page.text, /Last 30 days/);

    // A lane nobody has driven: zero trips, no rate.
    const none = await rate(owner.client, { origin: 'Leh', destination: 'Kochi', truck_type: 'reefer' });
    assert.equal(none.status, 200);
    assert.equal(none.json.data.last_90_days.trips, 0);
    assert.equal(none.json.data.last_90_days.per_km, null);
    const unknownLane = await insertLoad(server.db, owner.id, { origin: 'Leh', destination: 'Kochi', truckType: 'reefer' });
    assert.match((await owner.client.get(`/loads/${unknownLane.id}`)).text, /Not enough accepted trips on this lane to suggest a rate yet \(in the last 90 days: 0; needed: 5\)/);
  });

  test('an unknown city or truck type is 400 naming the field; no session is 401', async () => {
    const atlantis = await rate(owner.client, { origin: 'Atlantis', destination: 'Raipur', truck_type: 'container' });
    assert.equal(atlantis.status, 400);
    assert.equal(atlantis.json.error.code, 'VALIDATION_ERROR');
    assert.deepEqual(Object.keys(atlantis.json.error.details), ['origin']);
    assert.match(atlantis.json.error.details.origin, /Origin city is not a city we know/);

    const noTruck = await rate(owner.client, { origin: 'Nagpur', destination: 'Raipur', truck_type: 'spaceship' });
    assert.equal(noTruck.status, 400);
    assert.deepEqual(Object.keys(noTruck.json.error.details), ['truck_type']);

    const missing = await owner.client.get('/api/lanes/rate?origin=Nagpur');
    assert.equal(missing.status, 400);
    assert.deepEqual(Object.keys(missing.json.error.details).sort(), ['destination', 'truck_type']);

    // Asked from a browser, still JSON.
    const html = await owner.client.request('GET', '/api/lanes/rate?origin=Atlantis&destination=Raipur&truck_type=container', { accept: 'html' });
    assert.equal(html.status, 400);
    assert.equal(html.json.error.code, 'VALIDATION_ERROR');

    const out = await anonymous(server).get('/api/lanes/rate?origin=Nagpur&destination=Raipur&truck_type=container');
    assert.equal(out.status, 401);
    assert.equal(out.json.success, false);
  });

  test("the API's description states the answer's shape", async () => {
    const doc = (await anonymous(server).get('/api/docs')).json.data;
    const op = doc.paths['/api/lanes/rate'].get;
    assert.match(op.description, /any signed-in user/);
    assert.deepEqual(op.parameters.map((p: { name: string }) => p.name).sort(), ['destination', 'origin', 'truck_type']);
    const data = op.responses['200'].content['application/json'].schema.properties.data;
    assert.deepEqual(Object.keys(data.properties), ['lane', 'min_trips', 'last_30_days', 'last_90_days']);
    assert.deepEqual(Object.keys(data.properties.last_30_days.properties.per_tonne.anyOf[0].properties), ['p25_paise', 'median_paise', 'p75_paise']);
    const page = await anonymous(server).get('/api-docs');
    assert.match(page.text, /GET \/api\/lanes\/rate/);
    assert.match(page.text, /median_paise/);
  });

  test('the load page, the bid form and the load form show the lane rate', async () => {
    const load = await insertLoad(server.db, owner.id, { origin: 'Nagpur', destination: 'Raipur', weightTonnes: 12 });
    // In words, rupees without paise: both windows.
    const line = /Last 30 days, 5 trips: ₹1,500\/t \(middle half ₹1,200–₹2,000\) · ₹47\/km \(₹38–₹63\)/;
    const line90 = /Last 90 days, 7 trips: ₹1,500\/t \(middle half ₹1,100–₹2,500\) · ₹47\/km \(₹35–₹79\)/;

    const ownerPage = await owner.client.get(`/loads/${load.id}`);
    assert.equal(ownerPage.status, 200);
    assert.match(ownerPage.text, /Rate on this lane/);
    assert.match(ownerPage.text, line);
    assert.match(ownerPage.text, line90);

    // A driver (with bids left today) sees it on the page and in the bid form, under the amount.
    const bidder = await signUp(server, 'driver');
    const driverPage = await bidder.client.get(`/loads/${load.id}`);
    const form = driverPage.text.slice(driverPage.text.indexOf('class="stacked bid-form"'));
    assert.ok(form.indexOf('name="amount"') > 0);
    assert.ok(form.indexOf('class="lane-rate"') > form.indexOf('name="amount"'));
    assert.ok(form.indexOf('class="lane-rate"') < form.indexOf('name="estimated_delivery"'));
    assert.match(form, line);
    // Once on the page: beside the amount, not again in the facts card.
    assert.equal(driverPage.text.split('class="lane-rate"').length - 1, 1);

    // A bid form refused comes back with the rate too.
    const refused = await bidder.client.post(`/loads/${load.id}/bid`, { amount: 'lots', estimated_delivery: load.pickupDate });
    assert.equal(refused.status, 400);
    assert.match(refused.text, line);

    // A driver whose bid is live (no form: the offer being negotiated) still reads it, once, in the bid section.
    const placed = await bidder.client.postJson(`/loads/${load.id}/bid`, { amount: 30000, estimated_delivery: load.pickupDate });
    assert.equal(placed.status, 201, placed.text);
    const negotiating = await bidder.client.get(`/loads/${load.id}`);
    assert.equal(negotiating.text.split('class="lane-rate"').length - 1, 1);
    assert.match(negotiating.text.slice(negotiating.text.indexOf('id="bids"')), line);

    // So does a driver who has used today's free bids (no form: the upgrade note).
    const spent = await signUp(server, 'driver');
    for (let i = 0; i < 5; i++) {
      const other = await insertLoad(server.db, owner.id, { origin: 'Nagpur', destination: 'Raipur', weightTonnes: 12 });
      assert.equal((await spent.client.postJson(`/loads/${other.id}/bid`, { amount: 30000, estimated_delivery: other.pickupDate })).status, 201);
    }
    const limited = await spent.client.get(`/loads/${load.id}`);
    assert.match(limited.text, /Upgrade to premium/);
    assert.doesNotMatch(limited.text, /name="amount"/);
    assert.equal(limited.text.split('class="lane-rate"').length - 1, 1);
    assert.match(limited.text.slice(limited.text.indexOf('id="bids"')), line);

    // The load form drawn again after a refusal suggests the rate of the lane its values name, in the reader's language.
    const posted = await owner.client.post('/loads', validLoadForm({ origin: 'nagpur', destination: 'Raipur', weight: '' }));
    assert.equal(posted.status, 400);
    assert.match(posted.text, line);
    assert.match(posted.text, /src="\/assets\/lane-rate.js"/);
    // The script's templates, in the page's language, with the placeholders it fills.
    assert.match(posted.text, /data-t-window="Last \{days\} days, \{n\} trips"/);
    assert.match(posted.text, /data-t-per-tonne="\{median\}\/t \(middle half \{low\}–\{high\}\)"/);
    // A lane outside the gazetteer has no rate; the empty note stays for the script to fill.
    const unknown = await owner.client.post('/loads', validLoadForm({ origin: 'Testpur Kalan', destination: 'Raipur', weight: '' }));
    assert.equal(unknown.status, 400);
    assert.doesNotMatch(unknown.text, /Last 30 days/);
    assert.match(unknown.text, /id="lane-rate"[^>]*hidden/);

    // In Hindi.
    const hindi = await owner.client.post('/loads?lang=hi', validLoadForm({ origin: 'Nagpur', destination: 'Raipur', weight: '' }));
    assert.match(hindi.text, /इस रूट का भाड़ा/);
    assert.match(hindi.text, /पिछले 30 दिन, 5 ट्रिप: ₹1,500\/टन/);
  });
});
