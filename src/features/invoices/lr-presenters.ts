/** The JSON shape of a lorry receipt, and its URLs. */
import type { LorryReceiptRow } from './lr-queries.js';

export const receiptPath = (id: string) => `/lorry-receipts/${id}`;
export const receiptPdfPath = (id: string) => `/lorry-receipts/${id}/pdf`;
export const receiptSharePath = (token: string) => `/lr/${token}`;
export const receiptSharePdfPath = (token: string) => `/lr/${token}/pdf`;

export function presentReceipt(lr: LorryReceiptRow, baseUrl: string) {
  return {
    id: lr.id,
    number: lr.displayNumber,
    issued_on: lr.issuedOn,
    load_id: lr.loadId,
    consignor: { name: lr.consignorName, gstin: lr.consignorGstin, address: lr.consignorAddress },
    consignee: { name: lr.consigneeName, gstin: lr.consigneeGstin, address: lr.consigneeAddress },
    origin: lr.origin,
    destination: lr.destination,
    vehicle_number: lr.vehicleNumber,
    driver_name: lr.driverName,
    driver_phone: lr.driverPhone,
    goods: lr.goods,
    packages_count: lr.packagesCount,
    packages_kind: lr.packagesKind,
    weight_tonnes: Number(lr.weightTonnes),
    freight_paise: lr.freightPaise,
    payment_basis: lr.paymentBasis,
    gst_payable_by: lr.gstPayableBy,
    eway_bill_number: lr.ewayBillNumber,
    declared_value_paise: lr.declaredValuePaise,
    cancelled_at: lr.cancelledAt,
    share_url: `${baseUrl}${receiptSharePath(lr.shareToken)}`,
    pdf_url: `${baseUrl}${receiptSharePdfPath(lr.shareToken)}`,
  };
}
