/**
 * Use cases of the client companies in the books. Every write runs in one transaction opened
 * by withActor (the audit triggers name the actor); the rows a decision rests on
 * are locked first. Records belong to their owner: another owner's id is "not found".
 */
import { withActor, type Database } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import { t } from '../../../lib/i18n/index.js';
import { RecordInUseError } from '../errors.js';
import { countLiveLoadsOfShipper, countLivePaymentsOfShipper, insertShipper, lockOwnShipper, softDeleteShipper, updateShipper } from './queries.js';
import type { ShipperInput } from './schema.js';

function shipperValues(input: ShipperInput) {
  return { name: input.name, contactName: input.contact_name, phone: input.phone, gstin: input.gstin, city: input.city, address: input.address };
}

/** Adds a client company to the owner's books. */
export async function createShipper(db: Database, user: SessionUser, input: ShipperInput): Promise<string> {
  return withActor(db, user.id, (trx) => insertShipper(trx, user.id, shipperValues(input)));
}

/** Corrects one of the owner's clients (load_count is kept by the database, never written here). */
export async function editShipper(db: Database, user: SessionUser, shipperId: string, input: ShipperInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'noKeyUpdate'))) throw new NotFoundError('Client');
    await updateShipper(trx, shipperId, shipperValues(input));
  });
}

/** Soft-deletes a client that no live load or payment names. */
export async function deleteShipper(db: Database, user: SessionUser, shipperId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnShipper(trx, user.id, shipperId, 'update'))) throw new NotFoundError('Client');
    const loads = await countLiveLoadsOfShipper(trx, shipperId);
    if (loads > 0) throw new RecordInUseError(loads === 1 ? t('books.error.clientHasLoads.one') : t('books.error.clientHasLoads', { n: loads }));
    const payments = await countLivePaymentsOfShipper(trx, shipperId);
    if (payments > 0) throw new RecordInUseError(payments === 1 ? t('books.error.clientHasPayments.one') : t('books.error.clientHasPayments', { n: payments }));
    await softDeleteShipper(trx, shipperId);
  });
}
