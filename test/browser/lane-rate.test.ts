/**
 * The load form's lane rate (lanes feature): choosing the cities and the truck type asks GET /api/lanes/rate and
 * draws the rate beside the truck type, in the page's language; a city the gazetteer does not know hides it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { browserSuite, registerInBrowser } from '../helpers/browser.js';
import { insertLoad, unique } from '../helpers/factories.js';

const suite = browserSuite();

test('the post form draws the lane rate when the lane is chosen, and hides it for an unknown city', async () => {
  const { context, page } = await suite.newPage();
  const user = { name: 'Lane Shipper', username: unique('lane'), password: 'pass1234', role: 'shipper' as const };
  await registerInBrowser(page, user);
  const db = suite.server.db;
  const owner = await db.selectFrom('users').select('id').where('username', '=', user.username).executeTakeFirstOrThrow();
  const driver = await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  // Five accepted trips Pune -> Nashik, container, 10 t: 1,00,000 ... 3,00,000 paise per tonne; median 1,50,000.
  for (const amountPaise of [1_000_000, 1_200_000, 1_500_000, 2_000_000, 3_000_000]) {
    const load = await insertLoad(db, owner.id, { origin: 'Pune', destination: 'Nashik', weightTonnes: 10 });
    const bid = await db
      .insertInto('bids')
      .values({ loadId: load.id, driverId: driver.id, amountPaise, estimatedDelivery: load.pickupDate, status: 'accepted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('loads').set({ status: 'delivered', acceptedBidId: bid.id }).where('id', '=', load.id).execute();
    await sql`update loads set accepted_at = now() - interval '3 days' where id = ${load.id}`.execute(db);
  }

  await page.goto('/loads/new?lang=hi');
  assert.equal(await page.isHidden('#lane-rate'), true);
  await page.fill('#f-origin', 'पुणे');
  await page.dispatchEvent('#f-origin', 'change');
  await page.fill('#f-destination', 'Nasik');
  await page.dispatchEvent('#f-destination', 'change');
  await page.selectOption('#f-truck_type', 'container');
  await page.waitForSelector('#lane-rate:not([hidden]) li');
  const text = (await page.textContent('#lane-rate')) ?? '';
  assert.match(text, /इस रूट का भाड़ा/);
  assert.match(text, /पिछले 30 दिन, 5 ट्रिप: ₹1,500\/टन \(बीच के आधे भाड़े ₹1,200–₹2,000\)/);

  await page.fill('#f-destination', 'Atlantis');
  await page.dispatchEvent('#f-destination', 'change');
  await page.waitForSelector('#lane-rate[hidden]', { state: 'attached' });
  await context.close();
});
