/**
 * Every filter and sort of the board is served by a board index (migrations
 * 008, 016, 017): the statements the app really sends (captured from
 * listBoardLoads and searchOpenLoads, page queries, resumed pages and counts)
 * are EXPLAINed with sequential scans priced out, and each must read `loads`
 * through one of the partial `loads_board_*` indexes. `npm run bench` checks
 * the same on 200,000 loads with the real planner costs (BENCHMARKS.md).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CamelCasePlugin, Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { generateLoads, insertLoads } from '../../../../scripts/seed-demo.js';
import { createTestDatabase } from '../../../../test/helpers/test-server.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../../db/database.js';
import { listBoardLoads, searchOpenLoads } from './queries.js';
import { parseBoardQuery, parseSearchTerm } from '../schema.js';

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let captured: CompiledQuery[] = [];
/** The app's queries, on a database handle of their own (its board cache starts empty), logged. */
let db: Database;

before(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url, { max: 2, prepare: false });
  db = new Kysely({
    dialect: new PostgresDialect({ pool: handle.pool }),
    plugins: [new CamelCasePlugin()],
    log: (e) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  const owner = await handle.db.insertInto('users').values({ username: 'plans-shipper', name: 'Plans Shipper', role: 'shipper', phone: '98100 00000' }).returning('id').executeTakeFirstOrThrow();
  // Demo loads on real lanes (a fifth cancelled), enough rows for the planner's statistics to mean something.
  await insertLoads(handle.db, generateLoads([{ id: owner.id, phone: '98100 00000' }], 3000, { seed: 7, cancelledShare: 0.2 }));
  // As autovacuum would after a bulk load: statistics, and the visibility map that index-only scans rely on.
  await handle.pool.query('VACUUM ANALYZE loads');
});

after(async () => {
  await handle?.close();
  await database?.drop();
});

/** The plan of a captured statement with sequential scans priced out: what an index can serve. */
async function planOf(q: CompiledQuery): Promise<string> {
  const client = await handle.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query(`EXPLAIN ${q.sql}`, q.parameters as unknown[]);
    return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/** Runs `read` and checks every statement it sent that reads `loads` filtered by the board. */
async function assertIndexServed(name: string, read: () => Promise<unknown>): Promise<number> {
  captured = [];
  await read();
  const boardStatements = captured.filter((q) => /from "loads" as "l"/.test(q.sql) && /l\.deleted_at is null and l\.listed/.test(q.sql));
  assert.ok(boardStatements.length > 0, `${name}: no board statement was sent`);
  for (const q of boardStatements) {
    const plan = await planOf(q);
    assert.doesNotMatch(plan, /Seq Scan on loads/, `${name}: a sequential scan of loads\n${q.sql}\n${plan}`);
    // The statement's filter runs inside a board index (the page's ids or the count); the page's rows are then
    // fetched by primary key.
    assert.match(plan, /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (using|on) loads_board_\w+/, `${name}: no board index\n${q.sql}\n${plan}`);
  }
  return boardStatements.length;
}

const BOARD_CASES: Array<Record<string, string>> = [
  {},
  { sort: 'pickup_date' },
  { sort: 'price_asc' },
  { sort: 'price_desc' },
  { sort: 'rate_per_km' },
  { origin: 'Delhi' },
  { destination: 'Bombay' },
  { origin: 'Delhi', destination: 'Mumbai' },
  { truck_type: 'reefer' },
  { origin: 'Delhi', truck_type: 'open' },
  { destination: 'Chennai', truck_type: 'container' },
  { min_weight: '30' },
  { min_weight: '10', max_weight: '20' },
  { pickup_date: '__IN_3_DAYS__' },
  { status: 'cancelled' },
  { origin: 'Delhi', sort: 'pickup_date' },
  { origin: 'Delhi', sort: 'price_asc' },
  { destination: 'Mumbai', sort: 'price_desc' },
  { origin: 'Pune', truck_type: 'open', sort: 'rate_per_km' },
  { truck_type: 'open', min_weight: '9', max_weight: '25', sort: 'pickup_date' },
  { origin: 'Delhi', destination: 'Mumbai', truck_type: 'container', min_weight: '5', pickup_date: '__IN_3_DAYS__', sort: 'price_asc' },
];

test('every filter, sort and combination of the board reads loads through a board index: first page, later pages, counts', async () => {
  const in3days = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  for (const raw of BOARD_CASES) {
    const query = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '__IN_3_DAYS__' ? in3days : v]));
    const name = JSON.stringify(query);
    const at = (page: number) => {
      const parsed = parseBoardQuery({ ...query, page: String(page), limit: '5' });
      assert.ok(parsed.ok, name);
      return parsed.filter;
    };
    // Page 1 (ids and count), page 2 resumed after page 1's last row, page 6 reached directly.
    let statements = await assertIndexServed(`${name} page 1`, () => listBoardLoads(db, at(1)));
    statements += await assertIndexServed(`${name} page 2`, () => listBoardLoads(db, at(2)));
    statements += await assertIndexServed(`${name} page 6`, () => listBoardLoads(db, at(6)));
    assert.ok(statements >= 3, `${name}: ${statements} statements checked`);
  }
});

test('search by a city (from or to it) and by a route reads loads through board indexes', async () => {
  for (const q of ['Pune', 'Delhi to Mumbai']) {
    const term = parseSearchTerm(q)!;
    await assertIndexServed(`search ${q} page 1`, () => searchOpenLoads(db, term, 1, 5));
    await assertIndexServed(`search ${q} page 2`, () => searchOpenLoads(db, term, 2, 5));
  }
});
