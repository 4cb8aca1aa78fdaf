/** Route table of load reports: a report of a load, and the admin's queue with its two decisions. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { loadPath } from '../../views/paths.js';
import { reportSchema } from './schema.js';
import { decideReports, reportLoad, reportQueue } from './service.js';
import { AdminReportsPage } from './views.js';

const withLoad = z.object({ id: uuidParam('Load') });
const withOwner = z.object({ ownerId: uuidParam('User') });

export function registerReportRoutes(app: FastifyInstance): void {
  route(app, 'POST /loads/:id/report', {
    summary: 'Reports a load the caller can see and does not own (reason, optional details); once per load',
    access: ['driver', 'shipper', 'broker'],
    params: withLoad,
    body: reportSchema,
    run: ({ db, user, params, body }) => reportLoad(db, user, params.id, body),
    status: 201,
    json: (r) => ({ report: { id: r.id, load_id: r.loadId, reason: r.reason, created_at: r.createdAt.toISOString() } }),
    redirect: (_r, { params }) => ({ to: `${loadPath(params.id)}#report`, flash: t('reports.flash.sent') }),
    back: { to: ({ params }) => `${loadPath(params.id)}#report` },
  });

  route(app, 'GET /admin/reports', {
    summary: 'Owners with open reports about their loads (those on hold first), with the reports',
    access: ['admin'],
    run: ({ db }) => reportQueue(db),
    json: (owners) => ({
      owners: owners.map((o) => ({
        owner_id: o.ownerId,
        name: o.name,
        verified: o.verifiedAt !== null,
        on_hold_since: o.reportsHoldAt?.toISOString() ?? null,
        reporters: o.reporters,
        reports: o.reports.map((r) => ({ id: r.id, load_id: r.loadId, reason: r.reason, details: r.details, created_at: r.createdAt.toISOString() })),
      })),
    }),
    page: (owners, { user, flash }) => AdminReportsPage({ user, flash, owners }),
  });

  for (const [action, decision] of [
    ['dismiss', 'dismissed'],
    ['uphold', 'upheld'],
  ] as const) {
    route(app, `POST /admin/reports/:ownerId/${action}`, {
      summary: decision === 'dismissed' ? "Dismisses an owner's open reports: a hold they caused ends and the loads come back" : "Upholds an owner's open reports: a hold they caused stays",
      access: ['admin'],
      params: withOwner,
      run: ({ db, user, params }) => decideReports(db, user, params.ownerId, decision),
      json: (r) => ({ closed: r.closed, hold_ended: r.holdEnded }),
      redirect: (r) => ({ to: '/admin/reports', flash: t(decision === 'dismissed' ? 'reports.flash.dismissed' : 'reports.flash.upheld', { name: r.name, n: r.closed }) }),
      back: { to: '/admin/reports' },
    });
  }
}
