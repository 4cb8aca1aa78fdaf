/**
 * Inputs of the broker's records (CONTRACT section 7): adding a driver to the
 * network by username or phone, a client company (a row of the business
 * ledger's shippers), and a load's client and commission.
 */
import { z } from 'zod';
import { zodDetails } from '../../http/errors.js';
import { fieldText as text, optionalCity, optionalGstin, optionalPhone, optionalText, requiredText } from '../../lib/form-fields.js';
import { PHONE_PATTERN, phoneDigits } from '../../lib/india-ids.js';
import { parseRupees } from '../../lib/money.js';
import { cleanUsername } from '../accounts/schema.js';
import { isUuid } from '../../lib/ids.js';

/** POST /broker/network/add: `username` or `phone` of a driver (username wins when both are given). */
export const networkAddSchema = z
  .object({ username: z.unknown().optional(), phone: z.unknown().optional() })
  .transform((v, ctx) => {
    const username = cleanUsername(text(v.username));
    if (username) return { by: 'username' as const, username, phone: null };
    const rawPhone = text(v.phone);
    if (!rawPhone) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: "Enter the driver's username or phone number" });
      return z.NEVER;
    }
    const digits = PHONE_PATTERN.test(rawPhone) ? phoneDigits(rawPhone) : null;
    if (!digits) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Enter a phone number such as 98765 43210' });
      return z.NEVER;
    }
    return { by: 'phone' as const, username: null, phone: digits };
  });
export type NetworkAddInput = z.infer<typeof networkAddSchema>;

/** POST /broker/clients: a client company. */
export const clientSchema = z.object({
  name: requiredText(160, 'Company name'),
  contact_name: optionalText(120, 'Contact name'),
  phone: optionalPhone(),
  gstin: optionalGstin(),
  city: optionalCity(),
});
export type ClientInput = z.infer<typeof clientSchema>;

/** A sanity ceiling that catches an extra zero typed by mistake: ₹1 crore. */
const AMOUNT_MAX_PAISE = 1_00_00_000 * 100;

/** POST /broker/loads/<load_id>/commission: the client the load is for and the broker's commission in rupees. */
export const commissionSchema = z.object({
  client_id: z.unknown().optional().transform((v, ctx) => {
    const s = text(v);
    if (!isUuid(s)) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of your clients' });
      return z.NEVER;
    }
    return s.toLowerCase();
  }),
  amount: z.unknown().optional().transform((v, ctx) => {
    if (text(v) === '') {
      ctx.addIssue({ code: 'custom', message: 'Enter the commission in rupees' });
      return z.NEVER;
    }
    const paise = parseRupees(v);
    if (paise === null || paise > AMOUNT_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: 'Enter a commission in rupees greater than 0 (at most ₹1,00,00,000, 2 decimals)' });
      return z.NEVER;
    }
    return paise;
  }),
});
export type CommissionInput = z.infer<typeof commissionSchema>;

/**
 * The client and commission a broker names while posting a load (POST /broker/loads):
 * both, or neither (a load for nobody in particular gets no commission row).
 */
export function parseLoadCommission(body: unknown): { ok: true; value: CommissionInput | null } | { ok: false; errors: Record<string, string> } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (text(b.client_id) === '' && text(b.amount) === '') return { ok: true, value: null };
  const r = commissionSchema.safeParse({ client_id: b.client_id, amount: b.amount });
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: zodDetails(r.error) };
}

export const COMMISSION_FILTERS = ['all', 'pending', 'received'] as const;
export type CommissionFilter = (typeof COMMISSION_FILTERS)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const commissionsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(COMMISSION_FILTERS).default('all')),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
});

