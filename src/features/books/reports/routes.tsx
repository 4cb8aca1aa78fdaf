/** Route table of the books' reports: tables and charts, and CSV downloads. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formValuesOf, parseInput, route } from '../../../http/action.js';
import { sendCsv } from '../../../http/csv-download.js';
import { actor, requireRole } from '../../../http/guards.js';
import { BOOKS_ROLES } from '../policy.js';
import { toCsv } from '../../../lib/csv.js';
import { presentMonth, presentRoute, presentTopShipper } from './presenters.js';
import { routeTotals, topShippers } from './queries.js';
import { reportFilterSchema } from './schema.js';
import { monthlyReport } from './service.js';
import { ReportsPage } from './views.js';

export function registerBooksReportRoutes(app: FastifyInstance): void {
  route(app, 'GET /ledger/reports', {
    summary: 'Monthly totals, and the top clients and routes of a period (by pickup date; all time when from and to are empty)',
    access: BOOKS_ROLES,
    query: reportFilterSchema,
    async run({ db, user, query }) {
      const [months, shippers, routes] = await Promise.all([monthlyReport(db, user), topShippers(db, user.id, query, 100), routeTotals(db, user.id, query, 100)]);
      return { months, shippers, routes };
    },
    json: ({ months, shippers, routes }) => ({ monthly: months.map(presentMonth), top_shippers: shippers.map(presentTopShipper), routes: routes.map(presentRoute) }),
    page: ({ months, shippers, routes }, { user, flash, req }) => ReportsPage({ user, flash, query: formValuesOf(req.query), months, shippers, routes }),
    form: async (refusal, { db, user, req }) => ReportsPage({ user, query: formValuesOf(req.query), errors: refusal.details, months: await monthlyReport(db, user), shippers: [], routes: [] }),
  });

  // The CSV downloads answer a file, neither JSON nor a page, so they are registered by hand.
  const books = { preHandler: [requireRole(...BOOKS_ROLES)] };
  app.get('/ledger/reports/monthly.csv', books, downloadMonthlyCsv);
  app.get('/ledger/reports/top-shippers.csv', books, downloadTopShippersCsv);
  app.get('/ledger/reports/routes.csv', books, downloadRoutesCsv);

  const paiseAsRupees = (paise: number | null) => (paise === null ? null : paise / 100);

  async function downloadMonthlyCsv(req: FastifyRequest, reply: FastifyReply) {
    const months = await monthlyReport(app.db, actor(req));
    const rows = months.map((m) => [m.month, m.loads, paiseAsRupees(m.freightPaise), paiseAsRupees(m.receivedPaise), paiseAsRupees(m.paidPaise)]);
    return sendCsv(reply, 'monthly', toCsv(['month', 'loads', 'freight_rupees', 'received_rupees', 'paid_rupees'], rows));
  }

  async function downloadTopShippersCsv(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const rows = await topShippers(app.db, user.id, parseInput(reportFilterSchema, req.query), null);
    return sendCsv(
      reply,
      'top-shippers',
      toCsv(
        ['client', 'loads', 'freight_rupees', 'outstanding_rupees'],
        rows.map((s) => [s.name, s.loads, paiseAsRupees(s.freightPaise), paiseAsRupees(s.outstandingPaise)]),
      ),
    );
  }

  async function downloadRoutesCsv(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const rows = await routeTotals(app.db, user.id, parseInput(reportFilterSchema, req.query), null);
    return sendCsv(
      reply,
      'routes',
      toCsv(
        ['origin', 'destination', 'loads', 'tonnes', 'freight_rupees', 'rate_per_tonne_rupees'],
        rows.map((r) => [r.origin, r.destination, r.loads, r.tonnes, paiseAsRupees(r.freightPaise), paiseAsRupees(r.ratePerTonnePaise)]),
      ),
    );
  }
}
