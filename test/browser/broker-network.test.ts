import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';
import { insertDriverProfile } from '../helpers/trips-factories.js';

const suite = browserSuite();

test('a broker invites a driver, the driver accepts from the Brokers page, and the broker then sees the phone (360 and 1280 px wide)', async () => {
  const broker = await signUp(suite.server, 'broker', { name: 'Mehta Freight Brokers' });
  const driver = await signUp(suite.server, 'driver', { name: 'Gurpreet Singh', phone: '98111 22334' });
  await insertDriverProfile(suite.server.db, driver.id, { vehicleNumber: 'PB10AB1234', available: true, homeCity: 'Ludhiana' });

  for (const width of [360, 1280]) {
    const desk = await suite.newPage();
    await desk.page.setViewportSize({ width, height: 900 });
    await signInInBrowser(desk.page, broker.username, broker.password);
    await desk.page.goto('/broker/network');
    if (width === 360) {
      await desk.page.fill('#f-username', driver.username);
      await Promise.all([desk.page.waitForURL('**/broker/network'), desk.page.click('button:has-text("Send invitation")')]);
      assert.match((await desk.page.textContent('.flash')) ?? '', /Invitation sent to Gurpreet Singh/);
    }
    assert.match((await desk.page.textContent('#invitations')) ?? '', /Gurpreet Singh/);
    assert.doesNotMatch(await desk.page.content(), /98111/, 'no phone while the invitation waits');
    assert.ok((await desk.page.evaluate(() => document.documentElement.scrollWidth)) <= width, `the broker's page does not scroll sideways at ${width}px`);

    const cab = await suite.newPage();
    await cab.page.setViewportSize({ width, height: 900 });
    await signInInBrowser(cab.page, driver.username, driver.password);
    await cab.page.goto('/driver/network');
    const invitation = cab.page.locator('#invitations li');
    assert.match((await invitation.textContent()) ?? '', /Mehta Freight Brokers/);
    const accept = (await invitation.locator('button', { hasText: 'Accept' }).boundingBox())!;
    assert.ok(accept.x >= 0 && accept.x + accept.width <= width, `Accept is on screen at ${width}px`);
    assert.ok((await cab.page.evaluate(() => document.documentElement.scrollWidth)) <= width, `the driver's page does not scroll sideways at ${width}px`);

    if (width === 1280) {
      await Promise.all([cab.page.waitForURL('**/driver/network'), invitation.locator('button', { hasText: 'Accept' }).click()]);
      assert.match((await cab.page.textContent('.flash')) ?? '', /You joined the network/);
      assert.match((await cab.page.textContent('#brokers')) ?? '', /Mehta Freight Brokers/);
      await desk.page.reload();
      const row = desk.page.locator(`#network tr[data-driver="${driver.id}"]`);
      assert.match((await row.textContent()) ?? '', /98111 22334/);
      assert.equal(await desk.page.locator('#invitations').count(), 0);
    }
    await desk.context.close();
    await cab.context.close();
  }
});
