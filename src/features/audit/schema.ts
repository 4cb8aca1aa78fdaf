/** Filters of the audit log list (CONTRACT section 12): table, action, user_id, from, to, page, limit. */
import { z } from 'zod';
import { isIsoDate } from '../../lib/dates.js';
import { isUuid } from '../../lib/ids.js';

export const AUDITED_TABLES = ['loads', 'shippers', 'vehicles', 'payments', 'users'] as const;
export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'SOFT_DELETE', 'RESTORE', 'HARD_DELETE'] as const;

const text = z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v)), z.string()).transform((s) => s.trim());

function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return text.transform((t, ctx) => {
    if (!t) return null;
    if (!(values as readonly string[]).includes(t)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be one of ${values.join(', ')}` });
      return z.NEVER;
    }
    return t as T;
  });
}

function optionalDate(label: string) {
  return text.transform((t, ctx) => {
    if (!t) return null;
    if (!isIsoDate(t)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return t;
  });
}

function wholeNumber(fallback: number, max: number, label: string) {
  return text.transform((t, ctx) => {
    if (!t) return fallback;
    const n = Number(t);
    if (!/^\d+$/.test(t) || n < 1 || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

export const auditFilterSchema = z
  .object({
    table: optionalChoice(AUDITED_TABLES, 'Table'),
    action: optionalChoice(AUDIT_ACTIONS, 'Action'),
    /** The acting user's id, or "system" for changes made by background jobs. */
    user_id: text.transform((t, ctx) => {
      if (!t) return null;
      if (t !== 'system' && !isUuid(t)) {
        ctx.addIssue({ code: 'custom', message: 'User must be a user id or "system"' });
        return z.NEVER;
      }
      return t.toLowerCase();
    }),
    /** The changed row's id (the "History" links of the admin pages). */
    record_id: text.pipe(z.string().max(100, 'Record id must be at most 100 characters')).transform((t) => t || null),
    /** First and last India-time calendar day, both included. */
    from: optionalDate('From'),
    to: optionalDate('To'),
    page: wholeNumber(1, 100_000, 'Page'),
    limit: wholeNumber(50, 200, 'Limit'),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' });
  });
export type AuditFilter = z.infer<typeof auditFilterSchema>;
