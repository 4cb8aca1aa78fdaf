/**
 * Inputs of the family B sign-up forms. The account fields follow /register's
 * rules (SPEC section A, checked by accounts' checkRegistration with the role
 * fixed by the form); the shipper adds the company, an optional GSTIN and the
 * city, the driver adds the truck of the driver profile.
 */
import { t } from '../../lib/i18n/index.js';
import { z } from 'zod';
import { optionalGstin, requiredCity, requiredText, vehicleFieldsSchema, type VehicleFields } from '../../lib/fields.js';
import { ValidationError, zodDetails } from '../../http/errors.js';
import { checkRegistration, registerSchema, type CleanRegistration, type RegisterInput } from './schema.js';

/** The account fields of /register without the role (the form fixes it). */
const accountFieldsSchema = registerSchema.omit({ role: true });

export const shipperExtrasSchema = z.object({
  company_name: requiredText('accounts.field.companyName', 160),
  gstin: optionalGstin(),
  city: requiredCity(),
});
export type ShipperExtras = z.infer<typeof shipperExtrasSchema>;

/** A sign-up that passed every rule: the account, and the form's own fields. */
export interface Signup<T> {
  account: CleanRegistration;
  extras: T;
}

/**
 * /register's rules in their order (the first failure is the message), then
 * the form's own fields (each failing field named); a failure is a
 * ValidationError naming every field. The phone is required on these forms:
 * shippers and drivers are called about loads.
 */
function parseSignup<T>(raw: unknown, role: 'shipper' | 'driver', extras: z.ZodType<T>): Signup<T> {
  const input = raw ?? {};
  const account: RegisterInput = { ...accountFieldsSchema.parse(input), role };
  const errors: Record<string, string> = {};
  let message: string | null = null;
  const rules = checkRegistration(account);
  if (!rules.ok) {
    errors[rules.field] = rules.message;
    message = rules.message;
  } else if (!rules.value.phone) {
    errors.phone = t('signup.error.mobileRequired');
    message = errors.phone;
  }
  const more = extras.safeParse(input);
  if (!more.success) {
    for (const [field, msg] of Object.entries(zodDetails(more.error))) errors[field] ??= msg;
    message ??= Object.values(errors)[0];
  }
  if (message || !rules.ok || !more.success) throw new ValidationError(errors, message ?? t('error.validation'));
  return { account: rules.value, extras: more.data };
}

/** POST /register/shipper. */
export function parseShipperSignup(raw: unknown): Signup<ShipperExtras> {
  return parseSignup(raw, 'shipper', shipperExtrasSchema);
}

/** POST /register/driver. */
export function parseDriverSignup(raw: unknown): Signup<VehicleFields> {
  return parseSignup(raw, 'driver', vehicleFieldsSchema);
}
