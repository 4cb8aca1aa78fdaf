/** Inputs of the client companies in the books (table `shippers`), and the list's search. */
import { z } from 'zod';
import { optionalCity, optionalFreeText, optionalText, pageNumber, pageSize, refuse, requiredText, text } from '../../../lib/fields.js';
import { normaliseGstin } from '../../../lib/india-ids.js';
import { phone } from '../schema.js';

/** POST /ledger/shippers and POST /ledger/shippers/<id>. */
export const shipperSchema = z.object({
  name: requiredText('Company name', 160),
  contact_name: optionalText('Contact person', 120),
  phone: phone(),
  /** Stored upper-case without spaces; checked against the GSTIN format when given (lib's rule, in the books' words). */
  gstin: text.transform((s, ctx) => {
    if (!s) return null;
    return normaliseGstin(s) ?? refuse(ctx, 'GSTIN must have 15 characters such as 27AAPFU0939F1ZV');
  }),
  city: optionalCity('City'),
  address: optionalFreeText('Address', 500),
});
export type ShipperInput = z.infer<typeof shipperSchema>;

export const shipperFilterSchema = z.object({
  q: optionalText('Search', 100),
  page: pageNumber('Page'),
  limit: pageSize('Limit', 100, 50),
});
export type ShipperFilter = z.infer<typeof shipperFilterSchema>;
