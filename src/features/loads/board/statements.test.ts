/**
 * What a board request costs the database once its page is kept (cache.ts):
 * signed in, one statement, the session lookup, which also reads the board
 * version (version.ts, through the session's extension point); signed out,
 * one statement, the version. A route that declares nothing runs the plain
 * session lookup.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { insertBoardLoad, uniqueTown } from '../../../../test/helpers/loads-factories.js';
import { createTestDatabase } from '../../../../test/helpers/test-server.js';
import { buildApp } from '../../../app.js';
import { parseConfig } from '../../../config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../../db/database.js';
import { EventHub } from '../../../http/events.js';

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let events: EventHub;
let app: FastifyInstance;
/** The texts of the statements the app sent since the last reset. */
let sent: string[] = [];
let cookie = '';
let town = '';

before(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url, { max: 4 });
  const db: Database = new Kysely({
    dialect: new PostgresDialect({ pool: handle.pool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => {
      if (e.level === 'query') sent.push(e.query.sql);
    },
  });
  events = new EventHub(database.url, { warn() {}, info() {} });
  await events.start();
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BASE_URL: 'http://127.0.0.1:1', RATE_LIMIT_PAGES_MAX: '100000', RATE_LIMIT_ANON_MAX: '100000', RATE_LIMIT_SEARCH_MAX: '100000' });
  app = await buildApp({ config, db, events });
  const user = await handle.db
    .insertInto('users')
    .values({ username: `stmt-${randomBytes(4).toString('hex')}`, name: 'Statement Driver', role: 'driver', phone: '98100 00001' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = await handle.db
    .insertInto('users')
    .values({ username: `stmt-${randomBytes(4).toString('hex')}`, name: 'Statement Shipper', role: 'shipper', phone: '98100 00002' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await handle.db
    .insertInto('sessions')
    .values({ tokenHash: createHash('sha256').update(token).digest(), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000), ip: '127.0.0.1', userAgent: 'test' })
    .execute();
  cookie = `fm_session=${token}`;
  town = uniqueTown('Stmtpur');
  for (let i = 0; i < 3; i++) await insertBoardLoad(handle.db, owner.id, { origin: town });
});

after(async () => {
  await app?.close();
  await events?.close();
  await handle?.close();
  await database?.drop();
});

/** The statements one request sent (the page read before, so that the board keeps it). */
async function statementsOf(url: string, headers: Record<string, string>): Promise<string[]> {
  const first = await app.inject({ method: 'GET', url, headers });
  assert.equal(first.statusCode, 200, first.body);
  sent = [];
  const again = await app.inject({ method: 'GET', url, headers });
  assert.equal(again.statusCode, 200);
  assert.equal(again.body, first.body, 'the kept page answers the same');
  return sent;
}

test('a signed-in request for a kept board page sends one statement: the session lookup, which reads the board version', async () => {
  for (const url of [`/api/loads?origin=${encodeURIComponent(town)}`, `/loads?origin=${encodeURIComponent(town)}`, `/marketplace?from=${encodeURIComponent(town)}`]) {
    // The marketplace also shows a driver their own bids on the page's loads: a statement of the bids feature.
    const statements = (await statementsOf(url, { cookie, accept: url.startsWith('/api') ? 'application/json' : 'text/html' })).filter((s) => !/from "bids"/.test(s));
    assert.equal(statements.length, 1, `${url}: ${statements.join(' | ')}`);
    assert.match(statements[0], /from "sessions"/);
    assert.match(statements[0], /load_board_version/);
  }
});

test('signed out, a kept page of the public board or of search costs the version check only (with the changes since, none)', async () => {
  for (const url of [`/loadboard?origin=${encodeURIComponent(town)}`, `/api/loads/search?q=${encodeURIComponent(town)}`]) {
    const statements = await statementsOf(url, {});
    assert.equal(statements.length, 1, `${url}: ${statements.join(' | ')}`);
    assert.match(statements[0], /\(select version from load_board_version\) as current[\s\S]*left join load_board_changes/, url);
  }
});

test('a route that declares no session extra runs the plain session lookup', async () => {
  sent = [];
  const res = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie, accept: 'application/json' } });
  assert.equal(res.statusCode, 200);
  const lookup = sent.filter((s) => /from "sessions"/.test(s));
  assert.equal(lookup.length, 1);
  assert.doesNotMatch(lookup[0], /load_board_version/);
});
