/**
 * Use cases of phone-code sign-in (CONTRACT section 15): sending a code,
 * signing in (or creating the account of a new number) with it, and the
 * onboarding profile.
 */
import { t } from '../../lib/i18n/index.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { withActor, type Database, type Tx } from '../../db/database.js';
import { UsernameTakenError } from './errors.js';
import type { Role } from '../../http/context.js';
import { saveTruckOfNewDriver } from '../drivers/service.js';
import { CODE_TTL_MINUTES, codeMatches, generateCode, hashCode, MAX_SENDS, MAX_WRONG_TRIES } from './codes.js';
import {
  AccountSuspendedError,
  AdminPhoneSignInError,
  CodeExpiredError,
  CodeUsedUpError,
  NoActiveCodeError,
  PhoneTakenError,
  RoleRequiredError,
  SmsNotSentError,
  TooManyCodesError,
  TooManyCodesFromAddressError,
  WrongCodeError,
} from './phone-errors.js';
import { formatIndianMobile } from './phone-numbers.js';
import {
  actAs,
  consumeCode,
  countRecentSends,
  countRecentSendsFrom,
  deleteCode,
  deleteOldCodes,
  findVerifiedUserByMobile,
  isVerifiedPhoneTaken,
  setVerifiedPhone,
  type CodePurpose,
  type PendingRegistration,
  insertCode,
  insertPhoneSignup,
  insertPhoneUser,
  lockNewestCode,
  lockPhone,
  lockRequester,
  markOnboarded,
  recordWrongAttempt,
  updateUserProfile,
} from './phone-queries.js';
import type { OnboardingInput, VerifyCodeInput } from './phone-schema.js';
import type { SmsSender } from './sms.js';

function signInSmsText(code: string, purpose: CodePurpose['purpose'] = 'sign_in'): string {
  // In the language of the request that asks for the code (the reader's, at the moment it is sent).
  const key = purpose === 'verify' ? 'phone.sms.verify' : purpose === 'register' ? 'phone.sms.register' : 'phone.sms.signIn';
  return t(key, { code, minutes: CODE_TTL_MINUTES });
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
  kind: CodePurpose = { purpose: 'sign_in' },
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
    return insertCode(trx, phone, hashCode(key, phone, code), requester?.ip ?? null, kind);
  });
  try {
    await sms.send(phone, signInSmsText(code, kind.purpose));
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

type CodeRow = NonNullable<Awaited<ReturnType<typeof lockNewestCode>>>;

/**
 * Checks a code against the number's newest code row (already locked): a used, replaced or
 * expired code fails; each wrong code counts and the fifth ends it. Null when it matches.
 */
async function checkCode(trx: Tx, key: Buffer, phone: string, code: string, row: CodeRow | undefined): Promise<Error | null> {
  if (!row || row.consumedAt) return new NoActiveCodeError();
  if (row.attempts >= MAX_WRONG_TRIES) return new CodeUsedUpError();
  if (!row.live) return new CodeExpiredError();
  if (!codeMatches(key, phone, code, row.codeHash)) {
    const attempts = (await recordWrongAttempt(trx, row.id, MAX_WRONG_TRIES)) ?? MAX_WRONG_TRIES;
    return new WrongCodeError(MAX_WRONG_TRIES - attempts);
  }
  return null;
}

/**
 * Signs in with the number's newest sign-in code (see checkCode); a right code is used up at
 * once, in the same transaction, so it signs in once. Only an account that PROVED this number
 * signs in (issue 13): a number merely typed into an account finds nothing, so its owner gets
 * their own new account with the chosen role, never someone else's.
 */
export async function verifySignInCode(db: Database, key: Buffer, input: VerifyCodeInput): Promise<PhoneSignIn> {
  const { phone, code, role } = input;
  // Wrong tries must be kept, so failures are returned from the transaction and thrown after it commits.
  const outcome = await withActor(db, null, async (trx): Promise<Outcome> => {
    await lockPhone(trx, phone);
    const row = await lockNewestCode(trx, phone, 'sign_in');
    const failed = await checkCode(trx, key, phone, code, row);
    if (failed) return { error: failed };
    const user = await findVerifiedUserByMobile(trx, phone);
    // The right code for a number no account has proven, without a role: ask for the role, keep the code usable.
    if (!user && !role) return { error: new RoleRequiredError() };
    if (!(await consumeCode(trx, row!.id, MAX_WRONG_TRIES))) return { error: new NoActiveCodeError() };
    if (user) {
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

/**
 * A signed-in user proves a number (their current one or a new one): the code sent to it by
 * sendSignInCode with purpose 'verify' is entered; then the number becomes the account's phone
 * and sign-in identity. A number another account has proven is refused (the unique index of
 * migration 025 decides when two accounts race for it).
 */
export async function verifyOwnPhone(db: Database, key: Buffer, userId: string, input: { phone: string; code: string }): Promise<void> {
  const { phone, code } = input;
  const outcome = await withActor(db, userId, async (trx): Promise<{ ok: true } | { error: Error }> => {
    await lockPhone(trx, phone);
    const row = await lockNewestCode(trx, phone, 'verify', userId);
    const failed = await checkCode(trx, key, phone, code, row);
    if (failed) return { error: failed };
    if (!(await consumeCode(trx, row!.id, MAX_WRONG_TRIES))) return { error: new NoActiveCodeError() };
    const owner = await findVerifiedUserByMobile(trx, phone);
    if (owner && owner.id !== userId) return { error: new PhoneTakenError() };
    try {
      await sql`savepoint verify_phone`.execute(trx);
      await setVerifiedPhone(trx, userId, formatIndianMobile(phone));
    } catch (err) {
      if (!isVerifiedPhoneTaken(err)) throw err;
      await sql`rollback to savepoint verify_phone`.execute(trx);
      return { error: new PhoneTakenError() };
    }
    return { ok: true };
  });
  if ('error' in outcome) throw outcome.error;
}

/**
 * The phone variant of POST /register (SPEC section B): the registration waits with the code
 * (hashed, 5 minutes, 5 tries: the code row holds it); the account is created, its number
 * proven, only when the code is entered. A username taken meanwhile, or a number another
 * account has proven, is refused then.
 */
export async function completePhoneRegistration(db: Database, key: Buffer, input: { phone: string; code: string }): Promise<PhoneSignIn & { registration: PendingRegistration }> {
  const { phone, code } = input;
  const id = randomUUID();
  const outcome = await withActor(db, id, async (trx): Promise<{ ok: PhoneSignIn & { registration: PendingRegistration } } | { error: Error }> => {
    await lockPhone(trx, phone);
    const row = await lockNewestCode(trx, phone, 'register');
    const failed = await checkCode(trx, key, phone, code, row);
    if (failed) return { error: failed };
    if (!(await consumeCode(trx, row!.id, MAX_WRONG_TRIES))) return { error: new NoActiveCodeError() };
    const reg = row!.registration as unknown as PendingRegistration;
    // The refused registration goes back with the error, so the form can be shown again with its values.
    if (await findVerifiedUserByMobile(trx, phone)) {
      return { error: Object.assign(new PhoneTakenError(t('phone.error.phoneTakenAtSignup')), { registration: reg }) };
    }
    const created = await insertPhoneUser(trx, { id, usernames: [reg.username], name: reg.name, role: reg.role, phone: formatIndianMobile(phone) });
    if (!created) return { error: Object.assign(new UsernameTakenError(), { registration: reg }) };
    return { ok: { userId: id, role: reg.role, created: true, registration: reg } };
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
      await saveTruckOfNewDriver(trx, userId, input);
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
  return t('phone.codeSent', { phone: formatIndianMobile(phone), minutes: CODE_TTL_MINUTES });
}
