import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { openEventStream } from '../../../test/helpers/event-stream.js';
import { insertMessage, suspendUser } from '../../../test/helpers/messages-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const countMessages = async (a: string, b: string) => {
  const row = await server.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb.and([eb('senderId', '=', a), eb('receiverId', '=', b)]), eb.and([eb('senderId', '=', b), eb('receiverId', '=', a)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A conversation of `n` messages between a and b, alternating, one minute apart, oldest first. */
async function conversation(a: SignedInUser, b: SignedInUser, n: number) {
  const start = Date.now() - n * 60_000;
  const rows = [];
  for (let i = 0; i < n; i++) {
    const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
    rows.push(await insertMessage(server.db, from.id, to.id, `message ${i}`, { createdAt: new Date(start + i * 60_000) }));
  }
  return rows;
}

describe('sending a message', () => {
  test('POST /api/messages stores the trimmed message, answers 201 and notifies the receiver', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(server.db, shipper.id);
    const res = await driver.client.postJson('/api/messages', { receiver_id: shipper.id, load_id: load.id, content: '  Is the load still available?\n  ' });
    assert.equal(res.status, 201);
    const m = res.json.data.message;
    assert.equal(m.sender_id, driver.id);
    assert.equal(m.receiver_id, shipper.id);
    assert.equal(m.load_id, load.id);
    assert.equal(m.content, 'Is the load still available?');
    assert.equal(m.read_at, null);
    assert.ok(!Number.isNaN(Date.parse(m.created_at)));
    const row = await server.db.selectFrom('messages').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    assert.equal(row.content, 'Is the load still available?');
    const note = await server.db.selectFrom('notifications').selectAll().where('userId', '=', shipper.id).where('kind', '=', 'message').executeTakeFirstOrThrow();
    assert.equal(note.title, `New message from ${driver.name}`);
    assert.equal(note.link, `/messages/${driver.id}`);
    assert.equal(note.readAt, null);
  });

  test('accepts exactly 2000 characters, counting an emoji as one', async () => {
    const a = await signUp(server, 'broker');
    const b = await signUp(server, 'driver');
    const content = '🚚'.repeat(2000);
    const res = await a.client.postJson('/api/messages', { receiver_id: b.id, content });
    assert.equal(res.status, 201);
    assert.equal(res.json.data.message.content, content);
  });

  test('refuses an empty message, one over 2000 characters, a message to oneself, an unknown receiver or load, naming the field', async () => {
    const a = await signUp(server, 'shipper');
    const b = await signUp(server, 'driver');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ receiver_id: b.id, content: '   \n ' }, 'content', /Message is required/],
      [{ receiver_id: b.id }, 'content', /Message is required/],
      [{ receiver_id: b.id, content: 'x'.repeat(2001) }, 'content', /at most 2000/],
      [{ receiver_id: a.id, content: 'hello me' }, 'receiver_id', /yourself/],
      [{ receiver_id: '3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00', content: 'hello' }, 'receiver_id', /No such user/],
      [{ receiver_id: 'not-a-user', content: 'hello' }, 'receiver_id', /Choose who/],
      [{ receiver_id: b.id, content: 'hello', load_id: '3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00' }, 'load_id', /load does not exist/],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.client.postJson('/api/messages', body);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
      assert.match(res.json.error.details[field], message);
    }
    assert.equal(await countMessages(a.id, b.id), 0);
    const self = await server.db.selectFrom('messages').select('id').where('senderId', '=', a.id).execute();
    assert.equal(self.length, 0);
  });

  test('refuses a suspended receiver with 409 and a clear message', async () => {
    const a = await signUp(server, 'shipper');
    const b = await signUp(server, 'driver');
    await suspendUser(server.db, b.id);
    const res = await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'Are you free tomorrow?' });
    assert.equal(res.status, 409);
    assert.equal(res.json.error.code, 'CONFLICT');
    assert.match(res.json.error.message, /suspended/);
    assert.equal(await countMessages(a.id, b.id), 0);
    const page = await a.client.get(`/messages/${b.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /suspended; messages cannot be sent/);
    assert.doesNotMatch(page.text, /id="message-form"/);
  });

  test('requires a session: 401 for the API, a sign-in redirect for the pages', async () => {
    const b = await signUp(server, 'driver');
    const anon = anonymous(server);
    const send = await anon.postJson('/api/messages', { receiver_id: b.id, content: 'hi' });
    assert.equal(send.status, 401);
    assert.equal(send.json.error.code, 'UNAUTHENTICATED');
    assert.equal((await anon.get(`/api/messages/${b.id}`)).status, 401);
    assert.equal((await anon.post('/api/messages/read/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00')).status, 401);
    const inbox = await anon.get('/messages');
    assert.equal(inbox.status, 302);
    assert.equal(inbox.location, '/login?next=%2Fmessages');
    const conv = await anon.get(`/messages/${b.id}`);
    assert.equal(conv.location, `/login?next=${encodeURIComponent(`/messages/${b.id}`)}`);
    const form = await anon.post(`/messages/${b.id}`, { content: 'hi' });
    assert.equal(form.status, 401);
  });
});

describe('the conversation page and its form', () => {
  test('the form sends the message and redirects back to the conversation, which shows it', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const res = await a.client.post(`/messages/${b.id}`, { content: 'Truck reaches Pune by 6 pm' });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/messages/${b.id}#message-form`);
    const page = await a.client.get(`/messages/${b.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /Truck reaches Pune by 6 pm/);
    assert.match(page.text, new RegExp(`<form method="post" action="/messages/${b.id}"`));
  });

  test('a failing form comes back with 400, the message and the text kept, nothing stored', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const long = 'y'.repeat(2001);
    const res = await a.client.post(`/messages/${b.id}`, { content: long });
    assert.equal(res.status, 400);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /at most 2000 characters/);
    assert.ok(res.text.includes(`>${long}</textarea>`));
    const empty = await a.client.post(`/messages/${b.id}`, { content: '  ' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, /Message is required/);
    assert.equal(await countMessages(a.id, b.id), 0);
  });

  test('?load= shows the load as context and sends its id with the message', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const load = await insertLoad(server.db, shipper.id, { origin: 'Nagpur', destination: 'Raipur' });
    const page = await driver.client.get(`/messages/${shipper.id}?load=${load.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /Nagpur → Raipur/);
    assert.match(page.text, new RegExp(`<input type="hidden" name="load_id" value="${load.id}"`));
    const res = await driver.client.post(`/messages/${shipper.id}`, { content: 'Rate negotiable?', load_id: load.id });
    assert.equal(res.status, 302);
    assert.equal(res.location, `/messages/${shipper.id}?load=${load.id}#message-form`);
    const row = await server.db.selectFrom('messages').selectAll().where('senderId', '=', driver.id).executeTakeFirstOrThrow();
    assert.equal(row.loadId, load.id);
    const ownerView = await shipper.client.get(`/messages/${driver.id}`);
    assert.match(ownerView.text, new RegExp(`about <a href="/loads/${load.id}">Nagpur → Raipur</a>`));
    const unknown = await driver.client.get(`/messages/${shipper.id}?load=3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00`);
    assert.equal(unknown.status, 200);
    assert.doesNotMatch(unknown.text, /name="load_id"/);
  });

  test("cannot see or name another business's books-only load: the page leaves it out and sending with it is refused", async () => {
    const broker = await signUp(server, 'broker');
    const stranger = await signUp(server, 'driver');
    const books = await insertLoad(server.db, broker.id, { origin: 'Hosur', destination: 'Salem', listed: false });
    const page = await stranger.client.get(`/messages/${broker.id}?load=${books.id}`);
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /Hosur|Salem/, 'nothing of the load is shown');
    assert.doesNotMatch(page.text, /name="load_id"/);
    const api = await stranger.client.postJson('/api/messages', { receiver_id: broker.id, load_id: books.id, content: 'About your load' });
    assert.equal(api.status, 400);
    assert.ok(api.json.error.details.load_id, 'the load field is named');
    assert.equal(await server.db.selectFrom('messages').select('id').where('senderId', '=', stranger.id).executeTakeFirst(), undefined, 'nothing stored');
    // The owner may talk about their own books load.
    const own = await broker.client.get(`/messages/${stranger.id}?load=${books.id}`);
    assert.match(own.text, /Hosur → Salem/);
    assert.equal((await broker.client.postJson('/api/messages', { receiver_id: stranger.id, load_id: books.id, content: 'Return trip?' })).status, 201);
  });

  test("an unknown user is 404, and one's own id leads back to the inbox", async () => {
    const a = await signUp(server, 'driver');
    assert.equal((await a.client.get('/messages/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00')).status, 404);
    assert.equal((await a.client.get('/messages/nobody')).status, 404);
    assert.equal((await a.client.post('/messages/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00', { content: 'hi' })).status, 404);
    const self = await a.client.get(`/messages/${a.id}`);
    assert.equal(self.status, 302);
    assert.equal(self.location, '/messages');
  });

  test("opening the conversation changes nothing; marking it read marks the counterpart's messages and their notifications, not mine", async () => {
    const a = await signUp(server, 'shipper');
    const b = await signUp(server, 'driver');
    await b.client.postJson('/api/messages', { receiver_id: a.id, content: 'first' });
    await b.client.postJson('/api/messages', { receiver_id: a.id, content: 'second' });
    await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'reply' });
    const page = await a.client.get(`/messages/${b.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /action="\/messages\/[0-9a-f-]+\/read"/);
    const untouched = await server.db.selectFrom('messages').select('readAt').where('senderId', '=', b.id).execute();
    assert.ok(
      untouched.every((r) => r.readAt === null),
      'a GET marks nothing read',
    );
    const mark = await a.client.post(`/messages/${b.id}/read`);
    assert.equal(mark.status, 302);
    assert.equal(mark.location, `/messages/${b.id}`);
    const rows = await server.db
      .selectFrom('messages')
      .select(['senderId', 'readAt'])
      .where((eb) => eb.or([eb('senderId', '=', a.id), eb('receiverId', '=', a.id)]))
      .execute();
    assert.ok(rows.filter((r) => r.senderId === b.id).every((r) => r.readAt !== null));
    assert.ok(
      rows.filter((r) => r.senderId === a.id).every((r) => r.readAt === null),
      'my own message stays unread until b opens it',
    );
    const unreadNotes = await server.db.selectFrom('notifications').select('id').where('userId', '=', a.id).where('readAt', 'is', null).execute();
    assert.equal(unreadNotes.length, 0);
    const bNotes = await server.db.selectFrom('notifications').select('id').where('userId', '=', b.id).where('readAt', 'is', null).execute();
    assert.equal(bNotes.length, 1);
  });

  test('escapes markup in a message on the conversation page and in the inbox', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const probe = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    assert.equal((await a.client.postJson('/api/messages', { receiver_id: b.id, content: probe })).status, 201);
    for (const path of [`/messages/${a.id}`, '/messages']) {
      const page = await b.client.get(path);
      assert.equal(page.status, 200);
      assert.ok(!page.text.includes('<script>alert'), path);
      assert.ok(!page.text.includes('<img src=x'), path);
      assert.match(page.text, /&lt;script&gt;alert\(/);
    }
  });
});

describe('reading a conversation', () => {
  test('GET /api/messages/<user_id> lists the conversation newest last and pages back with before', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const rows = await conversation(a, b, 5);
    const other = await signUp(server, 'broker');
    await insertMessage(server.db, other.id, a.id, 'not part of it');

    const first = await a.client.get(`/api/messages/${b.id}?limit=2`);
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.json.data.messages.map((m: any) => m.content),
      ['message 3', 'message 4'],
    );
    assert.equal(first.json.data.has_more, true);
    assert.equal(first.json.data.next_before, rows[3].id);
    assert.equal(first.json.data.counterpart.id, b.id);

    const second = await a.client.get(`/api/messages/${b.id}?limit=2&before=${first.json.data.next_before}`);
    assert.deepEqual(
      second.json.data.messages.map((m: any) => m.content),
      ['message 1', 'message 2'],
    );
    assert.equal(second.json.data.has_more, true);

    const last = await a.client.get(`/api/messages/${b.id}?limit=2&before=${second.json.data.next_before}`);
    assert.deepEqual(
      last.json.data.messages.map((m: any) => m.content),
      ['message 0'],
    );
    assert.equal(last.json.data.has_more, false);
    assert.equal(last.json.data.next_before, null);

    // The other side sees the same conversation, default page size 50.
    const whole = await b.client.get(`/api/messages/${a.id}`);
    assert.deepEqual(
      whole.json.data.messages.map((m: any) => m.content),
      ['message 0', 'message 1', 'message 2', 'message 3', 'message 4'],
    );
    assert.equal(whole.json.data.has_more, false);
  });

  test('messages sent in the same instant keep one stable order across pages', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const at = new Date(Date.now() - 1000);
    for (let i = 0; i < 6; i++) await insertMessage(server.db, a.id, b.id, `same ${i}`, { createdAt: at });
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const res = await a.client.get(`/api/messages/${b.id}?limit=4${before ? `&before=${before}` : ''}`);
      seen.unshift(...res.json.data.messages.map((m: any) => m.id));
      if (!res.json.data.has_more) break;
      before = res.json.data.next_before;
    }
    assert.equal(seen.length, 6);
    assert.equal(new Set(seen).size, 6);
  });

  test('refuses a bad limit or a cursor from another conversation', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const c = await signUp(server, 'broker');
    const foreign = await insertMessage(server.db, b.id, c.id, 'between b and c');
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'before=xyz', `before=${foreign.id}`]) {
      const res = await a.client.get(`/api/messages/${b.id}?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    }
    assert.equal((await a.client.get('/api/messages/3f0c1d52-8c1e-4d6f-9d77-0e2b8c5a1b00')).status, 404);
  });

  test("cannot read another pair's conversation: a third user sees only their own messages with that user", async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const stranger = await signUp(server, 'broker');
    await conversation(a, b, 3);
    const res = await stranger.client.get(`/api/messages/${b.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.data.messages, []);
    const page = await stranger.client.get(`/messages/${b.id}`);
    assert.doesNotMatch(page.text, /message 0|message 1|message 2/);
  });

  test('the conversation page shows the newest 50 with a link to older ones', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const rows = await conversation(a, b, 52);
    const page = await a.client.get(`/messages/${b.id}`);
    assert.match(page.text, /message 51/);
    assert.match(page.text, /message 2</);
    assert.doesNotMatch(page.text, /message 1</);
    assert.ok(page.text.includes(`href="/messages/${b.id}?before=${rows[2].id}"`));
    const older = await a.client.get(`/messages/${b.id}?before=${rows[2].id}`);
    assert.match(older.text, /message 0</);
    assert.match(older.text, /message 1</);
    assert.match(older.text, /data-live="no"/);
    assert.match(older.text, /Back to the newest messages/);
  });
});

describe('marking a message read', () => {
  test('the receiver marks it read; repeating keeps the first time', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const sent = (await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'ping' })).json.data.message;
    const res = await b.client.post(`/api/messages/read/${sent.id}`);
    assert.equal(res.status, 200);
    assert.ok(res.json.data.message.read_at);
    const again = await b.client.post(`/api/messages/read/${sent.id}`);
    assert.equal(again.json.data.message.read_at, res.json.data.message.read_at);
    const note = await server.db.selectFrom('notifications').select('readAt').where('userId', '=', b.id).where('kind', '=', 'message').executeTakeFirstOrThrow();
    assert.ok(note.readAt, 'the message notification is read too');
  });

  test("cannot mark another user's message: the sender and a stranger get 404 and nothing changes", async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const stranger = await signUp(server, 'broker');
    const sent = (await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'ping' })).json.data.message;
    for (const who of [a, stranger]) {
      const res = await who.client.post(`/api/messages/read/${sent.id}`);
      assert.equal(res.status, 404);
      assert.equal(res.json.error.code, 'NOT_FOUND');
    }
    assert.equal((await b.client.post('/api/messages/read/not-an-id')).status, 404);
    const row = await server.db.selectFrom('messages').select('readAt').where('id', '=', sent.id).executeTakeFirstOrThrow();
    assert.equal(row.readAt, null);
  });

  test('parallel marks by the receiver all answer 200 with one read time', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const sent = (await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'ping' })).json.data.message;
    const results = await Promise.all(Array.from({ length: 6 }, () => b.client.post(`/api/messages/read/${sent.id}`)));
    assert.ok(results.every((r) => r.status === 200));
    assert.equal(new Set(results.map((r) => r.json.data.message.read_at)).size, 1);
  });

  test('parallel sends in both directions are all stored, each once', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).client.postJson('/api/messages', { receiver_id: (i % 2 ? b : a).id, content: `parallel ${i}` })));
    assert.ok(results.every((r) => r.status === 201));
    assert.equal(await countMessages(a.id, b.id), 8);
    const page = await a.client.get(`/api/messages/${b.id}`);
    assert.equal(new Set(page.json.data.messages.map((m: any) => m.content)).size, 8);
  });
});

describe('the inbox', () => {
  test('shows one row per counterpart with the last message either way and the unread count, newest first', async () => {
    const me = await signUp(server, 'shipper');
    const d1 = await signUp(server, 'driver', { name: 'Driver Ramesh' });
    const d2 = await signUp(server, 'driver', { name: 'Driver Suresh' });
    const t = Date.now() - 3600_000;
    await insertMessage(server.db, d1.id, me.id, 'd1 first', { createdAt: new Date(t) });
    await insertMessage(server.db, d1.id, me.id, 'd1 second', { createdAt: new Date(t + 1000) });
    await insertMessage(server.db, me.id, d2.id, 'to d2', { createdAt: new Date(t + 2000) });
    await insertMessage(server.db, d2.id, me.id, 'd2 answer', { createdAt: new Date(t + 3000), readAt: new Date() });
    await insertMessage(server.db, me.id, d2.id, 'me last to d2', { createdAt: new Date(t + 4000) });

    const res = await me.client.get('/messages', { accept: 'json' });
    assert.equal(res.status, 200);
    const rows = res.json.data.conversations;
    assert.deepEqual(
      rows.map((r: any) => [r.counterpart.name, r.last_message.content, r.unread_count]),
      [
        ['Driver Suresh', 'me last to d2', 0],
        ['Driver Ramesh', 'd1 second', 2],
      ],
    );
    assert.equal(res.json.data.pagination.total, 2);

    const page = await me.client.get('/messages');
    assert.equal(page.status, 200);
    assert.match(page.text, /2 unread/);
    assert.match(page.text, /You: me last to d2/);
    assert.match(page.text, /<small class="muted">Driver<\/small>/, 'the role by its name');
    assert.match(page.text, /title="[^"]+ IST">\d+ (min|h) ago<\/time>/, 'relative time, exact India time on hover');
    assert.ok(page.text.indexOf('Driver Suresh') < page.text.indexOf('Driver Ramesh'));

    // Marking a conversation read (what its page does when opened) clears its unread count.
    await me.client.post(`/messages/${d1.id}/read`);
    const after = await me.client.get('/messages', { accept: 'json' });
    assert.equal(after.json.data.conversations.find((r: any) => r.counterpart.id === d1.id).unread_count, 0);
  });

  test('an empty inbox says how to start a conversation', async () => {
    const me = await signUp(server, 'driver');
    const page = await me.client.get('/messages');
    assert.equal(page.status, 200);
    assert.match(page.text, /No conversations yet/);
    assert.equal((await me.client.get('/messages?page=0')).status, 400);
  });
});

describe('live delivery', () => {
  test("a sent message reaches the receiver's and the sender's open event streams, with the notification", async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const bStream = await openEventStream(server, b.client);
    const aStream = await openEventStream(server, a.client);
    try {
      const sent = (await a.client.postJson('/api/messages', { receiver_id: b.id, content: 'Live <b>hello</b>' })).json.data.message;
      const got = await bStream.waitFor((e) => e.type === 'message' && e.data.id === sent.id);
      assert.equal(got.data.content, 'Live <b>hello</b>');
      assert.equal(got.data.sender_id, a.id);
      assert.equal(got.data.receiver_id, b.id);
      assert.equal(got.data.sender_name, a.name);
      const note = await bStream.waitFor((e) => e.type === 'notification' && e.data.kind === 'message');
      assert.equal(note.data.unread_count, 1);
      assert.equal(note.data.link, `/messages/${a.id}`);
      const echo = await aStream.waitFor((e) => e.type === 'message' && e.data.id === sent.id);
      assert.equal(echo.data.content, 'Live <b>hello</b>');
      assert.ok(!aStream.events.some((e) => e.type === 'notification'), 'the sender is not notified');
    } finally {
      aStream.close();
      bStream.close();
    }
  });

  test('a refused message publishes nothing', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const stream = await openEventStream(server, b.client);
    try {
      await suspendUser(server.db, a.id);
      // a's session ended with the suspension; b writes to a, which is refused.
      const res = await b.client.postJson('/api/messages', { receiver_id: a.id, content: 'hello?' });
      assert.equal(res.status, 409);
      const ok = await b.client.postJson('/api/messages', { receiver_id: b.id, content: 'self' });
      assert.equal(ok.status, 400);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(stream.events.filter((e) => e.type === 'message').length, 0);
    } finally {
      stream.close();
    }
  });

  test('a message too long for one live event is announced without its text', async () => {
    const a = await signUp(server, 'driver');
    const b = await signUp(server, 'shipper');
    const stream = await openEventStream(server, b.client);
    try {
      const content = '🚚'.repeat(2000);
      const sent = (await a.client.postJson('/api/messages', { receiver_id: b.id, content })).json.data.message;
      const got = await stream.waitFor((e) => e.type === 'message' && e.data.id === sent.id);
      assert.equal(got.data.content_omitted, true);
      assert.equal(got.data.content, null);
    } finally {
      stream.close();
    }
  });
});
