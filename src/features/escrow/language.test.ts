/**
 * Escrow and premium in the reader's language: every page of the money area drawn in Hindi (and one in
 * Punjabi) with records made in Hindi (names, cities, reasons), so any English word left is the product's
 * own; a refused form drawn again in Hindi with its values; a JSON refusal in Hindi; and English unchanged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { runInLocale } from '../../lib/i18n/index.js';
import { cityName } from '../../lib/words.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { adminUser, assertLedgerReconciles } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { renderPaymentSection } from './section.js';

let server: TestServer;
let admin: SignedInUser;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
});

const HINDI_NAMES = ['रमेश यादव', 'सुरेश ट्रांसपोर्ट', 'गीता शर्मा', 'महेश कुमार'];
let nameIndex = 0;

/** A signed-in user with a Hindi name (the welcome flash of signing up already read). */
async function hindiUser(role: 'driver' | 'shipper'): Promise<SignedInUser> {
  const user = await signUp(server, role, { name: HINDI_NAMES[nameIndex++ % HINDI_NAMES.length] });
  await user.client.get('/escrow');
  return user;
}

/** A city as the Hindi reader sees it (the gazetteer's Indic names are filled on another branch; until then the English name). */
const hindiCity = (name: string) => runInLocale('hi', () => cityName(name));
const ROUTE = () => `${hindiCity('Pune')} → ${hindiCity('Nagpur')}`;

/** A load of `shipper` with `driver`'s accepted bid, Pune to Nagpur. */
async function hindiLoad(shipper: SignedInUser, driver: SignedInUser, rupees: number, tripStatus = 'scheduled') {
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, rupees * 100, tripStatus);
  await server.db.updateTable('loads').set({ origin: 'Pune', destination: 'Nagpur', originKey: 'pune', destinationKey: 'nagpur' }).where('id', '=', load.id).execute();
  return load;
}

/** The words of the page a Hindi reader would still read in English, besides the identifiers the test made. */
function leftOf(html: string, ...people: SignedInUser[]): string[] {
  return englishLeft(html, [...people.flatMap((p) => p.username.split(/[^A-Za-z]+/)), 'ramesh', 'okaxis', 'Administrator', 'SIM', 'name', 'okhdfcbank']);
}

function assertLang(html: string, lang: string) {
  assert.match(html, new RegExp(`<html lang="${lang}"`));
}

/** The world the pages are drawn from: a shipper who deposited and paid a delivered load, its driver with a payout request, a held load under dispute. */
let shipper: SignedInUser;
let driver: SignedInUser;
let heldLoadId: string;
let disputedLoadId: string;

describe('money pages in Hindi', () => {
  before(async () => {
    shipper = await hindiUser('shipper');
    driver = await hindiUser('driver');
    assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 100_000 })).status, 201);
    const delivered = await hindiLoad(shipper, driver, 20_000, 'delivered');
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: delivered.id })).status, 201);
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: delivered.id })).status, 200);
    const payout = await driver.client.postJson('/escrow/payout', { amount: 1_000, method: 'upi', upi_id: 'ramesh@okaxis' });
    assert.equal(payout.status, 201, payout.text);
    heldLoadId = (await hindiLoad(shipper, driver, 15_000)).id;
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: heldLoadId })).status, 201);
    disputedLoadId = (await hindiLoad(shipper, driver, 12_000)).id;
    assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: disputedLoadId })).status, 201);
    const disputed = await driver.client.postJson('/escrow/dispute', { load_id: disputedLoadId, reason: 'माल पहुँचा दिया पर माल मालिक पैसा नहीं छोड़ रहा।' });
    assert.equal(disputed.status, 201, disputed.text);
  });

  test("the driver's wallet: balances, payout requests and every movement in Hindi", async () => {
    const page = await driver.client.get('/escrow?lang=hi');
    assert.equal(page.status, 200);
    assertLang(page.text, 'hi');
    assert.match(page.text, /वॉलेट/);
    assert.match(page.text, /भाड़ा मिला/);
    assert.ok(page.text.includes(`${ROUTE()} का भाड़ा मिला`));
    assert.ok(page.text.includes('माल पहुँचने के बाद माल मालिक ने छोड़ा'));
    assert.deepEqual(leftOf(page.text, driver), []);
  });

  test("the shipper's wallet and payments for loads, with the hold and release buttons", async () => {
    const wallet = await shipper.client.get('/escrow?lang=hi');
    assertLang(wallet.text, 'hi');
    assert.match(wallet.text, /पैसा जोड़ा/);
    assert.match(wallet.text, /नकली \(टेस्ट\) गेटवे से, रेफ़रेंस/);
    assert.deepEqual(leftOf(wallet.text, shipper), []);
    await hindiLoad(shipper, driver, 9_000);
    const payments = await shipper.client.get('/shipper/payments?lang=hi');
    assert.equal(payments.status, 200);
    assertLang(payments.text, 'hi');
    assert.match(payments.text, /एस्क्रो में रखें/);
    assert.deepEqual(leftOf(payments.text, shipper), []);
  });

  test("a load's payment section, before and after the hold, in Hindi", async () => {
    const load = await hindiLoad(shipper, driver, 8_000);
    const ref = { id: load.id, ownerId: shipper.id, status: 'assigned', paymentStatus: 'unpaid', assignedDriverId: driver.id };
    const me = { id: shipper.id, role: 'shipper' as const, name: 'सुरेश', username: shipper.username } as Parameters<typeof renderPaymentSection>[1];
    // Drawn (String) inside the language: the section's components render when the page is written.
    const inHindi = (r: typeof ref) => runInLocale('hi', async () => String(await renderPaymentSection(server.db, me, r)));
    const before = await inHindi(ref);
    assert.match(before, /एस्क्रो में ₹8,400 रखें/);
    assert.deepEqual(leftOf(before), []);
    const held = await inHindi({ ...ref, id: heldLoadId, paymentStatus: 'held' });
    assert.match(held, /विवाद उठाएँ/);
    assert.deepEqual(leftOf(held), []);
    const disputed = await inHindi({ ...ref, id: disputedLoadId, paymentStatus: 'disputed' });
    assert.match(disputed, /विवाद खुला है/);
    assert.deepEqual(leftOf(disputed), []);
  });

  test('the payout form and its requests, in Hindi', async () => {
    const page = await driver.client.get('/escrow/payout?lang=hi');
    assert.equal(page.status, 200);
    assertLang(page.text, 'hi');
    assert.match(page.text, /निकासी माँगें/);
    assert.match(page.text, /एडमिन की मंज़ूरी का इंतज़ार।/);
    assert.deepEqual(leftOf(page.text, driver), []);
  });

  test('a refused payout comes back in Hindi: the form again, each message naming its field, the values kept', async () => {
    const form = await driver.client.get('/escrow/payout?lang=hi');
    const key = /name="idempotency_key" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    const refused = await driver.client.post('/escrow/payout?lang=hi', { amount: '5000', method: 'upi', upi_id: 'ramesh.okaxis', idempotency_key: key });
    assert.equal(refused.status, 400);
    assertLang(refused.text, 'hi');
    assert.match(refused.text, /UPI आईडी ऐसे डालें, जैसे name@okhdfcbank/);
    assert.match(refused.text, /value="ramesh.okaxis"/);
    assert.match(refused.text, /value="5000"/);
    assert.deepEqual(leftOf(refused.text, driver), []);
    // Below the minimum: the service's own message, on the amount field.
    const small = await driver.client.post('/escrow/payout?lang=hi', { amount: '1', method: 'upi', upi_id: 'ramesh@okaxis' });
    assert.equal(small.status, 400);
    assert.match(small.text, /कम से कम ₹[\d,]+ निकाल सकते हैं/);
    assert.match(small.text, /value="1"/);
    assert.deepEqual(leftOf(small.text, driver), []);
    // An empty amount: the message names the field in Hindi.
    const empty = await driver.client.post('/escrow/payout?lang=hi', { amount: '', method: 'upi', upi_id: 'ramesh@okaxis' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, /रकम/);
    assert.match(empty.text, /value="ramesh@okaxis"/);
  });

  test('a JSON refusal speaks the Accept-Language: the message in Hindi, the code unchanged', async () => {
    const res = await driver.client.postJson('/escrow/payout', { amount: 10_000_000, method: 'upi', upi_id: 'ramesh@okaxis' }, { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    assert.equal(res.status, 409, res.text);
    const body = res.json as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'INSUFFICIENT_FUNDS');
    assert.match(body.error.message, /^आप ज़्यादा से ज़्यादा ₹[\d,]+ निकाल सकते हैं; आपने ₹1,00,00,000 माँगे$/);
    const twice = await shipper.client.postJson('/escrow/hold', { load_id: heldLoadId }, { headers: { 'accept-language': 'hi' } });
    assert.equal(twice.status, 409);
    assert.equal((twice.json as { error: { message: string } }).error.message, 'इस लोड का भुगतान पहले से “एस्क्रो में जमा” है');
    const english = await driver.client.postJson('/escrow/payout?lang=en', { amount: 10_000_000, method: 'upi', upi_id: 'ramesh@okaxis' });
    assert.match((english.json as { error: { message: string } }).error.message, /^You can withdraw up to ₹[\d,]+; you asked for ₹1,00,00,000$/);
  });

  test('the dispute page, and its refusal, in Hindi', async () => {
    const page = await shipper.client.get(`/escrow/dispute?load_id=${heldLoadId}&lang=hi`);
    assert.equal(page.status, 200);
    assertLang(page.text, 'hi');
    assert.match(page.text, /भुगतान पर विवाद उठाएँ/);
    assert.ok(page.text.includes(ROUTE()));
    assert.deepEqual(leftOf(page.text, shipper), []);
    const short = await shipper.client.post('/escrow/dispute?lang=hi', { load_id: heldLoadId, reason: 'देर हुई' });
    assert.equal(short.status, 400);
    assert.match(short.text, /समस्या कम से कम 10 अक्षरों में लिखें/);
    assert.match(short.text, /देर हुई/);
    assert.deepEqual(leftOf(short.text, shipper), []);
  });

  test("the admin's wallet, payout queue, dispute queue and ledger reconciliation, in Hindi", async () => {
    for (const path of ['/escrow', '/escrow/admin/payouts', '/escrow/admin/disputes', '/escrow/admin/ledger', '/escrow/admin/payouts?status=approved', '/escrow/admin/disputes?status=resolved']) {
      const sep = path.includes('?') ? '&' : '?';
      const page = await admin.client.get(`${path}${sep}lang=hi`);
      assert.equal(page.status, 200, path);
      assertLang(page.text, 'hi');
      assert.deepEqual(leftOf(page.text, admin, driver, shipper), [], path);
    }
    const ledger = await admin.client.get('/escrow/admin/ledger?lang=hi');
    assert.match(ledger.text, /सारे नियम सही हैं।/);
    assert.match(ledger.text, /सभी खातों का जोड़ शून्य है/);
    const queue = await admin.client.get('/escrow/admin/disputes?lang=hi');
    assert.match(queue.text, /माल पहुँचा दिया पर माल मालिक पैसा नहीं छोड़ रहा।/);
  });

  test('the deposit page in Hindi', async () => {
    const page = await shipper.client.get('/escrow/deposit?lang=hi');
    assert.equal(page.status, 200);
    assertLang(page.text, 'hi');
    assert.match(page.text, /एस्क्रो में पैसे जोड़ें/);
    assert.deepEqual(leftOf(page.text, shipper), []);
  });

  test('the premium page in Hindi: signed out, a driver who buys it, a shipper', async () => {
    const anonymousPage = (await anonymous(server).get('/premium?lang=hi')).text;
    assertLang(anonymousPage, 'hi');
    assert.deepEqual(leftOf(anonymousPage), []);
    const before = await driver.client.get('/premium?lang=hi');
    assertLang(before.text, 'hi');
    assert.match(before.text, /प्रीमियम लें/);
    assert.deepEqual(leftOf(before.text, driver), []);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(before.text)?.[1] ?? '';
    const bought = await driver.client.post('/premium?lang=hi', { idempotency_key: key });
    assert.equal(bought.status, 302, bought.text);
    const after = await driver.client.get('/premium?lang=hi');
    assert.match(after.text, /तक प्रीमियम/);
    assert.match(after.text, /आप .* तक प्रीमियम पर हैं/);
    assert.deepEqual(leftOf(after.text, driver), []);
    const wallet = await driver.client.get('/escrow?lang=hi');
    assert.match(wallet.text, /प्रीमियम प्लान/);
    assert.match(wallet.text, /30 दिन के लिए/);
    assert.deepEqual(leftOf(wallet.text, driver), []);
    const shipperPage = await shipper.client.get('/premium?lang=hi');
    assert.deepEqual(leftOf(shipperPage.text, shipper), []);
    const adminPage = await admin.client.get('/premium?lang=hi');
    assert.deepEqual(leftOf(adminPage.text, admin), []);
  });

  test('the payout page in Punjabi', async () => {
    const page = await driver.client.get('/escrow/payout?lang=pa');
    assert.equal(page.status, 200);
    assertLang(page.text, 'pa');
    assert.match(page.text, /ਪੈਸੇ ਕਢਵਾਓ/);
    assert.deepEqual(leftOf(page.text, driver), []);
  });

  test('English is unchanged', async () => {
    const page = await driver.client.get('/escrow/payout?lang=en');
    assert.match(page.text, /Withdraw to your bank or UPI/);
    assert.match(page.text, /Awaiting admin approval\./);
    const wallet = await driver.client.get('/escrow?lang=en');
    assert.match(wallet.text, /Freight received for Pune → Nagpur/);
    assert.match(wallet.text, /Released by the shipper after delivery/);
    await assertLedgerReconciles(server.db, 'after the pages');
    assert.ok(await adminUser(server.db));
  });
});
