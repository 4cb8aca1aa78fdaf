/** JSON shapes of what clients owe (rupees as numbers, dates as YYYY-MM-DD). */
import { rupees } from '../presenters.js';
import type { ClientAgeingRow } from './queries.js';
import type { Statement } from './service.js';

export function presentAgeing(a: ClientAgeingRow) {
  return {
    client_id: a.shipperId,
    name: a.name,
    days_0_30: rupees(a.buckets[0]),
    days_31_60: rupees(a.buckets[1]),
    days_61_90: rupees(a.buckets[2]),
    days_over_90: rupees(a.buckets[3]),
    /** Money received that no open bill took (paid ahead). */
    advance: rupees(a.advancePaise),
    total: rupees(a.balancePaise),
    oldest_bill_date: a.oldestBillDate,
  };
}

export function presentStatement(s: Statement) {
  return {
    from: s.from,
    to: s.to,
    opening_balance: rupees(s.openingPaise),
    entries: s.lines.map((l) => ({
      date: l.date,
      kind: l.kind,
      load_id: l.loadId,
      invoice_number: l.invoiceNumber,
      reference: l.reference,
      billed: rupees(l.debitPaise),
      received: rupees(l.creditPaise),
      balance: rupees(l.balancePaise),
    })),
    billed: rupees(s.billedPaise),
    received: rupees(s.receivedPaise),
    closing_balance: rupees(s.closingPaise),
    ageing: s.ageing ? presentAgeing(s.ageing) : null,
  };
}
