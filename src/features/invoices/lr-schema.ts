/** Inputs of lorry receipts: the LR form of a load in the books. */
import { z } from 'zod';
import { t } from '../../lib/i18n/index.js';
import { choice, refuse, optionalGstin, optionalPhone, optionalRupees, optionalText, optionalWholeNumber, requiredRupees, requiredText, requiredTonnes, vehicleNumber } from '../../lib/fields.js';

export const PAYMENT_BASES = ['paid', 'to_pay', 'to_be_billed'] as const;
export const GST_PAYERS = ['consignor', 'consignee', 'transporter'] as const;

/** An e-way bill number: 12 digits (spaces allowed while typing), or empty. */
const ewayBill = optionalText('invoices.lr.field.ewayBill', 20).transform((s, ctx): string | null => {
  if (s === null) return null;
  const n = s.replace(/\s+/g, '');
  return /^\d{12}$/.test(n) ? n : refuse(ctx, t('invoices.lr.error.ewayBill'));
});

/** POST /ledger/loads/<id>/lr. */
export const lorryReceiptSchema = z.object({
  consignor_name: requiredText('invoices.lr.field.consignorName', 200),
  consignor_gstin: optionalGstin(),
  consignor_address: optionalText('invoices.lr.field.consignorAddress', 300),
  consignee_name: requiredText('invoices.lr.field.consigneeName', 200),
  consignee_gstin: optionalGstin(),
  consignee_address: optionalText('invoices.lr.field.consigneeAddress', 300),
  vehicle_number: vehicleNumber('invoices.lr.field.vehicle'),
  driver_name: optionalText('invoices.lr.field.driverName', 100),
  driver_phone: optionalPhone(),
  goods: requiredText('invoices.lr.field.goods', 200),
  packages_count: optionalWholeNumber('invoices.lr.field.packagesCount', 1, 100_000, null),
  packages_kind: optionalText('invoices.lr.field.packagesKind', 60),
  weight: requiredTonnes('invoices.lr.field.weight'),
  freight: requiredRupees('invoices.lr.field.freight'),
  payment_basis: choice('invoices.lr.field.paymentBasis', PAYMENT_BASES, 'invoices.lr.error.paymentBasis'),
  gst_payable_by: choice('invoices.lr.field.gstPayableBy', GST_PAYERS, 'invoices.lr.error.gstPayableBy'),
  eway_bill_number: ewayBill,
  declared_value: optionalRupees('invoices.lr.field.declaredValue'),
});
export type LorryReceiptInput = z.infer<typeof lorryReceiptSchema>;
