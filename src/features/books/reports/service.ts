/** The books' reports (reads). */
import type { Database } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { kolkataDate } from '../../../lib/dates.js';
import { monthStart } from '../service.js';
import { freightByMonth, moneyByMonth } from '../queries.js';

export interface MonthRow {
  month: string;
  loads: number;
  freightPaise: number;
  receivedPaise: number;
  paidPaise: number;
}

/** The last 12 months (this one included), oldest first: loads and freight by pickup date, revenue (received) and paid by the money's date (the figures of ../queries.ts). */
export async function monthlyReport(db: Database, user: SessionUser, today = kolkataDate()): Promise<MonthRow[]> {
  const start = monthStart(today, -11);
  const end = monthStart(today, 1);
  const [loads, received, paid] = await Promise.all([freightByMonth(db, user.id, start, end), moneyByMonth(db, user.id, 'received', start, end), moneyByMonth(db, user.id, 'paid', start, end)]);
  const months: MonthRow[] = Array.from({ length: 12 }, (_, i) => ({ month: monthStart(start, i).slice(0, 7), loads: 0, freightPaise: 0, receivedPaise: 0, paidPaise: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const l of loads) {
    const m = byMonth.get(l.month);
    if (m) Object.assign(m, { loads: l.loads, freightPaise: l.freightPaise });
  }
  for (const [rows, field] of [
    [received, 'receivedPaise'],
    [paid, 'paidPaise'],
  ] as const) {
    for (const p of rows) {
      const m = byMonth.get(p.month);
      if (m) m[field] = p.totalPaise;
    }
  }
  return months;
}
