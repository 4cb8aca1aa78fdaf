/**
 * Verified badges (issue 17 item 3): an approved document, valid today in India, shows its badge on the board's
 * cards (HTML and JSON), the load page, beside a bid the owner sees and on driver profiles; a pending or
 * rejected one shows nothing, an expired one loses it, the kept board page shows a new approval on the next
 * read, and two posters on one page keep their own badges.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { addDays, kolkataDate } from '../src/lib/dates.js';
import { bidBody } from './helpers/bids-factories.js';
import { TestClient } from './helpers/client.js';
import { signInAdmin, signUp, type SignedInUser } from './helpers/factories.js';
import { insertBoardLoad, uniqueTown } from './helpers/loads-factories.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

const NUMBERS: Record<string, string> = { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', driving_licence: 'MH1420110062821', vehicle_rc: 'MH12AB1234', insurance: 'POL-123456' };

/** A document submitted (pending, with its file), as the upload would store it. */
async function submit(userId: string, kind: string, expiresOn: string | null = null): Promise<string> {
  const bytes = Buffer.from('%PDF-1.4 test document');
  const file = await server.db
    .insertInto('files')
    .values({ ownerId: userId, kind: 'user_document', contentType: 'application/pdf', sizeBytes: bytes.length, bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await server.db.insertInto('userDocuments').values({ userId, kind, number: NUMBERS[kind], expiresOn, fileId: file.id }).returning('id').executeTakeFirstOrThrow();
  return doc.id;
}

/** The admin's decision, as the verification queue writes it. */
async function decide(id: string, status: 'approved' | 'rejected'): Promise<void> {
  await server.db
    .updateTable('userDocuments')
    .set({ status, reviewedBy: admin.id, reviewedAt: sql`now()`, reviewReason: status === 'rejected' ? 'The number is not readable' : null })
    .where('id', '=', id)
    .execute();
}

async function approved(userId: string, kind: string, expiresOn: string | null = null): Promise<void> {
  await decide(await submit(userId, kind, expiresOn), 'approved');
}

/** The badges of the card of `loadId` on an HTML board page. */
function cardBadges(html: string, loadId: string): string[] {
  const card = new RegExp(`<article class="card" data-load-id="${loadId}">(.*?)</article>`, 's').exec(html)?.[1];
  assert.ok(card, `the card of ${loadId} is on the page`);
  return [...card.matchAll(/data-badge="([a-z_]+)"/g)].map((m) => m[1]);
}

test('a poster’s approved GSTIN shows "GST verified" on the card, the board JSON and the load page; pending and rejected ones show nothing', async () => {
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const town = uniqueTown('Badgepur');
  const load = await insertBoardLoad(server.db, shipper.id, { origin: town });
  const board = `/loads?origin=${encodeURIComponent(town)}`;

  const pendingPan = await submit(shipper.id, 'pan');
  const gstin = await submit(shipper.id, 'gstin');
  await decide(pendingPan, 'rejected');
  await submit(shipper.id, 'pan'); // a second PAN, waiting for review
  assert.deepEqual(cardBadges((await driver.client.get(board)).text, load.id), [], 'pending and rejected: no badge');
  const jsonBefore = await driver.client.get(`/api/loads?origin=${encodeURIComponent(town)}`, { accept: 'json' });
  assert.deepEqual(jsonBefore.json.data.loads[0].poster.badges, []);

  // The board page is kept per version: the admin's approval shows on the very next read.
  await decide(gstin, 'approved');
  const page = await driver.client.get(board);
  assert.deepEqual(cardBadges(page.text, load.id), ['gstin']);
  assert.match(page.text, /<span class="doc-badge" data-badge="gstin"[^>]*><svg[^>]*><use href="#i-verified"\/><\/svg>GST verified<\/span>/);
  assert.match(page.text, /<symbol id="i-verified"/, 'the icon is in the page’s sprite');
  const json = await driver.client.get(`/api/loads?origin=${encodeURIComponent(town)}`, { accept: 'json' });
  assert.deepEqual(json.json.data.loads[0].poster.badges, ['gstin']);
  assert.equal((await driver.client.get(`/api/loads/${load.id}`, { accept: 'json' })).json.data.load.poster.badges[0], 'gstin');

  const loadPage = await driver.client.get(`/loads/${load.id}`);
  assert.match(loadPage.text, /<section class="card doc-badge-list" data-badges="gstin"/);
  assert.match(loadPage.text, /data-badge-missing="pan"[^>]*>.*?PAN card not verified/s, 'the PAN still waiting is "not verified"');
  // The public board shows the badge too (it is no contact detail).
  assert.deepEqual(cardBadges((await new TestClient(server.url).get(`/loadboard?origin=${encodeURIComponent(town)}`)).text, load.id), ['gstin']);
});

test('two posters on one page each keep their own badges', async () => {
  const a = await signUp(server, 'shipper');
  const b = await signUp(server, 'broker');
  const driver = await signUp(server, 'driver');
  const town = uniqueTown('Twoposter');
  const la = await insertBoardLoad(server.db, a.id, { origin: town });
  const lb = await insertBoardLoad(server.db, b.id, { origin: town });
  await approved(a.id, 'pan');
  await approved(b.id, 'gstin');
  await approved(b.id, 'pan');
  const html = (await driver.client.get(`/marketplace?from=${encodeURIComponent(town)}`)).text;
  assert.deepEqual(cardBadges(html, la.id), ['pan']);
  assert.deepEqual(cardBadges(html, lb.id), ['gstin', 'pan']);
  const loads = (await driver.client.get(`/api/loads?origin=${encodeURIComponent(town)}`, { accept: 'json' })).json.data.loads as Array<{ id: string; poster: { badges: string[] } }>;
  assert.deepEqual(Object.fromEntries(loads.map((l) => [l.id, l.poster.badges])), { [la.id]: ['pan'], [lb.id]: ['gstin', 'pan'] });
});

test('beside each bid the owner sees the driver’s own badges; an insurance past its expiry has none', async () => {
  const shipper = await signUp(server, 'shipper');
  const verified = await signUp(server, 'driver');
  const expired = await signUp(server, 'driver');
  const load = await insertBoardLoad(server.db, shipper.id, { origin: uniqueTown('Bidpur') });
  const today = kolkataDate();
  await approved(verified.id, 'driving_licence', addDays(today, 0)); // valid through today
  await approved(verified.id, 'vehicle_rc');
  await approved(expired.id, 'insurance', addDays(today, -1));
  await approved(expired.id, 'vehicle_rc');
  for (const d of [verified, expired]) {
    const res = await d.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '40000' }));
    assert.equal(res.status, 302, res.text.slice(0, 300));
  }
  const bids = await server.db.selectFrom('bids').select(['id', 'driverId']).where('loadId', '=', load.id).execute();
  const bidOf = (userId: string) => bids.find((b) => b.driverId === userId)!.id;
  const page = (await shipper.client.get(`/loads/${load.id}`)).text;
  const badgesOfBid = (id: string) => [...(new RegExp(`id="bid-${id}"(.*?)</article>`, 's').exec(page)?.[1] ?? '').matchAll(/data-badge="([a-z_]+)"/g)].map((m) => m[1]);
  assert.deepEqual(badgesOfBid(bidOf(verified.id)), ['driving_licence', 'vehicle_rc']);
  assert.deepEqual(badgesOfBid(bidOf(expired.id)), ['vehicle_rc'], 'the expired insurance lost its badge');
  assert.match(page, /Licence verified/);

  const json = (await shipper.client.get(`/api/loads/${load.id}/bids`, { accept: 'json' })).json.data.bids as Array<{ driver_id: string; driver: { badges: string[] } }>;
  assert.deepEqual(Object.fromEntries(json.map((b) => [b.driver_id, b.driver.badges])), { [verified.id]: ['driving_licence', 'vehicle_rc'], [expired.id]: ['vehicle_rc'] });

  // A driver who bid sees their own bid, not the other driver's badges.
  const own = (await expired.client.get(`/loads/${load.id}`)).text;
  assert.doesNotMatch(own, /data-badge="driving_licence"/);
});

test('driver profiles list every kind of the role, verified ones marked; the JSON carries the badges; in Hindi the label is Hindi', async () => {
  const driver = await signUp(server, 'driver');
  const viewer = await signUp(server, 'shipper');
  await approved(driver.id, 'vehicle_rc');
  await decide(await submit(driver.id, 'driving_licence', addDays(kolkataDate(), 300)), 'rejected');

  const pub = await viewer.client.get(`/drivers/${driver.id}`);
  assert.equal(pub.status, 200);
  assert.match(pub.text, /data-badges="vehicle_rc"/);
  assert.match(pub.text, /data-badge="vehicle_rc"[^>]*>.*?RC verified/s);
  assert.match(pub.text, /data-badge-missing="driving_licence"[^>]*>.*?Driving licence not verified/s, 'a rejected licence is not verified');
  assert.match(pub.text, /data-badge-missing="insurance"/);
  const json = await viewer.client.get(`/drivers/${driver.id}`, { accept: 'json' });
  assert.equal(json.status, 200);
  assert.deepEqual(json.json.data.driver.badges, ['vehicle_rc']);
  assert.equal(json.json.data.driver.phone, undefined, 'no phone number on the public profile');

  const own = await driver.client.get('/driver/profile');
  assert.match(own.text, /data-badges="vehicle_rc"/);
  const saved = await driver.client.post('/driver/profile', { name: 'Badge Driver', phone: '98765 43210', vehicle_number: 'MH12AB1234', truck_type: 'open' }, { accept: 'json' });
  assert.equal(saved.status, 200, saved.text.slice(0, 300));
  assert.deepEqual(saved.json.data.profile.badges, ['vehicle_rc']);

  const hindi = await viewer.client.get(`/drivers/${driver.id}?lang=hi`);
  assert.match(hindi.text, /आरसी सत्यापित/);
  assert.match(hindi.text, /ड्राइविंग लाइसेंस सत्यापित नहीं/);
  assert.doesNotMatch(hindi.text, /RC verified/);
});

test('another user’s profile without documents shows no badge, and a driver profile of nobody is 404', async () => {
  const driver = await signUp(server, 'driver');
  const viewer = await signUp(server, 'driver');
  const page = await viewer.client.get(`/drivers/${driver.id}`);
  assert.match(page.text, /data-badges=""/);
  assert.doesNotMatch(page.text, /data-badge="/);
  assert.equal((await viewer.client.get('/drivers/00000000-0000-4000-8000-000000000000')).status, 404);
  assert.equal((await new TestClient(server.url).get(`/drivers/${driver.id}`, { accept: 'json' })).status, 401);
});
