/** Route table of the client companies in the books (table `shippers`, URLs `/ledger/shippers`). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError, zodDetails } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import type { FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { presentPagination } from '../presenters.js';
import { books, formValuesOf, idOf, parse, type IdParams, type IdReq, type Req } from '../route-helpers.js';
import { presentShipper } from './presenters.js';
import { findOwnShipper, listShippers } from './queries.js';
import { shipperFilterSchema, shipperSchema } from './schema.js';
import { createShipper, deleteShipper, editShipper } from './service.js';
import { ShipperDetailPage, ShipperFormPage, ShippersPage } from './views.js';

export function registerBooksClientRoutes(app: FastifyInstance): void {
  app.get('/ledger/shippers', books, showShippersPage);
  app.get('/ledger/shippers/new', books, showNewShipperPage);
  app.post('/ledger/shippers', books, addShipper);
  app.get<IdParams>('/ledger/shippers/:id', books, showShipperPage);
  app.get<IdParams>('/ledger/shippers/:id/edit', books, showEditShipperPage);
  app.post<IdParams>('/ledger/shippers/:id', books, saveShipper);
  app.post<IdParams>('/ledger/shippers/:id/delete', books, removeShipper);

  async function showShippersPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = shipperFilterSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      return renderPage(reply, ShippersPage({ user, query, errors: zodDetails(parsed.error), rows: [], info: null }), 400);
    }
    const { rows, total } = await listShippers(app.db, user.id, parsed.data);
    const info = pageInfo(parsed.data.page, parsed.data.limit, total);
    if (wantsJson(req)) return sendData(reply, { shippers: rows.map(presentShipper), pagination: presentPagination(info) });
    return renderPage(reply, ShippersPage({ user, flash: takeFlash(req, reply), query, rows, info }));
  }

  async function showNewShipperPage(req: Req, reply: FastifyReply) {
    return renderPage(reply, ShipperFormPage({ user: actor(req), values: {} }));
  }

  async function addShipper(req: Req, reply: FastifyReply) {
    const user = actor(req);
    try {
      const id = await createShipper(app.db, user, parse(shipperSchema, req.body));
      if (wantsJson(req)) return sendData(reply, { shipper: presentShipper((await findOwnShipper(app.db, user.id, id))!) }, 201);
      return redirectWithFlash(reply, `/ledger/shippers/${id}`, 'Client added.');
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPage(reply, ShipperFormPage({ user, values: formValuesOf(req.body), errors: err.details, message: err.message }), 400);
      throw err;
    }
  }

  async function findShipperOr404(user: SessionUser, req: IdReq) {
    const s = await findOwnShipper(app.db, user.id, idOf(req, 'Client'));
    if (!s) throw new NotFoundError('Client');
    return s;
  }

  async function showShipperPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const shipper = await findShipperOr404(user, req);
    if (wantsJson(req)) return sendData(reply, { shipper: presentShipper(shipper) });
    return renderPage(reply, ShipperDetailPage({ user, flash: takeFlash(req, reply), shipper }));
  }

  async function showEditShipperPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const s = await findShipperOr404(user, req);
    const values: FormValues = { name: s.name, contact_name: s.contactName, phone: s.phone, gstin: s.gstin, city: s.city, address: s.address };
    return renderPage(reply, ShipperFormPage({ user, shipperId: s.id, values }));
  }

  async function saveShipper(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Client');
    try {
      await editShipper(app.db, user, id, parse(shipperSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPage(reply, ShipperFormPage({ user, shipperId: id, values: formValuesOf(req.body), errors: err.details, message: err.message }), 400);
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { shipper: presentShipper((await findOwnShipper(app.db, user.id, id))!) });
    return redirectWithFlash(reply, `/ledger/shippers/${id}`, 'Client saved.');
  }

  async function removeShipper(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Client');
    await deleteShipper(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true });
    return redirectWithFlash(reply, '/ledger/shippers', 'Client deleted from your books.');
  }
}
