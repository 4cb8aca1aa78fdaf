/** JSON shapes of the books' reports. */
import { rupees } from '../presenters.js';
import type { RouteRow, TopShipperRow } from './queries.js';
import type { MonthRow } from './service.js';

export function presentMonth(m: MonthRow) {
  return { month: m.month, loads: m.loads, freight: rupees(m.freightPaise), received: rupees(m.receivedPaise), paid: rupees(m.paidPaise) };
}

export function presentTopShipper(s: TopShipperRow) {
  return { shipper_id: s.shipperId, name: s.name, loads: s.loads, freight: rupees(s.freightPaise), outstanding: rupees(s.outstandingPaise) };
}

export function presentRoute(r: RouteRow) {
  return { origin: r.origin, destination: r.destination, loads: r.loads, tonnes: r.tonnes, freight: rupees(r.freightPaise), rate_per_tonne: rupees(r.ratePerTonnePaise) };
}
