import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { beforeThisMonth, insertBid, insertHeldPayment, insertReleasedPayment } from '../../../test/helpers/trips-factories.js';

let server: TestServer;
let driver: SignedInUser;
before(async () => {
  server = await startTestServer();
  driver = await signUp(server, 'driver');
});
after(async () => {
  await server.close();
});

describe('the shipper pages', () => {
  test('/shipper shows open loads with bid counts, shipments under way, spend and money held', async () => {
    const s = await signUp(server, 'shipper');
    const stranger = await signUp(server, 'shipper');
    // Two open loads: one with two live bids and a rejected one, one without bids.
    const busy = await insertLoad(server.db, s.id, { origin: 'Nagpur', destination: 'Raipur' });
    await insertBid(server.db, busy.id, driver.id, 1_000_000);
    await insertBid(server.db, busy.id, (await signUp(server, 'driver')).id, 1_100_000, 'countered');
    await insertBid(server.db, busy.id, (await signUp(server, 'driver')).id, 1_200_000, 'rejected');
    await insertLoad(server.db, s.id, { origin: 'Indore', destination: 'Bhopal' });
    // Shipments: one under way, one delivered and paid this month (₹40,000 + ₹2,000 fee), one paid last month
    // (₹10,000 + ₹500 fee), one with ₹21,000 (incl. fee) held in escrow.
    const moving = await insertAcceptedLoad(server.db, s.id, driver.id, 5_000_000, 'in_transit');
    const paid = await insertAcceptedLoad(server.db, s.id, driver.id, 4_000_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: paid.load.id, ownerId: s.id, driverId: driver.id, amountPaise: 4_000_000, feePaise: 200_000 });
    const old = await insertAcceptedLoad(server.db, s.id, driver.id, 1_000_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: old.load.id, ownerId: s.id, driverId: driver.id, amountPaise: 1_000_000, feePaise: 50_000, at: await beforeThisMonth(server.db, 2) });
    const held = await insertAcceptedLoad(server.db, s.id, driver.id, 2_000_000, 'scheduled');
    await insertHeldPayment(server.db, { loadId: held.load.id, ownerId: s.id, amountPaise: 2_000_000, feePaise: 100_000 });
    // Another shipper's figures never leak in.
    const theirs = await insertAcceptedLoad(server.db, stranger.id, driver.id, 7_700_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: theirs.load.id, ownerId: stranger.id, driverId: driver.id, amountPaise: 7_700_000 });
    await insertLoad(server.db, stranger.id, { origin: 'Agra', destination: 'Kanpur' });

    const page = await s.client.get('/shipper');
    assert.equal(page.status, 200);
    const stat = (id: string) => new RegExp(`id="${id}"><b>([^<]*)</b>`).exec(page.text)?.[1];
    assert.equal(stat('stat-open-loads'), '2');
    assert.equal(stat('stat-active'), '2');
    assert.equal(stat('stat-spend-month'), '₹42,000');
    assert.equal(stat('stat-spend-total'), '₹52,500');
    assert.equal(stat('stat-held'), '₹21,000');
    const busyRow = new RegExp(`<tr data-load="${busy.id}">(.*?)</tr>`).exec(page.text)?.[1] ?? '';
    assert.match(busyRow, /Nagpur → Raipur/);
    assert.match(busyRow, /<td class="bid-count" data-label="Bids">2 open · 3 in all<\/td>/, 'a labelled cell: a card row on a phone');
    assert.match(busyRow, /Container, 20 t/, 'the truck type by its name');
    assert.match(page.text, /<table class="owner-loads stack-on-phone">/);
    assert.match(page.text, />In transit</);
    assert.doesNotMatch(page.text, />[^<]*\b(in_transit|container|_paise)\b[^<]*</, 'no raw code as text');
    assert.match(page.text, /Indore → Bhopal/);
    assert.doesNotMatch(page.text, /Agra → Kanpur/);
    assert.match(page.text, new RegExp(`href="/trips/${moving.trip.id}"`));
    // Delivered trips the shipper has not rated are listed for rating.
    assert.match(page.text, new RegExp(`href="/trips/${paid.trip.id}#rating"`));
  });

  test("/shipper/loads lists only the shipper's loads, by status", async () => {
    const s = await signUp(server, 'shipper');
    const open = await insertLoad(server.db, s.id, { origin: 'Surat', destination: 'Vapi' });
    const done = await insertAcceptedLoad(server.db, s.id, driver.id, 1_000_000, 'delivered');
    const other = await insertLoad(server.db, (await signUp(server, 'shipper')).id);
    const all = await s.client.get('/shipper/loads');
    assert.equal(all.status, 200);
    assert.match(all.text, new RegExp(`data-load="${open.id}"`));
    assert.match(all.text, new RegExp(`data-load="${done.load.id}"`));
    assert.doesNotMatch(all.text, new RegExp(`data-load="${other.id}"`));
    const delivered = await s.client.get('/shipper/loads?status=delivered');
    assert.doesNotMatch(delivered.text, new RegExp(`data-load="${open.id}"`));
    assert.match(delivered.text, new RegExp(`data-load="${done.load.id}"`));
    // An unknown filter falls back to all loads rather than failing the page.
    assert.equal((await s.client.get('/shipper/loads?status=weird')).status, 200);
  });

  test("/shipper/shipments shows trips on the shipper's loads with their timeline and a rating link once delivered", async () => {
    const s = await signUp(server, 'shipper');
    const moving = await insertAcceptedLoad(server.db, s.id, driver.id, 1_000_000, 'loaded');
    const done = await insertAcceptedLoad(server.db, s.id, driver.id, 1_000_000, 'delivered');
    const theirs = await insertAcceptedLoad(server.db, (await signUp(server, 'shipper')).id, driver.id, 1_000_000, 'loaded');
    const active = await s.client.get('/shipper/shipments');
    assert.match(active.text, new RegExp(`data-trip="${moving.trip.id}"`));
    assert.doesNotMatch(active.text, new RegExp(`data-trip="${done.trip.id}"`));
    assert.doesNotMatch(active.text, new RegExp(`data-trip="${theirs.trip.id}"`));
    assert.match(active.text, /class="timeline trip-timeline"/);
    const delivered = await s.client.get('/shipper/shipments?status=delivered');
    assert.match(delivered.text, new RegExp(`href="/trips/${done.trip.id}#rating"`));
    await s.client.postJson(`/shipper/rate/${done.trip.id}`, { score: 4 });
    const after = await s.client.get('/shipper/shipments?status=delivered');
    assert.doesNotMatch(after.text, new RegExp(`href="/trips/${done.trip.id}#rating"`));
    assert.match(after.text, /You rated this trip/);
  });

  test('the shipper pages are for shippers: 403 for other roles, sign-in for no session', async () => {
    const broker = await signUp(server, 'broker');
    for (const path of ['/shipper', '/shipper/loads', '/shipper/shipments']) {
      assert.equal((await driver.client.get(path)).status, 403, path);
      assert.equal((await broker.client.get(path)).status, 403, path);
      const anon = await anonymous(server).get(path);
      assert.equal(anon.status, 302);
      assert.equal(anon.location, `/login?next=${encodeURIComponent(path)}`);
    }
  });
});
