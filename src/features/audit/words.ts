/**
 * The audit log in words: each column of an audited row by its label ("Pickup city"), each stored value
 * as a person reads it (rupees for paise, India time, status names, names for ids), and each record by
 * what it is ("Pune → Surat") rather than its id. The JSON API keeps the raw columns.
 */
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { formatCount, formatKm, formatTonnes, planName, recordKindName, roleName, type StatusFamily, statusName, truckTypeName } from '../../lib/words.js';
import type { RowImage } from './presenters.js';

/** Column labels shared by the audited tables (loads, shippers, vehicles, payments, users); a table's own label wins. */
const LABELS: Record<string, string> = {
  id: 'Record id',
  origin: 'Pickup city',
  origin_key: 'Pickup city (for search)',
  destination: 'Drop city',
  destination_key: 'Drop city (for search)',
  pickup_date: 'Pickup date',
  truck_type: 'Truck type',
  truck_length_ft: 'Truck length',
  weight_tonnes: 'Weight',
  capacity_tonnes: 'Capacity',
  material: 'Material',
  description: 'Description',
  price_paise: 'Price',
  escrow_amount_paise: 'Held in escrow',
  platform_fee_paise: 'Platform fee',
  amount_paise: 'Amount',
  status: 'Status',
  payment_status: 'Payment',
  owner_id: 'Owner',
  assigned_driver_id: 'Driver',
  accepted_bid_id: 'Accepted bid',
  shipper_id: 'Shipper',
  vehicle_id: 'Vehicle',
  load_id: 'Load',
  contact_phone: 'Contact phone',
  listed: 'On the load board',
  hidden_by_suspension: 'Hidden (owner suspended)',
  view_count: 'Views',
  distance_km: 'Road distance',
  rate_per_km_paise: 'Rate per km',
  settled_at: 'Settled',
  created_at: 'Created',
  updated_at: 'Last changed',
  deleted_at: 'Deleted',
  name: 'Name',
  username: 'Username',
  role: 'Role',
  plan: 'Plan',
  phone: 'Phone',
  phone_verified_at: 'Phone verified',
  verified_at: 'Verified',
  company_name: 'Company',
  city: 'City',
  gstin: 'GSTIN',
  address: 'Address',
  contact_name: 'Contact person',
  load_count: 'Loads',
  registration_number: 'Registration number',
  driver_name: 'Driver name',
  driver_phone: 'Driver phone',
  active: 'In service',
  direction: 'Direction',
  method: 'Paid by',
  paid_on: 'Paid on',
  reference: 'Reference',
  note: 'Note',
};
const TABLE_LABELS: Record<string, Record<string, string>> = {
  users: { status: 'Account status' },
  broker_invitations: { broker_id: 'Broker', driver_id: 'Driver', answered_at: 'Answered', status: 'Invitation' },
  shippers: { name: 'Shipper name', phone: 'Phone' },
  payments: { load_id: 'For load' },
};

export function fieldLabel(table: string, field: string): string {
  const label = TABLE_LABELS[table]?.[field] ?? LABELS[field];
  if (label) return label;
  const words = field
    .replace(/_paise$/, '')
    .replace(/_at$/, '')
    .replace(/_id$/, '')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Names of the records an entry points at (users, loads, shippers, vehicles), by id. */
export type References = ReadonlyMap<string, string>;

const DIRECTIONS: Record<string, string> = { received: 'Money received', paid: 'Money paid out' };
const METHODS: Record<string, string> = { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI', cheque: 'Cheque', other: 'Other' };

/** Whose statuses a table's `status` column holds. */
const STATUS_FAMILIES: Record<string, StatusFamily> = { users: 'user', broker_invitations: 'invitation' };

/** What a record of an audited table is called ("Load", "Network invitations"). */
const KIND_NAMES: Record<string, [string, string]> = { broker_invitations: ['Network invitation', 'Network invitations'] };
export function auditKindName(table: string, form: 'one' | 'plural' = 'one'): string {
  const own = KIND_NAMES[table];
  return own ? own[form === 'one' ? 0 : 1] : recordKindName(table, form);
}

/** A stored value in words, with the raw value as a hint where the words hide it (an id). */
export function valueInWords(table: string, field: string, value: unknown, refs: References): { text: string; title?: string; empty?: boolean } {
  if (value === null || value === undefined || value === '') return { text: '—', empty: true };
  if (typeof value === 'boolean') return { text: value ? 'Yes' : 'No' };
  const s = String(value);
  if (field.endsWith('_paise')) return { text: formatRupees(Number(value)) };
  if (field === 'id' || field.endsWith('_id')) {
    const name = refs.get(s);
    return name ? { text: name, title: s } : { text: `Record ${s.slice(0, 8)}`, title: s };
  }
  if (field.endsWith('_at')) return { text: `${formatDateTime(s)} IST`, title: s };
  if (field === 'pickup_date' || field === 'paid_on') return { text: formatDate(s) };
  if (field === 'truck_type') return { text: truckTypeName(s) };
  if (field === 'weight_tonnes' || field === 'capacity_tonnes') return { text: formatTonnes(s) };
  if (field === 'distance_km') return { text: formatKm(Number(value)) };
  if (field === 'truck_length_ft') return { text: `${formatCount(Number(value))} ft` };
  if (field === 'view_count' || field === 'load_count') return { text: formatCount(Number(value)) };
  if (field === 'payment_status') return { text: statusName('payment', s) };
  if (field === 'status') return { text: statusName(STATUS_FAMILIES[table] ?? 'load', s) };
  if (field === 'role') return { text: roleName(s) };
  if (field === 'plan') return { text: planName(s) };
  if (field === 'direction') return { text: DIRECTIONS[s] ?? s };
  if (field === 'method') return { text: METHODS[s] ?? s };
  if (typeof value === 'object') return { text: JSON.stringify(value) };
  return { text: s };
}

/** What a record is, from its own row image: a load's route, a user's name, a vehicle's number. */
export function recordInWords(table: string, image: RowImage): string | null {
  if (!image) return null;
  const str = (k: string) => (typeof image[k] === 'string' ? (image[k] as string) : null);
  switch (table) {
    case 'loads':
      return str('origin') && str('destination') ? `${str('origin')} → ${str('destination')}` : null;
    case 'users':
      return str('name') ? `${str('name')}${str('username') ? ` (@${str('username')})` : ''}` : null;
    case 'shippers':
      return str('name');
    case 'vehicles':
      return str('registration_number');
    case 'payments': {
      const amount = image.amount_paise;
      if (amount === null || amount === undefined) return null;
      return `${DIRECTIONS[str('direction') ?? ''] ?? 'Payment'} ${formatRupees(Number(amount))}${str('paid_on') ? ` on ${formatDate(str('paid_on'))}` : ''}`;
    }
    default:
      return null;
  }
}

/** The ids an image points at (its foreign keys), for one look-up of their names. */
export function referencedIds(image: RowImage): string[] {
  if (!image) return [];
  return Object.entries(image)
    .filter(([k, v]) => k.endsWith('_id') && typeof v === 'string')
    .map(([, v]) => v as string);
}
