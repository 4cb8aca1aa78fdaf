/**
 * A transport business (a broker keeping books) invoices its client for a load on a phone (360 x 780): from the
 * books' load page to the form (prefilled), a mistyped client GSTIN shown with the values kept, the invoice issued,
 * its page with the PDF and the share link, and the share link opened without a session. No sideways scroll.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertBooksLoad, insertShipper } from '../helpers/books-factories.js';
import { browserSuite, registerInBrowser } from '../helpers/browser.js';
import { unique } from '../helpers/factories.js';

const suite = browserSuite();

async function noSidewaysScroll(page: import('playwright-core').Page, where: string): Promise<void> {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 360, `${where}: page is ${scroll} px wide`);
}

test('a broker creates a GST invoice for a load on a 360 px phone and shares it', async () => {
  const { context, page } = await suite.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  const user = { name: 'Sharma Roadways', username: unique('sharma'), password: 'pass1234', role: 'broker' as const };
  await registerInBrowser(page, user);
  const db = suite.server.db;
  const me = await db.selectFrom('users').select('id').where('username', '=', user.username).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ gstin: '27AAPFU0939F1ZV', city: 'Pune' }).where('id', '=', me.id).execute();
  const client = await insertShipper(db, me.id, { name: 'Gupta Traders', city: 'Delhi', gstin: null });
  const load = await insertBooksLoad(db, me.id, { shipperId: client.id, pricePaise: 4_500_000, status: 'delivered' });

  await page.goto(`/ledger/loads/${load.id}`);
  await Promise.all([page.waitForURL(/\/invoice$/), page.click(`a[href="/ledger/loads/${load.id}/invoice"]`)]);
  await noSidewaysScroll(page, 'the form');
  assert.equal(await page.inputValue('#f-amount'), '45000');
  assert.equal(await page.inputValue('#f-seller_gstin'), '27AAPFU0939F1ZV');
  assert.equal(await page.inputValue('#f-buyer_name'), 'Gupta Traders');
  // The client has no GSTIN in the books: typed here, first with a typo.
  await page.selectOption('#f-gst_treatment', 'forward_5');
  await page.fill('#f-buyer_gstin', '07AABCT1234K1ZX');
  await page.fill('#f-buyer_address', 'Azadpur Mandi, Delhi');
  await page.click('button[type=submit]');
  await page.waitForSelector('[role=alert]');
  assert.equal(await page.inputValue('#f-buyer_address'), 'Azadpur Mandi, Delhi');
  assert.equal(await page.inputValue('#f-gst_treatment'), 'forward_5');
  await page.fill('#f-buyer_gstin', '07aabct1234k1zh');
  await Promise.all([page.waitForURL(/\/invoices\/[0-9a-f-]+$/), page.click('button[type=submit]')]);
  await noSidewaysScroll(page, 'the invoice');
  const body = (await page.textContent('main')) ?? '';
  assert.match(body, /INV\/\d{4}-\d{2}\/0001/);
  assert.match(body, /07AABCT1234K1ZH/);
  assert.match(body, /IGST 5%/);
  assert.match(body, /₹47,250/);
  const shareUrl = await page.inputValue('#share-link');
  const pdfHref = await page.getAttribute('a[download]', 'href');
  const pdf = await page.request.get(pdfHref as string);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');

  // Someone with the link, signed out, on their phone.
  const other = await suite.browser.newContext({ viewport: { width: 360, height: 780 } });
  const anon = await other.newPage();
  await anon.goto(shareUrl);
  assert.match((await anon.textContent('main')) ?? '', /07AABCT1234K1ZH/);
  await other.close();
  await context.close();
});
