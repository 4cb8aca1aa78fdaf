/** Route table of audit (SPEC section K; admin only): the change log, and one change in detail. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole } from '../../http/guards.js';
import { renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import { presentAuditLog } from './presenters.js';
import { findAuditLogById, findNeighbourEntries, listAuditLogs } from './queries.js';
import { auditFilterSchema } from './schema.js';
import { AuditLogDetailPage, AuditLogListPage } from './views.js';

const adminOnly = { preHandler: [requireRole('admin')] };

export function registerAuditRoutes(app: FastifyInstance): void {
  // The audit log.
  app.get('/audit-logs', adminOnly, showAuditLogPage);
  app.get<{ Params: { id: string } }>('/audit-logs/:id', adminOnly, showAuditEntryPage);

  async function showAuditLogPage(req: FastifyRequest, reply: FastifyReply) {
    const query = req.query as Record<string, string>;
    const parsed = auditFilterSchema.safeParse(query);
    if (!parsed.success) {
      const errors = zodDetails(parsed.error);
      if (wantsJson(req)) throw new ValidationError(errors);
      return renderPage(reply, AuditLogListPage({ user: actor(req), query, rows: [], info: null, errors }), 400);
    }
    const f = parsed.data;
    const { rows, total } = await listAuditLogs(app.db, f);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { logs: rows.map(presentAuditLog), pagination: info });
    return renderPage(reply, AuditLogListPage({ user: actor(req), flash: takeFlash(req, reply), query, rows, info }));
  }

  async function showAuditEntryPage(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : null;
    const row = id === null ? undefined : await findAuditLogById(app.db, id);
    if (!row) throw new NotFoundError('Audit entry');
    if (wantsJson(req)) return sendData(reply, { log: presentAuditLog(row) });
    const neighbours = await findNeighbourEntries(app.db, row);
    return renderPage(reply, AuditLogDetailPage({ user: actor(req), row, neighbours }));
  }
}
