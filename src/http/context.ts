/** What the app hands every feature: typed decorations of the Fastify instance and request. */
import type { Redis } from 'ioredis';
import type { RawBuilder } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

export type Role = 'driver' | 'shipper' | 'broker' | 'admin';

/** The user kept with a session (CONTRACT section 4), plus plan and verification for display. */
export interface SessionUser {
  id: string;
  username: string;
  name: string;
  role: Role;
  phone: string | null;
  plan: 'free' | 'premium';
  verified: boolean;
}

/**
 * A value a route reads in the session lookup's own statement (http/session.ts), saving it a round trip
 * to the database: a parameterless scalar subquery, sql`(select ...)`.
 */
export type SessionExtra = RawBuilder<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The app's Redis connection when REDIS_URL is set (rate-limit counters, the sign-in throttle), else null. */
    redis: Redis | null;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    /** When this session ends unless it is used again (absolute expiry or idle limit), as of this request. */
    sessionEndsAt: Date | null;
    /** The value of the route's `config.sessionExtra`, read with the session (null when no session was found). */
    sessionExtra: unknown;
  }
  interface FastifyContextConfig {
    /** Read in the session lookup's statement; its value is `req.sessionExtra`. */
    sessionExtra?: SessionExtra;
    /** The route answers JSON only (no page): every answer, a refusal included, is JSON whatever Accept says. */
    jsonOnly?: boolean;
  }
}
