/**
 * Use cases of the payments in the books. Every write runs in one transaction opened
 * by withActor (the audit triggers name the actor); the rows a decision rests on
 * are locked first. Records belong to their owner: another owner's id is "not found".
 */
import { withActor, type Database, type Tx } from '../../../db/database.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError, ValidationError } from '../../../http/errors.js';
import { t } from '../../../lib/i18n/index.js';
import { lockOwnShipper } from '../clients/queries.js';
import { lockOwnLoadForShare } from '../loads/queries.js';
import { insertPayment, lockOwnPaymentForUpdate, softDeletePayment, updatePayment, type PaymentValues } from './queries.js';
import type { PaymentInput } from './schema.js';

/** A payment's load and client must be the owner's live ones; money received against a load is filed under the load's client. */
async function paymentValues(trx: Tx, ownerId: string, input: PaymentInput): Promise<PaymentValues> {
  let shipperId = input.shipper_id;
  if (input.load_id) {
    const load = await lockOwnLoadForShare(trx, ownerId, input.load_id);
    if (!load) throw new ValidationError({ load_id: t('books.error.chooseOwnLoad') });
    if (input.direction === 'received' && load.shipperId) {
      if (shipperId && shipperId !== load.shipperId) throw new ValidationError({ shipper_id: t('books.error.otherClientsLoad') });
      shipperId = load.shipperId;
    }
  }
  if (shipperId && !(await lockOwnShipper(trx, ownerId, shipperId, 'share'))) {
    throw new ValidationError({ shipper_id: t('books.error.chooseOwnClient') });
  }
  return {
    direction: input.direction,
    amountPaise: input.amount,
    method: input.method,
    paidOn: input.paid_on,
    loadId: input.load_id,
    shipperId,
    reference: input.reference,
    note: input.note,
  };
}

/** Records money received from a client or paid out. */
export async function recordPayment(db: Database, user: SessionUser, input: PaymentInput): Promise<string> {
  return withActor(db, user.id, async (trx) => insertPayment(trx, user.id, await paymentValues(trx, user.id, input)));
}

/** Corrects one of the owner's live payments. */
export async function editPayment(db: Database, user: SessionUser, paymentId: string, input: PaymentInput): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnPaymentForUpdate(trx, user.id, paymentId))) throw new NotFoundError('Payment');
    await updatePayment(trx, paymentId, await paymentValues(trx, user.id, input));
  });
}

/** Soft-deletes one of the owner's payments. */
export async function deletePayment(db: Database, user: SessionUser, paymentId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnPaymentForUpdate(trx, user.id, paymentId))) throw new NotFoundError('Payment');
    await softDeletePayment(trx, paymentId);
  });
}
