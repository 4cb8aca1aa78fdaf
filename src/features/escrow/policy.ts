/** Who may do what with escrow money. */
import type { SessionUser } from '../../http/context.js';

/** Only the load's owner pays for it (hold) and lets the money go (release). */
export function canPayForLoad(actor: SessionUser, load: { ownerId: string }): boolean {
  return actor.role === 'shipper' && actor.id === load.ownerId;
}

/** The parties of a load's payment: its owner and the driver whose bid was accepted. */
export function isPartyOfLoad(actor: SessionUser, load: { ownerId: string; driverId: string | null }): boolean {
  return actor.id === load.ownerId || (load.driverId !== null && actor.id === load.driverId);
}

/** The payment of a load is shown to its parties and to admins. */
export function canSeeLoadPayment(actor: SessionUser, load: { ownerId: string; driverId: string | null }): boolean {
  return actor.role === 'admin' || isPartyOfLoad(actor, load);
}

/** Payouts are decided by admins only. */
export function canDecideMoney(actor: SessionUser): boolean {
  return actor.role === 'admin';
}
