/** SQL of phone-code sign-in: codes, the users of a number, phone sign-ups and the onboarding profile. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.js';
import type { Role } from '../../http/context.js';
import { CODE_TTL_MINUTES, MAX_WRONG_TRIES, SEND_WINDOW_MINUTES } from './codes.js';

/**
 * Serialises every send and verification of one number until the transaction
 * ends, so the send limit and "one account per new number" hold under concurrency.
 */
export async function lockPhone(trx: Tx, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`phone-login:${phone}`}, 0))`.execute(trx);
}

/** Codes sent to the number in the send window, and when the oldest of them leaves it (seconds from now). */
export async function countRecentSends(trx: Tx, phone: string): Promise<{ sends: number; windowEndsInSeconds: number }> {
  const row = await trx
    .selectFrom('phoneLoginCodes')
    .select([
      sql<number>`count(*)::int`.as('sends'),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + make_interval(mins => ${SEND_WINDOW_MINUTES}) - now())), 0)::int`.as('windowEndsInSeconds'),
    ])
    .where('phone', '=', phone)
    .where('createdAt', '>', sql<Date>`now() - make_interval(mins => ${SEND_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  return row;
}

/** Serialises the sends asked for by one client address (for the per-address limit). */
export async function lockRequester(trx: Tx, ip: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`phone-login-ip:${ip}`}, 0))`.execute(trx);
}

/** Codes one client address asked for in the send window, and when the oldest leaves it (seconds from now). */
export async function countRecentSendsFrom(trx: Tx, ip: string): Promise<{ sends: number; windowEndsInSeconds: number }> {
  return trx
    .selectFrom('phoneLoginCodes')
    .select([
      sql<number>`count(*)::int`.as('sends'),
      sql<number>`coalesce(ceil(extract(epoch from min(created_at) + make_interval(mins => ${SEND_WINDOW_MINUTES}) - now())), 0)::int`.as('windowEndsInSeconds'),
    ])
    .where('requestedIp', '=', ip)
    .where('createdAt', '>', sql<Date>`now() - make_interval(mins => ${SEND_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
}

/** What a code is for: signing in, proving a signed-in user's number, or finishing a phone registration. */
export type CodePurpose = { purpose: 'sign_in' } | { purpose: 'verify'; userId: string } | { purpose: 'register'; registration: PendingRegistration };

/** The account a phone registration creates once its code is entered. */
export interface PendingRegistration {
  name: string;
  username: string;
  role: Role;
}

export async function insertCode(trx: Tx, phone: string, codeHash: Buffer, requestedIp: string | null = null, kind: CodePurpose = { purpose: 'sign_in' }): Promise<number> {
  const row = await trx
    .insertInto('phoneLoginCodes')
    .values({
      phone,
      codeHash,
      requestedIp,
      purpose: kind.purpose,
      userId: kind.purpose === 'verify' ? kind.userId : null,
      registration: kind.purpose === 'register' ? JSON.stringify(kind.registration) : null,
      expiresAt: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes a code whose SMS never left, so it neither works nor counts against the limit. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('phoneLoginCodes').where('id', '=', id).execute();
}

/** Keeps the table small: codes older than a day no longer matter to any rule. */
export async function deleteOldCodes(db: Db): Promise<void> {
  await db.deleteFrom('phoneLoginCodes').where('createdAt', '<', sql<Date>`now() - interval '1 day'`).execute();
}

/**
 * The number's newest code for this purpose, locked; only the newest code of a number can be
 * used. A verification code is only ever the newest of the user who asked for it.
 */
export async function lockNewestCode(trx: Tx, phone: string, purpose: CodePurpose['purpose'] = 'sign_in', userId: string | null = null) {
  let q = trx
    .selectFrom('phoneLoginCodes')
    .select(['id', 'codeHash', 'attempts', 'consumedAt', 'registration', sql<boolean>`expires_at > now()`.as('live')])
    .where('phone', '=', phone)
    .where('purpose', '=', purpose);
  if (userId) q = q.where('userId', '=', userId);
  return q.orderBy('id', 'desc').limit(1).forUpdate().executeTakeFirst();
}

/** Counts a wrong entry on a code still open; returns the new count (null when the code was no longer open). */
export async function recordWrongAttempt(trx: Tx, id: number, maxTries: number): Promise<number | null> {
  const row = await trx
    .updateTable('phoneLoginCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

/** Uses the code up, only if it is still open: true for exactly one caller. */
export async function consumeCode(trx: Tx, id: number, maxTries: number): Promise<boolean> {
  const res = await trx
    .updateTable('phoneLoginCodes')
    .set({ consumedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('attempts', '<', maxTries)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * The account whose VERIFIED number reads as this +91 number (at most one: the unique index of
 * migration 025). A number merely typed into an account is never used to find it.
 */
export async function findVerifiedUserByMobile(db: Db, phone: string) {
  return db.selectFrom('users').select(['id', 'role', 'status']).where('phoneVerifiedAt', 'is not', null).where(sql<string>`in_mobile_e164(phone)`, '=', phone).executeTakeFirst();
}

/** Marks the number as the user's proven one (stored in +91 form); the unique index refuses a number another account proved. */
export async function setVerifiedPhone(trx: Tx, userId: string, phone: string): Promise<void> {
  await trx.updateTable('users').set({ phone, phoneVerifiedAt: sql<Date>`now()` }).where('id', '=', userId).execute();
}

/** A signed-in user's number and whether it is proven. */
export async function findPhoneOf(db: Db, userId: string) {
  return db.selectFrom('users').select(['phone', 'phoneVerifiedAt']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** True when the error is the unique index of verified numbers refusing a second account. */
export function isVerifiedPhoneTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'users_verified_mobile_key';
}

/** Names the acting user of the transaction for the audit triggers (a user being created acts for themselves). */
export async function actAs(trx: Tx, userId: string): Promise<void> {
  await sql`select set_config('app.user_id', ${userId}, true)`.execute(trx);
}

/** Inserts a user with the first free username of the list; undefined when all are taken. */
export async function insertPhoneUser(trx: Tx, v: { id: string; usernames: string[]; name: string; role: Role; phone: string }) {
  for (const username of v.usernames) {
    const row = await trx
      .insertInto('users')
      // The code just entered proves the number.
      .values({ id: v.id, username, name: v.name, role: v.role, phone: v.phone, passwordHash: null, phoneVerifiedAt: sql<Date>`now()` })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(['id', 'role'])
      .executeTakeFirst();
    if (row) return row;
  }
  return undefined;
}

export async function insertPhoneSignup(trx: Tx, userId: string, phone: string): Promise<void> {
  await trx.insertInto('phoneSignups').values({ userId, phone }).execute();
}

/** The onboarding form's current values: the user, their company or agency, and a driver's truck. */
export async function findOnboardingProfile(db: Db, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('driverProfiles as p', 'p.userId', 'u.id')
    .leftJoin('phoneSignups as s', 's.userId', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.role',
      'u.companyName',
      'u.city',
      'u.gstin',
      'p.vehicleNumber',
      'p.truckType',
      'p.truckLengthFt',
      'p.capacityTonnes',
      'p.homeCity',
      sql<boolean>`s.user_id is not null and s.onboarded_at is null`.as('pendingSignup'),
    ])
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}

export async function updateUserProfile(trx: Tx, userId: string, v: { name: string; companyName?: string | null; city: string | null; gstin?: string | null }): Promise<void> {
  await trx.updateTable('users').set(v).where('id', '=', userId).execute();
}

/** Finishes a phone sign-up; nothing to do for accounts that did not start by phone. */
export async function markOnboarded(trx: Tx, userId: string): Promise<void> {
  await trx.updateTable('phoneSignups').set({ onboardedAt: sql<Date>`now()` }).where('userId', '=', userId).where('onboardedAt', 'is', null).execute();
}

/** The session user's fields (id, username, name, role, phone). */
export async function findUserSummary(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'username', 'name', 'role', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The number a signed-in user was last sent a verification code for, while that code can still be entered. */
export async function findPendingVerification(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('phoneLoginCodes')
    .select('phone')
    .where('userId', '=', userId)
    .where('purpose', '=', 'verify')
    .where('consumedAt', 'is', null)
    .where('attempts', '<', MAX_WRONG_TRIES)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.phone ?? null;
}
