import assert from 'node:assert/strict';
import os from 'node:os';
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
