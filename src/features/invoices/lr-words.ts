/** The words of a lorry receipt shared by its page and its PDF: payment basis, who pays GST, the packages. */
import { t } from '../../lib/i18n/index.js';
import type { LorryReceiptRow } from './lr-queries.js';

export function paymentBasisName(basis: string): string {
  if (basis === 'paid') return t('invoices.lr.basis.paid');
  if (basis === 'to_pay') return t('invoices.lr.basis.to_pay');
  return t('invoices.lr.basis.to_be_billed');
}

export function gstPayerName(payer: string): string {
  if (payer === 'consignor') return t('invoices.lr.gstBy.consignor');
  if (payer === 'consignee') return t('invoices.lr.gstBy.consignee');
  return t('invoices.lr.gstBy.transporter');
}

/** "120 bags" / "120 packages" / "bags", or null when neither count nor kind is given. */
export function packagesText(lr: Pick<LorryReceiptRow, 'packagesCount' | 'packagesKind'>): string | null {
  if (lr.packagesCount === null) return lr.packagesKind;
  return lr.packagesKind ? `${lr.packagesCount} ${lr.packagesKind}` : t('invoices.lr.packagesCount', { n: lr.packagesCount });
}
