/**
 * Security headers (CSP, HSTS, X-Frame-Options...), written by helmet once at start and set on every answer.
 * @fastify/helmet built a new helmet middleware for every request (its options parsed and its CSP validated and
 * joined again, two hooks reading the route's options): the same headers, at a cost on every request (issue 20,
 * BENCHMARKS.md). No route here changes them, and no directive depends on the request (a function directive, such
 * as a per-request nonce, is refused at start), so one computation serves every answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet writes with these options, names in lower case. */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'function')) throw new Error(`the CSP directive ${name} depends on the request: security headers are computed once`);
  }
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
