/**
 * Issue 13 item 7: private pages and JSON are never stored by a shared cache,
 * public pages say they vary with the cookie, assets stay cacheable, and the
 * flash cookie is Secure in production.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestClient } from '../../test/helpers/client.js';
import { anonymous, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
let users: Record<'driver' | 'shipper' | 'broker' | 'admin', SignedInUser>;
let loadId: string;
before(async () => {
  server = await startTestServer();
  const [driver, shipper, broker, admin] = await Promise.all([signUp(server, 'driver'), signUp(server, 'shipper'), signUp(server, 'broker'), signInAdmin(server)]);
  users = { driver, shipper, broker, admin };
  loadId = (await insertLoad(server.db, shipper.id)).id;
});
after(async () => {
  await server.close();
});

function assertPrivate(res: { status: number; headers: Headers }, what: string): void {
  assert.equal(res.headers.get('cache-control'), 'private, no-store', `${what} (status ${res.status}) must be private, no-store`);
}

describe('Cache-Control', () => {
  // Signed-in answers of every kind: pages, JSON, redirects, validation errors, 403 and 404.
  const signedIn: Array<[keyof typeof users, string, string, 'html' | 'json' | undefined]> = [
    ['driver', 'GET', '/driver', 'html'],
    ['driver', 'GET', '/driver/trips', 'html'],
    ['driver', 'GET', '/driver/profile', 'html'],
    ['driver', 'GET', '/api/me', undefined],
    ['driver', 'GET', '/api/bids/my', undefined],
    ['driver', 'GET', '/api/notifications', undefined],
    ['driver', 'GET', '/marketplace/notifications/count', 'json'],
    ['driver', 'GET', '/loads', 'html'],
    ['driver', 'GET', '/', 'html'],
    ['driver', 'GET', '/loadboard', 'html'],
    ['driver', 'GET', '/loads/:load', 'html'],
    ['driver', 'GET', '/api/loads', undefined],
    ['driver', 'GET', '/shipper', 'html'], // 403 page
    ['driver', 'GET', '/no-such-page', 'html'], // 404 page
    ['driver', 'POST', '/api/messages', undefined], // 400 JSON
    ['shipper', 'GET', '/shipper', 'html'],
    ['shipper', 'GET', '/shipper/loads', 'html'],
    ['shipper', 'GET', '/api/trips', undefined],
    ['shipper', 'GET', '/ledger', 'html'],
    ['shipper', 'GET', '/messages', 'html'],
    ['shipper', 'GET', '/escrow/deposit', 'html'],
    ['shipper', 'GET', '/login', 'html'],
    ['broker', 'GET', '/broker', 'html'],
    ['broker', 'GET', '/broker/network', 'html'],
    ['broker', 'GET', '/broker/commissions', 'html'],
    ['broker', 'GET', '/broker/clients', 'json'],
    ['broker', 'POST', '/broker/clients', 'html'], // 400 form shown again
    ['admin', 'GET', '/admin', 'html'],
    ['admin', 'GET', '/admin/users', 'html'],
    ['admin', 'GET', '/audit-logs', 'html'],
    ['admin', 'GET', '/audit-logs', 'json'],
  ];
  for (const [role, method, path, accept] of signedIn) {
    test(`${role}: ${method} ${path}${accept ? ` (${accept})` : ''} is private, no-store`, async () => {
      const res = await users[role].client.request(method, path.replace(':load', loadId), { accept, ...(method === 'POST' ? { form: {} } : {}) });
      assert.ok(res.status < 500, `status ${res.status}`);
      assertPrivate(res, `${method} ${path}`);
      assert.match(res.headers.get('vary') ?? '', /cookie/i);
    });
  }

  test('a signed-in redirect after a form (with its flash cookie) is private, no-store', async () => {
    const res = await users.broker.client.post('/broker/clients', { name: 'Sharma Traders' });
    assert.equal(res.status, 302);
    assertPrivate(res, 'the redirect');
  });

  test('a stale session cookie still gets private, no-store (the page depends on it)', async () => {
    const stale = new TestClient(server.url);
    stale.cookies.set('fm_session', 'not-a-real-session');
    assertPrivate(await stale.get('/loadboard'), '/loadboard with a cookie');
  });

  test('signed-out JSON, errors and redirects to sign in are private, no-store', async () => {
    const anon = anonymous(server);
    assertPrivate(await anon.get('/api/me'), '401 JSON');
    assertPrivate(await anon.get('/api/loads'), 'the public board JSON');
    assertPrivate(await anon.post('/login', { username: 'nobody', password: 'wrong-pass' }), 'a failed sign-in');
    const redirect = await anon.get('/driver');
    assert.equal(redirect.status, 302);
    assertPrivate(redirect, 'the redirect to sign in');
  });

  test('public pages for signed-out visitors are revalidated and vary with the cookie', async () => {
    for (const path of ['/', '/loadboard', `/loads/${loadId}`, '/about']) {
      const res = await anonymous(server).get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      assert.match(res.headers.get('vary') ?? '', /\bcookie\b/i, path);
    }
  });

  test('assets stay cacheable, signed in or not, without Vary: Cookie', async () => {
    for (const client of [anonymous(server), users.driver.client]) {
      const res = await client.get('/assets/app.css');
      assert.equal(res.status, 200);
      assert.match(res.headers.get('cache-control') ?? '', /max-age=3600/);
      assert.doesNotMatch(res.headers.get('cache-control') ?? '', /no-store|private/);
      assert.doesNotMatch(res.headers.get('vary') ?? '', /cookie/i);
    }
  });

  test('the live event stream is private, no-store', async () => {
    const controller = new AbortController();
    const cookie = `fm_session=${users.driver.client.cookies.get('fm_session')}`;
    const res = await fetch(`${server.url}/events`, { headers: { cookie }, signal: controller.signal });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /^private, no-store/);
    controller.abort();
  });
});

describe('flash cookie', () => {
  function flashCookie(res: { headers: Headers }): string | undefined {
    return res.headers.getSetCookie().find((c) => c.startsWith('fm_flash='));
  }

  test('outside production it is HttpOnly and SameSite=Lax (plain http works)', async () => {
    const res = await users.broker.client.post('/broker/clients', { name: 'Gupta Roadlines' });
    const set = flashCookie(res);
    assert.ok(set, 'a flash cookie is set');
    assert.match(set, /HttpOnly/i);
    assert.match(set, /SameSite=Lax/i);
    assert.doesNotMatch(set, /Secure/i);
  });

  test('in production it is Secure, when set and when cleared', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production' });
    try {
      const broker = await signUp(prod, 'broker');
      const res = await broker.client.post('/broker/clients', { name: 'Verma Cargo' });
      assert.equal(res.status, 302);
      const set = flashCookie(res);
      assert.ok(set, 'a flash cookie is set');
      assert.match(set, /;\s*Secure/i);
      assert.match(set, /HttpOnly/i);
      const page = await broker.client.get('/broker/clients');
      assert.match(page.text, /Verma Cargo is added/);
      const cleared = flashCookie(page);
      assert.ok(cleared, 'the flash cookie is cleared');
      assert.match(cleared, /;\s*Secure/i);
    } finally {
      await prod.close();
    }
  });
});
