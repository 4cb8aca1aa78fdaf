/**
 * JSON shape of a load (snake_case, money in rupees) and the share link.
 * The public shape (anonymous callers, the public board) has no contact details.
 */
import { formatDate } from '../../lib/dates.js';
import { badgesFrom, type UserDocumentKind } from '../../lib/documents.js';
import type { SessionUser } from '../../http/context.js';
import { formatNumber, runInLocale, t } from '../../lib/i18n/index.js';
import { cityName, truckTypeName } from '../../lib/words.js';
import { formatRupees, paiseToRupees, rupeesInputValue } from '../../lib/money.js';
import type { BoardLoadRow } from './board/queries.js';
import type { LoadRow } from './queries.js';

type ShareableLoad = Pick<BoardLoadRow, 'id' | 'origin' | 'destination' | 'truckType' | 'truckLengthFt' | 'weightTonnes' | 'pricePaise' | 'pickupDate'>;

/** "Open body, 32 ft" in the reader's language. */
export function truckLabel(load: Pick<BoardLoadRow, 'truckType' | 'truckLengthFt'>): string {
  const label = truckTypeName(load.truckType);
  return load.truckLengthFt ? t('loads.card.truckWithLength', { truck: label, ft: load.truckLengthFt }) : label;
}

/** "14.25 t" (at most two decimals, Indian grouping) in the reader's language. */
export function formatTonnes(tonnes: number): string {
  return t('loads.card.tonnes', { n: formatNumber(Number(tonnes), 2) });
}

export function loadUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/loads/${id}`;
}

/**
 * The text of the share message in the reader's language: the load's address first (the chat shows its
 * preview), then the facts.
 */
export function shareText(load: ShareableLoad, baseUrl: string): string {
  return [
    loadUrl(baseUrl, load.id),
    t('loads.share.load', { route: `${cityName(load.origin)} → ${cityName(load.destination)}` }),
    t('loads.share.truck', { truck: truckLabel(load), weight: formatTonnes(load.weightTonnes) }),
    t('loads.share.price', { price: load.pricePaise ? formatRupees(load.pricePaise) : t('loads.share.openToBids') }),
    t('loads.share.pickup', { date: formatDate(load.pickupDate) }),
  ].join('\n');
}

/** A link that opens WhatsApp with the share text filled in (CONTRACT section 5), in the reader's language. */
export function shareUrl(load: ShareableLoad, baseUrl: string): string {
  return `https://api.whatsapp.com/send?text=${encodeURIComponent(shareText(load, baseUrl))}`;
}

/** The share link of the JSON answers: English, whoever asks (the board's JSON is kept as bytes for every caller). */
function jsonShareUrl(load: ShareableLoad, baseUrl: string): string {
  return runInLocale('en', () => shareUrl(load, baseUrl));
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
export function publicText(text: string | null, hidden: string = PHONE_HIDDEN): string | null {
  return text === null ? null : text.replace(PHONE_IN_TEXT, hidden);
}

/** Expected freight per tonne in whole paise, or null without a price. */
export function ratePerTonnePaise(load: Pick<BoardLoadRow, 'pricePaise' | 'weightTonnes'>): number | null {
  return load.pricePaise === null || !Number(load.weightTonnes) ? null : Math.round(load.pricePaise / Number(load.weightTonnes));
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
  /** The load's parties and admins: the escrow state. Anyone else: 'unpaid', 'held' (the freight is in escrow) or null once settled. */
  payment_status: string | null;
  /** Freight held in escrow for the load, in rupees (0 while unpaid); null for anyone but the load's parties and admins. */
  escrow_amount: number | null;
  /** The platform's fee on the load, in rupees (0 while unpaid); null for anyone but the load's parties and admins. */
  platform_fee: number | null;
  /** When the escrow was released or refunded; null before, and for anyone but the load's parties and admins. */
  settled_at: string | null;
  owner: { id: string; name: string };
  /** Approximate road distance in km (ROAD_FACTOR, 1.2 x the straight line between the gazetteer's cities); null for a town it does not know. */
  distance_km: number | null;
  /** Expected freight per road km and per tonne, in rupees (null without a price, or a distance). */
  rate_per_km: number | null;
  rate_per_tonne: number | null;
  /** Bids placed on the load (withdrawn ones left out). */
  bid_count: number;
  /**
   * Who posts the load: company (or name), verification and rating. `verified` is the account's (an admin checked
   * it); `badges` the kinds of document checked and valid today in India ('gstin', 'pan'; lib/documents.ts).
   */
  poster: { id: string; name: string; company_name: string | null; verified: boolean; rating: number | null; ratings: number; badges: UserDocumentKind[] };
  /** The lane's recent price: median freight per tonne (rupees) of loads taken on the same route in the last 90 days, and how many; null when none. */
  lane_price_per_tonne: number | null;
  lane_loads: number;
  created_at: string;
  updated_at: string;
  url: string;
  share_url: string;
}

type PaymentParties = Pick<BoardLoadRow, 'ownerId' | 'assignedDriverId'>;

/** Who sees a load's money (escrow amount, fee, settlement time): its owner, its assigned driver and admins. */
export function seesLoadAmounts(viewer: SessionUser | null, load: PaymentParties): boolean {
  return viewer !== null && (viewer.role === 'admin' || viewer.id === load.ownerId || (load.assignedDriverId !== null && viewer.id === load.assignedDriverId));
}

/**
 * The payment state as someone who is not a party of the load sees it: only whether the freight is
 * secured in escrow ('held', also while the parties dispute it), 'unpaid' before, and nothing (null)
 * once it is settled (released or refunded is the parties' business).
 */
function publicPaymentStatus(status: string): string | null {
  if (status === 'held' || status === 'disputed') return 'held';
  return status === 'unpaid' ? 'unpaid' : null;
}

export interface PresentOptions {
  /** Leaves out the contact details (the phone, and numbers written into the text): signed-out callers. */
  public: boolean;
  baseUrl: string;
  /** Whose answer this is: the payment amounts are filled in only for the load's parties and admins. */
  viewer: SessionUser | null;
}

/** The load as JSON; `public` leaves out the contact details, and the money is shown to the load's parties and admins only. */
export function presentLoad(row: BoardLoadRow, opts: PresentOptions): PresentedLoad {
  const amounts = seesLoadAmounts(opts.viewer, row);
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
    payment_status: amounts ? row.paymentStatus : publicPaymentStatus(row.paymentStatus),
    escrow_amount: amounts ? paiseToRupees(row.escrowAmountPaise) : null,
    platform_fee: amounts ? paiseToRupees(row.platformFeePaise) : null,
    settled_at: amounts && row.settledAt !== null ? new Date(row.settledAt).toISOString() : null,
    owner: { id: row.ownerId, name: row.ownerName },
    distance_km: row.distanceKm,
    rate_per_km: row.ratePerKmPaise === null ? null : paiseToRupees(row.ratePerKmPaise),
    rate_per_tonne: ratePerTonnePaise(row) === null ? null : paiseToRupees(ratePerTonnePaise(row)!),
    bid_count: row.bidCount,
    poster: {
      id: row.ownerId,
      name: row.ownerName,
      company_name: row.posterCompany,
      verified: row.posterVerified,
      rating: row.posterRating,
      ratings: row.posterRatings,
      badges: badgesFrom(row.posterBadges),
    },
    lane_price_per_tonne: row.lanePricePerTonnePaise === null ? null : paiseToRupees(row.lanePricePerTonnePaise),
    lane_loads: row.laneLoads,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    url: loadUrl(opts.baseUrl, row.id),
    share_url: jsonShareUrl(row, opts.baseUrl),
  };
  if (!opts.public) out.contact_phone = row.contactPhone;
  return out;
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
