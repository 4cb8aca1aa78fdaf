/** Inputs of the payments in the books: money received from a client or paid out, and the list's filters. */
import { z } from 'zod';
import { choice, optionalChoice, optionalDate, optionalFreeText, optionalText, pageNumber, pageSize } from '../../../lib/fields.js';
import { across, datesInOrder, entryDate, optionalOwnId, requiredAmount } from '../schema.js';

const DIRECTIONS = ['received', 'paid'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const METHODS = ['cash', 'bank', 'upi', 'cheque', 'other'] as const;

/** POST /ledger/payments and POST /ledger/payments/<id>. */
export const paymentSchema = z
  .object({
    /** received: from a client; paid: paid out (a truck owner, a driver, an expense). */
    direction: choice('books.field.direction', DIRECTIONS),
    amount: requiredAmount('books.field.amount'),
    method: optionalChoice('books.field.method', METHODS).transform((m) => m ?? 'bank'),
    paid_on: entryDate('books.field.date'),
    load_id: optionalOwnId('books.error.chooseOwnLoad'),
    shipper_id: optionalOwnId('books.error.chooseOwnClient'),
    /** A live freight invoice of the owner's that this money received pays part of (its load and client follow). */
    invoice_id: optionalOwnId('receivables.error.chooseInvoice'),
    /** Cheque number, UTR, UPI reference... */
    reference: optionalText('books.field.reference', 120),
    note: optionalFreeText('books.field.note', 1000),
  })
  .refine(...across<{ direction: string; shipper_id: string | null }>(['direction', 'shipper_id'], (p) => !(p.direction === 'paid' && p.shipper_id), 'shipper_id', 'books.error.paidWithClient'));
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentFilterSchema = z
  .object({
    from: optionalDate('books.field.fromDate'),
    to: optionalDate('books.field.toDate'),
    shipper_id: optionalOwnId('books.error.chooseClient'),
    load_id: optionalOwnId('books.error.chooseLoad'),
    direction: optionalChoice('books.field.direction', DIRECTIONS),
    page: pageNumber('books.field.page'),
    limit: pageSize('books.field.limit', 100, 20),
  })
  .refine(...datesInOrder);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;
