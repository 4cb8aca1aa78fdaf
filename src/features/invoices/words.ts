/** The words of an invoice shared by its page and its PDF: the title, the treatment's name and the tax rows. */
import { t } from '../../lib/i18n/index.js';
import type { InvoiceRow } from './queries.js';

/**
 * "Tax invoice" for every invoice (a freight invoice under reverse charge is a tax invoice too, without tax), but
 * "Bill of supply" for an exempt one (a carrier who is not a goods transport agency, CGST Rules rule 49).
 */
export function titleOf(inv: Pick<InvoiceRow, 'kind' | 'gstTreatment'>): string {
  if (inv.gstTreatment === 'exempt') return t('tripinvoice.billOfSupply');
  return inv.kind === 'fee_invoice' ? t('invoices.title.fee') : t('invoices.title.freight');
}

export function treatmentName(treatment: string): string {
  if (treatment === 'forward_12') return t('invoices.treatment.forward_12');
  if (treatment === 'forward_5') return t('invoices.treatment.forward_5');
  if (treatment === 'reverse') return t('invoices.treatment.reverse');
  if (treatment === 'exempt') return t('tripinvoice.treatment.exempt');
  return t('invoices.treatment.platform_18');
}

const RATE: Record<string, number> = { forward_12: 12, forward_5: 5, platform_18: 18 };

/** The tax rows an invoice shows: CGST and SGST halves, or IGST, with their rates; none under reverse charge or exempt. */
export function taxRows(inv: Pick<InvoiceRow, 'gstTreatment' | 'interstate' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>): { label: string; paise: number }[] {
  const rate = RATE[inv.gstTreatment];
  if (rate === undefined) return [];
  if (inv.interstate) return [{ label: t('invoices.tax.igst', { rate: String(rate) }), paise: inv.igstPaise }];
  return [
    { label: t('invoices.tax.cgst', { rate: String(rate / 2) }), paise: inv.cgstPaise },
    { label: t('invoices.tax.sgst', { rate: String(rate / 2) }), paise: inv.sgstPaise },
  ];
}

/** The number's and the date's labels: a bill of supply's are "Bill number" and "Bill date". */
export function numberLabels(inv: Pick<InvoiceRow, 'gstTreatment'>): { number: string; issuedOn: string } {
  if (inv.gstTreatment === 'exempt') return { number: t('tripinvoice.field.number'), issuedOn: t('tripinvoice.field.issuedOn') };
  return { number: t('invoices.field.number'), issuedOn: t('invoices.field.issuedOn') };
}
