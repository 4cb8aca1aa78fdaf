import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/helpers/test-server.js';
import { openDatabase, withActor } from './database.js';

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
    assert.ok(errors.some((e) => /terminating connection/.test(e.message)), 'the lost connection is reported to the logger');
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
    const statements = async (db: typeof prepared.db) =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like ${'%fm_probe%'}`.execute(db)).rows;
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
