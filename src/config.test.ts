import assert from 'node:assert/strict';
import os from 'node:os';
import { test } from 'node:test';
import { parseConfig, supportContact } from './config.js';

test('defaults: port 3000, base URL from the port, embedded database, 100 requests per minute', () => {
  const c = parseConfig({});
  assert.equal(c.PORT, 3000);
  assert.equal(c.BASE_URL, 'http://localhost:3000');
  assert.equal(c.DATA_DIR, './data');
  assert.equal(c.DATABASE_URL, undefined);
  assert.equal(c.REDIS_URL, undefined);
  assert.equal(c.RATE_LIMIT_MAX, 100);
  assert.equal(c.NODE_ENV, 'development');
});

test('every bad variable is named in one error', () => {
  assert.throws(
    () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RATE_LIMIT_MAX: '0', LOG_LEVEL: 'loud', REDIS_URL: 'http://x' }),
    (err: Error) => ['PORT', 'DATABASE_URL', 'RATE_LIMIT_MAX', 'LOG_LEVEL', 'REDIS_URL'].every((v) => err.message.includes(v)),
  );
});

test('empty variables count as unset and BASE_URL loses a trailing slash', () => {
  const c = parseConfig({ DATABASE_URL: '', BASE_URL: 'https://freight.example.in/', PORT: '8080' });
  assert.equal(c.DATABASE_URL, undefined);
  assert.equal(c.BASE_URL, 'https://freight.example.in');
  assert.equal(c.PORT, 8080);
});

test('an empty MAP_TILE_URL turns the map tiles off', () => {
  assert.equal(parseConfig({ MAP_TILE_URL: '' }).MAP_TILE_URL, '');
  assert.match(parseConfig({}).MAP_TILE_URL, /^https:\/\/tile\.openstreetmap\.org/);
});

test('MAP_TILE_URL is a tile template: an http(s) URL or a same-site path holding {z}, {x} and {y}', () => {
  assert.equal(parseConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).MAP_TILE_URL, 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
  assert.equal(parseConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL, '/tiles/{z}/{x}/{y}.png');
  for (const bad of ['tile.example.org/{z}/{x}/{y}.png', 'ftp://tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/tile.png']) {
    assert.throws(() => parseConfig({ MAP_TILE_URL: bad }), /MAP_TILE_URL/, bad);
  }
});

test('TRUST_PROXY: unset trusts no proxy; a hop count or proxy addresses/CIDRs as Fastify takes them; anything else is refused by name', () => {
  assert.equal(parseConfig({}).TRUST_PROXY, false);
  assert.equal(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY, false);
  assert.equal(parseConfig({ NODE_ENV: 'production' }).TRUST_PROXY, false, 'production alone trusts nobody');
  assert.equal(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY, 1);
  assert.equal(parseConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
  assert.deepEqual(parseConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY, ['10.0.0.5']);
  assert.deepEqual(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,::1, fd00::/8' }).TRUST_PROXY, ['10.0.0.0/8', '172.16.0.0/12', '::1', 'fd00::/8']);
  assert.deepEqual(parseConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY, ['loopback']);
  for (const bad of ['true', '0', '-1', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2', '10.0.0.1,,10.0.0.2', '300.1.1.1', 'yes']) {
    assert.throws(() => parseConfig({ TRUST_PROXY: bad }), /TRUST_PROXY: must be a hop count/, bad);
  }
});

test("rate-limit budgets: SPEC's 100 actions per user, generous pages, live and anonymous budgets, strict sign-in and search; each a positive count", () => {
  const c = parseConfig({});
  assert.deepEqual([c.RATE_LIMIT_MAX, c.RATE_LIMIT_PAGES_MAX, c.RATE_LIMIT_LIVE_MAX, c.RATE_LIMIT_ANON_MAX, c.RATE_LIMIT_SIGNIN_MAX, c.RATE_LIMIT_SEARCH_MAX], [100, 300, 300, 600, 10, 30]);
  assert.equal(parseConfig({ RATE_LIMIT_ANON_MAX: '2000' }).RATE_LIMIT_ANON_MAX, 2000);
  for (const name of ['RATE_LIMIT_PAGES_MAX', 'RATE_LIMIT_LIVE_MAX', 'RATE_LIMIT_ANON_MAX', 'RATE_LIMIT_SIGNIN_MAX', 'RATE_LIMIT_SEARCH_MAX']) {
    assert.throws(() => parseConfig({ [name]: '0' }), new RegExp(name));
    assert.throws(() => parseConfig({ [name]: 'lots' }), new RegExp(name));
  }
});

test('the chat parser pool: threads from the cores, 200 KB per paste, 5 s per read, 16 waiting; bad values named', () => {
  const c = parseConfig({});
  assert.equal(c.PARSER_THREADS, Math.max(1, os.availableParallelism() - 1));
  assert.equal(c.PARSER_MAX_BYTES, 200 * 1024);
  assert.equal(c.PARSER_TIMEOUT_MS, 5000);
  assert.equal(c.PARSER_MAX_QUEUE, 16);
  const set = parseConfig({ PARSER_THREADS: '3', PARSER_MAX_BYTES: '65536', PARSER_TIMEOUT_MS: '250', PARSER_MAX_QUEUE: '0' });
  assert.deepEqual([set.PARSER_THREADS, set.PARSER_MAX_BYTES, set.PARSER_TIMEOUT_MS, set.PARSER_MAX_QUEUE], [3, 65536, 250, 0]);
  assert.throws(
    () => parseConfig({ PARSER_THREADS: '0', PARSER_MAX_BYTES: '10', PARSER_TIMEOUT_MS: 'soon', PARSER_MAX_QUEUE: '-1' }),
    (err: Error) => ['PARSER_THREADS', 'PARSER_MAX_BYTES', 'PARSER_TIMEOUT_MS', 'PARSER_MAX_QUEUE'].every((v) => err.message.includes(v)),
  );
});

test('SUPPORT_CONTACT (named to suspended users) defaults to the contact page of BASE_URL; it must be one line of text', () => {
  assert.equal(supportContact(parseConfig({ BASE_URL: 'https://freight.example.in/' })), 'https://freight.example.in/contact');
  assert.equal(supportContact(parseConfig({ SUPPORT_CONTACT: ' help@freight.example.in ' })), 'help@freight.example.in');
  assert.equal(supportContact(parseConfig({ SUPPORT_CONTACT: '+91 98765 43210' })), '+91 98765 43210');
  for (const bad of ['a\nb', 'x', 'y'.repeat(201)]) assert.throws(() => parseConfig({ SUPPORT_CONTACT: bad }), /SUPPORT_CONTACT/, bad);
});

test('PAYMENT_GATEWAY: simulated by default in development and tests; unset in production means no payments (deposits refused)', () => {
  assert.equal(parseConfig({}).PAYMENT_GATEWAY, 'simulated');
  assert.equal(parseConfig({ NODE_ENV: 'test' }).PAYMENT_GATEWAY, 'simulated');
  assert.equal(parseConfig({ NODE_ENV: 'production' }).PAYMENT_GATEWAY, 'none');
  assert.equal(parseConfig({}).RAZORPAY_API_URL, 'https://api.razorpay.com');
});

test('PAYMENT_GATEWAY=razorpay without its keys stops the start, naming each missing variable', () => {
  assert.throws(
    () => parseConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_abc123' }),
    (err: Error) =>
      ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'].every((v) => err.message.includes(`${v}: required when PAYMENT_GATEWAY=razorpay`)) &&
      !err.message.includes('RAZORPAY_KEY_ID:'),
  );
  const ok = parseConfig({
    NODE_ENV: 'production',
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_abc123',
    RAZORPAY_KEY_SECRET: 'secret-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  });
  assert.equal(ok.PAYMENT_GATEWAY, 'razorpay');
  for (const [name, bad] of [
    ['RAZORPAY_KEY_ID', 'key'],
    ['RAZORPAYX_ACCOUNT_NUMBER', 'ACC-1'],
    ['RAZORPAY_API_URL', 'ftp://api.example'],
    ['PAYMENT_GATEWAY', 'paypal'],
  ]) {
    assert.throws(() => parseConfig({ [name]: bad }), new RegExp(name), `${name}=${bad}`);
  }
});

test('the simulated gateway can never run with NODE_ENV=production', () => {
  assert.throws(() => parseConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' }), /PAYMENT_GATEWAY: the simulated gateway .* cannot run with NODE_ENV=production/);
});

test('BENCH_LAYERS_OFF (benchmarks only): empty by default, a comma list of known layers, an unknown layer refused by name', () => {
  assert.equal(parseConfig({}).BENCH_LAYERS_OFF.size, 0);
  assert.deepEqual([...parseConfig({ BENCH_LAYERS_OFF: 'compression, language' }).BENCH_LAYERS_OFF], ['compression', 'language']);
  assert.throws(
    () => parseConfig({ BENCH_LAYERS_OFF: 'compression,session' }),
    (err: Error) => err.message.includes('BENCH_LAYERS_OFF') && err.message.includes('session'),
  );
});
