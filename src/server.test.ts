import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { embeddedUrlFromDataDir } from './db/embedded.js';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

test('npm start on the embedded database: structured logs with request ids and no secrets; SIGTERM lets an in-flight request finish, then stops PostgreSQL and exits 0', { timeout: 120_000 }, async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fm-server-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    let ready = false;
    for (let i = 0; i < 120 && !ready; i++) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      if (!ready) await new Promise((r) => setTimeout(r, 250));
    }
    assert.ok(ready, `the app did not become ready: ${output}`);
    assert.ok(await embeddedUrlFromDataDir(dataDir), 'the embedded server is running');

    // Secrets a request may carry: a session cookie, an authorization header, a password.
    const token = 'tok-' + 'x'.repeat(40);
    const me = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie: `fm_session=${token}`, authorization: `Bearer ${token}`, 'x-request-id': 'trace-me-1234' } });
    assert.equal(me.status, 401);
    assert.equal(me.headers.get('x-request-id'), 'trace-me-1234');

    // A request whose body is still arriving when the signal comes.
    const body = 'username=nobody&password=wrong-password';
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (d) => (response += d));
    const closed = new Promise((r) => socket.once('close', r));
    socket.write(`POST /login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 200));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write(body.slice(10));
    await closed;
    assert.match(response, /^HTTP\/1\.1 400/, 'the in-flight sign-in was answered (wrong password), not cut off');
    assert.match(response, /Wrong username or password/);

    assert.equal(await exited, 0, output);

    const lines = output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
    const mine = lines.filter((l) => l.reqId === 'trace-me-1234');
    assert.ok(mine.some((l) => l.req?.url === '/api/me'), 'the request is logged as JSON under its request id');
    assert.ok(mine.some((l) => l.res?.statusCode === 401), 'and so is its answer');
    assert.ok(lines.filter((l) => l.req || l.res).every((l) => typeof l.reqId === 'string'), 'every request log line has a request id');
    assert.doesNotMatch(output, new RegExp(token), 'no session token or authorization header in the logs');
    assert.doesNotMatch(output, /wrong-password/, 'no password in the logs');
    // Production without a payment gateway: the start says deposits are refused.
    assert.ok(lines.some((l) => l.level === 40 && /^PAYMENTS ARE OFF: NODE_ENV=production and no payment gateway is configured/.test(l.msg)), 'a warning at start: payments are off');
    assert.equal(await embeddedUrlFromDataDir(dataDir), null, 'PostgreSQL stopped with the app');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
});
