/**
 * Inputs of the broker's records (CONTRACT section 7): adding a driver to the
 * network by username or phone, a client company (a row of the business
 * ledger's shippers), and a load's client and commission.
 */
import { t } from '../../lib/i18n/index.js';
import { z } from 'zod';
import { zodDetails } from '../../http/errors.js';
import {
  cleanUsername,
  fieldText,
  isPhoneNumber,
  optionalChoice,
  optionalCity,
  optionalGstin,
  optionalPhone,
  optionalText,
  pageNumber,
  PHONE_MESSAGE,
  recordId,
  requiredRupees,
  requiredText,
} from '../../lib/fields.js';
import { phoneDigits } from '../../lib/india-ids.js';

/** POST /broker/network/add: `username` or `phone` of a driver (username wins when both are given). */
export const networkAddSchema = z.object({ username: z.unknown().optional(), phone: z.unknown().optional() }).transform((v, ctx) => {
  const username = cleanUsername(fieldText(v.username));
  if (username) return { by: 'username' as const, username, phone: null };
  const rawPhone = fieldText(v.phone);
  if (!rawPhone) {
    ctx.addIssue({ code: 'custom', path: ['username'], message: t('brokers.error.enterDriver') });
    return z.NEVER;
  }
  const digits = isPhoneNumber(rawPhone) ? phoneDigits(rawPhone) : null;
  if (!digits) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return { by: 'phone' as const, username: null, phone: digits };
});
export type NetworkAddInput = z.infer<typeof networkAddSchema>;

/** POST /broker/clients: a client company. */
export const clientSchema = z.object({
  name: requiredText('accounts.field.companyName', 160),
  contact_name: optionalText('brokers.field.contactName', 120),
  phone: optionalPhone(),
  gstin: optionalGstin(),
  city: optionalCity(),
});
export type ClientInput = z.infer<typeof clientSchema>;

/** POST /broker/loads/<load_id>/commission: the client the load is for and the broker's commission in rupees. */
export const commissionSchema = z.object({
  client_id: recordId('brokers.rule.client'),
  amount: requiredRupees('brokers.commissions.commission'),
});
export type CommissionInput = z.infer<typeof commissionSchema>;

/**
 * The client and commission a broker names while posting a load (POST /broker/loads):
 * both, or neither (a load for nobody in particular gets no commission row).
 */
export function parseLoadCommission(body: unknown): { ok: true; value: CommissionInput | null } | { ok: false; errors: Record<string, string> } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (fieldText(b.client_id) === '' && fieldText(b.amount) === '') return { ok: true, value: null };
  const r = commissionSchema.safeParse({ client_id: b.client_id, amount: b.amount });
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: zodDetails(r.error) };
}

const COMMISSION_FILTERS = ['all', 'pending', 'received'] as const;
export type CommissionFilter = (typeof COMMISSION_FILTERS)[number];

export const commissionsQuerySchema = z.object({
  status: optionalChoice('status', COMMISSION_FILTERS).transform((v) => v ?? 'all'),
  page: pageNumber(),
});
