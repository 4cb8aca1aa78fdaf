/**
 * Live updates: server-sent events fed by PostgreSQL LISTEN/NOTIFY, so every app
 * instance on one database sees every event. A feature publishes inside its own
 * transaction with `publish(trx, ...)` (delivered at commit, dropped on
 * rollback); each instance's EventHub listens on one channel and writes the
 * event to the open /events streams of the users it targets.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { type Db, sendWithCommit } from '../db/database.js';
import { currentLocale, type Locale } from '../lib/i18n/index.js';
import { renderStoredIn } from '../lib/stored-message.js';
import type { Role } from './context.js';
import { documentRoute } from './action.js';
import { requireUser } from './guards.js';
import { SESSION_IDLE_SECONDS } from './session.js';

const EVENTS_CHANNEL = 'fm_events';
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
  await sendWithCommit(db, sql`select pg_notify(${EVENTS_CHANNEL}, ${payloadOf(audience, event)})`);
}

/**
 * Queues several events in one statement (one round trip however many): a location batch's fixes to the owner and
 * the driver, a message to both sides. Delivered in the order given, at commit.
 */
export async function publishAll(db: Kysely<any>, items: ReadonlyArray<{ audience: Audience; event: LiveEvent }>): Promise<void> {
  if (items.length === 0) return;
  const payloads = items.map(({ audience, event }) => payloadOf(audience, event));
  await sendWithCommit(db, sql`select pg_notify(${EVENTS_CHANNEL}, t.p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`);
}

function payloadOf(audience: Audience, event: LiveEvent): string {
  const payload = JSON.stringify({ audience, ...event });
  if (Buffer.byteLength(payload) > 7900) throw new Error('live event payload too large for NOTIFY');
  return payload;
}

/**
 * Publishes events to users in one statement, each event's data completed by a number PostgreSQL reads as it sends
 * it: `data[field]` = `valueSql`, a SQL expression of `t.user_id` (the event's user) written by the caller, never
 * built from input. One round trip where reading the numbers first and then publishing took two (a notification's
 * unread count: notifications/service.ts).
 */
export async function publishAllCompleted(db: Kysely<any>, events: ReadonlyArray<{ userId: string; event: LiveEvent }>, field: string, valueSql: RawBuilder<number>): Promise<void> {
  if (events.length === 0) return;
  // Each payload is sent as its JSON up to the field's value; PostgreSQL appends the number and closes the objects.
  const end = '0}}';
  const prefixes = events.map(({ userId, event }) => {
    const { [field]: _left, ...data } = event.data;
    const payload = payloadOf({ userId }, { type: event.type, data: { ...data, [field]: 0 } });
    if (!payload.endsWith(`${JSON.stringify(field)}:${end}`)) throw new Error(`live event: ${field} must close the payload`);
    return payload.slice(0, -end.length);
  });
  await sendWithCommit(
    db,
    sql`select pg_notify(${EVENTS_CHANNEL}, t.p || (${valueSql})::text || '}}')
    from unnest(${prefixes}::text[], ${events.map((e) => e.userId)}::uuid[]) with ordinality as t(p, user_id, n) order by n`,
  );
}

/**
 * Ends every session of a user at once (used when a user is suspended), and
 * closes their open live-event streams on every instance when the transaction commits.
 */
export async function endAllSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  await publish(db, { userId }, { type: SESSION_ENDED_EVENT, data: {} });
}

/** Open streams one user may hold on one instance; opening one more ends their oldest (see README). */
export const MAX_STREAMS_PER_USER = 5;
/** How often each instance re-checks the sessions of its open streams (a safety net behind the NOTIFY). */
const SWEEP_MS = 60_000;
/** How long a session's end is remembered, for a stream whose opening raced with it. */
const ENDED_MEMORY_MS = 30_000;
/** Longest timer Node keeps (about 24.8 days); a later end is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Why the server ended a stream, sent as a last `end` event so the page's
 * EventSource stops instead of reconnecting (a shutdown sends none: the
 * browser reconnects to another instance).
 */
export type EndReason = 'signed_out' | 'expired' | 'too_many_streams';

interface Listener {
  userId: string;
  role: Role;
  /** The session the stream was opened with; the stream ends with it. */
  sessionId: string;
  /** The language of the page that opened the stream: a notification's title is rendered in it. */
  locale: Locale;
  send(event: LiveEvent): void;
  end(reason?: EndReason): void;
  expiryTimer: NodeJS.Timeout | null;
}

/** The user and session a stream is opened for, and when that session ends unless it is used again. */
export interface StreamOwner {
  userId: string;
  role: Role;
  sessionId: string;
  endsAt: Date;
  /** The stream's language (the reader's); the request's when not given. */
  locale?: Locale;
}

/**
 * An event's data as one reader sees it: a notification published with its message (`message_key`, `params`,
 * notifications/service.ts) gets its title rendered in the reader's language, the English title being the
 * fallback; the key and parameters themselves are not sent on.
 */
function inLanguage(data: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  if (typeof data?.message_key !== 'string') return data;
  const { message_key, params, ...rest } = data;
  const fallback = typeof rest.title === 'string' ? rest.title : '';
  return { ...rest, title: renderStoredIn(locale, message_key, params, fallback).slice(0, 200) };
}

export class EventHub {
  private listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  /**
   * Sessions that ended lately (ids are never reused): a stream whose session
   * was checked just before its end, and subscribed just after the NOTIFY went
   * by, ends at once instead of at the next sweep.
   */
  private recentlyEnded = new Map<string, number>();

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
    // A session may have ended while the listener was away: check every open stream now, then now and then.
    if (this.listeners.size > 0) void this.recheck([...this.listeners]);
    if (!this.sweepTimer) {
      this.sweepTimer = setInterval(() => void this.recheck([...this.listeners]), SWEEP_MS);
      this.sweepTimer.unref();
    }
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
    if (type === SESSION_ENDED_EVENT && typeof data?.sessionId === 'string') this.rememberEnded(data.sessionId);
    for (const l of this.listeners) {
      const match = ('userId' in audience && audience.userId === l.userId) || ('role' in audience && audience.role === l.role) || ('all' in audience && audience.all);
      if (!match) continue;
      if (type === SESSION_ENDED_EVENT) {
        // One session ended (logout), or, without a session id, all of the user's (suspension).
        if (typeof data?.sessionId === 'string' && data.sessionId !== l.sessionId) continue;
        this.drop(l, 'signed_out');
      } else {
        l.send({ type, data: inLanguage(data, l.locale) });
      }
    }
  }

  private rememberEnded(key: string): void {
    const now = Date.now();
    for (const [k, at] of this.recentlyEnded) {
      if (now - at < ENDED_MEMORY_MS) break; // oldest first: the rest are younger
      this.recentlyEnded.delete(k);
    }
    this.recentlyEnded.delete(key);
    this.recentlyEnded.set(key, now);
  }

  private endedLately(sessionId: string): boolean {
    const at = this.recentlyEnded.get(sessionId);
    return at !== undefined && Date.now() - at < ENDED_MEMORY_MS;
  }

  private drop(l: Listener, reason?: EndReason): void {
    if (!this.listeners.delete(l)) return;
    if (l.expiryTimer) clearTimeout(l.expiryTimer);
    l.end(reason);
  }

  /** Ends the stream when its session's end comes, unless the session was used (and so extended) meanwhile. */
  private scheduleExpiry(l: Listener, endsAt: Date): void {
    if (l.expiryTimer) clearTimeout(l.expiryTimer);
    const ms = Math.min(Math.max(endsAt.getTime() - Date.now(), 0), MAX_TIMER_MS);
    l.expiryTimer = setTimeout(() => {
      l.expiryTimer = null;
      void this.recheck([l]);
    }, ms);
    l.expiryTimer.unref();
  }

  /**
   * Asks the database which of these streams' sessions still hold (not
   * deleted, not expired, idle or absolute, user active): the others end; the
   * living get a timer at their session's new end. One query for all of them.
   */
  private async recheck(streams: Listener[]): Promise<void> {
    const live = streams.filter((l) => this.listeners.has(l));
    if (live.length === 0) return;
    const client = this.client;
    if (!client) {
      // The listener is reconnecting; start() checks every stream once it is back.
      return;
    }
    let rows: Array<{ id: string; ends_at: Date }>;
    try {
      const res = await client.query<{ id: string; ends_at: Date }>(
        `select s.id, least(s.expires_at, s.last_seen_at + make_interval(secs => $2)) as ends_at
           from sessions s join users u on u.id = s.user_id
          where s.id = any($1::uuid[]) and s.expires_at > now()
            and s.last_seen_at > now() - make_interval(secs => $2) and u.status = 'active'`,
        [[...new Set(live.map((l) => l.sessionId))], SESSION_IDLE_SECONDS],
      );
      rows = res.rows;
    } catch (err) {
      this.log.warn({ err }, 'event stream session check failed');
      for (const l of live) if (!l.expiryTimer && this.listeners.has(l)) this.scheduleExpiry(l, new Date(Date.now() + 10_000));
      return;
    }
    const endsAt = new Map(rows.map((r) => [r.id, r.ends_at]));
    for (const l of live) {
      const end = endsAt.get(l.sessionId);
      if (!end) this.drop(l, 'expired');
      else if (this.listeners.has(l)) this.scheduleExpiry(l, end);
    }
  }

  /**
   * Keeps an SSE stream open for the user until the client goes away, their
   * session ends (on any instance) or expires. A user's sixth stream on this
   * instance ends their oldest one.
   */
  subscribe(owner: StreamOwner, reply: FastifyReply): void {
    const raw = reply.raw;
    const listener: Listener = {
      userId: owner.userId,
      role: owner.role,
      sessionId: owner.sessionId,
      locale: owner.locale ?? currentLocale(),
      expiryTimer: null,
      send: (e) => raw.write(`event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`),
      end: (reason) => {
        if (reason) raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        raw.end();
      },
    };
    // Shutting down: the stream ends at once, without `end`, so EventSource reconnects (to another instance).
    if (this.closed) {
      listener.end();
      return;
    }
    if (this.endedLately(owner.sessionId)) {
      listener.end('signed_out');
      return;
    }
    const own = [...this.listeners].filter((l) => l.userId === owner.userId);
    // The set keeps insertion order, so the first ones are the oldest.
    for (const old of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) this.drop(old, 'too_many_streams');
    this.listeners.add(listener);
    this.scheduleExpiry(listener, owner.endsAt);
    const ping = setInterval(() => raw.write(': ping\n\n'), 25_000);
    raw.on('close', () => {
      clearInterval(ping);
      if (listener.expiryTimer) clearTimeout(listener.expiryTimer);
      this.listeners.delete(listener);
    });
  }

  /** Number of open streams on this instance (tests read it). */
  get size(): number {
    return this.listeners.size;
  }

  /** Number of one user's open streams on this instance. */
  streamsOf(userId: string): number {
    let n = 0;
    for (const l of this.listeners) if (l.userId === userId) n++;
    return n;
  }

  /** Ends every open stream (so a graceful shutdown is not held up) and the LISTEN client. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const l of this.listeners) {
      if (l.expiryTimer) clearTimeout(l.expiryTimer);
      l.end();
    }
    this.listeners.clear();
    await this.client?.end().catch(() => {});
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's hub of live streams (one LISTEN connection). */
    events: EventHub;
  }
}

/** GET /events: the signed-in user's live stream, open while their session lasts. */
export function registerEventRoutes(app: FastifyInstance): void {
  documentRoute(app, {
    method: 'GET',
    url: '/events',
    summary:
      "The caller's live events as server-sent events (text/event-stream; EventSource reconnects after 3 s). Event types: notification (a new notification {id, kind, title, body, link, unread_count}, or {read: true, unread_count}), message (a chat message to or from the caller), location (a driver's position on the caller's trip), escrow (the caller's escrow account after a change), end ({reason: signed_out | expired | too_many_streams}: the stream is over, do not reconnect). For a server-to-server feed use webhooks (/api/webhooks).",
    access: 'user',
    answersJson: true,
    status: 200,
    produces: 'text/event-stream',
  });
  app.get('/events', { preHandler: [requireUser] }, async (req, reply) => {
    const user = req.user!;
    // The session hook has just read the session and when it ends: no second query. A session ended since
    // is caught by subscribe() (an end told lately) or by the sweep.
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      vary: 'Cookie',
    });
    reply.raw.write('retry: 3000\n\n');
    app.events.subscribe({ userId: user.id, role: user.role, sessionId: req.sessionId!, endsAt: req.sessionEndsAt!, locale: req.locale }, reply);
  });
}
