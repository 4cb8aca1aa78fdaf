/**
 * The people pages in the reader's language (issue 16): profiles of each role, phone sign-in and its SMS,
 * sign-up, the broker's driver network, the driver's pages, messages and the notification centre. Every
 * record is created with Hindi text (names, usernames, messages), so an English word left on a page is the
 * product's own, untranslated.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { lastCode, uniqueMobile } from '../../../test/helpers/accounts-factories.js';
import type { TestClient } from '../../../test/helpers/client.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { anonymous, insertAcceptedLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { insertMessage } from '../../../test/helpers/messages-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { outboxOf } from './sms.js';

/** The examples of registration numbers in the vehicle-number hint ("MH 12 AB 1234"): Latin in every language. */
const PLATE_EXAMPLE = ['MH', 'AB', 'BH', 'AA'];

let server: TestServer;
let shipper: SignedInUser;
let broker: SignedInUser;
let driver: SignedInUser;

/** A Devanagari username (the username rule takes one script's letters and digits). */
function hindiUsername(base: string): string {
  return `${base}${randomInt(100_000, 999_999)}`;
}

async function inHindi(client: TestClient, path: string) {
  const sep = path.includes('?') ? '&' : '?';
  const res = await client.get(`${path}${sep}lang=hi`);
  assert.equal(res.status, 200, `${path}: ${res.text.slice(0, 300)}`);
  assert.match(res.text, /<html lang="hi"/, path);
  return res;
}

function assertNoEnglish(html: string, allow: string[] = [], where = '') {
  assert.deepEqual(englishLeft(html, [...allow]), [], `English left on ${where}`);
}

before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper', { name: 'सुरेश अग्रवाल', username: hindiUsername('सुरेश') });
  broker = await signUp(server, 'broker', { name: 'महेश ट्रांसपोर्ट', username: hindiUsername('महेश') });
  driver = await signUp(server, 'driver', { name: 'रमेश यादव', username: hindiUsername('रमेश') });
  // The welcome flash of the (English) registration is shown once, before these tests read their pages in Hindi.
  for (const who of [shipper, broker, driver]) await useUpFlash(who.client);
});

/** Draws the signed-in home page once (where a redirect leads), which shows and uses up the waiting flash. */
async function useUpFlash(client: TestClient): Promise<void> {
  let res = await client.get('/');
  for (let i = 0; i < 3 && res.location; i++) res = await client.get(res.location);
}
after(async () => {
  await server.close();
});

describe('profiles in Hindi', () => {
  test('the driver profile: every word Hindi; after saving, the flash too', async () => {
    const page = await inHindi(driver.client, '/driver/profile');
    assert.match(page.text, /मेरी प्रोफ़ाइल और गाड़ी/);
    assertNoEnglish(page.text, PLATE_EXAMPLE, '/driver/profile');
    const saved = await driver.client.post('/driver/profile', {
      name: 'रमेश यादव',
      phone: '98111 22334',
      vehicle_number: 'MH12AB1234',
      truck_type: 'open',
      truck_length_ft: '19',
      capacity_tonnes: '9.5',
      home_city: '',
    });
    assert.equal(saved.status, 302);
    const after = await driver.client.get('/driver/profile');
    assert.match(after.text, /आपकी प्रोफ़ाइल सेव हो गई।/);
    assertNoEnglish(after.text, PLATE_EXAMPLE, '/driver/profile after saving');
  });

  test('the shipper and broker profiles (/auth/onboarding) and the mobile number page', async () => {
    for (const who of [shipper, broker]) {
      const page = await inHindi(who.client, '/auth/onboarding');
      assert.match(page.text, /आपकी प्रोफ़ाइल/);
      assertNoEnglish(page.text, [], `/auth/onboarding as ${who.role}`);
    }
    const phone = await inHindi(shipper.client, '/auth/phone');
    assert.match(phone.text, /आपका मोबाइल नंबर/);
    assertNoEnglish(phone.text, [], '/auth/phone');
  });

  test('a refused profile form comes back in Hindi: the field named in Hindi, the values kept', async () => {
    const res = await driver.client.post('/driver/profile', {
      name: '',
      phone: '98111 22334',
      vehicle_number: 'MH12AB1234',
      truck_type: 'open',
      truck_length_ft: '19',
      capacity_tonnes: '',
      home_city: '',
    });
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    // The field's name is the people catalogue's ("नाम"); the sentence around it is lib/fields.ts's.
    assert.match(res.text, /नाम/);
    assert.match(res.text, /value="MH12AB1234"/);
    assert.match(res.text, /value="98111 22334"/);
  });

  test('a refused sign-up comes back in Hindi with its message, field and values', async () => {
    const c = anonymous(server);
    await inHindi(c, '/register/shipper');
    const res = await c.post('/register/shipper', {
      name: 'गीता शर्मा',
      username: hindiUsername('गीता'),
      phone: '98765 43210',
      password: 'abcd1',
      password_confirm: 'abcd2',
      company_name: 'शर्मा ट्रेडर्स',
      gstin: '',
      city: 'Mumbai',
    });
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /दोनों पासवर्ड एक जैसे नहीं हैं/);
    assert.match(res.text, /value="शर्मा ट्रेडर्स"/);
    assert.match(res.text, /value="गीता शर्मा"/);
    assertNoEnglish(res.text, ['Mumbai'], 'the refused shipper sign-up');
  });

  test('Tamil: the driver profile in Tamil', async () => {
    const res = await driver.client.get('/driver/profile?lang=ta');
    assert.match(res.text, /<html lang="ta"/);
    assert.match(res.text, /என் சுயவிவரம், வண்டி/);
    await driver.client.get('/driver/profile?lang=hi');
    assertNoEnglish(res.text, PLATE_EXAMPLE, '/driver/profile in Tamil');
  });
});

describe('phone sign-in and sign-up in Hindi', () => {
  test('the code page is Hindi, and the SMS goes out in the language of the request that asked for it', async () => {
    const c = anonymous(server);
    await inHindi(c, '/login');
    const mobile = uniqueMobile();
    const sent = await c.post('/login', { phone: mobile.typed });
    assert.equal(sent.status, 302);
    const sms = outboxOf(server.app).lastTo(mobile.e164);
    assert.ok(sms);
    assert.match(sms.text, /लॉग इन का आपका कोड है/);
    assert.match(sms.text, /^\d{6} /);
    const page = await inHindi(c, '/verify-otp');
    assert.match(page.text, /अपना कोड डालें/);
    assertNoEnglish(page.text, [], '/verify-otp');
    // A wrong code: the form again, in Hindi.
    const code = lastCode(server, mobile.e164);
    const wrong = await c.post('/verify-otp', { code: code === '000000' ? '111111' : '000000' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /कोड सही नहीं है/);
    assertNoEnglish(wrong.text, [], '/verify-otp refused');
  });

  test('an English reader still gets the English SMS', async () => {
    const mobile = uniqueMobile();
    const sent = await anonymous(server).post('/login', { phone: mobile.typed });
    assert.equal(sent.status, 302);
    assert.match(outboxOf(server.app).lastTo(mobile.e164)?.text ?? '', /is your sign-in code for Freight Marketplace/);
  });

  test('the shipper and driver sign-up pages', async () => {
    for (const path of ['/register/shipper', '/register/driver']) {
      const page = await inHindi(anonymous(server), path);
      assertNoEnglish(page.text, PLATE_EXAMPLE, path);
    }
  });

  test('a JSON error in Hindi (Accept-Language: hi): the refused field and its message', async () => {
    const res = await anonymous(server).postJson('/auth/send-otp', { phone: '12345' }, { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    assert.equal(res.status, 400);
    assert.equal(res.json.success, false);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.equal(res.json.error.details.phone, '10 अंकों का भारतीय मोबाइल नंबर डालें, जैसे 98765 43210');
    // A client that never chose a language: Accept-Language decides.
    const api = await signUp(server, 'driver', { name: 'अजय सिंह', username: hindiUsername('अजय') });
    const self = await api.client.postJson('/api/messages', { receiver_id: api.id, content: 'नमस्ते' }, { headers: { 'accept-language': 'hi' } });
    assert.equal(self.status, 400);
    assert.equal(self.json.error.details.receiver_id, 'आप खुद को मैसेज नहीं भेज सकते');
  });
});

describe('the broker network, the driver pages, messages and notifications in Hindi', () => {
  test("the broker's network: a driver in it, an invitation waiting, the broker's other pages", async () => {
    const waiting = await signUp(server, 'driver', { name: 'सुनील कुमार', username: hindiUsername('सुनील') });
    await inHindi(broker.client, '/broker/network');
    for (const d of [driver, waiting]) {
      const res = await broker.client.post('/broker/network/add', { username: d.username });
      assert.equal(res.status, 302, res.text.slice(0, 300));
    }
    const invitation = await server.db.selectFrom('brokerInvitations').select('id').where('driverId', '=', driver.id).where('status', '=', 'pending').executeTakeFirstOrThrow();
    const driverSide = await inHindi(driver.client, '/driver/network');
    assertNoEnglish(driverSide.text, [], '/driver/network');
    assert.equal((await driver.client.post(`/driver/network/invitations/${invitation.id}/accept`)).status, 302);
    const page = await inHindi(broker.client, '/broker/network');
    assert.match(page.text, /मेरा ड्राइवर नेटवर्क/);
    assert.match(page.text, /सुनील कुमार/);
    assert.match(page.text, /रमेश यादव/);
    assertNoEnglish(page.text, PLATE_EXAMPLE, '/broker/network');
    for (const path of ['/broker', '/broker/clients', '/broker/commissions']) {
      assertNoEnglish((await inHindi(broker.client, path)).text, [], path);
    }
  });

  test("the driver's home, earnings and public profile", async () => {
    await insertAcceptedLoad(server.db, shipper.id, driver.id, 4_000_000, 'delivered');
    for (const path of ['/driver', '/driver/earnings', `/drivers/${driver.id}`]) {
      const page = await inHindi(driver.client, path);
      assertNoEnglish(page.text, PLATE_EXAMPLE, path);
    }
    const seen = await inHindi(shipper.client, `/drivers/${driver.id}`);
    assert.match(seen.text, /रमेश यादव को मैसेज करें/);
    assertNoEnglish(seen.text, PLATE_EXAMPLE, 'the public driver profile seen by a shipper');
  });

  test('the inbox and a conversation', async () => {
    await insertMessage(server.db, shipper.id, driver.id, 'कल सुबह गाड़ी लगा देना');
    await insertMessage(server.db, driver.id, shipper.id, 'ठीक है सेठ जी, आठ बजे पहुँच जाऊँगा', { readAt: new Date() });
    await insertMessage(server.db, shipper.id, driver.id, 'बढ़िया');
    const inbox = await inHindi(driver.client, '/messages');
    assert.match(inbox.text, /सुरेश अग्रवाल/);
    assert.match(inbox.text, /नहीं पढ़े/);
    assertNoEnglish(inbox.text, [], '/messages');
    const thread = await inHindi(driver.client, `/messages/${shipper.id}`);
    assert.match(thread.text, /सुरेश अग्रवाल को मैसेज/);
    assertNoEnglish(thread.text, [], 'a conversation');
    const empty = await inHindi(broker.client, '/messages');
    assertNoEnglish(empty.text, [], 'an empty inbox');
  });

  test('the notification centre: its headings, buttons and empty states', async () => {
    const fresh = await signUp(server, 'shipper', { name: 'कमला देवी', username: hindiUsername('कमला') });
    await useUpFlash(fresh.client);
    const none = await inHindi(fresh.client, '/marketplace/notifications');
    assert.match(none.text, /अभी कोई सूचना नहीं/);
    assertNoEnglish(none.text, [], 'an empty notification centre');
    await server.db
      .insertInto('notifications')
      .values([
        { userId: fresh.id, kind: 'message', title: 'रमेश यादव का नया मैसेज', body: 'कल सुबह गाड़ी लगा देंगे', link: '/messages' },
        { userId: fresh.id, kind: 'announcement', title: 'दिवाली पर छुट्टी', body: '', link: null, readAt: new Date() },
      ])
      .execute();
    const page = await inHindi(fresh.client, '/marketplace/notifications');
    assert.match(page.text, /सब पढ़ा हुआ करें/);
    assertNoEnglish(page.text, [], '/marketplace/notifications');
    const unread = await inHindi(fresh.client, '/marketplace/notifications?unread=1');
    assertNoEnglish(unread.text, [], '/marketplace/notifications?unread=1');
    const marked = await fresh.client.post('/marketplace/notifications/read', { return_to: '/marketplace/notifications' });
    assert.equal(marked.status, 302);
    const after = await fresh.client.get('/marketplace/notifications');
    assert.match(after.text, /1 सूचना पढ़ी हुई कर दी।/);
    assertNoEnglish(after.text, [], 'the notification centre after marking all read');
  });
});
