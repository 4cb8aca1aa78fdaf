/**
 * The admission of reads (admission.ts): with every place taken, a read waits its turn before any work is done
 * for it, while writes and health checks are answered at once; a client that gives up while waiting takes no place.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { parseConfig } from '../config.js';
import { registerReadAdmission } from './admission.js';

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
  assert.ok(cond(), 'timed out waiting');
}

async function serverWithOnePlace() {
  const app = Fastify();
  registerReadAdmission(app, 1);
  const order: string[] = [];
  let finishSlow: () => void = () => {};
  const slowDone = new Promise<void>((r) => {
    finishSlow = r;
  });
  app.get('/slow', async () => {
    order.push('slow start');
    await slowDone;
    order.push('slow end');
    return { ok: true };
  });
  app.get('/next', async () => {
    order.push('next');
    return { ok: true };
  });
  app.post('/write', async () => {
    order.push('write');
    return { ok: true };
  });
  app.get('/healthz', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, order, finishSlow };
}

test('with its one place taken, a read waits its turn; a write and a health check are answered meanwhile', async () => {
  const { app, url, order, finishSlow } = await serverWithOnePlace();
  try {
    const slow = fetch(`${url}/slow`);
    await until(() => order.includes('slow start'));
    const next = fetch(`${url}/next`);
    const write = await fetch(`${url}/write`, { method: 'POST' });
    assert.equal(write.status, 200);
    assert.equal((await fetch(`${url}/healthz`)).status, 200, 'a health check never waits');
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(order, ['slow start', 'write'], 'the second read has not started');
    finishSlow();
    assert.equal((await slow).status, 200);
    assert.equal((await next).status, 200);
    assert.deepEqual(order, ['slow start', 'write', 'slow end', 'next']);
  } finally {
    await app.close();
  }
});

test('a read whose client gives up while it waits is never worked on, and takes no place', async () => {
  const { app, url, order, finishSlow } = await serverWithOnePlace();
  try {
    const slow = fetch(`${url}/slow`);
    await until(() => order.includes('slow start'));
    const abort = new AbortController();
    const gaveUp = fetch(`${url}/next`, { signal: abort.signal }).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 30));
    abort.abort();
    assert.ok((await gaveUp) instanceof Error);
    await new Promise((r) => setTimeout(r, 30));
    finishSlow();
    assert.equal((await slow).status, 200);
    // The place is free again: reads one after another are all answered.
    for (let i = 0; i < 3; i++) assert.equal((await fetch(`${url}/next`)).status, 200);
    assert.deepEqual(order, ['slow start', 'slow end', 'next', 'next', 'next'], 'the abandoned read never ran');
  } finally {
    await app.close();
  }
});

test('READ_CONCURRENCY: two reads per core unless set; 0 admits every read at once', () => {
  const base = { NODE_ENV: 'test', BASE_URL: 'http://127.0.0.1:1' };
  assert.ok(parseConfig(base).READ_CONCURRENCY >= 2);
  assert.equal(parseConfig({ ...base, READ_CONCURRENCY: '0' }).READ_CONCURRENCY, 0);
  assert.throws(() => parseConfig({ ...base, READ_CONCURRENCY: '-1' }), /READ_CONCURRENCY/);
});
