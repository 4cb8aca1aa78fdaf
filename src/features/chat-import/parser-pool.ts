/**
 * The chat parser's worker threads (piscina): a paste is read off the event
 * loop, so one user's big paste never stalls anyone else's requests. The pool
 * starts on the first paste; a read that runs past its time limit is aborted
 * and its thread replaced, and when every thread is busy and the queue is full
 * the next paste is refused at once instead of piling up in memory.
 */
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Piscina } from 'piscina';
import { createRequire } from 'node:module';
import { lazy } from '../../lib/lazy.js';
import { FROM_SOURCES, PROJECT_ROOT } from '../../project-root.js';

import { ParserBusyError, ParseTimeoutError } from './errors.js';
import type { ParsedPaste, ParseTask } from './parser-worker.js';

const require = createRequire(import.meta.url);
/** Loaded with the first paste (lib/lazy.ts). */
const piscina = lazy(() => require('piscina') as typeof import('piscina'));

export interface WorkerPoolOptions {
  /** The worker's entry module (a path or file URL). */
  filename: string;
  threads: number;
  /** Tasks that may wait for a free thread; one more is refused at once (ParserBusyError). */
  maxQueue: number;
  /** Longest a task may run once a thread has started it (then ParseTimeoutError, and the thread is replaced). */
  timeoutMs: number;
}

/**
 * A lazily started piscina pool whose tasks get a `started` port: the worker
 * posts on it when it begins, and the time limit counts from then (waiting in
 * the queue is bounded by maxQueue instead).
 */
export class TimedWorkerPool<T extends object, R> {
  #pool: Piscina | null = null;
  #closed = false;
  /** Tasks a thread has started and not finished (tests wait on it). */
  running = 0;
  /** Tasks accepted and not finished: running or waiting for a thread. */
  #inFlight = 0;
  get inFlight(): number {
    return this.#inFlight;
  }

  constructor(readonly options: WorkerPoolOptions) {}

  async run(task: T): Promise<R> {
    const { threads, maxQueue, timeoutMs, filename } = this.options;
    // At most one task per thread plus maxQueue waiting: a flood is refused at once, never held in memory.
    if (this.#closed || this.#inFlight >= threads + maxQueue) throw new ParserBusyError();
    this.#pool ??= new (piscina().Piscina)({ filename, minThreads: threads, maxThreads: threads, execArgv: [], idleTimeout: 60_000 });
    this.#inFlight++;
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    port1.once('message', () => {
      started = true;
      this.running++;
      timer = setTimeout(() => controller.abort(new Error('time limit')), timeoutMs);
    });
    try {
      return (await this.#pool.run({ ...task, started: port2 }, { signal: controller.signal, transferList: [port2] as unknown as NonNullable<Parameters<Piscina['run']>[1]>['transferList'] })) as R;
    } catch (err) {
      if (controller.signal.aborted) throw new ParseTimeoutError();
      throw err;
    } finally {
      this.#inFlight--;
      clearTimeout(timer);
      if (started) this.running--;
      port1.close();
    }
  }

  /** Stops every thread at once (at app close, after in-flight requests have finished). */
  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}

/** The parser's pool: tasks are ParseTask, answers ParsedPaste. */
export type ParserPool = TimedWorkerPool<Omit<ParseTask, 'started'>, ParsedPaste>;

// Under tsx (dev, tests) a thread must register tsx itself (parser-worker.mjs); built, the task is plain JavaScript
// (dist/.../parser-worker.js, compiled beside the bundled server).
const WORKER = path.join(PROJECT_ROOT, FROM_SOURCES ? 'src/features/chat-import/parser-worker.mjs' : 'dist/features/chat-import/parser-worker.js');
const pools = new WeakMap<FastifyInstance, ParserPool>();

/** The app's parser pool (one per app, so one per process), sized from configuration and closed with the app. */
export function parserPoolOf(app: FastifyInstance): ParserPool {
  let pool = pools.get(app);
  if (!pool) {
    const { PARSER_THREADS, PARSER_MAX_QUEUE, PARSER_TIMEOUT_MS } = app.config;
    const created: ParserPool = new TimedWorkerPool({ filename: WORKER, threads: PARSER_THREADS, maxQueue: PARSER_MAX_QUEUE, timeoutMs: PARSER_TIMEOUT_MS });
    app.addHook('onClose', async () => created.close());
    pools.set(app, created);
    pool = created;
  }
  return pool;
}
