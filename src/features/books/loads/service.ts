/**
 * Use cases of the loads in the books. Every write runs in one transaction opened
 * by withActor (the audit triggers name the actor); the rows a decision rests on
 * are locked first. Records belong to their owner: another owner's id is "not found".
 */
import { withActor, type Database, type Tx } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { cityKey } from '../../../lib/fields.js';
import { t } from '../../../lib/i18n/index.js';
import { lockOwnShipper } from '../clients/queries.js';
import { BoardLoadError, LikelyDuplicateError, RecordInUseError } from '../errors.js';
import { isBooksOnly } from '../policy.js';
import { lockOwnVehicle } from '../vehicles/queries.js';
import {
  countLivePaymentsOfLoad,
  findLikelyDuplicate,
  insertBooksLoad,
  lockDuplicateKey,
  lockOwnLoadForUpdate,
  setBooksLoadStatus,
  setLoadLinks,
  softDeleteBooksLoad,
  updateBooksLoad,
  type BooksLoadValues,
} from './queries.js';
import type { BooksLoadInput, LoadLinksInput, LoadStatus } from './schema.js';

/** The client (locked so a concurrent delete waits, and load_count counts right) and vehicle must be the owner's live ones. */
async function checkLinks(trx: Tx, ownerId: string, shipperId: string | null, vehicleId: string | null): Promise<void> {
  if (shipperId && !(await lockOwnShipper(trx, ownerId, shipperId, 'noKeyUpdate'))) {
    throw new ValidationError({ shipper_id: t('books.error.chooseOwnClient') });
  }
  if (vehicleId && !(await lockOwnVehicle(trx, ownerId, vehicleId, 'share'))) {
    throw new ValidationError({ vehicle_id: t('books.error.chooseOwnVehicle') });
  }
}

function loadValues(input: BooksLoadInput): BooksLoadValues {
  return {
    origin: input.origin,
    destination: input.destination,
    originKey: cityKey(input.origin),
    destinationKey: cityKey(input.destination),
    pickupDate: input.pickup_date,
    truckType: input.truck_type,
    truckLengthFt: input.truck_length_ft,
    weightTonnes: input.weight,
    pricePaise: input.price,
    material: input.material,
    description: input.description,
    shipperId: input.shipper_id,
    vehicleId: input.vehicle_id,
  };
}

/**
 * Adds a load to the owner's books only (listed = false, so never on the board); any pickup date and initial status
 * are allowed. A likely duplicate (a live books-only load of the same owner entered in the last 30 days with the
 * same client, origin and destination, pickup date and freight) is refused with LIKELY_DUPLICATE unless
 * `confirm_duplicate` is given. The check is not left to chance: identical entries take the same transaction-scoped
 * advisory lock first, so of two submitted at once the second sees the first and is warned. Not a unique index:
 * two identical trips on one day are real, and the owner may confirm the second.
 */
export async function createBooksLoad(db: Database, user: SessionUser, input: BooksLoadInput): Promise<string> {
  return withActor(db, user.id, async (trx) => {
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    const values = loadValues(input);
    if (!input.confirm_duplicate) {
      await lockDuplicateKey(trx, user.id, values);
      const earlier = await findLikelyDuplicate(trx, user.id, values);
      if (earlier) throw new LikelyDuplicateError(earlier);
    }
    return insertBooksLoad(trx, user.id, { ...values, status: input.status });
  });
}

async function lockOwnLoad(trx: Tx, user: SessionUser, loadId: string) {
  const load = await lockOwnLoadForUpdate(trx, user.id, loadId);
  if (!load) throw new NotFoundError('Load');
  return load;
}

/** Rewrites a books-only load's fields (not its status); a board load is edited from its own page. */
export async function editBooksLoad(db: Database, user: SessionUser, loadId: string, input: BooksLoadInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('books.error.boardEdit');
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    await updateBooksLoad(trx, loadId, loadValues(input));
  });
}

/** Sets the status of a books-only load directly (book-keeping: any status to any other); board loads follow their bids and trips. */
export async function setBooksLoadStatusTo(db: Database, user: SessionUser, loadId: string, status: LoadStatus): Promise<{ changed: boolean }> {
  return withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('books.error.boardStatus');
    if (load.status === status) return { changed: false };
    await setBooksLoadStatus(trx, loadId, status);
    return { changed: true };
  });
}

/** Files any of the owner's loads (board loads too) under one of their clients and vehicles, or none. */
export async function linkLoad(db: Database, user: SessionUser, loadId: string, input: LoadLinksInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    await lockOwnLoad(trx, user, loadId);
    await checkLinks(trx, user.id, input.shipper_id, input.vehicle_id);
    await setLoadLinks(trx, loadId, input.shipper_id, input.vehicle_id);
  });
}

/** Soft-deletes a books-only load that no live payment names (board loads are cancelled on the board). */
export async function deleteBooksLoad(db: Database, user: SessionUser, loadId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    const load = await lockOwnLoad(trx, user, loadId);
    if (!isBooksOnly(load)) throw new BoardLoadError('books.error.boardCancel');
    const payments = await countLivePaymentsOfLoad(trx, loadId);
    if (payments > 0) {
      throw new RecordInUseError(payments === 1 ? t('books.error.loadHasPayments.one') : t('books.error.loadHasPayments', { n: payments }));
    }
    await softDeleteBooksLoad(trx, loadId);
  });
}
