/**
 * Which address a request comes from (TRUST_PROXY): the anonymous, sign-in and
 * code-sending limits count per address, so a client must not be able to pick
 * its own address by sending X-Forwarded-For.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import { uniqueMobile } from '../../test/helpers/accounts-factories.js';
import { anonymous, signUp, unique } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

/** A different made-up client address each call (documentation ranges and private ranges). */
const randomAddress = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;
const xff = (value: string) => ({ headers: { 'x-forwarded-for': value } });

async function withServer(env: Record<string, string>, fn: (s: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer(env);
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

/** The address recorded with the user's newest session. */
async function sessionAddress(server: TestServer, userId: string): Promise<string> {
  const row = await server.db.selectFrom('sessions').select('ip').where('userId', '=', userId).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
  return String(row.ip);
}

describe('without TRUST_PROXY (in production too) a rotated X-Forwarded-For changes nothing', () => {
  const prod = { NODE_ENV: 'production' };

  test('the anonymous limit still stops the client', async () => {
    await withServer({ ...prod, RATE_LIMIT_ANON_MAX: '5' }, async (server) => {
      const c = anonymous(server);
      for (let i = 0; i < 5; i++) assert.equal((await c.get('/about', xff(randomAddress()))).status, 200);
      const limited = await c.get('/about', xff(randomAddress()));
      assert.equal(limited.status, 429, 'a new forwarded address does not buy a new budget');
    });
  });

  test('the sign-in failure limit per address still stops the client', async () => {
    // LOGIN_FAILURE_MAX 1: one failure per account, three per address.
    await withServer({ ...prod, LOGIN_FAILURE_MAX: '1' }, async (server) => {
      for (let i = 0; i < 3; i++) {
        const res = await anonymous(server).post('/login', { username: unique('nobody'), password: 'wrong-password' }, xff(randomAddress()));
        assert.equal(res.status, 400);
      }
      const res = await anonymous(server).post('/login', { username: unique('nobody'), password: 'wrong-password' }, xff(randomAddress()));
      assert.equal(res.status, 429);
      assert.match(res.text, /Too many failed sign-ins/);
    });
  });

  test('the code-sending limit per address still stops the client', async () => {
    await withServer({ ...prod, OTP_SENDS_PER_IP: '2' }, async (server) => {
      for (let i = 0; i < 2; i++) assert.equal((await anonymous(server).postJson('/auth/send-otp', { phone: uniqueMobile().typed }, xff(randomAddress()))).status, 200);
      const res = await anonymous(server).postJson('/auth/send-otp', { phone: uniqueMobile().typed }, xff(randomAddress()));
      assert.equal(res.status, 429);
      assert.match(res.json.error.message, /from your connection/);
    });
  });

  test('the session records the connection address, not the header', async () => {
    await withServer(prod, async (server) => {
      const user = await signUp(server, 'driver');
      await user.client.post('/login', { username: user.username, password: user.password }, xff('198.51.100.23'));
      assert.equal(await sessionAddress(server, user.id), '127.0.0.1');
    });
  });
});

describe("with TRUST_PROXY the proxy's forwarded address is the client", () => {
  test('TRUST_PROXY=127.0.0.1 (the proxy on this machine): each forwarded address has its own budget, and the session records it', async () => {
    await withServer({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_ANON_MAX: '3' }, async (server) => {
      const c = anonymous(server);
      for (let i = 0; i < 3; i++) assert.equal((await c.get('/about', xff('198.51.100.1'))).status, 200);
      assert.equal((await c.get('/about', xff('198.51.100.1'))).status, 429, 'one client behind the proxy is limited');
      assert.equal((await c.get('/about', xff('198.51.100.2'))).status, 200, 'another client behind the same proxy is not');

      const user = await signUp(server, 'driver');
      await user.client.post('/login', { username: user.username, password: user.password }, xff('198.51.100.23'));
      assert.equal(await sessionAddress(server, user.id), '198.51.100.23');
    });
  });

  test('a list of proxies: a request from an address not on it is its own client', async () => {
    await withServer({ TRUST_PROXY: '10.1.2.3, 192.168.0.0/16', RATE_LIMIT_ANON_MAX: '3' }, async (server) => {
      const c = anonymous(server);
      for (let i = 0; i < 3; i++) assert.equal((await c.get('/about', xff(randomAddress()))).status, 200);
      assert.equal((await c.get('/about', xff(randomAddress()))).status, 429);
    });
  });

  test('a hop count trusts only the right-most hops: a client cannot prepend its own address', async () => {
    await withServer({ TRUST_PROXY: '1', RATE_LIMIT_ANON_MAX: '3' }, async (server) => {
      const c = anonymous(server);
      // The proxy appends the address it saw (203.0.113.9); what the client wrote before it is not believed.
      for (let i = 0; i < 3; i++) assert.equal((await c.get('/about', xff(`${randomAddress()}, 203.0.113.9`))).status, 200);
      assert.equal((await c.get('/about', xff(`${randomAddress()}, 203.0.113.9`))).status, 429);

      const user = await signUp(server, 'driver');
      await user.client.post('/login', { username: user.username, password: user.password }, xff('198.51.100.7, 203.0.113.44'));
      assert.equal(await sessionAddress(server, user.id), '203.0.113.44');
    });
    await withServer({ TRUST_PROXY: '2' }, async (server) => {
      // Two proxies (a CDN then nginx): the address the first one saw is the client.
      const user = await signUp(server, 'driver');
      await user.client.post('/login', { username: user.username, password: user.password }, xff('1.2.3.4, 198.51.100.7, 10.0.0.2'));
      assert.equal(await sessionAddress(server, user.id), '198.51.100.7');
    });
  });
});
