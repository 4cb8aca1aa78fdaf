import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signIn, signInAdmin, signUp } from '../../test/helpers/factories.js';
import type { TestClient } from '../../test/helpers/client.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';
import { withActor } from '../db/database.js';
import { endAllSessionsOf, MAX_STREAMS_PER_USER, publish, SESSION_ENDED_EVENT } from './events.js';

let one: TestServer;
let two: TestServer;
before(async () => {
  one = await startTestServer();
  // A second app instance on the same database, as behind a load balancer.
  two = await startTestServer({}, { databaseUrl: one.databaseUrl });
});
after(async () => {
  await two.close();
  await one.close();
});

/** Opens /events with the user's cookie and collects the text until `until` matches or the stream ends. */
function openStream(server: TestServer, cookie: string) {
  const controller = new AbortController();
  let text = '';
  let ended = false;
  const ready = fetch(`${server.url}/events`, { headers: { cookie }, signal: controller.signal }).then(async (res) => {
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const reader = res.body!.getReader();
    const pump = async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) {
          ended = true;
          return;
        }
        text += Buffer.from(value!).toString();
      }
    };
    void pump();
  });
  const waitFor = async (pred: () => boolean, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (pred()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.fail(`timed out waiting for ${what}; stream so far: ${text}`);
  };
  return {
    ready,
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    waitFor,
    close: () => controller.abort(),
  };
}

test('an event published on one instance reaches the user on another instance, and nobody else', async () => {
  const alice = await signUp(one, 'shipper');
  const bob = await signUp(one, 'driver');
  const aliceStream = openStream(two, `fm_session=${alice.client.cookies.get('fm_session')}`);
  const bobStream = openStream(two, `fm_session=${bob.client.cookies.get('fm_session')}`);
  await Promise.all([aliceStream.ready, bobStream.ready]);
  await aliceStream.waitFor(() => two.app.events.size >= 2, 'both streams to subscribe');
  await withActor(one.db, alice.id, (trx) => publish(trx, { userId: alice.id }, { type: 'notification', data: { title: 'Bid placed', unread_count: 1 } }));
  await aliceStream.waitFor(() => aliceStream.text.includes('event: notification'), 'the event');
  assert.match(aliceStream.text, /data: \{"title":"Bid placed","unread_count":1\}/);
  await new Promise((r) => setTimeout(r, 200));
  assert.doesNotMatch(bobStream.text, /Bid placed/);
  aliceStream.close();
  bobStream.close();
});

test('an event in a rolled-back transaction is never delivered', async () => {
  const alice = await signUp(one, 'shipper');
  const stream = openStream(one, `fm_session=${alice.client.cookies.get('fm_session')}`);
  await stream.ready;
  await assert.rejects(
    withActor(one.db, alice.id, async (trx) => {
      await publish(trx, { userId: alice.id }, { type: 'notification', data: { title: 'never' } });
      throw new Error('rollback');
    }),
  );
  await withActor(one.db, alice.id, (trx) => publish(trx, { userId: alice.id }, { type: 'notification', data: { title: 'after' } }));
  await stream.waitFor(() => stream.text.includes('after'), 'the committed event');
  assert.doesNotMatch(stream.text, /never/);
  stream.close();
});

test("ending a user's sessions closes their open streams on every instance", async () => {
  const carol = await signUp(one, 'driver');
  const stream = openStream(two, `fm_session=${carol.client.cookies.get('fm_session')}`);
  await stream.ready;
  await stream.waitFor(() => stream.text.includes('retry:'), 'the stream to open');
  await withActor(one.db, null, (trx) => endAllSessionsOf(trx, carol.id));
  await stream.waitFor(() => stream.ended, 'the stream to end');
  assert.equal((await carol.client.get('/api/me')).status, 401);
});

test('/events needs a session', async () => {
  const res = await fetch(`${one.url}/events`, { headers: { accept: 'text/event-stream' }, redirect: 'manual' });
  assert.equal(res.status, 302);
  assert.match(res.headers.get('location') ?? '', /^\/login\?next=/);
});

const cookieOf = (client: TestClient) => `fm_session=${client.cookies.get('fm_session')}`;

/** Opens a stream and waits until the server holds it. */
async function opened(server: TestServer, client: TestClient) {
  const stream = openStream(server, cookieOf(client));
  await stream.ready;
  await stream.waitFor(() => stream.text.includes('retry:'), 'the stream to open');
  return stream;
}

test("logging out ends the stream of that session (told to stop), not the user's other session", async () => {
  const dev = await signUp(one, 'driver');
  const phone = await signIn(one, dev.username, dev.password);
  const laptopStream = await opened(one, dev.client);
  const phoneStream = await opened(one, phone);
  const out = await dev.client.get('/logout');
  assert.equal(out.status, 302);
  await laptopStream.waitFor(() => laptopStream.ended, 'the signed-out stream to end');
  assert.match(laptopStream.text, /event: end\ndata: \{"reason":"signed_out"\}/);
  // The other session's stream still carries events.
  await withActor(one.db, dev.id, (trx) => publish(trx, { userId: dev.id }, { type: 'notification', data: { title: 'still here' } }));
  await phoneStream.waitFor(() => phoneStream.text.includes('still here'), 'the event on the other session');
  assert.equal(phoneStream.ended, false);
  phoneStream.close();
});

test('logging out on another instance ends the stream held by this one', async () => {
  const dev = await signUp(one, 'shipper');
  const stream = await opened(one, dev.client);
  // The same browser's next request lands on the second instance.
  const out = await fetch(`${two.url}/logout`, { headers: { cookie: cookieOf(dev.client) }, redirect: 'manual' });
  assert.equal(out.status, 302);
  await stream.waitFor(() => stream.ended, 'the stream to end');
  assert.match(stream.text, /"reason":"signed_out"/);
  assert.equal(one.app.events.streamsOf(dev.id), 0);
});

test('an admin suspending the user ends all of their streams on every instance', async () => {
  const admin = await signInAdmin(one);
  const dev = await signUp(one, 'broker');
  const a = await opened(one, dev.client);
  const b = await opened(two, dev.client);
  const res = await admin.client.post(`/admin/users/${dev.id}/suspend`, {});
  assert.equal(res.status, 302);
  await a.waitFor(() => a.ended, 'the stream on instance one to end');
  await b.waitFor(() => b.ended, 'the stream on instance two to end');
  const again = await fetch(`${one.url}/events`, { headers: { cookie: cookieOf(dev.client) }, redirect: 'manual' });
  assert.equal(again.status, 302, 'a suspended user opens no new stream');
});

test('a session expired in the database ends its stream at once', async () => {
  const dev = await signUp(one, 'driver');
  const stream = await opened(two, dev.client);
  await one.db
    .updateTable('sessions')
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where('userId', '=', dev.id)
    .execute();
  await stream.waitFor(() => stream.ended, 'the stream to end');
  assert.match(stream.text, /"reason":"signed_out"/);
});

test('a stream ends by itself when its session reaches its expiry time', async () => {
  const dev = await signUp(one, 'shipper');
  // The session ends 3 seconds from now; nothing else happens to it.
  await one.db
    .updateTable('sessions')
    .set({ expiresAt: new Date(Date.now() + 3000) })
    .where('userId', '=', dev.id)
    .execute();
  const stream = await opened(one, dev.client);
  assert.equal(stream.ended, false);
  await stream.waitFor(() => stream.ended, 'the stream to end at expiry');
  assert.match(stream.text, /event: end\ndata: \{"reason":"expired"\}/);
  assert.equal((await dev.client.get('/api/me')).status, 401);
});

test(`a user holds at most ${MAX_STREAMS_PER_USER} streams: one more ends the oldest, and other users keep theirs`, async () => {
  const dev = await signUp(one, 'driver');
  const other = await signUp(one, 'driver');
  const otherStream = await opened(one, other.client);
  const streams: Array<ReturnType<typeof openStream>> = [];
  for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await opened(one, dev.client));
  assert.equal(one.app.events.streamsOf(dev.id), MAX_STREAMS_PER_USER);
  const newest = await opened(one, dev.client);
  await streams[0].waitFor(() => streams[0].ended, 'the oldest stream to end');
  assert.match(streams[0].text, /"reason":"too_many_streams"/);
  assert.equal(one.app.events.streamsOf(dev.id), MAX_STREAMS_PER_USER);
  await withActor(one.db, dev.id, (trx) => publish(trx, { userId: dev.id }, { type: 'notification', data: { title: 'to the five' } }));
  for (const s of [...streams.slice(1), newest]) await s.waitFor(() => s.text.includes('to the five'), 'the event on each open stream');
  assert.ok(streams.slice(1).every((s) => !s.ended));
  assert.equal(otherStream.ended, false);
  assert.equal(one.app.events.streamsOf(other.id), 1);
  for (const s of [...streams, newest, otherStream]) s.close();
});

test("a stream opened just after its session's end went by (a race with logout) ends at once", async () => {
  const dev = await signUp(one, 'driver');
  const { id: sessionId } = await one.db.selectFrom('sessions').select('id').where('userId', '=', dev.id).executeTakeFirstOrThrow();
  // The end is announced (as the trigger does at logout) while this instance still finds the session row:
  // the stream subscribes after the announcement and must not outlive it.
  await withActor(one.db, null, (trx) => publish(trx, { userId: dev.id }, { type: SESSION_ENDED_EVENT, data: { sessionId } }));
  const marker = await signUp(one, 'shipper');
  const markerStream = await opened(one, marker.client);
  await withActor(one.db, null, (trx) => publish(trx, { userId: marker.id }, { type: 'notification', data: { title: 'after the end' } }));
  await markerStream.waitFor(() => markerStream.text.includes('after the end'), 'the instance to have read the announcement');
  markerStream.close();
  const stream = openStream(one, cookieOf(dev.client));
  await stream.ready;
  await stream.waitFor(() => stream.ended, 'the stream to end');
  assert.match(stream.text, /"reason":"signed_out"/);
  assert.equal(one.app.events.streamsOf(dev.id), 0);
});
