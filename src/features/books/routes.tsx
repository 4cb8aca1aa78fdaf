/**
 * Route table of the business ledger (SPEC capability 10, CONTRACT section 14):
 * the books of a transport business (shipper or broker accounts; drivers and
 * admins get 403), and the admin's restore of soft-deleted rows. Pages answer
 * JSON when asked (Accept: application/json); forms redirect with a flash on
 * success and come back with status 400 and the values kept on a validation error.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actor } from '../../http/guards.js';
import { renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { registerBooksClientRoutes } from './clients/routes.js';
import { registerBooksDeletedRoutes } from './deleted/routes.js';
import { presentBooksLoad } from './loads/presenters.js';
import { registerBooksLoadRoutes } from './loads/routes.js';
import { presentPayment } from './payments/presenters.js';
import { registerBooksPaymentRoutes } from './payments/routes.js';
import { presentDashboard } from './presenters.js';
import { registerBooksReportRoutes } from './reports/routes.js';
import { books, type Req } from './route-helpers.js';
import { dashboardFigures, recentEntries } from './service.js';
import { registerBooksVehicleRoutes } from './vehicles/routes.js';
import { DashboardPage } from './views.js';

/** The books' one route table: the overview here, then each noun's table in the order of the books' tabs, the admin's last. */
export function registerBooksRoutes(app: FastifyInstance): void {
  // Dashboard.
  app.get('/ledger', books, showDashboardPage);

  // Loads (board loads and books-only loads of the signed-in business).
  registerBooksLoadRoutes(app);

  // Payments received and paid.
  registerBooksPaymentRoutes(app);

  // Client companies.
  registerBooksClientRoutes(app);

  // Vehicles.
  registerBooksVehicleRoutes(app);

  // Reports: tables and charts, and CSV downloads.
  registerBooksReportRoutes(app);

  // Admin: soft-deleted ledger rows of every owner, and restore.
  registerBooksDeletedRoutes(app);

  async function showDashboardPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const [figures, recent] = await Promise.all([dashboardFigures(app.db, user), recentEntries(app.db, user)]);
    if (wantsJson(req)) {
      return sendData(reply, { dashboard: presentDashboard(figures), recent_loads: recent.loads.map(presentBooksLoad), recent_payments: recent.payments.map(presentPayment) });
    }
    return renderPage(reply, DashboardPage({ user, flash: takeFlash(req, reply), figures, loads: recent.loads, payments: recent.payments }));
  }
}
