/**
 * Boots the real app on an ephemeral port against a database of its own,
 * cloned from the migrated template that scripts/test.ts prepared.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { parseConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { EventHub } from '../../src/http/events.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  config: Config;
  databaseUrl: string;
  close(): Promise<void>;
}

function env(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run the tests with npm test`);
  return v;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database cloned from the template; dropped by close(). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = env('FM_TEST_ADMIN_URL');
  const template = env('FM_TEST_TEMPLATE');
  const name = `fm_t_${template.slice(7)}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {}); // a dropped connection fails the next query instead of crashing the file
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (err) {
        // Another file cloning the template at the same moment: try again shortly.
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      c.on('error', () => {});
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}

/** Starts the app for one test file. `env` overrides configuration (e.g. RATE_LIMIT_MAX). */
export async function startTestServer(envOverrides: Record<string, string> = {}, opts: { databaseUrl?: string } = {}): Promise<TestServer> {
  // A second instance on the same database (scale-out tests) shares it and leaves dropping to the first.
  const database = opts.databaseUrl ? { url: opts.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const handle = openDatabase(database.url, { max: 10 });
  const silent = { warn() {}, info() {} };
  const events = new EventHub(database.url, silent);
  await events.start();
  // BASE_URL is fixed up after listen, when the port is known.
  const baseEnv = {
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_NAMESPACE: `fm-rl-test:${randomBytes(4).toString('hex')}:` } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_PAGES_MAX: '100000',
    RATE_LIMIT_LIVE_MAX: '100000',
    RATE_LIMIT_ANON_MAX: '100000',
    RATE_LIMIT_SIGNIN_MAX: '100000',
    RATE_LIMIT_SEARCH_MAX: '100000',
    LOGIN_FAILURE_MAX: '1000',
    OTP_SENDS_PER_IP: '100000',
    ...envOverrides,
  };
  const port = await freePort();
  const config = parseConfig({ ...baseEnv, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` });
  const app = await buildApp({ config, db: handle.db, events });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    db: handle.db,
    pool: handle.pool,
    config,
    databaseUrl: database.url,
    async close() {
      await events.close();
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as import('node:net').AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
