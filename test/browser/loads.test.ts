import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, kolkataDate } from '../../src/lib/dates.js';
import { browserSuite, clickNavLink, registerInBrowser } from '../helpers/browser.js';
import { unique } from '../helpers/factories.js';
import { uniqueTown } from '../helpers/loads-factories.js';

const suite = browserSuite();

test('a shipper posts a load and a driver finds it on the board with a filter', async () => {
  const town = uniqueTown('Journeypur');

  // The shipper posts a load from "Bombay" (stored as Mumbai) to a town of this test.
  const shipper = await suite.newPage();
  await registerInBrowser(shipper.page, { name: 'Meera Logistics', username: unique('meera'), password: 'pass1234', role: 'shipper' });
  await Promise.all([shipper.page.waitForURL('**/loads/new'), clickNavLink(shipper.page, 'nav a[href="/loads/new"]')]);
  await shipper.page.fill('#f-origin', 'Bombay');
  await shipper.page.fill('#f-destination', town);
  await shipper.page.fill('#f-pickup_date', addDays(kolkataDate(), 2));
  await shipper.page.selectOption('#f-truck_type', 'container');
  await shipper.page.fill('#f-weight', '14.5');
  await shipper.page.fill('#f-price', '38000');
  await shipper.page.fill('#f-material', 'Auto parts');
  await shipper.page.fill('#f-contact_phone', '98200 45678');
  await Promise.all([shipper.page.waitForURL(/\/loads\/[0-9a-f-]{36}$/), shipper.page.click('button[type=submit]')]);
  assert.match((await shipper.page.textContent('.flash')) ?? '', /is on the board/);
  assert.match((await shipper.page.textContent('h1')) ?? '', new RegExp(`Mumbai → ${town}`));
  const loadPath = new URL(shipper.page.url()).pathname;

  // A driver opens the folded filters, filters the board by the two cities and opens the load.
  const driver = await suite.newPage();
  await registerInBrowser(driver.page, { name: 'Raju Driver', username: unique('raju'), password: 'pass1234', role: 'driver' });
  await driver.page.goto('/loads');
  await driver.page.click('details.filter-sheet > summary');
  await driver.page.fill('#f-origin', 'mumbai');
  await driver.page.fill('#f-destination', town.toLowerCase());
  await driver.page.selectOption('#f-truck_type', 'container');
  await Promise.all([driver.page.waitForURL(/\/loads\?/), driver.page.click('form.filters button[type=submit]')]);
  assert.match((await driver.page.textContent('#result-count')) ?? '', /^1 load$/);
  assert.match((await driver.page.textContent('.filter-summary')) ?? '', new RegExp(`^Mumbai → ${town} · Container · Newest first$`));
  // On a cheap phone's screen each result is a card that fits, its price on screen.
  await driver.page.setViewportSize({ width: 360, height: 740 });
  assert.ok((await driver.page.evaluate(() => document.documentElement.scrollWidth)) <= 360, 'the board does not scroll sideways');
  const price = (await driver.page.locator('article.card .load-price').first().boundingBox())!;
  assert.ok(price.x >= 0 && price.x + price.width <= 360, 'the price is on screen');
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText (the text as rendered), not the DOM property
  assert.match(await driver.page.locator('article.card .load-price').first().innerText(), /₹38,000 · ₹2,621\/t/);
  await driver.page.setViewportSize({ width: 412, height: 900 });
  await Promise.all([driver.page.waitForURL(`**${loadPath}`), driver.page.click(`a[href="${loadPath}"]`)]);
  const text = (await driver.page.textContent('main')) ?? '';
  assert.match(text, /Auto parts/);
  assert.match(text, /98200 45678/);
  assert.match(text, /₹38,000/);
  assert.ok(await driver.page.isVisible('text=Message the shipper'));

  // A filter for another truck type does not show it; the marketplace finds it by from/to.
  await driver.page.goto(`/loads?destination=${encodeURIComponent(town)}&truck_type=tanker`);
  assert.match((await driver.page.textContent('#result-count')) ?? '', /^0 loads$/);
  await driver.page.goto('/marketplace');
  await driver.page.click('details.filter-sheet > summary');
  await driver.page.fill('#f-from', 'Bombay');
  await driver.page.fill('#f-to', town);
  await Promise.all([driver.page.waitForURL(/\/marketplace\?/), driver.page.click('form.filters button[type=submit]')]);
  assert.equal(await driver.page.locator('article.card').count(), 1);
  assert.match((await driver.page.textContent('article.card')) ?? '', /14.5 t/);

  await shipper.context.close();
  await driver.context.close();
});
