// The load page brings together the parts other features contribute: bids, the trip, payment, tracking.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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
