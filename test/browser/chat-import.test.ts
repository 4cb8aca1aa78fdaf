import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, clickNavLink, openFilters, registerInBrowser } from '../helpers/browser.js';
import { unique } from '../helpers/factories.js';

const suite = browserSuite();

test('a shipper pastes two WhatsApp posts, corrects a price, saves both and finds them on the board', async () => {
  const { context, page } = await suite.newPage();
  await registerInBrowser(page, { name: 'Kavita Roadlines', username: unique('kavita'), password: 'pass1234', role: 'shipper' });
  await Promise.all([page.waitForURL('**/loads/import'), clickNavLink(page, 'nav a[href="/loads/import"]')]);

  await page.fill(
    '#f-text',
    ['Nagpur to Hyderabad 18 ton 32ft SXL 41000 kal loading call 9812345678', '', 'Truck available 32ft SXL Delhi to Mumbai call 9876500000', '', 'Raipur se Kolkata 25 ton trailer 52000 kal'].join(
      '\n',
    ),
  );
  await Promise.all([page.waitForURL('**/loads/import'), page.click('button:has-text("Find loads")')]);
  assert.match((await page.textContent('#import-summary')) ?? '', /Found 2 loads in 3 messages: 2 ready/);
  assert.equal(await page.locator('table.import-table tbody tr').count(), 2);
  assert.equal(await page.inputValue('#c0-origin'), 'Nagpur');
  assert.equal(await page.inputValue('#c1-origin'), 'Raipur');
  assert.equal(await page.inputValue('#c0-price'), '41000');
  assert.equal(await page.textContent('#keep-count'), '2');

  // The enhancement keeps the count on the save button in step with the ticks.
  await page.uncheck('#row-1 input.keep');
  assert.equal(await page.textContent('#keep-count'), '1');
  await page.check('#row-1 input.keep');
  assert.equal(await page.textContent('#keep-count'), '2');

  // The agreed price was higher than the post said.
  await page.fill('#c0-price', '43500');
  await Promise.all([page.waitForURL('**/shipper/loads'), page.click('#save-ticked')]);
  assert.match((await page.textContent('.flash')) ?? '', /2 loads posted from the chat/);

  // Both are on the board; a filter on the origin finds the corrected one.
  await page.goto('/loads');
  await openFilters(page);
  await page.fill('#f-origin', 'nagpur');
  await Promise.all([page.waitForURL(/\/loads\?/), page.click('form.filters button[type=submit]')]);
  assert.match((await page.textContent('#result-count')) ?? '', /^1 load$/);
  await Promise.all([page.waitForURL(/\/loads\/[0-9a-f-]{36}$/), page.click('main a:has-text("Nagpur → Hyderabad")')]);
  const text = (await page.textContent('main')) ?? '';
  assert.match(text, /Nagpur → Hyderabad/);
  assert.match(text, /₹43,500/);
  assert.match(text, /\+91 98123 45678/);
  await page.goto('/loads?origin=raipur');
  assert.match((await page.textContent('#result-count')) ?? '', /^1 load$/);
  await context.close();
});
