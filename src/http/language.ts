/**
 * The language of each request and the switch. Order of choice: `?lang=` on any URL (a shared link; it also
 * sets the cookie), the `fm_lang` cookie (set by the switch, by such a link, and at sign-in from the account's
 * stored choice), then Accept-Language; English when nothing matches. The choice is entered into lib/i18n's
 * AsyncLocalStorage for the rest of the request, so views, lib/words.ts and the error envelope read it with no
 * parameter. It is entered twice: at onRequest (hooks, the 404 and errors before the body) and again at
 * preValidation, since a body is read from stream events that do not carry the request's async context.
 * POST /language is the switch: it sets the cookie, stores the choice on a signed-in account (migration 044)
 * and goes back to the same-site `next`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLocale, type Locale, LOCALES, negotiateLocale, runInLocale, t } from '../lib/i18n/index.js';
import { route } from './action.js';
import { safeNext } from './respond.js';

const LANGUAGE_COOKIE = 'fm_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (lib/i18n). */
    locale: Locale;
  }
}

function setLanguageCookie(req: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.server.config.NODE_ENV === 'production',
    maxAge: ONE_YEAR_SECONDS,
  });
}

/** The page a GET answers, without its ?lang= (the switch's way back must not undo the choice); null for other methods. */
function pathOf(req: FastifyRequest): string | null {
  if (req.method !== 'GET' || req.url.length > 2000) return null;
  const q = req.url.indexOf('?');
  if (q === -1) return req.url;
  const params = new URLSearchParams(req.url.slice(q + 1));
  params.delete('lang');
  const rest = params.toString();
  return rest ? `${req.url.slice(0, q)}?${rest}` : req.url.slice(0, q);
}

/** Runs `fn` in the request's language (the error handlers call it: an error may arrive outside the request's context). */
export function inRequestLocale<T>(req: FastifyRequest, fn: () => T): T {
  return runInLocale(req.locale ?? 'en', fn, () => pathOf(req));
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', (req, reply, done) => {
    const asked = (req.query as Record<string, unknown> | undefined)?.lang;
    const cookie = req.cookies[LANGUAGE_COOKIE];
    let locale: Locale;
    if (isLocale(asked)) {
      locale = asked;
      if (asked !== cookie) setLanguageCookie(req, reply, asked);
    } else {
      locale = isLocale(cookie) ? cookie : negotiateLocale(req.headers['accept-language']);
    }
    req.locale = locale;
    // The same URL reads differently by Accept-Language for a first visit (and by the cookie: cache-control.ts adds it).
    if (!req.url.startsWith('/assets/')) reply.header('vary', 'Accept-Language');
    runInLocale(locale, done, () => pathOf(req));
  });
  app.addHook('preValidation', (req, _reply, done) => {
    runInLocale(req.locale, done, () => pathOf(req));
  });
}

/** POST /language, the switch (declared with the features, after the app's error handler is set). */
export function registerLanguageRoutes(app: FastifyInstance): void {
  route(app, 'POST /language', {
    summary: 'Choose the language of the site (and of a signed-in account)',
    access: 'public',
    body: z.object({
      lang: z.enum(LOCALES, { error: () => t('page.error.chooseLanguage') }),
      next: z.string().optional(),
    }),
    run: async ({ req, reply, db, viewer, body }) => {
      setLanguageCookie(req, reply, body.lang);
      if (viewer) {
        await db.updateTable('users').set({ language: body.lang }).where('id', '=', viewer.id).where('language', 'is distinct from', body.lang).execute();
      }
      return body.lang;
    },
    json: (lang) => ({ language: lang }),
    redirect: (_lang, { values }) => safeNext(values.next) ?? '/',
    back: { to: '/', next: 'next' },
  });
}

/**
 * At sign-in (http/session.ts startSession): the account's stored language becomes this browser's; an account
 * that never chose one takes the language this browser chose (its cookie or ?lang), so it follows them.
 */
export async function adoptAccountLanguage(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const db = req.server.db;
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  const stored = row?.language;
  if (isLocale(stored)) {
    req.locale = stored;
    if (req.cookies[LANGUAGE_COOKIE] !== stored) setLanguageCookie(req, reply, stored);
    return;
  }
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  const chosen = isLocale(asked) ? asked : req.cookies[LANGUAGE_COOKIE];
  if (isLocale(chosen)) await db.updateTable('users').set({ language: chosen }).where('id', '=', userId).where('language', 'is', null).execute();
}
