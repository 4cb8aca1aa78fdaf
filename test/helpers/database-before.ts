/**
 * A test of what a migration does to rows that exist when it runs needs a database as it was before that migration:
 * `databaseBefore(n)` creates a fresh database migrated up to, not including, migration n, with a connected client
 * for filling it; `migrateThrough(m)` then applies the migrations up to m, `migrateAll()` every one, and `drop()`
 * removes the database again.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, migrate, readMigrations } from '../../src/db/migrate.js';

export interface DatabaseBefore {
  url: string;
  /** A client of the new database, connected. */
  db: pg.Client;
  /** Applies the migrations up to and including `version`; returns the names applied. */
  migrateThrough(version: number): Promise<string[]>;
  /** Applies every migration left; returns the names applied. */
  migrateAll(): Promise<string[]>;
  drop(): Promise<void>;
}

export async function databaseBefore(version: number): Promise<DatabaseBefore> {
  const adminUrl = process.env.FM_TEST_ADMIN_URL;
  assert.ok(adminUrl, 'run with npm test');
  const name = `fm_mig${String(version).padStart(3, '0')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const dir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
  const files = await readMigrations();
  const migrateThrough = async (last: number) => {
    for (const f of files) if (f.version <= last) await cp(path.join(MIGRATIONS_DIR, f.name), path.join(dir, f.name));
    return migrate(url, { dir });
  };
  const db = new pg.Client({ connectionString: url });
  const drop = async () => {
    await db.end().catch(() => {});
    await rm(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  };
  try {
    await migrateThrough(version - 1);
    await db.connect();
  } catch (err) {
    await drop();
    throw err;
  }
  return { url, db, migrateThrough, migrateAll: () => migrate(url), drop };
}
