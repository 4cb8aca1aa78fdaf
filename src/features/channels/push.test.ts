/**
 * Web Push: subscriptions per device (their routes' refusals), and a notification pushed through the durable
 * queue to a local push-service stand-in that verifies the VAPID JWT (ES256 with the configured public key),
 * the encryption headers, and decrypts the payload with the device's keys (RFC 8291); a subscription the push
 * service calls gone (410) is removed.
 */
import assert from 'node:assert/strict';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import webpush from 'web-push';
import { anonymous, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { notify } from '../notifications/service.js';
import { type DeliveryHandle, startDelivery } from './delivery.js';
import { createPushSender, createWhatsAppSender } from './senders.js';

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@freightbazaar.test';
const b64u = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: b64u(ecdh.getPublicKey()), auth: b64u(randomBytes(16)) };
}
type Device = ReturnType<typeof device>;

/** RFC 8291 / 8188: the plaintext of an aes128gcm push message body for this device. */
function decrypt(d: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const secret = d.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), d.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, Buffer.from(d.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = plain.lastIndexOf(2); // padding delimiter of the last record
  return plain.subarray(0, end).toString('utf8');
}

/** The push service: checks each request as a real one would, and keeps what it accepted. */
class PushServiceStandIn {
  server!: Server;
  origin = '';
  devices = new Map<string, Device>();
  received: { id: string; payload: string }[] = [];
  problems: string[] = [];
  gone = new Set<string>();
  /** Devices whose next push the service refuses with 500 (once). */
  failOnce = new Set<string>();

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (req.url ?? '').replace(/^\/push\//, '');
        const problem = this.check(req.method ?? '', req.headers);
        if (problem) {
          this.problems.push(problem);
          res.writeHead(401).end();
          return;
        }
        if (this.failOnce.delete(id)) {
          res.writeHead(500).end();
          return;
        }
        if (this.gone.has(id)) {
          res.writeHead(410).end();
          return;
        }
        const d = this.devices.get(id);
        if (!d) {
          res.writeHead(404).end();
          return;
        }
        try {
          this.received.push({ id, payload: decrypt(d, Buffer.concat(chunks)) });
        } catch (err) {
          this.problems.push(`cannot decrypt: ${(err as Error).message}`);
          res.writeHead(400).end();
          return;
        }
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private check(method: string, h: IncomingHttpHeaders): string | null {
    if (method !== 'POST') return 'not POST';
    if (h['content-encoding'] !== 'aes128gcm') return `content-encoding ${h['content-encoding']}`;
    if (!h.ttl || !/^\d+$/.test(String(h.ttl))) return 'no TTL';
    const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(h.authorization ?? '');
    if (!m) return `authorization ${h.authorization}`;
    const [jwt, k] = [m[1] ?? '', m[2] ?? ''];
    if (k !== vapid.publicKey) return 'not the configured public key';
    const raw = Buffer.from(k, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
    const [head, claims, sig] = jwt.split('.') as [string, string, string];
    if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') return 'not ES256';
    if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))) return 'bad signature';
    const c = JSON.parse(Buffer.from(claims, 'base64url').toString());
    if (c.aud !== this.origin) return `audience ${c.aud}`;
    if (!(c.exp > Date.now() / 1000) || c.exp > Date.now() / 1000 + 24 * 3600) return 'expiry';
    if (c.sub !== SUBJECT) return `subject ${c.sub}`;
    return null;
  }

  /** A new device of this push service: its subscription as the browser's toJSON() gives it. */
  subscribe() {
    const id = randomBytes(8).toString('hex');
    const d = device();
    this.devices.set(id, d);
    return { id, json: { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: d.p256dh, auth: d.auth } } };
  }

  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

const service = new PushServiceStandIn();
let server: TestServer;
let delivery: DeliveryHandle;

before(async () => {
  await service.start();
  server = await startTestServer({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: SUBJECT, DELIVERY_POLL_MS: '200', DELIVERY_RETRY_DELAY_S: '1' });
  const s = server;
  delivery = await startDelivery({
    databaseUrl: s.databaseUrl,
    db: s.db,
    config: s.config,
    log: { warn() {}, info() {} },
    senders: { sms: s.app.sms, whatsapp: createWhatsAppSender(s.config), push: createPushSender(s.config) },
  });
});

after(async () => {
  await delivery?.stop();
  await server?.close();
  await service.close();
});

async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const end = Date.now() + 60_000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function accepted(u: SignedInUser): Promise<string> {
  await server.db
    .transaction()
    .execute((trx) => notify(trx, { userId: u.id, kind: 'bid_accepted', key: 'notify.bid.accepted', params: { fromCity: 'Nagpur', toCity: 'Raipur' }, link: '/driver/trips' }));
  const row = await server.db.selectFrom('notifications').select('id').where('userId', '=', u.id).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

test('subscriptions: saved per device, refused without a session or with a bad body; only the owner removes one', async () => {
  const a = await signUp(server, 'driver');
  const b = await signUp(server, 'driver');
  const sub = service.subscribe();
  assert.equal((await anonymous(server).postJson('/api/push-subscriptions', sub.json)).status, 401);
  const bad = await a.client.postJson('/api/push-subscriptions', { endpoint: sub.json.endpoint, keys: { p256dh: 'not base64!', auth: sub.json.keys.auth } });
  assert.equal(bad.status, 400);
  assert.ok(Object.keys(bad.json.error.details).some((k) => k.includes('p256dh')));
  const ok = await a.client.postJson('/api/push-subscriptions', sub.json);
  assert.equal(ok.status, 201);
  assert.equal(ok.json.data.subscription.endpoint, sub.json.endpoint);
  const again = await a.client.postJson('/api/push-subscriptions', sub.json);
  assert.equal(again.status, 201, 'the same device subscribing again keeps one row');
  assert.equal((await server.db.selectFrom('pushSubscriptions').select('id').where('endpoint', '=', sub.json.endpoint).execute()).length, 1);

  const theirs = await b.client.postJson('/api/push-subscriptions/delete', { endpoint: sub.json.endpoint });
  assert.equal(theirs.status, 404, "another user's subscription is not found");
  const mine = await a.client.postJson('/api/push-subscriptions/delete', { endpoint: sub.json.endpoint });
  assert.equal(mine.status, 200);
  assert.equal((await a.client.postJson('/api/push-subscriptions/delete', { endpoint: sub.json.endpoint })).status, 404);

  const page = await a.client.get('/settings/notifications');
  assert.ok(page.text.includes(`data-key="${vapid.publicKey}"`), 'the settings page offers push with the public key');
  assert.ok(page.text.includes('/assets/push.js'));
});

test('a notification is pushed to each subscribed device, encrypted and VAPID-signed; a gone device is removed', async () => {
  const u = await signUp(server, 'driver');
  const phone = service.subscribe();
  const laptop = service.subscribe();
  for (const s of [phone, laptop]) assert.equal((await u.client.postJson('/api/push-subscriptions', s.json)).status, 201);
  service.gone.add(laptop.id);

  const id = await accepted(u);
  await until('pushed', async () => {
    const d = await server.db.selectFrom('notificationDeliveries').select(['state', 'lastError']).where('notificationId', '=', id).where('channel', '=', 'push').executeTakeFirst();
    assert.notEqual(d?.state, 'dead', d?.lastError ?? '');
    return d?.state === 'sent';
  });
  assert.deepEqual(service.problems, []);
  const got = service.received.filter((r) => r.id === phone.id);
  assert.equal(got.length, 1);
  const payload = JSON.parse(got[0]?.payload ?? '{}');
  assert.equal(payload.title, 'Your bid on Nagpur → Raipur was accepted');
  assert.equal(payload.url, '/driver/trips');
  const left = await server.db.selectFrom('pushSubscriptions').select('endpoint').where('userId', '=', u.id).execute();
  assert.deepEqual(
    left.map((r) => r.endpoint),
    [phone.json.endpoint],
    'the device the push service called gone is removed',
  );

  // Push switched off for the event: nothing more is pushed.
  assert.equal((await u.client.postJson('/settings/notifications', { bid_accepted_push: 'off' })).status, 200);
  const second = await accepted(u);
  await until('fanned out', async () => !(await server.db.selectFrom('notificationOutbox').select('notificationId').where('notificationId', '=', second).executeTakeFirst()));
  assert.equal((await server.db.selectFrom('notificationDeliveries').select('id').where('notificationId', '=', second).execute()).length, 0);
});

test('a push service failure on one device is retried for that device only: each device gets the push once', async () => {
  const u = await signUp(server, 'shipper');
  const a = service.subscribe();
  const b = service.subscribe();
  for (const s of [a, b]) assert.equal((await u.client.postJson('/api/push-subscriptions', s.json)).status, 201);
  service.failOnce.add(b.id);
  const id = await accepted(u);
  const d = await until('pushed after a retry', async () => {
    const row = await server.db.selectFrom('notificationDeliveries').select(['state', 'attempts']).where('notificationId', '=', id).executeTakeFirst();
    return row?.state === 'sent' ? row : null;
  });
  assert.equal(d.attempts, 2);
  assert.equal(service.received.filter((r) => r.id === a.id).length, 1, 'the device that got it first is not pushed again');
  assert.equal(service.received.filter((r) => r.id === b.id).length, 1);
  assert.deepEqual(service.problems, []);
});
