/** Use cases of loads: post, edit, cancel, delete, and counting a view. */
import { createHash } from 'node:crypto';
import { withActor, type Database, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, ForbiddenError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { kolkataDate } from '../../lib/dates.js';
import { refundHeldFundsOnCancel } from '../escrow/service.js';
import { notify } from '../notifications/service.js';
import { LoadNotCancellableError, LoadNotDeletableError, LoadNotEditableError, LoadNotFoundError, loadStatusWords } from './errors.js';
import { en, t } from '../../lib/i18n/index.js';
import { canSeeLoad } from '../../http/visibility.js';
import { canCancelLoad, canDeleteLoad, canPostLoads, isLoadOwner } from './policy.js';
import {
  countLiveBidsOfLoad,
  endLiveBidsOfLoad,
  findLoadById,
  findOpenTwins,
  lockLoadsPastPickup,
  markLoadExpired,
  insertLoad,
  lockActiveTripOfLoad,
  lockLoadForUpdate,
  markLoadCancelled,
  markTripCancelled,
  recordLoadView,
  rejectLiveBidsOfLoad,
  softDeleteLoad,
  updateLoadFields,
  factsOfLoads,
  type LoadRecord,
  type LoadRow,
} from './queries.js';
import type { LoadInput } from './schema.js';
import { loadPath } from '../../views/paths.js';

/** A load as its use cases return it (the row of loads/queries.ts), for the features that post loads through them. */
export type { LoadRow };

/** A shipper or broker posts a load: it is open and listed on the board at once. */
export async function postLoad(db: Database, actor: SessionUser, input: LoadInput): Promise<LoadRow> {
  authorize(actor, canPostLoads, undefined, t('loads.error.onlyPosters'));
  const [row] = await withActor(db, actor.id, (trx) => postLoadsInTransaction(trx, actor, [input]));
  return row;
}

/**
 * The rule of postLoad for several loads inside the caller's transaction (a
 * chat import saves its batch all or nothing): each is open and listed at once.
 */
export async function postLoadsInTransaction(trx: Tx, actor: SessionUser, inputs: readonly LoadInput[]): Promise<LoadRow[]> {
  authorize(actor, canPostLoads, undefined, t('loads.error.onlyPosters'));
  const inserted: LoadRow[] = [];
  for (const input of inputs) inserted.push({ ...(await insertLoad(trx, actor.id, input)), ownerName: actor.name });
  return inserted;
}

/** A load the viewer may see (listed, or their own), else not found. */
export async function getVisibleLoad(db: Database, viewer: SessionUser | null, loadId: string): Promise<LoadRow> {
  const load = await findLoadById(db, loadId);
  if (!load || !canSeeLoad(viewer, load)) throw new LoadNotFoundError();
  return load;
}

async function lockOwnLoad(trx: Tx, actor: SessionUser, loadId: string): Promise<LoadRecord> {
  const load = await lockLoadForUpdate(trx, loadId);
  if (!load || !canSeeLoad(actor, load)) throw new LoadNotFoundError();
  authorize(actor, isLoadOwner, load, t('loads.error.ownerChanges'));
  return load;
}

/** The owner edits the posted fields, only while the load is open (no bid accepted yet). */
export async function editLoad(db: Database, actor: SessionUser, loadId: string, input: LoadInput): Promise<LoadRow> {
  const row = await withActor(db, actor.id, async (trx) => {
    const load = await lockOwnLoad(trx, actor, loadId);
    if (load.status !== 'open') throw new LoadNotEditableError(load.status);
    const saved = await updateLoadFields(trx, loadId, input);
    return { ...saved, ...(await factsOfLoads(trx, [saved.id])).get(saved.id)! };
  });
  return { ...row, ownerName: actor.name };
}

/**
 * The owner cancels an open or assigned load: money held in escrow goes back,
 * a running trip is cancelled and its driver told, and bids still waiting are
 * rejected with a notice to their drivers.
 */
export async function cancelLoad(db: Database, actor: SessionUser, loadId: string): Promise<void> {
  await withActor(db, actor.id, async (trx) => {
    const load = await lockOwnLoad(trx, actor, loadId);
    if (!canCancelLoad(actor, load)) throw new LoadNotCancellableError(load.status);
    await refundHeldFundsOnCancel(trx, load);
    if (!(await markLoadCancelled(trx, loadId))) throw new LoadNotCancellableError(load.status);
    const link = loadPath(loadId);
    const trip = await lockActiveTripOfLoad(trx, loadId);
    if (trip) await markTripCancelled(trx, trip.id);
    const driverId = trip?.driverId ?? load.assignedDriverId;
    if (driverId) {
      await notify(trx, {
        userId: driverId,
        kind: 'trip_status',
        key: 'notify.load.cancelled',
        bodyKey: 'notify.load.cancelled.driverBody',
        params: { fromCity: load.origin, toCity: load.destination },
        link,
      });
    }
    for (const bid of await rejectLiveBidsOfLoad(trx, loadId)) {
      await notify(trx, {
        userId: bid.driverId,
        kind: 'bid_rejected',
        key: 'notify.load.cancelled',
        bodyKey: 'notify.load.cancelled.bidderBody',
        params: { fromCity: load.origin, toCity: load.destination },
        link,
      });
    }
  });
}

/**
 * The owner (or an admin) deletes an open load without live bids, or a
 * cancelled one: it is kept with deleted_at set (the audit log records a
 * SOFT_DELETE) and disappears from every board and API.
 */
export async function deleteLoad(db: Database, actor: SessionUser, loadId: string): Promise<void> {
  await withActor(db, actor.id, async (trx) => {
    const load = await lockLoadForUpdate(trx, loadId);
    if (!load || !canSeeLoad(actor, load)) throw new LoadNotFoundError();
    if (!isLoadOwner(actor, load) && actor.role !== 'admin') throw new ForbiddenError(t('loads.error.ownerDeletes'));
    if (!canDeleteLoad(actor, load)) throw new LoadNotDeletableError(t('loads.error.notDeletable', { status: loadStatusWords(load.status) }));
    if (load.paymentStatus === 'held' || load.paymentStatus === 'disputed') throw new LoadNotDeletableError(t('loads.error.moneyHeld'));
    if (load.status === 'open' && (await countLiveBidsOfLoad(trx, loadId)) > 0) {
      throw new LoadNotDeletableError(t('loads.error.hasBids'));
    }
    await softDeleteLoad(trx, loadId);
  });
}

/** The key a viewer is counted under: the user id, or a hash of the address for signed-out visitors. */
function viewerKey(viewer: SessionUser | null, ip: string): string {
  if (viewer) return `u:${viewer.id}`;
  return `a:${createHash('sha256').update(`fm-load-view:${ip}`).digest('hex').slice(0, 32)}`;
}

/** Counts a view of a load: once per viewer per India day; the owner's own views do not count. */
export async function countLoadView(db: Database, viewer: SessionUser | null, ip: string, load: LoadRow): Promise<boolean> {
  if (viewer && isLoadOwner(viewer, load)) return false;
  return withActor(db, viewer?.id ?? null, (trx) => recordLoadView(trx, load.id, viewerKey(viewer, ip), kolkataDate()));
}

// ---- Honest listings (migration 047) ----

/** The reason an expired load's live bids end with (kept in English like every stored reason; the bid pages show it in the reader's language). */
const EXPIRED_BID_REASON: string = en['listings.reason.expired'];

/**
 * The expiry job's one pass: every board load still open after its pickup day (Asia/Kolkata) is expired, its live
 * bids end with the reason and its owner is told, each load in its own transaction, as the system. Loads are locked
 * with SKIP LOCKED and expired by a conditional update, so several instances share the work and none expires a load
 * twice or one a bid was accepted on meanwhile. Returns how many loads it expired.
 */
export async function expireLoadsPastPickup(db: Database, batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await withActor(db, null, async (trx) => {
      const due = await lockLoadsPastPickup(trx, batch);
      let n = 0;
      for (const load of due) {
        if (!(await markLoadExpired(trx, load.id))) continue;
        n++;
        const link = loadPath(load.id);
        for (const bid of await endLiveBidsOfLoad(trx, load.id, EXPIRED_BID_REASON)) {
          await notify(trx, { userId: bid.driverId, kind: 'bid_rejected', key: 'listings.notify.bidEnded', params: { fromCity: load.origin, toCity: load.destination }, link });
        }
        await notify(trx, {
          userId: load.ownerId,
          kind: 'load_expired',
          key: 'listings.notify.expired',
          bodyKey: 'listings.notify.expired.body',
          params: { fromCity: load.origin, toCity: load.destination, pickupDate: load.pickupDate },
          link,
        });
      }
      return { locked: due.length, n };
    });
    expired += done.n;
    if (done.locked < batch) return expired;
  }
}

/** The owner's expired load whose fields fill the post form again (403 for another's load, 409 for a load that has not expired). */
export async function loadToRepost(db: Database, actor: SessionUser, loadId: string): Promise<LoadRow> {
  const load = await getVisibleLoad(db, actor, loadId);
  if (!isLoadOwner(actor, load)) throw new ForbiddenError(t('listings.error.repostOwner'));
  if (load.status !== 'expired') throw new ConflictError(t('listings.error.repostNotExpired'));
  return load;
}

/** The owner's other open load with this route, truck type and pickup date, if any (a probable duplicate). */
export async function openTwinOf(db: Database, ownerId: string, v: { origin: string; destination: string; truckType: string; pickupDate: string }, exceptId?: string) {
  const [twin] = await findOpenTwins(db, ownerId, { originKey: v.origin.toLowerCase(), destinationKey: v.destination.toLowerCase(), truckType: v.truckType, pickupDate: v.pickupDate }, exceptId);
  return twin ?? null;
}
