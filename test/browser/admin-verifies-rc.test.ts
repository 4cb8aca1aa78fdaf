/**
 * A driver uploads a photo of their RC from a phone-sized page; an admin opens the verification queue at
 * phone size, looks at the photo, approves it; the driver's documents page then shows "RC verified".
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, clickNavLink, signInInBrowser } from '../helpers/browser.js';
import { documentPhoto } from '../helpers/documents-factories.js';
import { signInAdmin, signUp } from '../helpers/factories.js';

const suite = browserSuite();
const SHOTS = process.env.SCREENSHOT_DIR;

async function phone(): Promise<Page> {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function fitsTheScreen(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${what} does not scroll sideways`);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `admin-verifies-rc-${name}.png`), fullPage: true });
}

test('a driver uploads a photo of the RC at phone size; the admin approves it from the queue; the driver sees "RC verified"', async () => {
  const admin = await signInAdmin(suite.server);
  const driver = await signUp(suite.server, 'driver', { name: 'Raju Transport' });

  // The driver finds the documents page from the account menu and sends a photo of the RC.
  const d = await phone();
  await signInInBrowser(d, driver.username, driver.password);
  await clickNavLink(d, '.account a[href="/documents"]');
  await d.waitForURL(/\/documents$/);
  const rc = d.locator('#kind-vehicle_rc');
  assert.match((await rc.textContent()) ?? '', /Not submitted/);
  assert.equal(await d.getAttribute('#f-vehicle_rc-file', 'accept'), 'image/*,application/pdf');
  await fitsTheScreen(d, 'the documents page');
  await d.fill('#f-vehicle_rc-number', 'mh 12 ab 1234');
  await d.setInputFiles('#f-vehicle_rc-file', { name: 'rc.jpg', mimeType: 'image/jpeg', buffer: await documentPhoto() });
  await Promise.all([d.waitForURL(/\/documents/), rc.locator('button[type=submit]').click()]);
  assert.match((await d.textContent('.flash')) ?? '', /Your Vehicle RC was sent for review/);
  assert.match((await d.locator('#kind-vehicle_rc').textContent()) ?? '', /MH12AB1234 is waiting for review since/);
  await shot(d, 'driver-sent');

  // The admin opens the queue from the menu at phone size and sees the photo.
  const a = await phone();
  await signInInBrowser(a, 'admin', admin.password);
  await clickNavLink(a, 'nav a[href="/admin/documents"]');
  await a.waitForURL(/\/admin\/documents$/);
  const item = a.locator('article.queued-document', { hasText: 'Raju Transport' });
  assert.match((await item.textContent()) ?? '', /MH12AB1234/);
  const img = item.locator('.queued-file img');
  await img.scrollIntoViewIfNeeded();
  await a.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle(), { timeout: 10_000 });
  await fitsTheScreen(a, 'the queue');
  const approve = (await item.locator('button', { hasText: 'Approve' }).boundingBox())!;
  assert.ok(approve.x >= 0 && approve.x + approve.width <= 360, 'the Approve button is on screen');
  await shot(a, 'queue');
  await Promise.all([a.waitForURL(/\/admin\/documents$/), item.locator('button', { hasText: 'Approve' }).click()]);
  assert.match((await a.textContent('.flash')) ?? '', /Vehicle RC of Raju Transport approved/);
  assert.equal(await a.locator('article.queued-document', { hasText: 'Raju Transport' }).count(), 0, 'it left the queue');

  // The driver's page now says so.
  await d.goto('/documents');
  assert.match((await d.locator('#kind-vehicle_rc .pill').textContent()) ?? '', /RC verified/);
  assert.match((await d.locator('.document-badges').textContent()) ?? '', /RC verified/);
  await shot(d, 'driver-verified');
  await d.context().close();
  await a.context().close();
});
