import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, clickNavLink, openFilters, signInInBrowser } from '../helpers/browser.js';
import { signInAdmin, signUp } from '../helpers/factories.js';

const suite = browserSuite();

test('an admin suspends a user from /admin/users and that user is sent to sign in on their next page load', async () => {
  const admin = await signInAdmin(suite.server);
  const victim = await signUp(suite.server, 'driver', { name: 'Bhola Truckwala' });

  // The user is browsing, signed in.
  const user = await suite.newPage();
  await signInInBrowser(user.page, victim.username, victim.password);
  await user.page.goto('/messages');
  assert.equal(new URL(user.page.url()).pathname, '/messages');
  assert.match((await user.page.textContent('.who')) ?? '', /Bhola Truckwala/);

  // The admin finds them and suspends them (accepting the confirmation).
  const desk = await suite.newPage();
  await signInInBrowser(desk.page, 'admin', admin.password);
  assert.equal(new URL(desk.page.url()).pathname, '/admin');
  await clickNavLink(desk.page, 'nav a[href="/admin/users"]');
  // The filters are folded into one line: the admin opens them first.
  assert.equal(await desk.page.locator('form.filters').isVisible(), false, 'the filters are folded');
  await openFilters(desk.page);
  await desk.page.fill('#f-q', victim.username);
  await Promise.all([desk.page.waitForURL(/\/admin\/users\?/), desk.page.click('form.filters button[type=submit]')]);
  const row = desk.page.locator(`#user-${victim.id}`);
  assert.match((await row.textContent()) ?? '', /Active/);
  assert.equal(await desk.page.textContent('.filter-summary'), `“${victim.username}”`, 'the folded line says what the list is filtered by');
  // On a phone-sized screen the row is a card: the action is in reach without scrolling sideways.
  const width = desk.page.viewportSize()!.width;
  const button = (await row.locator('button', { hasText: 'Suspend' }).boundingBox())!;
  assert.ok(button.x >= 0 && button.x + button.width <= width, `the Suspend button is on screen (${button.x}+${button.width} of ${width})`);
  assert.ok((await desk.page.evaluate(() => document.documentElement.scrollWidth)) <= width, 'the users page does not scroll sideways');
  desk.page.once('dialog', (d) => {
    assert.match(d.message(), /Suspend Bhola Truckwala\?/);
    void d.accept();
  });
  await Promise.all([desk.page.waitForNavigation(), row.locator('button', { hasText: 'Suspend' }).click()]);
  assert.match((await desk.page.textContent('.flash')) ?? '', /Bhola Truckwala is suspended and signed out everywhere/);
  assert.match(new URL(desk.page.url()).search, new RegExp(victim.username), 'back on the filtered list');
  assert.match((await desk.page.locator(`#user-${victim.id}`).textContent()) ?? '', /Suspended/);
  assert.equal(await desk.page.locator(`#user-${victim.id} button`, { hasText: 'Unsuspend' }).count(), 1);

  // The user's very next page load sends them to sign in, and signing in with the right password says
  // the account is suspended and how to reach support.
  await user.page.reload();
  const url = new URL(user.page.url());
  assert.equal(url.pathname, '/login');
  assert.equal(url.searchParams.get('next'), '/messages');
  await user.page.fill('#f-username', victim.username);
  await user.page.fill('#f-password', victim.password);
  await user.page.click('button[type=submit]');
  await user.page.waitForSelector('[role=alert]');
  assert.match((await user.page.textContent('[role=alert]')) ?? '', /This account is suspended\. Contact support at \S+/);
  assert.equal(new URL(user.page.url()).pathname, '/login', 'still signed out');

  await user.context.close();
  await desk.context.close();
});
