/**
 * Proof of delivery (issue 17): the assigned driver delivers a trip that is in
 * transit only with at least one photo and the receiver's name, and optionally
 * the delivery code the load's owner gave the receiver; the right code accepts
 * the POD at once, otherwise the owner accepts it (or disputes the payment).
 * The automatic release of escrow counts its hold period from the POD.
 */
import { withActor, type Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { FileRefusedError, preparePhoto, readFile, storePhoto, type StoredFile } from '../../lib/files.js';
import { t } from '../../lib/i18n/index.js';
import { driverTripPath, tripPath } from '../../views/paths.js';
import { notify } from '../notifications/service.js';
import { TripStateError, TripSkipError } from './errors.js';
import { acceptPodIf, countWrongCode, insertPod, isPodPhoto, lockDeliveryCode, type PodRow } from './pod-queries.js';
import type { PodInput } from './pod-schema.js';
import { canCancelTrip, canMoveTrip } from './policy.js';
import { findTripDetailFor, findTripRef, lockLoadForUpdate, lockTripForUpdate, setLoadStatusIf, updateTripStatusIf } from './queries.js';

/** Wrong delivery codes allowed per trip; after that the POD waits for the owner. */
export const MAX_CODE_ATTEMPTS = 5;

/** The trip, for its assigned driver only (anyone else: 404, or 403 for its owner). */
async function driversTrip(db: Database, actor: SessionUser, tripId: string) {
  const ref = await findTripRef(db, tripId);
  // Someone else's trip does not exist for this driver.
  if (!ref || (actor.role === 'driver' && ref.driverId !== actor.id)) throw new NotFoundError('Trip');
  authorize(actor, canMoveTrip, ref, t('trips.error.onlyDriver'));
  return ref;
}

/**
 * Checks a delivery code in its own transaction, so a wrong attempt is counted
 * even though the delivery is refused; the code row is locked, so concurrent
 * guesses are counted one by one.
 */
async function checkCode(db: Database, actor: SessionUser, tripId: string, code: string): Promise<void> {
  const verdict = await withActor(db, actor.id, async (trx) => {
    const row = await lockDeliveryCode(trx, tripId);
    if (!row || row.failedAttempts >= MAX_CODE_ATTEMPTS) return 'locked' as const;
    if (row.code === code) return 'ok' as const;
    await countWrongCode(trx, tripId);
    return row.failedAttempts + 1 >= MAX_CODE_ATTEMPTS ? ('locked' as const) : ('wrong' as const);
  });
  if (verdict === 'wrong') throw new ValidationError({ code: t('pod.error.wrongCode') });
  if (verdict === 'locked') throw new ValidationError({ code: t('pod.error.codeLocked') });
}

/** The driver delivers the trip with its POD; the load is delivered and its owner told. */
export async function deliverTrip(db: Database, actor: SessionUser, tripId: string, input: PodInput): Promise<PodRow> {
  const ref = await driversTrip(db, actor, tripId);
  const photos: Buffer[] = [];
  for (const file of input.photos) {
    try {
      photos.push(await preparePhoto(file.bytes));
    } catch (err) {
      if (err instanceof FileRefusedError) throw new ValidationError({ photo: err.message });
      throw err;
    }
  }
  // A trip that cannot be delivered now is refused before any code attempt is counted.
  assertDeliverable(ref.status);
  if (input.code) await checkCode(db, actor, tripId, input.code);
  return withActor(db, actor.id, async (trx) => {
    const load = await lockLoadForUpdate(trx, ref.loadId);
    const trip = await lockTripForUpdate(trx, tripId);
    if (!load || !trip) throw new NotFoundError('Trip');
    assertDeliverable(trip.status);
    const fileIds: string[] = [];
    for (const jpeg of photos) fileIds.push(await storePhoto(trx, actor.id, 'pod_photo', jpeg));
    const pod = await insertPod(trx, { tripId, receiverName: input.receiverName, submittedBy: actor.id, byCode: Boolean(input.code), fileIds });
    if (!(await updateTripStatusIf(trx, tripId, 'in_transit', 'delivered'))) throw new TripStateError(trip.status, 'delivered');
    await setLoadStatusIf(trx, load.id, ['assigned', 'in_transit'], 'delivered');
    await notify(trx, {
      userId: load.ownerId,
      kind: 'trip_status',
      key: pod.byCode ? 'pod.notify.confirmed' : 'pod.notify.given',
      bodyKey: pod.byCode ? 'pod.notify.confirmed.body' : 'pod.notify.given.body',
      params: { fromCity: load.origin, toCity: load.destination, name: actor.name, receiver: input.receiverName },
      link: tripPath(tripId),
    });
    return pod;
  });
}

function assertDeliverable(status: string | undefined): void {
  if (status === undefined) throw new NotFoundError('Trip');
  if (status === 'in_transit') return;
  if (status === 'delivered' || status === 'cancelled') throw new TripStateError(status, 'delivered');
  throw new TripSkipError(status, status === 'scheduled' ? 'en_route_to_pickup' : status === 'en_route_to_pickup' ? 'loaded' : 'in_transit');
}

/** The load's owner accepts the POD of a delivered trip (once); the driver is told. */
export async function acceptPod(db: Database, actor: SessionUser, tripId: string): Promise<PodRow> {
  return withActor(db, actor.id, async (trx) => {
    const ref = await findTripRef(trx, tripId);
    if (!ref || (ref.ownerId !== actor.id && ref.driverId !== actor.id)) throw new NotFoundError('Trip');
    authorize(actor, canCancelTrip, ref, t('pod.error.onlyOwner'));
    const load = await lockLoadForUpdate(trx, ref.loadId);
    if (!load) throw new NotFoundError('Trip');
    const accepted = await acceptPodIf(trx, tripId, actor.id);
    if (!accepted) {
      const exists = await trx.selectFrom('tripPods').select('acceptedAt').where('id', '=', tripId).executeTakeFirst();
      throw new ConflictError(exists ? t('pod.error.alreadyAccepted') : t('pod.error.none'));
    }
    await notify(trx, {
      userId: ref.driverId,
      kind: 'trip_status',
      key: 'pod.notify.accepted',
      bodyKey: 'pod.notify.accepted.body',
      params: { fromCity: load.origin, toCity: load.destination, name: actor.name },
      link: driverTripPath(tripId),
    });
    return accepted;
  });
}

/** A photo of a trip's POD, for the trip's driver, its load's owner or an admin; anyone else, or a file of another trip: 404. */
export async function podPhotoFor(db: Database, viewer: SessionUser, tripId: string, fileId: string): Promise<StoredFile> {
  const trip = await findTripDetailFor(db, tripId, viewer);
  if (!trip || !(await isPodPhoto(db, tripId, fileId))) throw new NotFoundError('Photo');
  const file = await readFile(db, fileId);
  if (!file) throw new NotFoundError('Photo');
  return file;
}
