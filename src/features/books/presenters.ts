/** JSON shapes of the ledger: snake_case fields, money in rupees, never raw rows. */
import { paiseToRupees } from '../../lib/money.js';
import type { PageInfo } from '../../views/pagination.js';
import type { ShipperRow } from './clients/queries.js';
import type { DeletedRow } from './deleted/queries.js';
import type { BooksLoadRow } from './loads/queries.js';
import type { PaymentRow } from './payments/queries.js';
import type { RouteRow, TopShipperRow } from './reports/queries.js';
import type { VehicleRow } from './vehicles/queries.js';
import type { MonthRow } from './reports/service.js';
import type { DashboardFigures } from './service.js';

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

export function presentBooksLoad(l: BooksLoadRow) {
  return {
    id: l.id,
    origin: l.origin,
    destination: l.destination,
    pickup_date: l.pickupDate,
    truck_type: l.truckType,
    truck_length_ft: l.truckLengthFt,
    weight: l.weightTonnes,
    price: rupees(l.pricePaise),
    status: l.status,
    /** true: a board load; false: kept only in the books. */
    listed: l.listed,
    shipper_id: l.shipperId,
    shipper_name: l.shipperName,
    vehicle_id: l.vehicleId,
    vehicle_registration: l.vehicleRegistration,
    material: l.material,
    description: l.description,
    received: rupees(l.receivedPaise),
    payment_state: l.paymentState,
    created_at: iso(l.createdAt),
    updated_at: iso(l.updatedAt),
  };
}

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
    shipper_id: p.shipperId,
    shipper_name: p.shipperName,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}

export function presentShipper(s: ShipperRow) {
  return {
    id: s.id,
    name: s.name,
    contact_name: s.contactName,
    phone: s.phone,
    gstin: s.gstin,
    city: s.city,
    address: s.address,
    load_count: s.loadCount,
    delivered_freight: rupees(Number(s.deliveredPaise)),
    received: rupees(Number(s.receivedPaise)),
    /** Delivered freight minus payments received (negative: the client paid in advance). */
    receivable: rupees(Number(s.deliveredPaise) - Number(s.receivedPaise)),
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  };
}

export function presentVehicle(v: VehicleRow) {
  return {
    id: v.id,
    registration_number: v.registrationNumber,
    truck_type: v.truckType,
    truck_length_ft: v.truckLengthFt,
    capacity_tonnes: v.capacityTonnes,
    driver_name: v.driverName,
    driver_phone: v.driverPhone,
    active: v.active,
    load_count: v.loadCount,
    created_at: iso(v.createdAt),
    updated_at: iso(v.updatedAt),
  };
}

export function presentDashboard(d: DashboardFigures) {
  return {
    month: d.month,
    month_loads: d.monthLoads,
    month_freight: rupees(d.monthFreightPaise),
    month_revenue: rupees(d.monthRevenuePaise),
    receivables: rupees(d.receivablesPaise),
    active_vehicles: d.activeVehicles,
  };
}

export function presentMonth(m: MonthRow) {
  return { month: m.month, loads: m.loads, freight: rupees(m.freightPaise), received: rupees(m.receivedPaise), paid: rupees(m.paidPaise) };
}

export function presentTopShipper(s: TopShipperRow) {
  return { shipper_id: s.shipperId, name: s.name, loads: s.loads, freight: rupees(s.freightPaise), outstanding: rupees(s.outstandingPaise) };
}

export function presentRoute(r: RouteRow) {
  return { origin: r.origin, destination: r.destination, loads: r.loads, tonnes: r.tonnes, freight: rupees(r.freightPaise), rate_per_tonne: rupees(r.ratePerTonnePaise) };
}

export function presentDeletedRow(r: DeletedRow) {
  return {
    table: r.tableName,
    id: r.id,
    owner_id: r.ownerId,
    owner_username: r.ownerUsername,
    label: r.label,
    detail: r.detail,
    amount: rupees(r.amountPaise),
    deleted_at: iso(r.deletedAt),
  };
}

export function presentPagination(p: PageInfo) {
  return { page: p.page, limit: p.limit, total: p.total, pages: p.pages };
}
