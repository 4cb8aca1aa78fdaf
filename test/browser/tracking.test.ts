import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertAcceptedLoad, signUp } from '../helpers/factories.js';

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
  const trail = await page.getAttribute('#map path.leaflet-interactive', 'd');
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
