import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, test } from 'node:test';
import { backdate, deposit, hold, insertBid, releaseWithFee } from '../../../test/helpers/admin-factories.js';
import { insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../lib/dates.js';

// A database of its own, so the figures are known exactly: the test reads a
// baseline, adds known data, and checks every figure moved by exactly that much.
let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

const DAY = 86_400_000;

/** Monday of the India-time week of a YYYY-MM-DD day. */
function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((dow + 6) % 7));
}

async function metrics(range = '12w') {
  const res = await admin.client.get(`/admin/metrics?range=${range}`, { accept: 'json' });
  assert.equal(res.status, 200);
  return res.json.data.metrics;
}

test('metrics count users by role, loads by status, bids, gross freight value, escrow held and fees, over time', async () => {
  const base = await metrics();
  const base30 = await metrics('30d');

  const shipper = await signUp(server, 'shipper');
  const broker = await signUp(server, 'broker');
  const d1 = await signUp(server, 'driver');
  const d2 = await signUp(server, 'driver');
  await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', d2.id).execute();

  // Loads: 2 open (one of them posted 9 days ago), 1 cancelled, 1 deleted (not counted), 3 with accepted bids.
  const oldLoad = await insertLoad(server.db, broker.id);
  const nineDaysAgo = new Date(Date.now() - 9 * DAY);
  await backdate(server.db, 'loads', oldLoad.id, nineDaysAgo);
  await insertLoad(server.db, shipper.id);
  await insertLoad(server.db, shipper.id, { status: 'cancelled' });
  const gone = await insertLoad(server.db, shipper.id);
  await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();
  const a = await insertAcceptedLoad(server.db, shipper.id, d1.id, 4_000_000, 'scheduled'); // ₹40,000, assigned
  const b = await insertAcceptedLoad(server.db, shipper.id, d1.id, 2_000_000, 'delivered'); // ₹20,000, delivered
  const c = await insertAcceptedLoad(server.db, broker.id, d2.id, 9_990_000, 'scheduled'); // then cancelled: not in GMV
  await server.db.updateTable('trips').set({ status: 'cancelled' }).where('id', '=', c.trip.id).execute();
  await server.db.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', c.load.id).execute();
  // Other bids: 2 pending (one placed 9 days ago), 1 rejected.
  await insertBid(server.db, oldLoad.id, d1.id, { createdAt: nineDaysAgo });
  await insertBid(server.db, a.load.id, d2.id, { status: 'rejected' });
  const other = await insertLoad(server.db, broker.id);
  await insertBid(server.db, other.id, d1.id);

  // Escrow: ₹1,00,000 deposited; load a held (₹42,000 with fee); load b held (₹21,000) and released with a ₹1,000 fee.
  await deposit(server.db, shipper.id, 10_000_000);
  await hold(server.db, shipper.id, a.load.id, 4_200_000);
  await hold(server.db, shipper.id, b.load.id, 2_100_000);
  await releaseWithFee(server.db, shipper.id, d1.id, b.load.id, 2_000_000, 100_000);

  const m = await metrics();
  const delta = (path: (x: any) => number) => path(m) - path(base);
  assert.equal(
    delta((x) => x.users.by_role.shipper),
    1,
  );
  assert.equal(
    delta((x) => x.users.by_role.broker),
    1,
  );
  assert.equal(
    delta((x) => x.users.by_role.driver),
    2,
  );
  assert.equal(
    delta((x) => x.users.by_role.admin),
    0,
  );
  assert.equal(
    delta((x) => x.users.total),
    4,
  );
  assert.equal(
    delta((x) => x.users.suspended),
    1,
  );
  assert.equal(
    delta((x) => x.loads.by_status.open),
    3,
  );
  assert.equal(
    delta((x) => x.loads.by_status.cancelled),
    2,
  );
  assert.equal(
    delta((x) => x.loads.by_status.assigned),
    1,
  );
  assert.equal(
    delta((x) => x.loads.by_status.delivered),
    1,
  );
  assert.equal(
    delta((x) => x.loads.total),
    7,
  );
  assert.equal(
    delta((x) => x.loads.deleted),
    1,
  );
  assert.equal(
    delta((x) => x.bids.total),
    6,
  );
  assert.equal(
    delta((x) => x.bids.by_status.accepted),
    3,
  );
  assert.equal(
    delta((x) => x.bids.by_status.pending),
    2,
  );
  assert.equal(
    delta((x) => x.bids.by_status.rejected),
    1,
  );
  assert.equal(
    delta((x) => x.trips),
    2,
  );
  assert.equal(
    delta((x) => x.gross_freight_value),
    60_000,
  );
  assert.equal(
    delta((x) => x.escrow_held),
    42_000,
  );
  assert.equal(
    delta((x) => x.fees_earned),
    1_000,
  );
  // The escrow held at the end of the current bucket is what is held now.
  assert.equal(m.series.at(-1).escrow_held, m.escrow_held);

  // Over time: the current week holds today's activity; the week of 9 days ago the backdated load and bid.
  assert.equal(m.unit, 'week');
  assert.equal(m.series.length, 12);
  const today = kolkataDate();
  const thisWeek = mondayOf(today);
  const oldWeek = mondayOf(kolkataDate(nineDaysAgo));
  assert.equal(m.series.at(-1).start, thisWeek);
  assert.equal(m.series[0].start, addDays(thisWeek, -77));
  const bucket = (x: any, start: string) => x.series.find((r: any) => r.start === start) ?? { users: 0, loads: 0, bids: 0, gross_freight_value: 0, fees_earned: 0 };
  const now = bucket(m, thisWeek);
  const was = bucket(base, thisWeek);
  assert.equal(now.users - was.users, 4);
  assert.equal(now.loads - was.loads, 6, 'today: 7 live loads posted, minus the backdated one');
  assert.equal(now.bids - was.bids, 5);
  assert.equal(now.gross_freight_value - was.gross_freight_value, 60_000);
  assert.equal(now.fees_earned - was.fees_earned, 1_000);
  assert.equal(now.escrow_held - was.escrow_held, 42_000);
  const old = bucket(m, oldWeek);
  const oldBase = bucket(base, oldWeek);
  assert.equal(old.loads - oldBase.loads, 1);
  assert.equal(old.bids - oldBase.bids, 1);

  const d30 = await metrics('30d');
  assert.equal(d30.unit, 'day');
  assert.equal(d30.series.length, 30);
  assert.equal(d30.series.at(-1).start, today);
  const nine = kolkataDate(nineDaysAgo);
  assert.equal(bucket(d30, nine).loads - bucket(base30, nine).loads, 1);
  assert.equal(bucket(d30, today).fees_earned - bucket(base30, today).fees_earned, 1_000);

  // The page: charts as SVG with the same numbers in a table.
  const page = await admin.client.get('/admin/metrics');
  assert.equal(page.status, 200);
  for (const id of ['chart-users-by-role', 'chart-loads-by-status', 'chart-users', 'chart-loads', 'chart-bids', 'chart-gmv', 'chart-fees', 'chart-escrow']) {
    // Charts over time carry "timeline" (their plot opens at the latest end on a phone).
    assert.match(page.text, new RegExp(`<figure class="chart( timeline)?" id="${id}"><figcaption>`));
  }
  assert.match(page.text, /<figure class="chart timeline" id="chart-users">/);
  assert.match(page.text, /<figure class="chart" id="chart-users-by-role">/);
  // The snapshot charts carry the same counts as the JSON, bar by bar.
  const bars = (id: string) =>
    [
      ...page.text
        .split(`id="${id}"`)[1]
        .split('</figure>')[0]
        .matchAll(/data-value="(\d+)"/g),
    ].map((x) => Number(x[1]));
  assert.deepEqual(
    bars('chart-users-by-role'),
    ['driver', 'shipper', 'broker', 'admin'].map((r) => m.users.by_role[r]),
  );
  assert.deepEqual(
    bars('chart-loads-by-status'),
    ['open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'].map((st) => m.loads.by_status[st]),
  );
  assert.match(page.text, new RegExp(`Held in escrow at the end of each week</b> <span class="muted">· now ₹${m.escrow_held.toLocaleString('en-IN')}`));
  assert.match(page.text, /<svg viewBox="0 0 640 220" role="img"/);
  assert.match(page.text, new RegExp(`<tr data-bucket="${thisWeek}">`));
  assert.match(page.text, /Users by role/);
  assert.doesNotMatch(page.text, /style=/, 'no inline styles (CSP)');
  assert.equal((await admin.client.get('/admin/metrics?range=1y', { accept: 'json' })).status, 400);
});

test('the escrow held is charted as the balance at the end of each day, from the held entries of the ledger', async () => {
  const base = await metrics('30d');
  const shipper = await signUp(server, 'shipper');
  const driver = await signUp(server, 'driver');
  const { load } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 1_000_000, 'delivered');
  const nineDaysAgo = new Date(Date.now() - 9 * DAY);
  const threeDaysAgo = new Date(Date.now() - 3 * DAY);
  // ₹10,500 held nine days ago (₹10,000 freight + ₹500 fee), released three days ago.
  await deposit(server.db, shipper.id, 2_000_000);
  await hold(server.db, shipper.id, load.id, 1_050_000, nineDaysAgo);
  await releaseWithFee(server.db, shipper.id, driver.id, load.id, 1_000_000, 50_000, threeDaysAgo);

  const m = await metrics('30d');
  const heldDelta = (day: string) => {
    const now = m.series.find((r: any) => r.start === day);
    const was = base.series.find((r: any) => r.start === day);
    return now.escrow_held - was.escrow_held;
  };
  const today = kolkataDate();
  const nine = kolkataDate(nineDaysAgo);
  const three = kolkataDate(threeDaysAgo);
  assert.equal(heldDelta(addDays(nine, -1)), 0, 'nothing held yet the day before');
  for (let day = nine; day < three; day = addDays(day, 1)) assert.equal(heldDelta(day), 10_500, `held at the end of ${day}`);
  assert.equal(heldDelta(three), 0, 'released that day');
  assert.equal(heldDelta(today), 0);
  assert.equal(m.escrow_held - base.escrow_held, 0);
  assert.equal(m.series.at(-1).escrow_held, m.escrow_held);
  const fees = (x: any) => x.series.find((r: any) => r.start === three).fees_earned;
  assert.equal(fees(m) - fees(base), 500);
});

test('the dashboard and metrics pages speak words: counts with Indian grouping, names for roles, statuses and truck types', async () => {
  const shipper = await signUp(server, 'shipper');
  // 1,200 more open loads than before, in one statement.
  await sql`insert into loads (owner_id, origin, destination, origin_key, destination_key, pickup_date, truck_type, weight_tonnes)
            select ${shipper.id}::uuid, 'Pune', 'Surat', 'pune', 'surat', ${addDays(kolkataDate(), 2)}::date, 'lcv', 14.5 from generate_series(1, 1200)`.execute(server.db);
  const open = await server.db
    .selectFrom('loads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'open')
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  const grouped = new Intl.NumberFormat('en-IN').format(Number(open.n));
  assert.ok(Number(open.n) >= 1200 && grouped.includes(','), `${open.n} open loads`);

  const home = await admin.client.get('/admin');
  assert.equal(home.status, 200);
  assert.match(home.text, new RegExp(`id="stat-open-loads"><b>${grouped}</b>`), 'a count of more than a thousand with Indian grouping');
  const page = await admin.client.get('/admin/metrics');
  assert.equal(page.status, 200);
  assert.match(page.text, new RegExp(`<th scope="row">Open</th><td class="num">${grouped}</td>`));
  assert.match(page.text, /<th scope="row">Drivers<\/th>/);
  assert.match(page.text, /<th scope="row">In transit<\/th>/);
  assert.match(page.text, /<th scope="row">Counter-offer<\/th>/);
  const loads = await admin.client.get(`/admin/loads?q=${shipper.username}&limit=5`);
  assert.equal(loads.status, 200);
  assert.match(loads.text, /LCV · 14\.5 t/);
  assert.match(loads.text, /Page 1 of 240 · 1,200 in all/, 'the pagination counts with grouping too');
  for (const html of [home.text, page.text, loads.text]) {
    assert.doesNotMatch(html, />[^<]*\b(in_transit|countered|lcv|_paise)\b[^<]*</, 'no raw code in the text of the page');
  }
});
