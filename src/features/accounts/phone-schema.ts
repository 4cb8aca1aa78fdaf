/**
 * Inputs of phone-code sign-in and onboarding, shared by the HTML forms and
 * the JSON routes. The phone is normalised to +91XXXXXXXXXX here; the onboarding
 * profile is the role's (driver: the truck, shipper: company, broker: agency).
 */
import { z } from 'zod';
import { cleanUsername, fieldText as text, requiredCity, requiredText, usernameProblem } from '../../lib/form-fields.js';
import { SELF_REGISTER_ROLES, type SelfRegisterRole } from './schema.js';
import { vehicleFieldsSchema } from '../drivers/schema.js';
import { shipperExtrasSchema } from './signup-schema.js';
import { normaliseIndianMobile } from './phone-numbers.js';

/** A mobile number as typed, normalised to +91XXXXXXXXXX. */
const phone = z.unknown().optional().transform((v, ctx) => {
  const s = text(v);
  if (!s) {
    ctx.addIssue({ code: 'custom', message: 'Enter your mobile number' });
    return z.NEVER;
  }
  const n = normaliseIndianMobile(s);
  if (!n) {
    ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian mobile number, such as 98765 43210' });
    return z.NEVER;
  }
  return n;
});

/** The 6 digits of the SMS (spaces people type between digit groups are ignored). */
const code = z.unknown().optional().transform((v, ctx) => {
  const s = text(v).replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: 'Enter the 6-digit code from the SMS' });
    return z.NEVER;
  }
  return s;
});

/** The role of a new account; only used when the number has no account yet. */
const role = z.unknown().optional().transform((v, ctx) => {
  const s = text(v).toLowerCase();
  if (!s) return null;
  if (!(SELF_REGISTER_ROLES as readonly string[]).includes(s)) {
    ctx.addIssue({ code: 'custom', message: 'Choose driver, shipper or broker' });
    return z.NEVER;
  }
  return s as SelfRegisterRole;
});

/** POST /login (with phone and no username), POST /auth/send-otp. */
export const sendCodeSchema = z.object({ phone });
export type SendCodeInput = z.infer<typeof sendCodeSchema>;

/** POST /verify-otp (phone from the sign-in cookie), POST /auth/verify-otp (phone in the body). */
export const verifyCodeSchema = z.object({ phone, code, role });
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** POST /auth/phone/verify: a signed-in user's code for the number it was sent to. */
export const verifyPhoneSchema = z.object({ phone, code });
export type VerifyPhoneInput = z.infer<typeof verifyPhoneSchema>;

/** The username of a phone registration: the one username rule of every registration. */
const username = z.unknown().optional().transform((v, ctx) => {
  const s = cleanUsername(text(v));
  if (!s) {
    ctx.addIssue({ code: 'custom', message: 'Username is required' });
    return z.NEVER;
  }
  const problem = usernameProblem(s);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return s;
});

/** The role a registration must choose. */
const requiredRole = role.refine((r) => r !== null, 'Role is required').transform((r) => r as SelfRegisterRole);

/** POST /register with a phone and no password (SPEC section B), POST /auth/register: the account waiting for the code. */
export const phoneRegistrationSchema = z.object({ name: requiredText(120, 'Name'), username, role: requiredRole, phone });
export type PhoneRegistrationInput = z.infer<typeof phoneRegistrationSchema>;

/** POST /register/verify, POST /auth/register/verify. */
export const registrationCodeSchema = z.object({ phone, code });

/** True when a /register body asks for the phone variant: a phone and no password. */
export function asksForRegistrationCode(body: unknown): boolean {
  const b = (body ?? {}) as Record<string, unknown>;
  return text(b.phone) !== '' && text(b.password) === '' && text(b.password_confirm) === '';
}

/** True when a /login body asks for a code: a phone and no username (CONTRACT section 15). */
export function asksForCode(body: unknown): boolean {
  const b = (body ?? {}) as Record<string, unknown>;
  return text(b.phone) !== '' && text(b.username) === '';
}

const name = requiredText(120, 'Name');

/** Driver: name and the truck of the driver profile. */
export const driverOnboardingSchema = vehicleFieldsSchema.extend({ name });
/** Shipper: name, company, city, optional GSTIN. */
export const shipperOnboardingSchema = shipperExtrasSchema.extend({ name });
/** Broker: name, agency (stored as the company name), city. */
export const brokerOnboardingSchema = z.object({ name, agency_name: requiredText(160, 'Agency name'), city: requiredCity() });

export type OnboardingInput =
  | ({ role: 'driver' } & z.infer<typeof driverOnboardingSchema>)
  | ({ role: 'shipper' } & z.infer<typeof shipperOnboardingSchema>)
  | ({ role: 'broker' } & z.infer<typeof brokerOnboardingSchema>);

/** The form fields of each role's onboarding page, in page order. */
export const ONBOARDING_FIELDS: Record<SelfRegisterRole, string[]> = {
  driver: ['name', 'vehicle_number', 'truck_type', 'truck_length_ft', 'capacity_tonnes', 'home_city'],
  shipper: ['name', 'company_name', 'gstin', 'city'],
  broker: ['name', 'agency_name', 'city'],
};

/** Parses the role's onboarding form; every failing field is named. */
export function parseOnboarding(role: SelfRegisterRole, body: unknown): { ok: true; value: OnboardingInput } | { ok: false; error: z.ZodError } {
  const input = body ?? {};
  if (role === 'driver') {
    const r = driverOnboardingSchema.safeParse(input);
    return r.success ? { ok: true, value: { role, ...r.data } } : { ok: false, error: r.error };
  }
  if (role === 'shipper') {
    const r = shipperOnboardingSchema.safeParse(input);
    return r.success ? { ok: true, value: { role, ...r.data } } : { ok: false, error: r.error };
  }
  const r = brokerOnboardingSchema.safeParse(input);
  return r.success ? { ok: true, value: { role, ...r.data } } : { ok: false, error: r.error };
}
