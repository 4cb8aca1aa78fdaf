/**
 * The audit log in words: each column of an audited row by its label ("Pickup city"), each stored value
 * as a person reads it (rupees for paise, India time, status names, names for ids), and each record by
 * what it is ("Pune → Surat") rather than its id. The JSON API keeps the raw columns.
 */
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { isLocale, LOCALE_NAMES, type MessageKey, t, tCode } from '../../lib/i18n/index.js';
import { documentKindName, isUserDocumentKind } from '../../lib/documents.js';
import { formatRupees } from '../../lib/money.js';
import { formatCount, formatKm, formatTonnes, planName, recordKindName, roleName, type StatusFamily, statusName, truckTypeName } from '../../lib/words.js';
import { actorLabel, parseImage, type RowImage } from './presenters.js';
import type { AuditLogRow } from './queries.js';
import { bidInWords, movementInWords, payoutInWords, routeInWords } from './names.js';

/**
 * Column labels of the audited tables (loads, shippers, vehicles, payments, users, network invitations, bids,
 * counter-offers, escrow movements, payout requests) are in the
 * catalogue: `audit.label.<column>`, and `audit.label.<table>.<column>` where a table's own label wins.
 */
export function fieldLabel(table: string, field: string): string {
  const label = tCode(`audit.label.${table}.${field}`) ?? (table === 'user_documents' ? tCode(`documents.audit.label.${field}`) : undefined) ?? tCode(`audit.label.${field}`);
  if (label) return label;
  const words = field
    .replace(/_paise$/, '')
    .replace(/_at$/, '')
    .replace(/_id$/, '')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names of the records an entry points at (users, loads, shippers, vehicles, bids, escrow movements, payouts), by id. */
export type References = ReadonlyMap<string, string>;

/** "Money received", "Cash": a payment's direction and method in words (undefined for an unknown code). */
const direction = (code: string): string | undefined => tCode(`audit.direction.${code}`);
const method = (code: string): string | undefined => tCode(`audit.method.${code}`);

/** Whose statuses a table's `status` column holds. */
const STATUS_FAMILIES: Record<string, StatusFamily> = {
  users: 'user',
  broker_invitations: 'invitation',
  bids: 'bid',
  payout_requests: 'payout',
  disputes: 'dispute',
};

/** A step of a bid's negotiation, and whose step it was, in words. */
const NEGOTIATION_STEPS: Record<string, MessageKey> = {
  counter: 'auditlog.step.counter',
  accept: 'auditlog.step.accept',
  decline: 'auditlog.step.decline',
};
const SIDES: Record<string, MessageKey> = { owner: 'auditlog.side.owner', driver: 'auditlog.side.driver' };

/** A KYC document's review status in words. */
function documentStatusName(s: string): string {
  if (s === 'pending') return t('documents.state.pending');
  if (s === 'approved') return t('documents.queue.tab.approved');
  if (s === 'rejected') return t('documents.queue.tab.rejected');
  return s;
}

/** What a record of an audited table is called ("Load", "Network invitations"). */
const KIND_NAMES: Record<string, [MessageKey, MessageKey]> = {
  broker_invitations: ['audit.kind.invitation', 'audit.kind.invitations'],
  bids: ['auditlog.kind.bid', 'auditlog.kind.bids'],
  negotiations: ['auditlog.kind.negotiation', 'auditlog.kind.negotiations'],
  escrow_transactions: ['auditlog.kind.movement', 'auditlog.kind.movements'],
  payout_requests: ['auditlog.kind.payout', 'auditlog.kind.payouts'],
  disputes: ['auditlog.kind.dispute', 'auditlog.kind.disputes'],
  trip_pods: ['auditlog.kind.pod', 'auditlog.kind.pods'],
  saved_searches: ['auditlog.kind.savedSearch', 'auditlog.kind.savedSearches'],
  user_documents: ['documents.audit.one', 'documents.audit.plural'],
};
export function auditKindName(table: string, form: 'one' | 'plural' = 'one'): string {
  const own = KIND_NAMES[table];
  return own ? t(own[form === 'one' ? 0 : 1]) : recordKindName(table, form);
}

/** Columns that name another record by its id: every `*_id`, and the people who did something (`decided_by`). */
const PEOPLE_COLUMNS: ReadonlySet<string> = new Set(['decided_by', 'initiated_by', 'resolved_by', 'raised_by', 'reviewed_by', 'uploaded_by', 'superseded_by']);
function isReference(field: string): boolean {
  return field.endsWith('_id') || PEOPLE_COLUMNS.has(field);
}

/** A stored value in words, with the raw value as a hint where the words hide it (an id). */
export function valueInWords(table: string, field: string, value: unknown, refs: References): { text: string; title?: string; empty?: boolean } {
  if (value === null || value === undefined || value === '') return { text: '—', empty: true };
  if (typeof value === 'boolean') return { text: value ? t('audit.value.yes') : t('audit.value.no') };
  const s = String(value);
  if (field.endsWith('_paise')) return { text: formatRupees(Number(value)) };
  if (field === 'id' || isReference(field)) {
    const name = refs.get(s);
    return name ? { text: name, title: s } : { text: t('audit.value.record', { id: s.slice(0, 8) }), title: s };
  }
  if (field === 'language' && isLocale(s)) return { text: LOCALE_NAMES[s] };
  if (field.endsWith('_at') || field === 'premium_until') return { text: `${formatDateTime(s)} IST`, title: s };
  if (field === 'pickup_date' || field === 'paid_on' || field === 'expires_on' || field === 'estimated_delivery') return { text: formatDate(s) };
  if (table === 'escrow_transactions' && field === 'kind') return { text: statusName('transaction', s) };
  if (table === 'negotiations' && field === 'action') return { text: NEGOTIATION_STEPS[s] ? t(NEGOTIATION_STEPS[s]) : s };
  if (field === 'author_side') return { text: SIDES[s] ? t(SIDES[s]) : s };
  if (table === 'user_documents' && field === 'kind' && isUserDocumentKind(s)) return { text: documentKindName(s) };
  if (table === 'user_documents' && field === 'status') return { text: documentStatusName(s) };
  if (field === 'truck_type') return { text: truckTypeName(s) };
  if (table === 'load_documents' && field === 'kind') return { text: tCode(`loaddocs.kind.${s}`) ?? s };
  if (table === 'load_reports' && field === 'reason') return { text: tCode(`reports.reason.${s}`) ?? s };
  if (field === 'weight_tonnes' || field === 'capacity_tonnes') return { text: formatTonnes(s) };
  if (field === 'distance_km') return { text: formatKm(Number(value)) };
  if (field === 'truck_length_ft') return { text: t('audit.value.feet', { n: formatCount(Number(value)) }) };
  if (field === 'view_count' || field === 'load_count') return { text: formatCount(Number(value)) };
  if (field === 'payment_status') return { text: statusName('payment', s) };
  if (field === 'status') return { text: statusName(STATUS_FAMILIES[table] ?? 'load', s) };
  if (field === 'role') return { text: roleName(s) };
  if (field === 'plan') return { text: planName(s) };
  if (field === 'direction') return { text: direction(s) ?? s };
  if (field === 'method') return { text: method(s) ?? s };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  return { text: s };
}

/** What a record is, from its own row image: a load's route, a user's name, a vehicle's number. */
function recordInWords(table: string, image: RowImage): string | null {
  if (!image) return null;
  const str = (k: string) => (typeof image[k] === 'string' ? (image[k] as string) : null);
  switch (table) {
    case 'loads':
      return str('origin') && str('destination') ? routeInWords(str('origin') as string, str('destination') as string) : null;
    case 'users':
      return str('name') ? `${str('name')}${str('username') ? ` (@${str('username')})` : ''}` : null;
    case 'shippers':
      return str('name');
    case 'vehicles':
      return str('registration_number');
    case 'bids': {
      const amount = image.amount_paise;
      return amount === null || amount === undefined ? null : bidInWords(Number(amount), null);
    }
    case 'escrow_transactions': {
      const amount = image.amount_paise;
      return str('kind') && amount !== null && amount !== undefined ? movementInWords(str('kind') as string, Number(amount)) : null;
    }
    case 'payout_requests': {
      const amount = image.amount_paise;
      return amount === null || amount === undefined ? null : payoutInWords(Number(amount));
    }
    case 'negotiations': {
      const step = NEGOTIATION_STEPS[str('action') ?? ''];
      if (!step) return null;
      const amount = image.amount_paise;
      return amount === null || amount === undefined ? t(step) : `${t(step)} ${formatRupees(Number(amount))}`;
    }
    case 'payments': {
      const amount = image.amount_paise;
      if (amount === null || amount === undefined) return null;
      const what = direction(str('direction') ?? '') ?? t('audit.value.payment');
      const paidOn = str('paid_on');
      return paidOn
        ? t('audit.value.paymentOn', { what, amount: formatRupees(Number(amount)), date: formatDate(paidOn) })
        : t('audit.value.paymentAmount', { what, amount: formatRupees(Number(amount)) });
    }
    default:
      return null;
  }
}

/** The ids an image points at (its foreign keys), for one look-up of their names. */
export function referencedIds(image: RowImage): string[] {
  if (!image) return [];
  return Object.entries(image)
    .filter(([k, v]) => isReference(k) && typeof v === 'string')
    .map(([, v]) => v as string);
}

/** What an entry's record is, in words ("Pune → Surat"); "Load 1a2b3c4d" when neither the names looked up nor the row say. */
export function recordName(row: AuditLogRow, refs?: References): string {
  return refs?.get(row.recordId) ?? recordInWords(row.tableName, parseImage(row.afterJson) ?? parseImage(row.beforeJson)) ?? `${auditKindName(row.tableName)} ${row.recordId.slice(0, 8)}`;
}

/** Who made a change, in the reader's language (the JSON keeps actorLabel's English). */
export function actorInWords(row: AuditLogRow): string {
  if (row.actorKind === 'system') return t('audit.actor.system');
  if (row.actorKind === 'database' || !row.actorId) return t('audit.actor.database');
  if (row.actorName) return actorLabel(row);
  return t('audit.actor.deleted');
}
