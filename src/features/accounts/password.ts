/** Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane). */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verified against when the user does not exist, so both failures take the same time.
const DUMMY = argon2.hash('not-a-real-password', OPTIONS);

/** True when the password matches; a missing hash is checked against a dummy and fails. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!hash) {
      await argon2.verify(await DUMMY, password);
      return false;
    }
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
