/**
 * The premium plan (issue 15 item 9): a driver pays from the wallet in one transaction (balance debited as a
 * subscription to the platform, plan and end date set, the ledger still reconciling), a short balance is
 * refused with the form again and nothing changed, only drivers buy, a double submit buys once, and a
 * premium whose end has passed counts as free where the bid limit is checked.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bidBody, insertBid } from '../../../test/helpers/bids-factories.js';
import { assertLedgerReconciles, balancesOf, countTransactions, insertHeldLoad, insertUser, platformFeesPaise } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import type { SessionUser } from '../../http/context.js';
import { releaseFunds } from '../escrow/service.js';

const PRICE = 29_900;
let server: TestServer;
before(async () => {
  server = await startTestServer({ PAYMENT_GATEWAY: 'simulated' });
});
after(async () => {
  await server.close();
});

const db = () => server.db;
const json = { accept: 'json' as const };
const DAY = 86_400_000;

function session(u: SignedInUser): SessionUser {
  return { id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free', verified: false };
}

/** Puts `paise` in the driver's available balance the real way: a shipper's freight held, delivered and released. */
async function fund(driver: SignedInUser, paise: number): Promise<void> {
  const shipper = await insertUser(db(), 'shipper');
  const held = await insertHeldLoad(db(), shipper, session(driver), paise, 'delivered');
  await releaseFunds(db(), shipper, { loadId: held.load.id });
}

async function planOf(userId: string) {
  return db().selectFrom('users').select(['plan', 'premiumUntil']).where('id', '=', userId).executeTakeFirstOrThrow();
}

async function purchasesOf(userId: string) {
  return db().selectFrom('premiumPurchases').selectAll().where('userId', '=', userId).execute();
}

describe('the premium page', () => {
  test('anyone reads what premium gives and costs; a signed-out reader is asked to sign in', async () => {
    const page = await anonymous(server).get('/premium');
    assert.equal(page.status, 200);
    assert.match(page.text, /₹299/);
    assert.match(page.text, /5 bids a day/);
    assert.match(page.text, /href="\/login\?next=%2Fpremium"/);
    assert.doesNotMatch(page.text, /action="\/premium"/);
    const api = await anonymous(server).get('/premium', json);
    assert.equal(api.json.data.price, 299);
    assert.equal(api.json.data.days, 30);
    assert.equal(api.json.data.plan, undefined);
  });

  test('a driver sees their plan, their wallet and the form; a shipper is told premium is for drivers, with no form', async () => {
    const driver = await signUp(server, 'driver');
    const page = await driver.client.get('/premium');
    assert.match(page.text, /data-plan="free"/);
    assert.match(page.text, /action="\/premium"/);
    assert.match(page.text, /name="idempotency_key"/);
    // ₹0 in the wallet: the page says how much is missing and how to ask an admin.
    assert.match(page.text, /needs ₹299 more/);
    assert.match(page.text, /ask an admin/);
    const shipper = await signUp(server, 'shipper');
    const other = await shipper.client.get('/premium');
    assert.equal(other.status, 200);
    assert.match(other.text, /Premium is a plan for drivers/);
    assert.doesNotMatch(other.text, /action="\/premium"/);
  });
});

describe('buying premium from the wallet', () => {
  test('debits the balance to the platform, sets premium for 30 days, and the ledger reconciles', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 100_000);
    const before = await balancesOf(db(), driver.id);
    const fees = await platformFeesPaise(db());
    const page = await driver.client.get('/premium');
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page.text)![1]!;
    const res = await driver.client.post('/premium', { idempotency_key: key });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/premium');
    assert.equal((await balancesOf(db(), driver.id)).available, before.available - PRICE);
    assert.equal(await platformFeesPaise(db()), fees + PRICE);
    const plan = await planOf(driver.id);
    assert.equal(plan.plan, 'premium');
    const days = (new Date(plan.premiumUntil!).getTime() - Date.now()) / DAY;
    assert.ok(days > 29.9 && days <= 30, `premium for ${days} days`);
    const [purchase] = await purchasesOf(driver.id);
    assert.equal(purchase!.amountPaise, PRICE);
    const tx = await db().selectFrom('escrowTransactions').selectAll().where('id', '=', purchase!.transactionId).executeTakeFirstOrThrow();
    assert.equal(tx.kind, 'subscription');
    assert.equal(tx.amountPaise, PRICE);
    await assertLedgerReconciles(db(), 'after a premium purchase');
    // The page after the redirect says so, and the wallet's history names the payment.
    const after = await driver.client.get('/premium');
    assert.match(after.text, /You are on premium until/);
    assert.match(after.text, /data-plan="premium"/);
    const wallet = await driver.client.get('/escrow');
    assert.match(wallet.text, /Premium plan/);

    // Buying again adds 30 days after the current end, not from today.
    const again = await driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': 'second-buy' } });
    assert.equal(again.status, 201);
    const extended = await planOf(driver.id);
    assert.equal(new Date(extended.premiumUntil!).getTime() - new Date(plan.premiumUntil!).getTime(), 30 * DAY);
    assert.equal(again.json.data.plan, 'premium');
    assert.equal(again.json.data.amount, 299);
    assert.equal((await balancesOf(db(), driver.id)).available, before.available - 2 * PRICE);
    await assertLedgerReconciles(db(), 'after a second purchase');
  });

  test('a balance too small is refused: the form again with the message, nothing changed', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 20_000);
    const txBefore = await countTransactions(db(), { kind: 'subscription' });
    const res = await driver.client.post('/premium', { idempotency_key: 'short-1' });
    assert.equal(res.status, 409);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /The premium plan costs ₹299; your wallet&#39;s available balance is ₹200\. ₹99 more is needed\./);
    assert.match(res.text, /action="\/premium"/);
    const api = await driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': 'short-2' } });
    assert.equal(api.status, 409);
    assert.equal(api.json.error.code, 'INSUFFICIENT_FUNDS');
    assert.equal((await balancesOf(db(), driver.id)).available, 20_000);
    assert.deepEqual(await planOf(driver.id), { plan: 'free', premiumUntil: null });
    assert.equal((await purchasesOf(driver.id)).length, 0);
    assert.equal(await countTransactions(db(), { kind: 'subscription' }), txBefore);
    // The refused key is not spent: once funded, the same form goes through.
    await fund(driver, 20_000);
    const retry = await driver.client.post('/premium', { idempotency_key: 'short-1' });
    assert.equal(retry.status, 302);
    assert.equal((await balancesOf(db(), driver.id)).available, 40_000 - PRICE);
  });

  test('without a session: 401, for JSON and for a browser (the page asks to sign in)', async () => {
    const api = await anonymous(server).postJson('/premium', {});
    assert.equal(api.status, 401);
    assert.equal(api.json.error.code, 'UNAUTHENTICATED');
    const form = await anonymous(server).post('/premium', { idempotency_key: 'anon' });
    assert.equal(form.status, 401);
    assert.match(form.text, /href="\/login/);
  });

  test('shippers, brokers and admins cannot buy it (403), and nothing is charged', async () => {
    const shipper = await signUp(server, 'shipper');
    const broker = await signUp(server, 'broker');
    const admin = await signInAdmin(server);
    for (const u of [shipper, broker, admin]) {
      const res = await u.client.postJson('/premium', {}, { headers: { 'idempotency-key': `role-${u.username}` } });
      assert.equal(res.status, 403, `${u.role}: ${res.text.slice(0, 200)}`);
      assert.equal((await purchasesOf(u.id)).length, 0);
    }
  });

  test('premium given by an admin (no end date) has nothing to pay: 409, nothing charged', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 100_000);
    const admin = await signInAdmin(server);
    const made = await admin.client.postJson(`/admin/users/${driver.id}/plan`, { plan: 'premium' });
    assert.equal(made.status, 200, made.text.slice(0, 300));
    const res = await driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': 'given' } });
    assert.equal(res.status, 409);
    assert.equal((await balancesOf(db(), driver.id)).available, 100_000);
    const page = await driver.client.get('/premium');
    assert.match(page.text, /given by an admin, with no end date/);
    assert.doesNotMatch(page.text, /action="\/premium"/);
    // Moving the driver to free ends any paid period too (migration 038's trigger).
    await db()
      .updateTable('users')
      .set({ premiumUntil: new Date(Date.now() + 10 * DAY) })
      .where('id', '=', driver.id)
      .execute();
    await admin.client.postJson(`/admin/users/${driver.id}/plan`, { plan: 'free' });
    assert.deepEqual(await planOf(driver.id), { plan: 'free', premiumUntil: null });
  });
});

describe('double submits and races', () => {
  test('two parallel purchases with the same key charge once; the second replays the first answer', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 100_000);
    const headers = { 'idempotency-key': 'double-tap' };
    const [a, b] = await Promise.all([driver.client.postJson('/premium', {}, { headers }), driver.client.postJson('/premium', {}, { headers })]);
    assert.deepEqual([a.status, b.status], [201, 201]);
    assert.equal(a.json.data.transaction_id, b.json.data.transaction_id);
    assert.equal([a, b].filter((r) => r.headers.get('idempotent-replayed') === 'true').length, 1);
    assert.equal((await purchasesOf(driver.id)).length, 1);
    assert.equal((await balancesOf(db(), driver.id)).available, 100_000 - PRICE);
    // The same form submitted twice as a browser does: one purchase, both sent to the page.
    const [c, d] = await Promise.all([driver.client.post('/premium', { idempotency_key: 'form-twice' }), driver.client.post('/premium', { idempotency_key: 'form-twice' })]);
    assert.deepEqual([c.status, d.status], [302, 302]);
    assert.equal((await purchasesOf(driver.id)).length, 2);
    assert.equal((await balancesOf(db(), driver.id)).available, 100_000 - 2 * PRICE);
    await assertLedgerReconciles(db(), 'after parallel purchases');
  });

  test('parallel purchases with different keys never overdraw: with money for one, one buys and the others are refused', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 50_000);
    const results = await Promise.all([1, 2, 3, 4].map((i) => driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': `race-${i}` } })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409]);
    assert.equal((await balancesOf(db(), driver.id)).available, 50_000 - PRICE);
    assert.equal((await purchasesOf(driver.id)).length, 1);
    await assertLedgerReconciles(db(), 'after a purchase race');
  });
});

describe('expiry', () => {
  test('a premium whose end has passed counts as free: the page, the JSON, and the daily bid limit', async () => {
    const driver = await signUp(server, 'driver');
    await fund(driver, 100_000);
    assert.equal((await driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': 'expiry' } })).status, 201);
    const owner = await insertUser(db(), 'shipper');
    const earlier = await Promise.all([1, 2, 3, 4, 5].map(() => insertLoad(db(), owner.id)));
    for (const l of earlier) await insertBid(db(), l.id, driver.id);
    const sixth = await insertLoad(db(), owner.id);
    // While premium lasts, the sixth bid of the day goes through.
    const ok = await driver.client.postJson(`/loads/${sixth.id}/bid`, bidBody(sixth));
    assert.equal(ok.status, 201, ok.text.slice(0, 300));

    await db().updateTable('users').set({ premiumUntil: sql<Date>`now() - interval '1 minute'` }).where('id', '=', driver.id).execute();
    const seventh = await insertLoad(db(), owner.id);
    const refused = await driver.client.postJson(`/loads/${seventh.id}/bid`, bidBody(seventh));
    assert.equal(refused.status, 429);
    assert.equal(refused.json.error.code, 'BID_LIMIT_REACHED');
    const api = await driver.client.get('/premium', json);
    assert.equal(api.json.data.plan, 'free');
    const page = await driver.client.get('/premium');
    assert.match(page.text, /Free plan\. Your premium ended on/);
    // The load's bid section says the limit is reached and links to /premium.
    const loadPage = await driver.client.get(`/loads/${seventh.id}`);
    assert.match(loadPage.text, /<a href="\/premium">Upgrade to premium<\/a>/);
    // Buying again starts from now, not from the ended period.
    assert.equal((await driver.client.postJson('/premium', {}, { headers: { 'idempotency-key': 'renew' } })).status, 201);
    const days = (new Date((await planOf(driver.id)).premiumUntil!).getTime() - Date.now()) / DAY;
    assert.ok(days > 29.9 && days <= 30, `renewed for ${days} days`);
  });
});
