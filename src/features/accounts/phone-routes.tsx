/**
 * Route table of phone-code sign-in (SPEC section B, CONTRACT section 15).
 * POST /login with a phone and no username is handed over by accounts' route
 * table to startPhoneSignIn (POST /register with a phone and no password to
 * startPhoneRegistration); the browser keeps the number in a short-lived
 * HttpOnly cookie between sending and entering the code. The /auth/* JSON
 * routes are the same use cases for scripts and apps.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supportContact } from '../../config.js';
import type { Database } from '../../db/database.js';
import { parseInput, route } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { DomainError, NotFoundError, setRetryAfter, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole } from '../../http/guards.js';
import { redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { endSession, startSession } from '../../http/session.js';
import { fieldText as text } from '../../lib/fields.js';
import type { FormValues } from '../../views/form.js';
import { ROLE_HOME } from '../../views/paths.js';
import { CODE_TTL_MINUTES, codeKey } from './codes.js';
import { UsernameTakenError } from './errors.js';
import { AccountSuspendedError, AdminPhoneSignInError, PhoneTakenError, RoleRequiredError, SmsNotSentError } from './phone-errors.js';
import { formatIndianMobile, normaliseIndianMobile } from './phone-numbers.js';
import { presentSessionUser } from './phone-presenters.js';
import { findOnboardingProfile, findPendingVerification, findPhoneOf, findUserSummary, type CodePurpose, type PendingRegistration } from './phone-queries.js';
import { ONBOARDING_FIELDS, parseOnboarding, phoneRegistrationSchema, registrationCodeSchema, sendCodeSchema, verifyCodeSchema, verifyPhoneSchema } from './phone-schema.js';
import { codeSentMessage, completePhoneRegistration, saveOnboarding, sendSignInCode, verifyOwnPhone, verifySignInCode, type PhoneSignIn } from './phone-service.js';
import { OnboardingPage, PhonePage, type PhonePageProps, RegistrationCodePage, VerifyCodePage } from './phone-views.js';
import { usernameExists } from './queries.js';
import type { SelfRegisterRole } from './schema.js';
import { createSmsSender } from './sms.js';
import { LoginPage, RegisterPage } from './views.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Key of the sign-in code hashes (OTP_PEPPER, or random per process). */
    phoneCodeKey: Buffer;
  }
}

/** Holds the number between "send code" and "enter code" (15 minutes: a code lives 5, sends span 15). */
const PENDING_COOKIE = 'fm_otp_phone';
/** Holds the number between "register" and "enter the code" (the code itself lives 5 minutes). */
const REGISTRATION_COOKIE = 'fm_register_phone';
const REGISTRATION_FIELDS = ['name', 'username', 'role', 'phone'] as const;
const PROFILE_ROLES = ['driver', 'shipper', 'broker'] as const;

export function registerPhoneAuthRoutes(app: FastifyInstance): void {
  app.decorate('sms', createSmsSender(app.config, app.log));
  app.decorate('phoneCodeKey', codeKey(app.config.OTP_PEPPER));
  if (!app.config.OTP_PEPPER && app.config.NODE_ENV === 'production') {
    app.log.warn('OTP_PEPPER is not set: sign-in codes stop working at a restart and across instances');
  }

  // Code entry (the code was sent by POST /login with a phone).
  // Hand-written: without a pending number the browser goes to /login with a flash, which a page answer cannot carry.
  app.get('/verify-otp', showVerifyCodePage);
  // Hand-written: a JSON caller gets the sign-in envelope, whose `redirect` sits beside `data` (answerSignedInJson).
  app.post('/verify-otp', verifyCode);

  // JSON doors of the same sign-in, and sign-out. Hand-written: the code's message names the number (route()'s message
  // is fixed), and the sign-in and sign-out envelopes carry `redirect` beside `data`.
  app.post('/auth/send-otp', sendCodeJson);
  app.post('/auth/verify-otp', verifyCodeJson);
  app.post('/auth/logout', signOut);

  // The role's profile, asked right after a phone sign-up and editable later.
  route(app, 'GET /auth/onboarding', {
    summary: "The role's profile form: the first stop after a phone sign-up",
    access: PROFILE_ROLES,
    async run({ db, user }) {
      const profile = await findOnboardingProfile(db, user.id);
      if (!profile) throw new NotFoundError('Profile');
      return profile;
    },
    page: (profile, { user, flash }) => OnboardingPage({ user, values: profileValues(profile), firstTime: profile.pendingSignup, flash }),
  });

  route(app, 'POST /auth/onboarding', {
    summary: "Saves the role's profile (driver: the truck; shipper: company, city, GSTIN; broker: agency, city) and finishes a phone sign-up",
    access: PROFILE_ROLES,
    async run({ db, user, req }) {
      // The fields are those of the caller's role, so the body is read here rather than by one declared schema.
      const input = parseOnboarding(user.role as SelfRegisterRole, req.body);
      await saveOnboarding(db, user.id, input);
      return { redirect: ROLE_HOME[input.role], user: presentSessionUser(await findUserSummary(db, user.id)) };
    },
    message: 'Your profile is saved.',
    json: (saved) => saved,
    redirect: ({ redirect }) => ({ to: redirect, flash: 'Your profile is saved.' }),
    async form(refusal, { db, user, values }) {
      const errors = refusal.details ?? {};
      const profile = await findOnboardingProfile(db, user.id);
      return OnboardingPage({
        user,
        values: Object.fromEntries(ONBOARDING_FIELDS[user.role as SelfRegisterRole].map((f) => [f, (values[f] ?? '').trim()])),
        errors,
        message: Object.keys(errors).length === 1 ? Object.values(errors)[0] : null,
        firstTime: profile?.pendingSignup ?? false,
      });
    },
  });

  // A signed-in user proves their number: a code is sent to it, then entered (issue 13).
  route(app, 'GET /auth/phone', {
    summary: "The signed-in user's number, whether it is proven, and the forms that prove one",
    access: PROFILE_ROLES,
    run: () => null,
    page: (_none, { db, user, flash }) => phonePage(db, user, { flash }),
  });
  // Hand-written: the JSON message names the number, and an SMS that could not leave draws the form again (500).
  app.post('/auth/phone/send-code', { preHandler: [requireRole(...PROFILE_ROLES)] }, sendVerificationCode);
  // Hand-written: the JSON message names the number (and a JSON caller names it, the form uses the waiting one).
  app.post('/auth/phone/verify', { preHandler: [requireRole(...PROFILE_ROLES)] }, verifyPhone);

  // The phone variant of registration (POST /register with a phone and no password): the code, then the account.
  // Hand-written: without a pending registration the browser goes to /register with a flash (as /verify-otp).
  app.get('/register/verify', showRegistrationCodePage);

  route(app, 'POST /register/verify', {
    summary: 'Creates the account waiting for this code, its number proven, and signs it in',
    access: 'public',
    async run({ db, req, reply }) {
      const phone = registrationPhone(req);
      if (!phone) return null;
      const input = parseInput(registrationCodeSchema, { ...bodyOf(req), phone });
      try {
        const done = await completePhoneRegistration(db, app.phoneCodeKey, input);
        reply.clearCookie(REGISTRATION_COOKIE, cookieOptions(req));
        await startSession(req, reply, done.userId);
        return done.registration.name;
      } catch (err) {
        // The code is used up: the registration starts again, with the reason.
        if (err instanceof PhoneTakenError || err instanceof UsernameTakenError) reply.clearCookie(REGISTRATION_COOKIE, cookieOptions(req));
        throw err;
      }
    },
    redirect: (name) =>
      name === null
        ? { to: '/register', flash: 'Your registration timed out. Fill in the form again to get a new code.', kind: 'error' }
        : { to: '/auth/onboarding', flash: `Welcome, ${name}! Your number is verified and your account is ready: add your profile details.` },
    form(refusal, { req }) {
      const phone = registrationPhone(req)!;
      if (refusal instanceof PhoneTakenError || refusal instanceof UsernameTakenError) {
        const reg = (refusal as { registration?: PendingRegistration }).registration;
        const values = { name: reg?.name ?? '', username: reg?.username ?? '', role: reg?.role ?? '', phone: formatIndianMobile(phone) };
        return RegisterPage({ values, errors: refusal.details ?? { phone: refusal.message }, message: refusal.message });
      }
      return RegistrationCodePage({ phone, errors: refusal.details ?? { code: refusal.message }, message: refusal.message });
    },
  });

  // Hand-written: the code's message names the number, and the account's envelope carries `redirect` beside `data`.
  app.post('/auth/register', startPhoneRegistrationJson);
  app.post('/auth/register/verify', finishPhoneRegistrationJson);
}

type OnboardingProfile = NonNullable<Awaited<ReturnType<typeof findOnboardingProfile>>>;

/** The profile as the onboarding form shows it. */
function profileValues(profile: OnboardingProfile): FormValues {
  return {
    // A phone sign-up's placeholder name is not offered back as their name.
    name: profile.pendingSignup ? '' : profile.name,
    company_name: profile.companyName,
    agency_name: profile.companyName,
    gstin: profile.gstin,
    city: profile.city,
    vehicle_number: profile.vehicleNumber,
    truck_type: profile.truckType,
    truck_length_ft: profile.truckLengthFt,
    capacity_tonnes: profile.capacityTonnes,
    home_city: profile.homeCity ?? profile.city,
  };
}

/** The /auth/phone page: the number, whether it is proven, the code form while a code waits, and what `o` adds. */
async function phonePage(db: Database, user: SessionUser, o: Omit<Partial<PhonePageProps>, 'user'>) {
  const { phone, phoneVerifiedAt } = await findPhoneOf(db, user.id);
  const waiting = await findPendingVerification(db, user.id);
  return PhonePage({ user, phone, verified: phoneVerifiedAt !== null, waitingFor: waiting, ...o });
}

const bodyOf = (req: FastifyRequest) => (req.body ?? {}) as Record<string, unknown>;

function cookieOptions(req: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.server.config.NODE_ENV === 'production' };
}
function setPendingPhone(req: FastifyRequest, reply: FastifyReply, phone: string): void {
  reply.setCookie(PENDING_COOKIE, phone, { ...cookieOptions(req), maxAge: 15 * 60 });
}
function pendingPhone(req: FastifyRequest): string | null {
  const v = req.cookies[PENDING_COOKIE];
  return v ? normaliseIndianMobile(v) : null;
}
function clearPendingPhone(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies[PENDING_COOKIE]) reply.clearCookie(PENDING_COOKIE, cookieOptions(req));
}

/** Sends the code; an SMS that could not leave is logged with its cause. */
async function sendCode(req: FastifyRequest, phone: string, kind: CodePurpose = { purpose: 'sign_in' }): Promise<void> {
  try {
    await sendSignInCode(req.server.db, req.server.sms, req.server.phoneCodeKey, phone, { ip: req.ip, perAddress: req.server.config.OTP_SENDS_PER_IP }, kind);
  } catch (err) {
    if (err instanceof SmsNotSentError) req.log.error({ err: err.cause }, 'sign-in code SMS not sent');
    throw err;
  }
}

/** POST /login with `phone` and no `username`: sends a code and goes to the code entry page. */
export async function startPhoneSignIn(req: FastifyRequest, reply: FastifyReply) {
  if (wantsJson(req)) return sendCodeJson(req, reply);
  const body = bodyOf(req);
  const next = safeNext(body.next);
  const phoneValues = { phone: text(body.phone) };
  const parsed = sendCodeSchema.safeParse(body);
  if (!parsed.success) {
    const phoneErrors = zodDetails(parsed.error);
    return renderPage(reply, LoginPage({ phoneValues, phoneErrors, phoneMessage: phoneErrors.phone, next }), 400);
  }
  const { phone } = parsed.data;
  try {
    await sendCode(req, phone);
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    setRetryAfter(reply, err);
    return renderPage(reply, LoginPage({ phoneValues, phoneErrors: { phone: err.message }, phoneMessage: err.message, next }), err.status);
  }
  setPendingPhone(req, reply, phone);
  return redirectWithFlash(reply, next ? `/verify-otp?next=${encodeURIComponent(next)}` : '/verify-otp', codeSentMessage(phone), 'info');
}

async function showVerifyCodePage(req: FastifyRequest<{ Querystring: { next?: string } }>, reply: FastifyReply) {
  if (req.user) return reply.redirect('/', 302);
  const phone = pendingPhone(req);
  if (!phone) return redirectWithFlash(reply, '/login', 'Enter your mobile number to get a sign-in code.', 'info');
  return renderPage(reply, VerifyCodePage({ phone, next: safeNext(req.query.next), flash: takeFlash(req, reply) }));
}

/** POST /verify-otp: the code for the number in the cookie (a JSON caller may name the number). */
async function verifyCode(req: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(req);
  if (wantsJson(req)) return answerVerifyJson(req, reply, { ...body, phone: body.phone ?? pendingPhone(req) ?? undefined });
  const next = safeNext(body.next);
  const phone = pendingPhone(req);
  if (!phone) return redirectWithFlash(reply, '/login', 'Your sign-in timed out. Enter your mobile number to get a new code.', 'error');
  const values = { code: text(body.code), role: text(body.role) };
  const parsed = verifyCodeSchema.safeParse({ ...body, phone });
  if (!parsed.success) {
    const errors = zodDetails(parsed.error);
    return renderPage(reply, VerifyCodePage({ phone, values: { role: values.role }, errors, message: Object.values(errors)[0], next }), 400);
  }
  try {
    const signedIn = await verifySignInCode(req.server.db, req.server.phoneCodeKey, parsed.data);
    clearPendingPhone(req, reply);
    await startSession(req, reply, signedIn.userId);
    if (signedIn.created) return redirectWithFlash(reply, '/auth/onboarding', 'Welcome! Your account is ready: tell us about yourself to finish.');
    return reply.redirect(next ?? ROLE_HOME[signedIn.role], 302);
  } catch (err) {
    if (err instanceof AccountSuspendedError || err instanceof AdminPhoneSignInError) {
      clearPendingPhone(req, reply);
      const message = err instanceof AccountSuspendedError ? new AccountSuspendedError(supportContact(req.server.config)).message : err.message;
      return renderPage(reply, LoginPage({ phoneValues: { phone: formatIndianMobile(phone) }, phoneMessage: message, next }), err.status);
    }
    if (err instanceof ValidationError) {
      // The right code waiting for a role is kept in the form; a wrong one is not.
      const kept = err instanceof RoleRequiredError ? values : { role: values.role };
      return renderPage(reply, VerifyCodePage({ phone, values: kept, errors: err.details, message: err.message, next }), err.status);
    }
    throw err;
  }
}

/** POST /auth/send-otp {phone} -> {success, message}. */
async function sendCodeJson(req: FastifyRequest, reply: FastifyReply) {
  const { phone } = sendCodeSchema.parse(req.body ?? {});
  await sendCode(req, phone);
  return sendData(reply, { phone, expires_in_seconds: CODE_TTL_MINUTES * 60 }, 200, codeSentMessage(phone));
}

/** POST /auth/verify-otp {phone, code, role?} -> {success, redirect}; 201 when the account was created. */
async function verifyCodeJson(req: FastifyRequest, reply: FastifyReply) {
  return answerVerifyJson(req, reply, req.body);
}

async function answerVerifyJson(req: FastifyRequest, reply: FastifyReply, body: unknown) {
  const input = verifyCodeSchema.parse(body ?? {});
  const signedIn = await verifySignInCode(req.server.db, req.server.phoneCodeKey, input).catch((err: unknown) => {
    throw err instanceof AccountSuspendedError ? new AccountSuspendedError(supportContact(req.server.config)) : err;
  });
  clearPendingPhone(req, reply);
  return answerSignedInJson(req, reply, signedIn);
}

/** Starts the session of a code sign-in or registration and answers {success, redirect, data}; 201 when the account was created. */
async function answerSignedInJson(req: FastifyRequest, reply: FastifyReply, signedIn: PhoneSignIn) {
  await startSession(req, reply, signedIn.userId);
  const redirect = signedIn.created ? '/auth/onboarding' : ROLE_HOME[signedIn.role];
  const user = presentSessionUser(await findUserSummary(req.server.db, signedIn.userId));
  return reply
    .code(signedIn.created ? 201 : 200)
    .type('application/json; charset=utf-8')
    .send({ success: true, redirect, data: { redirect, new_account: signedIn.created, user } });
}

/** POST /auth/logout: ends this browser's session. */
async function signOut(req: FastifyRequest, reply: FastifyReply) {
  await endSession(req, reply);
  clearPendingPhone(req, reply);
  if (wantsJson(req)) return reply.type('application/json; charset=utf-8').send({ success: true, redirect: '/', data: { redirect: '/' } });
  return redirectWithFlash(reply, '/', 'You are signed out.', 'info');
}

/** POST /auth/phone/send-code {phone}: a code to the number (typed, or the account's), to be entered on /auth/phone. */
async function sendVerificationCode(req: FastifyRequest, reply: FastifyReply) {
  const user = actor(req);
  const body = bodyOf(req);
  const parsed = sendCodeSchema.safeParse(body);
  if (!parsed.success) {
    const errors = zodDetails(parsed.error);
    if (wantsJson(req)) throw new ValidationError(errors);
    return renderPage(reply, await phonePage(req.server.db, user, { values: { phone: text(body.phone) }, errors, message: errors.phone }), 400);
  }
  const { phone } = parsed.data;
  try {
    await sendCode(req, phone, { purpose: 'verify', userId: user.id });
  } catch (err) {
    if (!(err instanceof DomainError) || wantsJson(req)) throw err;
    setRetryAfter(reply, err);
    return renderPage(reply, await phonePage(req.server.db, user, { values: { phone: text(body.phone) }, errors: { phone: err.message }, message: err.message }), err.status);
  }
  if (wantsJson(req)) return sendData(reply, { phone, expires_in_seconds: CODE_TTL_MINUTES * 60 }, 200, codeSentMessage(phone));
  return redirectWithFlash(reply, '/auth/phone', codeSentMessage(phone), 'info');
}

/** POST /auth/phone/verify {code} (and {phone} from JSON; the waiting number for the form). */
async function verifyPhone(req: FastifyRequest, reply: FastifyReply) {
  const user = actor(req);
  const body = bodyOf(req);
  const waiting = await findPendingVerification(req.server.db, user.id);
  const parsed = verifyPhoneSchema.safeParse(wantsJson(req) ? { ...body, phone: body.phone ?? waiting ?? undefined } : { ...body, phone: waiting ?? undefined });
  if (!parsed.success) {
    const errors = zodDetails(parsed.error);
    if (wantsJson(req)) throw new ValidationError(errors);
    if (!waiting) return redirectWithFlash(reply, '/auth/phone', 'No code is waiting: send a new code to your number.', 'error');
    return renderPage(reply, await phonePage(req.server.db, user, { codeErrors: errors, codeMessage: Object.values(errors)[0] }), 400);
  }
  try {
    await verifyOwnPhone(req.server.db, req.server.phoneCodeKey, user.id, parsed.data);
  } catch (err) {
    if (!(err instanceof DomainError) || wantsJson(req)) throw err;
    const codeErrors = err.details ?? { code: err.message };
    return renderPage(reply, await phonePage(req.server.db, user, { codeErrors, codeMessage: err instanceof PhoneTakenError ? err.message : Object.values(codeErrors)[0] }), err.status);
  }
  const message = `${formatIndianMobile(parsed.data.phone)} is verified: you can now sign in with a code sent to it.`;
  if (wantsJson(req)) return sendData(reply, { phone: parsed.data.phone, verified: true }, 200, message);
  return redirectWithFlash(reply, '/auth/phone', message);
}

/** Validates a phone registration and sends its code; the account waits with the code. */
async function sendRegistrationCode(req: FastifyRequest, body: Record<string, unknown>): Promise<string> {
  const parsed = phoneRegistrationSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
  const { phone, name, username, role } = parsed.data;
  if (await usernameExists(req.server.db, username)) throw new UsernameTakenError();
  await sendCode(req, phone, { purpose: 'register', registration: { name, username, role } });
  return phone;
}

/** POST /register with a phone and no password (SPEC section B): the code is sent, the account waits for it. */
export async function startPhoneRegistration(req: FastifyRequest, reply: FastifyReply) {
  if (wantsJson(req)) return startPhoneRegistrationJson(req, reply);
  const body = bodyOf(req);
  const values = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, text(body[f])]));
  try {
    const phone = await sendRegistrationCode(req, body);
    reply.setCookie(REGISTRATION_COOKIE, phone, { ...cookieOptions(req), maxAge: 15 * 60 });
    return redirectWithFlash(reply, '/register/verify', codeSentMessage(phone), 'info');
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    setRetryAfter(reply, err);
    return renderPage(reply, RegisterPage({ values, errors: err.details ?? { phone: err.message }, message: err.message }), err.status);
  }
}

async function startPhoneRegistrationJson(req: FastifyRequest, reply: FastifyReply) {
  const phone = await sendRegistrationCode(req, bodyOf(req));
  return sendData(reply, { phone, expires_in_seconds: CODE_TTL_MINUTES * 60 }, 200, codeSentMessage(phone));
}

function registrationPhone(req: FastifyRequest): string | null {
  const v = req.cookies[REGISTRATION_COOKIE];
  return v ? normaliseIndianMobile(v) : null;
}

async function showRegistrationCodePage(req: FastifyRequest, reply: FastifyReply) {
  if (req.user) return reply.redirect('/', 302);
  const phone = registrationPhone(req);
  if (!phone) return redirectWithFlash(reply, '/register', 'Fill in the registration form to get a code.', 'info');
  return renderPage(reply, RegistrationCodePage({ phone, flash: takeFlash(req, reply) }));
}

/** POST /auth/register/verify {phone, code} -> 201 {user, redirect}. */
async function finishPhoneRegistrationJson(req: FastifyRequest, reply: FastifyReply) {
  const input = registrationCodeSchema.parse(bodyOf(req));
  return answerSignedInJson(req, reply, await completePhoneRegistration(req.server.db, req.server.phoneCodeKey, input));
}
