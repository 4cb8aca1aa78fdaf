/**
 * Regenerates src/db/schema.gen.ts from the migrations: starts a throwaway
 * embedded PostgreSQL, migrates it, and runs kysely-codegen against it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fm-codegen-'));
  const server = await startEmbeddedPostgres({ dataDir: dir, dbName: 'codegen' });
  try {
    await migrate(server.url);
    execFileSync(
      path.resolve('node_modules/.bin/kysely-codegen'),
      [
        '--dialect',
        'postgres',
        '--camel-case',
        '--date-parser',
        'string',
        '--numeric-parser',
        'number',
        '--exclude-pattern',
        'schema_migrations',
        '--out-file',
        'src/db/schema.gen.ts',
        '--url',
        server.url,
      ],
      { stdio: 'inherit' },
    );
    // The pool parses int8 into numbers (money in paise stays far below 2^53).
    const file = path.resolve('src/db/schema.gen.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('export type Int8 = ColumnType<string,', 'export type Int8 = ColumnType<number,'));
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
