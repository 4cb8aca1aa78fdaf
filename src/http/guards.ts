/**
 * Route guards, named and listed per route: a missing session is 401 (JSON or
 * POST) or a redirect to /login?next=... (HTML GET); a wrong role is 403.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { currentLocale, intlTag, t } from '../lib/i18n/index.js';
import { roleName } from '../lib/words.js';
import type { Role, SessionUser } from './context.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { wantsJson } from './respond.js';

function refuseSignedOut(req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (req.method === 'GET' && !wantsJson(req)) {
    return reply.redirect(`/login?next=${encodeURIComponent(req.url)}`, 302);
  }
  throw new UnauthenticatedError();
}

/** Any signed-in user. */
export const requireUser: preHandlerAsyncHookHandler = async (req, reply) => {
  if (!req.user) return refuseSignedOut(req, reply);
};

/** A signed-in user whose role is one of `roles`. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async (req, reply) => {
    if (!req.user) return refuseSignedOut(req, reply);
    if (!roles.includes(req.user.role)) throw new ForbiddenError(t('page.error.forRoles', { roles: rolesList(roles) }));
  };
}

/** The signed-in user of a guarded route (guards ran before the handler). */
export function actor(req: FastifyRequest): SessionUser {
  if (!req.user) throw new UnauthenticatedError();
  return req.user;
}

/** Throws 403 unless the predicate allows the actor on the subject. */
export function authorize<T>(user: SessionUser, can: (user: SessionUser, subject: T) => boolean, subject: T, message?: string): void {
  if (!can(user, subject)) throw new ForbiddenError(message);
}

/** "driver or broker": the codes as they always read in English, the roles' names joined by "or" in another language. */
function rolesList(roles: readonly Role[]): string {
  const locale = currentLocale();
  if (locale === 'en') return roles.join(' or ');
  return new Intl.ListFormat(intlTag(locale), { type: 'disjunction' }).format(roles.map((r) => roleName(r)));
}
