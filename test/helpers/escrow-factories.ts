/**
 * Factories of the escrow tests: users inserted directly (for service-level
 * property tests), money put in through the real use cases, trips moved to
 * delivered, and the ledger reconciliation as an assertion.
 */
import assert from 'node:assert/strict';
import type { Database } from '../../src/db/database.js';
import type { Role, SessionUser } from '../../src/http/context.js';
import { formatLedgerReport, checkLedger } from '../../src/features/escrow/reconcile.js';
import { SimulatedGateway } from '../../src/features/escrow/gateway.js';
import { deposit, holdFunds } from '../../src/features/escrow/service.js';
import { insertAcceptedLoad, insertPod, unique } from './factories.js';

/** A user inserted straight into the database (no password; for tests that call services directly). */
export async function insertUser(db: Database, role: Role, name?: string): Promise<SessionUser> {
  const username = unique(role);
  const row = await db
    .insertInto('users')
    .values({ username, name: name ?? `Test ${role} ${username.slice(-4)}`, role })
    .returning(['id', 'username', 'name', 'role'])
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, name: row.name, role: row.role as Role, phone: null, plan: 'free', verified: false };
}

/** The seeded admin as a session user. */
export async function adminUser(db: Database): Promise<SessionUser> {
  const row = await db.selectFrom('users').select(['id', 'username', 'name']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, name: row.name, role: 'admin', phone: null, plan: 'free', verified: false };
}

/** Deposits through the deposit use case (simulated gateway). */
export async function depositPaise(db: Database, shipper: SessionUser, amountPaise: number): Promise<void> {
  await deposit(db, new SimulatedGateway(), shipper, { amountPaise });
}

/** A load of `shipper` with `driver`'s accepted bid and a trip in `tripStatus`, its freight held in escrow (the shipper is funded for it). */
export async function insertHeldLoad(db: Database, shipper: SessionUser, driver: SessionUser, amountPaise = 4_000_000, tripStatus = 'scheduled') {
  const accepted = await insertAcceptedLoad(db, shipper.id, driver.id, amountPaise, tripStatus);
  await depositPaise(db, shipper, Math.max(50_000, amountPaise * 2));
  const held = await holdFunds(db, shipper, { loadId: accepted.load.id });
  return { ...accepted, hold: held.data };
}

/**
 * The driver delivered the load `daysAgo` days ago with a proof of delivery given then (trip and load move to
 * delivered, the trip through each of its remaining steps, as the status guard of migration 046 wants).
 */
export async function markDelivered(db: Database, loadId: string, daysAgo = 0): Promise<void> {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const trip = await db.selectFrom('trips').select(['id', 'status', 'driverId']).where('loadId', '=', loadId).executeTakeFirstOrThrow();
  await insertPod(db, trip.id, trip.driverId, at);
  for (const status of ['en_route_to_pickup', 'loaded', 'in_transit'] as const) {
    if (FLOW.indexOf(status) > FLOW.indexOf(trip.status as (typeof FLOW)[number])) await db.updateTable('trips').set({ status }).where('id', '=', trip.id).execute();
  }
  await db.updateTable('trips').set({ status: 'delivered', deliveredAt: at }).where('id', '=', trip.id).execute();
  await db.updateTable('loads').set({ status: 'delivered' }).where('id', '=', loadId).execute();
}

const FLOW = ['scheduled', 'en_route_to_pickup', 'loaded', 'in_transit', 'delivered'] as const;

export async function balancesOf(db: Database, userId: string): Promise<{ available: number; held: number; reserved: number }> {
  const a = await db.selectFrom('escrowAccounts').select(['availablePaise', 'heldPaise', 'reservedPaise']).where('userId', '=', userId).executeTakeFirst();
  return { available: a?.availablePaise ?? 0, held: a?.heldPaise ?? 0, reserved: a?.reservedPaise ?? 0 };
}

export async function platformFeesPaise(db: Database): Promise<number> {
  const a = await db.selectFrom('escrowAccounts').select('availablePaise').where('kind', '=', 'platform_fees').executeTakeFirstOrThrow();
  return a.availablePaise;
}

export async function countTransactions(db: Database, where: { kind?: string; loadId?: string } = {}): Promise<number> {
  let q = db.selectFrom('escrowTransactions').select((eb) => eb.fn.countAll<string>().as('n'));
  if (where.kind) q = q.where('kind', '=', where.kind);
  if (where.loadId) q = q.where('loadId', '=', where.loadId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Fails with the reconciliation report unless every ledger invariant holds. */
export async function assertLedgerReconciles(db: Database, context = ''): Promise<void> {
  const report = await checkLedger(db);
  assert.ok(report.ok, `ledger does not reconcile${context ? ` ${context}` : ''}:\n${formatLedgerReport(report)}`);
}
