/** JSON shapes of the books: snake_case fields, money in rupees, never raw rows. The overview's and the pieces every noun's presenters share. */
import { paiseToRupees } from '../../lib/money.js';
import type { PageInfo } from '../../views/pagination.js';
import type { DashboardFigures } from './service.js';

export const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
export const iso = (d: Date | string) => (typeof d === 'string' ? new Date(d) : d).toISOString();

export function presentDashboard(d: DashboardFigures) {
  return {
    month: d.month,
    month_loads: d.monthLoads,
    month_freight: rupees(d.monthFreightPaise),
    month_revenue: rupees(d.monthRevenuePaise),
    receivables: rupees(d.receivablesPaise),
    payables: rupees(d.payablesPaise),
    active_vehicles: d.activeVehicles,
  };
}

export function presentPagination(p: PageInfo) {
  return { page: p.page, limit: p.limit, total: p.total, pages: p.pages };
}
