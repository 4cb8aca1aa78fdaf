import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { insertAdmin, insertPayment, insertShipperRecord, insertVehicle } from '../../../test/helpers/admin-factories.js';
import { openEventStream } from '../../../test/helpers/event-stream.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, unique, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import type { SessionUser } from '../../http/context.js';
import { suspendUser } from './service.js';

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

async function userRow(id: string) {
  return server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The log of one record, oldest first, with the row images as stored (snake_case columns). */
async function auditRowsFor(table: string, recordId: string) {
  const rows = await server.db
    .selectFrom('auditLogs')
    .select(['id', 'action', 'actorId', 'actorKind', sql<string | null>`before::text`.as('beforeText'), sql<string | null>`after::text`.as('afterText')])
    .where('tableName', '=', table)
    .where('recordId', '=', recordId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, before: r.beforeText ? JSON.parse(r.beforeText) : null, after: r.afterText ? JSON.parse(r.afterText) : null }));
}

describe('admin home', () => {
  test('/admin is the admin dashboard with platform figures and the broadcast form', async () => {
    const res = await admin.client.get('/admin');
    assert.equal(res.status, 200);
    assert.match(res.text, /Platform at a glance/);
    assert.match(res.text, /id="stat-users"/);
    assert.match(res.text, /action="\/admin\/broadcast"/);
    const data = await admin.client.get('/admin', json);
    assert.equal(data.status, 200);
    assert.equal(typeof data.json.data.figures.users.total, 'number');
    assert.ok(data.json.data.figures.users.by_role.admin >= 1);
  });

  test('an admin signing in lands on /admin', async () => {
    assert.equal((await admin.client.get('/')).location, '/admin');
  });
});

describe('users', () => {
  test('lists users filtered by role, status and text, paginated, without password hashes', async () => {
    const tag = unique('zz');
    const d1 = await signUp(server, 'driver', { name: `Driver ${tag} One` });
    const d2 = await signUp(server, 'driver', { name: `Driver ${tag} Two` });
    const s1 = await signUp(server, 'shipper', { name: `Shipper ${tag}` });
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', d2.id).execute();

    const all = await admin.client.get(`/admin/users?q=${tag}`, json);
    assert.equal(all.status, 200);
    assert.deepEqual(all.json.data.users.map((u: any) => u.id).sort(), [d1.id, d2.id, s1.id].sort());
    assert.equal(all.json.data.pagination.total, 3);
    assert.ok(all.json.data.users.every((u: any) => !('password_hash' in u) && !('passwordHash' in u)));

    const drivers = await admin.client.get(`/admin/users?q=${tag}&role=driver`, json);
    assert.deepEqual(drivers.json.data.users.map((u: any) => u.id).sort(), [d1.id, d2.id].sort());
    const suspended = await admin.client.get(`/admin/users?q=${tag}&status=suspended`, json);
    assert.deepEqual(
      suspended.json.data.users.map((u: any) => u.id),
      [d2.id],
    );
    const byUsername = await admin.client.get(`/admin/users?q=${s1.username.toUpperCase()}`, json);
    assert.deepEqual(
      byUsername.json.data.users.map((u: any) => u.id),
      [s1.id],
    );

    const page1 = await admin.client.get(`/admin/users?q=${tag}&limit=2`, json);
    const page2 = await admin.client.get(`/admin/users?q=${tag}&limit=2&page=2`, json);
    assert.deepEqual(page1.json.data.pagination, { page: 1, limit: 2, total: 3, pages: 2 });
    assert.equal(page1.json.data.users.length, 2);
    assert.equal(page2.json.data.users.length, 1);
    assert.equal(new Set([...page1.json.data.users, ...page2.json.data.users].map((u: any) => u.id)).size, 3);

    const html = await admin.client.get(`/admin/users?q=${tag}&role=driver`);
    assert.equal(html.status, 200);
    assert.match(html.text, new RegExp(`Driver ${tag} One`));
    assert.doesNotMatch(html.text, new RegExp(`Shipper ${tag}`));
    assert.match(html.text, /<option value="driver" selected/);
    // The filters fold into one line saying what is chosen, closed while they are valid.
    assert.match(html.text, new RegExp(`<details class="filter-sheet"><summary><span class="filter-summary">“${tag}” · Driver</span>`));
    assert.doesNotMatch(html.text, /argon2/);
  });

  test('a search text is matched literally (% and _ are not wildcards)', async () => {
    const res = await admin.client.get('/admin/users?q=%25', json);
    assert.equal(res.status, 200);
    assert.equal(res.json.data.pagination.total, 0);
  });

  test('bad filters answer 400 naming the field, and the page again with the message', async () => {
    const res = await admin.client.get('/admin/users?role=pilot&page=0', json);
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.match(res.json.error.details.role, /Role must be one of/);
    assert.match(res.json.error.details.page, /whole number/);
    const html = await admin.client.get('/admin/users?role=pilot');
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /Role must be one of/);
    assert.match(html.text, /<details class="filter-sheet" open=""/, 'the folded filters open by themselves on an error');
  });

  test('suspending a user signs them out at once, ends every session and stops sign-in; the log names the admin', async () => {
    const u = await signUp(server, 'shipper');
    const second = await anonymous(server).post('/login', { username: u.username, password: u.password });
    assert.equal(second.status, 302);
    assert.equal((await server.db.selectFrom('sessions').select('id').where('userId', '=', u.id).execute()).length, 2);

    const res = await admin.client.post(`/admin/users/${u.id}/suspend`, { return_to: '/admin/users?status=active' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/admin/users?status=active');
    const page = await admin.client.get(res.location!);
    assert.match(page.text, /is suspended and signed out everywhere/);

    assert.equal((await userRow(u.id)).status, 'suspended');
    assert.equal((await server.db.selectFrom('sessions').select('id').where('userId', '=', u.id).execute()).length, 0);
    assert.equal((await u.client.get('/api/me')).status, 401);
    const next = await u.client.get('/shipper');
    assert.equal(next.status, 302);
    assert.match(next.location!, /^\/login\?next=/);
    const signIn = await anonymous(server).post('/login', { username: u.username, password: u.password });
    assert.equal(signIn.status, 403);
    assert.match(signIn.text, /This account is suspended\. Contact support at/);

    const logs = await auditRowsFor('users', u.id);
    const last = logs.at(-1)!;
    assert.equal(last.action, 'UPDATE');
    assert.equal(last.actorId, admin.id);
    assert.equal(last.actorKind, 'user');
    assert.equal((last.before as any).status, 'active');
    assert.equal((last.after as any).status, 'suspended');
    assert.ok(!('password_hash' in (last.after as any)) && !('passwordHash' in (last.after as any)));
  });

  test('unsuspending lets the user sign in again; suspending twice or unsuspending an active user is 409', async () => {
    const u = await signUp(server, 'driver');
    const s = await admin.client.post(`/admin/users/${u.id}/suspend`, {}, json);
    assert.equal(s.status, 200);
    assert.equal(s.json.data.user.status, 'suspended');
    const again = await admin.client.post(`/admin/users/${u.id}/suspend`, {}, json);
    assert.equal(again.status, 409);
    assert.equal(again.json.error.code, 'CONFLICT');

    const un = await admin.client.post(`/admin/users/${u.id}/unsuspend`);
    assert.equal(un.status, 302);
    assert.equal(un.location, '/admin/users');
    assert.equal((await userRow(u.id)).status, 'active');
    assert.equal((await u.client.get('/api/me')).status, 401, 'old sessions stay ended');
    const signIn = await anonymous(server).post('/login', { username: u.username, password: u.password });
    assert.equal(signIn.status, 302);
    const twice = await admin.client.post(`/admin/users/${u.id}/unsuspend`, {}, json);
    assert.equal(twice.status, 409);
  });

  test('an admin cannot suspend themselves', async () => {
    const res = await admin.client.post(`/admin/users/${admin.id}/suspend`, {}, json);
    assert.equal(res.status, 409);
    assert.match(res.json.error.message, /cannot suspend your own account/);
    const html = await admin.client.post(`/admin/users/${admin.id}/suspend`);
    assert.equal(html.status, 409);
    assert.match(html.text, /cannot suspend your own account/);
    assert.equal((await userRow(admin.id)).status, 'active');
    assert.equal((await admin.client.get('/api/me')).status, 200);
  });

  test('an admin whose own account was suspended meanwhile cannot suspend the last active admin', async () => {
    const other = await insertAdmin(server, 'Other Admin');
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', other.id).execute();
    const staleActor: SessionUser = { id: other.id, username: other.username, name: other.name, role: 'admin', phone: null, plan: 'free', verified: false };
    await assert.rejects(suspendUser(server.db, staleActor, admin.id), /last active admin/);
    assert.equal((await userRow(admin.id)).status, 'active');
  });

  test('two admins suspending each other at once leave exactly one active admin', async () => {
    const a = await insertAdmin(server, 'Admin A');
    const b = await insertAdmin(server, 'Admin B');
    // Leave a and b as the only active admins of the race.
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', admin.id).execute();
    try {
      const [ab, ba] = await Promise.all([a.client.post(`/admin/users/${b.id}/suspend`, {}, json), b.client.post(`/admin/users/${a.id}/suspend`, {}, json)]);
      const statuses = [ab.status, ba.status].sort();
      assert.equal(statuses.filter((s) => s === 200).length, 1, `one wins: ${statuses}`);
      assert.ok([401, 409].includes(statuses.find((s) => s !== 200)!), `the other is refused: ${statuses}`);
      const active = await server.db.selectFrom('users').select('id').where('id', 'in', [a.id, b.id]).where('status', '=', 'active').execute();
      assert.equal(active.length, 1);
    } finally {
      await server.db.updateTable('users').set({ status: 'active' }).where('id', 'in', [admin.id]).execute();
    }
    // The seeded admin's sessions were never ended (only its status was flipped by the test).
    assert.equal((await admin.client.get('/api/me')).status, 200);
  });

  test('verifying sets verified_at once; the log names the admin', async () => {
    const u = await signUp(server, 'broker');
    const res = await admin.client.post(`/admin/users/${u.id}/verify`);
    assert.equal(res.status, 302);
    const row = await userRow(u.id);
    assert.ok(row.verifiedAt instanceof Date);
    const again = await admin.client.post(`/admin/users/${u.id}/verify`, {}, json);
    assert.equal(again.status, 409);
    assert.equal((await userRow(u.id)).verifiedAt!.getTime(), row.verifiedAt!.getTime());
    const log = (await auditRowsFor('users', u.id)).at(-1)!;
    assert.equal(log.actorId, admin.id);
    assert.equal((log.before as any).verified_at, null);
    assert.notEqual((log.after as any).verified_at, null);
    assert.equal((await u.client.get('/api/me')).status, 200, 'verifying does not sign the user out');
  });

  test('the plan switch puts a user on premium and back; a bad plan is 400 and changes nothing', async () => {
    const u = await signUp(server, 'driver');
    const res = await admin.client.post(`/admin/users/${u.id}/plan`, { plan: 'premium' }, json);
    assert.equal(res.status, 200);
    assert.equal(res.json.data.user.plan, 'premium');
    assert.equal(res.json.data.changed, true);
    assert.equal((await userRow(u.id)).plan, 'premium');
    const same = await admin.client.post(`/admin/users/${u.id}/plan`, { plan: 'premium' }, json);
    assert.equal(same.json.data.changed, false);
    const bad = await admin.client.postJson(`/admin/users/${u.id}/plan`, { plan: 'gold' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.plan);
    assert.equal((await userRow(u.id)).plan, 'premium');
    const back = await admin.client.post(`/admin/users/${u.id}/plan`, { plan: 'free', return_to: 'https://evil.example/x' });
    assert.equal(back.status, 302);
    assert.equal(back.location, '/admin/users', 'only /admin pages are honoured as return_to');
    assert.equal((await userRow(u.id)).plan, 'free');
  });

  test('a paid premium whose end has passed reads as free to the admin, and "Make premium" then gives premium with no end', async () => {
    const u = await signUp(server, 'driver');
    await server.db.updateTable('users').set({ plan: 'premium', premiumUntil: sql<Date>`now() - interval '1 day'` }).where('id', '=', u.id).execute();
    const list = await admin.client.get(`/admin/users?q=${encodeURIComponent(u.username)}`, json);
    assert.equal(list.status, 200);
    assert.equal(list.json.data.users.find((r: { id: string }) => r.id === u.id)?.plan, 'free');
    const res = await admin.client.post(`/admin/users/${u.id}/plan`, { plan: 'premium' }, json);
    assert.equal(res.json.data.changed, true);
    assert.equal(res.json.data.user.plan, 'premium');
    const row = await server.db.selectFrom('users').select(['plan', 'premiumUntil']).where('id', '=', u.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { plan: 'premium', premiumUntil: null });
  });

  test('an unknown or malformed user id is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const verb of ['suspend', 'unsuspend', 'verify']) {
        const res = await admin.client.post(`/admin/users/${id}/${verb}`, {}, json);
        assert.equal(res.status, 404, `${verb} ${id}`);
      }
      assert.equal((await admin.client.post(`/admin/users/${id}/plan`, { plan: 'premium' }, json)).status, 404);
    }
  });

  test('names with markup are shown escaped', async () => {
    const u = await signUp(server, 'shipper', { name: '<script>alert(1)</script>' });
    const page = await admin.client.get(`/admin/users?q=${u.username}`);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /<script>alert\(1\)<\/script>/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });
});

describe('loads', () => {
  test('lists loads of every status, deleted ones included and marked, with filters', async () => {
    const owner = await signUp(server, 'shipper');
    const city = `Zed${unique('c').slice(1)}`;
    const open = await insertLoad(server.db, owner.id, { origin: city });
    const cancelled = await insertLoad(server.db, owner.id, { origin: city, status: 'cancelled' });
    const gone = await insertLoad(server.db, owner.id, { origin: city });
    await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', gone.id).execute();

    const all = await admin.client.get(`/admin/loads?q=${city}`, json);
    assert.equal(all.status, 200);
    assert.deepEqual(all.json.data.loads.map((l: any) => l.id).sort(), [open.id, cancelled.id, gone.id].sort());
    const goneJson = all.json.data.loads.find((l: any) => l.id === gone.id);
    assert.equal(goneJson.deleted, true);
    assert.ok(goneJson.deleted_at);
    assert.equal(goneJson.owner.id, owner.id);
    assert.equal(goneJson.price, 45000);

    const only = await admin.client.get(`/admin/loads?q=${city}&deleted=only`, json);
    assert.deepEqual(
      only.json.data.loads.map((l: any) => l.id),
      [gone.id],
    );
    const live = await admin.client.get(`/admin/loads?q=${city}&deleted=exclude`, json);
    assert.equal(live.json.data.loads.length, 2);
    const byStatus = await admin.client.get(`/admin/loads?q=${city}&status=cancelled`, json);
    assert.deepEqual(
      byStatus.json.data.loads.map((l: any) => l.id),
      [cancelled.id],
    );
    const byOwner = await admin.client.get(`/admin/loads?q=${owner.username}`, json);
    assert.equal(byOwner.json.data.pagination.total, 3);

    const html = await admin.client.get(`/admin/loads?q=${city}`);
    assert.equal(html.status, 200);
    assert.match(html.text, new RegExp(`id="load-${gone.id}" class="deleted"`));
    assert.match(html.text, /Deleted \d/);
    assert.match(html.text, new RegExp(`action="/admin/loads/${gone.id}/restore"`));
    assert.match(html.text, new RegExp(`action="/admin/loads/${open.id}/delete"`));

    const bad = await admin.client.get('/admin/loads?status=lost&deleted=maybe', json);
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.status && bad.json.error.details.deleted);
  });

  test('deleting and restoring a load are logged as SOFT_DELETE and RESTORE by the admin', async () => {
    const owner = await signUp(server, 'broker');
    const load = await insertLoad(server.db, owner.id);
    const del = await admin.client.post(`/admin/loads/${load.id}/delete`, { return_to: '/admin/loads?deleted=only' });
    assert.equal(del.status, 302);
    assert.equal(del.location, '/admin/loads?deleted=only');
    assert.ok((await server.db.selectFrom('loads').select('deletedAt').where('id', '=', load.id).executeTakeFirstOrThrow()).deletedAt);
    assert.equal((await admin.client.post(`/admin/loads/${load.id}/delete`, {}, json)).status, 409);

    const res = await admin.client.post(`/admin/loads/${load.id}/restore`, {}, json);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.data.load, { id: load.id, deleted: false });
    assert.equal((await server.db.selectFrom('loads').select('deletedAt').where('id', '=', load.id).executeTakeFirstOrThrow()).deletedAt, null);
    assert.equal((await admin.client.post(`/admin/loads/${load.id}/restore`, {}, json)).status, 409);

    const actions = (await auditRowsFor('loads', load.id)).map((l) => [l.action, l.actorId]);
    assert.deepEqual(actions.slice(-2), [
      ['SOFT_DELETE', admin.id],
      ['RESTORE', admin.id],
    ]);
  });

  test('a load with a trip under way or money held cannot be deleted', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const { load } = await insertAcceptedLoad(server.db, owner.id, driver.id);
    const res = await admin.client.post(`/admin/loads/${load.id}/delete`, {}, json);
    assert.equal(res.status, 409);
    const held = await insertLoad(server.db, owner.id);
    await server.db.updateTable('loads').set({ paymentStatus: 'held', escrowAmountPaise: 4_725_000, platformFeePaise: 225_000 }).where('id', '=', held.id).execute();
    assert.equal((await admin.client.post(`/admin/loads/${held.id}/delete`, {}, json)).status, 409);
    const rows = await server.db.selectFrom('loads').select('deletedAt').where('id', 'in', [load.id, held.id]).execute();
    assert.ok(rows.every((r) => r.deletedAt === null));
  });

  test('two parallel deletes of one load: one succeeds, one is refused, one SOFT_DELETE is logged', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, owner.id);
    const results = await Promise.all([1, 2, 3].map(() => admin.client.post(`/admin/loads/${load.id}/delete`, {}, json)));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409]);
    assert.equal((await auditRowsFor('loads', load.id)).filter((l) => l.action === 'SOFT_DELETE').length, 1);
  });

  test('an unknown load is 404', async () => {
    assert.equal((await admin.client.post('/admin/loads/00000000-0000-4000-8000-000000000000/restore', {}, json)).status, 404);
    assert.equal((await admin.client.post('/admin/loads/nope/delete', {}, json)).status, 404);
  });
});

describe('broadcast', () => {
  test('an announcement to one role reaches that role only, stored and live', async () => {
    const driver = await signUp(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    const suspendedDriver = await signUp(server, 'driver');
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspendedDriver.id).execute();
    const driverStream = await openEventStream(server, driver.client);
    const shipperStream = await openEventStream(server, shipper.client);
    try {
      const title = `Diesel price update ${unique('t')}`;
      const res = await admin.client.post('/admin/broadcast', { title, body: 'Rates change from Monday.', role: 'driver' });
      assert.equal(res.status, 302);
      assert.equal(res.location, '/admin');
      const home = await admin.client.get('/admin');
      assert.match(home.text, /Announcement sent to \d+ users?\./);
      assert.match(home.text, new RegExp(title));

      const rows = await server.db.selectFrom('notifications as n').innerJoin('users as u', 'u.id', 'n.userId').select(['u.id', 'u.role', 'n.kind', 'n.body']).where('n.title', '=', title).execute();
      const activeDrivers = await server.db.selectFrom('users').select('id').where('role', '=', 'driver').where('status', '=', 'active').execute();
      assert.equal(rows.length, activeDrivers.length);
      assert.ok(rows.every((r) => r.role === 'driver' && r.kind === 'announcement' && r.body === 'Rates change from Monday.'));
      assert.ok(rows.some((r) => r.id === driver.id));
      assert.ok(!rows.some((r) => r.id === suspendedDriver.id), 'suspended users get nothing');
      assert.ok(!rows.some((r) => r.id === shipper.id));
      assert.equal((await server.db.selectFrom('announcements').select('role').where('title', '=', title).executeTakeFirstOrThrow()).role, 'driver');

      const live = await driverStream.waitFor((e) => e.type === 'notification' && e.data.title === title);
      assert.equal(live.data.kind, 'announcement');
      // A second announcement to shippers: the shipper's stream gets it, and (events arrive in commit order) never got the first.
      const second = `For shippers ${unique('t')}`;
      const res2 = await admin.client.post('/admin/broadcast', { title: second, body: 'Hello shippers', role: 'shipper' }, json);
      assert.equal(res2.status, 201);
      await shipperStream.waitFor((e) => e.type === 'notification' && e.data.title === second);
      assert.ok(!shipperStream.events.some((e) => e.data.title === title), 'the shipper never saw the drivers-only announcement');
      assert.ok(!driverStream.events.some((e) => e.data.title === second) || false);
    } finally {
      driverStream.close();
      shipperStream.close();
    }
  });

  test('an announcement to everyone reaches every active user of every role', async () => {
    const d = await signUp(server, 'driver');
    const b = await signUp(server, 'broker');
    const title = `Holiday notice ${unique('t')}`;
    const res = await admin.client.postJson('/admin/broadcast', { title, body: 'Office closed on Diwali.' });
    assert.equal(res.status, 201);
    const active = await server.db.selectFrom('users').select('id').where('status', '=', 'active').execute();
    assert.equal(res.json.data.recipients, active.length);
    assert.equal(res.json.data.announcement.role, null);
    const got = await server.db.selectFrom('notifications').select('userId').where('title', '=', title).execute();
    assert.deepEqual(got.map((g) => g.userId).sort(), active.map((a) => a.id).sort());
    assert.ok(got.some((g) => g.userId === d.id) && got.some((g) => g.userId === b.id));
  });

  test('a missing title or a bad audience shows the form again with the message and values, and sends nothing', async () => {
    const before = await server.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await admin.client.post('/admin/broadcast', { title: '  ', body: 'Kept body text', role: 'broker' });
    assert.equal(res.status, 400);
    assert.match(res.text, /Title is required/);
    assert.match(res.text, /Kept body text/);
    assert.match(res.text, /<option value="broker" selected/);
    const j = await admin.client.postJson('/admin/broadcast', { title: 'x'.repeat(121), body: '', role: 'pilot' });
    assert.equal(j.status, 400);
    assert.ok(j.json.error.details.title && j.json.error.details.body && j.json.error.details.role);
    const after = await server.db
      .selectFrom('announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  test('markup in an announcement is shown escaped', async () => {
    const res = await admin.client.post('/admin/broadcast', { title: '<img src=x onerror=alert(1)>', body: '<script>alert(2)</script>', role: 'admin' });
    assert.equal(res.status, 302);
    const home = await admin.client.get('/admin');
    assert.doesNotMatch(home.text, /<img src=x onerror/);
    assert.doesNotMatch(home.text, /<script>alert\(2\)/);
    assert.match(home.text, /&lt;script&gt;alert\(2\)&lt;\/script&gt;/);
  });
});

describe('only admins', () => {
  const ZERO = '00000000-0000-4000-8000-000000000000';

  test('every admin and audit route: sign-in redirect or 401 without a session, 403 for other roles, allowed for admins', async () => {
    const driver = await signUp(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    const broker = await signUp(server, 'broker');
    const owner = await signUp(server, 'broker');
    const target = await signUp(server, 'driver');
    const liveLoad = await insertLoad(server.db, owner.id);
    const deletedLoad = await insertLoad(server.db, owner.id);
    await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', deletedLoad.id).execute();
    const shipperRec = await insertShipperRecord(server.db, owner.id, { deleted: true });
    const vehicleRec = await insertVehicle(server.db, owner.id, { deleted: true });
    const paymentRec = await insertPayment(server.db, owner.id, { deleted: true });
    const anyLog = await server.db.selectFrom('auditLogs').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

    const pages = ['/admin', '/admin/users', '/admin/loads', '/admin/metrics', '/ledger/admin/deleted', '/audit-logs', `/audit-logs/${anyLog.id}`];
    // Admin actions in an order where each one is valid when the admin finally sends it.
    const actions: Array<[string, Record<string, string>]> = [
      [`/admin/users/${target.id}/suspend`, {}],
      [`/admin/users/${target.id}/unsuspend`, {}],
      [`/admin/users/${target.id}/verify`, {}],
      [`/admin/users/${target.id}/plan`, { plan: 'premium' }],
      [`/admin/loads/${liveLoad.id}/delete`, {}],
      [`/admin/loads/${deletedLoad.id}/restore`, {}],
      [`/ledger/admin/restore/shippers/${shipperRec.id}`, {}],
      [`/ledger/admin/restore/vehicles/${vehicleRec.id}`, {}],
      [`/ledger/admin/restore/payments/${paymentRec.id}`, {}],
      ['/admin/broadcast', { title: 'Matrix', body: 'Matrix test' }],
    ];

    for (const path of pages) {
      const anon = await anonymous(server).get(path);
      assert.equal(anon.status, 302, `anonymous GET ${path}`);
      assert.equal(anon.location, `/login?next=${encodeURIComponent(path)}`);
      assert.equal((await anonymous(server).get(path, json)).status, 401, `anonymous JSON GET ${path}`);
      for (const u of [driver, shipper, broker]) {
        const res = await u.client.get(path);
        assert.equal(res.status, 403, `${u.role} GET ${path}`);
        assert.equal((await u.client.get(path, json)).json.error.code, 'FORBIDDEN');
      }
      assert.equal((await admin.client.get(path)).status, 200, `admin GET ${path}`);
    }

    const snapshot = async () => ({
      user: await userRow(target.id),
      loads: await server.db.selectFrom('loads').select(['id', 'deletedAt']).where('id', 'in', [liveLoad.id, deletedLoad.id]).orderBy('id').execute(),
      announcements: Number(
        (
          await server.db
            .selectFrom('announcements')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const untouched = await snapshot();
    for (const [path, form] of actions) {
      const anon = await anonymous(server).post(path, form);
      assert.equal(anon.status, 401, `anonymous POST ${path}`);
      assert.equal((await anonymous(server).post(path, form, json)).json.error.code, 'UNAUTHENTICATED');
      for (const u of [driver, shipper, broker]) {
        assert.equal((await u.client.post(path, form)).status, 403, `${u.role} POST ${path}`);
        assert.equal((await u.client.post(path, form, json)).status, 403, `${u.role} JSON POST ${path}`);
      }
    }
    assert.deepEqual(await snapshot(), untouched, 'refused requests changed nothing');
    for (const [path, form] of actions) {
      const res = await admin.client.post(path, form);
      assert.equal(res.status, 302, `admin POST ${path}: ${res.text.slice(0, 200)}`);
    }
    assert.equal((await userRow(target.id)).plan, 'premium');
    // A route that does not exist under /admin is 404 for an admin, not a leak of anything else.
    assert.equal((await admin.client.post(`/admin/users/${ZERO}/nothing`)).status, 404);
  });
});
