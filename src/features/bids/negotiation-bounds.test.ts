/**
 * Bounded negotiation (issue 17, item 5): at most 3 counter-offers per bid by both sides together (the 4th is
 * refused, by the service and by migration 047's trigger), and an owner's counter-offer expires after
 * platform_config.counter_offer_hours (24 by default): it can no longer be accepted, the page shows it expired,
 * and the bid goes back to pending at the driver's amount, the owner's turn again.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bidBody, bidRow } from '../../../test/helpers/bids-factories.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { expireCounterOffers } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});
const db = () => server.db;

/** A shipper's load with a driver's bid of ₹42,000 on it. */
async function scene(names: { owner?: string; driver?: string } = {}, cities?: { origin: string; destination: string }) {
  const [owner, driver] = await Promise.all([signUp(server, 'shipper', names.owner ? { name: names.owner } : {}), signUp(server, 'driver', names.driver ? { name: names.driver } : {})]);
  const load = await insertLoad(db(), owner.id, cities);
  const res = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: '42000' }));
  assert.equal(res.status, 201, res.text.slice(0, 300));
  return { owner, driver, load, bidId: res.json.data.bid.id as string };
}
const ownerCounter = (owner: SignedInUser, bidId: string, amount: number) => owner.client.postJson(`/bids/${bidId}/counter`, { amount });
const driverCounter = (driver: SignedInUser, bidId: string, amount: number) => driver.client.postJson(`/bids/${bidId}/respond`, { action: 'counter', amount });
/** The owner's latest counter-offer ran out of time. */
const expireLatestCounter = (bidId: string) =>
  sql`update negotiations set expires_at = now() - interval '1 minute' where bid_id = ${bidId} and author_side = 'owner' and action = 'counter'`.execute(db());

describe('at most 3 counter-offers per bid', () => {
  test("the driver's counter after three is refused with a clear message; the owner's counter stays on the table and can be accepted", async () => {
    const { owner, driver, bidId } = await scene();
    assert.equal((await ownerCounter(owner, bidId, 38000)).status, 200);
    assert.equal((await driverCounter(driver, bidId, 41000)).status, 200);
    assert.equal((await ownerCounter(owner, bidId, 39500)).status, 200);
    const fourth = await driverCounter(driver, bidId, 40500);
    assert.equal(fourth.status, 409);
    assert.match(fourth.json.error.message, /This bid has had 3 counter-offers, the most one bid can take/);
    assert.equal((await bidRow(db(), bidId)).status, 'countered');
    assert.equal(
      Number(
        (
          await db()
            .selectFrom('negotiations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('bidId', '=', bidId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      3,
    );

    // The form of a browser comes back with the message too, and the page offers no counter form any more.
    const form = await driver.client.post(`/bids/${bidId}/respond`, { action: 'counter', amount: '40500' });
    assert.equal(form.status, 409);
    assert.match(form.text, /This bid has had 3 counter-offers/);
    const page = await driver.client.get(`/loads/${(await bidRow(db(), bidId)).loadId}`);
    assert.match(page.text, /No counter-offers left: a bid takes at most 3/);
    assert.doesNotMatch(page.text, new RegExp(`id="counter-amount-${bidId}"`));

    const accepted = await driver.client.postJson(`/bids/${bidId}/respond`, { action: 'accept', expected_amount: 39500 });
    assert.equal(accepted.status, 200, accepted.text.slice(0, 300));
    assert.equal((await bidRow(db(), bidId)).amountPaise, 3_950_000);
  });

  test("the owner's counter after three is refused as well", async () => {
    const { owner, driver, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await driverCounter(driver, bidId, 41000);
    await ownerCounter(owner, bidId, 39500);
    await expireLatestCounter(bidId);
    // The driver let it run out: the owner's turn again, but no fourth counter-offer.
    const fourth = await ownerCounter(owner, bidId, 40000);
    assert.equal(fourth.status, 409);
    assert.match(fourth.json.error.message, /3 counter-offers/);
    assert.equal((await owner.client.postJson(`/bids/${bidId}/accept`, { expected_amount: 41000 })).status, 200);
  });

  test('the database refuses a fourth counter-offer whatever the application does', async () => {
    const { owner, driver, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await driverCounter(driver, bidId, 41000);
    await ownerCounter(owner, bidId, 39500);
    await assert.rejects(
      db().insertInto('negotiations').values({ bidId, authorId: driver.id, authorSide: 'driver', action: 'counter', amountPaise: 4_000_000 }).execute(),
      (err: { constraint?: string }) => err.constraint === 'negotiations_counter_rounds',
    );
  });

  test('two counters racing for the last round: one is recorded, the other refused', async () => {
    const { owner, driver, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await driverCounter(driver, bidId, 41000);
    const results = await Promise.all([ownerCounter(owner, bidId, 39000), ownerCounter(owner, bidId, 39500)]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
    assert.equal(
      Number(
        (
          await db()
            .selectFrom('negotiations')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('bidId', '=', bidId)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      3,
    );
  });
});

describe("an owner's counter-offer expires", () => {
  test("after counter_offer_hours (platform_config); the driver's counter back does not", async () => {
    const { owner, driver, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await driverCounter(driver, bidId, 41000);
    await sql`update platform_config set counter_offer_hours = 48`.execute(db());
    try {
      await ownerCounter(owner, bidId, 39500);
    } finally {
      await sql`update platform_config set counter_offer_hours = 24`.execute(db());
    }
    const steps = await db().selectFrom('negotiations').select(['authorSide', 'createdAt', 'expiresAt']).where('bidId', '=', bidId).orderBy('createdAt').execute();
    const hours = (s: (typeof steps)[number]) => (s.expiresAt!.getTime() - s.createdAt.getTime()) / 3_600_000;
    assert.equal(hours(steps[0]), 24);
    assert.equal(steps[1].expiresAt, null);
    assert.equal(hours(steps[2]), 48);
  });

  test("an expired counter is refused when accepted, shown expired, and the bid goes back to pending at the driver's amount", async () => {
    const { owner, driver, load, bidId } = await scene();
    assert.equal((await ownerCounter(owner, bidId, 38000)).status, 200);
    await expireLatestCounter(bidId);

    const accept = await driver.client.postJson(`/bids/${bidId}/respond`, { action: 'accept', expected_amount: 38000 });
    assert.equal(accept.status, 409);
    assert.match(accept.json.error.message, /This counter-offer expired after 24 hours and can no longer be accepted/);
    const form = await driver.client.post(`/bids/${bidId}/respond`, { action: 'accept', expected_amount: '38000' });
    assert.equal(form.status, 409);
    assert.match(form.text, /This counter-offer expired after 24 hours/);
    assert.equal((await db().selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow()).status, 'open');

    const page = await driver.client.get(`/loads/${load.id}`);
    assert.match(page.text, /This counter-offer expired|Expired/);
    assert.doesNotMatch(page.text, /Accept ₹38,000/);

    assert.ok((await expireCounterOffers(db())) >= 1);
    const row = await bidRow(db(), bidId);
    assert.equal(row.status, 'pending');
    assert.equal(row.amountPaise, 4_200_000);
    assert.equal((await expireCounterOffers(db())) >= 0, true);
    assert.equal((await bidRow(db(), bidId)).status, 'pending', 'run again, nothing changes');

    // The owner's turn: accept the driver's amount.
    const ok = await owner.client.postJson(`/bids/${bidId}/accept`, { expected_amount: 42000 });
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
  });

  test('before the job ran, the owner may already act: a new counter-offer puts the bid back to the driver', async () => {
    const { owner, driver, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await expireLatestCounter(bidId);
    const again = await ownerCounter(owner, bidId, 39000);
    assert.equal(again.status, 200, again.text.slice(0, 300));
    assert.equal((await bidRow(db(), bidId)).status, 'countered');
    const accepted = await driver.client.postJson(`/bids/${bidId}/respond`, { action: 'accept', expected_amount: 39000 });
    assert.equal(accepted.status, 200, accepted.text.slice(0, 300));
  });

  test('a counter-offer still valid is untouched by the job', async () => {
    const { owner, bidId } = await scene();
    await ownerCounter(owner, bidId, 38000);
    await expireCounterOffers(db());
    assert.equal((await bidRow(db(), bidId)).status, 'countered');
  });

  test('in Hindi: the expired counter, the refusal and the rounds used read with no English left', async () => {
    const { owner, driver, load, bidId } = await scene({ owner: 'रमेश ट्रांसपोर्ट', driver: 'सुरेश यादव' }, { origin: 'इंदौर', destination: 'भोपाल' });
    await owner.client.get('/shipper?lang=hi');
    await driver.client.get('/driver?lang=hi');
    await ownerCounter(owner, bidId, 38000);
    await driverCounter(driver, bidId, 41000);
    await ownerCounter(owner, bidId, 39500);
    await expireLatestCounter(bidId);
    // The words of the bid note this scene typed in English (data, not the product's words).
    const NOT_OURS = ['Tata', 'ft', 'GPS', 'fitted', 'container'];
    const refused = await driver.client.postJson(`/bids/${bidId}/respond`, { action: 'accept' });
    assert.equal(refused.status, 409);
    assert.match(refused.json.error.message, /ख़त्म हो गया/);
    for (const who of [driver, owner]) {
      const page = await who.client.get(`/loads/${load.id}`);
      assert.match(page.text, /ख़त्म/);
      assert.deepEqual(englishLeft(page.text, NOT_OURS), [], 'English left on the load page');
    }
    const fourth = await owner.client.post(`/bids/${bidId}/counter`, { amount: '40000' });
    assert.equal(fourth.status, 409);
    assert.deepEqual(englishLeft(fourth.text, NOT_OURS), [], 'English left on the refused counter');
  });
});
