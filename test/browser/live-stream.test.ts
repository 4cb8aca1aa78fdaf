import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';
import { MAX_STREAMS_PER_USER } from '../../src/http/events.js';

const suite = browserSuite();

/** The page's EventSource state: 0 connecting, 1 open, 2 closed for good. */
const state = (page: import('playwright-core').Page) => page.evaluate(() => (window as any).fm.source?.readyState ?? -1);

test(`with more than ${MAX_STREAMS_PER_USER} tabs the oldest tab's live updates stop for good (no reconnect loop); signing out in one tab stops the others`, async () => {
  const user = await signUp(suite.server, 'driver');
  const { context, page: first } = await suite.newPage();
  await signInInBrowser(first, user.username, user.password);
  const tabs = [first];
  for (let i = 1; i < MAX_STREAMS_PER_USER; i++) tabs.push(await context.newPage());
  for (const tab of tabs) {
    if (tab !== first) await tab.goto('/driver/profile');
    await tab.waitForFunction(() => (window as any).fm.source?.readyState === 1);
  }
  assert.equal(suite.server.app.events.streamsOf(user.id), MAX_STREAMS_PER_USER);

  const extra = await context.newPage();
  await extra.goto('/driver/trips');
  await extra.waitForFunction(() => (window as any).fm.source?.readyState === 1);
  // The oldest tab is told its stream ended and closes it instead of reconnecting (which would evict the next tab).
  await first.waitForFunction(() => (window as any).fm.source.readyState !== 1);
  assert.equal(await state(first), 2, 'closed, not reconnecting');
  for (const tab of tabs.slice(1)) assert.equal(await state(tab), 1);
  assert.equal(suite.server.app.events.streamsOf(user.id), MAX_STREAMS_PER_USER);

  // Signing out in one tab ends the live stream of every tab of that session.
  await Promise.all([extra.waitForURL((u) => u.pathname === '/'), extra.goto('/logout')]);
  for (const tab of tabs.slice(1)) {
    await tab.waitForFunction(() => (window as any).fm.source.readyState !== 1);
    assert.equal(await state(tab), 2);
  }
  assert.equal(suite.server.app.events.streamsOf(user.id), 0);
  await context.close();
});
