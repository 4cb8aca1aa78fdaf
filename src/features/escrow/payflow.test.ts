/**
 * Money flow without friction (issue 21 item 5), over real HTTP with the simulated gateway: "Add money" from a
 * load's page carries the load and the deposit sends the shipper back to it with the hold ready; transactions
 * read as people say them, once; a driver's payout destination is remembered masked for the next payout, can
 * be forgotten, and two payouts at once still cannot overdraw. Each with its refusals: validation, no session,
 * wrong role, another user's load or details. The ledger must reconcile after every test.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, afterEach, before, describe, test } from 'node:test';
import { assertLedgerReconciles, balancesOf } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let admin: SignedInUser;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
});
afterEach(async () => {
  await assertLedgerReconciles(server.db, 'after the test');
});

/** The words a person reads: the HTML without its tags and attributes. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A word said twice in a row ("Deposit Deposit"), case aside; numbers and signs do not count. */
function repeatedWords(text: string): string[] {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.filter((w, i) => i > 0 && w.toLowerCase() === words[i - 1]!.toLowerCase());
}

/** The transactions table of a page, as text. */
function transactionsText(html: string): string {
  const m = /<table id="transactions"[\s\S]*?<\/table>/.exec(html);
  return m ? textOf(m[0]) : '';
}

/** A Pune → Nagpur load of `shipper` with `driver`'s accepted bid of `rupees`. */
async function acceptedLoad(shipper: SignedInUser, driver: SignedInUser, rupees: number, tripStatus = 'scheduled') {
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, rupees * 100, tripStatus);
  await server.db.updateTable('loads').set({ origin: 'Pune', destination: 'Nagpur', originKey: 'pune', destinationKey: 'nagpur' }).where('id', '=', load.id).execute();
  return load;
}

const keyOf = (html: string) => /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1] ?? assert.fail('the form carries an idempotency key');

describe('a deposit made for a load sends the shipper back to it, the hold ready', () => {
  test("from the load's page: Add money carries the load and the shortfall; the deposit returns to the load with 'Hold ₹X'", async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await acceptedLoad(shipper, driver, 20_000);
    // ₹20,000 + 5% = ₹21,000 to hold, nothing available: the load's page links to the deposit with both.
    const page = await shipper.client.get(`/loads/${load.id}`);
    assert.equal(page.status, 200);
    const link = /href="(\/escrow\/deposit\?[^"]+)"/.exec(page.text)?.[1]?.replace(/&amp;/g, '&') ?? assert.fail('an Add money link');
    assert.equal(link, `/escrow/deposit?amount=21000&for_load=${load.id}`);

    const form = await shipper.client.get(link);
    assert.equal(form.status, 200);
    assert.match(textOf(form.text), /For the load Pune → Nagpur ?: holding ₹21,000 needs ₹21,000 more\./);
    assert.match(form.text, new RegExp(`name="for_load" value="${load.id}"`));
    assert.match(form.text, /name="amount"[^>]*value="21000"/);
    // The quick amounts keep the load.
    assert.match(form.text, new RegExp(`/escrow/deposit\\?amount=25000&amp;for_load=${load.id}`));

    const paid = await shipper.client.post('/escrow/deposit', { amount: '21000', for_load: load.id, idempotency_key: keyOf(form.text) });
    assert.equal(paid.status, 302);
    assert.equal(paid.location, `/loads/${load.id}#payment`);
    const row = await server.db.selectFrom('escrowDeposits').select(['forLoadId', 'status']).where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { forLoadId: load.id, status: 'credited' });

    const back = await shipper.client.get(`/loads/${load.id}`);
    assert.match(back.text, /₹21,000 added to your balance for this load\./);
    assert.match(back.text, /<form method="post" action="\/escrow\/hold"[\s\S]*?Hold ₹21,000 in escrow/);
    // The hold from there goes back to the load, and the money is held.
    const hold = await shipper.client.post('/escrow/hold', { load_id: load.id, next: `/loads/${load.id}` });
    assert.equal(hold.location, `/loads/${load.id}`);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 2_100_000, reserved: 0 });
  });

  test('a refused amount draws the form again for the same load; JSON answers 400 naming the amount and moves nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await acceptedLoad(shipper, driver, 20_000);
    const form = await shipper.client.get(`/escrow/deposit?amount=21000&for_load=${load.id}`);
    const refused = await shipper.client.post('/escrow/deposit', { amount: '100', for_load: load.id, idempotency_key: keyOf(form.text) });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /The minimum deposit is ₹500/);
    assert.match(refused.text, new RegExp(`name="for_load" value="${load.id}"`));
    assert.match(refused.text, /name="amount"[^>]*value="100"/);
    assert.match(textOf(refused.text), /For the load Pune → Nagpur/);
    const json = await shipper.client.postJson('/escrow/deposit', { amount: 'lots', for_load: load.id });
    assert.equal(json.status, 400);
    assert.ok(json.json.error.details.amount);
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 0, held: 0, reserved: 0 });
  });

  test('no session: the page sends to sign-in, the POST is 401; a driver is 403', async () => {
    const driver = await signUp(server, 'driver');
    const id = randomUUID();
    const page = await anonymous(server).get(`/escrow/deposit?for_load=${id}`);
    assert.equal(page.status, 302);
    assert.match(page.location ?? '', /^\/login\?next=/);
    assert.equal((await anonymous(server).postJson('/escrow/deposit', { amount: 1000, for_load: id })).status, 401);
    assert.equal((await driver.client.get(`/escrow/deposit?for_load=${id}`)).status, 403);
    assert.equal((await driver.client.postJson('/escrow/deposit', { amount: 1000, for_load: id })).status, 403);
  });

  test("another shipper's load is ignored exactly like a load that does not exist: nothing of it shows, and the deposit goes to the wallet", async () => {
    const owner = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await acceptedLoad(owner, driver, 20_000);
    // The address the shipper typed comes back only in the language switch's way back (`next`): take it and the form's key out.
    const strip = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '').replace(/name="next" value="[^"]*"/g, '').replace(/name="idempotency_key"[^>]*>/g, '');
    await other.client.get('/escrow'); // the welcome flash of signing up, read
    const theirs = await other.client.get(`/escrow/deposit?amount=1000&for_load=${load.id}`);
    const missing = await other.client.get(`/escrow/deposit?amount=1000&for_load=${randomUUID()}`);
    assert.equal(theirs.status, 200);
    assert.equal(strip(theirs.text), strip(missing.text));
    assert.doesNotMatch(theirs.text, /Nagpur|deposit-for-load/);
    assert.doesNotMatch(strip(theirs.text), new RegExp(load.id));

    const paid = await other.client.post('/escrow/deposit', { amount: '1000', for_load: load.id, idempotency_key: randomUUID() });
    assert.equal(paid.status, 302);
    assert.equal(paid.location, '/escrow');
    const json = await other.client.postJson('/escrow/deposit', { amount: 1000, for_load: load.id });
    assert.equal(json.status, 201);
    assert.equal(json.json.data.for_load_id, undefined);
    const rows = await server.db.selectFrom('escrowDeposits').select('forLoadId').where('userId', '=', other.id).execute();
    assert.deepEqual(
      rows.map((r) => r.forLoadId),
      [null, null],
    );
  });

  test('the way back is never an open redirect: an address or a next field in place of a load goes to the wallet', async () => {
    const shipper = await signUp(server, 'shipper');
    for (const forLoad of ['https://evil.example/', '//evil.example', '/escrow/../../evil', 'javascript:alert(1)']) {
      const res = await shipper.client.post('/escrow/deposit', { amount: '500', for_load: forLoad, next: 'https://evil.example/', idempotency_key: randomUUID() });
      assert.equal(res.status, 302, forLoad);
      assert.equal(res.location, '/escrow', forLoad);
    }
  });

  test("a credited deposit's page sends the shipper to the load while its hold waits and the balance covers it; once held, the page is shown", async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await acceptedLoad(shipper, driver, 20_000);
    const made = await shipper.client.postJson('/escrow/deposit', { amount: 21_000, for_load: load.id });
    assert.equal(made.status, 201, made.text);
    assert.equal(made.json.data.for_load_id, load.id);
    const deposit = await server.db.selectFrom('escrowDeposits').select('id').where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    const page = await shipper.client.get(`/escrow/deposits/${deposit.id}`);
    assert.equal(page.status, 302);
    assert.equal(page.location, `/loads/${load.id}#payment`);
    assert.match((await shipper.client.get(`/loads/${load.id}`)).text, /Hold ₹21,000 for this load below\./);
    // JSON callers get the deposit, with the load it was for.
    const json = await shipper.client.get(`/escrow/deposits/${deposit.id}`, { accept: 'json' });
    assert.equal(json.json.data.deposit.for_load_id, load.id);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const after = await shipper.client.get(`/escrow/deposits/${deposit.id}`);
    assert.equal(after.status, 200);
  });
});

describe('transactions read as people say them, once', () => {
  test("the shipper's and the driver's wallets, the admin's ledger and the JSON", async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 50_000 })).status, 201);
    const load = await acceptedLoad(shipper, driver, 20_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const cancelled = await acceptedLoad(shipper, driver, 5_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: cancelled.id })).status, 201);
    assert.equal((await shipper.client.post(`/loads/${cancelled.id}/cancel`, {})).status, 302);
    const asked = await driver.client.postJson('/escrow/payout', { amount: 5_000, method: 'upi', upi_id: 'ravi.kumar@okaxis' });
    assert.equal(asked.status, 201, asked.text);
    const rejected = await admin.client.postJson(`/escrow/admin/payouts/${asked.json.data.payout.id}/reject`, { note: 'Wrong UPI' });
    assert.equal(rejected.status, 200, rejected.text);
    const bank = await driver.client.postJson('/escrow/payout', { amount: 1_000, method: 'bank', account_number: '123456784321', ifsc: 'hdfc0001234', account_holder: 'Ravi Kumar' });
    assert.equal(bank.status, 201, bank.text);
    assert.equal((await admin.client.postJson(`/escrow/admin/payouts/${bank.json.data.payout.id}/approve`, {})).status, 200);

    const wallet = transactionsText((await shipper.client.get('/escrow')).text);
    for (const said of [
      'Money added',
      'Held for load Pune → Nagpur',
      'Paid to driver for Pune → Nagpur',
      'Platform fee for Pune → Nagpur',
      'Refund for load Pune → Nagpur',
      'The load was cancelled',
    ]) {
      assert.ok(wallet.includes(said), `the shipper's wallet says "${said}": ${wallet}`);
    }
    assert.doesNotMatch(wallet, /Deposit|Escrow hold|Platform fee for Pune → Nagpur Platform fee/);
    assert.deepEqual(repeatedWords(wallet), []);

    const earnings = transactionsText((await driver.client.get('/escrow')).text);
    for (const said of [
      'Freight received for Pune → Nagpur',
      'Payout to UPI requested',
      'To UPI ra****@okaxis, kept aside until an admin decides',
      'Payout returned to balance',
      'The request was rejected: Wrong UPI',
      'Payout to bank',
    ]) {
      assert.ok(earnings.includes(said), `the driver's wallet says "${said}": ${earnings}`);
    }
    assert.doesNotMatch(earnings, /ravi\.kumar|123456784321/);
    assert.deepEqual(repeatedWords(earnings), []);

    const ledgerPage = await admin.client.get('/escrow/admin/ledger?limit=100');
    const ledger = transactionsText(ledgerPage.text);
    for (const said of ['Money added', 'Held for load Pune → Nagpur', 'Paid to driver for Pune → Nagpur', 'Payout to bank requested', 'Payout to bank']) {
      assert.ok(ledger.includes(said), `the ledger says "${said}"`);
    }
    assert.deepEqual(repeatedWords(ledger), []);
    // The filter offers the kinds by the same names, and filters by the stored kind.
    assert.match(ledgerPage.text, /<option value="deposit"[^>]*>Money added<\/option>/);
    assert.match(ledgerPage.text, /<option value="release"[^>]*>Paid to driver<\/option>/);
    const onlyHolds = transactionsText((await shipper.client.get('/escrow?kind=hold')).text);
    assert.match(onlyHolds, /Held for load Pune → Nagpur/);
    assert.doesNotMatch(onlyHolds, /Money added/);

    // JSON keeps its values for API clients (kind, memo); only the description, words for people, reads the new way.
    const api = await shipper.client.get('/api/escrow');
    const kinds = api.json.data.transactions.map((t: { kind: string }) => t.kind);
    assert.ok(kinds.includes('deposit') && kinds.includes('hold') && kinds.includes('release'), String(kinds));
    const dep = api.json.data.transactions.find((t: { kind: string }) => t.kind === 'deposit');
    assert.equal(dep.description, 'Money added');
    assert.match(dep.memo, /^Deposit through the simulated gateway, reference /);
    const held = api.json.data.transactions.find((t: { kind: string }) => t.kind === 'hold');
    assert.equal(held.description, 'Held for load Pune → Nagpur');
  });

  test('in Hindi too, each movement named once', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 30_000 })).status, 201);
    const load = await acceptedLoad(shipper, driver, 20_000);
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
    const wallet = transactionsText((await shipper.client.get('/escrow?lang=hi')).text);
    assert.match(wallet, /पैसा जोड़ा/);
    assert.match(wallet, /लोड .+ के लिए रोका/);
    assert.match(wallet, /नकली \(टेस्ट\) गेटवे से, रेफ़रेंस/);
    assert.deepEqual(repeatedWords(wallet), []);
  });
});

/** A driver with `rupees` available: a shipper's delivered load, held and released. */
async function earningDriver(rupees: number): Promise<SignedInUser> {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: Math.max(500, rupees * 2) })).status, 201);
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, rupees * 100, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
  return driver;
}

const BANK = { method: 'bank', account_number: '1234 5678 4321', ifsc: 'sbin0004321', account_holder: 'Ravi Kumar' };

describe("a driver's payout destination is remembered, masked, for the next payout", () => {
  test('bank details given once: saved, shown masked and chosen on the next form; the next payout goes to them; never shown in full again', async () => {
    const driver = await earningDriver(10_000);
    const form = await driver.client.get('/escrow/payout');
    assert.match(form.text, /These details are saved for your next payout/);
    assert.doesNotMatch(form.text, /name="destination"/);
    const first = await driver.client.post('/escrow/payout', { amount: '2000', ...BANK, idempotency_key: keyOf(form.text) });
    assert.equal(first.status, 302);
    const saved = await server.db.selectFrom('payoutDestinations').selectAll().where('driverId', '=', driver.id).executeTakeFirstOrThrow();
    assert.deepEqual([saved.method, saved.accountNumber, saved.ifsc, saved.accountHolder, saved.upiId], ['bank', '123456784321', 'SBIN0004321', 'Ravi Kumar', null]);

    const next = await driver.client.get('/escrow/payout');
    assert.match(next.text, /<input type="radio" name="destination" value="saved" checked/);
    assert.match(textOf(next.text), /Bank account XXXXXXXX4321 · SBIN0004321 · Ravi Kumar \(saved from your last payout\)/);
    assert.doesNotMatch(next.text, /123456784321|1234 5678 4321/);
    const second = await driver.client.post('/escrow/payout', { amount: '1500', destination: 'saved', idempotency_key: keyOf(next.text) });
    assert.equal(second.status, 302);
    const requests = await server.db
      .selectFrom('payoutRequests')
      .select(['amountPaise', 'method', 'accountNumber', 'ifsc', 'accountHolder'])
      .where('driverId', '=', driver.id)
      .orderBy('createdAt')
      .execute();
    assert.deepEqual(requests[1], { amountPaise: 150_000, method: 'bank', accountNumber: '123456784321', ifsc: 'SBIN0004321', accountHolder: 'Ravi Kumar' });
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 650_000, held: 0, reserved: 350_000 });

    // Nowhere in full again: the driver's pages, the JSON, the admin's queue.
    for (const path of ['/escrow/payout', '/escrow']) assert.doesNotMatch((await driver.client.get(path)).text, /123456784321/, path);
    const api = await driver.client.get('/api/escrow/payout-destination');
    assert.deepEqual(api.json.data.destination, {
      method: 'bank',
      upi_id: null,
      account_number: 'XXXXXXXX4321',
      ifsc: 'SBIN0004321',
      account_holder: 'Ravi Kumar',
      updated_at: api.json.data.destination.updated_at,
    });
    const viaJson = await driver.client.postJson('/escrow/payout', { amount: 500, destination: 'saved' });
    assert.equal(viaJson.status, 201, viaJson.text);
    assert.equal(viaJson.json.data.payout.account_number, 'XXXXXXXX4321');
    assert.doesNotMatch(viaJson.text, /123456784321/);
    assert.doesNotMatch((await admin.client.get('/escrow/admin/payouts')).text, /123456784321/);
  });

  test('a UPI id replaces the bank account, masked as ra****@okaxis; forgetting it asks for the details again', async () => {
    const driver = await earningDriver(5_000);
    assert.equal((await driver.client.postJson('/escrow/payout', { amount: 500, ...BANK })).status, 201);
    const form = await driver.client.get('/escrow/payout');
    const changed = await driver.client.post('/escrow/payout', { amount: '500', destination: 'new', method: 'upi', upi_id: 'Ravi.Kumar@OKAXIS', idempotency_key: keyOf(form.text) });
    assert.equal(changed.status, 302);
    const page = await driver.client.get('/escrow/payout');
    assert.match(textOf(page.text), /UPI ra\*\*\*\*@okaxis \(saved from your last payout\)/);
    assert.equal(/<b id="saved-destination">([^<]*)<\/b>/.exec(page.text)?.[1], 'UPI ra****@okaxis');
    assert.doesNotMatch(page.text, /Ravi\.Kumar|ravi\.kumar/);

    const forgot = await driver.client.post('/escrow/payout/destination/forget', {});
    assert.equal(forgot.status, 302);
    assert.equal(forgot.location, '/escrow/payout');
    assert.equal(await server.db.selectFrom('payoutDestinations').select('driverId').where('driverId', '=', driver.id).executeTakeFirst(), undefined);
    const after = await driver.client.get('/escrow/payout');
    assert.match(after.text, /Your saved payout details are forgotten\./);
    assert.doesNotMatch(after.text, /name="destination"/);
    const none = await driver.client.postJson('/escrow/payout', { amount: 500, destination: 'saved' });
    assert.equal(none.status, 400);
    assert.match(none.json.error.details.destination, /No payout details are saved/);
    assert.deepEqual((await driver.client.postJson('/escrow/payout/destination/forget', {})).json.data, { destination: null });
  });

  test('a bad IFSC or UPI id: 400 naming the field, or the form again with the message and the values; nothing saved or reserved', async () => {
    const driver = await earningDriver(5_000);
    const json = await driver.client.postJson('/escrow/payout', { amount: 500, method: 'bank', account_number: '123456784321', ifsc: 'SBIN1234', account_holder: 'Ravi Kumar' });
    assert.equal(json.status, 400);
    assert.deepEqual(Object.keys(json.json.error.details), ['ifsc']);
    const upi = await driver.client.postJson('/escrow/payout', { amount: 500, method: 'upi', upi_id: 'ravi at okaxis' });
    assert.equal(upi.status, 400);
    assert.deepEqual(Object.keys(upi.json.error.details), ['upi_id']);
    const form = await driver.client.get('/escrow/payout');
    const again = await driver.client.post('/escrow/payout', {
      amount: '500',
      method: 'bank',
      account_number: '123456784321',
      ifsc: 'SBIN1234',
      account_holder: 'Ravi Kumar',
      idempotency_key: keyOf(form.text),
    });
    assert.equal(again.status, 400);
    assert.match(again.text, /name="ifsc"[^>]*value="SBIN1234"/);
    assert.match(again.text, /id="f-ifsc-error"/);
    assert.equal(await server.db.selectFrom('payoutDestinations').select('driverId').where('driverId', '=', driver.id).executeTakeFirst(), undefined);
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 500_000, held: 0, reserved: 0 });
  });

  test('no session: 401 (JSON) or sign-in; a shipper is 403; another driver never sees nor uses the saved details', async () => {
    const driver = await earningDriver(5_000);
    assert.equal((await driver.client.postJson('/escrow/payout', { amount: 500, method: 'upi', upi_id: 'ravi.kumar@okaxis' })).status, 201);
    assert.equal((await anonymous(server).get('/api/escrow/payout-destination')).status, 401);
    assert.equal((await anonymous(server).postJson('/escrow/payout/destination/forget', {})).status, 401);
    assert.equal((await anonymous(server).postJson('/escrow/payout', { amount: 500, destination: 'saved' })).status, 401);
    const shipper = await signUp(server, 'shipper');
    assert.equal((await shipper.client.get('/api/escrow/payout-destination')).status, 403);
    assert.equal((await shipper.client.postJson('/escrow/payout/destination/forget', {})).status, 403);
    assert.equal((await shipper.client.postJson('/escrow/payout', { amount: 500, destination: 'saved' })).status, 403);

    const other = await earningDriver(5_000);
    const page = await other.client.get('/escrow/payout');
    assert.doesNotMatch(page.text, /okaxis|name="destination"/);
    assert.equal((await other.client.get('/api/escrow/payout-destination')).json.data.destination, null);
    const refused = await other.client.postJson('/escrow/payout', { amount: 500, destination: 'saved' });
    assert.equal(refused.status, 400);
    assert.ok(refused.json.error.details.destination);
    // Forgetting is one's own: the first driver's details stay.
    assert.equal((await other.client.postJson('/escrow/payout/destination/forget', {})).status, 200);
    assert.ok(await server.db.selectFrom('payoutDestinations').select('driverId').where('driverId', '=', driver.id).executeTakeFirst());
  });

  test('two payouts to the saved destination at once cannot reserve more than is available', async () => {
    const driver = await earningDriver(1_000);
    assert.equal((await driver.client.postJson('/escrow/payout', { amount: 100, method: 'upi', upi_id: 'ravi.kumar@okaxis' })).status, 201);
    // ₹900 left: two requests of ₹600 race; one is reserved, the other refused.
    const results = await Promise.all([
      driver.client.postJson('/escrow/payout', { amount: 600, destination: 'saved' }),
      driver.client.postJson('/escrow/payout', { amount: 600, destination: 'saved' }),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    assert.equal(results.find((r) => r.status === 409)!.json.error.code, 'INSUFFICIENT_FUNDS');
    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 30_000, held: 0, reserved: 70_000 });
  });
});
