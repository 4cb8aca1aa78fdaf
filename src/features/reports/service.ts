/**
 * Reports of loads (issue 17 item 5, migration 054). Anyone signed in who can see a
 * load and does not own it reports it once, with a reason. The database decides the
 * hold: enough different people reporting an unverified owner take the owner's open
 * loads off every board (and keep new ones off) until an admin dismisses the reports
 * or the owner is verified. Here: the live bids on the loads the hold took away end
 * (each bidder told, as a suspension does), and the owner is told why and how to get
 * back (verify their GSTIN or PAN). The admin's queue lists reported owners; dismissing
 * ends the hold, upholding keeps it (a suspension is the user page's own action).
 */
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { canSeeLoad } from '../../http/visibility.js';
import { en, t } from '../../lib/i18n/index.js';
import { isUuid } from '../../lib/ids.js';
import { endLiveBidsOfHiddenLoads } from '../bids/service.js';
import { notify } from '../notifications/service.js';
import {
  closeOpenReports,
  countOpenReportsOfLoad,
  endHold,
  findHold,
  findLoadToReport,
  findOwnReport,
  insertReport,
  listOpenReportsOf,
  listReportedOwners,
  loadsHiddenByReports,
  lockOwner,
} from './queries.js';
import type { ReportInput } from './schema.js';

/** Why a bid ended when its load's owner was put on hold (kept on the bid in English, shown in the reader's language). */
export const REPORTED_OWNER_BID_REASON: string = en['reports.reason.bidEnded'];

/** A report as made: and whether it was the one that put the owner on hold. */
export interface MadeReport {
  id: string;
  loadId: string;
  reason: string;
  createdAt: Date;
  ownerHeld: boolean;
}

/** A signed-in user (not the owner, not an admin) reports a load they can see, once. */
export async function reportLoad(db: Database, user: SessionUser, loadId: string, input: ReportInput): Promise<MadeReport> {
  if (!isUuid(loadId)) throw new NotFoundError('Load');
  if (user.role === 'admin') throw new ForbiddenError(t('reports.error.admin'));
  return withActor(db, user.id, async (trx) => {
    const load = await findLoadToReport(trx, loadId);
    if (!load || load.deletedAt || !canSeeLoad(user, load)) throw new NotFoundError('Load');
    if (load.ownerId === user.id) throw new ForbiddenError(t('reports.error.own'));
    // Reports about one owner take turns: the hold is decided, and told, once.
    const owner = await lockOwner(trx, load.ownerId);
    if (!owner) throw new NotFoundError('Load');
    const report = await insertReport(trx, { loadId, ownerId: load.ownerId, reporterId: user.id, reason: input.reason, details: input.details });
    if (!report) throw new ConflictError(t('reports.error.already'));
    const ownerHeld = owner.reportsHoldAt === null && (await findHold(trx, load.ownerId)) !== null;
    if (ownerHeld) await tellAboutHold(trx, load.ownerId);
    return { ...report, ownerHeld };
  });
}

/** The hold has just begun: live bids on the loads it took away end (bidders told); the owner is told why. */
async function tellAboutHold(trx: Tx, ownerId: string): Promise<void> {
  const hidden = await loadsHiddenByReports(trx, ownerId);
  await endLiveBidsOfHiddenLoads(trx, hidden, REPORTED_OWNER_BID_REASON);
  await notify(trx, { userId: ownerId, kind: 'load_reported', key: 'reports.notify.held', bodyKey: 'reports.notify.held.body', params: { n: hidden.length }, link: '/documents' });
}

/** What the load page's report part shows this viewer. */
export interface ReportState {
  /** The viewer's own report of the load, if they made one. */
  own: { reason: string; createdAt: Date } | null;
  /** The owner is on hold and this load is off the board because of it (shown to the owner). */
  heldOwnLoad: boolean;
  /** Open reports about this load (admins only; null for anyone else). */
  openReports: number | null;
}

export async function reportStateFor(db: Database, viewer: SessionUser, load: { id: string; ownerId: string }): Promise<ReportState> {
  if (viewer.role === 'admin') return { own: null, heldOwnLoad: false, openReports: await countOpenReportsOfLoad(db, load.id) };
  if (viewer.id === load.ownerId) {
    const row = await findLoadToReport(db, load.id);
    return { own: null, heldOwnLoad: row?.hiddenByReports === true, openReports: null };
  }
  const own = await findOwnReport(db, load.id, viewer.id);
  return { own: own ? { reason: own.reason, createdAt: own.createdAt } : null, heldOwnLoad: false, openReports: null };
}

/** The admin's queue: owners with open reports (on hold first) and their reports. */
export async function reportQueue(db: Database) {
  const owners = await listReportedOwners(db, 100);
  const reports = await listOpenReportsOf(
    db,
    owners.map((o) => o.ownerId),
  );
  return owners.map((o) => ({ ...o, reports: reports.filter((r) => r.ownerId === o.ownerId) }));
}
export type QueueEntry = Awaited<ReturnType<typeof reportQueue>>[number];

/**
 * An admin decides an owner's open reports: `dismissed` (unfounded: the hold ends and the loads it hid come back)
 * or `upheld` (founded: the hold stays; suspending the account is the user page's action). Refused when there
 * is nothing open any more (another admin decided first).
 */
export async function decideReports(db: Database, admin: SessionUser, ownerId: string, decision: 'dismissed' | 'upheld') {
  if (!isUuid(ownerId)) throw new NotFoundError('User');
  return withActor(db, admin.id, async (trx) => {
    const owner = await lockOwner(trx, ownerId);
    if (!owner) throw new NotFoundError('User');
    const closed = await closeOpenReports(trx, ownerId, admin.id, decision);
    if (closed === 0) throw new ConflictError(t('reports.error.nothingOpen', { name: owner.name }));
    const wasHeld = owner.reportsHoldAt !== null;
    if (decision === 'dismissed' && wasHeld) {
      await endHold(trx, ownerId);
      await notify(trx, { userId: ownerId, kind: 'load_reported', key: 'reports.notify.cleared', bodyKey: 'reports.notify.cleared.body', link: '/loads' });
    }
    return { name: owner.name, closed, holdEnded: decision === 'dismissed' && wasHeld };
  });
}
