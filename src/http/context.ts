/** What the app hands every feature: typed decorations of the Fastify instance and request. */
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';

export type Role = 'driver' | 'shipper' | 'broker' | 'admin';
export const ROLES: readonly Role[] = ['driver', 'shipper', 'broker', 'admin'];

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
    /** The load board's version, read with the session on routes whose config asks for it (else null). */
    boardVersion: number | null;
  }
  interface FastifyContextConfig {
    /** Read load_board_version in the session lookup's statement (routes that serve board pages). */
    boardVersion?: boolean;
    /** The route answers JSON only (no page): every answer, a refusal included, is JSON whatever Accept says. */
    jsonOnly?: boolean;
  }
}
