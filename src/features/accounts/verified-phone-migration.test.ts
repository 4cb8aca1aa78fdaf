/**
 * Migration 025 on existing data: which numbers count as proven when it is applied
 * (issue 13). A database is migrated up to 024, filled with the cases, then 025 runs.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { databaseBefore } from '../../../test/helpers/database-before.js';

test('025 keeps proven numbers verified (phone sign-ups, sole accounts that signed in by code) and leaves typed ones unverified', async () => {
  const before = await databaseBefore(25);
  const { db } = before;
  try {
    const user = async (username: string, phone: string | null, password: boolean) =>
      (
        await db.query<{ id: string }>(`INSERT INTO users (username, name, role, phone, password_hash) VALUES ($1, $1, 'driver', $2, $3) RETURNING id`, [
          username,
          phone,
          password ? '$argon2id$x' : null,
        ])
      ).rows[0].id;
    const signup = (id: string, phone: string, at: string) => db.query(`INSERT INTO phone_signups (user_id, phone, created_at) VALUES ($1, $2, $3)`, [id, phone, at]);
    const usedCode = (phone: string) =>
      db.query(`INSERT INTO phone_login_codes (phone, code_hash, expires_at, consumed_at) VALUES ($1, $2, now() + interval '5 minutes', now())`, [phone, randomBytes(32)]);

    // A number phone sign-in created an account for: proven (and it has no password).
    const byCode = await user('p9000000001', '+919000000001', false);
    await signup(byCode, '+919000000001', '2026-01-01');
    // The same number typed later into a password account: not proven.
    const squatter = await user('squatter', '90000 00001', true);
    // A password account alone on a number with a used code: it signed in by code.
    const codeUser = await user('codeuser', '9000000002', true);
    await usedCode('+919000000002');
    // Two accounts reading as a number with a used code: which one signed in is unknown, so neither.
    const twinA = await user('twina', '9000000003', true);
    const twinB = await user('twinb', '09000000003', true);
    await usedCode('+919000000003');
    // A typed number, never used to sign in.
    const typed = await user('typed', '+91 90000-00004', true);
    // Two phone sign-ups on one number (one changed its phone to it later): the first keeps it.
    const first = await user('first', '+919000000005', false);
    const second = await user('second', '+919000000005', false);
    await signup(first, '+919000000005', '2026-01-01');
    await signup(second, '+919000000005', '2026-02-01');
    // A phone sign-up whose stored number no longer reads as its sign-up number.
    const moved = await user('moved', '9000000006', false);
    await signup(moved, '+919000000007', '2026-01-01');

    assert.deepEqual(await before.migrateThrough(25), ['025_verified_phone_numbers.sql']);
    const { rows } = await db.query<{ id: string; verified: boolean }>(`SELECT id, phone_verified_at IS NOT NULL AS verified FROM users WHERE username <> 'admin'`);
    const verified = new Set(rows.filter((r) => r.verified).map((r) => r.id));
    assert.deepEqual(
      [byCode, squatter, codeUser, twinA, twinB, typed, first, second, moved].map((id) => verified.has(id)),
      [true, false, true, false, false, false, true, false, false],
    );
    // From now on the database refuses a second verified holder of a number.
    await assert.rejects(db.query(`UPDATE users SET phone_verified_at = now() WHERE id = $1`, [squatter]), /users_verified_mobile_key/);
  } finally {
    await before.drop();
  }
});
