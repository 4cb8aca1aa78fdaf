/**
 * One whole deal in Hindi on a 360 x 780 phone whose browser asks for Hindi: a shipper registers and posts a
 * load, a driver registers, finds it on the board (the cities in Devanagari), bids by typing "41 हज़ार",
 * the shipper accepts, the driver carries the trip step by step and
 * delivers it with a photo taken on the phone, and the shipper accepts that proof, reads the notifications
 * and rates the driver. On every page: `<html lang="hi">`, no English word of the product's own, no sideways
 * scrolling; a screenshot of each step is kept when SCREENSHOT_DIR is set.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { kolkataDate } from '../../src/lib/dates.js';
import { browserSuite } from '../helpers/browser.js';
import { englishLeft } from '../helpers/english-left.js';
import { unique } from '../helpers/factories.js';

const suite = browserSuite();
const SHOTS = process.env.SCREENSHOT_DIR;

async function phone(): Promise<Page> {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 360, height: 780 },
    locale: 'hi-IN',
    extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('dialog', (dialog) => dialog.accept());
  return page;
}

/** The page is Hindi all through and fits the phone; its screenshot is kept. */
async function inHindi(page: Page, step: string, allow: string[] = []): Promise<void> {
  assert.equal(await page.getAttribute('html', 'lang'), 'hi', `${step}: <html lang>`);
  assert.deepEqual(englishLeft(await page.content(), allow), [], `${step}: English left on ${page.url()}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(sideways, 0, `${step}: no sideways scrolling at 360 px`);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `hindi-${step}.png`), fullPage: true });
  }
}

async function register(page: Page, role: 'shipper' | 'driver', name: string, username: string): Promise<void> {
  await page.goto('/register');
  await inHindi(page, `register-${role}`);
  await page.selectOption('#f-role', role);
  await page.fill('#f-name', name);
  await page.fill('#f-username', username);
  await page.fill('#f-password', 'pass-1234');
  await page.fill('#f-password_confirm', 'pass-1234');
  await Promise.all([page.waitForURL(`**/${role}`), page.click('main button[type=submit]')]);
  await inHindi(page, `${role}-home`);
}

test('a deal from posting to rating, all in Hindi at 360 px', async () => {
  const shipperName = 'कविता रोडलाइंस';
  const driverName = 'हरप्रीत सिंह';
  const s = await phone();
  const d = await phone();
  try {
    // The shipper registers and posts a load; a mistake comes back in Hindi with the values kept.
    await register(s, 'shipper', shipperName, unique('kavita'));
    await s.goto('/loads/new');
    await inHindi(s, 'post-load-form');
    await s.fill('#f-origin', 'नागपुर');
    await s.fill('#f-destination', 'Hyderabad');
    // Picked up today, so the driver may mark it loaded (not before the pickup day).
    await s.fill('#f-pickup_date', kolkataDate());
    await s.selectOption('#f-truck_type', 'container');
    await s.fill('#f-weight', '500');
    await s.fill('#f-material', 'स्टील की कॉइल');
    await Promise.all([s.waitForLoadState('load'), s.click('main form button[type=submit]')]);
    assert.equal(await s.inputValue('#f-material'), 'स्टील की कॉइल', 'the values are kept');
    assert.match((await s.textContent('main')) ?? '', /टन/);
    await inHindi(s, 'post-load-refused');
    await s.fill('#f-weight', '१८.५');
    await s.fill('#f-price', '45 हज़ार');
    await Promise.all([s.waitForURL(/\/loads\/[0-9a-f-]{36}$/), s.click('main form button[type=submit]')]);
    const loadUrl = new URL(s.url()).pathname;
    assert.match((await s.textContent('main')) ?? '', /नागपुर/);
    assert.match((await s.textContent('main')) ?? '', /हैदराबाद/);
    assert.match((await s.textContent('main')) ?? '', /₹45,000/);
    await inHindi(s, 'load-posted');

    // The driver registers, finds the load on the board and bids in words.
    await register(d, 'driver', driverName, unique('harpreet'));
    await d.goto('/marketplace?from=नागपुर');
    assert.match((await d.textContent('main')) ?? '', /नागपुर/);
    await inHindi(d, 'board');
    await d.goto(loadUrl);
    await inHindi(d, 'load-driver');
    await d.fill('#f-amount', '41 हज़ार');
    await d.fill('#f-estimated_delivery', (await d.getAttribute('#f-estimated_delivery', 'min')) ?? '');
    await Promise.all([d.waitForURL(`**${loadUrl}`), d.click('form.bid-form button[type=submit]')]);
    assert.match((await d.textContent('.flash')) ?? '', /₹41,000/);
    await inHindi(d, 'bid-placed');

    // The shipper accepts the bid.
    await s.goto(loadUrl);
    assert.match((await s.textContent('#bids')) ?? '', new RegExp(driverName));
    await inHindi(s, 'bids-shipper', [driverName]);
    await Promise.all([s.waitForURL(`**${loadUrl}`), s.click('#bids form[action$="/accept"] button')]);
    await inHindi(s, 'bid-accepted');

    // The driver carries the trip one step at a time.
    await d.goto('/driver/trips');
    await inHindi(d, 'trips');
    await d.click('main a[href^="/driver/trips/"] >> nth=0');
    await d.waitForURL(/\/driver\/trips\/[0-9a-f-]{36}$/);
    const tripUrl = new URL(d.url()).pathname;
    await inHindi(d, 'trip-scheduled');
    for (const step of ['started', 'loaded', 'in-transit']) {
      await Promise.all([d.waitForURL(`**${tripUrl}`), d.click('.trip-actions button >> nth=0')]);
      assert.ok(await d.isVisible('.flash'), `${step}: the step is confirmed`);
      await inHindi(d, `trip-${step}`);
    }
    // Delivered only with a proof: a photo from the phone's camera and the receiver's name.
    assert.equal(await d.locator('.trip-actions button').count(), 0, 'no delivered button without a proof');
    assert.equal(await d.getAttribute('#f-photo', 'capture'), 'environment');
    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#d9c9a0' } })
      .jpeg()
      .toBuffer();
    await d.setInputFiles('#f-photo', { name: 'bilty.jpg', mimeType: 'image/jpeg', buffer: photo });
    await d.fill('#f-receiver_name', 'रमेश यादव');
    await Promise.all([d.waitForURL(`**${tripUrl}`), d.click('form.pod-form button[type=submit]')]);
    assert.ok(await d.isVisible('.flash'), 'delivered: the step is confirmed');
    assert.match((await d.textContent('#pod')) ?? '', /रमेश यादव/);
    assert.equal(await d.locator('.trip-actions').count(), 0, 'no step is left once delivered');
    await inHindi(d, 'trip-delivered', ['रमेश यादव']);

    // The shipper was told of each step in Hindi, and rates the driver.
    await s.goto('/marketplace/notifications');
    const told = (await s.textContent('main')) ?? '';
    assert.match(told, /नागपुर/);
    await inHindi(s, 'notifications', [driverName]);
    await s.goto('/shipper/shipments?status=delivered');
    await inHindi(s, 'shipments', [driverName]);
    await Promise.all([s.waitForURL(/\/trips\/[0-9a-f-]{36}#rating$/), s.click('a[href$="#rating"] >> nth=0')]);
    // The shipper sees the proof of delivery (its photo and the receiver) and accepts it.
    assert.match((await s.textContent('#pod')) ?? '', /रमेश यादव/);
    assert.ok(await s.evaluate(() => (document.querySelector('#pod img') as HTMLImageElement | null)?.naturalWidth), 'the photo shows');
    await inHindi(s, 'pod-shipper', [driverName, 'रमेश यादव']);
    await Promise.all([s.waitForURL(/\/trips\/[0-9a-f-]{36}$/), s.click('#pod form[action$="/pod/accept"] button')]);
    assert.match((await s.textContent('#pod')) ?? '', /मंज़ूर/);
    await s.selectOption('#f-score', '5');
    await s.fill('#f-review', 'समय पर पहुँचा, माल सही सलामत');
    await Promise.all([s.waitForURL(/\/trips\/[0-9a-f-]{36}$/), s.click('#rating button[type=submit]')]);
    assert.match((await s.textContent('#rating')) ?? '', /5/);
    await inHindi(s, 'rated', [driverName]);
  } finally {
    await s.context().close();
    await d.context().close();
  }
});
