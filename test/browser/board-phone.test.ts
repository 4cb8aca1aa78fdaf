/**
 * The board and a load's page on a phone (360 x 780) and a desktop (1280 x 800): no sideways scroll, the first
 * load card on the first screen, the filter sheet folded into one line that opens and filters; the owner's
 * bids right after the facts with the way to them on the first screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, kolkataDate } from '../../src/lib/dates.js';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';
import { insertBoardLoad, uniqueTown } from '../helpers/loads-factories.js';

const suite = browserSuite();

const SIZES = [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
] as const;

async function noSidewaysScroll(page: Page, width: number, what: string) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `${what} at ${width} px scrolls sideways (${scroll} px)`);
}

/** The element's top edge is on the first screen (no scrolling). */
async function onFirstScreen(page: Page, selector: string, height: number, what: string) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${what}: ${selector} is shown`);
  assert.ok(box.y >= -2 && box.y + Math.min(box.height, 60) <= height, `${what}: ${selector} starts at ${Math.round(box.y)} px, below the first ${height} px`);
}

test('phone and desktop: the board shows the first load on the first screen, the sheet opens and filters, no sideways scroll', async () => {
  const owner = await signUp(suite.server, 'shipper', { name: 'Konkan Roadways Private Limited Logistics' });
  const town = uniqueTown('Phonepur');
  await insertBoardLoad(suite.server.db, owner.id, { origin: 'Thiruvananthapuram', destination: town, truckType: 'reefer', weightTonnes: 14.5, material: 'Frozen fish in insulated boxes' });
  const match = await insertBoardLoad(suite.server.db, owner.id, { origin: 'Delhi', destination: town, truckType: 'open', weightTonnes: 20, pricePaise: 5_600_000 });
  const driverUser = await signUp(suite.server, 'driver');

  for (const size of SIZES) {
    const { context, page } = await suite.newPage();
    await page.setViewportSize(size);
    await signInInBrowser(page, driverUser.username, driverUser.password);
    for (const path of [`/marketplace?to=${encodeURIComponent(town)}`, `/loads?destination=${encodeURIComponent(town)}`]) {
      await page.goto(path);
      await noSidewaysScroll(page, size.width, path);
      await onFirstScreen(page, 'article.card', size.height, path);
      assert.equal(await page.locator('form.filters').isVisible(), false, `${path}: the filters are folded`);
    }
    // The sheet opens from its one line, and filters.
    await page.click('details.filter-sheet > summary');
    assert.ok(await page.locator('#f-origin').isVisible(), 'the sheet opens');
    await noSidewaysScroll(page, size.width, 'the open sheet');
    await page.fill('#f-origin', 'delhi');
    await Promise.all([page.waitForURL(/origin=delhi/), page.click('form.filters button[type=submit]')]);
    assert.match((await page.textContent('#result-count')) ?? '', /^1 load$/);
    assert.equal(await page.getAttribute('article.card', 'data-load-id'), match.id);
    assert.match((await page.textContent('.filter-summary')) ?? '', new RegExp(`^Delhi → ${town} · Any truck · Newest first$`));
    // A wrong filter: the message beside the field, the loads stay, the page still fits.
    await page.goto(`/loads?destination=${encodeURIComponent(town)}&min_weight=30&max_weight=10`);
    assert.ok(await page.locator('#f-min_weight-error').isVisible(), 'the message beside the field, the sheet open');
    assert.equal(await page.locator('article.card').count(), 2);
    await noSidewaysScroll(page, size.width, 'the board with a message');
    await context.close();
  }

  // Signed out: the public board, the same way.
  for (const size of SIZES) {
    const { context, page } = await suite.newPage();
    await page.setViewportSize(size);
    await page.goto(`/loadboard?destination=${encodeURIComponent(town)}`);
    await noSidewaysScroll(page, size.width, '/loadboard');
    await onFirstScreen(page, 'article.card', size.height, '/loadboard');
    await context.close();
  }
});

test('phone and desktop: the load page fits, its route is the largest text, and the owner reaches the bids from the first screen', async () => {
  const shipper = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  const load = await insertBoardLoad(suite.server.db, shipper.id, { origin: 'Visakhapatnam', destination: 'Thiruvananthapuram', material: 'Steel coils', description: 'Loading from 9 am at gate 4.' });
  const bid = await suite.server.db
    .insertInto('bids')
    .values({ loadId: load.id, driverId: driver.id, amountPaise: 4_200_000, estimatedDelivery: addDays(kolkataDate(), 6) })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const size of SIZES) {
    const { context, page } = await suite.newPage();
    await page.setViewportSize(size);
    await signInInBrowser(page, shipper.username, shipper.password);
    await page.goto(`/loads/${load.id}`);
    await noSidewaysScroll(page, size.width, 'the load page');
    // Elements with text of their own (a text node child), as rendered.
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()))
        .map((e) => [e.className, Number.parseFloat(getComputedStyle(e).fontSize)] as const),
    );
    // The route's own text (the span inside the title), not only its heading, is the largest.
    const route = sizes.find(([c]) => c === 'route')!;
    assert.ok(route, 'the route is the title');
    assert.equal(Math.max(...sizes.map(([, s]) => s)), route[1], 'nothing is larger than the route');
    assert.ok(route[1] >= 28, `the route reads large: ${route[1]} px`);
    await onFirstScreen(page, '.primary-action a', size.height, 'the way to the bids');
    // The bids follow the key facts, before Share and Manage.
    const order = await page.evaluate(() => ['.load-facts-card', '#bids', '.load-manage'].map((s) => document.querySelector(s)!.getBoundingClientRect().top));
    assert.ok(order[0] < order[1] && order[1] < order[2], `facts, bids, then share and manage: ${order}`);
    await page.click('.primary-action a');
    await onFirstScreen(page, '#bids', size.height, 'the bids after the tap');
    await context.close();

    const d = await suite.newPage();
    await d.page.setViewportSize(size);
    await signInInBrowser(d.page, driver.username, driver.password);
    await d.page.goto(`/marketplace/load/${load.id}`);
    await noSidewaysScroll(d.page, size.width, 'the marketplace load page');
    await onFirstScreen(d.page, '.primary-action a', size.height, 'the driver’s bid');
    // The driver who bid is taken to their bid, not offered a second one; the whole button is in view, above the phone's bottom bar.
    assert.equal(await d.page.textContent('.primary-action a'), 'Your bid: ₹42,000 · Pending');
    const button = (await d.page.locator('.primary-action a').boundingBox())!;
    const bar = await d.page.locator('nav.tabbar').boundingBox();
    const floor = bar && size.width < 760 ? bar.y : size.height;
    assert.ok(button.y >= 0 && button.y + button.height <= floor, `the primary action is in view (${Math.round(button.y)}+${Math.round(button.height)} of ${Math.round(floor)})`);
    await d.page.click('.primary-action a');
    await onFirstScreen(d.page, `#bid-${bid.id}`, size.height, 'the driver’s bid after the tap');
    await d.context.close();
  }
});
