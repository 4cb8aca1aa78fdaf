/**
 * The sign-in throttle (issue 13, item 4; OWASP's growing delays and device cookies).
 *
 * Every password check first claims an attempt from its budgets, atomically, so at most a
 * budget's limit of passwords is ever checked however many requests race: the account
 * (the typed username) and the client address, or, when the browser carries a device cookie
 * of that account, the device alone. At the limit a budget is locked for a delay that doubles
 * with each further attempt (capped), answered as 429 with Retry-After. The claim is one
 * conditional upsert in PostgreSQL, or one Lua script (INCR-like, atomic) in Redis when
 * REDIS_URL is set.
 */
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.js';
import { claimLoginAttempt, clearLoginAttempts, refundLoginAttempt, secondsUntilUnlocked, type ThrottleBudget, type ThrottleTiming } from './queries.js';

export type { ThrottleBudget, ThrottleTiming };

type Claim = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /** Claims one attempt from each budget in turn; the first locked one refuses, and the attempts claimed before it are given back (no password was checked). */
  claim(budgets: ThrottleBudget[]): Promise<Claim>;
  /** The budget starts again (the account's or the device's). */
  clear(key: string): Promise<void>;
  /** Gives one attempt back (an address whose sign-in succeeded). */
  refund(budget: ThrottleBudget): Promise<void>;
}

/** Attempts are forgotten after 15 minutes of quiet; delays start at 30 s, double, and stop growing at 15 minutes. */
const THROTTLE_TIMING: ThrottleTiming = { windowSeconds: 15 * 60, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60 };

async function giveBack(claimed: ThrottleBudget[], refund: (b: ThrottleBudget) => Promise<void>): Promise<void> {
  for (const b of claimed) await refund(b);
}

export function postgresThrottle(db: Database, timing: ThrottleTiming = THROTTLE_TIMING): SignInThrottle {
  return {
    async claim(budgets) {
      for (const [i, b] of budgets.entries()) {
        const n = await claimLoginAttempt(db, b, timing);
        if (n === null) {
          await giveBack(budgets.slice(0, i), (e) => refundLoginAttempt(db, e));
          return { ok: false, retryAfterSeconds: await secondsUntilUnlocked(db, b.key) };
        }
      }
      return { ok: true };
    },
    clear: (key) => clearLoginAttempts(db, key),
    refund: (b) => refundLoginAttempt(db, b),
  };
}

// The same rule as claimLoginAttempt, in one atomic script on Redis's clock: KEYS[1]; ARGV _, limit, window_ms, base_ms, max_ms.
// Returns {1, attempts} when claimed, {0, ms until unlocked} when locked.
const CLAIM_SCRIPT = `
local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[2]); local win = tonumber(ARGV[3])
local base = tonumber(ARGV[4]); local cap = tonumber(ARGV[5])
local h = redis.call('HMGET', KEYS[1], 'a', 'last', 'until')
local a = tonumber(h[1]) or 0; local last = tonumber(h[2]) or 0; local lu = tonumber(h[3]) or 0
if lu > now then return {0, lu - now} end
if math.max(last, lu) < now - win then a = 0 end
a = a + 1
local nlu = 0
if a >= limit then nlu = now + math.min(cap, base * 2 ^ math.min(a - limit, 30)) end
redis.call('HSET', KEYS[1], 'a', a, 'last', now, 'until', nlu)
redis.call('PEXPIRE', KEYS[1], win + cap)
return {1, a}`;

const REFUND_SCRIPT = `
local a = tonumber(redis.call('HGET', KEYS[1], 'a'))
if not a then return 0 end
a = math.max(a - 1, 0)
redis.call('HSET', KEYS[1], 'a', a)
if a < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'until', 0) end
return a`;

/**
 * The throttle on the app's Redis connection (shared with the rate limit); keys under `prefix`.
 * While Redis cannot answer, `fallback` (PostgreSQL) keeps the throttle: sign-in is never unthrottled.
 */
export function redisThrottle(redis: Redis, prefix: string, fallback: SignInThrottle, timing: ThrottleTiming = THROTTLE_TIMING): SignInThrottle {
  const k = (key: string) => `${prefix}${key}`;
  const throttle: SignInThrottle = {
    async claim(budgets) {
      for (const [i, b] of budgets.entries()) {
        const [claimed, value] = (await redis.eval(CLAIM_SCRIPT, 1, k(b.key), 0, b.limit, timing.windowSeconds * 1000, timing.baseDelaySeconds * 1000, timing.maxDelaySeconds * 1000)) as [
          number,
          number,
        ];
        if (claimed === 0) {
          await giveBack(budgets.slice(0, i), (e) => throttle.refund(e));
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)) };
        }
      }
      return { ok: true };
    },
    async clear(key) {
      await redis.del(k(key));
    },
    async refund(b) {
      await redis.eval(REFUND_SCRIPT, 1, k(b.key), b.limit);
    },
  };
  const ready = () => redis.status === 'ready';
  return {
    claim: (budgets) => (ready() ? throttle.claim(budgets).catch(() => fallback.claim(budgets)) : fallback.claim(budgets)),
    clear: (key) => (ready() ? throttle.clear(key).catch(() => fallback.clear(key)) : fallback.clear(key)),
    refund: (b) => (ready() ? throttle.refund(b).catch(() => fallback.refund(b)) : fallback.refund(b)),
  };
}
