/**
 * The board as truckers compare it (issue 15): distance, rates, poster, bids and the lane's recent price on
 * every card, the load page and the JSON; one board in two dialects; filter messages in words beside the
 * field with the results kept; "Did you mean…?" for a city the gazetteer nearly knows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { anonymous, signUp } from '../../../test/helpers/factories.js';
import { insertBoardLoad, uniqueTown } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { CITIES, roadDistanceKm } from '../../geo/cities.js';
import { addDays, kolkataDate } from '../../lib/dates.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const ids = (res: { json: any }) => res.json.data.loads.map((l: { id: string }) => l.id);
const cardIds = (html: string) => [...html.matchAll(/<article class="card" data-load-id="([^"]+)"/g)].map((m) => m[1]);

/** A taken load on a lane (assigned with a trip, or delivered), `days` ago. */
async function takenLoad(ownerId: string, lane: { origin: string; destination: string }, pricePaise: number, weightTonnes: number, status = 'delivered', days = 3) {
  const load = await insertBoardLoad(server.db, ownerId, { ...lane, pricePaise, weightTonnes, status: status as 'delivered' });
  // The touch trigger would set updated_at to now: the load was taken `days` ago.
  await server.db.connection().execute(async (c) => {
    await sql`alter table loads disable trigger loads_touch`.execute(c);
    await sql`update loads set updated_at = now() - make_interval(days => ${days}) where id = ${load.id}`.execute(c);
    await sql`alter table loads enable trigger loads_touch`.execute(c);
  });
  return load;
}

describe('what truckers compare', () => {
  test('JSON and cards carry distance, rates, poster company, verification, rating, bid count and the lane price', async () => {
    const owner = await signUp(server, 'shipper', { name: 'Meera Shah' });
    await server.db.updateTable('users').set({ companyName: 'Meera Logistics', verifiedAt: new Date() }).where('id', '=', owner.id).execute();
    const driver = await signUp(server, 'driver');
    const other = await signUp(server, 'driver');
    const lane = { origin: 'Bhuj', destination: 'Imphal' };
    // The lane lately: 40,000/20 t = 2,000/t, 60,000/20 t = 3,000/t, 90,000/20 = 4,500/t: median 3,000/t. Older or open loads do not count.
    await takenLoad(owner.id, lane, 4_000_000, 20);
    await takenLoad(owner.id, lane, 6_000_000, 20, 'assigned');
    await takenLoad(owner.id, lane, 9_000_000, 20, 'in_transit');
    await takenLoad(owner.id, lane, 1_000_000, 20, 'delivered', 120);
    const load = await insertBoardLoad(server.db, owner.id, { ...lane, pricePaise: 7_000_000, weightTonnes: 14 });
    const km = roadDistanceKm('Bhuj', 'Imphal')!;
    // A rating of the poster (by a driver, on a trip), and two bids (a withdrawn one does not count).
    await server.db
      .insertInto('bids')
      .values({ loadId: load.id, driverId: driver.id, amountPaise: 6_500_000, estimatedDelivery: addDays(kolkataDate(), 6) })
      .execute();
    await server.db
      .insertInto('bids')
      .values({ loadId: load.id, driverId: other.id, amountPaise: 6_800_000, estimatedDelivery: addDays(kolkataDate(), 6), status: 'withdrawn' })
      .execute();
    const trip = await server.db.selectFrom('loads').select('id').where('ownerId', '=', owner.id).where('status', '=', 'assigned').executeTakeFirstOrThrow();
    const bid = await server.db
      .insertInto('bids')
      .values({ loadId: trip.id, driverId: driver.id, amountPaise: 1, estimatedDelivery: addDays(kolkataDate(), 6), status: 'accepted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const t = await server.db
      .insertInto('trips')
      .values({ loadId: trip.id, bidId: bid.id, driverId: driver.id, agreedAmountPaise: 1, status: 'delivered', deliveredAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('ratings').values({ tripId: t.id, raterId: driver.id, rateeId: owner.id, score: 4 }).execute();

    const res = await driver.client.get('/api/loads?origin=Bhuj&destination=Imphal');
    assert.equal(res.status, 200);
    const [json] = res.json.data.loads;
    assert.equal(json.id, load.id);
    assert.equal(json.distance_km, km);
    assert.equal(json.rate_per_km, Math.floor(7_000_000 / km) / 100);
    assert.equal(json.rate_per_tonne, 5000);
    assert.equal(json.bid_count, 1);
    assert.deepEqual(json.poster, { id: owner.id, name: 'Meera Shah', company_name: 'Meera Logistics', verified: true, rating: 4, ratings: 1, badges: [] });
    assert.equal(json.lane_price_per_tonne, 3000);
    assert.equal(json.lane_loads, 3);
    assert.equal(json.owner.name, 'Meera Shah', 'the existing fields stay');
    assert.equal(json.price, 70000);
    const one = await driver.client.get(`/api/loads/${load.id}`);
    assert.equal(one.json.data.load.bid_count, 1);
    assert.equal(one.json.data.load.distance_km, km);

    const grouped = new Intl.NumberFormat('en-IN').format(km);
    for (const path of ['/loads?origin=Bhuj&destination=Imphal', '/marketplace?from=Bhuj&to=Imphal', '/loadboard?origin=Bhuj&destination=Imphal', `/loads/${load.id}`]) {
      const client = path.startsWith('/loadboard') ? anonymous(server) : driver.client;
      const page = await client.get(path);
      assert.equal(page.status, 200, path);
      assert.ok(page.text.includes(`≈ ${grouped} km`), `${path}: distance`);
      assert.match(page.text, /₹70,000/, path);
      assert.match(page.text, /₹5,000\/t/, `${path}: rate per tonne`);
      assert.match(page.text, /\/km</, `${path}: rate per km`);
      assert.match(page.text, /Meera Logistics/, `${path}: company, not the person`);
      assert.match(page.text, /✓ Verified/, path);
      assert.match(page.text, /★ 4\.0 \(1\)/, `${path}: rating`);
      assert.match(page.text, />1 bid</, path);
      assert.match(page.text, /Lane lately ₹3,000\/t \(3 loads, 90 days\)/, path);
      assert.match(page.text, /<time datetime="[^"]+" title="[^"]+ IST">just now<\/time>/, `${path}: posting age`);
      assert.doesNotMatch(page.text, />container</, `${path}: no raw truck code`);
    }

    // A new bid moves the board: the count on the card follows at once.
    await server.db
      .insertInto('bids')
      .values({ loadId: load.id, driverId: other.id, amountPaise: 6_900_000, estimatedDelivery: addDays(kolkataDate(), 6) })
      .execute();
    assert.match((await driver.client.get('/loads?origin=Bhuj&destination=Imphal')).text, />2 bids</);
    assert.equal((await driver.client.get('/api/loads?origin=Bhuj&destination=Imphal')).json.data.loads[0].bid_count, 2);
    // The poster's answer to a new post on the lane carries the same facts (read with the insert, one statement).
    const posted = await owner.client.postJson('/loads', {
      ...lane,
      pickup_date: addDays(kolkataDate(), 2),
      truck_type: 'open',
      weight: 10,
      price: 45000,
    });
    assert.equal(posted.status, 201);
    const fresh = posted.json.data.load;
    assert.equal(fresh.bid_count, 0);
    assert.deepEqual(fresh.poster, { id: owner.id, name: 'Meera Shah', company_name: 'Meera Logistics', verified: true, rating: 4, ratings: 1, badges: [] });
    assert.equal(fresh.lane_price_per_tonne, 3000);
    assert.equal(fresh.lane_loads, 3);
    assert.equal(fresh.owner.name, 'Meera Shah');
  });

  test('a load without price or with a town outside the gazetteer leaves the rates and distance out; no lane, no lane price', async () => {
    const owner = await signUp(server, 'shipper', { name: 'Plain Poster' });
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Farpur');
    const unpriced = await insertBoardLoad(server.db, owner.id, { origin: 'Agartala', destination: 'Leh', pricePaise: null });
    const unknown = await insertBoardLoad(server.db, owner.id, { origin: 'Agartala', destination: town, pricePaise: 5_000_000, weightTonnes: 10 });
    const a = (await driver.client.get(`/api/loads/${unpriced.id}`)).json.data.load;
    assert.equal(a.distance_km, roadDistanceKm('Agartala', 'Leh'));
    assert.equal(a.rate_per_km, null);
    assert.equal(a.rate_per_tonne, null);
    assert.equal(a.lane_price_per_tonne, null);
    assert.equal(a.bid_count, 0);
    assert.deepEqual(a.poster, { id: owner.id, name: 'Plain Poster', company_name: null, verified: false, rating: null, ratings: 0, badges: [] });
    const b = (await driver.client.get(`/api/loads/${unknown.id}`)).json.data.load;
    assert.equal(b.distance_km, null);
    assert.equal(b.rate_per_km, null);
    assert.equal(b.rate_per_tonne, 5000);
    const page = await driver.client.get(`/loads/${unpriced.id}`);
    assert.match(page.text, /Open to bids/);
    assert.match(page.text, /Plain Poster/, 'the name when there is no company');
    assert.doesNotMatch(page.text, /Lane lately/);
    assert.doesNotMatch(page.text, /✓ Verified/);
  });

  test('the gazetteer points in SQL are the gazetteer: the stored distance is roadDistanceKm for every pair tried', async () => {
    const points = await server.db.selectFrom('cityPoints').selectAll().execute();
    assert.equal(points.length, CITIES.length);
    for (const c of CITIES) {
      const p = points.find((x) => x.key === c.name.toLowerCase());
      assert.ok(p && p.lat === c.lat && p.lng === c.lng, `${c.name} in city_points`);
    }
    const owner = await signUp(server, 'shipper');
    for (const [o, d] of [
      ['Delhi', 'Kolkata'],
      ['Mumbai', 'Chennai'],
      ['Gurugram', 'Noida'],
      ['Leh', 'Kochi'],
    ]) {
      const load = await insertBoardLoad(server.db, owner.id, { origin: o, destination: d });
      const row = await server.db.selectFrom('loads').select('distanceKm').where('id', '=', load.id).executeTakeFirstOrThrow();
      assert.equal(row.distanceKm, roadDistanceKm(o, d), `${o} → ${d}`);
    }
  });

  test('sort by rate per km: highest first, loads without a rate last, pages resume in order', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Ratepur');
    // Same origin, destinations at known distances: the rate is price / km.
    const made: Awaited<ReturnType<typeof insertBoardLoad>>[] = [];
    for (const [destination, price] of [
      ['Delhi', 2_000_000],
      ['Kolkata', 9_000_000],
      ['Chennai', 6_000_000],
      ['Pune', null],
      [town, 8_000_000],
    ] as const) {
      made.push(await insertBoardLoad(server.db, owner.id, { origin: 'Nagpur', destination, pricePaise: price, material: town }));
    }
    const rate = (d: string, p: number) => Math.floor(p / roadDistanceKm('Nagpur', d)!);
    const expected = made
      .map((l) => ({ id: l.id, r: l.pricePaise && roadDistanceKm('Nagpur', l.destination) ? rate(l.destination, l.pricePaise) : -1, c: l.createdAt }))
      .sort((a, b) => b.r - a.r || +new Date(b.c) - +new Date(a.c))
      .map((x) => x.id);
    const all = await driver.client.get('/api/loads?origin=Nagpur&sort=rate_per_km&limit=100');
    const mine = ids(all).filter((id: string) => made.some((m) => m.id === id));
    assert.deepEqual(mine, expected);
    const rates = all.json.data.loads.map((l: { rate_per_km: number | null }) => l.rate_per_km ?? -1);
    assert.deepEqual(
      rates,
      [...rates].sort((a, b) => b - a),
      'the whole page is in rate order',
    );
    // Page by page (keyset after the previous page's last row) gives the same order.
    const paged: string[] = [];
    for (let p = 1; p <= Math.ceil(all.json.data.pagination.total / 2); p++) paged.push(...ids(await driver.client.get(`/api/loads?origin=Nagpur&sort=rate_per_km&limit=2&page=${p}`)));
    assert.deepEqual(paged, ids(all));
    const html = await driver.client.get('/marketplace?from=Nagpur&sort=rate_per_km&limit=100');
    assert.deepEqual(cardIds(html.text), ids(all));
  });
});

describe('one board, two dialects', () => {
  test('/marketplace?from=X and /loads?origin=X show the same loads, in the same order, on the same cards; links per dialect', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Dialectpur');
    for (const [truckType, w] of [
      ['open', 10],
      ['container', 25],
      ['open', 30],
    ] as const)
      await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Surat', truckType, weightTonnes: w });
    const t = encodeURIComponent(town);
    for (const [market, loads] of [
      [`from=${t}`, `origin=${t}`],
      [`from=${t}&type=open&min_weight=20`, `origin=${t}&truck_type=open&min_weight=20`],
      [`from=${t}&to=surat&sort=price_desc`, `origin=${t}&destination=surat&sort=price_desc`],
    ]) {
      const a = await driver.client.get(`/marketplace?${market}`);
      const b = await driver.client.get(`/loads?${loads}`);
      assert.equal(a.status, 200);
      assert.equal(b.status, 200);
      assert.ok(cardIds(a.text).length > 0);
      assert.deepEqual(cardIds(a.text), cardIds(b.text), market);
      // The same card, but each links to its own family's load page.
      const [id] = cardIds(a.text);
      assert.match(a.text, new RegExp(`href="/marketplace/load/${id}"`));
      assert.match(b.text, new RegExp(`href="/loads/${id}"`));
    }
    // The filter form speaks the dialect: from/to/type on the marketplace, origin/destination/truck_type on /loads.
    const a = await driver.client.get(`/marketplace?from=${t}`);
    assert.match(a.text, /name="from" type="text" value="Dialectpur/);
    assert.match(a.text, /<select id="f-type" name="type">/);
    assert.match((await driver.client.get(`/loads?origin=${t}`)).text, /name="origin" type="text" value="Dialectpur/);
  });

  test('the filter line sums up the choice in words; /marketplace/load/<id> is the same page as /loads/<id>', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id, { origin: 'Delhi', destination: 'Kolkata', truckType: 'reefer', weightTonnes: 14.5 });
    const page = await driver.client.get('/loads?origin=delhi&truck_type=reefer&sort=rate_per_km');
    assert.match(page.text, /<span class="filter-summary">Delhi → Any city · Reefer · Rate per km: high to low<\/span>/);
    assert.match(page.text, /<details class="filter-sheet">/, 'the sheet is folded when nothing needs correcting');
    const a = await driver.client.get(`/loads/${load.id}`);
    const b = await driver.client.get(`/marketplace/load/${load.id}`);
    // Everything before the bid section (whose forms post to their family's door) is the same page.
    const main = (html: string) => /<main[^>]*>([\s\S]*?)<section class="card bids"/.exec(html)![1].replace('href="/marketplace"', 'href="/loads"');
    assert.equal(main(b.text), main(a.text));
    assert.match(a.text, /<h1 class="load-title"><span class="route">Delhi → Kolkata<\/span><\/h1>/);
    assert.match(a.text, /Reefer \(refrigerated\)/);
    assert.match(a.text, /14\.5 t/);
    assert.match(a.text, /<div class="primary-action sticky-action"><a class="button" href="#bids">Bid on this load<\/a>/, 'the driver’s primary action under the title');
  });
});

describe('filters that need correcting', () => {
  test('a wrong filter: its message in words beside the field, the values kept, the loads of the other filters still shown', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Keptpur');
    const load = await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Pune', weightTonnes: 12 });
    const t = encodeURIComponent(town);
    const res = await driver.client.get(`/loads?origin=${t}&min_weight=30&max_weight=10`);
    assert.equal(res.status, 400);
    assert.match(res.text, /id="f-min_weight-error" class="error">Minimum weight must not be more than maximum weight</);
    assert.doesNotMatch(res.text, /min_weight must/);
    assert.match(res.text, /name="min_weight" aria-invalid="true"[^>]*value="30"/);
    assert.match(res.text, /name="max_weight" type="text" value="10"/);
    assert.match(res.text, /<details class="filter-sheet" open="">/, 'the sheet opens on the message');
    assert.deepEqual(cardIds(res.text), [load.id], 'the loads of the other filters stay');
    assert.match(res.text, /Showing the loads of the other filters meanwhile/);
    const market = await driver.client.get(`/marketplace?from=${t}&type=boat`);
    assert.equal(market.status, 400);
    assert.match(market.text, /id="f-type-error" class="error">Choose a truck type from the list</);
    assert.deepEqual(cardIds(market.text), [load.id]);
    const json = await driver.client.get(`/api/loads?origin=${t}&min_weight=30&max_weight=10`);
    assert.equal(json.status, 400);
    assert.equal(json.json.error.details.min_weight, 'Minimum weight must not be more than maximum weight');
  });

  test('a city the gazetteer nearly knows gets "Did you mean…?" with a link that keeps the other filters; an unknown town none', async () => {
    const driver = await signUp(server, 'driver');
    const res = await driver.client.get('/loads?origin=Mumbaii&truck_type=open');
    assert.equal(res.status, 200);
    assert.match(res.text, /No city called “Mumbaii” on the board\. Did you mean <a href="\/loads\?origin=Mumbai&amp;truck_type=open(&amp;[^"]*)?">Mumbai<\/a>\?/);
    const market = await anonymous(server).get('/loadboard?destination=kolkatte');
    assert.match(market.text, /Did you mean <a href="\/loadboard\?destination=Kolkata[^"]*">Kolkata<\/a>/);
    const m = await driver.client.get('/marketplace?to=Bangalroe');
    assert.match(m.text, /Did you mean <a href="\/marketplace\?to=Bengaluru[^"]*">Bengaluru<\/a>/);
    for (const path of ['/loads?origin=Mumbai', `/loads?origin=${encodeURIComponent(uniqueTown())}`]) assert.doesNotMatch((await driver.client.get(path)).text, /Did you mean/, path);
  });

  test('no session: the member boards send to sign-in; the public board and JSON keep their rules', async () => {
    assert.equal((await anonymous(server).get('/loads?origin=Pune')).location, '/login?next=%2Floads%3Forigin%3DPune');
    assert.equal((await anonymous(server).get('/marketplace?from=Pune')).location, '/login?next=%2Fmarketplace%3Ffrom%3DPune');
    assert.equal((await anonymous(server).get('/api/loads', { accept: 'json' })).status, 401);
    assert.equal((await anonymous(server).get('/loadboard?origin=Pune')).status, 200);
  });
});
