import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertAcceptedLoad, signUp } from '../helpers/factories.js';
import { insertFix } from '../helpers/messages-factories.js';

const suite = browserSuite();
const INDIA_TIME = /\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2}\s?(am|pm)/i;

test('the owner opens the tracking map: the posted position shows as text and as a marker, and follows a new fix live', async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const { load } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'in_transit');
  const first = await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 18.5204, lng: 73.8567, speed_kmh: 48 });
  assert.equal(first.status, 201);

  const { context, page } = await suite.newPage();
  // The test runs offline: tile requests are refused at once instead of timing out.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) errors.push(m.text());
  });

  await signInInBrowser(page, owner.username, owner.password);
  await page.goto(`/loads/${load.id}/track`);
  assert.equal((await page.textContent('#fix-coords'))?.trim(), '18.52040, 73.85670');
  assert.match((await page.textContent('#fix-time')) ?? '', /\d/);
  await page.waitForSelector('#map[data-ready="yes"]');
  await page.waitForSelector('#map .leaflet-marker-icon', { state: 'visible' });
  assert.equal(await page.locator('#map .leaflet-marker-icon').count(), 1);

  assert.equal(await page.getAttribute('#map', 'data-marker'), '18.52040, 73.85670');
  assert.ok(await page.$eval('#map .leaflet-marker-icon', (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the marker image is served');

  // A new fix arrives over the event stream: the text, the marker and the trail follow without a reload.
  await page.waitForFunction(() => (window as any).fm?.source?.readyState === 1);
  const second = await driver.client.postJson('/api/location/update', { load_id: load.id, lat: 18.6, lng: 73.9 });
  assert.equal(second.status, 201);
  await page.waitForFunction(() => document.getElementById('fix-coords')?.textContent === '18.60000, 73.90000');
  await page.waitForSelector('#map[data-marker="18.60000, 73.90000"]');
  assert.equal(await page.locator('#map .leaflet-marker-icon').count(), 1);
  // The time written by the script is the pages' India-time format ("24 Nov, 4:05 pm").
  assert.match((await page.textContent('#fix-time')) ?? '', INDIA_TIME);
  const trail = await page.getAttribute('#map path.track-trail', 'd');
  assert.match(trail ?? '', /^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+$/, 'the trail joins the two fixes');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the assigned driver sees the share toggle, which sends the phone's position", async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const { load } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'en_route_to_pickup');
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 412, height: 900 },
    geolocation: { latitude: 19.076, longitude: 72.8777, accuracy: 20 },
    permissions: ['geolocation'],
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signInInBrowser(page, driver.username, driver.password);
  await page.goto(`/loads/${load.id}/track`);
  await page.waitForSelector('#share-toggle', { state: 'visible' });
  await page.click('#share-toggle');
  await page.waitForFunction(() => /Last sent/.test(document.getElementById('share-status')?.textContent ?? ''));
  assert.match((await page.textContent('#share-status')) ?? '', new RegExp(`^Sharing\\. Last sent ${INDIA_TIME.source}\\.$`));
  const rows = await suite.server.db.selectFrom('vehicleLocations').selectAll().where('loadId', '=', load.id).execute();
  assert.equal(rows.length, 1);
  assert.equal(rows[0].lat, 19.076);
  assert.equal(rows[0].lng, 72.8777);
  assert.equal(rows[0].accuracyM, 20);
  // The page's own live event shows the fix as text too.
  await page.waitForFunction(() => document.getElementById('fix-coords')?.textContent === '19.07600, 72.87770');
  // A second position within 30 seconds is held back (throttled).
  await context.setGeolocation({ latitude: 19.1, longitude: 72.9 });
  await page.waitForTimeout(1500);
  assert.equal((await suite.server.db.selectFrom('vehicleLocations').select('id').where('loadId', '=', load.id).execute()).length, 1);
  await page.click('#share-toggle');
  assert.match((await page.textContent('#share-status')) ?? '', /stopped/);
  // Turned off by the driver: a reload does not start it again.
  await page.reload();
  await page.waitForSelector('#share-toggle', { state: 'visible' });
  assert.equal(await page.getAttribute('#share-toggle', 'aria-pressed'), 'false');
  await context.close();
});

test("the driver shares from their own trip page: the position posted there is the load's latest fix", async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const { load, trip } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'loaded');
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 412, height: 900 },
    geolocation: { latitude: 21.1458, longitude: 79.0882, accuracy: 15 },
    permissions: ['geolocation'],
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) errors.push(m.text());
  });
  await signInInBrowser(page, driver.username, driver.password);
  await page.goto(`/driver/trips/${trip.id}`);
  await page.waitForSelector('#share-toggle', { state: 'visible' });
  assert.equal(await page.getAttribute('#share', 'data-load-id'), load.id);
  assert.equal((await suite.server.db.selectFrom('vehicleLocations').select('id').where('loadId', '=', load.id).execute()).length, 0);

  await page.click('#share-toggle');
  assert.equal(await page.getAttribute('#share-toggle', 'aria-pressed'), 'true');
  await page.waitForFunction(() => /Last sent/.test(document.getElementById('share-status')?.textContent ?? ''));
  for (const reader of [owner.client, driver.client]) {
    const track = await reader.get(`/api/location/${load.id}`);
    assert.equal(track.status, 200);
    assert.equal(track.json.data.latest.lat, 21.1458);
    assert.equal(track.json.data.latest.lng, 79.0882);
    assert.equal(track.json.data.latest.accuracy_m, 15);
    assert.equal(track.json.data.trail.length, 1);
  }
  // The same throttle as on the tracking page: a new position within 30 seconds is held back.
  await context.setGeolocation({ latitude: 21.2, longitude: 79.1 });
  await page.waitForTimeout(1500);
  assert.equal((await owner.client.get(`/api/location/${load.id}`)).json.data.trail.length, 1);
  await page.click('#share-toggle');
  assert.match((await page.textContent('#share-status')) ?? '', /stopped/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone (360 x 780) the summary and the map fill the first screen: pickup, destination, route, last position; no sideways scroll; a note when the map background fails', async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  // Delhi to Mumbai (the factory's load), the truck seen near Vadodara 40 minutes ago.
  const { load } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'in_transit');
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  await insertFix(suite.server.db, load.id, driver.id, 26.9124, 75.7873, minutesAgo(600));
  await insertFix(suite.server.db, load.id, driver.id, 24.5854, 73.7125, minutesAgo(300));
  await insertFix(suite.server.db, load.id, driver.id, 22.35, 73.2, minutesAgo(40));
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  // Tile requests fail at once, as on a phone without a connection to the tile server.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInInBrowser(page, owner.username, owner.password);
  await page.goto(`/loads/${load.id}/track`);
  await page.waitForSelector('#map[data-ready="yes"]');

  assert.equal(await page.textContent('#sum-place'), 'Near Vadodara, Gujarat');
  assert.equal((await page.textContent('#sum-seen'))?.trim(), '40 min ago');
  assert.ok(await page.isVisible('#sum-stale'), 'a position 40 minutes old is flagged');
  assert.match((await page.textContent('#sum-km')) ?? '', /^\d{3} km to go$/);
  assert.match((await page.textContent('#sum-eta')) ?? '', /^ETA \d{1,2} [A-Z][a-z]{2}, .+ \(about \d+ h\)$/);
  // Pickup, destination, the route so far and the truck.
  for (const sel of ['#map path.place-origin', '#map path.place-destination', '#map path.track-trail', '#map .leaflet-marker-icon']) {
    assert.equal(await page.locator(sel).count(), 1, sel);
  }
  assert.match((await page.getAttribute('#map path.track-trail', 'd')) ?? '', /^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+$/, 'the trail joins the three fixes');
  assert.deepEqual(await page.locator('#map .place-label').allTextContents(), ['Pickup: Delhi', 'Destination: Mumbai']);
  // The tiles failed: the note says the positions are still shown.
  await page.waitForSelector('#map-note', { state: 'visible' });
  assert.equal((await page.textContent('#map-note'))?.trim(), 'Map background could not load; positions are still shown.');

  // The first screen holds the summary and the whole map; nothing scrolls sideways.
  const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
  const map = await box('#map');
  assert.ok(map.height >= 250, `the map is ${map.height} px tall`);
  assert.ok(map.y + map.height <= 780, `the map ends at ${map.y + map.height} px`);
  const left = await box('#sum-left');
  assert.ok(left.y + left.height <= map.y, 'the summary sits above the map');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');
  // No raw coordinates in the first screen's words.
  assert.doesNotMatch((await page.textContent('#track-summary')) ?? '', /\d+\.\d{3,}/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without JavaScript the tracking page still tells where the truck is, since when, the distance left, the ETA and the recent positions', async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const { load } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'in_transit');
  await insertFix(suite.server.db, load.id, driver.id, 21.19, 72.83, new Date(Date.now() - 5 * 60_000));
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signInInBrowser(page, owner.username, owner.password);
  await page.goto(`/loads/${load.id}/track`);
  assert.equal(await page.textContent('#sum-place'), 'Near Surat, Gujarat');
  assert.equal((await page.textContent('#sum-seen'))?.trim(), '5 min ago');
  assert.equal(await page.isVisible('#sum-stale'), false);
  assert.match((await page.textContent('#sum-km')) ?? '', /^\d{3} km to go$/);
  assert.ok(await page.isVisible('#sum-eta'));
  assert.deepEqual(await page.locator('#recent-fixes li b').allTextContents(), ['Near Surat, Gujarat']);
  await context.close();
});
