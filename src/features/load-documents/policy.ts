/**
 * Who may see and add a load's documents. The load's owner (shipper or broker) adds every
 * kind; the assigned driver, who issues the lorry receipt at loading, adds the LR and sees
 * them all; an admin sees them. Anyone else does not know they exist (404).
 */
import type { SessionUser } from '../../http/context.js';
import type { LoadDocumentKind } from './schema.js';

/** How the viewer stands to the load's documents; null: they may not know of them. */
export type DocumentSide = 'owner' | 'driver' | 'admin';

export function documentSideOf(user: SessionUser, load: { ownerId: string; assignedDriverId: string | null }): DocumentSide | null {
  if (user.id === load.ownerId) return 'owner';
  if (load.assignedDriverId !== null && user.id === load.assignedDriverId) return 'driver';
  if (user.role === 'admin') return 'admin';
  return null;
}

/** The kinds a side adds: the owner all, the driver the LR, an admin none. */
export function kindsAddedBy(side: DocumentSide): readonly LoadDocumentKind[] {
  if (side === 'owner') return ['lr', 'invoice', 'eway_bill'];
  if (side === 'driver') return ['lr'];
  return [];
}

/** Load statuses whose documents can still be added (a cancelled or expired load carries nothing). */
export const DOCUMENT_LOAD_STATUSES: readonly string[] = ['open', 'assigned', 'in_transit', 'delivered'];
