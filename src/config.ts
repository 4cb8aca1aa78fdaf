/**
 * The only reader of process.env. Parsed once at start; a bad value stops the
 * process with a message naming every offending variable.
 */
import { isIP } from 'node:net';
import os from 'node:os';
import { z } from 'zod';

const intFrom = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max).default(def);

/** The request layers the bench can switch off one at a time (BENCH_LAYERS_OFF). */
const BENCH_LAYERS = ['compression', 'security-headers', 'rate-limit', 'cross-site', 'input-check', 'cache-control', 'request-id', 'language'] as const;
export type BenchLayer = (typeof BENCH_LAYERS)[number];

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Connections of one instance's request pool (pg-boss keeps 3 more and the live-event listener 1): instances × (this + 4) must stay under PostgreSQL's max_connections. */
  DATABASE_POOL_MAX: intFrom(20, 1, 1000),
  /** GET/HEAD requests worked on at once (http/admission.ts), by default two per core; the rest wait their turn, writes never do; 0 admits all. */
  READ_CONCURRENCY: intFrom(2 * os.availableParallelism(), 0, 10_000),
  /** 'off' stops keeping statements prepared per connection (needed behind PgBouncer in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).default('on'),
  /** secret: Redis URL; when set, rate-limit counters are shared between instances. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Actions (non-GET requests) per minute per signed-in user. */
  RATE_LIMIT_MAX: intFrom(100, 1),
  /** Page views and other GET requests per minute per signed-in user. */
  RATE_LIMIT_PAGES_MAX: intFrom(300, 1),
  /** /events streams and unread-count requests per minute per user (their own budget, not the page budget). */
  RATE_LIMIT_LIVE_MAX: intFrom(300, 1),
  /** Requests per minute per signed-out client address (generous: many people share a mobile carrier's address). */
  RATE_LIMIT_ANON_MAX: intFrom(600, 1),
  /** Per client address per minute, each: sign-in attempts, sign-in code requests, registrations. */
  RATE_LIMIT_SIGNIN_MAX: intFrom(10, 1),
  /** Load searches and chat parsing per minute per user (or per address when signed out). */
  RATE_LIMIT_SEARCH_MAX: intFrom(30, 1),
  /** Prefix of the rate-limit keys in Redis (separates deployments or test runs sharing one Redis). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('fm-rl:'),
  /** Password checks per account (three times it per address) before sign-in waits a growing delay (issue 13). */
  LOGIN_FAILURE_MAX: intFrom(10, 1),
  /** Sign-in codes one client address may request per 15 minutes (for any numbers). */
  OTP_SENDS_PER_IP: intFrom(10, 1),
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): unset trusts none; a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) ctx.addIssue({ code: 'custom', message: 'must be a hop count (1, 2...) or a comma-separated list of proxy addresses or CIDRs (10.0.0.1, 10.0.0.0/8, ::1, loopback)' });
      return parsed ?? false;
    }),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * For the bench only (bench/loads.ts, issue 20): request layers switched off, comma-separated, to measure what each
   * costs. Never set it in production: it takes away security headers, rate limits and the cross-site check.
   */
  BENCH_LAYERS_OFF: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const names = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !(BENCH_LAYERS as readonly string[]).includes(n));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `unknown layer ${unknown.join(', ')} (layers: ${BENCH_LAYERS.join(', ')})` });
      return new Set(names as BenchLayer[]);
    }),
  /** Map tiles for the tracking page: an http(s) URL or a same-site /path with {z}, {x}, {y} (and optionally {s}); empty shows the trail without tiles. */
  MAP_TILE_URL: z
    .string()
    .refine((v) => v === '' || (/^(https?:\/\/[^/\s]+\/|\/)\S*$/i.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))), 'must be empty, or an http(s) URL or a /path holding {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** SMS provider endpoint for sign-in codes (POST JSON {to, text}); unset keeps SMS in the in-memory outbox (development, tests). */
  SMS_HTTP_URL: z.string().url().optional(),
  /** secret: Bearer token sent to SMS_HTTP_URL. */
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** secret: WhatsApp Business Cloud API access token; with WHATSAPP_PHONE_NUMBER_ID, notifications go out as template messages (else to the development outbox). */
  WHATSAPP_TOKEN: z.string().min(8).optional(),
  /** The WhatsApp Business phone number id messages are sent from. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the phone number id (digits) of the WhatsApp Business account')
    .optional(),
  /** Base URL of the Graph API, version included (tests point it at a local stand-in). */
  WHATSAPP_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[\w.-]+)*\/?$/i, 'must be an http(s) URL')
    .default('https://graph.facebook.com/v21.0'),
  /** The approved message template notifications use: one body parameter, the notification's text. */
  WHATSAPP_TEMPLATE: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits, _)')
    .default('freightbazaar_update'),
  /** Web Push: the VAPID public key (base64url, 65-byte P-256 point); with VAPID_PRIVATE_KEY, push to the installed app is on. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url VAPID public key (npx web-push generate-vapid-keys)')
    .optional(),
  /** secret: the VAPID private key (base64url, 32 bytes). */
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url VAPID private key')
    .optional(),
  /** Who push services contact about this sender: mailto: or https: URL; default mailto:support at BASE_URL's host. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  /** Attempts of one delivery (SMS, WhatsApp, push) after the first, before it is dead-lettered for an admin. */
  DELIVERY_RETRY_LIMIT: intFrom(5, 0, 50),
  /** Seconds before the first retry of a failed delivery; each next retry waits about twice as long. */
  DELIVERY_RETRY_DELAY_S: intFrom(30, 1, 86_400),
  /** How often each instance looks for new notifications to fan out, in milliseconds. */
  DELIVERY_POLL_MS: intFrom(1000, 100, 60_000),
  /** Longest a call to an outbound provider (SMS, WhatsApp, push service) may take, in milliseconds. */
  PROVIDER_TIMEOUT_MS: intFrom(10_000, 100, 120_000),
  /** Worker threads that read pasted chats (chat import), off the event loop. */
  PARSER_THREADS: intFrom(Math.max(1, os.availableParallelism() - 1), 1, 64),
  /** Largest paste read at once, in UTF-8 bytes (a larger one is refused with 400, field text). */
  PARSER_MAX_BYTES: intFrom(200 * 1024, 1024, 4 * 1024 * 1024),
  /** Longest one paste may be read for, in milliseconds, once a worker starts on it (then 422, and the worker is replaced). */
  PARSER_TIMEOUT_MS: intFrom(5000, 1, 600_000),
  /** Pastes waiting for a free worker; one more is refused at once with 503. */
  PARSER_MAX_QUEUE: intFrom(16, 0, 10_000),
  /** secret: key of the sign-in code hashes (at least 32 characters); unset means a random key per process (codes do not survive a restart or cross instances). */
  OTP_PEPPER: z.string().min(32).optional(),
  /** How a suspended user reaches support (an email, a phone or a URL), named on their sign-in page; default BASE_URL/contact. */
  SUPPORT_CONTACT: z
    .string()
    .trim()
    .min(3)
    .max(200)
    .regex(/^[^\p{Cc}]+$/u, 'must be one line of text')
    .optional(),
  /** Payments: 'razorpay' (deposits through Razorpay, payouts through RazorpayX) or 'simulated' (no real money; never in production). Unset: simulated, except in production, where deposits are then refused. */
  PAYMENT_GATEWAY: z.enum(['razorpay', 'simulated']).optional(),
  /** Razorpay API key id (rzp_live_... / rzp_test_...). */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_[a-z]+_\w+$/, 'must be a Razorpay key id (rzp_live_... or rzp_test_...)')
    .optional(),
  /** secret: Razorpay API key secret. */
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  /** secret: the secret of the Razorpay webhook (HMAC-SHA256 of each event's body). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** The RazorpayX business account number payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{6,25}$/, 'must be the RazorpayX account number (digits)')
    .optional(),
  /** Base URL of the Razorpay API (tests and staging point it at a local stand-in). */
  RAZORPAY_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/i, 'must be an http(s) URL without a path')
    .default('https://api.razorpay.com'),
  /** Price of 30 days of the premium plan, in paise (paid from the wallet on /premium). */
  PREMIUM_PRICE_PAISE: intFrom(29_900, 100, 10_000_000),
  /** The platform's legal name on its GST tax invoices for the fees it earns. The default is a development value. */
  PLATFORM_LEGAL_NAME: z.string().trim().min(2).max(200).default('FreightBazaar (development: set PLATFORM_LEGAL_NAME)'),
  /** The platform's GSTIN on its fee invoices; its first two digits are the platform's state (CGST + SGST for buyers there, IGST elsewhere). Set it in production: the default is a made-up development GSTIN (Maharashtra). */
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a GSTIN (15 characters: state code, PAN, entity number, Z, check character)')
    .optional(),
  /** The platform's registered address on its fee invoices. Set it in production: the default is a development placeholder. */
  PLATFORM_ADDRESS: z
    .string()
    .trim()
    .min(5)
    .max(300)
    .regex(/^[^\p{Cc}]+$/u, 'must be one line of text')
    .optional(),
});
/** Development stand-ins for the platform's GST identity, clearly not real (production must set its own). */
const DEV_PLATFORM_GSTIN = '27AAACF0000D1ZN';
const DEV_PLATFORM_ADDRESS = 'Development address (set PLATFORM_ADDRESS), Mumbai, Maharashtra';

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

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Fastify takes it: false (no proxy), a hop count, or addresses/CIDRs; null when it is neither. */
function parseTrustProxy(raw: string | undefined): false | number | string[] | null {
  const v = raw?.trim() ?? '';
  if (v === '') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const parts = v.split(',').map((p) => p.trim());
  const ok = parts.every((p) => {
    if (PROXY_NAMES.has(p)) return true;
    const [addr, bits, extra] = p.split('/');
    const family = isIP(addr ?? '');
    if (!family || extra !== undefined) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
  return ok ? parts : null;
}

export type Config = Readonly<
  Omit<z.infer<typeof schema>, 'PAYMENT_GATEWAY' | 'PLATFORM_GSTIN' | 'PLATFORM_ADDRESS'> & {
    BASE_URL: string;
    PAYMENT_GATEWAY: 'razorpay' | 'simulated' | 'none';
    PLATFORM_GSTIN: string;
    PLATFORM_ADDRESS: string;
  }
>;

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
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) payment.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (Web Push) or neither (no push)');
  if (Boolean(c.WHATSAPP_TOKEN) !== Boolean(c.WHATSAPP_PHONE_NUMBER_ID)) payment.push('  WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID: set both (WhatsApp Cloud API) or neither (development outbox)');
  if (payment.length) throw new Error(`Invalid configuration:\n${payment.join('\n')}`);
  // 'none': production without a configured gateway; deposits are refused (PAYMENTS_UNAVAILABLE).
  const PAYMENT_GATEWAY = c.PAYMENT_GATEWAY ?? (c.NODE_ENV === 'production' ? 'none' : 'simulated');
  return Object.freeze({
    ...c,
    PAYMENT_GATEWAY,
    PLATFORM_GSTIN: c.PLATFORM_GSTIN ?? DEV_PLATFORM_GSTIN,
    PLATFORM_ADDRESS: c.PLATFORM_ADDRESS ?? DEV_PLATFORM_ADDRESS,
    BASE_URL: (c.BASE_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  });
}

/** Where a suspended user is told to reach support: SUPPORT_CONTACT, else the site's contact page. */
export function supportContact(c: Config): string {
  return c.SUPPORT_CONTACT ?? `${c.BASE_URL}/contact`;
}

let cached: Config | undefined;
/** The process configuration, parsed on first use. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
