/**
 * Route table of the business ledger (SPEC capability 10, CONTRACT section 14):
 * the books of a transport business (shipper or broker accounts; drivers and
 * admins get 403), and the admin's restore of soft-deleted rows. Pages answer
 * JSON when asked (Accept: application/json); forms redirect with a flash on
 * success and come back with the refusal's status and the values kept.
 */
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { registerBooksClientRoutes } from './clients/routes.js';
import { registerBooksDeletedRoutes } from './deleted/routes.js';
import { presentBooksLoad } from './loads/presenters.js';
import { registerBooksLoadRoutes } from './loads/routes.js';
import { presentPayment } from './payments/presenters.js';
import { registerBooksPaymentRoutes } from './payments/routes.js';
import { BOOKS_ROLES } from './policy.js';
import { presentDashboard } from './presenters.js';
import { registerBooksReceivableRoutes } from './receivables/routes.js';
import { registerBooksReportRoutes } from './reports/routes.js';
import { dashboardFigures, recentEntries } from './service.js';
import { registerBooksVehicleRoutes } from './vehicles/routes.js';
import { DashboardPage } from './views.js';

/** The books' one route table: the overview here, then each noun's table in the order of the books' tabs, the admin's last. */
export function registerBooksRoutes(app: FastifyInstance): void {
  // Dashboard.
  route(app, 'GET /ledger', {
    summary: "The books' overview: this month's loads, freight and money received, receivables, active vehicles, and the latest entries",
    access: BOOKS_ROLES,
    async run({ db, user }) {
      const [figures, recent] = await Promise.all([dashboardFigures(db, user), recentEntries(db, user)]);
      return { figures, ...recent };
    },
    json: ({ figures, loads, payments }) => ({ dashboard: presentDashboard(figures), recent_loads: loads.map(presentBooksLoad), recent_payments: payments.map(presentPayment) }),
    page: ({ figures, loads, payments }, { user, flash }) => DashboardPage({ user, flash, figures, loads, payments }),
  });

  // Loads (board loads and books-only loads of the signed-in business).
  registerBooksLoadRoutes(app);

  // Payments received and paid.
  registerBooksPaymentRoutes(app);

  // Client companies.
  registerBooksClientRoutes(app);

  // What clients owe: ageing, statements and their shared links, reminders.
  registerBooksReceivableRoutes(app);

  // Vehicles.
  registerBooksVehicleRoutes(app);

  // Reports: tables and charts, and CSV downloads.
  registerBooksReportRoutes(app);

  // Admin: soft-deleted ledger rows of every owner, and restore.
  registerBooksDeletedRoutes(app);
}
