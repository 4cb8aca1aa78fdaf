/**
 * JSON shape of a load (snake_case, money in rupees) and the share link.
 * The public shape (anonymous callers, the public board) has no contact details.
 */
import { formatDate } from '../../lib/dates.js';
import { formatRupees, paiseToRupees, rupeesInputValue } from '../../lib/money.js';
import type { BoardLoadRow, LoadRow } from './queries.js';
import { TRUCK_TYPE_LABELS, type TruckType } from './schema.js';

type ShareableLoad = Pick<BoardLoadRow, 'id' | 'origin' | 'destination' | 'truckType' | 'truckLengthFt' | 'weightTonnes' | 'pricePaise' | 'pickupDate'>;

export function truckLabel(load: Pick<BoardLoadRow, 'truckType' | 'truckLengthFt'>): string {
  const label = TRUCK_TYPE_LABELS[load.truckType as TruckType] ?? load.truckType;
  return load.truckLengthFt ? `${label}, ${load.truckLengthFt} ft` : label;
}

const tonnes = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatTonnes(t: number): string {
  return `${tonnes.format(Number(t))} t`;
}

export function loadUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/loads/${id}`;
}

/** The text of the share message: the load's address first (the chat shows its preview), then the facts. */
export function shareText(load: ShareableLoad, baseUrl: string): string {
  return [
    loadUrl(baseUrl, load.id),
    `Load: ${load.origin} → ${load.destination}`,
    `Truck: ${truckLabel(load)} · ${formatTonnes(load.weightTonnes)}`,
    `Price: ${load.pricePaise ? formatRupees(load.pricePaise) : 'open to bids'}`,
    `Pickup: ${formatDate(load.pickupDate)}`,
  ].join('\n');
}

/** A link that opens WhatsApp with the share text filled in (CONTRACT section 5). */
export function shareUrl(load: ShareableLoad, baseUrl: string): string {
  return `https://api.whatsapp.com/send?text=${encodeURIComponent(shareText(load, baseUrl))}`;
}

/**
 * Phone numbers people type into free text ("call 98100 12345", "+91-90000-11111",
 * "022 2345 6789"): an Indian mobile (optionally +91 / 0 first) or a landline with
 * its STD code, digits grouped by single spaces or hyphens.
 */
const PHONE_IN_TEXT = /(?<![\d+])(?:(?:\+|00)?91[\s-]?|0)?[6-9](?:[\s-]?\d){9}(?!\d)|(?<![\d+])0\d{2,4}(?:[\s-]?\d){6,8}(?!\d)/g;
export const PHONE_HIDDEN = '[number hidden: sign in to see it]';

/**
 * Free text as signed-out visitors see it: contact details stay for signed-in users
 * (CONTRACT section 5), also when a shipper wrote a number into the material or the details.
 */
export function publicText(text: string | null): string | null {
  return text === null ? null : text.replace(PHONE_IN_TEXT, PHONE_HIDDEN);
}

export interface PresentedLoad {
  id: string;
  origin: string;
  destination: string;
  pickup_date: string;
  truck_type: string;
  truck_length_ft: number | null;
  weight: number;
  price: number | null;
  material: string | null;
  description: string | null;
  contact_phone?: string | null;
  status: string;
  payment_status: string;
  /** Freight held in escrow for the load, in rupees (0 while unpaid). */
  escrow_amount: number;
  /** The platform's fee on the load, in rupees (0 while unpaid). */
  platform_fee: number;
  /** When the escrow was released or refunded; null before. */
  settled_at: string | null;
  owner: { id: string; name: string };
  created_at: string;
  updated_at: string;
  url: string;
  share_url: string;
}

/** The load as JSON; `public` leaves out the contact details (the phone, and numbers written into the text). */
export function presentLoad(row: BoardLoadRow, opts: { public: boolean; baseUrl: string }): PresentedLoad {
  const out: PresentedLoad = {
    id: row.id,
    origin: row.origin,
    destination: row.destination,
    pickup_date: row.pickupDate,
    truck_type: row.truckType,
    truck_length_ft: row.truckLengthFt,
    weight: Number(row.weightTonnes),
    price: row.pricePaise === null ? null : paiseToRupees(row.pricePaise),
    material: opts.public ? publicText(row.material) : row.material,
    description: opts.public ? publicText(row.description) : row.description,
    status: row.status,
    payment_status: row.paymentStatus,
    escrow_amount: paiseToRupees(row.escrowAmountPaise),
    platform_fee: paiseToRupees(row.platformFeePaise),
    settled_at: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
    owner: { id: row.ownerId, name: row.ownerName },
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    url: loadUrl(opts.baseUrl, row.id),
    share_url: shareUrl(row, opts.baseUrl),
  };
  if (!opts.public) out.contact_phone = row.contactPhone;
  return out;
}

const pageJson = new WeakMap<readonly BoardLoadRow[], Map<string, string>>();

/**
 * A page of loads as a JSON array, remembered for that page's rows. The board
 * cache hands out the same rows array for a page until the board changes, so a
 * page is presented and serialised once per board version and audience instead
 * of on every request; a new version brings a new array and the old text goes
 * with it.
 */
export function presentLoadsJson(rows: readonly BoardLoadRow[], opts: { public: boolean; baseUrl: string }): string {
  const variant = `${opts.public ? 'public' : 'member'}|${opts.baseUrl}`;
  let byVariant = pageJson.get(rows);
  if (!byVariant) {
    byVariant = new Map();
    pageJson.set(rows, byVariant);
  }
  let json = byVariant.get(variant);
  if (json === undefined) {
    json = JSON.stringify(rows.map((r) => presentLoad(r, opts)));
    byVariant.set(variant, json);
  }
  return json;
}

/** A stored load as the values of the load form (the edit page fills the form with them). */
export function loadFormValuesOf(load: LoadRow): Record<string, string> {
  return {
    origin: load.origin,
    destination: load.destination,
    pickup_date: load.pickupDate,
    truck_type: load.truckType,
    truck_length_ft: load.truckLengthFt === null ? '' : String(load.truckLengthFt),
    weight: String(Number(load.weightTonnes)),
    price: rupeesInputValue(load.pricePaise),
    material: load.material ?? '',
    description: load.description ?? '',
    contact_phone: load.contactPhone ?? '',
  };
}
