import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { EventHub } from '../../http/events.js';
import { tIn } from '../../lib/i18n/index.js';
import { renderStoredIn } from '../../lib/stored-message.js';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { bidBody, notificationsOf } from '../../../test/helpers/bids-factories.js';
import { openEventStream } from '../../../test/helpers/event-stream.js';
import type { TestClient } from '../../../test/helpers/client.js';
import { anonymous, insertLoad, signIn, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { notify, notifyAll, type NewNotification } from './service.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const db = () => server.db;

async function seed(user: SignedInUser, n: Partial<NewNotification> = {}) {
  await notify(db(), { userId: user.id, kind: 'announcement', title: 'Diwali offer', body: 'Zero fees this week', link: '/marketplace', ...n });
  return (await notificationsOf(db(), user.id)).at(-1)!;
}

describe('notifications as JSON (family A)', () => {
  test('GET /api/notifications lists my unread notifications, newest first, with the unread count', async () => {
    const [me, other] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const first = await seed(me, { title: 'first' });
    const second = await seed(me, { title: 'second', kind: 'payment', link: null });
    const third = await seed(me, { title: 'third' });
    await db().updateTable('notifications').set({ readAt: new Date() }).where('id', '=', third.id).execute();
    await seed(other, { title: 'not mine' });

    const res = await me.client.get('/api/notifications');
    assert.equal(res.status, 200);
    assert.equal(res.json.success, true);
    assert.equal(res.json.data.unread_count, 2);
    assert.deepEqual(
      res.json.data.notifications.map((n: any) => n.id),
      [second.id, first.id],
    );
    const n = res.json.data.notifications[0];
    assert.deepEqual(Object.keys(n).sort(), ['body', 'created_at', 'id', 'kind', 'link', 'read_at', 'title']);
    assert.deepEqual({ kind: n.kind, title: n.title, body: n.body, link: n.link, read_at: n.read_at }, { kind: 'payment', title: 'second', body: 'Zero fees this week', link: null, read_at: null });
    assert.ok(!Number.isNaN(Date.parse(n.created_at)));
  });

  test('POST /api/notifications/<id>/read marks one of mine read and answers the new count; repeating keeps the first read time', async () => {
    const me = await signUp(server, 'driver');
    const a = await seed(me);
    await seed(me);
    const res = await me.client.postJson(`/api/notifications/${a.id}/read`, {});
    assert.equal(res.status, 200);
    assert.equal(res.json.data.unread_count, 1);
    assert.equal(res.json.data.notification.id, a.id);
    assert.ok(res.json.data.notification.read_at);
    const again = await me.client.post(`/api/notifications/${a.id}/read`);
    assert.equal(again.status, 200, 'an /api route answers JSON even to a form post');
    assert.equal(again.json.data.notification.read_at, res.json.data.notification.read_at);
    assert.equal((await me.client.get('/api/notifications')).json.data.notifications.length, 1);
  });

  test("a user cannot read or mark another user's notifications (404, nothing changes)", async () => {
    const [me, other] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const theirs = await seed(other, { title: 'private to other' });
    const res = await me.client.postJson(`/api/notifications/${theirs.id}/read`, {});
    assert.equal(res.status, 404);
    assert.equal(res.json.error.code, 'NOT_FOUND');
    const form = await me.client.post(`/marketplace/notifications/${theirs.id}/read`);
    assert.equal(form.status, 404);
    const all = await me.client.postJson('/api/notifications/read', {});
    assert.equal(all.status, 200);
    const row = await db().selectFrom('notifications').select('readAt').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    assert.equal(row.readAt, null, 'still unread for its owner');
    const list = await me.client.get('/api/notifications');
    assert.ok(!list.text.includes('private to other'));
    const page = await me.client.get('/marketplace/notifications');
    assert.ok(!page.text.includes('private to other'));
    assert.equal((await other.client.get('/marketplace/notifications/count')).json.data.count, 1);
  });

  test('unknown or malformed ids are 404', async () => {
    const me = await signUp(server, 'broker');
    assert.equal((await me.client.postJson('/api/notifications/00000000-0000-4000-8000-000000000000/read', {})).status, 404);
    assert.equal((await me.client.postJson('/api/notifications/abc/read', {})).status, 404);
  });

  test('POST /api/notifications/read marks all of mine read and nobody else’s', async () => {
    const [me, other] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'shipper')]);
    for (let i = 0; i < 3; i++) await seed(me);
    await seed(other);
    const res = await me.client.postJson('/api/notifications/read', {});
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.data, { marked: 3, unread_count: 0 });
    assert.equal((await me.client.get('/api/notifications')).json.data.unread_count, 0);
    assert.equal((await other.client.get('/api/notifications')).json.data.unread_count, 1);
    assert.deepEqual((await me.client.postJson('/api/notifications/read', {})).json.data, { marked: 0, unread_count: 0 });
  });

  test('no session: 401 JSON on every notification route', async () => {
    const anon = anonymous(server);
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/read'],
    ] as const) {
      const res = method === 'GET' ? await anon.get(path) : await anon.postJson(path, {});
      assert.equal(res.status, 401, path);
      assert.equal(res.json.error.code, 'UNAUTHENTICATED');
    }
    // The count route is JSON only: signed out it answers 401 JSON whatever the client accepts (a browser's fetch, curl).
    for (const headers of [{} as Record<string, string>, { accept: 'application/json' }, { accept: 'text/html' }, { accept: '*/*' }, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }]) {
      const count = await anon.get('/marketplace/notifications/count', { headers });
      assert.equal(count.status, 401, JSON.stringify(headers));
      assert.equal(count.location, null, 'no redirect to the sign-in page');
      assert.match(count.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(count.json.error.code, 'UNAUTHENTICATED');
    }
  });

  test('the count route answers JSON to a signed-in browser too (Accept: text/html)', async () => {
    const me = await signUp(server, 'driver');
    const res = await me.client.get('/marketplace/notifications/count', { headers: { accept: 'text/html' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { success: true, data: { count: 0 } });
  });
});

describe('the notification centre and badge count (family B)', () => {
  test('GET /marketplace/notifications/count answers {count} in the success envelope', async () => {
    const me = await signUp(server, 'driver');
    await seed(me);
    await seed(me);
    const res = await me.client.get('/marketplace/notifications/count', { accept: 'json' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, { success: true, data: { count: 2 } });
  });

  test('the centre lists my notifications with mark-as-read; the forms redirect back with a flash', async () => {
    const me = await signUp(server, 'shipper');
    const a = await seed(me, { title: 'New bid of ₹42,000 on Pune → Nagpur', kind: 'bid_placed', link: '/loads/00000000-0000-4000-8000-000000000001' });
    const b = await seed(me, { title: 'Older one' });
    await db().updateTable('notifications').set({ readAt: new Date() }).where('id', '=', b.id).execute();
    const page = await me.client.get('/marketplace/notifications');
    assert.equal(page.status, 200);
    assert.match(page.text, /New bid of ₹42,000 on Pune → Nagpur/);
    assert.match(page.text, /href="\/loads\/00000000-0000-4000-8000-000000000001"/);
    assert.match(page.text, /Older one/);
    assert.match(page.text, new RegExp(`action="/marketplace/notifications/${a.id}/read"`));
    assert.doesNotMatch(page.text, new RegExp(`action="/marketplace/notifications/${b.id}/read"`));
    assert.match(page.text, /1 unread/);
    assert.match(page.text, /<span class="pill">New bid<\/span>/, 'the kind by its name');
    assert.doesNotMatch(page.text, />[^<]*bid_placed/, 'never the kind code');
    assert.match(page.text, /<time datetime="[^"]+" title="[^"]+ IST">just now<\/time>/, 'relative time, exact India time on hover');
    const unread = await me.client.get('/marketplace/notifications?unread=1');
    assert.doesNotMatch(unread.text, /Older one/);

    const res = await me.client.post(`/marketplace/notifications/${a.id}/read`, { return_to: '/marketplace/notifications?unread=1' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/marketplace/notifications?unread=1');
    const after = await me.client.get('/marketplace/notifications?unread=1');
    assert.match(after.text, /Marked as read/);
    assert.match(after.text, /No unread notifications/);

    await seed(me);
    await seed(me);
    const all = await me.client.post('/marketplace/notifications/read', { return_to: 'https://evil.example' });
    assert.equal(all.status, 302);
    assert.equal(all.location, '/marketplace/notifications');
    assert.match((await me.client.get('/marketplace/notifications')).text, /Marked 2 notifications as read/);
    assert.equal((await me.client.get('/marketplace/notifications/count', { accept: 'json' })).json.data.count, 0);
  });

  test('titles and bodies are escaped; only same-site links become links', async () => {
    const me = await signUp(server, 'driver');
    await seed(me, { title: '<script>alert(1)</script>', body: '<img src=x onerror=alert(2)>', link: 'javascript:alert(3)' });
    const page = await me.client.get('/marketplace/notifications');
    assert.ok(!page.text.includes('<script>alert(1)'));
    assert.ok(!page.text.includes('<img src=x'));
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.doesNotMatch(page.text, /href="javascript:/);
  });

  test('signed out, the centre redirects to sign in and comes back', async () => {
    const res = await anonymous(server).get('/marketplace/notifications');
    assert.equal(res.status, 302);
    assert.equal(res.location, '/login?next=%2Fmarketplace%2Fnotifications');
    assert.equal((await anonymous(server).post('/marketplace/notifications/read')).status, 401);
  });
});

describe('the unread count kept per user (migration 075)', () => {
  test('notifications to the same users in opposite orders, at once, all land, and every count stays exact as they are read', async () => {
    const [a, b] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const note = (u: SignedInUser, i: number): NewNotification => ({ userId: u.id, kind: 'announcement', title: `n${i}`, body: '' });
    const apiCount = async (u: SignedInUser) => (await u.client.get('/marketplace/notifications/count', { accept: 'json' })).json.data.count as number;
    const real = async (u: SignedInUser) =>
      Number(
        (
          await db()
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('userId', '=', u.id)
            .where('readAt', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Each transaction notifies both users, half in one order and half in the other: with counters locked in any
    // order, two of them would deadlock.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) => notifyAll(trx, i % 2 ? [note(a, i), note(b, i)] : [note(b, i), note(a, i)])),
      ),
    );
    assert.equal(await apiCount(a), 24);
    assert.equal(await apiCount(b), 24);
    // Marking read (one, then all) while more arrive.
    const [one] = await notificationsOf(db(), a.id);
    await Promise.all([
      a.client.post(`/api/notifications/${one.id}/read`, {}, { accept: 'json' }),
      ...Array.from({ length: 6 }, (_, i) => notify(db(), note(a, 100 + i))),
      b.client.post('/api/notifications/read', {}, { accept: 'json' }),
    ]);
    assert.equal(await apiCount(a), await real(a));
    assert.equal(await apiCount(a), 29);
    assert.equal(await apiCount(b), await real(b));
    assert.equal(await apiCount(b), 0);
    await db().deleteFrom('notifications').where('userId', '=', a.id).where('title', '=', 'n1').execute();
    assert.equal(await apiCount(a), await real(a), 'a removed notification leaves the count exact');
  });
});

describe('notifications from bidding go to the right users only', () => {
  test('placed -> owner; countered -> driver; answered -> owner; accepted and rejected -> the bidders; nobody else', async () => {
    const [owner, d1, d2, bystander] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'shipper')]);
    const load = await insertLoad(db(), owner.id);
    const b1 = (await d1.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 50000 }))).json.data.bid;
    const b2 = (await d2.client.postJson('/marketplace/bid', { ...bidBody(load, { amount: 49000 }), load_id: load.id })).json.data.bid;
    assert.equal((await owner.client.postJson(`/marketplace/bid/${b1.id}/negotiate`, { amount: 45000 })).status, 200);
    assert.equal((await d1.client.postJson(`/bids/${b1.id}/respond`, { action: 'counter', amount: 47000 })).status, 200);
    assert.equal((await owner.client.postJson(`/bids/${b2.id}/accept`, {})).status, 200);
    const kinds = async (u: SignedInUser) => (await notificationsOf(db(), u.id)).map((n) => n.kind);
    assert.deepEqual(await kinds(owner), ['bid_placed', 'bid_placed', 'counter_answered']);
    assert.deepEqual(await kinds(d1), ['bid_countered', 'bid_rejected']);
    assert.deepEqual(await kinds(d2), ['bid_accepted']);
    assert.deepEqual(await kinds(bystander), []);
    for (const n of await notificationsOf(db(), owner.id)) assert.equal(n.link, `/loads/${load.id}`);
    const api = await owner.client.get('/api/notifications');
    assert.equal(api.json.data.unread_count, 3);
    assert.equal(api.json.data.notifications[0].kind, 'counter_answered');
  });
});

describe('live badge updates (server-sent events over LISTEN/NOTIFY)', () => {
  test('a bid pushes the owner their new unread count; marking read pushes the new count to every open page', async () => {
    const [owner, driver, other] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver'), signUp(server, 'shipper')]);
    const load = await insertLoad(db(), owner.id);
    const tab1 = await openEventStream(server, owner.client);
    const tab2 = await openEventStream(server, owner.client);
    const otherStream = await openEventStream(server, other.client);
    try {
      await seed(owner);
      assert.equal((await tab1.next((e) => e.type === 'notification')).data.unread_count, 1);
      await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load));
      const ev = await tab1.next((e) => e.type === 'notification');
      assert.equal(ev.data.unread_count, 2);
      assert.equal(ev.data.kind, 'bid_placed');
      assert.equal(ev.data.link, `/loads/${load.id}`);
      assert.equal((await tab2.next((e) => e.type === 'notification' && e.data.kind === 'bid_placed')).data.unread_count, 2);

      const first = (await owner.client.get('/api/notifications')).json.data.notifications[1];
      await owner.client.postJson(`/api/notifications/${first.id}/read`, {});
      assert.equal((await tab2.next((e) => e.type === 'notification' && e.data.read === true)).data.unread_count, 1);
      await owner.client.post('/marketplace/notifications/read');
      assert.equal((await tab1.next((e) => e.type === 'notification' && e.data.read === true && e.data.unread_count === 0)).data.unread_count, 0);

      // The other user's stream got nothing of the owner's: their first event is their own.
      await seed(other, { title: 'for other' });
      const theirs = await otherStream.next((e) => e.type === 'notification');
      assert.equal(theirs.data.title, 'for other');
      assert.equal(otherStream.events.filter((e) => e.type === 'notification').length, 1);
    } finally {
      tab1.close();
      tab2.close();
      otherStream.close();
    }
  });

  test("several notifications at once: each live event carries its user's count after all of them, and any title arrives intact", async () => {
    const [a, b] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
    const streamA = await openEventStream(server, a.client);
    const streamB = await openEventStream(server, b.client);
    try {
      // A title that looks like the end of the payload, quotes, a backslash and Devanagari: the JSON stays whole.
      const tricky = 'बोली "₹45,000" \\ "unread_count":99}} ok';
      await notifyAll(db(), [
        { userId: a.id, kind: 'announcement', title: tricky, body: 'x' },
        { userId: b.id, kind: 'announcement', title: 'for b', body: 'x' },
        { userId: a.id, kind: 'announcement', title: 'second for a', body: 'x' },
      ]);
      const first = await streamA.next((e) => e.type === 'notification' && e.data.title === tricky);
      const second = await streamA.next((e) => e.type === 'notification' && e.data.title === 'second for a');
      assert.equal(first.data.unread_count, 2, "the count after the statement's rows, on each of a's events");
      assert.equal(second.data.unread_count, 2);
      assert.equal(first.data.kind, 'announcement');
      const forB = await streamB.next((e) => e.type === 'notification');
      assert.deepEqual([forB.data.title, forB.data.unread_count], ['for b', 1]);
      assert.equal(streamB.events.filter((e) => e.type === 'notification').length, 1, "b got none of a's events");
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  test('a change made on one app instance reaches a page connected to another instance on the same database', async () => {
    const handle: DatabaseHandle = openDatabase(server.databaseUrl, { max: 4 });
    const events = new EventHub(server.databaseUrl, { warn() {}, info() {} });
    await events.start();
    const port = await new Promise<number>((resolve) => {
      import('node:net').then((net) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const p = (s.address() as import('node:net').AddressInfo).port;
          s.close(() => resolve(p));
        });
      });
    });
    const second: FastifyInstance = await buildApp({ config: { ...server.config, PORT: port, BASE_URL: `http://127.0.0.1:${port}` }, db: handle.db, events });
    await second.listen({ port, host: '127.0.0.1' });
    try {
      const [owner, driver] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'driver')]);
      const load = await insertLoad(db(), owner.id);
      const ownerOnSecond: TestClient = await signIn({ ...server, url: `http://127.0.0.1:${port}` }, owner.username, owner.password);
      const stream = await openEventStream({ url: `http://127.0.0.1:${port}` }, ownerOnSecond);
      try {
        const res = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load));
        assert.equal(res.status, 201);
        const ev = await stream.next((e) => e.type === 'notification');
        assert.equal(ev.data.kind, 'bid_placed');
        assert.equal(ev.data.unread_count, 1);
      } finally {
        stream.close();
      }
    } finally {
      await events.close();
      await second.close();
      await handle.close();
    }
  });

  test('a change that rolls back publishes nothing', async () => {
    const me = await signUp(server, 'driver');
    const stream = await openEventStream(server, me.client);
    try {
      await db()
        .transaction()
        .execute(async (trx) => {
          await notify(trx, { userId: me.id, kind: 'announcement', title: 'rolled back' });
          throw new Error('roll back');
        })
        .catch(() => {});
      await seed(me, { title: 'committed' });
      const ev = await stream.next((e) => e.type === 'notification');
      assert.equal(ev.data.title, 'committed');
      assert.equal(ev.data.unread_count, 1);
    } finally {
      stream.close();
    }
  });
});

describe("notifications in the reader's language", () => {
  /** The language switch names English in English; the time's tooltip (views/badge.tsx) is not this page's. */
  const NOT_OURS = ['English', 'Nov', 'Dec', 'Jan'];
  test('a bid placed by a driver browsing in English reaches a Hindi owner in Hindi: page, JSON and live event', async () => {
    const [owner, driver] = await Promise.all([signUp(server, 'shipper', { name: 'सुरेश ट्रांसपोर्ट' }), signUp(server, 'driver', { name: 'रमेश यादव' })]);
    const load = await insertLoad(db(), owner.id, { origin: 'Pune', destination: 'Nagpur' });
    await owner.client.get('/marketplace/notifications'); // the welcome flash of registration, shown once
    owner.client.cookies.set('fm_lang', 'hi');
    const stream = await openEventStream(server, owner.client);
    try {
      const bid = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 50000 }), { headers: { 'accept-language': 'en' } });
      assert.equal(bid.status, 201);
      // The row keeps the English text (old readers of the column) beside the message and its parameters.
      const [row] = await notificationsOf(db(), owner.id);
      assert.equal(row.title, 'New bid of ₹50,000 on Pune → Nagpur');
      assert.match(row.body, /^रमेश यादव bid ₹50,000, delivery by \d{1,2} \w+ \d{4}\.$/);
      assert.equal(row.messageKey, 'notify.bid.placed');
      assert.deepEqual(row.params, { amountPaise: 5_000_000, fromCity: 'Pune', toCity: 'Nagpur', name: 'रमेश यादव', deliveryDate: bidBody(load).estimated_delivery });
      const hindiTitle = renderStoredIn('hi', row.messageKey, row.params, row.title);
      assert.match(hindiTitle, /पर ₹50,000 की नई बोली$/);

      // The live event of the owner's (Hindi) stream.
      const ev = await stream.next((e) => e.type === 'notification' && e.data.kind === 'bid_placed');
      assert.equal(ev.data.title, hindiTitle);
      assert.equal(ev.data.message_key, undefined);
      assert.equal(ev.data.params, undefined);

      // JSON with Accept-Language: hi (no cookie of language on this client).
      owner.client.cookies.delete('fm_lang');
      const api = await owner.client.get('/api/notifications', { headers: { 'accept-language': 'hi' } });
      const n = api.json.data.notifications[0];
      assert.equal(n.title, hindiTitle);
      assert.match(n.body, /^रमेश यादव ने ₹50,000 की बोली लगाई, डिलीवरी .+ तक।$/);
      assert.deepEqual(Object.keys(n).sort(), ['body', 'created_at', 'id', 'kind', 'link', 'read_at', 'title']);
      // The same row in English for an English reader.
      assert.equal((await owner.client.get('/api/notifications', { headers: { 'accept-language': 'en' } })).json.data.notifications[0].title, 'New bid of ₹50,000 on Pune → Nagpur');

      // The centre in Hindi: nothing of the product left in English.
      const page = await owner.client.get('/marketplace/notifications?lang=hi');
      assert.equal(page.status, 200);
      assert.match(page.text, /<html lang="hi"/);
      assert.ok(page.text.includes(hindiTitle));
      assert.ok(page.text.includes(tIn('hi', 'notify.page.markAll')));
      assert.deepEqual(englishLeft(page.text, ['Pune', 'Nagpur', ...NOT_OURS]), []);
    } finally {
      stream.close();
    }
  });

  test('the driver reads a counter-offer in Tamil; an old row without a message shows its stored title', async () => {
    const [owner, driver] = await Promise.all([signUp(server, 'shipper', { name: 'சுரேஷ்' }), signUp(server, 'driver', { name: 'ரமேஷ்' })]);
    const load = await insertLoad(db(), owner.id, { origin: 'Chennai', destination: 'Madurai' });
    const bid = (await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 50000 }))).json.data.bid;
    assert.equal((await owner.client.postJson(`/marketplace/bid/${bid.id}/negotiate`, { amount: 45000 })).status, 200);
    // A notification stored before migration 045: no message key, only its text (shown as stored).
    await db().insertInto('notifications').values({ userId: driver.id, kind: 'announcement', title: 'பழைய அறிவிப்பு', body: 'பழைய செய்தி', link: null }).execute();

    await driver.client.get('/marketplace/notifications'); // the welcome flash of registration, shown once
    const api = await driver.client.get('/api/notifications', { headers: { 'accept-language': 'ta' } });
    const [old, counter] = api.json.data.notifications;
    assert.deepEqual([old.title, old.body], ['பழைய அறிவிப்பு', 'பழைய செய்தி']);
    assert.match(counter.title, /₹45,000 புது ரேட்$/);
    assert.match(counter.body, /₹50,000 க்கு பதில் ₹45,000 தருகிறார்/);

    const page = await driver.client.get('/marketplace/notifications?lang=ta');
    assert.match(page.text, /<html lang="ta"/);
    assert.ok(page.text.includes('பழைய அறிவிப்பு'));
    assert.deepEqual(englishLeft(page.text, ['Chennai', 'Madurai', ...NOT_OURS]), []);
    // Marking all read answers a flash in Tamil.
    await driver.client.post('/marketplace/notifications/read', { return_to: '/marketplace/notifications' });
    assert.ok((await driver.client.get('/marketplace/notifications')).text.includes('2 அறிவிப்புகள் படித்ததாகக் குறிக்கப்பட்டன.'));
  });

  test('every message a notification is stored with exists in all six languages, with the parameters it names', () => {
    for (const locale of ['en', 'hi', 'mr', 'gu', 'pa', 'ta'] as const) {
      const dest = { key: 'notify.destination.bank', params: { lastDigits: '4321', ifsc: 'SBIN0001234' } };
      const text = renderStoredIn(locale, 'notify.payout.failed.body', { destination: dest }, 'fallback');
      assert.ok(text.includes('4321') && text.includes('SBIN0001234'), `${locale}: ${text}`);
      assert.ok(!text.includes('{'), `${locale}: ${text}`);
      assert.match(renderStoredIn(locale, 'notify.payout.reversed', { amountPaise: 123_45 }, ''), /₹123\.45/);
      assert.match(renderStoredIn(locale, 'notify.trip.moved', { fromCity: 'Pune', toCity: 'Nagpur', newTripStatus: 'in_transit' }, ''), /→/);
    }
    assert.equal(renderStoredIn('en', 'notify.trip.moved', { fromCity: 'Pune', toCity: 'Nagpur', newTripStatus: 'en_route_to_pickup' }, ''), 'Pune → Nagpur: on the way to pickup');
    assert.equal(renderStoredIn('hi', 'notify.no.such.key', {}, 'stored title'), 'stored title');
    assert.equal(renderStoredIn('hi', null, {}, 'stored title'), 'stored title');
  });
});

describe('many notifications at once (notifyAll)', () => {
  test('each user gets their rows, in their language, and each of their pages a live event with their new unread count', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'driver');
    const other = await signUp(server, 'driver');
    const streamA = await openEventStream(server, a.client);
    const streamOther = await openEventStream(server, other.client);
    try {
      await notifyAll(db(), [
        { userId: a.id, kind: 'load_match', key: 'alerts.notify.many', params: { n: 3, route: { key: 'alerts.route.from', params: { originCity: 'Delhi' } } }, link: '/alerts' },
        { userId: b.id, kind: 'announcement', title: 'Diwali offer', body: 'Zero fees this week' },
        { userId: a.id, kind: 'announcement', title: 'Second', body: '' },
      ]);
      const first = await streamA.next((e) => e.type === 'notification');
      const second = await streamA.next((e) => e.type === 'notification');
      assert.deepEqual([first.data.kind, second.data.kind].sort(), ['announcement', 'load_match']);
      // Both of a's events carry a's count after the batch: 2 unread.
      assert.deepEqual([first.data.unread_count, second.data.unread_count], [2, 2]);
      const match = first.data.kind === 'load_match' ? first : second;
      // Rendered for the reader from its message, not sent as a key.
      assert.equal(match.data.title, '3 new loads match from Delhi');
      assert.equal(match.data.message_key, undefined);
      assert.equal(match.data.link, '/alerts');
      const list = (await a.client.get('/api/notifications')).json.data;
      assert.equal(list.unread_count ?? list.unreadCount ?? list.notifications.length, 2);
      assert.deepEqual(list.notifications.map((n: { title: string }) => n.title).sort(), ['3 new loads match from Delhi', 'Second'].sort());
      assert.equal((await b.client.get('/api/notifications')).json.data.notifications.length, 1);
      // Nobody else hears of them.
      await assert.rejects(streamOther.next((e) => e.type === 'notification', 300));
      assert.equal((await other.client.get('/api/notifications')).json.data.notifications.length, 0);
    } finally {
      streamA.close();
      streamOther.close();
    }
  });
});
