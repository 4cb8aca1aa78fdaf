/**
 * The installable app and the error page in the reader's language (issue 16): the offline page in Hindi and
 * Tamil, the manifest in Hindi (its URL carries the language, since browsers fetch it without cookies), and the
 * 404 page in Hindi, each with no English left but the brand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { anonymous } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

/** The language switch names English in English, by design. */
const SWITCH = ['English'];

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('the offline page', () => {
  test('in Hindi and in Tamil', async () => {
    for (const [lang, heading] of [
      ['hi', 'इंटरनेट नहीं है'],
      ['ta', 'இணைய இணைப்பு இல்லை'],
    ] as const) {
      const res = await anonymous(server).get(`/offline?lang=${lang}`);
      assert.equal(res.status, 200);
      assert.match(res.text, new RegExp(`<html lang="${lang}"`));
      assert.ok(res.text.includes(heading));
      assert.deepEqual(englishLeft(res.text, SWITCH), [], lang);
    }
  });
});

describe('the manifest', () => {
  test('in Hindi by ?lang= (as the layout links it) or by Accept-Language; English unchanged', async () => {
    const hi = await anonymous(server).get('/manifest.webmanifest?lang=hi');
    assert.equal(hi.status, 200);
    assert.match(hi.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    assert.equal(hi.json.lang, 'hi');
    assert.equal(hi.json.name, 'FreightBazaar');
    assert.match(hi.json.description, /भारत का माल-भाड़ा बाज़ार/);
    assert.deepEqual(englishLeft(hi.json.description), []);
    const byHeader = await anonymous(server).get('/manifest.webmanifest', { headers: { 'accept-language': 'hi-IN' } });
    assert.equal(byHeader.json.lang, 'hi');
    assert.match(byHeader.headers.get('vary') ?? '', /Accept-Language/i);
    const en = await anonymous(server).get('/manifest.webmanifest');
    assert.equal(en.json.lang, 'en');
    assert.match(en.json.description, /^Find truck loads/);
  });

  test('a Hindi page links the Hindi manifest; an English page the plain one', async () => {
    assert.match((await anonymous(server).get('/offline?lang=hi')).text, /<link rel="manifest" href="\/manifest.webmanifest\?lang=hi"/);
    assert.match((await anonymous(server).get('/offline')).text, /<link rel="manifest" href="\/manifest.webmanifest"/);
  });
});

describe('the error page', () => {
  test('404 in Hindi', async () => {
    const res = await anonymous(server).get('/no-such-page-here?lang=hi');
    assert.equal(res.status, 404);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /नहीं मिला/);
    assert.match(res.text, /शुरुआती पेज पर वापस/);
    assert.deepEqual(englishLeft(res.text, SWITCH), []);
  });

  test('404 in English is unchanged', async () => {
    const res = await anonymous(server).get('/no-such-page-here', { headers: { 'accept-language': 'en' } });
    assert.equal(res.status, 404);
    assert.match(res.text, /Not found/);
    assert.match(res.text, /Back to the start page/);
  });
});
