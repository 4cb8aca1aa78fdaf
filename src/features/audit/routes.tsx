/** Route table of audit (SPEC section K; admin only): the change log, and one change in detail. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, route } from '../../http/action.js';
import { NotFoundError } from '../../http/errors.js';
import { pageInfo } from '../../views/pagination.js';
import { presentAuditLog } from './presenters.js';
import { findAuditLogById, findNeighbourEntries, listAuditLogs } from './queries.js';
import { auditFilterSchema } from './schema.js';
import { AuditLogDetailPage, AuditLogListPage } from './views.js';

const ADMIN = ['admin'] as const;

/** An entry's id is a whole number (a bigserial) of at most 15 digits, so exact as a number; anything else names no entry (404). */
const withEntry = z.object({ id: idParam('Audit entry', /^\d{1,15}$/).transform(Number) });

export function registerAuditRoutes(app: FastifyInstance): void {
  // The audit log.
  route(app, 'GET /audit-logs', {
    summary: 'The change log, filtered by table, action, acting user, record and India-time days',
    access: ADMIN,
    query: auditFilterSchema,
    run: async ({ db, query }) => {
      const { rows, total } = await listAuditLogs(db, query);
      return { rows, info: pageInfo(query.page, query.limit, total) };
    },
    json: ({ rows, info }) => ({ logs: rows.map(presentAuditLog), pagination: info }),
    page: ({ rows, info }, { user, flash, req }) => AuditLogListPage({ user, flash, query: req.query as Record<string, string>, rows, info }),
    form: (refusal, { user, req }) => AuditLogListPage({ user, query: req.query as Record<string, string>, rows: [], info: null, errors: refusal.details }),
  });

  route(app, 'GET /audit-logs/:id', {
    summary: 'One change: the row before and after, with who made it',
    access: ADMIN,
    params: withEntry,
    run: async ({ db, params }) => {
      const row = await findAuditLogById(db, params.id);
      if (!row) throw new NotFoundError('Audit entry');
      return row;
    },
    json: (row) => ({ log: presentAuditLog(row) }),
    page: async (row, { db, user }) => AuditLogDetailPage({ user, row, neighbours: await findNeighbourEntries(db, row) }),
  });
}
