/** Inputs of the loads in the books (board loads and books-only loads): the load form, its client and vehicle, the list's filters. */
import { z } from 'zod';
import { optionalChoice, optionalDate, optionalFreeText, optionalRecordId, optionalText, pageNumber, pageSize, requiredCity, requiredTonnes, truckLength, truckType } from '../../../lib/fields.js';
import { datesInOrder, entryDate, optionalAmount } from '../schema.js';

export const LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
/** Derived from the payments received against a load compared with its freight. */
const PAYMENT_STATES = ['paid', 'partly_paid', 'unpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** Board loads (listed) or loads kept only in the books. */
const LOAD_KINDS = ['board', 'books'] as const;

/** The status verbs of a ledger load: POST /ledger/loads/<id>/<verb>. */
export const STATUS_VERBS = { reopen: 'open', assign: 'assigned', dispatch: 'in_transit', deliver: 'delivered', cancel: 'cancelled' } as const satisfies Record<string, LoadStatus>;
export type StatusVerb = keyof typeof STATUS_VERBS;

/** POST /ledger/loads and POST /ledger/loads/<id>: a load in the books (never on the board). */
export const booksLoadSchema = z.object({
  origin: requiredCity('From'),
  destination: requiredCity('To'),
  /** Any date: the books hold past trips too (unlike a board post). */
  pickup_date: entryDate('Pickup date'),
  truck_type: truckType(),
  truck_length_ft: truckLength(),
  /** Tonnes. */
  weight: requiredTonnes('Weight'),
  /** The freight billed to the client, rupees in, paise out. */
  price: optionalAmount('Freight'),
  /** Only read on creation (an old trip can be booked as delivered); later changes go through the status verbs. */
  status: optionalChoice('Status', LOAD_STATUSES).transform((s) => s ?? 'open'),
  shipper_id: optionalRecordId('Choose one of your clients'),
  vehicle_id: optionalRecordId('Choose one of your vehicles'),
  material: optionalText('Material', 120),
  description: optionalFreeText('Notes', 2000),
});
export type BooksLoadInput = z.infer<typeof booksLoadSchema>;

/** POST /ledger/loads/<id>/links: which client and vehicle a load (board or books) belongs to. */
export const loadLinksSchema = z.object({
  shipper_id: optionalRecordId('Choose one of your clients'),
  vehicle_id: optionalRecordId('Choose one of your vehicles'),
});
export type LoadLinksInput = z.infer<typeof loadLinksSchema>;

/** GET /ledger/loads: every filter is optional. */
export const loadFilterSchema = z
  .object({
    from: optionalDate('From date'),
    to: optionalDate('To date'),
    shipper_id: optionalRecordId('Choose a client from the list'),
    vehicle_id: optionalRecordId('Choose a vehicle from the list'),
    origin: optionalText('From', 80),
    destination: optionalText('To', 80),
    status: optionalChoice('Status', LOAD_STATUSES),
    payment: optionalChoice('Payment', PAYMENT_STATES),
    kind: optionalChoice('Kind', LOAD_KINDS),
    page: pageNumber('Page'),
    limit: pageSize('Limit', 100, 20),
  })
  .refine(...datesInOrder);
export type LoadFilter = z.infer<typeof loadFilterSchema>;
