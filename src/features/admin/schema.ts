/**
 * Inputs of the admin pages and actions: list filters (query strings) and the
 * bodies of the plan switch and the broadcast, shared by HTML and JSON callers.
 */
import { z } from 'zod';

const text = z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v)), z.string());
const optionalText = text.transform((s) => s.trim());

function pageNumber(fallback: number, max: number, label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return fallback;
    const n = Number(t);
    if (!/^\d+$/.test(t) || !Number.isSafeInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

/** An empty string means "no filter"; anything else must be one of `values`. */
function optionalChoice<T extends string>(values: readonly T[], label: string) {
  return text.transform((s, ctx) => {
    const t = s.trim();
    if (!t) return null;
    if (!(values as readonly string[]).includes(t)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be one of ${values.join(', ')}` });
      return z.NEVER;
    }
    return t as T;
  });
}

export const ROLES = ['driver', 'shipper', 'broker', 'admin'] as const;
export const USER_STATUSES = ['active', 'suspended'] as const;
export const PLANS = ['free', 'premium'] as const;
export const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export const DELETED_FILTERS = ['include', 'only', 'exclude'] as const;
export const METRIC_RANGES = ['12w', '30d'] as const;
export type MetricRange = (typeof METRIC_RANGES)[number];

/** GET /admin/users: role, status, free text (name, username, phone, company), page. */
export const userFilterSchema = z.object({
  role: optionalChoice(ROLES, 'Role'),
  status: optionalChoice(USER_STATUSES, 'Status'),
  /** Matched against name, username, phone and company name, ignoring case. */
  q: optionalText.pipe(z.string().max(100, 'Search text must be at most 100 characters')),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(25, 100, 'Limit'),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** GET /admin/loads: status, free text (route or owner), deleted (include | only | exclude), page. */
export const loadFilterSchema = z.object({
  status: optionalChoice(LOAD_STATUSES, 'Status'),
  q: optionalText.pipe(z.string().max(100, 'Search text must be at most 100 characters')),
  deleted: optionalChoice(DELETED_FILTERS, 'Deleted').transform((v) => v ?? 'include'),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(25, 100, 'Limit'),
});
export type LoadFilter = z.infer<typeof loadFilterSchema>;

/** GET /admin/metrics: the time range of the charts (12 weeks or 30 days). */
export const metricsQuerySchema = z.object({
  range: optionalChoice(METRIC_RANGES, 'Range').transform((v) => v ?? '12w'),
});

/** POST /admin/users/<id>/plan. */
export const planSchema = z.object({
  plan: text.transform((s) => s.trim()).pipe(z.enum(PLANS, { message: 'Plan must be free or premium' })),
});
export type PlanInput = z.infer<typeof planSchema>;

/** POST /admin/broadcast: an announcement to everyone, or to every user of one role. */
export const broadcastSchema = z.object({
  title: optionalText.pipe(z.string().min(1, 'Title is required').max(120, 'Title must be at most 120 characters')),
  body: optionalText.pipe(z.string().min(1, 'Message is required').max(2000, 'Message must be at most 2000 characters')),
  /** Empty means everyone. */
  role: optionalChoice(ROLES, 'Audience'),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;

/** Where an action form sends the admin back to: only /admin pages (keeps the list's filters). */
export function adminReturnTo(body: unknown, fallback: string): string {
  const raw = (body as { return_to?: unknown } | null)?.return_to;
  if (typeof raw !== 'string') return fallback;
  if (!/^\/admin(\/[\w\-/]*)?(\?[\w\-=&%.+]*)?$/.test(raw) || raw.includes('//')) return fallback;
  return raw;
}

