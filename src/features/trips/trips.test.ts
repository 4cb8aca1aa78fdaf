import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, insertPod, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { cameraJpeg, insertHeldPayment, moveTripToInTransit, podForm } from '../../../test/helpers/trips-factories.js';
import { kolkataDate } from '../../lib/dates.js';
import { renderTripSection } from './section.js';

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

const STATUSES = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered', 'cancelled'] as const;
const TARGETS = ['en_route_to_pickup', 'loaded', 'in_transit', 'delivered'] as const;
const rank = (s: string) => ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered'].indexOf(s);

/** An accepted load picked up today (so `loaded` is allowed) with its trip in `status`. */
const acceptedToday = (amountPaise = 1_000_000, status = 'scheduled') => insertAcceptedLoad(server.db, shipper.id, driver.id, amountPaise, status, { pickupDate: kolkataDate() });

async function tripRow(id: string) {
  return server.db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function loadRow(id: string) {
  return server.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function tripNotifications(userId: string, loadId: string) {
  return server.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('kind', '=', 'trip_status').where('link', '=', `/loads/${loadId}`).orderBy('createdAt').execute();
}

describe('the status flow', () => {
  test('the assigned driver moves the trip forward step by step, then delivers it with a POD; each step is stamped and the load follows', async () => {
    const { load, trip } = await acceptedToday(4_000_000);
    const expectedLoad: Record<string, string> = { en_route_to_pickup: 'assigned', loaded: 'in_transit', in_transit: 'in_transit' };
    const column: Record<string, 'enRouteToPickupAt' | 'loadedAt' | 'inTransitAt'> = { en_route_to_pickup: 'enRouteToPickupAt', loaded: 'loadedAt', in_transit: 'inTransitAt' };
    for (const status of ['en_route_to_pickup', 'loaded', 'in_transit'] as const) {
      const res = await driver.client.post(`/driver/trips/${trip.id}/status`, { status });
      assert.equal(res.status, 302, res.text.slice(0, 300));
      assert.equal(res.location, `/driver/trips/${trip.id}`);
      const row = await tripRow(trip.id);
      assert.equal(row.status, status);
      assert.ok(row[column[status]] instanceof Date, `${status} is stamped`);
      assert.equal((await loadRow(load.id)).status, expectedLoad[status]);
    }
    const form = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.match(form.text, /enctype="multipart\/form-data"/);
    // The photo field opens the phone's camera: its input takes images and asks for the back camera.
    const photoInput = /<input[^>]*id="f-photo"[^>]*>/.exec(form.text)?.[0] ?? '';
    assert.match(photoInput, /accept="image\/\*"/);
    assert.match(photoInput, /capture="environment"/);
    const res = await driver.client.postMultipart(`/driver/trips/${trip.id}/deliver`, podForm([{ bytes: await cameraJpeg() }]));
    assert.equal(res.status, 302, res.text.slice(0, 300));
    const row = await tripRow(trip.id);
    assert.equal(row.status, 'delivered');
    assert.ok(row.deliveredAt instanceof Date);
    assert.equal((await loadRow(load.id)).status, 'delivered');
    const page = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.match(page.text, /Delivered. The shipper will check your proof of delivery./);
    assert.doesNotMatch(page.text, /skipped/);
  });

  test('a skipped step is refused (409) with the next step named, whatever the target', async () => {
    const { load, trip } = await acceptedToday(3_000_000);
    for (const status of ['loaded', 'in_transit', 'delivered']) {
      const res = await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status });
      assert.equal(res.status, 409, status);
      assert.equal(res.json.error.code, 'CONFLICT');
      assert.match(res.json.error.message, /moves one step at a time, so its next step is on the way to pickup/);
    }
    const html = await driver.client.post(`/driver/trips/${trip.id}/status`, { status: 'in_transit' });
    assert.equal(html.status, 409);
    assert.match(html.text, /one step at a time/);
    assert.equal((await tripRow(trip.id)).status, 'scheduled');
    assert.equal((await loadRow(load.id)).status, 'assigned');
  });

  test('every transition: the next step is allowed, skipping, staying, going back and leaving a final status are refused with 409', async () => {
    for (const from of STATUSES) {
      for (const to of TARGETS) {
        const { load, trip } = await acceptedToday(1_000_000, from);
        const loadBefore = (await loadRow(load.id)).status;
        const res = await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: to });
        const allowed = from !== 'cancelled' && from !== 'delivered' && rank(to) === rank(from) + 1 && to !== 'delivered';
        assert.equal(res.status, allowed ? 200 : 409, `${from} -> ${to}`);
        const row = await tripRow(trip.id);
        if (allowed) {
          assert.equal(row.status, to);
          assert.equal(res.json.data.trip.pod, null);
        } else {
          assert.equal(res.json.error.code, 'CONFLICT');
          assert.equal(row.status, from, `${from} -> ${to} changed nothing`);
          assert.equal((await loadRow(load.id)).status, loadBefore);
          assert.equal((await tripNotifications(shipper.id, load.id)).length, 0);
        }
      }
    }
  });

  test('delivered through the status button is refused: a delivery needs a POD (409)', async () => {
    const { trip } = await acceptedToday(1_000_000, 'in_transit');
    const res = await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'delivered' });
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /needs a proof of delivery/);
    assert.equal((await tripRow(trip.id)).status, 'in_transit');
  });

  test('loaded is refused before the pickup day (India), allowed on it', async () => {
    const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'en_route_to_pickup');
    assert.ok(load.pickupDate > kolkataDate(), 'the factory load is picked up tomorrow');
    const res = await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' });
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /the goods can be marked loaded from that day/);
    assert.equal((await tripRow(trip.id)).status, 'en_route_to_pickup');
    await server.db.updateTable('loads').set({ pickupDate: kolkataDate() }).where('id', '=', load.id).execute();
    assert.equal((await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' })).status, 200);
  });

  test('an HTML status change that is refused shows the trip page again with the reason (409)', async () => {
    const { trip } = await acceptedToday(1_000_000, 'in_transit');
    const res = await driver.client.post(`/driver/trips/${trip.id}/status`, { status: 'loaded' });
    assert.equal(res.status, 409);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /only moves forward/);
  });

  test('a status that is not a driver step is refused with 400 naming the field', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id);
    for (const status of ['scheduled', 'cancelled', 'flying', '']) {
      const res = await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status });
      assert.equal(res.status, 400, status);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.ok(res.json.error.details.status);
    }
    const html = await driver.client.post(`/driver/trips/${trip.id}/status`, { status: 'teleported' });
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.equal((await tripRow(trip.id)).status, 'scheduled');
  });

  test('only the assigned driver moves a trip: another driver gets 404, the owner 403, no session 401', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id);
    const other = await signUp(server, 'driver');
    assert.equal((await other.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' })).status, 404);
    assert.equal((await other.client.get(`/driver/trips/${trip.id}`)).status, 404);
    assert.equal((await shipper.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' })).status, 403);
    const anon = await anonymous(server).postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' });
    assert.equal(anon.status, 401);
    assert.equal(anon.json.error.code, 'UNAUTHENTICATED');
    const page = await anonymous(server).get(`/driver/trips/${trip.id}`);
    assert.equal(page.status, 302);
    assert.equal(page.location, `/login?next=${encodeURIComponent(`/driver/trips/${trip.id}`)}`);
    assert.equal((await driver.client.postJson('/driver/trips/not-a-uuid/status', { status: 'loaded' })).status, 404);
    assert.equal((await tripRow(trip.id)).status, 'scheduled');
  });

  test('each status change notifies the load owner with a link to the load, and nobody else', async () => {
    const { load, trip } = await acceptedToday(4_000_000);
    await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'en_route_to_pickup' });
    await driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' });
    const list = await tripNotifications(shipper.id, load.id);
    assert.equal(list.length, 2);
    assert.match(list[0].title, /Delhi → Mumbai: on the way to pickup/);
    assert.match(list[1].title, /loaded/);
    assert.match(list[1].body, new RegExp(driver.name));
    const driverSide = await server.db.selectFrom('notifications').select('id').where('userId', '=', driver.id).where('link', '=', `/loads/${load.id}`).execute();
    assert.equal(driverSide.length, 0);
    const api = await shipper.client.get('/api/notifications');
    assert.ok(api.json.data.notifications.some((n: { kind: string; link: string }) => n.kind === 'trip_status' && n.link === `/loads/${load.id}`));
  });

  test('parallel updates from the same state: exactly one applies, one notification', async () => {
    const { load, trip } = await acceptedToday(4_000_000, 'en_route_to_pickup');
    const results = await Promise.all(Array.from({ length: 6 }, () => driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409, 409, 409]);
    assert.equal((await tripRow(trip.id)).status, 'loaded');
    assert.equal((await tripNotifications(shipper.id, load.id)).length, 1);
  });

  test('parallel different steps from the same state never both apply from that state', async () => {
    const { load, trip } = await acceptedToday(4_000_000);
    const results = await Promise.all(['loaded', 'in_transit', 'delivered', 'en_route_to_pickup'].map((status) => driver.client.postJson(`/driver/trips/${trip.id}/status`, { status })));
    const applied = results.filter((r) => r.status === 200).map((r) => r.json.data.trip.status as string);
    assert.ok(results.every((r) => r.status === 200 || r.status === 409));
    // Each applied change moved the trip strictly forward from where the previous one left it.
    const final = await tripRow(trip.id);
    assert.equal(final.status, applied.sort((a, b) => rank(a) - rank(b)).at(-1));
    assert.equal((await tripNotifications(shipper.id, load.id)).length, applied.length);
  });

  test('the database itself refuses a backwards move, a skipped step and a delivery without a POD, whatever the code does', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'loaded');
    await assert.rejects(server.db.updateTable('trips').set({ status: 'scheduled' }).where('id', '=', trip.id).execute(), /cannot go back/);
    await assert.rejects(server.db.updateTable('trips').set({ status: 'cancelled' }).where('id', '=', trip.id).execute(), /can no longer be cancelled/);
    await assert.rejects(server.db.updateTable('trips').set({ status: 'delivered' }).where('id', '=', trip.id).execute(), /cannot skip/);
    await server.db.updateTable('trips').set({ status: 'in_transit' }).where('id', '=', trip.id).execute();
    await assert.rejects(server.db.updateTable('trips').set({ status: 'delivered' }).where('id', '=', trip.id).execute(), /without a proof of delivery/);
    await insertPod(server.db, trip.id, driver.id);
    await server.db.updateTable('trips').set({ status: 'delivered' }).where('id', '=', trip.id).execute();
    assert.ok((await tripRow(trip.id)).deliveredAt, 'the database stamps the new status');
  });
});

describe('cancellation by the load owner', () => {
  test('before loading, the owner cancels: trip and load are cancelled, the driver is told', async () => {
    for (const from of ['scheduled', 'en_route_to_pickup']) {
      const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, from);
      const res = await shipper.client.post(`/trips/${trip.id}/cancel`);
      assert.equal(res.status, 302);
      assert.equal(res.location, `/trips/${trip.id}`);
      const row = await tripRow(trip.id);
      assert.equal(row.status, 'cancelled');
      assert.ok(row.cancelledAt);
      assert.equal((await loadRow(load.id)).status, 'cancelled');
      const told = await server.db.selectFrom('notifications').selectAll().where('userId', '=', driver.id).where('link', '=', `/driver/trips/${trip.id}`).execute();
      assert.equal(told.length, 1);
      assert.match(told[0].title, /cancelled/);
    }
  });

  test('once loaded (or over) a trip cannot be cancelled (409)', async () => {
    for (const from of ['loaded', 'in_transit', 'delivered', 'cancelled']) {
      const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, from);
      const before = (await loadRow(load.id)).status;
      const res = await shipper.client.postJson(`/trips/${trip.id}/cancel`, {});
      assert.equal(res.status, 409, from);
      assert.equal((await tripRow(trip.id)).status, from);
      assert.equal((await loadRow(load.id)).status, before);
    }
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'loaded');
    const html = await shipper.client.post(`/trips/${trip.id}/cancel`);
    assert.equal(html.status, 409);
    assert.match(html.text, /only before it is loaded/);
  });

  test('only the owner cancels: the driver gets 403, another shipper 404', async () => {
    const { trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id);
    assert.equal((await driver.client.postJson(`/trips/${trip.id}/cancel`, {})).status, 403);
    const other = await signUp(server, 'shipper');
    assert.equal((await other.client.postJson(`/trips/${trip.id}/cancel`, {})).status, 404);
    assert.equal((await anonymous(server).postJson(`/trips/${trip.id}/cancel`, {})).status, 401);
    assert.equal((await tripRow(trip.id)).status, 'scheduled');
  });

  test('money held in escrow is never stranded by a cancellation', async () => {
    const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000);
    await insertHeldPayment(server.db, { loadId: load.id, ownerId: shipper.id, amountPaise: 1_000_000 });
    const res = await shipper.client.postJson(`/trips/${trip.id}/cancel`, {});
    const l = await loadRow(load.id);
    const account = await server.db.selectFrom('escrowAccounts').selectAll().where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    if (res.status === 409) {
      // Refused while the escrow refund is not available: nothing changed.
      assert.equal((await tripRow(trip.id)).status, 'scheduled');
      assert.equal(l.paymentStatus, 'held');
      assert.equal(l.status, 'assigned');
    } else {
      assert.equal(res.status, 200);
      assert.equal((await tripRow(trip.id)).status, 'cancelled');
      assert.equal(l.paymentStatus, 'refunded');
      assert.equal(account.heldPaise, 0);
    }
  });

  test('a cancel racing a status change: exactly one of them wins', async () => {
    const { load, trip } = await acceptedToday(1_000_000, 'en_route_to_pickup');
    const [cancel, loaded] = await Promise.all([shipper.client.postJson(`/trips/${trip.id}/cancel`, {}), driver.client.postJson(`/driver/trips/${trip.id}/status`, { status: 'loaded' })]);
    const row = await tripRow(trip.id);
    const l = await loadRow(load.id);
    if (cancel.status === 200) {
      assert.equal(loaded.status, 409);
      assert.equal(row.status, 'cancelled');
      assert.equal(l.status, 'cancelled');
    } else {
      assert.equal(cancel.status, 409);
      assert.equal(loaded.status, 200);
      assert.equal(row.status, 'loaded');
      assert.equal(l.status, 'in_transit');
    }
  });
});

describe('GET /api/trips', () => {
  test("lists a driver's own trips and a shipper's trips on their loads, with amounts in rupees and the timestamps", async () => {
    const s = await signUp(server, 'shipper');
    const d = await signUp(server, 'driver');
    const d2 = await signUp(server, 'driver');
    const a = await insertAcceptedLoad(server.db, s.id, d.id, 4_500_050, 'in_transit');
    const b = await insertAcceptedLoad(server.db, s.id, d2.id, 2_000_000, 'delivered');
    await insertAcceptedLoad(server.db, shipper.id, d.id, 1_000_000, 'scheduled');

    const mine = await d.client.get('/api/trips');
    assert.equal(mine.status, 200);
    assert.equal(mine.json.data.trips.length, 2);
    assert.equal(mine.json.data.pagination.total, 2);
    const t = mine.json.data.trips.find((x: { id: string }) => x.id === a.trip.id);
    assert.deepEqual(Object.keys(t).sort(), [
      'agreed_amount',
      'cancelled_at',
      'delivered_at',
      'destination',
      'driver_id',
      'en_route_to_pickup_at',
      'id',
      'in_transit_at',
      'load_id',
      'loaded_at',
      'origin',
      'owner_id',
      'pickup_date',
      'pod',
      'scheduled_at',
      'status',
    ]);
    assert.equal(t.load_id, a.load.id);
    assert.equal(t.status, 'in_transit');
    assert.equal(t.agreed_amount, 45000.5);
    assert.ok(!mine.json.data.trips.some((x: { id: string }) => x.id === b.trip.id));

    const owner = await s.client.get('/api/trips');
    assert.deepEqual(owner.json.data.trips.map((x: { id: string }) => x.id).sort(), [a.trip.id, b.trip.id].sort());
    const delivered = await s.client.get('/api/trips?status=delivered');
    assert.deepEqual(
      delivered.json.data.trips.map((x: { id: string }) => x.id),
      [b.trip.id],
    );
    const active = await s.client.get('/api/trips?status=active&limit=1');
    assert.deepEqual(
      active.json.data.trips.map((x: { id: string }) => x.id),
      [a.trip.id],
    );

    const stranger = await signUp(server, 'broker');
    assert.deepEqual((await stranger.client.get('/api/trips')).json.data.trips, []);
  });

  test("a broker lists the trips on the loads they posted, and no one else's", async () => {
    const b = await signUp(server, 'broker');
    const d = await signUp(server, 'driver');
    const mine = await insertAcceptedLoad(server.db, b.id, d.id, 3_000_000, 'loaded');
    const theirs = await insertAcceptedLoad(server.db, shipper.id, d.id, 3_000_000, 'loaded');
    const res = await b.client.get('/api/trips');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.json.data.trips.map((x: { id: string }) => x.id),
      [mine.trip.id],
    );
    assert.equal(res.json.data.trips[0].owner_id, b.id);
    assert.equal(res.json.data.trips[0].agreed_amount, 30000);
    assert.ok(res.json.data.trips[0].loaded_at === null || typeof res.json.data.trips[0].loaded_at === 'string');
    assert.ok(!(await b.client.get('/api/trips?status=all')).json.data.trips.some((x: { id: string }) => x.id === theirs.trip.id));
  });

  test('bad filters are 400, no session 401, admins 403', async () => {
    for (const q of ['status=flying', 'limit=0', 'limit=101', 'page=0', 'page=x']) {
      const res = await driver.client.get(`/api/trips?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    }
    assert.equal((await anonymous(server).get('/api/trips')).status, 401);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/api/trips')).status, 403);
  });
});

describe('trip pages and the load page section', () => {
  test('the driver page shows the load, timeline, buttons, tracking and a message link to the shipper', async () => {
    const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'en_route_to_pickup');
    const page = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /Delhi → Mumbai/);
    assert.match(page.text, /₹40,000/);
    assert.match(page.text, /class="timeline trip-timeline"/);
    assert.match(page.text, /name="status" value="loaded"/);
    assert.doesNotMatch(page.text, /name="status" value="en_route_to_pickup"/);
    // The buttons say what they do; each reached step how long ago, the exact time small beside it.
    assert.match(page.text, />Mark loaded<\/button>/);
    // One step at a time: no button to skip ahead.
    assert.doesNotMatch(page.text, />Start transit<\/button>/);
    assert.doesNotMatch(page.text, /name="status" value="in_transit"/);
    assert.doesNotMatch(page.text, /Mark: /);
    assert.match(
      page.text,
      /<li class="done" data-step="scheduled">Scheduled <span class="step-time"><time datetime="[^"]+" title="[^"]+ IST">[^<]+<\/time> <small class="muted exact">[^<]+<\/small><\/span><\/li>/,
    );
    assert.match(page.text, new RegExp(`href="/loads/${load.id}/track"`));
    assert.match(page.text, new RegExp(`href="/messages/${shipper.id}\\?load=${load.id}"`));
    assert.match(page.text, /Message the shipper/);
    // The owner's view of the same trip: no status buttons, a cancel button, a link to message the driver.
    const owner = await shipper.client.get(`/trips/${trip.id}`);
    assert.equal(owner.status, 200);
    assert.doesNotMatch(owner.text, /name="status"/);
    assert.match(owner.text, new RegExp(`action="/trips/${trip.id}/cancel"`));
    assert.match(owner.text, new RegExp(`href="/messages/${driver.id}\\?load=${load.id}"`));
    // The driver is sent to their own page; strangers find nothing.
    const redirect = await driver.client.get(`/trips/${trip.id}`);
    assert.equal(redirect.location, `/driver/trips/${trip.id}`);
    const other = await signUp(server, 'shipper');
    assert.equal((await other.client.get(`/trips/${trip.id}`)).status, 404);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get(`/trips/${trip.id}`)).status, 200);
  });

  test('the assigned driver\'s page offers "Share my position" (and its script) while the trip is active, not once delivered or cancelled', async () => {
    const shareControl = (loadId: string) => new RegExp(`<section class="card" id="share" data-load-id="${loadId}" hidden="">.*?id="share-toggle"`, 's');
    const shareScript = /<script src="\/assets\/location-share\.js" defer=""><\/script>/;
    const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>/;
    for (const status of ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit'] as const) {
      const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, status);
      const page = await driver.client.get(`/driver/trips/${trip.id}`);
      assert.equal(page.status, 200, status);
      assert.match(page.text, shareControl(load.id), status);
      assert.match(page.text, shareScript, status);
      assert.match(page.text, /<link rel="stylesheet" href="\/assets\/location-share\.css"\/?>/, status);
      assert.doesNotMatch(page.text, inlineScript, `${status}: no inline script (strict CSP)`);
    }
    // The rule is the location feature's: what the page offers, the API accepts.
    const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'en_route_to_pickup');
    assert.equal((await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 28.61, lng: 77.2 })).status, 201);
    // Only the driver shares: the owner's and an admin's views of the same trip have no control.
    for (const viewer of [shipper, await signInAdmin(server)]) {
      const page = await viewer.client.get(`/trips/${trip.id}`);
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.text, /id="share"/);
      assert.doesNotMatch(page.text, /location-share/);
    }
    await moveTripToInTransit(server.db, trip.id);
    assert.equal((await driver.client.postMultipart(`/driver/trips/${trip.id}/deliver`, podForm([{ bytes: await cameraJpeg(800, 600) }]))).status, 302);
    const delivered = await driver.client.get(`/driver/trips/${trip.id}`);
    assert.equal(delivered.status, 200);
    assert.match(delivered.text, /Delivered. The shipper will check your proof of delivery./);
    assert.doesNotMatch(delivered.text, /id="share"/);
    assert.doesNotMatch(delivered.text, /location-share/);
    assert.equal((await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 28.61, lng: 77.2 })).status, 409);

    const cancelled = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'scheduled');
    assert.equal((await shipper.client.post(`/trips/${cancelled.trip.id}/cancel`, {})).status, 302);
    const page = await driver.client.get(`/driver/trips/${cancelled.trip.id}`);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /id="share"/);
    assert.doesNotMatch(page.text, /location-share/);
  });

  test('names and load text are escaped on the trip page', async () => {
    const evil = await signUp(server, 'driver', { name: '<script>alert(1)</script>' });
    const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, evil.id);
    await server.db.updateTable('loads').set({ material: '<img src=x onerror=alert(2)>' }).where('id', '=', load.id).execute();
    const page = await shipper.client.get(`/trips/${trip.id}`);
    assert.doesNotMatch(page.text, /<script>alert\(1\)/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.doesNotMatch(page.text, /<img src=x/);
  });

  test("/driver/trips lists the driver's trips by filter", async () => {
    const d = await signUp(server, 'driver');
    const active = await insertAcceptedLoad(server.db, shipper.id, d.id, 1_000_000, 'loaded');
    const done = await insertAcceptedLoad(server.db, shipper.id, d.id, 1_000_000, 'delivered');
    const all = await d.client.get('/driver/trips');
    assert.equal(all.status, 200);
    assert.match(all.text, new RegExp(active.trip.id));
    assert.match(all.text, new RegExp(done.trip.id));
    const onlyActive = await d.client.get('/driver/trips?status=active');
    assert.match(onlyActive.text, new RegExp(active.trip.id));
    assert.doesNotMatch(onlyActive.text, new RegExp(done.trip.id));
    assert.equal((await shipper.client.get('/driver/trips')).status, 403);
  });

  test("renderTripSection shows the trip to its parties only, with each side's next step", async () => {
    const { load, trip } = await acceptedToday(1_000_000, 'scheduled');
    const viewer = (u: SignedInUser) => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free' as const, verified: false });
    const forOwner = String(await renderTripSection(server.db, viewer(shipper), { id: load.id, ownerId: shipper.id }));
    assert.match(forOwner, /Cancel this trip/);
    assert.match(forOwner, /class="timeline trip-timeline"/);
    const { code } = await server.db.selectFrom('tripDeliveryCodes').select('code').where('tripId', '=', trip.id).executeTakeFirstOrThrow();
    assert.match(forOwner, new RegExp(`Delivery code: <b>${code}</b>`));
    assert.match(forOwner, new RegExp(`name="return_to" value="/loads/${load.id}"`));
    const forDriver = String(await renderTripSection(server.db, viewer(driver), { id: load.id, ownerId: shipper.id }));
    assert.match(forDriver, /name="status" value="en_route_to_pickup"/);
    assert.doesNotMatch(forDriver, /Cancel this trip/);
    assert.doesNotMatch(forDriver, /Delivery code/, 'the driver never sees the code');
    const stranger = await signUp(server, 'driver');
    assert.equal(await renderTripSection(server.db, viewer(stranger), { id: load.id, ownerId: shipper.id }), null);
    // A status change from the load page returns there.
    const res = await driver.client.post(`/driver/trips/${trip.id}/status`, { status: 'en_route_to_pickup', return_to: `/loads/${load.id}` });
    assert.equal(res.location, `/loads/${load.id}`);
    const offsite = await driver.client.post(`/driver/trips/${trip.id}/status`, { status: 'loaded', return_to: '//evil.example/x' });
    assert.equal(offsite.location, `/driver/trips/${trip.id}`);
  });
});
