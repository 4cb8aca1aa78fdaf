import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signUp } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';
import { withActor } from '../db/database.js';
import { publish } from './events.js';
import { endAllSessionsOf } from './session.js';

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
  return { ready, get text() { return text; }, get ended() { return ended; }, waitFor, close: () => controller.abort() };
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

test('ending a user\'s sessions closes their open streams on every instance', async () => {
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
