import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, unique } from '../../../test/helpers/factories.js';
import { assertLedgerReconciles, balancesOf, insertHeldLoad } from '../../../test/helpers/escrow-factories.js';
import { insertBoardLoad, uniqueTown, validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../lib/dates.js';
import { parseSearchTerm } from './schema.js';
import { shareText } from './presenter.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const loadRow = (id: string) => server.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countLoads = async () =>
  Number(
    (
      await server.db
        .selectFrom('loads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const idOf = (location: string | null) => {
  const m = /\/load[s]?\/([0-9a-f-]{36})$/.exec(location ?? '');
  assert.ok(m, `expected a load page in Location, got ${location}`);
  return m[1];
};
const ids = (res: { json: any }) => res.json.data.loads.map((l: { id: string }) => l.id);

describe('posting a load', () => {
  test('a shipper posts through the form: 302 to the load page, canonical cities, paise, an audit row', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.post('/loads', validLoadForm({ origin: '  bombay ', destination: 'bangalore', price: '45,000.50' }));
    assert.equal(res.status, 302);
    const id = idOf(res.location);
    assert.equal(res.location, `/loads/${id}`);
    const row = await loadRow(id);
    assert.equal(row.ownerId, shipper.id);
    assert.equal(row.origin, 'Mumbai');
    assert.equal(row.destination, 'Bengaluru');
    assert.equal(row.originKey, 'mumbai');
    assert.equal(row.destinationKey, 'bengaluru');
    assert.equal(row.pricePaise, 4_500_050);
    assert.equal(Number(row.weightTonnes), 18.5);
    assert.equal(row.truckLengthFt, 32);
    assert.equal(row.status, 'open');
    assert.equal(row.listed, true);
    assert.equal(row.pickupDate, addDays(kolkataDate(), 1));
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('tableName', '=', 'loads').where('recordId', '=', id).execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actorId]),
      [['INSERT', shipper.id]],
    );
    const page = await shipper.client.get(res.location!);
    assert.equal(page.status, 200);
    assert.match(page.text, /is on the board/);
    assert.match(page.text, /Mumbai → Bengaluru/);
  });

  test('a broker posts as JSON and gets 201 with the load in rupees', async () => {
    const broker = await signUp(server, 'broker');
    const res = await broker.client.postJson('/loads', { ...validLoadForm(), weight: 12, price: 30000.5, truck_length_ft: '' });
    assert.equal(res.status, 201);
    assert.equal(res.json.success, true);
    const load = res.json.data.load;
    assert.equal(load.price, 30000.5);
    assert.equal(load.weight, 12);
    assert.equal(load.truck_length_ft, null);
    assert.equal(load.owner.id, broker.id);
    assert.equal(load.contact_phone, '98100 12345');
    assert.equal((await loadRow(load.id)).pricePaise, 3_000_050);
  });

  test('the marketplace door posts the same load for a shipper and opens its marketplace page', async () => {
    const shipper = await signUp(server, 'shipper');
    const form = await shipper.client.get('/marketplace/post');
    assert.equal(form.status, 200);
    assert.match(form.text, /action="\/marketplace\/post"/);
    const res = await shipper.client.post('/marketplace/post', validLoadForm({ origin: 'Gurgaon' }));
    assert.equal(res.status, 302);
    const id = idOf(res.location);
    assert.equal(res.location, `/marketplace/load/${id}`);
    assert.equal((await loadRow(id)).origin, 'Gurugram');
    const page = await shipper.client.get(res.location!);
    assert.equal(page.status, 200);
    assert.match(page.text, /Gurugram → Mumbai/);
  });

  test('every rule gets its own message; the form comes back with the values and nothing is stored', async () => {
    const shipper = await signUp(server, 'shipper');
    const yesterday = addDays(kolkataDate(), -1);
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ origin: '' }, 'origin', /Pickup city is required/],
      [{ destination: '   ' }, 'destination', /Delivery city is required/],
      [{ origin: 'x'.repeat(81) }, 'origin', /at most 80 characters/],
      [{ origin: '<>' }, 'origin', /Pickup city must be a place name/],
      [{ destination: '123 -' }, 'destination', /Delivery city must be a place name/],
      [{ pickup_date: '' }, 'pickup_date', /Pickup date is required/],
      [{ pickup_date: '2026-02-30' }, 'pickup_date', /YYYY-MM-DD/],
      [{ pickup_date: yesterday }, 'pickup_date', /cannot be in the past/],
      [{ pickup_date: addDays(kolkataDate(), 400) }, 'pickup_date', /within the next 12 months/],
      [{ truck_type: '' }, 'truck_type', /Choose a truck type/],
      [{ truck_type: 'boat' }, 'truck_type', /Truck type must be one of container, open/],
      [{ truck_length_ft: '5' }, 'truck_length_ft', /from 6 to 80/],
      [{ weight: '' }, 'weight', /Enter the weight in tonnes/],
      [{ weight: '0' }, 'weight', /more than 0 and at most 100 tonnes/],
      [{ weight: '100.01' }, 'weight', /more than 0 and at most 100 tonnes/],
      [{ weight: 'heavy' }, 'weight', /as a number/],
      [{ price: '-5' }, 'price', /Enter the price in rupees/],
      [{ price: '12.345' }, 'price', /Enter the price in rupees/],
      [{ price: '200000000' }, 'price', /at most ₹1,00,00,000/],
      [{ material: 'm'.repeat(121) }, 'material', /at most 120 characters/],
      [{ description: 'd'.repeat(2001) }, 'description', /at most 2000 characters/],
      [{ contact_phone: 'call me' }, 'contact_phone', /phone number such as/],
    ];
    const before = await countLoads();
    for (const [override, field, message] of cases) {
      const res = await shipper.client.post('/loads', validLoadForm({ material: 'Kept value', ...override }));
      assert.equal(res.status, 400, `expected 400 for ${JSON.stringify(override).slice(0, 80)}`);
      assert.match(res.text, /role="alert"/);
      assert.match(res.text, new RegExp(`id="f-${field}-error"[^>]*>[^<]*${message.source}`), `message for ${field}`);
      if (field !== 'material') assert.match(res.text, /value="Kept value"/);
      const json = await shipper.client.postJson('/loads', validLoadForm(override));
      assert.equal(json.status, 400);
      assert.equal(json.json.error.code, 'VALIDATION_ERROR');
      assert.match(json.json.error.details[field], message);
    }
    assert.equal(await countLoads(), before, 'nothing is stored');
  });

  test('several bad fields are all reported at once', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/loads', { origin: '', weight: '0', truck_type: 'x', pickup_date: 'soon' });
    assert.equal(res.status, 400);
    assert.deepEqual(Object.keys(res.json.error.details).sort(), ['destination', 'origin', 'pickup_date', 'truck_type', 'weight']);
  });

  test("today's pickup date (India time) is accepted, yesterday's is not", async () => {
    const shipper = await signUp(server, 'shipper');
    const ok = await shipper.client.postJson('/loads', validLoadForm({ pickup_date: kolkataDate() }));
    assert.equal(ok.status, 201);
    const past = await shipper.client.postJson('/loads', validLoadForm({ pickup_date: addDays(kolkataDate(), -1) }));
    assert.equal(past.status, 400);
    assert.match(past.json.error.details.pickup_date, /past/);
  });

  test('without a session: the form redirects to sign-in, posting is 401', async () => {
    const c = anonymous(server);
    const page = await c.get('/loads/new');
    assert.equal(page.status, 302);
    assert.equal(page.location, '/login?next=%2Floads%2Fnew');
    const before = await countLoads();
    assert.equal((await c.post('/loads', validLoadForm())).status, 401);
    const json = await c.postJson('/loads', validLoadForm());
    assert.equal(json.status, 401);
    assert.equal(json.json.error.code, 'UNAUTHENTICATED');
    assert.equal((await c.get('/marketplace/post')).location, '/login?next=%2Fmarketplace%2Fpost');
    assert.equal(await countLoads(), before);
  });

  test('a driver cannot post a load (403), nor a broker through the shipper-only marketplace door', async () => {
    const driver = await signUp(server, 'driver');
    const before = await countLoads();
    assert.equal((await driver.client.get('/loads/new')).status, 403);
    assert.equal((await driver.client.post('/loads', validLoadForm())).status, 403);
    const json = await driver.client.postJson('/loads', validLoadForm());
    assert.equal(json.status, 403);
    assert.equal(json.json.error.code, 'FORBIDDEN');
    assert.equal((await driver.client.post('/marketplace/post', validLoadForm())).status, 403);
    const broker = await signUp(server, 'broker');
    assert.equal((await broker.client.get('/marketplace/post')).status, 403);
    assert.equal(await countLoads(), before);
  });
});

describe('editing and cancelling', () => {
  test('the owner edits an open load: 302, new values, an audit UPDATE by the owner', async () => {
    const shipper = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, shipper.id);
    const form = await shipper.client.get(`/loads/${load.id}/edit`);
    assert.equal(form.status, 200);
    assert.match(form.text, /value="45000"/);
    const res = await shipper.client.post(`/loads/${load.id}`, validLoadForm({ destination: 'Calcutta', price: '52000', weight: '21' }));
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    const row = await loadRow(load.id);
    assert.equal(row.destination, 'Kolkata');
    assert.equal(row.destinationKey, 'kolkata');
    assert.equal(row.pricePaise, 5_200_000);
    assert.equal(Number(row.weightTonnes), 21);
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('recordId', '=', load.id).where('action', '=', 'UPDATE').execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].actorId, shipper.id);
  });

  test('a failed edit shows the form again with the values and changes nothing', async () => {
    const shipper = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, shipper.id);
    const res = await shipper.client.post(`/loads/${load.id}`, validLoadForm({ weight: '150', material: 'Cotton bales' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /at most 100 tonnes/);
    assert.match(res.text, /value="Cotton bales"/);
    assert.equal(Number((await loadRow(load.id)).weightTonnes), 20);
  });

  test("cannot edit or cancel another shipper's load (403), and nothing changes", async () => {
    const owner = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id);
    assert.equal((await other.client.get(`/loads/${load.id}/edit`)).status, 403);
    assert.equal((await other.client.post(`/loads/${load.id}`, validLoadForm({ price: '1' }))).status, 403);
    const json = await other.client.request('POST', `/loads/${load.id}/cancel`, { accept: 'json' });
    assert.equal(json.status, 403);
    assert.equal(json.json.error.code, 'FORBIDDEN');
    assert.equal((await other.client.post(`/loads/${load.id}/delete`)).status, 403);
    const row = await loadRow(load.id);
    assert.equal(row.pricePaise, 4_500_000);
    assert.equal(row.status, 'open');
    assert.equal(row.deletedAt, null);
    const page = await other.client.get(`/loads/${load.id}`);
    assert.doesNotMatch(page.text, /Edit load|Cancel load/);
  });

  test('without a session: edit redirects to sign-in; update and cancel are 401', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id);
    const c = anonymous(server);
    const edit = await c.get(`/loads/${load.id}/edit`);
    assert.equal(edit.status, 302);
    assert.equal(edit.location, `/login?next=${encodeURIComponent(`/loads/${load.id}/edit`)}`);
    assert.equal((await c.post(`/loads/${load.id}`, validLoadForm())).status, 401);
    assert.equal((await c.post(`/loads/${load.id}/cancel`)).status, 401);
    assert.equal((await loadRow(load.id)).status, 'open');
  });

  test('an assigned load can no longer be edited (409) but can still be cancelled: the trip ends and the driver is told', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load, trip } = await insertAcceptedLoad(server.db, owner.id, driver.id);
    const edit = await owner.client.get(`/loads/${load.id}/edit`);
    assert.equal(edit.status, 409);
    assert.match(edit.text, /only open loads can be edited/);
    const post = await owner.client.postJson(`/loads/${load.id}`, validLoadForm());
    assert.equal(post.status, 409);
    assert.equal(post.json.error.code, 'CONFLICT');

    const res = await owner.client.post(`/loads/${load.id}/cancel`);
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}`);
    assert.equal((await loadRow(load.id)).status, 'cancelled');
    const t = await server.db.selectFrom('trips').selectAll().where('id', '=', trip.id).executeTakeFirstOrThrow();
    assert.equal(t.status, 'cancelled');
    assert.ok(t.cancelledAt);
    const notes = await server.db.selectFrom('notifications').selectAll().where('userId', '=', driver.id).execute();
    assert.equal(notes.length, 1);
    assert.equal(notes[0].kind, 'trip_status');
    assert.equal(notes[0].link, `/loads/${load.id}`);
    assert.match(notes[0].title, /Load cancelled/);
  });

  test('cancelling an assigned load with money held in escrow gives the money back to the shipper', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const asUser = (u: typeof owner) => ({ id: u.id, username: u.username, name: u.name, role: u.role, phone: null, plan: 'free' as const, verified: false });
    const { load } = await insertHeldLoad(server.db, asUser(owner), asUser(driver), 4_000_000);
    const before = await balancesOf(server.db, owner.id);
    assert.ok(before.held > 0);
    const res = await owner.client.post(`/loads/${load.id}/cancel`);
    assert.equal(res.status, 302);
    const row = await loadRow(load.id);
    assert.equal(row.status, 'cancelled');
    assert.equal(row.paymentStatus, 'refunded');
    const after = await balancesOf(server.db, owner.id);
    assert.equal(after.held, 0);
    assert.equal(after.available, before.available + before.held);
    await assertLedgerReconciles(server.db, 'after a cancel with held funds');
  });

  test('cancelling an open load closes the bids waiting on it and tells their drivers', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id);
    const bid = await server.db
      .insertInto('bids')
      .values({ loadId: load.id, driverId: driver.id, amountPaise: 4_000_000, estimatedDelivery: load.pickupDate })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await owner.client.request('POST', `/loads/${load.id}/cancel`, { accept: 'json' });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.load.status, 'cancelled');
    const b = await server.db.selectFrom('bids').select('status').where('id', '=', bid.id).executeTakeFirstOrThrow();
    assert.equal(b.status, 'rejected');
    const notes = await server.db.selectFrom('notifications').select(['kind', 'link']).where('userId', '=', driver.id).execute();
    assert.deepEqual(notes, [{ kind: 'bid_rejected', link: `/loads/${load.id}` }]);
  });

  test('a delivered or cancelled load cannot be cancelled (409)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id, 4_000_000, 'delivered');
    const res = await owner.client.request('POST', `/loads/${load.id}/cancel`, { accept: 'json' });
    assert.equal(res.status, 409);
    assert.equal((await loadRow(load.id)).status, 'delivered');
  });

  test('two cancels at the same moment: one succeeds, the other is refused, one audit row', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id);
    const results = await Promise.all([1, 2, 3].map(() => owner.client.request('POST', `/loads/${load.id}/cancel`, { accept: 'json' })));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409]);
    const audit = await server.db.selectFrom('auditLogs').select('action').where('recordId', '=', load.id).where('action', '=', 'UPDATE').execute();
    assert.equal(audit.length, 1);
  });

  test('an edit racing a cancel never leaves a cancelled load with edited fields committed after it', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id);
    const [edit, cancel] = await Promise.all([
      owner.client.postJson(`/loads/${load.id}`, validLoadForm({ price: '99999' })),
      owner.client.request('POST', `/loads/${load.id}/cancel`, { accept: 'json' }),
    ]);
    assert.equal(cancel.status, 200);
    const row = await loadRow(load.id);
    assert.equal(row.status, 'cancelled');
    // Either the edit ran first (200, then the cancel) or it found the load cancelled (409).
    if (edit.status === 200) assert.equal(row.pricePaise, 9_999_900);
    else {
      assert.equal(edit.status, 409);
      assert.equal(row.pricePaise, 4_500_000);
    }
  });
});

describe('the board: GET /api/loads', () => {
  test('needs a session (401)', async () => {
    const res = await anonymous(server).get('/api/loads');
    assert.equal(res.status, 401);
    assert.equal(res.json.error.code, 'UNAUTHENTICATED');
  });

  test('each filter narrows the list, and they combine', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown();
    const d1 = addDays(kolkataDate(), 3);
    const d2 = addDays(kolkataDate(), 5);
    const a = await insertBoardLoad(server.db, owner.id, { origin: 'Mumbai', destination: town, truckType: 'container', weightTonnes: 10, pickupDate: d1 });
    const b = await insertBoardLoad(server.db, owner.id, { origin: 'Pune', destination: town, truckType: 'open', weightTonnes: 25, pickupDate: d2 });
    const c = await insertBoardLoad(server.db, owner.id, { origin: 'Mumbai', destination: town, truckType: 'open', weightTonnes: 30, pickupDate: d2 });
    const d = await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Mumbai', truckType: 'container', weightTonnes: 5, pickupDate: d1 });
    const e = await insertBoardLoad(server.db, owner.id, { origin: 'Mumbai', destination: town, truckType: 'container', weightTonnes: 12, status: 'assigned' });
    const list = async (q: string) => {
      const res = await driver.client.get(`/api/loads?${q}`);
      assert.equal(res.status, 200, res.text);
      return new Set(ids(res));
    };
    const only = (...rows: Array<{ id: string }>) => new Set(rows.map((r) => r.id));
    const t = encodeURIComponent(town);
    assert.deepEqual(await list(`destination=${t}`), only(a, b, c));
    assert.deepEqual(await list(`destination=${t}&origin=bombay`), only(a, c));
    assert.deepEqual(await list(`destination=${t}&origin=%20%20MUMBAI%20`), only(a, c));
    assert.deepEqual(await list(`origin=${t}`), only(d));
    assert.deepEqual(await list(`destination=${t}&truck_type=open`), only(b, c));
    assert.deepEqual(await list(`destination=${t}&min_weight=25`), only(b, c));
    assert.deepEqual(await list(`destination=${t}&max_weight=25`), only(a, b));
    assert.deepEqual(await list(`destination=${t}&min_weight=11&max_weight=29.5`), only(b));
    assert.deepEqual(await list(`destination=${t}&pickup_date=${d2}`), only(b, c));
    assert.deepEqual(await list(`destination=${t}&status=assigned`), only(e));
    assert.deepEqual(await list(`destination=${t}&origin=Bombay&truck_type=open&min_weight=20&pickup_date=${d2}`), only(c));
    assert.deepEqual(await list(`destination=${t}&origin=Bombay&truck_type=tanker`), only());
    // Filters on both city fields, matched by alias.
    const res = await driver.client.get(`/api/loads?origin=${t}&destination=Bombay`);
    assert.deepEqual(ids(res), [d.id]);
    assert.equal(res.json.data.loads[0].contact_phone, '98100 55555');
  });

  test('sorts: newest (default), earliest pickup (older post first on a tie), price up and down with unpriced loads last', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown();
    const now = Date.now();
    const mk = (minutesAgo: number, day: number, price: number | null) =>
      insertBoardLoad(server.db, owner.id, { destination: town, createdAt: new Date(now - minutesAgo * 60_000), pickupDate: addDays(kolkataDate(), day), pricePaise: price });
    const a = await mk(30, 4, 3_000_000);
    const b = await mk(20, 2, null);
    const c = await mk(10, 6, 5_000_000);
    const d = await mk(5, 2, 1_000_000);
    const q = (sort?: string) => owner.client.get(`/api/loads?destination=${encodeURIComponent(town)}${sort ? `&sort=${sort}` : ''}`).then(ids);
    assert.deepEqual(await q(), [d.id, c.id, b.id, a.id]);
    assert.deepEqual(await q('newest'), [d.id, c.id, b.id, a.id]);
    assert.deepEqual(await q('pickup_date'), [b.id, d.id, a.id, c.id]);
    assert.deepEqual(await q('price_asc'), [d.id, a.id, c.id, b.id]);
    assert.deepEqual(await q('price_desc'), [c.id, a.id, d.id, b.id]);
  });

  test('pagination: default limit 20, the arithmetic of pages, no gaps or repeats, at most 100', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown();
    for (let i = 0; i < 45; i++) await insertBoardLoad(server.db, owner.id, { destination: town, createdAt: new Date(Date.now() - i * 1000) });
    const t = encodeURIComponent(town);
    const first = await owner.client.get(`/api/loads?destination=${t}`);
    assert.equal(first.json.data.loads.length, 20);
    assert.deepEqual(first.json.data.pagination, { page: 1, limit: 20, total: 45, pages: 3 });
    const third = await owner.client.get(`/api/loads?destination=${t}&page=3`);
    assert.equal(third.json.data.loads.length, 5);
    assert.deepEqual(third.json.data.pagination, { page: 3, limit: 20, total: 45, pages: 3 });
    const beyond = await owner.client.get(`/api/loads?destination=${t}&page=4`);
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.json.data.loads, []);
    assert.equal(beyond.json.data.pagination.total, 45);
    const seen: string[] = [];
    for (let p = 1; p <= 5; p++) seen.push(...ids(await owner.client.get(`/api/loads?destination=${t}&limit=10&page=${p}`)));
    assert.equal(seen.length, 45);
    assert.equal(new Set(seen).size, 45);
    const all = await owner.client.get(`/api/loads?destination=${t}&limit=100`);
    assert.equal(all.json.data.loads.length, 45);
    assert.deepEqual(all.json.data.pagination, { page: 1, limit: 100, total: 45, pages: 1 });
    assert.deepEqual(ids(all), seen);
    const empty = await owner.client.get(`/api/loads?destination=${encodeURIComponent(uniqueTown())}`);
    assert.deepEqual(empty.json.data.pagination, { page: 1, limit: 20, total: 0, pages: 1 });
  });

  test('pages read one after another (resuming after the previous page) equal pages read from the top, also after a change', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown('Pagepur');
    const t = encodeURIComponent(town);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 37; i++) {
      // Some loads share a posting instant and a pickup day, so the tie-breakers matter.
      await insertBoardLoad(server.db, owner.id, {
        destination: town,
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
        pickupDate: addDays(kolkataDate(), 1 + (i % 4)),
        pricePaise: i % 5 === 0 ? null : (1 + (i % 3)) * 1_000_000,
      });
    }
    const read = async (q: string) => ids(await owner.client.get(`/api/loads?destination=${t}&${q}`));
    for (const sort of ['newest', 'pickup_date', 'price_asc', 'price_desc']) {
      const truth = await read(`sort=${sort}&limit=100`);
      assert.equal(truth.length, 37);
      const walked: string[] = [];
      for (let p = 1; p <= 5; p++) walked.push(...(await read(`sort=${sort}&limit=8&page=${p}`)));
      assert.deepEqual(walked, truth, sort);
      assert.deepEqual(await read(`sort=${sort}&limit=8&page=4`), truth.slice(24, 32), `${sort}: a page read again`);
      assert.deepEqual(await read(`sort=${sort}&limit=8&page=3`), truth.slice(16, 24), `${sort}: going back`);
    }
    // A new load (newest, earliest pickup) shifts every later page by one.
    const fresh = await insertBoardLoad(server.db, owner.id, { destination: town, pickupDate: kolkataDate() });
    for (const sort of ['newest', 'pickup_date']) {
      const truth = await read(`sort=${sort}&limit=100`);
      assert.equal(truth[0], fresh.id);
      assert.deepEqual(await read(`sort=${sort}&limit=8&page=3`), truth.slice(16, 24), `${sort} after a new load`);
      assert.deepEqual(await read(`sort=${sort}&limit=8&page=4`), truth.slice(24, 32), `${sort} after a new load`);
    }
    // A pickup date or a price changed by another writer reorders those pages.
    await server.db
      .updateTable('loads')
      .set({ pickupDate: addDays(kolkataDate(), 9), pricePaise: 1 })
      .where('id', '=', fresh.id)
      .execute();
    const byPickup = await read('sort=pickup_date&limit=100');
    assert.equal(byPickup[byPickup.length - 1], fresh.id);
    assert.deepEqual(await read('sort=pickup_date&limit=8&page=5'), byPickup.slice(32, 40));
    const byPrice = await read('sort=price_desc&limit=100');
    assert.equal(byPrice.indexOf(fresh.id), 38 - 8 - 1, 'the cheapest priced load comes just before the 8 unpriced ones');
    assert.deepEqual(await read('sort=price_desc&limit=8&page=5'), byPrice.slice(32, 40));
  });

  test('a board page read before a change never shows the old content after it (material, payment state, owner name)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Freshpur');
    const t = encodeURIComponent(town);
    const id = idOf((await owner.client.post('/loads', validLoadForm({ destination: town, material: 'Cotton bales' }))).location);
    const page = async () => (await driver.client.get(`/api/loads?destination=${t}`)).json.data.loads[0];
    assert.equal((await page()).material, 'Cotton bales');
    assert.equal((await page()).material, 'Cotton bales', 'served again (from the page cache)');
    assert.equal((await owner.client.post(`/loads/${id}`, validLoadForm({ destination: town, material: 'Steel coils' }))).status, 302);
    assert.equal((await page()).material, 'Steel coils');
    await server.db.updateTable('loads').set({ description: 'Fragile, handle with care' }).where('id', '=', id).execute();
    assert.equal((await page()).description, 'Fragile, handle with care', 'a write by another feature is seen at once');
    await server.db.updateTable('users').set({ name: 'Renamed Traders' }).where('id', '=', owner.id).execute();
    assert.equal((await page()).owner.name, 'Renamed Traders');
    const html = await driver.client.get(`/loads?destination=${t}`);
    assert.match(html.text, /Steel coils/);
  });

  test('the exact total follows every change that matters (posts, edits, cancels, deletes, other writers), and views do not reset it', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Totalpur');
    const t = encodeURIComponent(town);
    const version = async () => Number((await server.pool.query('select version from load_board_version')).rows[0].version);
    const total = async (q = '') => {
      const res = await driver.client.get(`/api/loads?destination=${t}${q}`);
      assert.equal(res.status, 200);
      return res.json.data.pagination.total as number;
    };
    // The same load again on purpose: the owner confirms it is another load (the form asks, migration 047's issue).
    const post = async () => idOf((await owner.client.post('/loads', validLoadForm({ destination: town, confirm_duplicate: '1' }))).location);
    const first = await post();
    assert.equal(await total(), 1);
    assert.equal(await total(), 1);
    const second = await post();
    assert.equal(await total(), 2, 'a new load is counted at once');

    const v = await version();
    await driver.client.get(`/loads/${first}`);
    assert.equal(await version(), v, 'a view does not change the board');
    assert.equal((await owner.client.post(`/loads/${first}`, validLoadForm({ destination: town, material: 'Tiles' }))).status, 302);
    assert.equal(await version(), v + 1, 'an edit of what a board page shows (the material) is a new board version');
    assert.equal(await total(), 2);
    assert.equal((await owner.client.post(`/loads/${first}`, validLoadForm({ destination: town, price: '61000' }))).status, 302);
    assert.equal(await version(), v + 2, 'a new price moves the load in the price orders');

    assert.equal((await owner.client.post(`/loads/${first}`, validLoadForm({ destination: uniqueTown(), price: '61000' }))).status, 302);
    assert.equal(await version(), v + 3, 'one bump per transaction');
    assert.equal(await total(), 1, 'a load that moved to another destination leaves the total');

    assert.equal((await owner.client.post(`/loads/${second}/cancel`)).status, 302);
    assert.equal(await total(), 0);
    assert.equal(await total('&status=cancelled'), 1);
    assert.equal((await owner.client.post(`/loads/${second}/delete`)).status, 302);
    assert.equal(await total('&status=cancelled'), 0);

    // Another feature changing a load's status in its own transaction (e.g. accepting a bid).
    const third = await post();
    assert.equal(await total(), 1);
    await server.db.updateTable('loads').set({ status: 'assigned' }).where('id', '=', third).execute();
    assert.equal(await total(), 0);
    assert.equal(await total('&status=assigned'), 1);
  });

  test('bad parameters are refused with 400 naming the parameter', async () => {
    const u = await signUp(server, 'driver');
    const cases: Array<[string, string]> = [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=1001', 'page'],
      ['truck_type=boat', 'truck_type'],
      ['min_weight=heavy', 'min_weight'],
      ['max_weight=101', 'max_weight'],
      ['min_weight=30&max_weight=10', 'min_weight'],
      ['pickup_date=2026-02-30', 'pickup_date'],
      ['pickup_date=tomorrow', 'pickup_date'],
      ['status=lost', 'status'],
      ['sort=cheapest', 'sort'],
      [`origin=${'x'.repeat(81)}`, 'origin'],
    ];
    for (const [q, field] of cases) {
      const res = await u.client.get(`/api/loads?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.json.success, false);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.ok(res.json.error.details[field], `${q} names ${field}: ${JSON.stringify(res.json.error.details)}`);
    }
    const page = await u.client.get('/loads?truck_type=boat&origin=Pune');
    assert.equal(page.status, 400);
    assert.match(page.text, /id="f-truck_type-error"[^>]*>Choose a truck type from the list/);
    assert.match(page.text, /value="Pune"/);
  });

  test('the HTML board shows the filtered loads with a count and page links that keep the filters', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown();
    for (let i = 0; i < 3; i++) await insertBoardLoad(server.db, owner.id, { origin: 'Chennai', destination: town, material: `Lot ${i}` });
    const res = await driver.client.get(`/loads?origin=madras&destination=${encodeURIComponent(town)}&limit=2`);
    assert.equal(res.status, 200);
    assert.match(res.text, /3 loads/);
    assert.equal((res.text.match(/data-load-id=/g) ?? []).length, 2);
    assert.match(res.text, /Page 1 of 2/);
    const next = new URLSearchParams({ origin: 'madras', destination: town, limit: '2', page: '2' }).toString().replace(/&/g, '&amp;');
    assert.ok(res.text.includes(`href="/loads?${next}"`), 'the next-page link keeps the filters');
  });
});

describe('search: GET /api/loads/search', () => {
  test('a city finds open loads from or to it; a route in any common form finds that route only', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown('Searchpur');
    const from = await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Delhi' });
    const to = await insertBoardLoad(server.db, owner.id, { origin: 'Bombay', destination: town });
    await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Pune', status: 'cancelled' });
    const city = await anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(` ${town.toUpperCase()} `)}`);
    assert.equal(city.status, 200);
    assert.deepEqual(new Set(ids(city)), new Set([from.id, to.id]));
    assert.deepEqual(city.json.data.query, { kind: 'city', city: town });
    assert.equal(city.json.data.pagination.total, 2);
    for (const q of [`Mumbai to ${town}`, `bombay-${town}`, `BOM - ${town}`, `Mumbai → ${town}`]) {
      const res = await anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(q)}`);
      assert.equal(res.status, 200, q);
      assert.deepEqual(ids(res), [to.id], q);
      assert.deepEqual(res.json.data.query, { kind: 'route', origin: 'Mumbai', destination: town });
    }
  });

  test('anonymous callers get the public fields only; signed-in callers get the contact phone', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown('Phonepur');
    await insertBoardLoad(server.db, owner.id, { origin: town, contactPhone: '90000 11111' });
    const anon = await anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(town)}`);
    assert.equal(anon.json.data.loads.length, 1);
    assert.equal('contact_phone' in anon.json.data.loads[0], false);
    assert.doesNotMatch(anon.text, /90000 11111/);
    const driver = await signUp(server, 'driver');
    const signed = await driver.client.get(`/api/loads/search?q=${encodeURIComponent(town)}`);
    assert.equal(signed.json.data.loads[0].contact_phone, '90000 11111');
    // The page is kept per board version: the anonymous view of it still never carries the phone.
    const again = await anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(town)}`);
    assert.doesNotMatch(again.text, /90000 11111/);
    assert.deepEqual(again.json, anon.json);
  });

  test('a number written into the material or the details is hidden from signed-out visitors, shown to signed-in users', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Notepur');
    const load = await insertBoardLoad(server.db, owner.id, {
      origin: town,
      contactPhone: null,
      material: 'Cement, ring +91-90000-22222',
      description: 'Loading at Gate 2 from 9 am. Call Ramesh 98100 33333 or office 022 2345 6789.',
    });
    const hidden = /90000-22222|98100 33333|2345 6789/;
    const anon = await anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(town)}`);
    assert.doesNotMatch(anon.text, hidden);
    assert.equal(anon.json.data.loads[0].description, 'Loading at Gate 2 from 9 am. Call Ramesh [number hidden: sign in to see it] or office [number hidden: sign in to see it].');
    for (const path of [`/loads/${load.id}`, `/loadboard?origin=${encodeURIComponent(town)}`]) {
      const page = await anonymous(server).get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /Cement, ring \[number hidden: sign in to see it\]/, path);
      assert.doesNotMatch(page.text, hidden, path);
    }
    // Signed in, the same load shows every number (the page's Open Graph preview stays public).
    const signed = await driver.client.get(`/api/loads/search?q=${encodeURIComponent(town)}`);
    assert.match(signed.json.data.loads[0].description, /98100 33333/);
    const page = await driver.client.get(`/loads/${load.id}`);
    assert.match(page.text, /Call Ramesh 98100 33333/);
    assert.match(page.text, /<dd>Cement, ring \+91-90000-22222<\/dd>/);
    assert.match(page.text, /<meta property="og:description" content="[^"]*Cement, ring \[number hidden: sign in to see it\]/);
  });

  test('an empty or overlong query is 400; paging works like /api/loads', async () => {
    assert.equal((await anonymous(server).get('/api/loads/search?q=')).status, 400);
    assert.equal((await anonymous(server).get('/api/loads/search')).json.error.details.q !== undefined, true);
    assert.equal((await anonymous(server).get(`/api/loads/search?q=${'a'.repeat(101)}`)).status, 400);
    assert.equal((await anonymous(server).get('/api/loads/search?q=Pune&limit=500')).status, 400);
    assert.equal((await anonymous(server).get('/api/loads/search?q=Pune&limit=101')).json.error.details.limit !== undefined, true);
    const byDefault = await anonymous(server).get('/api/loads/search?q=Pune');
    assert.deepEqual([byDefault.json.data.pagination.page, byDefault.json.data.pagination.limit], [1, 20]);
    assert.equal((await anonymous(server).get('/api/loads/search?q=Pune&limit=100')).status, 200);
    const res = await anonymous(server).get('/api/loads/search?q=Pune&limit=1&page=2');
    assert.equal(res.status, 200);
    assert.equal(res.json.data.pagination.page, 2);
    assert.equal(res.json.data.pagination.limit, 1);
  });

  test('the search reads cities, aliases, codes and routes', () => {
    assert.deepEqual(parseSearchTerm('  pune '), { kind: 'city', city: 'Pune', key: 'pune' });
    assert.deepEqual(parseSearchTerm('Navi Mumbai'), { kind: 'city', city: 'Navi Mumbai', key: 'navi mumbai' });
    assert.deepEqual(parseSearchTerm('Delhi to Mumbai'), { kind: 'route', origin: 'Delhi', destination: 'Mumbai', originKey: 'delhi', destinationKey: 'mumbai' });
    assert.deepEqual(parseSearchTerm('DEL-BOM'), { kind: 'route', origin: 'Delhi', destination: 'Mumbai', originKey: 'delhi', destinationKey: 'mumbai' });
    assert.deepEqual(parseSearchTerm('bangalore → gurgaon'), { kind: 'route', origin: 'Bengaluru', destination: 'Gurugram', originKey: 'bengaluru', destinationKey: 'gurugram' });
    assert.equal(parseSearchTerm('   '), null);
  });
});

describe('the public board and the public load page', () => {
  test('/loadboard lists open loads with filters, without contact details, and asks to sign in to bid', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown('Boardpur');
    const open = await insertBoardLoad(server.db, owner.id, { origin: town, contactPhone: '90000 22222', truckType: 'tanker' });
    const assigned = await insertBoardLoad(server.db, owner.id, { origin: town, status: 'assigned' });
    const other = await insertBoardLoad(server.db, owner.id, { origin: town, truckType: 'open' });
    const res = await anonymous(server).get(`/loadboard?origin=${encodeURIComponent(town)}&truck_type=tanker&status=assigned`);
    assert.equal(res.status, 200);
    assert.match(res.text, new RegExp(`data-load-id="${open.id}"`));
    assert.doesNotMatch(res.text, new RegExp(assigned.id));
    assert.doesNotMatch(res.text, new RegExp(other.id));
    assert.doesNotMatch(res.text, /90000 22222/);
    assert.match(res.text, new RegExp(`href="/login\\?next=${encodeURIComponent(`/loads/${open.id}`)}"[^>]*>Sign in to bid`));
    assert.match(res.text, /1 load/);
    assert.equal((await anonymous(server).get('/loadboard?truck_type=boat')).status, 400);
  });

  test('a signed-out visitor of /loads/<id> sees a summary with Open Graph tags and a sign-in link back to the load', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id, { origin: 'Pune', destination: 'Nagpur', contactPhone: '90000 33333', material: 'Onions' });
    const res = await anonymous(server).get(`/loads/${load.id}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /Pune → Nagpur/);
    assert.doesNotMatch(res.text, /90000 33333/);
    assert.match(res.text, /<meta property="og:title" content="Pune → Nagpur · Container, 20 t"/);
    assert.match(res.text, new RegExp(`<meta property="og:url" content="${server.config.BASE_URL}/loads/${load.id}"`));
    assert.match(res.text, /<meta property="og:description" content="Pickup [^"]*₹45,000 · Onions/);
    assert.match(res.text, new RegExp(`href="/login\\?next=${encodeURIComponent(`/loads/${load.id}`)}"`));
  });

  test('a signed-in user sees the full page: contact, share link, a message link to the shipper (not for the owner)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id, { contactPhone: '90000 44444' });
    const res = await driver.client.get(`/loads/${load.id}`);
    assert.equal(res.status, 200);
    assert.match(res.text, /90000 44444/);
    assert.match(res.text, new RegExp(`href="/messages/${owner.id}\\?load=${load.id}"`));
    assert.match(res.text, /href="https:\/\/api\.whatsapp\.com\/send\?text=/);
    const mine = await owner.client.get(`/loads/${load.id}`);
    assert.doesNotMatch(mine.text, /Message the shipper/);
    assert.match(mine.text, /Edit load/);
    const market = await driver.client.get(`/marketplace/load/${load.id}`);
    assert.equal(market.status, 200);
    assert.match(market.text, /90000 44444/);
    assert.equal((await anonymous(server).get(`/marketplace/load/${load.id}`)).status, 302);
  });

  test('the share text starts with the load address, then route, truck and weight, price and pickup date', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, owner.id, {
      origin: 'Delhi',
      destination: 'Jaipur',
      truckType: 'open',
      truckLengthFt: 22,
      weightTonnes: 9.5,
      pricePaise: 2_150_000,
      pickupDate: '2030-01-05',
    });
    const base = server.config.BASE_URL;
    const text = shareText({ ...load }, base);
    assert.equal(text, [`${base}/loads/${load.id}`, 'Load: Delhi → Jaipur', 'Truck: Open body, 22 ft · 9.5 t', 'Price: ₹21,500', 'Pickup: 5 Jan 2030'].join('\n'));
    const res = await owner.client.get(`/api/loads/${load.id}`);
    assert.equal(res.json.data.load.share_url, `https://api.whatsapp.com/send?text=${encodeURIComponent(text)}`);
    const page = await owner.client.get(`/loads/${load.id}`);
    assert.ok(page.text.includes(`https://api.whatsapp.com/send?text=${encodeURIComponent(text)}`));
    const unpriced = await insertBoardLoad(server.db, owner.id, { pricePaise: null });
    assert.match(shareText(unpriced, base), /Price: open to bids/);
  });

  test('a load kept only in the books (not listed) is not on the board and is 404 for others', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown();
    const load = await insertBoardLoad(server.db, owner.id, { destination: town, listed: false });
    assert.deepEqual(ids(await owner.client.get(`/api/loads?destination=${encodeURIComponent(town)}`)), []);
    assert.equal((await anonymous(server).get(`/loads/${load.id}`)).status, 404);
    const other = await signUp(server, 'driver');
    assert.equal((await other.client.get(`/loads/${load.id}`)).status, 404);
    assert.equal((await owner.client.get(`/loads/${load.id}`)).status, 200);
  });

  test('an unknown or malformed load id is 404', async () => {
    const u = await signUp(server, 'driver');
    assert.equal((await u.client.get('/loads/00000000-0000-4000-8000-000000000000')).status, 404);
    assert.equal((await u.client.get('/loads/not-a-uuid')).status, 404);
    assert.equal((await u.client.get('/api/loads/not-a-uuid')).json.error.code, 'NOT_FOUND');
  });
});

describe('views of a load', () => {
  test('one view per viewer per day, owner views not counted, shown to the owner only; no audit noise', async () => {
    const owner = await signUp(server, 'shipper');
    const d1 = await signUp(server, 'driver');
    const d2 = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id);
    await d1.client.get(`/loads/${load.id}`);
    await d1.client.get(`/marketplace/load/${load.id}`);
    await d2.client.get(`/loads/${load.id}`);
    await owner.client.get(`/loads/${load.id}`);
    await anonymous(server).get(`/loads/${load.id}`);
    await anonymous(server).get(`/loads/${load.id}`);
    const row = await loadRow(load.id);
    assert.equal(row.viewCount, 3);
    assert.equal(new Date(row.updatedAt).getTime(), new Date(load.updatedAt).getTime(), 'a view is not an edit');
    const views = await server.db.selectFrom('loadViews').selectAll().where('loadId', '=', load.id).execute();
    assert.equal(views.length, 3);
    assert.ok(views.every((v) => v.day === kolkataDate()));
    const audit = await server.db.selectFrom('auditLogs').select('action').where('recordId', '=', load.id).execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['INSERT'],
    );
    const mine = await owner.client.get(`/loads/${load.id}`);
    assert.match(mine.text, /Seen by 3 people/);
    const theirs = await d1.client.get(`/loads/${load.id}`);
    assert.doesNotMatch(theirs.text, /Seen by/);
  });

  test('parallel first views of one viewer count once', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id);
    await Promise.all(Array.from({ length: 6 }, () => driver.client.get(`/loads/${load.id}`)));
    assert.equal((await loadRow(load.id)).viewCount, 1);
  });
});

describe('soft delete', () => {
  test('a deleted load disappears from every board, search and page; the audit log records SOFT_DELETE', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Gonepur');
    const load = await insertBoardLoad(server.db, owner.id, { origin: town });
    const res = await owner.client.post(`/loads/${load.id}/delete`);
    assert.equal(res.status, 302);
    assert.equal(res.location, '/loads');
    const row = await loadRow(load.id);
    assert.ok(row.deletedAt);
    const t = encodeURIComponent(town);
    assert.deepEqual(ids(await driver.client.get(`/api/loads?origin=${t}`)), []);
    assert.deepEqual(ids(await driver.client.get(`/api/loads/search?q=${t}`)), []);
    assert.deepEqual(ids(await anonymous(server).get(`/api/loads/search?q=${t}`)), []);
    for (const path of [`/loads?origin=${t}`, `/loadboard?origin=${t}`, `/marketplace?from=${t}`]) {
      const page = await driver.client.get(path);
      assert.equal(page.status, 200);
      assert.doesNotMatch(page.text, new RegExp(load.id), path);
    }
    assert.equal((await driver.client.get(`/loads/${load.id}`)).status, 404);
    assert.equal((await owner.client.get(`/loads/${load.id}`)).status, 404);
    assert.equal((await anonymous(server).get(`/loads/${load.id}`)).status, 404);
    assert.equal((await driver.client.get(`/marketplace/load/${load.id}`)).status, 404);
    assert.equal((await driver.client.get(`/api/loads/${load.id}`)).status, 404);
    assert.equal((await owner.client.post(`/loads/${load.id}/cancel`)).status, 404);
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('recordId', '=', load.id).where('action', '=', 'SOFT_DELETE').execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0].actorId, owner.id);
  });

  test('an open load with bids waiting must be cancelled first (409); a cancelled one can be deleted', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertBoardLoad(server.db, owner.id);
    await server.db.insertInto('bids').values({ loadId: load.id, driverId: driver.id, amountPaise: 100_000, estimatedDelivery: load.pickupDate }).execute();
    const refused = await owner.client.request('POST', `/loads/${load.id}/delete`, { accept: 'json' });
    assert.equal(refused.status, 409);
    assert.match(refused.json.error.message, /cancel it first/);
    assert.equal((await owner.client.post(`/loads/${load.id}/cancel`)).status, 302);
    assert.equal((await owner.client.request('POST', `/loads/${load.id}/delete`, { accept: 'json' })).status, 200);
  });

  test('an admin can delete a load', async () => {
    const owner = await signUp(server, 'shipper');
    const admin = await signInAdmin(server);
    const load = await insertBoardLoad(server.db, owner.id);
    const res = await admin.client.post(`/loads/${load.id}/delete`);
    assert.equal(res.status, 302);
    assert.ok((await loadRow(load.id)).deletedAt);
  });
});

describe('the marketplace', () => {
  test('from, to, type and sort give the very same loads, in the same order, as /api/loads', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Marketpur');
    for (const [origin, truckType, price] of [
      ['Surat', 'open', 2_000_000],
      ['Surat', 'container', 1_000_000],
      ['Surat', 'open', 3_000_000],
      ['Vadodara', 'open', 500_000],
    ] as const) {
      await insertBoardLoad(server.db, owner.id, { origin, destination: town, truckType, pricePaise: price });
    }
    const t = encodeURIComponent(town);
    const pairs: Array<[string, string]> = [
      [`to=${t}`, `destination=${t}`],
      [`from=surat&to=${t}`, `origin=surat&destination=${t}`],
      [`from=Surat&to=${t}&type=open&sort=price_desc`, `origin=Surat&destination=${t}&truck_type=open&sort=price_desc`],
      [`to=${t}&sort=price_asc`, `destination=${t}&sort=price_asc`],
    ];
    for (const [market, api] of pairs) {
      const page = await driver.client.get(`/marketplace?${market}`);
      assert.equal(page.status, 200);
      const cards = [...page.text.matchAll(/<article class="card" data-load-id="([^"]+)"/g)].map((m) => m[1]);
      const json = await driver.client.get(`/api/loads?${api}`);
      assert.deepEqual(cards, ids(json), market);
      assert.ok(cards.length > 0);
    }
    // The slot of each card shows the driver's own bid, and nobody else's.
    const [bidOn] = ids(await driver.client.get(`/api/loads?destination=${t}&origin=Vadodara`));
    await server.db
      .insertInto('bids')
      .values({ loadId: bidOn, driverId: driver.id, amountPaise: 450_000, estimatedDelivery: addDays(kolkataDate(), 5) })
      .execute();
    const mine = await driver.client.get(`/marketplace?to=${t}`);
    assert.match(mine.text, new RegExp(`data-load-id="${bidOn}"(?:(?!</article>).)*data-bid-status="pending"[^>]*>Your bid is pending`, 's'));
    assert.equal((mine.text.match(/data-bid-status=/g) ?? []).length, 1);
    const other = await signUp(server, 'driver');
    assert.doesNotMatch((await other.client.get(`/marketplace?to=${t}`)).text, /data-bid-status=/);
    assert.doesNotMatch((await owner.client.get(`/marketplace?to=${t}`)).text, /data-bid-status=/);

    const bad = await driver.client.get('/marketplace?type=boat&from=Surat');
    assert.equal(bad.status, 400);
    assert.match(bad.text, /id="f-type-error"[^>]*>Choose a truck type from the list/);
    assert.match(bad.text, /value="Surat"/);
    assert.equal((await anonymous(server).get('/marketplace')).location, '/login?next=%2Fmarketplace');
  });
});

describe('escaping', () => {
  test('markup in every free-text field comes back escaped on every page', async () => {
    const probe = '<script>alert(1)</script>';
    // The shipper's name is shown on the board rows, the marketplace cards and the load page.
    const shipper = await signUp(server, 'shipper', { name: `Shipper <b>${probe}</b>` });
    const driver = await signUp(server, 'driver');
    const town = `Xss${unique('c')}${probe}`.slice(0, 80);
    const destination = `Dst${unique('d')}${probe}`.slice(0, 80);
    const res = await shipper.client.postJson('/loads', validLoadForm({ origin: town, destination, material: `M${probe}`, description: `D${probe}"'&` }));
    assert.equal(res.status, 201);
    const load = res.json.data.load;
    assert.ok(load.destination.includes('<script>alert(1)<'), `stored as typed (tidied to Title Case), escaped only when shown: ${load.destination}`);
    const pages = [
      [shipper.client, `/loads/${load.id}`],
      [shipper.client, `/loads/${load.id}/edit`],
      [driver.client, `/loads/${load.id}`],
      [driver.client, `/marketplace/load/${load.id}`],
      [driver.client, `/loads?origin=${encodeURIComponent(town)}`],
      [driver.client, `/marketplace?from=${encodeURIComponent(town)}`],
      [driver.client, `/marketplace?to=${encodeURIComponent(destination)}`],
      [anonymous(server), `/loadboard?origin=${encodeURIComponent(town)}`],
      [anonymous(server), `/loads/${load.id}`],
    ] as const;
    for (const [client, path] of pages) {
      const page = await client.get(path);
      assert.equal(page.status, 200, path);
      assert.ok(page.text.includes(load.id) || path.includes(load.id), `${path} shows the load`);
      assert.doesNotMatch(page.text, /<script>alert\(1\)<\/script>/, path);
      assert.doesNotMatch(page.text, /Shipper <b>/, `${path}: no markup from the shipper's name`);
      assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/, path);
      // The destination is shown escaped wherever the route is (title, heading, rows, cards, Open Graph).
      assert.ok(page.text.includes(`${load.destination.slice(0, load.destination.indexOf('<'))}&lt;script&gt;`), `${path} shows the destination escaped`);
    }
    // The filter form echoes what was typed, escaped too.
    const echoed = await driver.client.get(`/loads?destination=${encodeURIComponent(`"><img src=x onerror=alert(1)>`)}`);
    assert.equal(echoed.status, 200);
    assert.doesNotMatch(echoed.text, /<img src=x/);
    assert.match(echoed.text, /value="&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;"/);
  });
});
