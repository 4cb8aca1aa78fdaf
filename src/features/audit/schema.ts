/** Filters of the audit log list (CONTRACT section 12): table, action, who (or actor), user_id, record_id, from, to, page, limit. */
import { z } from 'zod';
import { datesInOrder, optionalChoice, optionalDate, optionalText, pageNumber, pageSize, refuse, text } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';
import { isUuid } from '../../lib/ids.js';

/**
 * The tables the audit trigger watches (migrations 004, 032, 046, 048, 050, 051, 054, 059 and 069), in the order the
 * filter offers them: the money and the bids first (069: bids, counter-offers, escrow movements, payout requests).
 */
export const AUDITED_TABLES = [
  'escrow_transactions',
  'payout_requests',
  'payments',
  'bids',
  'negotiations',
  'loads',
  'users',
  'shippers',
  'vehicles',
  'broker_invitations',
  'disputes',
  'trip_pods',
  'user_documents',
  'load_documents',
  'load_reports',
  'saved_searches',
] as const;
export const AUDIT_ACTIONS = ['INSERT', 'UPDATE', 'SOFT_DELETE', 'RESTORE', 'HARD_DELETE'] as const;

export const auditFilterSchema = z
  .object({
    table: optionalChoice('audit.filter.table', AUDITED_TABLES),
    action: optionalChoice('audit.filter.action', AUDIT_ACTIONS),
    /** Who made the changes, as a person writes it: a username, a name (or part of it), a phone number, or "system". */
    who: optionalText('audit.filter.who', 100),
    /** The same search under the name API clients use (`who` wins when both are given). */
    actor: optionalText('auditlog.filter.actor', 100),
    /** The acting user's id, or "system" for changes made by background jobs (the links of the pages). */
    user_id: text.transform((id, ctx) => {
      if (!id) return null;
      if (id !== 'system' && !isUuid(id)) return refuse(ctx, t('audit.filter.userId'));
      return id.toLowerCase();
    }),
    /** The changed row's id (the "History" links of the admin pages). */
    record_id: optionalText('audit.filter.recordId', 100),
    /** First and last India-time calendar day, both included. */
    from: optionalDate('audit.filter.from'),
    to: optionalDate('audit.filter.to'),
    page: pageNumber('audit.filter.page'),
    limit: pageSize('audit.filter.limit', 200, 50),
  })
  .superRefine(datesInOrder())
  .transform(({ actor, ...f }) => ({ ...f, who: f.who ?? actor }));
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** One entry's page: only the fields it changed, or every field of the record (`fields=all`, a plain link). */
export const auditEntryQuerySchema = z.object({
  fields: optionalChoice('auditlog.detail.fieldsParam', ['changed', 'all'] as const),
});
