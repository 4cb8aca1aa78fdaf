// The pages of loads, the public pages and the shipper's pages in the reader's language: every word of the product
// translated (englishLeft lists what a Hindi reader would still read in English), the records made in Hindi.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, kolkataDate } from '../../lib/dates.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { insertBid } from '../../../test/helpers/bids-factories.js';
import { anonymous, type SignedInUser, signUp } from '../../../test/helpers/factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

/** A pickup day no other test uses, so that a board filtered on it shows this file's loads only. */
const PICKUP = addDays(kolkataDate(), 297);

/** A user who reads Hindi (the fm_lang cookie), with a Devanagari name. */
async function hindiUser(role: 'driver' | 'shipper', name: string): Promise<SignedInUser> {
  const user = await signUp(server, role, { name });
  user.client.cookies.set('fm_lang', 'hi');
  await readWelcome(user);
  return user;
}

/** A Hindi load posted through the form: Nagpur → Indore on PICKUP. */
async function postHindiLoad(shipper: SignedInUser): Promise<string> {
  const res = await shipper.client.post(
    '/loads',
    validLoadForm({ origin: 'Nagpur', destination: 'Indore', pickup_date: PICKUP, material: 'संतरे की पेटियाँ', description: 'सुबह 8 बजे कलमेश्वर गोदाम पर लोडिंग।' }),
  );
  assert.equal(res.status, 302, res.text.slice(0, 500));
  const id = /\/loads\/([0-9a-f-]{36})$/.exec(res.location ?? '')?.[1];
  assert.ok(id, `posted load's page: ${res.location}`);
  return id;
}

/** Registration leaves a welcome flash (another feature's words) for the first page: read it. */
async function readWelcome(user: SignedInUser): Promise<void> {
  const home = (await user.client.get('/')).location;
  assert.ok(home);
  assert.equal((await user.client.get(home)).status, 200);
}

/**
 * A load's page without the sections other features draw into it (trip, bids, payment: between the facts card and
 * the share/manage card), which their own tests hold to the reader's language.
 */
function loadPageOwnParts(html: string): string {
  const start = html.indexOf('</section>', html.indexOf('load-facts-card')) + '</section>'.length;
  const end = html.indexOf('<aside class="card load-manage"');
  assert.ok(start > 0 && end > start, 'the load page has its facts card and its share card');
  return html.slice(0, start) + html.slice(end);
}

function assertHindi(html: string, what: string, allow: string[] = []) {
  assert.match(html, /<html lang="hi"/, `${what} is marked Hindi`);
  assert.deepEqual(englishLeft(html, [...allow]), [], `${what}: English left`);
}

describe('loads in Hindi', () => {
  test('the post-load form, posting (the flash), the marketplace as a driver and the load page as owner and driver', async () => {
    const shipper = await hindiUser('shipper', 'रमेश अग्रवाल');
    const driver = await hindiUser('driver', 'सुरेश यादव');

    const form = await shipper.client.get('/loads/new');
    assert.equal(form.status, 200);
    assertHindi(form.text, '/loads/new');
    assert.match(form.text, /माल उठाने का शहर/);

    const id = await postHindiLoad(shipper);
    const ownerPage = await shipper.client.get(`/loads/${id}`);
    assert.equal(ownerPage.status, 200);
    assert.match(ownerPage.text, /आपका लोड .* बोर्ड पर लग गया है।/, 'the flash is Hindi');
    assert.match(ownerPage.text, /कितनों ने देखा/);
    assertHindi(loadPageOwnParts(ownerPage.text), 'the load page, owner');

    const board = await driver.client.get(`/marketplace?from=Nagpur&to=Indore&pickup_date=${PICKUP}`);
    assert.equal(board.status, 200);
    assert.match(board.text, new RegExp(`data-load-id="${id}"`));
    assert.match(board.text, /id="result-count">\s*\d+ लोड/);
    assertHindi(board.text, '/marketplace');

    const driverPage = await driver.client.get(`/marketplace/load/${id}`);
    assert.equal(driverPage.status, 200);
    assert.match(driverPage.text, /इस लोड पर बोली लगाएँ/);
    assertHindi(loadPageOwnParts(driverPage.text), 'the load page, driver');
    // The WhatsApp share text is in the reader's language too.
    const share = decodeURIComponent(/href="https:\/\/api\.whatsapp\.com\/send\?text=([^"]+)"/.exec(driverPage.text)?.[1] ?? '');
    assert.match(share, /गाड़ी: कंटेनर, 32 फ़ुट · 18.5 टन/);
    assert.deepEqual(englishLeft(share.replace(/https?:\S+/, '')), []);
  });

  test('the shipper home and the public pages', async () => {
    const shipper = await hindiUser('shipper', 'गीता वर्मा');
    const empty = await shipper.client.get('/shipper');
    assert.equal(empty.status, 200);
    assert.match(empty.text, /नमस्ते, गीता वर्मा/);
    assertHindi(empty.text, '/shipper');
    // With a load: the owner's load list (its table and tabs) in Hindi too.
    await postHindiLoad(shipper);
    for (const path of ['/shipper', '/shipper/loads']) {
      const res = await shipper.client.get(path);
      assert.equal(res.status, 200, path);
      assert.match(res.text, /data-load="/, `${path} lists the load`);
      assertHindi(res.text, path);
    }

    for (const path of ['/', '/about', '/contact', '/loadboard']) {
      const res = await anonymous(server).get(`${path}${path === '/loadboard' ? `?from=Nagpur&to=Indore&pickup_date=${PICKUP}` : ''}${path === '/loadboard' ? '&' : '?'}lang=hi`);
      assert.equal(res.status, 200, path);
      assertHindi(res.text, path, ['support', 'freightbazaar', 'in']);
    }
  });

  test('the post form refused in Hindi: the form again, the messages in Hindi naming the field, the values kept', async () => {
    const shipper = await hindiUser('shipper', 'अनिल गुप्ता');
    const res = await shipper.client.post(
      '/loads',
      validLoadForm({ origin: 'Nagpur', destination: 'Indore', pickup_date: addDays(kolkataDate(), -3), weight: '500', description: 'नाज़ुक माल, ध्यान से उतारें' }),
    );
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /लाल निशान वाले खाने ठीक करें।/);
    assert.match(res.text, /माल उठाने की तारीख बीती हुई नहीं हो सकती/);
    assert.match(res.text, /class="error">[^<]*वज़न/, 'the weight message names the field in Hindi');
    assert.match(res.text, /value="Nagpur"/);
    assert.match(res.text, /नाज़ुक माल, ध्यान से उतारें<\/textarea>/);
  });

  test('JSON: a wrong board filter and a wrong load answer in Hindi (Accept-Language), the codes and field names unchanged', async () => {
    const shipper = await signUp(server, 'shipper', { name: 'विजय सिंह' });
    const hi = { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } };
    const board = await shipper.client.get('/api/loads?min_weight=abc&sort=cheapest', hi);
    assert.equal(board.status, 400);
    assert.equal(board.json.success, false);
    assert.equal(board.json.error.code, 'VALIDATION_ERROR');
    assert.equal(board.json.error.message, 'फ़ॉर्म एक बार जाँच लें');
    assert.equal(board.json.error.details.min_weight, 'कम से कम वज़न 0 से 100 टन के बीच की संख्या होनी चाहिए');
    assert.equal(board.json.error.details.sort, 'सूची में से क्रम चुनें');

    const post = await shipper.client.postJson('/loads', { ...validLoadForm(), pickup_date: addDays(kolkataDate(), -1) }, hi);
    assert.equal(post.status, 400);
    assert.equal(post.json.error.code, 'VALIDATION_ERROR');
    assert.equal(post.json.error.details.pickup_date, 'माल उठाने की तारीख बीती हुई नहीं हो सकती');

    // A good board answer keeps its JSON as it was: codes and data, the share link in English.
    const ok = await shipper.client.get(`/api/loads?origin=Nagpur&destination=Indore&pickup_date=${PICKUP}`, hi);
    assert.equal(ok.status, 200);
    for (const l of ok.json.data.loads) assert.match(decodeURIComponent(l.share_url), /Truck: Container/);
  });
});

describe('notifications in their reader’s language', () => {
  test('a cancelled load tells each bidder in the language they read it in', async () => {
    const shipper = await hindiUser('shipper', 'कमला देवी');
    const id = await postHindiLoad(shipper);
    const hindiDriver = await signUp(server, 'driver', { name: 'राजू' });
    const tamilDriver = await signUp(server, 'driver', { name: 'செந்தில்' });
    const englishDriver = await signUp(server, 'driver', { name: 'Ravi Kumar' });
    for (const d of [hindiDriver, tamilDriver, englishDriver]) await insertBid(server.db, id, d.id);
    assert.equal((await shipper.client.post(`/loads/${id}/cancel`)).status, 302);
    const hindi = await hindiDriver.client.get('/marketplace/notifications?lang=hi');
    assert.match(hindi.text, /लोड रद्द: नागपुर → इंदौर/);
    assert.match(hindi.text, /माल मालिक ने यह लोड रद्द कर दिया; आपकी बोली बंद हो गई।/);
    const tamil = await tamilDriver.client.get('/marketplace/notifications?lang=ta');
    assert.match(tamil.text, /ரத்து/);
    const english = await englishDriver.client.get('/api/notifications');
    const [n] = english.json.data.notifications;
    assert.equal(n.title, 'Load cancelled: Nagpur → Indore');
    assert.equal(n.body, 'The shipper cancelled this load; your bid is closed.');
  });
});

describe('loads in Tamil', () => {
  test('the marketplace and the post form in Tamil', async () => {
    const shipper = await signUp(server, 'shipper', { name: 'முருகன் செல்வம்' });
    await readWelcome(shipper);
    shipper.client.cookies.set('fm_lang', 'hi');
    await postHindiLoad(shipper);
    const driver = await signUp(server, 'driver', { name: 'கார்த்திக் ராஜா' });
    await readWelcome(driver);
    const board = await driver.client.get(`/marketplace?from=Nagpur&to=Indore&pickup_date=${PICKUP}&lang=ta`);
    assert.equal(board.status, 200);
    assert.match(board.text, /<html lang="ta"/);
    assert.match(board.text, /லோடு போர்டு/);
    assert.deepEqual(englishLeft(board.text), []);
    const form = await shipper.client.get('/loads/new?lang=ta');
    assert.match(form.text, /<html lang="ta"/);
    assert.deepEqual(englishLeft(form.text), []);
  });
});
