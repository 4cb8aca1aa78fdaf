/** Route table of the loads in the books: board loads and books-only loads of the signed-in business. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formValuesOf, route, uuidParam } from '../../../http/action.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import { cityKey } from '../../../lib/fields.js';
import { t } from '../../../lib/i18n/index.js';
import { rupeesInputValue } from '../../../lib/money.js';
import type { FormErrors, FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { listShipperOptions } from '../clients/queries.js';
import { LikelyDuplicateError } from '../errors.js';
import { listPayments } from '../payments/queries.js';
import { presentPayment } from '../payments/presenters.js';
import { BOOKS_ROLES } from '../policy.js';
import { presentPagination } from '../presenters.js';
import { listVehicleOptions } from '../vehicles/queries.js';
import { presentBooksLoad } from './presenters.js';
import { findBooksLoad, listBooksLoads, type BooksLoadRow } from './queries.js';
import { booksLoadSchema, loadFilterSchema, loadLinksSchema, STATUS_VERBS, type StatusVerb } from './schema.js';
import { createBooksLoad, deleteBooksLoad, editBooksLoad, linkLoad, setBooksLoadStatusTo } from './service.js';
import { LoadDetailPage, LoadFormPage, LoadLinksPage, LoadsPage } from './views.js';

const withLoad = z.object({ id: uuidParam('Load') });

export function registerBooksLoadRoutes(app: FastifyInstance): void {
  // The list, and a load's page.
  route(app, 'GET /ledger/loads', {
    summary: 'The loads in the books (board and books-only), filtered by dates, client, vehicle, route, status, payment state and kind',
    access: BOOKS_ROLES,
    query: loadFilterSchema,
    async run({ db, user, query: f }) {
      const { rows, total } = await listBooksLoads(db, user.id, f, f.origin ? cityKey(f.origin) : null, f.destination ? cityKey(f.destination) : null);
      return { rows, info: pageInfo(f.page, f.limit, total) };
    },
    json: ({ rows, info }) => ({ loads: rows.map(presentBooksLoad), pagination: presentPagination(info) }),
    page: async ({ rows, info }, { user, flash, req }) => LoadsPage({ user, flash, query: formValuesOf(req.query), rows, info, ...(await linkOptions(user)) }),
    form: async (refusal, { user, req }) => LoadsPage({ user, query: formValuesOf(req.query), errors: refusal.details, rows: [], info: null, ...(await linkOptions(user)) }),
  });

  route(app, 'GET /ledger/loads/new', {
    summary: 'The form to add a load to the books',
    access: BOOKS_ROLES,
    run: () => null,
    page: (_none, { user }) => loadFormPage(user, { values: { status: 'open' } }),
  });

  route(app, 'POST /ledger/loads', {
    summary: 'Adds a load to the books (never posted on the board); a likely duplicate answers 409 LIKELY_DUPLICATE unless confirm_duplicate is sent',
    access: BOOKS_ROLES,
    body: booksLoadSchema,
    run: ({ db, user, body }) => createBooksLoad(db, user, body),
    status: 201,
    json: async (id, { user }) => ({ load: presentBooksLoad(await findLoadOr404(user, id)) }),
    redirect: (id) => ({ to: `/ledger/loads/${id}`, flash: t('books.flash.loadAdded') }),
    form: (refusal, { user, values }) =>
      refusal instanceof LikelyDuplicateError ? loadFormPage(user, { values, duplicate: refusal.earlier }) : loadFormPage(user, { values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /ledger/loads/:id', {
    summary: 'A load in the books with the payments recorded against it',
    access: BOOKS_ROLES,
    params: withLoad,
    async run({ db, user, params }) {
      const load = await findLoadOr404(user, params.id);
      const payments = await listPayments(db, user.id, { from: null, to: null, shipper_id: null, direction: null, load_id: load.id, page: 1, limit: 100 });
      return { load, payments: payments.rows };
    },
    json: ({ load, payments }) => ({ load: presentBooksLoad(load), payments: payments.map(presentPayment) }),
    page: ({ load, payments }, { user, flash }) => LoadDetailPage({ user, flash, load, payments }),
  });

  // Changing a load: a books-only load's fields, any load's client and vehicle.
  route(app, 'GET /ledger/loads/:id/edit', {
    summary: 'The form to edit a books-only load, or to file a board load under a client and vehicle',
    access: BOOKS_ROLES,
    params: withLoad,
    run: ({ user, params }) => findLoadOr404(user, params.id),
    page: async (load, { user }) =>
      load.postedToBoard
        ? LoadLinksPage({ user, load, values: { shipper_id: load.shipperId, vehicle_id: load.vehicleId }, ...(await linkOptions(user)) })
        : loadFormPage(user, { loadId: load.id, values: loadFormValues(load) }),
  });

  route(app, 'POST /ledger/loads/:id', {
    summary: 'Saves a books-only load',
    access: BOOKS_ROLES,
    params: withLoad,
    body: booksLoadSchema,
    run: ({ db, user, params, body }) => editBooksLoad(db, user, params.id, body),
    json: async (_saved, { user, params }) => ({ load: presentBooksLoad(await findLoadOr404(user, params.id)) }),
    redirect: (_saved, { params }) => ({ to: `/ledger/loads/${params.id}`, flash: t('books.flash.loadSaved') }),
    form: (refusal, { user, params, values }) => loadFormPage(user, { loadId: params.id, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'POST /ledger/loads/:id/links', {
    summary: 'Files a load (board or books) under one of the business’s clients and vehicles',
    access: BOOKS_ROLES,
    params: withLoad,
    body: loadLinksSchema,
    run: ({ db, user, params, body }) => linkLoad(db, user, params.id, body),
    json: async (_saved, { user, params }) => ({ load: presentBooksLoad(await findLoadOr404(user, params.id)) }),
    redirect: (_saved, { params }) => ({ to: `/ledger/loads/${params.id}`, flash: t('books.flash.linksSaved') }),
    form: async (refusal, { user, params, values }) =>
      LoadLinksPage({ user, load: await findLoadOr404(user, params.id), values, errors: refusal.details, message: refusal.message, ...(await linkOptions(user)) }),
  });

  // A books-only load's status: POST /ledger/loads/<id>/{reopen,assign,dispatch,deliver,cancel}.
  for (const [verb, status] of Object.entries(STATUS_VERBS) as [StatusVerb, (typeof STATUS_VERBS)[StatusVerb]][]) {
    const said = status.replace('_', ' ');
    route(app, `POST /ledger/loads/:id/${verb}`, {
      summary: `Marks a books-only load ${said}`,
      access: BOOKS_ROLES,
      params: withLoad,
      run: ({ db, user, params }) => setBooksLoadStatusTo(db, user, params.id, status),
      json: async ({ changed }, { user, params }) => ({ load: presentBooksLoad(await findLoadOr404(user, params.id)), changed }),
      redirect: ({ changed }, { params }) =>
        changed
          ? { to: `/ledger/loads/${params.id}`, flash: t(`books.flash.loadMarked.${status}`) }
          : { to: `/ledger/loads/${params.id}`, flash: t(`books.flash.loadAlready.${status}`), kind: 'info' },
    });
  }

  route(app, 'POST /ledger/loads/:id/delete', {
    summary: 'Deletes a books-only load from the books (soft delete; refused while payments are recorded against it)',
    access: BOOKS_ROLES,
    params: withLoad,
    async run({ db, user, params }) {
      await deleteBooksLoad(db, user, params.id);
      return params.id;
    },
    json: (id) => ({ id, deleted: true }),
    redirect: () => ({ to: '/ledger/loads', flash: t('books.flash.loadDeleted') }),
  });

  async function linkOptions(user: SessionUser) {
    const [shippers, vehicles] = await Promise.all([listShipperOptions(app.db, user.id), listVehicleOptions(app.db, user.id)]);
    return { shippers, vehicles };
  }

  async function findLoadOr404(user: SessionUser, id: string): Promise<BooksLoadRow> {
    const load = await findBooksLoad(app.db, user.id, id);
    if (!load) throw new NotFoundError('Load');
    return load;
  }

  /** The load form (adding, or editing a books-only load), with the client and vehicle choices. */
  async function loadFormPage(user: SessionUser, form: { loadId?: string; values: FormValues; errors?: FormErrors | null; message?: string; duplicate?: { id: string; createdAt: Date } }) {
    return LoadFormPage({ user, ...form, ...(await linkOptions(user)) });
  }
}

/** A stored load as the form's text values. */
function loadFormValues(l: BooksLoadRow): FormValues {
  return {
    origin: l.origin,
    destination: l.destination,
    pickup_date: l.pickupDate,
    truck_type: l.truckType,
    truck_length_ft: l.truckLengthFt,
    weight: l.weightTonnes,
    price: rupeesInputValue(l.pricePaise),
    shipper_id: l.shipperId,
    vehicle_id: l.vehicleId,
    material: l.material,
    description: l.description,
  };
}
