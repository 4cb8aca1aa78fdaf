import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { createTestDatabase } from '../../test/helpers/test-server.js';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.js';

async function copyMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-mig-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

test('every migration file is recorded once, in order, with its checksum', async () => {
  const db = await createTestDatabase();
  try {
    const files = await readMigrations();
    const rows = await query<{ version: number; name: string; checksum: string }>(db.url, 'SELECT version, name, checksum FROM schema_migrations ORDER BY version');
    assert.deepEqual(
      rows.map((r) => r.name),
      files.map((f) => f.name),
    );
    assert.deepEqual(
      rows.map((r) => r.checksum),
      files.map((f) => f.checksum),
    );
    assert.deepEqual(await migrate(db.url), [], 'nothing left to apply');
  } finally {
    await db.drop();
  }
});

test('a migration changed after it was applied is refused', async () => {
  const db = await createTestDatabase();
  const dir = await copyMigrations();
  try {
    const file = path.join(dir, '002_seed_data.sql');
    await writeFile(file, `${await readFile(file, 'utf8')}\n-- edited later\n`);
    await assert.rejects(migrate(db.url, { dir }), /002_seed_data\.sql was changed after it was applied \(checksum mismatch\)/);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await db.drop();
  }
});

test('a new migration is applied and recorded; a failing one leaves nothing behind', async () => {
  const db = await createTestDatabase();
  const dir = await copyMigrations();
  try {
    await writeFile(path.join(dir, '900_add_note.sql'), 'CREATE TABLE test_notes (id int PRIMARY KEY);');
    assert.deepEqual(await migrate(db.url, { dir }), ['900_add_note.sql']);
    await writeFile(path.join(dir, '901_broken.sql'), 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;');
    await assert.rejects(migrate(db.url, { dir }), /901_broken\.sql failed/);
    const tables = await query<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_done'");
    assert.equal(tables[0].n, 0, 'the failed migration was rolled back as a whole');
    const recorded = await query<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM schema_migrations WHERE version = 901');
    assert.equal(recorded[0].n, 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await db.drop();
  }
});
