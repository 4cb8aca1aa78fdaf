/**
 * node scripts/smoke-dist.mjs [postgres://admin-url]
 *
 * Proves the build starts as production runs it: plain `node dist/server.js`
 * (no tsx), NODE_ENV=production, on a fresh database created on the given
 * server (default postgres://postgres@127.0.0.1:5432/postgres) and dropped
 * afterwards. It waits for /readyz, fetches the home page, a stylesheet and
 * Leaflet (served from node_modules), reads a pasted chat in the parser's
 * worker thread, then sends SIGTERM and expects exit 0. Plain JavaScript, so
 * it needs nothing but node and the runtime dependencies. Run `npm run build`
 * first; exits 1 on any failure, printing the app's output.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';

const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `fm_smoke_${process.pid}_${Date.now()}`;

function fail(message) {
  throw new Error(message);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function expectOk(base, path, init, contentType) {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.text();
  if (res.status !== 200) fail(`${init.method ?? 'GET'} ${path}: ${res.status} ${body.slice(0, 300)}`);
  if (!(res.headers.get('content-type') ?? '').startsWith(contentType)) fail(`${path}: content-type ${res.headers.get('content-type')}, expected ${contentType}`);
  return body;
}

async function smoke(base) {
  const home = await expectOk(base, '/', {}, 'text/html');
  if (!home.includes('</html>')) fail('/ is not a whole page');
  await expectOk(base, '/assets/app.css', {}, 'text/css');
  await expectOk(base, '/assets/vendor/leaflet/leaflet.js', {}, 'application/javascript');

  // A shipper reads a paste: the parser runs in a worker thread, whose entry differs between src/ and dist/.
  const username = `smoke-${process.pid}`;
  const form = new URLSearchParams({ name: 'Smoke Shipper', username, password: 'smoke-pass-1', password_confirm: 'smoke-pass-1', role: 'shipper', phone: '98765 43210' });
  const registered = await fetch(`${base}/register`, { method: 'POST', body: form, redirect: 'manual' });
  if (registered.status !== 302) fail(`POST /register: ${registered.status} ${(await registered.text()).slice(0, 300)}`);
  const session = registered.headers.getSetCookie().find((c) => c.startsWith('fm_session='));
  if (!session) fail('POST /register set no session cookie');
  const cookie = session.split(';')[0];
  const parsed = JSON.parse(
    await expectOk(
      base,
      '/api/parse-chat',
      {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ text: 'Delhi to Mumbai 20 ton steel coils, 32 ft container, Rs 45000' }),
      },
      'application/json',
    ),
  );
  if (parsed.data?.messages !== 1 || parsed.data.candidates.length !== 1) fail(`/api/parse-chat read ${JSON.stringify(parsed).slice(0, 300)}`);
}

async function main() {
  if (!existsSync('dist/server.js')) fail('dist/server.js is missing: run npm run build first');
  await admin(`CREATE DATABASE ${database}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  // Only what production needs: no development settings leak in from the caller's environment.
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: url.href, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base, LOG_LEVEL: 'warn', PARSER_THREADS: '1' };
  const app = spawn(process.execPath, ['dist/server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  app.stdout.on('data', (d) => (output += d));
  app.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => app.on('exit', (code, signal) => resolve(signal ?? code)));
  try {
    const until = Date.now() + 60_000;
    while (
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (app.exitCode !== null) fail(`the app exited with ${app.exitCode} before it was ready`);
      if (Date.now() > until) fail('the app was not ready within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    await smoke(base);
    app.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('no exit within 30 s'), 30_000))]);
    if (code !== 0) fail(`after SIGTERM the app ended with ${code}, expected exit 0`);
    console.log(`dist smoke: node dist/server.js served /, /assets and a parse in production mode and exited 0 on SIGTERM`);
  } catch (err) {
    console.error(output);
    throw err;
  } finally {
    if (app.exitCode === null && app.signalCode === null) {
      app.kill('SIGKILL');
      await exited;
    }
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((err) => {
  console.error(`dist smoke failed: ${err.message}`);
  process.exit(1);
});
