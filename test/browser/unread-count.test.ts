/**
 * The unread badge costs one count request per page: the page asks for the
 * count when its event stream opens, not also on load (each request counts
 * against the user's live budget, and every page view made two).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';

const suite = browserSuite();

/** Opens the page and waits until its stream is open and the badge shows the count it was answered. */
async function visit(page: Page, path: string, unread: number): Promise<void> {
  const counted = page.waitForResponse((r) => r.url().endsWith('/marketplace/notifications/count'));
  await page.goto(path);
  await counted;
  await page.waitForFunction((n) => (window as any).fm?.source?.readyState === 1 && document.getElementById('unread-badge')?.textContent === String(n), unread);
}

test('each page asks for the unread count once and shows it on the badge', async () => {
  const driver = await signUp(suite.server, 'driver');
  await suite.server.db
    .insertInto('notifications')
    .values([
      { userId: driver.id, kind: 'announcement', title: 'Welcome', body: 'Hello' },
      { userId: driver.id, kind: 'announcement', title: 'Diwali hours', body: 'Open all week' },
    ])
    .execute();
  const { context, page } = await suite.newPage();
  await signInInBrowser(page, driver.username, driver.password);
  // The page sign-in lands on has asked already (its badge shows the count).
  await page.waitForFunction(() => (window as any).fm?.source?.readyState === 1 && document.getElementById('unread-badge')?.textContent === '2');

  const countRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/marketplace/notifications/count')) countRequests.push(page.url());
  });
  const pages = ['/driver', '/marketplace', '/driver/trips'];
  for (const path of pages) await visit(page, path, 2);
  assert.equal(await page.isHidden('#unread-badge'), false);
  // The last page's requests have all been made by now: its stream is open and its count answered.
  assert.equal(countRequests.length, pages.length, `count requests: ${countRequests.join(', ')}`);
  await context.close();
});
