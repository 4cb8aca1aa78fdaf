/** The books' reports (reads). */
import type { Database } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { kolkataDate } from '../../../lib/dates.js';
import { monthStart } from '../service.js';
import { monthlyLoadTotals, monthlyPaymentTotals } from './queries.js';

export interface MonthRow {
  month: string;
  loads: number;
  freightPaise: number;
  receivedPaise: number;
  paidPaise: number;
}

/** The last 12 months (this one included), oldest first: loads and freight by pickup date, money received and paid by payment date. */
export async function monthlyReport(db: Database, user: SessionUser, today = kolkataDate()): Promise<MonthRow[]> {
  const start = monthStart(today, -11);
  const end = monthStart(today, 1);
  const [loads, payments] = await Promise.all([monthlyLoadTotals(db, user.id, start, end), monthlyPaymentTotals(db, user.id, start, end)]);
  const months: MonthRow[] = Array.from({ length: 12 }, (_, i) => ({ month: monthStart(start, i).slice(0, 7), loads: 0, freightPaise: 0, receivedPaise: 0, paidPaise: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const l of loads) {
    const m = byMonth.get(l.month);
    if (m) Object.assign(m, { loads: l.loads, freightPaise: l.freightPaise });
  }
  for (const p of payments) {
    const m = byMonth.get(p.month);
    if (m) m[p.direction === 'received' ? 'receivedPaise' : 'paidPaise'] += p.totalPaise;
  }
  return months;
}
