/**
 * The audit log follows the money and the bids (migration 069): a bid placed and accepted, a deposit and a hold,
 * a payout requested and approved each write an entry, found by kind (table) and by who made it (name or phone);
 * the bank account number is masked; and the CSV download of the filtered list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { withActor } from '../../db/database.js';
import { insertShipperRecord } from '../../../test/helpers/admin-factories.js';
import { bidBody } from '../../../test/helpers/bids-factories.js';
import { markDelivered } from '../../../test/helpers/escrow-factories.js';
import { anonymous, signInAdmin, signUp, unique, type SignedInUser } from '../../../test/helpers/factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { auditLogCsv } from './csv.js';
import { eachAuditLogBatch } from './queries.js';
import { auditFilterSchema } from './schema.js';

let server: TestServer;
let admin: SignedInUser;
const json = { accept: 'json' as const };
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The journey's people and records, made once through the app's own routes. */
let shipper: SignedInUser;
let driver: SignedInUser;
let driverPhone: string;
let loadId: string;
let bidId: string;
let payoutId: string;
const ACCOUNT = '123456786789';

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  const tag = unique('m');
  shipper = await signUp(server, 'shipper', { name: `Meena Logistics ${tag}` });
  driverPhone = mobile();
  driver = await signUp(server, 'driver', { name: `Gurpreet Singh ${tag}`, phone: `+91 ${driverPhone}` });

  // A load, a bid on it, accepted.
  const posted = await shipper.client.post('/loads', validLoadForm({ price: '40000', origin: 'Ludhiana', destination: 'Surat' }));
  assert.equal(posted.status, 302);
  loadId = posted.location!.split('/').pop()!;
  const load = await server.db.selectFrom('loads').selectAll().where('id', '=', loadId).executeTakeFirstOrThrow();
  const bid = await driver.client.postJson(`/loads/${loadId}/bid`, bidBody(load, { amount: '40000' }));
  assert.equal(bid.status, 201, bid.text);
  bidId = bid.json.data.bid.id;
  assert.equal((await shipper.client.post(`/bids/${bidId}/accept`, {})).status, 302);

  // Money in, held for the load, released after delivery, asked for by the driver to a bank account, approved.
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: 50_000 })).status, 201);
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: loadId })).status, 201);
  await markDelivered(server.db, loadId);
  assert.equal((await shipper.client.postJson('/escrow/release', { load_id: loadId })).status, 200);
  const asked = await driver.client.postJson('/escrow/payout', { amount: 25_000, method: 'bank', account_number: ACCOUNT, ifsc: 'HDFC0001234', account_holder: 'Gurpreet Singh' });
  assert.equal(asked.status, 201, asked.text);
  const request = await server.db.selectFrom('payoutRequests').select('id').where('driverId', '=', driver.id).executeTakeFirstOrThrow();
  payoutId = request.id;
  assert.equal((await admin.client.post(`/escrow/admin/payouts/${payoutId}/approve`, {})).status, 302);
});
after(async () => {
  await server.close();
});

describe('bids, money movements and payouts in the audit log', () => {
  test('a placed bid (by the driver) and its acceptance (by the shipper) are found by kind and by name', async () => {
    const placed = await admin.client.get(`/audit-logs?table=bids&who=${encodeURIComponent(driver.name)}`, json);
    assert.equal(placed.status, 200);
    const [insert] = placed.json.data.logs.filter((l: any) => l.record_id === bidId);
    assert.equal(insert.action, 'INSERT');
    assert.equal(insert.actor_id, driver.id);
    assert.equal(insert.after.amount_paise, 4_000_000);

    const decided = await admin.client.get(`/audit-logs?table=bids&action=UPDATE&record_id=${bidId}&who=${encodeURIComponent(shipper.name)}`, json);
    assert.equal(decided.status, 200);
    assert.equal(decided.json.data.pagination.total, 1);
    const accept = decided.json.data.logs[0];
    assert.equal(accept.actor_id, shipper.id);
    assert.equal(accept.before.status, 'pending');
    assert.equal(accept.after.status, 'accepted');
    assert.deepEqual(accept.changed_fields, ['status']);

    // The page reads it: the bid by its amount and bidder, the status by its name, the load by its route.
    const page = await admin.client.get(`/audit-logs/${accept.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`Bid: <span title="Record id ${bidId}">Bid ₹40,000 by ${driver.name}</span>`));
    assert.match(
      page.text,
      /<th scope="row">Bid status<span class="visually-hidden"> \(changed\)<\/span><\/th><td class="before" data-label="Before"><span>Pending<\/span><\/td><td class="after" data-label="After"><span>Accepted<\/span>/,
    );
    assert.match(page.text, /<dd id="change-summary">1 field changed<\/dd>/);
    const all = await admin.client.get(`/audit-logs/${accept.id}?fields=all`);
    assert.match(all.text, /<tr data-field="load_id"><th scope="row">Load<\/th><td class="before" data-label="Before"><span title="[0-9a-f-]{36}">Ludhiana → Surat<\/span>/);
  });

  test('the deposit, the hold and the release are escrow movements, filterable, by the shipper (found by phone too)', async () => {
    const res = await admin.client.get(`/audit-logs?table=escrow_transactions&who=${encodeURIComponent(shipper.name)}`, json);
    assert.equal(res.status, 200);
    const kinds: Array<[string, string, number]> = res.json.data.logs.map((l: any) => [l.action, l.after.kind, l.after.amount_paise]);
    assert.ok(
      kinds.every((k) => k[0] === 'INSERT'),
      'a movement is written once',
    );
    assert.ok(kinds.some((k) => k[1] === 'deposit' && k[2] === 5_000_000));
    assert.ok(kinds.some((k) => k[1] === 'hold' && k[2] === 4_200_000));
    assert.ok(kinds.some((k) => k[1] === 'release' && k[2] === 4_000_000));
    assert.ok(res.json.data.logs.every((l: any) => l.table === 'escrow_transactions' && l.actor_id === shipper.id));

    const list = await admin.client.get(`/audit-logs?table=escrow_transactions&who=${encodeURIComponent(shipper.name)}`);
    assert.match(list.text, /<option value="escrow_transactions" selected[^>]*>Money movements \(escrow\)<\/option>/);
    assert.match(list.text, />Deposit ₹50,000</);
    assert.match(list.text, />Escrow hold ₹42,000</);
    assert.doesNotMatch(list.text, />[^<]*(escrow_transactions|amount_paise)[^<]*</, 'no table or column names as text');
  });

  test('the payout request (driver) and its approval (admin) are found; the account number keeps only its last four digits', async () => {
    const res = await admin.client.get(`/audit-logs?table=payout_requests&record_id=${payoutId}`, json);
    assert.equal(res.status, 200);
    const byAction = Object.fromEntries(res.json.data.logs.map((l: any) => [l.action, l]));
    assert.equal(byAction.INSERT.actor_id, driver.id);
    assert.equal(byAction.INSERT.after.account_number, '••••6789');
    assert.equal(byAction.UPDATE.actor_id, admin.id);
    assert.equal(byAction.UPDATE.before.status, 'requested');
    assert.equal(byAction.UPDATE.after.status, 'approved');
    const leaked = await server.db
      .selectFrom('auditLogs')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<boolean>`coalesce(before::text, '') || coalesce(after::text, '') like ${`%${ACCOUNT}%`}`)
      .executeTakeFirstOrThrow();
    assert.equal(leaked.n, 0, 'the full account number is nowhere in the log');

    // By the driver's phone, however it is typed: the request is theirs.
    const byPhone = await admin.client.get(`/audit-logs?table=payout_requests&who=${encodeURIComponent(`0${driverPhone.slice(0, 5)}-${driverPhone.slice(5)}`)}`, json);
    assert.deepEqual(
      byPhone.json.data.logs.map((l: any) => [l.record_id, l.action]),
      [[payoutId, 'INSERT']],
    );
    // The approval page: the payout by its amount, the status in words, who decided by name.
    const page = await admin.client.get(`/audit-logs/${byAction.UPDATE.id}`);
    assert.match(page.text, /Payout request: <span title="Record id [0-9a-f-]{36}">Payout ₹25,000<\/span>/);
    assert.match(
      page.text,
      /<th scope="row">Payout status<span class="visually-hidden"> \(changed\)<\/span><\/th><td class="before" data-label="Before"><span>Requested<\/span><\/td><td class="after" data-label="After"><span>Approved/,
    );
    assert.match(
      page.text,
      /<th scope="row">Decided by<span class="visually-hidden"> \(changed\)<\/span><\/th><td class="before" data-label="Before"><span class="muted">—<\/span><\/td><td class="after" data-label="After"><span title="[0-9a-f-]{36}">Administrator \(@admin\)<\/span>/,
    );
    assert.match(
      page.text,
      /<th scope="row">Decided<span[^>]*>[^<]*<\/span><\/th><td class="before"[^>]*><span class="muted">—<\/span><\/td><td class="after"[^>]*><span title="[^"]+">\d{1,2} \w{3}, \d{1,2}:\d{2}\s?[ap]m IST<\/span>/i,
    );
  });

  test('`actor` is the same search for API clients; the envelope keeps the contract', async () => {
    const res = await admin.client.get(`/audit-logs?table=bids&actor=${encodeURIComponent(driver.name)}&limit=5&page=1`, json);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.json.data).sort(), ['logs', 'pagination']);
    assert.deepEqual(Object.keys(res.json.data.pagination).sort(), ['limit', 'page', 'pages', 'total']);
    for (const l of res.json.data.logs) {
      for (const k of ['id', 'table', 'record_id', 'action', 'actor_id', 'before', 'after', 'created_at']) assert.ok(k in l, k);
      assert.equal(l.actor_id, driver.id);
    }
    const one = await admin.client.get(`/audit-logs/${res.json.data.logs[0].id}`, json);
    assert.deepEqual(Object.keys(one.json.data), ['log']);
    const nobody = await admin.client.get(`/audit-logs?actor=${encodeURIComponent(`Nobody ${unique('z')}`)}`, json);
    assert.equal(nobody.status, 400);
    assert.ok(nobody.json.error.details.who);
  });
});

describe('GET /audit-logs.csv', () => {
  test('every entry the filters match, in words and India time; nothing the filters leave out', async () => {
    const res = await admin.client.get(`/audit-logs.csv?table=escrow_transactions&who=${encodeURIComponent(shipper.name)}`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(res.headers.get('content-disposition') ?? '', /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    assert.equal(lines[0], 'When (India time),Who,Phone,Change,Record kind,Record,Changes,Record id,Entry');
    const rows = lines.slice(1);
    const page = await admin.client.get(`/audit-logs?table=escrow_transactions&who=${encodeURIComponent(shipper.name)}`, json);
    assert.equal(rows.length, page.json.data.pagination.total, 'as many rows as the list matches');
    assert.ok(rows.every((r) => r.includes(',Money movement,') && r.includes(shipper.name)));
    assert.ok(rows.some((r) => r.includes(',Deposit ₹50,000,') || r.includes(',"Deposit ₹50,000",')));
    assert.ok(rows.some((r) => /"Escrow hold ₹42,000"/.test(r)));
    assert.ok(!rows.some((r) => r.includes('Bid')), 'no bid: the filter names escrow movements');
    // India time, as the database reads the entry's instant in Asia/Kolkata.
    const entryId = Number(rows[0].split(',').at(-1));
    const { ist } = await server.db
      .selectFrom('auditLogs')
      .select(sql<string>`to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI:SS')`.as('ist'))
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    assert.ok(rows[0].startsWith(`${ist},`), `${rows[0]} starts with ${ist}`);

    // The accepted bid: its change in words, the bid by its amount and bidder.
    const bids = await admin.client.get(`/audit-logs.csv?table=bids&action=UPDATE&record_id=${bidId}`);
    const [, accept] = bids.text.trimEnd().split('\r\n');
    assert.ok(accept.includes(`,Changed,Bid,"Bid ₹40,000 by ${driver.name}",Bid status: Pending → Accepted,${bidId},`), accept);
  });

  test('the file is in the reader language', async () => {
    const res = await admin.client.getBytes(`/audit-logs.csv?table=bids&record_id=${bidId}&lang=hi`);
    assert.equal(res.status, 200);
    assert.deepEqual([...res.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte order mark, so spreadsheets read UTF-8');
    assert.match(res.bytes.toString('utf8'), /^\uFEFFकब \(भारतीय समय\),किसने,/);
    assert.match(res.bytes.toString('utf8'), /,बोली,/);
    // Back to English (the choice is remembered for the admin).
    assert.equal((await admin.client.get('/audit-logs?lang=en')).status, 200);
    assert.match((await admin.client.getBytes(`/audit-logs.csv?table=bids&record_id=${bidId}`)).bytes.toString('utf8'), /^\uFEFFWhen \(India time\),/);
  });

  test('a text a spreadsheet would run as a formula is neutralised', async () => {
    const owner = await signUp(server, 'broker');
    const record = await insertShipperRecord(server.db, owner.id, { name: '=HYPERLINK("http://evil.example","x")' });
    const res = await admin.client.get(`/audit-logs.csv?table=shippers&record_id=${record.id}`);
    const [, row] = res.text.trimEnd().split('\r\n');
    assert.match(row, /,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/);
    assert.doesNotMatch(row, /,"=HYPERLINK/);
  });

  test('at most the cap, newest first, read in batches, with a note when more match', async () => {
    const owner = await signUp(server, 'broker');
    for (const n of [1, 2, 3, 4, 5])
      await withActor(server.db, owner.id, (trx) =>
        trx
          .insertInto('shippers')
          .values({ ownerId: owner.id, name: `Batch client ${n}` })
          .execute(),
      );
    const filter = auditFilterSchema.parse({ table: 'shippers', user_id: owner.id });
    const seen: number[] = [];
    const total = await eachAuditLogBatch(server.db, filter, null, { max: 4, batch: 2 }, async (rows) => {
      assert.ok(rows.length <= 2);
      seen.push(...rows.map((r) => r.id));
    });
    assert.equal(total, 5);
    assert.equal(seen.length, 4);
    assert.deepEqual(
      [...seen].sort((a, b) => b - a),
      seen,
      'newest first, no row twice',
    );
    const csv = await auditLogCsv(server.db, filter, null, { max: 3 });
    const lines = csv.trimEnd().split('\r\n');
    assert.equal(lines.length, 1 + 3 + 1);
    assert.equal(lines.at(-1), 'The file holds the newest 3 of 5 matching entries; narrow the filters for the rest.');
  });

  test('bad filters: 400 naming the field (JSON), the list page with the message (browser); admins only', async () => {
    const bad = await admin.client.get('/audit-logs.csv?table=sessions&from=2025-13-01', json);
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.json.error.details).sort(), ['from', 'table']);
    const page = await admin.client.get('/audit-logs.csv?action=DROP');
    assert.equal(page.status, 400);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(page.text, /role="alert"/);
    assert.match(page.text, /Action must be one of/);
    const nobody = await admin.client.get(`/audit-logs.csv?who=${encodeURIComponent(`Nobody ${unique('z')}`)}`);
    assert.equal(nobody.status, 400);
    assert.match(nobody.text, /Nobody matches/);

    assert.equal((await anonymous(server).get('/audit-logs.csv')).status, 302);
    assert.equal((await anonymous(server).get('/audit-logs.csv', json)).status, 401);
    assert.equal((await driver.client.get('/audit-logs.csv')).status, 403);
    assert.equal((await shipper.client.get('/audit-logs.csv', json)).json.error.code, 'FORBIDDEN');
  });

  test('the list links its CSV with the same filters, and counts what it holds', async () => {
    const list = await admin.client.get(`/audit-logs?table=bids&record_id=${bidId}&page=1&limit=1`);
    assert.match(list.text, new RegExp(`<a class="button secondary" href="/audit-logs.csv\\?table=bids&amp;record_id=${bidId}" download="">Download CSV</a>`));
    assert.match(list.text, /\d+ entries, with these filters/);
  });
});
