/**
 * Words for people: the one dictionary of the names pages show for the codes the
 * database stores (truck types, statuses, trip steps, payment states), and the
 * number and time formats every page uses. A page never shows a raw code
 * ("in_transit", "reefer"); it asks here. Every name is a message of the
 * catalogues in lib/i18n (keys `truck.`, `status.<family>.`, `step.`, `time.`...),
 * read in the current request's language; a code no catalogue knows is humanised.
 */
import { cityNameIn } from '../geo/cities.js';
import { currentLocale, formatDayMonthYear, formatNumber, t, tCode } from './i18n/index.js';

/** A city as the reader knows it: "मुंबई" for a Hindi reader of a load from Mumbai; a place the gazetteer lacks as written. */
export function cityName(name: string | null | undefined): string {
  if (!name) return '—';
  return cityNameIn(name, currentLocale());
}

export function truckTypeName(code: string | null | undefined, form: 'short' | 'long' = 'long'): string {
  if (!code) return '—';
  return tCode(`truck.${form}.${code}`) ?? humanise(code);
}

/** The families of status a badge can show; each status's name is the message `status.<family>.<code>`. */
const STATUS_FAMILIES = [
  'load',
  'trip',
  'bid',
  'payment',
  'deposit',
  'payout',
  'dispute',
  'user',
  'invitation',
  /** Kinds of escrow ledger transaction (what moved the money). */
  'transaction',
  /** How much of a books load's freight its client has paid. */
  'books_payment',
] as const;
export type StatusFamily = (typeof STATUS_FAMILIES)[number];

/** How a status reads in a family: statusName('trip', 'en_route_to_pickup') is "On the way to pickup". */
export function statusName(family: StatusFamily, code: string | null | undefined): string {
  if (!code) return '—';
  // A status an area added later names itself in its own catalogue (`listings.status.load.expired`).
  return tCode(`status.${family}.${code}`) ?? tCode(`listings.status.${family}.${code}`) ?? humanise(code);
}

/** The tone of a status badge: its colour, always beside its words. */
export type Tone = 'info' | 'ok' | 'warn' | 'bad' | 'neutral';
const TONES: Record<string, Tone> = {
  open: 'info',
  pending: 'info',
  requested: 'info',
  scheduled: 'info',
  active: 'ok',
  assigned: 'warn',
  countered: 'warn',
  held: 'warn',
  in_transit: 'warn',
  en_route_to_pickup: 'warn',
  loaded: 'warn',
  processing: 'warn',
  disputed: 'bad',
  accepted: 'ok',
  delivered: 'ok',
  released: 'ok',
  approved: 'ok',
  credited: 'ok',
  processed: 'ok',
  resolved: 'ok',
  rejected: 'bad',
  cancelled: 'bad',
  suspended: 'bad',
  failed: 'bad',
  reversed: 'bad',
  refunded: 'neutral',
  withdrawn: 'neutral',
  unpaid: 'neutral',
  declined: 'neutral',
  removed: 'neutral',
  paid: 'ok',
  partly_paid: 'warn',
};
export function statusTone(code: string | null | undefined): Tone {
  return (code && TONES[code]) || 'neutral';
}

/** The button words for moving a trip to a status ("Mark loaded"). */
export function tripStepAction(target: string): string {
  return tCode(`step.${target}`) ?? humanise(target);
}

/** "in_transit" → "In transit": the last resort for a code the dictionary does not know yet. */
function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A count with Indian grouping: 180860 → "1,80,860". */
export function formatCount(n: number | bigint | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return formatNumber(n);
}
/** A measure with at most one decimal and Indian grouping: 14.5, 1,240. */
function formatDecimal(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  return formatNumber(n, 1);
}
/** "14.5 t" */
export function formatTonnes(t_: number | string | null | undefined): string {
  if (t_ === null || t_ === undefined || t_ === '') return '—';
  const n = formatDecimal(Number(t_));
  return n === '—' ? `${n} t` : t('unit.tonnes', { n });
}
/** "1,240 km" */
export function formatKm(km: number | null | undefined): string {
  if (km === null || km === undefined) return '—';
  return t('unit.km', { n: formatCount(Math.round(km)) });
}

/** "just now", "5 min ago", "2 h ago", "3 days ago"; a date further back than 30 days reads as a date. */
export function timeAgo(at: Date | string, now: Date = new Date()): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const s = Math.round((now.getTime() - then.getTime()) / 1000);
  if (s < 60) return t('time.justNow');
  const m = Math.floor(s / 60);
  if (m < 60) return t('time.minutes', { n: m });
  const h = Math.floor(m / 60);
  if (h < 24) return t('time.hours', { n: h });
  const d = Math.floor(h / 24);
  if (d === 1) return t('time.yesterday');
  if (d <= 30) return t('time.days', { n: d });
  return formatDayMonthYear(then);
}

/** Who a party of a bid is, in a sentence: "Waiting for Anil Sharma (shipper)". */
export function bidPartyName(role: string | null | undefined): string {
  return (role && tCode(`party.${role}`)) || t('party.owner');
}

/** The verb of a step of a bid's negotiation history: "Anil Sharma countered ₹62,000". */
export function negotiationStepVerb(action: string): string {
  return tCode(`negotiation.${action}`) ?? humanise(action).toLowerCase();
}

/** A role's name: roleName('driver') is "Driver"; roleName('driver', 'plural') is "Drivers". */
export function roleName(code: string | null | undefined, form: 'one' | 'plural' = 'one'): string {
  if (!code) return '—';
  return tCode(`role.${form}.${code}`) ?? humanise(code);
}

/** A plan's name: "Free", "Premium". */
export function planName(code: string | null | undefined): string {
  if (!code) return '—';
  return tCode(`plan.${code}`) ?? humanise(code);
}

/** The kind of a notification as its badge reads ("New bid"). */
export function notificationKindName(code: string | null | undefined): string {
  if (!code) return '—';
  return tCode(`notification.${code}`) ?? humanise(code);
}

/** What an audit log entry did ("Changed"), and the kind of record it names ("Load"). */
export function auditActionName(code: string | null | undefined): string {
  if (!code) return '—';
  return tCode(`audit.${code}`) ?? humanise(code.toLowerCase());
}
export function recordKindName(table: string | null | undefined, form: 'one' | 'plural' = 'one'): string {
  if (!table) return '—';
  return tCode(`record.${form}.${table}`) ?? humanise(table);
}
