/** Route table of the books' reports: tables and charts, and CSV downloads. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError, zodDetails } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import { kolkataDate } from '../../../lib/dates.js';
import { books, formValuesOf, parse, type Req } from '../route-helpers.js';
import { toCsv } from './csv.js';
import { presentMonth, presentRoute, presentTopShipper } from './presenters.js';
import { routeTotals, topShippers } from './queries.js';
import { reportFilterSchema } from './schema.js';
import { monthlyReport } from './service.js';
import { ReportsPage } from './views.js';

export function registerBooksReportRoutes(app: FastifyInstance): void {
  app.get('/ledger/reports', books, showReportsPage);
  app.get('/ledger/reports/monthly.csv', books, downloadMonthlyCsv);
  app.get('/ledger/reports/top-shippers.csv', books, downloadTopShippersCsv);
  app.get('/ledger/reports/routes.csv', books, downloadRoutesCsv);

  async function showReportsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = reportFilterSchema.safeParse(req.query ?? {});
    const months = await monthlyReport(app.db, user);
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      return renderPage(reply, ReportsPage({ user, query, errors: zodDetails(parsed.error), months, shippers: [], routes: [] }), 400);
    }
    const [shippers, routes] = await Promise.all([topShippers(app.db, user.id, parsed.data, 100), routeTotals(app.db, user.id, parsed.data, 100)]);
    if (wantsJson(req)) {
      return sendData(reply, { monthly: months.map(presentMonth), top_shippers: shippers.map(presentTopShipper), routes: routes.map(presentRoute) });
    }
    return renderPage(reply, ReportsPage({ user, flash: takeFlash(req, reply), query, months, shippers, routes }));
  }

  function sendCsv(reply: FastifyReply, name: string, body: string) {
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${kolkataDate()}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  const paiseAsRupees = (paise: number | null) => (paise === null ? null : paise / 100);

  async function downloadMonthlyCsv(req: Req, reply: FastifyReply) {
    const months = await monthlyReport(app.db, actor(req));
    const rows = months.map((m) => [m.month, m.loads, paiseAsRupees(m.freightPaise), paiseAsRupees(m.receivedPaise), paiseAsRupees(m.paidPaise)]);
    return sendCsv(reply, 'monthly', toCsv(['month', 'loads', 'freight_rupees', 'received_rupees', 'paid_rupees'], rows));
  }

  async function downloadTopShippersCsv(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const rows = await topShippers(app.db, user.id, parse(reportFilterSchema, req.query), null);
    return sendCsv(
      reply,
      'top-shippers',
      toCsv(['client', 'loads', 'freight_rupees', 'outstanding_rupees'], rows.map((s) => [s.name, s.loads, paiseAsRupees(s.freightPaise), paiseAsRupees(s.outstandingPaise)])),
    );
  }

  async function downloadRoutesCsv(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const rows = await routeTotals(app.db, user.id, parse(reportFilterSchema, req.query), null);
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
