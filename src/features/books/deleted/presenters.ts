/** JSON shape of a soft-deleted row of the books. */
import { iso, rupees } from '../presenters.js';
import type { DeletedRow } from './queries.js';

export function presentDeletedRow(r: DeletedRow) {
  return {
    table: r.tableName,
    id: r.id,
    owner_id: r.ownerId,
    owner_username: r.ownerUsername,
    label: r.label,
    detail: r.detail,
    amount: rupees(r.amountPaise),
    deleted_at: iso(r.deletedAt),
  };
}
