import assert from 'node:assert/strict';
import { test } from 'node:test';
import { securityHeaders } from './security-headers.js';

test('the security headers are computed once from helmet: a strict CSP, HSTS when asked, and helmet’s defaults', () => {
  const h = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], frameAncestors: ["'none'"] } },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  assert.equal(h['content-security-policy'], "default-src 'self';img-src 'self' data:;frame-ancestors 'none'");
  assert.equal(h['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  assert.equal(h['x-content-type-options'], 'nosniff');
  assert.equal(h['x-frame-options'], 'SAMEORIGIN');
  assert.equal(h['referrer-policy'], 'no-referrer');
  assert.equal(h['cross-origin-embedder-policy'], undefined);
  assert.equal(securityHeaders({ hsts: false })['strict-transport-security'], undefined);
});

test('a CSP directive that depends on the request (a nonce function) is refused at start', () => {
  assert.throws(() => securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: [() => "'nonce-x'"] } } }), /depends on the request/);
});
