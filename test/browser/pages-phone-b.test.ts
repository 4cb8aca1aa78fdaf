/**
 * Phone layouts of the money pages (escrow: wallet, deposit, payout, the shipper's payments, the admin's
 * queues; the books: overview, loads, payments, clients, vehicles, reports) and of the chat import's review,
 * at 360 x 780: nothing scrolls sideways, the lists are cards whose words are on screen, the report charts'
 * words are never smaller than 12 px, and the review of a pasted post is a card per load whose fields can
 * be edited and imported.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser.js';
import { insertBooksLoad, insertPayment, insertShipper, insertVehicle } from '../helpers/books-factories.js';
import { insertAcceptedLoad, type SignedInUser, signInAdmin, signUp } from '../helpers/factories.js';

const suite = browserSuite();
const SHOTS = process.env.SCREENSHOT_DIR;

async function phonePage(user: SignedInUser | { client: SignedInUser['client'] }) {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 } });
  await context.addCookies([...user.client.cookies].map(([name, value]) => ({ name, value, url: suite.server.url })));
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens a page and checks that nothing on it is wider than the phone's screen. */
async function assertFits(page: Page, url: string) {
  const res = await page.goto(url);
  assert.equal(res?.status(), 200, url);
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `${url} scrolls sideways at 360 px (${scroll} > ${inner})`);
  await shot(page, url.replace(/[/?=&]+/g, '_'));
}

/** Whether an element is wholly inside the screen's width. */
async function onScreen(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is shown`);
  return box.x >= 0 && box.x + box.width <= 360;
}

test('a shipper’s wallet, payments and books fit a 360 px phone: lists are cards, the held money is in view, chart words at least 12 px', async () => {
  const shipper = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 250_000 })).status, 201);
  const held = await insertAcceptedLoad(suite.server.db, shipper.id, driver.id, 4_250_000, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: held.load.id })).status, 201);
  await insertAcceptedLoad(suite.server.db, shipper.id, driver.id, 3_100_000, 'en_route_to_pickup');

  const client = await insertShipper(suite.server.db, shipper.id, { name: 'Ganesh Cold Chain Logistics Private Limited', gstin: '27AAPFU0939F1ZV' });
  const truck = await insertVehicle(suite.server.db, shipper.id, { truckType: 'reefer' });
  const today = new Date().toISOString().slice(0, 10);
  const load = await insertBooksLoad(suite.server.db, shipper.id, {
    origin: 'Visakhapatnam',
    destination: 'Thiruvananthapuram',
    pickupDate: today,
    weightTonnes: 14.5,
    pricePaise: 4_850_000,
    status: 'in_transit',
    shipperId: client.id,
    vehicleId: truck.id,
  });
  await insertPayment(suite.server.db, shipper.id, { loadId: load.id, shipperId: client.id, amountPaise: 2_000_000, paidOn: today, note: 'Advance by UPI, rest on delivery' });

  const { context, page } = await phonePage(shipper);
  try {
    await assertFits(page, '/escrow');
    // The hold's row is a card: its words, and the held money in view, not in a column off screen.
    assert.ok(await onScreen(page, '#transactions tr[data-kind="hold"] td[data-label="Held"]'), 'the held change is on screen');
    assert.equal((await page.textContent('#transactions tr[data-kind="hold"] td[data-label="Held"]'))?.trim(), '+₹44,625');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#transactions tr[data-kind="hold"] td[data-label="Held"]')!, '::before').content), '"Held: "', 'named on the card');
    assert.ok(await page.locator('#transactions tr[data-kind="hold"] td[data-label="Reserved"]').isHidden(), 'a bucket the hold did not touch is left out of the card');
    assert.ok(await onScreen(page, '[data-balance="held"]'), 'the held balance is on screen');

    await assertFits(page, '/escrow/deposit');
    await assertFits(page, '/shipper/payments');
    assert.ok(await onScreen(page, '#load-payments button:has-text("Release to driver")'), 'the release button is on screen');
    assert.match((await page.textContent('#load-payments')) ?? '', /On the way to pickup/);

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const url of ['/escrow', '/escrow/deposit', '/ledger/loads', '/ledger/payments', '/ledger/shippers', '/ledger/vehicles']) {
        await page.goto(url);
        await shot(page, `${url.replace(/\//g, '_')}-1280`);
      }
      await page.setViewportSize({ width: 360, height: 780 });
    }
    for (const url of ['/ledger', '/ledger/loads', '/ledger/payments', '/ledger/shippers', '/ledger/vehicles', '/ledger/reports', `/ledger/loads/${load.id}`]) await assertFits(page, url);

    await page.goto('/ledger/loads');
    assert.ok(await onScreen(page, 'table.ledger-table td[data-label="Payment"] .pill'), 'the payment state of a load is on screen');
    assert.match((await page.textContent('table.ledger-table')) ?? '', /14\.5 t/);

    await page.goto('/ledger/reports');
    const smallest = await page.evaluate(() => {
      const sizes = [...document.querySelectorAll('.ledger-chart *')].filter((el) => el.textContent?.trim() && el.children.length === 0).map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      return Math.min(...sizes);
    });
    assert.ok(smallest >= 12, `the charts' smallest words are ${smallest} px`);
    assert.equal(await page.locator('.ledger-chart svg text').count(), 0, 'no words drawn inside a chart that shrinks');
  } finally {
    await context.close();
  }
});

test('a driver’s wallet and payout page, and the admin’s payout queue and ledger, fit a 360 px phone', async () => {
  const shipper = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver');
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 10_000 })).status, 201);
  const { load } = await insertAcceptedLoad(suite.server.db, shipper.id, driver.id, 500_000, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
  assert.equal((await driver.client.postJson('/escrow/payout', { amount: 3_000, method: 'bank', account_number: '123456789012', ifsc: 'HDFC0001234', account_holder: 'Ravi Kumar' })).status, 201);
  const admin = await signInAdmin(suite.server);

  const d = await phonePage(driver);
  try {
    await assertFits(d.page, '/escrow');
    await assertFits(d.page, '/escrow/payout');
    assert.match((await d.page.textContent('#payouts')) ?? '', /Requested\s*Awaiting admin approval\./);
  } finally {
    await d.context.close();
  }
  const a = await phonePage(admin);
  try {
    await assertFits(a.page, '/escrow/admin/payouts');
    assert.ok(await onScreen(a.page, '#payout-queue button:has-text("Approve")'), 'the approve button is on screen');
    await assertFits(a.page, '/escrow/admin/disputes');
    await assertFits(a.page, '/escrow/admin/ledger');
  } finally {
    await a.context.close();
  }
});

test('the chat import’s review is a card per load on a 360 px phone; a field edited there is what is posted', async () => {
  const shipper = await signUp(suite.server, 'shipper');
  const { context, page } = await phonePage(shipper);
  try {
    await page.goto('/loads/import');
    await page.fill('#f-text', ['Nagpur to Hyderabad 18 ton 32ft SXL 41000 kal loading call 9812345678', '', 'Raipur se Kolkata 25 ton trailer 52000 kal'].join('\n'));
    await Promise.all([page.waitForURL('**/loads/import'), page.click('button:has-text("Find loads")')]);
    assert.match((await page.textContent('#import-summary')) ?? '', /Found 2 loads/);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    assert.ok(scroll <= inner, `the review scrolls sideways at 360 px (${scroll} > ${inner})`);
    await shot(page, 'loads_import-review');
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, 'loads_import-review-1280');
      await page.setViewportSize({ width: 360, height: 780 });
    }

    // Every field of a load is on screen with its name, and can be changed there.
    for (const field of ['origin', 'destination', 'pickup_date', 'truck_type', 'weight', 'price', 'contact_phone', 'material']) {
      assert.ok(await onScreen(page, `#c0-${field}`), `${field} of the first load is on screen`);
      assert.equal(await page.locator(`#row-0 td[data-field="${field}"] .cell-label`).isVisible(), true, `${field} is named on the card`);
    }
    const box = (await page.locator('#c0-price').boundingBox())!;
    assert.ok(box.height >= 40, `the price field is tall enough to tap (${box.height} px)`);
    await page.fill('#c0-price', '43500');
    await page.uncheck('#row-1 input.keep');
    assert.equal(await page.textContent('#keep-count'), '1');
    assert.ok(await onScreen(page, '#save-ticked'), 'the import button is on screen');
    await Promise.all([page.waitForURL('**/shipper/loads'), page.click('#save-ticked')]);
    assert.match((await page.textContent('.flash')) ?? '', /1 load posted from the chat/);
    const posted = await suite.server.db.selectFrom('loads').select(['origin', 'pricePaise']).where('ownerId', '=', shipper.id).execute();
    assert.deepEqual(
      posted.map((l) => [l.origin, l.pricePaise]),
      [['Nagpur', 4_350_000]],
    );
  } finally {
    await context.close();
  }
});
