/**
 * Rate limits that fit real use (src/http/rate-limit.ts): ordinary browsing
 * never meets them; actions, sign-in, codes, registration and search do.
 * Most tests run with the real defaults of src/config.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseConfig } from '../config.js';
import { ROUTE_BUDGETS } from './rate-limit.js';
import { TestClient } from '../../test/helpers/client.js';
import { anonymous, insertLoad, signUp, unique } from '../../test/helpers/factories.js';
import { uniqueMobile } from '../../test/helpers/accounts-factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

/** The budgets a production server runs with (the test harness raises them for every other test file). */
const d = parseConfig({});
const DEFAULT_BUDGETS = {
  RATE_LIMIT_MAX: String(d.RATE_LIMIT_MAX),
  RATE_LIMIT_PAGES_MAX: String(d.RATE_LIMIT_PAGES_MAX),
  RATE_LIMIT_LIVE_MAX: String(d.RATE_LIMIT_LIVE_MAX),
  RATE_LIMIT_ANON_MAX: String(d.RATE_LIMIT_ANON_MAX),
  RATE_LIMIT_SIGNIN_MAX: String(d.RATE_LIMIT_SIGNIN_MAX),
  RATE_LIMIT_SEARCH_MAX: String(d.RATE_LIMIT_SEARCH_MAX),
};

async function withServer(env: Record<string, string>, fn: (s: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer({ ...DEFAULT_BUDGETS, ...env });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** What a browser fetches for one page: the page, its stylesheet and script, the favicon, and when signed in the event stream and the unread count once. */
async function pageView(server: TestServer, client: TestClient, path: string, signedIn: boolean): Promise<number[]> {
  const statuses = [(await client.get(path)).status];
  for (const asset of ['/assets/app.css', '/assets/app.js', '/favicon.ico']) statuses.push((await client.get(asset)).status === 429 ? 429 : 200);
  if (signedIn) {
    const abort = new AbortController();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = await fetch(`${server.url}/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
    statuses.push(stream.status);
    abort.abort();
    statuses.push((await client.get('/marketplace/notifications/count', { accept: 'json' })).status);
  }
  return statuses;
}

describe('ordinary use never meets the limits (default budgets)', () => {
  test('a signed-in driver viewing 60 pages in a minute, each with its event stream and unread count, is never slowed down', async () => {
    await withServer({}, async (server) => {
      const driver = await signUp(server, 'driver');
      const pages = ['/driver', '/marketplace', '/driver/bids', '/driver/trips', '/messages', '/marketplace/notifications'];
      const seen: number[] = [];
      for (let i = 0; i < 60; i++) seen.push(...(await pageView(server, driver.client, pages[i % pages.length]!, true)));
      assert.equal(seen.filter((s) => s === 429).length, 0, 'no request was refused');
      assert.ok(
        seen.every((s) => s === 200 || s === 404),
        `statuses: ${[...new Set(seen)]}`,
      );
    });
  });

  test('many signed-out visitors behind one carrier address browse 300 pages in a minute', async () => {
    await withServer({}, async (server) => {
      const owner = await signUp(server, 'shipper');
      const load = await insertLoad(server.db, owner.id);
      const pages = ['/', '/loadboard', `/loads/${load.id}`, '/about', '/login', '/register'];
      const seen: number[] = [];
      // Each visitor is a new client (own cookies) on the same address, as behind a carrier's NAT.
      for (let i = 0; i < 300; i++) seen.push(...(await pageView(server, anonymous(server), pages[i % pages.length]!, false)));
      assert.equal(seen.filter((s) => s === 429).length, 0, 'no visitor was refused');
    });
  });
});

describe('the budgets that do apply', () => {
  test('the 101st action of a user in a minute is refused with 429 RATE_LIMITED and Retry-After; the user can still read pages, another user can still act', async () => {
    await withServer({}, async (server) => {
      const a = await signUp(server, 'driver');
      const b = await signUp(server, 'driver');
      for (let i = 0; i < 100; i++) {
        const ok = await a.client.postJson('/api/notifications/read', {});
        assert.equal(ok.status, 200, `action ${i + 1}`);
      }
      const refused = await a.client.postJson('/api/notifications/read', {});
      assert.equal(refused.status, 429);
      assert.equal(refused.json.error.code, 'RATE_LIMITED');
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      const form = await a.client.post('/marketplace/notifications/read', {});
      assert.equal(form.status, 429);
      assert.match(form.text, /Slow down a little/);
      assert.equal((await a.client.get('/driver')).status, 200, 'reading pages has its own budget');
      assert.equal((await b.client.postJson('/api/notifications/read', {})).status, 200, 'another user on the same address is not limited');
    });
  });

  test('page views have their own budget per user (RATE_LIMIT_PAGES_MAX); live requests do not use it', async () => {
    await withServer({ RATE_LIMIT_PAGES_MAX: '5', RATE_LIMIT_LIVE_MAX: '4' }, async (server) => {
      const a = await signUp(server, 'driver');
      for (let i = 0; i < 4; i++) assert.equal((await a.client.get('/marketplace/notifications/count', { accept: 'json' })).status, 200);
      // signUp read /api/me once: 4 more pages, then the budget is spent.
      for (let i = 0; i < 4; i++) assert.equal((await a.client.get('/driver')).status, 200);
      assert.equal((await a.client.get('/driver')).status, 429);
      assert.equal((await a.client.get('/marketplace/notifications/count', { accept: 'json' })).status, 429, 'the live budget has run out too');
      assert.equal((await a.client.get('/assets/app.css')).status, 200, 'static assets are never counted');
    });
  });

  test('signed out: the address budget (RATE_LIMIT_ANON_MAX) answers 429 as a page and as JSON; health checks and assets are never counted', async () => {
    await withServer({ RATE_LIMIT_ANON_MAX: '5' }, async (server) => {
      const c = anonymous(server);
      for (let i = 0; i < 5; i++) assert.equal((await c.get('/about')).status, 200);
      const page = await c.get('/about');
      assert.equal(page.status, 429);
      assert.match(page.text, /Slow down a little/);
      assert.ok(Number(page.headers.get('retry-after')) > 0);
      const api = await c.get('/api/me');
      assert.equal(api.status, 429);
      assert.equal(api.json.error.code, 'RATE_LIMITED');
      for (const free of ['/healthz', '/readyz', '/assets/app.css', '/assets/app.js']) assert.equal((await c.get(free)).status, 200, free);
    });
  });

  test('sign-in attempts: the 11th in a minute from one address is refused, across the password, code and JSON doors, signed in or not; browsing goes on', async () => {
    await withServer({}, async (server) => {
      const user = await signUp(server, 'driver');
      const attempts = [
        () => anonymous(server).post('/login', { username: unique('nobody'), password: 'wrong-password' }),
        () => anonymous(server).post('/verify-otp', { phone: '98765 43210', code: '000000' }),
        () => anonymous(server).postJson('/auth/verify-otp', { phone: '98765 43210', code: '000000' }),
        () => user.client.post('/login', { username: unique('nobody'), password: 'wrong-password' }),
      ];
      for (let i = 0; i < 10; i++) {
        const res = await attempts[i % attempts.length]!();
        assert.notEqual(res.status, 429, `attempt ${i + 1}`);
      }
      for (const attempt of attempts) assert.equal((await attempt()).status, 429);
      // The right password is refused as well until the minute is over: the attacker cannot tell.
      const right = await anonymous(server).post('/login', { username: user.username, password: user.password }, { accept: 'json' });
      assert.equal(right.status, 429);
      assert.equal(right.json.error.code, 'RATE_LIMITED');
      assert.equal((await anonymous(server).get('/loadboard')).status, 200, 'browsing from the address goes on');
      assert.equal((await user.client.get('/driver')).status, 200);
    });
  });

  test('sign-in codes: the 11th code request in a minute from one address is refused, for any numbers', async () => {
    await withServer({}, async (server) => {
      for (let i = 0; i < 10; i++) assert.equal((await anonymous(server).postJson('/auth/send-otp', { phone: uniqueMobile().typed })).status, 200);
      const res = await anonymous(server).postJson('/auth/send-otp', { phone: uniqueMobile().typed });
      assert.equal(res.status, 429);
      assert.equal(res.json.error.code, 'RATE_LIMITED');
    });
  });

  test('registration: the 11th account in a minute from one address is refused, across /register and the sign-up forms', async () => {
    await withServer({}, async (server) => {
      for (let i = 0; i < 10; i++) await signUp(server, i % 2 ? 'driver' : 'shipper');
      const username = unique('late');
      const res = await anonymous(server).post('/register', { name: 'Late Comer', username, password: 'secret-pass', password_confirm: 'secret-pass', role: 'driver', phone: '98765 43210' });
      assert.equal(res.status, 429);
      for (const path of ['/register/driver', '/register/shipper', '/setup']) assert.equal((await anonymous(server).post(path, {})).status, 429, path);
      assert.equal(await server.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst(), undefined, 'the refused registration created nobody');
    });
  });

  test('search: the 31st load search in a minute is refused, per user and per signed-out address', async () => {
    await withServer({}, async (server) => {
      const driver = await signUp(server, 'driver');
      for (let i = 0; i < 30; i++) {
        assert.equal((await anonymous(server).get('/api/loads/search?q=Pune')).status, 200);
        assert.equal((await driver.client.get('/api/loads/search?q=Delhi+to+Mumbai')).status, 200);
      }
      assert.equal((await anonymous(server).get('/api/loads/search?q=Pune')).status, 429);
      assert.equal((await driver.client.get('/api/loads/search?q=Pune')).status, 429);
      assert.equal((await driver.client.get('/marketplace?origin=Pune')).status, 200, 'the board itself is a page');
    });
  });

  test('every costly route named in the budget table is a route the app serves (a renamed route would lose its budget)', async () => {
    await withServer({}, async (server) => {
      for (const key of Object.keys(ROUTE_BUDGETS)) {
        const [method, url] = key.split(' ') as ['GET' | 'POST', string];
        assert.ok(server.app.hasRoute({ method, url }), `${key} is not a route`);
      }
    });
  });

  test('parallel sign-in attempts cannot get past the budget: of 16 at once, exactly 10 are tried', async () => {
    await withServer({}, async (server) => {
      const answers = await Promise.all(Array.from({ length: 16 }, () => anonymous(server).post('/login', { username: unique('nobody'), password: 'wrong-password' })));
      assert.equal(answers.filter((r) => r.status === 400).length, 10);
      assert.equal(answers.filter((r) => r.status === 429).length, 6);
    });
  });
});

describe('several instances', () => {
  test("with REDIS_URL two instances share every budget: anonymous, sign-in and a user's actions", { skip: !process.env.REDIS_URL && 'REDIS_URL not set' }, async () => {
    const ns = `fm-rl-shared-${Date.now()}:`;
    const env = { ...DEFAULT_BUDGETS, RATE_LIMIT_NAMESPACE: ns, RATE_LIMIT_MAX: '6', RATE_LIMIT_ANON_MAX: '12', RATE_LIMIT_SIGNIN_MAX: '4' };
    const one = await startTestServer(env);
    const two = await startTestServer(env, { databaseUrl: one.databaseUrl });
    try {
      const user = await signUp(one, 'driver'); // 1 anonymous request (the registration), then the user's
      const onTwo = new TestClient(two.url);
      for (const [k, v] of user.client.cookies) onTwo.cookies.set(k, v);
      const both = [one, two];

      // Sign-in: 4 attempts across the two instances, then both refuse (anonymous requests 2-7).
      for (let i = 0; i < 4; i++) assert.equal((await anonymous(both[i % 2]!).post('/login', { username: unique('nobody'), password: 'wrong-password' })).status, 400);
      for (const s of both) assert.equal((await anonymous(s).post('/login', { username: unique('nobody'), password: 'wrong-password' })).status, 429, 'sign-in budget shared');

      // A user's actions: 3 on each instance, then both refuse.
      for (let i = 0; i < 3; i++) {
        assert.equal((await user.client.postJson('/api/notifications/read', {})).status, 200);
        assert.equal((await onTwo.postJson('/api/notifications/read', {})).status, 200);
      }
      assert.equal((await user.client.postJson('/api/notifications/read', {})).status, 429, 'action budget shared');
      assert.equal((await onTwo.postJson('/api/notifications/read', {})).status, 429);

      // The address: 7 of its 12 anonymous requests are spent; 5 more across the instances, then both refuse.
      for (let i = 0; i < 5; i++) assert.equal((await anonymous(both[i % 2]!).get('/about')).status, 200);
      for (const s of both) assert.equal((await anonymous(s).get('/about')).status, 429, 'anonymous budget shared');
    } finally {
      await two.close();
      await one.close();
    }
  });
});
