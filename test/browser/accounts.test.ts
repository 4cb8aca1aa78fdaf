import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, clickNavLink, registerInBrowser, signInInBrowser } from '../helpers/browser.js';
import { unique } from '../helpers/factories.js';

const suite = browserSuite();

test('a new user registers, lands on their dashboard, signs out and signs in again', async () => {
  const { context, page } = await suite.newPage();
  const user = { name: 'Sunita Transport', username: unique('sunita'), password: 'pass1234', role: 'shipper' as const };
  await registerInBrowser(page, user);
  assert.match(new URL(page.url()).pathname, /^\/shipper$/);
  assert.match((await page.textContent('h1')) ?? '', /Sunita Transport/);
  assert.match((await page.textContent('.flash')) ?? '', /account is ready/);

  await clickNavLink(page, 'a[href="/logout"]');
  await page.waitForURL(`${suite.server.url}/`);
  assert.match((await page.textContent('.flash')) ?? '', /signed out/);

  await signInInBrowser(page, user.username, user.password);
  assert.equal(new URL(page.url()).pathname, '/shipper');
  assert.match((await page.textContent('.who')) ?? '', /Sunita Transport/);
  await context.close();
});

test('a wrong password shows one generic message and keeps the username', async () => {
  const { context, page } = await suite.newPage();
  await page.goto('/login');
  await page.fill('#f-username', 'nobody-here');
  await page.fill('#f-password', 'wrong');
  await page.click('button[type=submit]');
  await page.waitForSelector('[role=alert]');
  assert.match((await page.textContent('[role=alert]')) ?? '', /Wrong username or password/);
  assert.equal(await page.inputValue('#f-username'), 'nobody-here');
  await context.close();
});
