/**
 * Cache-Control for every response (issue 13, "private stays private"): what
 * depends on a session never lands in a shared cache.
 *
 * - A response to a request with a session cookie (signed in, or a stale
 *   cookie), one that sets a cookie (sign-in, flash), every JSON answer, every
 *   non-GET answer and every answer but a 200 (errors, redirects to sign in):
 *   `private, no-store`, whatever the route set.
 * - A signed-out GET page (home, /loadboard, a public load's summary): a route's
 *   own Cache-Control is kept, else `no-cache` (a cache may keep it but asks the
 *   app every time), so a public page is never served stale.
 * - Everything but /assets carries `Vary: Cookie`: the same URL renders
 *   differently once signed in. /assets keep the static plugin's max-age.
 *
 * The /events stream is hijacked (no onSend) and sets the same header itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session.js';

const PRIVATE_NO_STORE = 'private, no-store';

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text === '') {
    reply.header('vary', field);
    return;
  }
  const wanted = field.toLowerCase();
  const listed = text.split(',').some((v) => {
    const name = v.trim().toLowerCase();
    return name === '*' || name === wanted;
  });
  if (!listed) reply.header('vary', `${text}, ${field}`);
}

function isPrivate(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.user || req.cookies?.[SESSION_COOKIE]) return true;
  if (reply.hasHeader('set-cookie')) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  if (reply.statusCode !== 200) return true;
  return /json/i.test(String(reply.getHeader('content-type') ?? ''));
}

export function registerCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/assets/')) return payload;
    addVary(reply, 'Cookie');
    if (isPrivate(req, reply)) reply.header('cache-control', PRIVATE_NO_STORE);
    else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return payload;
  });
}
