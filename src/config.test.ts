import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseConfig } from './config.js';

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
  for (const [name, bad] of [['RAZORPAY_KEY_ID', 'key'], ['RAZORPAYX_ACCOUNT_NUMBER', 'ACC-1'], ['RAZORPAY_API_URL', 'ftp://api.example'], ['PAYMENT_GATEWAY', 'paypal']]) {
    assert.throws(() => parseConfig({ [name]: bad }), new RegExp(name), `${name}=${bad}`);
  }
});

test('the simulated gateway can never run with NODE_ENV=production', () => {
  assert.throws(() => parseConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' }), /PAYMENT_GATEWAY: the simulated gateway .* cannot run with NODE_ENV=production/);
});
