import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { insertHeldLoad } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, insertPod, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { cameraJpeg, podForm } from '../../../test/helpers/trips-factories.js';
import { autoReleaseDue } from '../escrow/service.js';
import { MAX_CODE_ATTEMPTS } from './pod-service.js';

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

const inTransit = (owner = shipper, drv = driver) => insertAcceptedLoad(server.db, owner.id, drv.id, 2_000_000, 'in_transit');
const deliver = (tripId: string, form: FormData, who = driver, accept: 'json' | 'html' = 'json') => who.client.postMultipart(`/driver/trips/${tripId}/deliver`, form, { accept });
const tripRow = (id: string) => server.db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const podRow = (id: string) => server.db.selectFrom('tripPods').selectAll().where('id', '=', id).executeTakeFirst();
const codeOf = async (tripId: string) => (await server.db.selectFrom('tripDeliveryCodes').selectAll().where('tripId', '=', tripId).executeTakeFirstOrThrow()).code;
const sessionUser = (u: SignedInUser) => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free' as const, verified: false });

describe('delivering with a proof of delivery', () => {
  test("a photo and the receiver's name deliver the trip; the photo is downscaled, re-encoded and stripped of its EXIF and GPS", async () => {
    const { load, trip } = await inTransit();
    const original = await cameraJpeg(3200, 1600);
    const before = await sharp(original).metadata();
    assert.ok(before.exif?.toString('latin1').includes('TestCam'), 'the upload carries EXIF');
    const res = await deliver(trip.id, podForm([{ bytes: original, name: 'IMG_0001.JPG' }], { receiver_name: 'Suresh Kumar' }));
    assert.equal(res.status, 201, res.text.slice(0, 300));
    assert.equal(res.json.data.pod.state, 'given');
    assert.equal(res.json.data.pod.receiver_name, 'Suresh Kumar');
    assert.equal((await tripRow(trip.id)).status, 'delivered');
    assert.equal((await server.db.selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow()).status, 'delivered');
    const [photo] = await server.db
      .selectFrom('tripPodPhotos')
      .innerJoin('files', 'files.id', 'tripPodPhotos.fileId')
      .select(['files.id', 'files.bytes', 'files.ownerId', 'files.contentType'])
      .where('tripPodPhotos.tripId', '=', trip.id)
      .execute();
    assert.equal(photo.ownerId, driver.id);
    assert.equal(photo.contentType, 'image/jpeg');
    const stored = await sharp(photo.bytes).metadata();
    assert.equal(Math.max(stored.width ?? 0, stored.height ?? 0), 1600);
    assert.equal(stored.exif, undefined, 'no EXIF block (so no GPS) is kept');
    assert.ok(!photo.bytes.toString('latin1').includes('TestCam'));
    // The owner is told, with a link to the trip.
    const told = await server.db.selectFrom('notifications').selectAll().where('userId', '=', shipper.id).where('link', '=', `/trips/${trip.id}`).execute();
    assert.equal(told.length, 1);
    assert.match(told[0].body, /delivered the load to Suresh Kumar/);
    // The trip JSON carries the POD state.
    const api = await shipper.client.get('/api/trips?status=delivered');
    const listed = api.json.data.trips.find((x: { id: string }) => x.id === trip.id);
    assert.equal(listed.pod.state, 'given');
    assert.equal(listed.pod.receiver_name, 'Suresh Kumar');
  });

  test('the photo is served to the driver, the owner and an admin only, never cached, never sniffed; anyone else gets 404', async () => {
    const { trip } = await inTransit();
    assert.equal((await deliver(trip.id, podForm([{ bytes: await cameraJpeg(800, 600) }]))).status, 201);
    const { fileId } = await server.db.selectFrom('tripPodPhotos').select('fileId').where('tripId', '=', trip.id).executeTakeFirstOrThrow();
    const path = `/trips/${trip.id}/pod/${fileId}`;
    for (const who of [driver, shipper, await signInAdmin(server)]) {
      const res = await who.client.getBytes(path);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal((await sharp(res.bytes).metadata()).format, 'jpeg');
    }
    for (const who of [await signUp(server, 'driver'), await signUp(server, 'shipper')]) assert.equal((await who.client.getBytes(path)).status, 404);
    // Another trip's photo through this trip's address: 404 even for a party of this trip.
    const otherDriver = await signUp(server, 'driver');
    const mine = await inTransit(shipper, otherDriver);
    assert.equal((await deliver(mine.trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }]), otherDriver)).status, 201);
    const theirs = await server.db.selectFrom('tripPodPhotos').select('fileId').where('tripId', '=', mine.trip.id).executeTakeFirstOrThrow();
    assert.equal((await driver.client.getBytes(`/trips/${trip.id}/pod/${theirs.fileId}`)).status, 404);
    assert.equal((await driver.client.getBytes(`/trips/${mine.trip.id}/pod/${theirs.fileId}`)).status, 404);
    assert.equal((await anonymous(server).getBytes(path)).status, 302);
    assert.equal((await driver.client.getBytes(`/trips/${trip.id}/pod/not-a-uuid`)).status, 404);
  });

  test('without a photo, without a name, with too many photos: 400 naming the field; the HTML form comes back with the name kept', async () => {
    const { trip } = await inTransit();
    const noPhoto = await deliver(trip.id, podForm([], { receiver_name: 'Suresh' }));
    assert.equal(noPhoto.status, 400);
    assert.ok(noPhoto.json.error.details.photo);
    const noName = await deliver(trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }], { receiver_name: '' }));
    assert.equal(noName.status, 400);
    assert.ok(noName.json.error.details.receiver_name);
    const small = await cameraJpeg(300, 200);
    const tooMany = await deliver(trip.id, podForm([1, 2, 3, 4].map(() => ({ bytes: small }))));
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.json.error.details.photo, /at most 3 photos/);
    const html = await deliver(trip.id, podForm([], { receiver_name: 'Suresh Rawat' }), driver, 'html');
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /Add at least one photo/);
    assert.match(html.text, /value="Suresh Rawat"/);
    // A plain form without a file (no JavaScript needed to see the refusal either).
    const plain = await driver.client.post(`/driver/trips/${trip.id}/deliver`, { receiver_name: 'Suresh' });
    assert.equal(plain.status, 400);
    assert.equal((await tripRow(trip.id)).status, 'in_transit');
    assert.equal(await podRow(trip.id), undefined);
  });

  test('a file too large, and a file that is not a photo even when named .jpg, are refused (400)', async () => {
    const { trip } = await inTransit();
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await deliver(trip.id, podForm([{ bytes: big, name: 'big.jpg' }]));
    assert.equal(tooLarge.status, 400);
    assert.match(tooLarge.json.error.details.photo, /larger than 8 MB/);
    for (const bytes of [Buffer.from('%PDF-1.4 not a photo'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01])]) {
      const res = await deliver(trip.id, podForm([{ bytes, name: 'receipt.jpg', type: 'image/jpeg' }]));
      assert.equal(res.status, 400);
      assert.match(res.json.error.details.photo, /not a photo/);
    }
    assert.equal((await tripRow(trip.id)).status, 'in_transit');
    assert.equal(await podRow(trip.id), undefined);
  });

  test('only the assigned driver delivers: another driver 404, the owner 403, no session 401; a trip not in transit is refused (409)', async () => {
    const { trip } = await inTransit();
    const form = async () => podForm([{ bytes: await cameraJpeg(400, 300) }]);
    assert.equal((await deliver(trip.id, await form(), await signUp(server, 'driver'))).status, 404);
    assert.equal((await deliver(trip.id, await form(), shipper)).status, 403);
    const anon = await anonymous(server).postMultipart(`/driver/trips/${trip.id}/deliver`, await form(), { accept: 'json' });
    assert.equal(anon.status, 401);
    const loaded = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'loaded');
    const skip = await deliver(loaded.trip.id, await form());
    assert.equal(skip.status, 409);
    assert.match(skip.json.error.message, /one step at a time/);
    assert.equal((await tripRow(trip.id)).status, 'in_transit');
  });

  test('two deliveries at once: exactly one is stored', async () => {
    const { trip } = await inTransit();
    const photo = await cameraJpeg(600, 400);
    const results = await Promise.all([1, 2, 3].map(() => deliver(trip.id, podForm([{ bytes: photo }]))));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409]);
    assert.equal((await server.db.selectFrom('tripPodPhotos').select('fileId').where('tripId', '=', trip.id).execute()).length, 1);
  });
});

describe('the delivery code', () => {
  test('the owner sees the code on the trip page; the driver does not; the right code confirms the delivery at once', async () => {
    const { trip } = await inTransit();
    const code = await codeOf(trip.id);
    assert.match(code, /^[0-9]{6}$/);
    assert.match((await shipper.client.get(`/trips/${trip.id}`)).text, new RegExp(`data-delivery-code="${code}"`));
    const driverPage = (await driver.client.get(`/driver/trips/${trip.id}`)).text;
    assert.doesNotMatch(driverPage, /data-delivery-code/);
    assert.doesNotMatch(driverPage, new RegExp(`\\b${code}\\b`));
    const res = await deliver(trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }], { receiver_name: 'Anil', code }));
    assert.equal(res.status, 201);
    assert.equal(res.json.data.pod.state, 'accepted');
    assert.equal(res.json.data.pod.by_code, true);
    const pod = await podRow(trip.id);
    assert.ok(pod?.acceptedAt);
    assert.equal(pod?.acceptedBy, null);
  });

  test('a wrong code is refused (400) and counted; after five wrong codes the code no longer works', async () => {
    const { trip } = await inTransit();
    const code = await codeOf(trip.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const photo = await cameraJpeg(300, 200);
    const first = await deliver(trip.id, podForm([{ bytes: photo }], { receiver_name: 'Anil', code: wrong }));
    assert.equal(first.status, 400);
    assert.match(first.json.error.details.code, /not right/);
    assert.equal((await tripRow(trip.id)).status, 'in_transit');
    // The other wrong attempts race: each is counted.
    await Promise.all(Array.from({ length: MAX_CODE_ATTEMPTS - 1 }, () => deliver(trip.id, podForm([{ bytes: photo }], { receiver_name: 'Anil', code: wrong }))));
    const row = await server.db.selectFrom('tripDeliveryCodes').select('failedAttempts').where('tripId', '=', trip.id).executeTakeFirstOrThrow();
    assert.equal(row.failedAttempts, MAX_CODE_ATTEMPTS);
    const locked = await deliver(trip.id, podForm([{ bytes: photo }], { receiver_name: 'Anil', code }));
    assert.equal(locked.status, 400);
    assert.match(locked.json.error.details.code, /Too many wrong delivery codes/);
    // Without the code the POD still goes, for the owner to accept.
    const plain = await deliver(trip.id, podForm([{ bytes: photo }], { receiver_name: 'Anil' }));
    assert.equal(plain.status, 201);
    assert.equal(plain.json.data.pod.state, 'given');
    // A code that is not six digits is a validation error, not an attempt.
    const other = await inTransit();
    assert.equal((await deliver(other.trip.id, podForm([{ bytes: photo }], { receiver_name: 'Anil', code: '12ab' }))).status, 400);
    assert.equal((await server.db.selectFrom('tripDeliveryCodes').select('failedAttempts').where('tripId', '=', other.trip.id).executeTakeFirstOrThrow()).failedAttempts, 0);
  });
});

describe("the owner's acceptance", () => {
  test('the owner sees the POD with its photo and accepts it (once); it is in the audit log; the driver is told', async () => {
    const { trip } = await inTransit();
    assert.equal((await deliver(trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }], { receiver_name: 'Meena' }))).status, 201);
    const page = await shipper.client.get(`/trips/${trip.id}`);
    assert.match(page.text, /Proof of delivery/);
    assert.match(page.text, /Meena/);
    assert.match(page.text, new RegExp(`<img src="/trips/${trip.id}/pod/[0-9a-f-]{36}"`));
    assert.match(page.text, new RegExp(`action="/trips/${trip.id}/pod/accept"`));
    assert.equal((await driver.client.postJson(`/trips/${trip.id}/pod/accept`, {})).status, 403);
    assert.equal((await (await signUp(server, 'shipper')).client.postJson(`/trips/${trip.id}/pod/accept`, {})).status, 404);
    const res = await shipper.client.post(`/trips/${trip.id}/pod/accept`);
    assert.equal(res.status, 302);
    assert.equal(res.location, `/trips/${trip.id}`);
    const pod = await podRow(trip.id);
    assert.equal(pod?.acceptedBy, shipper.id);
    const again = await shipper.client.postJson(`/trips/${trip.id}/pod/accept`, {});
    assert.equal(again.status, 409);
    assert.match(again.json.error.message, /already accepted/);
    const audit = await server.db.selectFrom('auditLogs').select(['action', 'actorId']).where('tableName', '=', 'trip_pods').where('recordId', '=', trip.id).orderBy('id').execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actorId]),
      [
        ['INSERT', driver.id],
        ['UPDATE', shipper.id],
      ],
    );
    assert.match((await driver.client.get(`/driver/trips/${trip.id}`)).text, /Accepted by the shipper/);
    const told = await server.db.selectFrom('notifications').select('title').where('userId', '=', driver.id).where('link', '=', `/driver/trips/${trip.id}`).execute();
    assert.ok(told.some((n) => /Proof of delivery accepted/.test(n.title)));
  });

  test('there is nothing to accept before a POD (409), and two acceptances at once: exactly one applies', async () => {
    const { trip } = await inTransit();
    assert.equal((await shipper.client.postJson(`/trips/${trip.id}/pod/accept`, {})).status, 409);
    assert.equal((await deliver(trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }]))).status, 201);
    const results = await Promise.all([1, 2, 3].map(() => shipper.client.postJson(`/trips/${trip.id}/pod/accept`, {})));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409]);
    const audit = await server.db.selectFrom('auditLogs').select('action').where('tableName', '=', 'trip_pods').where('recordId', '=', trip.id).execute();
    assert.equal(audit.filter((a) => a.action === 'UPDATE').length, 1);
  });

  test('the owner can dispute from the POD while the money is held', async () => {
    const { trip, load } = await insertHeldLoad(server.db, sessionUser(shipper), sessionUser(driver), 100_000, 'in_transit');
    assert.equal((await deliver(trip.id, podForm([{ bytes: await cameraJpeg(400, 300) }]))).status, 201);
    const page = await shipper.client.get(`/trips/${trip.id}`);
    assert.match(page.text, new RegExp(`href="/escrow/dispute\\?load_id=${load.id}"`));
  });
});

describe('the automatic release counts from the POD', () => {
  test('a trip delivered long ago but whose POD came yesterday is not released; one whose POD is past the hold period is', async () => {
    const late = await insertHeldLoad(server.db, sessionUser(shipper), sessionUser(driver), 100_000, 'in_transit');
    const due = await insertHeldLoad(server.db, sessionUser(shipper), sessionUser(driver), 100_000, 'in_transit');
    const day = 86_400_000;
    await insertPod(server.db, late.trip.id, driver.id, new Date(Date.now() - 1 * day));
    await insertPod(server.db, due.trip.id, driver.id, new Date(Date.now() - 8 * day));
    for (const t of [late, due]) {
      await server.db
        .updateTable('trips')
        .set({ status: 'delivered', deliveredAt: new Date(Date.now() - 30 * day) })
        .where('id', '=', t.trip.id)
        .execute();
      await server.db.updateTable('loads').set({ status: 'delivered' }).where('id', '=', t.load.id).execute();
    }
    await autoReleaseDue(server.db);
    const status = async (id: string) => (await server.db.selectFrom('loads').select('paymentStatus').where('id', '=', id).executeTakeFirstOrThrow()).paymentStatus;
    assert.equal(await status(late.load.id), 'held', 'the hold period counts from the POD, not the delivery tap');
    assert.equal(await status(due.load.id), 'released');
    // The owner may still release at once once the trip is delivered, as before.
    const res = await shipper.client.postJson('/escrow/release', { load_id: late.load.id });
    assert.equal(res.status, 200);
    assert.equal(await status(late.load.id), 'released');
  });
});
