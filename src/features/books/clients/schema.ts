/** Inputs of the client companies in the books (table `shippers`), and the list's search. */
import { z } from 'zod';
import { optionalCity, optionalFreeText, optionalText, pageNumber, pageSize, refuse, requiredText, text } from '../../../lib/fields.js';
import { t } from '../../../lib/i18n/index.js';
import { isMistypedGstin, normaliseGstin } from '../../../lib/india-ids.js';
import { phone } from '../schema.js';

/** POST /ledger/shippers and POST /ledger/shippers/<id>. */
export const shipperSchema = z.object({
  name: requiredText('books.field.companyName', 160),
  contact_name: optionalText('books.field.contactPerson', 120),
  phone: phone(),
  /** Stored upper-case without spaces; checked against the GSTIN format when given (lib's rule, in the books' words). */
  gstin: text.transform((s, ctx) => {
    if (!s) return null;
    return normaliseGstin(s) ?? refuse(ctx, t(isMistypedGstin(s) ? 'documents.rule.gstinTypo' : 'books.error.gstin'));
  }),
  city: optionalCity('books.field.city'),
  address: optionalFreeText('books.field.address', 500),
});
export type ShipperInput = z.infer<typeof shipperSchema>;

export const shipperFilterSchema = z.object({
  q: optionalText('books.clients.search', 100),
  page: pageNumber('books.field.page'),
  limit: pageSize('books.field.limit', 100, 50),
});
export type ShipperFilter = z.infer<typeof shipperFilterSchema>;
