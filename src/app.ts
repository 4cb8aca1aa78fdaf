/**
 * Builds the HTTP server: plugins and hooks in SPEC's request order
 * (compression, security headers, cookies, session, rate limit, role check,
 * handler, one error handler), then every feature's route table.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import type { BenchLayer, Config } from './config.js';
import { PROJECT_ROOT } from './project-root.js';
import { registerReadAdmission } from './http/admission.js';
import type { Database } from './db/database.js';
import './http/context.js';
import { registerCacheControl } from './http/cache-control.js';
import { registerCrossSiteProtection } from './http/cross-site.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerMultipart } from './http/multipart.js';
import { errorEnvelope, localMessage, setRetryAfter, toDomainError } from './http/errors.js';
import { inRequestLocale, registerLanguage, registerLanguageRoutes } from './http/language.js';
import { t } from './lib/i18n/index.js';
import { registerApiDocs } from './http/api-docs.js';
import { type EventHub, registerEventRoutes } from './http/events.js';
import { registerInputCheck } from './http/input-check.js';
import { renderPage, wantsJson } from './http/respond.js';
import { registerRateLimits } from './http/rate-limit.js';
import { registerSessions } from './http/session.js';
import { ApiDocsPage } from './views/api-docs.js';
import { ErrorPage } from './views/error-page.js';
import type { LoadPageSections, TripPageSections } from './views/sections.js';
import { registerAccountRoutes } from './features/accounts/routes.js';
import { registerAdminRoutes } from './features/admin/routes.js';
import { registerAuditRoutes } from './features/audit/routes.js';
import { registerBidRoutes } from './features/bids/routes.js';
import { bidStatusesFor, renderBidPart } from './features/bids/section.js';
import { registerBooksRoutes } from './features/books/routes.js';
import { registerBrokerRoutes } from './features/brokers/routes.js';
import { registerChatImportRoutes } from './features/chat-import/routes.js';
import { registerDocumentRoutes } from './features/documents/routes.js';
import { registerDriverRoutes } from './features/drivers/routes.js';
import { registerEscrowRoutes } from './features/escrow/routes.js';
import { renderPaymentSection } from './features/escrow/section.js';
import { registerHomeRoutes } from './features/home/routes.js';
import { renderCarrierInvoicesSection } from './features/invoices/section.js';
import { registerInvoiceRoutes } from './features/invoices/routes.js';
import { registerLoadDocumentRoutes } from './features/load-documents/routes.js';
import { renderLoadDocumentsSection } from './features/load-documents/section.js';
import { registerLoadRoutes } from './features/loads/routes.js';
import { LoadFormPage } from './features/loads/views.js';
import { registerLocationRoutes } from './features/location/routes.js';
import { renderShareSection, SHARE_ASSETS } from './features/location/section.js';
import { registerMessageRoutes } from './features/messages/routes.js';
import { registerNotificationRoutes } from './features/notifications/routes.js';
import { registerPremiumRoutes } from './features/premium/routes.js';
import { registerPwaRoutes } from './features/pwa/routes.js';
import { registerLaneRoutes } from './features/lanes/routes.js';
import { renderDriverSuggestions, renderFittingDrivers, renderTripReturnLoads } from './features/lanes/section.js';
import { registerShipperHomeRoutes } from './features/shipper-home/routes.js';
import { registerTripRoutes } from './features/trips/routes.js';
import { renderTripSection } from './features/trips/section.js';
import { renderReportSection } from './features/reports/section.js';
import { registerReportRoutes } from './features/reports/routes.js';
import { registerAlertRoutes } from './features/alerts/routes.js';
import { registerChannelRoutes } from './features/channels/routes.js';
import { registerWebhookRoutes } from './features/webhooks/routes.js';

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');

/** Trusts the socket peer and the next hops-1 forwarded addresses: the client is the address `hops` hops back. */
function trustHops(hops: number) {
  return (_address: string, i: number) => i < hops;
}

export interface AppDeps {
  config: Config;
  db: Database;
  events: EventHub;
}

export async function buildApp({ config, db, events }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // TRUST_PROXY: none by default; a hop count trusts that many right-most hops (Fastify itself ignores
    // a bare number since 5.x), addresses/CIDRs trust only those proxies.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  // First of all the hooks: a read waiting its turn costs nothing (http/admission.ts).
  registerReadAdmission(app, config.READ_CONCURRENCY);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('events', events);
  // Layers the bench may switch off to measure them (config BENCH_LAYERS_OFF; never in production).
  const on = (layer: BenchLayer) => !config.BENCH_LAYERS_OFF.has(layer);
  if (config.BENCH_LAYERS_OFF.size) app.log.warn({ off: [...config.BENCH_LAYERS_OFF] }, 'BENCH_LAYERS_OFF: request layers switched off for a benchmark');
  if (on('request-id')) {
    app.addHook('onRequest', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
  }

  // 1. Compression.
  if (on('compression')) await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

  // 2. Security headers: a strict CSP (no inline script or style), HSTS in production.
  // The tile server's origin; a {s} subdomain becomes a wildcard, since Leaflet spreads tiles over a, b and c.
  // A same-origin tile path (/tiles/{z}/{x}/{y}.png) is covered by 'self'.
  const tileOrigin = /^https?:\/\//i.test(config.MAP_TILE_URL) ? new URL(config.MAP_TILE_URL.replace('{s}', '*').replace(/\{[a-z]\}/g, 'a')).origin : null;
  // Deposits through Razorpay: the deposit page's form posts to Razorpay's hosted checkout (no script, no frame).
  const paymentFormOrigins = config.PAYMENT_GATEWAY === 'razorpay' ? [new URL(config.RAZORPAY_API_URL).origin] : [];
  if (on('security-headers'))
    registerSecurityHeaders(app, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...paymentFormOrigins],
          frameAncestors: ["'none'"],
        },
      },
      hsts: config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });

  // 3. Cookies, and form bodies.
  await app.register(cookie);
  await app.register(formbody);
  registerMultipart(app);

  // The request's language (?lang=, cookie fm_lang, Accept-Language) for views, words and error messages.
  if (on('language')) registerLanguage(app);

  // 4. Session, then cross-site refusal of state-changing requests.
  registerSessions(app);
  if (on('cross-site')) registerCrossSiteProtection(app);
  // Cache-Control on every answer: nothing that depends on a session is stored by a shared cache.
  if (on('cache-control')) registerCacheControl(app);
  // No control character (NUL...) in any body, query or route parameter: 400 naming the field.
  if (on('input-check')) registerInputCheck(app);

  // 5. Rate limit: budgets per signed-in user, else per address, and per costly route (http/rate-limit.ts);
  // shared through Redis when configured.
  // ioredis is loaded only when Redis is configured (start-up, issue 20).
  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  // The rate limit and the sign-in throttle (accounts) share this connection.
  app.decorate('redis', redis ?? null);
  if (redis && redis.status !== 'ready') {
    // Counters are skipped while Redis is unreachable (skipOnError), so wait for it briefly at start.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await registerRateLimits(app, { count: on('rate-limit') });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  // 6. One error handler: envelopes for JSON, a page for HTML, never a stack trace.
  app.setErrorHandler(async (error, req, reply) => inRequestLocale(req, () => answerError(error, req, reply)));
  const answerError = async (error: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const err = toDomainError(error);
    if (err.status >= 500) req.log.error({ err: error, reqId: req.id }, 'request failed');
    setRetryAfter(reply, err);
    if (wantsJson(req)) return reply.code(err.status).type('application/json; charset=utf-8').send(errorEnvelope(err));
    return renderPage(reply, ErrorPage({ status: err.status, message: localMessage(err), user: req.user, signInNext: req.method === 'GET' ? req.url : undefined }), err.status);
  };
  app.setNotFoundHandler(async (req, reply) => {
    const err = toDomainError(Object.assign(new Error('Not found'), { statusCode: 404 }));
    if (wantsJson(req)) return reply.code(404).send(inRequestLocale(req, () => errorEnvelope(err)));
    return renderPage(reply, ErrorPage({ status: 404, message: t('errorPage.nothingHere'), user: req.user }), 404);
  });

  // Static assets and health checks.
  await app.register(fastifyStatic, { root: path.join(PUBLIC_DIR, 'assets'), prefix: '/assets/', maxAge: '1h' });
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await Promise.race([sql`select 1`.execute(db), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000))]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  // Features, each with its own route table: this list is the whole site. A page that shows parts of other
  // features gets their renderers here, so features never import each other's views or routes.
  const loadPageSections: LoadPageSections = {
    bids: renderBidPart,
    payment: renderPaymentSection,
    trip: renderTripSection,
    documents: renderLoadDocumentsSection,
    carrierInvoices: renderCarrierInvoicesSection,
    report: renderReportSection,
    fittingDrivers: renderFittingDrivers,
    bidStatuses: bidStatusesFor,
  };
  const tripPageSections: TripPageSections = {
    payment: renderPaymentSection,
    documents: renderLoadDocumentsSection,
    carrierInvoices: renderCarrierInvoicesSection,
    returnLoads: renderTripReturnLoads,
    share: { render: renderShareSection, meta: SHARE_ASSETS },
  };
  registerEventRoutes(app);
  registerLanguageRoutes(app);
  registerHomeRoutes(app);
  registerAccountRoutes(app);
  registerLoadRoutes(app, { sections: loadPageSections });
  registerLoadDocumentRoutes(app);
  registerInvoiceRoutes(app);
  registerReportRoutes(app);
  registerAlertRoutes(app);
  registerChannelRoutes(app);
  registerWebhookRoutes(app);
  registerBidRoutes(app);
  registerNotificationRoutes(app);
  registerTripRoutes(app, { sections: tripPageSections });
  registerDriverRoutes(app, { sections: { suggestions: renderDriverSuggestions } });
  registerDocumentRoutes(app);
  registerShipperHomeRoutes(app);
  registerBrokerRoutes(app, { loadForm: LoadFormPage });
  registerEscrowRoutes(app);
  registerMessageRoutes(app);
  registerLocationRoutes(app);
  registerChatImportRoutes(app);
  registerAdminRoutes(app);
  registerAuditRoutes(app);
  registerBooksRoutes(app);
  registerPremiumRoutes(app);
  registerPwaRoutes(app);
  registerLaneRoutes(app);
  // The JSON API described from the routes' declarations: /api/docs (OpenAPI) and /api-docs (a page).
  registerApiDocs(app, { page: ApiDocsPage });

  return app;
}
