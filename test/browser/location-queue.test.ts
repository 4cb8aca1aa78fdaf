/**
 * The driver's position sharing on a phone that loses its connection: fixes taken
 * offline wait in the phone's queue (IndexedDB) and reach the server in order,
 * each once, when the connection returns; sharing survives a reload and the trip
 * page's status change, and stops when the trip is delivered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertAcceptedLoad, signUp } from '../helpers/factories.js';
import { kolkataDate } from '../../src/lib/dates.js';
import { cameraJpeg } from '../helpers/trips-factories.js';

const suite = browserSuite();

/** Polls from the test (the page's clock is fake) until the check passes. */
async function until<T>(what: string, check: () => Promise<T | false | null | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const statusText = (page: Page) => page.textContent('#share-status').then((t) => t ?? '');

test('fixes taken offline are kept and sent in order, once, when the connection returns; sharing resumes after a reload and a status change', async () => {
  const owner = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const { load, trip } = await insertAcceptedLoad(suite.server.db, owner.id, driver.id, 4_000_000, 'en_route_to_pickup', { pickupDate: kolkataDate() });
  const fixes = async () => suite.server.db.selectFrom('vehicleLocations').select(['lat', 'lng', 'recordedAt', 'clientId']).where('loadId', '=', load.id).orderBy('recordedAt').orderBy('id').execute();

  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: 28.6139, longitude: 77.209, accuracy: 20 },
    permissions: ['geolocation'],
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page's clock is ours: the 30 seconds between two fixes pass at once.
  await page.clock.install();
  await signInInBrowser(page, driver.username, driver.password);
  await page.goto(`/driver/trips/${trip.id}`);
  await page.waitForSelector('#share-toggle', { state: 'visible' });
  await page.click('#share-toggle');
  await until('the first fix', async () => /Last sent/.test(await statusText(page)));
  assert.equal((await fixes()).length, 1);

  // The connection drops; the truck moves on and three fixes are taken, 30 s apart.
  await context.setOffline(true);
  const offline = [
    [27.5, 77.0],
    [26.9, 76.5],
    [26.2, 76.0],
  ] as const;
  for (const [i, [lat, lng]] of offline.entries()) {
    await context.setGeolocation({ latitude: lat, longitude: lng, accuracy: 20 });
    await page.waitForTimeout(300);
    await page.clock.fastForward(31_000);
    await until(`offline fix ${i + 1}`, async () => new RegExp(`^Offline: ${i + 1} positions? (is|are) kept on this phone`).test(await statusText(page)));
  }
  assert.equal((await fixes()).length, 1, 'nothing reached the server while offline');
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const req = indexedDB.open('fm-location');
        req.onsuccess = () => {
          const r = req.result.transaction('fixes').objectStore('fixes').count();
          r.onsuccess = () => resolve(r.result);
        };
      }),
  );
  assert.equal(kept, 3, 'the three fixes wait in IndexedDB');

  // Back online: the queue goes out, oldest first, each fix once.
  await context.setOffline(false);
  await until('the queued fixes', async () => (await fixes()).length === 4 && /Last sent/.test(await statusText(page)));
  const stored = await fixes();
  assert.deepEqual(
    stored.map((f) => [f.lat, f.lng]),
    [[28.6139, 77.209], ...offline.map(([a, b]) => [a, b])],
  );
  assert.equal(new Set(stored.map((f) => f.clientId)).size, 4, 'each fix carries its own id');
  const times = stored.map((f) => f.recordedAt.getTime());
  assert.deepEqual(
    [...times].sort((a, b) => a - b),
    times,
  );
  await page.waitForTimeout(500);
  assert.equal((await fixes()).length, 4, 'nothing is sent twice');

  // The trip page's status button reloads the page: sharing goes on by itself.
  await context.setGeolocation({ latitude: 25.5, longitude: 75.5, accuracy: 20 });
  await Promise.all([page.waitForNavigation(), page.click('.trip-actions button:has-text("Mark loaded") >> nth=0')]);
  assert.equal((await suite.server.db.selectFrom('trips').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).status, 'loaded');
  await page.waitForSelector('#share-toggle[aria-pressed="true"]');
  await until('a fix after the status change', async () => (await fixes()).some((f) => f.lat === 25.5));
  assert.match(await statusText(page), /^Sharing/);

  // A plain reload, too.
  await context.setGeolocation({ latitude: 24.9, longitude: 75.1, accuracy: 20 });
  await page.reload();
  await page.waitForSelector('#share-toggle[aria-pressed="true"]');
  await until('a fix after the reload', async () => (await fixes()).some((f) => f.lat === 24.9));
  assert.equal((await fixes()).length, 6);

  // Delivered: the page has no share control anymore, and nothing is sent.
  await Promise.all([page.waitForNavigation(), page.click('.trip-actions button:has-text("Start transit") >> nth=0')]);
  await page.waitForSelector('#share-toggle[aria-pressed="true"]');
  await page.setInputFiles('#f-photo', { name: 'pod.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(640, 480) });
  await page.fill('#f-receiver_name', 'Suresh Kumar');
  await Promise.all([page.waitForNavigation(), page.click('form.pod-form button[type=submit]')]);
  assert.equal((await suite.server.db.selectFrom('trips').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).status, 'delivered');
  assert.equal(await page.locator('#share').count(), 0);
  await context.setGeolocation({ latitude: 19.1, longitude: 72.9, accuracy: 20 });
  await page.waitForTimeout(500);
  assert.equal((await fixes()).length, 6);
  assert.deepEqual(errors, []);
  await context.close();
});
