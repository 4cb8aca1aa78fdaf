/**
 * Saved searches and lane alerts (issue 18 item 1, migration 059): a search fires on a matching new load and
 * not on near misses; aliases; the daily cap; many matches in one run make one alert; a repost matches again;
 * the job run twice or twice at once alerts once; the pages and the JSON with their refusals.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notificationsOf } from '../../../test/helpers/bids-factories.js';
import { anonymous, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { sendLoadAlerts } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});
const db = () => server.db;

async function save(user: SignedInUser, body: Record<string, unknown>): Promise<string> {
  const res = await user.client.postJson('/api/saved-searches', body);
  assert.equal(res.status, 201, res.text);
  return res.json.data.saved_search.id as string;
}

async function alertsOf(userId: string) {
  return (await notificationsOf(db(), userId)).filter((n) => n.kind === 'load_match');
}

async function matchesOf(searchId: string) {
  return db().selectFrom('savedSearchMatches').select(['loadId', 'notified']).where('savedSearchId', '=', searchId).execute();
}

describe('matching new loads', () => {
  test('a search fires on a matching load within its radius, and not on near misses', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const search = await save(driver, { origin: 'Delhi', origin_radius_km: 50, destination: 'Mumbai', truck_type: 'container', min_weight: 10, max_weight: 25, min_rate_per_km: 30 });
    // Gurugram is ~25 km from Delhi: inside the radius. Freight ₹45,000 over ~1,360 road km is ~₹33/km.
    const hit = await insertLoad(db(), owner.id, { origin: 'Gurugram', destination: 'Mumbai', truckType: 'container', weightTonnes: 20, pricePaise: 4_500_000 });
    const misses = [
      await insertLoad(db(), owner.id, { origin: 'Jaipur', destination: 'Mumbai', truckType: 'container', weightTonnes: 20 }), // outside the radius
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'open', weightTonnes: 20 }), // wrong truck
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'container', weightTonnes: 30 }), // too heavy
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'container', weightTonnes: 5 }), // too light
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'container', weightTonnes: 20, pricePaise: 3_000_000 }), // ~₹22/km
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Pune', truckType: 'container', weightTonnes: 20 }), // wrong destination
      await insertLoad(db(), owner.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'container', weightTonnes: 20, listed: false }), // not on the board
    ];
    assert.deepEqual(await alertsOf(driver.id), [], 'posting a load does no matching: nothing until the job runs');
    await sendLoadAlerts(db());
    const alerts = await alertsOf(driver.id);
    assert.equal(alerts.length, 1);
    assert.equal(alerts[0].title, 'New load Gurugram → Mumbai');
    assert.match(alerts[0].body, /It matches your alert Delhi → Mumbai\./);
    assert.equal(alerts[0].link, `/loads/${hit.id}`);
    assert.deepEqual(
      (await matchesOf(search)).map((m) => m.loadId),
      [hit.id],
    );
    assert.ok(!misses.some((m) => m.id === hit.id));
    // The page shows the match under the search.
    const page = await driver.client.get('/alerts');
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="/loads/${hit.id}"`));
  });

  test('never about the user’s own load', async () => {
    const broker = await signUp(server, 'broker');
    await save(broker, { origin: 'Surat', destination: 'Indore' });
    await insertLoad(db(), broker.id, { origin: 'Surat', destination: 'Indore' });
    await sendLoadAlerts(db());
    assert.deepEqual(await alertsOf(broker.id), []);
  });

  test('aliases: "Bombay" saved matches a load from Mumbai; Hindi spelling too', async () => {
    const owner = await signUp(server, 'shipper');
    const broker = await signUp(server, 'broker');
    const res = await broker.client.postJson('/api/saved-searches', { origin: 'Bombay', destination: 'नासिक' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.saved_search.origin, 'Mumbai');
    assert.equal(res.json.data.saved_search.destination, 'Nashik');
    await insertLoad(db(), owner.id, { origin: 'Mumbai', destination: 'Nashik' });
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(broker.id)).length, 1);
  });

  test('many loads matching at once make one grouped alert', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const search = await save(driver, { origin: 'Chennai', destination: 'Bengaluru', origin_radius_km: 10 });
    for (let i = 0; i < 7; i++) await insertLoad(db(), owner.id, { origin: 'Chennai', destination: 'Bengaluru', truckType: 'tipper' });
    await sendLoadAlerts(db());
    const alerts = await alertsOf(driver.id);
    assert.equal(alerts.length, 1);
    assert.equal(alerts[0].title, '7 new loads match Chennai → Bengaluru');
    assert.equal(alerts[0].link, `/alerts#alert-${search}`);
    assert.equal((await matchesOf(search)).length, 7);
  });

  test('the daily cap: past it, matches are kept but not alerted', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const search = await save(driver, { origin: 'Kochi', destination: 'Coimbatore' });
    await db().updateTable('platformConfig').set({ alertDailyCap: 2 }).execute();
    try {
      for (let i = 0; i < 3; i++) {
        await insertLoad(db(), owner.id, { origin: 'Kochi', destination: 'Coimbatore' });
        await sendLoadAlerts(db());
      }
    } finally {
      await db().updateTable('platformConfig').set({ alertDailyCap: 20 }).execute();
    }
    assert.equal((await alertsOf(driver.id)).length, 2);
    const matches = await matchesOf(search);
    assert.equal(matches.length, 3);
    assert.equal(matches.filter((m) => m.notified).length, 2);
  });

  test('a repost (a new load posted through the form) matches again; the job run twice alerts once', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const search = await save(driver, { origin: 'Lucknow', destination: 'Patna' });
    const post = () => owner.client.post('/loads', validLoadForm({ origin: 'Lucknow', destination: 'Patna', confirm_duplicate: 'yes' }));
    const first = await post();
    assert.equal(first.status, 302, first.text);
    assert.equal((await matchesOf(search)).length, 0, 'posting did no matching');
    await sendLoadAlerts(db());
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(driver.id)).length, 1);
    // The same load queued again (as if claimed twice) records nothing new: one match per search and load.
    const [m] = await matchesOf(search);
    await db().insertInto('loadAlertQueue').values({ loadId: m.loadId }).execute();
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(driver.id)).length, 1);
    const again = await post();
    assert.equal(again.status, 302, again.text);
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(driver.id)).length, 2);
    assert.equal((await matchesOf(search)).length, 2);
  });

  test('two job runs at once: each load alerted once', async () => {
    const owner = await signUp(server, 'shipper');
    const drivers = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver')]);
    for (const d of drivers) await save(d, { origin: 'Nagpur', destination: 'Raipur' });
    for (let i = 0; i < 3; i++) {
      await insertLoad(db(), owner.id, { origin: 'Nagpur', destination: 'Raipur' });
      await Promise.all([sendLoadAlerts(db()), sendLoadAlerts(db()), sendLoadAlerts(db())]);
    }
    for (const d of drivers) {
      const matches = await db().selectFrom('savedSearchMatches').select('loadId').where('userId', '=', d.id).execute();
      assert.equal(matches.length, 3);
      assert.equal(new Set(matches.map((m) => m.loadId)).size, 3);
      assert.equal((await alertsOf(d.id)).length, 3);
    }
  });

  test('a paused search does not fire; resumed it does', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const search = await save(driver, { origin: 'Vadodara', destination: 'Rajkot' });
    const paused = await driver.client.post(`/alerts/${search}/pause`);
    assert.equal(paused.status, 302);
    assert.match((await driver.client.get('/alerts')).text, /Paused/);
    await insertLoad(db(), owner.id, { origin: 'Vadodara', destination: 'Rajkot' });
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(driver.id)).length, 0);
    const patched = await driver.client.request('PATCH', `/api/saved-searches/${search}`, { json: { paused: false } });
    assert.equal(patched.status, 200, patched.text);
    assert.equal(patched.json.data.saved_search.paused, false);
    assert.equal(patched.json.data.saved_search.origin, 'Vadodara', 'fields not given are kept');
    await insertLoad(db(), owner.id, { origin: 'Vadodara', destination: 'Rajkot' });
    await sendLoadAlerts(db());
    assert.equal((await alertsOf(driver.id)).length, 1);
  });
});

describe('managing saved searches', () => {
  test('the form without JavaScript: create, list, edit, delete; the board carries its filters to the form', async () => {
    const driver = await signUp(server, 'driver');
    const board = await driver.client.get('/loads?origin=Bombay&destination=Pune&truck_type=open&min_weight=5');
    assert.equal(board.status, 200);
    const href = /href="(\/alerts\/new\?[^"]+)"/.exec(board.text)?.[1]?.replaceAll('&amp;', '&');
    assert.equal(href, '/alerts/new?origin=Bombay&destination=Pune&truck_type=open&min_weight=5');
    const form = await driver.client.get(href);
    assert.equal(form.status, 200);
    assert.match(form.text, /name="origin" [^>]*value="Bombay"/);
    assert.match(form.text, /<option value="open" selected/);
    const created = await driver.client.post('/alerts', { origin: 'Bombay', destination: 'Pune', truck_type: 'open', min_weight: '5', destination_radius_km: '40' });
    assert.equal(created.status, 302);
    const id = /#alert-(.+)$/.exec(created.location ?? '')?.[1] as string;
    const list = await driver.client.get('/alerts');
    assert.match(list.text, /Mumbai → Pune \(\+40 km\)/);
    const edit = await driver.client.get(`/alerts/${id}/edit`);
    assert.match(edit.text, /name="destination_radius_km" [^>]*value="40"/);
    const changed = await driver.client.post(`/alerts/${id}`, { origin: 'Mumbai', destination: 'Nashik' });
    assert.equal(changed.status, 302);
    assert.match((await driver.client.get('/alerts')).text, /Mumbai → Nashik/);
    const deleted = await driver.client.post(`/alerts/${id}/delete`);
    assert.equal(deleted.status, 302);
    const api = await driver.client.get('/api/saved-searches', { accept: 'json' });
    assert.deepEqual(api.json.data.saved_searches, []);
  });

  test('validation: 400 naming the field, nothing saved; the form is drawn again with the values kept', async () => {
    const driver = await signUp(server, 'driver');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'origin'],
      [{ origin: 'Atlantis' }, 'origin'],
      [{ origin: 'Delhi', origin_radius_km: 900 }, 'origin_radius_km'],
      [{ origin: 'Delhi', min_weight: 30, max_weight: 10 }, 'min_weight'],
      [{ origin: 'Delhi', truck_type: 'rocket' }, 'truck_type'],
      [{ origin: 'Delhi', min_rate_per_km: 'lots' }, 'min_rate_per_km'],
    ];
    for (const [body, field] of cases) {
      const res = await driver.client.postJson('/api/saved-searches', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.ok(field in res.json.error.details, `${field} named for ${JSON.stringify(body)}: ${res.text}`);
    }
    const form = await driver.client.post('/alerts', { origin: 'Atlantis', destination: 'Pune' });
    assert.equal(form.status, 400);
    assert.match(form.text, /We do not know the city &quot;Atlantis&quot;|We do not know the city "Atlantis"/);
    assert.match(form.text, /name="destination" [^>]*value="Pune"/);
    assert.equal((await db().selectFrom('savedSearches').select('id').where('userId', '=', driver.id).execute()).length, 0);
  });

  test('no session: 401 for JSON, the sign-in page for pages', async () => {
    const anon = anonymous(server);
    assert.equal((await anon.get('/api/saved-searches', { accept: 'json' })).status, 401);
    assert.equal((await anon.postJson('/api/saved-searches', { origin: 'Delhi' })).status, 401);
    const page = await anon.get('/alerts');
    assert.equal(page.status, 302);
    assert.match(page.location ?? '', /^\/login/);
  });

  test('a shipper cannot save a search (403), and sees no board button', async () => {
    const shipper = await signUp(server, 'shipper');
    assert.equal((await shipper.client.postJson('/api/saved-searches', { origin: 'Delhi' })).status, 403);
    assert.equal((await shipper.client.get('/alerts')).status, 403);
    assert.doesNotMatch((await shipper.client.get('/loads')).text, /Alert me for this search/);
  });

  test('another user’s saved search is not found (404) for edit, pause and delete', async () => {
    const owner = await signUp(server, 'driver');
    const other = await signUp(server, 'broker');
    const id = await save(owner, { origin: 'Delhi', destination: 'Agra' });
    assert.equal((await other.client.request('PATCH', `/api/saved-searches/${id}`, { json: { origin: 'Pune' } })).status, 404);
    assert.equal((await other.client.request('PATCH', `/api/saved-searches/${id}`, { json: { origin: 'Atlantis' } })).status, 404);
    assert.equal((await other.client.request('DELETE', `/api/saved-searches/${id}`, { accept: 'json' })).status, 404);
    assert.equal((await other.client.get(`/alerts/${id}/edit`)).status, 404);
    assert.equal((await other.client.post(`/alerts/${id}/delete`)).status, 404);
    assert.equal((await other.client.post(`/alerts/${id}`, { origin: 'Pune' })).status, 404);
    const mine = await owner.client.get('/api/saved-searches', { accept: 'json' });
    assert.equal(mine.json.data.saved_searches.length, 1);
    assert.equal(mine.json.data.saved_searches[0].origin, 'Delhi');
    const del = await owner.client.request('DELETE', `/api/saved-searches/${id}`, { accept: 'json' });
    assert.equal(del.status, 200);
  });

  test('at most 20 saved searches, also when two saves race for the last place', async () => {
    const driver = await signUp(server, 'driver');
    for (let i = 0; i < 19; i++) await save(driver, { origin: 'Delhi', origin_radius_km: i });
    const [a, b] = await Promise.all([driver.client.postJson('/api/saved-searches', { origin: 'Pune' }), driver.client.postJson('/api/saved-searches', { origin: 'Pune' })]);
    assert.deepEqual([a.status, b.status].sort(), [201, 409]);
    const refused = a.status === 409 ? a : b;
    assert.match(refused.json.error.message, /at most 20 saved searches/);
    assert.equal((await db().selectFrom('savedSearches').select('id').where('userId', '=', driver.id).execute()).length, 20);
  });
});
