/**
 * Applies the numbered plain-SQL files in migrations/ in order, each in its own
 * transaction together with its record (number, name, SHA-256 checksum). A file
 * changed after it was applied is refused. An advisory lock keeps two app
 * instances from migrating at once.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from '../project-root.js';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'migrations');

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

class MigrationError extends Error {}

/** Lists migration files (NNN_name.sql), sorted by number; refuses duplicate numbers. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const seen = new Set<number>();
  const out: MigrationFile[] = [];
  for (const name of files) {
    const version = Number(name.slice(0, 3));
    if (seen.has(version)) throw new MigrationError(`two migrations numbered ${version}`);
    seen.add(version);
    const sql = await readFile(path.join(dir, name), 'utf8');
    out.push({ version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return out;
}

/** Brings the database at `url` up to date; returns the names applied now. */
export async function migrate(url: string, opts: { dir?: string; log?: (m: string) => void } = {}): Promise<string[]> {
  const files = await readMigrations(opts.dir);
  const client = new pg.Client({ connectionString: url });
  // A connection the server ends between statements fails the next query; never crash the process.
  client.on('error', () => {});
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number; name: string; checksum: string }>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
    const done = new Map(rows.map((r) => [r.version, r]));
    for (const f of files) {
      const prior = done.get(f.version);
      if (prior) {
        if (prior.checksum !== f.checksum) {
          throw new MigrationError(`migration ${f.name} was changed after it was applied (checksum mismatch); ` + 'add a new migration instead of editing an applied one');
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(f.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [f.version, f.name, f.checksum]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new MigrationError(`migration ${f.name} failed: ${(err as Error).message}`);
      }
      applied.push(f.name);
      opts.log?.(`applied migration ${f.name}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
  return applied;
}
