/**
 * Paying a deposit in a real browser at phone width (360 px), against the local
 * Razorpay stand-in: the deposit form leads to the page whose plain form opens
 * Razorpay's hosted checkout, which the Content-Security-Policy must let the
 * browser post to (form-action); once the payment is verified the balance shows
 * it. The payout page of a driver whose payout RazorpayX reversed, at the same width.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, releaseBrowserPipes } from '../helpers/browser.js';
import { insertAcceptedLoad, signInAdmin, signUp } from '../helpers/factories.js';
import { RazorpayMock } from '../helpers/razorpay-mock.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let mock: RazorpayMock;
let server: TestServer;
let browser: Browser;
const SHOTS = process.env.SCREENSHOT_DIR;

before(async () => {
  mock = await RazorpayMock.start();
  server = await startTestServer(mock.env());
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await mock?.close();
  releaseBrowserPipes();
});

async function phonePage(cookies: Map<string, string>) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 800 } });
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: server.url })));
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

async function shot(page: import('playwright-core').Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('a shipper pays a deposit through Razorpay’s hosted checkout at 360 px, without the page scrolling sideways', async () => {
  const shipper = await signUp(server, 'shipper');
  const { context, page } = await phonePage(shipper.client.cookies);
  try {
    await page.goto('/escrow/deposit');
    await shot(page, 'deposit-form');
    await page.fill('#f-amount', '7500');
    await Promise.all([page.waitForURL(/\/escrow\/deposits\/[0-9a-f-]{36}$/), page.click('button:has-text("Continue to payment")')]);
    assert.equal(await page.locator('#deposit').getAttribute('data-status'), 'pending');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px');
    await shot(page, 'deposit-pending');
    const depositUrl = page.url();

    // The plain form posts to Razorpay's checkout: the CSP's form-action lets it leave the site.
    await Promise.all([page.waitForURL(`${mock.url}/v1/checkout/embedded`), page.click('#razorpay-checkout button')]);
    assert.match((await page.textContent('body')) ?? '', /Pay order order_\w+ of 750000 paise/);

    // Razorpay's page posts the signed result back; the deposit is credited.
    const orderId = [...mock.orders.values()].at(-1)!.id;
    const { returnBody } = mock.pay(orderId);
    await page.goto(depositUrl);
    await page.evaluate(
      ({ action, fields }) => {
        const f = document.createElement('form');
        f.method = 'post';
        f.action = action;
        for (const [k, v] of Object.entries(fields)) {
          const i = document.createElement('input');
          i.type = 'hidden';
          i.name = k;
          i.value = v;
          f.appendChild(i);
        }
        document.body.appendChild(f);
        f.submit();
      },
      { action: `${server.url}/escrow/deposit/return`, fields: returnBody },
    );
    await page.waitForURL(depositUrl);
    assert.equal(await page.locator('#deposit').getAttribute('data-status'), 'credited');
    await shot(page, 'deposit-credited');
  } finally {
    await context.close();
  }
});

test('a deposit’s open page shows the credit by itself when Razorpay’s webhook confirms the payment', async () => {
  const shipper = await signUp(server, 'shipper');
  const started = await shipper.client.postJson('/escrow/deposit', { amount: 2500 });
  const { id, order_id: orderId } = started.json.data.deposit;
  const { context, page } = await phonePage(shipper.client.cookies);
  try {
    await page.goto(`/escrow/deposits/${id}`);
    assert.equal(await page.locator('#deposit').getAttribute('data-status'), 'pending');
    // The live stream is open (the server subscribes it before answering).
    await page.waitForFunction(() => (window as unknown as { fm?: { source?: EventSource } }).fm?.source?.readyState === 1);
    const { payment } = mock.pay(orderId);
    assert.equal((await mock.sendWebhook(server.url, 'payment.captured', { payment })).json.data.outcome, 'credited');
    await page.waitForSelector('#deposit[data-status="credited"]');
  } finally {
    await context.close();
  }
});

test('the payout page at 360 px shows a reversed RazorpayX payout as returned to the balance', async () => {
  const admin = await signInAdmin(server);
  const shipper = await signUp(server, 'shipper');
  const dep = await shipper.client.postJson('/escrow/deposit', { amount: 5000 });
  const { returnBody } = mock.pay(dep.json.data.deposit.order_id);
  assert.equal((await shipper.client.post('/escrow/deposit/return', returnBody)).status, 302);
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 300_000, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
  const p = await driver.client.postJson('/escrow/payout', { amount: 1200, method: 'upi', upi_id: 'ravi@okhdfcbank' });
  assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${p.json.data.payout.id}/approve`, {})).status, 200);
  const row = await server.db.selectFrom('payoutRequests').select('gatewayPayoutId').where('id', '=', p.json.data.payout.id).executeTakeFirstOrThrow();
  await mock.sendWebhook(server.url, 'payout.reversed', { payout: mock.settlePayout(row.gatewayPayoutId!, 'reversed', 'Beneficiary bank offline') });

  const { context, page } = await phonePage(driver.client.cookies);
  try {
    await page.goto('/escrow/payout');
    const status = page.locator('#payouts tr[data-status="reversed"] .pill');
    assert.equal(((await status.textContent()) ?? '').trim(), 'Reversed', 'the badge reads the status word');
    assert.match((await page.locator('#payouts tr[data-status="reversed"] .status-note').textContent()) ?? '', /Reversed by the bank: returned to your balance/);
    const box = (await status.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 360, `the status is on screen at 360 px (x ${box.x}, width ${box.width})`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 360 px');
    await shot(page, 'payout-reversed');
  } finally {
    await context.close();
  }
});
