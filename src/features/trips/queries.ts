/** SQL of trips: the trip with its load and parties, locks, status changes, and the lists behind pages and JSON. */
import { sql, type Selectable } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';
import { ACTIVE_TRIP_STATUSES, type FlowStatus, type OwnerLoadFilter, type TripFilter } from '../../lib/trip-status.js';

/** The whole trips row; TRIP_COLUMNS names every column, under the alias the queries use. */
export type TripRow = Selectable<DB['trips']>;

const TRIP_COLUMNS = [
  't.id',
  't.loadId',
  't.bidId',
  't.driverId',
  't.agreedAmountPaise',
  't.status',
  't.scheduledAt',
  't.enRouteToPickupAt',
  't.loadedAt',
  't.inTransitAt',
  't.deliveredAt',
  't.cancelledAt',
  't.createdAt',
  't.updatedAt',
] as const;

/** A trip with what its pages show of the load, the driver and the owner. */
export type TripDetail = NonNullable<Awaited<ReturnType<typeof findTripDetailFor>>>;

function detailQuery(db: Db) {
  return db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .innerJoin('users as d', 'd.id', 't.driverId')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .select([
      ...TRIP_COLUMNS,
      'l.ownerId',
      'l.origin',
      'l.destination',
      'l.pickupDate',
      'l.truckType',
      'l.truckLengthFt',
      'l.weightTonnes',
      'l.material',
      'l.description',
      'l.contactPhone',
      'l.status as loadStatus',
      'l.paymentStatus',
      'd.name as driverName',
      'd.phone as driverPhone',
      'o.name as ownerName',
      'o.phone as ownerPhone',
      'o.companyName as ownerCompany',
      'o.role as ownerRole',
    ])
    .where('l.deletedAt', 'is', null);
}

/** The trip as its assigned driver, its load's owner or an admin sees it; undefined for anyone else. */
export async function findTripDetailFor(db: Db, tripId: string, viewer: { id: string; role: string }) {
  let q = detailQuery(db).where('t.id', '=', tripId);
  if (viewer.role !== 'admin') q = q.where((eb) => eb.or([eb('t.driverId', '=', viewer.id), eb('l.ownerId', '=', viewer.id)]));
  return q.executeTakeFirst();
}

/** The trip of a load, for a viewer who is its driver, its owner or an admin. */
export async function findTripDetailOfLoadFor(db: Db, loadId: string, viewer: { id: string; role: string }): Promise<TripDetail | undefined> {
  let q = detailQuery(db).where('t.loadId', '=', loadId);
  if (viewer.role !== 'admin') q = q.where((eb) => eb.or([eb('t.driverId', '=', viewer.id), eb('l.ownerId', '=', viewer.id)]));
  return q.executeTakeFirst();
}

/** Just enough of a trip to know which load to lock first (no lock taken). */
export async function findTripRef(db: Db, tripId: string) {
  return db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .select(['t.id', 't.loadId', 't.driverId', 't.status', 'l.ownerId'])
    .where('t.id', '=', tripId)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst();
}

const LOCKED_LOAD_COLUMNS = ['id', 'ownerId', 'status', 'paymentStatus', 'origin', 'destination', 'assignedDriverId', 'pickupDate'] as const;
export type LockedLoad = Pick<Selectable<DB['loads']>, (typeof LOCKED_LOAD_COLUMNS)[number]>;

/** The trip's load, locked: loads are always locked before their trip (the order cancel and accept use too). */
export async function lockLoadForUpdate(trx: Tx, loadId: string): Promise<LockedLoad | undefined> {
  return trx.selectFrom('loads').select(LOCKED_LOAD_COLUMNS).where('id', '=', loadId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

export async function lockTripForUpdate(trx: Tx, tripId: string): Promise<TripRow | undefined> {
  return trx.selectFrom('trips as t').select(TRIP_COLUMNS).where('t.id', '=', tripId).forUpdate().executeTakeFirst();
}

/** The trip row, share-locked: its status cannot change while a rating is being stored. */
export async function lockTripForShare(trx: Tx, tripId: string): Promise<TripRow | undefined> {
  return trx.selectFrom('trips as t').select(TRIP_COLUMNS).where('t.id', '=', tripId).forShare().executeTakeFirst();
}

function stamp(to: Exclude<FlowStatus, 'scheduled'>) {
  const now = sql<Date>`now()`;
  switch (to) {
    case 'en_route_to_pickup':
      return { enRouteToPickupAt: now };
    case 'loaded':
      return { loadedAt: now };
    case 'in_transit':
      return { inTransitAt: now };
    case 'delivered':
      return { deliveredAt: now };
  }
}

/** Moves the trip from `from` to `to` and stamps the new status; undefined when it was no longer `from`. */
export async function updateTripStatusIf(trx: Tx, tripId: string, from: string, to: Exclude<FlowStatus, 'scheduled'>): Promise<TripRow | undefined> {
  return trx
    .updateTable('trips as t')
    .set({ status: to, ...stamp(to) })
    .where('t.id', '=', tripId)
    .where('t.status', '=', from)
    .returning(TRIP_COLUMNS)
    .executeTakeFirst();
}

/** Cancels the trip if it is still in one of `from`; undefined otherwise. */
export async function cancelTripIf(trx: Tx, tripId: string, from: readonly string[]): Promise<TripRow | undefined> {
  return trx.updateTable('trips as t').set({ status: 'cancelled', cancelledAt: sql`now()` }).where('t.id', '=', tripId).where('t.status', 'in', from).returning(TRIP_COLUMNS).executeTakeFirst();
}

/** Sets the load's status when it is in one of `from`; false otherwise. */
export async function setLoadStatusIf(trx: Tx, loadId: string, from: readonly string[], to: string): Promise<boolean> {
  const res = await trx.updateTable('loads').set({ status: to }).where('id', '=', loadId).where('status', 'in', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export type TripListRow = Awaited<ReturnType<typeof listTripsFor>>['rows'][number];

/**
 * The caller's trips, newest first: a driver's own, or those on the loads a
 * shipper or broker owns.
 */
export async function listTripsFor(db: Db, viewer: { id: string; role: string }, opts: { status: TripFilter; page: number; limit: number }) {
  let base = db
    .selectFrom('trips as t')
    .innerJoin('loads as l', 'l.id', 't.loadId')
    .innerJoin('users as d', 'd.id', 't.driverId')
    .innerJoin('users as o', 'o.id', 'l.ownerId')
    .leftJoin('tripPods as p', 'p.id', 't.id')
    .where('l.deletedAt', 'is', null)
    .where(viewer.role === 'driver' ? 't.driverId' : 'l.ownerId', '=', viewer.id);
  if (opts.status !== 'all') {
    const filter = opts.status;
    base = base.where((eb) => (filter === 'active' ? eb('t.status', 'in', ACTIVE_TRIP_STATUSES) : eb('t.status', '=', filter)));
  }
  const [rows, count] = await Promise.all([
    base
      .select([
        ...TRIP_COLUMNS,
        'l.ownerId',
        'l.origin',
        'l.destination',
        'l.pickupDate',
        'l.truckType',
        'l.weightTonnes',
        'l.status as loadStatus',
        'l.paymentStatus',
        'd.name as driverName',
        'o.name as ownerName',
        'p.receiverName as podReceiverName',
        'p.submittedAt as podSubmittedAt',
        'p.acceptedAt as podAcceptedAt',
        'p.byCode as podByCode',
      ])
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export type OwnerLoadRow = Awaited<ReturnType<typeof listLoadsOfOwner>>['rows'][number];

/** The loads an owner (shipper or broker) posted, newest first, with bid counts, the trip, the client and the commission. */
export async function listLoadsOfOwner(db: Db, ownerId: string, opts: { status: OwnerLoadFilter; page: number; limit: number }) {
  let base = db.selectFrom('loads as l').where('l.ownerId', '=', ownerId).where('l.deletedAt', 'is', null);
  if (opts.status !== 'all') base = base.where('l.status', '=', opts.status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('trips as t', 't.loadId', 'l.id')
      .leftJoin('users as d', 'd.id', 't.driverId')
      .leftJoin('shippers as s', (j) => j.onRef('s.id', '=', 'l.shipperId').on('s.deletedAt', 'is', null))
      .leftJoin('commissions as c', 'c.loadId', 'l.id')
      .select([
        'l.id',
        'l.origin',
        'l.destination',
        'l.pickupDate',
        'l.truckType',
        'l.weightTonnes',
        'l.pricePaise',
        'l.status',
        'l.paymentStatus',
        'l.createdAt',
        'l.shipperId',
        's.name as clientName',
        sql<number>`(select count(*) from bids b where b.load_id = l.id and b.status in ('pending', 'countered'))::int`.as('liveBids'),
        sql<number>`(select count(*) from bids b where b.load_id = l.id)::int`.as('totalBids'),
        't.id as tripId',
        't.status as tripStatus',
        't.agreedAmountPaise',
        't.driverId',
        'd.name as driverName',
        'c.id as commissionId',
        'c.amountPaise as commissionPaise',
        'c.receivedAt as commissionReceivedAt',
      ])
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
