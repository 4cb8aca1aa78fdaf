/**
 * Reports of loads and the hold on an unverified, reported owner (issue 17 item 5,
 * migration 054): one report per person and load; two different people reporting an
 * unverified owner take the owner's open loads off every board (cached pages too) and
 * keep new ones off, the live bids on them end; dismissing the reports or verifying the
 * owner brings the loads back. Races are fired in parallel over real HTTP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidRow, insertBid, notificationsOf } from '../../../test/helpers/bids-factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { REPORTED_OWNER_BID_REASON } from './service.js';

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
const db = () => server.db;

/** The load ids the JSON board lists for a lane, and whether the HTML board shows the load. */
async function onBoard(viewer: SignedInUser, loadId: string, origin: string, destination: string) {
  const [api, board] = await Promise.all([
    viewer.client.get(`/api/loads?origin=${origin}&destination=${destination}`),
    anonymous(server).get(`/loadboard?origin=${origin}&destination=${destination}`),
  ]);
  assert.equal(api.status, 200);
  const inApi = (api.json.data.loads as Array<{ id: string }>).some((l) => l.id === loadId);
  assert.equal(board.text.includes(loadId), inApi, 'the HTML board and the API agree');
  return inApi;
}

/** Reports a load as JSON and expects it taken (201). */
async function report(by: SignedInUser, loadId: string, reason: string) {
  const res = await by.client.postJson(`/loads/${loadId}/report`, { reason });
  assert.equal(res.status, 201, res.text);
}

async function loadRow(id: string) {
  return db().selectFrom('loads').select(['listed', 'hiddenByReports', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function holdOf(userId: string) {
  const row = await db().selectFrom('users').select('reportsHoldAt').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.reportsHoldAt;
}

describe('reporting a load', () => {
  test('a driver reports a load from its page: stored once, the page says so, a second report is refused', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(db(), owner.id, { origin: 'Nashik', destination: 'Surat' });
    const page = await driver.client.get(`/loads/${load.id}`);
    assert.match(page.text, /<summary>Report this load<\/summary>/);
    assert.match(page.text, new RegExp(`action="/loads/${load.id}/report"`));

    const res = await driver.client.post(`/loads/${load.id}/report`, { reason: 'advance_demanded', details: '  Asked for ₹5,000 on PhonePe before loading  ' });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/loads/${load.id}#report`);
    const after = await driver.client.get(`/loads/${load.id}`);
    assert.match(after.text, /your report is with our team/);
    assert.match(after.text, /You reported this load on .*: Asked for money in advance\./);
    assert.doesNotMatch(after.text, /<summary>Report this load/);
    const rows = await db().selectFrom('loadReports').selectAll().where('loadId', '=', load.id).execute();
    assert.equal(rows.length, 1);
    assert.deepEqual(
      { owner: rows[0].ownerId, reporter: rows[0].reporterId, reason: rows[0].reason, details: rows[0].details, status: rows[0].status },
      { owner: owner.id, reporter: driver.id, reason: 'advance_demanded', details: 'Asked for ₹5,000 on PhonePe before loading', status: 'open' },
    );

    const again = await driver.client.postJson(`/loads/${load.id}/report`, { reason: 'fake_load' });
    assert.equal(again.status, 409);
    assert.match(again.json.error.message, /already reported this load/);
    assert.equal((await db().selectFrom('loadReports').select('id').where('loadId', '=', load.id).execute()).length, 1);
    // One report from one person does not hide anything.
    assert.equal((await loadRow(load.id)).listed, true);
  });

  test('JSON: 201 with the report; a missing or unknown reason or too long details is a 400 naming the field, nothing stored', async () => {
    const owner = await signUp(server, 'broker');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(db(), owner.id);
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: 'spam' }, 'reason'],
      [{ reason: 'other', details: 'x'.repeat(1001) }, 'details'],
    ] as const) {
      const bad = await driver.client.postJson(`/loads/${load.id}/report`, body);
      assert.equal(bad.status, 400, JSON.stringify(body));
      assert.ok(bad.json.error.details[field], `${field} is named`);
    }
    const form = await driver.client.post(`/loads/${load.id}/report`, { reason: '' });
    assert.equal(form.status, 302, 'a browser goes back to the load page');
    assert.match((await driver.client.get(`/loads/${load.id}`)).text, /Choose what is wrong with this load/);
    assert.equal((await db().selectFrom('loadReports').select('id').where('loadId', '=', load.id).execute()).length, 0);

    const ok = await driver.client.postJson(`/loads/${load.id}/report`, { reason: 'wrong_details', details: 'Rate is 20% lower on the phone' });
    assert.equal(ok.status, 201);
    assert.equal(ok.json.data.report.load_id, load.id);
    assert.equal(ok.json.data.report.reason, 'wrong_details');
  });

  test('refusals: no session, an admin, the owner, a load the reporter cannot see, a load that does not exist', async () => {
    const owner = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const load = await insertLoad(db(), owner.id);
    const books = await insertLoad(db(), owner.id, { listed: false });
    assert.equal((await anonymous(server).postJson(`/loads/${load.id}/report`, { reason: 'fake_load' })).status, 401);
    assert.equal((await admin.client.postJson(`/loads/${load.id}/report`, { reason: 'fake_load' })).status, 403);
    assert.equal((await owner.client.postJson(`/loads/${load.id}/report`, { reason: 'fake_load' })).status, 403);
    assert.equal((await other.client.postJson(`/loads/${books.id}/report`, { reason: 'fake_load' })).status, 404);
    assert.equal((await other.client.postJson('/loads/00000000-0000-4000-8000-000000000000/report', { reason: 'fake_load' })).status, 404);
    assert.equal((await db().selectFrom('loadReports').select('id').where('ownerId', '=', owner.id).execute()).length, 0);
    // The owner sees no report form on their own load; another shipper does.
    assert.doesNotMatch((await owner.client.get(`/loads/${load.id}`)).text, /Report this load/);
    assert.match((await other.client.get(`/loads/${load.id}`)).text, /Report this load/);
  });
});

describe('the hold on an unverified, reported owner', () => {
  test('two different people: the open loads leave every board, live bids end, new loads stay off; the owner is told how to get back', async () => {
    const owner = await signUp(server, 'shipper');
    const [a, b, bidder] = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'driver')]);
    const open = await insertLoad(db(), owner.id, { origin: 'Rajkot', destination: 'Jaipur' });
    const second = await insertLoad(db(), owner.id, { origin: 'Rajkot', destination: 'Jaipur' });
    const bid = await insertBid(db(), second.id, bidder.id, { amountPaise: 3_000_000 });
    assert.equal(await onBoard(a, open.id, 'Rajkot', 'Jaipur'), true, 'read (and cached) before');

    // One person reporting twice (two loads) is still one person.
    await report(a, open.id, 'fake_load');
    await report(a, second.id, 'fake_load');
    assert.equal(await holdOf(owner.id), null);
    assert.equal(await onBoard(b, open.id, 'Rajkot', 'Jaipur'), true);

    await report(b, open.id, 'advance_demanded');
    assert.ok(await holdOf(owner.id), 'the owner is on hold');
    assert.deepEqual(await loadRow(open.id), { listed: false, hiddenByReports: true, status: 'open' });
    assert.equal(await onBoard(bidder, open.id, 'Rajkot', 'Jaipur'), false, 'gone from the (cached) boards');
    assert.equal(await onBoard(bidder, second.id, 'Rajkot', 'Jaipur'), false);
    assert.equal((await bidder.client.get(`/loads/${open.id}`)).status, 404, 'its page is gone for others');
    const ended = await bidRow(db(), bid.id);
    assert.equal(ended.status, 'rejected');
    assert.equal(ended.statusReason, REPORTED_OWNER_BID_REASON);
    assert.ok(
      (await notificationsOf(db(), bidder.id)).some((n) => n.kind === 'bid_rejected'),
      'the bidder is told',
    );
    const told = (await notificationsOf(db(), owner.id)).filter((n) => n.kind === 'load_reported');
    assert.equal(told.length, 1);
    assert.match(told[0].title, /off the board while reports are reviewed/);
    assert.equal(told[0].link, '/documents');

    const ownPage = await owner.client.get(`/loads/${open.id}`);
    assert.equal(ownPage.status, 200);
    assert.match(ownPage.text, /This load is off the board/);
    assert.match(ownPage.text, /href="\/documents"/);

    // A load posted while on hold is kept, off the board.
    const posted = await owner.client.postJson('/loads', validLoadForm({ origin: 'Rajkot', destination: 'Jaipur' }));
    assert.equal(posted.status, 201, posted.text);
    const newId = posted.json.data.load.id as string;
    assert.deepEqual(await loadRow(newId), { listed: false, hiddenByReports: true, status: 'open' });
    assert.equal(await onBoard(a, newId, 'Rajkot', 'Jaipur'), false);

    // The admin dismisses: everything open comes back, the owner is told.
    const queue = await admin.client.get('/admin/reports');
    assert.equal(queue.status, 200);
    assert.match(queue.text, new RegExp(`id="owner-${owner.id}"`));
    assert.match(queue.text, /2 people reported/);
    const dismissed = await admin.client.post(`/admin/reports/${owner.id}/dismiss`, {});
    assert.equal(dismissed.status, 302);
    assert.match((await admin.client.get('/admin/reports')).text, /Reports about .* dismissed \(3\)/);
    assert.equal(await holdOf(owner.id), null);
    for (const id of [open.id, second.id, newId]) assert.deepEqual(await loadRow(id), { listed: true, hiddenByReports: false, status: 'open' });
    assert.equal(await onBoard(a, open.id, 'Rajkot', 'Jaipur'), true);
    assert.ok((await notificationsOf(db(), owner.id)).some((n) => n.kind === 'load_reported' && /back on the board/.test(n.title)));
    const twice = await admin.client.postJson(`/admin/reports/${owner.id}/dismiss`, {});
    assert.equal(twice.status, 409, 'nothing open any more');
  });

  test('a verified owner is never held; verifying a held owner ends the hold at once', async () => {
    const verified = await signUp(server, 'broker');
    await db().updateTable('users').set({ verifiedAt: new Date() }).where('id', '=', verified.id).execute();
    const held = await signUp(server, 'broker');
    const [a, b] = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver')]);
    const vLoad = await insertLoad(db(), verified.id);
    const hLoad = await insertLoad(db(), held.id);
    for (const d of [a, b]) {
      await report(d, vLoad.id, 'wrong_details');
      await report(d, hLoad.id, 'fake_load');
    }
    assert.equal(await holdOf(verified.id), null);
    assert.equal((await loadRow(vLoad.id)).listed, true);
    assert.ok(await holdOf(held.id));
    assert.equal((await loadRow(hLoad.id)).listed, false);

    assert.equal((await admin.client.postJson(`/admin/users/${held.id}/verify`, {})).status, 200);
    assert.equal(await holdOf(held.id), null);
    assert.deepEqual(await loadRow(hLoad.id), { listed: true, hiddenByReports: false, status: 'open' });
  });

  test('upholding keeps the hold; the queue and its decisions are for admins only', async () => {
    const owner = await signUp(server, 'shipper');
    const [a, b] = await Promise.all([signUp(server, 'driver'), signUp(server, 'shipper')]);
    const load = await insertLoad(db(), owner.id);
    await report(a, load.id, 'fake_load');
    await report(b, load.id, 'already_taken');
    assert.ok(await holdOf(owner.id));
    assert.equal((await a.client.get('/admin/reports', json)).status, 403);
    assert.equal((await a.client.postJson(`/admin/reports/${owner.id}/dismiss`, {})).status, 403);
    assert.equal((await anonymous(server).postJson(`/admin/reports/${owner.id}/dismiss`, {})).status, 401);
    assert.ok(await holdOf(owner.id), 'refused calls changed nothing');
    const api = await admin.client.get('/admin/reports', json);
    const entry = (api.json.data.owners as Array<{ owner_id: string; reporters: number; on_hold_since: string | null }>).find((o) => o.owner_id === owner.id);
    assert.equal(entry?.reporters, 2);
    assert.ok(entry?.on_hold_since);
    assert.equal((await admin.client.postJson(`/admin/reports/${owner.id}/uphold`, {})).status, 200);
    assert.ok(await holdOf(owner.id), 'still on hold');
    assert.equal((await loadRow(load.id)).listed, false);
    const statuses = await db().selectFrom('loadReports').select('status').where('ownerId', '=', owner.id).execute();
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['upheld', 'upheld'],
    );
  });

  test('racing reports from different people hold the owner once (one notice, every load hidden)', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await signUp(server, 'shipper');
      const reporters = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'driver')]);
      const loads = await Promise.all([insertLoad(db(), owner.id), insertLoad(db(), owner.id)]);
      const results = await Promise.all(reporters.map((r, i) => r.client.postJson(`/loads/${loads[i % 2].id}/report`, { reason: 'fake_load' })));
      assert.deepEqual(
        results.map((r) => r.status),
        [201, 201, 201],
      );
      assert.ok(await holdOf(owner.id));
      for (const l of loads) assert.deepEqual(await loadRow(l.id), { listed: false, hiddenByReports: true, status: 'open' });
      assert.equal((await notificationsOf(db(), owner.id)).filter((n) => n.kind === 'load_reported').length, 1, `round ${round}: told once`);
    }
  });

  test('racing reports by one person on one load: one stored, the other refused', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(db(), owner.id);
    const results = await Promise.all([0, 1, 2].map(() => driver.client.postJson(`/loads/${load.id}/report`, { reason: 'fake_load' })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409]);
    assert.equal((await db().selectFrom('loadReports').select('id').where('loadId', '=', load.id).execute()).length, 1);
  });
});
