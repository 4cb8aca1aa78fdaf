import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let shipper: SignedInUser;
let driver: SignedInUser;
before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper');
  driver = await signUp(server, 'driver');
});
after(async () => {
  await server.close();
});

async function ratingsOf(tripId: string) {
  return server.db.selectFrom('ratings').selectAll().where('tripId', '=', tripId).execute();
}

describe('rating after delivery', () => {
  test('the owner rates the driver through /shipper/rate: stored once, shown on the trip and the driver profiles', async () => {
    const d = await signUp(server, 'driver');
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, d.id, 2_000_000, 'delivered');
    const res = await shipper.client.post(`/shipper/rate/${trip.id}`, { score: '5', review: '  On time, careful with the goods.  ' });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/trips/${trip.id}`);
    const [row] = await ratingsOf(trip.id);
    assert.equal(row.raterId, shipper.id);
    assert.equal(row.rateeId, d.id);
    assert.equal(row.score, 5);
    assert.equal(row.review, 'On time, careful with the goods.');
    const page = await shipper.client.get(`/trips/${trip.id}`);
    assert.match(page.text, /rating is saved/);
    assert.match(page.text, /You rated .* <b>5 \/ 5<\/b>/);
    assert.doesNotMatch(page.text, /action="\/shipper\/rate\//, 'no second form');

    const second = await insertAcceptedLoad(server.db, shipper.id, d.id, 2_000_000, 'delivered');
    assert.equal((await shipper.client.postJson(`/shipper/rate/${second.trip.id}`, { score: 4 })).status, 201);
    const profile = await shipper.client.get(`/drivers/${d.id}`);
    assert.equal(profile.status, 200);
    assert.match(profile.text, /★ 4\.5 <small class="muted">\(2 ratings\)<\/small>/);
    assert.match(profile.text, /careful with the goods/);
    const own = await d.client.get('/driver/profile');
    assert.match(own.text, /★ 4\.5/);
    assert.match(own.text, /2 ratings/);
  });

  test('the driver rates the owner through /marketplace/rate (JSON, 201)', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 2_000_000, 'delivered');
    const res = await driver.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 3, review: 'Paid late' });
    assert.equal(res.status, 201);
    assert.equal(res.json.success, true);
    assert.deepEqual(
      {
        trip_id: res.json.data.rating.trip_id,
        rater_id: res.json.data.rating.rater_id,
        ratee_id: res.json.data.rating.ratee_id,
        score: res.json.data.rating.score,
        review: res.json.data.rating.review,
      },
      { trip_id: trip.id, rater_id: driver.id, ratee_id: shipper.id, score: 3, review: 'Paid late' },
    );
    // The owner may rate through the marketplace door too; both sides now have their one rating.
    const form = await shipper.client.post('/marketplace/rate', { trip_id: trip.id, score: '4', return_to: `/loads/${trip.loadId}` });
    assert.equal(form.status, 302);
    assert.equal(form.location, `/loads/${trip.loadId}`);
    assert.equal((await ratingsOf(trip.id)).length, 2);
    const driverPage = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.match(driverPage.text, /rated you 4 \/ 5/);
  });

  test('before delivery a rating is refused (409) and nothing is stored', async () => {
    for (const status of ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'cancelled']) {
      const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, status);
      const owner = await shipper.client.postJson(`/shipper/rate/${trip.id}`, { score: 5 });
      assert.equal(owner.status, 409, status);
      assert.equal(owner.json.error.code, 'CONFLICT');
      assert.match(owner.json.error.message, /only after the trip is delivered/);
      assert.equal((await driver.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 5 })).status, 409);
      assert.equal((await ratingsOf(trip.id)).length, 0);
    }
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'in_transit');
    const html = await shipper.client.post(`/shipper/rate/${trip.id}`, { score: '5' });
    assert.equal(html.status, 409);
    assert.match(html.text, /role="alert"/);
  });

  test('a second rating by the same side is refused (409), also when sent in parallel', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
    assert.equal((await shipper.client.postJson(`/shipper/rate/${trip.id}`, { score: 2 })).status, 201);
    const again = await shipper.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 5 });
    assert.equal(again.status, 409);
    assert.match(again.json.error.message, /already rated/);
    assert.equal((await ratingsOf(trip.id))[0].score, 2);

    const other = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => driver.client.postJson('/marketplace/rate', { trip_id: other.trip.id, score: (i % 5) + 1 })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409, 409]);
    assert.equal((await ratingsOf(other.trip.id)).length, 1);
  });

  test('a stranger cannot rate a trip (404): another shipper, another driver, an admin', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
    const otherShipper = await signUp(server, 'shipper');
    const otherDriver = await signUp(server, 'driver');
    const admin = await signInAdmin(server);
    assert.equal((await otherShipper.client.postJson(`/shipper/rate/${trip.id}`, { score: 1 })).status, 404);
    assert.equal((await otherShipper.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 1 })).status, 404);
    assert.equal((await otherDriver.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 1 })).status, 404);
    assert.equal((await admin.client.postJson('/marketplace/rate', { trip_id: trip.id, score: 1 })).status, 404);
    assert.equal((await otherShipper.client.post(`/shipper/rate/${trip.id}`, { score: 'x' })).status, 404, 'not even the form is shown');
    assert.equal((await ratingsOf(trip.id)).length, 0);
  });

  test('the shipper door is for owners: a driver gets 403; no session gets 401', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
    assert.equal((await driver.client.postJson(`/shipper/rate/${trip.id}`, { score: 5 })).status, 403);
    assert.equal((await anonymous(server).postJson(`/shipper/rate/${trip.id}`, { score: 5 })).status, 401);
    assert.equal((await anonymous(server).postJson('/marketplace/rate', { trip_id: trip.id, score: 5 })).status, 401);
    assert.equal((await ratingsOf(trip.id)).length, 0);
  });

  test('validation: score 1-5, review at most 1000 characters, a trip to rate; the form comes back with the values', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
    for (const score of [0, 6, 2.5, 'abc', '', null]) {
      const res = await shipper.client.postJson(`/shipper/rate/${trip.id}`, { score });
      assert.equal(res.status, 400, String(score));
      assert.ok(res.json.error.details.score);
    }
    const long = await shipper.client.postJson(`/shipper/rate/${trip.id}`, { score: 5, review: 'x'.repeat(1001) });
    assert.equal(long.status, 400);
    assert.ok(long.json.error.details.review);
    for (const trip_id of [undefined, '', 'not-a-trip']) {
      const res = await driver.client.postJson('/marketplace/rate', { trip_id, score: 5 });
      assert.equal(res.status, 400);
      assert.ok(res.json.error.details.trip_id);
    }
    const html = await shipper.client.post(`/shipper/rate/${trip.id}`, { score: '9', review: 'Kept <b>review</b>' });
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /Choose a score from 1 to 5/);
    assert.match(html.text, /Kept &lt;b&gt;review&lt;\/b&gt;<\/textarea>/);
    assert.equal((await ratingsOf(trip.id)).length, 0);
  });

  test('reviews are shown escaped on the driver profile', async () => {
    const d = await signUp(server, 'driver');
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, d.id, 1_000_000, 'delivered');
    await shipper.client.postJson(`/shipper/rate/${trip.id}`, { score: 1, review: '<script>alert("x")</script>' });
    const page = await driver.client.get(`/drivers/${d.id}`);
    assert.doesNotMatch(page.text, /<script>alert/);
    assert.match(page.text, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/);
  });
});
