/** Use cases of the family B sign-up: the same users as /register, with the company or the truck stored alongside. */
import type { Database } from '../../db/database.js';
import type { CleanRegistration } from './schema.js';
import { registerUser, type AuthenticatedUser } from './service.js';
import { saveTruckOfNewDriver } from '../drivers/service.js';
import type { VehicleFields } from '../../lib/fields.js';
import type { ShipperExtras } from './signup-schema.js';

/** A shipper signs up with their company, city and optional GSTIN. */
export async function signUpShipper(db: Database, account: CleanRegistration, extras: ShipperExtras): Promise<AuthenticatedUser> {
  return registerUser(db, account, { companyName: extras.company_name, city: extras.city, gstin: extras.gstin });
}

/** A driver signs up with their truck: the user and the driver profile are stored in one transaction. */
export async function signUpDriver(db: Database, account: CleanRegistration, vehicle: VehicleFields): Promise<AuthenticatedUser> {
  return registerUser(db, account, {
    city: vehicle.home_city,
    afterInsert: (trx, userId) => saveTruckOfNewDriver(trx, userId, vehicle),
  });
}
