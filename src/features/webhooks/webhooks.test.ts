/**
 * Outbound webhooks against a local receiver that checks the signature with the secret: a signed delivery of a
 * real event (a bid placed on the user's load through the real route), a retry after a 500 with the same
 * delivery id, dead after the retries, 410 turning the endpoint off, owner-only rules, and two dispatchers and
 * two sets of workers on one queue posting once.
 */
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { notify } from '../notifications/service.js';
import { type DeliveryHandle, startDelivery } from '../channels/delivery.js';
import { createPushSender, createWhatsAppSender } from '../channels/senders.js';
import { guardedLookup, isPrivateAddress, startWebhooks, type WebhooksHandle } from './delivery.js';

interface Received {
  event: string;
  delivery: string;
  body: any;
}

/** A receiver: verifies X-FreightBazaar-Signature with the secret of the path, answers the path's `statuses` in turn, then 200. */
class Receiver {
  server!: Server;
  url = '';
  secrets = new Map<string, string>();
  statuses = new Map<string, number[]>();
  received: Received[] = [];
  bad: string[] = [];

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        const secret = this.secrets.get(req.url ?? '') ?? '';
        const ts = String(req.headers['x-freightbazaar-timestamp'] ?? '');
        const sig = String(req.headers['x-freightbazaar-signature'] ?? '');
        const want = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`);
        if (sig.length !== want.length || !timingSafeEqual(Buffer.from(sig), want) || Math.abs(Date.now() / 1000 - Number(ts)) > 300) {
          this.bad.push(sig);
          res.writeHead(401).end();
          return;
        }
        const status = this.statuses.get(req.url ?? '')?.shift() ?? 200;
        if (status === 200) this.received.push({ event: String(req.headers['x-freightbazaar-event']), delivery: String(req.headers['x-freightbazaar-delivery']), body: JSON.parse(raw) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

const silent = { warn() {}, info() {} };
const rx = new Receiver();
let server: TestServer;
let delivery: DeliveryHandle;
let hooks: WebhooksHandle;

async function startBoth(s: TestServer) {
  const d = await startDelivery({
    databaseUrl: s.databaseUrl,
    db: s.db,
    config: s.config,
    log: silent,
    senders: { sms: s.app.sms, whatsapp: createWhatsAppSender(s.config), push: createPushSender(s.config) },
  });
  const w = await startWebhooks({ boss: d.boss, db: s.db, config: s.config, log: silent });
  return { d, w };
}

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Registers a webhook at its own path of the receiver and tells the receiver its secret. */
async function register(u: SignedInUser, events: string[], path = `/${u.id}`) {
  const res = await u.client.postJson('/api/webhooks', { url: rx.url + path, events });
  assert.equal(res.status, 201, res.text);
  const w = res.json.data.webhook;
  assert.match(w.secret, /^whsec_/);
  rx.secrets.set(path, w.secret);
  return w as { id: string; secret: string };
}

const deliveriesOf = (u: SignedInUser) => u.client.get('/api/webhooks', { accept: 'json' }).then((r) => r.json.data.deliveries as any[]);

before(async () => {
  await rx.start();
  server = await startTestServer({ DELIVERY_RETRY_LIMIT: '2', DELIVERY_RETRY_DELAY_S: '1', DELIVERY_POLL_MS: '200' });
  ({ d: delivery, w: hooks } = await startBoth(server));
});

after(async () => {
  await hooks?.stop();
  await delivery?.stop();
  await server?.close();
  await rx.close();
});

describe('webhooks', () => {
  test('a bid placed on the shipper’s load through the real route reaches their webhook, signed; the secret is not listed again', async () => {
    const shipper = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const w = await register(shipper, ['bid']);
    const load = await insertLoad(server.db, shipper.id);
    const placed = await driver.client.postJson(`/loads/${load.id}/bid`, { amount: '42000', estimated_delivery: load.pickupDate, note: null });
    assert.ok(placed.status < 300, placed.text);
    const got = await until(
      'the bid event',
      async () => rx.received.find((r) => r.body.data?.params && r.event === 'bid.placed' && r.body.data.link?.includes(load.id)) ?? rx.received.find((r) => r.event === 'bid.placed'),
    );
    assert.equal(got.body.type, 'bid.placed');
    assert.equal(got.body.id, got.delivery);
    assert.equal(rx.bad.length, 0);
    const list = await shipper.client.get('/api/webhooks', { accept: 'json' });
    assert.equal(list.json.data.webhooks[0].id, w.id);
    assert.equal(list.json.data.webhooks[0].secret, undefined);
    assert.ok(!list.text.includes(w.secret));
    const page = await shipper.client.get('/settings/webhooks');
    assert.equal(page.status, 200);
    assert.ok(!page.text.includes(w.secret));
  });

  test('a load posted by its owner is sent as load.posted only to a webhook that wants loads', async () => {
    const shipper = await signUp(server, 'shipper');
    await register(shipper, ['load']);
    const load = await insertLoad(server.db, shipper.id);
    const got = await until('load.posted', async () => rx.received.find((r) => r.event === 'load.posted' && r.body.data.load.id === load.id));
    assert.equal(got.body.data.load.status, 'open');
  });

  test('a payment notification is sent as payment.held; a trip notification is not sent to a webhook that wants only payments', async () => {
    const driver = await signUp(server, 'driver');
    await register(driver, ['payment']);
    await server.db.transaction().execute(async (trx) => {
      await notify(trx, { userId: driver.id, kind: 'trip_status', key: 'notify.trip.moved', params: { fromCity: 'Mumbai', toCity: 'Pune', newTripStatus: 'in_transit' }, link: '/driver/trips' });
      await notify(trx, { userId: driver.id, kind: 'payment', key: 'notify.escrow.held', params: { amountPaise: 4_500_000 }, link: '/driver/earnings' });
    });
    const got = await until('payment.held', async () => rx.received.find((r) => r.event === 'payment.held' && r.body.data.link === '/driver/earnings' && rx.received.includes(r)));
    assert.equal(got.body.data.kind, 'payment');
    await hooks.dispatch();
    const events = (await deliveriesOf(driver)).map((d) => d.event);
    assert.deepEqual(events, ['payment.held']);
  });

  test('a receiver answering 500 gets the same delivery id again and one success; retries run out into dead; redeliver sends it again', async () => {
    const broker = await signUp(server, 'broker');
    const w = await register(broker, ['trip']);
    rx.statuses.set(`/${broker.id}`, [500]);
    const test1 = await broker.client.postJson(`/api/webhooks/${w.id}/test`, {});
    assert.equal(test1.status, 202, test1.text);
    // The receiver got it; the worker records the 2xx just after.
    const d = await until('the ping sent after a retry', async () => (await deliveriesOf(broker)).find((x) => x.state === 'sent'));
    const ok = rx.received.find((r) => r.delivery === d.id);
    assert.equal(ok?.event, 'ping');
    assert.equal(d.attempts, 2);
    assert.equal(rx.received.filter((r) => r.delivery === d.id).length, 1);

    // 1 try + 2 retries, all 503: dead.
    rx.statuses.set(`/${broker.id}`, [503, 503, 503]);
    await broker.client.postJson(`/api/webhooks/${w.id}/test`, {});
    const dead = await until('dead', async () => (await deliveriesOf(broker)).find((x) => x.state === 'dead'));
    assert.equal(dead.attempts, 3);
    assert.equal(dead.last_status, 503);
    assert.equal(rx.received.filter((r) => r.delivery === dead.id).length, 0);
    const admin = await signInAdmin(server);
    const adminList = await admin.client.get('/admin/webhook-deliveries', { accept: 'json' });
    assert.ok(adminList.json.data.deliveries.some((x: { id: string; user_id: string }) => x.id === dead.id && x.user_id === broker.id));
    assert.equal((await broker.client.get('/admin/webhook-deliveries', { accept: 'json' })).status, 403);
    assert.equal((await admin.client.postJson(`/api/webhooks/deliveries/${dead.id}/redeliver`, {})).status, 403);
    const other = await signUp(server, 'broker');
    assert.equal((await other.client.postJson(`/api/webhooks/deliveries/${dead.id}/redeliver`, {})).status, 404);
    const again = await broker.client.postJson(`/api/webhooks/deliveries/${dead.id}/redeliver`, {});
    assert.equal(again.status, 202, again.text);
    await until('redelivered', async () => rx.received.find((r) => r.delivery === dead.id));
    const twice = await broker.client.postJson(`/api/webhooks/deliveries/${dead.id}/redeliver`, {});
    assert.equal(twice.status, 409);
  });

  test('410 Gone turns the webhook off', async () => {
    const driver = await signUp(server, 'driver');
    const w = await register(driver, ['payment']);
    rx.statuses.set(`/${driver.id}`, [410]);
    await driver.client.postJson(`/api/webhooks/${w.id}/test`, {});
    const list = await until('disabled', async () => {
      const r = await driver.client.get('/api/webhooks', { accept: 'json' });
      return r.json.data.webhooks[0].disabled && r.json.data.deliveries[0].state !== 'sending' ? r.json.data : null;
    });
    assert.equal(list.deliveries[0].state, 'dead');
    assert.equal((await driver.client.postJson(`/api/webhooks/${w.id}/test`, {})).status, 409);
  });

  test('owner only: no session 401, an admin 403, another user’s webhook 404; bad URL or event 400 naming the field, nothing added', async () => {
    const a = await signUp(server, 'shipper');
    const b = await signUp(server, 'shipper');
    const w = await register(a, ['load']);
    assert.equal((await anonymous(server).postJson('/api/webhooks', { url: 'https://example.com/h', events: ['load'] })).status, 401);
    assert.equal((await anonymous(server).get('/api/webhooks', { accept: 'json' })).status, 401);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/api/webhooks', { accept: 'json' })).status, 403);
    assert.equal((await b.client.postJson(`/api/webhooks/${w.id}/delete`, {})).status, 404);
    assert.equal((await b.client.request('DELETE', `/api/webhooks/${w.id}`, {})).status, 404);
    assert.equal((await b.client.postJson(`/api/webhooks/${w.id}/test`, {})).status, 404);
    const badUrl = await b.client.postJson('/api/webhooks', { url: 'ftp://example.com/x', events: ['load'] });
    assert.equal(badUrl.status, 400);
    assert.ok(badUrl.json.error.details.url);
    const badEvent = await b.client.postJson('/api/webhooks', { url: 'https://example.com/x', events: ['load', 'weather'] });
    assert.equal(badEvent.status, 400);
    assert.ok(badEvent.json.error.details.events);
    const form = await b.client.post('/settings/webhooks', { url: 'not a url', events: ['bid', 'payment'] });
    assert.equal(form.status, 400);
    assert.ok(form.text.includes('not a url'));
    // The ticks are kept: bid and payment checked, load and trip not.
    assert.deepEqual(
      [...form.text.matchAll(/<input type="checkbox" name="events" value="(\w+)"( checked)?/g)].filter((m) => m[2]).map((m) => m[1]),
      ['bid', 'payment'],
    );
    assert.equal((await b.client.get('/api/webhooks', { accept: 'json' })).json.data.webhooks.length, 0);
    // The form without JavaScript: the page answers with the secret, shown this once.
    const added = await b.client.post('/settings/webhooks', { url: 'https://example.com/fleet', events: ['bid', 'trip'] });
    assert.equal(added.status, 200, added.text);
    const secret = /whsec_[A-Za-z0-9_-]+/.exec(added.text)?.[0];
    assert.ok(secret);
    const listed = await b.client.get('/api/webhooks', { accept: 'json' });
    assert.deepEqual(
      listed.json.data.webhooks.map((x: { events: string[] }) => x.events),
      [['bid', 'trip']],
    );
    assert.ok(!(await b.client.get('/settings/webhooks')).text.includes(secret));
    const gone = await a.client.request('DELETE', `/api/webhooks/${w.id}`, {});
    assert.equal(gone.status, 200, gone.text);
    assert.equal((await a.client.get('/api/webhooks', { accept: 'json' })).json.data.webhooks.length, 0);
  });

  test('the API description lists the live event stream with its event types, and the webhooks with their signature', async () => {
    const docs = await anonymous(server).get('/api/docs', { accept: 'json' });
    const paths = docs.json.data.paths;
    const events = paths['/events'].get;
    assert.ok(events.responses['200'].content['text/event-stream']);
    for (const type of ['notification', 'message', 'location', 'escrow', 'end']) assert.ok(events.summary.includes(type), type);
    assert.ok(paths['/api/webhooks'].post.summary.includes('X-FreightBazaar-Signature'));
    assert.ok(paths['/api/webhooks'].post.responses['201'].content['application/json']);
    const page = await anonymous(server).get('/api-docs');
    assert.ok(page.text.includes('server-sent events'));
  });

  test('two instances (dispatchers and workers) on one queue post each event once', async () => {
    const second = await startBoth(server);
    try {
      const shipper = await signUp(server, 'shipper');
      await register(shipper, ['load']);
      const loads = await Promise.all(Array.from({ length: 6 }, () => insertLoad(server.db, shipper.id)));
      await Promise.all([hooks.dispatch(), second.w.dispatch(), hooks.dispatch(), second.w.dispatch()]);
      const ids = new Set(loads.map((l) => l.id));
      await until('six loads', async () => rx.received.filter((r) => r.event === 'load.posted' && ids.has(r.body.data.load.id)).length >= 6);
      await new Promise((r) => setTimeout(r, 1500));
      const got = rx.received.filter((r) => r.event === 'load.posted' && ids.has(r.body.data.load.id));
      assert.equal(got.length, 6);
      assert.equal(new Set(got.map((r) => r.delivery)).size, 6);
    } finally {
      await second.w.stop();
      await second.d.stop();
    }
  });

  test('in production a receiver whose name resolves to a private address is refused where the socket connects: dead at once, nothing posted', async () => {
    await hooks.stop();
    const production = await startWebhooks({ boss: delivery.boss, db: server.db, config: { ...server.config, NODE_ENV: 'production' }, log: silent });
    try {
      const shipper = await signUp(server, 'shipper');
      const port = new URL(rx.url).port;
      for (const host of ['localhost', '127.0.0.1']) {
        const path = `/${host}-${shipper.id}`;
        const res = await shipper.client.postJson('/api/webhooks', { url: `http://${host}:${port}${path}`, events: ['load'] });
        assert.equal(res.status, 201, res.text);
        rx.secrets.set(path, res.json.data.webhook.secret);
      }
      await insertLoad(server.db, shipper.id);
      await production.dispatch();
      const dead = await until('both dead', async () => {
        const list = (await deliveriesOf(shipper)).filter((x) => x.state === 'dead');
        return list.length === 2 ? list : null;
      });
      for (const d of dead) assert.equal(d.attempts, 1, 'refused for good on the first attempt, not retried');
      assert.equal(rx.received.filter((r) => r.body.data?.load?.owner_id === shipper.id).length, 0);
    } finally {
      await production.stop();
      hooks = await startWebhooks({ boss: delivery.boss, db: server.db, config: server.config, log: silent });
    }
  });

  test('the connection lookup refuses a name with any private address and passes public ones, each time it is asked (DNS rebinding)', async () => {
    const answers = [
      [{ address: '93.184.216.34', family: 4 }],
      [{ address: '10.1.2.3', family: 4 }],
      [
        { address: '93.184.216.34', family: 4 },
        { address: '::1', family: 6 },
      ],
    ];
    let call = 0;
    const look = guardedLookup(async () => answers[call++] ?? []);
    const ask = (all: boolean) =>
      new Promise<{ code?: string; address: unknown }>((resolve) => look('rebind.example', { all }, (err, address) => resolve({ code: (err as { code?: string } | null)?.code, address })));
    assert.deepEqual(await ask(false), { code: undefined, address: '93.184.216.34' });
    assert.equal((await ask(false)).code, 'EPRIVATE');
    assert.equal((await ask(true)).code, 'EPRIVATE');
  });

  test('private addresses: loopback, RFC 1918, shared, link-local, IPv6 local and IPv4-mapped ones; public IPv4 and IPv6 are not', () => {
    for (const ip of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.9', '100.64.3.3', '169.254.169.254', '0.0.0.0', '::1', '::', 'fd00::5', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1'])
      assert.equal(isPrivateAddress(ip), true, ip);
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) assert.equal(isPrivateAddress(ip), false, ip);
  });
});
