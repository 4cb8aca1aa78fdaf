/**
 * npm test: runs every test file with node's test runner against a real
 * PostgreSQL. The database server is the embedded one (a throwaway data dir)
 * unless TEST_DATABASE_URL points at an external server. The migrations are
 * applied once to a template database; each test file clones its own database
 * from it, so files run in parallel.
 *
 *   npm test                      all feature and unit tests (src/**\/*.test.ts, test/*.test.ts)
 *   npm test -- src/features/bids  only the files under the given paths
 *   npm run test:browser          the browser journeys (test/browser), with Debian's chromium
 *   npm run test:cluster          nginx in front of three instances of the build (test/cluster; needs Redis)
 *
 * A run never hangs: each test has TEST_TIMEOUT_S seconds (120 by default) and
 * the whole run TEST_RUN_TIMEOUT_S (1200 by default); past that the test
 * processes are killed and the run fails, saying so.
 */
import { spawn } from 'node:child_process';
import type { Dirent } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';

async function findTests(dir: string, out: string[] = []): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') await findTests(p, out);
    } else if (e.name.endsWith('.test.ts') || e.name.endsWith('.test.tsx')) out.push(p);
  }
  return out;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds, got ${JSON.stringify(raw)}`);
  return n;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const browser = args.includes('--browser');
  const cluster = args.includes('--cluster');
  // Browser journeys and cluster tests run one file at a time (each drives several processes).
  const serial = browser || cluster;
  const filters = args.filter((a) => !a.startsWith('--'));
  const roots = browser ? ['test/browser'] : cluster ? ['test/cluster'] : ['src', 'test'];
  let files = (await Promise.all(roots.map((r) => findTests(r)))).flat();
  if (!browser && !cluster) files = files.filter((f) => !f.startsWith(path.join('test', 'browser')) && !f.startsWith(path.join('test', 'cluster')));
  if (filters.length) files = files.filter((f) => filters.some((flt) => f.startsWith(path.normalize(flt)) || f.includes(flt)));
  files.sort();
  if (files.length === 0) {
    console.error('no test files found');
    return 1;
  }

  let embedded: EmbeddedServer | null = null;
  let dataDir: string | null = null;
  let adminUrl: string;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    adminUrl = external;
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, dbName: 'postgres' });
    adminUrl = embedded.url;
  }

  const template = `fm_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', (err) => console.error(`test runner: database connection lost: ${err.message}`));
  await admin.connect();
  // A cluster test drives several processes through restarts: it gets longer.
  const testTimeoutMs = seconds('TEST_TIMEOUT_S', cluster ? 600 : 120) * 1000;
  const runTimeoutMs = seconds('TEST_RUN_TIMEOUT_S', 1200) * 1000;
  let code = 1;
  try {
    await admin.query(`CREATE DATABASE ${template}`);
    await migrate(withDatabase(adminUrl, template));
    const started = Date.now();
    code = await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--test', `--test-concurrency=${serial ? 1 : Math.max(2, os.availableParallelism())}`, `--test-timeout=${testTimeoutMs}`, '--test-reporter=spec', ...files],
        {
          stdio: 'inherit',
          // Its own process group, so the watchdog can kill the test files with it.
          detached: true,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            FM_TEST_ADMIN_URL: adminUrl,
            FM_TEST_TEMPLATE: template,
          },
        },
      );
      const killGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* already gone */
        }
      };
      const watchdog = setTimeout(() => {
        console.error(`\ntest run exceeded ${runTimeoutMs / 1000} s (TEST_RUN_TIMEOUT_S): killing the test processes`);
        killGroup('SIGKILL');
      }, runTimeoutMs);
      const forward = (signal: NodeJS.Signals) => () => killGroup(signal);
      const onInt = forward('SIGINT');
      const onTerm = forward('SIGTERM');
      process.on('SIGINT', onInt);
      process.on('SIGTERM', onTerm);
      child.on('exit', (c, signal) => {
        clearTimeout(watchdog);
        process.off('SIGINT', onInt);
        process.off('SIGTERM', onTerm);
        // Whatever a crashed file left behind in the group goes too.
        killGroup('SIGKILL');
        resolve(c ?? (signal ? 1 : 0));
      });
    });
    console.log(`\n${files.length} test files in ${((Date.now() - started) / 1000).toFixed(1)} s against ${external ? 'TEST_DATABASE_URL' : 'embedded PostgreSQL'}`);
  } finally {
    // Drop the test databases this run made (files drop their own; this catches crashes).
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [template, `fm_t_${template.slice(7)}_%`]);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir && (await stat(dataDir).catch(() => null))) await rm(dataDir, { recursive: true, force: true });
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
