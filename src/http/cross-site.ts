/**
 * Refuses cross-site state-changing requests (CONTRACT section 2), the approach
 * of Go's CrossOriginProtection: a POST whose Sec-Fetch-Site is cross-site, or
 * whose Origin is not this server's, gets 403. Requests with neither header
 * (curl, server to server) pass.
 */
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCrossSiteProtection(app: FastifyInstance): void {
  const own = new URL(app.config.BASE_URL).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method)) return;
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new ForbiddenError('Cross-site request refused');
    if (site === 'same-origin' || site === 'none') return;
    const origin = req.headers.origin;
    if (origin === undefined) return;
    const host = req.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin !== own && !sameHost) throw new ForbiddenError('Cross-site request refused');
  });
}
