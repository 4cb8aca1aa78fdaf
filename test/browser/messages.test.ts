import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';
import { formatDateTime } from '../../src/lib/dates.js';

const suite = browserSuite();

test('an open conversation shows a new message live, as text, marks it read, and sends without a reload', async () => {
  const shipper = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver', { name: 'Driver Live' });
  const { context, page } = await suite.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInInBrowser(page, shipper.username, shipper.password);
  await page.goto(`/messages/${driver.id}`);
  await page.waitForFunction(() => (window as any).fm?.source?.readyState === 1);

  const probe = '<img src=x onerror="window.__xss=1">Reached Pune';
  const sent = await driver.client.postJson('/api/messages', { receiver_id: shipper.id, content: probe });
  assert.equal(sent.status, 201);
  const id = sent.json.data.message.id;
  await page.waitForSelector(`#messages li.msg.theirs[data-id="${id}"]`);
  assert.equal(await page.textContent(`li[data-id="${id}"] .msg-body`), probe);
  assert.equal(await page.locator('#messages img').count(), 0);
  assert.equal(await page.evaluate(() => (window as any).__xss), undefined);
  // Its time reads like the page's own: how long ago, with the exact India time on hover.
  const time = page.locator(`li[data-id="${id}"] time`);
  assert.equal((await time.textContent())?.trim(), 'just now');
  assert.equal(await time.getAttribute('title'), `${formatDateTime(new Date(sent.json.data.message.created_at))} IST`);
  assert.match((await time.getAttribute('title')) ?? '', /^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m IST$/);
  // Seen in the open conversation: marked read.
  await waitFor(async () => (await suite.server.db.selectFrom('messages').select('readAt').where('id', '=', id).executeTakeFirstOrThrow()).readAt !== null);

  // Sending from the page: no navigation, the message appears once.
  const url = page.url();
  await page.fill('#f-content', 'Good, unloading at 5');
  await page.click('#message-form button[type=submit]');
  await page.waitForSelector('#messages li.msg.mine:has-text("Good, unloading at 5")');
  assert.equal(page.url(), url);
  assert.equal(await page.inputValue('#f-content'), '');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#messages li.msg.mine').count(), 1, 'the echo from the event stream is not shown twice');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the inbox moves a conversation with a new message to the top and counts it unread', async () => {
  const me = await signUp(suite.server, 'broker');
  const first = await signUp(suite.server, 'driver', { name: 'First Driver' });
  const second = await signUp(suite.server, 'driver', { name: 'Second Driver' });
  await first.client.postJson('/api/messages', { receiver_id: me.id, content: 'older' });
  await second.client.postJson('/api/messages', { receiver_id: me.id, content: 'newer' });
  const { context, page } = await suite.newPage();
  await signInInBrowser(page, me.username, me.password);
  await page.goto('/messages');
  assert.match((await page.textContent('#inbox li:first-child .inbox-name')) ?? '', /Second Driver/);
  await page.waitForFunction(() => (window as any).fm?.source?.readyState === 1);
  await first.client.postJson('/api/messages', { receiver_id: me.id, content: 'latest news' });
  await page.waitForFunction(() => document.querySelector('#inbox li:first-child .inbox-preview')?.textContent === 'latest news');
  assert.match((await page.textContent('#inbox li:first-child .inbox-name')) ?? '', /First Driver/);
  assert.equal((await page.textContent('#inbox li:first-child .unread-count'))?.trim(), '2 unread');
  await context.close();
});

test('relative times stay fresh while the page is open, and unread counts use Indian grouping', async () => {
  const me = await signUp(suite.server, 'shipper');
  const driver = await signUp(suite.server, 'driver', { name: 'Clock Driver' });
  const { context, page } = await suite.newPage();
  await signInInBrowser(page, me.username, me.password);
  await page.clock.install();
  await page.goto('/messages');
  await page.waitForFunction(() => (window as any).fm?.source?.readyState === 1);
  const sent = await driver.client.postJson('/api/messages', { receiver_id: me.id, content: 'At the toll plaza' });
  assert.equal(sent.status, 201);
  const time = page.locator('#inbox li:first-child .inbox-time');
  await page.waitForFunction(() => document.querySelector('#inbox li:first-child .inbox-preview')?.textContent === 'At the toll plaza');
  assert.equal((await time.textContent())?.trim(), 'just now');
  assert.equal(await time.getAttribute('title'), `${formatDateTime(new Date(sent.json.data.message.created_at))} IST`);
  // Five minutes later, with nothing new from the server, the same row says so.
  await page.clock.fastForward('05:00');
  await page.waitForFunction(() => document.querySelector('#inbox li:first-child .inbox-time')?.textContent === '5 min ago');
  // The unread count of a conversation grows with Indian grouping (999 unread, then one more arrives).
  await page.evaluate(() => document.querySelector('#inbox li:first-child .unread-count')?.setAttribute('data-count', '999'));
  await driver.client.postJson('/api/messages', { receiver_id: me.id, content: 'Crossed it' });
  await page.waitForFunction(() => document.querySelector('#inbox li:first-child .inbox-preview')?.textContent === 'Crossed it');
  assert.equal((await page.textContent('#inbox li:first-child .unread-count'))?.trim(), '1,000 unread');
  await context.close();
});

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail('condition not met in time');
}
