/**
 * CSV exports of the admin lists (issue 21): users, loads, payouts and disputes, each with the page's filters,
 * every page, India time, rupees, text that a spreadsheet would run as a formula neutralised; admins only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deposit } from '../../../test/helpers/admin-factories.js';
import { insertHeldLoad, insertUser } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, unique, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { raiseDispute, requestPayout } from '../escrow/service.js';

let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

/** RFC 4180 cells of a CSV answer (quoted fields with commas, quotes and line breaks), header first, BOM checked and dropped. */
function parseCsv(text: string): string[][] {
  assert.ok(text.startsWith('\uFEFF'), 'a byte order mark for spreadsheets');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.slice(1);
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The CSV as objects keyed by the header. */
async function download(client: SignedInUser['client'], path: string): Promise<Array<Record<string, string>>> {
  const res = await client.getBytes(path);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(res.bytes);
  assert.equal(res.status, 200, `${path}: ${text.slice(0, 200)}`);
  assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
  assert.match(res.headers.get('cache-control') ?? '', /no-store/);
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

describe('users', () => {
  test('the export has every page of the filtered list, India time, and a formula-looking name neutralised', async () => {
    const tag = unique('csvdrv');
    const drivers: Array<{ id: string }> = [];
    for (let i = 0; i < 27; i++) drivers.push(await insertUser(server.db, 'driver', `Driver ${tag} ${i}`));
    await insertUser(server.db, 'shipper', `Shipper ${tag}`);
    // 2026-01-15 20:05 UTC is 16 Jan 01:35 in India.
    await server.db
      .updateTable('users')
      .set({ createdAt: new Date('2026-01-15T20:05:00Z'), name: `=HYPERLINK("http://x.example","${tag}")` })
      .where('id', '=', drivers[0].id)
      .execute();
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', drivers[1].id).execute();

    const page = (await admin.client.get(`/admin/users?role=driver&q=${tag}`, { accept: 'json' })).json.data;
    assert.equal(page.users.length, 25, 'the page shows 25');
    assert.equal(page.pagination.total, 27);
    const html = (await admin.client.get(`/admin/users?role=driver&q=${tag}&page=2`)).text;
    assert.match(html, new RegExp(`<a href="/admin/users.csv\\?q=${tag}&amp;role=driver" download="">Download CSV`), 'the link carries the filters, not the page');

    const rows = await download(admin.client, `/admin/users.csv?role=driver&q=${tag}`);
    assert.equal(rows.length, 27, 'every page');
    assert.ok(rows.every((r) => r.role === 'driver'));
    const first = rows.find((r) => r.id === drivers[0].id);
    assert.equal(first?.joined_at_ist, '2026-01-16 01:35');
    assert.equal(first?.name, `'=HYPERLINK("http://x.example","${tag}")`, 'a formula is written as text');
    // Filters: status too.
    const suspended = await download(admin.client, `/admin/users.csv?role=driver&q=${tag}&status=suspended`);
    assert.deepEqual(
      suspended.map((r) => r.id),
      [drivers[1].id],
    );
    // A bad filter is refused, naming the field, as on the page.
    const bad = await admin.client.get('/admin/users.csv?role=pilot', { accept: 'json' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.role);
  });
});

describe('loads', () => {
  test('the export has the filtered platform loads (never a books-only one), with rupees and the trip', async () => {
    const owner = await signUp(server, 'broker', { name: unique('Owner') });
    const driver = await signUp(server, 'driver');
    const q = owner.username;
    const open = await insertLoad(server.db, owner.id, { pricePaise: 4_500_050 });
    const delivered = await insertAcceptedLoad(server.db, owner.id, driver.id, 3_210_075, 'delivered');
    const books = await insertLoad(server.db, owner.id, { listed: false, status: 'delivered' });
    const gone = await insertLoad(server.db, owner.id);
    await server.db
      .updateTable('loads')
      .set({ deletedAt: new Date('2026-11-20T10:00:00Z') })
      .where('id', '=', gone.id)
      .execute();

    const all = await download(admin.client, `/admin/loads.csv?q=${q}`);
    assert.deepEqual(new Set(all.map((r) => r.id)), new Set([open.id, delivered.load.id, gone.id]));
    assert.ok(!all.some((r) => r.id === books.id), 'a books-only load is not exported');
    const d = all.find((r) => r.id === delivered.load.id);
    assert.equal(d?.status, 'delivered');
    assert.equal(d?.trip_status, 'delivered');
    assert.equal(d?.agreed_freight_rupees, '32100.75');
    assert.equal(all.find((r) => r.id === open.id)?.price_rupees, '45000.50');
    assert.equal(all.find((r) => r.id === gone.id)?.deleted_at_ist, '2026-11-20 15:30');

    const onlyDelivered = await download(admin.client, `/admin/loads.csv?q=${q}&status=delivered`);
    assert.deepEqual(
      onlyDelivered.map((r) => r.id),
      [delivered.load.id],
    );
    const noDeleted = await download(admin.client, `/admin/loads.csv?q=${q}&deleted=exclude`);
    assert.equal(noDeleted.length, 2);
    const onlyDeleted = await download(admin.client, `/admin/loads.csv?q=${q}&deleted=only`);
    assert.deepEqual(
      onlyDeleted.map((r) => r.id),
      [gone.id],
    );
    const html = (await admin.client.get(`/admin/loads?q=${q}&deleted=only`)).text;
    assert.match(html, new RegExp(`<a href="/admin/loads.csv\\?q=${q}&amp;deleted=only" download="">`));
  });
});

describe('payouts and disputes', () => {
  test('the payout export follows the queue’s status filter (requested unless asked, all on request), every page', async () => {
    const driver = await insertUser(server.db, 'driver', 'Payout Driver');
    await deposit(server.db, driver.id, 10_000_000);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) {
      const out = await requestPayout(server.db, driver, { amountPaise: 10_050 + i * 100, method: 'upi', upiId: `ravi${i}@okaxis` });
      ids.push((out.data as { payout: { id: string } }).payout.id);
    }
    const rejected = await admin.client.post(`/escrow/admin/payouts/${ids[0]}/reject`, { note: '=SUM(A1:A9) wrong UPI' });
    assert.equal(rejected.status, 302);

    const html = (await admin.client.get('/escrow/admin/payouts')).text;
    assert.match(html, /<a href="\/escrow\/admin\/payouts.csv\?status=requested" download="">/);
    const requested = await download(admin.client, '/escrow/admin/payouts.csv');
    const mine = requested.filter((r) => r.driver_name === 'Payout Driver');
    assert.equal(mine.length, 26, 'every requested payout, not only the first page');
    assert.ok(requested.every((r) => r.status === 'requested'));
    const second = mine.find((r) => r.id === ids[1]);
    assert.equal(second?.amount_rupees, '101.50');
    assert.equal(second?.upi_id, 'ravi1@okaxis');
    assert.match(second?.requested_at_ist ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const onlyRejected = await download(admin.client, '/escrow/admin/payouts.csv?status=rejected');
    assert.deepEqual(
      onlyRejected.map((r) => r.id),
      [ids[0]],
    );
    assert.equal(onlyRejected[0].decision_note, "'=SUM(A1:A9) wrong UPI");
    const everything = await download(admin.client, '/escrow/admin/payouts.csv?status=');
    assert.equal(everything.filter((r) => r.driver_name === 'Payout Driver').length, 27);
    assert.match((await admin.client.get('/escrow/admin/payouts?status=')).text, /<a href="\/escrow\/admin\/payouts.csv\?status=" download="">/);
  });

  test('the dispute export follows the status filter, with the load, both parties and the money in rupees', async () => {
    const shipper = await insertUser(server.db, 'shipper', 'Dispute Shipper');
    const driver = await insertUser(server.db, 'driver', 'Dispute Driver');
    const held = await insertHeldLoad(server.db, shipper, driver, 2_500_025, 'in_transit');
    await raiseDispute(server.db, shipper, { loadId: held.load.id, reason: '+91 cartons arrived wet, the driver left them in rain' });

    const open = await download(admin.client, '/escrow/admin/disputes.csv');
    const row = open.find((r) => r.load_id === held.load.id);
    assert.ok(row);
    assert.equal(row.status, 'open');
    assert.equal(row.raised_by, 'Dispute Shipper');
    assert.equal(row.driver, 'Dispute Driver');
    assert.equal(row.freight_in_escrow_rupees, '25000.25');
    assert.equal(row.reason, "'+91 cartons arrived wet, the driver left them in rain");
    assert.equal((await download(admin.client, '/escrow/admin/disputes.csv?status=resolved')).length, 0);
    assert.match((await admin.client.get('/escrow/admin/disputes')).text, /<a href="\/escrow\/admin\/disputes.csv\?status=open" download="">/);
  });
});

test('only admins download: without a session sign-in (or 401 for JSON), 403 for every other role', async () => {
  const others = [await signUp(server, 'driver'), await signUp(server, 'shipper'), await signUp(server, 'broker')];
  for (const path of ['/admin/users.csv', '/admin/loads.csv', '/escrow/admin/payouts.csv', '/escrow/admin/disputes.csv']) {
    const anon = await anonymous(server).get(path);
    assert.equal(anon.status, 302, `anonymous ${path}`);
    assert.equal(anon.location, `/login?next=${encodeURIComponent(path)}`);
    assert.equal((await anonymous(server).get(path, { accept: 'json' })).status, 401);
    for (const u of others) {
      const res = await u.client.get(path);
      assert.equal(res.status, 403, `${u.role} ${path}`);
      assert.doesNotMatch(res.headers.get('content-type') ?? '', /text\/csv/);
    }
    assert.equal((await admin.client.get(path)).status, 200);
  }
});
