/**
 * npm run bench [-- --loads N --duration S --connections C]
 *
 * Measures the load board at scale:
 * 1. starts a throwaway embedded PostgreSQL, migrates it and seeds the demo
 *    users plus 200,000 loads (80% open, 20% cancelled history) on real lanes;
 *    VACUUM ANALYZE, as autovacuum would after a bulk load;
 * 2. checks with EXPLAIN ANALYZE that every filter and sort of the board is
 *    served by an index (no sequential scan of loads), printing the time of the
 *    ids of page 50 read directly (OFFSET 980 inside the index), read after
 *    page 49's last row (keyset, what the app does when browsing), and the count;
 * 3. starts the app's production build (dist/server.js; --tsx: src/server.ts
 *    through tsx) in a child process with NODE_ENV=production, LOG_LEVEL=silent
 *    and rate limits high enough not to interfere, so autocannon does not share
 *    its event loop, and the floor server (bench/floor.mjs: bare Fastify, the
 *    same bytes after one `select $1`) beside it, every read scenario
 *    alternating the two in slices and printing the app's share of the floor;
 * 4. signs in a demo driver and runs autocannon with 50 connections against
 *    GET /api/loads with filters (pages 1 to 50 in turn, every response with
 *    the exact pagination total), then the GET /loads HTML page the same way;
 * 5. posts loads and places bids through the app's routes at --write-rate per
 *    second (50) while the board is read, timing each write;
 * 6. prints requests/s, p50/p99 latency and the CPU time a request cost the app
 *    process and the PostgreSQL server (when it runs on this machine), the
 *    memory of the app, the start-up times of the build on the embedded
 *    database (--no-startup skips them) and issue 20's targets, and fails when a
 *    response is not 200.
 *
 * --database <postgres url> benchmarks an existing database instead (migrated,
 * and topped up to --loads loads when it has fewer); nothing is removed after.
 *
 * For A/B runs: --app <dir> starts the app of another checkout (a baseline
 * commit, its node_modules beside it) against the same database and scenarios;
 * --app-env KEY=VALUE (repeatable) adds a variable to the app's environment;
 * --against <dir> and/or --against-env KEY=VALUE start a second app (B) beside
 * the first (A): every scenario then alternates the two in slices of --slice
 * seconds (A B B A A B ...), so that both see the same machine, whatever else
 * runs on it, and prints B against A per scenario with the spread over the
 * pairs of slices; --only <words> runs the scenarios whose name contains one of
 * the comma-separated words (e.g. --only me,HTML); --no-explain skips step 2.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { registerUser } from '../src/features/accounts/service.js';
import { DEMO_PASSWORD, ensureDemoUsers, generateLoads, insertLoads } from '../scripts/seed-demo.js';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return def;
  const n = Number(process.argv[i + 1]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number`);
  return n;
}

const LOADS = arg('loads', 200_000);
const DATABASE = (() => {
  const i = process.argv.indexOf('--database');
  return i === -1 ? null : process.argv[i + 1];
})();
const DURATION = arg('duration', 20);
/** Every value given for --name (a repeatable option). */
function args(name: string): string[] {
  return process.argv.flatMap((a, i) => (a === `--${name}` && i + 1 < process.argv.length ? [process.argv[i + 1]] : []));
}
function envOf(option: string): Record<string, string> {
  return Object.fromEntries(
    args(option).map((kv) => {
      const eq = kv.indexOf('=');
      if (eq < 1) throw new Error(`--${option} needs KEY=VALUE, got ${kv}`);
      return [kv.slice(0, eq), kv.slice(eq + 1)];
    }),
  );
}
/** The app measured (A) and, with --against, the one it is compared with (B). */
const VARIANTS = [
  { label: 'A', dir: path.resolve(args('app')[0] ?? '.'), env: envOf('app-env'), tsx: process.argv.includes('--tsx') },
  ...(args('against').length || args('against-env').length || process.argv.includes('--against-tsx')
    ? [{ label: 'B', dir: path.resolve(args('against')[0] ?? args('app')[0] ?? '.'), env: envOf('against-env'), tsx: process.argv.includes('--tsx') || process.argv.includes('--against-tsx') }]
    : []),
];
/** With two apps: each scenario alternates them in slices this long (A B B A A B...). */
const SLICE = arg('slice', 5);
const ONLY = args('only')
  .flatMap((w) => w.split(','))
  .filter(Boolean);
const EXPLAIN = !process.argv.includes('--no-explain');
/** The floor server (bench/floor.mjs) beside the product, every read scenario run against both. */
const FLOOR = !process.argv.includes('--no-floor');
/** Time a first start (new data directory) and restarts of the production build on the embedded database. */
const STARTUP = !process.argv.includes('--no-startup');
/** Writes per second of the scenarios that post loads and place bids while the board is read. */
const WRITE_RATE = arg('write-rate', 50);
const CONNECTIONS = arg('connections', 50);
const WARMUP = 5;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const log = (m: string) => console.log(`[bench] ${m}`);
const us = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(0));

/** The board's filters and sorts, as listBoardLoads turns them into SQL, for EXPLAIN. */
const PLAN_CASES: Array<[name: string, where: string, order: string]> = [
  ['no filter, newest', `status = 'open'`, 'newest'],
  ['sort pickup_date', `status = 'open'`, 'pickup'],
  ['sort price_asc', `status = 'open'`, 'price_asc'],
  ['sort price_desc', `status = 'open'`, 'price_desc'],
  ['origin', `status = 'open' AND origin_key = 'delhi'`, 'newest'],
  ['destination', `status = 'open' AND destination_key = 'mumbai'`, 'newest'],
  ['route', `status = 'open' AND origin_key = 'delhi' AND destination_key = 'mumbai'`, 'newest'],
  ['truck_type', `status = 'open' AND truck_type = 'reefer'`, 'newest'],
  ['origin + truck_type', `status = 'open' AND origin_key = 'delhi' AND truck_type = 'open'`, 'newest'],
  ['destination + truck_type', `status = 'open' AND destination_key = 'chennai' AND truck_type = 'container'`, 'newest'],
  ['weight range', `status = 'open' AND weight_tonnes >= 30 AND weight_tonnes <= 40`, 'newest'],
  ['pickup_date', `status = 'open' AND pickup_date = CURRENT_DATE + 3`, 'newest'],
  ['status cancelled', `status = 'cancelled'`, 'newest'],
  ['origin, sort pickup_date', `status = 'open' AND origin_key = 'delhi'`, 'pickup'],
  ['origin, sort price_asc', `status = 'open' AND origin_key = 'delhi'`, 'price_asc'],
  ['search: from or to a city', `status = 'open' AND (origin_key = 'pune' OR destination_key = 'pune')`, 'newest'],
];

/** The orders of listBoardLoads (migration 017), and how a page resumes after a row in each. */
const ORDER: Record<string, { by: string; key: string; after: string }> = {
  newest: { by: 'created_at DESC, id DESC', key: '(created_at, id)', after: '<' },
  pickup: { by: 'pickup_date, created_at, id', key: '(pickup_date, created_at, id)', after: '>' },
  price_asc: { by: 'coalesce(price_paise, 9223372036854775807), created_at, id', key: '(coalesce(price_paise, 9223372036854775807), created_at, id)', after: '>' },
  price_desc: { by: 'coalesce(price_paise, -1) DESC, created_at DESC, id DESC', key: '(coalesce(price_paise, -1), created_at, id)', after: '<' },
};

/**
 * For each case: page 50 reached directly (the ids by an index-only scan that
 * skips 980 rows), page 50 reached from page 49 (keyset after its last row;
 * newest and pickup sorts), and the count. Fails on a sequential scan of loads.
 */
async function explainAll(db: ReturnType<typeof openDatabase>['db']): Promise<boolean> {
  let ok = true;
  const plan = async (q: string) => {
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, SUMMARY ON) ${q}`).execute(db);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const ms = (text: string) => {
    const p = Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? NaN);
    const e = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN);
    return `${(p + e).toFixed(2).padStart(6)}`;
  };
  const indexes = (text: string) =>
    [...new Set([...text.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map((m) => m[1].replace(/^loads_board_|_idx$/g, '')))].join(', ');
  console.log('\nEXPLAIN ANALYZE on the seeded board, planning + execution in ms:');
  console.log(`  ${'case'.padEnd(27)} ${'p.50 direct'.padStart(11)} ${'p.50 after p.49'.padStart(15)} ${'count'.padStart(7)}  indexes`);
  for (const [name, where, order] of PLAN_CASES) {
    const live = `deleted_at IS NULL AND listed AND ${where}`;
    const o = ORDER[order];
    const direct = await plan(`SELECT id FROM loads WHERE ${live} ORDER BY ${o.by} LIMIT 20 OFFSET 980`);
    // Page 50 after page 49: the ids after page 49's last row, as the app reads them.
    let keyset = '';
    const { rows } = await sql.raw<{ k: string }>(`SELECT ${o.key}::text AS k FROM loads WHERE ${live} ORDER BY ${o.by} LIMIT 1 OFFSET 979`).execute(db);
    if (rows[0]) {
      const anchor = rows[0].k
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => `'${v.replace(/"/g, '')}'`);
      const types = order === 'newest' ? ['timestamptz', 'uuid'] : [order === 'pickup' ? 'date' : 'bigint', 'timestamptz', 'uuid'];
      const values = anchor.map((v, i) => `${v}::${types[i]}`).join(', ');
      keyset = await plan(`SELECT id FROM loads WHERE ${live} AND ${o.key} ${o.after} (${values}) ORDER BY ${o.by} LIMIT 20`);
    }
    const count = await plan(`SELECT count(*) FROM loads WHERE ${live}`);
    const all = [direct, keyset, count].join('\n');
    const seq = /Seq Scan on loads/.test(all);
    if (seq) ok = false;
    console.log(`${seq ? 'SEQ' : ' ok'} ${name.padEnd(27)} ${ms(direct).padStart(11)} ${(keyset ? ms(keyset) : '—').padStart(15)} ${ms(count).padStart(7)}  ${indexes(all)}`);
  }
  return ok;
}

async function waitReady(url: string, child: ChildProcess, pollMs = 250): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error('the app did not become ready within 60 s');
}

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
    redirect: 'manual',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0];
}

interface Scenario {
  name: string;
  paths: string[];
  accept: string;
  /** New loads posted per second (straight into the database) while the run lasts. */
  writesPerSecond?: number;
  /**
   * Requests sent through the app's own routes at --write-rate per second (open loop: one every 1/rate s,
   * whether or not the previous one has answered) while the board is read, each timed on its own: a driver
   * placing a bid on a load (POST /loads/<id>/bid), or a shipper posting a load (POST /loads). Measured
   * on the app only (the floor answers no writes).
   */
  sideWrites?: 'post-load' | 'place-bid';
}

/** The latencies of the side writes of a run. */
interface WriteOutcome {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

interface Outcome {
  name: string;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  kbPerReq: number;
  /** CPU time per request (user + system, µs) of the app process and of the PostgreSQL server's processes. */
  appCpuUs?: number;
  dbCpuUs?: number;
  /** The side writes of the run: every latency (ms), so that slices combine exactly, and the failures. */
  writes?: { latencies: number[]; failed: number };
}

/**
 * CPU time (user + system, in µs) used so far by a process, with `server` also
 * by all its children, the exited ones included (their time moves into the
 * parent's cutime/cstime when it reaps them): PostgreSQL's backends are children
 * of its postmaster, and a pool closes idle connections. Throughput on this
 * shared machine moves with whatever else runs; the CPU a request costs the app
 * and the database moves less, so A/B runs are compared on both.
 */
async function cpuUs(pid: number, server = false): Promise<number> {
  const fields = (stat: string) =>
    stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux
  const own = fields(await readFile(`/proc/${pid}/stat`, 'utf8'));
  // Fields from the state on: ppid [1], utime [11], stime [12], cutime [13], cstime [14].
  let ticks = own[11] + own[12];
  if (!server) return ticks * TICK_US;
  ticks += own[13] + own[14];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const f = fields(stat);
    if (f[1] === pid) ticks += f[11] + f[12];
  }
  return ticks * TICK_US;
}

/** The pid of the database server's postmaster when it runs on this machine (else null: no database CPU column). */
async function postmasterPid(db: ReturnType<typeof openDatabase>['db']): Promise<number | null> {
  try {
    const backend = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
    const stat = await readFile(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function run(url: string, cookie: string, s: Scenario, seconds: number): Promise<Outcome> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie, accept: s.accept },
        requests: [
          {
            setupRequest: (req) => {
              req.path = s.paths[i++ % s.paths.length];
              return req;
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          name: s.name,
          rps: r.requests.average,
          p50: r.latency.p50,
          p90: r.latency.p90,
          p99: r.latency.p99,
          max: r.latency.max,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          kbPerReq: r.requests.total ? r.throughput.total / r.requests.total / 1024 : 0,
        });
      },
    );
  });
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The slices of one app in one scenario as one outcome: throughput and CPU over all of them, latencies their median. */
function combine(name: string, slices: Outcome[]): Outcome {
  const requests = slices.reduce((n, o) => n + o.requests, 0);
  const cpu = (k: 'appCpuUs' | 'dbCpuUs') => (slices.every((o) => o[k] !== undefined) && requests ? slices.reduce((t, o) => t + o[k]! * o.requests, 0) / requests : undefined);
  return {
    name,
    rps: requests / (slices.length * SLICE),
    p50: median(slices.map((o) => o.p50)),
    p90: median(slices.map((o) => o.p90)),
    p99: median(slices.map((o) => o.p99)),
    max: Math.max(...slices.map((o) => o.max)),
    requests,
    non2xx: slices.reduce((n, o) => n + o.non2xx, 0),
    errors: slices.reduce((n, o) => n + o.errors, 0),
    kbPerReq: requests ? slices.reduce((t, o) => t + o.kbPerReq * o.requests, 0) / requests : 0,
    appCpuUs: cpu('appCpuUs'),
    dbCpuUs: cpu('dbCpuUs'),
    ...(slices.some((o) => o.writes) ? { writes: { latencies: slices.flatMap((o) => o.writes?.latencies ?? []), failed: slices.reduce((n, o) => n + (o.writes?.failed ?? 0), 0) } } : {}),
  };
}

/** The environment of an app under the bench: production, silent, every request budget out of the way. */
function appEnv(dbUrl: string, port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    // Every request budget out of the way: the bench measures the board, not the limiter's refusals.
    RATE_LIMIT_MAX: '1000000000',
    RATE_LIMIT_PAGES_MAX: '1000000000',
    RATE_LIMIT_LIVE_MAX: '1000000000',
    RATE_LIMIT_ANON_MAX: '1000000000',
    RATE_LIMIT_SIGNIN_MAX: '1000000000',
    RATE_LIMIT_SEARCH_MAX: '1000000000',
    ...extra,
  };
}

/** The app's entry point in a checkout: its production build (dist/server.js), or its sources through tsx with --tsx. */
function entryOf(dir: string, tsx: boolean): string[] {
  if (tsx) return ['--import', 'tsx', 'src/server.ts'];
  if (!existsSync(path.join(dir, 'dist/server.js'))) throw new Error(`${dir}/dist/server.js is missing: run \`npm run build\` there (or pass --tsx)`);
  return ['dist/server.js'];
}

/** Something measured: an app (A, B) or the floor server. */
interface Target {
  label: string;
  url: string;
  child: ChildProcess;
  floor: boolean;
}

/** Percentile of sorted values (nearest rank). */
function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Count, failures and percentiles of a run's side writes (none: null). */
function writeStats(o: Outcome | undefined): WriteOutcome | null {
  if (!o?.writes) return null;
  const { latencies, failed } = o.writes;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: latencies.length, failed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/** What the side writers need: who posts, who bids, and the open loads not bid on yet. */
interface WriteContext {
  shipperCookie: string;
  driverCookies: string[];
  /** Open loads for bids, each used once: [id, pickup date]. */
  bidLoads: Array<[string, string]>;
  nextBid: number;
  hubs: string[];
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One write through the app's routes, as a client sends it; true when it answered 201. */
async function sendWrite(kind: 'post-load' | 'place-bid', url: string, ctx: WriteContext, k: number): Promise<boolean> {
  const headers = { accept: 'application/json', 'content-type': 'application/json' };
  if (kind === 'post-load') {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const origin = ctx.hubs[k % ctx.hubs.length];
    const destination = ctx.hubs[(k * 7 + 3) % ctx.hubs.length];
    const res = await fetch(`${url}/loads`, {
      method: 'POST',
      headers: { ...headers, cookie: ctx.shipperCookie },
      body: JSON.stringify({
        origin,
        destination: destination === origin ? ctx.hubs[(k + 1) % ctx.hubs.length] : destination,
        pickup_date: addDays(today, 1 + (k % 10)),
        truck_type: 'open',
        weight: 10 + (k % 20),
        price: 30_000 + (k % 50) * 500,
        material: 'Steel coils',
      }),
    });
    await res.arrayBuffer();
    return res.status === 201;
  }
  const load = ctx.bidLoads[ctx.nextBid++];
  if (!load) throw new Error('the bench ran out of open loads to bid on');
  const res = await fetch(`${url}/loads/${load[0]}/bid`, {
    method: 'POST',
    headers: { ...headers, cookie: ctx.driverCookies[k % ctx.driverCookies.length] },
    body: JSON.stringify({ amount: 40_000 + (k % 40) * 250, estimated_delivery: addDays(load[1], 2), note: 'Truck ready, GPS fitted' }),
  });
  await res.arrayBuffer();
  return res.status === 201;
}

/**
 * Starts sending writes at --write-rate per second, open loop (each on its own clock, whether or not the previous
 * one has answered, as independent users do); `stop` waits for those in flight and returns every latency.
 */
function startWrites(kind: 'post-load' | 'place-bid', url: string, ctx: WriteContext): { stop: () => Promise<{ latencies: number[]; failed: number }> } {
  const latencies: number[] = [];
  let failed = 0;
  let k = 0;
  const inflight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const t0 = performance.now();
    const p: Promise<void> = sendWrite(kind, url, ctx, k++)
      .then(
        (ok) => {
          latencies.push(performance.now() - t0);
          if (!ok) failed++;
        },
        () => {
          failed++;
        },
      )
      .finally(() => inflight.delete(p));
    inflight.add(p);
  }, 1000 / WRITE_RATE);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...inflight]);
      return { latencies, failed };
    },
  };
}

/** Drivers that bid in the write scenario: premium (no daily limit), signed in once. */
async function benchDrivers(db: ReturnType<typeof openDatabase>['db'], n: number): Promise<string[]> {
  const names = Array.from({ length: n }, (_, i) => `bench-driver-${String(i + 1).padStart(2, '0')}`);
  for (const [i, username] of names.entries()) {
    const exists = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (!exists) {
      await registerUser(
        db,
        { name: `Bench Driver ${i + 1}`, username, password: DEMO_PASSWORD, role: 'driver', phone: `97000 ${String(10_000 + i).slice(-5)}` },
        { companyName: null, city: 'Delhi' },
      );
    }
  }
  await sql`update users set plan = 'premium', premium_until = now() + interval '1 year' where username like 'bench-driver-%'`.execute(db);
  return names;
}

/** Resident and peak memory of a process (kB), from /proc. */
async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number } | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Start-up of the production build on the embedded database, as `npm start` runs it: from spawning `node
 * dist/server.js` to /readyz answering 200, first with a new data directory (initdb, every migration, the job
 * queue's schema), then three restarts on it.
 */
async function timeStartups(dir: string, tsx: boolean): Promise<{ first: number; restarts: number[] }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-start-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const once = async (): Promise<number> => {
    const t0 = performance.now();
    const child = spawn(process.execPath, entryOf(dir, tsx), {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', BASE_URL: url, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
    try {
      await waitReady(url, child, 10);
      return performance.now() - t0;
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    }
  };
  try {
    const first = await once();
    const restarts = [await once(), await once(), await once()];
    return { first, restarts };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dataDir = DATABASE ? null : await mkdtemp(path.join(os.tmpdir(), 'fm-bench-'));
  if (dataDir) log(`embedded PostgreSQL in ${dataDir}`);
  const pg = dataDir ? await startEmbeddedPostgres({ dataDir, dbName: 'bench' }) : null;
  const dbUrl = pg?.url ?? DATABASE!;
  const targets: Target[] = [];
  const handle = openDatabase(dbUrl, { max: 4 });
  let floorBodies: string | null = null;
  try {
    await migrate(dbUrl);
    const t0 = Date.now();
    const have = (await sql<{ n: number }>`select count(*)::int as n from loads`.execute(handle.db)).rows[0].n;
    const { users } = await ensureDemoUsers(handle.db);
    if (have < LOADS) {
      const posters = users.filter((u) => u.role !== 'driver').map((u) => ({ id: u.id, phone: u.phone }));
      const loads = generateLoads(posters, LOADS - have, { seed: 42, cancelledShare: 0.2 });
      await insertLoads(handle.db, loads, 5000, (n) => n % 50_000 === 0 && log(`${n} loads inserted`));
      await sql`VACUUM ANALYZE loads`.execute(handle.db);
      await sql`VACUUM ANALYZE users`.execute(handle.db);
      log(`seeded ${LOADS - have} loads in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const driverNames = await benchDrivers(handle.db, 10);

    const plansOk = EXPLAIN ? await explainAll(handle.db) : true;

    for (const v of VARIANTS) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      log(
        `app ${v.label}: ${v.dir} (${v.tsx ? 'sources through tsx' : 'production build'})${
          Object.keys(v.env).length
            ? ` with ${Object.entries(v.env)
                .map(([k, val]) => `${k}=${val}`)
                .join(' ')}`
            : ''
        }`,
      );
      const child = spawn(process.execPath, entryOf(v.dir, v.tsx), { cwd: v.dir, stdio: ['ignore', 'inherit', 'inherit'], env: appEnv(dbUrl, port, v.env) });
      targets.push({ label: v.label, url, child, floor: false });
      await waitReady(url, child);
    }
    const apps = targets.filter((t) => !t.floor);
    const labelOf = (a: Target) => {
      const v = VARIANTS.find((x) => x.label === a.label);
      if (!v) return 'the floor server (bench/floor.mjs)';
      const build = v.tsx ? 'sources through tsx' : 'production build';
      const env = Object.entries(v.env)
        .map(([k, val]) => `${k}=${val}`)
        .join(' ');
      return `${v.dir}, ${build}${env ? `, ${env}` : ''}`;
    };
    // One session serves every app: they share the database.
    const cookie = await signIn(apps[0].url, 'demo-driver');

    // The filter of the API run: open loads from Delhi on open-body trucks, 20 per page, pages 1 to 50.
    const filter = 'origin=Delhi&truck_type=open';
    const probe = await fetch(`${apps[0].url}/api/loads?${filter}`, { headers: { cookie } }).then((r) => r.json() as Promise<{ data: { pagination: { total: number; pages: number } } }>);
    const pages = Math.min(50, probe.data.pagination.pages);
    log(`filter ${filter}: ${probe.data.pagination.total} open loads, ${probe.data.pagination.pages} pages (benchmarking pages 1-${pages})`);
    const range = Array.from({ length: pages }, (_, k) => k + 1);
    const filtered = range.map((p) => `/api/loads?${filter}&page=${p}`);
    const allScenarios: Scenario[] = [
      // A signed-in request doing nothing (session lookup, security headers, rate limit) with no work of loads.
      { name: 'GET /api/me (a signed-in request doing nothing)', paths: ['/api/me'], accept: 'application/json' },
      { name: `GET /api/loads?${filter}&page=1..${pages}`, paths: filtered, accept: 'application/json' },
      { name: `GET /api/loads?destination=Mumbai&sort=price_desc&page=1..${pages}`, paths: range.map((p) => `/api/loads?destination=Mumbai&sort=price_desc&page=${p}`), accept: 'application/json' },
      { name: `GET /api/loads (no filter) page=1..${pages}`, paths: range.map((p) => `/api/loads?page=${p}`), accept: 'application/json' },
      { name: `GET /loads?${filter}&page=1..${pages} (HTML)`, paths: range.map((p) => `/loads?${filter}&page=${p}`), accept: 'text/html' },
      { name: `While 5 Delhi loads/s are stored: GET /api/loads?${filter}&page=1..${pages}`, paths: filtered, accept: 'application/json', writesPerSecond: 5 },
      { name: `POST /loads (a shipper posts a load) ${WRITE_RATE}/s while the board is read`, paths: filtered, accept: 'application/json', sideWrites: 'post-load' },
      { name: `POST /loads/<id>/bid (a driver bids) ${WRITE_RATE}/s while the board is read`, paths: filtered, accept: 'application/json', sideWrites: 'place-bid' },
    ];
    // A word picks the scenarios whose name holds it; ^word, those whose name starts with it.
    const scenarios = ONLY.length ? allScenarios.filter((s) => ONLY.some((w) => (w.startsWith('^') ? s.name.startsWith(w.slice(1)) : s.name.includes(w)))) : allScenarios;

    // The floor answers each read scenario's paths with the bytes the product answered for them.
    if (FLOOR && scenarios.some((s) => !s.sideWrites)) {
      const bodies: Record<string, { type: string; body: string }> = {};
      for (const s of scenarios.filter((x) => !x.sideWrites)) {
        for (const p of s.paths) {
          const res = await fetch(`${apps[0].url}${p}`, { headers: { cookie, accept: s.accept } });
          if (res.status !== 200) throw new Error(`${p} answered ${res.status} while preparing the floor's bodies`);
          bodies[p] = { type: res.headers.get('content-type') ?? 'application/octet-stream', body: await res.text() };
        }
      }
      floorBodies = path.join(await mkdtemp(path.join(os.tmpdir(), 'fm-floor-')), 'bodies.json');
      await writeFile(floorBodies, JSON.stringify(bodies));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'floor.mjs')], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { PATH: process.env.PATH, DATABASE_URL: dbUrl, PORT: String(port), FLOOR_BODIES: floorBodies },
      });
      targets.push({ label: 'floor', url, child, floor: true });
      await waitReady(url, child);
      log(`floor server on ${url}: ${Object.keys(bodies).length} bodies`);
    }
    // The write scenarios' actors and the open loads the drivers bid on (each once).
    const writeCtx: WriteContext = {
      shipperCookie: await signIn(apps[0].url, 'demo-shipper'),
      driverCookies: await Promise.all(driverNames.map((n) => signIn(apps[0].url, n))),
      bidLoads: [],
      nextBid: 0,
      hubs: ['Delhi', 'Mumbai', 'Pune', 'Ahmedabad', 'Jaipur', 'Indore', 'Nagpur', 'Chennai', 'Bengaluru', 'Hyderabad', 'Kolkata', 'Lucknow', 'Surat', 'Ludhiana'],
    };
    if (scenarios.some((s) => s.sideWrites === 'place-bid')) {
      const needed = Math.ceil(WRITE_RATE * (DURATION + WARMUP + SLICE) * apps.length * 1.2) + 100;
      const { rows } = await sql<{ id: string; pickup: string }>`
        select id, pickup_date::text as pickup from loads
        where status = 'open' and listed and deleted_at is null and pickup_date > current_date + 1
          and not exists (select 1 from bids b join users u on u.id = b.driver_id where b.load_id = loads.id and u.username like 'bench-driver-%')
        order by random() limit ${needed}`.execute(handle.db);
      writeCtx.bidLoads = rows.map((r) => [r.id, r.pickup]);
      log(`${rows.length} open loads ready for bids`);
    }

    const postmaster = await postmasterPid(handle.db);
    const delhiPoster = users.find((u) => u.role === 'shipper')!;
    /** Per target, its outcome per scenario; per scenario, B against A and each app against the floor, per pair of slices. */
    const outcomes = new Map<string, Outcome[]>(targets.map((a) => [a.label, []]));
    const pairs: Array<{ name: string; rps: number[]; cpu: number[] }> = [];
    /** Per app label, per scenario name: the app's req/s over the floor's, per pair of slices. */
    const ofFloor = new Map<string, number[]>();
    const loadBefore = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');

    /** One measured run of `seconds` on one target, with the CPU it cost the target and the database, and its side writes. */
    const measure = async (a: Target, s: Scenario, seconds: number): Promise<Outcome> => {
      const before = await Promise.all([cpuUs(a.child.pid!), postmaster ? cpuUs(postmaster, true) : 0]);
      const writer = s.sideWrites && !a.floor ? startWrites(s.sideWrites, a.url, writeCtx) : null;
      const o = await run(a.url, cookie, s, seconds);
      const written = await writer?.stop();
      const after = await Promise.all([cpuUs(a.child.pid!), postmaster ? cpuUs(postmaster, true) : 0]);
      if (o.requests) {
        o.appCpuUs = (after[0] - before[0]) / o.requests;
        if (postmaster) o.dbCpuUs = (after[1] - before[1]) / o.requests;
      }
      if (written) {
        o.writes = written;
      }
      return o;
    };

    for (const s of scenarios) {
      const runOn = s.sideWrites ? apps : targets;
      for (const a of runOn) await measure(a, s, WARMUP);
      // Writers make the board version move: totals are counted again and pages read without anchors.
      let writes = 0;
      const writer = s.writesPerSecond
        ? setInterval(() => {
            const [l] = generateLoads([{ id: delhiPoster.id, phone: delhiPoster.phone }], 1, { seed: Date.now() });
            insertLoads(handle.db, [{ ...l, origin: 'Delhi', truckType: 'open', status: 'open', createdAt: new Date() }]).then(
              () => writes++,
              (err) => log(`write failed: ${err}`),
            );
          }, 1000 / s.writesPerSecond)
        : null;
      if (runOn.length === 1) {
        outcomes.get(runOn[0].label)!.push(await measure(runOn[0], s, DURATION));
      } else {
        const slices = new Map<string, Outcome[]>(runOn.map((a) => [a.label, []]));
        const rounds = Math.max(2, Math.round(DURATION / SLICE));
        const pair = { name: s.name, rps: [] as number[], cpu: [] as number[] };
        for (let r = 0; r < rounds; r++) {
          const order = r % 2 === 0 ? runOn : [...runOn].reverse();
          const got = new Map<string, Outcome>();
          for (const a of order) got.set(a.label, await measure(a, s, SLICE));
          for (const [label, o] of got) slices.get(label)!.push(o);
          const [A, B, F] = [got.get('A')!, got.get('B'), got.get('floor')];
          if (B) {
            pair.rps.push(B.rps / A.rps);
            pair.cpu.push(((B.appCpuUs ?? 0) + (B.dbCpuUs ?? 0)) / ((A.appCpuUs ?? 0) + (A.dbCpuUs ?? 0)));
          }
          if (F) {
            for (const app of apps) {
              const key = `${app.label}\u0000${s.name}`;
              ofFloor.set(key, [...(ofFloor.get(key) ?? []), got.get(app.label)!.rps / F.rps]);
            }
          }
        }
        if (pair.rps.length) pairs.push(pair);
        for (const a of runOn) outcomes.get(a.label)!.push(combine(s.name, slices.get(a.label)!));
      }
      if (writer) {
        clearInterval(writer);
        log(`${writes} loads posted during the run`);
      }
      for (const a of runOn) {
        const o = outcomes.get(a.label)!.at(-1)!;
        const ratio = ofFloor.get(`${a.label}\u0000${s.name}`);
        const ws = writeStats(o);
        log(
          `${targets.length > 1 ? `${a.label}: ` : ''}${s.name}: ${o.rps.toFixed(0)} req/s, p50 ${o.p50} ms, p99 ${o.p99} ms, CPU per request: app ${us(o.appCpuUs)} µs, database ${us(o.dbCpuUs)} µs${
            ratio ? `, ${(median(ratio) * 100).toFixed(0)}% of the floor` : ''
          }${ws ? `; writes ${ws.count}, p50 ${ws.p50.toFixed(0)} ms, p99 ${ws.p99.toFixed(0)} ms, ${ws.failed} failed` : ''}`,
        );
      }
    }
    const memory = new Map<string, Awaited<ReturnType<typeof memoryOf>>>();
    for (const a of targets) memory.set(a.label, await memoryOf(a.child.pid!));

    const timing =
      targets.length === 1
        ? `${DURATION} s per run after a ${WARMUP} s warm-up`
        : `${DURATION} s per server and run, in ${SLICE} s slices alternating ${targets.map((t) => t.label).join(', ')}, after a ${WARMUP} s warm-up of each`;
    console.log(`\n${LOADS.toLocaleString('en-IN')} loads, ${CONNECTIONS} connections, ${timing}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
    console.log(
      `machine load average before the runs ${loadBefore}, after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (other processes share these CPUs)`,
    );
    for (const a of targets) {
      const mem = memory.get(a.label);
      console.log(
        `\n${a.floor ? 'Floor' : `App ${a.label}`} (${labelOf(a)}${targets.length > 1 ? '; latencies: median over the slices' : ''})${mem ? `, memory after the runs: ${mem.rssMb.toFixed(0)} MB resident, ${mem.peakMb.toFixed(0)} MB at peak` : ''}\n`,
      );
      console.log('| Request | req/s | of floor | p50 ms | p90 ms | p99 ms | max ms | requests | non-2xx | KB/resp | app CPU µs/req | db CPU µs/req | writes | write p50 ms | write p99 ms |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const o of outcomes.get(a.label)!) {
        const ratio = ofFloor.get(`${a.label}\u0000${o.name}`);
        const w = writeStats(o);
        console.log(
          `| ${o.name} | ${o.rps.toFixed(0)} | ${ratio ? `${(median(ratio) * 100).toFixed(0)}%` : '—'} | ${o.p50} | ${o.p90} | ${o.p99} | ${o.max} | ${o.requests} | ${o.non2xx + o.errors} | ${o.kbPerReq.toFixed(1)} | ${us(o.appCpuUs)} | ${us(o.dbCpuUs)} | ${
            w ? `${w.count} (${w.failed} failed)` : '—'
          } | ${w ? w.p50.toFixed(0) : '—'} | ${w ? w.p99.toFixed(0) : '—'} |`,
        );
      }
    }
    if (pairs.length) {
      const pct = (x: number) => `${x >= 1 ? '+' : ''}${((x - 1) * 100).toFixed(0)}%`;
      const spread = (xs: number[]) => `${pct(median(xs))} (${pct(Math.min(...xs))} to ${pct(Math.max(...xs))})`;
      console.log(`\nB against A, per pair of slices: median (lowest to highest) of ${pairs[0].rps.length} pairs\n`);
      console.log('| Request | req/s, B against A | CPU per request (app + db), B against A |');
      console.log('|---|---:|---:|');
      for (const p of pairs) console.log(`| ${p.name} | ${spread(p.rps)} | ${spread(p.cpu)} |`);
    }

    // Stop the servers before timing start-ups, so those have the machine to themselves.
    for (const { child } of targets) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    const startup = STARTUP ? await timeStartups(VARIANTS[0].dir, VARIANTS[0].tsx) : null;
    if (startup) {
      console.log(
        `\nStart-up of ${VARIANTS[0].tsx ? 'the sources through tsx' : 'the production build'} on the embedded database (spawn to /readyz 200): first start with a new data directory ${startup.first.toFixed(0)} ms; restarts ${startup.restarts.map((r) => r.toFixed(0)).join(', ')} ms`,
      );
    }

    // Issue 20's targets, judged on app A.
    const A = outcomes.get('A') ?? [];
    const ratioOf = (name: string) => {
      const r = ofFloor.get(`A\u0000${name}`);
      return r ? median(r) : null;
    };
    const verdict = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? 'met' : 'NOT MET');
    const p99Limit = LOADS >= 1_000_000 ? 100 : 50;
    const filteredApi = A.find((o) => o.name === `GET /api/loads?${filter}&page=1..${pages}`);
    const html = A.find((o) => o.name.endsWith('(HTML)'));
    const posting = A.find((o) => o.name.startsWith('POST /loads ('));
    const bidding = A.find((o) => o.name.startsWith('POST /loads/<id>/bid'));
    const fApi = filteredApi ? ratioOf(filteredApi.name) : null;
    const fHtml = html ? ratioOf(html.name) : null;
    const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)}%`);
    console.log('\nTargets (issue 20), app A:');
    console.log(
      `  filtered /api/loads >= 80% of the floor, p99 < ${p99Limit} ms at ${LOADS.toLocaleString('en-IN')} loads: ${pct(fApi)}, p99 ${filteredApi?.p99 ?? '—'} ms, ${verdict(filteredApi && fApi !== null ? fApi >= 0.8 && filteredApi.p99 < p99Limit : null)}`,
    );
    console.log(`  HTML /loads >= 50% of the floor: ${pct(fHtml)}, ${verdict(fHtml === null ? null : fHtml >= 0.5)}`);
    for (const [what, o] of [
      ['posting a load', posting],
      ['placing a bid', bidding],
    ] as const) {
      const ws = writeStats(o);
      console.log(
        `  ${what} at ${WRITE_RATE}/s while the board is read, p99 < 100 ms: ${ws ? `${ws.p99.toFixed(0)} ms (${ws.failed} failed of ${ws.count})` : '—'}, ${verdict(ws ? ws.p99 < 100 && ws.failed === 0 : null)}`,
      );
    }
    console.log(`  restart ready < 1.5 s: ${startup ? `${median(startup.restarts).toFixed(0)} ms (median of 3)` : '—'}, ${verdict(startup ? median(startup.restarts) < 1500 : null)}`);
    console.log(`  first start (new data directory) < 3 s: ${startup ? `${startup.first.toFixed(0)} ms` : '—'}, ${verdict(startup ? startup.first < 3000 : null)}`);
    const memA = memory.get('A');
    console.log(`  memory of one instance after the bench: ${memA ? `${memA.rssMb.toFixed(0)} MB resident, ${memA.peakMb.toFixed(0)} MB at peak` : '—'}`);

    const all = [...outcomes.values()].flat();
    const bad = all.filter((o) => o.non2xx || o.errors || o.writes?.failed);
    if (bad.length || !plansOk) {
      console.error(`\n${bad.length ? `some requests failed: ${bad.map((o) => o.name).join('; ')}` : ''}${!plansOk ? ' a board query used a sequential scan' : ''}`);
      process.exitCode = 1;
    }
  } finally {
    for (const { child } of targets) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await handle.close();
    await pg?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (floorBodies) await rm(path.dirname(floorBodies), { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
