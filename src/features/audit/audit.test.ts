import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { withActor } from '../../db/database.js';
import { hashPassword } from '../accounts/password.js';
import { insertShipperRecord, insertVehicle } from '../../../test/helpers/admin-factories.js';
import { anonymous, insertLoad, signInAdmin, signUp, unique, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { kolkataDate, addDays } from '../../lib/dates.js';

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

/** The log of one record, oldest first, with the row images exactly as stored. */
async function logOf(table: string, recordId: string) {
  const rows = await server.db
    .selectFrom('auditLogs')
    .select(['id', 'action', 'actorId', 'actorKind', 'tableName', sql<string | null>`before::text`.as('beforeText'), sql<string | null>`after::text`.as('afterText')])
    .where('tableName', '=', table)
    .where('recordId', '=', recordId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, before: r.beforeText ? JSON.parse(r.beforeText) : null, after: r.afterText ? JSON.parse(r.afterText) : null }));
}

describe('the audit trigger', () => {
  test('records insert, update, soft delete, restore and hard delete of a vehicle with the acting user from app.user_id', async () => {
    const owner = await signUp(server, 'broker');
    const vehicle = await withActor(server.db, owner.id, (trx) =>
      trx.insertInto('vehicles').values({ ownerId: owner.id, registrationNumber: 'MH12AB1234', truckType: 'open' }).returning('id').executeTakeFirstOrThrow(),
    );
    await withActor(server.db, owner.id, (trx) => trx.updateTable('vehicles').set({ driverName: 'Raju' }).where('id', '=', vehicle.id).execute());
    await withActor(server.db, owner.id, (trx) => trx.updateTable('vehicles').set({ deletedAt: new Date() }).where('id', '=', vehicle.id).execute());
    await withActor(server.db, admin.id, (trx) => trx.updateTable('vehicles').set({ deletedAt: null }).where('id', '=', vehicle.id).execute());
    await withActor(server.db, admin.id, (trx) => trx.deleteFrom('vehicles').where('id', '=', vehicle.id).execute());

    const log = await logOf('vehicles', vehicle.id);
    assert.deepEqual(
      log.map((l) => [l.action, l.actorId, l.actorKind]),
      [
        ['INSERT', owner.id, 'user'],
        ['UPDATE', owner.id, 'user'],
        ['SOFT_DELETE', owner.id, 'user'],
        ['RESTORE', admin.id, 'user'],
        ['HARD_DELETE', admin.id, 'user'],
      ],
    );
    const [ins, upd, soft, , hard] = log;
    assert.equal(ins.before, null);
    assert.equal(ins.after.registration_number, 'MH12AB1234');
    assert.equal(upd.before.driver_name, null);
    assert.equal(upd.after.driver_name, 'Raju');
    assert.equal(soft.before.deleted_at, null);
    assert.notEqual(soft.after.deleted_at, null);
    assert.equal(hard.after, null, 'a hard delete keeps the row as it was, in before');
    assert.equal(hard.before.id, vehicle.id);
  });

  test('changes made by a background job are logged as the system; changes outside the app as the database', async () => {
    const owner = await signUp(server, 'shipper');
    const shipper = await insertShipperRecord(server.db, owner.id, { name: 'Outside Co' });
    await withActor(server.db, null, (trx) => trx.updateTable('shippers').set({ city: 'Nagpur' }).where('id', '=', shipper.id).execute());
    const log = await logOf('shippers', shipper.id);
    assert.deepEqual(
      log.map((l) => [l.action, l.actorId, l.actorKind]),
      [
        ['INSERT', null, 'database'],
        ['UPDATE', null, 'system'],
      ],
    );
    const list = await admin.client.get(`/audit-logs?table=shippers&record_id=${shipper.id}`);
    assert.equal(list.status, 200);
    assert.match(list.text, /System/);
    assert.match(list.text, /Database \(outside the app\)/);
    const data = await admin.client.get(`/audit-logs?table=shippers&record_id=${shipper.id}`, json);
    assert.deepEqual(
      data.json.data.logs.map((l: any) => [l.action, l.actor, l.actor_kind]),
      [
        ['UPDATE', 'System', 'system'],
        ['INSERT', 'Database (outside the app)', 'database'],
      ],
    );
  });

  test('a users row is logged without its password hash, and a password change alone is not logged', async () => {
    const u = await signUp(server, 'driver');
    const before = (await logOf('users', u.id)).length;
    await withActor(server.db, u.id, async (trx) =>
      trx
        .updateTable('users')
        .set({ passwordHash: await hashPassword('another-pass') })
        .where('id', '=', u.id)
        .execute(),
    );
    assert.equal((await logOf('users', u.id)).length, before, 'a password change alone leaves no entry');
    await withActor(server.db, u.id, async (trx) =>
      trx
        .updateTable('users')
        .set({ name: 'Renamed Driver', passwordHash: await hashPassword('third-pass') })
        .where('id', '=', u.id)
        .execute(),
    );
    const log = await logOf('users', u.id);
    const last = log.at(-1)!;
    assert.equal(last.action, 'UPDATE');
    assert.equal(last.actorId, u.id);
    assert.equal(last.after.name, 'Renamed Driver');
    assert.ok(!('password_hash' in last.before) && !('password_hash' in last.after));
    const leaks = await sql<{ n: number }>`
      select count(*)::int as n from audit_logs
       where before ? 'password_hash' or after ? 'password_hash'
          or before::text like '%argon2%' or after::text like '%argon2%'`.execute(server.db);
    assert.equal(leaks.rows[0].n, 0, 'no password hash anywhere in the log');
    const page = await admin.client.get(`/audit-logs/${last.id}`);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /password_hash|argon2/);
    const data = await admin.client.get(`/audit-logs?table=users&limit=200`, json);
    assert.doesNotMatch(JSON.stringify(data.json), /password_hash|argon2/);
  });

  test('an update that changes nothing is not logged', async () => {
    const owner = await signUp(server, 'broker');
    const v = await insertVehicle(server.db, owner.id);
    const n = (await logOf('vehicles', v.id)).length;
    await withActor(server.db, owner.id, (trx) => trx.updateTable('vehicles').set({ truckType: 'open' }).where('id', '=', v.id).execute());
    assert.equal((await logOf('vehicles', v.id)).length, n);
  });

  test('the log cannot be changed or deleted', async () => {
    const row = await server.db.selectFrom('auditLogs').select('id').limit(1).executeTakeFirstOrThrow();
    await assert.rejects(server.db.updateTable('auditLogs').set({ action: 'UPDATE' }).where('id', '=', row.id).execute(), /cannot be changed/);
    await assert.rejects(server.db.deleteFrom('auditLogs').where('id', '=', row.id).execute(), /cannot be changed/);
  });
});

describe('GET /audit-logs', () => {
  test('filters by table, action, acting user and record; newest first; paginated', async () => {
    const owner = await signUp(server, 'shipper');
    const loads: Array<{ id: string }> = [];
    for (let i = 0; i < 3; i++)
      loads.push(
        await withActor(
          server.db,
          owner.id,
          async (trx) =>
            await trx
              .insertInto('loads')
              .values({
                ownerId: owner.id,
                origin: 'Pune',
                destination: 'Surat',
                originKey: 'pune',
                destinationKey: 'surat',
                pickupDate: addDays(kolkataDate(), 2),
                truckType: 'open',
                weightTonnes: 10,
              })
              .returning('id')
              .executeTakeFirstOrThrow(),
        ),
      );
    await withActor(server.db, owner.id, (trx) => trx.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', loads[0].id).execute());

    const mine = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=loads`, json);
    assert.equal(mine.status, 200);
    assert.equal(mine.json.data.pagination.total, 4);
    assert.deepEqual(
      mine.json.data.logs.map((l: any) => l.action),
      ['SOFT_DELETE', 'INSERT', 'INSERT', 'INSERT'],
    );
    assert.ok(mine.json.data.logs.every((l: any) => l.actor_id === owner.id && l.table === 'loads'));
    const first = mine.json.data.logs[0];
    assert.deepEqual(Object.keys(first).sort(), ['action', 'actor', 'actor_id', 'actor_kind', 'actor_username', 'after', 'before', 'changed_fields', 'created_at', 'id', 'record_id', 'table'].sort());
    assert.equal(first.actor_username, owner.username);
    assert.deepEqual(first.changed_fields, ['deleted_at']);

    const soft = await admin.client.get(`/audit-logs?user_id=${owner.id}&action=SOFT_DELETE`, json);
    assert.deepEqual(
      soft.json.data.logs.map((l: any) => l.record_id),
      [loads[0].id],
    );
    const record = await admin.client.get(`/audit-logs?table=loads&record_id=${loads[1].id}`, json);
    assert.deepEqual(
      record.json.data.logs.map((l: any) => l.action),
      ['INSERT'],
    );
    const shippersOnly = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=shippers`, json);
    assert.equal(shippersOnly.json.data.pagination.total, 0);

    const p1 = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=loads&limit=3`, json);
    const p2 = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=loads&limit=3&page=2`, json);
    assert.deepEqual(p1.json.data.pagination, { page: 1, limit: 3, total: 4, pages: 2 });
    assert.equal(p2.json.data.logs.length, 1);
    assert.ok(p1.json.data.logs.at(-1).id > p2.json.data.logs[0].id, 'pages continue newest to oldest');

    const html = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=loads`);
    assert.equal(html.status, 200);
    assert.match(html.text, new RegExp(`${owner.name} \\(@${owner.username}\\)`), 'who');
    assert.match(html.text, /Deleted \(kept\)/, 'what');
    assert.match(html.text, /<option value="loads" selected/);
    assert.match(html.text, new RegExp(`href="/audit-logs/${first.id}"`));
  });

  test('filters by India-time dates, both ends included', async () => {
    const owner = await signUp(server, 'broker');
    const s = await insertShipperRecord(server.db, owner.id);
    const entry = (await logOf('shippers', s.id))[0];
    // Place the entry at 23:30 India time on a chosen day (18:00 UTC).
    const day = '2025-03-10';
    await sql`alter table audit_logs disable trigger audit_logs_no_change`.execute(server.db);
    try {
      await sql`update audit_logs set created_at = ${`${day}T18:00:00Z`}::timestamptz where id = ${entry.id}`.execute(server.db);
    } finally {
      await sql`alter table audit_logs enable trigger audit_logs_no_change`.execute(server.db);
    }
    const q = (from: string, to: string) => admin.client.get(`/audit-logs?record_id=${s.id}&from=${from}&to=${to}`, json);
    assert.equal((await q(day, day)).json.data.pagination.total, 1);
    assert.equal((await q('2025-03-11', '2025-03-12')).json.data.pagination.total, 0, 'it is still the 10th in India');
    assert.equal((await q('2025-03-01', '2025-03-09')).json.data.pagination.total, 0);
    assert.equal((await admin.client.get(`/audit-logs?record_id=${s.id}&from=${day}`, json)).json.data.pagination.total, 1);
    assert.equal((await admin.client.get(`/audit-logs?record_id=${s.id}&to=2025-03-09`, json)).json.data.pagination.total, 0);
  });

  test('lists changes by the system with user_id=system', async () => {
    const owner = await signUp(server, 'broker');
    const v = await insertVehicle(server.db, owner.id);
    await withActor(server.db, null, (trx) => trx.updateTable('vehicles').set({ active: false }).where('id', '=', v.id).execute());
    const res = await admin.client.get(`/audit-logs?user_id=system&table=vehicles`, json);
    assert.ok(res.json.data.logs.some((l: any) => l.record_id === v.id && l.actor === 'System'));
    assert.ok(res.json.data.logs.every((l: any) => l.actor_kind === 'system'));
  });

  test('bad filters answer 400 naming the field, and the page again with the message', async () => {
    const res = await admin.client.get('/audit-logs?table=sessions&action=DROP&user_id=bob&from=2025-02-30&to=yesterday&page=0&limit=201', json);
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.deepEqual(Object.keys(res.json.error.details).sort(), ['action', 'from', 'limit', 'page', 'table', 'to', 'user_id']);
    for (const bad of ['page=1.5', 'page=-1', 'limit=0', 'limit=ten', 'user_id=12345', 'from=10-03-2025']) {
      const one = await admin.client.get(`/audit-logs?${bad}`, json);
      assert.equal(one.status, 400, bad);
      assert.equal(Object.keys(one.json.error.details).length, 1, bad);
    }
    const order = await admin.client.get('/audit-logs?from=2025-03-10&to=2025-03-01', json);
    assert.equal(order.status, 400);
    assert.match(order.json.error.details.to, /not be before/);
    const html = await admin.client.get('/audit-logs?action=DROP');
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /Action must be one of/);
    const max = await admin.client.get('/audit-logs?limit=200', json);
    assert.equal(max.status, 200);
    assert.equal((await admin.client.get('/audit-logs', json)).json.data.pagination.limit, 50);
  });
});

describe('GET /audit-logs/<id>', () => {
  test('shows before and after side by side with the changed fields highlighted', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, owner.id, { origin: 'Nashik' });
    await withActor(server.db, owner.id, (trx) => trx.updateTable('loads').set({ origin: 'Nagpur', originKey: 'nagpur', material: '<script>alert(1)</script>' }).where('id', '=', load.id).execute());
    const entry = (await logOf('loads', load.id)).at(-1)!;
    assert.equal(entry.action, 'UPDATE');

    const res = await admin.client.get(`/audit-logs/${entry.id}`, json);
    assert.equal(res.status, 200);
    const log = res.json.data.log;
    assert.equal(log.id, entry.id);
    assert.equal(log.table, 'loads');
    assert.equal(log.record_id, load.id);
    assert.equal(log.action, 'UPDATE');
    assert.equal(log.actor_id, owner.id);
    assert.equal(log.before.origin, 'Nashik');
    assert.equal(log.after.origin, 'Nagpur');
    assert.deepEqual(log.changed_fields, ['material', 'origin', 'origin_key']);

    // The page (changed intentionally for "words for people"): only the changed fields, by their labels, counted right.
    const page = await admin.client.get(`/audit-logs/${entry.id}`);
    assert.equal(page.status, 200);
    const highlighted = [...page.text.matchAll(/<tr class="changed" data-field="([a-z_]+)">/g)].map((m) => m[1]);
    assert.deepEqual(highlighted.sort(), ['material', 'origin', 'origin_key']);
    assert.match(page.text, /<dd id="change-summary">3 fields changed<\/dd>/, 'the summary counts the highlighted fields');
    assert.match(
      page.text,
      /<th scope="row">Pickup city<span class="visually-hidden"> \(changed\)<\/span><\/th><td class="before" data-label="Before"><span>Nashik<\/span><\/td><td class="after" data-label="After"><span>Nagpur<\/span><\/td>/,
    );
    assert.doesNotMatch(page.text, /<tr data-field="destination">/, 'unchanged fields are not shown by default');
    assert.match(page.text, new RegExp(`<a href="/audit-logs/${entry.id}\\?fields=all">Show all \\d+ fields of the record</a>`));
    // On request (a plain link, no script): every field, the changed ones still the only ones highlighted.
    const all = await admin.client.get(`/audit-logs/${entry.id}?fields=all`);
    assert.equal(all.status, 200);
    assert.deepEqual([...all.text.matchAll(/<tr class="changed" data-field="([a-z_]+)">/g)].map((m) => m[1]).sort(), ['material', 'origin', 'origin_key']);
    assert.match(all.text, /<tr data-field="destination"><th scope="row">Drop city<\/th>/, 'an unchanged field, by its label, not highlighted');
    assert.match(all.text, /<dd id="change-summary">3 fields changed<\/dd>/);
    assert.match(all.text, new RegExp(`<a href="/audit-logs/${entry.id}">Show only the changed fields</a>`));
    const badFields = await admin.client.get(`/audit-logs/${entry.id}?fields=some`, json);
    assert.equal(badFields.status, 400);
    assert.deepEqual(Object.keys(badFields.json.error.details), ['fields']);
    assert.match(page.text, new RegExp(`Load: <span title="Record id ${load.id}">Nagpur → `), 'the record by its route, its id as the hint');
    assert.match(page.text, new RegExp(`${owner.name} \\(@${owner.username}\\)`), 'the owner by name');
    assert.doesNotMatch(page.text, /<script>alert\(1\)<\/script>/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(page.text, /previous change/);
    assert.doesNotMatch(page.text, />[^<]*\b(origin_key|price_paise|updated_at|UPDATE|in_transit)\b[^<]*</, 'no raw column, action or status code as text');
  });

  test('a price change reads in rupees, one field in the singular, a status by its name, times in India time', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(server.db, owner.id, { origin: 'Indore', pricePaise: 4_500_000 });
    await withActor(server.db, owner.id, (trx) => trx.updateTable('loads').set({ pricePaise: 12_345_600 }).where('id', '=', load.id).execute());
    const priced = (await logOf('loads', load.id)).at(-1)!;
    const page = await admin.client.get(`/audit-logs/${priced.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<dd id="change-summary">1 field changed<\/dd>/);
    assert.match(page.text, /<tr class="changed" data-field="price_paise"><th scope="row">Freight<span/);
    assert.match(page.text, /<td class="after" data-label="After"><span>₹1,23,456<\/span><\/td>/);
    assert.match(page.text, /\d{1,2}:\d{2}\s?[ap]m IST/i);
    assert.doesNotMatch(page.text, /_paise<|>[^<]*_paise/);

    await withActor(server.db, owner.id, (trx) => trx.updateTable('loads').set({ status: 'in_transit' }).where('id', '=', load.id).execute());
    const moved = (await logOf('loads', load.id)).at(-1)!;
    const statusPage = await admin.client.get(`/audit-logs/${moved.id}`);
    assert.match(
      statusPage.text,
      /<th scope="row">Status<span class="visually-hidden"> \(changed\)<\/span><\/th><td class="before" data-label="Before"><span>Open<\/span><\/td><td class="after" data-label="After"><span>In transit<\/span>/,
    );
    assert.doesNotMatch(statusPage.text, />[^<]*in_transit/);

    const list = await admin.client.get(`/audit-logs?table=loads&record_id=${load.id}`);
    assert.match(list.text, /History of <b title="[0-9a-f-]{36}">Indore → /);
    assert.match(list.text, />Freight</);
    assert.match(list.text, /Changed<\/span> Load/);
    assert.match(list.text, /<td class="when"><a href="\/audit-logs\/\d+">\d{1,2} \w{3}, \d{1,2}:\d{2}\s?[ap]m IST<\/a>/i, 'the India time of each entry');
    assert.match(list.text, /<time datetime=/, 'and how long ago');
  });

  test('an unknown or malformed id is 404', async () => {
    assert.equal((await admin.client.get('/audit-logs/999999999', json)).status, 404);
    assert.equal((await admin.client.get('/audit-logs/abc')).status, 404);
    assert.equal((await admin.client.get('/audit-logs/1e3', json)).status, 404);
  });

  test('only admins read the log', async () => {
    const entry = await server.db.selectFrom('auditLogs').select('id').limit(1).executeTakeFirstOrThrow();
    for (const path of ['/audit-logs', `/audit-logs/${entry.id}`]) {
      const anon = await anonymous(server).get(path);
      assert.equal(anon.status, 302);
      assert.equal(anon.location, `/login?next=${encodeURIComponent(path)}`);
      assert.equal((await anonymous(server).get(path, json)).status, 401);
      for (const role of ['driver', 'shipper', 'broker'] as const) {
        const u = await signUp(server, role, { username: unique(role) });
        assert.equal((await u.client.get(path)).status, 403);
        assert.equal((await u.client.get(path, json)).json.error.code, 'FORBIDDEN');
      }
    }
  });
});

describe('admin actions in the log', () => {
  test('an admin action is logged with the admin as the acting user', async () => {
    const u = await signUp(server, 'driver');
    assert.equal((await admin.client.post(`/admin/users/${u.id}/plan`, { plan: 'premium' })).status, 302);
    const res = await admin.client.get(`/audit-logs?table=users&record_id=${u.id}&action=UPDATE`, json);
    const entry = res.json.data.logs[0];
    assert.equal(entry.actor_id, admin.id);
    assert.equal(entry.actor, 'Administrator (@admin)');
    assert.deepEqual(entry.changed_fields, ['plan']);
    assert.equal(entry.before.plan, 'free');
    assert.equal(entry.after.plan, 'premium');
  });
});

describe('the Who filter: a person by username, name or phone, not a user id', () => {
  /** A change made by `u` (a client record of theirs), as its log entry's record id. */
  async function changeBy(u: SignedInUser): Promise<string> {
    const row = await withActor(server.db, u.id, (trx) =>
      trx
        .insertInto('shippers')
        .values({ ownerId: u.id, name: `Client ${unique('c')}`, city: 'Pune' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return row.id;
  }
  const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  test('by username, with or without @ and in any case; the page names whose changes it shows and keeps what was typed', async () => {
    const owner = await signUp(server, 'broker');
    const other = await signUp(server, 'broker');
    const mine = await changeBy(owner);
    const theirs = await changeBy(other);
    for (const who of [owner.username, `@${owner.username.toUpperCase()}`]) {
      const res = await admin.client.get(`/audit-logs?who=${encodeURIComponent(who)}&table=shippers`, json);
      assert.equal(res.status, 200, who);
      const ids = res.json.data.logs.map((l: any) => l.record_id);
      assert.deepEqual(ids, [mine], who);
      assert.ok(!ids.includes(theirs));
    }
    const page = await admin.client.get(`/audit-logs?who=%40${owner.username}`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`Changes by <b>${owner.name} \\(@${owner.username}\\)</b>`));
    assert.match(page.text, new RegExp(`name="who"[^>]*value="@${owner.username}"`));
    assert.match(page.text, /<label for="f-who">Who<\/label>/);
    assert.doesNotMatch(page.text, /user id or system/);
  });

  test('by a part of the name in any case (everyone it names), and by phone however it is typed', async () => {
    const tag = unique('k');
    const harpreet = await signUp(server, 'shipper', { name: `Harpreet Kaur ${tag}`, phone: `+91 ${mobile()}` });
    const jaspreet = await signUp(server, 'driver', { name: `Jaspreet Kaur ${tag}` });
    const d = mobile();
    const ravi = await signUp(server, 'broker', { name: `Ravi Verma ${tag}`, phone: `+91 ${d.slice(0, 5)} ${d.slice(5)}` });
    const [h, j, r] = [await changeBy(harpreet), await changeBy(jaspreet), await changeBy(ravi)];

    const one = await admin.client.get(`/audit-logs?who=${encodeURIComponent(`HARPREET kaur ${tag}`)}&table=shippers`, json);
    assert.deepEqual(
      one.json.data.logs.map((l: any) => l.record_id),
      [h],
    );
    const both = await admin.client.get(`/audit-logs?who=${encodeURIComponent(`kaur ${tag}`)}&table=shippers`, json);
    assert.deepEqual(both.json.data.logs.map((l: any) => l.record_id).sort(), [h, j].sort());
    const page = await admin.client.get(`/audit-logs?who=${encodeURIComponent(`kaur ${tag}`)}&table=shippers`);
    assert.match(page.text, new RegExp(`Changes by <b>Harpreet Kaur ${tag} \\(@${harpreet.username}\\), Jaspreet Kaur ${tag} \\(@${jaspreet.username}\\)</b>`));

    const byPhone = await admin.client.get(`/audit-logs?who=${encodeURIComponent(`${d.slice(0, 5)}-${d.slice(5)}`)}&table=shippers`, json);
    assert.equal(byPhone.status, 200);
    assert.deepEqual(
      byPhone.json.data.logs.map((l: any) => l.record_id),
      [r],
    );
    // A name with the characters of a LIKE pattern is read as written.
    assert.equal((await admin.client.get(`/audit-logs?who=${encodeURIComponent('%')}`, json)).status, 400);
  });

  test('nobody matches: 400 naming the field (JSON), the form again with the message and what was typed (page); changes nothing', async () => {
    const res = await admin.client.get('/audit-logs?who=nobody-called-this&table=loads', json);
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.deepEqual(Object.keys(res.json.error.details), ['who']);
    assert.match(res.json.error.details.who, /Nobody matches "nobody-called-this": write a username, a name or a phone number/);
    const page = await admin.client.get('/audit-logs?who=nobody-called-this&table=loads');
    assert.equal(page.status, 400);
    assert.match(page.text, /role="alert"/);
    assert.match(page.text, /Nobody matches &quot;nobody-called-this&quot;/);
    assert.match(page.text, /name="who"[^>]*value="nobody-called-this"/);
    assert.match(page.text, /<option value="loads" selected/);
    // Too many people for one name: asks for more of it.
    const tag = unique('m');
    await server.db
      .insertInto('users')
      .values(Array.from({ length: 21 }, (_, i) => ({ username: `${tag}${i}`, name: `Manoj ${tag} ${i}`, role: 'driver' as const })))
      .execute();
    const many = await admin.client.get(`/audit-logs?who=${encodeURIComponent(`manoj ${tag}`)}`, json);
    assert.equal(many.status, 400);
    assert.match(many.json.error.details.who, /More than 20 people match/);
  });

  test("a link's user_id keeps working and reads as @username in the field; system names background jobs", async () => {
    const owner = await signUp(server, 'broker');
    const mine = await changeBy(owner);
    const res = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=shippers`, json);
    assert.deepEqual(
      res.json.data.logs.map((l: any) => l.record_id),
      [mine],
    );
    const page = await admin.client.get(`/audit-logs?user_id=${owner.id}&table=shippers`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`name="who"[^>]*value="@${owner.username}"`), 'submitting the form again keeps the person');
    assert.match(page.text, new RegExp(`Changes by <b>${owner.name} \\(@${owner.username}\\)</b>`));
    assert.doesNotMatch(page.text, /name="user_id"/);
    // Both given: the changes of that one person only (a name that is someone else shows nothing).
    const other = await signUp(server, 'broker');
    const both = await admin.client.get(`/audit-logs?user_id=${owner.id}&who=${other.username}&table=shippers`, json);
    assert.equal(both.json.data.pagination.total, 0);

    const v = await insertVehicle(server.db, owner.id);
    await withActor(server.db, null, (trx) => trx.updateTable('vehicles').set({ active: false }).where('id', '=', v.id).execute());
    const system = await admin.client.get('/audit-logs?who=System&table=vehicles', json);
    assert.ok(system.json.data.logs.some((l: any) => l.record_id === v.id));
    assert.ok(system.json.data.logs.every((l: any) => l.actor_kind === 'system'));
    assert.match((await admin.client.get('/audit-logs?user_id=system')).text, /name="who"[^>]*value="system"/);
  });

  test('network invitations can be filtered, by their own name', async () => {
    const broker = await signUp(server, 'broker');
    const driver = await signUp(server, 'driver');
    await withActor(server.db, broker.id, (trx) => trx.insertInto('brokerInvitations').values({ brokerId: broker.id, driverId: driver.id }).execute());
    const res = await admin.client.get(`/audit-logs?table=broker_invitations&who=${broker.username}`, json);
    assert.equal(res.status, 200);
    assert.equal(res.json.data.pagination.total, 1);
    const page = await admin.client.get(`/audit-logs?table=broker_invitations&who=${broker.username}`);
    assert.match(page.text, /<option value="broker_invitations" selected[^>]*>Network invitations<\/option>/);
    assert.match(page.text, /Created<\/span> Network invitation/);
  });

  test('no session, wrong role', async () => {
    const path = '/audit-logs?who=admin';
    const anon = await anonymous(server).get(path);
    assert.equal(anon.status, 302);
    assert.equal((await anonymous(server).get(path, json)).status, 401);
    const broker = await signUp(server, 'broker');
    assert.equal((await broker.client.get(path)).status, 403);
    assert.equal((await broker.client.get(path, json)).json.error.code, 'FORBIDDEN');
  });
});
