import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { TestClient } from '../../test/helpers/client.js';
import { anonymous, signInAdmin, signUp } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('security headers', () => {
  test('pages carry a strict CSP without inline scripts, nosniff, frame denial and a request id', async () => {
    const res = await anonymous(server).get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.match(res.headers.get('x-request-id') ?? '', /^[\w-]{8,}$/);
    assert.equal(res.headers.get('strict-transport-security'), null, 'no HSTS outside production');
  });

  test('error answers and static files carry the same security headers (computed once at start, set on every answer)', async () => {
    const answers = [
      await anonymous(server).get('/no-such-page'),
      await anonymous(server).get('/api/no-such-thing', { accept: 'json' }),
      await anonymous(server).get('/api/loads/search?q=', { accept: 'json' }),
      await anonymous(server).get('/assets/app.css'),
    ];
    assert.deepEqual(
      answers.map((r) => r.status),
      [404, 404, 400, 200],
    );
    for (const res of answers) {
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN');
    }
  });

  test('HSTS is sent in production', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production' });
    try {
      const res = await fetch(`${prod.url}/healthz`);
      assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    } finally {
      await prod.close();
    }
  });

  test('large pages are compressed when the client accepts it', async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    await res.text();
    assert.equal(res.headers.get('content-encoding'), 'gzip');
  });
});

describe('authentication and roles', () => {
  test('a signed-out HTML GET redirects to sign in with the page to return to', async () => {
    const res = await anonymous(server).get('/driver?x=1');
    assert.equal(res.status, 302);
    assert.equal(res.location, '/login?next=%2Fdriver%3Fx%3D1');
  });

  test('a signed-out JSON call answers 401 UNAUTHENTICATED in the error envelope', async () => {
    const res = await anonymous(server).get('/api/me');
    assert.equal(res.status, 401);
    assert.deepEqual(res.json, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } });
  });

  test('a wrong role answers 403 as a page and as JSON', async () => {
    const driver = await signUp(server, 'driver');
    const page = await driver.client.get('/shipper');
    assert.equal(page.status, 403);
    assert.match(page.text, /Not allowed/);
    const json = await driver.client.get('/shipper', { accept: 'json' });
    assert.equal(json.status, 403);
    assert.equal(json.json.error.code, 'FORBIDDEN');
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/driver')).status, 403);
  });

  test('unknown addresses answer 404 as a page or JSON, never a stack trace', async () => {
    const page = await anonymous(server).get('/no/such/page');
    assert.equal(page.status, 404);
    assert.match(page.text, /Not found/);
    const api = await anonymous(server).get('/api/no-such-thing');
    assert.equal(api.status, 404);
    assert.equal(api.json.error.code, 'NOT_FOUND');
  });

  test('a malformed JSON body is a 400 VALIDATION_ERROR, not a 500', async () => {
    const res = await fetch(`${server.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.error.code, 'VALIDATION_ERROR');
    assert.doesNotMatch(JSON.stringify(body), /at .*\.ts:\d+/);
  });
});

describe('cross-site request refusal', () => {
  test('a POST from another site is refused with 403 and changes nothing', async () => {
    const driver = await signUp(server, 'driver');
    const evil = await driver.client.post('/login', { username: driver.username, password: driver.password }, { headers: { origin: 'https://evil.example' } });
    assert.equal(evil.status, 403);
    const fetchSite = await driver.client.post('/logout-not-a-route', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    assert.equal(fetchSite.status, 403);
    assert.equal((await driver.client.get('/api/me')).status, 200, 'still signed in');
  });

  test('same-origin and header-less POSTs pass', async () => {
    const driver = await signUp(server, 'driver');
    const same = await new TestClient(server.url).post('/login', { username: driver.username, password: driver.password }, { headers: { origin: server.url, 'sec-fetch-site': 'same-origin' } });
    assert.equal(same.status, 302);
    const bare = await new TestClient(server.url).post('/login', { username: driver.username, password: driver.password });
    assert.equal(bare.status, 302);
  });
});

// The rate limits are tested in rate-limit.test.ts.

describe('health', () => {
  test('/readyz answers 503 while the database is unreachable and 200 again after', async () => {
    // The app reaches its database through a TCP proxy that the test can cut.
    const target = new URL(server.databaseUrl);
    let sockets: net.Socket[] = [];
    let open = true;
    const proxy = net.createServer((client) => {
      if (!open) return client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      sockets.push(client, upstream);
      client.pipe(upstream).pipe(client);
      const kill = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', kill);
      upstream.on('error', kill);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const proxied = new URL(server.databaseUrl);
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const app = await startTestServer({}, { databaseUrl: proxied.toString() });
    try {
      assert.equal((await fetch(`${app.url}/readyz`)).status, 200);
      open = false;
      for (const s of sockets) s.destroy();
      sockets = [];
      const down = await fetch(`${app.url}/readyz`);
      assert.equal(down.status, 503);
      assert.equal((await down.json()).status, 'unavailable');
      assert.equal((await fetch(`${app.url}/healthz`)).status, 200, 'the process is still up');
      open = true;
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await fetch(`${app.url}/readyz`)).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(status, 200);
    } finally {
      open = false;
      for (const s of sockets) s.destroy();
      await app.close().catch(() => {});
      proxy.close();
    }
  });
});
