/**
 * Inputs of the admin pages and actions: list filters (query strings) and the
 * bodies of the plan switch and the broadcast, shared by HTML and JSON callers.
 */
import { z } from 'zod';
import { optionalChoice, optionalText, pageNumber, pageSize, refuse, requiredFreeText, requiredText, text } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';

/** The free-text search of a list: '' when not given. */
const searchText = optionalText('admin.field.searchText', 100).transform((s) => s ?? '');

const ROLES = ['driver', 'shipper', 'broker', 'admin'] as const;
const USER_STATUSES = ['active', 'suspended'] as const;
const PLANS = ['free', 'premium'] as const;
const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'] as const;
const DELETED_FILTERS = ['include', 'only', 'exclude'] as const;
const METRIC_RANGES = ['12w', '30d'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];

/** GET /admin/users: role, status, free text (name, username, phone, company), page. */
export const userFilterSchema = z.object({
  role: optionalChoice('admin.field.role', ROLES),
  status: optionalChoice('admin.field.status', USER_STATUSES),
  /** Matched against name, username, phone and company name, ignoring case. */
  q: searchText,
  page: pageNumber('admin.field.page'),
  limit: pageSize('admin.field.limit', 100, 25),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** GET /admin/loads: status, free text (route or owner), deleted (include | only | exclude), page. */
export const loadFilterSchema = z.object({
  status: optionalChoice('admin.field.status', LOAD_STATUSES),
  q: searchText,
  deleted: optionalChoice('admin.field.deleted', DELETED_FILTERS).transform((v) => v ?? 'include'),
  page: pageNumber('admin.field.page'),
  limit: pageSize('admin.field.limit', 100, 25),
});
export type LoadFilter = z.infer<typeof loadFilterSchema>;

/** GET /admin/metrics: the time range of the charts (12 weeks or 30 days). */
export const metricsQuerySchema = z.object({
  range: optionalChoice('admin.field.range', METRIC_RANGES).transform((v) => v ?? '12w'),
});

/** POST /admin/users/<id>/plan. */
export const planSchema = z.object({
  /** free or premium, any case; the refusal is worded when it is made, in the reader's language. */
  plan: text.transform((s, ctx): (typeof PLANS)[number] => PLANS.find((p) => p === s.toLowerCase()) ?? refuse(ctx, t('admin.error.planChoice'))),
});

/** POST /admin/broadcast: an announcement to everyone, or to every user of one role. */
export const broadcastSchema = z.object({
  title: requiredText('admin.field.title', 120),
  body: requiredFreeText('admin.field.message', 2000),
  /** Empty means everyone. */
  role: optionalChoice('admin.field.audience', ROLES),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;

/** Where an action form sends the admin back to: only /admin pages (keeps the list's filters). */
export function adminReturnTo(body: unknown, fallback: string): string {
  const raw = (body as { return_to?: unknown } | null)?.return_to;
  if (typeof raw !== 'string') return fallback;
  if (!/^\/admin(\/[\w\-/]*)?(\?[\w\-=&%.+]*)?$/.test(raw) || raw.includes('//')) return fallback;
  return raw;
}
