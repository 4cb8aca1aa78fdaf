/** Content negotiation, the success envelope, pages, redirects and flash messages. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasControlCharacter } from '../lib/fields.js';

/** True when the caller wants JSON: /api routes, a JSON body, or an Accept that prefers JSON. */
export function wantsJson(req: FastifyRequest): boolean {
  if (req.url.startsWith('/api/') || req.routeOptions.config?.jsonOnly === true) return true;
  const ct = req.headers['content-type'] ?? '';
  if (ct.includes('application/json')) return true;
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json')) return false;
  const html = accept.indexOf('text/html');
  return html === -1 || accept.indexOf('application/json') < html;
}

/** A TSX page (hono/jsx escapes what it interpolates), or anything that renders to HTML text. */
export type Renderable = { toString(): string | Promise<string> };

/**
 * Renders a page into a complete HTML response. Sent as bytes: a string would be walked twice (its length in bytes
 * for Content-Length, then its encoding on the socket), and a page is a string of many joined pieces.
 */
export async function renderPage(reply: FastifyReply, page: Renderable, status = 200): Promise<FastifyReply> {
  const html = await page.toString();
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(Buffer.from(`<!doctype html>${html}`, 'utf8'));
}

/** Sends the success envelope of SPEC.md. */
export function sendData(reply: FastifyReply, data: object, status = 200, message?: string): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: true, data, ...(message ? { message } : {}) });
}

export type FlashKind = 'success' | 'error' | 'info';
export interface Flash {
  kind: FlashKind;
  text: string;
}

const FLASH_COOKIE = 'fm_flash';

/** Like the session cookie: HttpOnly, SameSite=Lax, and Secure in production (it may carry a name or an amount). */
function flashCookieOptions(reply: FastifyReply) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: reply.server.config.NODE_ENV === 'production' };
}

/** Redirects (302) and leaves a one-time message for the next page. */
export function redirectWithFlash(reply: FastifyReply, location: string, text?: string, kind: FlashKind = 'success'): FastifyReply {
  if (text) {
    reply.setCookie(FLASH_COOKIE, JSON.stringify({ kind, text }), { ...flashCookieOptions(reply), maxAge: 60 });
  }
  return reply.redirect(location, 302);
}

/** The flash message left by the previous action, without clearing it (route() clears it once a page shows it). */
export function readFlash(req: FastifyRequest): Flash | null {
  const raw = req.cookies[FLASH_COOKIE];
  if (!raw) return null;
  try {
    const f = JSON.parse(raw) as Flash;
    return typeof f.text === 'string' && ['success', 'error', 'info'].includes(f.kind) ? f : null;
  } catch {
    return null;
  }
}

/** Clears the flash message once a page has shown it. */
export function clearFlash(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies[FLASH_COOKIE]) reply.clearCookie(FLASH_COOKIE, flashCookieOptions(reply));
}

/**
 * Only same-site relative paths are honoured as a destination after sign-in (or
 * another action): `/` then anything but a second `/`, with no backslash and no
 * control character anywhere (a tab, CR or LF is dropped by browsers, which
 * would turn `/<tab>/evil.com` into `//evil.com`) and well-formed text. What
 * goes into the Location header is printable ASCII: anything else (a space,
 * Hindi, U+0100...) is percent-encoded as UTF-8, never a 500.
 */
export function safeNext(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  if (next.includes('\\') || hasControlCharacter(next, { lineBreaks: false })) return null;
  return next.replace(/[^\x21-\x7E]+/g, (run) => encodeURIComponent(run));
}
