/** SQL of accounts: users by name, registration insert, sign-in throttling, the admin's first password. */
import { sql } from 'kysely';
import type { Database, Db, Tx } from '../../db/database.js';

/**
 * The user of a typed username, cleaned by the username rule; `legacy` is the name cleaned the
 * old way (without NFKC), so an account stored before the rule keeps signing in. The exact
 * match wins. `deviceId` is the browser's device (by its cookie token's hash) when it signed in
 * to this same account before, else null: one round trip for both.
 */
export async function findUserForLogin(db: Database, username: string, legacy: string, deviceTokenHash: Buffer | null) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'passwordHash', 'status', sql<string | null>`(select d.id from login_devices d where d.user_id = users.id and d.token_hash = ${deviceTokenHash})`.as('deviceId')])
    .where('username', 'in', [username, legacy])
    .orderBy(sql`username = ${username}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  trx: Tx,
  values: { id?: string; username: string; name: string; role: string; phone: string | null; passwordHash: string; companyName?: string | null; city?: string | null; gstin?: string | null },
) {
  return trx.insertInto('users').values(values).returning(['id', 'username', 'name', 'role', 'phone']).executeTakeFirstOrThrow();
}

/** One throttle budget: its key, the attempts it allows before delays start, and the delays. */
export interface ThrottleBudget {
  key: string;
  limit: number;
}

/** The throttle's timing: attempts are forgotten after `windowSeconds` of quiet; delays start at `baseDelaySeconds`, double, and stop growing at `maxDelaySeconds`. */
export interface ThrottleTiming {
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * Claims one sign-in attempt from a budget in ONE conditional statement (the row lock of the
 * upsert serialises racing claims): refused (null) while the budget is locked; otherwise the
 * attempt is counted and, from the limit on, the budget is locked for a delay that doubles
 * with every further attempt. Returns the attempt's number.
 */
export async function claimLoginAttempt(db: Database, b: ThrottleBudget, t: ThrottleTiming): Promise<number | null> {
  const quiet = sql`greatest(t.last_attempt_at, coalesce(t.locked_until, t.last_attempt_at)) < now() - make_interval(secs => ${t.windowSeconds})`;
  const next = sql`(case when ${quiet} then 1 else t.attempts + 1 end)`;
  const lockFor = (n: unknown) =>
    sql`case when ${n} >= ${b.limit}::int then now() + make_interval(secs => least(${t.maxDelaySeconds}::float8, ${t.baseDelaySeconds}::float8 * power(2, least(${n} - ${b.limit}::int, 30)))) end`;
  const row = await sql<{ attempts: number }>`
    insert into login_throttle as t (key, attempts, last_attempt_at, locked_until)
    values (${b.key}, 1, now(), ${lockFor(sql`1`)})
    on conflict (key) do update set
      attempts = ${next},
      last_attempt_at = now(),
      locked_until = ${lockFor(next)}
    where t.locked_until is null or t.locked_until <= now()
    returning attempts`.execute(db);
  return row.rows[0]?.attempts ?? null;
}

/** Seconds until a locked budget takes attempts again (at least 1). */
export async function secondsUntilUnlocked(db: Database, key: string): Promise<number> {
  const row = await sql<{ s: number | null }>`select ceil(extract(epoch from locked_until - now()))::int as s from login_throttle where key = ${key}`.execute(db);
  return Math.max(1, row.rows[0]?.s ?? 1);
}

/** A successful sign-in: the budget starts again (an account's or a device's). */
export async function clearLoginAttempts(db: Database, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** A successful sign-in from an address gives its attempt back, so only failures use up an address's budget. */
export async function refundLoginAttempt(db: Database, b: ThrottleBudget): Promise<void> {
  await sql`
    update login_throttle set
      attempts = greatest(attempts - 1, 0),
      locked_until = case when attempts - 1 >= ${b.limit}::int then locked_until end
    where key = ${b.key}`.execute(db);
}

/** Keeps the tables small: budgets quiet for a day, and devices unused for a year (their cookie has expired), no longer matter. */
export async function deleteOldLoginAttempts(db: Database): Promise<void> {
  await db.deleteFrom('loginDevices').where('lastUsedAt', '<', sql<Date>`now() - interval '1 year'`).execute();
  await db
    .deleteFrom('loginThrottle')
    .where('lastAttemptAt', '<', sql<Date>`now() - interval '1 day'`)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<', sql<Date>`now()`)]))
    .execute();
}

export async function insertLoginDevice(db: Database, userId: string, tokenHash: Buffer): Promise<void> {
  await db.insertInto('loginDevices').values({ userId, tokenHash }).execute();
}

export async function touchLoginDevice(db: Database, id: string): Promise<void> {
  await db.updateTable('loginDevices').set({ lastUsedAt: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function adminPasswordIsSet(db: Database): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').where('passwordHash', 'is not', null).executeTakeFirst();
  return row !== undefined;
}

/** Sets the seeded admin's password only while no admin has one; returns false when it was already set. */
export async function setFirstAdminPassword(trx: Tx, passwordHash: string): Promise<boolean> {
  const anySet = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('passwordHash', 'is not', null).forUpdate().executeTakeFirst();
  if (anySet) return false;
  const res = await trx.updateTable('users').set({ passwordHash }).where('username', '=', 'admin').where('role', '=', 'admin').where('passwordHash', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
