/**
 * Route table of the business ledger (SPEC capability 10, CONTRACT section 14):
 * the books of a transport business (shipper or broker accounts; drivers and
 * admins get 403), and the admin's restore of soft-deleted rows. Pages answer
 * JSON when asked (Accept: application/json); forms redirect with a flash on
 * success and come back with status 400 and the values kept on a validation error.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole } from '../../http/guards.js';
import { redirectWithFlash, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { kolkataDate } from '../../lib/dates.js';
import { rupeesInputValue } from '../../lib/money.js';
import type { FormErrors, FormValues } from '../../views/form.js';
import { pageInfo } from '../../views/pagination.js';
import { renderPage } from '../../views/render.js';
import { toCsv } from './reports/csv.js';
import { BOOKS_ROLES } from './policy.js';
import { presentShipper } from './clients/presenters.js';
import { presentDeletedRow } from './deleted/presenters.js';
import { presentBooksLoad } from './loads/presenters.js';
import { presentPayment } from './payments/presenters.js';
import { presentDashboard, presentPagination } from './presenters.js';
import { presentMonth, presentRoute, presentTopShipper } from './reports/presenters.js';
import { presentVehicle } from './vehicles/presenters.js';
import { findOwnShipper, listShipperOptions, listShippers } from './clients/queries.js';
import { listDeletedBooksRows } from './deleted/queries.js';
import { type BooksLoadRow, findBooksLoad, listBooksLoads, listLoadOptions } from './loads/queries.js';
import { findOwnPayment, listPayments } from './payments/queries.js';
import { routeTotals, topShippers } from './reports/queries.js';
import { findOwnVehicle, listVehicleOptions, listVehicles } from './vehicles/queries.js';
import { DeletedRowsPage } from './deleted/views.js';
import { ReportsPage } from './reports/views.js';
import { shipperFilterSchema, shipperSchema } from './clients/schema.js';
import { BOOKS_TABLES, deletedFilterSchema, type BooksTable } from './deleted/schema.js';
import { booksLoadSchema, cityKeyOf, loadFilterSchema, loadLinksSchema, STATUS_VERBS, type StatusVerb } from './loads/schema.js';
import { paymentFilterSchema, paymentSchema } from './payments/schema.js';
import { reportFilterSchema } from './reports/schema.js';
import { vehicleFilterSchema, vehicleSchema } from './vehicles/schema.js';
import { createShipper, deleteShipper, editShipper } from './clients/service.js';
import { restoreBooksRow } from './deleted/service.js';
import { createBooksLoad, deleteBooksLoad, editBooksLoad, linkLoad, setBooksLoadStatusTo } from './loads/service.js';
import { deletePayment, editPayment, recordPayment } from './payments/service.js';
import { monthlyReport } from './reports/service.js';
import { dashboardFigures, recentEntries } from './service.js';
import { createVehicle, deleteVehicle, editVehicle } from './vehicles/service.js';
import { ShipperDetailPage, ShipperFormPage, ShippersPage } from './clients/views.js';
import { LoadDetailPage, LoadFormPage, LoadLinksPage, LoadsPage } from './loads/views.js';
import { PaymentFormPage, PaymentsPage } from './payments/views.js';
import { VehicleFormPage, VehiclesPage } from './vehicles/views.js';
import { DashboardPage } from './views.js';
import { isUuid } from '../../lib/ids.js';

type IdParams = { Params: { id: string } };
type Req = FastifyRequest;
type IdReq = FastifyRequest<IdParams>;

const books = { preHandler: [requireRole(...BOOKS_ROLES)] };
const adminOnly = { preHandler: [requireRole('admin')] };

/** The submitted body as form values to show again (the last of repeated names). */
function formValuesOf(body: unknown): FormValues {
  const values: FormValues = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      const x = Array.isArray(v) ? v[v.length - 1] : v;
      if (x === null || x === undefined) continue;
      values[k] = typeof x === 'string' || typeof x === 'number' ? x : String(x);
    }
  }
  return values;
}

/** Parses a body or query with a schema, or throws the validation error with field details. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
  return parsed.data;
}

function idOf(req: IdReq, what: string): string {
  if (!isUuid(req.params.id)) throw new NotFoundError(what);
  return req.params.id.toLowerCase();
}

export function registerBooksRoutes(app: FastifyInstance): void {
  // Dashboard.
  app.get('/ledger', books, showDashboardPage);

  // Loads (board loads and books-only loads of the signed-in business).
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

  // Payments received and paid.
  app.get('/ledger/payments', books, showPaymentsPage);
  app.get('/ledger/payments/new', books, showNewPaymentPage);
  app.post('/ledger/payments', books, addPayment);
  app.get<IdParams>('/ledger/payments/:id/edit', books, showEditPaymentPage);
  app.post<IdParams>('/ledger/payments/:id', books, savePayment);
  app.post<IdParams>('/ledger/payments/:id/delete', books, removePayment);

  // Client companies.
  app.get('/ledger/shippers', books, showShippersPage);
  app.get('/ledger/shippers/new', books, showNewShipperPage);
  app.post('/ledger/shippers', books, addShipper);
  app.get<IdParams>('/ledger/shippers/:id', books, showShipperPage);
  app.get<IdParams>('/ledger/shippers/:id/edit', books, showEditShipperPage);
  app.post<IdParams>('/ledger/shippers/:id', books, saveShipper);
  app.post<IdParams>('/ledger/shippers/:id/delete', books, removeShipper);

  // Vehicles.
  app.get('/ledger/vehicles', books, showVehiclesPage);
  app.get('/ledger/vehicles/new', books, showNewVehiclePage);
  app.post('/ledger/vehicles', books, addVehicle);
  app.get<IdParams>('/ledger/vehicles/:id/edit', books, showEditVehiclePage);
  app.post<IdParams>('/ledger/vehicles/:id', books, saveVehicle);
  app.post<IdParams>('/ledger/vehicles/:id/delete', books, removeVehicle);

  // Reports: tables and charts, and CSV downloads.
  app.get('/ledger/reports', books, showReportsPage);
  app.get('/ledger/reports/monthly.csv', books, downloadMonthlyCsv);
  app.get('/ledger/reports/top-shippers.csv', books, downloadTopShippersCsv);
  app.get('/ledger/reports/routes.csv', books, downloadRoutesCsv);

  // Admin: soft-deleted ledger rows of every owner, and restore.
  app.get('/ledger/admin/deleted', adminOnly, showDeletedRowsPage);
  app.post<{ Params: { table: string; id: string } }>('/ledger/admin/restore/:table/:id', adminOnly, restoreRow);

  // -------------------------------------------------------------------------
  // Dashboard.

  async function showDashboardPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const [figures, recent] = await Promise.all([dashboardFigures(app.db, user), recentEntries(app.db, user)]);
    if (wantsJson(req)) {
      return sendData(reply, { dashboard: presentDashboard(figures), recent_loads: recent.loads.map(presentBooksLoad), recent_payments: recent.payments.map(presentPayment) });
    }
    return renderPage(reply, DashboardPage({ user, flash: takeFlash(req, reply), figures, loads: recent.loads, payments: recent.payments }));
  }

  // -------------------------------------------------------------------------
  // Loads.

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

  // -------------------------------------------------------------------------
  // Payments.

  async function showPaymentsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = paymentFilterSchema.safeParse(req.query ?? {});
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      const shippers = await listShipperOptions(app.db, user.id);
      return renderPage(reply, PaymentsPage({ user, query, errors: zodDetails(parsed.error), rows: [], info: null, totals: null, shippers }), 400);
    }
    const f = parsed.data;
    const [{ rows, total, receivedPaise, paidPaise }, shippers] = await Promise.all([listPayments(app.db, user.id, f), listShipperOptions(app.db, user.id)]);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) {
      return sendData(reply, { payments: rows.map(presentPayment), pagination: presentPagination(info), totals: { received: receivedPaise / 100, paid: paidPaise / 100 } });
    }
    return renderPage(reply, PaymentsPage({ user, flash: takeFlash(req, reply), query, rows, info, totals: { receivedPaise, paidPaise }, shippers }));
  }

  async function renderPaymentForm(reply: FastifyReply, user: SessionUser, form: { paymentId?: string; values: FormValues; errors?: FormErrors; message?: string }, status: number) {
    const [shippers, loads] = await Promise.all([listShipperOptions(app.db, user.id), listLoadOptions(app.db, user.id)]);
    const chosen = typeof form.values.load_id === 'string' && isUuid(form.values.load_id) ? form.values.load_id.toLowerCase() : null;
    if (chosen && !loads.some((l) => l.id === chosen)) {
      const extra = await findBooksLoad(app.db, user.id, chosen);
      if (extra) loads.unshift({ id: extra.id, origin: extra.origin, destination: extra.destination, pickupDate: extra.pickupDate, pricePaise: extra.pricePaise, listed: extra.listed });
    }
    return renderPage(reply, PaymentFormPage({ user, ...form, shippers, loads }), status);
  }

  async function showNewPaymentPage(req: Req, reply: FastifyReply) {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const values: FormValues = {
      direction: q.direction === 'paid' || q.direction === 'received' ? q.direction : '',
      method: 'bank',
      paid_on: kolkataDate(),
      load_id: isUuid(q.load_id) ? q.load_id.toLowerCase() : '',
      shipper_id: isUuid(q.shipper_id) ? q.shipper_id.toLowerCase() : '',
    };
    return renderPaymentForm(reply, actor(req), { values }, 200);
  }

  async function addPayment(req: Req, reply: FastifyReply) {
    const user = actor(req);
    try {
      const id = await recordPayment(app.db, user, parse(paymentSchema, req.body));
      if (wantsJson(req)) return sendData(reply, { payment: presentPayment((await findOwnPayment(app.db, user.id, id))!) }, 201);
      return redirectWithFlash(reply, '/ledger/payments', 'Payment recorded.');
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPaymentForm(reply, user, { values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
  }

  async function showEditPaymentPage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const p = await findOwnPayment(app.db, user.id, idOf(req, 'Payment'));
    if (!p) throw new NotFoundError('Payment');
    const values: FormValues = {
      direction: p.direction,
      amount: rupeesInputValue(p.amountPaise),
      method: p.method,
      paid_on: p.paidOn,
      load_id: p.loadId,
      shipper_id: p.direction === 'received' ? p.shipperId : null,
      reference: p.reference,
      note: p.note,
    };
    return renderPaymentForm(reply, user, { paymentId: p.id, values }, 200);
  }

  async function savePayment(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Payment');
    try {
      await editPayment(app.db, user, id, parse(paymentSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPaymentForm(reply, user, { paymentId: id, values: formValuesOf(req.body), errors: err.details, message: err.message }, 400);
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { payment: presentPayment((await findOwnPayment(app.db, user.id, id))!) });
    return redirectWithFlash(reply, '/ledger/payments', 'Payment saved.');
  }

  async function removePayment(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Payment');
    await deletePayment(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true });
    return redirectWithFlash(reply, '/ledger/payments', 'Payment deleted from your books.');
  }

  // -------------------------------------------------------------------------
  // Client companies.

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

  // -------------------------------------------------------------------------
  // Vehicles.

  async function showVehiclesPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const f = parse(vehicleFilterSchema, req.query);
    const { rows, total } = await listVehicles(app.db, user.id, f.page, f.limit);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { vehicles: rows.map(presentVehicle), pagination: presentPagination(info) });
    return renderPage(reply, VehiclesPage({ user, flash: takeFlash(req, reply), query: formValuesOf(req.query), rows, info }));
  }

  async function showNewVehiclePage(req: Req, reply: FastifyReply) {
    return renderPage(reply, VehicleFormPage({ user: actor(req), values: { active: '1' } }));
  }

  async function addVehicle(req: Req, reply: FastifyReply) {
    const user = actor(req);
    try {
      const id = await createVehicle(app.db, user, parse(vehicleSchema, req.body));
      if (wantsJson(req)) return sendData(reply, { vehicle: presentVehicle((await findOwnVehicle(app.db, user.id, id))!) }, 201);
      return redirectWithFlash(reply, '/ledger/vehicles', 'Vehicle added.');
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPage(reply, VehicleFormPage({ user, values: formValuesOf(req.body), errors: err.details, message: err.message }), 400);
      throw err;
    }
  }

  async function showEditVehiclePage(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const v = await findOwnVehicle(app.db, user.id, idOf(req, 'Vehicle'));
    if (!v) throw new NotFoundError('Vehicle');
    const values: FormValues = {
      registration_number: v.registrationNumber,
      truck_type: v.truckType,
      truck_length_ft: v.truckLengthFt,
      capacity_tonnes: v.capacityTonnes,
      driver_name: v.driverName,
      driver_phone: v.driverPhone,
      active: v.active ? '1' : '0',
    };
    if (wantsJson(req)) return sendData(reply, { vehicle: presentVehicle(v) });
    return renderPage(reply, VehicleFormPage({ user, vehicleId: v.id, values }));
  }

  async function saveVehicle(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Vehicle');
    try {
      await editVehicle(app.db, user, id, parse(vehicleSchema, req.body));
    } catch (err) {
      if (err instanceof ValidationError && !wantsJson(req)) return renderPage(reply, VehicleFormPage({ user, vehicleId: id, values: formValuesOf(req.body), errors: err.details, message: err.message }), 400);
      throw err;
    }
    if (wantsJson(req)) return sendData(reply, { vehicle: presentVehicle((await findOwnVehicle(app.db, user.id, id))!) });
    return redirectWithFlash(reply, '/ledger/vehicles', 'Vehicle saved.');
  }

  async function removeVehicle(req: IdReq, reply: FastifyReply) {
    const user = actor(req);
    const id = idOf(req, 'Vehicle');
    await deleteVehicle(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true });
    return redirectWithFlash(reply, '/ledger/vehicles', 'Vehicle deleted from your books.');
  }

  // -------------------------------------------------------------------------
  // Reports.

  async function showReportsPage(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const query = formValuesOf(req.query);
    const parsed = reportFilterSchema.safeParse(req.query ?? {});
    const months = await monthlyReport(app.db, user);
    if (!parsed.success) {
      if (wantsJson(req)) throw new ValidationError(zodDetails(parsed.error));
      return renderPage(reply, ReportsPage({ user, query, errors: zodDetails(parsed.error), months, shippers: [], routes: [] }), 400);
    }
    const [shippers, routes] = await Promise.all([topShippers(app.db, user.id, parsed.data, 100), routeTotals(app.db, user.id, parsed.data, 100)]);
    if (wantsJson(req)) {
      return sendData(reply, { monthly: months.map(presentMonth), top_shippers: shippers.map(presentTopShipper), routes: routes.map(presentRoute) });
    }
    return renderPage(reply, ReportsPage({ user, flash: takeFlash(req, reply), query, months, shippers, routes }));
  }

  function sendCsv(reply: FastifyReply, name: string, body: string) {
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${kolkataDate()}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  }

  const paiseAsRupees = (paise: number | null) => (paise === null ? null : paise / 100);

  async function downloadMonthlyCsv(req: Req, reply: FastifyReply) {
    const months = await monthlyReport(app.db, actor(req));
    const rows = months.map((m) => [m.month, m.loads, paiseAsRupees(m.freightPaise), paiseAsRupees(m.receivedPaise), paiseAsRupees(m.paidPaise)]);
    return sendCsv(reply, 'monthly', toCsv(['month', 'loads', 'freight_rupees', 'received_rupees', 'paid_rupees'], rows));
  }

  async function downloadTopShippersCsv(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const rows = await topShippers(app.db, user.id, parse(reportFilterSchema, req.query), null);
    return sendCsv(
      reply,
      'top-shippers',
      toCsv(['client', 'loads', 'freight_rupees', 'outstanding_rupees'], rows.map((s) => [s.name, s.loads, paiseAsRupees(s.freightPaise), paiseAsRupees(s.outstandingPaise)])),
    );
  }

  async function downloadRoutesCsv(req: Req, reply: FastifyReply) {
    const user = actor(req);
    const rows = await routeTotals(app.db, user.id, parse(reportFilterSchema, req.query), null);
    return sendCsv(
      reply,
      'routes',
      toCsv(
        ['origin', 'destination', 'loads', 'tonnes', 'freight_rupees', 'rate_per_tonne_rupees'],
        rows.map((r) => [r.origin, r.destination, r.loads, r.tonnes, paiseAsRupees(r.freightPaise), paiseAsRupees(r.ratePerTonnePaise)]),
      ),
    );
  }

  // -------------------------------------------------------------------------
  // Admin.

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
