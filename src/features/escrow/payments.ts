/**
 * Use cases of real money through Razorpay: a deposit is a Razorpay order the
 * shipper pays in Razorpay's checkout; it is credited to the ledger only when
 * the payment is verified (the signed checkout return, checked again with the
 * gateway, or the signed payment.captured / order.paid webhook), exactly once:
 * the deposit row is locked and moves pending|failed -> credited with a
 * conditional update in the same transaction as the ledger entries. Payout
 * webhooks move RazorpayX payouts to processed, reversed or failed.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Tx } from '../../db/database.js';
import { withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { IdempotentRequest } from '../../http/idempotency.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { notify } from '../notifications/service.js';
import { presentDeposit, type PresentedAccount, type PresentedDeposit } from './presenters.js';
import type { GatewayPayment, RazorpayGateway } from './razorpay.js';
import {
  accountIdsFor,
  claimWebhookEvent,
  findDeposit,
  findPayer,
  insertDeposit,
  insertLedgerTransaction,
  lockAccounts,
  lockDepositByOrder,
  lockPayoutForGateway,
  markDepositCredited,
  markDepositFailed,
  type DepositRow,
} from './queries.js';
import type { DepositInput } from './schema.js';
import { accountOf, applyPayoutStatus, checkDeposit, moneyTransaction, publishBalances, type Outcome } from './service.js';

/** What the payer's browser needs to open Razorpay's checkout for a deposit. */
export interface CheckoutForm {
  /** The hosted checkout's address; the form posts there. */
  action: string;
  fields: Record<string, string>;
}

export interface StartedDeposit {
  account: PresentedAccount;
  deposit: PresentedDeposit;
  checkout: CheckoutForm;
}

/** The form fields of Razorpay's hosted checkout for an order (no JavaScript needed). */
export function checkoutFormFor(razorpay: RazorpayGateway, baseUrl: string, deposit: DepositRow, payer: { name: string; phone: string | null }): CheckoutForm {
  const fields: Record<string, string> = {
    key_id: razorpay.keyId,
    order_id: deposit.gatewayOrderId ?? '',
    amount: String(deposit.amountPaise),
    currency: 'INR',
    name: 'FreightBazaar',
    description: t('wallet.deposit.description', { amount: formatRupees(deposit.amountPaise) }),
    callback_url: `${baseUrl}/escrow/deposit/return`,
    cancel_url: `${baseUrl}/escrow/deposits/${deposit.id}?cancelled=1`,
    'prefill[name]': payer.name,
    'notes[deposit_id]': deposit.id,
  };
  if (payer.phone) fields['prefill[contact]'] = payer.phone;
  return { action: razorpay.checkoutUrl, fields };
}

/**
 * A shipper starts a deposit: a Razorpay order for the amount and a pending
 * deposit row, nothing credited. With an Idempotency-Key a retry gets the same
 * order. A gateway failure changes nothing (the order is made before the row).
 */
export async function startGatewayDeposit(
  db: Database,
  razorpay: RazorpayGateway,
  baseUrl: string,
  actor: SessionUser,
  input: DepositInput,
  idem: IdempotentRequest | null = null,
): Promise<Outcome<StartedDeposit>> {
  const forLoadId = await checkDeposit(db, actor, input);
  return moneyTransaction(db, actor.id, idem, 201, async (trx) => {
    const id = randomUUID();
    const order = await razorpay.createOrder({ amountPaise: input.amountPaise, receipt: id, notes: { deposit_id: id, user_id: actor.id } });
    const deposit = await insertDeposit(trx, { id, userId: actor.id, amountPaise: input.amountPaise, gateway: 'razorpay', status: 'pending', gatewayOrderId: order.id, forLoadId });
    const payer = await findPayer(trx, actor.id);
    return {
      data: { account: await accountOf(trx, actor.id), deposit: presentDeposit(deposit), checkout: checkoutFormFor(razorpay, baseUrl, deposit, payer) },
      message: t('wallet.deposit.payInCheckout', { amount: formatRupees(input.amountPaise) }),
    };
  });
}

/** What a verified payment did to its deposit. */
export type CreditResult = 'credited' | 'already-credited' | 'failed' | 'pending' | 'unknown-order' | 'mismatch';

/**
 * Credits the deposit of a captured payment, once. The payment's order, amount
 * and currency come from the gateway (or its signed webhook), never from the
 * browser; a payment that does not match its deposit credits nothing.
 */
async function creditCapturedPayment(trx: Tx, payment: GatewayPayment): Promise<{ result: CreditResult; deposit?: DepositRow }> {
  if (!payment.order_id) return { result: 'unknown-order' };
  const deposit = await lockDepositByOrder(trx, payment.order_id);
  if (!deposit) return { result: 'unknown-order' };
  if (deposit.status === 'credited') return { result: 'already-credited', deposit };
  if (payment.status !== 'captured') {
    if (payment.status === 'failed') {
      const failed = await markDepositFailed(trx, deposit.id, payment.id, payment.error_description || 'The payment failed');
      return { result: 'failed', deposit: failed ?? deposit };
    }
    return { result: 'pending', deposit };
  }
  if (payment.amount !== deposit.amountPaise || payment.currency !== 'INR') return { result: 'mismatch', deposit };
  const ids = await accountIdsFor(trx, [deposit.userId], ['external']);
  await lockAccounts(trx, [...ids.values()]);
  const tx = await insertLedgerTransaction(trx, {
    kind: 'deposit',
    initiatedBy: null,
    memo: `Deposit through Razorpay, payment ${payment.id} (order ${payment.order_id})`,
    entries: [
      { accountId: ids.get('external')!, bucket: 'available', amountPaise: -deposit.amountPaise },
      { accountId: ids.get(deposit.userId)!, bucket: 'available', amountPaise: deposit.amountPaise },
    ],
  });
  const credited = await markDepositCredited(trx, deposit.id, payment.id, tx.id);
  if (!credited) throw new Error(`deposit ${deposit.id} changed under its lock`);
  await notify(trx, {
    userId: deposit.userId,
    kind: 'payment',
    key: 'notify.deposit.credited',
    bodyKey: 'notify.deposit.credited.body',
    params: { amountPaise: deposit.amountPaise, paymentId: payment.id },
    link: '/escrow',
  });
  await publishBalances(trx, [deposit.userId]);
  return { result: 'credited', deposit: credited };
}

/**
 * The checkout's return (POST from Razorpay's page, authenticated by its
 * signature, not by a session): the signature must verify, then the payment is
 * fetched from the gateway and credited if captured for this order's amount.
 */
export async function confirmCheckoutReturn(
  db: Database,
  razorpay: RazorpayGateway,
  body: { orderId: string; paymentId: string; signature: string },
): Promise<{ result: CreditResult; deposit?: DepositRow }> {
  if (!razorpay.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature)) {
    throw new ValidationError({ razorpay_signature: t('wallet.error.badSignature') });
  }
  const payment = await razorpay.fetchPayment(body.paymentId);
  if (payment.order_id !== body.orderId) throw new ValidationError({ razorpay_order_id: t('wallet.error.wrongOrder') });
  return withActor(db, null, (trx) => creditCapturedPayment(trx, payment));
}

/** A shipper's own deposit (404 for anyone else's). */
export async function depositOf(db: Database, actor: SessionUser, id: string): Promise<DepositRow> {
  const deposit = isUuid(id) ? await findDeposit(db, id) : undefined;
  if (!deposit || deposit.userId !== actor.id) throw new NotFoundError('Deposit');
  return deposit;
}

/** A webhook event, already verified; `eventId` from X-Razorpay-Event-Id. */
export interface WebhookEvent {
  eventId: string;
  event: string;
  payload: Record<string, unknown>;
}

function entityOf<T>(payload: Record<string, unknown>, name: string): T | undefined {
  const holder = payload[name] as { entity?: T } | undefined;
  return holder && typeof holder === 'object' && holder.entity && typeof holder.entity === 'object' ? holder.entity : undefined;
}

/**
 * Handles one verified webhook event, once per event id (a replay is a no-op):
 * payment.captured and order.paid credit the order's deposit, payment.failed
 * marks it failed, payout.processed / reversed / failed / rejected settle the
 * RazorpayX payout. The event id is recorded in the same transaction, so a
 * handler that fails records nothing and Razorpay's retry runs it again.
 */
export async function handleWebhookEvent(db: Database, e: WebhookEvent): Promise<{ handled: boolean; outcome: string }> {
  return withActor(db, null, async (trx) => {
    if (!(await claimWebhookEvent(trx, e.eventId, e.event))) return { handled: false, outcome: 'duplicate' };
    switch (e.event) {
      case 'payment.captured':
      case 'order.paid':
      case 'payment.failed': {
        const payment = entityOf<GatewayPayment>(e.payload, 'payment');
        if (!payment || typeof payment.id !== 'string') return { handled: true, outcome: 'ignored' };
        if (e.event === 'order.paid') {
          const order = entityOf<{ id?: string }>(e.payload, 'order');
          if (order?.id && payment.order_id !== order.id) return { handled: true, outcome: 'ignored' };
        }
        const { result } = await creditCapturedPayment(trx, payment);
        return { handled: true, outcome: result };
      }
      case 'payout.processed':
      case 'payout.reversed':
      case 'payout.failed':
      case 'payout.rejected':
      case 'payout.updated': {
        const payout = entityOf<{ id?: string; status?: string; reference_id?: string | null; failure_reason?: string | null; status_details?: { description?: string } }>(e.payload, 'payout');
        if (!payout?.id || !payout.status) return { handled: true, outcome: 'ignored' };
        const request = await lockPayoutForGateway(trx, payout.id, typeof payout.reference_id === 'string' && isUuid(payout.reference_id) ? payout.reference_id : null);
        if (!request) return { handled: true, outcome: 'unknown-payout' };
        const updated = await applyPayoutStatus(trx, request, payout.status, payout.failure_reason ?? payout.status_details?.description ?? null);
        return { handled: true, outcome: updated ? updated.status : 'unchanged' };
      }
      default:
        return { handled: true, outcome: 'ignored' };
    }
  });
}
