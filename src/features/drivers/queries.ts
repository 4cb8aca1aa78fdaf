/**
 * SQL of drivers: the profile and availability, what the driver's home shows
 * (active trips, open bids) and earnings. Earnings come from the escrow ledger:
 * money is "paid" only when a `release` transaction credited the driver's
 * account; a delivered trip without one is "expected".
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database.js';
import { documentBadgesSql } from '../../lib/documents.js';
import { KOLKATA_MONTH_START } from '../../lib/kolkata-sql.js';
import { ACTIVE_TRIP_STATUSES } from '../../lib/trip-status.js';
import type { VehicleFields } from '../../lib/fields.js';

/** `phoneVerifiedAt` is set while the current number is proven by a code (a changed number is unverified again: migration 025). */
export type DriverProfileRow = NonNullable<Awaited<ReturnType<typeof findDriverWithProfile>>>;

/** A driver (role driver) with their profile, if they filled it in, and their verified badges (lib/documents.ts); undefined for anyone else. */
export async function findDriverWithProfile(db: Db, userId: string, opts: { activeOnly?: boolean } = {}) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('driverProfiles as p', 'p.userId', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.phone',
      'u.phoneVerifiedAt',
      'u.status',
      'u.createdAt',
      'p.vehicleNumber',
      'p.truckType',
      'p.truckLengthFt',
      'p.capacityTonnes',
      'p.homeCity',
      sql<boolean>`coalesce(p.available, false)`.as('available'),
      sql<boolean>`p.user_id is not null`.as('hasProfile'),
      documentBadgesSql(sql`u.id`).as('badges'),
    ])
    .where('u.id', '=', userId)
    .where('u.role', '=', 'driver');
  if (opts.activeOnly) q = q.where('u.status', '=', 'active');
  return q.executeTakeFirst();
}

/** Creates or replaces the truck part of a driver's profile (availability is kept). */
export async function upsertDriverProfile(trx: Tx, userId: string, v: VehicleFields): Promise<void> {
  const values = {
    vehicleNumber: v.vehicle_number,
    truckType: v.truck_type,
    truckLengthFt: v.truck_length_ft,
    capacityTonnes: v.capacity_tonnes,
    homeCity: v.home_city,
  };
  await trx
    .insertInto('driverProfiles')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

export async function updateUserNameAndPhone(trx: Tx, userId: string, v: { name: string; phone: string | null; city: string | null }): Promise<void> {
  await trx.updateTable('users').set({ name: v.name, phone: v.phone, city: v.city }).where('id', '=', userId).execute();
}

/** Sets availability (or flips it when `available` is null) in one statement; returns the new value. */
export async function setAvailability(trx: Tx, userId: string, available: boolean | null): Promise<boolean> {
  const row = await trx
    .insertInto('driverProfiles')
    .values({ userId, available: available ?? true })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ available: available === null ? sql<boolean>`not driver_profiles.available` : available }))
    .returning('available')
    .executeTakeFirstOrThrow();
  return row.available;
}

export type ActiveTripRow = Awaited<ReturnType<typeof listActiveTripsOfDriver>>[number];

/** The driver's trips under way, the earliest pickup first. */
export async function listActiveTripsOfDriver(db: Db, driverId: string) {
  return db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .select(['t.id', 't.loadId', 't.status', 't.agreedAmountPaise', 'l.origin', 'l.destination', 'l.pickupDate', 'l.ownerId', 'o.name as ownerName'])
    .where('t.driverId', '=', driverId)
    .where('t.status', 'in', ACTIVE_TRIP_STATUSES)
    .where('l.deletedAt', 'is', null)
    .orderBy('l.pickupDate')
    .orderBy('t.createdAt')
    .execute();
}

export type OpenBidRow = Awaited<ReturnType<typeof listOpenBidsOfDriver>>['rows'][number];

/** The driver's live bids (pending or countered), newest first, and how many there are. */
export async function listOpenBidsOfDriver(db: Db, driverId: string, limit: number) {
  const base = db
    .selectFrom('bids as b')
    .innerJoin('loads as l', 'l.id', 'b.loadId')
    .where('b.driverId', '=', driverId)
    .where('b.status', 'in', ['pending', 'countered'])
    .where('l.deletedAt', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select(['b.id', 'b.loadId', 'b.amountPaise', 'b.status', 'b.createdAt', 'l.origin', 'l.destination', 'l.pickupDate'])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Release credits to the driver's escrow account (the only money counted as paid). */
function releasesTo(db: Db, driverId: string) {
  return db
    .selectFrom('escrowEntries as e')
    .innerJoin('escrowAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('escrowTransactions as tx', 'tx.id', 'e.transactionId')
    .where('a.userId', '=', driverId)
    .where('tx.kind', '=', 'release')
    .where('e.amountPaise', '>', 0);
}

/** Delivered trips not (yet) paid: no release for their load, and not refunded to the owner. */
function unpaidDeliveredTrips(db: Db, driverId: string) {
  return db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .where('t.driverId', '=', driverId)
    .where('t.status', '=', 'delivered')
    .where('l.paymentStatus', '<>', 'refunded')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('escrowTransactions as rx').select('rx.id').whereRef('rx.loadId', '=', 't.loadId').where('rx.kind', '=', 'release'))));
}

export interface MonthFigures {
  paidPaise: number;
  paidTrips: number;
  expectedPaise: number;
  expectedTrips: number;
  deliveredTrips: number;
}

/** This month (Asia/Kolkata): money released to the driver, delivered trips, and what is expected but unpaid. */
export async function monthFiguresOfDriver(db: Db, driverId: string): Promise<MonthFigures> {
  const [paid, expected, delivered] = await Promise.all([
    releasesTo(db, driverId)
      .select([sql<number>`coalesce(sum(e.amount_paise), 0)::bigint`.as('paise'), sql<number>`count(distinct tx.load_id)::int`.as('trips')])
      .where('tx.createdAt', '>=', KOLKATA_MONTH_START)
      .executeTakeFirstOrThrow(),
    unpaidDeliveredTrips(db, driverId)
      .select([sql<number>`coalesce(sum(t.agreed_amount_paise), 0)::bigint`.as('paise'), sql<number>`count(*)::int`.as('trips')])
      .where('t.deliveredAt', '>=', KOLKATA_MONTH_START)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('trips')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('driverId', '=', driverId)
      .where('status', '=', 'delivered')
      .where('deliveredAt', '>=', KOLKATA_MONTH_START)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    paidPaise: Number(paid.paise),
    paidTrips: paid.trips,
    expectedPaise: Number(expected.paise),
    expectedTrips: expected.trips,
    deliveredTrips: delivered.n,
  };
}

export interface EarningsMonthRow {
  /** YYYY-MM in India time. */
  month: string;
  paidPaise: number;
  paidTrips: number;
  expectedPaise: number;
  expectedTrips: number;
}

/** Paid (by month of release) and expected (by month of delivery), newest month first. */
export async function earningsByMonth(db: Db, driverId: string): Promise<EarningsMonthRow[]> {
  const [paid, expected] = await Promise.all([
    releasesTo(db, driverId)
      .select([
        sql<string>`to_char(tx.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`.as('month'),
        sql<number>`sum(e.amount_paise)::bigint`.as('paise'),
        sql<number>`count(distinct tx.load_id)::int`.as('trips'),
      ])
      .groupBy(sql`1`)
      .execute(),
    unpaidDeliveredTrips(db, driverId)
      .select([
        sql<string>`to_char(coalesce(t.delivered_at, t.updated_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`.as('month'),
        sql<number>`sum(t.agreed_amount_paise)::bigint`.as('paise'),
        sql<number>`count(*)::int`.as('trips'),
      ])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const months = new Map<string, EarningsMonthRow>();
  const row = (month: string) => {
    let r = months.get(month);
    if (!r) {
      r = { month, paidPaise: 0, paidTrips: 0, expectedPaise: 0, expectedTrips: 0 };
      months.set(month, r);
    }
    return r;
  };
  for (const p of paid) Object.assign(row(p.month), { paidPaise: Number(p.paise), paidTrips: p.trips });
  for (const x of expected) Object.assign(row(x.month), { expectedPaise: Number(x.paise), expectedTrips: x.trips });
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** `paidPaise`: released to the driver for this load (0 until paid). */
export type EarningsTripRow = Awaited<ReturnType<typeof earningsByTrip>>['rows'][number];

/** The driver's delivered trips with what was released to them for each, newest delivery first. */
export async function earningsByTrip(db: Db, driverId: string, opts: { page: number; limit: number }) {
  const base = db.selectFrom('trips as t').innerJoin('loads as l', 'l.id', 't.loadId').where('t.driverId', '=', driverId).where('t.status', '=', 'delivered');
  const [rows, count] = await Promise.all([
    base
      .select([
        't.id as tripId',
        't.loadId',
        'l.origin',
        'l.destination',
        't.agreedAmountPaise',
        't.deliveredAt',
        'l.paymentStatus',
        sql<number>`coalesce((
          select sum(e.amount_paise) from escrow_entries e
            join escrow_accounts a on a.id = e.account_id
            join escrow_transactions tx on tx.id = e.transaction_id
           where tx.kind = 'release' and tx.load_id = t.load_id and a.user_id = t.driver_id and e.amount_paise > 0
        ), 0)::bigint`.as('paidPaise'),
        sql<Date | null>`(
          select max(tx.created_at) from escrow_entries e
            join escrow_accounts a on a.id = e.account_id
            join escrow_transactions tx on tx.id = e.transaction_id
           where tx.kind = 'release' and tx.load_id = t.load_id and a.user_id = t.driver_id and e.amount_paise > 0
        )`.as('paidAt'),
      ])
      .orderBy(sql`t.delivered_at desc nulls last`)
      .orderBy('t.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ ...r, paidPaise: Number(r.paidPaise) })), total: count.n };
}

/** Lifetime totals: released to the driver, and expected from delivered unpaid trips. */
export async function earningsTotals(db: Db, driverId: string): Promise<{ paidPaise: number; expectedPaise: number; expectedTrips: number }> {
  const [paid, expected] = await Promise.all([
    releasesTo(db, driverId).select(sql<number>`coalesce(sum(e.amount_paise), 0)::bigint`.as('paise')).executeTakeFirstOrThrow(),
    unpaidDeliveredTrips(db, driverId)
      .select([sql<number>`coalesce(sum(t.agreed_amount_paise), 0)::bigint`.as('paise'), sql<number>`count(*)::int`.as('trips')])
      .executeTakeFirstOrThrow(),
  ]);
  return { paidPaise: Number(paid.paise), expectedPaise: Number(expected.paise), expectedTrips: expected.trips };
}

/** Number of trips a driver has delivered (shown on their profile). */
export async function countDeliveredTrips(db: Db, driverId: string): Promise<number> {
  const row = await db.selectFrom('trips').select(sql<number>`count(*)::int`.as('n')).where('driverId', '=', driverId).where('status', '=', 'delivered').executeTakeFirstOrThrow();
  return row.n;
}
