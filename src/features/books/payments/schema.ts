/** Inputs of the payments in the books: money received from a client or paid out, and the list's filters. */
import { z } from 'zod';
import { choice, optionalChoice, optionalDate, optionalFreeText, optionalRecordId, optionalText, pageNumber, pageSize } from '../../../lib/fields.js';
import { across, datesInOrder, entryDate, requiredAmount } from '../schema.js';

const DIRECTIONS = ['received', 'paid'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const METHODS = ['cash', 'bank', 'upi', 'cheque', 'other'] as const;

/** POST /ledger/payments and POST /ledger/payments/<id>. */
export const paymentSchema = z
  .object({
    /** received: from a client; paid: paid out (a truck owner, a driver, an expense). */
    direction: choice('Direction', DIRECTIONS),
    amount: requiredAmount('Amount'),
    method: optionalChoice('Method', METHODS).transform((m) => m ?? 'bank'),
    paid_on: entryDate('Date'),
    load_id: optionalRecordId('Choose one of your loads'),
    shipper_id: optionalRecordId('Choose one of your clients'),
    /** Cheque number, UTR, UPI reference... */
    reference: optionalText('Reference', 120),
    note: optionalFreeText('Note', 1000),
  })
  .refine(
    ...across<{ direction: string; shipper_id: string | null }>(
      ['direction', 'shipper_id'],
      (p) => !(p.direction === 'paid' && p.shipper_id),
      'shipper_id',
      'Only money received is linked to a client; leave the client empty for a payment made',
    ),
  );
export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentFilterSchema = z
  .object({
    from: optionalDate('From date'),
    to: optionalDate('To date'),
    shipper_id: optionalRecordId('Choose a client from the list'),
    load_id: optionalRecordId('Choose a load from the list'),
    direction: optionalChoice('Direction', DIRECTIONS),
    page: pageNumber('Page'),
    limit: pageSize('Limit', 100, 20),
  })
  .refine(...datesInOrder);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;
