/**
 * Inputs of phone-code sign-in and onboarding, shared by the HTML forms and
 * the JSON routes. The phone is normalised to +91XXXXXXXXXX here; the onboarding
 * profile is the role's (driver: the truck, shipper: company, broker: agency).
 */
import { t } from '../../lib/i18n/index.js';
import { z } from 'zod';
import { parseInput } from '../../http/action.js';
import { fieldText, refuse, requiredCity, requiredText, text, username, vehicleFieldsSchema } from '../../lib/fields.js';
import { SELF_REGISTER_ROLES, type SelfRegisterRole } from './schema.js';
import { shipperExtrasSchema } from './signup-schema.js';
import { normaliseIndianMobile } from './phone-numbers.js';

/**
 * A mobile number as typed, normalised to +91XXXXXXXXXX: the one number a phone
 * sign-in knows (other forms keep a contact phone as typed: lib/fields.ts's optionalPhone).
 */
const phone = text.transform((s, ctx) => {
  if (!s) return refuse(ctx, t('phone.error.enterNumber'));
  const n = normaliseIndianMobile(s);
  if (!n) return refuse(ctx, t('phone.error.badNumber'));
  return n;
});

/** The 6 digits of the SMS (spaces people type between digit groups are ignored). */
const code = text.transform((s, ctx) => {
  const digits = s.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(digits)) return refuse(ctx, t('phone.error.enterCode'));
  return digits;
});

/** The role of a new account; only used when the number has no account yet. */
const role = text.transform((s, ctx): SelfRegisterRole | null => {
  if (!s) return null;
  const found = SELF_REGISTER_ROLES.find((r) => r === s.toLowerCase());
  return found ?? refuse(ctx, t('accounts.error.chooseRole'));
});

/** POST /login (with phone and no username), POST /auth/send-otp. */
export const sendCodeSchema = z.object({ phone });

/** POST /verify-otp (phone from the sign-in cookie), POST /auth/verify-otp (phone in the body). */
export const verifyCodeSchema = z.object({ phone, code, role });
export type VerifyCodeInput = z.infer<typeof verifyCodeSchema>;

/** POST /auth/phone/verify: a signed-in user's code for the number it was sent to. */
export const verifyPhoneSchema = z.object({ phone, code });

/** The name of a new account (SPEC's 120 characters). */
const name = requiredText('accounts.field.name', 120);

/** The role a registration must choose. */
const requiredRole = role.refine((r) => r !== null, { error: () => t('accounts.error.roleRequired') }).transform((r) => r as SelfRegisterRole);

/** POST /register with a phone and no password (SPEC section B), POST /auth/register: the account waiting for the code. */
export const phoneRegistrationSchema = z.object({ name, username: username(), role: requiredRole, phone });
export type PhoneRegistrationInput = z.infer<typeof phoneRegistrationSchema>;

/** POST /register/verify, POST /auth/register/verify. */
export const registrationCodeSchema = z.object({ phone, code });

/** True when a /register body asks for the phone variant: a phone and no password. */
export function asksForRegistrationCode(body: unknown): boolean {
  const b = (body ?? {}) as Record<string, unknown>;
  return fieldText(b.phone) !== '' && fieldText(b.password) === '' && fieldText(b.password_confirm) === '';
}

/** True when a /login body asks for a code: a phone and no username (CONTRACT section 15). */
export function asksForCode(body: unknown): boolean {
  const b = (body ?? {}) as Record<string, unknown>;
  return fieldText(b.phone) !== '' && fieldText(b.username) === '';
}

/** Driver: name and the truck of the driver profile. */
const driverOnboardingSchema = vehicleFieldsSchema.extend({ name });
/** Shipper: name, company, city, optional GSTIN. */
const shipperOnboardingSchema = shipperExtrasSchema.extend({ name });
/** Broker: name, agency (stored as the company name), city. */
const brokerOnboardingSchema = z.object({ name, agency_name: requiredText('accounts.field.agencyName', 160), city: requiredCity() });

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

/** Parses the role's onboarding form; a failure is a ValidationError naming every failing field. */
export function parseOnboarding(role: SelfRegisterRole, body: unknown): OnboardingInput {
  if (role === 'driver') return { role, ...parseInput(driverOnboardingSchema, body) };
  if (role === 'shipper') return { role, ...parseInput(shipperOnboardingSchema, body) };
  return { role, ...parseInput(brokerOnboardingSchema, body) };
}
