/**
 * The books' overview (reads), and the month arithmetic the reports share.
 * Each noun's use cases are in its own service.ts.
 */
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { kolkataDate } from '../../lib/dates.js';
import { listRecentBooksLoads } from './loads/queries.js';
import { listRecentPayments } from './payments/queries.js';
import { countActiveVehicles, freightBetween, moneyBetween, payablesOutstanding, receivablesOutstanding } from './queries.js';

/** 'YYYY-MM-01' of the month `n` months after the month of `isoDate`. */
export function monthStart(isoDate: string, n = 0): string {
  const y = Number(isoDate.slice(0, 4));
  const m = Number(isoDate.slice(5, 7)) - 1 + n;
  const d = new Date(Date.UTC(y, m, 1));
  return d.toISOString().slice(0, 10);
}

export interface DashboardFigures {
  month: string;
  monthLoads: number;
  monthFreightPaise: number;
  monthRevenuePaise: number;
  receivablesPaise: number;
  payablesPaise: number;
  activeVehicles: number;
}

/**
 * The owner's dashboard, every figure from the one definition in queries.ts: this month's (Asia/Kolkata) loads in
 * the books and their freight, revenue (money received) this month, receivables and payables outstanding, active vehicles.
 */
export async function dashboardFigures(db: Database, user: SessionUser, today = kolkataDate()): Promise<DashboardFigures> {
  const start = monthStart(today);
  const next = monthStart(today, 1);
  const [month, revenue, receivables, payables, vehicles] = await Promise.all([
    freightBetween(db, user.id, start, next),
    moneyBetween(db, user.id, 'received', start, next),
    receivablesOutstanding(db, user.id),
    payablesOutstanding(db, user.id),
    countActiveVehicles(db, user.id),
  ]);
  return {
    month: start.slice(0, 7),
    monthLoads: month.loads,
    monthFreightPaise: month.freightPaise,
    monthRevenuePaise: revenue,
    receivablesPaise: receivables,
    payablesPaise: payables,
    activeVehicles: vehicles,
  };
}

export async function recentEntries(db: Database, user: SessionUser) {
  const [loads, payments] = await Promise.all([listRecentBooksLoads(db, user.id, 5), listRecentPayments(db, user.id, 5)]);
  return { loads, payments };
}
