import assert from 'node:assert/strict';
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

test('SUPPORT_CONTACT (named to suspended users) defaults to the contact page of BASE_URL; it must be one line of text', () => {
  assert.equal(supportContact(parseConfig({ BASE_URL: 'https://freight.example.in/' })), 'https://freight.example.in/contact');
  assert.equal(supportContact(parseConfig({ SUPPORT_CONTACT: ' help@freight.example.in ' })), 'help@freight.example.in');
  assert.equal(supportContact(parseConfig({ SUPPORT_CONTACT: '+91 98765 43210' })), '+91 98765 43210');
  for (const bad of ['a\nb', 'x', 'y'.repeat(201)]) assert.throws(() => parseConfig({ SUPPORT_CONTACT: bad }), /SUPPORT_CONTACT/, bad);
});
