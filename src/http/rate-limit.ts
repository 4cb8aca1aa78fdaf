/**
 * Rate limits that fit real use: each request is counted against the budgets
 * that apply to it, one counter per budget and subject (a signed-in user, else
 * the client address), each a fixed one-minute window kept by
 * @fastify/rate-limit (in memory, or in Redis shared by every instance).
 *
 *   actions   non-GET requests of a signed-in user       RATE_LIMIT_MAX (SPEC: 100)
 *   pages     GET requests of a signed-in user           RATE_LIMIT_PAGES_MAX
 *   anonymous every request of a signed-out address      RATE_LIMIT_ANON_MAX (many people share a carrier address)
 *   live      /events and the unread count               RATE_LIMIT_LIVE_MAX (instead of pages/anonymous)
 * and, on top, per route group where abuse is costly (ROUTE_BUDGETS below):
 *   sign-in, codes, registration   per address            RATE_LIMIT_SIGNIN_MAX each
 *   search (load search, chat parsing)  per user or address  RATE_LIMIT_SEARCH_MAX
 * Static assets, the favicon and the health checks are never counted.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitedError } from './errors.js';

type BudgetName = 'actions' | 'pages' | 'anonymous' | 'live' | 'sign-in' | 'codes' | 'registration' | 'search';

/** Never counted: they cost nothing (static files) or must always answer (health checks). */
const UNCOUNTED = /^\/(assets\/|favicon\.ico$|healthz$|readyz$)/;

/** Polled by every open page: counted on their own budget instead of the page budget. */
const LIVE_ROUTES = new Set(['GET /events', 'GET /marketplace/notifications/count']);

/** Routes where abuse is costly (password hashing, SMS, accounts, search and parsing), by method and route URL. */
export const ROUTE_BUDGETS: Readonly<Record<string, 'sign-in' | 'codes' | 'registration' | 'search'>> = {
  'POST /login': 'sign-in', // a password, or a phone number that sends a code
  'POST /verify-otp': 'sign-in',
  'POST /auth/verify-otp': 'sign-in',
  'POST /auth/send-otp': 'codes',
  'POST /auth/phone/send-code': 'codes', // a signed-in user proving a number
  'POST /auth/phone/verify': 'sign-in', // a code guessed
  'POST /register/verify': 'sign-in', // the code that creates a phone-registered account
  'POST /auth/register/verify': 'sign-in',
  'POST /auth/register': 'registration',
  'POST /register': 'registration',
  'POST /register/shipper': 'registration',
  'POST /register/driver': 'registration',
  'POST /setup': 'registration',
  'GET /api/loads/search': 'search',
  'POST /api/parse-chat': 'search',
  'POST /loads/import': 'search',
};

/** The budgets a request counts against, in the order they are checked. */
function budgetsOf(req: FastifyRequest): BudgetName[] {
  // (req.routeOptions builds a new object at every read: read it once.)
  const { url: routeUrl, config } = req.routeOptions;
  // The route's own URL pattern (/loads/:id, /assets/*), or the path of an address no route serves.
  const url = routeUrl ?? req.url.split('?', 1)[0]!;
  if (UNCOUNTED.test(url)) return [];
  // A route that authenticates its callers otherwise (the payment gateway's signed webhooks) says rateLimit: false.
  if (config?.rateLimit === false) return [];
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = `${method} ${url}`;
  if (LIVE_ROUTES.has(route)) return ['live'];
  const general: BudgetName = !req.user ? 'anonymous' : method === 'GET' ? 'pages' : 'actions';
  const strict = ROUTE_BUDGETS[route];
  return strict ? [general, strict] : [general];
}

const PER_ADDRESS = new Set<BudgetName>(['anonymous', 'sign-in', 'codes', 'registration']);

/** The counter a request uses within a budget: the user, or the address (IPv6 by its /64). */
function subjectOf(budget: BudgetName, req: FastifyRequest): string {
  if (!PER_ADDRESS.has(budget) && req.user) return `u:${req.user.id}`;
  return `ip:${normalizeIP(req.ip)}`;
}

/**
 * Registers the limiter, counting in app.redis when there is one; call after the
 * session hook (it reads req.user) and before the routes.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { count?: boolean } = {}): Promise<void> {
  const config = app.config;
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    redis: app.redis ?? undefined,
    nameSpace: config.RATE_LIMIT_NAMESPACE,
    // While Redis is unreachable requests are not counted rather than refused.
    skipOnError: true,
  });
  const max: Record<BudgetName, number> = {
    actions: config.RATE_LIMIT_MAX,
    pages: config.RATE_LIMIT_PAGES_MAX,
    anonymous: config.RATE_LIMIT_ANON_MAX,
    live: config.RATE_LIMIT_LIVE_MAX,
    'sign-in': config.RATE_LIMIT_SIGNIN_MAX,
    codes: config.RATE_LIMIT_SIGNIN_MAX,
    registration: config.RATE_LIMIT_SIGNIN_MAX,
    search: config.RATE_LIMIT_SEARCH_MAX,
  };
  const limiters = Object.fromEntries(
    (Object.keys(max) as BudgetName[]).map((budget) => [budget, app.createRateLimit({ max: max[budget], timeWindow: 60_000, keyGenerator: (req) => `${budget}:${subjectOf(budget, req)}` })]),
  ) as Record<BudgetName, ReturnType<FastifyInstance['createRateLimit']>>;

  // Off only for the bench (BENCH_LAYERS_OFF=rate-limit): the plugin stays registered (routes use its decorators).
  if (opts.count === false) return;
  app.addHook('onRequest', async (req) => {
    for (const budget of budgetsOf(req)) {
      const result = await limiters[budget](req);
      if (result.isAllowed || !result.isExceeded) continue;
      // The error handler (app.ts) answers 429 with Retry-After from the error.
      throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
    }
  });
}
