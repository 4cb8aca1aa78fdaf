/** The admin's restore of soft-deleted rows of the books, in one transaction opened by withActor (the audit trigger names the admin). */
import { withActor, type Database } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { ForbiddenError, NotFoundError } from '../../../http/errors.js';
import { type MessageKey, t } from '../../../lib/i18n/index.js';
import { RestoreRefusedError } from '../errors.js';
import { canRestoreBooksRows } from '../policy.js';
import { clearDeletedAt, isLive, lockBooksRowIncludingDeleted } from './queries.js';
import type { BooksTable } from './schema.js';

const NOT_DELETED: Record<BooksTable, MessageKey> = {
  shippers: 'books.error.notDeleted.client',
  vehicles: 'books.error.notDeleted.vehicle',
  payments: 'books.error.notDeleted.payment',
  loads: 'books.error.notDeleted.load',
};
/**
 * An admin brings back a soft-deleted ledger row (the audit trigger records
 * RESTORE). Refused when the row is not deleted, is a board load (restored
 * from the admin's loads page), or names a client, vehicle or load that is
 * still deleted (restore that first).
 */
export async function restoreBooksRow(db: Database, admin: SessionUser, table: BooksTable, id: string): Promise<void> {
  if (!canRestoreBooksRows(admin)) throw new ForbiddenError();
  try {
    await withActor(db, admin.id, async (trx) => {
      const row = await lockBooksRowIncludingDeleted(trx, table, id);
      if (!row) throw new NotFoundError('Record');
      if (table === 'loads' && row.listed) throw new RestoreRefusedError(t('books.error.restoreBoardLoad'));
      if (!row.deletedAt) throw new RestoreRefusedError(t(NOT_DELETED[table]));
      if (row.shipperId && !(await isLive(trx, 'shippers', row.shipperId))) throw new RestoreRefusedError(t('books.error.clientStillDeleted'));
      if (row.vehicleId && !(await isLive(trx, 'vehicles', row.vehicleId))) throw new RestoreRefusedError(t('books.error.vehicleStillDeleted'));
      if (row.loadId && !(await isLive(trx, 'loads', row.loadId))) throw new RestoreRefusedError(t('books.error.loadStillDeleted'));
      await clearDeletedAt(trx, table, id);
    });
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'vehicles_owner_registration_live_idx') {
      throw new RestoreRefusedError(t('books.error.restoreDuplicate'));
    }
    throw err;
  }
}
