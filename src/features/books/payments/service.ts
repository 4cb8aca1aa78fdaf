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
import { formatRupees } from '../../../lib/money.js';
import { lockOwnLoadForShare } from '../loads/queries.js';
import { lockInvoiceForPayment, receivedAgainstInvoice } from '../receivables/queries.js';
import { insertPayment, lockOwnPaymentForUpdate, softDeletePayment, updatePayment, type PaymentValues } from './queries.js';
import type { PaymentInput } from './schema.js';

/**
 * A payment's load, client and invoice must be the owner's live ones; money received against a load is filed under
 * the load's client. An invoice (money received only) must be a live freight invoice of the owner's; its load and
 * client follow it (another load or client named beside it is refused), and the payment may not exceed what is
 * still due on it (refused, not warned: an overpayment is recorded against the client instead). The invoice row is
 * locked, so two payments against one invoice take turns and cannot together pay more than it.
 */
async function paymentValues(trx: Tx, ownerId: string, input: PaymentInput, paymentId: string | null = null): Promise<PaymentValues> {
  let shipperId = input.shipper_id;
  let loadId = input.load_id;
  const invoice = input.invoice_id ? await lockInvoiceForPayment(trx, input.invoice_id) : null;
  if (input.invoice_id) {
    if (input.direction !== 'received') throw new ValidationError({ invoice_id: t('receivables.error.invoiceReceivedOnly') });
    if (!invoice || invoice.issuerId !== ownerId || invoice.kind !== 'freight_invoice') throw new ValidationError({ invoice_id: t('receivables.error.chooseInvoice') });
    if (invoice.cancelledAt) throw new ValidationError({ invoice_id: t('receivables.error.invoiceCancelled') });
    if (loadId && invoice.loadId && loadId !== invoice.loadId) throw new ValidationError({ invoice_id: t('receivables.error.invoiceOtherLoad') });
    loadId = loadId ?? invoice.loadId;
  }
  let loadClient: string | null = null;
  if (loadId) {
    const load = await lockOwnLoadForShare(trx, ownerId, loadId);
    if (!load) throw new ValidationError({ load_id: t('books.error.chooseOwnLoad') });
    if (input.direction === 'received' && load.shipperId) {
      if (shipperId && shipperId !== load.shipperId)
        throw new ValidationError({ [invoice ? 'invoice_id' : 'shipper_id']: t(invoice ? 'receivables.error.invoiceOtherClient' : 'books.error.otherClientsLoad') });
      shipperId = load.shipperId;
      loadClient = load.shipperId;
    }
  }
  if (invoice) {
    const client = loadClient ?? invoice.clientShipperId;
    if (shipperId && client && shipperId !== client) throw new ValidationError({ invoice_id: t('receivables.error.invoiceOtherClient') });
    shipperId = shipperId ?? client;
    const due = Number(invoice.totalPaise) - (await receivedAgainstInvoice(trx, ownerId, invoice, paymentId));
    if (input.amount > due) throw new ValidationError({ amount: t('receivables.error.overInvoice', { due: formatRupees(Math.max(due, 0)) }) });
  }
  if (shipperId && !(await lockOwnShipper(trx, ownerId, shipperId, 'share'))) {
    throw new ValidationError({ shipper_id: t('books.error.chooseOwnClient') });
  }
  return {
    direction: input.direction,
    amountPaise: input.amount,
    method: input.method,
    paidOn: input.paid_on,
    loadId,
    shipperId,
    invoiceId: invoice?.id ?? null,
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
    await updatePayment(trx, paymentId, await paymentValues(trx, user.id, input, paymentId));
  });
}

/** Soft-deletes one of the owner's payments. */
export async function deletePayment(db: Database, user: SessionUser, paymentId: string): Promise<void> {
  await withActor(db, user.id, async (trx) => {
    if (!(await lockOwnPaymentForUpdate(trx, user.id, paymentId))) throw new NotFoundError('Payment');
    await softDeletePayment(trx, paymentId);
  });
}
