/** Factories for loads tests: a valid load form, and board loads inserted directly with canonical city keys. */
import { canonicalCityName } from '../../src/geo/cities.js';
import { addDays, kolkataDate } from '../../src/lib/dates.js';
import { unique } from './factories.js';
import type { TestServer } from './test-server.js';

/** A town name no other test uses, so that a filter on it sees only this test's loads. */
export function uniqueTown(prefix = 'Testpur'): string {
  return canonicalCityName(`${prefix} ${unique('t')}`);
}

/** The fields of a valid load form (pickup tomorrow in India). */
export function validLoadForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    origin: 'Delhi',
    destination: 'Mumbai',
    pickup_date: addDays(kolkataDate(), 1),
    truck_type: 'container',
    truck_length_ft: '32',
    weight: '18.5',
    price: '45000',
    material: 'Steel coils',
    description: 'Loading at Okhla phase 2, 9 am.',
    contact_phone: '98100 12345',
    ...overrides,
  };
}

export interface BoardLoadOverrides {
  origin?: string;
  destination?: string;
  pickupDate?: string;
  truckType?: string;
  truckLengthFt?: number | null;
  weightTonnes?: number;
  pricePaise?: number | null;
  material?: string | null;
  description?: string | null;
  contactPhone?: string | null;
  status?: string;
  listed?: boolean;
  createdAt?: Date;
}

/** Inserts a load as the service would store it (canonical names, lower-case keys). */
export async function insertBoardLoad(db: TestServer['db'], ownerId: string, o: BoardLoadOverrides = {}) {
  const origin = canonicalCityName(o.origin ?? 'Delhi');
  const destination = canonicalCityName(o.destination ?? 'Mumbai');
  return db
    .insertInto('loads')
    .values({
      ownerId,
      origin,
      destination,
      originKey: origin.toLowerCase(),
      destinationKey: destination.toLowerCase(),
      pickupDate: o.pickupDate ?? addDays(kolkataDate(), 2),
      truckType: o.truckType ?? 'container',
      truckLengthFt: o.truckLengthFt ?? null,
      weightTonnes: o.weightTonnes ?? 20,
      pricePaise: o.pricePaise === undefined ? 4_500_000 : o.pricePaise,
      material: o.material ?? null,
      description: o.description ?? null,
      contactPhone: o.contactPhone === undefined ? '98100 55555' : o.contactPhone,
      status: o.status ?? 'open',
      listed: o.listed ?? true,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
