/**
 * SQL of the broker's records: the driver network, client companies (rows of
 * the business ledger's shippers owned by the broker) and the commission
 * ledger (one row per load). Every read is scoped to the broker.
 */
import { sql, type Selectable } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';
import { KOLKATA_MONTH_START } from '../../lib/kolkata-sql.js';
import type { ClientInput, CommissionFilter } from './schema.js';
import { ACTIVE_TRIP_STATUSES } from '../../lib/trip-status.js';

const USER_REF_COLUMNS = ['id', 'name', 'role', 'status'] as const;
export type UserRef = Pick<Selectable<DB['users']>, (typeof USER_REF_COLUMNS)[number]>;

export async function findUserByUsername(db: Db, username: string): Promise<UserRef | undefined> {
  return db.selectFrom('users').select(USER_REF_COLUMNS).where('username', '=', username).executeTakeFirst();
}

/** Users whose phone has these last 10 digits, however it was typed ("+91 98765-43210"). */
export async function findUsersByPhoneDigits(db: Db, digits: string): Promise<UserRef[]> {
  return db.selectFrom('users').select(USER_REF_COLUMNS).where('phone', 'is not', null).where(sql<string>`right(regexp_replace(phone, '\\D', '', 'g'), 10)`, '=', digits).limit(20).execute();
}

/** Adds the driver to the broker's network (the database asks for an accepted invitation); false when already there. */
export async function insertNetworkMember(trx: Tx, brokerId: string, driverId: string): Promise<boolean> {
  const row = await trx
    .insertInto('brokerNetwork')
    .values({ brokerId, driverId })
    .onConflict((oc) => oc.columns(['brokerId', 'driverId']).doNothing())
    .returning('driverId')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteNetworkMember(trx: Tx, brokerId: string, driverId: string): Promise<boolean> {
  const res = await trx.deleteFrom('brokerNetwork').where('brokerId', '=', brokerId).where('driverId', '=', driverId).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function isNetworkMember(db: Db, brokerId: string, driverId: string): Promise<boolean> {
  const row = await db.selectFrom('brokerNetwork').select('driverId').where('brokerId', '=', brokerId).where('driverId', '=', driverId).executeTakeFirst();
  return row !== undefined;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'removed';

/** The whole row, its status narrowed to the values the table's CHECK allows (migration 032). */
export type InvitationRow = Omit<Selectable<DB['brokerInvitations']>, 'status'> & { status: InvitationStatus };

const INVITATION_COLUMNS = ['id', 'brokerId', 'driverId', 'status', 'createdAt', 'answeredAt'] as const;

/** A new pending invitation; undefined when one is already pending (the partial unique index decides). */
export async function insertInvitation(trx: Tx, brokerId: string, driverId: string): Promise<InvitationRow | undefined> {
  const row = await trx
    .insertInto('brokerInvitations')
    .values({ brokerId, driverId })
    .onConflict((oc) => oc.columns(['brokerId', 'driverId']).where('status', '=', sql.lit('pending')).doNothing())
    .returning(INVITATION_COLUMNS)
    .executeTakeFirst();
  return row as InvitationRow | undefined;
}

/** The invitation if `userId` is its broker or its driver (anyone else sees nothing). */
export async function findInvitationOf(db: Db, userId: string, id: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom('brokerInvitations')
    .select(INVITATION_COLUMNS)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brokerId', '=', userId), eb('driverId', '=', userId)]))
    .executeTakeFirst();
  return row as InvitationRow | undefined;
}

/**
 * Moves the invitation from `from` to `to` if it is still in `from` and
 * belongs to `who` (its broker or its driver): the conditional UPDATE is the
 * one place where accept, decline, cancel and remove race; undefined for the loser.
 */
export async function transitionInvitation(trx: Tx, id: string, who: { brokerId: string } | { driverId: string }, from: InvitationStatus, to: InvitationStatus): Promise<InvitationRow | undefined> {
  const row = await trx
    .updateTable('brokerInvitations')
    .set({ status: to, answeredAt: sql`coalesce(answered_at, now())` })
    .where('id', '=', id)
    .where('status', '=', from)
    .$if('brokerId' in who, (qb) => qb.where('brokerId', '=', (who as { brokerId: string }).brokerId))
    .$if('driverId' in who, (qb) => qb.where('driverId', '=', (who as { driverId: string }).driverId))
    .returning(INVITATION_COLUMNS)
    .executeTakeFirst();
  return row as InvitationRow | undefined;
}

/** Ends the accepted invitation behind a membership (the broker removed the driver). */
export async function markMembershipRemoved(trx: Tx, brokerId: string, driverId: string): Promise<void> {
  await trx.updateTable('brokerInvitations').set({ status: 'removed' }).where('brokerId', '=', brokerId).where('driverId', '=', driverId).where('status', '=', 'accepted').execute();
}

/** `userId`, `name`...: the other side, the driver for the broker's list, the broker for the driver's. */
export type PendingInvitationRow = Awaited<ReturnType<typeof listPendingInvitationsOfBroker>>[number];

/** The broker's invitations still waiting for an answer, newest first: the driver's name and username, never the phone. */
export async function listPendingInvitationsOfBroker(db: Db, brokerId: string) {
  return db
    .selectFrom('brokerInvitations as i')
    .innerJoin('users as u', 'u.id', 'i.driverId')
    .select(['i.id', 'i.createdAt', 'u.id as userId', 'u.name', 'u.username', 'u.companyName', 'u.city'])
    .where('i.brokerId', '=', brokerId)
    .where('i.status', '=', 'pending')
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id')
    .limit(200)
    .execute();
}

/** The invitations waiting for the driver's answer, newest first. */
export async function listPendingInvitationsOfDriver(db: Db, driverId: string): Promise<PendingInvitationRow[]> {
  return db
    .selectFrom('brokerInvitations as i')
    .innerJoin('users as u', 'u.id', 'i.brokerId')
    .select(['i.id', 'i.createdAt', 'u.id as userId', 'u.name', 'u.username', 'u.companyName', 'u.city'])
    .where('i.driverId', '=', driverId)
    .where('i.status', '=', 'pending')
    .where('u.status', '=', 'active')
    .orderBy('i.createdAt', 'desc')
    .orderBy('i.id')
    .limit(200)
    .execute();
}

/** The brokers whose network the driver is in. */
export async function listBrokersOfDriver(db: Db, driverId: string) {
  return db
    .selectFrom('brokerNetwork as n')
    .innerJoin('users as u', 'u.id', 'n.brokerId')
    .select(['n.brokerId', 'u.name', 'u.username', 'u.companyName', 'n.createdAt as addedAt'])
    .where('n.driverId', '=', driverId)
    .orderBy('n.createdAt', 'desc')
    .execute();
}

export type NetworkRow = Awaited<ReturnType<typeof listNetwork>>[number];

/** The broker's drivers with their truck, availability and trips under way, newest first. */
export async function listNetwork(db: Db, brokerId: string) {
  return db
    .selectFrom('brokerNetwork as n')
    .innerJoin('users as u', 'u.id', 'n.driverId')
    .leftJoin('driverProfiles as p', 'p.userId', 'u.id')
    .select([
      'n.driverId',
      'u.name',
      'u.username',
      'u.phone',
      'u.status',
      'p.vehicleNumber',
      'p.truckType',
      'p.truckLengthFt',
      'p.capacityTonnes',
      'p.homeCity',
      sql<boolean>`coalesce(p.available, false)`.as('available'),
      'n.createdAt as addedAt',
      sql<number>`(select count(*) from trips t where t.driver_id = n.driver_id and t.status in (${sql.join(ACTIVE_TRIP_STATUSES.map((s) => sql`${s}`))}))::int`.as('activeTrips'),
    ])
    .where('n.brokerId', '=', brokerId)
    .orderBy('n.createdAt', 'desc')
    .orderBy('u.name')
    .execute();
}

const CLIENT_COLUMNS = ['id', 'name', 'contactName', 'phone', 'gstin', 'city', 'loadCount', 'createdAt'] as const;
export type ClientRow = Pick<Selectable<DB['shippers']>, (typeof CLIENT_COLUMNS)[number]>;

/** The broker's client companies (not deleted), by name. */
export async function listClients(db: Db, ownerId: string): Promise<ClientRow[]> {
  return db.selectFrom('shippers').select(CLIENT_COLUMNS).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).orderBy('name').orderBy('id').execute();
}

export async function findClientOf(db: Db, ownerId: string, clientId: string): Promise<ClientRow | undefined> {
  return db.selectFrom('shippers').select(CLIENT_COLUMNS).where('ownerId', '=', ownerId).where('id', '=', clientId).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function insertClient(trx: Tx, ownerId: string, v: ClientInput): Promise<ClientRow> {
  return trx.insertInto('shippers').values({ ownerId, name: v.name, contactName: v.contact_name, phone: v.phone, gstin: v.gstin, city: v.city }).returning(CLIENT_COLUMNS).executeTakeFirstOrThrow();
}

/** The broker's own load, locked; undefined for anyone else's (or a deleted one). */
export async function lockOwnLoad(trx: Tx, ownerId: string, loadId: string) {
  return trx.selectFrom('loads').select(['id', 'status', 'shipperId']).where('id', '=', loadId).where('ownerId', '=', ownerId).where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
}

export async function setLoadClient(trx: Tx, loadId: string, shipperId: string): Promise<void> {
  await trx.updateTable('loads').set({ shipperId }).where('id', '=', loadId).execute();
}

export type CommissionRow = Selectable<DB['commissions']>;

/**
 * Creates the load's commission or changes its client and amount while it is
 * not yet received; undefined when it was already received.
 */
export async function upsertPendingCommission(trx: Tx, v: { brokerId: string; loadId: string; shipperId: string; amountPaise: number }): Promise<CommissionRow | undefined> {
  return trx
    .insertInto('commissions')
    .values(v)
    .onConflict((oc) =>
      oc.column('loadId').doUpdateSet({ shipperId: v.shipperId, amountPaise: v.amountPaise }).where('commissions.receivedAt', 'is', null).where('commissions.brokerId', '=', v.brokerId),
    )
    .returningAll()
    .executeTakeFirst();
}

/** The broker's commission with its load's status, locked; undefined for anyone else's. */
export async function lockOwnCommission(trx: Tx, brokerId: string, id: string): Promise<(CommissionRow & { loadStatus: string }) | undefined> {
  return trx
    .selectFrom('commissions as c')
    .innerJoin('loads as l', 'l.id', 'c.loadId')
    .select(['c.id', 'c.brokerId', 'c.loadId', 'c.shipperId', 'c.amountPaise', 'c.receivedAt', 'c.createdAt', 'l.status as loadStatus'])
    .where('c.id', '=', id)
    .where('c.brokerId', '=', brokerId)
    .forUpdate('c')
    .executeTakeFirst();
}

/** Marks it received if it was not; undefined otherwise. */
export async function setCommissionReceived(trx: Tx, brokerId: string, id: string): Promise<CommissionRow | undefined> {
  return trx.updateTable('commissions').set({ receivedAt: sql`now()` }).where('id', '=', id).where('brokerId', '=', brokerId).where('receivedAt', 'is', null).returningAll().executeTakeFirst();
}

export type CommissionListRow = Awaited<ReturnType<typeof listCommissions>>['rows'][number];

/** The broker's commission ledger, newest first. */
export async function listCommissions(db: Db, brokerId: string, opts: { status: CommissionFilter; page: number; limit: number }) {
  let base = db.selectFrom('commissions as c').innerJoin('loads as l', 'l.id', 'c.loadId').leftJoin('shippers as s', 's.id', 'c.shipperId').where('c.brokerId', '=', brokerId);
  if (opts.status === 'pending') base = base.where('c.receivedAt', 'is', null);
  if (opts.status === 'received') base = base.where('c.receivedAt', 'is not', null);
  const [rows, count] = await Promise.all([
    base
      .select([
        'c.id',
        'c.brokerId',
        'c.loadId',
        'c.shipperId',
        'c.amountPaise',
        'c.receivedAt',
        'c.createdAt',
        'l.origin',
        'l.destination',
        'l.pickupDate',
        'l.status as loadStatus',
        's.name as clientName',
      ])
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export interface CommissionTotals {
  pendingPaise: number;
  pendingCount: number;
  receivedPaise: number;
  receivedCount: number;
  receivedMonthPaise: number;
}

/** Pending (not received, load not cancelled) and received commission, in all and this month. */
export async function commissionTotals(db: Db, brokerId: string): Promise<CommissionTotals> {
  const row = await db
    .selectFrom('commissions as c')
    .innerJoin('loads as l', 'l.id', 'c.loadId')
    .select([
      sql<number>`coalesce(sum(c.amount_paise) filter (where c.received_at is null and l.status <> 'cancelled'), 0)::bigint`.as('pendingPaise'),
      sql<number>`(count(*) filter (where c.received_at is null and l.status <> 'cancelled'))::int`.as('pendingCount'),
      sql<number>`coalesce(sum(c.amount_paise) filter (where c.received_at is not null), 0)::bigint`.as('receivedPaise'),
      sql<number>`(count(*) filter (where c.received_at is not null))::int`.as('receivedCount'),
      sql<number>`coalesce(sum(c.amount_paise) filter (where c.received_at >= ${KOLKATA_MONTH_START}), 0)::bigint`.as('receivedMonthPaise'),
    ])
    .where('c.brokerId', '=', brokerId)
    .executeTakeFirstOrThrow();
  return {
    pendingPaise: Number(row.pendingPaise),
    pendingCount: row.pendingCount,
    receivedPaise: Number(row.receivedPaise),
    receivedCount: row.receivedCount,
    receivedMonthPaise: Number(row.receivedMonthPaise),
  };
}

export interface BrokerCounts {
  networkSize: number;
  availableDrivers: number;
  clients: number;
  openLoads: number;
  activeTrips: number;
}

export async function brokerCounts(db: Db, brokerId: string): Promise<BrokerCounts> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from broker_network n where n.broker_id = ${brokerId})::int`.as('networkSize'),
      sql<number>`(select count(*) from broker_network n join driver_profiles p on p.user_id = n.driver_id where n.broker_id = ${brokerId} and p.available)::int`.as('availableDrivers'),
      sql<number>`(select count(*) from shippers s where s.owner_id = ${brokerId} and s.deleted_at is null)::int`.as('clients'),
      sql<number>`(select count(*) from loads l where l.owner_id = ${brokerId} and l.status = 'open' and l.deleted_at is null)::int`.as('openLoads'),
      sql<number>`(select count(*) from trips t join loads l on l.id = t.load_id where l.owner_id = ${brokerId} and l.deleted_at is null and t.status in (${sql.join(ACTIVE_TRIP_STATUSES.map((s) => sql`${s}`))}))::int`.as(
        'activeTrips',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
