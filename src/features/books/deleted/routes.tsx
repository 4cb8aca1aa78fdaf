/** Route table of the admin's soft-deleted rows of the books (every owner), and restore. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formValuesOf, route, uuidParam } from '../../../http/action.js';
import { t } from '../../../lib/i18n/index.js';
import { pageInfo } from '../../../views/pagination.js';
import { presentPagination } from '../presenters.js';
import { presentDeletedRow } from './presenters.js';
import { listDeletedBooksRows } from './queries.js';
import { BOOKS_TABLES, deletedFilterSchema } from './schema.js';
import { restoreBooksRow } from './service.js';
import { DeletedRowsPage } from './views.js';

/** An unknown table names no record, like an id that is not a uuid: 404. */
const withRow = z.object({ table: z.enum(BOOKS_TABLES), id: uuidParam('Record') });

export function registerBooksDeletedRoutes(app: FastifyInstance): void {
  route(app, 'GET /ledger/admin/deleted', {
    summary: 'Soft-deleted rows of the books of every owner (clients, vehicles, payments, loads), newest first',
    access: ['admin'],
    query: deletedFilterSchema,
    async run({ db, query: f }) {
      const { rows, total } = await listDeletedBooksRows(db, f.table, f.page, f.limit);
      return { rows, info: pageInfo(f.page, f.limit, total) };
    },
    json: ({ rows, info }) => ({ rows: rows.map(presentDeletedRow), pagination: presentPagination(info) }),
    page: ({ rows, info }, { user, flash, req }) => DeletedRowsPage({ user, flash, query: formValuesOf(req.query), rows, info }),
    form: (refusal, { user, req }) => DeletedRowsPage({ user, query: formValuesOf(req.query), errors: refusal.details, rows: [], info: null }),
  });

  route(app, 'POST /ledger/admin/restore/:table/:id', {
    summary: 'Restores a soft-deleted row of the books (refused while its client, vehicle or load is still deleted)',
    access: ['admin'],
    params: withRow,
    async run({ db, user, params }) {
      await restoreBooksRow(db, user, params.table, params.id);
      return params;
    },
    json: ({ table, id }) => ({ restored: { table, id } }),
    redirect: () => ({ to: '/ledger/admin/deleted', flash: t('books.flash.restored') }),
  });
}
