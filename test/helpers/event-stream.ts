/**
 * A reader of the live event stream (GET /events) as a browser's EventSource
 * would see it, shared by every test that watches live events.
 */
import type { TestClient } from './client.js';

interface LiveEventRecord {
  type: string;
  data: any;
}

export interface EventStream {
  /** Every event received so far, in order. */
  events: LiveEventRecord[];
  /** Resolves with the first event (already received or arriving) that matches; rejects after `ms`. */
  waitFor(match: (e: LiveEventRecord) => boolean, ms?: number): Promise<LiveEventRecord>;
  /** Resolves with the first matching event after those already taken by `next`; rejects after `ms`. */
  next(match: (e: LiveEventRecord) => boolean, ms?: number): Promise<LiveEventRecord>;
  close(): void;
}

/** Opens GET /events on `server.url` with the client's session; resolves once the server holds the stream open. */
export async function openEventStream(server: { url: string }, client: TestClient): Promise<EventStream> {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${server.url}/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`event stream refused: ${res.status}`);
  const events: LiveEventRecord[] = [];
  const arrivals = new Set<() => void>();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let opened!: () => void;
  const ready = new Promise<void>((r) => (opened = r));
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          // The server's first frame is `retry:`, written once the stream is subscribed.
          opened();
          let type = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          events.push({ type, data: JSON.parse(data.join('\n')) });
          for (const wake of [...arrivals]) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      opened();
    }
  })();
  await ready;

  /** Waits (up to `ms`) for the first matching event at index `from` or later. */
  async function find(match: (e: LiveEventRecord) => boolean, from: number, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    for (;;) {
      for (let i = from; i < events.length; i++) if (match(events[i])) return i;
      from = events.length;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching live event within ${ms} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          arrivals.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        arrivals.add(wake);
      });
    }
  }

  let taken = 0;
  return {
    events,
    async waitFor(match, ms = 5000) {
      return events[await find(match, 0, ms)];
    },
    async next(match, ms = 5000) {
      const i = await find(match, taken, ms);
      taken = i + 1;
      return events[i];
    },
    close() {
      controller.abort();
    },
  };
}
