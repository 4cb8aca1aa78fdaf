/** SQL of proofs of delivery (migration 046): the POD of a trip, its photos, its acceptance, and the trip's delivery code. */
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DB, Db, Tx } from '../../db/database.js';

export type PodRow = Selectable<DB['tripPods']>;

const POD_COLUMNS = ['id', 'receiverName', 'submittedBy', 'submittedAt', 'acceptedAt', 'acceptedBy', 'byCode'] as const;

/** A POD with the ids of its photos in order. */
export type Pod = PodRow & { photoIds: string[] };

/** A trip's POD with its photos; undefined when none was given. */
export async function findPod(db: Db, tripId: string): Promise<Pod | undefined> {
  const pod = await db.selectFrom('tripPods').select(POD_COLUMNS).where('id', '=', tripId).executeTakeFirst();
  if (!pod) return undefined;
  const photos = await db.selectFrom('tripPodPhotos').select('fileId').where('tripId', '=', tripId).orderBy('position').execute();
  return { ...pod, photoIds: photos.map((p) => p.fileId) };
}

/** Stores the POD (accepted at once when the delivery code was right) with its photos. */
export async function insertPod(trx: Tx, p: { tripId: string; receiverName: string; submittedBy: string; byCode: boolean; fileIds: string[] }): Promise<PodRow> {
  const pod = await trx
    .insertInto('tripPods')
    .values({ id: p.tripId, receiverName: p.receiverName, submittedBy: p.submittedBy, byCode: p.byCode, ...(p.byCode ? { acceptedAt: sql<Date>`now()` } : {}) })
    .returning(POD_COLUMNS)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('tripPodPhotos')
    .values(p.fileIds.map((fileId, position) => ({ fileId, tripId: p.tripId, position })))
    .execute();
  return pod;
}

/** The owner accepts a POD not yet accepted; undefined when it was already accepted (or there is none). */
export async function acceptPodIf(trx: Tx, tripId: string, by: string): Promise<PodRow | undefined> {
  return trx.updateTable('tripPods').set({ acceptedAt: sql<Date>`now()`, acceptedBy: by }).where('id', '=', tripId).where('acceptedAt', 'is', null).returning(POD_COLUMNS).executeTakeFirst();
}

/** Whether this file is one of this trip's POD photos. */
export async function isPodPhoto(db: Db, tripId: string, fileId: string): Promise<boolean> {
  const row = await db.selectFrom('tripPodPhotos').select('fileId').where('tripId', '=', tripId).where('fileId', '=', fileId).executeTakeFirst();
  return row !== undefined;
}

/** The trip's delivery code (shown to the load's owner only). */
export async function findDeliveryCode(db: Db, tripId: string): Promise<string | undefined> {
  const row = await db.selectFrom('tripDeliveryCodes').select('code').where('tripId', '=', tripId).executeTakeFirst();
  return row?.code;
}

/** The trip's code row, locked: wrong attempts are counted one at a time. */
export async function lockDeliveryCode(trx: Tx, tripId: string) {
  return trx.selectFrom('tripDeliveryCodes').select(['code', 'failedAttempts']).where('tripId', '=', tripId).forUpdate().executeTakeFirst();
}

export async function countWrongCode(trx: Tx, tripId: string): Promise<void> {
  await trx
    .updateTable('tripDeliveryCodes')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('tripId', '=', tripId)
    .execute();
}
