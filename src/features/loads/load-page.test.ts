// The load page brings together the parts other features contribute: bids, the trip, payment, tracking.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { bidBody } from '../../../test/helpers/bids-factories.js';
import { insertAcceptedLoad, insertLoad, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

test('on the marketplace page the bid form posts to the marketplace routes; on /loads to family A', async () => {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const load = await insertLoad(server.db, shipper.id);
  const market = await driver.client.get(`/marketplace/load/${load.id}`);
  assert.equal(market.status, 200);
  assert.match(market.text, /action="\/marketplace\/bid"/);
  const family = await driver.client.get(`/loads/${load.id}`);
  assert.match(family.text, new RegExp(`action="/loads/${load.id}/bid"`));
});

test('the owner of an open load is offered the nearby drivers, nobody else', async () => {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const load = await insertLoad(server.db, shipper.id, { origin: 'Pune' });
  assert.match((await shipper.client.get(`/loads/${load.id}`)).text, new RegExp(`href="/loads/${load.id}/nearby-drivers"`));
  assert.doesNotMatch((await driver.client.get(`/loads/${load.id}`)).text, /nearby-drivers/);
});

test('an assigned load shows the trip timeline and the tracking link to the owner and the driver, not to others', async () => {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const stranger = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'en_route_to_pickup');
  for (const viewer of [shipper, driver]) {
    const page = await viewer.client.get(`/loads/${load.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="/loads/${load.id}/track"`), `${viewer.role} sees the tracking link`);
    assert.match(page.text, /class="timeline trip-timeline"/, `${viewer.role} sees the trip timeline`);
  }
  const ownerPage = await shipper.client.get(`/loads/${load.id}`);
  assert.equal(ownerPage.text.split(`href="/loads/${load.id}/track"`).length - 1, 1, 'one tracking link, in the trip section');
  const admin = await signInAdmin(server);
  assert.match((await admin.client.get(`/loads/${load.id}`)).text, new RegExp(`href="/loads/${load.id}/track"`), 'admins track from the load page');
  const other = await stranger.client.get(`/loads/${load.id}`);
  assert.equal(other.status, 200);
  assert.doesNotMatch(other.text, /\/track"/);
  assert.doesNotMatch(other.text, /trip-timeline/);
});

test('the primary action under the route: a driver who bid jumps to their bid, one who has not bid to the form, the owner to the bids', async () => {
  const shipper = await signUp(server, 'shipper');
  const bidder = await signUp(server, 'driver');
  const other = await signUp(server, 'driver');
  const load = await insertLoad(server.db, shipper.id);
  const primary = (html: string) => /<div class="primary-action sticky-action"><a class="button" href="([^"]*)">([^<]*)<\/a><\/div>/.exec(html)?.slice(1, 3) ?? null;
  assert.deepEqual(primary((await bidder.client.get(`/loads/${load.id}`)).text), ['#bids', 'Bid on this load'], 'before bidding: the bid form');

  assert.equal((await bidder.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '45000' }))).status, 302);
  const bid = await server.db.selectFrom('bids').select('id').where('loadId', '=', load.id).where('driverId', '=', bidder.id).executeTakeFirstOrThrow();
  for (const path of [`/loads/${load.id}`, `/marketplace/load/${load.id}`]) {
    const page = await bidder.client.get(path);
    assert.deepEqual(primary(page.text), [`#bid-${bid.id}`, 'Your bid: ₹45,000 · Pending'], `${path}: the driver's own bid, not a second bid`);
    assert.match(page.text, new RegExp(`id="bid-${bid.id}"`), 'the link lands on the bid');
  }
  // The board card keeps its own words for the driver's bid.
  assert.match((await bidder.client.get('/marketplace')).text, new RegExp(`data-load-id="${load.id}"(?:(?!</article>).)*Your bid is pending`, 's'));

  // Another driver is still offered the form; the owner the bids; nothing for the driver once the bid is withdrawn and the load taken.
  assert.deepEqual(primary((await other.client.get(`/loads/${load.id}`)).text), ['#bids', 'Bid on this load']);
  assert.deepEqual(primary((await shipper.client.get(`/loads/${load.id}`)).text), ['#bids', 'See the bid']);
  await server.db.updateTable('bids').set({ status: 'withdrawn' }).where('id', '=', bid.id).execute();
  assert.deepEqual(primary((await bidder.client.get(`/loads/${load.id}`)).text), ['#bids', 'Bid on this load'], 'a withdrawn bid: the form again');
  await server.db.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', load.id).execute();
  assert.deepEqual(primary((await bidder.client.get(`/loads/${load.id}`)).text), ['#bids', 'See your bid'], 'a closed load: the way to the earlier bid');
  assert.equal(primary((await other.client.get(`/loads/${load.id}`)).text), null, 'a closed load without a bid: no primary action');
});

test('after a bid is accepted the primary action follows the money and the trip: escrow, tracking, release; the assigned driver to the trip', async () => {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const primary = (html: string) => /<div class="primary-action sticky-action"><a class="button" href="([^"]*)">([^<]*)<\/a><\/div>/.exec(html)?.slice(1, 3) ?? null;
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'scheduled');
  assert.deepEqual(primary((await shipper.client.get(`/loads/${load.id}`)).text), ['#payment', 'Pay into escrow'], 'accepted, not paid: the escrow');
  assert.deepEqual(primary((await driver.client.get(`/loads/${load.id}`)).text), ['#trip', 'Your trip: next step'], 'the assigned driver: the trip');
  await server.db.updateTable('loads').set({ paymentStatus: 'held', escrowAmountPaise: 4_000_000 }).where('id', '=', load.id).execute();
  assert.deepEqual(primary((await shipper.client.get(`/loads/${load.id}`)).text), [`/loads/${load.id}/track`, 'Track the truck'], 'paid, on the road: tracking');
  await server.db.updateTable('loads').set({ status: 'delivered' }).where('id', '=', load.id).execute();
  assert.deepEqual(primary((await shipper.client.get(`/loads/${load.id}`)).text), ['#payment', 'Release ₹40,000 to the driver'], 'delivered, money held: release');
  assert.deepEqual(primary((await driver.client.get(`/loads/${load.id}`)).text), ['#trip', 'See the trip'], 'a delivered trip: the driver to the trip');
});
