/**
 * A deposit made for a load through Razorpay (test/helpers/razorpay-mock.ts): whether the checkout's signed return
 * or the payment.captured webhook credits it, the shipper ends on the load's page with the hold ready; a load that
 * is not the shipper's own is never recorded, so the way back cannot lead anywhere else.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, test } from 'node:test';
import { assertLedgerReconciles, balancesOf } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { RazorpayMock } from '../../../test/helpers/razorpay-mock.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let mock: RazorpayMock;

before(async () => {
  mock = await RazorpayMock.start();
  server = await startTestServer(mock.env());
});
after(async () => {
  await server?.close();
  await mock?.close();
});
afterEach(async () => {
  await assertLedgerReconciles(server.db, 'after the test');
});

/** What Razorpay's page sends back: a POST from its origin, with no session cookie (SameSite). */
function fromRazorpay(body: Record<string, string>) {
  return anonymous(server).post('/escrow/deposit/return', body, { headers: { origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' } });
}

/** A shipper with a load (₹20,000 accepted, so ₹21,000 to hold) and a Razorpay deposit of ₹21,000 started for it. */
async function depositForLoad(): Promise<{ shipper: SignedInUser; loadId: string; depositId: string; orderId: string }> {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 2_000_000);
  const res = await shipper.client.postJson('/escrow/deposit', { amount: 21_000, for_load: load.id });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.deposit.for_load_id, load.id);
  assert.equal(res.json.data.deposit.status, 'pending');
  return { shipper, loadId: load.id, depositId: res.json.data.deposit.id, orderId: res.json.data.deposit.order_id };
}

test("paid in Razorpay's checkout: the signed return credits it and the shipper lands on the load, 'Hold ₹21,000' ready", async () => {
  const { shipper, loadId, depositId, orderId } = await depositForLoad();
  const { returnBody } = mock.pay(orderId);
  const back = await fromRazorpay(returnBody);
  assert.equal(back.status, 302);
  assert.equal(back.location, `/escrow/deposits/${depositId}`);
  const page = await shipper.client.get(back.location!);
  assert.equal(page.status, 302);
  assert.equal(page.location, `/loads/${loadId}#payment`);
  const load = await shipper.client.get(`/loads/${loadId}`);
  assert.match(load.text, /₹21,000 added to your balance\. Hold ₹21,000 for this load below\./);
  assert.match(load.text, /<form method="post" action="\/escrow\/hold"[\s\S]*?Hold ₹21,000 in escrow/);
  assert.equal((await balancesOf(server.db, shipper.id)).available, 2_100_000);
});

test('paid but the browser never came back: the webhook credits it and the waiting deposit page sends the shipper to the load', async () => {
  const { shipper, loadId, depositId, orderId } = await depositForLoad();
  const waiting = await shipper.client.get(`/escrow/deposits/${depositId}`);
  assert.equal(waiting.status, 200, 'pending: the page with the checkout');
  assert.match(waiting.text, /id="razorpay-checkout"/);
  assert.match(waiting.text, new RegExp(`href="/loads/${loadId}#payment"`));
  const { payment } = mock.pay(orderId);
  const hook = await mock.sendWebhook(server.url, 'payment.captured', { payment });
  assert.equal(hook.json.data.outcome, 'credited');
  const credited = await shipper.client.get(`/escrow/deposits/${depositId}`);
  assert.equal(credited.status, 302);
  assert.equal(credited.location, `/loads/${loadId}#payment`);
});

test("another shipper's load is not recorded on a Razorpay deposit: once paid, its page stays the deposit's", async () => {
  const { loadId } = await depositForLoad();
  const other = await signUp(server, 'shipper');
  const res = await other.client.postJson('/escrow/deposit', { amount: 1_000, for_load: loadId });
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.data.deposit.for_load_id, null);
  const { returnBody } = mock.pay(res.json.data.deposit.order_id);
  const back = await fromRazorpay(returnBody);
  const page = await other.client.get(back.location!);
  assert.equal(page.status, 200);
  assert.doesNotMatch(page.text, new RegExp(loadId));
});
