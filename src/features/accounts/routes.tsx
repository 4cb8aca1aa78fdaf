/** Route table of accounts: sign in and out, registration, first admin setup, the session user. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supportContact } from '../../config.js';
import { AccountSuspendedError, DomainError, setRetryAfter, ValidationError } from '../../http/errors.js';
import { requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { endSession, startSession } from '../../http/session.js';
import { registerPhoneAuthRoutes, startPhoneRegistration, startPhoneSignIn } from './phone-routes.js';
import { registerSignupRoutes } from './signup-routes.js';
import { asksForCode, asksForRegistrationCode } from './phone-schema.js';
import { adminPasswordIsSet } from './queries.js';
import { checkRegistration, loginSchema, registerSchema, setupSchema } from './schema.js';
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
  app.get('/login', showLoginPage);
  app.post('/login', signIn);
  app.get('/logout', signOut);

  // Registration.
  app.get('/register', showRegisterPage);
  app.post('/register', register);

  // First admin password.
  app.get('/setup', showSetupPage);
  app.post('/setup', setUpAdmin);

  // The session user as JSON.
  app.get('/api/me', { preHandler: [requireUser] }, async (req, reply) => {
    const u = req.user!;
    return sendData(reply, { user: { id: u.id, username: u.username, name: u.name, role: u.role, phone: u.phone } });
  });

  // Phone-code sign-in (SPEC section B): /verify-otp, /auth/*.
  registerPhoneAuthRoutes(app);

  // The family B sign-up forms (SPEC section I): /register/shipper, /register/driver.
  registerSignupRoutes(app);

  async function showLoginPage(req: FastifyRequest<{ Querystring: { next?: string } }>, reply: FastifyReply) {
    if (req.user) return reply.redirect('/', 302);
    return renderPage(reply, LoginPage({ next: safeNext(req.query.next), flash: takeFlash(req, reply) }));
  }

  async function signIn(req: FastifyRequest, reply: FastifyReply) {
    // A phone and no username asks for a code instead of the password check (CONTRACT section 15).
    if (asksForCode(req.body)) return startPhoneSignIn(req, reply);
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
      if (err instanceof AccountSuspendedError) {
        const suspended = new AccountSuspendedError(supportContact(app.config));
        if (wantsJson(req)) throw suspended;
        return renderPage(reply, LoginPage({ values: { username: input.username }, error: suspended.message, next }), suspended.status);
      }
      if (!(err instanceof DomainError) || !['VALIDATION_ERROR', 'RATE_LIMITED'].includes(err.code)) throw err;
      setRetryAfter(reply, err);
      return renderPage(reply, LoginPage({ values: { username: input.username }, error: err.message, next }), err.status);
    }
  }

  async function signOut(req: FastifyRequest, reply: FastifyReply) {
    await endSession(req, reply);
    return redirectWithFlash(reply, '/', 'You are signed out.', 'info');
  }

  async function showRegisterPage(req: FastifyRequest<{ Querystring: { role?: string } }>, reply: FastifyReply) {
    if (req.user) return reply.redirect('/', 302);
    return renderPage(reply, RegisterPage({ values: { role: req.query.role ?? '' } }));
  }

  async function register(req: FastifyRequest, reply: FastifyReply) {
    // A phone and no password is the phone variant (SPEC section B): a code first, the account when it is entered.
    if (asksForRegistrationCode(req.body)) return startPhoneRegistration(req, reply);
    const input = registerSchema.parse(req.body ?? {});
    const values = { name: input.name, username: input.username, role: input.role, phone: input.phone };
    const checked = checkRegistration(input);
    if (!checked.ok) {
      return renderPage(reply, RegisterPage({ values, errors: { [checked.field]: checked.message }, message: checked.message }), 400);
    }
    try {
      const user = await registerUser(app.db, checked.value);
      await startSession(req, reply, user.id);
      return redirectWithFlash(
        reply,
        '/',
        checked.value.phone
          ? `Welcome, ${checked.value.name}! Your account is ready. Verify your mobile number on /auth/phone to sign in with a code.`
          : `Welcome, ${checked.value.name}! Your account is ready.`,
      );
    } catch (err) {
      if (err instanceof ValidationError) {
        return renderPage(reply, RegisterPage({ values, errors: err.details, message: err.message }), 400);
      }
      req.log.error({ err }, 'registration failed');
      return renderPage(reply, RegisterPage({ values, message: 'Your account could not be saved. Please try again.' }), 500);
    }
  }

  async function showSetupPage(_req: FastifyRequest, reply: FastifyReply) {
    if (await adminPasswordIsSet(app.db)) return reply.callNotFound();
    return renderPage(reply, SetupPage({}));
  }

  async function setUpAdmin(req: FastifyRequest, reply: FastifyReply) {
    if (await adminPasswordIsSet(app.db)) return reply.callNotFound();
    const input = setupSchema.parse(req.body ?? {});
    try {
      await setupAdminPassword(app.db, input.password, input.password_confirm);
    } catch (err) {
      if (err instanceof ValidationError) return renderPage(reply, SetupPage({ errors: err.details, message: err.message }), 400);
      throw err;
    }
    return redirectWithFlash(reply, '/login', 'The admin password is set. Sign in as admin.');
  }
}
