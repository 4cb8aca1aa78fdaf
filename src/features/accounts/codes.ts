/**
 * One-time sign-in codes: 6 random digits, kept only as HMAC-SHA256(key,
 * phone + code) so a copy of the table does not give the codes away; compared
 * in constant time.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const CODE_LENGTH = 6;
/** Minutes a code stays valid. */
export const CODE_TTL_MINUTES = 5;
/** Wrong entries that end a code. */
export const MAX_WRONG_TRIES = 5;
/** Codes a phone may be sent per window. */
export const MAX_SENDS = 3;
export const SEND_WINDOW_MINUTES = 15;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function hashCode(key: Buffer, phone: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest();
}

/** True when `code` is the one whose hash is stored for `phone`. */
export function codeMatches(key: Buffer, phone: string, code: string, stored: Buffer): boolean {
  const candidate = hashCode(key, phone, code);
  return stored.length === candidate.length && timingSafeEqual(candidate, stored);
}

/** The configured key, or a random one for this process (development, tests). */
export function codeKey(pepper: string | undefined): Buffer {
  return pepper ? Buffer.from(pepper, 'utf8') : randomBytes(32);
}
