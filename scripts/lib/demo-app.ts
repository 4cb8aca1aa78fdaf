/**
 * Starts the app from the sources on a free port, on a database of the local PostgreSQL filled with the demo data
 * (scripts/seed-demo.ts), for the tools that look at its pages: scripts/screenshots.ts and bench/page-weight.ts.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

/** The demo sign-ins (scripts/seed-demo.ts); the admin's password is set through /setup by the tool when it is not set yet. */
export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin-shots-1';
export const DEMO_USERS: Record<string, string> = { driver: 'demo-driver', shipper: 'demo-shipper', broker: 'demo-broker', admin: 'admin' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  await client.end();
}

function run(cmd: string, argv: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${argv.join(' ')} exited ${code}`))));
  });
}

/** The database (created when missing) is migrated and seeded, then the app listens; `stop()` ends it. */
export async function startDemoApp(dbUrl: string): Promise<{ base: string; stop: () => void }> {
  await ensureDatabase(dbUrl);
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // One tool signs in and fetches many pages from one address: the budgets of real users would refuse it.
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_PAGES_MAX: '100000',
    RATE_LIMIT_ANON_MAX: '100000',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  };
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], env);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => server.kill('SIGTERM');
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let n = 0; ; n++) {
      try {
        if ((await fetch(`${base}/healthz`)).status < 500) break;
      } catch {
        if (n > 150) throw new Error('the app did not start');
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    stop();
    throw err;
  }
  return { base, stop };
}
