/**
 * Use cases of the vehicles in the books. Every write runs in one transaction opened
 * by withActor (the audit triggers name the actor); the rows a decision rests on
 * are locked first. Records belong to their owner: another owner's id is "not found".
 */
import { withActor, type Database } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { t } from '../../../lib/i18n/index.js';
import { RecordInUseError } from '../errors.js';
import { countLiveLoadsOfVehicle, insertVehicle, lockOwnVehicle, softDeleteVehicle, updateVehicle } from './queries.js';
import type { VehicleInput } from './schema.js';

function vehicleValues(input: VehicleInput) {
  return {
    registrationNumber: input.registration_number,
    truckType: input.truck_type,
    truckLengthFt: input.truck_length_ft,
    capacityTonnes: input.capacity_tonnes,
    driverName: input.driver_name,
    driverPhone: input.driver_phone,
    active: input.active,
  };
}

/** One live vehicle per registration number per owner: the unique index decides, even for two requests at once. */
async function uniqueRegistration<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'vehicles_owner_registration_live_idx') {
      throw new ValidationError({ registration_number: t('books.error.registrationTaken') });
    }
    throw err;
  }
}

/** Adds a vehicle (registration number normalised, unique among the owner's live vehicles). */
export async function createVehicle(db: Database, user: SessionUser, input: VehicleInput): Promise<string> {
  return uniqueRegistration(() => withActor(db, user.id, (trx) => insertVehicle(trx, user.id, vehicleValues(input))));
}

/** Corrects one of the owner's vehicles, or marks it inactive. */
export async function editVehicle(db: Database, user: SessionUser, vehicleId: string, input: VehicleInput): Promise<void> {
  await uniqueRegistration(() =>
    withActor(db, user.id, async (trx) => {
      if (!(await lockOwnVehicle(trx, user.id, vehicleId, 'update'))) throw new NotFoundError('Vehicle');
      await updateVehicle(trx, vehicleId, vehicleValues(input));
    }),
  );
}

/** Soft-deletes a vehicle that no live load names (a truck that was sold is marked inactive instead). */
export async function deleteVehicle(db: Database, user: SessionUser, vehicleId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnVehicle(trx, user.id, vehicleId, 'update'))) throw new NotFoundError('Vehicle');
    const loads = await countLiveLoadsOfVehicle(trx, vehicleId);
    if (loads > 0) throw new RecordInUseError(loads === 1 ? t('books.error.vehicleHasLoads.one') : t('books.error.vehicleHasLoads', { n: loads }));
    await softDeleteVehicle(trx, vehicleId);
  });
}
