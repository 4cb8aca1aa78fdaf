/** Inputs of the loads in the books (board loads and books-only loads): the load form, its client and vehicle, the list's filters. */
import { z } from 'zod';
import { onOff, optionalChoice, optionalDate, optionalFreeText, optionalText, pageNumber, pageSize, requiredCity, requiredTonnes, truckLength, truckType } from '../../../lib/fields.js';
import { datesInOrder, entryDate, optionalAmount, optionalOwnId } from '../schema.js';

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
  origin: requiredCity('books.field.from'),
  destination: requiredCity('books.field.to'),
  /** Any date: the books hold past trips too (unlike a board post). */
  pickup_date: entryDate('books.field.pickupDate'),
  truck_type: truckType(),
  truck_length_ft: truckLength(),
  /** Tonnes. */
  weight: requiredTonnes('books.field.weight'),
  /** The freight billed to the client, rupees in, paise out. */
  price: optionalAmount('books.field.freight'),
  /** Only read on creation (an old trip can be booked as delivered); later changes go through the status verbs. */
  status: optionalChoice('books.field.status', LOAD_STATUSES).transform((s) => s ?? 'open'),
  shipper_id: optionalOwnId('books.error.chooseOwnClient'),
  vehicle_id: optionalOwnId('books.error.chooseOwnVehicle'),
  material: optionalText('books.field.material', 120),
  description: optionalFreeText('books.field.notes', 2000),
  /** Save even though it looks like a load already entered (the form's "Save anyway"); only read on creation. */
  confirm_duplicate: onOff('books.duplicate.saveAnyway').transform((v) => v === true),
});
export type BooksLoadInput = z.infer<typeof booksLoadSchema>;

/** POST /ledger/loads/<id>/links: which client and vehicle a load (board or books) belongs to. */
export const loadLinksSchema = z.object({
  shipper_id: optionalOwnId('books.error.chooseOwnClient'),
  vehicle_id: optionalOwnId('books.error.chooseOwnVehicle'),
});
export type LoadLinksInput = z.infer<typeof loadLinksSchema>;

/** GET /ledger/loads: every filter is optional. */
export const loadFilterSchema = z
  .object({
    from: optionalDate('books.field.fromDate'),
    to: optionalDate('books.field.toDate'),
    shipper_id: optionalOwnId('books.error.chooseClient'),
    vehicle_id: optionalOwnId('books.error.chooseVehicle'),
    origin: optionalText('books.field.from', 80),
    destination: optionalText('books.field.to', 80),
    status: optionalChoice('books.field.status', LOAD_STATUSES),
    payment: optionalChoice('books.field.payment', PAYMENT_STATES),
    kind: optionalChoice('books.field.kind', LOAD_KINDS),
    page: pageNumber('books.field.page'),
    limit: pageSize('books.field.limit', 100, 20),
  })
  .refine(...datesInOrder);
export type LoadFilter = z.infer<typeof loadFilterSchema>;
