/**
 * One way to declare a route: its guard, its params, query and body (parsed
 * once, each by a zod schema or a parse function), the use case, and how its
 * result is answered — as JSON, as a page, or as a redirect after a form. The
 * helper picks JSON or HTML once (`wantsJson`), hands pages the user and the
 * flash, and redraws a form for the one shared list of refusals (FORM_REFUSALS):
 * input that failed validation, or a request the current state refuses. Every
 * other error goes to the app's one error handler.
 *
 * A one-button action (hold, release, approve...: a form with no fields to
 * correct) has no form to draw again: it declares `back`, the page the button
 * was pressed on. A browser goes back there (302) with the success `message` as
 * a flash, or with a refusal of that shared list as an error flash; a same-site
 * path in the form's `next` field (when `back.next` names it, checked by
 * safeNext) wins over the page declared. A page with a filter (a GET) declares
 * `back` too: a query that does not parse sends the browser back to the page
 * unfiltered with the message. JSON callers get the success envelope or the
 * error envelope with its status, as on every route.
 *
 * The declarations are also the API's documentation: every route that answers
 * JSON is listed, with its guard and the JSON schema of its inputs, in the
 * OpenAPI document at /api/docs (see http/api-docs.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Role, SessionUser } from './context.js';
import { DomainError, NotFoundError, setRetryAfter, toDomainError, ValidationError, zodDetails, type ErrorCode } from './errors.js';
import { actor, requireRole, requireUser } from './guards.js';
import { clearFlash, type Flash, type FlashKind, readFlash, redirectWithFlash, type Renderable, renderPage, safeNext, sendData, wantsJson } from './respond.js';

/** A submitted form as text, field by field. */
export type FormValues = Record<string, string>;

/**
 * The refusals a form is drawn again for, with the message and the values kept:
 * the input is wrong, or the state of things refuses it right now. Anything else
 * (no session, not yours, not found, a server fault) is answered by the error page.
 */
const FORM_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'VALIDATION_ERROR',
  'ACCOUNT_SUSPENDED',
  'CONFLICT',
  'LIKELY_DUPLICATE',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_MISMATCH',
  'BID_LIMIT_REACHED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'PARSE_TIMEOUT',
  'SERVER_BUSY',
  'PAYMENTS_UNAVAILABLE',
  'PAYMENT_GATEWAY_ERROR',
  'PASSWORD_SIGN_IN_ONLY',
  'SMS_NOT_SENT',
]);

/**
 * True when `err` is one of the refusals a form is drawn again for: a code of FORM_REFUSALS, or a "not found"
 * that names the form's field (a username nobody has, typed into the form), which is about the input too.
 */
export function isFormRefusal(err: unknown): err is DomainError {
  return err instanceof DomainError && (FORM_REFUSALS.has(err.code) || (err.code === 'NOT_FOUND' && err.details !== undefined));
}

/** A zod schema, or a function that returns the clean input or throws a ValidationError naming each field. */
export type Parser<T> = ZodType<T, unknown> | ((raw: unknown) => T);

function isZod<T>(p: Parser<T>): p is ZodType<T, unknown> {
  return typeof (p as { safeParse?: unknown }).safeParse === 'function';
}

/** Parses input once with a zod schema or a parse function; a failure is a ValidationError naming each field. */
export function parseInput<T>(parser: Parser<T>, raw: unknown): T {
  if (!isZod(parser)) return parser(raw);
  const r = parser.safeParse(raw ?? {});
  if (!r.success) throw new ValidationError(zodDetails(r.error));
  return r.data;
}

/** Who may call a route: anyone, any signed-in user, or the signed-in users of these roles. */
export type Access = 'public' | 'user' | readonly Role[];

function guardOf(access: Access): preHandlerAsyncHookHandler[] {
  if (access === 'public') return [];
  if (access === 'user') return [requireUser];
  return [requireRole(...access)];
}

/** A route parameter that names a record when it matches `pattern`: anything else names no record (404 with the noun). */
export function idParam(noun: string, pattern: RegExp) {
  return z.string().transform((v, ctx) => {
    if (!pattern.test(v)) {
      ctx.addIssue({ code: 'custom', message: `${noun} not found`, params: { notFound: noun } });
      return z.NEVER;
    }
    return v.toLowerCase();
  });
}

/** A route parameter that names a record by uuid (lower-cased). */
export function uuidParam(noun: string) {
  return idParam(noun, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
}

/** Route parameters fail as 404 (a record that is not there), never as 400. */
function parseParams<P>(schema: ZodType<P, unknown>, raw: unknown): P {
  const r = schema.safeParse(raw ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0] as { params?: { notFound?: string } } | undefined;
  throw new NotFoundError(issue?.params?.notFound ?? 'Record');
}

/** What a handler is given: the request's parts parsed once, the caller, the app's database and configuration. */
export interface Ctx<P, Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Database;
  config: Config;
  params: P;
  query: Q;
  body: B;
  /** The signed-in caller (routes with access other than 'public'). */
  user: SessionUser;
  /** The caller when there is one (public routes). */
  viewer: SessionUser | null;
  /** The submitted form as text, to draw the form again with what was typed. */
  values: FormValues;
  /** This request is answered in JSON (a route whose input differs between a form and a JSON caller reads it). */
  answersJson: boolean;
}

/** What a page is given on top of the context: the one-time flash message, read when the page is drawn. */
export interface PageCtx<P, Q, B> extends Ctx<P, Q, B> {
  flash: Flash | null;
}

/** Where a form goes after success, with an optional one-time message. */
type Redirect = string | { to: string; flash?: string; kind?: FlashKind };

/** A page (200), a page with its status, or elsewhere (a page that is literally another page, or a step already done: 302). */
type PageAnswer = Renderable | { page: Renderable; status: number } | { redirect: Redirect };

/**
 * The page a browser goes back to after a one-button action: `to`, a path or a function of the request (its params
 * and its form as text: `values`, read even when the body did not parse); or the same-site path in the form field
 * that `next` names, when it holds one (safeNext: anything else is ignored).
 */
interface Back<P, Q> {
  to: string | ((ctx: Ctx<P, Q, unknown>) => string);
  next?: string;
}

export interface RouteSpec<P, Q, B, R> {
  /** One line for the API's documentation. */
  summary: string;
  /** Who may call it (default: any signed-in user). */
  access?: Access;
  params?: ZodType<P, unknown>;
  query?: Parser<Q>;
  body?: Parser<B>;
  /**
   * Awaited when the query or body is invalid, before that 400 is answered: a route acting on a record the
   * caller may not know checks it here, so a wrong form about it is 404 first (CONTRACT section 2).
   */
  onInvalidInput?: (ctx: Ctx<P, Q, unknown>) => Promise<unknown>;
  /** Fastify route config (rate-limit budgets, `jsonOnly`, `crossSite`...). */
  config?: Record<string, unknown>;
  /** The use case: reads or changes, and returns what the answer shows. */
  run: (ctx: Ctx<P, Q, B>) => Promise<R> | R;
  /** The shape of the JSON answer's data, for the API's documentation (a zod schema of what `json` returns). */
  returns?: ZodType;
  /** The JSON answer's data (inside the success envelope); without it the route answers no JSON. */
  json?: (result: R, ctx: Ctx<P, Q, B>) => object | Promise<object>;
  /** The status of the JSON answer (default 200), or a function of the result (201 when it created something, 200 when it found it). */
  status?: number | ((result: R) => number);
  /** The success message of the JSON envelope, or a function of the result ("2 loads posted"). */
  message?: string | ((result: R) => string);
  /** Fields of the JSON envelope beside `data` (e.g. `redirect`, where a JSON client should go next). */
  envelope?: (result: R, ctx: Ctx<P, Q, B>) => Record<string, unknown>;
  /** The largest body this route reads, in bytes, when it is not the app's (a pasted chat). */
  bodyLimit?: number;
  /** The page drawn for a browser (GET pages). */
  page?: (result: R, ctx: PageCtx<P, Q, B>) => PageAnswer | Promise<PageAnswer>;
  /** Where a browser goes after a successful form (Post/Redirect/Get). */
  redirect?: (result: R, ctx: Ctx<P, Q, B>) => Redirect;
  /**
   * The form drawn again, with the refusal's message and the values kept, for a refusal in FORM_REFUSALS
   * (the status is the refusal's). Without it a refusal is answered by the error page; a `form` that throws
   * the refusal back declines it (the error page answers).
   */
  form?: (refusal: DomainError, ctx: PageCtx<P, Q, B>) => Renderable | Promise<Renderable>;
  /**
   * A one-button action's page (instead of `form`): a browser is sent back there with the refusal's message as an
   * error flash for a refusal in FORM_REFUSALS (no Retry-After: it reads a page, not the refusal), and, when neither
   * `redirect` nor `page` answers success, with `message` as a success flash. On a GET only a query that does not
   * parse goes back (to a page that reads again and refuses again would loop); other refusals get the error page.
   */
  back?: Back<P, Q>;
}

/** A documented route, for the OpenAPI document. */
export interface DeclaredRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  access: Access;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The shape of the success answer's `data`, when the route declares it. */
  returns?: ZodType;
  answersJson: boolean;
  status: number;
  /** The answer's media type when it is not the JSON envelope (a stream of server-sent events). */
  produces?: string;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Documents a route registered by hand (outside `route()`), such as the live event stream. */
export function documentRoute(app: FastifyInstance, doc: DeclaredRoute): void {
  const list = declared.get(app) ?? [];
  declared.set(app, list);
  list.push(doc);
}

/** The routes declared through `route()` on this app, in order. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

/** Form fields as text, for drawing a form again: strings as typed, anything else left out. */
export function formValuesOf(body: unknown): FormValues {
  const out: FormValues = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

function backOf<P, Q>(back: Back<P, Q>, ctx: Ctx<P, Q, unknown>): string {
  const named = back.next ? safeNext(ctx.values[back.next]) : null;
  return named ?? (typeof back.to === 'string' ? back.to : back.to(ctx));
}

function sendRedirect(reply: FastifyReply, to: Redirect): FastifyReply {
  return typeof to === 'string' ? reply.redirect(to, 302) : redirectWithFlash(reply, to.to, to.flash, to.kind);
}

async function sendPage(reply: FastifyReply, answer: PageAnswer): Promise<FastifyReply> {
  if (typeof answer === 'object' && answer !== null && 'redirect' in answer) return sendRedirect(reply, answer.redirect);
  if (typeof answer === 'object' && answer !== null && 'page' in answer && 'status' in answer) return renderPage(reply, answer.page, answer.status);
  return renderPage(reply, answer as Renderable);
}

/**
 * Declares `METHOD /path` with its access, inputs, use case and answers.
 * Order per request: guard → params → query → body → run → answer.
 */
export function route<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>, R = unknown>(
  app: FastifyInstance,
  endpoint: `${'GET' | 'POST' | 'PATCH' | 'DELETE'} /${string}`,
  spec: RouteSpec<P, Q, B, R>,
): void {
  const [method, url] = endpoint.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  const access = spec.access ?? 'user';
  const list = declared.get(app) ?? [];
  declared.set(app, list);
  list.push({
    method,
    url,
    summary: spec.summary,
    access,
    params: spec.params,
    query: spec.query && isZod(spec.query) ? spec.query : undefined,
    body: spec.body && isZod(spec.body) ? spec.body : undefined,
    returns: spec.returns,
    answersJson: Boolean(spec.json),
    status: typeof spec.status === 'number' ? spec.status : 200,
  });

  if (!spec.json && !spec.page && !spec.redirect && !spec.back) throw new Error(`${endpoint}: a route answers JSON, a page or a redirect`);
  if (spec.form && spec.back) throw new Error(`${endpoint}: a refusal draws the form again or goes back, not both`);

  app.route({
    method,
    url,
    preHandler: guardOf(access),
    config: spec.config,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (req, reply) => {
      // JSON when the caller wants it and the route has a JSON answer; a route with only JSON always answers it.
      const json = spec.json !== undefined && (wantsJson(req) || (!spec.page && !spec.redirect && !spec.back));
      // The flash is read when a page asks for it, and cleared only once a page is drawn: a page that answers
      // with a redirect (or a refusal) leaves it for the page it sends the browser to.
      let flash: Flash | null | undefined;
      const ctx = {
        req,
        reply,
        db: app.db,
        config: app.config,
        params: {} as P,
        query: {} as Q,
        body: {} as B,
        viewer: req.user,
        answersJson: json,
      } as PageCtx<P, Q, B>;
      let values: FormValues | undefined;
      Object.defineProperties(ctx, {
        // The form as text only when a form is drawn again or a redirect reads it: most requests never need it.
        values: {
          get: () => {
            values ??= formValuesOf(req.body);
            return values;
          },
          enumerable: true,
        },
        user: { get: () => actor(req), enumerable: true },
        flash: {
          get: () => {
            if (flash === undefined) flash = readFlash(req);
            return flash;
          },
          enumerable: true,
        },
      });
      if (spec.params) ctx.params = parseParams(spec.params, req.params);
      let result: R;
      // How far the request got, for a refusal: a GET goes back only for its query.
      let step: 'query' | 'body' | 'run' = 'query';
      try {
        try {
          if (spec.query) ctx.query = parseInput(spec.query, req.query);
          step = 'body';
          if (spec.body) ctx.body = parseInput(spec.body, req.body);
        } catch (invalid) {
          if (invalid instanceof ValidationError && spec.onInvalidInput) await spec.onInvalidInput(ctx as Ctx<P, Q, unknown>);
          throw invalid;
        }
        step = 'run';
        result = await spec.run(ctx);
      } catch (err) {
        if (json || !(spec.form || spec.back)) throw err;
        // A database refusal (a unique or check violation) is translated first, as the error handler would.
        const refusal = toDomainError(err);
        if (!isFormRefusal(refusal)) throw err;
        if (spec.back) {
          if (method === 'GET' && step !== 'query') throw err;
          return redirectWithFlash(reply, backOf(spec.back, ctx), refusal.message, 'error');
        }
        setRetryAfter(reply, refusal);
        const page = await spec.form!(refusal, ctx);
        if (flash) clearFlash(req, reply);
        return renderPage(reply, page, refusal.status);
      }
      // The message is made only for an answer that says it (a browser's result may be one a JSON caller never gets).
      const messageOf = (done: R) => (typeof spec.message === 'function' ? spec.message(done) : spec.message);
      if (json) {
        const status = typeof spec.status === 'function' ? spec.status(result) : (spec.status ?? 200);
        const message = messageOf(result);
        const data = await spec.json!(result, ctx);
        if (!spec.envelope) return sendData(reply, data, status, message);
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send({ success: true, data, ...(message ? { message } : {}), ...spec.envelope(result, ctx) });
      }
      if (spec.redirect) return sendRedirect(reply, spec.redirect(result, ctx));
      if (!spec.page) return redirectWithFlash(reply, backOf(spec.back!, ctx), messageOf(result));
      const answer = await spec.page(result, ctx);
      if (flash && !(typeof answer === 'object' && answer !== null && 'redirect' in answer)) clearFlash(req, reply);
      return sendPage(reply, answer);
    },
  });
}
