/** Inputs of the client companies in the books (table `shippers`), and the list's search. */
import { z } from 'zod';
import { fail, optionalCity, optionalPhone, optionalText, pageNumber, requiredLine, text } from '../schema.js';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
export const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** POST /ledger/shippers and POST /ledger/shippers/<id>. */
export const shipperSchema = z.object({
  name: requiredLine('Company name', 160),
  contact_name: optionalText('Contact person', 120),
  phone: optionalPhone('Phone'),
  /** Stored upper-case without spaces; checked against the GSTIN format when given. */
  gstin: text.transform((s, ctx) => {
    const t = s.replace(/\s+/g, '').toUpperCase();
    if (!t) return null;
    if (!GSTIN.test(t)) return fail(ctx, 'GSTIN must have 15 characters such as 27AAPFU0939F1ZV');
    return t;
  }),
  city: optionalCity('City'),
  address: optionalText('Address', 500, true),
});
export type ShipperInput = z.infer<typeof shipperSchema>;

export const shipperFilterSchema = z.object({
  q: optionalText('Search', 100),
  page: pageNumber(1, 100_000, 'Page'),
  limit: pageNumber(50, 100, 'Limit'),
});
export type ShipperFilter = z.infer<typeof shipperFilterSchema>;
