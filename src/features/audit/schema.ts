/** Filters of the audit log list (CONTRACT section 12): table, action, user_id, from, to, page, limit. */
import { z } from 'zod';
import { datesInOrder, optionalChoice, optionalDate, optionalText, pageNumber, pageSize, refuse, text } from '../../lib/fields.js';
import { isUuid } from '../../lib/ids.js';

export const AUDITED_TABLES = ['loads', 'shippers', 'vehicles', 'payments', 'users'] as const;
export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'SOFT_DELETE', 'RESTORE', 'HARD_DELETE'] as const;

export const auditFilterSchema = z
  .object({
    table: optionalChoice('Table', AUDITED_TABLES),
    action: optionalChoice('Action', AUDIT_ACTIONS),
    /** The acting user's id, or "system" for changes made by background jobs. */
    user_id: text.transform((t, ctx) => {
      if (!t) return null;
      if (t !== 'system' && !isUuid(t)) return refuse(ctx, 'User must be a user id or "system"');
      return t.toLowerCase();
    }),
    /** The changed row's id (the "History" links of the admin pages). */
    record_id: optionalText('Record id', 100),
    /** First and last India-time calendar day, both included. */
    from: optionalDate('From'),
    to: optionalDate('To'),
    page: pageNumber('Page'),
    limit: pageSize('Limit', 200, 50),
  })
  .superRefine(datesInOrder());
export type AuditFilter = z.infer<typeof auditFilterSchema>;
