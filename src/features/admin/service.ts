/**
 * Use cases of the admin: account decisions (suspend, unsuspend, verify, plan),
 * load and ledger record deletion and restoration, announcements, and the
 * platform figures. Every write runs in withActor(admin) so the audit log names
 * the admin who did it.
 */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import { en, t } from '../../lib/i18n/index.js';
import { publish } from '../../http/events.js';
import { endLiveBidsOfHiddenLoads, withdrawLiveBidsOf } from '../bids/service.js';
import { endAllSessionsOf } from '../../http/events.js';
import { AlreadyInStateError, CannotSuspendSelfError, LastActiveAdminError, LoadInUseError } from './errors.js';
import { canDeleteLoad, canSuspend } from './policy.js';
import {
  activitySeries,
  countBidsByStatus,
  countDeletedPlatformLoads,
  countLoadsByStatus,
  countPendingAdminWork,
  countUsersByRole,
  findUserRole,
  hideOpenLoadsOfOwner,
  insertAnnouncement,
  insertAnnouncementNotifications,
  lockActiveAdmins,
  lockLoadIncludingDeletedForUpdate,
  lockUserForUpdate,
  moneyTotals,
  relistLoadsHiddenBySuspension,
  setLoadDeletedAt,
  setUserPlan,
  setUserStatus,
  setUserVerified,
  tripsByStatus,
  type AdminUserRow,
  type SeriesRow,
} from './queries.js';
import type { BroadcastInput, MetricRange } from './schema.js';
import { isUuid } from '../../lib/ids.js';
import { TRIP_STATUSES } from '../../lib/trip-status.js';

function checkId(id: string, what: string): void {
  if (!isUuid(id)) throw new NotFoundError(what);
}

/** Why a bid ended when its load's owner was suspended (kept on the bid, shown to the driver). */
export const SUSPENDED_OWNER_BID_REASON: string = en['bids.reason.ownerSuspended'];

/** Why a suspended driver's live bid was withdrawn (kept on the bid, shown to the load owner). */
export const SUSPENDED_DRIVER_BID_REASON: string = en['bids.reason.driverSuspended'];

export interface SuspendedUser {
  user: AdminUserRow;
  /** Open loads of the user taken off every board. */
  hiddenLoads: number;
  /** Live bids on those loads that ended (each bidder is told). */
  endedBids: number;
  /** The user's own live bids (a driver's), withdrawn. */
  withdrawnBids: number;
}

/**
 * Suspends a user: every one of their sessions ends, their open loads leave
 * every board (marked so an unsuspension lists exactly them again), the live
 * bids on those loads end with a reason and each bidder is notified, and their
 * own live bids (a driver's) are withdrawn with a reason, all in one
 * transaction. An admin cannot suspend themselves, and an admin account
 * can only be suspended while another active admin (the actor) remains.
 * Migration 034 refuses a bid or a new board load racing this.
 */
export async function suspendUser(db: Database, admin: SessionUser, userId: string): Promise<SuspendedUser> {
  checkId(userId, 'User');
  if (!canSuspend(admin, { id: userId })) throw new CannotSuspendSelfError();
  return withActor(db, admin.id, async (trx) => {
    const role = await findUserRole(trx, userId);
    if (!role) throw new NotFoundError('User');
    if (role === 'admin') {
      // Lock the whole set of active admins first (in id order) so two admins
      // suspending each other at once cannot both succeed.
      const activeAdmins = await lockActiveAdmins(trx);
      if (!activeAdmins.includes(admin.id) || activeAdmins.filter((id) => id !== userId).length === 0) throw new LastActiveAdminError();
    }
    const target = await lockUserForUpdate(trx, userId);
    if (!target) throw new NotFoundError('User');
    if (target.status === 'suspended') throw new AlreadyInStateError(t('admin.error.alreadySuspended', { name: target.name }));
    const updated = await setUserStatus(trx, userId, 'suspended');
    await endAllSessionsOf(trx, userId);
    const hidden = await hideOpenLoadsOfOwner(trx, userId);
    const endedBids = await endLiveBidsOfHiddenLoads(trx, hidden, SUSPENDED_OWNER_BID_REASON);
    const withdrawnBids = await withdrawLiveBidsOf(trx, userId, SUSPENDED_DRIVER_BID_REASON);
    return { user: updated, hiddenLoads: hidden.length, endedBids, withdrawnBids };
  });
}

/**
 * Lets a suspended user sign in again (their old sessions stay ended) and lists
 * again exactly the loads their suspension took off the board; bids that ended
 * then stay ended.
 */
export async function unsuspendUser(db: Database, admin: SessionUser, userId: string): Promise<{ user: AdminUserRow; relistedLoads: number }> {
  checkId(userId, 'User');
  return withActor(db, admin.id, async (trx) => {
    const target = await lockUserForUpdate(trx, userId);
    if (!target) throw new NotFoundError('User');
    if (target.status === 'active') throw new AlreadyInStateError(t('admin.error.notSuspended', { name: target.name }));
    const user = await setUserStatus(trx, userId, 'active');
    return { user, relistedLoads: await relistLoadsHiddenBySuspension(trx, userId) };
  });
}

/** Marks a user as verified (once; verified_at keeps the first verification time). */
export async function verifyUser(db: Database, admin: SessionUser, userId: string): Promise<AdminUserRow> {
  checkId(userId, 'User');
  return withActor(db, admin.id, async (trx) => {
    const target = await lockUserForUpdate(trx, userId);
    if (!target) throw new NotFoundError('User');
    if (target.verifiedAt) throw new AlreadyInStateError(t('admin.error.alreadyVerified', { name: target.name }));
    return setUserVerified(trx, userId);
  });
}

/** Puts a user on the free or the premium plan (setting the plan they already have changes nothing). */
export async function changeUserPlan(db: Database, admin: SessionUser, userId: string, plan: 'free' | 'premium'): Promise<{ user: AdminUserRow; changed: boolean }> {
  checkId(userId, 'User');
  return withActor(db, admin.id, async (trx) => {
    const target = await lockUserForUpdate(trx, userId);
    if (!target) throw new NotFoundError('User');
    if (target.plan === plan) return { user: target, changed: false };
    return { user: await setUserPlan(trx, userId, plan), changed: true };
  });
}

/** Soft-deletes a load (kept, hidden everywhere but here); not while a trip is under way or money is held or disputed. */
export async function deleteLoad(db: Database, admin: SessionUser, loadId: string): Promise<void> {
  checkId(loadId, 'Load');
  await withActor(db, admin.id, async (trx) => {
    const load = await lockLoadIncludingDeletedForUpdate(trx, loadId);
    if (!load) throw new NotFoundError('Load');
    if (load.deletedAt) throw new AlreadyInStateError(t('admin.error.loadAlreadyDeleted'));
    if (!canDeleteLoad(load)) throw new LoadInUseError();
    await setLoadDeletedAt(trx, loadId, true);
  });
}

/** Brings a soft-deleted load back (the audit log records a RESTORE). */
export async function restoreLoad(db: Database, admin: SessionUser, loadId: string): Promise<void> {
  checkId(loadId, 'Load');
  await withActor(db, admin.id, async (trx) => {
    const load = await lockLoadIncludingDeletedForUpdate(trx, loadId);
    if (!load) throw new NotFoundError('Load');
    if (!load.deletedAt) throw new AlreadyInStateError(t('admin.error.loadNotDeleted'));
    await setLoadDeletedAt(trx, loadId, false);
  });
}

export interface BroadcastResult {
  announcement: { id: string; title: string; body: string; role: string | null; createdAt: Date };
  recipients: number;
}

/**
 * Sends an announcement to every active user (or every active user of one
 * role): one notification each, and one live event to the audience's open
 * pages, all committed together.
 */
export async function broadcastAnnouncement(db: Database, admin: SessionUser, input: BroadcastInput): Promise<BroadcastResult> {
  return withActor(db, admin.id, async (trx) => {
    const announcement = await insertAnnouncement(trx, { adminId: admin.id, title: input.title, body: input.body, role: input.role });
    const link = '/marketplace/notifications';
    const recipients = await insertAnnouncementNotifications(trx, { title: input.title, body: input.body, role: input.role, link });
    // The event carries no per-user unread count: each page asks for its own count.
    await publish(trx, input.role ? { role: input.role } : { all: true }, {
      type: 'notification',
      data: { kind: 'announcement', announcement_id: announcement.id, title: input.title.slice(0, 200), link },
    });
    return { announcement, recipients };
  });
}

/** The platform's figures, each defined once in queries.ts (platform loads only: books-only loads left out). */
export interface PlatformFigures {
  users: { byRole: Record<string, number>; total: number; suspended: number };
  /** Platform loads that are not soft-deleted, by status; `deleted`: the soft-deleted ones, counted apart. */
  loads: { byStatus: Record<string, number>; total: number; deleted: number };
  /** Bids on those loads. */
  bids: { byStatus: Record<string, number>; total: number };
  /** Trips on those loads by status, with their agreed amounts. */
  tripsByStatus: Record<string, { n: number; agreedPaise: number }>;
  /** Trips booked: not cancelled. */
  trips: number;
  /** Gross freight value: the agreed amounts of the trips booked. */
  gmvPaise: number;
  /** The delivered trips and their agreed amounts. */
  delivered: { trips: number; freightPaise: number };
  escrowHeldPaise: number;
  feesPaise: number;
  pending: { payoutRequests: number; openDisputes: number };
}

const ALL_ROLES = ['driver', 'shipper', 'broker', 'admin'];
const ALL_LOAD_STATUSES = ['open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'];
const ALL_BID_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'];

function zeroes(keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, 0]));
}

/** The platform at a glance: users by role, platform loads by status, bids, trips and the money figures. */
export async function platformFigures(db: Database): Promise<PlatformFigures> {
  const [users, loads, deleted, bids, trips, money, pending] = await Promise.all([
    countUsersByRole(db),
    countLoadsByStatus(db),
    countDeletedPlatformLoads(db),
    countBidsByStatus(db),
    tripsByStatus(db),
    moneyTotals(db),
    countPendingAdminWork(db),
  ]);
  const byRole = zeroes(ALL_ROLES);
  let suspended = 0;
  for (const r of users) {
    byRole[r.role] = r.total;
    suspended += r.suspended;
  }
  const byStatus = zeroes(ALL_LOAD_STATUSES);
  for (const r of loads) byStatus[r.status] = r.n;
  const bidsByStatus = zeroes(ALL_BID_STATUSES);
  for (const r of bids) bidsByStatus[r.status] = r.n;
  const tripsByStatusMap: Record<string, { n: number; agreedPaise: number }> = Object.fromEntries(TRIP_STATUSES.map((st) => [st, { n: 0, agreedPaise: 0 }]));
  for (const r of trips) tripsByStatusMap[r.status] = { n: r.n, agreedPaise: r.agreedPaise };
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
  return {
    users: { byRole, total: sum(byRole), suspended },
    loads: { byStatus, total: sum(byStatus), deleted },
    bids: { byStatus: bidsByStatus, total: sum(bidsByStatus) },
    tripsByStatus: tripsByStatusMap,
    trips: money.trips,
    gmvPaise: money.gmvPaise,
    delivered: { trips: tripsByStatusMap.delivered.n, freightPaise: tripsByStatusMap.delivered.agreedPaise },
    escrowHeldPaise: money.escrowHeldPaise,
    feesPaise: money.feesPaise,
    pending,
  };
}

export interface PlatformMetrics {
  figures: PlatformFigures;
  range: MetricRange;
  unit: 'day' | 'week';
  series: SeriesRow[];
}

/** The figures plus activity over time: the last 12 weeks, or the last 30 days. */
export async function platformMetrics(db: Database, range: MetricRange): Promise<PlatformMetrics> {
  const unit = range === '30d' ? 'day' : 'week';
  const [figures, series] = await Promise.all([platformFigures(db), activitySeries(db, unit, range === '30d' ? 30 : 12)]);
  return { figures, range, unit, series };
}
