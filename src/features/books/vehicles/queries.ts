/** SQL of the vehicles in the books. */
import { sql, type Selectable } from 'kysely';
import type { DB, Tx } from '../../../db/database.js';
import type { Db } from '../../../db/database.js';

type VehicleRecord = Selectable<DB['vehicles']>;

/** A vehicle: its columns as generated, with the number of live loads that name it. */
export interface VehicleRow
  extends Pick<VehicleRecord, 'id' | 'registrationNumber' | 'truckType' | 'truckLengthFt' | 'capacityTonnes' | 'driverName' | 'driverPhone' | 'active' | 'createdAt' | 'updatedAt'> {
  loadCount: number;
}

function vehiclesWithLoads(db: Db, ownerId: string) {
  return db
    .selectFrom('vehicles as v')
    .leftJoinLateral(
      (eb) => eb.selectFrom('loads as l').select(sql<number>`count(*)`.as('loadCount')).whereRef('l.vehicleId', '=', 'v.id').where('l.deletedAt', 'is', null).as('c'),
      (join) => join.onTrue(),
    )
    .where('v.ownerId', '=', ownerId)
    .where('v.deletedAt', 'is', null)
    .select(['v.id', 'v.registrationNumber', 'v.truckType', 'v.truckLengthFt', 'v.capacityTonnes', 'v.driverName', 'v.driverPhone', 'v.active', 'c.loadCount', 'v.createdAt', 'v.updatedAt']);
}

/** The owner's live vehicles, active first, by registration number. */
export async function listVehicles(db: Db, ownerId: string, page: number, limit: number): Promise<{ rows: VehicleRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    vehiclesWithLoads(db, ownerId)
      .orderBy('v.active', 'desc')
      .orderBy('v.registrationNumber')
      .orderBy('v.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ownerId', '=', ownerId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, loadCount: Number(r.loadCount) })) as VehicleRow[], total: Number(count.n) };
}

export async function findOwnVehicle(db: Db, ownerId: string, vehicleId: string): Promise<VehicleRow | undefined> {
  const row = await vehiclesWithLoads(db, ownerId).where('v.id', '=', vehicleId).executeTakeFirst();
  return row ? ({ ...row, loadCount: Number(row.loadCount) } as VehicleRow) : undefined;
}

/** Locks one of the owner's live vehicles: `share` before a load names it, `update` before deleting it. */
export function lockOwnVehicle(trx: Tx, ownerId: string, vehicleId: string, mode: 'update' | 'share') {
  const q = trx.selectFrom('vehicles').select(['id', 'registrationNumber']).where('id', '=', vehicleId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null);
  return (mode === 'update' ? q.forUpdate() : q.forShare()).executeTakeFirst();
}

export type VehicleValues = Pick<VehicleRecord, 'registrationNumber' | 'truckType' | 'truckLengthFt' | 'capacityTonnes' | 'driverName' | 'driverPhone' | 'active'>;

export async function insertVehicle(trx: Tx, ownerId: string, values: VehicleValues): Promise<string> {
  return (
    await trx
      .insertInto('vehicles')
      .values({ ...values, ownerId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updateVehicle(trx: Tx, vehicleId: string, values: VehicleValues): Promise<void> {
  await trx.updateTable('vehicles').set(values).where('id', '=', vehicleId).where('deletedAt', 'is', null).execute();
}

export async function softDeleteVehicle(trx: Tx, vehicleId: string): Promise<void> {
  await trx.updateTable('vehicles').set({ deletedAt: sql`now()` }).where('id', '=', vehicleId).where('deletedAt', 'is', null).execute();
}

/** Live loads that name the vehicle. */
export async function countLiveLoadsOfVehicle(trx: Db, vehicleId: string): Promise<number> {
  const r = await trx
    .selectFrom('loads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicleId', '=', vehicleId)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export type VehicleOption = Pick<VehicleRecord, 'id' | 'registrationNumber' | 'active'>;

/** Vehicles to choose from in forms and filters (inactive ones marked). */
export function listVehicleOptions(db: Db, ownerId: string) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'registrationNumber', 'active'])
    .where('ownerId', '=', ownerId)
    .where('deletedAt', 'is', null)
    .orderBy('active', 'desc')
    .orderBy('registrationNumber')
    .limit(1000)
    .execute();
}
