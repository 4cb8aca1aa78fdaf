/**
 * The live badge, in a real browser: a driver bids through the form on the
 * load page and the shipper's unread badge, open on another page, changes
 * without a reload; marking read in another tab clears it everywhere.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertLoad, signUp } from '../helpers/factories.js';

const suite = browserSuite();

async function badge(page: Page): Promise<{ text: string; hidden: boolean }> {
  return page.$eval('#unread-badge', (el) => ({ text: el.textContent ?? '', hidden: (el as HTMLElement).hidden === true }));
}

/** Waits until the badge shows `count` (hidden when 0). */
async function waitForBadge(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const el = document.getElementById('unread-badge');
      return !!el && (n === 0 ? el.hidden : !el.hidden && el.textContent === String(n));
    },
    count,
    { timeout: 10_000 },
  );
}

/** Marks the page so that a reload or navigation would be noticed. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);
}

test('a driver bids; the shipper’s badge changes live; accepting updates the driver’s badge; reading clears it in every tab', async () => {
  const [shipper, driver] = await Promise.all([signUp(suite.server, 'shipper', { name: 'Sharma Logistics' }), signUp(suite.server, 'driver', { name: 'Ravi Yadav' })]);
  const load = await insertLoad(suite.server.db, shipper.id, { origin: 'Pune', destination: 'Nagpur' });

  const s = await suite.newPage();
  const d = await suite.newPage();
  try {
    await signInInBrowser(s.page, shipper.username, shipper.password);
    await s.page.goto('/shipper');
    await s.page.waitForFunction(() => (window as unknown as { fm?: { source?: EventSource } }).fm?.source?.readyState === 1);
    assert.deepEqual(await badge(s.page), { text: '0', hidden: true });
    await markPage(s.page);

    // The driver bids through the form of the bid section on the load page.
    await signInInBrowser(d.page, driver.username, driver.password);
    await d.page.goto(`/loads/${load.id}`);
    await d.page.waitForFunction(() => (window as unknown as { fm?: { source?: EventSource } }).fm?.source?.readyState === 1);
    await markPage(d.page);
    await d.page.fill('#f-amount', '41500');
    await d.page.fill('#f-estimated_delivery', (await d.page.getAttribute('#f-estimated_delivery', 'min'))!);
    await d.page.fill('#f-note', 'Open body 24ft, can load tomorrow');
    await Promise.all([d.page.waitForNavigation(), d.page.click('form.bid-form button[type=submit]')]);
    assert.match((await d.page.textContent('.flash')) ?? '', /Your bid of ₹41,500 is placed/);
    assert.match((await d.page.textContent('#bids')) ?? '', /Waiting for Sharma Logistics \(shipper\)/);

    // The shipper's page, untouched, shows the new count.
    await waitForBadge(s.page, 1);
    assert.ok(await notReloaded(s.page), 'the shipper page was not reloaded');

    // The shipper opens the load in a second tab and accepts; the driver's open page gets its badge live.
    const tab2 = await s.context.newPage();
    await tab2.goto(`/loads/${load.id}`);
    assert.match((await tab2.textContent('#bids')) ?? '', /Ravi Yadav/);
    assert.match((await tab2.textContent('#bids')) ?? '', /No ratings yet/);
    assert.match((await tab2.textContent('#bids')) ?? '', /Open body 24ft/);
    await markPage(d.page);
    tab2.on('dialog', (dialog) => dialog.accept());
    await Promise.all([tab2.waitForNavigation(), tab2.click('#bids form[action$="/accept"] button')]);
    assert.match((await tab2.textContent('.flash')) ?? '', /accepted/);
    await waitForBadge(d.page, 1);
    assert.ok(await notReloaded(d.page), 'the driver page was not reloaded');
    const row = await suite.server.db.selectFrom('loads').select(['status', 'assignedDriverId']).where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'assigned', assignedDriverId: driver.id });

    // Mark all read in the notification centre of tab 2: the first tab's badge clears without a reload.
    await tab2.goto('/marketplace/notifications');
    assert.match((await tab2.textContent('main')) ?? '', /New bid of ₹41,500 on Pune → Nagpur/);
    await Promise.all([tab2.waitForNavigation(), tab2.click('form[action="/marketplace/notifications/read"] button')]);
    await waitForBadge(s.page, 0);
    assert.ok(await notReloaded(s.page));
    await waitForBadge(tab2, 0);
  } finally {
    await s.context.close();
    await d.context.close();
  }
});
