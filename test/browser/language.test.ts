/**
 * The language switch in a phone's menu (360 x 780): a driver switches to Hindi, the page comes back in
 * Hindi (nav, bottom bar, <html lang>) and its Devanagari is drawn with a Devanagari font, not boxes; the
 * choice stays on the next page and on another device after sign-in.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';

const suite = browserSuite();
const SHOTS = process.env.SCREENSHOT_DIR;

/** The fonts Chromium drew a node's text with (DevTools protocol). */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

test('a driver switches to Hindi in the phone menu: Hindi nav and bottom bar, Devanagari drawn, kept on another device', async () => {
  const driver = await signUp(suite.server, 'driver');
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 }, locale: 'en-IN' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await signInInBrowser(page, driver.username, driver.password);
  await page.goto('/driver');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.textContent('.tabbar a[href="/marketplace"] span'), 'Find loads');

  await page.click('.phone-menu .menu-button');
  // One row in the menu, "Language · English", unfolds the choices.
  assert.equal((await page.textContent('.phone-menu .language-choice > summary'))?.trim(), 'Language · English');
  await page.click('.phone-menu .language-choice > summary');
  const hindi = page.locator('.phone-menu .language-switch input[type=submit][lang="hi"]');
  assert.ok(await hindi.isVisible(), 'the switch is in the open menu');
  const box = await hindi.boundingBox();
  assert.ok(box && box.height >= 44 && box.width >= 44, `a tap target of 44 px: ${JSON.stringify(box)}`);
  await Promise.all([page.waitForURL('**/driver'), hindi.click()]);

  assert.equal(await page.getAttribute('html', 'lang'), 'hi');
  const tabs = await page.locator('.tabbar .tab span').allTextContents();
  assert.deepEqual(tabs, ['होम', 'लोड खोजें', 'मेरी बोलियाँ', 'ट्रिप', 'वॉलेट']);
  assert.equal(await page.textContent('.menu-button span'), 'मेन्यू');
  assert.equal(await page.getAttribute('.phone-menu .language-switch input[lang="hi"]', 'aria-pressed'), 'true');
  const fonts = await fontsOf(page, '.tabbar a[href="/marketplace"] span');
  assert.ok(
    fonts.some((f) => /devanagari|nirmala|mangal|lohit|kohinoor/i.test(f)),
    `the bottom bar's Hindi is drawn with a Devanagari font: ${fonts.join(', ')}`,
  );
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(sideways, 0, 'no sideways scrolling in Hindi at 360 px');
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'language-driver-hindi-360.png'), fullPage: true });
  }

  // The next page stays Hindi; another device, once signed in, is Hindi too.
  await page.click('.tabbar a[href="/driver/trips"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'hi');
  const other = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 }, locale: 'en-IN' });
  const second = await other.newPage();
  second.setDefaultTimeout(10_000);
  await signInInBrowser(second, driver.username, driver.password);
  assert.equal(await second.getAttribute('html', 'lang'), 'hi');
  assert.equal(await second.textContent('.tabbar a[href="/driver/bids"] span'), 'मेरी बोलियाँ');
  await other.close();
  await context.close();
});

test('the sign-in page offers the switch without JavaScript, and a Tamil browser gets Tamil first', async () => {
  const context = await suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: false,
    locale: 'ta-IN',
    extraHTTPHeaders: { 'accept-language': 'ta-IN,ta;q=0.9' },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/login');
  assert.equal(await page.getAttribute('html', 'lang'), 'ta');
  assert.equal(await page.textContent('main h1'), 'உள்நுழை');
  const fonts = await fontsOf(page, 'main h1');
  assert.ok(
    fonts.some((f) => /tamil|latha|nirmala/i.test(f)),
    `Tamil is drawn with a Tamil font: ${fonts.join(', ')}`,
  );
  await Promise.all([page.waitForURL('**/login'), page.click('main .language-switch input[lang="gu"]')]);
  assert.equal(await page.getAttribute('html', 'lang'), 'gu');
  assert.equal(await page.textContent('main h1'), 'લૉગ ઇન');
  await context.close();
});
