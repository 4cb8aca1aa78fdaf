/** Route table of accounts: sign in and out, registration, first admin setup, the session user. */
import { t } from '../../lib/i18n/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supportContact } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isFormRefusal, parseInput, route } from '../../http/action.js';
import { AccountSuspendedError, setRetryAfter, ValidationError } from '../../http/errors.js';
import { redirectWithFlash, renderPage, safeNext, wantsJson } from '../../http/respond.js';
import { endSession, startSession } from '../../http/session.js';
import { SetupClosedError } from './errors.js';
import { registerPhoneAuthRoutes, startPhoneRegistration, startPhoneSignIn } from './phone-routes.js';
import { registerSignupRoutes } from './signup-routes.js';
import { asksForCode, asksForRegistrationCode } from './phone-schema.js';
import { adminPasswordIsSet } from './queries.js';
import { checkRegistration, loginSchema, nextQuerySchema, registerPageQuerySchema, registerSchema, setupSchema } from './schema.js';
import { authenticate, registerUser, setupAdminPassword } from './service.js';
import { postgresThrottle, redisThrottle } from './throttle.js';
import { LoginPage, RegisterPage, SetupPage } from './views.js';

/** OWASP device cookie: this browser signed in to an account before (a random token; its hash is in login_devices). */
const DEVICE_COOKIE = 'fm_device';
const DEVICE_COOKIE_DAYS = 365;

export function registerAccountRoutes(app: FastifyInstance): void {
  const pgThrottle = postgresThrottle(app.db);
  const throttle = app.redis ? redisThrottle(app.redis, `${app.config.RATE_LIMIT_NAMESPACE}login:`, pgThrottle) : pgThrottle;

  // Sign in and out.
  route(app, 'GET /login', {
    summary: 'The sign-in page: username and password, or a code sent to a phone',
    access: 'public',
    query: nextQuerySchema,
    run: () => null,
    // Someone signed in has nothing to sign in to (and keeps the flash: ctx.flash is read only for the page drawn).
    page: (_none, ctx) => (ctx.viewer ? { redirect: '/' } : LoginPage({ next: ctx.query.next, flash: ctx.flash })),
  });

  // Hand-written, not route(): one URL for two use cases chosen by the body (a phone and no username asks for a code,
  // CONTRACT section 15), and they answer a JSON caller differently. The code half answers it in JSON; the password half
  // answers it as a browser (302 to `next` on success, the sign-in page on a refusal), except for a suspended account,
  // which is the error envelope. route() decides JSON once per URL: declaring `json` would change the password half's
  // answers for JSON callers, leaving it out would drop the code half's. Its refusals are drawn in two different halves
  // of the sign-in page, and the code half draws every domain refusal, not only FORM_REFUSALS.
  app.post('/login', (req, reply) => (asksForCode(req.body) ? startPhoneSignIn(req, reply) : signIn(req, reply)));

  route(app, 'GET /logout', {
    summary: "Signs out: ends this browser's session",
    access: 'public',
    run: ({ req, reply }) => endSession(req, reply),
    redirect: () => ({ to: '/', flash: t('accounts.flash.signedOut'), kind: 'info' }),
  });

  // Registration.
  route(app, 'GET /register', {
    summary: 'The registration form (?role= chooses the role in advance)',
    access: 'public',
    query: registerPageQuerySchema,
    run: () => null,
    page: (_none, { viewer, query }) => (viewer ? { redirect: '/' } : RegisterPage({ values: { role: query.role } })),
  });

  // Hand-written, not route(), as POST /login: two use cases chosen by the body (a phone and no password is the phone
  // variant, SPEC section B) that answer a JSON caller differently (the code's answer in JSON; the password's 302 and
  // form as for a browser). The password half also draws the form again, with status 500 and its own message, when the
  // account cannot be saved, where route() sends every error outside FORM_REFUSALS to the error page.
  app.post('/register', (req, reply) => (asksForRegistrationCode(req.body) ? startPhoneRegistration(req, reply) : register(req, reply)));

  // First admin password.
  route(app, 'GET /setup', {
    summary: 'The form of the first admin password, until it is set',
    access: 'public',
    run: ({ db }) => refuseOnceSetUp(db),
    page: () => SetupPage({}),
  });

  route(app, 'POST /setup', {
    summary: 'Sets the first admin password, once',
    access: 'public',
    async run({ db, req }) {
      await refuseOnceSetUp(db);
      // Read after that check: once the password is set, /setup is gone whatever is sent.
      const input = parseInput(setupSchema, req.body);
      await setupAdminPassword(db, input.password, input.password_confirm);
    },
    redirect: () => ({ to: '/login', flash: t('accounts.flash.adminSet') }),
    form: (refusal) => SetupPage({ errors: refusal.details, message: refusal.message }),
  });

  // The session user as JSON.
  route(app, 'GET /api/me', {
    summary: 'The signed-in user',
    run: ({ user }) => user,
    json: (u) => ({ user: { id: u.id, username: u.username, name: u.name, role: u.role, phone: u.phone } }),
  });

  // Phone-code sign-in (SPEC section B): /verify-otp, /auth/*.
  registerPhoneAuthRoutes(app);

  // The family B sign-up forms (SPEC section I): /register/shipper, /register/driver.
  registerSignupRoutes(app);

  /** /setup exists only until the admin password is set. */
  async function refuseOnceSetUp(db: Database): Promise<void> {
    if (await adminPasswordIsSet(db)) throw new SetupClosedError();
  }

  /** POST /login with a username: the password check, throttled, then the session and the device cookie. */
  async function signIn(req: FastifyRequest, reply: FastifyReply) {
    const input = loginSchema.parse(req.body ?? {});
    const next = safeNext(input.next);
    try {
      const user = await authenticate(
        app.db,
        { throttle, maxFailures: app.config.LOGIN_FAILURE_MAX },
        { username: input.username, password: input.password, ip: req.ip, deviceToken: req.cookies[DEVICE_COOKIE] ?? null },
      );
      await startSession(req, reply, user.id);
      if (user.newDeviceToken) {
        reply.setCookie(DEVICE_COOKIE, user.newDeviceToken, {
          path: '/login',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.NODE_ENV === 'production',
          maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
        });
      }
      return reply.redirect(next ?? '/', 302);
    } catch (err) {
      if (!isFormRefusal(err)) throw err;
      // A suspended account is told how to reach support; a JSON caller hears that as an error, the rest on the form.
      const refusal = err instanceof AccountSuspendedError ? new AccountSuspendedError(supportContact(app.config)) : err;
      if (refusal instanceof AccountSuspendedError && wantsJson(req)) throw refusal;
      setRetryAfter(reply, refusal);
      return renderPage(reply, LoginPage({ values: { username: input.username }, error: refusal.message, next }), refusal.status);
    }
  }

  /** POST /register with a password: SPEC's rules in order, then the account, signed in. */
  async function register(req: FastifyRequest, reply: FastifyReply) {
    const input = registerSchema.parse(req.body ?? {});
    const values = { name: input.name, username: input.username, role: input.role, phone: input.phone };
    const checked = checkRegistration(input);
    if (!checked.ok) {
      return renderPage(reply, RegisterPage({ values, errors: { [checked.field]: checked.message }, message: checked.message }), 400);
    }
    try {
      const user = await registerUser(app.db, checked.value);
      await startSession(req, reply, user.id);
      return redirectWithFlash(reply, '/', checked.value.phone ? t('accounts.flash.welcomeVerify', { name: checked.value.name }) : t('accounts.flash.welcome', { name: checked.value.name }));
    } catch (err) {
      if (err instanceof ValidationError) {
        return renderPage(reply, RegisterPage({ values, errors: err.details, message: err.message }), 400);
      }
      req.log.error({ err }, 'registration failed');
      return renderPage(reply, RegisterPage({ values, message: t('accounts.error.notSaved') }), 500);
    }
  }
}
