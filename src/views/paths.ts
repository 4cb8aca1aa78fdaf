/**
 * The site's URLs that more than one feature links to, built in one place: a
 * page never spells `/loads/${id}` by hand, so a route that moves is changed
 * here and every link follows.
 */
import type { Role } from '../http/context.js';

/** Where each role lands after signing in (and at `/`). */
export const ROLE_HOME: Readonly<Record<Role, string>> = { driver: '/driver', shipper: '/shipper', broker: '/broker', admin: '/admin' };

/** The actions and pages below a load's own URL. */
export type LoadSubpath = 'edit' | 'cancel' | 'delete' | 'track' | 'bid' | 'nearby-drivers' | 'repost' | 'report';

/** A load's page (/loads/<id>), or a page or action below it. */
export const loadPath = (loadId: string, sub?: LoadSubpath): string => (sub ? `/loads/${loadId}/${sub}` : `/loads/${loadId}`);

/** The same load's page through the marketplace door (family B). */
export const marketplaceLoadPath = (loadId: string): string => `/marketplace/load/${loadId}`;

/** A trip as its load's owner (or an admin) sees it, or an action on it. */
export const tripPath = (tripId: string, sub?: 'cancel' | 'pod/accept'): string => (sub ? `/trips/${tripId}/${sub}` : `/trips/${tripId}`);

/** A trip as its driver sees it, or the driver's status action. */
export const driverTripPath = (tripId: string, sub?: 'status' | 'deliver'): string => (sub ? `/driver/trips/${tripId}/${sub}` : `/driver/trips/${tripId}`);

/** A driver's public profile. */
export const driverProfilePath = (driverId: string): string => `/drivers/${driverId}`;

/**
 * The conversation with another user; with a load, about that load (the page
 * shows the load and ties the messages sent from it to the load). Without a
 * load it is also the link of a message notification.
 */
export const conversationPath = (counterpartId: string, loadId?: string | null): string => `/messages/${counterpartId}${loadId ? `?load=${loadId}` : ''}`;

/** A photo of a trip's proof of delivery (shown to the trip's driver, its load's owner and admins only). */
export const podPhotoPath = (tripId: string, fileId: string): string => `/trips/${tripId}/pod/${fileId}`;

/** The board's filters that a saved search keeps (the same names on both pages). */
const ALERT_FILTERS = ['origin', 'destination', 'truck_type', 'min_weight', 'max_weight'] as const;

/** The new-alert form filled with a board search ("Alert me for this search"), from the board's filter values. */
export const newAlertPath = (filters: Readonly<Record<string, string | number | null | undefined>>): string => {
  const q = new URLSearchParams();
  for (const k of ALERT_FILTERS) {
    const v = filters[k];
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `/alerts/new?${s}` : '/alerts/new';
};

/** The freight invoice form of a load in the owner's books (invoices feature), linked from the books' load page. */
export const loadInvoicePath = (loadId: string): string => `/ledger/loads/${loadId}/invoice`;

/** A driver's invoice (or bill of supply) form for a delivered trip they carried (invoices feature), linked from the driver's trip page. */
export const tripInvoicePath = (tripId: string): string => `/driver/trips/${tripId}/invoice`;

/** The lorry receipt (LR) form of a load in the owner's books (invoices feature), linked from the books' load page. */
export const loadReceiptPath = (loadId: string): string => `/ledger/loads/${loadId}/lr`;

/** An invoice's page (invoices feature): the platform's fee invoice is linked from the wallet and the load's payment section. */
export const invoicePagePath = (invoiceId: string): string => `/invoices/${invoiceId}`;
