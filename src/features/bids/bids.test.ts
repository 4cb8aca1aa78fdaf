import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidBody, bidRow, insertBid, kolkataDayStart, notificationsOf, setPlan } from '../../../test/helpers/bids-factories.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import type { SessionUser } from '../../http/context.js';
import { roadDistanceKm } from '../../geo/cities.js';
import { bidStatusesFor, renderBidSection } from './section.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const db = () => server.db;
const asViewer = (u: SignedInUser, plan: 'free' | 'premium' = 'free'): SessionUser => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan, verified: false });
async function html(child: unknown): Promise<string> {
  return String(await (child as { toString(): string | Promise<string> }).toString());
}
const countBids = async (where: { loadId?: string; driverId?: string }) => {
  let q = db()
    .selectFrom('bids')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (where.loadId) q = q.where('loadId', '=', where.loadId);
  if (where.driverId) q = q.where('driverId', '=', where.driverId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

/** A shipper with an open load and a driver, signed in. */
async function scene() {
  const [owner, driver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
  const load = await insertLoad(db(), owner.id);
  return { owner, driver, load };
}

/** A driver's bid placed through the JSON door of family A. */
async function placeJson(driver: SignedInUser, load: { id: string; pickupDate: string }, overrides: Record<string, string | number | undefined> = {}) {
  const res = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, overrides));
  assert.equal(res.status, 201, res.text.slice(0, 300));
  return res.json.data.bid as { id: string; amount: number; status: string };
}

describe('placing a bid (family A: POST /loads/<id>/bid)', () => {
  test('a driver bids through the form: 302 back to the load with a flash, the bid stored in paise, the owner notified', async () => {
    const { owner, driver, load } = await scene();
    const res = await driver.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '45,000.50' }));
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    const bids = await db().selectFrom('bids').selectAll().where('loadId', '=', load.id).execute();
    assert.equal(bids.length, 1);
    assert.equal(bids[0].driverId, driver.id);
    assert.equal(bids[0].amountPaise, 4_500_050);
    assert.equal(bids[0].status, 'pending');
    assert.equal(bids[0].note, 'Tata 32ft container, GPS fitted');
    const flash = await driver.client.get('/driver/bids');
    assert.match(flash.text, /Your bid of ₹45,000.50 is placed/);
    const notes = await notificationsOf(db(), owner.id);
    assert.equal(notes.length, 1);
    assert.equal(notes[0].kind, 'bid_placed');
    assert.equal(notes[0].link, `/loads/${load.id}`);
    assert.match(notes[0].title, /New bid of ₹45,000.50 on Delhi → Mumbai/);
    assert.match(notes[0].body, new RegExp(driver.name));
    assert.equal((await notificationsOf(db(), driver.id)).length, 0, 'the bidder is not notified of their own bid');
  });

  test('a JSON caller gets 201 and the presented bid (rupees, snake_case)', async () => {
    const { driver, load } = await scene();
    const body = bidBody(load, { amount: 38000 });
    const res = await driver.client.postJson(`/loads/${load.id}/bid`, body);
    assert.equal(res.status, 201);
    assert.equal(res.json.success, true);
    const bid = res.json.data.bid;
    assert.deepEqual(Object.keys(bid).sort(), [
      'amount',
      'awaiting',
      'created_at',
      'current_amount',
      'driver_id',
      'estimated_delivery',
      'history',
      'id',
      'load_id',
      'negotiations',
      'note',
      'offered_by',
      'original_amount',
      'status',
      'updated_at',
    ]);
    assert.equal(bid.current_amount, 38000);
    assert.equal(bid.awaiting, 'owner');
    assert.equal(bid.amount, 38000);
    assert.equal(bid.load_id, load.id);
    assert.equal(bid.driver_id, driver.id);
    assert.equal(bid.estimated_delivery, body.estimated_delivery);
    assert.equal(bid.status, 'pending');
    assert.equal((await bidRow(db(), bid.id)).amountPaise, 3_800_000);
  });

  test('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { driver, load } = await scene();
    const dayBefore = new Date(`${load.pickupDate}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ amount: undefined }, 'amount', /Enter the amount in rupees/],
      [{ amount: '0' }, 'amount', /greater than 0/],
      [{ amount: '-500' }, 'amount', /greater than 0/],
      [{ amount: 'lots' }, 'amount', /greater than 0/],
      [{ amount: '100.555' }, 'amount', /2 decimals/],
      [{ amount: '999999999' }, 'amount', /at most/],
      [{ estimated_delivery: '' }, 'estimated_delivery', /Estimated delivery date is required/],
      [{ estimated_delivery: '2026-02-30' }, 'estimated_delivery', /YYYY-MM-DD/],
      [{ estimated_delivery: dayBefore.toISOString().slice(0, 10) }, 'estimated_delivery', /before the pickup date/],
      [{ note: 'x'.repeat(501) }, 'note', /at most 500/],
    ];
    for (const [over, field, message] of cases) {
      const body: Record<string, unknown> = { ...bidBody(load), ...over };
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const res = await driver.client.postJson(`/loads/${load.id}/bid`, body);
      assert.equal(res.status, 400, `${JSON.stringify(over)} -> ${res.status}`);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.match(res.json.error.details[field], message, JSON.stringify(res.json.error));
    }
    assert.equal(await countBids({ loadId: load.id }), 0);
  });

  test('the note is optional: a bid without one (key absent or empty) is stored with a null note', async () => {
    const { driver, load } = await scene();
    const body: Record<string, string> = { ...bidBody(load) };
    delete body.note;
    const res = await driver.client.postJson(`/loads/${load.id}/bid`, body);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.bid.note, null);
    const other = await signUp(server, 'driver');
    const form = await other.client.post(`/loads/${load.id}/bid`, bidBody(load, { note: '   ' }));
    assert.equal(form.status, 302);
    assert.equal(await countBids({ loadId: load.id }), 2);
    assert.equal((await db().selectFrom('bids').select('note').where('driverId', '=', other.id).executeTakeFirstOrThrow()).note, null);
  });

  test('a form with a mistake comes back with status 400, the message and the values kept', async () => {
    const { driver, load } = await scene();
    const res = await driver.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '0', note: 'Can load on Sunday' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /greater than 0/);
    assert.match(res.text, /Can load on Sunday<\/textarea>/);
    assert.match(res.text, new RegExp(`value="${bidBody(load).estimated_delivery}"`));
    assert.match(res.text, new RegExp(`action="/loads/${load.id}/bid"`));
    assert.equal(await countBids({ loadId: load.id }), 0);
  });

  test('a note with markup is stored as text and shown escaped', async () => {
    const { owner, driver, load } = await scene();
    const probe = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await placeJson(driver, load, { note: probe });
    const section = await html(await renderBidSection(db(), asViewer(owner), load));
    assert.ok(!section.includes(probe));
    assert.match(section, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;&lt;img src=x onerror=alert\(1\)&gt;/);
    const form = await (await signUp(server, 'driver')).client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: 'x', note: probe }));
    assert.equal(form.status, 400);
    assert.ok(!form.text.includes('<script>alert'));
    assert.match(form.text, /&lt;script&gt;/);
  });

  test('no session: 401 JSON, 401 page for a form post', async () => {
    const { load } = await scene();
    const json = await anonymous(server).postJson(`/loads/${load.id}/bid`, bidBody(load));
    assert.equal(json.status, 401);
    assert.equal(json.json.error.code, 'UNAUTHENTICATED');
    const form = await anonymous(server).post(`/loads/${load.id}/bid`, bidBody(load));
    assert.equal(form.status, 401);
    assert.match(form.text, /sign in/i);
    assert.equal(await countBids({ loadId: load.id }), 0);
  });

  test('only drivers bid: a shipper, a broker and an admin get 403', async () => {
    const { load } = await scene();
    const [shipper, broker, admin] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'broker'), signInAdmin(server)]);
    for (const u of [shipper, broker, admin]) {
      const res = await u.client.postJson(`/loads/${load.id}/bid`, bidBody(load));
      assert.equal(res.status, 403, u.role);
      assert.equal(res.json.error.code, 'FORBIDDEN');
    }
    assert.equal(await countBids({ loadId: load.id }), 0);
  });

  test('nobody bids on their own load (403)', async () => {
    const driver = await signUp(server, 'driver');
    const own = await insertLoad(db(), driver.id);
    const res = await driver.client.postJson(`/loads/${own.id}/bid`, bidBody(own));
    assert.equal(res.status, 403);
    assert.match(res.json.error.message, /your own load/);
  });

  test('a load that is not open answers 409 CONFLICT; a missing, deleted or unlisted load 404', async () => {
    const { owner, driver } = await scene();
    for (const status of ['assigned', 'in_transit', 'delivered', 'cancelled']) {
      const load = await insertLoad(db(), owner.id, { status });
      const res = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load));
      assert.equal(res.status, 409, status);
      assert.equal(res.json.error.code, 'CONFLICT');
    }
    const deleted = await insertLoad(db(), owner.id);
    await db().updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', deleted.id).execute();
    const unlisted = await insertLoad(db(), owner.id, { listed: false });
    for (const id of [deleted.id, unlisted.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await driver.client.postJson(`/loads/${id}/bid`, bidBody(deleted));
      assert.equal(res.status, 404, id);
      assert.equal(res.json.error.code, 'NOT_FOUND');
    }
    assert.equal((await driver.client.postJson('/loads/not-a-uuid/bid', bidBody(deleted))).status, 404);
    const form = await driver.client.post(`/loads/${deleted.id}/bid`, { amount: '' });
    assert.equal(form.status, 404, 'a missing load is 404 even when the form is also wrong');
  });

  test('one live bid per driver and load (409); after withdrawing the driver may bid again', async () => {
    const { driver, load } = await scene();
    const first = await placeJson(driver, load);
    const second = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 41000 }));
    assert.equal(second.status, 409);
    assert.equal(second.json.error.code, 'CONFLICT');
    assert.match(second.json.error.message, /already have a live bid/);
    const viaB = await driver.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: load.id });
    assert.equal(viaB.status, 409, 'the other family is the same rule');
    assert.equal((await driver.client.postJson(`/bids/${first.id}/withdraw`, {})).status, 200);
    await placeJson(driver, load, { amount: 40000 });
    assert.equal(await countBids({ loadId: load.id }), 2);
  });
});

describe('placing a bid (family B: POST /marketplace/bid)', () => {
  test('a form post redirects to the marketplace load page; JSON gets 201; both reach the same tables', async () => {
    const { owner, driver, load } = await scene();
    const res = await driver.client.post('/marketplace/bid', { ...bidBody(load), load_id: load.id });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/marketplace/load/${load.id}`);
    const stored = await db().selectFrom('bids').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(stored.amountPaise, 4_200_000);
    assert.equal((await notificationsOf(db(), owner.id))[0].kind, 'bid_placed');

    const other = await signUp(server, 'driver');
    const json = await other.client.postJson('/marketplace/bid', { ...bidBody(load, { amount: 39999.5 }), load_id: load.id });
    assert.equal(json.status, 201);
    assert.equal(json.json.data.bid.amount, 39999.5);
    assert.equal(json.json.data.bid.load_id, load.id);
    const api = await owner.client.get(`/api/loads/${load.id}/bids`);
    assert.equal(api.json.data.bids.length, 2);
  });

  test('refuses a missing or malformed load_id (400) and an unknown load (404); validation as in family A', async () => {
    const { driver, load } = await scene();
    const missing = await driver.client.postJson('/marketplace/bid', bidBody(load));
    assert.equal(missing.status, 400);
    assert.ok(missing.json.error.details.load_id);
    const bad = await driver.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: 'abc' });
    assert.equal(bad.status, 400);
    const unknown = await driver.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: '00000000-0000-4000-8000-000000000000' });
    assert.equal(unknown.status, 404);
    const amount = await driver.client.postJson('/marketplace/bid', { ...bidBody(load, { amount: '-1' }), load_id: load.id });
    assert.equal(amount.status, 400);
    assert.ok(amount.json.error.details.amount);
    const form = await driver.client.post('/marketplace/bid', { ...bidBody(load, { amount: '' }), load_id: load.id });
    assert.equal(form.status, 400);
    assert.match(form.text, /action="\/marketplace\/bid"/);
    assert.match(form.text, new RegExp(`name="load_id" value="${load.id}"`));
    assert.equal(await countBids({ loadId: load.id }), 0);
  });

  test('no session 401, wrong role 403', async () => {
    const { owner, load } = await scene();
    assert.equal((await anonymous(server).postJson('/marketplace/bid', { ...bidBody(load), load_id: load.id })).status, 401);
    assert.equal((await owner.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: load.id })).status, 403);
  });
});

describe('content negotiation of the bid action routes', () => {
  test('a form body sent with Accept: application/json gets JSON (201 / 200 / errors), never a redirect or a page', async () => {
    const { owner, driver, load } = await scene();
    const other = await signUp(server, 'driver');
    const json = { accept: 'json' as const };
    const bad = await driver.client.post(`/loads/${load.id}/bid`, bidBody(load, { amount: '-3' }), json);
    assert.equal(bad.status, 400);
    assert.equal(bad.json.error.code, 'VALIDATION_ERROR');
    assert.ok(bad.json.error.details.amount);
    assert.equal(await countBids({ loadId: load.id }), 0);
    const placed = await driver.client.post(`/loads/${load.id}/bid`, bidBody(load), json);
    assert.equal(placed.status, 201);
    assert.equal(placed.json.success, true);
    assert.equal(placed.json.data.bid.status, 'pending');
    const viaB = await other.client.post('/marketplace/bid', { ...bidBody(load), load_id: load.id }, json);
    assert.equal(viaB.status, 201);
    const dup = await other.client.post('/marketplace/bid', { ...bidBody(load), load_id: load.id }, json);
    assert.equal(dup.status, 409);
    assert.equal(dup.json.error.code, 'CONFLICT');
    const countered = await owner.client.post(`/marketplace/bid/${placed.json.data.bid.id}/negotiate`, { amount: '39000' }, json);
    assert.equal(countered.status, 200);
    assert.equal(countered.json.data.bid.status, 'countered');
    const answered = await driver.client.post(`/bids/${placed.json.data.bid.id}/respond`, { action: 'counter', amount: '40500' }, json);
    assert.equal(answered.status, 200);
    assert.equal(answered.json.data.bid.amount, 40500);
    const rejected = await owner.client.post(`/bids/${viaB.json.data.bid.id}/reject`, {}, json);
    assert.equal(rejected.status, 200);
    assert.equal(rejected.json.data.bid.status, 'rejected');
    const accepted = await owner.client.post(`/marketplace/bid/${placed.json.data.bid.id}/accept`, {}, json);
    assert.equal(accepted.status, 200);
    assert.equal(accepted.json.data.load.status, 'assigned');
    assert.ok(accepted.json.data.trip.id);
    const late = await driver.client.post(`/bids/${placed.json.data.bid.id}/withdraw`, {}, json);
    assert.equal(late.status, 409);
    assert.equal(late.json.error.code, 'CONFLICT');
    // The same form without the header is a browser post: a redirect with a flash.
    const l2 = await insertLoad(db(), owner.id);
    const form = await driver.client.post(`/loads/${l2.id}/bid`, bidBody(l2));
    assert.equal(form.status, 302);
    assert.equal(form.location, `/loads/${l2.id}`);
  });
});

describe('the free plan: 5 bids per Asia/Kolkata day', () => {
  async function loads(ownerId: string, n: number) {
    return Promise.all(Array.from({ length: n }, () => insertLoad(db(), ownerId)));
  }

  test('the 5th bid of the day passes, the 6th gets 429 BID_LIMIT_REACHED advising premium', async () => {
    const { owner, driver } = await scene();
    const ls = await loads(owner.id, 6);
    for (let i = 0; i < 5; i++) await placeJson(driver, ls[i]);
    const sixth = await driver.client.postJson(`/loads/${ls[5].id}/bid`, bidBody(ls[5]));
    assert.equal(sixth.status, 429);
    assert.equal(sixth.json.success, false);
    assert.equal(sixth.json.error.code, 'BID_LIMIT_REACHED');
    assert.match(sixth.json.error.message, /premium/i);
    assert.equal(await countBids({ driverId: driver.id }), 5);
    const form = await driver.client.post(`/loads/${ls[5].id}/bid`, bidBody(ls[5]));
    assert.equal(form.status, 429);
    assert.match(form.text, /Upgrade to premium for unlimited bids/);
    const viaB = await driver.client.postJson('/marketplace/bid', { ...bidBody(ls[5]), load_id: ls[5].id });
    assert.equal(viaB.status, 429, 'the limit is shared by both families');
  });

  test('every bid placed that day counts, also withdrawn and rejected ones', async () => {
    const { owner, driver } = await scene();
    const ls = await loads(owner.id, 6);
    for (let i = 0; i < 5; i++) {
      const bid = await placeJson(driver, ls[i]);
      if (i % 2 === 0) assert.equal((await driver.client.postJson(`/bids/${bid.id}/withdraw`, {})).status, 200);
      else assert.equal((await owner.client.postJson(`/bids/${bid.id}/reject`, {})).status, 200);
    }
    const res = await driver.client.postJson(`/loads/${ls[5].id}/bid`, bidBody(ls[5]));
    assert.equal(res.status, 429);
  });

  test('bids placed just before midnight in India belong to yesterday', async () => {
    const { owner, driver } = await scene();
    const start = await kolkataDayStart(db());
    const old = await insertLoad(db(), owner.id);
    for (let i = 0; i < 5; i++) await insertBid(db(), old.id, driver.id, { status: 'withdrawn', createdAt: new Date(start.getTime() - 1000) });
    const ls = await loads(owner.id, 6);
    for (let i = 0; i < 5; i++) await placeJson(driver, ls[i]);
    const sixth = await driver.client.postJson(`/loads/${ls[5].id}/bid`, bidBody(ls[5]));
    assert.equal(sixth.status, 429);
  });

  test('bids placed from midnight in India (not UTC) count for today', async () => {
    const { owner, driver } = await scene();
    const start = await kolkataDayStart(db());
    const old = await insertLoad(db(), owner.id);
    await insertBid(db(), old.id, driver.id, { status: 'rejected', createdAt: start });
    for (let i = 0; i < 3; i++) await insertBid(db(), old.id, driver.id, { status: 'withdrawn', createdAt: new Date(start.getTime() + 1000) });
    const ls = await loads(owner.id, 2);
    await placeJson(driver, ls[0]);
    const res = await driver.client.postJson(`/loads/${ls[1].id}/bid`, bidBody(ls[1]));
    assert.equal(res.status, 429, '4 from after midnight IST + 1 now = 5');
    // The day started at 18:30 UTC the evening before: a 23:00 UTC bid yesterday is today in India.
    assert.equal(start.getUTCHours(), 18);
    assert.equal(start.getUTCMinutes(), 30);
  });

  test('the day turns at midnight IST: a bid at 23:59 IST counts for that day, a bid at 00:01 IST for the next', async () => {
    const { owner, driver } = await scene();
    const start = await kolkataDayStart(db());
    const old = await insertLoad(db(), owner.id);
    // Yesterday (India) at 23:59: five bids, yesterday's whole allowance. Today at 00:01: one bid.
    for (let i = 0; i < 5; i++) await insertBid(db(), old.id, driver.id, { status: 'withdrawn', createdAt: new Date(start.getTime() - 60_000) });
    await insertBid(db(), old.id, driver.id, { status: 'rejected', createdAt: new Date(start.getTime() + 60_000) });
    const ls = await loads(owner.id, 5);
    for (let i = 0; i < 4; i++) await placeJson(driver, ls[i]);
    const over = await driver.client.postJson(`/loads/${ls[4].id}/bid`, bidBody(ls[4]));
    assert.equal(over.status, 429, 'the 00:01 bid and four more make five today');
    assert.equal(over.json.error.code, 'BID_LIMIT_REACHED');
    const today = await db().selectFrom('bids').select('id').where('driverId', '=', driver.id).where('createdAt', '>=', start).execute();
    assert.equal(today.length, 5);
    // The driver's bids page counts the same day.
    assert.match((await driver.client.get('/driver/bids')).text, /Free plan: 0 of 5 bids left today/);
  });

  test('a premium driver bids without a daily limit', async () => {
    const { owner, driver } = await scene();
    await setPlan(db(), driver.id, 'premium');
    const start = await kolkataDayStart(db());
    const old = await insertLoad(db(), owner.id);
    for (let i = 0; i < 5; i++) await insertBid(db(), old.id, driver.id, { status: 'withdrawn', createdAt: new Date(start.getTime() + 60_000) });
    const ls = await loads(owner.id, 7);
    for (const l of ls) await placeJson(driver, l);
    assert.equal(await countBids({ driverId: driver.id }), 12);
  });

  test('the plan is read from the database at bid time: a driver made premium mid-day is no longer limited', async () => {
    const { owner, driver } = await scene();
    const ls = await loads(owner.id, 6);
    for (let i = 0; i < 5; i++) await placeJson(driver, ls[i]);
    assert.equal((await driver.client.postJson(`/loads/${ls[5].id}/bid`, bidBody(ls[5]))).status, 429);
    await setPlan(db(), driver.id, 'premium');
    await placeJson(driver, ls[5]);
  });
});

describe('accepting a bid', () => {
  /** A load with bids from three drivers, and an earlier withdrawn bid from a fourth. */
  async function biddingScene() {
    const { owner, load } = await scene();
    const drivers = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'driver')]);
    const bids = [];
    for (const [i, d] of drivers.entries()) bids.push(await placeJson(d, load, { amount: 40000 + i * 1000 }));
    assert.equal((await drivers[3].client.postJson(`/bids/${bids[3].id}/withdraw`, {})).status, 200);
    await db().deleteFrom('notifications').where('userId', '=', owner.id).execute();
    return { owner, load, drivers, bids };
  }

  test('the owner accepts: bid accepted, other live bids rejected, load assigned, trip scheduled, bidders notified', async () => {
    const { owner, load, drivers, bids } = await biddingScene();
    const res = await owner.client.post(`/bids/${bids[1].id}/accept`);
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    const statuses = await Promise.all(bids.map((b) => bidRow(db(), b.id).then((r) => r.status)));
    assert.deepEqual(statuses, ['rejected', 'accepted', 'rejected', 'withdrawn']);
    const l = await db().selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(l.status, 'assigned');
    assert.equal(l.assignedDriverId, drivers[1].id);
    assert.equal(l.acceptedBidId, bids[1].id);
    const trips = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).execute();
    assert.equal(trips.length, 1);
    assert.equal(trips[0].bidId, bids[1].id);
    assert.equal(trips[0].driverId, drivers[1].id);
    assert.equal(trips[0].agreedAmountPaise, 4_100_000);
    assert.equal(trips[0].status, 'scheduled');
    const kinds = await Promise.all(drivers.map((d) => notificationsOf(db(), d.id).then((ns) => ns.map((n) => n.kind))));
    assert.deepEqual(kinds, [['bid_rejected'], ['bid_accepted'], ['bid_rejected'], []]);
    assert.equal((await notificationsOf(db(), owner.id)).length, 0, 'the owner is not notified of their own accept');
    const audit = await db().selectFrom('auditLogs').selectAll().where('tableName', '=', 'loads').where('recordId', '=', load.id).where('action', '=', 'UPDATE').execute();
    assert.equal(audit.at(-1)?.actorId, owner.id, 'the audit log names the owner');
    const flash = await owner.client.get('/api/me');
    assert.equal(flash.status, 200);
  });

  test('JSON accept answers 200 with the bid, the load and the trip', async () => {
    const { owner, load, drivers, bids } = await biddingScene();
    const res = await owner.client.postJson(`/bids/${bids[0].id}/accept`, {});
    assert.equal(res.status, 200);
    assert.equal(res.json.data.bid.status, 'accepted');
    assert.equal(res.json.data.bid.amount, 40000);
    assert.deepEqual(res.json.data.load, { id: load.id, status: 'assigned', assigned_driver_id: drivers[0].id, accepted_bid_id: bids[0].id });
    assert.equal(res.json.data.trip.status, 'scheduled');
    assert.equal(res.json.data.trip.agreed_amount, 40000);
    assert.equal(res.json.data.trip.load_id, load.id);
  });

  test('family B: /marketplace/bid/<id>/accept does the same and returns to the marketplace page', async () => {
    const { owner, load, bids } = await biddingScene();
    const res = await owner.client.post(`/marketplace/bid/${bids[2].id}/accept`);
    assert.equal(res.status, 302);
    assert.equal(res.location, `/marketplace/load/${load.id}`);
    assert.equal((await bidRow(db(), bids[2].id)).status, 'accepted');
    assert.equal((await bidRow(db(), bids[0].id)).status, 'rejected');
    const json = await owner.client.postJson(`/marketplace/bid/${bids[0].id}/accept`, {});
    assert.equal(json.status, 409, 'the load is no longer open');
  });

  test('409 CONFLICT when the state no longer allows it: a second accept, a rejected or withdrawn bid, a load no longer open', async () => {
    const { owner, load, bids } = await biddingScene();
    const withdrawn = await owner.client.postJson(`/bids/${bids[3].id}/accept`, {});
    assert.equal(withdrawn.status, 409);
    assert.equal(withdrawn.json.error.code, 'CONFLICT');
    assert.match(withdrawn.json.error.message, /withdrawn/);
    assert.equal((await owner.client.postJson(`/bids/${bids[0].id}/accept`, {})).status, 200);
    for (const b of bids) {
      const again = await owner.client.postJson(`/bids/${b.id}/accept`, {});
      assert.equal(again.status, 409, b.id);
    }
    const page = await owner.client.post(`/bids/${bids[1].id}/accept`);
    assert.equal(page.status, 409);
    assert.match(page.text, /can no longer be accepted|no longer open/);
    assert.equal(
      Number(
        (
          await db()
            .selectFrom('trips')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('loadId', '=', load.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      1,
    );

    const other = await scene();
    const pending = await placeJson(other.driver, other.load);
    await db().updateTable('loads').set({ status: 'cancelled' }).where('id', '=', other.load.id).execute();
    const cancelled = await other.owner.client.postJson(`/bids/${pending.id}/accept`, {});
    assert.equal(cancelled.status, 409);
    assert.equal((await bidRow(db(), pending.id)).status, 'pending');
  });

  test('only the load owner accepts: another shipper 404 (not their bid to see), a driver 403 (role), no session 401, unknown bid 404', async () => {
    const { load, drivers, bids } = await biddingScene();
    const stranger = await signUp(server, 'shipper');
    const res = await stranger.client.postJson(`/bids/${bids[0].id}/accept`, {});
    assert.equal(res.status, 404);
    assert.equal(res.json.error.code, 'NOT_FOUND');
    assert.equal((await stranger.client.postJson(`/marketplace/bid/${bids[0].id}/accept`, {})).status, 404);
    assert.equal((await drivers[0].client.postJson(`/bids/${bids[0].id}/accept`, {})).status, 403);
    assert.equal((await anonymous(server).postJson(`/bids/${bids[0].id}/accept`, {})).status, 401);
    assert.equal((await anonymous(server).post(`/bids/${bids[0].id}/accept`)).status, 401);
    assert.equal((await stranger.client.postJson('/bids/00000000-0000-4000-8000-000000000000/accept', {})).status, 404);
    assert.equal((await stranger.client.postJson('/bids/nope/accept', {})).status, 404);
    assert.equal((await bidRow(db(), bids[0].id)).status, 'pending');
    const l = await db().selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(l.status, 'open');
  });

  test('a broker owning the load manages its bids like a shipper', async () => {
    const broker = await signUp(server, 'broker');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(db(), broker.id);
    const bid = await placeJson(driver, load);
    assert.equal((await broker.client.postJson(`/bids/${bid.id}/accept`, {})).status, 200);
  });
});

describe('rejecting and withdrawing', () => {
  test('the owner rejects a bid: the driver is told, a second reject is 409, and the driver may bid again', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const res = await owner.client.post(`/bids/${bid.id}/reject`);
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    assert.equal((await bidRow(db(), bid.id)).status, 'rejected');
    const notes = await notificationsOf(db(), driver.id);
    assert.deepEqual(
      notes.map((n) => n.kind),
      ['bid_rejected'],
    );
    const again = await owner.client.postJson(`/bids/${bid.id}/reject`, {});
    assert.equal(again.status, 409);
    assert.equal((await db().selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow()).status, 'open');
    await placeJson(driver, load, { amount: 39000 });
  });

  test('JSON reject answers the bid; a stranger (404) or the driver (403) cannot reject', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const stranger = await signUp(server, 'shipper');
    assert.equal((await stranger.client.postJson(`/bids/${bid.id}/reject`, {})).status, 404);
    assert.equal((await driver.client.postJson(`/bids/${bid.id}/reject`, {})).status, 403);
    assert.equal((await anonymous(server).postJson(`/bids/${bid.id}/reject`, {})).status, 401);
    const res = await owner.client.postJson(`/bids/${bid.id}/reject`, {});
    assert.equal(res.status, 200);
    assert.equal(res.json.data.bid.status, 'rejected');
  });

  test('the bidder withdraws: the bid is withdrawn and can no longer be accepted; return_to is honoured only for known pages', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const res = await driver.client.post(`/bids/${bid.id}/withdraw`, { return_to: '/driver/bids' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/driver/bids');
    assert.equal((await bidRow(db(), bid.id)).status, 'withdrawn');
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/accept`, {})).status, 409);
    assert.equal((await driver.client.postJson(`/bids/${bid.id}/withdraw`, {})).status, 409);
    const second = await placeJson(driver, load);
    const evil = await driver.client.post(`/bids/${second.id}/withdraw`, { return_to: 'https://evil.example/' });
    assert.equal(evil.location, `/loads/${load.id}`);
    const third = await placeJson(driver, load);
    const market = await driver.client.post(`/bids/${third.id}/withdraw`, { return_to: `/marketplace/load/${load.id}` });
    assert.equal(market.location, `/marketplace/load/${load.id}`);
  });

  test("cannot withdraw another driver's bid (404: not theirs to see), nor as the owner (403), nor an accepted bid (409)", async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const other = await signUp(server, 'driver');
    const res = await other.client.postJson(`/bids/${bid.id}/withdraw`, {});
    assert.equal(res.status, 404);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/withdraw`, {})).status, 403);
    assert.equal((await bidRow(db(), bid.id)).status, 'pending');
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/accept`, {})).status, 200);
    const late = await driver.client.postJson(`/bids/${bid.id}/withdraw`, {});
    assert.equal(late.status, 409);
    assert.equal(late.json.error.code, 'CONFLICT');
    assert.equal((await bidRow(db(), bid.id)).status, 'accepted');
  });
});

describe('counter-offers and answers', () => {
  test('the owner counters (family A): a negotiation row, the bid countered, the driver notified', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    const res = await owner.client.post(`/bids/${bid.id}/counter`, { amount: '45000', note: 'Best I can do' });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    const row = await bidRow(db(), bid.id);
    assert.equal(row.status, 'countered');
    assert.equal(row.amountPaise, 5_000_000, "the bid keeps the driver's amount until the driver answers");
    const steps = await db().selectFrom('negotiations').selectAll().where('bidId', '=', bid.id).execute();
    assert.equal(steps.length, 1);
    assert.equal(steps[0].authorSide, 'owner');
    assert.equal(steps[0].action, 'counter');
    assert.equal(steps[0].amountPaise, 4_500_000);
    assert.equal(steps[0].note, 'Best I can do');
    assert.equal(steps[0].authorId, owner.id);
    const notes = await notificationsOf(db(), driver.id);
    assert.deepEqual(
      notes.map((n) => n.kind),
      ['bid_countered'],
    );
    assert.match(notes[0].title, /₹45,000/);
  });

  test('family B: /marketplace/bid/<id>/negotiate counters; JSON answers the bid and the step', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    const res = await owner.client.postJson(`/marketplace/bid/${bid.id}/negotiate`, { amount: 46000.5, note: 'ok?' });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.bid.status, 'countered');
    assert.equal(res.json.data.negotiation.amount, 46000.5);
    assert.equal(res.json.data.negotiation.author_side, 'owner');
    assert.equal(res.json.data.negotiation.action, 'counter');
    const other = await scene();
    const b2 = await placeJson(other.driver, other.load);
    const form = await other.owner.client.post(`/marketplace/bid/${b2.id}/negotiate`, { amount: '41000' });
    assert.equal(form.status, 302);
    assert.equal(form.location, `/marketplace/load/${other.load.id}`);
  });

  test('a counter with a bad amount or note is refused: 400 naming the field (JSON), the form again (HTML)', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const json = await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: '0' });
    assert.equal(json.status, 400);
    assert.ok(json.json.error.details.amount);
    const note = await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 100, note: 'n'.repeat(501) });
    assert.equal(note.status, 400);
    assert.ok(note.json.error.details.note);
    const form = await owner.client.post(`/marketplace/bid/${bid.id}/negotiate`, { amount: 'abc', note: '<b>kept</b>' });
    assert.equal(form.status, 400);
    assert.match(form.text, /role="alert"/);
    assert.match(form.text, /value="abc"/);
    assert.match(form.text, /&lt;b&gt;kept&lt;\/b&gt;<\/textarea>/);
    assert.match(form.text, new RegExp(`action="/marketplace/bid/${bid.id}/negotiate"`));
    assert.equal((await bidRow(db(), bid.id)).status, 'pending');
    const stranger = await signUp(server, 'shipper');
    assert.equal((await stranger.client.postJson(`/bids/${bid.id}/counter`, { amount: 'abc' })).status, 404, 'a stranger learns nothing from a bad form');
  });

  test('only the owner counters, only a pending bid, only on an open load', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const stranger = await signUp(server, 'shipper');
    assert.equal((await stranger.client.postJson(`/bids/${bid.id}/counter`, { amount: 100 })).status, 404);
    assert.equal((await driver.client.postJson(`/bids/${bid.id}/counter`, { amount: 100 })).status, 403);
    assert.equal((await anonymous(server).postJson(`/bids/${bid.id}/counter`, { amount: 100 })).status, 401);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 100 })).status, 200);
    const twice = await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 90 });
    assert.equal(twice.status, 409);
    assert.match(twice.json.error.message, /wait for the driver/);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/accept`, {})).status, 200);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 80 })).status, 409);
    assert.equal((await db().selectFrom('negotiations').selectAll().where('bidId', '=', bid.id).execute()).length, 1);
  });

  test('the driver accepts the counter: the counter becomes the amount and the bid is accepted like an owner accept', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    const rival = await signUp(server, 'driver');
    const rivalBid = await placeJson(rival, load, { amount: 48000 });
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 45500, note: 'meet me here' });
    await db().deleteFrom('notifications').where('userId', 'in', [owner.id, driver.id]).execute();
    const res = await driver.client.post(`/bids/${bid.id}/respond`, { action: 'accept' });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    const row = await bidRow(db(), bid.id);
    assert.equal(row.status, 'accepted');
    assert.equal(row.amountPaise, 4_550_000);
    assert.equal((await bidRow(db(), rivalBid.id)).status, 'rejected');
    const l = await db().selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(l.status, 'assigned');
    assert.equal(l.assignedDriverId, driver.id);
    assert.equal(l.acceptedBidId, bid.id);
    const trip = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(trip.agreedAmountPaise, 4_550_000);
    assert.equal(trip.status, 'scheduled');
    const steps = await db().selectFrom('negotiations').selectAll().where('bidId', '=', bid.id).orderBy('createdAt').execute();
    assert.deepEqual(
      steps.map((s) => [s.authorSide, s.action, s.amountPaise]),
      [
        ['owner', 'counter', 4_550_000],
        ['driver', 'accept', 4_550_000],
      ],
    );
    assert.deepEqual(
      (await notificationsOf(db(), owner.id)).map((n) => n.kind),
      ['counter_answered'],
    );
    assert.deepEqual(
      (await notificationsOf(db(), rival.id)).map((n) => n.kind),
      ['bid_rejected'],
    );
    assert.deepEqual(
      (await notificationsOf(db(), driver.id)).map((n) => n.kind),
      [],
      'the driver accepted it themselves',
    );
  });

  test('the driver declines the counter: the bid is withdrawn and the owner told', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 30000 });
    const res = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'decline', note: 'Too low' });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.bid.status, 'withdrawn');
    assert.equal(res.json.data.negotiation.action, 'decline');
    assert.equal(res.json.data.negotiation.note, 'Too low');
    const kinds = (await notificationsOf(db(), owner.id)).map((n) => n.kind);
    assert.deepEqual(kinds, ['bid_placed', 'counter_answered']);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/accept`, {})).status, 409);
    assert.equal((await db().selectFrom('loads').select('status').where('id', '=', load.id).executeTakeFirstOrThrow()).status, 'open');
  });

  test('the driver counters back: the bid is pending again at the new amount, and the owner can accept it', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 40000 });
    const res = await driver.client.post(`/bids/${bid.id}/respond`, { action: 'counter', amount: '45000', note: 'Split the difference', return_to: `/marketplace/load/${load.id}` });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/marketplace/load/${load.id}`);
    const row = await bidRow(db(), bid.id);
    assert.equal(row.status, 'pending');
    assert.equal(row.amountPaise, 4_500_000);
    assert.equal((await notificationsOf(db(), owner.id)).at(-1)?.kind, 'counter_answered');
    // The owner may counter again, then accept at the driver's current amount.
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 43000 })).status, 200);
    const accept = await owner.client.postJson(`/bids/${bid.id}/accept`, {});
    assert.equal(accept.status, 200);
    assert.equal(accept.json.data.trip.agreed_amount, 45000, "the owner's accept takes the driver's amount");
    const steps = await db().selectFrom('negotiations').selectAll().where('bidId', '=', bid.id).orderBy('createdAt').execute();
    assert.deepEqual(
      steps.map((s) => `${s.authorSide}:${s.action}:${s.amountPaise}`),
      ['owner:counter:4000000', 'driver:counter:4500000', 'owner:counter:4300000'],
    );
  });

  test('answers are refused when there is nothing to answer (409), with bad input (400), or by anyone but the bidder (404 another driver, 403 the owner)', async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load);
    const none = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept' });
    assert.equal(none.status, 409);
    assert.match(none.json.error.message, /no counter-offer/);
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 30000 });
    const badAction = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'maybe' });
    assert.equal(badAction.status, 400);
    assert.ok(badAction.json.error.details.action);
    const noAmount = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'counter' });
    assert.equal(noAmount.status, 400);
    assert.ok(noAmount.json.error.details.amount);
    const form = await driver.client.post(`/bids/${bid.id}/respond`, { action: 'counter', amount: '-3' });
    assert.equal(form.status, 400);
    assert.match(form.text, /Accept ₹30,000/);
    assert.match(form.text, /value="-3"/);
    const other = await signUp(server, 'driver');
    assert.equal((await other.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept' })).status, 404);
    assert.equal((await other.client.postJson(`/bids/${bid.id}/respond`, { action: 'zzz' })).status, 404);
    assert.equal((await owner.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept' })).status, 403);
    assert.equal((await anonymous(server).postJson(`/bids/${bid.id}/respond`, { action: 'accept' })).status, 401);
    assert.equal((await bidRow(db(), bid.id)).status, 'countered');
  });

  test("the owner's accept of a countered bid takes the driver's amount; the driver's late answer is 409", async () => {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 50000 });
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 45000 });
    const res = await owner.client.postJson(`/bids/${bid.id}/accept`, {});
    assert.equal(res.status, 200);
    assert.equal(res.json.data.trip.agreed_amount, 50000);
    assert.equal((await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept' })).status, 409);
    const trips = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).execute();
    assert.equal(trips.length, 1);
  });
});

describe('reading bids', () => {
  test('GET /api/loads/<id>/bids: the owner sees every bid with the driver, rating and thread; a bidder only their own', async () => {
    const { owner, driver, load } = await scene();
    const rated = await signUp(server, 'driver');
    // Two delivered trips of `rated`, rated 4 and 5.
    for (const score of [4, 5]) {
      const done = await insertAcceptedLoad(db(), owner.id, rated.id, 1_000_000, 'delivered');
      await db().insertInto('ratings').values({ tripId: done.trip.id, raterId: owner.id, rateeId: rated.id, score }).execute();
    }
    const b1 = await placeJson(driver, load, { amount: 50000 });
    const b2 = await placeJson(rated, load, { amount: 47000 });
    await owner.client.postJson(`/bids/${b1.id}/counter`, { amount: 46000, note: 'hmm' });

    const all = await owner.client.get(`/api/loads/${load.id}/bids`);
    assert.equal(all.status, 200);
    const byId = new Map<string, any>(all.json.data.bids.map((b: any) => [b.id, b]));
    assert.equal(byId.size, 2);
    assert.deepEqual(byId.get(b2.id).driver, { id: rated.id, name: rated.name, rating: { average: 4.5, count: 2 }, badges: [] });
    assert.deepEqual(byId.get(b1.id).driver, { id: driver.id, name: driver.name, rating: null, badges: [] });
    assert.equal(byId.get(b1.id).negotiations.length, 1);
    assert.equal(byId.get(b1.id).negotiations[0].amount, 46000);
    assert.equal(byId.get(b1.id).negotiations[0].note, 'hmm');

    const own = await driver.client.get(`/api/loads/${load.id}/bids`);
    assert.equal(own.status, 200);
    assert.deepEqual(
      own.json.data.bids.map((b: any) => b.id),
      [b1.id],
    );
    assert.equal(own.json.data.bids[0].status, 'countered');

    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get(`/api/loads/${load.id}/bids`)).json.data.bids.length, 2);
  });

  test("another user cannot read a load's bids (403); an unknown load is 404; no session 401", async () => {
    const { driver, load } = await scene();
    await placeJson(driver, load);
    const [otherDriver, otherShipper] = await Promise.all([signUp(server, 'driver'), signUp(server, 'shipper')]);
    for (const u of [otherDriver, otherShipper]) {
      const res = await u.client.get(`/api/loads/${load.id}/bids`);
      assert.equal(res.status, 403, u.role);
      assert.equal(res.json.error.code, 'FORBIDDEN');
    }
    assert.equal((await otherDriver.client.get('/api/loads/00000000-0000-4000-8000-000000000000/bids')).status, 404);
    assert.equal((await otherDriver.client.get('/api/loads/xyz/bids')).status, 404);
    const anon = await anonymous(server).get(`/api/loads/${load.id}/bids`);
    assert.equal(anon.status, 401);
    assert.equal(anon.json.error.code, 'UNAUTHENTICATED');
  });

  test('GET /api/bids/my lists the caller’s own bids with their load, newest first, filterable and paginated', async () => {
    const { owner, driver } = await scene();
    const l1 = await insertLoad(db(), owner.id, { origin: 'Pune', destination: 'Nagpur' });
    const l2 = await insertLoad(db(), owner.id, { origin: 'Surat', destination: 'Indore' });
    const b1 = await placeJson(driver, l1);
    const b2 = await placeJson(driver, l2);
    await driver.client.postJson(`/bids/${b1.id}/withdraw`, {});
    const other = await signUp(server, 'driver');
    await placeJson(other, l1);

    const res = await driver.client.get('/api/bids/my');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.json.data.bids.map((b: any) => b.id),
      [b2.id, b1.id],
    );
    assert.deepEqual(res.json.data.bids[0].load, { id: l2.id, origin: 'Surat', destination: 'Indore', pickup_date: l2.pickupDate, status: 'open' });
    assert.deepEqual(res.json.data.pagination, { page: 1, limit: 20, total: 2, pages: 1 });
    const withdrawn = await driver.client.get('/api/bids/my?status=withdrawn');
    assert.deepEqual(
      withdrawn.json.data.bids.map((b: any) => b.id),
      [b1.id],
    );
    const paged = await driver.client.get('/api/bids/my?limit=1&page=2');
    assert.deepEqual(
      paged.json.data.bids.map((b: any) => b.id),
      [b1.id],
    );
    assert.equal((await driver.client.get('/api/bids/my?limit=500')).status, 400);
    assert.equal((await driver.client.get('/api/bids/my?status=lost')).status, 400);
    assert.deepEqual((await owner.client.get('/api/bids/my')).json.data.bids, []);
    assert.equal((await anonymous(server).get('/api/bids/my')).status, 401);
  });

  test('GET /driver/bids shows the driver their bids with state and actions; others are refused', async () => {
    const { owner, driver } = await scene();
    const l1 = await insertLoad(db(), owner.id, { origin: 'Jaipur', destination: 'Ahmedabad' });
    const l2 = await insertLoad(db(), owner.id, { origin: 'Kochi', destination: 'Chennai' });
    const b1 = await placeJson(driver, l1, { amount: 33000 });
    const b2 = await placeJson(driver, l2);
    await owner.client.postJson(`/bids/${b2.id}/counter`, { amount: 30000 });
    const page = await driver.client.get('/driver/bids');
    assert.equal(page.status, 200);
    assert.match(page.text, /Jaipur → Ahmedabad/);
    assert.match(page.text, /₹33,000/);
    assert.match(page.text, new RegExp(`action="/bids/${b1.id}/withdraw"`));
    // The countered bid shows the live counter and the driver's answers; the pending one waits for the shipper.
    assert.match(page.text, new RegExp(`<form method="post" action="/bids/${b2.id}/respond"[^>]*>.*?name="expected_amount" value="30000".*?Accept ₹30,000</button>`));
    assert.match(page.text, /Counter or decline/);
    assert.match(page.text, new RegExp(`Waiting for ${owner.name} \\(shipper\\)`));
    assert.match(page.text, /Waiting for you/);
    assert.match(page.text, /class="pill tone-warn countered"[^>]*>Counter-offer</);
    assert.match(page.text, /3 of 5 bids left today/);
    assert.match(page.text, /<a href="\/driver\/bids" aria-current="page">/);
    const filtered = await driver.client.get('/driver/bids?status=countered');
    assert.doesNotMatch(filtered.text, /Jaipur/);
    assert.match(filtered.text, /Kochi/);
    const otherDriver = await signUp(server, 'driver');
    const empty = await otherDriver.client.get('/driver/bids');
    assert.doesNotMatch(empty.text, /Jaipur/);
    assert.match(empty.text, /You have not bid yet/);
    assert.equal((await owner.client.get('/driver/bids')).status, 403);
    const anon = await anonymous(server).get('/driver/bids');
    assert.equal(anon.status, 302);
    assert.equal(anon.location, '/login?next=%2Fdriver%2Fbids');
  });
});

describe('the bid section of a load page and the marketplace cards', () => {
  test('the owner sees each bid with name, amount, delivery, note, rating, thread and the accept / reject / counter buttons', async () => {
    const { owner, driver, load } = await scene();
    const b1 = await placeJson(driver, load, { amount: 50000, note: 'AC cabin truck' });
    const b2 = await placeJson(await signUp(server, 'driver'), load, { amount: 47000 });
    await owner.client.postJson(`/bids/${b2.id}/counter`, { amount: 45000, note: 'Last offer' });
    const page = await html(await renderBidSection(db(), asViewer(owner), load));
    assert.match(page, new RegExp(driver.name));
    assert.match(page, /₹50,000/);
    assert.match(page, /AC cabin truck/);
    assert.match(page, /No ratings yet/);
    assert.match(page, new RegExp(`action="/bids/${b1.id}/accept"`));
    assert.match(page, new RegExp(`action="/bids/${b1.id}/reject"`));
    assert.match(page, new RegExp(`action="/bids/${b1.id}/counter"`));
    assert.match(page, /<b>You<\/b> countered ₹45,000/);
    assert.match(page, /Last offer/);
    assert.match(page, /Waiting for Test driver [0-9a-f]+ \(driver\)/);
    assert.doesNotMatch(page, new RegExp(`action="/bids/${b2.id}/counter"`), 'no second counter while the driver has the turn');

    const market = await html(await renderBidSection(db(), asViewer(owner), load, 'marketplace'));
    assert.match(market, new RegExp(`action="/marketplace/bid/${b1.id}/accept"`));
    assert.match(market, new RegExp(`action="/marketplace/bid/${b1.id}/negotiate"`));
    assert.match(market, new RegExp(`name="return_to" value="/marketplace/load/${load.id}"`));

    await owner.client.postJson(`/bids/${b1.id}/accept`, {});
    const assigned = await html(await renderBidSection(db(), asViewer(owner), { ...load, status: 'assigned' }));
    assert.doesNotMatch(assigned, /\/accept"/, 'no buttons once the load is assigned');
    assert.match(assigned, /class="pill tone-ok accepted"[^>]*>Accepted</);
  });

  test('a driver sees the bid form, then their bid with withdraw, then the counter-offer answers', async () => {
    const { owner, driver, load } = await scene();
    const viewer = asViewer(driver);
    const form = await html(await renderBidSection(db(), viewer, load));
    assert.match(form, new RegExp(`action="/loads/${load.id}/bid"`));
    assert.match(form, /id="f-amount"/);
    assert.match(form, new RegExp(`min="${load.pickupDate}"`));
    assert.match(form, /5 of 5 bids left today/);
    const marketForm = await html(await renderBidSection(db(), viewer, load, { base: '/marketplace/load' }));
    assert.match(marketForm, /action="\/marketplace\/bid"/);
    assert.match(marketForm, new RegExp(`name="load_id" value="${load.id}"`));

    const bid = await placeJson(driver, load, { amount: 52000 });
    const mine = await html(await renderBidSection(db(), viewer, load));
    assert.match(mine, /class="pill tone-info pending"[^>]*>Pending</);
    assert.match(mine, /₹52,000/);
    assert.match(mine, new RegExp(`action="/bids/${bid.id}/withdraw"`));
    assert.doesNotMatch(mine, /id="f-amount"/);

    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 48000 });
    const countered = await html(await renderBidSection(db(), viewer, load));
    assert.match(countered, /Accept ₹48,000/);
    assert.match(countered, new RegExp(`action="/bids/${bid.id}/respond"`));
    assert.match(countered, /name="action" value="decline"/);
    assert.match(countered, /name="action" value="counter"/);

    await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept' });
    const won = await html(await renderBidSection(db(), viewer, { ...load, status: 'assigned' }));
    assert.match(won, /was accepted/);
    const loser = await html(await renderBidSection(db(), asViewer(await signUp(server, 'driver')), { ...load, status: 'assigned' }));
    assert.match(loser, /no longer taking bids/);
  });

  test('a free driver out of bids sees why instead of the form; a premium driver always gets the form', async () => {
    const { owner, driver } = await scene();
    const start = await kolkataDayStart(db());
    const old = await insertLoad(db(), owner.id);
    for (let i = 0; i < 5; i++) await insertBid(db(), old.id, driver.id, { status: 'withdrawn', createdAt: new Date(start.getTime() + 5000) });
    const load = await insertLoad(db(), owner.id);
    const out = await html(await renderBidSection(db(), asViewer(driver), load));
    assert.match(out, /used today&#39;s 5 free bids|used today's 5 free bids/);
    assert.doesNotMatch(out, /id="f-amount"/);
    await setPlan(db(), driver.id, 'premium');
    const premium = await html(await renderBidSection(db(), asViewer(driver, 'premium'), load));
    assert.match(premium, /id="f-amount"/);
  });

  test('another shipper sees only how many bids there are', async () => {
    const { driver, load } = await scene();
    await placeJson(driver, load, { note: 'secret note' });
    const page = await html(await renderBidSection(db(), asViewer(await signUp(server, 'shipper')), load));
    assert.match(page, /1 bid so far, 1 open/);
    assert.doesNotMatch(page, /secret note/);
    assert.doesNotMatch(page, new RegExp(driver.name));
  });

  test('the load pages of both families embed the section: the owner manages bids, the driver gets the form, markup stays escaped', async () => {
    const { owner, driver, load } = await scene();
    const probe = '<script>alert(7)</script>';
    const bid = await placeJson(driver, load, { note: probe });
    for (const path of [`/loads/${load.id}`, `/marketplace/load/${load.id}`]) {
      const page = await owner.client.get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /id="bids"/);
      assert.match(page.text, new RegExp(driver.name));
      assert.match(page.text, new RegExp(`/${bid.id}/accept"`));
      assert.ok(!page.text.includes(probe), path);
      assert.match(page.text, /&lt;script&gt;alert\(7\)&lt;\/script&gt;/);
    }
    const other = await signUp(server, 'driver');
    const form = await other.client.get(`/marketplace/load/${load.id}`);
    assert.match(form.text, /id="f-amount"/);
    const mine = await driver.client.get(`/loads/${load.id}`);
    assert.match(mine.text, new RegExp(`action="/bids/${bid.id}/withdraw"`));
  });

  test("the driver's average rating and count stand beside their bid on both load pages", async () => {
    const { owner, driver, load } = await scene();
    const rated = await signUp(server, 'driver');
    for (const score of [5, 4, 4]) {
      const done = await insertAcceptedLoad(db(), owner.id, rated.id, 1_000_000, 'delivered');
      assert.equal((await owner.client.postJson(`/shipper/rate/${done.trip.id}`, { score })).status, 201);
    }
    // A rating the driver gave (to an owner) is not theirs to show.
    const given = await insertAcceptedLoad(db(), owner.id, driver.id, 1_000_000, 'delivered');
    assert.equal((await driver.client.postJson('/marketplace/rate', { trip_id: given.trip.id, score: 1 })).status, 201);
    const ratedBid = await placeJson(rated, load, { amount: 47000 });
    const plainBid = await placeJson(driver, load, { amount: 48000 });
    for (const path of [`/loads/${load.id}`, `/marketplace/load/${load.id}`]) {
      const page = await owner.client.get(path);
      assert.equal(page.status, 200, path);
      const head = (bidId: string) => new RegExp(`id="bid-${bidId}"[^>]*>\\s*<div class="bid-head">(.*?)</div>`, 's').exec(page.text)?.[1] ?? '';
      assert.match(head(ratedBid.id), new RegExp(rated.name));
      assert.match(head(ratedBid.id), /★ 4\.3 <small class="muted">\(3 ratings\)<\/small>/, path);
      assert.match(head(plainBid.id), /No ratings yet/, path);
    }
  });

  test("bidStatusesFor gives the driver's latest bid status per load", async () => {
    const { owner, driver } = await scene();
    const [a, b, c] = await Promise.all([insertLoad(db(), owner.id), insertLoad(db(), owner.id), insertLoad(db(), owner.id)]);
    const first = await placeJson(driver, a);
    await driver.client.postJson(`/bids/${first.id}/withdraw`, {});
    await placeJson(driver, a);
    const onB = await placeJson(driver, b);
    await owner.client.postJson(`/bids/${onB.id}/reject`, {});
    await placeJson(await signUp(server, 'driver'), c);
    const map = await bidStatusesFor(db(), driver.id, [a.id, b.id, c.id]);
    assert.deepEqual(Object.fromEntries(map), { [a.id]: 'pending', [b.id]: 'rejected' });
    assert.equal((await bidStatusesFor(db(), driver.id, [])).size, 0);
  });
});

describe('messaging from the bid pages', () => {
  /** The conversation links of a page, in order. */
  const messageLinks = (text: string) => [...text.matchAll(/href="(\/messages\/[^"#]+)"/g)].map((m) => m[1]);

  test("the owner's bid list links to a conversation with each bidder about the load, and the link opens it", async () => {
    const { owner, driver, load } = await scene();
    const other = await signUp(server, 'driver');
    const b1 = await placeJson(driver, load, { amount: 50000 });
    const b2 = await placeJson(other, load, { amount: 47000 });
    for (const path of [`/loads/${load.id}`, `/marketplace/load/${load.id}`]) {
      const page = await owner.client.get(path);
      assert.equal(page.status, 200, path);
      for (const [bid, bidder] of [
        [b1, driver],
        [b2, other],
      ] as const) {
        const article = new RegExp(`<article class="bid card" id="bid-${bid.id}".*?</article>`, 's').exec(page.text)?.[0] ?? '';
        assert.match(article, new RegExp(`<a class="button secondary small" href="/messages/${bidder.id}\\?load=${load.id}">Message ${bidder.name}</a>`), `${path}: ${bidder.name}`);
      }
      assert.ok(!messageLinks(page.text).some((href) => href.startsWith(`/messages/${owner.id}`)), `${path}: never a conversation with oneself`);
    }
    const link = messageLinks((await owner.client.get(`/loads/${load.id}`)).text).find((href) => href.startsWith(`/messages/${driver.id}`));
    assert.equal(link, `/messages/${driver.id}?load=${load.id}`);
    const conversation = await owner.client.get(link!);
    assert.equal(conversation.status, 200);
    assert.match(conversation.text, /class="card load-context"/);
    assert.match(conversation.text, /Delhi → Mumbai/);
    assert.match(conversation.text, new RegExp(`<input type="hidden" name="load_id" value="${load.id}"`));

    // Admins read the bids without the owner's actions, the message links included.
    const admin = await signInAdmin(server);
    const readOnly = await html(await renderBidSection(db(), asViewer(admin), load));
    assert.match(readOnly, new RegExp(driver.name));
    assert.deepEqual(messageLinks(readOnly), []);
  });

  test("the driver's bids link to the load's owner (shipper or broker) about that load, and the link opens it", async () => {
    const { owner, driver, load } = await scene();
    const broker = await signUp(server, 'broker');
    const brokered = await insertLoad(db(), broker.id, { origin: 'Surat', destination: 'Indore' });
    await placeJson(driver, load);
    await placeJson(driver, brokered);
    const page = await driver.client.get('/driver/bids');
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="/messages/${owner.id}\\?load=${load.id}">Message the shipper</a>`));
    assert.match(page.text, new RegExp(`href="/messages/${broker.id}\\?load=${brokered.id}">Message the broker</a>`));
    assert.ok(!messageLinks(page.text).some((href) => href.startsWith(`/messages/${driver.id}`)), 'never a conversation with oneself');

    const link = messageLinks(page.text).find((href) => href.startsWith(`/messages/${broker.id}`));
    assert.equal(link, `/messages/${broker.id}?load=${brokered.id}`);
    const conversation = await driver.client.get(link!);
    assert.equal(conversation.status, 200);
    assert.match(conversation.text, /class="card load-context"/);
    assert.match(conversation.text, /Surat → Indore/);
    assert.match(conversation.text, new RegExp(`<input type="hidden" name="load_id" value="${brokered.id}"`));
  });
});

describe('the live offer: current amount, who must answer, history; accepts of the amount seen', () => {
  /** A ₹68,000 bid the owner countered at ₹62,000 (the driver's turn). */
  async function counteredScene() {
    const { owner, driver, load } = await scene();
    const bid = await placeJson(driver, load, { amount: 68000, note: 'Container 32ft' });
    const res = await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 62000, note: 'Best I can do' });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    return { owner, driver, load, bid };
  }
  const bidsJson = async (u: SignedInUser, loadId: string) => (await u.client.get(`/api/loads/${loadId}/bids`)).json.data.bids[0];

  test('after a counter, both sides see ₹62,000 as the offer now, the driver is the one to answer, and the history (HTML and JSON)', async () => {
    const { owner, driver, load, bid } = await counteredScene();

    const driverPage = (await driver.client.get(`/loads/${load.id}`)).text;
    assert.match(driverPage, /<b class="amount current-amount">₹62,000<\/b>/);
    assert.match(driverPage, /Waiting for you/);
    assert.match(driverPage, /name="action" value="accept"\/><input type="hidden" name="expected_amount" value="62000"\/><button type="submit" class="primary">Accept ₹62,000<\/button>/);
    assert.doesNotMatch(driverPage, /Accept ₹68,000/);
    // The counter form is open (no toggle), prefilled halfway, with the decline as the destructive button.
    assert.match(driverPage, new RegExp(`id="counter-amount-${bid.id}" name="amount" inputmode="decimal" required="" value="65000"`));
    assert.doesNotMatch(driverPage, /<details class="counter"/);
    assert.match(driverPage, /class="danger">Decline and withdraw</);
    assert.match(driverPage, /<b>You<\/b> bid ₹68,000/);
    assert.match(driverPage, new RegExp(`<b>${owner.name}</b> countered ₹62,000`));

    const ownerPage = (await owner.client.get(`/loads/${load.id}`)).text;
    assert.match(ownerPage, /Your offer<\/span> <b class="amount current-amount">₹62,000<\/b>/);
    assert.match(ownerPage, new RegExp(`Waiting for ${driver.name} \\(driver\\)`));
    assert.doesNotMatch(ownerPage, /class="primary">Accept ₹68,000/, 'the driver’s old amount is not offered as the live one');
    assert.match(ownerPage, /class="secondary">Accept their ₹68,000 instead</);
    assert.match(ownerPage, /<b>You<\/b> countered ₹62,000/);

    for (const u of [owner, driver]) {
      const b = await bidsJson(u, load.id);
      assert.equal(b.status, 'countered');
      assert.equal(b.amount, 68000, 'amount stays the driver’s amount (CONTRACT)');
      assert.equal(b.current_amount, 62000);
      assert.equal(b.offered_by, 'owner');
      assert.equal(b.awaiting, 'driver');
      assert.equal(b.original_amount, 68000);
      assert.deepEqual(
        b.history.map((h: any) => [h.action, h.side, h.amount, h.note]),
        [
          ['bid', 'driver', 68000, 'Container 32ft'],
          ['counter', 'owner', 62000, 'Best I can do'],
        ],
      );
    }
    const mine = (await driver.client.get('/api/bids/my')).json.data.bids[0];
    assert.equal(mine.current_amount, 62000);
    assert.equal(mine.awaiting, 'driver');

    // The driver counters back: the owner's turn, at the driver's new amount; the original is kept.
    const back = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'counter', amount: 65000 });
    assert.equal(back.status, 200);
    assert.equal(back.json.data.bid.current_amount, 65000);
    assert.equal(back.json.data.bid.awaiting, 'owner');
    const b = await bidsJson(owner, load.id);
    assert.equal(b.original_amount, 68000);
    assert.deepEqual(
      b.history.map((h: any) => [h.side, h.amount]),
      [
        ['driver', 68000],
        ['owner', 62000],
        ['driver', 65000],
      ],
    );
    const ownerAgain = (await owner.client.get(`/loads/${load.id}`)).text;
    assert.match(ownerAgain, /class="primary">Accept ₹65,000</);
    assert.match(ownerAgain, new RegExp(`id="counter-amount-${bid.id}" name="amount" inputmode="decimal" required="" value="63500"`));
    assert.match(ownerAgain, /Waiting for you/);
    const driverAgain = (await driver.client.get(`/loads/${load.id}`)).text;
    assert.match(driverAgain, new RegExp(`Waiting for ${owner.name} \\(shipper\\)`));
    assert.doesNotMatch(driverAgain, /name="action" value="accept"/);

    const list = (await driver.client.get('/driver/bids')).text;
    assert.match(list, /Your offer<\/span> <b class="amount current-amount">₹65,000/);
    assert.match(list, new RegExp(`Waiting for ${owner.name} \\(shipper\\)`));
  });

  test('the driver accepts exactly the amount shown; a stale amount is refused (409) and changes nothing', async () => {
    const { owner, driver, load, bid } = await counteredScene();
    // The driver's page showed ₹62,000; meanwhile (another tab) they countered ₹66,000 and the owner countered ₹64,000.
    await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'counter', amount: 66000 });
    await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 64000 });

    const stale = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept', expected_amount: 62000 });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.error.code, 'CONFLICT');
    assert.match(stale.json.error.message, /offer is now ₹64,000.*Nothing was accepted/);
    assert.equal((await bidRow(db(), bid.id)).status, 'countered');
    assert.equal((await db().selectFrom('trips').select('id').where('loadId', '=', load.id).execute()).length, 0);

    // The browser's form with the stale amount gets the new offer to answer, not an error page.
    const form = await driver.client.post(`/bids/${bid.id}/respond`, { action: 'accept', expected_amount: '62000' });
    assert.equal(form.status, 409);
    assert.match(form.text, /The offer changed/);
    assert.match(form.text, /class="primary">Accept ₹64,000</);

    const ok = await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept', expected_amount: 64000 });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.data.trip.agreed_amount, 64000);
    assert.equal(ok.json.data.bid.current_amount, 64000);
    assert.equal(ok.json.data.bid.awaiting, null);
  });

  test('the owner accepts exactly the amount shown; a stale amount is refused (409); bad input is 400 naming the field', async () => {
    const { owner, driver, load, bid } = await counteredScene();
    await driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'counter', amount: 66000 });

    const bad = await owner.client.postJson(`/bids/${bid.id}/accept`, { expected_amount: 'lots' });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.error.code, 'VALIDATION_ERROR');
    assert.ok(bad.json.error.details.expected_amount);
    assert.equal((await bidRow(db(), bid.id)).status, 'pending');

    const stale = await owner.client.postJson(`/marketplace/bid/${bid.id}/accept`, { expected_amount: 68000 });
    assert.equal(stale.status, 409);
    assert.match(stale.json.error.message, /driver's offer is now ₹66,000/);
    const page = await owner.client.post(`/bids/${bid.id}/accept`, { expected_amount: '68000' });
    assert.equal(page.status, 409);
    assert.match(page.text, /The offer changed/);
    assert.match(page.text, /class="primary">Accept ₹66,000</);
    assert.equal((await bidRow(db(), bid.id)).status, 'pending');

    const ok = await owner.client.post(`/bids/${bid.id}/accept`, { expected_amount: '66000' });
    assert.equal(ok.status, 302);
    const trip = await db().selectFrom('trips').select('agreedAmountPaise').where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(trip.agreedAmountPaise, 6_600_000);
  });

  test('accepts are refused without a session (401), to the wrong role (403) and on another user’s bid (404)', async () => {
    const { driver, load, bid } = await counteredScene();
    assert.equal((await anonymous(server).postJson(`/bids/${bid.id}/accept`, { expected_amount: 68000 })).status, 401);
    assert.equal((await anonymous(server).postJson(`/bids/${bid.id}/respond`, { action: 'accept', expected_amount: 62000 })).status, 401);
    assert.equal((await driver.client.postJson(`/bids/${bid.id}/accept`, { expected_amount: 68000 })).status, 403);
    const [otherShipper, otherDriver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    assert.equal((await otherShipper.client.postJson(`/bids/${bid.id}/accept`, { expected_amount: 68000 })).status, 404);
    assert.equal((await otherDriver.client.postJson(`/bids/${bid.id}/respond`, { action: 'accept', expected_amount: 62000 })).status, 404);
    assert.equal((await otherDriver.client.get(`/api/loads/${load.id}/bids`)).status, 403);
    assert.equal((await bidRow(db(), bid.id)).status, 'countered');
  });

  test('the bid form proposes the delivery date from the distance and the load’s price, so one tap places the bid', async () => {
    const { owner, driver } = await scene();
    const load = await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', pricePaise: 5_200_000 });
    const km = roadDistanceKm('Delhi', 'Mumbai')!;
    const days = Math.max(1, Math.ceil(km / 450));
    const expected = new Date(`${load.pickupDate}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + days);
    const date = expected.toISOString().slice(0, 10);
    assert.ok(days >= 2, 'Delhi to Mumbai is more than a day’s drive');

    const page = (await driver.client.get(`/loads/${load.id}`)).text;
    assert.match(page, /id="f-amount" name="amount" required="" [^>]*value="52000"/);
    assert.match(page, new RegExp(`id="f-estimated_delivery" name="estimated_delivery" required="" [^>]*value="${date}"`));
    assert.match(page, new RegExp(`${days} days after pickup`));

    // "Place bid" as the form stands.
    const placed = await driver.client.post(`/loads/${load.id}/bid`, { amount: '52000', estimated_delivery: date, note: '' });
    assert.equal(placed.status, 302);
    const row = await db().selectFrom('bids').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(row.amountPaise, 5_200_000);
    assert.equal(row.estimatedDelivery, date);
    assert.equal(row.originalAmountPaise, 5_200_000);

    // Without a price the amount is empty and required; a short haul still proposes one day.
    const unpriced = await insertLoad(db(), owner.id, { origin: 'Pune', destination: 'Pune', pricePaise: null });
    const other = (await driver.client.get(`/loads/${unpriced.id}`)).text;
    assert.match(other, /id="f-amount" name="amount" required="" [^>]*value=""/);
    const oneDay = new Date(`${unpriced.pickupDate}T00:00:00Z`);
    oneDay.setUTCDate(oneDay.getUTCDate() + 1);
    assert.match(other, new RegExp(`value="${oneDay.toISOString().slice(0, 10)}"`));
    const empty = await driver.client.post(`/loads/${unpriced.id}/bid`, { amount: '', estimated_delivery: oneDay.toISOString().slice(0, 10), note: '' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, /Enter the amount in rupees/);
    assert.equal(await countBids({ loadId: unpriced.id }), 0);
  });
});
