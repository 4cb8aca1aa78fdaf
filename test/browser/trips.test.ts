import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { kolkataDate } from '../../src/lib/dates.js';
import { insertAcceptedLoad, signUp } from '../helpers/factories.js';
import { cameraJpeg } from '../helpers/trips-factories.js';

const suite = browserSuite();

test('a driver takes a trip from scheduled to delivered and the shipper rates them', async () => {
  const shipper = await signUp(suite.server, 'shipper', { name: 'Kavita Exports' });
  const driver = await signUp(suite.server, 'driver', { name: 'Harpreet Gill' });
  // Picked up today: `loaded` is allowed from the pickup day.
  const { load, trip } = await insertAcceptedLoad(suite.server.db, shipper.id, driver.id, 4_200_000, 'scheduled', { pickupDate: kolkataDate() });

  // The driver starts from their home, where the active trip is waiting.
  const d = await suite.newPage();
  d.page.on('dialog', (dialog) => dialog.accept());
  await signInInBrowser(d.page, driver.username, driver.password);
  assert.equal(new URL(d.page.url()).pathname, '/driver');
  assert.match((await d.page.textContent('#active-trip')) ?? '', /Delhi → Mumbai/);
  await Promise.all([d.page.waitForURL('**/driver'), d.page.click('#active-trip button:has-text("Start trip to pickup")')]);
  assert.match((await d.page.textContent('.flash')) ?? '', /Trip marked: On the way to pickup/);

  // Then on the trip page: loaded, in transit, delivered, one step at a time.
  await d.page.click(`#active-trip a[href="/driver/trips/${trip.id}"] >> nth=0`);
  await d.page.waitForURL(`**/driver/trips/${trip.id}`);
  assert.ok(await d.page.isVisible(`a[href="/loads/${load.id}/track"]`));
  assert.ok(await d.page.isVisible(`a[href="/messages/${shipper.id}?load=${load.id}"]`));
  // The page offers sharing the phone's position while the trip is under way (no geolocation permission here: it is only offered).
  assert.ok(await d.page.isVisible('#share-toggle'));
  for (const [button, label] of [
    ['Mark loaded', 'Loaded'],
    ['Start transit', 'In transit'],
  ]) {
    await Promise.all([d.page.waitForURL(`**/driver/trips/${trip.id}`), d.page.click(`.trip-actions button:has-text("${button}") >> nth=0`)]);
    assert.match((await d.page.textContent('.flash')) ?? '', new RegExp(`Trip marked: ${label}`));
  }
  // Delivered with a proof: a photo and the receiver's name; a wrong delivery code is refused with the values kept.
  const photo = await cameraJpeg(1200, 900);
  await d.page.setInputFiles('#f-photo', { name: 'pod.jpg', mimeType: 'image/jpeg', buffer: photo });
  await d.page.fill('#f-receiver_name', 'Suresh Kumar');
  const code = (await suite.server.db.selectFrom('tripDeliveryCodes').select('code').where('tripId', '=', trip.id).executeTakeFirstOrThrow()).code;
  await d.page.fill('#f-code', code === '000000' ? '111111' : '000000');
  await Promise.all([d.page.waitForLoadState('load'), d.page.click('form.pod-form button[type=submit]')]);
  assert.match((await d.page.textContent('#f-code-error')) ?? '', /not right/);
  assert.equal(await d.page.inputValue('#f-receiver_name'), 'Suresh Kumar');
  await d.page.setInputFiles('#f-photo', { name: 'pod.jpg', mimeType: 'image/jpeg', buffer: photo });
  await d.page.fill('#f-code', code);
  await Promise.all([d.page.waitForURL(`**/driver/trips/${trip.id}`), d.page.click('form.pod-form button[type=submit]')]);
  assert.match((await d.page.textContent('.flash')) ?? '', /confirmed with the delivery code/);
  assert.match((await d.page.textContent('#pod')) ?? '', /Confirmed with the delivery code/);
  assert.match((await d.page.textContent('h1')) ?? '', /Delivered/);
  assert.equal(await d.page.locator('.trip-timeline li.done').count(), 5);
  assert.equal(await d.page.locator('.trip-actions').count(), 0, 'no status buttons once delivered');
  // Each reached step says how long ago, with the exact time small beside it.
  assert.equal(await d.page.locator('.trip-timeline li.done time[datetime]').count(), 5);
  assert.equal(await d.page.locator('.trip-timeline li.done small.exact').count(), 5);
  assert.equal(await d.page.locator('#share').count(), 0);
  await d.context.close();

  // The shipper was told at each step, finds the delivered shipment and rates the driver.
  const told = await suite.server.db.selectFrom('notifications').select('title').where('userId', '=', shipper.id).where('kind', '=', 'trip_status').execute();
  assert.equal(told.length, 4);
  const s = await suite.newPage();
  await signInInBrowser(s.page, shipper.username, shipper.password);
  await s.page.goto('/shipper/shipments?status=delivered');
  await Promise.all([s.page.waitForURL(`**/trips/${trip.id}#rating`), s.page.click(`a[href="/trips/${trip.id}#rating"]`)]);
  await s.page.selectOption('#f-score', '5');
  await s.page.fill('#f-review', 'Reached a day early, goods in perfect shape.');
  await Promise.all([s.page.waitForURL(`**/trips/${trip.id}`), s.page.click('#rating button[type=submit]')]);
  assert.match((await s.page.textContent('.flash')) ?? '', /rating is saved/);
  assert.match((await s.page.textContent('#rating')) ?? '', /You rated Harpreet Gill 5 \/ 5/);

  // The rating shows on the driver's public profile.
  await s.page.click(`a[href="/drivers/${driver.id}"] >> nth=0`);
  await s.page.waitForURL(`**/drivers/${driver.id}`);
  assert.match((await s.page.textContent('main')) ?? '', /★ 5\.0/);
  assert.match((await s.page.textContent('.reviews')) ?? '', /Reached a day early/);
  await s.context.close();
});
