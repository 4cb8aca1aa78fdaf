/**
 * The only reader of process.env. Parsed once at start; a bad value stops the
 * process with a message naming every offending variable.
 */
import { z } from 'zod';

const intFrom = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);

const schema = z.object({
  /** TCP port the HTTP server listens on. */
  PORT: intFrom(3000, 0, 65535),
  /** Interface to bind; 0.0.0.0 in containers. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public URL of the site, used in share links and Open Graph tags. */
  BASE_URL: z.string().url().optional(),
  /** Where the embedded PostgreSQL keeps its data (and its connection record). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** secret: PostgreSQL URL; unset means the app starts an embedded PostgreSQL under DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  /** 'off' stops keeping statements prepared per connection (needed behind PgBouncer in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /** secret: Redis URL; when set, rate-limit counters are shared between instances. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  /** Requests per minute per user (or per address when signed out). */
  RATE_LIMIT_MAX: intFrom(100, 1),
  /** Prefix of the rate-limit keys in Redis (separates deployments or test runs sharing one Redis). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('fm-rl:'),
  /** Failed sign-ins per 15 minutes per account and per address. */
  LOGIN_FAILURE_MAX: intFrom(10, 1),
  /** Sign-in codes one client address may request per 15 minutes (for any numbers). */
  OTP_SENDS_PER_IP: intFrom(10, 1),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Map tiles for the tracking page: an http(s) URL or a same-site /path with {z}, {x}, {y} (and optionally {s}); empty shows the trail without tiles. */
  MAP_TILE_URL: z
    .string()
    .refine((v) => v === '' || (/^(https?:\/\/[^/\s]+\/|\/)\S*$/i.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))), 'must be empty, or an http(s) URL or a /path holding {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** SMS provider endpoint for sign-in codes (POST JSON {to, text}); unset keeps SMS in the in-memory outbox (development, tests). */
  SMS_HTTP_URL: z.string().url().optional(),
  /** secret: Bearer token sent to SMS_HTTP_URL. */
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** secret: key of the sign-in code hashes (at least 32 characters); unset means a random key per process (codes do not survive a restart or cross instances). */
  OTP_PEPPER: z.string().min(32).optional(),
  /** Payments: 'razorpay' (deposits through Razorpay, payouts through RazorpayX) or 'simulated' (no real money; never in production). Unset: simulated, except in production, where deposits are then refused. */
  PAYMENT_GATEWAY: z.enum(['razorpay', 'simulated']).optional(),
  /** Razorpay API key id (rzp_live_... / rzp_test_...). */
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_[a-z]+_\w+$/, 'must be a Razorpay key id (rzp_live_... or rzp_test_...)').optional(),
  /** secret: Razorpay API key secret. */
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  /** secret: the secret of the Razorpay webhook (HMAC-SHA256 of each event's body). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The RazorpayX business account number payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().regex(/^\d{6,25}$/, 'must be the RazorpayX account number (digits)').optional(),
  /** Base URL of the Razorpay API (tests and staging point it at a local stand-in). */
  RAZORPAY_API_URL: z.string().regex(/^https?:\/\/[^/\s]+\/?$/i, 'must be an http(s) URL without a path').default('https://api.razorpay.com'),
});

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAYX_ACCOUNT_NUMBER'] as const;

/** Payment settings that hold together: the keys a real gateway needs, and never the simulated one in production. */
function paymentIssues(c: z.infer<typeof schema>): string[] {
  const issues: string[] = [];
  if (c.PAYMENT_GATEWAY === 'razorpay') {
    for (const name of RAZORPAY_VARIABLES) if (!c[name]) issues.push(`  ${name}: required when PAYMENT_GATEWAY=razorpay`);
  }
  if (c.PAYMENT_GATEWAY === 'simulated' && c.NODE_ENV === 'production') {
    issues.push('  PAYMENT_GATEWAY: the simulated gateway moves no real money and cannot run with NODE_ENV=production (use razorpay)');
  }
  return issues;
}

export type Config = Readonly<Omit<z.infer<typeof schema>, 'PAYMENT_GATEWAY'> & { BASE_URL: string; PAYMENT_GATEWAY: 'razorpay' | 'simulated' | 'none' }>;

/** Parses an environment; throws one Error listing every bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  // An empty variable counts as unset, except MAP_TILE_URL, where empty means "no tiles".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== '' || k === 'MAP_TILE_URL'));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  const payment = paymentIssues(c);
  if (payment.length) throw new Error(`Invalid configuration:\n${payment.join('\n')}`);
  // 'none': production without a configured gateway; deposits are refused (PAYMENTS_UNAVAILABLE).
  const PAYMENT_GATEWAY = c.PAYMENT_GATEWAY ?? (c.NODE_ENV === 'production' ? 'none' : 'simulated');
  return Object.freeze({ ...c, PAYMENT_GATEWAY, BASE_URL: (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') });
}

let cached: Config | undefined;
/** The process configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
