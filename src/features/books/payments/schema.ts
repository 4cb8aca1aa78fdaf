/** Inputs of the payments in the books: money received from a client or paid out, and the list's filters. */
import { z } from 'zod';
import { across, choice, datesInOrder, optionalChoice, optionalDate, optionalId, optionalText, pageNumber, requiredDate, rupees } from '../schema.js';

export const DIRECTIONS = ['received', 'paid'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const METHODS = ['cash', 'bank', 'upi', 'cheque', 'other'] as const;

/** POST /ledger/payments and POST /ledger/payments/<id>. */
export const paymentSchema = z
  .object({
    /** received: from a client; paid: paid out (a truck owner, a driver, an expense). */
    direction: choice(DIRECTIONS, 'Direction'),
    amount: rupees('Amount', true).transform((n) => n as number),
    method: choice(METHODS, 'Method', 'bank'),
    paid_on: requiredDate('Date'),
    load_id: optionalId('Choose one of your loads'),
    shipper_id: optionalId('Choose one of your clients'),
    /** Cheque number, UTR, UPI reference... */
    reference: optionalText('Reference', 120),
    note: optionalText('Note', 1000, true),
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
    shipper_id: optionalId('Choose a client from the list'),
    load_id: optionalId('Choose a load from the list'),
    direction: optionalChoice(DIRECTIONS, 'Direction'),
    page: pageNumber(1, 100_000, 'Page'),
    limit: pageNumber(20, 100, 'Limit'),
  })
  .refine(...datesInOrder);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;
