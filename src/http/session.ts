/**
 * Server-side sessions (CONTRACT section 4): a random 256-bit token in the
 * HttpOnly cookie fm_session; only its SHA-256 is stored. 7 days idle, 30 days
 * absolute; a new token at every sign-in; suspended users have no sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type CompiledQuery } from 'kysely';
import type { Database } from '../db/database.js';
import type { Role, SessionExtra } from './context.js';
import { adoptAccountLanguage } from './language.js';

export const SESSION_COOKIE = 'fm_session';
const IDLE_MS = 7 * 24 * 3600 * 1000;
/** A session unused this long has ended (the live-event streams close with it). */
export const SESSION_IDLE_SECONDS = IDLE_MS / 1000;
const ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

interface SessionRow {
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  id: string;
  username: string;
  name: string;
  role: string;
  phone: string | null;
  plan: string;
  verifiedAt: Date | null;
  extra?: unknown;
}

const lookups = new WeakMap<Database, Map<SessionExtra | null, CompiledQuery>>();

/**
 * The session lookup, built and compiled once per database and extra: every
 * request runs the same text (a prepared statement) with the token hash as its
 * only parameter; expiry is judged by the database's clock. A route's
 * `config.sessionExtra` is read in the same statement.
 */
function sessionLookup(db: Database, extra: SessionExtra | null): CompiledQuery {
  let byExtra = lookups.get(db);
  if (!byExtra) {
    byExtra = new Map();
    lookups.set(db, byExtra);
  }
  let q = byExtra.get(extra);
  if (!q) {
    q = db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.id as sessionId', 's.lastSeenAt', 's.expiresAt', 'u.id', 'u.username', 'u.name', 'u.role', 'u.phone', 'u.plan', 'u.verifiedAt'])
      .$if(extra !== null, (qb) => qb.select(extra!.as('extra')))
      .where('s.tokenHash', '=', Buffer.alloc(32))
      .where('s.expiresAt', '>', sql<Date>`now()`)
      .where('s.lastSeenAt', '>', sql<Date>`now() - ${sql.raw(`interval '${IDLE_MS / 1000} seconds'`)}`)
      .where('u.status', '=', sql.lit('active'))
      .compile();
    if (q.parameters.length !== 1) throw new Error('the session lookup must take the token hash as its only parameter (a session extra takes none)');
    byExtra.set(extra, q);
  }
  return q;
}

/** Loads the session user for each request (null when signed out or expired). */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionEndsAt', null);
  app.decorateRequest('sessionExtra', null);
  app.addHook('onRequest', async (req) => {
    const token = req.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const lookup = sessionLookup(app.db, req.routeOptions.config?.sessionExtra ?? null);
    const row = (await app.db.executeQuery<SessionRow>({ ...lookup, parameters: [hashToken(token)] })).rows[0];
    if (!row) return;
    req.sessionId = row.sessionId;
    req.sessionExtra = row.extra ?? null;
    req.user = {
      id: row.id,
      username: row.username,
      name: row.name,
      role: row.role as Role,
      phone: row.phone,
      plan: row.plan as 'free' | 'premium',
      verified: row.verifiedAt !== null,
    };
    let seenAt = row.lastSeenAt.getTime();
    if (Date.now() - seenAt > TOUCH_EVERY_MS) {
      await app.db.updateTable('sessions').set({ lastSeenAt: sql`now()` }).where('id', '=', row.sessionId).execute();
      seenAt = Date.now();
    }
    req.sessionEndsAt = new Date(Math.min(row.expiresAt.getTime(), seenAt + IDLE_MS));
  });
}

function cookieOptions(req: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.server.config.NODE_ENV === 'production',
  };
}

/** Starts a new session for the user (ending the one this browser had), and sets the cookie. */
export async function startSession(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const db = req.server.db;
  if (req.sessionId) await db.deleteFrom('sessions').where('id', '=', req.sessionId).execute();
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + ABSOLUTE_MS),
      ip: req.ip,
      userAgent: (req.headers['user-agent'] ?? '').slice(0, 300),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: ABSOLUTE_MS / 1000 });
  // The account's language becomes this browser's (or this browser's choice becomes the account's).
  await adoptAccountLanguage(req, reply, userId);
}

/** Ends this browser's session and clears the cookie. */
export async function endSession(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.sessionId) await req.server.db.deleteFrom('sessions').where('id', '=', req.sessionId).execute();
  req.user = null;
  req.sessionId = null;
  req.sessionEndsAt = null;
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
