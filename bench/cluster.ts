/**
 * npm run bench:cluster [-- --loads N --duration S --connections C --database <url>]
 *
 * Throughput of one, two and three instances of the build behind nginx (scripts/cluster.ts), on one
 * PostgreSQL (the machine's, 127.0.0.1:5432, a fresh database seeded with the demo users and N loads,
 * 200,000 by default; dropped afterwards) and one Redis (the rate limiter's counters, as in production).
 * For each count: the cluster starts, the demo driver signs in through nginx, 5 s of warm-up, then
 * autocannon with C connections (50) for S seconds (20) on GET /api/loads?origin=Delhi&truck_type=open,
 * pages 1 to 50 in turn; prints requests/s and latency, and fails on any answer that is not 200. A run of
 * one instance without nginx comes first, to show what nginx itself costs.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_PASSWORD, ensureDemoUsers, generateLoads, insertLoads } from '../scripts/seed-demo.js';
import { startCluster } from '../scripts/cluster.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}
function number(name: string, def: number): number {
  const raw = option(name);
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} needs a positive number`);
  return n;
}

const LOADS = number('loads', 200_000);
const DURATION = number('duration', 20);
const CONNECTIONS = number('connections', 50);
const ADMIN_URL = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FILTER = 'origin=Delhi&truck_type=open';

const log = (m: string) => console.log(`[bench:cluster] ${m}`);

async function admin(statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo-driver', password: DEMO_PASSWORD }).toString(),
    redirect: 'manual',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(';')[0] as string;
}

interface Result {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bad: number;
  /** What the answers that were not 200 were: status codes with their counts, connection errors, timeouts. */
  badKinds: string;
}

function run(label: string, url: string, cookie: string, paths: string[], seconds: number): Promise<Result> {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { cookie, accept: 'application/json' },
        requests: [
          {
            setupRequest: (req) => {
              req.path = paths[i++ % paths.length];
              return req;
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        const statuses = Object.entries((r as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
          .filter(([code]) => code !== '200')
          .map(([code, { count }]) => `${count} × ${code}`);
        const badKinds = [...statuses, ...(r.errors ? [`${r.errors} connection errors`] : []), ...(r.timeouts ? [`${r.timeouts} timeouts`] : [])].join(', ');
        resolve({ label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, bad: r.non2xx + r.errors + r.timeouts, badKinds });
      },
    );
  });
}

async function main(): Promise<void> {
  const given = option('database');
  const name = `fm_bench_cluster_${randomBytes(3).toString('hex')}`;
  if (!given) await admin(`CREATE DATABASE ${name}`);
  const dbUrl = given ?? ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const results: Result[] = [];
  try {
    await migrate(dbUrl);
    const handle = openDatabase(dbUrl, { max: 4 });
    try {
      const have = (await sql<{ n: number }>`select count(*)::int as n from loads`.execute(handle.db)).rows[0]?.n ?? 0;
      const { users } = await ensureDemoUsers(handle.db);
      if (have < LOADS) {
        const t0 = Date.now();
        const posters = users.filter((u) => u.role !== 'driver').map((u) => ({ id: u.id, phone: u.phone }));
        await insertLoads(handle.db, generateLoads(posters, LOADS - have, { seed: 42, cancelledShare: 0.2 }), 5000, (n) => n % 50_000 === 0 && log(`${n} loads inserted`));
        await sql`VACUUM ANALYZE loads`.execute(handle.db);
        await sql`VACUUM ANALYZE users`.execute(handle.db);
        log(`seeded ${LOADS - have} loads in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
    } finally {
      await handle.close();
    }
    const paths = Array.from({ length: 50 }, (_, k) => `/api/loads?${FILTER}&page=${k + 1}`);
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000000', RATE_LIMIT_PAGES_MAX: '1000000000', RATE_LIMIT_SIGNIN_MAX: '1000' };
    for (const instances of [1, 1, 2, 3]) {
      const direct = results.length === 0;
      const cluster = await startCluster({ instances, databaseUrl: dbUrl, env });
      try {
        const target = direct ? (cluster.instances[0]?.url as string) : cluster.url;
        const label = direct ? '1 instance, no nginx' : `${instances} instance${instances > 1 ? 's' : ''} behind nginx`;
        const cookie = await signIn(target);
        await run(label, target, cookie, paths, 5);
        const r = await run(label, target, cookie, paths, DURATION);
        results.push(r);
        log(`${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requests} requests, ${r.bad} not 200${r.badKinds ? ` (${r.badKinds})` : ''}`);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    if (!given) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  console.log(
    `\n${LOADS} loads, ${CONNECTIONS} connections, ${DURATION} s, GET /api/loads?${FILTER}&page=1..50; load average now ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| setup | req/s | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  if (results.some((r) => r.bad > 0)) {
    console.error('some answers were not 200');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
