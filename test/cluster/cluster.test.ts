/**
 * Three instances of the build (`node dist/server.js`) behind Debian's nginx, on one PostgreSQL and one
 * Redis (scripts/cluster.ts): what a client notices when it is served by whichever instance nginx picks.
 * Sessions and sign-in codes cross instances, live events reach a stream on any instance, budgets are
 * one across instances and count the client nginx saw (not what the client claims), and the background
 * jobs (SMS of a notification, a webhook, load alerts) happen once, not once per instance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Cluster, startCluster } from '../../scripts/cluster.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { bidBody } from '../helpers/bids-factories.js';
import { validLoadForm } from '../helpers/loads-factories.js';
import { createTestDatabase } from '../helpers/test-server.js';
import { Client, openStream, type Person, Receiver, register, type Stream, uniqueMobile, until } from './helpers.js';

const SEARCH_MAX = 10;
const SIGNIN_MAX = 5;

let cluster: Cluster;
let db: Database;
let dropDatabase: () => Promise<void>;
const sms = new Receiver();
const hooks = new Receiver();
const clients: Client[] = [];

before(async () => {
  await sms.start();
  await hooks.start();
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  cluster = await startCluster({
    databaseUrl: database.url,
    env: {
      // Not production: the webhook receiver is on loopback, which production refuses.
      NODE_ENV: 'test',
      SMS_HTTP_URL: `${sms.url}/sms`,
      RATE_LIMIT_SEARCH_MAX: String(SEARCH_MAX),
      RATE_LIMIT_SIGNIN_MAX: String(SIGNIN_MAX),
      DELIVERY_POLL_MS: '200',
      DELIVERY_RETRY_DELAY_S: '1',
    },
  });
  db = openDatabase(cluster.databaseUrl, { max: 2 }).db;
});

after(async () => {
  for (const c of clients) c.close();
  await db?.destroy();
  await cluster?.stop();
  await dropDatabase?.();
  await sms.close();
  await hooks.close();
});

async function person(role: 'driver' | 'shipper' | 'broker', phone?: string): Promise<Person> {
  const p = await register(cluster.url, role, phone);
  clients.push(p.client);
  return p;
}

const addresses = () => new Set(cluster.instances.map((i) => i.address));

/** Repeats a cheap GET until each instance has answered one; returns the answers. */
async function onEveryInstance(client: Client, path: string) {
  const seen = new Map<string, Awaited<ReturnType<Client['get']>>>();
  for (let i = 0; i < 30 && seen.size < cluster.instances.length; i++) {
    const res = await client.get(path);
    seen.set(res.upstream, res);
  }
  assert.deepEqual(new Set(seen.keys()), addresses(), 'nginx spread the requests over all three instances');
  return [...seen.values()];
}

async function postLoad(owner: Person, overrides: Record<string, string> = {}): Promise<string> {
  const res = await owner.client.postJson('/loads', validLoadForm(overrides));
  assert.equal(res.status, 201, res.text);
  return res.json.data.load.id;
}

describe('sessions', () => {
  test('signed in on one instance, signed in on every instance; signed out on one, out on all', async () => {
    const shipper = await person('shipper');
    // A fresh sign-in with the password, then the session used wherever nginx sends it.
    const client = new Client(cluster.url);
    clients.push(client);
    const login = await client.postForm('/login', { username: shipper.username, password: shipper.password });
    assert.equal(login.status, 302, login.text.slice(0, 300));
    const token = client.cookies.get('fm_session');
    assert.ok(token);
    for (const res of await onEveryInstance(client, '/api/me')) {
      assert.equal(res.status, 200, `${res.upstream}: ${res.text.slice(0, 200)}`);
      assert.equal(res.json.data.user.id, shipper.id);
    }
    // Each instance asked directly (not through nginx) knows the session too.
    for (const i of cluster.instances) assert.equal((await client.get('/api/me', { base: i.url })).json.data.user.id, shipper.id);

    const out = await client.get('/logout');
    assert.equal(out.status, 302);
    for (const i of cluster.instances) {
      // The signed-out session (its cookie kept by a careless browser) is refused by every instance.
      const stale = new Client(i.url, client.localAddress);
      clients.push(stale);
      stale.cookies.set('fm_session', token);
      assert.equal((await stale.get('/api/me')).status, 401, `${i.address} still accepts a signed-out session`);
    }
    // The registration's own session is untouched.
    assert.equal((await shipper.client.get('/api/me')).status, 200);
  });

  test('a sign-in code sent by one instance is accepted by another', async () => {
    const mobile = uniqueMobile();
    const [first, second] = cluster.instances;
    assert.ok(first && second);
    const client = new Client(cluster.url);
    clients.push(client);
    const sent = await client.postJson('/auth/send-otp', { phone: mobile.typed }, { base: first.url });
    assert.equal(sent.status, 200, sent.text);
    const message = await until('the code at the SMS provider', () => sms.received.find((m) => m.body.to === mobile.e164));
    const code = /\b(\d{6})\b/.exec(message.body.text)?.[1];
    assert.ok(code, `a 6-digit code in ${JSON.stringify(message.body.text)}`);
    const verified = await client.postJson('/auth/verify-otp', { phone: mobile.typed, code, role: 'broker' }, { base: second.url });
    assert.equal(verified.status, 201, verified.text);
    assert.equal(verified.json.data.user.role, 'broker');
    for (const res of await onEveryInstance(client, '/api/me')) assert.equal(res.json.data.user.id, verified.json.data.user.id);
  });
});

describe('live events', () => {
  /** Streams of one user, one on each instance (nginx picks: open until each instance holds one). */
  async function streamsOnEveryInstance(p: Person): Promise<Stream[]> {
    const held = new Map<string, Stream>();
    for (let i = 0; i < 15 && held.size < cluster.instances.length; i++) {
      const s = await openStream(p.client);
      if (held.has(s.upstream)) s.close();
      else held.set(s.upstream, s);
    }
    assert.deepEqual(new Set(held.keys()), addresses(), 'a stream on each instance');
    return [...held.values()];
  }

  test('a bid and a message reach the receiver on every instance, whichever instance the sender used', async () => {
    const shipper = await person('shipper');
    const driver = await person('driver');
    const streams = await streamsOnEveryInstance(shipper);
    try {
      const loadId = await postLoad(shipper);
      const load = await db.selectFrom('loads').select(['id', 'pickupDate']).where('id', '=', loadId).executeTakeFirstOrThrow();
      const bid = await driver.client.postJson(`/loads/${loadId}/bid`, bidBody(load));
      assert.equal(bid.status, 201, bid.text);
      for (const s of streams) {
        const e = await s.waitFor((e) => e.type === 'notification' && e.data.kind === 'bid_placed');
        assert.match(e.data.link, new RegExp(loadId));
      }
      // The bid was taken by one instance: the two streams elsewhere got it through LISTEN/NOTIFY.
      assert.equal(streams.filter((s) => s.upstream !== bid.upstream).length, 2);

      const content = `Loading at 9, gate 2 (${Date.now()})`;
      const sent = await driver.client.postJson('/api/messages', { receiver_id: shipper.id, load_id: loadId, content });
      assert.equal(sent.status, 201, sent.text);
      for (const s of streams) {
        const e = await s.waitFor((e) => e.type === 'message' && e.data.content === content);
        assert.equal(e.data.sender_name, 'Cluster driver');
      }
    } finally {
      for (const s of streams) s.close();
    }
  });
});

describe('request budgets', () => {
  test("a user's search budget is one budget across the three instances", async () => {
    const driver = await person('driver');
    const answers = [];
    for (let i = 0; i < SEARCH_MAX + 2; i++) answers.push(await driver.client.get(`/api/loads/search?q=Delhi`));
    const allowed = answers.slice(0, SEARCH_MAX);
    assert.deepEqual(
      allowed.map((a) => a.status),
      allowed.map(() => 200),
    );
    assert.deepEqual(new Set(allowed.map((a) => a.upstream)), addresses(), 'the allowed searches were served by all three instances');
    for (const refused of answers.slice(SEARCH_MAX)) {
      assert.equal(refused.status, 429, 'the budget is spent on every instance at once');
      assert.equal(refused.json.error.code, 'RATE_LIMITED');
    }
  });

  test('sign-in attempts count per client address as nginx saw it; a forged X-Forwarded-For changes nothing', async () => {
    const shipper = await person('shipper');
    const guesser = new Client(cluster.url);
    clients.push(guesser);
    const tries = [];
    for (let i = 0; i < SIGNIN_MAX + 1; i++) {
      tries.push(await guesser.request('POST', '/login', { form: { username: shipper.username, password: `wrong-${i}` }, headers: { accept: 'text/html', 'x-forwarded-for': `203.0.113.${i + 1}` } }));
    }
    for (const t of tries.slice(0, SIGNIN_MAX)) assert.notEqual(t.status, 429);
    assert.equal(tries.at(-1)?.status, 429, 'the sixth attempt from one address is refused whatever address it claims');
    // Another client (another address) is not held back by the first one's attempts.
    const other = new Client(cluster.url);
    clients.push(other);
    const ok = await other.postForm('/login', { username: shipper.username, password: shipper.password });
    assert.equal(ok.status, 302, ok.text.slice(0, 200));
  });
});

describe('background jobs run once across the instances', () => {
  test('an SMS of a notification, a webhook of a posted load and a load alert each happen exactly once', async () => {
    const mobile = uniqueMobile();
    const phone = mobile.e164;
    const shipper = await person('shipper', mobile.typed);
    const driver = await person('driver');
    await db.updateTable('users').set({ phoneVerifiedAt: new Date() }).where('id', '=', shipper.id).execute();
    const settings = await shipper.client.postJson('/settings/notifications', { bid_placed_sms: 'on' });
    assert.equal(settings.status, 200, settings.text);
    const hook = await shipper.client.postJson('/api/webhooks', { url: `${hooks.url}/fm`, events: ['load'] });
    assert.equal(hook.status, 201, hook.text);
    const alert = await driver.client.postJson('/api/saved-searches', { origin: 'Nagpur', destination: 'Raipur' });
    assert.equal(alert.status, 201, alert.text);

    const loadId = await postLoad(shipper, { origin: 'Nagpur', destination: 'Raipur' });
    const load = await db.selectFrom('loads').select(['id', 'pickupDate']).where('id', '=', loadId).executeTakeFirstOrThrow();
    const bid = await driver.client.postJson(`/loads/${loadId}/bid`, bidBody(load));
    assert.equal(bid.status, 201, bid.text);

    const smsTo = () => sms.received.filter((m) => m.body.to === phone && m.path === '/sms');
    const webhooksOf = () => hooks.received.filter((m) => m.body.type === 'load.posted' && m.body.data?.load?.id === loadId);
    const alertsOf = () => db.selectFrom('notifications').select('id').where('userId', '=', driver.id).where('kind', '=', 'load_match').execute();
    await until('the SMS of the bid', () => smsTo().length > 0);
    await until('the webhook of the load', () => webhooksOf().length > 0);
    // The alert job runs every 15 s on each instance.
    await until('the load alert', async () => (await alertsOf()).length > 0, 60_000);
    // Every dispatcher polls every 200 ms and the alert job has had its turn on each instance: a second
    // delivery by another instance would have come by the time all of them ran again.
    const settled = Date.now() + 17_000;
    await until('the instances to run their jobs again', () => Date.now() > settled, 20_000);
    assert.equal(smsTo().length, 1, 'one SMS');
    assert.match(smsTo()[0]?.body.text, /Nagpur|नागपुर/);
    assert.equal(webhooksOf().length, 1, 'one webhook');
    assert.equal((await alertsOf()).length, 1, 'one alert');
    const deliveries = await db
      .selectFrom('notificationDeliveries')
      .select(['state', 'attempts'])
      .where('channel', '=', 'sms')
      .innerJoin('notifications', 'notifications.id', 'notificationDeliveries.notificationId')
      .where('notifications.userId', '=', shipper.id)
      .execute();
    assert.deepEqual(deliveries, [{ state: 'sent', attempts: 1 }]);
  });
});
