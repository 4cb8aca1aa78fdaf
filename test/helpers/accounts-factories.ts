/**
 * Factories of phone-code sign-in: unique mobile numbers, codes read from the
 * app's SMS outbox, and a client signed in by code.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { outboxOf } from '../../src/features/accounts/sms.js';
import { TestClient } from './client.js';
import type { TestServer } from './test-server.js';

/** A random 10-digit Indian mobile number (starts 9), as people type it: "98765 43210". */
export function uniqueMobile(): { typed: string; e164: string; digits: string } {
  const digits = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return { typed: `${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}`, digits };
}

/** The code of the last SMS the app sent to the number (+91XXXXXXXXXX). */
export function lastCode(server: TestServer, e164: string): string {
  const msg = outboxOf(server.app).lastTo(e164);
  assert.ok(msg, `no SMS was sent to ${e164}`);
  const m = /\b(\d{6})\b/.exec(msg.text);
  assert.ok(m, `no code in "${msg.text}"`);
  return m[1];
}

/** Number of SMS the app sent to the number. */
export function smsCount(server: TestServer, e164: string): number {
  return outboxOf(server.app).sentTo(e164).length;
}

/** Asks for a code through the login page's phone form; returns the browser (holding the number's cookie). */
export async function requestCode(server: TestServer, typed: string, client = new TestClient(server.url)): Promise<TestClient> {
  const res = await client.post('/login', { phone: typed });
  assert.equal(res.status, 302, `code request failed: ${res.text.slice(0, 300)}`);
  assert.match(res.location ?? '', /^\/verify-otp/);
  return client;
}

/** A code that is surely not the one sent. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * Marks a user's number as proven, as if they had entered the code sent to it on /auth/phone
 * (for tests whose subject is what a verified number allows; the verification itself is
 * tested through the real pages in phone-auth.test.ts).
 */
export async function markPhoneVerified(server: TestServer, userId: string): Promise<void> {
  await server.db.updateTable('users').set({ phoneVerifiedAt: new Date() }).where('id', '=', userId).execute();
}
