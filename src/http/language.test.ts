import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestClient } from '../../test/helpers/client.js';
import { anonymous, insertLoad, signIn, signUp } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const langCookie = (c: TestClient) => c.cookies.get('fm_lang');
const storedLanguage = async (id: string) => (await server.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

describe('choosing the language', () => {
  test('a first visit follows Accept-Language; English when none is offered, and the English page is unchanged', async () => {
    const hindi = await anonymous(server).get('/login', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    assert.equal(hindi.status, 200);
    assert.match(hindi.text, /<html lang="hi">/);
    assert.match(hindi.text, /<h1>लॉग इन<\/h1>/);
    assert.match(hindi.text, /<label[^>]*>यूज़रनेम/);
    assert.match(hindi.headers.get('vary') ?? '', /accept-language/i);
    const tamil = await anonymous(server).get('/login', { headers: { 'accept-language': 'ta' } });
    assert.match(tamil.text, /<html lang="ta">/);
    assert.match(tamil.text, /கோடு அனுப்பு/);
    const other = await anonymous(server).get('/login', { headers: { 'accept-language': 'fr-FR,de;q=0.8' } });
    assert.match(other.text, /<html lang="en">/);
    assert.match(other.text, /<h1>Sign in<\/h1>/);
    assert.match(other.text, /Sign in with a code sent to your phone/);
    assert.match(other.text, /New here\? <a href="\/register">Create an account<\/a>/);
  });

  test('?lang=hi on any URL answers in Hindi and keeps the choice in the fm_lang cookie (a year, HttpOnly, SameSite=Lax)', async () => {
    const c = anonymous(server);
    const res = await c.get('/loadboard?lang=hi', { headers: { 'accept-language': 'en' } });
    assert.equal(res.status, 200);
    assert.match(res.text, /<html lang="hi">/);
    assert.match(res.text, /<span>लोड बोर्ड<\/span>/, 'the bottom bar in Hindi');
    assert.match(res.text, /href="\/login">लॉग इन</);
    const set = res.headers.getSetCookie().find((l) => l.startsWith('fm_lang='));
    assert.ok(set, 'the cookie is set');
    assert.match(set, /^fm_lang=hi;/);
    assert.match(set, /Max-Age=31536000/);
    assert.match(set, /HttpOnly/);
    assert.match(set, /SameSite=Lax/);
    assert.doesNotMatch(set, /Secure/, 'not Secure outside production');
    // The next page, with no ?lang and an English browser, stays Hindi.
    const next = await c.get('/register', { headers: { 'accept-language': 'en' } });
    assert.match(next.text, /<html lang="hi">/);
    assert.match(next.text, /<h1>खाता बनाएँ<\/h1>/);
    assert.match(next.text, /<a href="\/register\/shipper">माल मालिक के रूप में<\/a>/);
    // An unknown language is ignored.
    const bogus = await anonymous(server).get('/login?lang=xx');
    assert.match(bogus.text, /<html lang="en">/);
    assert.equal(
      bogus.headers.getSetCookie().find((l) => l.startsWith('fm_lang=')),
      undefined,
    );
  });

  test('the switch (POST /language) sets the language at once and goes back to a same-site next, never elsewhere', async () => {
    const c = anonymous(server);
    const page = await c.get('/loadboard?origin=Delhi&lang=mr');
    // The switch on the page returns to this page without its ?lang (which would undo the choice).
    assert.match(page.text, /<form method="post" action="\/language"><input type="hidden" name="lang" value="gu"\/><input type="hidden" name="next" value="\/loadboard\?origin=Delhi"\/>/);
    const res = await c.post('/language', { lang: 'gu', next: '/loadboard?origin=Delhi' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/loadboard?origin=Delhi');
    assert.equal(langCookie(c), 'gu');
    const after = await c.get('/loadboard');
    assert.match(after.text, /<html lang="gu">/);
    assert.match(after.text, /લોડ બોર્ડ/);
    const offsite = await c.post('/language', { lang: 'pa', next: '//evil.example/' });
    assert.equal(offsite.status, 302);
    assert.equal(offsite.location, '/');
    assert.equal(langCookie(c), 'pa');
  });

  test('a language not offered is refused, named, and changes nothing', async () => {
    const c = anonymous(server);
    await c.get('/?lang=ta');
    const json = await c.postJson('/language', { lang: 'fr' });
    assert.equal(json.status, 400);
    assert.equal(json.json.error.code, 'VALIDATION_ERROR');
    assert.ok(json.json.error.details.lang);
    const form = await c.post('/language', { lang: 'fr', next: '/loadboard' });
    assert.equal(form.status, 302);
    assert.equal(form.location, '/loadboard');
    assert.equal(langCookie(c), 'ta');
  });

  test("a signed-in user's choice is stored on the account and follows them to a fresh client at sign-in", async () => {
    const driver = await signUp(server, 'driver');
    assert.equal(await storedLanguage(driver.id), null, 'nothing chosen yet');
    const res = await driver.client.post('/language', { lang: 'hi', next: '/driver' });
    assert.equal(res.status, 302);
    assert.equal(await storedLanguage(driver.id), 'hi');
    // Another device, an English browser: after sign-in the app is in Hindi.
    const phone = await signIn(server, driver.username, driver.password);
    assert.equal(langCookie(phone), 'hi');
    const home = await phone.get('/driver', { headers: { 'accept-language': 'en-IN,en' } });
    assert.match(home.text, /<html lang="hi">/);
    assert.match(home.text, /<span>लोड खोजें<\/span>/);
    assert.match(home.text, /<span>मेरी बोलियाँ<\/span>/);
    assert.match(home.text, /<a href="\/logout">लॉग आउट<\/a>/);
    // Kept across sign-out and sign-in on that device.
    await phone.get('/logout');
    const again = await phone.get('/login');
    assert.match(again.text, /<html lang="hi">/);
  });

  test('an account that never chose takes the language its browser chose at sign-in; a stored choice wins over the browser', async () => {
    const shipper = await signUp(server, 'shipper');
    const c = new TestClient(server.url);
    await c.get('/login?lang=pa');
    const signed = await c.post('/login', { username: shipper.username, password: shipper.password });
    assert.equal(signed.status, 302);
    assert.equal(await storedLanguage(shipper.id), 'pa');
    const other = new TestClient(server.url);
    await other.get('/login?lang=ta');
    await other.post('/login', { username: shipper.username, password: shipper.password });
    assert.equal(langCookie(other), 'pa');
    assert.equal(await storedLanguage(shipper.id), 'pa');
  });

  test('one user switching on two devices at once: the account keeps one of the two, each device its own', async () => {
    const broker = await signUp(server, 'broker');
    const second = await signIn(server, broker.username, broker.password);
    const [a, b] = await Promise.all([broker.client.post('/language', { lang: 'mr', next: '/broker' }), second.post('/language', { lang: 'gu', next: '/broker' })]);
    assert.equal(a.status, 302);
    assert.equal(b.status, 302);
    assert.ok(['mr', 'gu'].includes(String(await storedLanguage(broker.id))));
    assert.equal(langCookie(broker.client), 'mr');
    assert.equal(langCookie(second), 'gu');
  });

  test('the database refuses a language that is not offered', async () => {
    const driver = await signUp(server, 'driver');
    await assert.rejects(server.db.updateTable('users').set({ language: 'fr' }).where('id', '=', driver.id).execute(), /users_language_check/);
  });
});

describe('words and errors in the language', () => {
  test('a JSON error follows Accept-Language; its code does not change', async () => {
    const en = await anonymous(server).get('/api/me', { accept: 'json' });
    assert.equal(en.status, 401);
    assert.equal(en.json.error.code, 'UNAUTHENTICATED');
    assert.equal(en.json.error.message, 'Please sign in to continue');
    const hi = await anonymous(server).get('/api/me', { accept: 'json', headers: { 'accept-language': 'hi' } });
    assert.equal(hi.status, 401);
    assert.equal(hi.json.error.code, 'UNAUTHENTICATED');
    assert.equal(hi.json.error.message, 'आगे बढ़ने के लिए लॉग इन करें');
    const missing = await anonymous(server).get('/api/nothing-here', { headers: { 'accept-language': 'hi-IN' } });
    assert.equal(missing.status, 404);
    assert.equal(missing.json.error.code, 'NOT_FOUND');
    assert.equal(missing.json.error.message, 'पेज नहीं मिला');
    // A body (read from stream events) keeps the request's language: the switch's own refusal in Tamil.
    const bad = await anonymous(server).postJson('/language', { lang: 'fr' }, { headers: { 'accept-language': 'ta' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.error.code, 'VALIDATION_ERROR');
    assert.equal(bad.json.error.message, 'படிவத்தை சரிபார்க்கவும்');
  });

  test('a load of the board gives its distance and age in Hindi through words.ts', async () => {
    const shipper = await signUp(server, 'shipper');
    await insertLoad(server.db, shipper.id, { truckType: 'reefer', origin: 'Nagpur', destination: 'Raipur' });
    const res = await anonymous(server).get('/loadboard?lang=hi');
    assert.equal(res.status, 200);
    assert.match(res.text, /≈ [\d,]+ कि\.मी\./);
    assert.match(res.text, /IST">अभी<\/time>/);
    const english = await anonymous(server).get('/loadboard');
    assert.match(english.text, /≈ [\d,]+ km/);
    assert.match(english.text, /IST">just now<\/time>/);
  });

  test("a status badge reads in Hindi on the owner's load page", async () => {
    const shipper = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, shipper.id, { status: 'open' });
    await shipper.client.post('/language', { lang: 'hi' });
    const page = await shipper.client.get(`/loads/${load.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<span class="pill tone-info open"[^>]*>खुला<\/span>/);
  });
});
