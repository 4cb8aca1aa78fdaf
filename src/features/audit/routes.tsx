/** Route table of audit (SPEC section K; admin only): the change log, and one change in detail. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, route } from '../../http/action.js';
import { NotFoundError } from '../../http/errors.js';
import { pageInfo } from '../../views/pagination.js';
import { parseImage, presentAuditLog } from './presenters.js';
import { findAuditLogById, findNeighbourEntries, findReferenceNames, listAuditLogs } from './queries.js';
import { auditFilterSchema } from './schema.js';
import { AuditLogDetailPage, AuditLogListPage } from './views.js';
import { referencedIds } from './words.js';

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
      return { rows, info: pageInfo(query.page, query.limit, total), recordId: query.record_id };
    },
    json: ({ rows, info }) => ({ logs: rows.map(presentAuditLog), pagination: info }),
    // The page names each record by what it is now (a load's route, a user's name), the filtered one too.
    page: async ({ rows, info, recordId }, { db, user, flash, req }) =>
      AuditLogListPage({
        user,
        flash,
        query: req.query as Record<string, string>,
        rows,
        info,
        refs: await findReferenceNames(db, [...rows.map((r) => r.recordId), ...(recordId ? [recordId] : [])]),
      }),
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
    page: async (row, { db, user }) => {
      const ids = [row.recordId, ...referencedIds(parseImage(row.beforeJson)), ...referencedIds(parseImage(row.afterJson))];
      const [neighbours, refs] = await Promise.all([findNeighbourEntries(db, row), findReferenceNames(db, ids)]);
      return AuditLogDetailPage({ user, row, neighbours, refs });
    },
  });
}
