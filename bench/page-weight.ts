/**
 * npm run bench:pages [-- --database <postgres url>]
 *
 * The weight of each role's main pages as a phone downloads them. Starts the app from the sources with the
 * demo data (like scripts/screenshots.ts: PAGE_WEIGHT_DATABASE_URL or --database, default
 * postgres://postgres@127.0.0.1:5432/fm_page_weight, created when missing), signs in as each demo user
 * (the admin's password set through /setup when it is not set yet), fetches every page, and prints its HTML
 * size raw, gzip-compressed and brotli-compressed (zlib's defaults), and what the app itself sent for
 * `Accept-Encoding: br, gzip`. A page over 50 KB compressed (gzip) is flagged, and the run exits 1.
 * Only the HTML is weighed: app.css and app.js are separate files the browser caches.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';

const LIMIT = 50 * 1024;
const DEMO_PASSWORD = 'demo1234';
const ADMIN_PASSWORD = 'admin-shots-1';
const USERS: Record<string, string> = { driver: 'demo-driver', shipper: 'demo-shipper', broker: 'demo-broker', admin: 'admin' };

/** Each role's main pages: home, the board, the lists and forms of the menu. */
const PAGES: Record<string, string[]> = {
  anon: ['/', '/loadboard', '/login', '/register', '/about'],
  driver: ['/driver', '/marketplace', '/loads', '/driver/bids', '/driver/trips', '/driver/earnings', '/escrow', '/messages', '/driver/network', '/driver/profile', '/marketplace/notifications'],
  shipper: ['/shipper', '/loads/new', '/loads/import', '/shipper/loads', '/shipper/shipments', '/escrow', '/ledger', '/messages'],
  broker: ['/broker', '/broker/loads/new', '/broker/loads', '/broker/network', '/broker/clients', '/broker/commissions', '/ledger'],
  admin: ['/admin', '/admin/users', '/admin/loads', '/admin/metrics', '/escrow', '/audit-logs'],
};

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

/** A GET or form POST with the raw bytes of the answer (no decompression). */
function request(
  base: string,
  path: string,
  opts: { cookie?: string; form?: Record<string, string>; encoding?: string } = {},
): Promise<{ status: number; body: Buffer; setCookie: string[]; location?: string }> {
  return new Promise((resolve, reject) => {
    const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
    const req = http.request(
      `${base}${path}`,
      {
        method: body ? 'POST' : 'GET',
        headers: {
          accept: 'text/html',
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
          ...(opts.encoding ? { 'accept-encoding': opts.encoding } : {}),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), setCookie: res.headers['set-cookie'] ?? [], location: res.headers.location }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(base: string, role: string): Promise<string> {
  if (role === 'admin') {
    const setup = await request(base, '/setup');
    if (setup.body.toString().includes('password_confirm')) {
      await request(base, '/setup', { form: { password: ADMIN_PASSWORD, password_confirm: ADMIN_PASSWORD } });
    }
  }
  const res = await request(base, '/login', { form: { username: USERS[role] as string, password: role === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD } });
  const session = res.setCookie.map((c) => c.split(';')[0] as string).find((c) => c.startsWith('fm_session='));
  if (res.status !== 302 || !session) throw new Error(`${role} could not sign in (${res.status})`);
  return session;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const i = process.argv.indexOf('--database');
  const dbUrl = (i === -1 ? undefined : process.argv[i + 1]) ?? process.env.PAGE_WEIGHT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fm_page_weight';
  await ensureDatabase(dbUrl);
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_PAGES_MAX: '100000',
    RATE_LIMIT_ANON_MAX: '100000',
    RATE_LIMIT_SIGNIN_MAX: '1000',
  };
  await run(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], env);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  let over = 0;
  try {
    for (let n = 0; ; n++) {
      try {
        if ((await fetch(`${base}/healthz`)).status < 500) break;
      } catch {
        if (n > 150) throw new Error('the app did not start');
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const rows: string[][] = [['page', 'status', 'raw', 'gzip', 'brotli', 'sent (br)', '']];
    for (const [role, paths] of Object.entries(PAGES)) {
      const cookie = role === 'anon' ? undefined : await signIn(base, role);
      for (const path of paths) {
        const plain = await request(base, path, { cookie });
        const sent = await request(base, path, { cookie, encoding: 'br, gzip' });
        const gz = gzipSync(plain.body).length;
        const br = brotliCompressSync(plain.body).length;
        const flag = gz > LIMIT ? 'OVER 50 KB' : '';
        if (flag) over++;
        rows.push([`${role}:${path}`, String(plain.status), kb(plain.body.length), kb(gz), kb(br), kb(sent.body.length), flag]);
      }
    }
    const widths = (rows[0] as string[]).map((_, c) => Math.max(...rows.map((r) => (r[c] as string).length)));
    for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number))).join('  '));
    console.log(over ? `\n${over} page(s) over 50 KB compressed` : '\nEvery page is under 50 KB compressed.');
  } finally {
    server.kill('SIGTERM');
  }
  if (over) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
