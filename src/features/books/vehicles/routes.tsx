/** Route table of the vehicles in the books. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formValuesOf, route, uuidParam } from '../../../http/action.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import { t } from '../../../lib/i18n/index.js';
import type { FormValues } from '../../../views/form.js';
import { pageInfo } from '../../../views/pagination.js';
import { BOOKS_ROLES } from '../policy.js';
import { presentPagination } from '../presenters.js';
import { presentVehicle } from './presenters.js';
import { findOwnVehicle, listVehicles, type VehicleRow } from './queries.js';
import { vehicleFilterSchema, vehicleSchema } from './schema.js';
import { createVehicle, deleteVehicle, editVehicle } from './service.js';
import { VehicleFormPage, VehiclesPage } from './views.js';

const withVehicle = z.object({ id: uuidParam('Vehicle') });

export function registerBooksVehicleRoutes(app: FastifyInstance): void {
  // A wrong page number is answered by the error page: the list has no filter form to show it in.
  route(app, 'GET /ledger/vehicles', {
    summary: 'The vehicles in the books',
    access: BOOKS_ROLES,
    query: vehicleFilterSchema,
    async run({ db, user, query: f }) {
      const { rows, total } = await listVehicles(db, user.id, f.page, f.limit);
      return { rows, info: pageInfo(f.page, f.limit, total) };
    },
    json: ({ rows, info }) => ({ vehicles: rows.map(presentVehicle), pagination: presentPagination(info) }),
    page: ({ rows, info }, { user, flash, req }) => VehiclesPage({ user, flash, query: formValuesOf(req.query), rows, info }),
  });

  route(app, 'GET /ledger/vehicles/new', {
    summary: 'The form to add a vehicle',
    access: BOOKS_ROLES,
    run: () => null,
    page: (_none, { user }) => VehicleFormPage({ user, values: { active: '1' } }),
  });

  route(app, 'POST /ledger/vehicles', {
    summary: 'Adds a vehicle to the books (one live vehicle per registration number)',
    access: BOOKS_ROLES,
    body: vehicleSchema,
    run: ({ db, user, body }) => createVehicle(db, user, body),
    status: 201,
    json: async (id, { user }) => ({ vehicle: presentVehicle(await findVehicleOr404(user, id)) }),
    redirect: () => ({ to: '/ledger/vehicles', flash: t('books.flash.vehicleAdded') }),
    form: (refusal, { user, values }) => VehicleFormPage({ user, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /ledger/vehicles/:id/edit', {
    summary: 'A vehicle (its edit form for a browser)',
    access: BOOKS_ROLES,
    params: withVehicle,
    run: ({ user, params }) => findVehicleOr404(user, params.id),
    json: (vehicle) => ({ vehicle: presentVehicle(vehicle) }),
    page: (v, { user }) => VehicleFormPage({ user, vehicleId: v.id, values: vehicleFormValues(v) }),
  });

  route(app, 'POST /ledger/vehicles/:id', {
    summary: 'Saves a vehicle',
    access: BOOKS_ROLES,
    params: withVehicle,
    body: vehicleSchema,
    run: ({ db, user, params, body }) => editVehicle(db, user, params.id, body),
    json: async (_saved, { user, params }) => ({ vehicle: presentVehicle(await findVehicleOr404(user, params.id)) }),
    redirect: () => ({ to: '/ledger/vehicles', flash: t('books.flash.vehicleSaved') }),
    form: (refusal, { user, params, values }) => VehicleFormPage({ user, vehicleId: params.id, values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'POST /ledger/vehicles/:id/delete', {
    summary: 'Deletes a vehicle from the books (soft delete; refused while loads name it)',
    access: BOOKS_ROLES,
    params: withVehicle,
    async run({ db, user, params }) {
      await deleteVehicle(db, user, params.id);
      return params.id;
    },
    json: (id) => ({ id, deleted: true }),
    redirect: () => ({ to: '/ledger/vehicles', flash: t('books.flash.vehicleDeleted') }),
  });

  async function findVehicleOr404(user: SessionUser, id: string): Promise<VehicleRow> {
    const v = await findOwnVehicle(app.db, user.id, id);
    if (!v) throw new NotFoundError('Vehicle');
    return v;
  }
}

/** A stored vehicle as the form's text values. */
function vehicleFormValues(v: VehicleRow): FormValues {
  return {
    registration_number: v.registrationNumber,
    truck_type: v.truckType,
    truck_length_ft: v.truckLengthFt,
    capacity_tonnes: v.capacityTonnes,
    driver_name: v.driverName,
    driver_phone: v.driverPhone,
    active: v.active ? '1' : '0',
  };
}
