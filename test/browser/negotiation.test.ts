/**
 * Negotiation on a phone (360 x 780), in a real browser: the driver bids in one
 * tap from the prefilled form, the shipper counters, and on the load page's bid
 * area the driver sees "Accept ₹<counter>" within the first screen and accepts it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { insertLoad, signUp } from '../helpers/factories.js';

const suite = browserSuite();

test('a driver bids in one tap, then sees and accepts the live counter-offer without scrolling past the fold', async () => {
  const [shipper, driver] = await Promise.all([signUp(suite.server, 'shipper', { name: 'Anil Sharma' }), signUp(suite.server, 'driver', { name: 'Ravi Yadav' })]);
  const load = await insertLoad(suite.server.db, shipper.id, { origin: 'Pune', destination: 'Nagpur', pricePaise: 6_800_000 });

  const d = await suite.newPage();
  try {
    await d.page.setViewportSize({ width: 360, height: 780 });
    d.page.on('dialog', (dialog) => dialog.accept());
    await signInInBrowser(d.page, driver.username, driver.password);

    // One tap: the form is prefilled with the load's price and a proposed delivery date.
    await d.page.goto(`/loads/${load.id}`);
    assert.equal(await d.page.inputValue('#f-amount'), '68000');
    assert.ok((await d.page.inputValue('#f-estimated_delivery')) > load.pickupDate, 'a delivery date after pickup is proposed');
    await Promise.all([d.page.waitForNavigation(), d.page.click('form.bid-form button[type=submit]')]);
    assert.match((await d.page.textContent('.flash')) ?? '', /Your bid of ₹68,000 is placed/);
    const bid = await suite.server.db.selectFrom('bids').select(['id', 'amountPaise']).where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(bid.amountPaise, 6_800_000);

    // The shipper counters.
    const countered = await shipper.client.postJson(`/bids/${bid.id}/counter`, { amount: 62000 });
    assert.equal(countered.status, 200);

    // Their bid list shows the live offer; its link opens the bid area of the load page.
    await d.page.goto('/driver/bids');
    assert.match((await d.page.textContent(`#bid-${bid.id}`)) ?? '', /Accept ₹62,000/);
    await Promise.all([d.page.waitForNavigation(), d.page.click(`#bid-${bid.id} a[href="/loads/${load.id}#bids"]:not(.button)`)]);
    assert.equal(new URL(d.page.url()).hash, '#bids');
    // The live amount, their turn, and the Accept within the first screen of the bid area.
    const section = d.page.locator('#bids');
    assert.match((await section.textContent()) ?? '', /₹62,000/);
    assert.match((await section.textContent()) ?? '', /Waiting for you/);
    assert.doesNotMatch((await section.textContent()) ?? '', /Accept ₹68,000/);
    const accept = section.getByRole('button', { name: 'Accept ₹62,000' });
    assert.equal(await accept.count(), 1);
    const [box, top] = await Promise.all([accept.boundingBox(), section.boundingBox()]);
    assert.ok(box && top);
    assert.ok(box.y >= 0 && box.y + box.height <= 780, `the Accept button is on screen (y ${box.y})`);
    assert.ok(box.y + box.height - top.y <= 780, 'the Accept button is within the first screen of the bid area');
    assert.ok(box.height >= 44, `the Accept button is at least 44 px tall (${box.height})`);
    // The counter form is open, not behind a toggle.
    assert.ok(await section.locator(`#counter-amount-${bid.id}`).isVisible());
    assert.ok(await d.page.evaluate(() => document.documentElement.scrollWidth <= 360), 'no sideways scrolling at 360 px');

    await Promise.all([d.page.waitForNavigation(), accept.click()]);
    assert.match((await d.page.textContent('.flash')) ?? '', /You accepted ₹62,000/);
    const trip = await suite.server.db.selectFrom('trips').select(['agreedAmountPaise', 'driverId']).where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.deepEqual(trip, { agreedAmountPaise: 6_200_000, driverId: driver.id });
  } finally {
    await d.context.close();
  }
});
