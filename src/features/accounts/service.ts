/** Use cases of accounts: sign-in, registration, the first admin password. */
import type { Database, Tx } from '../../db/database.js';
import type { Role } from '../../http/context.js';
import { AccountSuspendedError, NotFoundError, ValidationError } from '../../http/errors.js';
import { LoginFailedError, LoginThrottledError, UsernameTakenError } from './errors.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  findUserForLogin,
  insertUser,
  recordLoginFailure,
  setFirstAdminPassword,
  usernameExists,
} from './queries.js';
import { cleanUsername, type CleanRegistration } from './schema.js';
import { withActor } from '../../db/database.js';
import { randomUUID } from 'node:crypto';

export interface AuthenticatedUser {
  id: string;
  role: Role;
}

/**
 * Checks a username and password (SPEC login rules 1-3): empty fields, then
 * the user and hash with one generic failure; suspended users cannot sign in;
 * repeated failures per account or per address are throttled.
 */
export async function authenticate(db: Database, rawUsername: string, password: string, ip: string, maxFailures: number): Promise<AuthenticatedUser> {
  const username = cleanUsername(rawUsername);
  if (!username || !password) {
    throw new ValidationError({ [username ? 'password' : 'username']: 'Enter your username and password' }, 'Enter your username and password');
  }
  const failures = await countRecentLoginFailures(db, username, ip);
  if (failures.byUser >= maxFailures || failures.byIp >= maxFailures * 3) throw new LoginThrottledError();
  const user = await findUserForLogin(db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  // Only the right password learns that the account is suspended (and how to reach support).
  if (user && ok && user.status === 'suspended') throw new AccountSuspendedError();
  if (!user || !ok || user.status !== 'active') {
    await recordLoginFailure(db, username, ip);
    throw new LoginFailedError();
  }
  await clearLoginFailures(db, username);
  return { id: user.id, role: user.role as Role };
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
  if (password.length < 6) throw new ValidationError({ password: 'Password must be at least 6 characters' });
  if (password !== confirm) throw new ValidationError({ password_confirm: 'Passwords do not match' });
  const hash = await hashPassword(password);
  const done = await withActor(db, null, (trx) => setFirstAdminPassword(trx, hash));
  if (!done) throw new NotFoundError('Page');
}
