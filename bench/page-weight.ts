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
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ADMIN_PASSWORD, DEMO_PASSWORD, DEMO_USERS as USERS, startDemoApp } from '../scripts/lib/demo-app.js';

const LIMIT = 50 * 1024;

/** Each role's main pages: home, the board, the lists and forms of the menu. */
const PAGES: Record<string, string[]> = {
  anon: ['/', '/loadboard', '/login', '/register', '/about'],
  driver: ['/driver', '/marketplace', '/loads', '/driver/bids', '/driver/trips', '/driver/earnings', '/escrow', '/messages', '/driver/network', '/driver/profile', '/marketplace/notifications'],
  shipper: ['/shipper', '/loads/new', '/loads/import', '/shipper/loads', '/shipper/shipments', '/escrow', '/ledger', '/messages'],
  broker: ['/broker', '/broker/loads/new', '/broker/loads', '/broker/network', '/broker/clients', '/broker/commissions', '/ledger'],
  admin: ['/admin', '/admin/users', '/admin/loads', '/admin/metrics', '/escrow', '/audit-logs'],
};

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
  const { base, stop } = await startDemoApp(dbUrl);
  let over = 0;
  try {
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
    stop();
  }
  if (over) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
