/** Route table of the client companies in the books (table `shippers`, URLs `/ledger/shippers`). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formValuesOf, route, uuidParam } from '../../../http/action.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import type { Flash } from '../../../http/respond.js';
import { t } from '../../../lib/i18n/index.js';
import { pageInfo } from '../../../views/pagination.js';
import { BOOKS_ROLES } from '../policy.js';
import { receivablePartOf } from '../receivables/service.js';
import { ClientReceivableSection, type ReminderForm } from '../receivables/views.js';
import { presentPagination } from '../presenters.js';
import { presentShipper } from './presenters.js';
import { findOwnShipper, listShippers, type ShipperRow } from './queries.js';
import { shipperFilterSchema, shipperSchema } from './schema.js';
import { createShipper, deleteShipper, editShipper } from './service.js';
import { ShipperDetailPage, ShipperFormPage, ShippersPage } from './views.js';

const withClient = z.object({ id: uuidParam('Client') });

/** A client's page with its receivable part; `form` draws the reminder form again with its refusal. */
export async function clientDetailPage(app: FastifyInstance, user: SessionUser, shipper: ShipperRow, flash?: Flash | null, form?: ReminderForm) {
  const part = await receivablePartOf(app.db, user.id, shipper.id);
  return ShipperDetailPage({ user, flash, shipper, receivablePart: ClientReceivableSection({ shipperId: shipper.id, phone: shipper.phone, ...part, ...form }) });
}

export function registerBooksClientRoutes(app: FastifyInstance): void {
  route(app, 'GET /ledger/shippers', {
    summary: 'The client companies in the books, searched by name, with their loads and receivables',
    access: BOOKS_ROLES,
    query: shipperFilterSchema,
    async run({ db, user, query: f }) {
      const { rows, total } = await listShippers(db, user.id, f);
      return { rows, info: pageInfo(f.page, f.limit, total) };
    },
    json: ({ rows, info }) => ({ shippers: rows.map(presentShipper), pagination: presentPagination(info) }),
    page: ({ rows, info }, { user, flash, req }) => ShippersPage({ user, flash, query: formValuesOf(req.query), rows, info }),
    form: (refusal, { user, req }) => ShippersPage({ user, query: formValuesOf(req.query), errors: refusal.details, rows: [], info: null }),
  });

  route(app, 'GET /ledger/shippers/new', {
    summary: 'The form to add a client',
    access: BOOKS_ROLES,
    run: () => null,
    page: (_none, { user }) => ShipperFormPage({ user, values: {} }),
  });

  route(app, 'POST /ledger/shippers', {
    summary: 'Adds a client company to the books',
    access: BOOKS_ROLES,
    body: shipperSchema,
    run: ({ db, user, body }) => createShipper(db, user, body),
    status: 201,
    json: async (id, { user }) => ({ shipper: presentShipper(await findClientOr404(user, id)) }),
    redirect: (id) => ({ to: `/ledger/shippers/${id}`, flash: t('books.flash.clientAdded') }),
    form: (refusal, { user, values }) => ShipperFormPage({ user, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /ledger/shippers/:id', {
    summary: 'A client company with its load count and receivable',
    access: BOOKS_ROLES,
    params: withClient,
    run: ({ user, params }) => findClientOr404(user, params.id),
    json: (shipper) => ({ shipper: presentShipper(shipper) }),
    page: (shipper, { user, flash }) => clientDetailPage(app, user, shipper, flash),
  });

  route(app, 'GET /ledger/shippers/:id/edit', {
    summary: 'The form to edit a client',
    access: BOOKS_ROLES,
    params: withClient,
    run: ({ user, params }) => findClientOr404(user, params.id),
    page: (s, { user }) => ShipperFormPage({ user, shipperId: s.id, values: { name: s.name, contact_name: s.contactName, phone: s.phone, gstin: s.gstin, city: s.city, address: s.address } }),
  });

  route(app, 'POST /ledger/shippers/:id', {
    summary: 'Saves a client',
    access: BOOKS_ROLES,
    params: withClient,
    body: shipperSchema,
    run: ({ db, user, params, body }) => editShipper(db, user, params.id, body),
    json: async (_saved, { user, params }) => ({ shipper: presentShipper(await findClientOr404(user, params.id)) }),
    redirect: (_saved, { params }) => ({ to: `/ledger/shippers/${params.id}`, flash: t('books.flash.clientSaved') }),
    form: (refusal, { user, params, values }) => ShipperFormPage({ user, shipperId: params.id, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'POST /ledger/shippers/:id/delete', {
    summary: 'Deletes a client from the books (soft delete; refused while loads or payments name it)',
    access: BOOKS_ROLES,
    params: withClient,
    async run({ db, user, params }) {
      await deleteShipper(db, user, params.id);
      return params.id;
    },
    json: (id) => ({ id, deleted: true }),
    redirect: () => ({ to: '/ledger/shippers', flash: t('books.flash.clientDeleted') }),
  });

  async function findClientOr404(user: SessionUser, id: string): Promise<ShipperRow> {
    const s = await findOwnShipper(app.db, user.id, id);
    if (!s) throw new NotFoundError('Client');
    return s;
  }
}
