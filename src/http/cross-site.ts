/**
 * Refuses cross-site state-changing requests (CONTRACT section 2), the approach
 * of Go's CrossOriginProtection: a POST whose Sec-Fetch-Site is cross-site, or
 * whose Origin is not this server's, gets 403. Requests with neither header
 * (curl, server to server) pass. A route whose config says `crossSite: 'allow'`
 * is exempt: it authenticates its caller itself (the payment gateway's signed
 * checkout return, which the payer's browser posts from the gateway's page).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../lib/i18n/index.js';
import { ForbiddenError } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'allow': the route takes cross-site POSTs (it verifies a signature instead of trusting the session). */
    crossSite?: 'allow';
  }
}

export function registerCrossSiteProtection(app: FastifyInstance): void {
  const own = new URL(app.config.BASE_URL).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || req.routeOptions.config?.crossSite === 'allow') return;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new ForbiddenError(t('page.error.crossSite'));
    if (site === 'same-origin' || site === 'none') return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    const host = req.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin !== own && !sameHost) throw new ForbiddenError(t('page.error.crossSite'));
  });
}
