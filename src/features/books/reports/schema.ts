/** Inputs of the books' reports. */
import { z } from 'zod';
import { optionalDate } from '../../../lib/fields.js';
import { datesInOrder } from '../schema.js';

/** GET /ledger/reports and its CSVs: the period of the top shippers and routes (pickup dates); empty = all time. */
export const reportFilterSchema = z
  .object({
    from: optionalDate('books.field.fromDate'),
    to: optionalDate('books.field.toDate'),
  })
  .refine(...datesInOrder);
export type ReportFilter = z.infer<typeof reportFilterSchema>;
