/** The JSON shape of an invoice, and its URLs. */
import { gstAmounts, type GstTreatment, stateOfGstin } from './gst.js';
import type { InvoiceRow } from './queries.js';

export const invoicePath = (id: string) => `/invoices/${id}`;
export const invoicePdfPath = (id: string) => `/invoices/${id}/pdf`;
export const sharePath = (token: string) => `/i/${token}`;
export const sharePdfPath = (token: string) => `/i/${token}/pdf`;

/** Under reverse charge, the tax the recipient pays (not on the invoice's total); 0 otherwise. */
export function reverseChargeOf(inv: InvoiceRow): number {
  if (inv.gstTreatment !== 'reverse' || !inv.sellerGstin || !inv.buyerGstin) return 0;
  return gstAmounts(inv.gstTreatment as GstTreatment, inv.taxablePaise, stateOfGstin(inv.sellerGstin), stateOfGstin(inv.buyerGstin)).reverseChargePaise;
}

/** An invoice as the API answers it; `share_url` only for those who may see it anyway (never more than the link shows). */
export function presentInvoice(inv: InvoiceRow, baseUrl: string) {
  return {
    id: inv.id,
    kind: inv.kind,
    number: inv.displayNumber,
    issued_on: inv.issuedOn,
    due_on: inv.dueOn,
    load_id: inv.loadId,
    gst_treatment: inv.gstTreatment,
    interstate: inv.interstate,
    sac_code: inv.sacCode,
    description: inv.description,
    taxable_paise: inv.taxablePaise,
    cgst_paise: inv.cgstPaise,
    sgst_paise: inv.sgstPaise,
    igst_paise: inv.igstPaise,
    total_paise: inv.totalPaise,
    reverse_charge_paise: reverseChargeOf(inv),
    seller: { name: inv.sellerName, gstin: inv.sellerGstin, address: inv.sellerAddress },
    buyer: { name: inv.buyerName, gstin: inv.buyerGstin, address: inv.buyerAddress },
    place_of_supply: inv.placeOfSupply,
    cancelled_at: inv.cancelledAt,
    share_url: `${baseUrl}${sharePath(inv.shareToken)}`,
    pdf_url: `${baseUrl}${sharePdfPath(inv.shareToken)}`,
  };
}
