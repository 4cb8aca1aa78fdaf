/** Inputs of invoices: the freight invoice form, and the list's page. */
import { z } from 'zod';
import { t } from '../../lib/i18n/index.js';
import { choice, optionalDate, optionalGstin, pageNumber, pageSize, requiredRupees, requiredText } from '../../lib/fields.js';
import { FREIGHT_TREATMENTS, TRIP_TREATMENTS } from './gst.js';

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

/**
 * POST /driver/trips/<id>/invoice: a driver bills the owner of a load whose trip they carried. GSTINs are
 * optional for a bill of supply (`exempt`); any other treatment is a tax invoice and needs both.
 */
export const tripInvoiceSchema = z
  .object({
    gst_treatment: choice('invoices.field.treatment', TRIP_TREATMENTS, 'tripinvoice.error.treatment'),
    amount: requiredRupees('invoices.field.amount'),
    due_on: optionalDate('invoices.field.dueOn'),
    seller_name: requiredText('tripinvoice.field.sellerName', 200),
    seller_gstin: optionalGstin(),
    seller_address: requiredText('invoices.field.sellerAddress', 300),
    buyer_name: requiredText('tripinvoice.field.buyerName', 200),
    buyer_gstin: optionalGstin(),
    buyer_address: requiredText('tripinvoice.field.buyerAddress', 300),
    description: requiredText('invoices.field.description', 500),
  })
  .superRefine((v, ctx) => {
    if (v.gst_treatment === 'exempt') return;
    if (v.seller_gstin === null) ctx.addIssue({ code: 'custom', path: ['seller_gstin'], message: t('tripinvoice.error.sellerGstin') });
    if (v.buyer_gstin === null) ctx.addIssue({ code: 'custom', path: ['buyer_gstin'], message: t('tripinvoice.error.buyerGstin') });
  });
export type TripInvoiceInput = z.infer<typeof tripInvoiceSchema>;

export const invoiceListSchema = z.object({
  page: pageNumber('invoices.field.page'),
  limit: pageSize('invoices.field.limit', 100, 30),
});
