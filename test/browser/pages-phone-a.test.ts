/**
 * Phone layouts of the home, admin, audit, notification and message pages: at 360 x 780 none of them scrolls
 * sideways, the shipper's load list is cards (its Bids figure on screen), and the metrics charts keep labels
 * of at least 12 px (the plot scrolls inside its card instead of shrinking).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { insertBid } from '../helpers/bids-factories.js';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertAcceptedLoad, insertLoad, signInAdmin, signUp } from '../helpers/factories.js';
import { insertMessage, setDriverProfile } from '../helpers/messages-factories.js';

const suite = browserSuite();

async function phone(username: string, password: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await suite.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await signInInBrowser(page, username, password);
  return { page, close: () => context.close() };
}

/** How far the page scrolls sideways (0 when it fits the screen). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function assertFits(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  assert.equal(res?.status(), 200, `${path} answers 200`);
  assert.equal(await sidewaysOverflow(page), 0, `${path} does not scroll sideways at 360 px`);
  const text = (await page.textContent('main')) ?? (await page.textContent('body')) ?? '';
  assert.doesNotMatch(text, /\b(in_transit|en_route_to_pickup|_paise)\b/, `${path} shows no raw code`);
}

test('at 360 x 780 the role homes, admin, audit, notifications and messages pages fit the screen', async () => {
  const { server } = suite;
  const admin = await signInAdmin(server);
  const shipper = await signUp(server, 'shipper', { name: 'Meera Logistics Private Limited' });
  const driver = await signUp(server, 'driver', { name: 'Harpreet Singh Dhillon' });
  const broker = await signUp(server, 'broker', { name: 'Kothari Freight Brokers' });
  await setDriverProfile(server.db, driver.id, { available: true, vehicleNumber: 'MH12AB1234', truckType: 'lcv', homeCity: 'Pune' });

  // The shipper has open loads with bids (the "Bids" column) and a trip on the road.
  for (const [origin, destination] of [
    ['Thiruvananthapuram', 'Visakhapatnam'],
    ['Pune', 'Ahmedabad'],
  ]) {
    const load = await insertLoad(server.db, shipper.id, { origin, destination, truckType: 'reefer', weightTonnes: 14.5 });
    await insertBid(server.db, load.id, driver.id, { amountPaise: 4_250_000 });
  }
  await insertAcceptedLoad(server.db, shipper.id, driver.id, 3_800_000, 'in_transit');
  await insertMessage(server.db, driver.id, shipper.id, 'Reaching the pickup at 6 in the morning. Please keep the loading crew ready at the gate.');
  await insertMessage(server.db, shipper.id, driver.id, 'Noted, thank you.');
  // A notification for the shipper (an admin announcement to everyone).
  assert.equal((await admin.client.post('/admin/broadcast', { title: 'Diwali holidays', body: 'Payouts approved on 31 October reach banks on 3 November.' })).status, 302);

  const shipperPhone = await phone(shipper.username, shipper.password);
  for (const path of ['/shipper', '/marketplace/notifications', '/messages', `/messages/${driver.id}`]) await assertFits(shipperPhone.page, path);
  // The owner's load list is cards on a phone: the Bids figure of each load is on screen, labelled.
  await shipperPhone.page.goto('/shipper');
  const bids = shipperPhone.page.locator('#open-loads td.bid-count').first();
  const box = (await bids.boundingBox())!;
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `the Bids cell is on screen (${box.x}+${box.width})`);
  assert.match((await bids.textContent()) ?? '', /1 open · 1 in all/);
  assert.equal(await bids.evaluate((el) => getComputedStyle(el, '::before').content), '"Bids: "');
  await shipperPhone.close();

  const driverPhone = await phone(driver.username, driver.password);
  for (const path of ['/driver', '/marketplace/notifications', '/messages']) await assertFits(driverPhone.page, path);
  await driverPhone.close();

  const brokerPhone = await phone(broker.username, broker.password);
  await assertFits(brokerPhone.page, '/broker');
  await brokerPhone.close();

  const adminPhone = await phone('admin', admin.password);
  for (const path of ['/admin', '/admin/users', '/admin/loads', '/admin/metrics', '/audit-logs']) await assertFits(adminPhone.page, path);
  // One audit entry in detail: changed fields by their labels, still within the screen.
  await adminPhone.page.goto('/audit-logs?table=loads&action=UPDATE');
  await Promise.all([adminPhone.page.waitForURL(/\/audit-logs\/\d+$/), adminPhone.page.locator('table.audit-list td.when a').first().click()]);
  assert.equal(await sidewaysOverflow(adminPhone.page), 0, 'an audit entry does not scroll sideways');
  // Chart labels stay readable: at least 12 px on screen (the plot scrolls inside its card instead).
  await adminPhone.page.goto('/admin/metrics');
  // The rendered size of a label: its font size in the SVG's units times the SVG's scale on screen.
  const sizes = await adminPhone.page.$$eval('.chart text.tick', (ticks) =>
    ticks.map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).ownerSVGElement?.getScreenCTM()?.a ?? 1)),
  );
  assert.ok(sizes.length > 0);
  assert.ok(Math.min(...sizes) >= 12, `chart labels are at least 12 px tall (smallest ${Math.min(...sizes)})`);
  assert.equal(await sidewaysOverflow(adminPhone.page), 0);
  // On a desktop the charts fit their cards whole (no inner scrolling), labels still >= 12 px.
  await adminPhone.page.setViewportSize({ width: 1280, height: 800 });
  await adminPhone.page.goto('/admin/metrics');
  const plots = await adminPhone.page.$$eval('.chart .plot', (els) => els.map((el) => el.scrollWidth - el.clientWidth));
  assert.deepEqual(
    plots,
    plots.map(() => 0),
    'no chart scrolls inside its card on a desktop',
  );
  const wide = await adminPhone.page.$$eval('.chart text.tick', (ticks) =>
    ticks.map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).ownerSVGElement?.getScreenCTM()?.a ?? 1)),
  );
  assert.ok(Math.min(...wide) >= 12, `desktop chart labels are at least 12 px (smallest ${Math.min(...wide)})`);
  await adminPhone.close();
});
