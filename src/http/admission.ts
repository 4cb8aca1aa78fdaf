/**
 * Admission of reads (config READ_CONCURRENCY): at most that many GET/HEAD requests are worked on at once; the
 * others wait, in order of arrival, before any work is done for them (not even the session lookup). Requests that
 * change something (POST and the rest) are never held.
 *
 * Why: on a machine whose cores are busy with reads (a crowd refreshing the board), every request in progress
 * puts its database answers on the event loop, and a write's every statement waits a whole turn of the loop
 * behind them. Holding reads back to a few in progress keeps each turn short, so a posted load or a bid is
 * answered in milliseconds while the board is served as fast as before (the cores are just as busy; the reads
 * that wait cost nothing while they wait). BENCHMARKS.md has the figures.
 *
 * Never held: the live stream (`/events`, open for hours), the health checks a load balancer relies on, and the
 * static assets (cheap, and a page waits for them).
 */
import type { FastifyInstance } from 'fastify';

const NEVER_HELD = ['/events', '/healthz', '/readyz', '/assets/'];

function held(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  for (const p of NEVER_HELD) if (url.startsWith(p)) return false;
  return true;
}

/** Registers the admission of reads on `app` (call it before any other onRequest hook); 0 admits every request at once. */
export function registerReadAdmission(app: FastifyInstance, limit: number): void {
  if (limit <= 0) return;
  let working = 0;
  /** Waiting requests, oldest first; each admits itself and says whether it was still there to be admitted. */
  const waiting: Array<() => boolean> = [];
  const admitNext = () => {
    while (working < limit && waiting.length > 0) if ((waiting.shift() as () => boolean)()) return;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (!held(req.method, req.url)) return done();
    let state: 'waiting' | 'working' | 'gone' = 'waiting';
    const leave = () => {
      const was = state;
      state = 'gone';
      if (was === 'working') {
        working--;
        admitNext();
      }
    };
    const admit = () => {
      if (state !== 'waiting') return false;
      state = 'working';
      working++;
      done();
      return true;
    };
    // The place is given back when the answer has been handed to the network (Node's 'close' of a response: sent,
    // or its connection gone); a request still waiting whose client gave up is skipped at its turn.
    reply.raw.once('close', leave);
    if (working < limit && waiting.length === 0) admit();
    else waiting.push(admit);
  });
}
