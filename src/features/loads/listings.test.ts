/**
 * Honest listings (issue 17, item 5): a board load whose pickup day has passed without an accepted bid expires
 * (the job, safe with two instances at once), its bids end with a reason, its owner is told and reposts it from a
 * prefilled form; bidding on it is refused, even before the job ran; a second post of an open load asks first.
 * Pages are checked in Hindi for English left.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidBody, insertBid, notificationsOf } from '../../../test/helpers/bids-factories.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { anonymous, insertLoad, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../lib/dates.js';
import { expireLoadsPastPickup } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const db = () => server.db;
const today = () => kolkataDate();
const loadRow = (id: string) => db().selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Gazetteer cities the Hindi pages name in Latin letters when the test typed them so; month abbreviations of lib/dates.ts. */
const NOT_OURS = ['English', 'JavaScript', 'Delhi', 'Mumbai', 'Jaipur', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'];
const HINDI = { origin: 'जयपुर', destination: 'दिल्ली' };
/** Time passes: the load's pickup day moves into the past (its bids were placed while it was ahead). */
const pickupPassed = (id: string, daysAgo = 1) =>
  db()
    .updateTable('loads')
    .set({ pickupDate: addDays(kolkataDate(), -daysAgo) })
    .where('id', '=', id)
    .execute();

describe('the expiry job', () => {
  test('expires only open board loads whose pickup day has passed; their live bids end with a reason; owner and bidders are told', async () => {
    const [owner, driver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const past = await insertLoad(db(), owner.id);
    const todays = await insertLoad(db(), owner.id, { pickupDate: today() });
    const future = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), 3) });
    const assigned = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -2), status: 'assigned' });
    const cancelled = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -2), status: 'cancelled' });
    const booksOnly = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -2), listed: false });
    const live = await insertBid(db(), past.id, driver.id, { status: 'countered' });
    const ended = await insertBid(db(), past.id, (await signUp(server, 'driver')).id, { status: 'withdrawn' });
    await pickupPassed(past.id);

    assert.ok((await expireLoadsPastPickup(db())) >= 1);

    assert.equal((await loadRow(past.id)).status, 'expired');
    for (const [l, status] of [
      [todays, 'open'],
      [future, 'open'],
      [assigned, 'assigned'],
      [cancelled, 'cancelled'],
      [booksOnly, 'open'],
    ] as const) {
      assert.equal((await loadRow(l.id)).status, status);
    }
    const bid = await db().selectFrom('bids').selectAll().where('id', '=', live.id).executeTakeFirstOrThrow();
    assert.equal(bid.status, 'rejected');
    assert.equal(bid.statusReason, 'The load expired: its pickup date passed without an accepted bid.');
    assert.equal((await db().selectFrom('bids').select('status').where('id', '=', ended.id).executeTakeFirstOrThrow()).status, 'withdrawn');

    const ownerNotes = (await notificationsOf(db(), owner.id)).filter((n) => n.kind === 'load_expired');
    assert.equal(ownerNotes.length, 1);
    assert.equal(ownerNotes[0].link, `/loads/${past.id}`);
    assert.match(ownerNotes[0].title, /Your load Delhi → Mumbai has expired/);
    const driverNotes = await notificationsOf(db(), driver.id);
    assert.ok(driverNotes.some((n) => n.title.includes('you bid on has expired')));

    // Run again: nothing more to do for this owner, nobody told twice.
    await expireLoadsPastPickup(db());
    assert.equal((await notificationsOf(db(), owner.id)).filter((n) => n.kind === 'load_expired').length, 1);
    // The audit log names the system as the actor.
    const audit = await db().selectFrom('auditLogs').select(['actorId']).where('tableName', '=', 'loads').where('recordId', '=', past.id).where('action', '=', 'UPDATE').execute();
    assert.ok(audit.length >= 1 && audit.every((a) => a.actorId === null));
  });

  test('two instances running it at once expire each load once and tell its owner once', async () => {
    const owner = await signUp(server, 'shipper');
    const loads = [];
    for (let i = 0; i < 12; i++) loads.push(await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -1 - (i % 3)) }));
    await Promise.all([expireLoadsPastPickup(db(), 2), expireLoadsPastPickup(db(), 2)]);
    for (const l of loads) assert.equal((await loadRow(l.id)).status, 'expired');
    const notes = (await notificationsOf(db(), owner.id)).filter((n) => n.kind === 'load_expired');
    assert.equal(notes.length, loads.length);
    assert.equal(new Set(notes.map((n) => n.link)).size, loads.length);
  });
});

describe('bidding on an expired load', () => {
  test('an expired load refuses a bid (409 JSON, the form again with the message); so does an open one whose pickup day passed before the job ran', async () => {
    const [owner, driver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const expired = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -1), status: 'expired' });
    const res = await driver.client.postJson(`/loads/${expired.id}/bid`, bidBody(expired));
    assert.equal(res.status, 409, res.text.slice(0, 300));
    assert.match(res.json.error.message, /This load has expired/);

    const stale = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -1) });
    const form = await driver.client.post(`/loads/${stale.id}/bid`, bidBody(stale));
    assert.equal(form.status, 409);
    assert.match(form.text, /This load has expired/);
    assert.equal(
      Number(
        (
          await db()
            .selectFrom('bids')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('loadId', 'in', [expired.id, stale.id])
            .executeTakeFirstOrThrow()
        ).n,
      ),
      0,
    );

    // The database refuses it as well, whatever the application does (migration 047).
    await assert.rejects(insertBid(db(), stale.id, driver.id), (err: { constraint?: string }) => err.constraint === 'bids_load_not_expired');
    // A load of today still takes bids.
    const todays = await insertLoad(db(), owner.id, { pickupDate: today() });
    assert.equal((await driver.client.postJson(`/loads/${todays.id}/bid`, bidBody(todays))).status, 201);
  });
});

describe('reposting an expired load', () => {
  test('the owner gets the post form filled with the load and tomorrow as pickup; posting it makes a new open load of theirs', async () => {
    const owner = await signUp(server, 'shipper');
    const old = await insertLoad(db(), owner.id, { origin: 'Jaipur', destination: 'Delhi', pickupDate: addDays(today(), -3), status: 'expired', truckType: 'open', weightTonnes: 12 });
    const page = await owner.client.get(`/loads/${old.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`href="/loads/${old.id}/repost"`));
    assert.match(page.text, /This load expired/);

    const form = await owner.client.get(`/loads/${old.id}/repost`);
    assert.equal(form.status, 200, form.text.slice(0, 300));
    assert.match(form.text, /name="origin"[^>]*value="Jaipur"/);
    assert.match(form.text, new RegExp(`name="pickup_date"[^>]*value="${addDays(today(), 1)}"`));
    assert.match(form.text, /action="\/loads"/);

    const posted = await owner.client.post('/loads', validLoadForm({ origin: 'Jaipur', destination: 'Delhi', truck_type: 'open', weight: '12', pickup_date: addDays(today(), 1) }));
    assert.equal(posted.status, 302);
    const id = posted.location!.split('/').pop()!;
    const fresh = await loadRow(id);
    assert.equal(fresh.ownerId, owner.id);
    assert.equal(fresh.status, 'open');
    assert.equal(fresh.listed, true);
    assert.equal((await loadRow(old.id)).status, 'expired', 'the old load stays as it was');

    // The owner's list offers it too, under its own tab.
    const list = await owner.client.get('/shipper/loads?status=expired');
    assert.equal(list.status, 200);
    assert.match(list.text, new RegExp(`/loads/${old.id}/repost`));
  });

  test("another user's load, a driver, a signed-out visitor and a load that has not expired are refused", async () => {
    const [owner, other, driver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'shipper'), signUp(server, 'driver')]);
    const old = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -2), status: 'expired' });
    const open = await insertLoad(db(), owner.id);
    assert.equal((await other.client.get(`/loads/${old.id}/repost`)).status, 403);
    assert.equal((await driver.client.get(`/loads/${old.id}/repost`)).status, 403);
    const anon = await anonymous(server).get(`/loads/${old.id}/repost`);
    assert.equal(anon.status, 302);
    assert.match(anon.location ?? '', /^\/login/);
    assert.equal((await owner.client.get(`/loads/${open.id}/repost`)).status, 409);
    assert.equal((await owner.client.get('/loads/00000000-0000-4000-8000-000000000000/repost')).status, 404);
  });

  test("a suspended owner's expired and reposted loads stay hidden", async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const admin = await signInAdmin(server);
    const reposted = await insertLoad(db(), owner.id);
    const expired = await insertLoad(db(), owner.id, { pickupDate: addDays(today(), -1) });
    const res = await admin.client.postJson(`/admin/users/${owner.id}/suspend`, {});
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal((await loadRow(reposted.id)).listed, false);
    // Expired while hidden: still hidden, and no bid gets through.
    await expireLoadsPastPickup(db());
    const after = await loadRow(expired.id);
    assert.equal(after.status, 'expired');
    assert.equal(after.listed, false);
    assert.equal((await driver.client.get(`/loads/${reposted.id}`)).status, 404);
    assert.equal((await driver.client.postJson(`/loads/${reposted.id}/bid`, bidBody(reposted))).status, 404);
  });
});

describe('a possible duplicate', () => {
  test('posting the same route, truck type and pickup date as an open load of the owner asks first; confirmed, it is posted and flagged', async () => {
    const owner = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const form = validLoadForm({ origin: 'Jaipur', destination: 'Delhi', pickup_date: addDays(today(), 2) });
    const first = await owner.client.post('/loads', form);
    assert.equal(first.status, 302);
    const firstId = first.location!.split('/').pop()!;

    const again = await owner.client.post('/loads', { ...form, material: 'Marble slabs' });
    assert.equal(again.status, 409);
    assert.match(again.text, /You already have an open load/);
    assert.match(again.text, /name="confirm_duplicate"/);
    assert.match(again.text, /value="Marble slabs"/, 'the values are kept');
    assert.match(again.text, new RegExp(`href="/loads/${firstId}"`));
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('loads')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('ownerId', '=', owner.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    assert.equal(await count(), 1);

    // Another owner, another day or another truck is no duplicate.
    assert.equal((await other.client.post('/loads', form)).status, 302);
    assert.equal((await owner.client.post('/loads', { ...form, truck_type: 'trailer' })).status, 302);
    assert.equal(await count(), 2);

    const confirmed = await owner.client.post('/loads', { ...form, confirm_duplicate: '1' });
    assert.equal(confirmed.status, 302);
    assert.equal(await count(), 3);
    const page = await owner.client.get(confirmed.location!);
    assert.match(page.text, /Possible duplicate/);
    // Nobody else sees the flag.
    const driver = await signUp(server, 'driver');
    assert.doesNotMatch((await driver.client.get(confirmed.location!)).text, /Possible duplicate/);
    // The JSON API posts as asked (the load page flags it).
    assert.equal((await owner.client.postJson('/loads', form)).status, 201);
  });
});

describe('in Hindi', () => {
  test('the expired load page, the repost form, the duplicate question and the ended bid read with no English left', async () => {
    const owner = await signUp(server, 'shipper', { name: 'रमेश ट्रांसपोर्ट' });
    const driver = await signUp(server, 'driver', { name: 'सुरेश यादव' });
    await owner.client.get('/shipper');
    await driver.client.get('/driver');
    await owner.client.get('/shipper?lang=hi');
    await driver.client.get('/driver?lang=hi');
    const load = await insertLoad(db(), owner.id, HINDI);
    await insertBid(db(), load.id, driver.id);
    await pickupPassed(load.id);
    await expireLoadsPastPickup(db());

    const check = (html: string, where: string) => assert.deepEqual(englishLeft(html, NOT_OURS), [], `English left on ${where}`);
    const page = await owner.client.get(`/loads/${load.id}`);
    assert.match(page.text, /समय निकल गया/);
    check(page.text, 'the expired load page');
    const repost = await owner.client.get(`/loads/${load.id}/repost`);
    assert.equal(repost.status, 200);
    check(repost.text, 'the repost form');
    const list = await owner.client.get('/shipper/loads?status=expired');
    check(list.text, "the owner's expired loads");
    const notes = await owner.client.get('/marketplace/notifications');
    assert.match(notes.text, /का समय निकल गया/);
    check(notes.text, 'the notifications');
    const bids = await driver.client.get('/driver/bids');
    assert.match(bids.text, /बोली मंज़ूर हुए बिना/);
    check(bids.text, "the driver's bids");

    const form = { ...validLoadForm({ pickup_date: addDays(today(), 2), material: 'स्टील', description: 'सुबह 9 बजे लोडिंग' }), ...HINDI };
    assert.equal((await owner.client.post('/loads', form)).status, 302);
    const dup = await owner.client.post('/loads', form);
    assert.equal(dup.status, 409);
    assert.match(dup.text, /क्या यह दूसरा लोड है/);
    check(dup.text, 'the duplicate question');
  });
});
