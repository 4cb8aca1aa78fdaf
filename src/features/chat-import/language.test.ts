/**
 * Chat import in the reader's language (issue 16): the paste page and the review of a pasted Hindi/Hinglish
 * WhatsApp chat in Hindi with no English left but the chat's own words, the parser's explanations (worded in the
 * parser's thread, in the request's language), a refused save in Hindi (the table again, values kept), the
 * review in Tamil, and the JSON reading's notes by Accept-Language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formFields } from '../../../test/helpers/chat-import-factories.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { signUp, type SignedInUser, unique } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

/** Record ids (uuids, in links) are identifiers, not words. */
let server: TestServer;
let shipper: SignedInUser;
before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper', { name: 'सुरेश ट्रांसपोर्ट', username: unique('st') });
  // The welcome flash of registration (the accounts feature's) is shown once, here.
  const home = await shipper.client.get('/');
  if (home.location) await shipper.client.get(home.location);
});
after(async () => {
  await server.close();
});

/** A Hindi and Hinglish group chat, as WhatsApp exports it. */
const CHAT = [
  '26/11/26, 9:41 AM - रमेश ट्रांसपोर्ट: दिल्ली से मुंबई 20 टन 32 फीट कंटेनर 45000 कल लोडिंग',
  '26/11/26, 9:45 AM - सुरेश भाई: पुणे से चेन्नई 10 टन, कॉल 98765 43210',
  '26/11/26, 9:50 AM - रमेश ट्रांसपोर्ट: Jaipur se Ahmedabad 12 ton gaadi chahiye urgent',
].join('\n');

/** Words the page shows because this file typed them: the chat's Latin words, the username, and the cities (the gazetteer's Indic names are another part of issue 16). */
function allowed(): string[] {
  return [...(CHAT.match(/[A-Za-z]+/g) ?? []), ...(shipper.username.match(/[A-Za-z]+/g) ?? [])];
}

describe('chat import in Hindi', () => {
  test('the paste page', async () => {
    const res = await shipper.client.get('/loads/import?lang=hi');
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi"/);
    assert.deepEqual(englishLeft(res.text, allowed()), []);
    assert.match(res.text, /WhatsApp से लोड लाएँ/);
  });

  test('the review of a pasted Hindi/Hinglish chat, with the reasons in Hindi', async () => {
    const res = await shipper.client.post('/loads/import?lang=hi', { text: CHAT });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.match(res.text, /<html lang="hi"/);
    assert.deepEqual(englishLeft(res.text, allowed()), []);
    assert.match(res.text, /लाए गए लोड जाँचें/);
    assert.match(res.text, /3 संदेशों में 3 लोड मिले/);
    // The parser's explanations, made in its worker thread, are Hindi too.
    assert.match(res.text, /गाड़ी का प्रकार नहीं मिला/);
  });

  test('a refused save: the table again with the Hindi message and the rows as edited', async () => {
    const review = await shipper.client.post('/loads/import?lang=hi', { text: CHAT });
    const fields = formFields(review.text, '/loads/import/save');
    delete fields.keep;
    fields.c0_material = 'कपड़ा';
    const res = await shipper.client.post('/loads/import/save?lang=hi', fields);
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /सेव करने के लिए कम से कम एक लोड पर टिक करें।/);
    assert.match(res.text, /value="कपड़ा"/);
    assert.deepEqual(englishLeft(res.text, allowed()), []);
  });
});

describe('chat import in Tamil', () => {
  test('the review', async () => {
    const res = await shipper.client.post('/loads/import?lang=ta', { text: CHAT });
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="ta"/);
    assert.deepEqual(englishLeft(res.text, allowed()), []);
    assert.match(res.text, /வண்டி வகை கிடைக்கவில்லை/);
  });
});

describe('the JSON reading by Accept-Language', () => {
  test('notes and refusals in Hindi; fields and codes as they are; English unchanged', async () => {
    const hi = { headers: { 'accept-language': 'hi' } };
    const client = (await signUp(server, 'shipper', { name: 'अनिल', username: unique('an') })).client;
    const read = await client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton 45000 kal' }, hi);
    assert.equal(read.status, 200);
    assert.equal(read.json.data.candidates[0].errors.truck_type, 'गाड़ी का प्रकार नहीं मिला');
    const empty = await client.postJson('/api/parse-chat', { text: ' ' }, hi);
    assert.equal(empty.status, 400);
    assert.equal(empty.json.error.code, 'VALIDATION_ERROR');
    assert.equal(empty.json.error.details.text, 'पढ़ने के लिए चैट के संदेश चिपकाएँ');
    const english = await client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton 45000 kal' });
    assert.equal(english.json.data.candidates[0].errors.truck_type, 'Truck type not found');
  });
});
