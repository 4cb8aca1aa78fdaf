/**
 * The parser pool's guarantees with a worker the test controls
 * (test/helpers/pool-test-worker.mjs): the event loop stays free while a task
 * runs, a task past the time limit is refused and its thread replaced, a full
 * queue is refused at once, and the real parser thread reads the whole corpus
 * exactly as the parser does in-process.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { DomainError } from '../../http/errors.js';
import { CORPUS } from '../../../test/fixtures/chat-corpus.js';
import { parseChat, parseChatPosts, splitMessages } from './parser.js';
import { TimedWorkerPool } from './parser-pool.js';
import type { ParsedPaste, ParseTask } from './parser-worker.js';
import { candidateRowValues, MAX_MESSAGES, rowErrors } from './schema.js';

const FIXTURE = fileURLToPath(new URL('../../../test/helpers/pool-test-worker.mjs', import.meta.url));
const REAL = fileURLToPath(new URL('./parser-worker.mjs', import.meta.url));

type FixtureTask = { mode: 'echo' | 'wait' | 'spin'; flag?: SharedArrayBuffer };
const pools: Array<{ close(): Promise<void> }> = [];
function pool<T extends object, R>(filename: string, opts: { threads?: number; maxQueue?: number; timeoutMs?: number } = {}) {
  const p = new TimedWorkerPool<T, R>({ filename, threads: opts.threads ?? 1, maxQueue: opts.maxQueue ?? 4, timeoutMs: opts.timeoutMs ?? 60_000 });
  pools.push(p);
  return p;
}
after(async () => {
  for (const p of pools) await p.close();
});

/** Resolves once the pool has `n` tasks running in its threads (not a sleep: it waits for the workers' own signal). */
async function untilRunning(p: { running: number }, n: number): Promise<void> {
  while (p.running < n) await new Promise((r) => setImmediate(r));
}

function release(flag: SharedArrayBuffer): void {
  const cell = new Int32Array(flag);
  Atomics.store(cell, 0, 1);
  Atomics.notify(cell, 0);
}

test('while a thread is busy with a task, the event loop still answers HTTP requests', async () => {
  const p = pool<FixtureTask, { threadId: number }>(FIXTURE);
  const http = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  try {
    const flag = new SharedArrayBuffer(4);
    const order: string[] = [];
    const busy = p.run({ mode: 'wait', flag }).then(() => order.push('task'));
    await untilRunning(p, 1);
    const res = await fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/`);
    order.push(`http ${await res.text()}`);
    release(flag);
    await busy;
    assert.deepEqual(order, ['http ok', 'task']);
  } finally {
    http.close();
  }
});

test('a task past the time limit is refused with PARSE_TIMEOUT and its spinning thread replaced', async () => {
  const p = pool<FixtureTask, { threadId: number }>(FIXTURE, { threads: 1, timeoutMs: 50 });
  const first = await p.run({ mode: 'echo' });
  await assert.rejects(p.run({ mode: 'spin' }), (err: unknown) => {
    assert.ok(err instanceof DomainError);
    assert.equal(err.code, 'PARSE_TIMEOUT');
    assert.equal(err.status, 422);
    assert.match(err.details?.text ?? '', /took too long to read: split it/);
    return true;
  });
  // One thread only: the next task can only run if the spinning thread was stopped and replaced.
  const next = await p.run({ mode: 'echo' });
  assert.notEqual(next.threadId, first.threadId);
  assert.equal(p.running, 0);
});

test('with every thread busy and the queue full, the next task is refused at once with SERVER_BUSY', async () => {
  const p = pool<FixtureTask, { threadId: number }>(FIXTURE, { threads: 1, maxQueue: 1 });
  const flag = new SharedArrayBuffer(4);
  const running = p.run({ mode: 'wait', flag });
  await untilRunning(p, 1);
  const queued = p.run({ mode: 'echo' });
  await assert.rejects(p.run({ mode: 'echo' }), (err: unknown) => err instanceof DomainError && err.code === 'SERVER_BUSY' && err.status === 503);
  release(flag);
  await running;
  await queued;
  // Room again once the queue drains.
  assert.ok((await p.run({ mode: 'echo' })).threadId > 0);
});

test('the parser thread reads the whole corpus exactly as the parser does in-process', async () => {
  const p = pool<Omit<ParseTask, 'started'>, ParsedPaste>(REAL, { threads: 1, maxQueue: CORPUS.length });
  const got = await Promise.all(CORPUS.map((m) => p.run({ text: m.text, referenceDate: m.referenceDate, maxMessages: MAX_MESSAGES })));
  CORPUS.forEach((m, i) => {
    const { posts, candidates } = parseChatPosts(m.text, { referenceDate: m.referenceDate });
    const expected: ParsedPaste = {
      messages: splitMessages(m.text).length,
      posts,
      candidates: candidates.map((candidate) => ({ candidate, values: candidateRowValues(candidate), saveErrors: rowErrors(candidateRowValues(candidate)) })),
    };
    assert.deepEqual(got[i], expected, `corpus message ${i}`);
  });
  // The corpus as one paste, too.
  // (as many messages as it holds are read: the corpus outgrew MAX_MESSAGES, whose own check is below)
  const whole = CORPUS.map((m) => m.text).join('\n\n');
  const one = await p.run({ text: whole, referenceDate: '2026-11-20', maxMessages: splitMessages(whole).length });
  assert.deepEqual(
    one.candidates?.map((c) => c.candidate),
    parseChat(whole, { referenceDate: '2026-11-20' }),
  );
  // More messages than allowed: counted, not read.
  const many = await p.run({ text: 'ok\n\n'.repeat(30), referenceDate: '2026-11-20', maxMessages: 20 });
  assert.deepEqual(many, { messages: 30, posts: 0, candidates: null });
});
