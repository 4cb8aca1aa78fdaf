/**
 * Route table of phone-code sign-in (SPEC section B, CONTRACT section 15).
 * POST /login with a phone and no username is handed over by accounts' route
 * table to startPhoneSignIn (POST /register with a phone and no password to
 * startPhoneRegistration); the browser keeps the number in a short-lived
 * HttpOnly cookie between sending and entering the code. The /auth/* JSON
 * routes are the same use cases for scripts and apps.
 */
import { t } from '../../lib/i18n/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { supportContact } from '../../config.js';
import type { Database } from '../../db/database.js';
import { type Ctx, parseInput, route } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { DomainError, NotFoundError, setRetryAfter, zodDetails } from '../../http/errors.js';
import { redirectWithFlash, renderPage, safeNext, sendData, wantsJson } from '../../http/respond.js';
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
import {
  ONBOARDING_FIELDS,
  parseOnboarding,
  type PhoneRegistrationInput,
  phoneRegistrationSchema,
  registrationCodeSchema,
  sendCodeSchema,
  type VerifyCodeInput,
  verifyCodeSchema,
  verifyPhoneSchema,
} from './phone-schema.js';
import { codeSentMessage, completePhoneRegistration, saveOnboarding, sendSignInCode, verifyOwnPhone, verifySignInCode, type PhoneSignIn } from './phone-service.js';
import { OnboardingPage, PhonePage, type PhonePageProps, RegistrationCodePage, VerifyCodePage } from './phone-views.js';
import { usernameExists } from './queries.js';
import { nextQuerySchema, type SelfRegisterRole } from './schema.js';
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
  route(app, 'GET /verify-otp', {
    summary: 'The code entry page of a phone sign-in, for the number waiting in this browser',
    access: 'public',
    query: nextQuerySchema,
    run: ({ req }) => pendingPhone(req),
    // ctx.flash is read (and so used up) only by the page drawn, never on the way elsewhere.
    page(phone, ctx) {
      if (ctx.viewer) return { redirect: '/' };
      if (!phone) return { redirect: { to: '/login', flash: t('phone.flash.enterNumber'), kind: 'info' } };
      return VerifyCodePage({ phone, next: ctx.query.next, flash: ctx.flash });
    },
  });

  route(app, 'POST /verify-otp', {
    summary: 'Signs in with the code sent to the number waiting in this browser (a JSON caller may name the number); 201 when it created the account',
    access: 'public',
    async run(ctx) {
      const { req, answersJson } = ctx;
      const body = bodyOf(req);
      const waiting = pendingPhone(req);
      // A browser whose number no longer waits starts again (null); a JSON caller may name the number.
      if (!answersJson && !waiting) return null;
      return signInByCode(ctx, parseInput(verifyCodeSchema, { ...body, phone: answersJson ? (body.phone ?? waiting ?? undefined) : waiting }));
    },
    // A JSON caller always gets a sign-in or an error: null is only ever a browser's.
    status: (signedIn) => signedInStatus(signedIn!),
    json: (signedIn, ctx) => signedInJson(signedIn!, ctx),
    envelope: (signedIn) => signedInEnvelope(signedIn!),
    redirect(signedIn, { values }) {
      if (!signedIn) return { to: '/login', flash: t('phone.flash.timedOut'), kind: 'error' };
      if (signedIn.created) return { to: '/auth/onboarding', flash: t('phone.flash.welcomeNew') };
      return safeNext(values.next) ?? ROLE_HOME[signedIn.role];
    },
    form(refusal, { req, reply, values }) {
      const phone = pendingPhone(req)!;
      const next = safeNext(values.next);
      if (refusal instanceof AccountSuspendedError || refusal instanceof AdminPhoneSignInError) {
        // This number signs in no more: the sign-in page again, with the reason.
        clearPendingPhone(req, reply);
        return LoginPage({ phoneValues: { phone: formatIndianMobile(phone) }, phoneMessage: refusal.message, next });
      }
      // The right code waiting for a role is kept in the form; a wrong one is not.
      const body = bodyOf(req);
      const kept = refusal instanceof RoleRequiredError ? { code: text(body.code), role: text(body.role) } : { role: text(body.role) };
      return VerifyCodePage({ phone, values: kept, errors: refusal.details, message: refusal.message, next });
    },
  });

  // JSON doors of the same sign-in, and sign-out.
  route(app, 'POST /auth/send-otp', {
    summary: 'Sends a sign-in code by SMS to a mobile number (the answer does not tell whether the number has an account)',
    access: 'public',
    body: sendCodeSchema,
    run: ({ req, body }) => sendCode(req, body.phone),
    message: codeSentMessage,
    json: codeSentData,
  });

  route(app, 'POST /auth/verify-otp', {
    summary: "Signs in with the code sent to a number (role: the new account's, when no account has proven the number); 201 when it created the account",
    access: 'public',
    body: verifyCodeSchema,
    run: (ctx) => signInByCode(ctx, ctx.body),
    status: signedInStatus,
    json: signedInJson,
    envelope: signedInEnvelope,
  });

  route(app, 'POST /auth/logout', {
    summary: "Signs out: ends this browser's session",
    access: 'public',
    async run({ req, reply }) {
      await endSession(req, reply);
      clearPendingPhone(req, reply);
    },
    json: () => ({ redirect: '/' }),
    envelope: () => ({ redirect: '/' }),
    redirect: () => ({ to: '/', flash: t('accounts.flash.signedOut'), kind: 'info' }),
  });

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
      return { redirect: ROLE_HOME[input.role] };
    },
    message: () => t('profile.flash.saved'),
    json: async ({ redirect }, { db, user }) => ({ redirect, user: presentSessionUser(await findUserSummary(db, user.id)) }),
    redirect: ({ redirect }) => ({ to: redirect, flash: t('profile.flash.saved') }),
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
  route(app, 'POST /auth/phone/send-code', {
    summary: 'Sends a code to a number the signed-in user means to prove (entered on /auth/phone)',
    access: PROFILE_ROLES,
    body: sendCodeSchema,
    run: ({ req, user, body }) => sendCode(req, body.phone, { purpose: 'verify', userId: user.id }),
    message: codeSentMessage,
    json: codeSentData,
    redirect: (phone) => ({ to: '/auth/phone', flash: codeSentMessage(phone), kind: 'info' }),
    // Refused, rate-limited or the SMS not sent: the form again, with the number as typed.
    form: (refusal, { db, user, req }) => phonePage(db, user, { values: { phone: text(bodyOf(req).phone) }, errors: refusal.details ?? { phone: refusal.message }, message: refusal.message }),
  });

  route(app, 'POST /auth/phone/verify', {
    summary: "Proves the signed-in user's number with the code sent to it (a JSON caller may name the number; the form enters the waiting one's)",
    access: PROFILE_ROLES,
    async run({ db, req, user, answersJson }) {
      const body = bodyOf(req);
      const waiting = await findPendingVerification(db, user.id);
      // The form enters the code of the number waiting: with none, there is nothing to enter (null).
      if (!answersJson && !waiting) return null;
      const input = parseInput(verifyPhoneSchema, { ...body, phone: answersJson ? (body.phone ?? waiting ?? undefined) : waiting });
      await verifyOwnPhone(db, app.phoneCodeKey, user.id, input);
      return input.phone;
    },
    // A JSON caller always gets a number or an error: null is only ever a browser's.
    message: (phone) => verifiedMessage(phone!),
    json: (phone) => ({ phone, verified: true }),
    redirect: (phone) => (phone === null ? { to: '/auth/phone', flash: t('phone.flash.noCode'), kind: 'error' } : { to: '/auth/phone', flash: verifiedMessage(phone) }),
    form(refusal, { db, user }) {
      const codeErrors = refusal.details ?? { code: refusal.message };
      return phonePage(db, user, { codeErrors, codeMessage: refusal instanceof PhoneTakenError ? refusal.message : Object.values(codeErrors)[0] });
    },
  });

  // The phone variant of registration (POST /register with a phone and no password): the code, then the account.
  route(app, 'GET /register/verify', {
    summary: 'The code entry page of a phone registration, for the number waiting in this browser',
    access: 'public',
    run: ({ req }) => registrationPhone(req),
    page(phone, ctx) {
      if (ctx.viewer) return { redirect: '/' };
      if (!phone) return { redirect: { to: '/register', flash: t('phone.flash.fillForm'), kind: 'info' } };
      return RegistrationCodePage({ phone, flash: ctx.flash });
    },
  });

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
      name === null ? { to: '/register', flash: t('phone.flash.registrationTimedOut'), kind: 'error' } : { to: '/auth/onboarding', flash: t('phone.flash.welcomeVerified', { name }) },
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

  route(app, 'POST /auth/register', {
    summary: 'Starts a phone registration: the account (name, username, role) waits for the code sent to the number',
    access: 'public',
    body: phoneRegistrationSchema,
    run: ({ req, body }) => sendRegistrationCode(req, body),
    message: codeSentMessage,
    json: codeSentData,
  });

  route(app, 'POST /auth/register/verify', {
    summary: 'Creates the account waiting for this code, its number proven, and signs it in (201)',
    access: 'public',
    body: registrationCodeSchema,
    async run({ db, req, reply, body }) {
      const done = await completePhoneRegistration(db, app.phoneCodeKey, body);
      await startSession(req, reply, done.userId);
      return done;
    },
    status: signedInStatus,
    json: signedInJson,
    envelope: signedInEnvelope,
  });
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

/** Sends the code and gives back the number it went to; an SMS that could not leave is logged with its cause. */
async function sendCode(req: FastifyRequest, phone: string, kind: CodePurpose = { purpose: 'sign_in' }): Promise<string> {
  try {
    await sendSignInCode(req.server.db, req.server.sms, req.server.phoneCodeKey, phone, { ip: req.ip, perAddress: req.server.config.OTP_SENDS_PER_IP }, kind);
  } catch (err) {
    if (err instanceof SmsNotSentError) req.log.error({ err: err.cause }, 'sign-in code SMS not sent');
    throw err;
  }
  return phone;
}

/** The data of a "code sent" answer; its message (codeSentMessage) names the number. */
function codeSentData(phone: string) {
  return { phone, expires_in_seconds: CODE_TTL_MINUTES * 60 };
}

/** POST /login with `phone` and no `username`: sends a code and goes to the code entry page (hand-written: routes.tsx says why). */
export async function startPhoneSignIn(req: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(req);
  if (wantsJson(req)) {
    const phone = await sendCode(req, parseInput(sendCodeSchema, body).phone);
    return sendData(reply, codeSentData(phone), 200, codeSentMessage(phone));
  }
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

/** Checks a sign-in code and starts the session; a suspended account is told how to reach support. */
async function signInByCode({ db, config, req, reply }: Ctx<unknown, unknown, unknown>, input: VerifyCodeInput): Promise<PhoneSignIn> {
  const signedIn = await verifySignInCode(db, req.server.phoneCodeKey, input).catch((err: unknown) => {
    throw err instanceof AccountSuspendedError ? new AccountSuspendedError(supportContact(config)) : err;
  });
  clearPendingPhone(req, reply);
  await startSession(req, reply, signedIn.userId);
  return signedIn;
}

/** Where a code sign-in or registration goes next: a new account to its profile, else the role's home. */
function homeAfter(signedIn: PhoneSignIn): string {
  return signedIn.created ? '/auth/onboarding' : ROLE_HOME[signedIn.role];
}

function signedInStatus(signedIn: PhoneSignIn): number {
  return signedIn.created ? 201 : 200;
}

async function signedInJson(signedIn: PhoneSignIn, { db }: { db: Database }) {
  return { redirect: homeAfter(signedIn), new_account: signedIn.created, user: presentSessionUser(await findUserSummary(db, signedIn.userId)) };
}

/** The sign-in envelope names where to go next beside `data`, as a browser's redirect would. */
function signedInEnvelope(signedIn: PhoneSignIn) {
  return { redirect: homeAfter(signedIn) };
}

function verifiedMessage(phone: string): string {
  return t('phone.flash.verified', { phone: formatIndianMobile(phone) });
}

/** Sends a phone registration's code once its username is known free; the account waits with the code. */
async function sendRegistrationCode(req: FastifyRequest, { phone, name, username, role }: PhoneRegistrationInput): Promise<string> {
  if (await usernameExists(req.server.db, username)) throw new UsernameTakenError();
  return sendCode(req, phone, { purpose: 'register', registration: { name, username, role } });
}

/** POST /register with a phone and no password (SPEC section B): the code is sent, the account waits for it (hand-written: routes.tsx says why). */
export async function startPhoneRegistration(req: FastifyRequest, reply: FastifyReply) {
  const body = bodyOf(req);
  if (wantsJson(req)) {
    const phone = await sendRegistrationCode(req, parseInput(phoneRegistrationSchema, body));
    return sendData(reply, codeSentData(phone), 200, codeSentMessage(phone));
  }
  const values = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, text(body[f])]));
  try {
    const phone = await sendRegistrationCode(req, parseInput(phoneRegistrationSchema, body));
    reply.setCookie(REGISTRATION_COOKIE, phone, { ...cookieOptions(req), maxAge: 15 * 60 });
    return redirectWithFlash(reply, '/register/verify', codeSentMessage(phone), 'info');
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    setRetryAfter(reply, err);
    return renderPage(reply, RegisterPage({ values, errors: err.details ?? { phone: err.message }, message: err.message }), err.status);
  }
}

function registrationPhone(req: FastifyRequest): string | null {
  const v = req.cookies[REGISTRATION_COOKIE];
  return v ? normaliseIndianMobile(v) : null;
}
