/**
 * Called by every use case that cancels a load (loads, trips), inside its
 * transaction, after the load row is locked. Money held in escrow for the load
 * (freight and fee) goes back to the owner's available balance as one 'refund'
 * transaction and the load's payment becomes 'refunded' (CONTRACT section 9:
 * "Cancelling a load with held funds refunds them"); an open dispute on it is
 * closed with the refund. A payment already released to the driver cannot be
 * undone, so cancelling such a load is refused (409).
 */
import type { Tx } from '../../db/database.js';
import { refundOnCancel } from './service.js';

export async function refundHeldFundsOnCancel(trx: Tx, load: { id: string; paymentStatus: string }): Promise<void> {
  if (load.paymentStatus === 'unpaid' || load.paymentStatus === 'refunded') return;
  await refundOnCancel(trx, load.id);
}
