/**
 * Who may know that a load exists (CONTRACT section 2): anyone else is answered
 * 404 about it, never 403. The load is the record every feature hangs off
 * (bids, payment, trip, tracking, messages about it), so each of them asks
 * these same two questions before saying anything about one.
 */
import type { SessionUser } from './context.js';

type LoadLike = { ownerId: string; listed: boolean };

/** A load kept only in a business's books (not listed) is seen by its owner and admins only. */
export const canSeeLoad = (user: SessionUser | null, load: LoadLike): boolean => load.listed || (user !== null && (user.id === load.ownerId || user.role === 'admin'));

/** One `canSeeLoad` shows the caller, or one they carry (its assigned driver). */
export const canKnowLoad = (user: SessionUser, load: LoadLike & { assignedDriverId: string | null }): boolean =>
  canSeeLoad(user, load) || (load.assignedDriverId !== null && user.id === load.assignedDriverId);
