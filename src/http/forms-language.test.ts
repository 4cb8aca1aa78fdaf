/**
 * The shared input rules (lib/fields.ts) and the http-level refusals answer in the reader's language, through
 * real routes: a form drawn again with its messages in Hindi or Tamil (values kept), a JSON error whose message
 * and details follow Accept-Language; English stays word for word what it always was.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { tIn } from '../lib/i18n/index.js';
import { anonymous, signUp } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

let n = 0;
const driverForm = () => ({
  name: 'बलविंदर सिंह',
  username: `drvlang${Date.now().toString(36)}${n++}`,
  password: 'abcd',
  password_confirm: 'abcd',
  phone: `98${String(Date.now()).slice(-8)}`,
  vehicle_number: 'PB 10 CK 4521',
  truck_type: 'trailer',
  truck_length_ft: '40',
  capacity_tonnes: '28',
  home_city: 'लुधियाना',
});

describe("validation messages in the reader's language", () => {
  test('the driver form comes back in Hindi: the truck fields named in Hindi, each message in Hindi, values kept', async () => {
    const form = { ...driverForm(), vehicle_number: '', truck_type: '', truck_length_ft: '200', capacity_tonnes: '0', home_city: '123' };
    const res = await anonymous(server).post('/register/driver?lang=hi', form);
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    for (const message of [
      'गाड़ी नंबर लिखें, जैसे MH12AB1234',
      'गाड़ी का प्रकार चुनें',
      'गाड़ी की लंबाई 6 से 80 फ़ुट के बीच पूरी संख्या हो',
      'क्षमता 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 टन हो सकता है',
      'घर का शहर किसी जगह का नाम हो, जैसे पुणे',
    ]) {
      assert.ok(res.text.includes(message), message);
    }
    // The fields' own labels and hint.
    for (const label of ['गाड़ी नंबर', 'गाड़ी का प्रकार', 'गाड़ी की लंबाई (फ़ुट)', 'क्षमता (टन)', 'घर का शहर', tIn('hi', 'field.vehicleNumber.hint')]) {
      assert.ok(res.text.includes(label), label);
    }
    assert.match(res.text, /id="f-truck_length_ft"[^>]*aria-invalid="true"/);
    assert.match(res.text, /name="truck_length_ft"[^>]*value="200"/);
    assert.match(res.text, /name="name"[^>]*value="बलविंदर सिंह"/);
    assert.ok(!/Enter the vehicle number|Choose a truck type|must be a place name/.test(res.text));
  });

  test('the same form in Tamil', async () => {
    const form = { ...driverForm(), vehicle_number: 'ZZ99ZZ9999', home_city: '---' };
    const res = await anonymous(server).post('/register/driver?lang=ta', form);
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="ta"/);
    assert.ok(res.text.includes('இந்திய வண்டி எண் எழுதவும், எ.கா. MH12AB1234 (அல்லது BH சீரிஸ் 22BH1234AA)'));
    assert.ok(res.text.includes('சொந்த ஊர் ஒரு ஊரின் பெயராக இருக்க வேண்டும், எ.கா. புனே'));
    assert.match(res.text, /name="vehicle_number"[^>]*value="ZZ99ZZ9999"/);
  });

  test('English is unchanged', async () => {
    const form = { ...driverForm(), vehicle_number: '', truck_type: '', home_city: '123' };
    const res = await anonymous(server).post('/register/driver', form, { headers: { 'accept-language': 'en' } });
    assert.equal(res.status, 400);
    for (const message of ['Enter the vehicle number, e.g. MH12AB1234', 'Choose a truck type', 'Home city must be a place name, such as Pune']) {
      assert.ok(res.text.includes(message), message);
    }
  });

  test('JSON: details and message in Hindi with Accept-Language: hi; the code never changes', async () => {
    const driver = await signUp(server, 'driver');
    const body = { vehicle_number: 'PB10CK4521', truck_type: 'trailer', truck_length_ft: '5', capacity_tonnes: 'lots', home_city: 'Ludhiana' };
    const res = await driver.client.postJson('/driver/profile', body, { headers: { 'accept-language': 'hi' } });
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.equal(res.json.error.details.truck_length_ft, 'गाड़ी की लंबाई 6 से 80 फ़ुट के बीच पूरी संख्या हो');
    assert.equal(res.json.error.details.capacity_tonnes, 'क्षमता टन में 0 से ज़्यादा संख्या लिखें, दशमलव के बाद 2 अंक तक, जैसे 12 या 12.5');
    assert.equal(res.json.error.message, tIn('hi', 'error.validation'));

    const en = await driver.client.postJson('/driver/profile', body, { headers: { 'accept-language': 'en' } });
    assert.equal(en.json.error.details.truck_length_ft, 'Truck length must be a whole number of feet from 6 to 80');
    assert.equal(en.json.error.details.capacity_tonnes, 'Enter the capacity in tonnes as a number more than 0 with up to 2 decimals, such as 12 or 12.5');
  });

  test('the control-character refusal of every request names the field in the language', async () => {
    const user = await signUp(server, 'driver');
    const res = await user.client.postJson('/language', { lang: 'hi', next: 'a\u0000b' }, { headers: { 'accept-language': 'hi' } });
    assert.equal(res.status, 400);
    assert.equal(res.json.error.details.next, '“next” में कोई कंट्रोल कैरेक्टर (जैसे NUL बाइट) या टूटा हुआ टेक्स्ट है: उसे हटाकर फिर भेजें');
    const ta = await user.client.postJson('/language', { lang: 'xx' }, { headers: { 'accept-language': 'ta' } });
    assert.equal(ta.status, 400);
    assert.equal(ta.json.error.details.lang, 'கொடுக்கப்பட்ட மொழிகளில் ஒன்றைத் தேர்வு செய்யவும்');
  });

  test("a cross-site POST is refused in the reader's language (403)", async () => {
    const res = await anonymous(server).postJson('/language', { lang: 'hi' }, { headers: { 'accept-language': 'hi', 'sec-fetch-site': 'cross-site' } });
    assert.equal(res.status, 403);
    assert.equal(res.json.error.code, 'FORBIDDEN');
    assert.equal(res.json.error.message, 'दूसरी साइट से आया अनुरोध ठुकराया गया');
    const en = await anonymous(server).postJson('/language', { lang: 'hi' }, { headers: { 'accept-language': 'en', 'sec-fetch-site': 'cross-site' } });
    assert.equal(en.json.error.message, 'Cross-site request refused');
  });

  test('a page for other roles says whose it is in the language', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.get('/driver/profile', { headers: { 'accept-language': 'hi', accept: 'application/json' } });
    assert.equal(res.status, 403);
    assert.match(res.json.error.message, /^यह पेज .*ड्राइवर.* के खातों के लिए है$/);
  });
});
