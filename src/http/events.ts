/**
 * Live updates: server-sent events fed by PostgreSQL LISTEN/NOTIFY, so every app
 * instance on one database sees every event. A feature publishes inside its own
 * transaction with `publish(trx, ...)` (delivered at commit, dropped on
 * rollback); each instance's EventHub listens on one channel and writes the
 * event to the open /events streams of the users it targets.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Role } from './context.js';
import { requireUser } from './guards.js';

export const EVENTS_CHANNEL = 'fm_events';
/** Not sent to the browser: ends the user's open streams (their sessions were ended). */
export const SESSION_ENDED_EVENT = 'session_ended';

/** Who an event is for: one user, every user of a role, or everyone. */
export type Audience = { userId: string } | { role: Role } | { all: true };

export interface LiveEvent {
  /** Event name on the stream, e.g. 'notification', 'message', 'location'. */
  type: string;
  data: Record<string, unknown>;
}

/** Queues an event; PostgreSQL delivers it to every instance when the transaction commits. */
export async function publish(db: Kysely<any>, audience: Audience, event: LiveEvent): Promise<void> {
  const payload = JSON.stringify({ audience, ...event });
  if (Buffer.byteLength(payload) > 7900) throw new Error('live event payload too large for NOTIFY');
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db);
}

interface Listener {
  userId: string;
  role: Role;
  send(event: LiveEvent): void;
  end(): void;
}

export class EventHub {
  private listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: { warn(obj: object, msg: string): void; info(msg: string): void },
  ) {}

  /** Connects the LISTEN client; reconnects by itself when the connection drops. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => this.dispatch(msg.payload));
    client.on('error', (err) => {
      this.log.warn({ err }, 'event listener connection lost');
      this.scheduleReconnect();
    });
    client.on('end', () => this.scheduleReconnect());
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.client = null;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.start().catch((err) => {
        this.log.warn({ err }, 'event listener reconnect failed');
        this.scheduleReconnect();
      });
    }, 1000);
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let parsed: { audience: Audience } & LiveEvent;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const { audience, type, data } = parsed;
    for (const l of this.listeners) {
      const match =
        ('userId' in audience && audience.userId === l.userId) ||
        ('role' in audience && audience.role === l.role) ||
        ('all' in audience && audience.all);
      if (!match) continue;
      if (type === SESSION_ENDED_EVENT) {
        this.listeners.delete(l);
        l.end();
      } else {
        l.send({ type, data });
      }
    }
  }

  /** Keeps an SSE stream open for the user until the client goes away. */
  subscribe(userId: string, role: Role, reply: FastifyReply): void {
    const raw = reply.raw;
    const listener: Listener = {
      userId,
      role,
      send: (e) => raw.write(`event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`),
      end: () => raw.end(),
    };
    this.listeners.add(listener);
    const ping = setInterval(() => raw.write(': ping\n\n'), 25_000);
    raw.on('close', () => {
      clearInterval(ping);
      this.listeners.delete(listener);
    });
  }

  /** Number of open streams on this instance (for /readyz and tests). */
  get size(): number {
    return this.listeners.size;
  }

  /** Ends every open stream (so a graceful shutdown is not held up) and the LISTEN client. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const l of this.listeners) l.end();
    this.listeners.clear();
    await this.client?.end().catch(() => {});
  }
}

/** GET /events: the signed-in user's live stream. */
export function registerEventRoutes(app: FastifyInstance): void {
  app.get('/events', { preHandler: [requireUser] }, async (req, reply) => {
    const user = req.user!;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n\n');
    app.events.subscribe(user.id, user.role, reply);
  });
}
