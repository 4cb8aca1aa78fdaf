import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import { distanceKm, ROAD_FACTOR, resolveCity } from '../../geo/cities.js';
import { anonymous, insertAcceptedLoad, insertLoad, signIn, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { openEventStream } from '../../../test/helpers/event-stream.js';
import { insertFix, setDriverProfile, suspendUser } from '../../../test/helpers/messages-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { listNearestAvailableDrivers } from './queries.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

/** An owner, a driver and a load whose accepted trip is in `tripStatus`. */
async function trip(tripStatus = 'in_transit') {
  const owner = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id, 4_000_000, tripStatus);
  return { owner, driver, load };
}

const fixCount = async (loadId: string) => {
  const row = await server.db
    .selectFrom('vehicleLocations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('loadId', '=', loadId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('posting a position', () => {
  test('the assigned driver posts a fix during each active trip status: 201 with the stored fix', async () => {
    // A time taken ten minutes ago, written with the India offset.
    const taken = new Date(Math.floor((Date.now() - 10 * 60_000) / 1000) * 1000);
    const ist = new Date(taken.getTime() + 330 * 60_000).toISOString().replace(/\.000Z$/, '+05:30');
    for (const status of ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit']) {
      const { driver, load } = await trip(status);
      await startedHoursAgo(load.id, 1);
      const res = await driver.client.postJson('/api/location/update', {
        load_id: load.id,
        lat: 19.076,
        lng: 72.8777,
        accuracy_m: 12.5,
        speed_kmh: 42,
        heading: 180,
        recorded_at: ist,
      });
      assert.equal(res.status, 201, `${status}: ${res.text}`);
      const fix = res.json.data.location;
      assert.equal(fix.load_id, load.id);
      assert.equal(fix.lat, 19.076);
      assert.equal(fix.lng, 72.8777);
      assert.equal(fix.accuracy_m, 12.5);
      assert.equal(fix.speed_kmh, 42);
      assert.equal(fix.heading, 180);
      assert.equal(fix.recorded_at, taken.toISOString());
      const row = await server.db.selectFrom('vehicleLocations').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
      assert.equal(row.driverId, driver.id);
      assert.deepEqual(row.position, { x: 72.8777, y: 19.076 });
    }
  });

  test('takes form fields too, and defaults the time to now', async () => {
    const { driver, load } = await trip();
    const before = Date.now();
    const res = await driver.client.post('/api/location/update', { load_id: load.id, lat: '12.9716', lng: '77.5946', speed_kmh: '' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.location.speed_kmh, null);
    assert.ok(Date.parse(res.json.data.location.recorded_at) >= before - 1000);
  });

  test('refuses out-of-range or malformed values, naming the field, and stores nothing', async () => {
    const { driver, load } = await trip();
    const ok = { load_id: load.id, lat: 18.5, lng: 73.8 };
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, lat: 90.0001 }, 'lat'],
      [{ ...ok, lat: -91 }, 'lat'],
      [{ ...ok, lng: 180.5 }, 'lng'],
      [{ ...ok, lng: -181 }, 'lng'],
      [{ ...ok, lat: 'north' }, 'lat'],
      [{ ...ok, lat: null }, 'lat'],
      [{ load_id: load.id, lng: 73.8 }, 'lat'],
      [{ lat: 18.5, lng: 73.8 }, 'load_id'],
      [{ ...ok, load_id: 'abc' }, 'load_id'],
      [{ ...ok, heading: 360 }, 'heading'],
      [{ ...ok, speed_kmh: -1 }, 'speed_kmh'],
      [{ ...ok, accuracy_m: -5 }, 'accuracy_m'],
      [{ ...ok, recorded_at: 'yesterday' }, 'recorded_at'],
      [{ ...ok, recorded_at: '2025-01-31T10:15:00' }, 'recorded_at'],
      [{ ...ok, recorded_at: soon(3 * 60_000) }, 'recorded_at'],
      [{ ...ok, recorded_at: soon(-49 * 3600_000) }, 'recorded_at'],
      // Before the trip began (it was created just now).
      [{ ...ok, recorded_at: soon(-30 * 60_000) }, 'recorded_at'],
      [{ ...ok, client_id: 'not-a-uuid' }, 'client_id'],
    ];
    for (const [body, field] of cases) {
      const res = await driver.client.postJson('/api/location/update', body);
      assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.text}`);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.ok(res.json.error.details[field], `${field} named for ${JSON.stringify(body)}: ${JSON.stringify(res.json.error.details)}`);
    }
    assert.equal(await fixCount(load.id), 0);
    // The edges are in range, and a phone clock a minute ahead is tolerated.
    for (const body of [
      { ...ok, lat: 90, lng: -180, heading: 359.9 },
      { ...ok, lat: -90, lng: 180 },
      { ...ok, recorded_at: soon(60_000) },
    ]) {
      assert.equal((await driver.client.postJson('/api/location/update', body)).status, 201);
    }
  });

  test('only the assigned driver: another driver 403, a shipper 403, an unknown load 404, no session 401', async () => {
    const { owner, load } = await trip();
    const other = await signUp(server, 'driver');
    const body = { load_id: load.id, lat: 18.5, lng: 73.8 };
    const wrongDriver = await other.client.postJson('/api/location/update', body);
    assert.equal(wrongDriver.status, 403);
    assert.equal(wrongDriver.json.error.code, 'FORBIDDEN');
    assert.match(wrongDriver.json.error.message, /assigned/);
    assert.equal((await owner.client.postJson('/api/location/update', body)).status, 403);
    assert.equal((await other.client.postJson('/api/location/update', { ...body, load_id: '3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00' })).status, 404);
    const anon = await anonymous(server).postJson('/api/location/update', body);
    assert.equal(anon.status, 401);
    assert.equal(anon.json.error.code, 'UNAUTHENTICATED');
    assert.equal(await fixCount(load.id), 0);
  });

  test('no active trip: a delivered or cancelled trip is 409, an open load is 403 for any driver', async () => {
    for (const status of ['delivered', 'cancelled']) {
      const { driver, load } = await trip(status);
      const res = await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 18.5, lng: 73.8 });
      assert.equal(res.status, 409, status);
      assert.equal(res.json.error.code, 'CONFLICT');
      assert.match(res.json.error.message, /only while the trip is active/);
      assert.equal(await fixCount(load.id), 0);
    }
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const open = await insertLoad(server.db, owner.id);
    assert.equal((await driver.client.postJson('/api/location/update', { load_id: open.id, lat: 18.5, lng: 73.8 })).status, 403);
  });

  test("a fix that arrives while the trip is being closed waits for it, then reads the trip's new status: 409, nothing stored", async () => {
    const { driver, load } = await trip('in_transit');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The closing transaction holds the trip's row (as a status change does) and commits only when told.
    const closing = server.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('trips').set({ status: 'cancelled' }).where('loadId', '=', load.id).execute();
      locked();
      await held;
    });
    await lockTaken;
    const fix = driver.client.postJson('/api/location/update', { load_id: load.id, lat: 21.1, lng: 79.0 });
    let early: unknown;
    try {
      early = await Promise.race([fix.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    } finally {
      release();
      await closing;
    }
    assert.equal(early, 'waiting', 'the fix waits for the trip being changed');
    const res = await fix;
    assert.equal(res.status, 409, res.text);
    assert.equal(await fixCount(load.id), 0);
  });

  test('parallel fixes from the driver are all stored, each once', async () => {
    const { driver, load } = await trip();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => driver.client.postJson('/api/location/update', { load_id: load.id, lat: 18.5 + i / 100, lng: 73.8 })));
    assert.ok(results.every((r) => r.status === 201));
    assert.equal(await fixCount(load.id), 8);
    assert.equal(new Set(results.map((r) => r.json.data.location.id)).size, 8);
  });

  test("a fix reaches the owner's and the driver's open pages live, and nobody else's", async () => {
    const { owner, driver, load } = await trip();
    const stranger = await signUp(server, 'shipper');
    const streams = await Promise.all([owner, driver, stranger].map((u) => openEventStream(server, u.client)));
    try {
      const res = await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 21.1458, lng: 79.0882 });
      assert.equal(res.status, 201);
      for (const s of streams.slice(0, 2)) {
        const e = await s.waitFor((ev) => ev.type === 'location' && ev.data.load_id === load.id);
        assert.equal(e.data.lat, 21.1458);
        assert.equal(e.data.lng, 79.0882);
        assert.equal(e.data.recorded_at, res.json.data.location.recorded_at);
      }
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(streams[2].events.filter((e) => e.type === 'location').length, 0);
    } finally {
      for (const s of streams) s.close();
    }
  });
});

/** Moves the trip's start back, so that fixes taken before now fall within it (past the guard that keeps it fixed). */
const startedHoursAgo = (loadId: string, hours: number) =>
  server.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .updateTable('trips')
      .set({ scheduledAt: new Date(Date.now() - hours * 3600_000) })
      .where('loadId', '=', loadId)
      .execute();
  });

const ago = (min: number) => new Date(Date.now() - min * 60_000).toISOString();

describe('fixes sent late (the phone kept them while offline)', () => {
  test('a batch is stored in one request, out of order; the last fix is the newest by time taken, not by arrival', async () => {
    const { owner, driver, load } = await trip();
    await startedHoursAgo(load.id, 3);
    const first = await driver.client.postJson('/api/location/batch', {
      load_id: load.id,
      fixes: [
        { lat: 22.0, lng: 73.0, recorded_at: ago(30), client_id: '0b6d8e0a-6f0a-4f57-9d47-000000000003' },
        { lat: 21.0, lng: 73.0, recorded_at: ago(90), speed_kmh: 35 },
        { lat: 21.5, lng: 73.0, recorded_at: ago(60) },
      ],
    });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.json.data.stored, 3);
    assert.equal(first.json.data.duplicates, 0);
    assert.equal(first.json.data.last_fix.lat, 22.0);
    // An older batch arrives after the newer one: the last fix stays the newest taken.
    const late = await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes: [{ lat: 20.5, lng: 73.0, recorded_at: ago(120) }] });
    assert.equal(late.status, 200, late.text);
    assert.equal(late.json.data.last_fix.lat, 22.0);
    const track = await owner.client.get(`/api/location/${load.id}`);
    assert.deepEqual(
      track.json.data.trail.map((f: any) => f.lat),
      [20.5, 21.0, 21.5, 22.0],
    );
    assert.equal(track.json.data.last_fix.lat, 22.0);
    assert.equal(track.json.data.latest.lat, 22.0);
    // The single-fix API still works beside it, and a fresh fix becomes the last one.
    const single = await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 22.3, lng: 73.18 });
    assert.equal(single.status, 201);
    assert.equal((await owner.client.get(`/api/location/${load.id}`)).json.data.last_fix.lat, 22.3);
  });

  test("every fix of a batch reaches the owner's and the driver's open pages live, oldest taken first; a fix sent again is not sent again", async () => {
    const { owner, driver, load } = await trip();
    await startedHoursAgo(load.id, 3);
    const streams = await Promise.all([owner, driver].map((u) => openEventStream(server, u.client)));
    try {
      const fixes = [
        { lat: 23.0, lng: 72.5, recorded_at: ago(20) },
        { lat: 23.1, lng: 72.5, recorded_at: ago(80) },
        { lat: 23.2, lng: 72.5, recorded_at: ago(50) },
      ];
      assert.equal((await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes })).status, 200);
      const again = await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes: [fixes[0], { lat: 23.3, lng: 72.5, recorded_at: ago(10) }] });
      assert.equal(again.json.data.stored, 1);
      for (const s of streams) {
        await s.waitFor((ev) => ev.type === 'location' && ev.data.lat === 23.3);
        const seen = s.events.filter((ev) => ev.type === 'location' && ev.data.load_id === load.id).map((ev) => ev.data.lat);
        assert.deepEqual(seen, [23.1, 23.2, 23.0, 23.3]);
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  test('refuses a batch naming the field of the bad fix, and stores none of it', async () => {
    const { driver, load } = await trip();
    await startedHoursAgo(load.id, 60);
    const good = { lat: 21, lng: 73, recorded_at: ago(5) };
    const cases: Array<[unknown, string]> = [
      [{ load_id: load.id, fixes: [good, { ...good, recorded_at: ago(49 * 60) }] }, 'fixes.1.recorded_at'],
      [{ load_id: load.id, fixes: [good, { ...good, recorded_at: new Date(Date.now() + 10 * 60_000).toISOString() }] }, 'fixes.1.recorded_at'],
      [{ load_id: load.id, fixes: [{ lat: 21, lng: 73 }] }, 'fixes.0.recorded_at'],
      [{ load_id: load.id, fixes: [good, { ...good, lat: 95 }] }, 'fixes.1.lat'],
      [{ load_id: load.id, fixes: [] }, 'fixes'],
      [{ load_id: load.id, fixes: 'many' }, 'fixes'],
      [{ load_id: load.id, fixes: Array.from({ length: 101 }, (_, i) => ({ ...good, recorded_at: ago(i + 1) })) }, 'fixes'],
      [{ fixes: [good] }, 'load_id'],
    ];
    for (const [body, field] of cases) {
      const res = await driver.client.postJson('/api/location/batch', body);
      assert.equal(res.status, 400, `${field}: ${res.text}`);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.ok(res.json.error.details[field], `${field} named: ${JSON.stringify(res.json.error.details)}`);
    }
    // Before the trip began.
    await startedHoursAgo(load.id, 1);
    const early = await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes: [good, { ...good, recorded_at: ago(90) }] });
    assert.equal(early.status, 400);
    assert.match(early.json.error.details['fixes.1.recorded_at'], /before the trip started/);
    assert.equal(await fixCount(load.id), 0);
    // 100 is the most one batch may hold.
    const full = await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes: Array.from({ length: 100 }, (_, i) => ({ ...good, recorded_at: ago(i / 10) })) });
    assert.equal(full.status, 200, full.text);
    assert.equal(await fixCount(load.id), 100);
  });

  test("only the trip's driver while it is under way: no session 401, a shipper 403, another driver 403, a delivered trip 409", async () => {
    const { owner, load } = await trip();
    const body = { load_id: load.id, fixes: [{ lat: 21, lng: 73, recorded_at: ago(1) }] };
    const anon = await anonymous(server).postJson('/api/location/batch', body);
    assert.equal(anon.status, 401);
    assert.equal((await owner.client.postJson('/api/location/batch', body)).status, 403);
    const other = await signUp(server, 'driver');
    const stranger = await other.client.postJson('/api/location/batch', body);
    assert.equal(stranger.status, 403);
    assert.match(stranger.json.error.message, /assigned/);
    const done = await trip('delivered');
    const closed = await done.driver.client.postJson('/api/location/batch', { ...body, load_id: done.load.id });
    assert.equal(closed.status, 409);
    assert.equal(await fixCount(load.id), 0);
    assert.equal(await fixCount(done.load.id), 0);
  });

  test('a fix sent twice, even by two requests at once, is stored once (the same time taken, or the same client id)', async () => {
    const { driver, load } = await trip();
    await startedHoursAgo(load.id, 2);
    const fixes = [
      { lat: 21, lng: 73, recorded_at: ago(20) },
      { lat: 21.1, lng: 73, recorded_at: ago(15), client_id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
      { lat: 21.2, lng: 73, recorded_at: ago(10) },
    ];
    const both = await Promise.all([0, 1].map(() => driver.client.postJson('/api/location/batch', { load_id: load.id, fixes })));
    assert.deepEqual(
      both.map((r) => r.status),
      [200, 200],
    );
    assert.equal(both[0].json.data.stored + both[1].json.data.stored, 3);
    assert.equal(both[0].json.data.duplicates + both[1].json.data.duplicates, 3);
    assert.equal(await fixCount(load.id), 3);
    // The same client id sent again with another time (the phone re-read its clock) is the same fix.
    const again = await driver.client.postJson('/api/location/batch', { load_id: load.id, fixes: [{ ...fixes[1], recorded_at: ago(14) }] });
    assert.equal(again.json.data.stored, 0);
    assert.equal(await fixCount(load.id), 3);
    // Two single posts of one fix at once: both answered with the one stored fix.
    const at = ago(5);
    const singles = await Promise.all([0, 1].map(() => driver.client.postJson('/api/location/update', { load_id: load.id, lat: 21.3, lng: 73, recorded_at: at })));
    assert.deepEqual(
      singles.map((r) => r.status),
      [201, 201],
    );
    assert.equal(singles[0].json.data.location.id, singles[1].json.data.location.id);
    assert.equal(await fixCount(load.id), 4);
  });
});

describe('what the track tells the owner', () => {
  const VADODARA = resolveCity('Vadodara')!;
  const MUMBAI = resolveCity('Mumbai')!;
  const DELHI = resolveCity('Delhi')!;

  test('where the truck is in words, when it was last seen, the distance left and an ETA; stale after 30 minutes', async () => {
    const { owner, driver, load } = await trip('in_transit');
    const near = { lat: VADODARA.lat + 0.05, lng: VADODARA.lng + 0.05 };
    await insertFix(server.db, load.id, driver.id, DELHI.lat, DELHI.lng, new Date(Date.now() - 20 * 3600_000));
    await insertFix(server.db, load.id, driver.id, near.lat, near.lng, new Date(Date.now() - 45 * 60_000));
    const res = await owner.client.get(`/api/location/${load.id}`);
    assert.equal(res.status, 200);
    const d = res.json.data;
    assert.equal(d.place, 'near Vadodara, Gujarat');
    assert.equal(d.stale, true);
    assert.equal(d.last_seen_at, d.last_fix.recorded_at);
    const left = Math.round(distanceKm(near, MUMBAI) * ROAD_FACTOR);
    assert.equal(d.distance_left_km, left);
    assert.ok(left > 400 && left < 500, `Vadodara to Mumbai is about 440 road km, got ${left}`);
    assert.deepEqual(d.destination, { name: 'Mumbai', state: 'Maharashtra', lat: MUMBAI.lat, lng: MUMBAI.lng });
    assert.equal(d.origin.name, 'Delhi');
    // ETA: the distance left at 40 km/h from the last fix.
    const expected = Date.parse(d.last_seen_at) + (distanceKm(near, MUMBAI) * ROAD_FACTOR * 3600_000) / 40;
    assert.ok(Math.abs(Date.parse(d.eta) - expected) < 1000, `${d.eta} vs ${new Date(expected).toISOString()}`);

    const page = await owner.client.get(`/loads/${load.id}/track`);
    assert.match(page.text, /<b id="sum-place">Near Vadodara, Gujarat<\/b>/);
    assert.match(page.text, /last seen <span id="sum-seen"><time [^>]+>45 min ago<\/time>/);
    assert.match(page.text, /<p class="track-stale" id="sum-stale" role="alert">/, 'the stale warning shows');
    assert.match(page.text, new RegExp(`${left} km to go`));
    assert.match(page.text, /ETA \d{1,2} [A-Z][a-z]{2}/);
    assert.match(page.text, /approximate: road km at 40 km\/h/);
    assert.match(page.text, /data-destination="19\.076,72\.8777"/);

    // A fresh fix far from any city: "N km from", not stale.
    await insertFix(server.db, load.id, driver.id, 21.0, 69.5, new Date(Date.now() - 60_000));
    const fresh = (await owner.client.get(`/api/location/${load.id}`)).json.data;
    assert.equal(fresh.stale, false);
    assert.match(fresh.place, /^\d+ km from [A-Z][a-z]+/);
    const page2 = await owner.client.get(`/loads/${load.id}/track`);
    assert.match(page2.text, /<p class="track-stale" id="sum-stale" role="alert" hidden="">/);
  });

  test('before loading, the distance left runs through the pickup; a delivered trip has none and is never stale', async () => {
    const { owner, driver, load } = await trip('en_route_to_pickup');
    await insertFix(server.db, load.id, driver.id, VADODARA.lat, VADODARA.lng, new Date(Date.now() - 5 * 60_000));
    const d = (await owner.client.get(`/api/location/${load.id}`)).json.data;
    assert.equal(d.distance_left_km, Math.round((distanceKm(VADODARA, DELHI) + distanceKm(DELHI, MUMBAI)) * ROAD_FACTOR));
    assert.equal(d.stale, false);

    const done = await trip('delivered');
    await insertFix(server.db, done.load.id, done.driver.id, MUMBAI.lat, MUMBAI.lng, new Date(Date.now() - 5 * 3600_000));
    const finished = (await done.owner.client.get(`/api/location/${done.load.id}`)).json.data;
    assert.equal(finished.stale, false);
    assert.equal(finished.distance_left_km, null);
    assert.equal(finished.eta, null);
    assert.equal(finished.place, 'near Mumbai, Maharashtra');
  });

  test('a trip under way with no position yet is flagged, and the page says so without JavaScript', async () => {
    const { owner, load } = await trip('loaded');
    const d = (await owner.client.get(`/api/location/${load.id}`)).json.data;
    assert.equal(d.stale, true);
    assert.equal(d.place, null);
    assert.equal(d.last_seen_at, null);
    assert.equal(d.distance_left_km, null);
    const page = await owner.client.get(`/loads/${load.id}/track`);
    assert.match(page.text, /has not shared a position yet/);
  });
});

describe("reading a load's positions", () => {
  test('latest is the newest fix by time taken; the trail runs oldest to newest', async () => {
    const { owner, driver, load } = await trip();
    const t = Date.now() - 3600_000;
    // Inserted out of order: a phone that was offline sends an older fix late.
    await insertFix(server.db, load.id, driver.id, 18.6, 73.7, new Date(t + 2 * 60_000));
    await insertFix(server.db, load.id, driver.id, 18.5, 73.8, new Date(t));
    await insertFix(server.db, load.id, driver.id, 18.7, 73.6, new Date(t + 4 * 60_000));
    await insertFix(server.db, load.id, driver.id, 18.55, 73.75, new Date(t + 60_000));
    const res = await owner.client.get(`/api/location/${load.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.json.data.trail.map((f: any) => f.lat),
      [18.5, 18.55, 18.6, 18.7],
    );
    assert.equal(res.json.data.latest.lat, 18.7);
    assert.equal(res.json.data.latest.recorded_at, new Date(t + 4 * 60_000).toISOString());
    assert.equal(res.json.data.trip_status, 'in_transit');
  });

  test('the trail holds the last 500 fixes', async () => {
    const { owner, driver, load } = await trip();
    await sql`insert into vehicle_locations (load_id, driver_id, lat, lng, recorded_at)
              select ${load.id}::uuid, ${driver.id}::uuid, 10 + g / 1000.0, 77, now() - make_interval(secs => 600 - g)
              from generate_series(1, 505) g`.execute(server.db);
    const res = await owner.client.get(`/api/location/${load.id}`);
    const trail = res.json.data.trail;
    assert.equal(trail.length, 500);
    assert.equal(trail[0].lat, 10.006);
    assert.equal(trail[499].lat, 10.505);
    assert.equal(res.json.data.latest.lat, 10.505);
  });

  test('a load with no fixes answers latest null and an empty trail', async () => {
    const { owner, load } = await trip('scheduled');
    const res = await owner.client.get(`/api/location/${load.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.json.data.latest, null);
    assert.deepEqual(res.json.data.trail, []);
  });

  test('the owner, the assigned driver and admins read it; a stranger gets 403, an unknown load 404, no session 401', async () => {
    const { owner, driver, load } = await trip();
    await insertFix(server.db, load.id, driver.id, 18.5, 73.8);
    const admin = await signInAdmin(server);
    for (const u of [owner, driver, admin]) {
      const res = await u.client.get(`/api/location/${load.id}`);
      assert.equal(res.status, 200, u.role);
      assert.equal(res.json.data.trail.length, 1);
    }
    for (const role of ['shipper', 'driver', 'broker'] as const) {
      const stranger = await signUp(server, role);
      const res = await stranger.client.get(`/api/location/${load.id}`);
      assert.equal(res.status, 403, role);
      assert.equal(res.json.error.code, 'FORBIDDEN');
      assert.equal(res.json.data, undefined);
      assert.equal((await stranger.client.get(`/loads/${load.id}/track`)).status, 403);
    }
    assert.equal((await owner.client.get('/api/location/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00')).status, 404);
    assert.equal((await owner.client.get('/api/location/nope')).status, 404);
    assert.equal((await anonymous(server).get(`/api/location/${load.id}`)).status, 401);
  });
});

describe('the tracking page', () => {
  test('shows the owner the last fix as text, with the map wired to the API and the configured tiles', async () => {
    const { owner, driver, load } = await trip();
    await insertFix(server.db, load.id, driver.id, 18.51, 73.81, new Date(Date.now() - 120_000));
    await insertFix(server.db, load.id, driver.id, 18.52345, 73.85678);
    const page = await owner.client.get(`/loads/${load.id}/track`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<dd id="fix-coords">18\.52345, 73\.85678<\/dd>/);
    assert.match(page.text, /<time id="fix-time" datetime="[^"]+">[^<]+<\/time>/);
    assert.ok(page.text.includes(`data-api="/api/location/${load.id}"`));
    assert.ok(page.text.includes(`data-tile-url="${server.config.MAP_TILE_URL}"`));
    assert.match(page.text, /<script src="\/assets\/vendor\/leaflet\/leaflet\.js" defer/);
    assert.match(page.text, /<link rel="stylesheet" href="\/assets\/vendor\/leaflet\/leaflet\.css"/);
    assert.match(page.text, /18\.51000, 73\.81000/, 'recent positions are listed');
    assert.doesNotMatch(page.text, /id="share"/, 'the owner has nothing to share');
  });

  test('offers the share toggle to the driver only while the trip is active', async () => {
    const active = await trip('en_route_to_pickup');
    const page = await active.driver.client.get(`/loads/${active.load.id}/track`);
    assert.equal(page.status, 200);
    assert.match(page.text, /id="share" data-load-id="[^"]+" hidden/);
    assert.match(page.text, /<script src="\/assets\/location-share\.js" defer="">/);
    assert.match(page.text, /No position has been shared yet/);
    const done = await trip('delivered');
    const late = await done.driver.client.get(`/loads/${done.load.id}/track`);
    assert.equal(late.status, 200);
    assert.doesNotMatch(late.text, /id="share"/);
    assert.doesNotMatch(late.text, /location-share/);
  });

  test("sends a signed-out visitor to sign in, and escapes the load's text", async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id);
    await server.db.updateTable('loads').set({ origin: '<script>alert(1)</script>' }).where('id', '=', load.id).execute();
    const anon = await anonymous(server).get(`/loads/${load.id}/track`);
    assert.equal(anon.status, 302);
    assert.equal(anon.location, `/login?next=${encodeURIComponent(`/loads/${load.id}/track`)}`);
    const page = await owner.client.get(`/loads/${load.id}/track`);
    assert.ok(!page.text.includes('<script>alert(1)'));
    assert.match(page.text, /&lt;script&gt;alert\(1\)/);
  });

  test('the configured tile server is the one image origin the CSP allows besides the app; a {s} subdomain allows every subdomain', async () => {
    const { owner, load } = await trip();
    const imgSrc = (res: { headers: Headers }) =>
      /img-src ([^;]+)/
        .exec(res.headers.get('content-security-policy') ?? '')?.[1]
        ?.trim()
        .split(/\s+/);
    const page = await owner.client.get(`/loads/${load.id}/track`);
    assert.deepEqual(imgSrc(page), ["'self'", 'data:', new URL(server.config.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin]);
    for (const [tiles, origin] of [
      ['https://{s}.tiles.example.org/{z}/{x}/{y}.png', 'https://*.tiles.example.org'],
      ['/tiles/{z}/{x}/{y}.png', null],
      ['', null],
    ] as const) {
      // A second app instance on the same database, configured with other tiles.
      const other = await startTestServer({ MAP_TILE_URL: tiles }, { databaseUrl: server.databaseUrl });
      try {
        const c = await signIn(other, owner.username, owner.password);
        const res = await c.get(`/loads/${load.id}/track`);
        assert.equal(res.status, 200, tiles);
        assert.ok(res.text.includes(`data-tile-url="${tiles}"`), tiles);
        assert.deepEqual(imgSrc(res), ["'self'", 'data:', ...(origin ? [origin] : [])], tiles);
      } finally {
        await other.close();
      }
    }
  });

  test("serves Leaflet from the app's own assets", async () => {
    const c = anonymous(server);
    const js = await c.get('/assets/vendor/leaflet/leaflet.js');
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.match(js.text, /Leaflet/);
    assert.equal((await c.get('/assets/vendor/leaflet/leaflet.css')).status, 200);
    assert.equal((await c.get('/assets/vendor/leaflet/images/marker-icon.png')).status, 200);
    assert.equal((await c.get('/assets/tracking.js')).status, 200);
    assert.equal((await c.get('/assets/location-share.js')).status, 200);
    assert.equal((await c.get('/assets/location-share.css')).status, 200);
    assert.equal((await c.get('/assets/vendor/leaflet/../../../package.json')).status, 404);
  });
});

describe('drivers near an open load', () => {
  const PUNE = resolveCity('Pune')!;
  const at = { nashik: { lat: 19.9975, lng: 73.7898 }, lonavala: { lat: 18.7546, lng: 73.4062 }, mumbai: { lat: 19.076, lng: 72.8777 } };

  /** Drivers around Pune: their latest fixes decide, not their nearest ever. */
  async function driversAroundPune() {
    const anyOwner = await signUp(server, 'shipper');
    const carrier = await insertLoad(server.db, anyOwner.id);
    const make = async (available: boolean, fixes: Array<[{ lat: number; lng: number }, number]>) => {
      const d = await signUp(server, 'driver');
      await setDriverProfile(server.db, d.id, { available, vehicleNumber: 'MH12AB1234', truckType: 'open', homeCity: 'Pune' });
      for (const [p, hoursAgo] of fixes) await insertFix(server.db, carrier.id, d.id, p.lat, p.lng, new Date(Date.now() - hoursAgo * 3600_000));
      return d;
    };
    const inPune = { lat: PUNE.lat, lng: PUNE.lng };
    const movedAway = await make(true, [
      [inPune, 3],
      [at.nashik, 1],
    ]);
    const lonavala = await make(true, [[at.lonavala, 2]]);
    const mumbai = await make(true, [[at.mumbai, 0.5]]);
    const unavailable = await make(false, [[inPune, 0.2]]);
    const stale = await make(true, [[inPune, 30]]);
    const suspended = await make(true, [[inPune, 0.1]]);
    await suspendUser(server.db, suspended.id);
    return { movedAway, lonavala, mumbai, excluded: [unavailable, stale, suspended] };
  }

  test('lists available drivers by the distance of their latest recent fix to the pickup city, nearest first', async () => {
    const owner = await signUp(server, 'broker');
    const load = await insertLoad(server.db, owner.id, { origin: 'Poona', destination: 'Hyderabad' });
    const d = await driversAroundPune();
    const mine = new Set([d.movedAway.id, d.lonavala.id, d.mumbai.id, ...d.excluded.map((x) => x.id)]);
    const res = await owner.client.get(`/loads/${load.id}/nearby-drivers`, { accept: 'json' });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.pickup.name, 'Pune');
    const listed = res.json.data.drivers.filter((x: any) => mine.has(x.id));
    assert.deepEqual(
      listed.map((x: any) => x.id),
      [d.lonavala.id, d.mumbai.id, d.movedAway.id],
    );
    const expected = [at.lonavala, at.mumbai, at.nashik].map((p) => Math.round(distanceKm(PUNE, p) * 10) / 10);
    assert.deepEqual(
      listed.map((x: any) => x.distance_km),
      expected,
    );
    assert.ok(expected[0] > 40 && expected[0] < 70, `Lonavala is about 55 km from Pune, got ${expected[0]}`);
    assert.equal(listed[0].vehicle_number, 'MH12AB1234');
    assert.equal(
      res.json.data.drivers.every((x: any, i: number, all: any[]) => i === 0 || all[i - 1].distance_km <= x.distance_km),
      true,
    );

    const page = await owner.client.get(`/loads/${load.id}/nearby-drivers`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`${expected[0].toFixed(1)} km`));
    assert.ok(page.text.includes(`href="/messages/${d.lonavala.id}?load=${load.id}"`));
    for (const x of d.excluded) assert.ok(!page.text.includes(x.id), 'unavailable, stale and suspended drivers are not listed');
  });

  test('says so when the pickup city is not in the gazetteer', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, owner.id, { origin: 'Xyzzyville' });
    const page = await owner.client.get(`/loads/${load.id}/nearby-drivers`);
    assert.equal(page.status, 200);
    assert.match(page.text, /We do not know where “Xyzzyville” is/);
    const json = await owner.client.get(`/loads/${load.id}/nearby-drivers`, { accept: 'json' });
    assert.equal(json.json.data.pickup, null);
    assert.deepEqual(json.json.data.drivers, []);
    assert.match(json.json.data.message, /Xyzzyville/);
  });

  test('only the owner of an open load: another shipper 403, a driver 403, an assigned load 409, unknown 404', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, owner.id, { origin: 'Pune' });
    const other = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    assert.equal((await other.client.get(`/loads/${load.id}/nearby-drivers`, { accept: 'json' })).status, 403);
    assert.equal((await driver.client.get(`/loads/${load.id}/nearby-drivers`, { accept: 'json' })).status, 403);
    assert.equal((await owner.client.get('/loads/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00/nearby-drivers', { accept: 'json' })).status, 404);
    const assigned = await insertAcceptedLoad(server.db, owner.id, driver.id);
    const res = await owner.client.get(`/loads/${assigned.load.id}/nearby-drivers`, { accept: 'json' });
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /only for open loads/);
    const anon = await anonymous(server).get(`/loads/${load.id}/nearby-drivers`);
    assert.equal(anon.status, 302);
  });

  test("the nearest-driver query reads each available driver's latest fix through the driver index (exact distance, not a planar walk)", async () => {
    let captured: { sql: string; parameters: readonly unknown[] } | null = null;
    const spy = new Kysely<any>({
      dialect: new PostgresDialect({ pool: server.pool }),
      plugins: [new CamelCasePlugin()],
      log: (e) => {
        captured = e.query;
      },
    });
    await listNearestAvailableDrivers(spy, { lat: PUNE.lat, lng: PUNE.lng }, new Date(Date.now() - 86_400_000), 20);
    const q = captured! as { sql: string; parameters: readonly unknown[] };
    const client = await server.pool.connect();
    try {
      await client.query('begin');
      // The test tables are tiny, where a sequential scan is cheaper; forbid it to see whether the index serves each probe.
      await client.query('set local enable_seqscan = off');
      const plan = (await client.query(`explain ${q.sql}`, q.parameters as unknown[])).rows.map((r) => r['QUERY PLAN']).join('\n');
      // One probe of (driver_id, recorded_at desc) per available driver, then the k nearest by great-circle distance.
      assert.match(plan, /Index Scan using vehicle_locations_driver_idx/);
      assert.doesNotMatch(plan, /position <->/);
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
