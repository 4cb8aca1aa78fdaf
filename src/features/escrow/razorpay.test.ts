/**
 * Real money through Razorpay, against a local stand-in of its API
 * (test/helpers/razorpay-mock.ts) that also sends the signed webhooks: a
 * deposit is credited only once the payment is verified, exactly once whatever
 * arrives (the checkout return, payment.captured, order.paid, together or
 * again); forged and replayed webhooks change nothing; payouts go through
 * RazorpayX and end processed, reversed or failed; money that came in through
 * the simulated gateway never leaves through a real payout. The ledger must
 * reconcile after every test.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, afterEach, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { assertLedgerReconciles, balancesOf, depositPaise, markDelivered } from '../../../test/helpers/escrow-factories.js';
import { RazorpayMock } from '../../../test/helpers/razorpay-mock.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let mock: RazorpayMock;
let admin: SignedInUser;

before(async () => {
  mock = await RazorpayMock.start();
  server = await startTestServer(mock.env());
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
  await mock?.close();
});
afterEach(async () => {
  mock.unreachable = false;
  await assertLedgerReconciles(server.db, 'after the test');
});

/** What Razorpay's page sends back: a POST from its origin, with no session cookie (SameSite). */
function fromRazorpay(body: Record<string, string>) {
  return anonymous(server).post('/escrow/deposit/return', body, { headers: { origin: 'https://api.razorpay.com', 'sec-fetch-site': 'cross-site' } });
}

async function depositRow(id: string) {
  return server.db.selectFrom('escrowDeposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function depositTransactionsOf(userId: string): Promise<number> {
  const rows = await server.db
    .selectFrom('escrowEntries')
    .innerJoin('escrowTransactions', 'escrowTransactions.id', 'escrowEntries.transactionId')
    .innerJoin('escrowAccounts', 'escrowAccounts.id', 'escrowEntries.accountId')
    .select('escrowTransactions.id')
    .where('escrowAccounts.userId', '=', userId)
    .where('escrowTransactions.kind', '=', 'deposit')
    .execute();
  return rows.length;
}

/** A shipper starts a deposit through the JSON API: a pending deposit and its Razorpay order. */
async function startDeposit(shipper: SignedInUser, rupees: number) {
  const res = await shipper.client.postJson('/escrow/deposit', { amount: rupees });
  assert.equal(res.status, 201, res.text);
  const d = res.json.data.deposit;
  return { id: d.id as string, orderId: d.order_id as string, res };
}

/** A shipper with `rupees` deposited for real (paid in the checkout and credited by the return). */
async function paidShipper(rupees: number): Promise<SignedInUser> {
  const shipper = await signUp(server, 'shipper');
  const { orderId } = await startDeposit(shipper, rupees);
  const { returnBody } = mock.pay(orderId);
  assert.equal((await fromRazorpay(returnBody)).status, 302);
  assert.equal((await balancesOf(server.db, shipper.id)).available, rupees * 100);
  return shipper;
}

/** A driver with `rupees` of real earnings (a paid shipper's load, held, delivered, released). */
async function earningDriver(rupees: number): Promise<SignedInUser> {
  const shipper = await paidShipper(rupees * 2);
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, rupees * 100, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
  return driver;
}

async function payoutRow(id: string) {
  return server.db.selectFrom('payoutRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('deposits through Razorpay', () => {
  test('a paid deposit: the form opens Razorpay’s checkout, nothing is counted until the signed return is verified, then it is credited once', async () => {
    const shipper = await signUp(server, 'shipper');
    const page = await shipper.client.get('/escrow/deposit');
    assert.equal(page.status, 200);
    assert.match(page.text, /Continue to payment/);
    assert.doesNotMatch(page.text, /simulated payment gateway/);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(page.text)![1];

    const posted = await shipper.client.post('/escrow/deposit', { amount: '5,000', idempotency_key: key });
    assert.equal(posted.status, 302);
    const depositId = posted.location!.split('/').pop()!;
    assert.equal(posted.location, `/escrow/deposits/${depositId}`);
    // Pending: an order at the gateway for exactly the amount, nothing in the balance.
    const pending = await depositRow(depositId);
    assert.equal(pending.status, 'pending');
    assert.equal(pending.gateway, 'razorpay');
    const order = mock.orders.get(pending.gatewayOrderId!)!;
    assert.equal(order.amount, 500_000);
    assert.equal(order.currency, 'INR');
    assert.equal(order.receipt, depositId);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
    assert.equal((await shipper.client.get('/api/escrow')).json.data.account.available, 0);

    // The deposit page is a plain form to Razorpay's hosted checkout (works without JavaScript).
    const checkout = await shipper.client.get(`/escrow/deposits/${depositId}`);
    assert.equal(checkout.status, 200);
    assert.match(checkout.text, new RegExp(`<form method="post" action="${mock.url}/v1/checkout/embedded"`));
    for (const [name, value] of [
      ['key_id', mock.keyId],
      ['order_id', order.id],
      ['amount', '500000'],
      ['currency', 'INR'],
      ['callback_url', `${server.url}/escrow/deposit/return`],
    ]) {
      assert.match(checkout.text, new RegExp(`name="${name.replace(/[[\]]/g, '\\$&')}" value="${value}"`), `checkout field ${name}`);
    }
    assert.match(checkout.text, />Waiting for payment<\/span>\s*<small class="status-note">Not in your balance yet\./);
    // The CSP lets exactly that form leave the site.
    assert.match(checkout.headers.get('content-security-policy') ?? '', new RegExp(`form-action 'self' ${mock.url}`));

    // The payer pays; Razorpay's page posts back (cross-site, no session): verified, credited.
    const { payment, returnBody } = mock.pay(order.id);
    const back = await fromRazorpay(returnBody);
    assert.equal(back.status, 302);
    assert.equal(back.location, `/escrow/deposits/${depositId}`);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 500_000, held: 0, reserved: 0 });
    const credited = await depositRow(depositId);
    assert.equal(credited.status, 'credited');
    assert.equal(credited.gatewayPaymentId, payment.id);
    const shown = await shipper.client.get(`/escrow/deposits/${depositId}`);
    assert.match(shown.text, />Added to balance<\/span>/);
    assert.doesNotMatch(shown.text, /razorpay-checkout/);

    // The webhooks arrive afterwards (and the return again): nothing more is credited.
    assert.equal((await mock.sendWebhook(server.url, 'payment.captured', { payment })).json.data.outcome, 'already-credited');
    assert.equal((await mock.sendWebhook(server.url, 'order.paid', { payment, order })).json.data.outcome, 'already-credited');
    assert.equal((await fromRazorpay(returnBody)).status, 302);
    assert.equal(await depositTransactionsOf(shipper.id), 1);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 500_000);
  });

  test('paid but the browser never came back: the signed payment.captured webhook credits it', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 2_000);
    const { payment } = mock.pay(orderId);
    const hook = await mock.sendWebhook(server.url, 'payment.captured', { payment });
    assert.equal(hook.status, 200);
    assert.equal(hook.json.data.outcome, 'credited');
    assert.equal((await depositRow(id)).status, 'credited');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 200_000);
  });

  test('the return, payment.captured and order.paid arriving together (twice each) credit exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const shipper = await signUp(server, 'shipper');
      const { id, orderId } = await startDeposit(shipper, 1_000);
      const { payment, returnBody } = mock.pay(orderId);
      const order = mock.orders.get(orderId)!;
      const results = await Promise.all([
        fromRazorpay(returnBody),
        mock.sendWebhook(server.url, 'payment.captured', { payment }),
        mock.sendWebhook(server.url, 'order.paid', { payment, order }),
        fromRazorpay(returnBody),
        mock.sendWebhook(server.url, 'payment.captured', { payment }),
        mock.sendWebhook(server.url, 'order.paid', { payment, order }),
      ]);
      assert.deepEqual(
        results.map((r) => r.status),
        [302, 200, 200, 302, 200, 200],
      );
      const outcomes = results
        .slice(1)
        .filter((r) => 'json' in r && r.json?.data)
        .map((r) => (r as { json: any }).json.data.outcome);
      assert.ok(outcomes.filter((o) => o === 'credited').length <= 1, `credited at most once by a webhook: ${outcomes}`);
      assert.equal(await depositTransactionsOf(shipper.id), 1);
      assert.equal((await balancesOf(server.db, shipper.id)).available, 100_000);
      assert.equal((await depositRow(id)).status, 'credited');
    }
  });

  test('a failed payment: the unsigned failure return changes nothing, payment.failed marks it failed, nothing is counted; paying again later credits it', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 3_000);
    const failed = mock.fail(orderId, 'Your bank declined the payment');
    const back = await fromRazorpay(mock.checkoutFailure(failed));
    assert.equal(back.status, 302);
    assert.equal(back.location, `/escrow/deposits/${id}`);
    assert.equal((await depositRow(id)).status, 'pending');
    // Its unsigned text is never shown: anyone can post it (here, words meant to fool the shipper).
    const injected = await shipper.client.post(
      '/escrow/deposit/return',
      { ...mock.checkoutFailure(failed), 'error[description]': 'Call +91 90000 00000 to get your refund' },
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    assert.equal(injected.status, 302);
    const told = await shipper.client.get(injected.location!);
    assert.match(told.text, /The payment did not go through. Nothing was added to your balance/);
    assert.doesNotMatch(told.text, /90000 00000/);

    const hook = await mock.sendWebhook(server.url, 'payment.failed', { payment: failed });
    assert.equal(hook.status, 200);
    assert.equal(hook.json.data.outcome, 'failed');
    const row = await depositRow(id);
    assert.equal(row.status, 'failed');
    assert.equal(row.failureReason, 'Your bank declined the payment');
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
    const page = await shipper.client.get(`/escrow/deposits/${id}`);
    assert.match(page.text, />Payment failed<\/span>\s*<small class="status-note">Nothing was added\./);
    assert.match(page.text, /Try the payment again/);

    // The same order paid on a second attempt is credited.
    const { returnBody } = mock.pay(orderId);
    assert.equal((await fromRazorpay(returnBody)).status, 302);
    assert.equal((await depositRow(id)).status, 'credited');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 300_000);
  });

  test('an abandoned checkout: the order stays unpaid, the deposit pending and never counted; the cancel page says nothing was charged', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 4_000);
    const cancelled = await shipper.client.get(`/escrow/deposits/${id}?cancelled=1`);
    assert.equal(cancelled.status, 200);
    assert.match(cancelled.text, /Nothing was charged/);
    assert.equal(mock.orders.get(orderId)!.status, 'created');
    assert.equal((await depositRow(id)).status, 'pending');
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
    // Pending money cannot be held for a load.
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000);
    const hold = await shipper.client.postJson('/escrow/hold', { load_id: load.id });
    assert.equal(hold.status, 409);
    assert.equal(hold.json.error.code, 'INSUFFICIENT_FUNDS');
  });

  test('forged webhooks (wrong secret, edited body, no signature) get 400 and change nothing; the event id is not used up', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 2_500);
    const { payment } = mock.pay(orderId);
    const wrongSecret = await mock.sendWebhook(server.url, 'payment.captured', { payment }, { secret: 'not-the-webhook-secret' });
    assert.equal(wrongSecret.status, 400);
    assert.equal(wrongSecret.json.error.code, 'VALIDATION_ERROR');
    assert.ok(wrongSecret.json.error.details['X-Razorpay-Signature']);
    // An attacker edits a genuinely signed body (a bigger amount): the signature no longer matches.
    const genuine = mock.webhookBody('payment.captured', { payment });
    const edited = genuine.replace(`"amount":${payment.amount}`, `"amount":${payment.amount * 100}`);
    const tampered = await mock.sendWebhook(server.url, '', {}, { body: edited, signature: (await import('node:crypto')).createHmac('sha256', mock.webhookSecret).update(genuine).digest('hex') });
    assert.equal(tampered.status, 400);
    const unsigned = await mock.sendWebhook(server.url, 'payment.captured', { payment }, { signature: '' });
    assert.equal(unsigned.status, 400);
    assert.equal((await depositRow(id)).status, 'pending');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 0);
    // A forged checkout return is refused too.
    const forgedReturn = await fromRazorpay({ razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: 'f'.repeat(64) });
    assert.equal(forgedReturn.status, 400);
    assert.equal((await depositRow(id)).status, 'pending');
    // The genuine event with the forged one's id still goes through.
    const real = await mock.sendWebhook(server.url, 'payment.captured', { payment }, { eventId: wrongSecret.eventId });
    assert.equal(real.status, 200);
    assert.equal(real.json.data.outcome, 'credited');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 250_000);
  });

  test('a signed webhook without an event id, or whose body is not JSON, gets 400 and changes nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 1_200);
    const { payment } = mock.pay(orderId);
    // Without X-Razorpay-Event-Id a replay could not be told apart, so the event is refused, not handled.
    const body = mock.webhookBody('payment.captured', { payment });
    const noId = await fetch(`${server.url}/escrow/webhooks/razorpay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', mock.webhookSecret).update(body).digest('hex') },
      body,
    });
    assert.equal(noId.status, 400);
    assert.ok(((await noId.json()) as any).error.details['X-Razorpay-Event-Id']);
    const notJson = await mock.sendWebhook(server.url, '', {}, { body: 'event=payment.captured' });
    assert.equal(notJson.status, 400);
    assert.ok(notJson.json.error.details.body);
    assert.equal((await depositRow(id)).status, 'pending');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 0);
    assert.equal((await mock.sendWebhook(server.url, 'payment.captured', { payment })).json.data.outcome, 'credited');
  });

  test('a replayed webhook is acknowledged and does nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const { orderId } = await startDeposit(shipper, 1_500);
    const { payment } = mock.pay(orderId);
    const first = await mock.sendWebhook(server.url, 'payment.captured', { payment });
    assert.equal(first.json.data.outcome, 'credited');
    for (let i = 0; i < 3; i++) {
      const again = await mock.replayWebhook(server.url, first);
      assert.equal(again.status, 200);
      assert.equal(again.json.data.duplicate, true);
    }
    assert.equal(await depositTransactionsOf(shipper.id), 1);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 150_000);
  });

  test('a captured payment for another amount than the order’s credits nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const { id, orderId } = await startDeposit(shipper, 10_000);
    const { payment, returnBody } = mock.pay(orderId, { amount: 100 });
    assert.equal((await mock.sendWebhook(server.url, 'payment.captured', { payment })).json.data.outcome, 'mismatch');
    assert.equal((await fromRazorpay(returnBody)).status, 302);
    assert.equal((await depositRow(id)).status, 'pending');
    assert.equal((await balancesOf(server.db, shipper.id)).available, 0);
  });

  test('the gateway unreachable: 502 with a clear message, no deposit, the form again with the amount kept', async () => {
    const shipper = await signUp(server, 'shipper');
    mock.unreachable = true;
    const json = await shipper.client.postJson('/escrow/deposit', { amount: 5000 });
    assert.equal(json.status, 502);
    assert.equal(json.json.error.code, 'PAYMENT_GATEWAY_ERROR');
    assert.match(json.json.error.message, /unreachable/);
    const html = await shipper.client.post('/escrow/deposit', { amount: '5000' });
    assert.equal(html.status, 502);
    assert.match(html.text, /payment gateway is unreachable/);
    assert.match(html.text, /name="amount"[^>]*value="5000"/);
    const rows = await server.db.selectFrom('escrowDeposits').select('id').where('userId', '=', shipper.id).execute();
    assert.equal(rows.length, 0);
    mock.unreachable = false;
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 5000 })).status, 201);
  });

  test('bad input, no session, wrong role, another shipper’s deposit: refused, and no order is made', async () => {
    const shipper = await signUp(server, 'shipper');
    const orders = mock.orders.size;
    const low = await shipper.client.postJson('/escrow/deposit', { amount: 10 });
    assert.equal(low.status, 400);
    assert.ok(low.json.error.details.amount);
    const junk = await shipper.client.post('/escrow/deposit', { amount: 'lots' });
    assert.equal(junk.status, 400);
    assert.match(junk.text, /value="lots"/);
    assert.equal(mock.orders.size, orders);
    assert.equal((await anonymous(server).postJson('/escrow/deposit', { amount: 5000 })).status, 401);
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.postJson('/escrow/deposit', { amount: 5000 })).status, 403);
    const { id } = await startDeposit(shipper, 1_000);
    const other = await signUp(server, 'shipper');
    assert.equal((await other.client.get(`/escrow/deposits/${id}`)).status, 404);
    assert.equal((await shipper.client.get(`/escrow/deposits/${id}`, { accept: 'json' })).json.data.deposit.status, 'pending');
    // The return of a payment for an unknown order, or without any fields, changes nothing.
    assert.equal((await fromRazorpay({})).status, 400);
    // The deposit form itself still refuses cross-site posts.
    const cross = await shipper.client.post('/escrow/deposit', { amount: '5000' }, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    assert.equal(cross.status, 403);
  });

  test('an Idempotency-Key retry of a deposit gets the same order', async () => {
    const shipper = await signUp(server, 'shipper');
    const headers = { 'idempotency-key': `dep-${Date.now()}` };
    const [a, b] = await Promise.all([shipper.client.postJson('/escrow/deposit', { amount: 2000 }, { headers }), shipper.client.postJson('/escrow/deposit', { amount: 2000 }, { headers })]);
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    assert.equal(a.json.data.deposit.order_id, b.json.data.deposit.order_id);
    const rows = await server.db.selectFrom('escrowDeposits').select('id').where('userId', '=', shipper.id).execute();
    assert.equal(rows.length, 1);
  });
});

describe('payouts through RazorpayX', () => {
  async function requestedPayout(driver: SignedInUser, rupees: number, dest: Record<string, string> = { method: 'upi', upi_id: 'driver@okaxis' }) {
    const res = await driver.client.postJson('/escrow/payout', { amount: rupees, ...dest });
    assert.equal(res.status, 201, res.text);
    return res.json.data.payout.id as string;
  }

  test('approved: contact, fund account and payout at RazorpayX with the idempotency key; reserved until payout.processed pays it out, once', async () => {
    const driver = await earningDriver(3_000);
    const payoutId = await requestedPayout(driver, 1_000);
    const before = mock.requests.length;
    const approved = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.json.data.payout.status, 'processing');
    const calls = mock.requests.slice(before);
    assert.deepEqual(
      calls.map((c) => `${c.method} ${c.path}`),
      ['POST /v1/contacts', 'POST /v1/fund_accounts', 'POST /v1/payouts'],
    );
    const sent = calls[2];
    assert.equal(sent.idempotencyKey, `payout-${payoutId}`);
    assert.equal((sent.body as any).amount, 100_000);
    assert.equal((sent.body as any).mode, 'UPI');
    assert.equal((sent.body as any).account_number, mock.accountNumber);
    assert.equal((calls[1].body as any).vpa.address, 'driver@okaxis');
    const row = await payoutRow(payoutId);
    assert.equal(row.status, 'processing');
    assert.equal(row.gateway, 'razorpayx');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 200_000, held: 0, reserved: 100_000 });

    const payout = mock.settlePayout(row.gatewayPayoutId!, 'processed');
    const hook = await mock.sendWebhook(server.url, 'payout.processed', { payout });
    assert.equal(hook.status, 200);
    assert.equal(hook.json.data.outcome, 'processed');
    assert.equal((await payoutRow(payoutId)).status, 'processed');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 200_000, held: 0, reserved: 0 });
    // Replayed, and sent again under a new event id: nothing more moves.
    assert.equal((await mock.replayWebhook(server.url, hook)).json.data.duplicate, true);
    assert.equal((await mock.sendWebhook(server.url, 'payout.processed', { payout })).json.data.outcome, 'unchanged');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 200_000, held: 0, reserved: 0 });
    const page = await driver.client.get('/escrow/payout');
    assert.match(page.text, /Paid to your account/);
  });

  test('reversed: the reserved money returns to the available balance, once', async () => {
    const driver = await earningDriver(2_000);
    const payoutId = await requestedPayout(driver, 1_500);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 200);
    const payout = mock.settlePayout((await payoutRow(payoutId)).gatewayPayoutId!, 'reversed', 'Beneficiary bank rejected the transfer');
    const results = await Promise.all([mock.sendWebhook(server.url, 'payout.reversed', { payout }), mock.sendWebhook(server.url, 'payout.reversed', { payout })]);
    assert.deepEqual(
      results.map((r) => r.status),
      [200, 200],
    );
    assert.deepEqual(results.map((r) => r.json.data.outcome).sort(), ['reversed', 'unchanged']);
    const row = await payoutRow(payoutId);
    assert.equal(row.status, 'reversed');
    assert.equal(row.failureReason, 'Beneficiary bank rejected the transfer');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 200_000, held: 0, reserved: 0 });
    assert.match((await driver.client.get('/escrow/payout')).text, /Reversed by the bank: returned to your balance/);
  });

  test('failed (bank account, IMPS): the money is back in the available balance; a processed payout reversed later comes back too', async () => {
    const driver = await earningDriver(4_000);
    const bank = { method: 'bank', account_number: '123456789012', ifsc: 'HDFC0001234', account_holder: 'Ravi Kumar' };
    const failedId = await requestedPayout(driver, 1_000, bank);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${failedId}/approve`, {})).status, 200);
    const sent = mock.requests.filter((r) => r.path === '/v1/payouts').at(-1)!;
    assert.equal((sent.body as any).mode, 'IMPS');
    const failed = mock.settlePayout((await payoutRow(failedId)).gatewayPayoutId!, 'failed', 'Invalid beneficiary account');
    assert.equal((await mock.sendWebhook(server.url, 'payout.failed', { payout: failed })).json.data.outcome, 'failed');
    assert.equal((await payoutRow(failedId)).status, 'failed');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 400_000, held: 0, reserved: 0 });

    const laterId = await requestedPayout(driver, 500);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${laterId}/approve`, {})).status, 200);
    const gid = (await payoutRow(laterId)).gatewayPayoutId!;
    await mock.sendWebhook(server.url, 'payout.processed', { payout: mock.settlePayout(gid, 'processed') });
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 350_000, held: 0, reserved: 0 });
    const reversed = await mock.sendWebhook(server.url, 'payout.reversed', { payout: mock.settlePayout(gid, 'reversed') });
    assert.equal(reversed.json.data.outcome, 'reversed');
    assert.equal((await mock.sendWebhook(server.url, 'payout.reversed', { payout: mock.settlePayout(gid, 'reversed') })).json.data.outcome, 'unchanged');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 400_000, held: 0, reserved: 0 });
    assert.ok((await payoutRow(laterId)).returnTransactionId);
  });

  test('payout.rejected (RazorpayX refused the transfer) counts as failed: the money is back in the available balance, once', async () => {
    const driver = await earningDriver(1_000);
    const payoutId = await requestedPayout(driver, 700);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 200);
    const payout = mock.settlePayout((await payoutRow(payoutId)).gatewayPayoutId!, 'rejected', 'Beneficiary name mismatch');
    assert.equal((await mock.sendWebhook(server.url, 'payout.rejected', { payout })).json.data.outcome, 'failed');
    assert.equal((await mock.sendWebhook(server.url, 'payout.rejected', { payout })).json.data.outcome, 'unchanged');
    const row = await payoutRow(payoutId);
    assert.equal(row.status, 'failed');
    assert.equal(row.failureReason, 'Beneficiary name mismatch');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 100_000, held: 0, reserved: 0 });
  });

  test('RazorpayX unreachable: approval and rejection answer 502, the request stays requested with its money reserved; approved later, it is paid once', async () => {
    const driver = await earningDriver(1_000);
    const payoutId = await requestedPayout(driver, 600);
    mock.unreachable = true;
    const down = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(down.status, 502);
    assert.equal(down.json.error.code, 'PAYMENT_GATEWAY_ERROR');
    assert.equal((await payoutRow(payoutId)).status, 'requested');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 40_000, held: 0, reserved: 60_000 });
    // From the admin page the refusal comes back as a message.
    const form = await admin.client.post(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(form.status, 302);
    assert.equal(form.location, '/escrow/admin/payouts');
    assert.match((await admin.client.get(form.location!)).text, /payment gateway is unreachable/);
    // Nor can it be rejected meanwhile: RazorpayX might hold a payout for it, which a rejection would pay twice.
    const reject = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/reject`, { note: 'gateway down' });
    assert.equal(reject.status, 502);
    assert.equal(reject.json.error.code, 'PAYMENT_GATEWAY_ERROR');
    assert.equal((await payoutRow(payoutId)).status, 'requested');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 40_000, held: 0, reserved: 60_000 });
    mock.unreachable = false;
    const [a, b] = await Promise.all([admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {}), admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    assert.equal([...mock.payouts.values()].filter((p) => p.reference_id === payoutId).length, 1);
  });

  test('an approval lost after RazorpayX paid (the commit failed) cannot be rejected into a double payment; approving again follows the same payout', async () => {
    const driver = await earningDriver(2_000);
    const payoutId = await requestedPayout(driver, 800);
    // The database fails the approval's commit once, after RazorpayX has made the payout (a crash at the worst moment).
    await sql`create sequence if not exists test_crash_once`.execute(server.db);
    await sql
      .raw(`create or replace function test_crash_once() returns trigger language plpgsql as $$
      begin if new.id = '${payoutId}' and new.status = 'processing' and nextval('test_crash_once') = 1 then raise exception 'simulated crash'; end if; return new; end $$`)
      .execute(server.db);
    await sql`create trigger test_crash_once before update on payout_requests for each row execute function test_crash_once()`.execute(server.db);
    try {
      const crashed = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
      assert.equal(crashed.status, 500);
      assert.equal((await payoutRow(payoutId)).status, 'requested');
      const atGateway = [...mock.payouts.values()].filter((p) => p.reference_id === payoutId);
      assert.equal(atGateway.length, 1, 'RazorpayX made the payout');

      const reject = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/reject`, { note: 'retry later' });
      assert.equal(reject.status, 409);
      assert.match(reject.json.error.message, new RegExp(`RazorpayX already has payout ${atGateway[0].id}`));
      assert.deepEqual(await balancesOf(server.db, driver.id), { available: 120_000, held: 0, reserved: 80_000 });

      const again = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
      assert.equal(again.status, 200, again.text);
      assert.equal((await payoutRow(payoutId)).gatewayPayoutId, atGateway[0].id);
      assert.equal([...mock.payouts.values()].filter((p) => p.reference_id === payoutId).length, 1, 'still one payout at RazorpayX');
    } finally {
      await sql`drop trigger if exists test_crash_once on payout_requests`.execute(server.db);
    }
  });

  test('money that came in through the simulated gateway is never paid out for real; the funds stay put', async () => {
    // A shipper funded while the app ran with the simulated gateway (development, a demo database).
    const shipper = await signUp(server, 'shipper');
    await depositPaise(server.db, { id: shipper.id, username: shipper.username, name: 'S', role: 'shipper', phone: null, plan: 'free', verified: false }, 1_000_000);
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 500_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    await markDelivered(server.db, load.id);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const marked = await server.db.selectFrom('escrowAccounts').select('simulatedPaise').where('userId', '=', driver.id).executeTakeFirstOrThrow();
    assert.equal(marked.simulatedPaise, 500_000);

    const payoutId = await requestedPayout(driver, 2_000);
    const before = mock.requests.length;
    const refused = await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {});
    assert.equal(refused.status, 409);
    assert.match(refused.json.error.message, /simulated payment gateway/);
    assert.equal(mock.requests.length, before, 'RazorpayX was not called');
    assert.equal((await payoutRow(payoutId)).status, 'requested');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 300_000, held: 0, reserved: 200_000 });
    // The admin rejects it: the money goes back to the driver's available balance.
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/reject`, { note: 'test money' })).status, 200);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 500_000, held: 0, reserved: 0 });
  });

  test('payout webhooks: forged ones are refused; only admins approve; unknown payouts are acknowledged and ignored', async () => {
    const driver = await earningDriver(1_000);
    const payoutId = await requestedPayout(driver, 500);
    assert.equal((await driver.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 403);
    assert.equal((await anonymous(server).postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 401);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 200);
    const gid = (await payoutRow(payoutId)).gatewayPayoutId!;
    const forged = await mock.sendWebhook(server.url, 'payout.reversed', { payout: { ...mock.payouts.get(gid)!, status: 'reversed' } }, { secret: 'guessed-secret' });
    assert.equal(forged.status, 400);
    assert.equal((await payoutRow(payoutId)).status, 'processing');
    const stranger = await mock.sendWebhook(server.url, 'payout.processed', { payout: { ...mock.payouts.get(gid)!, id: 'pout_unknown0000', status: 'processed', reference_id: null } });
    assert.equal(stranger.status, 200);
    assert.equal(stranger.json.data.outcome, 'unknown-payout');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 50_000, held: 0, reserved: 50_000 });
  });
});

describe('the webhook route under a strict rate limit', () => {
  let strict: TestServer;
  before(async () => {
    strict = await startTestServer({ ...mock.env(), RATE_LIMIT_MAX: '3', RATE_LIMIT_ANON_MAX: '3' });
  });
  after(async () => {
    await strict?.close();
  });

  test('Razorpay’s webhooks are never rate limited, while other requests from the same address are', async () => {
    const order = { id: 'order_nobody00000', entity: 'order' } as never;
    for (let i = 0; i < 6; i++) {
      const res = await mock.sendWebhook(strict.url, 'order.paid', { order, payment: { id: `pay_x${i}`, order_id: 'order_nobody00000', amount: 100, currency: 'INR', status: 'captured' } as never });
      assert.equal(res.status, 200, `webhook ${i}: ${res.status}`);
      assert.equal(res.json.data.outcome, 'unknown-order');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${strict.url}/login`)).status);
    assert.ok(statuses.includes(429), `other requests are limited: ${statuses}`);
  });
});
