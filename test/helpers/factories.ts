/**
 * Factories: users signed in through the real forms, and direct inserts for
 * parents a test does not care about. Every name is unique so files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import type { Role } from '../../src/http/context.js';
import { addDays, kolkataDate } from '../../src/lib/dates.js';
import { TestClient } from './client.js';
import type { TestServer } from './test-server.js';

export function unique(prefix = 'u'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export interface SignedInUser {
  id: string;
  username: string;
  name: string;
  role: Role;
  password: string;
  client: TestClient;
}

/** Registers a user through POST /register and returns their signed-in client. */
export async function signUp(server: TestServer, role: Exclude<Role, 'admin'>, overrides: { name?: string; phone?: string; username?: string } = {}): Promise<SignedInUser> {
  const client = new TestClient(server.url);
  const username = overrides.username ?? unique(role);
  const password = 'secret-pass';
  const name = overrides.name ?? `Test ${role} ${username.slice(-4)}`;
  const res = await client.post('/register', { name, username, password, password_confirm: password, role, phone: overrides.phone ?? '98765 43210' });
  assert.equal(res.status, 302, `registration failed: ${res.text.slice(0, 500)}`);
  const me = await client.get('/api/me');
  assert.equal(me.status, 200);
  return { id: me.json.data.user.id, username, name, role, password, client };
}

/** Signs in an existing user through POST /login. */
export async function signIn(server: TestServer, username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  const res = await client.post('/login', { username, password });
  assert.equal(res.status, 302, `sign-in failed: ${res.text.slice(0, 300)}`);
  return client;
}

const ADMIN_PASSWORD = 'admin-secret-1';

/** The seeded admin, its password set through /setup on first use in this database. */
export async function signInAdmin(server: TestServer): Promise<SignedInUser> {
  const row = await server.db.selectFrom('users').select(['id', 'passwordHash']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  if (!row.passwordHash) {
    const setup = await new TestClient(server.url).post('/setup', { password: ADMIN_PASSWORD, password_confirm: ADMIN_PASSWORD });
    assert.equal(setup.status, 302, `setup failed: ${setup.text.slice(0, 300)}`);
  }
  const client = await signIn(server, 'admin', ADMIN_PASSWORD);
  return { id: row.id, username: 'admin', name: 'Administrator', role: 'admin', password: ADMIN_PASSWORD, client };
}

/** A client with no session. */
export function anonymous(server: TestServer): TestClient {
  return new TestClient(server.url);
}

/** Inserts an open, listed load directly (for tests whose subject is not posting loads). */
export async function insertLoad(
  db: TestServer['db'],
  ownerId: string,
  overrides: Partial<{ origin: string; destination: string; pickupDate: string; truckType: string; weightTonnes: number; pricePaise: number | null; status: string; listed: boolean }> = {},
) {
  const origin = overrides.origin ?? 'Delhi';
  const destination = overrides.destination ?? 'Mumbai';
  // Tomorrow in India, whatever the hour: a date from the UTC clock was the day after that between 17:30 and 24:00 IST,
  // so a test that posted a load for that day met this one as a likely duplicate at those hours only.
  const tomorrow = addDays(kolkataDate(), 1);
  return db
    .insertInto('loads')
    .values({
      ownerId,
      origin,
      destination,
      originKey: origin.toLowerCase(),
      destinationKey: destination.toLowerCase(),
      pickupDate: overrides.pickupDate ?? tomorrow,
      truckType: overrides.truckType ?? 'container',
      weightTonnes: overrides.weightTonnes ?? 20,
      pricePaise: overrides.pricePaise === undefined ? 4_500_000 : overrides.pricePaise,
      status: overrides.status ?? 'open',
      listed: overrides.listed ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A load whose bid from `driverId` was accepted: the load is assigned, the bid
 * accepted and a scheduled trip exists (the state the bids feature leaves behind).
 */
export async function insertAcceptedLoad(db: TestServer['db'], ownerId: string, driverId: string, amountPaise = 4_000_000, tripStatus = 'scheduled', loadOverrides: { pickupDate?: string } = {}) {
  const load = await insertLoad(db, ownerId, loadOverrides);
  const bid = await db.insertInto('bids').values({ loadId: load.id, driverId, amountPaise, estimatedDelivery: load.pickupDate, status: 'accepted' }).returningAll().executeTakeFirstOrThrow();
  const loadStatus = tripStatus === 'delivered' ? 'delivered' : ['loaded', 'in_transit'].includes(tripStatus) ? 'in_transit' : 'assigned';
  await db.updateTable('loads').set({ status: loadStatus, assignedDriverId: driverId, acceptedBidId: bid.id }).where('id', '=', load.id).execute();
  const trip = await db
    .insertInto('trips')
    .values({ loadId: load.id, bidId: bid.id, driverId, agreedAmountPaise: amountPaise, status: tripStatus, ...(tripStatus === 'delivered' ? { deliveredAt: new Date() } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { load: { ...load, status: loadStatus, assignedDriverId: driverId, acceptedBidId: bid.id }, bid, trip };
}

/**
 * A proof of delivery of the trip given by its driver at `at` (no photo: the delivery form requires one, the
 * database does not), for tests that need a delivered trip without going through the form.
 */
export async function insertPod(db: TestServer['db'], tripId: string, driverId: string, at = new Date(), opts: { accepted?: boolean } = {}) {
  return db
    .insertInto('tripPods')
    .values({ id: tripId, receiverName: 'Ramesh', submittedBy: driverId, submittedAt: at, ...(opts.accepted ? { acceptedAt: at, byCode: true } : {}) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
