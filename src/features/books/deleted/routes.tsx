/** Route table of the admin's soft-deleted rows of the books (every owner), and restore. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError, zodDetails } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import { isUuid } from '../../../lib/ids.js';
import { pageInfo } from '../../../views/pagination.js';
import { presentPagination } from '../presenters.js';
import { adminOnly, formValuesOf, type Req } from '../route-helpers.js';
import { presentDeletedRow } from './presenters.js';
import { listDeletedBooksRows } from './queries.js';
import { BOOKS_TABLES, deletedFilterSchema, type BooksTable } from './schema.js';
import { restoreBooksRow } from './service.js';
import { DeletedRowsPage } from './views.js';

export function registerBooksDeletedRoutes(app: FastifyInstance): void {
  app.get('/ledger/admin/deleted', adminOnly, showDeletedRowsPage);
  app.post<{ Params: { table: string; id: string } }>('/ledger/admin/restore/:table/:id', adminOnly, restoreRow);

  async function showDeletedRowsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = deletedFilterSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      return renderPage(reply, DeletedRowsPage({ user, query, errors: zodDetails(parsed.error), rows: [], info: null }), 400);
    }
    const f = parsed.data;
    const { rows, total } = await listDeletedBooksRows(app.db, f.table, f.page, f.limit);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { rows: rows.map(presentDeletedRow), pagination: presentPagination(info) });
    return renderPage(reply, DeletedRowsPage({ user, flash: takeFlash(req, reply), query, rows, info }));
  }

  async function restoreRow(req: FastifyRequest<{ Params: { table: string; id: string } }>, reply: FastifyReply) {
    const user = actor(req);
    const table = req.params.table as BooksTable;
    if (!(BOOKS_TABLES as readonly string[]).includes(table) || !isUuid(req.params.id)) throw new NotFoundError('Record');
    const id = req.params.id.toLowerCase();
    await restoreBooksRow(app.db, user, table, id);
    if (wantsJson(req)) return sendData(reply, { restored: { table, id } });
    return redirectWithFlash(reply, '/ledger/admin/deleted', 'Restored.');
  }
}
