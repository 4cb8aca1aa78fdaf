/** Use cases of accounts: sign-in, registration, the first admin password. */
import { t } from '../../lib/i18n/index.js';
import type { Database, Tx } from '../../db/database.js';
import type { Role } from '../../http/context.js';
import { AccountSuspendedError, NotFoundError, ValidationError } from '../../http/errors.js';
import { LoginFailedError, LoginThrottledError, UsernameTakenError } from './errors.js';
import { hashPassword, verifyPassword } from './password.js';
import { findUserForLogin, insertLoginDevice, insertUser, setFirstAdminPassword, touchLoginDevice, usernameExists } from './queries.js';
import type { SignInThrottle, ThrottleBudget } from './throttle.js';
import type { CleanRegistration } from './schema.js';
import { cleanUsername, legacyCleanUsername } from '../../lib/fields.js';
import { withActor } from '../../db/database.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export interface AuthenticatedUser {
  id: string;
  role: Role;
}

export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  /** The device cookie's token, when the browser has one. */
  deviceToken: string | null;
}

/** What the sign-in needs from outside: the throttle and the per-account limit (LOGIN_FAILURE_MAX; an address gets three times it). */
export interface SignInRules {
  throttle: SignInThrottle;
  maxFailures: number;
}

export interface SignedIn extends AuthenticatedUser {
  /** A new device cookie token for this browser, when it did not carry a valid one for this account. */
  newDeviceToken: string | null;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest();

/**
 * Checks a username and password (SPEC login rules 1-3): empty fields, then the user and hash
 * with one generic failure. Before the hash is checked an attempt is claimed atomically from the
 * throttle (issue 13): from the device's own budget when the browser carries a device cookie of
 * this account, else from the account's and the address's; a locked budget answers 429 with the
 * wait. A successful sign-in clears the account's (or device's) budget and gives the address its
 * attempt back.
 */
export async function authenticate(db: Database, rules: SignInRules, attempt: SignInAttempt): Promise<SignedIn> {
  const { password, ip } = attempt;
  const username = cleanUsername(attempt.username);
  if (!username || !password) {
    throw new ValidationError({ [username ? 'password' : 'username']: t('accounts.error.enterBoth') }, t('accounts.error.enterBoth'));
  }
  const user = await findUserForLogin(db, username, legacyCleanUsername(attempt.username), attempt.deviceToken ? sha256(attempt.deviceToken) : null);
  const trustedDevice = user?.deviceId ?? null;
  const budgets: ThrottleBudget[] = trustedDevice
    ? [{ key: `device:${trustedDevice}`, limit: rules.maxFailures }]
    : [
        // The address first: a locked address cannot use up (and so lock) other people's accounts.
        { key: `ip:${ip}`, limit: rules.maxFailures * 3 },
        // No username is longer than 64 characters, so a longer one shares the budget of its first 100.
        { key: `user:${username.slice(0, 100)}`, limit: rules.maxFailures },
      ];
  const claim = await rules.throttle.claim(budgets);
  if (!claim.ok) throw new LoginThrottledError(claim.retryAfterSeconds);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw new LoginFailedError();
  // The password is right. Account states that refuse a sign-in are checked here: only the right
  // password learns that the account is suspended (and how to reach support).
  if (user.status === 'suspended') throw new AccountSuspendedError();
  if (user.status !== 'active') throw new LoginFailedError();
  if (trustedDevice) {
    await rules.throttle.clear(budgets[0].key);
    await touchLoginDevice(db, trustedDevice);
    return { id: user.id, role: user.role as Role, newDeviceToken: null };
  }
  await rules.throttle.refund(budgets[0]);
  await rules.throttle.clear(budgets[1].key);
  const newDeviceToken = randomBytes(32).toString('base64url');
  await insertLoginDevice(db, user.id, sha256(newDeviceToken));
  return { id: user.id, role: user.role as Role, newDeviceToken };
}

export interface RegistrationExtras {
  companyName?: string | null;
  city?: string | null;
  gstin?: string | null;
  /** Runs in the same transaction after the user row exists (e.g. a driver's vehicle). */
  afterInsert?: (trx: Tx, userId: string) => Promise<void>;
}

/** Stores a new user (SPEC registration rules 5-6): the cleaned username must be free; the password is hashed. */
export async function registerUser(db: Database, reg: CleanRegistration, extras: RegistrationExtras = {}): Promise<AuthenticatedUser> {
  if (await usernameExists(db, reg.username)) throw new UsernameTakenError();
  const passwordHash = await hashPassword(reg.password);
  try {
    // The new user is the actor of their own registration in the audit log.
    const id = randomUUID();
    return await withActor(db, id, async (trx) => {
      const user = await insertUser(trx, {
        id,
        username: reg.username,
        name: reg.name,
        role: reg.role,
        phone: reg.phone,
        passwordHash,
        companyName: extras.companyName ?? null,
        city: extras.city ?? null,
        gstin: extras.gstin ?? null,
      });
      await extras.afterInsert?.(trx, user.id);
      return { id: user.id, role: user.role as Role };
    });
  } catch (err) {
    // Two registrations racing for one username: the unique index decides.
    if ((err as { code?: string; constraint?: string }).code === '23505' && (err as { constraint?: string }).constraint === 'users_username_key') {
      throw new UsernameTakenError();
    }
    throw err;
  }
}

/** Sets the first admin password (at least 6 characters) while none is set; afterwards /setup no longer exists. */
export async function setupAdminPassword(db: Database, password: string, confirm: string): Promise<void> {
  if (password.length < 6) throw new ValidationError({ password: t('accounts.error.passwordMin6') });
  if (password !== confirm) throw new ValidationError({ password_confirm: t('accounts.error.passwordsDiffer') });
  const hash = await hashPassword(password);
  const done = await withActor(db, null, (trx) => setFirstAdminPassword(trx, hash));
  if (!done) throw new NotFoundError('Page');
}
