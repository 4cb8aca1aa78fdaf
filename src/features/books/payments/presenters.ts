/** JSON shape of a payment in the books. */
import { iso, rupees } from '../presenters.js';
import type { PaymentRow } from './queries.js';

export function presentPayment(p: PaymentRow) {
  return {
    id: p.id,
    direction: p.direction,
    amount: rupees(p.amountPaise),
    method: p.method,
    paid_on: p.paidOn,
    reference: p.reference,
    note: p.note,
    load_id: p.loadId,
    load_route: p.loadId && p.loadOrigin ? `${p.loadOrigin} → ${p.loadDestination}` : null,
    invoice_id: p.invoiceId,
    invoice_number: p.invoiceNumber,
    shipper_id: p.shipperId,
    shipper_name: p.shipperName,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}
