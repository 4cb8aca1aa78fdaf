/** Inputs of invoices: the freight invoice form, and the list's page. */
import { z } from 'zod';
import { t } from '../../lib/i18n/index.js';
import { choice, optionalDate, optionalGstin, pageNumber, pageSize, requiredRupees, requiredText } from '../../lib/fields.js';
import { FREIGHT_TREATMENTS } from './gst.js';

/** A GSTIN that must be given (a tax invoice names both parties' GSTINs). */
function requiredGstin(message: 'invoices.error.sellerGstin' | 'invoices.error.buyerGstin') {
  return optionalGstin().transform((g, ctx): string => {
    if (g === null) {
      ctx.addIssue({ code: 'custom', message: t(message) });
      return z.NEVER;
    }
    return g;
  });
}

/** POST /ledger/loads/<id>/invoice: a freight invoice for a load in the issuer's books. */
export const freightInvoiceSchema = z.object({
  gst_treatment: choice('invoices.field.treatment', FREIGHT_TREATMENTS, 'invoices.error.treatment'),
  /** The freight billed (taxable value), rupees in, paise out; prefilled with the load's freight. */
  amount: requiredRupees('invoices.field.amount'),
  due_on: optionalDate('invoices.field.dueOn'),
  seller_gstin: requiredGstin('invoices.error.sellerGstin'),
  seller_address: requiredText('invoices.field.sellerAddress', 300),
  buyer_name: requiredText('invoices.field.buyerName', 200),
  buyer_gstin: requiredGstin('invoices.error.buyerGstin'),
  buyer_address: requiredText('invoices.field.buyerAddress', 300),
});
export type FreightInvoiceInput = z.infer<typeof freightInvoiceSchema>;

export const invoiceListSchema = z.object({
  page: pageNumber('invoices.field.page'),
  limit: pageSize('invoices.field.limit', 100, 30),
});
