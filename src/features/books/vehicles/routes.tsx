/** Route table of the vehicles in the books. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { actor } from '../../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../../http/respond.js';
import type { FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { presentPagination } from '../presenters.js';
import { books, formValuesOf, idOf, parse, type IdParams, type IdReq, type Req } from '../route-helpers.js';
import { presentVehicle } from './presenters.js';
import { findOwnVehicle, listVehicles } from './queries.js';
import { vehicleFilterSchema, vehicleSchema } from './schema.js';
import { createVehicle, deleteVehicle, editVehicle } from './service.js';
import { VehicleFormPage, VehiclesPage } from './views.js';

export function registerBooksVehicleRoutes(app: FastifyInstance): void {
  app.get('/ledger/vehicles', books, showVehiclesPage);
  app.get('/ledger/vehicles/new', books, showNewVehiclePage);
  app.post('/ledger/vehicles', books, addVehicle);
  app.get<IdParams>('/ledger/vehicles/:id/edit', books, showEditVehiclePage);
  app.post<IdParams>('/ledger/vehicles/:id', books, saveVehicle);
  app.post<IdParams>('/ledger/vehicles/:id/delete', books, removeVehicle);

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
}
