import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/helpers/test-server.js';
import pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, openDatabase, sendWithCommit, withActor } from './database.js';

test('a connection the server ends in the middle of a transaction fails that transaction, is logged, and the app goes on', async () => {
  const target = await createTestDatabase();
  const errors: Error[] = [];
  const handle = openDatabase(target.url, { max: 2, onError: (err) => errors.push(err) });
  const killer = openDatabase(target.url, { max: 1 });
  try {
    let pid = 0;
    const outcome = withActor(handle.db, null, async (trx) => {
      pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0].pid;
      // Between two statements, with no query running on the connection, an admin ends it.
      await sql`select pg_terminate_backend(${pid})`.execute(killer.db);
      await new Promise((r) => setTimeout(r, 200));
      await sql`select 1`.execute(trx);
    });
    await assert.rejects(outcome, 'the transaction fails instead of the process crashing');
    assert.ok(pid > 0);
    assert.ok(
      errors.some((e) => /terminating connection/.test(e.message)),
      'the lost connection is reported to the logger',
    );
    // The pool threw the dead connection away: the next statements work.
    const rows = (await sql<{ ok: number }>`select 1 as ok`.execute(handle.db)).rows;
    assert.deepEqual(rows, [{ ok: 1 }]);
    assert.equal(handle.pool.totalCount <= 2, true);
  } finally {
    await killer.close();
    await handle.close();
    await target.drop();
  }
});

test('statements are prepared once per connection, unless DATABASE_PREPARED_STATEMENTS is off', async () => {
  const target = await createTestDatabase();
  const prepared = openDatabase(target.url, { max: 1 });
  const plain = openDatabase(target.url, { max: 1, prepare: false });
  try {
    const statements = async (db: typeof prepared.db) => (await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%fm_probe%'}`.execute(db)).rows;
    for (let i = 0; i < 3; i++) {
      assert.deepEqual((await sql<{ n: number }>`select ${i}::int as n, 'fm_probe' as tag`.execute(prepared.db)).rows[0].n, i);
      await sql`select ${i}::int as n, 'fm_probe' as tag`.execute(plain.db);
    }
    // pg_prepared_statements lists the statements of the session that asks: one pool connection each.
    assert.equal((await statements(prepared.db)).length, 1, 'one statement, prepared once and executed three times');
    assert.equal((await statements(plain.db)).length, 0);
    // Texts with ';' (several statements) are never prepared, and still run.
    await sql`select 1; select 2`.execute(prepared.db);
  } finally {
    await prepared.close();
    await plain.close();
    await target.drop();
  }
});

test('transaction control and multi-statement texts run unprepared; statements inside a transaction are prepared', async () => {
  const target = await createTestDatabase();
  const handle = openDatabase(target.url, { max: 1 });
  try {
    await withActor(handle.db, null, async (trx) => {
      await sql`select ${1}::int as n, 'fm_in_tx' as tag`.execute(trx);
    });
    const texts = (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map((r) => r.statement);
    assert.ok(
      texts.some((t) => t.includes('fm_in_tx')),
      'the statement inside the transaction is prepared',
    );
    assert.ok(!texts.some((t) => t.includes('set_config')), "withActor's start (begin and the actor, one text) is not prepared");
    assert.ok(!texts.some((t) => /^\s*(begin|commit|rollback|start transaction)\b/i.test(t)), `no transaction control among ${texts.join(' | ')}`);
  } finally {
    await handle.close();
    await target.drop();
  }
});

test('withActor: the actor is set for the transaction only; a throw rolls everything back; a transaction inside one is refused', async () => {
  const target = await createTestDatabase();
  const handle = openDatabase(target.url, { max: 1 });
  const db = handle.db;
  try {
    await sql`create table fm_probe (actor text)`.execute(db);
    const id = '0b6c1c9e-4f3a-4d2b-9a57-3c1d2e4f5a6b';
    const seen = await withActor(db, id, async (trx) => {
      await sql`insert into fm_probe values (current_setting('app.user_id', true))`.execute(trx);
      return (await sql<{ a: string | null; s: string | null }>`select current_setting('app.user_id', true) as a, current_setting('app.actor', true) as s`.execute(trx)).rows[0];
    });
    assert.equal(seen.a, id);
    assert.ok(!seen.s, 'no system actor when a user acts');
    const system = await withActor(db, null, async (trx) => (await sql<{ s: string }>`select current_setting('app.actor', true) as s`.execute(trx)).rows[0].s);
    assert.equal(system, 'system');
    const after = (await sql<{ a: string | null }>`select nullif(current_setting('app.user_id', true), '') as a`.execute(db)).rows[0].a;
    assert.equal(after, null, 'the actor does not outlive its transaction on the pooled connection');
    // A throw inside: nothing it wrote stays, and the connection is usable again.
    await assert.rejects(
      withActor(db, id, async (trx) => {
        await sql`insert into fm_probe values ('rolled back')`.execute(trx);
        throw new Error('refused');
      }),
      /refused/,
    );
    // A statement error inside (the transaction aborted): rolled back, the connection usable.
    await assert.rejects(
      withActor(db, id, async (trx) => {
        await sql`insert into fm_probe values ('also rolled back')`.execute(trx);
        await sql`select 1 / 0`.execute(trx);
      }),
      /division by zero/,
    );
    assert.deepEqual((await sql<{ actor: string }>`select actor from fm_probe order by actor`.execute(db)).rows, [{ actor: id }]);
    // A transaction begun inside one would commit the outer one early: refused.
    await assert.rejects(
      withActor(db, id, (trx) => withActor(trx, id, async () => 1)),
      /already inside a transaction/,
    );
    // An actor id that is not a UUID is still set, as a parameter.
    const odd = await withActor(db, "x'; drop table fm_probe; --", async (trx) => (await sql<{ a: string }>`select current_setting('app.user_id', true) as a`.execute(trx)).rows[0].a);
    assert.equal(odd, "x'; drop table fm_probe; --");
    assert.equal((await sql<{ n: number }>`select count(*)::int as n from fm_probe`.execute(db)).rows[0].n, 1);
  } finally {
    await handle.close();
    await target.drop();
  }
});

test(`one connection keeps at most ${MAX_PREPARED_PER_CONNECTION} statements prepared; later new texts still run, unprepared`, async () => {
  const target = await createTestDatabase();
  const handle = openDatabase(target.url, { max: 1 });
  try {
    for (let k = 0; k < MAX_PREPARED_PER_CONNECTION + 5; k++) {
      const rows = (await sql<{ n: number }>`select ${k}::int as n, ${sql.raw(`'fm_bound_${k}'`)} as tag`.execute(handle.db)).rows;
      assert.equal(rows[0].n, k);
    }
    const n = (await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%fm_bound_%'}`.execute(handle.db)).rows[0].n;
    assert.equal(n, MAX_PREPARED_PER_CONNECTION, 'the first texts stay prepared, the later ones were not');
  } finally {
    await handle.close();
    await target.drop();
  }
});

test("pg's client.query is left as node-postgres made it: the pool's own clients answer plain queries", async () => {
  const target = await createTestDatabase();
  const handle = openDatabase(target.url, { max: 1 });
  try {
    await sql`select 1`.execute(handle.db);
    const client = await handle.pool.connect();
    try {
      assert.equal(client.query, pg.Client.prototype.query, 'no patched query on the connection');
      assert.equal(Object.hasOwn(client, 'query'), false);
      assert.deepEqual((await client.query('select $1::int as n', [7])).rows, [{ n: 7 }]);
    } finally {
      client.release();
    }
  } finally {
    await handle.close();
    await target.drop();
  }
});

test('sendWithCommit: inside withActor the statement travels with the commit, its values intact; a failure there commits nothing', async () => {
  const target = await createTestDatabase();
  const handle = openDatabase(target.url, { max: 2 });
  const listener = new pg.Client({ connectionString: target.url });
  const heard: string[] = [];
  try {
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen fm_probe_events');
    await sql`create table fm_probe (v text)`.execute(handle.db);
    const id = '0b6c1c9e-4f3a-4d2b-9a57-3c1d2e4f5a6b';
    const hard = `it's "quoted" \\ back\\slash; $1 ₹ 45,000 नमस्ते 🚚 \n new line`;
    let seenInside = -1;
    await withActor(handle.db, id, async (trx) => {
      await sql`insert into fm_probe values ('kept')`.execute(trx);
      await sendWithCommit(trx, sql`select pg_notify(${'fm_probe_events'}, t.p) from unnest(${[hard, 'second']}::text[]) with ordinality as t(p, n) order by n`);
      await sendWithCommit(trx, sql`insert into fm_probe values (${'sent with the commit'})`);
      // Held until the commit: the transaction itself does not see the row yet.
      seenInside = (await sql<{ n: number }>`select count(*)::int as n from fm_probe where v <> 'kept'`.execute(trx)).rows[0].n;
    });
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(seenInside, 0, 'not sent before the commit');
    assert.equal((await sql<{ n: number }>`select count(*)::int as n from fm_probe where v = 'sent with the commit'`.execute(handle.db)).rows[0].n, 1, 'sent with it');
    assert.deepEqual(heard, [hard, 'second'], 'delivered at commit, in order, byte for byte');
    // A deferred statement that fails at commit: the transaction's write is rolled back and the error reaches the caller.
    await assert.rejects(
      withActor(handle.db, id, async (trx) => {
        await sql`insert into fm_probe values ('not kept')`.execute(trx);
        await sendWithCommit(trx, sql`select 1 / ${0}::int`);
      }),
      /division by zero/,
    );
    assert.deepEqual((await sql<{ v: string }>`select v from fm_probe order by v`.execute(handle.db)).rows, [{ v: 'kept' }, { v: 'sent with the commit' }]);
    // Outside withActor it runs at once.
    await sendWithCommit(handle.db, sql`select pg_notify(${'fm_probe_events'}, ${'at once'})`);
    for (let i = 0; i < 100 && heard.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(heard[2], 'at once');
  } finally {
    await listener.end();
    await handle.close();
    await target.drop();
  }
});
