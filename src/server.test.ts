import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { TestClient } from '../test/helpers/client.js';
import { unique } from '../test/helpers/factories.js';
import { createTestDatabase } from '../test/helpers/test-server.js';
import { embeddedUrlFromDataDir } from './db/embedded.js';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `node --import tsx src/server.ts` as `npm start` runs it, with its output collected. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { text: '' };
  const waiters: Array<{ seen: (text: string) => boolean; resolve: () => void }> = [];
  const collect = (d: Buffer) => {
    out.text += d;
    for (const w of waiters.filter((w) => w.seen(out.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** Resolves when the output matches `count` times (or the process has exited). */
  const printed = (re: RegExp, count = 1) => {
    const seen = (text: string) => (text.match(new RegExp(re.source, 'g'))?.length ?? 0) >= count;
    return Promise.race([new Promise<void>((resolve) => (seen(out.text) ? resolve() : waiters.push({ seen, resolve }))), exited.then(() => {})]);
  };
  return { child, out, exited, printed };
}

async function waitReady(port: number, out: { text: string }, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`the app did not become ready: ${out.text}`);
}

/**
 * Opens `n` requests that are in flight on the server: a signed-in JSON action
 * (mark every notification read, a database transaction) whose body is still
 * arriving. `finish()` sends the rest of each body and resolves with the raw answers.
 */
async function startInFlightActions(port: number, cookie: string, n: number) {
  const body = '{"all":true}';
  const sockets = await Promise.all(
    Array.from({ length: n }, async () => {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let response = '';
      socket.on('data', (d) => (response += d));
      socket.on('error', () => {});
      const closed = new Promise<string>((r) => socket.once('close', () => r(response)));
      socket.write(
        `POST /api/notifications/read HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 3)}`,
      );
      return { socket, closed };
    }),
  );
  return {
    async finish(): Promise<string[]> {
      for (const { socket } of sockets) if (!socket.destroyed) socket.write(body.slice(3));
      return Promise.all(sockets.map((s) => s.closed));
    },
  };
}

/** Registers a driver through the form and returns the session cookie. */
async function registerOverHttp(port: number): Promise<string> {
  const client = new TestClient(`http://127.0.0.1:${port}`);
  const username = unique('shut');
  const res = await client.post('/register', { name: 'Shutdown Driver', username, password: 'secret-pass', password_confirm: 'secret-pass', role: 'driver', phone: '98765 43210' });
  assert.equal(res.status, 302, res.text.slice(0, 300));
  return `fm_session=${client.cookies.get('fm_session')}`;
}

/** SIGTERM while 12 actions are in flight: every one is answered 200 and the process exits 0. */
async function assertGracefulShutdown(port: number, server: ReturnType<typeof startServer>): Promise<void> {
  const cookie = await registerOverHttp(port);
  const inFlight = await startInFlightActions(port, cookie, 12);
  // In flight: the server has received the 12 requests (their log lines) and waits for their bodies.
  await server.printed(/"url":"\/api\/notifications\/read"[^\n]*"msg":"incoming request"/, 12);
  server.child.kill('SIGTERM');
  await server.printed(/"msg":"shutting down"/);
  // The server stops taking new connections while the 12 are still waiting for their bodies.
  for (
    let i = 0;
    i < 40 &&
    (await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 50));
  const answers = await inFlight.finish();
  const statuses = answers.map((a) => a.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 'cut off');
  assert.deepEqual(statuses, Array(12).fill('200'), `every in-flight request is answered: ${server.out.text.slice(-2000)}`);
  for (const a of answers) assert.match(a, /"unread_count":0/);
  assert.equal(await server.exited, 0, server.out.text.slice(-2000));
}

test('npm start on the embedded database: structured logs with request ids and no secrets; SIGTERM lets in-flight requests finish, then stops PostgreSQL and exits 0', {
  timeout: 120_000,
}, async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-server-'));
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' });
  const { child, exited, out } = server;
  try {
    await waitReady(port, out, child);
    assert.ok(await embeddedUrlFromDataDir(dataDir), 'the embedded server is running');

    // Secrets a request may carry: a session cookie, an authorization header, a password.
    const token = `tok-${'x'.repeat(40)}`;
    const me = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie: `fm_session=${token}`, authorization: `Bearer ${token}`, 'x-request-id': 'trace-me-1234' } });
    assert.equal(me.status, 401);
    assert.equal(me.headers.get('x-request-id'), 'trace-me-1234');

    // A sign-in whose body is still arriving when the signal comes, and 12 signed-in actions.
    const body = 'username=nobody&password=wrong-password';
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    const shutdown = assertGracefulShutdown(port, server);
    await server.printed(/"msg":"shutting down"/);
    socket.write(body.slice(10));
    await closed;
    assert.match(response, /^HTTP\/1\.1 400/, 'the in-flight sign-in was answered (wrong password), not cut off');
    assert.match(response, /Wrong username or password/);
    await shutdown;
    assert.equal(await exited, 0, out.text);

    const lines = out.text
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    const mine = lines.filter((l) => l.reqId === 'trace-me-1234');
    assert.ok(
      mine.some((l) => l.req?.url === '/api/me'),
      'the request is logged as JSON under its request id',
    );
    assert.ok(
      mine.some((l) => l.res?.statusCode === 401),
      'and so is its answer',
    );
    assert.ok(
      lines.filter((l) => l.req || l.res).every((l) => typeof l.reqId === 'string'),
      'every request log line has a request id',
    );
    assert.doesNotMatch(out.text, new RegExp(token), 'no session token or authorization header in the logs');
    assert.doesNotMatch(out.text, /wrong-password|secret-pass/, 'no password in the logs');
    // Production without a payment gateway: the start says deposits are refused.
    assert.ok(
      lines.some((l) => l.level === 40 && /^PAYMENTS ARE OFF: NODE_ENV=production and no payment gateway is configured/.test(l.msg)),
      'a warning at start: payments are off',
    );
    assert.equal(await embeddedUrlFromDataDir(dataDir), null, 'PostgreSQL stopped with the app');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('npm start on an external database (DATABASE_URL): SIGTERM lets 12 in-flight requests finish with 200 and exits 0', { timeout: 120_000 }, async () => {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-server-ext-'));
  const port = await freePort();
  const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, NODE_ENV: 'production' });
  try {
    await waitReady(port, server.out, server.child);
    assert.match(server.out.text, /"database":"external"/);
    await assertGracefulShutdown(port, server);
    assert.equal(await embeddedUrlFromDataDir(dataDir), null, 'no embedded PostgreSQL was started');
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
});
