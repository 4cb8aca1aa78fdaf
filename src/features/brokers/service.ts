/**
 * Use cases of the broker (CONTRACT section 7): the driver network, client
 * companies, and the commission ledger (one commission per load the broker
 * posts for a client). Every record is the broker's own; others' are "not found".
 * A driver joins a network only by accepting the broker's invitation.
 */
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import type { LoadRow } from '../loads/service.js';
import type { LoadInput } from '../loads/schema.js';
import { postLoadsInTransaction } from '../loads/service.js';
import { listOwnerLoads } from '../trips/service.js';
import type { OwnerLoadFilter } from '../../lib/trip-status.js';
import { notify } from '../notifications/service.js';
import {
  AlreadyInNetworkError,
  AlreadyInvitedError,
  AmbiguousPhoneError,
  CommissionAlreadyReceivedError,
  DriverNotFoundError,
  InvitationClosedError,
  LoadCancelledError,
  NotADriverError,
  UnknownClientError,
} from './errors.js';
import {
  brokerCounts,
  commissionTotals,
  deleteNetworkMember,
  findClientOf,
  findInvitationOf,
  findUserByUsername,
  findUsersByPhoneDigits,
  insertClient,
  insertInvitation,
  insertNetworkMember,
  isNetworkMember,
  listBrokersOfDriver,
  listClients,
  listCommissions,
  listNetwork,
  listPendingInvitationsOfBroker,
  listPendingInvitationsOfDriver,
  lockOwnCommission,
  markMembershipRemoved,
  lockOwnLoad,
  setCommissionReceived,
  setLoadClient,
  transitionInvitation,
  upsertPendingCommission,
  type ClientRow,
  type CommissionRow,
  type InvitationRow,
  type NetworkRow,
  type PendingInvitationRow,
  type UserRef,
} from './queries.js';
import type { ClientInput, CommissionFilter, CommissionInput, NetworkAddInput } from './schema.js';

/**
 * A broker invites an active driver to their network by username or phone: an
 * unknown one is 404, a non-driver 400, a phone shared by several drivers 400,
 * a driver already in the network or already invited 409. The driver is told
 * (a notification) and joins only by accepting; until then the broker sees
 * their name, never their phone.
 */
export async function inviteToNetwork(db: Database, actor: SessionUser, input: NetworkAddInput): Promise<{ driver: UserRef; invitation: InvitationRow }> {
  return withActor(db, actor.id, async (trx) => {
    let driver: UserRef;
    if (input.by === 'username') {
      const user = await findUserByUsername(trx, input.username);
      if (!user) throw new DriverNotFoundError('username');
      if (user.role !== 'driver' || user.status !== 'active') throw new NotADriverError('username');
      driver = user;
    } else {
      const users = await findUsersByPhoneDigits(trx, input.phone);
      if (users.length === 0) throw new DriverNotFoundError('phone');
      const drivers = users.filter((u) => u.role === 'driver' && u.status === 'active');
      if (drivers.length === 0) throw new NotADriverError('phone');
      if (drivers.length > 1) throw new AmbiguousPhoneError();
      driver = drivers[0];
    }
    if (await isNetworkMember(trx, actor.id, driver.id)) throw new AlreadyInNetworkError();
    const invitation = await insertInvitation(trx, actor.id, driver.id);
    if (!invitation) throw new AlreadyInvitedError();
    await notify(trx, {
      userId: driver.id,
      kind: 'network_invitation',
      key: 'notify.network.invited',
      bodyKey: 'notify.network.invited.body',
      params: { name: actor.name },
      link: '/driver/network',
    });
    return { driver, invitation };
  });
}

/** Why a state change found the invitation no longer waiting: 404 when the caller may not see it, else 409 naming its state. */
async function explainLostInvitation(trx: Tx, userId: string, id: string): Promise<never> {
  const current = await findInvitationOf(trx, userId, id);
  if (!current) throw new NotFoundError('Invitation');
  throw new InvitationClosedError(current.status);
}

/** The broker withdraws an invitation still waiting for the driver's answer. */
export async function cancelInvitation(db: Database, actor: SessionUser, invitationId: string): Promise<InvitationRow> {
  return withActor(db, actor.id, async (trx) => {
    const inv = await transitionInvitation(trx, invitationId, { brokerId: actor.id }, 'pending', 'cancelled');
    if (!inv) return explainLostInvitation(trx, actor.id, invitationId);
    return inv;
  });
}

/** The invited driver accepts: they join the broker's network (who now sees their phone), and the broker is told. */
export async function acceptInvitation(db: Database, actor: SessionUser, invitationId: string): Promise<InvitationRow> {
  return withActor(db, actor.id, async (trx) => {
    const inv = await transitionInvitation(trx, invitationId, { driverId: actor.id }, 'pending', 'accepted');
    if (!inv) return explainLostInvitation(trx, actor.id, invitationId);
    await insertNetworkMember(trx, inv.brokerId, actor.id);
    await notify(trx, { userId: inv.brokerId, kind: 'network_answer', key: 'notify.network.accepted', params: { name: actor.name }, link: '/broker/network' });
    return inv;
  });
}

/** The invited driver declines: nothing is shared, and the broker is told. */
export async function declineInvitation(db: Database, actor: SessionUser, invitationId: string): Promise<InvitationRow> {
  return withActor(db, actor.id, async (trx) => {
    const inv = await transitionInvitation(trx, invitationId, { driverId: actor.id }, 'pending', 'declined');
    if (!inv) return explainLostInvitation(trx, actor.id, invitationId);
    await notify(trx, { userId: inv.brokerId, kind: 'network_answer', key: 'notify.network.declined', params: { name: actor.name }, link: '/broker/network' });
    return inv;
  });
}

/** A broker removes a driver from their own network (a new invitation is needed to bring them back). */
export async function removeFromNetwork(db: Database, actor: SessionUser, driverId: string): Promise<void> {
  await withActor(db, actor.id, async (trx) => {
    if (!(await deleteNetworkMember(trx, actor.id, driverId))) throw new NotFoundError('Driver in your network');
    await markMembershipRemoved(trx, actor.id, driverId);
  });
}

/** The broker's network page: the drivers in it (with phone) and the invitations still waiting (without). */
export async function getNetwork(db: Database, actor: SessionUser): Promise<{ drivers: NetworkRow[]; invitations: PendingInvitationRow[] }> {
  const [drivers, invitations] = await Promise.all([listNetwork(db, actor.id), listPendingInvitationsOfBroker(db, actor.id)]);
  return { drivers, invitations };
}

/** The driver's side: invitations waiting for an answer and the brokers whose network they are in. */
export async function getDriverNetwork(db: Database, actor: SessionUser) {
  const [invitations, brokers] = await Promise.all([listPendingInvitationsOfDriver(db, actor.id), listBrokersOfDriver(db, actor.id)]);
  return { invitations, brokers };
}

/** A broker keeps client companies (the business ledger's shippers, owned by the broker). */
export async function addClient(db: Database, actor: SessionUser, input: ClientInput): Promise<ClientRow> {
  return withActor(db, actor.id, (trx) => insertClient(trx, actor.id, input));
}

/**
 * A broker links one of their loads to one of their clients with a commission:
 * the load's client is set and its one commission row created or changed; a
 * received commission and a cancelled load no longer change.
 */
export async function setLoadCommission(db: Database, actor: SessionUser, loadId: string, input: CommissionInput): Promise<CommissionRow> {
  return withActor(db, actor.id, async (trx) => {
    const load = await lockOwnLoad(trx, actor.id, loadId);
    if (!load) throw new NotFoundError('Load');
    if (load.status === 'cancelled') throw new LoadCancelledError();
    const client = await findClientOf(trx, actor.id, input.client_id);
    if (!client) throw new UnknownClientError();
    const commission = await upsertPendingCommission(trx, { brokerId: actor.id, loadId, shipperId: client.id, amountPaise: input.amount });
    if (!commission) throw new CommissionAlreadyReceivedError();
    if (load.shipperId !== client.id) await setLoadClient(trx, loadId, client.id);
    return commission;
  });
}

/**
 * A broker posts a load, optionally for one of their own clients with a
 * commission: the load (open and listed, as any posted load), its client link
 * and its one commission row are stored together or not at all.
 */
export async function postLoadForClient(db: Database, actor: SessionUser, load: LoadInput, commission: CommissionInput | null): Promise<{ load: LoadRow; commission: CommissionRow | null }> {
  return withActor(db, actor.id, async (trx) => {
    const client = commission ? await findClientOf(trx, actor.id, commission.client_id) : undefined;
    if (commission && !client) throw new UnknownClientError();
    const [row] = await postLoadsInTransaction(trx, actor, [load]);
    if (!commission || !client) return { load: row, commission: null };
    await setLoadClient(trx, row.id, client.id);
    const created = await upsertPendingCommission(trx, { brokerId: actor.id, loadId: row.id, shipperId: client.id, amountPaise: commission.amount });
    if (!created) throw new Error('a new load already had a commission');
    return { load: { ...row, shipperId: client.id }, commission: created };
  });
}

/** Only the owning broker marks a commission received, once, and not on a cancelled load. */
export async function markCommissionReceived(db: Database, actor: SessionUser, commissionId: string): Promise<CommissionRow> {
  return withActor(db, actor.id, async (trx) => {
    const c = await lockOwnCommission(trx, actor.id, commissionId);
    if (!c) throw new NotFoundError('Commission');
    if (c.receivedAt) throw new CommissionAlreadyReceivedError();
    if (c.loadStatus === 'cancelled') throw new LoadCancelledError();
    const updated = await setCommissionReceived(trx, actor.id, commissionId);
    if (!updated) throw new CommissionAlreadyReceivedError();
    return updated;
  });
}

/** The broker's home: network, clients, loads and commission figures. */
export async function getBrokerHome(db: Database, actor: SessionUser) {
  const [counts, totals, openLoads, pending] = await Promise.all([
    brokerCounts(db, actor.id),
    commissionTotals(db, actor.id),
    listOwnerLoads(db, actor.id, { status: 'open', page: 1, limit: 10 }),
    listCommissions(db, actor.id, { status: 'pending', page: 1, limit: 10 }),
  ]);
  return { counts, totals, openLoads: openLoads.rows, pendingCommissions: pending.rows };
}

export async function getClients(db: Database, actor: SessionUser) {
  return listClients(db, actor.id);
}

export async function getCommissions(db: Database, actor: SessionUser, q: { status: CommissionFilter; page: number; limit: number }) {
  const [list, totals] = await Promise.all([listCommissions(db, actor.id, q), commissionTotals(db, actor.id)]);
  return { ...list, totals };
}

export async function getBrokerLoads(db: Database, actor: SessionUser, q: { status: OwnerLoadFilter; page: number; limit: number }) {
  const [list, clients] = await Promise.all([listOwnerLoads(db, actor.id, q), listClients(db, actor.id)]);
  return { ...list, clients };
}
