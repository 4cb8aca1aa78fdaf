/**
 * Inputs of sign-in, registration and setup. The registration rules of SPEC
 * section A are checked in their numbered order; the first failure is reported.
 * Fields are read as typed (rawText): the rules trim what they trim, never a password.
 */
import { t } from '../../lib/i18n/index.js';
import { z } from 'zod';
import { safeNext } from '../../http/respond.js';
import { cleanUsername, isPhoneNumber, PHONE_MESSAGE, rawText, usernameProblem } from '../../lib/fields.js';

export const SELF_REGISTER_ROLES = ['driver', 'shipper', 'broker'] as const;
export type SelfRegisterRole = (typeof SELF_REGISTER_ROLES)[number];

/** ?next= of the sign-in pages: where to go after signing in, kept only when it is a same-site path (else null). */
export const nextQuerySchema = z.object({ next: z.unknown().optional().transform(safeNext) });

/** ?role= of the registration page: the role chosen in advance, as typed. */
export const registerPageQuerySchema = z.object({ role: rawText });

export const loginSchema = z.object({
  username: rawText,
  password: rawText,
  next: rawText.optional(),
});

export const registerSchema = z.object({
  name: rawText,
  username: rawText,
  password: rawText,
  password_confirm: rawText,
  role: rawText,
  phone: rawText.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export interface CleanRegistration {
  name: string;
  username: string;
  password: string;
  role: SelfRegisterRole;
  phone: string | null;
}

/** SPEC registration rules 1-4 in order (5 and 6 need the database); returns field -> message of the first failure. */
export function checkRegistration(input: RegisterInput): { ok: true; value: CleanRegistration } | { ok: false; field: string; message: string } {
  const name = input.name.trim();
  const username = cleanUsername(input.username);
  const role = input.role.trim();
  // Rule 1: name, username, password and role are all required.
  for (const [field, value, label] of [
    ['name', name, 'accounts.error.nameRequired'],
    ['username', username, 'accounts.error.usernameRequired'],
    ['password', input.password, 'accounts.error.passwordRequired'],
    ['role', role, 'accounts.error.roleRequired'],
  ] as const) {
    if (!value) return { ok: false, field, message: t(label) };
  }
  // Rule 2: password has at least 4 characters.
  if (input.password.length < 4) return { ok: false, field: 'password', message: t('accounts.error.passwordMin4') };
  // Rule 3: password equals password_confirm.
  if (input.password !== input.password_confirm) return { ok: false, field: 'password_confirm', message: t('accounts.error.passwordsDiffer') };
  // Rule 4: role is one of driver, shipper, broker.
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(role)) return { ok: false, field: 'role', message: t('accounts.error.chooseRole') };
  // The username rule (issue 13): letters of one script, digits, '.', '_', '-'; nothing invisible; at most 64 characters.
  const usernameError = usernameProblem(username);
  if (usernameError) return { ok: false, field: 'username', message: usernameError };
  // Lengths the database also enforces, reported as a clear message instead of a storage failure.
  if (name.length > 120) return { ok: false, field: 'name', message: t('accounts.error.nameMax') };
  if (input.password.length > 200) return { ok: false, field: 'password', message: t('accounts.error.passwordMax') };
  const phone = (input.phone ?? '').trim();
  if (phone && !isPhoneNumber(phone)) return { ok: false, field: 'phone', message: PHONE_MESSAGE };
  return { ok: true, value: { name, username, password: input.password, role: role as SelfRegisterRole, phone: phone || null } };
}

export const setupSchema = z.object({ password: rawText, password_confirm: rawText });
