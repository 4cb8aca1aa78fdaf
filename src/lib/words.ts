/**
 * Words for people: the one dictionary of the names pages show for the codes the
 * database stores (truck types, statuses, trip steps, payment states), and the
 * number and time formats every page uses. A page never shows a raw code
 * ("in_transit", "reefer"); it asks here. The language issue translates this file.
 */
import { TRUCK_TYPE_LABELS, type TruckType } from './trucks.js';
import { STATUS_LABELS as TRIP_STATUS_LABELS } from './trip-status.js';

/** The short name of a truck type for cards and lists ("Reefer"); the long one is TRUCK_TYPE_LABELS. */
const TRUCK_SHORT: Record<TruckType, string> = {
  container: 'Container',
  open: 'Open body',
  trailer: 'Trailer',
  tanker: 'Tanker',
  reefer: 'Reefer',
  tipper: 'Tipper',
  lcv: 'LCV',
  other: 'Other',
};

export function truckTypeName(code: string | null | undefined, form: 'short' | 'long' = 'long'): string {
  if (!code) return '—';
  const table = form === 'short' ? TRUCK_SHORT : TRUCK_TYPE_LABELS;
  return (table as Record<string, string>)[code] ?? humanise(code);
}

/** The families of status a badge can show, each with its names. */
const STATUS_NAMES = {
  load: { open: 'Open', assigned: 'Assigned', in_transit: 'In transit', delivered: 'Delivered', cancelled: 'Cancelled' },
  trip: TRIP_STATUS_LABELS as Record<string, string>,
  bid: { pending: 'Pending', countered: 'Counter-offer', accepted: 'Accepted', rejected: 'Rejected', withdrawn: 'Withdrawn' },
  payment: { unpaid: 'Not paid yet', held: 'Held in escrow', released: 'Released to driver', refunded: 'Refunded', disputed: 'Disputed' },
  deposit: { pending: 'Waiting for payment', credited: 'Added to balance', failed: 'Payment failed' },
  payout: {
    requested: 'Requested',
    approved: 'Approved',
    rejected: 'Rejected',
    processing: 'Processing',
    processed: 'Paid',
    reversed: 'Reversed',
    failed: 'Failed',
  },
  dispute: { open: 'Open', resolved: 'Resolved' },
  user: { active: 'Active', suspended: 'Suspended' },
  invitation: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined', cancelled: 'Cancelled', removed: 'Removed' },
  /** Kinds of escrow ledger transaction (what moved the money). */
  transaction: { deposit: 'Deposit', hold: 'Escrow hold', release: 'Release', refund: 'Refund', payout: 'Payout', fee: 'Platform fee', subscription: 'Premium plan' },
  /** How much of a books load's freight its client has paid. */
  books_payment: { paid: 'Paid', partly_paid: 'Partly paid', unpaid: 'Unpaid' },
  /** Who a person is on the platform. */
  role: { driver: 'Driver', shipper: 'Shipper', broker: 'Broker', admin: 'Admin' },
} satisfies Record<string, Record<string, string>>;
export type StatusFamily = keyof typeof STATUS_NAMES;

/** How a status reads in a family: statusName('trip', 'en_route_to_pickup') is "On the way to pickup". */
export function statusName(family: StatusFamily, code: string | null | undefined): string {
  if (!code) return '—';
  return (STATUS_NAMES[family] as Record<string, string>)[code] ?? humanise(code);
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
const TRIP_STEP_ACTIONS: Record<string, string> = {
  en_route_to_pickup: 'Start trip to pickup',
  loaded: 'Mark loaded',
  in_transit: 'Start transit',
  delivered: 'Mark delivered',
  cancelled: 'Cancel trip',
};
export function tripStepAction(target: string): string {
  return TRIP_STEP_ACTIONS[target] ?? humanise(target);
}

/** "in_transit" → "In transit": the last resort for a code the dictionary does not know yet. */
function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const COUNT = new Intl.NumberFormat('en-IN');
const DECIMAL = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
/** A count with Indian grouping: 180860 → "1,80,860". */
export function formatCount(n: number | bigint | null | undefined): string {
  if (n === null || n === undefined) return '—';
  return COUNT.format(n);
}
/** A measure with at most one decimal and Indian grouping: 14.5, 1,240. */
function formatDecimal(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—';
  return DECIMAL.format(n);
}
/** "14.5 t" */
export function formatTonnes(t: number | string | null | undefined): string {
  if (t === null || t === undefined || t === '') return '—';
  return `${formatDecimal(Number(t))} t`;
}
/** "1,240 km" */
export function formatKm(km: number | null | undefined): string {
  if (km === null || km === undefined) return '—';
  return `${formatCount(Math.round(km))} km`;
}

/** "just now", "5 min ago", "2 h ago", "3 days ago"; a date further back than 30 days reads as a date. */
export function timeAgo(at: Date | string, now: Date = new Date()): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const s = Math.round((now.getTime() - then.getTime()) / 1000);
  if (s < 0) return 'just now';
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ago`;
  const d = Math.floor(h / 24);
  if (d === 1) return 'yesterday';
  if (d <= 30) return `${d} days ago`;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(then);
}

/** Who a party of a bid is, in a sentence: "Waiting for Anil Sharma (shipper)". */
const BID_PARTY_NAMES: Record<string, string> = { shipper: 'shipper', broker: 'broker', driver: 'driver', admin: 'admin' };
export function bidPartyName(role: string | null | undefined): string {
  return (role && BID_PARTY_NAMES[role]) || 'load owner';
}

/** The verb of a step of a bid's negotiation history: "Anil Sharma countered ₹62,000". */
const NEGOTIATION_STEP_VERBS: Record<string, string> = { bid: 'bid', counter: 'countered', accept: 'accepted', decline: 'declined' };
export function negotiationStepVerb(action: string): string {
  return NEGOTIATION_STEP_VERBS[action] ?? humanise(action).toLowerCase();
}

/** A role's name: roleName('driver') is "Driver"; roleName('driver', 'plural') is "Drivers". */
const ROLE_NAMES: Record<string, [string, string]> = {
  driver: ['Driver', 'Drivers'],
  shipper: ['Shipper', 'Shippers'],
  broker: ['Broker', 'Brokers'],
  admin: ['Admin', 'Admins'],
};
export function roleName(code: string | null | undefined, form: 'one' | 'plural' = 'one'): string {
  if (!code) return '—';
  const names = ROLE_NAMES[code];
  return names ? names[form === 'one' ? 0 : 1] : humanise(code);
}

/** A plan's name: "Free", "Premium". */
export function planName(code: string | null | undefined): string {
  if (!code) return '—';
  return ({ free: 'Free', premium: 'Premium' } as Record<string, string>)[code] ?? humanise(code);
}

/** The kind of a notification as its badge reads ("New bid"). */
const NOTIFICATION_KINDS: Record<string, string> = {
  bid_placed: 'New bid',
  bid_accepted: 'Bid accepted',
  bid_rejected: 'Bid rejected',
  bid_countered: 'Counter-offer',
  counter_answered: 'Counter-offer answered',
  message: 'Message',
  trip_status: 'Trip',
  payment: 'Payment',
  payout: 'Payout',
  dispute: 'Dispute',
  announcement: 'Announcement',
  network_invitation: 'Network invitation',
  network_answer: 'Driver network',
};
export function notificationKindName(code: string | null | undefined): string {
  if (!code) return '—';
  return NOTIFICATION_KINDS[code] ?? humanise(code);
}

/** What an audit log entry did ("Changed"), and the kind of record it names ("Load"). */
const AUDIT_ACTION_NAMES: Record<string, string> = {
  INSERT: 'Created',
  UPDATE: 'Changed',
  SOFT_DELETE: 'Deleted (kept)',
  RESTORE: 'Restored',
  HARD_DELETE: 'Erased',
};
export function auditActionName(code: string | null | undefined): string {
  if (!code) return '—';
  return AUDIT_ACTION_NAMES[code] ?? humanise(code.toLowerCase());
}
const RECORD_KIND_NAMES: Record<string, [string, string]> = {
  loads: ['Load', 'Loads'],
  shippers: ['Shipper record', 'Shipper records'],
  vehicles: ['Vehicle', 'Vehicles'],
  payments: ['Payment record', 'Payment records'],
  users: ['User', 'Users'],
};
export function recordKindName(table: string | null | undefined, form: 'one' | 'plural' = 'one'): string {
  if (!table) return '—';
  const names = RECORD_KIND_NAMES[table];
  return names ? names[form === 'one' ? 0 : 1] : humanise(table);
}

/** "1 field", "3 fields": a count with its noun, plural right and Indian grouping. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
