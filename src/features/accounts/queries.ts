/** SQL of accounts: users by name, registration insert, sign-in throttling, the admin's first password. */
import { sql } from 'kysely';
import type { Database, Tx } from '../../db/database.js';

/**
 * The user of a typed username, cleaned by the username rule; `legacy` is the name cleaned the
 * old way (without NFKC), so an account stored before the rule keeps signing in. The exact
 * match wins.
 */
export async function findUserForLogin(db: Database, username: string, legacy: string = username) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'role', 'phone', 'passwordHash', 'status'])
    .where('username', 'in', [username, legacy])
    .orderBy(sql`username = ${username}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function usernameExists(db: Database | Tx, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  trx: Tx,
  values: { id?: string; username: string; name: string; role: string; phone: string | null; passwordHash: string; companyName?: string | null; city?: string | null; gstin?: string | null },
) {
  return trx.insertInto('users').values(values).returning(['id', 'username', 'name', 'role', 'phone']).executeTakeFirstOrThrow();
}

export async function countRecentLoginFailures(db: Database, username: string, ip: string): Promise<{ byUser: number; byIp: number }> {
  const row = await db
    .selectFrom('loginFailures')
    .select([
      sql<number>`count(*) filter (where username = ${username})::int`.as('byUser'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
    ])
    .where('createdAt', '>', sql<Date>`now() - interval '15 minutes'`)
    .where((eb) => eb.or([eb('username', '=', username), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordLoginFailure(db: Database, username: string, ip: string): Promise<void> {
  await db.insertInto('loginFailures').values({ username, ip }).execute();
  // Keep the table small: failures older than a day no longer matter.
  await db.deleteFrom('loginFailures').where('createdAt', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export async function clearLoginFailures(db: Database, username: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('username', '=', username).execute();
}

export async function adminPasswordIsSet(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('passwordHash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the seeded admin's password only while no admin has one; returns false when it was already set. */
export async function setFirstAdminPassword(trx: Tx, passwordHash: string): Promise<boolean> {
  const anySet = await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('passwordHash', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (anySet) return false;
  const res = await trx
    .updateTable('users')
    .set({ passwordHash })
    .where('username', '=', 'admin')
    .where('role', '=', 'admin')
    .where('passwordHash', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
