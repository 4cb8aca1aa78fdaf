/**
 * Use cases of phone-code sign-in (CONTRACT section 15): sending a code,
 * signing in (or creating the account of a new number) with it, and the
 * onboarding profile.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { withActor, type Database } from '../../db/database.js';
import type { Role } from '../../http/context.js';
import { upsertDriverProfile } from '../drivers/queries.js';
import { CODE_TTL_MINUTES, codeMatches, generateCode, hashCode, MAX_SENDS, MAX_WRONG_TRIES } from './codes.js';
import {
  AccountSuspendedError,
  AdminPhoneSignInError,
  CodeExpiredError,
  CodeUsedUpError,
  NoActiveCodeError,
  PhoneSharedError,
  RoleRequiredError,
  SmsNotSentError,
  TooManyCodesError,
  TooManyCodesFromAddressError,
  WrongCodeError,
} from './errors.js';
import { formatIndianMobile } from './phone.js';
import {
  actAs,
  consumeCode,
  countRecentSends,
  countRecentSendsFrom,
  deleteCode,
  deleteOldCodes,
  findUsersByMobile,
  insertCode,
  insertPhoneSignup,
  insertPhoneUser,
  lockNewestCode,
  lockPhone,
  lockRequester,
  markOnboarded,
  recordWrongAttempt,
  updateUserProfile,
} from './queries.js';
import type { OnboardingInput, VerifyCodeInput } from './schema.js';
import type { SmsSender } from './sms.js';

export function signInSmsText(code: string): string {
  return `${code} is your Freight Marketplace sign-in code. It is valid for ${CODE_TTL_MINUTES} minutes. Never share it with anyone.`;
}

/**
 * Sends a new sign-in code to a number whether or not an account uses it (the
 * answer never tells); at most 3 codes per number and `perAddress` codes per
 * client address per 15 minutes, each counted under its own lock. A code whose
 * SMS could not be handed over is removed.
 */
export async function sendSignInCode(
  db: Database,
  sms: SmsSender,
  key: Buffer,
  phone: string,
  requester: { ip: string; perAddress: number } | null = null,
): Promise<void> {
  const code = generateCode();
  const id = await withActor(db, null, async (trx) => {
    if (requester) {
      await lockRequester(trx, requester.ip);
      const fromAddress = await countRecentSendsFrom(trx, requester.ip);
      if (fromAddress.sends >= requester.perAddress) throw new TooManyCodesFromAddressError(Math.max(1, fromAddress.windowEndsInSeconds));
    }
    await lockPhone(trx, phone);
    const recent = await countRecentSends(trx, phone);
    if (recent.sends >= MAX_SENDS) throw new TooManyCodesError(Math.max(1, recent.windowEndsInSeconds));
    return insertCode(trx, phone, hashCode(key, phone, code), requester?.ip ?? null);
  });
  try {
    await sms.send(phone, signInSmsText(code));
  } catch (err) {
    await deleteCode(db, id);
    throw new SmsNotSentError(err);
  }
  await deleteOldCodes(db);
}

export interface PhoneSignIn {
  userId: string;
  role: Role;
  /** True when this sign-in created the account (it goes on to onboarding). */
  created: boolean;
}

type Outcome = { ok: PhoneSignIn } | { error: Error };

/**
 * Signs in with the number's newest code: a used, replaced or expired code
 * fails; each wrong code counts and the fifth ends it; a right code is used up
 * at once, in the same transaction, so it signs in once. The number's one
 * active non-admin account signs in; a number shared by several accounts is
 * refused; a new number gets a new account with the chosen role.
 */
export async function verifySignInCode(db: Database, key: Buffer, input: VerifyCodeInput): Promise<PhoneSignIn> {
  const { phone, code, role } = input;
  // Wrong tries must be kept, so failures are returned from the transaction and thrown after it commits.
  const outcome = await withActor(db, null, async (trx): Promise<Outcome> => {
    await lockPhone(trx, phone);
    const row = await lockNewestCode(trx, phone);
    if (!row || row.consumedAt) return { error: new NoActiveCodeError() };
    if (row.attempts >= MAX_WRONG_TRIES) return { error: new CodeUsedUpError() };
    if (!row.live) return { error: new CodeExpiredError() };
    if (!codeMatches(key, phone, code, row.codeHash)) {
      const attempts = (await recordWrongAttempt(trx, row.id, MAX_WRONG_TRIES)) ?? MAX_WRONG_TRIES;
      return { error: new WrongCodeError(MAX_WRONG_TRIES - attempts) };
    }
    const users = await findUsersByMobile(trx, phone);
    // The right code for a new number without a role: ask for the role, keep the code usable.
    if (users.length === 0 && !role) return { error: new RoleRequiredError() };
    if (!(await consumeCode(trx, row.id, MAX_WRONG_TRIES))) return { error: new NoActiveCodeError() };
    if (users.length > 1) return { error: new PhoneSharedError() };
    if (users.length === 1) {
      const [user] = users;
      if (user.status !== 'active') return { error: new AccountSuspendedError() };
      if (user.role === 'admin') return { error: new AdminPhoneSignInError() };
      return { ok: { userId: user.id, role: user.role as Role, created: false } };
    }
    const id = randomUUID();
    await actAs(trx, id);
    const created = await insertPhoneUser(trx, { id, usernames: usernamesFor(phone), name: `New ${role}`, role: role!, phone });
    if (!created) throw new Error('no free username for a phone sign-up');
    await insertPhoneSignup(trx, id, phone);
    return { ok: { userId: id, role: role!, created: true } };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}

/** p9876543210, then p9876543210-2 ... when a username is taken, and a random suffix as the last resort. */
function usernamesFor(phone: string): string[] {
  const base = `p${phone.slice(3)}`;
  return [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`), `${base}-${randomBytes(3).toString('hex')}`];
}

/**
 * Saves the signed-in user's profile for their role (driver: name and truck;
 * shipper: name, company, city, GSTIN; broker: name, agency, city) and
 * finishes a phone sign-up.
 */
export async function saveOnboarding(db: Database, userId: string, input: OnboardingInput): Promise<void> {
  await withActor(db, userId, async (trx) => {
    if (input.role === 'driver') {
      await updateUserProfile(trx, userId, { name: input.name, city: input.home_city });
      await upsertDriverProfile(trx, userId, input);
    } else if (input.role === 'shipper') {
      await updateUserProfile(trx, userId, { name: input.name, companyName: input.company_name, city: input.city, gstin: input.gstin });
    } else {
      await updateUserProfile(trx, userId, { name: input.name, companyName: input.agency_name, city: input.city });
    }
    await markOnboarded(trx, userId);
  });
}

/** "Code sent" text that does not tell whether the number has an account. */
export function codeSentMessage(phone: string): string {
  return `We sent a 6-digit code to ${formatIndianMobile(phone)}. It is valid for ${CODE_TTL_MINUTES} minutes.`;
}
