/** Route table of the loads in the books: board loads and books-only loads of the signed-in business. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError, zodDetails } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import { rupeesInputValue } from '../../../lib/money.js';
import type { FormErrors, FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { listShipperOptions } from '../clients/queries.js';
import { listPayments } from '../payments/queries.js';
import { presentPayment } from '../payments/presenters.js';
import { presentPagination } from '../presenters.js';
import { books, formValuesOf, idOf, parse, type IdParams, type IdReq, type Req } from '../route-helpers.js';
import { listVehicleOptions } from '../vehicles/queries.js';
import { presentBooksLoad } from './presenters.js';
import { findBooksLoad, listBooksLoads, type BooksLoadRow } from './queries.js';
import { booksLoadSchema, cityKeyOf, loadFilterSchema, loadLinksSchema, STATUS_VERBS, type StatusVerb } from './schema.js';
import { createBooksLoad, deleteBooksLoad, editBooksLoad, linkLoad, setBooksLoadStatusTo } from './service.js';
import { LoadDetailPage, LoadFormPage, LoadLinksPage, LoadsPage } from './views.js';

export function registerBooksLoadRoutes(app: FastifyInstance): void {
  app.get('/ledger/loads', books, showLoadsPage);
  app.get('/ledger/loads/new', books, showNewLoadPage);
  app.post('/ledger/loads', books, addLoad);
  app.get<IdParams>('/ledger/loads/:id', books, showLoadPage);
  app.get<IdParams>('/ledger/loads/:id/edit', books, showEditLoadPage);
  app.post<IdParams>('/ledger/loads/:id', books, saveLoad);
  app.post<IdParams>('/ledger/loads/:id/links', books, saveLoadLinks);
  app.post<IdParams>('/ledger/loads/:id/reopen', books, (req, reply) => changeLoadStatus(req, reply, 'reopen'));
  app.post<IdParams>('/ledger/loads/:id/assign', books, (req, reply) => changeLoadStatus(req, reply, 'assign'));
  app.post<IdParams>('/ledger/loads/:id/dispatch', books, (req, reply) => changeLoadStatus(req, reply, 'dispatch'));
  app.post<IdParams>('/ledger/loads/:id/deliver', books, (req, reply) => changeLoadStatus(req, reply, 'deliver'));
  app.post<IdParams>('/ledger/loads/:id/cancel', books, (req, reply) => changeLoadStatus(req, reply, 'cancel'));
  app.post<IdParams>('/ledger/loads/:id/delete', books, removeLoad);

  async function linkOptions(user: SessionUser) {
    const [shippers, vehicles] = await Promise.all([listShipperOptions(app.db, user.id), listVehicleOptions(app.db, user.id)]);
    return { shippers, vehicles };
  }

  async function showLoadsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = loadFilterSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      return renderPage(reply, LoadsPage({ user, query, errors: zodDetails(parsed.error), rows: [], info: null, ...(await linkOptions(user)) }), 400);
    }
    const f = parsed.data;
    const { rows, total } = await listBooksLoads(app.db, user.id, f, f.origin ? cityKeyOf(f.origin) : null, f.destination ? cityKeyOf(f.destination) : null);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { loads: rows.map(presentBooksLoad), pagination: presentPagination(info) });
    return renderPage(reply, LoadsPage({ user, flash: takeFlash(req, reply), query, rows, info, ...(await linkOptions(user)) }));
  }

  async function renderLoadForm(reply: FastifyReply, user: SessionUser, form: { loadId?: string; values: FormValues; errors?: FormErrors; message?: string }, status: number) {
    return renderPage(reply, LoadFormPage({ user, ...form, ...(await linkOptions(user)) }), status);
  }

  async function showNewLoadPage(req: Req, reply: FastifyReply) {
    return renderLoadForm(reply, actor(req), { values: { status: 'open' } }, 200);
  }

  async function addLoad(req: Req, reply: FastifyReply) {
    const user = actor(req);
    try {
      const id = await createBooksLoad(app.db, user, parse(booksLoadSchema, req.body));
      if (wantsJson(req)) return sendData(reply, { load: presentBooksLoad((await findBooksLoad(app.db, user.id, id))!) }, 201);
      return redirectWithFlash(reply, `/ledger/loads/${id}`, 'Load added to your books.');
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderLoadForm(reply, user, { values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
  }

  async function findLoadOr404(user: SessionUser, id: string): Promise<BooksLoadRow> {
    const load = await findBooksLoad(app.db, user.id, id);
    if (!load) throw new NotFoundError('Load');
    return load;
  }

  async function showLoadPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const load = await findLoadOr404(user, idOf(req, 'Load'));
    const payments = await listPayments(app.db, user.id, { from: null, to: null, shipper_id: null, direction: null, load_id: load.id, page: 1, limit: 100 });
    if (wantsJson(req)) return sendData(reply, { load: presentBooksLoad(load), payments: payments.rows.map(presentPayment) });
    return renderPage(reply, LoadDetailPage({ user, flash: takeFlash(req, reply), load, payments: payments.rows }));
  }

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

  async function showEditLoadPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const load = await findLoadOr404(user, idOf(req, 'Load'));
    if (load.listed) {
      return renderPage(reply, LoadLinksPage({ user, load, values: { shipper_id: load.shipperId, vehicle_id: load.vehicleId }, ...(await linkOptions(user)) }));
    }
    return renderLoadForm(reply, user, { loadId: load.id, values: loadFormValues(load) }, 200);
  }

  async function saveLoad(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Load');
    try {
      await editBooksLoad(app.db, user, id, parse(booksLoadSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderLoadForm(reply, user, { loadId: id, values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { load: presentBooksLoad(await findLoadOr404(user, id)) });
    return redirectWithFlash(reply, `/ledger/loads/${id}`, 'Load saved.');
  }

  async function saveLoadLinks(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Load');
    try {
      await linkLoad(app.db, user, id, parse(loadLinksSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) {
        const load = await findLoadOr404(user, id);
        return renderPage(reply, LoadLinksPage({ user, load, values: formValuesOf(req.body), errors: err.details, message: err.message, ...(await linkOptions(user)) }), 400);
      }
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { load: presentBooksLoad(await findLoadOr404(user, id)) });
    return redirectWithFlash(reply, `/ledger/loads/${id}`, 'Client and vehicle saved.');
  }

  async function changeLoadStatus(req: IdReq, reply: FastifyReply, verb: StatusVerb) {
    const user = actor(req);
    const id = idOf(req, 'Load');
    const status = STATUS_VERBS[verb];
    const { changed } = await setBooksLoadStatusTo(app.db, user, id, status);
    if (wantsJson(req)) return sendData(reply, { load: presentBooksLoad(await findLoadOr404(user, id)), changed });
    return redirectWithFlash(reply, `/ledger/loads/${id}`, changed ? `Load marked ${status.replace('_', ' ')}.` : `The load is already ${status.replace('_', ' ')}.`, changed ? 'success' : 'info');
  }

  async function removeLoad(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Load');
    await deleteBooksLoad(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true });
    return redirectWithFlash(reply, '/ledger/loads', 'Load deleted from your books.');
  }
}
