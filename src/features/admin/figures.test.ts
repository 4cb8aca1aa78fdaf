/**
 * The admin figures on known data (issue 21): every admin page (dashboard, metrics with its charts and tables,
 * all loads, the loads CSV, the JSON answers) shows the same numbers, they are the known truth, and the loads
 * a business keeps only in its own books are never among them.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { deposit, hold, insertBid, releaseWithFee } from '../../../test/helpers/admin-factories.js';
import { insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

// A database of its own: the figures below are the whole platform.
let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

const json = { accept: 'json' as const };

/** The cells of a CSV answer (no quoted commas in this data), header first, BOM dropped. */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** The stat block of an admin page (the same component on the dashboard and the metrics page). */
function statBlock(html: string): string {
  const m = /<div class="stats">[\s\S]*?<p class="muted figures-note">[^<]*<\/p>/.exec(html);
  assert.ok(m, 'the page shows the platform figures');
  return m[0];
}

/** The text of one stat: its value and label. */
function stat(html: string, id: string): string {
  const m = new RegExp(`<div class="stat" id="${id}"><b>([^<]*)</b><span>([^<]*)</span></div>`).exec(html);
  assert.ok(m, `stat ${id}`);
  return `${m[1]} | ${m[2]}`;
}

test('every admin page agrees on the platform figures, which are the known truth, books-only loads left out', async () => {
  const shipper = await signUp(server, 'shipper');
  const broker = await signUp(server, 'broker');
  const d1 = await signUp(server, 'driver');
  const d2 = await signUp(server, 'driver');

  // Platform loads (posted to the board).
  const open1 = await insertLoad(server.db, shipper.id);
  await insertLoad(server.db, broker.id);
  // Taken off the board by its owner's suspension: still a platform load, open.
  const hidden = await insertLoad(server.db, broker.id);
  await server.db.updateTable('loads').set({ listed: false, hiddenBySuspension: true }).where('id', '=', hidden.id).execute();
  // Expired while a report hold kept it off the board; the hold ended, so it is unlisted with no mark: still a platform load.
  const expired = await insertLoad(server.db, shipper.id);
  await server.db.updateTable('loads').set({ listed: false, status: 'expired' }).where('id', '=', expired.id).execute();
  const delivered1 = await insertAcceptedLoad(server.db, shipper.id, d1.id, 2_000_040, 'delivered'); // ₹20,000.40
  await insertAcceptedLoad(server.db, broker.id, d2.id, 3_000_000, 'delivered'); // ₹30,000
  const assigned = await insertAcceptedLoad(server.db, shipper.id, d1.id, 4_000_000, 'scheduled'); // ₹40,000
  await insertAcceptedLoad(server.db, shipper.id, d2.id, 1_500_000, 'in_transit'); // ₹15,000
  const cancelled = await insertAcceptedLoad(server.db, broker.id, d1.id, 9_990_000, 'scheduled'); // ₹99,900, then cancelled
  await server.db.updateTable('trips').set({ status: 'cancelled' }).where('id', '=', cancelled.trip.id).execute();
  await server.db.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', cancelled.load.id).execute();
  // A soft-deleted platform load (with a bid): counted apart, its bid not counted.
  const gone = await insertLoad(server.db, broker.id);
  await insertBid(server.db, gone.id, d1.id);
  await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();
  // Bids besides the accepted ones: one pending, one rejected.
  await insertBid(server.db, open1.id, d2.id);
  await insertBid(server.db, assigned.load.id, d2.id, { status: 'rejected' });

  // Books-only loads (listed = false from the start): delivered, open and on the way, in two businesses' books.
  const books = [
    await insertLoad(server.db, shipper.id, { listed: false, status: 'delivered', pricePaise: 5_000_000 }),
    await insertLoad(server.db, shipper.id, { listed: false, status: 'open' }),
    await insertLoad(server.db, shipper.id, { listed: false, status: 'in_transit' }),
    await insertLoad(server.db, broker.id, { listed: false, status: 'delivered', pricePaise: 7_700_000 }),
  ];
  const bookIds = new Set(books.map((l) => l.id));
  const flags = await server.db.selectFrom('loads').select(['id', 'postedToBoard']).execute();
  for (const f of flags) assert.equal(f.postedToBoard, !bookIds.has(f.id), 'a load is the platform’s exactly when it was posted to the board');

  // Escrow: ₹1,00,000 deposited; ₹42,000 held for the assigned load; ₹21,000.53 held for a delivered one, released with a ₹1,000.03 fee.
  await deposit(server.db, shipper.id, 10_000_000);
  await hold(server.db, shipper.id, assigned.load.id, 4_200_000);
  await hold(server.db, shipper.id, delivered1.load.id, 2_100_053);
  await releaseWithFee(server.db, shipper.id, d1.id, delivered1.load.id, 2_000_050, 100_003);

  // The known truth.
  const truth = {
    loads: { by_status: { open: 3, assigned: 1, in_transit: 1, delivered: 2, cancelled: 1, expired: 1 }, total: 9, deleted: 1 },
    bids: { by_status: { pending: 1, countered: 0, accepted: 5, rejected: 1, withdrawn: 0 }, total: 7 },
    trips: 4,
    gross_freight_value: 105_000.4,
    delivered_trips: 2,
    delivered_freight_value: 50_000.4,
    trips_by_status: {
      scheduled: { trips: 1, agreed_amount: 40_000 },
      en_route_to_pickup: { trips: 0, agreed_amount: 0 },
      loaded: { trips: 0, agreed_amount: 0 },
      in_transit: { trips: 1, agreed_amount: 15_000 },
      delivered: { trips: 2, agreed_amount: 50_000.4 },
      cancelled: { trips: 1, agreed_amount: 99_900 },
    },
    escrow_held: 42_000,
    fees_earned: 1_000.03,
  };

  // JSON: the dashboard and the metrics answer the same figures, and they are the truth.
  const home = (await admin.client.get('/admin', json)).json.data.figures;
  const metrics = (await admin.client.get('/admin/metrics', json)).json.data.metrics;
  const metrics30 = (await admin.client.get('/admin/metrics?range=30d', json)).json.data.metrics;
  for (const key of Object.keys(home)) {
    assert.deepEqual(metrics[key], home[key], `/admin/metrics ${key} = /admin ${key}`);
    assert.deepEqual(metrics30[key], home[key], `/admin/metrics?range=30d ${key} = /admin ${key}`);
  }
  for (const [key, value] of Object.entries(truth)) assert.deepEqual(home[key], value, key);
  // The figures agree among themselves: a delivered load is a delivered trip; the loads under way are the trips under way.
  assert.equal(home.loads.by_status.delivered, home.delivered_trips);
  assert.equal(home.loads.by_status.assigned + home.loads.by_status.in_transit, home.trips - home.delivered_trips);
  assert.equal(home.bids.by_status.accepted, home.trips + home.trips_by_status.cancelled.trips);
  const bookedFreight = Object.entries(home.trips_by_status as Record<string, { agreed_amount: number }>)
    .filter(([st]) => st !== 'cancelled')
    .reduce((a, [, v]) => a + v.agreed_amount, 0);
  assert.equal(Math.round(bookedFreight * 100), Math.round(home.gross_freight_value * 100));

  // The charts' series (everything happened today): their sums are the same figures.
  for (const m of [metrics, metrics30]) {
    const sum = (k: string) => Math.round(m.series.reduce((a: number, r: Record<string, number>) => a + r[k] * 100, 0)) / 100;
    assert.equal(sum('loads'), truth.loads.total, `${m.range}: loads posted`);
    assert.equal(sum('bids'), truth.bids.total, `${m.range}: bids placed`);
    assert.equal(sum('gross_freight_value'), truth.gross_freight_value, `${m.range}: freight of trips booked`);
    assert.equal(sum('fees_earned'), truth.fees_earned, `${m.range}: fees`);
    assert.equal(m.series.at(-1).escrow_held, truth.escrow_held, `${m.range}: held now`);
  }

  // All loads: the list's counts are the figures', and no books-only load is listed.
  const list = async (q: string) => (await admin.client.get(`/admin/loads?limit=100&${q}`, json)).json.data;
  assert.equal((await list('deleted=exclude')).pagination.total, truth.loads.total);
  assert.equal((await list('deleted=only')).pagination.total, truth.loads.deleted);
  const all = await list('');
  assert.equal(all.pagination.total, truth.loads.total + truth.loads.deleted);
  assert.ok(
    all.loads.every((l: { id: string }) => !bookIds.has(l.id)),
    'no books-only load in All loads',
  );
  for (const [status, n] of Object.entries(truth.loads.by_status)) {
    assert.equal((await list(`status=${status}&deleted=exclude`)).pagination.total, n, `All loads, ${status}`);
  }

  // The loads CSV: the same loads, and the agreed freight of its trips booked is the gross freight value.
  const csv = await admin.client.get('/admin/loads.csv?deleted=exclude');
  assert.equal(csv.status, 200);
  const [header, ...rows] = csvRows(csv.text);
  assert.equal(rows.length, truth.loads.total);
  const col = (name: string) => header.indexOf(name);
  assert.ok(
    rows.every((r) => !bookIds.has(r[col('id')])),
    'no books-only load in the CSV',
  );
  const csvFreight = rows.filter((r) => r[col('trip_status')] && r[col('trip_status')] !== 'cancelled').reduce((a, r) => a + Number(r[col('agreed_freight_rupees')]), 0);
  assert.equal(Math.round(csvFreight * 100), Math.round(truth.gross_freight_value * 100));
  assert.equal(rows.filter((r) => r[col('status')] === 'delivered').length, truth.delivered_trips);

  // The pages: the dashboard and the metrics page show the same stat block, labelled and in whole rupees.
  const homeHtml = (await admin.client.get('/admin')).text;
  const metricsHtml = (await admin.client.get('/admin/metrics')).text;
  assert.equal(statBlock(metricsHtml), statBlock(homeHtml), 'the metrics page shows the dashboard’s figures');
  assert.equal(stat(homeHtml, 'stat-open-loads'), '3 | open loads');
  assert.equal(stat(homeHtml, 'stat-moving-loads'), '2 | loads assigned or in transit');
  assert.equal(stat(homeHtml, 'stat-bids'), '7 | bids (1 live)');
  assert.equal(stat(homeHtml, 'stat-gmv'), '₹1,05,000 | gross freight value: agreed freight of 4 trips booked (cancelled ones left out)');
  assert.equal(stat(homeHtml, 'stat-delivered'), '₹50,000 | freight of 2 delivered trips');
  assert.equal(stat(homeHtml, 'stat-escrow'), '₹42,000 | held in escrow');
  assert.equal(stat(homeHtml, 'stat-fees'), '₹1,000 | fees earned');
  assert.doesNotMatch(statBlock(homeHtml), /₹[\d,]+\.\d/, 'no paise in the platform figures');
  assert.match(homeHtml, /<a href="\/admin\/loads\?deleted=only">1 deleted load<\/a>/);

  // The metrics page's tables and charts: loads by status and trips by status are the same numbers.
  const loadsChart = /<figure class="chart" id="chart-loads-by-status">[\s\S]*?<\/figure>/.exec(metricsHtml)?.[0] ?? '';
  assert.deepEqual(
    [...loadsChart.matchAll(/data-value="(\d+)"/g)].map((m) => Number(m[1])),
    Object.values(truth.loads.by_status),
  );
  const tripTable = /<table class="counts" id="trips-by-status">[\s\S]*?<\/table>/.exec(metricsHtml)?.[0] ?? '';
  assert.match(tripTable, /<tr data-status="delivered"><th scope="row">Delivered<\/th><td class="num">2<\/td><td class="num">₹50,000<\/td><\/tr>/);
  assert.match(tripTable, /<tr class="total"><th scope="row">Booked \(not cancelled\)<\/th><td class="num">4<\/td><td class="num">₹1,05,000<\/td><\/tr>/);
  assert.match(metricsHtml, /Platform loads by status \(not deleted\)/);
});

test('whether a load was posted to the board is fixed when it is stored: neither a listing change nor an update turns a books-only load into a platform load', async () => {
  const owner = await signUp(server, 'shipper');
  const book = await insertLoad(server.db, owner.id, { listed: false, status: 'delivered' });
  assert.equal((await server.db.selectFrom('loads').select('postedToBoard').where('id', '=', book.id).executeTakeFirstOrThrow()).postedToBoard, false);
  await assert.rejects(server.db.updateTable('loads').set({ postedToBoard: true }).where('id', '=', book.id).execute(), /posted to the board does not change/);
  // Inserting it as posted does not work either: the trigger reads the row as stored.
  const sneaky = await server.db
    .insertInto('loads')
    .values({
      ownerId: owner.id,
      origin: 'Pune',
      destination: 'Nagpur',
      originKey: 'pune',
      destinationKey: 'nagpur',
      pickupDate: '2026-12-20',
      truckType: 'open',
      weightTonnes: 10,
      listed: false,
      postedToBoard: true,
    })
    .returning('postedToBoard')
    .executeTakeFirstOrThrow();
  assert.equal(sneaky.postedToBoard, false);
  // A board load taken off the board stays a platform load.
  const board = await insertLoad(server.db, owner.id);
  await server.db.updateTable('loads').set({ listed: false, hiddenBySuspension: true }).where('id', '=', board.id).execute();
  assert.equal((await server.db.selectFrom('loads').select('postedToBoard').where('id', '=', board.id).executeTakeFirstOrThrow()).postedToBoard, true);
});
