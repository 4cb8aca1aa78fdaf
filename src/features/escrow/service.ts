/**
 * Use cases of escrow: every money movement is one database transaction (opened
 * with withActor) that locks the load or request it decides on, then the
 * accounts it touches in id order, and writes one balanced ledger transaction
 * per movement. The database refuses negative balances, unbalanced or edited
 * ledger rows, and a second settlement of a hold; this file turns those refusals
 * into the domain errors of CONTRACT section 9.
 */
import type { Database, Db, Tx } from '../../db/database.js';
import { withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.js';
import { authorize } from '../../http/guards.js';
import { publish } from '../../http/events.js';
import { claimIdempotencyKey, storeIdempotentResponse, type IdempotentRequest } from '../../http/idempotency.js';
import { formatRupees } from '../../lib/money.js';
import { currentLocale, t } from '../../lib/i18n/index.js';
import { cityName, statusName } from '../../lib/words.js';
import { notify, notifyAll, payoutDestination } from '../notifications/service.js';
import { IdempotencyMismatchError, InsufficientFundsError, PaymentsUnavailableError, PaymentStateError } from './errors.js';
import { issueFeeInvoice } from '../invoices/service.js';
import { platformFeePaise, splitFeePaise } from './fee.js';
import { newChargeKey, SimulatedGateway, type PaymentGateway, type Payments } from './gateway.js';
import { payoutStateOf, type RazorpayGateway } from './razorpay.js';
import { canDecideMoney, canPayForLoad, isPartyOfLoad } from './policy.js';
import { canKnowLoad } from '../../http/visibility.js';
import {
  presentAccount,
  presentDispute,
  presentLoadPayment,
  presentPayout,
  presentTransaction,
  type PresentedAccount,
  type PresentedDispute,
  type PresentedLoadPayment,
  type PresentedPayout,
  type PresentedTransaction,
} from './presenters.js';
import {
  accountIdsFor,
  addSimulatedPaise,
  deletePayoutDestination,
  findPayoutDestination,
  savePayoutDestination,
  findPayer,
  insertDeposit,
  currentActorId,
  decidePayoutRequest,
  findAgreement,
  findDisputeById,
  findOpenDispute,
  findPlatformConfig,
  findUserAccount,
  insertDispute,
  insertDisputeFiles,
  findDisputeFileLoad,
  findLoadForPayment,
  setDisputeReply,
  type DisputeRow,
  insertLedgerTransaction,
  insertPayoutRequest,
  listAdminIds,
  lockAccounts,
  lockDispute,
  lockLoadForPayment,
  lockNextDueRelease,
  lockPayoutRequest,
  markDisputeResolved,
  markPayoutProcessing,
  settleGatewayPayout,
  type AccountRow,
  type PayoutRow,
  markLoadHeld,
  setLoadPaymentStatus,
  type PaymentLoadRow,
  type TransactionRow,
} from './queries.js';
import type { DepositInput, DisputeInput, DisputeOutcome, DisputeReplyInput, LoadActionInput, PayoutDetails, PayoutInput, ResolveInput } from './schema.js';
import { FileRefusedError, preparePhoto, readFile, storePhoto, type StoredFile } from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import { loadPath } from '../../views/paths.js';

/** The payment set-up of callers that name none (tests): the simulated gateway. */
const SIMULATED_PAYMENTS: Payments = { mode: 'simulated', gateway: new SimulatedGateway() };

/** The answer of a money use case: the HTTP status of its JSON form, the data, a message for the flash. */
export interface Outcome<T> {
  status: number;
  data: T;
  message: string;
  /** True when this is the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** Maps the database's refusals to domain errors. */
function translateLedgerError(err: unknown): unknown {
  const e = err as { code?: string; table?: string; constraint?: string };
  if (e?.code === '23514' && e.table === 'escrow_accounts') return new InsufficientFundsError();
  if (e?.code === '23505' && typeof e.constraint === 'string' && e.constraint.startsWith('escrow_one_')) {
    return new PaymentStateError(t('escrow.error.settled'));
  }
  if (e?.code === '23505' && e.constraint === 'disputes_one_open_per_load') return new PaymentStateError(t('escrow.error.alreadyOpen'));
  return err;
}

/**
 * Runs one money use case in its transaction. With an Idempotency-Key, the key
 * is claimed first in the same transaction: a parallel request with the same key
 * waits on the claim and then replays the stored answer; a key used for other
 * parameters is refused (422). A failed request stores nothing, so its retry runs anew.
 */
export async function moneyTransaction<T>(
  db: Database,
  actorId: string | null,
  idem: IdempotentRequest | null,
  status: number,
  work: (trx: Tx) => Promise<{ data: T; message: string }>,
): Promise<Outcome<T>> {
  try {
    return await withActor(db, actorId, async (trx) => {
      if (idem && actorId) {
        const prior = await claimIdempotencyKey(trx, actorId, idem, () => new IdempotencyMismatchError());
        if (prior) {
          const stored = JSON.parse(prior.responseText) as { data: T; message: string };
          return { status: prior.statusCode ?? status, data: stored.data, message: stored.message, replayed: true };
        }
      }
      const out = await work(trx);
      if (idem && actorId) await storeIdempotentResponse(trx, actorId, idem.key, status, out);
      return { status, ...out, replayed: false };
    });
  } catch (err) {
    throw translateLedgerError(err);
  }
}

/** Pushes the new balances of these users to their open pages (delivered at commit). */
export async function publishBalances(trx: Tx, userIds: string[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    const account = presentAccount(await findUserAccount(trx, userId));
    await publish(trx, { userId }, { type: 'escrow', data: { ...account } });
  }
}

/** The user's available balance in paise (0 before their first movement), for pages of other features. */
export async function availablePaiseOf(db: Database, userId: string): Promise<number> {
  return (await findUserAccount(db, userId))?.availablePaise ?? 0;
}

export async function accountOf(trx: Tx, userId: string): Promise<PresentedAccount> {
  return presentAccount(await findUserAccount(trx, userId));
}

function routeOf(load: { origin: string; destination: string }): string {
  return `${load.origin} → ${load.destination}`;
}

/** A load's route for a message to the reader (each city in their script); routeOf is the ledger's English record. */
function shownRoute(load: { origin: string; destination: string }): string {
  return `${cityName(load.origin)} → ${cityName(load.destination)}`;
}

/** A state named in a refusal: the code itself in English (the wording these messages always had), the dictionary's word otherwise. */
function stateWord(family: 'payment' | 'payout', code: string): string {
  return currentLocale() === 'en' ? code : statusName(family, code);
}

/** A dispute's outcome named in a refusal ("release" / "refund" in English). */
function outcomeWord(outcome: string | null): string {
  if (currentLocale() === 'en' || !outcome) return String(outcome);
  return statusName('payment', outcome === 'release' ? 'released' : 'refunded');
}

/** A payout's destination for a message to the reader: "UPI x@bank", or the bank account in their language. */
function shownDestination(p: { method: string; upiId?: string | null; ifsc?: string | null; accountNumber?: string | null }): string {
  return p.method === 'upi' ? `UPI ${p.upiId}` : t('wallet.memo.bankAccount', { last4: (p.accountNumber ?? '').slice(-4), ifsc: p.ifsc ?? '' });
}

/** Locks the load a money action is about: 404 when it is missing or the caller may not even see it (checked before any permission). */
async function lockVisibleLoad(trx: Tx, actor: SessionUser, loadId: string): Promise<PaymentLoadRow> {
  const load = isUuid(loadId) ? await lockLoadForPayment(trx, loadId) : undefined;
  if (!load || load.deletedAt || !canKnowLoad(actor, load)) throw new NotFoundError('Load');
  return load;
}

async function agreementOf(trx: Db, load: PaymentLoadRow) {
  if (!load.acceptedBidId) return undefined;
  return findAgreement(trx, load.acceptedBidId);
}

// ---- Deposit ------------------------------------------------------------------------

export interface MoneyResult {
  account: PresentedAccount;
  transaction: PresentedTransaction;
}

/**
 * Who may deposit and how much, whatever the gateway: a shipper, at least platform_config.min_deposit_paise. Returns
 * the load the deposit is for when it names one of the caller's own loads (null otherwise: another user's load, a
 * deleted or missing one is ignored alike, so the answer reveals nothing about it).
 */
export async function checkDeposit(db: Database, actor: SessionUser, input: DepositInput): Promise<string | null> {
  if (actor.role !== 'shipper') throw new ForbiddenError(t('wallet.error.onlyShippers'));
  const cfg = await findPlatformConfig(db);
  if (input.amountPaise < cfg.minDepositPaise) {
    throw new ValidationError({ amount: t('wallet.error.minDeposit', { amount: formatRupees(cfg.minDepositPaise) }) });
  }
  return ownLoadId(db, actor, input.forLoadId ?? null);
}

/** The id of one of the caller's own loads (not deleted), else null. */
async function ownLoadId(db: Db, actor: SessionUser, loadId: string | null): Promise<string | null> {
  if (!isUuid(loadId)) return null;
  const load = await findLoadForPayment(db, loadId);
  return load && !load.deletedAt && load.ownerId === actor.id ? load.id : null;
}

/** What a shipper's load still needs held, for the deposit made for it: its route, the freight plus the fee, and the balance now. */
export interface HoldQuote {
  loadId: string;
  origin: string;
  destination: string;
  totalPaise: number;
  availablePaise: number;
}

/**
 * The hold a shipper's own load is waiting for (an accepted bid, its payment unpaid, neither load nor trip
 * cancelled), else undefined: anyone else's load, or one with nothing to hold, gives nothing.
 */
export async function holdQuote(db: Db, actor: SessionUser, loadId: string | null): Promise<HoldQuote | undefined> {
  if (actor.role !== 'shipper' || !isUuid(loadId)) return undefined;
  const load = await findLoadForPayment(db, loadId);
  if (!load || load.deletedAt || load.ownerId !== actor.id || load.status === 'cancelled' || load.paymentStatus !== 'unpaid') return undefined;
  const agreement = await agreementOf(db, load);
  if (!agreement || agreement.tripStatus === 'cancelled') return undefined;
  const amount = agreement.agreedAmountPaise ?? agreement.bidAmountPaise;
  const cfg = await findPlatformConfig(db);
  const available = (await findUserAccount(db, actor.id))?.availablePaise ?? 0;
  return { loadId: load.id, origin: load.origin, destination: load.destination, totalPaise: amount + platformFeePaise(amount, cfg.commissionBps), availablePaise: available };
}

/**
 * A shipper adds money to their available balance through the simulated gateway (development, demo), at once;
 * at least platform_config.min_deposit_paise. The deposit is recorded as simulated and its money marked, so it
 * can never leave through a real payout. Real deposits go through Razorpay (payments.ts). A deposit made for one
 * of the shipper's loads records it (`for_load_id`), and the browser goes back to that load.
 */
export async function deposit(
  db: Database,
  gateway: PaymentGateway,
  actor: SessionUser,
  input: DepositInput,
  idem: IdempotentRequest | null = null,
): Promise<Outcome<MoneyResult & { for_load_id?: string }>> {
  if (!gateway.simulated) throw new Error(`the ${gateway.name} gateway does not charge at once; deposits through it start with an order`);
  const forLoadId = await checkDeposit(db, actor, input);
  return moneyTransaction(db, actor.id, idem, 201, async (trx) => {
    const charge = await gateway.charge({ userId: actor.id, amountPaise: input.amountPaise, idempotencyKey: idem ? `${actor.id}:${idem.key}` : newChargeKey() });
    const ids = await accountIdsFor(trx, [actor.id], ['external']);
    await lockAccounts(trx, [...ids.values()]);
    const tx = await insertLedgerTransaction(trx, {
      kind: 'deposit',
      initiatedBy: actor.id,
      memo: `Deposit through the ${gateway.name} gateway, reference ${charge.reference}`,
      entries: [
        { accountId: ids.get('external')!, bucket: 'available', amountPaise: -input.amountPaise },
        { accountId: ids.get(actor.id)!, bucket: 'available', amountPaise: input.amountPaise },
      ],
    });
    await insertDeposit(trx, { userId: actor.id, amountPaise: input.amountPaise, gateway: 'simulated', status: 'credited', transactionId: tx.id, forLoadId });
    await addSimulatedPaise(trx, ids.get(actor.id)!, input.amountPaise);
    await publishBalances(trx, [actor.id]);
    return {
      data: { account: await accountOf(trx, actor.id), transaction: presentTransaction(tx), ...(forLoadId ? { for_load_id: forLoadId } : {}) },
      message: t(forLoadId ? 'payflow.deposit.addedForLoad' : 'wallet.deposit.added', { amount: formatRupees(input.amountPaise) }),
    };
  });
}

// ---- Hold ---------------------------------------------------------------------------------

export interface LoadMoneyResult extends MoneyResult {
  load: PresentedLoadPayment;
}

/**
 * The owner of a load with an accepted bid moves the agreed freight plus the
 * platform fee (commission of platform_config, rounded half up to the paisa)
 * from available to held; once per load, and only with enough available.
 */
export async function holdFunds(db: Database, actor: SessionUser, input: LoadActionInput, idem: IdempotentRequest | null = null): Promise<Outcome<LoadMoneyResult>> {
  return moneyTransaction(db, actor.id, idem, 201, async (trx) => {
    const load = await lockVisibleLoad(trx, actor, input.loadId);
    authorize(actor, canPayForLoad, load, t('escrow.error.onlyOwnerPays'));
    if (load.status === 'cancelled') throw new PaymentStateError(t('escrow.error.loadCancelled'));
    const agreement = await agreementOf(trx, load);
    if (!agreement) throw new PaymentStateError(t('escrow.error.acceptFirst'));
    if (agreement.tripStatus === 'cancelled') throw new PaymentStateError(t('escrow.error.tripCancelled'));
    if (load.paymentStatus !== 'unpaid') throw new PaymentStateError(t('escrow.error.alreadyState', { state: stateWord('payment', load.paymentStatus) }));

    const amount = agreement.agreedAmountPaise ?? agreement.bidAmountPaise;
    const cfg = await findPlatformConfig(trx);
    const fee = platformFeePaise(amount, cfg.commissionBps);
    const total = amount + fee;
    const ids = await accountIdsFor(trx, [actor.id]);
    const ownerAccount = ids.get(actor.id)!;
    const locked = await lockAccounts(trx, [ownerAccount]);
    const available = locked.get(ownerAccount)!.availablePaise;
    if (available < total) {
      throw new InsufficientFundsError(
        t('escrow.error.holdNeeds', {
          total: formatRupees(total),
          freight: formatRupees(amount),
          fee: formatRupees(fee),
          available: formatRupees(available),
          short: formatRupees(total - available),
        }),
      );
    }
    const tx = await insertLedgerTransaction(trx, {
      kind: 'hold',
      loadId: load.id,
      initiatedBy: actor.id,
      memo: `Held for ${routeOf(load)}: freight ${formatRupees(amount)} + platform fee ${formatRupees(fee)}`,
      entries: [
        { accountId: ownerAccount, bucket: 'available', amountPaise: -total },
        { accountId: ownerAccount, bucket: 'held', amountPaise: total },
      ],
    });
    if (!(await markLoadHeld(trx, load.id, amount, fee))) throw new PaymentStateError(t('escrow.error.changed'));
    await notify(trx, {
      userId: agreement.driverId,
      kind: 'payment',
      key: 'notify.escrow.held',
      bodyKey: 'notify.escrow.held.body',
      params: { amountPaise: amount, fromCity: load.origin, toCity: load.destination },
      link: loadPath(load.id),
    });
    await publishBalances(trx, [actor.id]);
    return {
      data: {
        account: await accountOf(trx, actor.id),
        transaction: presentTransaction(tx),
        load: presentLoadPayment({ ...load, paymentStatus: 'held', escrowAmountPaise: amount, platformFeePaise: fee, settledAt: null }),
      },
      message: t('escrow.held', { total: formatRupees(total), route: shownRoute(load), freight: formatRupees(amount), fee: formatRupees(fee) }),
    };
  });
}

// ---- Release and refund (shared by the owner's release, disputes, cancellation and the job) ---------

interface Settlement {
  transaction: TransactionRow;
  fee: TransactionRow | null;
  driverId: string;
}

/** Held money of a locked load goes out: the freight to the driver (release), the fee to the platform (fee). */
async function settleRelease(trx: Tx, load: PaymentLoadRow, initiatedBy: string | null, memo: string, from: string[]): Promise<Settlement> {
  const agreement = await agreementOf(trx, load);
  if (!agreement) throw new PaymentStateError(t('escrow.error.noBidToPay'));
  const driverId = agreement.driverId;
  const ids = await accountIdsFor(trx, [load.ownerId, driverId], ['platform_fees']);
  const locked = await lockAccounts(trx, [...ids.values()]);
  const owner = ids.get(load.ownerId)!;
  // Provenance: simulated money leaves the owner first, with the freight to the driver (the fee's share is dropped:
  // the platform's account never pays out), so a real payout can never carry it.
  const ownerSimulated = locked.get(owner)!.simulatedPaise;
  const simulatedFreight = Math.min(load.escrowAmountPaise, ownerSimulated);
  const simulatedFee = Math.min(load.platformFeePaise, ownerSimulated - simulatedFreight);
  await addSimulatedPaise(trx, owner, -(simulatedFreight + simulatedFee));
  const transaction = await insertLedgerTransaction(trx, {
    kind: 'release',
    loadId: load.id,
    initiatedBy,
    memo,
    entries: [
      { accountId: owner, bucket: 'held', amountPaise: -load.escrowAmountPaise },
      { accountId: ids.get(driverId)!, bucket: 'available', amountPaise: load.escrowAmountPaise },
    ],
  });
  const fee =
    load.platformFeePaise > 0
      ? await insertLedgerTransaction(trx, {
          kind: 'fee',
          loadId: load.id,
          initiatedBy,
          memo: `Platform fee for ${routeOf(load)}`,
          entries: [
            { accountId: owner, bucket: 'held', amountPaise: -load.platformFeePaise },
            { accountId: ids.get('platform_fees')!, bucket: 'available', amountPaise: load.platformFeePaise },
          ],
        })
      : null;
  // The fee earned is invoiced to its payer in the same transaction (GST included in the fee: invoices/gst.ts).
  if (fee) await issueFeeInvoice(trx, { loadId: load.id, payerId: load.ownerId, feePaise: load.platformFeePaise });
  await addSimulatedPaise(trx, ids.get(driverId)!, simulatedFreight);
  if (!(await setLoadPaymentStatus(trx, load.id, from, 'released'))) throw new PaymentStateError(t('escrow.error.changed'));
  await notifyAll(trx, [
    {
      userId: driverId,
      kind: 'payment',
      key: 'notify.escrow.paid',
      bodyKey: 'notify.escrow.paid.body',
      params: { amountPaise: load.escrowAmountPaise, fromCity: load.origin, toCity: load.destination },
      link: '/escrow',
    },
    {
      userId: load.ownerId,
      kind: 'payment',
      key: 'notify.escrow.released',
      bodyKey: 'notify.escrow.released.body',
      params: { fromCity: load.origin, toCity: load.destination, amountPaise: load.escrowAmountPaise, feePaise: load.platformFeePaise },
      link: loadPath(load.id),
    },
  ]);
  await publishBalances(trx, [load.ownerId, driverId]);
  return { transaction, fee, driverId };
}

/** Held money of a locked load (freight and fee) goes back to the owner's available balance. */
async function settleRefund(trx: Tx, load: PaymentLoadRow, initiatedBy: string | null, memo: string, from: string[]): Promise<Settlement> {
  const total = load.escrowAmountPaise + load.platformFeePaise;
  const ids = await accountIdsFor(trx, [load.ownerId]);
  const owner = ids.get(load.ownerId)!;
  await lockAccounts(trx, [owner]);
  const transaction = await insertLedgerTransaction(trx, {
    kind: 'refund',
    loadId: load.id,
    initiatedBy,
    memo,
    entries: [
      { accountId: owner, bucket: 'held', amountPaise: -total },
      { accountId: owner, bucket: 'available', amountPaise: total },
    ],
  });
  if (!(await setLoadPaymentStatus(trx, load.id, from, 'refunded'))) throw new PaymentStateError(t('escrow.error.changed'));
  const agreement = await agreementOf(trx, load);
  await notifyAll(trx, [
    {
      userId: load.ownerId,
      kind: 'payment',
      key: 'notify.escrow.refunded',
      bodyKey: 'notify.escrow.refunded.body',
      params: { amountPaise: total, fromCity: load.origin, toCity: load.destination },
      link: loadPath(load.id),
    },
    ...(agreement
      ? [
          {
            userId: agreement.driverId,
            kind: 'payment' as const,
            key: 'notify.escrow.refundedDriver' as const,
            bodyKey: 'notify.escrow.refundedDriver.body' as const,
            params: { fromCity: load.origin, toCity: load.destination },
            link: loadPath(load.id),
          },
        ]
      : []),
  ]);
  await publishBalances(trx, [load.ownerId]);
  return { transaction, fee: null, driverId: agreement?.driverId ?? '' };
}

export interface ReleaseResult extends LoadMoneyResult {
  fee_transaction: PresentedTransaction | null;
}

/** The owner releases held money after delivery: the freight to the driver, the fee to the platform. */
export async function releaseFunds(db: Database, actor: SessionUser, input: LoadActionInput, idem: IdempotentRequest | null = null): Promise<Outcome<ReleaseResult>> {
  return moneyTransaction(db, actor.id, idem, 200, async (trx) => {
    const load = await lockVisibleLoad(trx, actor, input.loadId);
    authorize(actor, canPayForLoad, load, t('escrow.error.onlyOwnerReleases'));
    if (load.paymentStatus === 'disputed') throw new PaymentStateError(t('escrow.error.disputeOpen'));
    if (load.paymentStatus !== 'held')
      throw new PaymentStateError(load.paymentStatus === 'unpaid' ? t('escrow.error.nothingHeld') : t('escrow.error.alreadyState', { state: stateWord('payment', load.paymentStatus) }));
    const agreement = await agreementOf(trx, load);
    if (agreement?.tripStatus !== 'delivered') throw new PaymentStateError(t('escrow.error.notDelivered'));
    const s = await settleRelease(trx, load, actor.id, `Released by the shipper after delivery of ${routeOf(load)}`, ['held']);
    return {
      data: {
        account: await accountOf(trx, actor.id),
        transaction: presentTransaction(s.transaction),
        fee_transaction: s.fee ? presentTransaction(s.fee) : null,
        load: presentLoadPayment({ ...load, paymentStatus: 'released', settledAt: s.transaction.createdAt }),
      },
      message: t('escrow.released', { amount: formatRupees(load.escrowAmountPaise) }),
    };
  });
}

/**
 * Called by every use case that cancels a load (loads, trips), inside its
 * transaction, after the load row is locked. Money held in escrow for the load
 * (freight and fee) goes back to the owner's available balance as one 'refund'
 * transaction and the load's payment becomes 'refunded' (CONTRACT section 9:
 * "Cancelling a load with held funds refunds them"); an open dispute on it is
 * closed with the refund. A payment already released to the driver cannot be
 * undone, so cancelling such a load is refused (409).
 */
export async function refundHeldFundsOnCancel(trx: Tx, load: { id: string; paymentStatus: string }): Promise<void> {
  if (load.paymentStatus === 'unpaid' || load.paymentStatus === 'refunded') return;
  await refundOnCancel(trx, load.id);
}

/**
 * Called inside the transaction that cancels a load (after the load row is
 * locked): money held for it goes back to the owner as a refund, and an open
 * dispute on it closes with the refund. A released payment cannot be undone.
 */
async function refundOnCancel(trx: Tx, loadId: string): Promise<void> {
  const load = await lockLoadForPayment(trx, loadId);
  if (!load || load.paymentStatus === 'unpaid' || load.paymentStatus === 'refunded') return;
  if (load.paymentStatus === 'released') throw new PaymentStateError(t('escrow.error.alreadyReleased'));
  const actorId = await currentActorId(trx);
  if (load.paymentStatus === 'disputed') {
    const open = await findOpenDispute(trx, load.id);
    if (open) {
      await lockDispute(trx, open.id);
      await markDisputeResolved(trx, open.id, 'refund', actorId);
    }
  }
  await settleRefund(trx, load, actorId, `Refunded: ${routeOf(load)} was cancelled`, ['held', 'disputed']);
}

/**
 * A plan the user buys from their wallet (features/premium), inside the caller's transaction: `amountPaise`
 * of the user's available balance goes to the platform's account as one `subscription` transaction. The
 * accounts are locked first; a balance too small is refused (409 INSUFFICIENT_FUNDS, nothing moved) with
 * what is missing. Simulated money leaves first, as with a release's fee (the platform never pays out).
 */
export async function chargeSubscription(trx: Tx, userId: string, amountPaise: number, memo: string): Promise<{ transaction: PresentedTransaction; account: PresentedAccount }> {
  const ids = await accountIdsFor(trx, [userId], ['platform_fees']);
  const user = ids.get(userId)!;
  const locked = await lockAccounts(trx, [...ids.values()]);
  const mine = locked.get(user)!;
  if (mine.availablePaise < amountPaise) {
    throw new InsufficientFundsError(
      t('premium.error.costs', { price: formatRupees(amountPaise), available: formatRupees(mine.availablePaise), short: formatRupees(amountPaise - mine.availablePaise) }),
    );
  }
  await addSimulatedPaise(trx, user, -Math.min(mine.simulatedPaise, amountPaise));
  const tx = await insertLedgerTransaction(trx, {
    kind: 'subscription',
    initiatedBy: userId,
    memo,
    entries: [
      { accountId: user, bucket: 'available', amountPaise: -amountPaise },
      { accountId: ids.get('platform_fees')!, bucket: 'available', amountPaise },
    ],
  });
  await publishBalances(trx, [userId]);
  return { transaction: presentTransaction(tx), account: await accountOf(trx, userId) };
}

/**
 * Releases every held payment whose load was delivered at least hold_period_days
 * ago without a dispute, each in its own transaction as the system. Safe with
 * several instances: a load another instance has locked is skipped, and a
 * payment already released no longer matches. A load that cannot be released
 * is skipped for this run (the others still go) and reported by the thrown
 * error at the end. Returns how many were released.
 */
export async function autoReleaseDue(db: Database, limit = 100): Promise<number> {
  let released = 0;
  const failed: Array<{ loadId: string; error: unknown }> = [];
  while (released < limit) {
    let current: string | null = null;
    try {
      const done = await withActor(db, null, async (trx) => {
        const load = await lockNextDueRelease(
          trx,
          failed.map((f) => f.loadId),
        );
        if (!load) return false;
        current = load.id;
        const cfg = await findPlatformConfig(trx);
        await settleRelease(trx, load, null, `Released automatically ${cfg.holdPeriodDays} days after delivery with no dispute`, ['held']);
        return true;
      });
      if (!done) break;
      released++;
    } catch (err) {
      if (current === null) throw translateLedgerError(err);
      failed.push({ loadId: current, error: translateLedgerError(err) });
    }
  }
  if (failed.length) {
    throw new AggregateError(
      failed.map((f) => f.error),
      `automatic release failed for ${failed.length} load(s): ${failed.map((f) => f.loadId).join(', ')}`,
    );
  }
  return released;
}

// ---- Payouts ----------------------------------------------------------------------------------

export interface PayoutResult {
  account: PresentedAccount;
  payout: PresentedPayout;
  /** The ledger transaction the decision made (null while a RazorpayX payout is processing: the money stays reserved). */
  transaction: PresentedTransaction | null;
}

function destinationOf(p: { method: string; upiId?: string | null; ifsc?: string | null; accountNumber?: string | null }): string {
  return p.method === 'upi' ? `UPI ${p.upiId}` : `bank account ending ${(p.accountNumber ?? '').slice(-4)} (${p.ifsc})`;
}

/**
 * A driver asks for a payout of at most their available balance (at least platform_config.min_payout_paise); the
 * amount is reserved until an admin decides. The details given are remembered as the driver's payout destination
 * (replacing the one before); `method: 'saved'` pays to the remembered one. The account row is locked first, so two
 * requests at once cannot reserve more than is available.
 */
export async function requestPayout(db: Database, actor: SessionUser, request: PayoutInput, idem: IdempotentRequest | null = null): Promise<Outcome<PayoutResult>> {
  if (actor.role !== 'driver') throw new ForbiddenError(t('payout.error.onlyDrivers'));
  const cfg = await findPlatformConfig(db);
  if (request.amountPaise < cfg.minPayoutPaise) throw new ValidationError({ amount: t('payout.error.minPayout', { amount: formatRupees(cfg.minPayoutPaise) }) });
  return moneyTransaction(db, actor.id, idem, 201, async (trx) => {
    const ids = await accountIdsFor(trx, [actor.id]);
    const account = ids.get(actor.id)!;
    const locked = await lockAccounts(trx, [account]);
    const input = { amountPaise: request.amountPaise, ...(await payoutDetailsOf(trx, actor.id, request)) };
    const available = locked.get(account)!.availablePaise;
    if (available < input.amountPaise) {
      throw new InsufficientFundsError(t('payout.error.upTo', { available: formatRupees(available), amount: formatRupees(input.amountPaise) }));
    }
    if (request.method !== 'saved') await savePayoutDestination(trx, actor.id, input);
    const destination = destinationOf(input);
    const tx = await insertLedgerTransaction(trx, {
      kind: 'payout',
      initiatedBy: actor.id,
      memo: `Reserved for a payout request to ${destination}`,
      entries: [
        { accountId: account, bucket: 'available', amountPaise: -input.amountPaise },
        { accountId: account, bucket: 'reserved', amountPaise: input.amountPaise },
      ],
    });
    const payout = await insertPayoutRequest(trx, {
      driverId: actor.id,
      amountPaise: input.amountPaise,
      method: input.method,
      ...(input.method === 'upi' ? { upiId: input.upiId } : { accountNumber: input.accountNumber, ifsc: input.ifsc, accountHolder: input.accountHolder }),
      reserveTransactionId: tx.id,
    });
    await notifyAll(
      trx,
      (await listAdminIds(trx)).map((userId) => ({
        userId,
        kind: 'payout' as const,
        key: 'notify.payout.requested' as const,
        bodyKey: 'notify.payout.requested.body' as const,
        params: { amountPaise: input.amountPaise, name: actor.name, destination: payoutDestination(input) },
        link: '/escrow/admin/payouts',
      })),
    );
    await publishBalances(trx, [actor.id]);
    return {
      data: { account: await accountOf(trx, actor.id), payout: presentPayout(payout), transaction: presentTransaction(tx) },
      message: t('payout.requested', { amount: formatRupees(input.amountPaise) }),
    };
  });
}

/** The details a payout goes to: those given, or the driver's remembered destination (400 naming `destination` when none is). */
async function payoutDetailsOf(trx: Tx, driverId: string, request: PayoutInput): Promise<PayoutDetails> {
  if (request.method !== 'saved') {
    const { amountPaise: _amount, ...details } = request;
    return details;
  }
  const saved = await findPayoutDestination(trx, driverId);
  if (!saved) throw new ValidationError({ destination: t('payflow.payout.noneSaved') });
  return saved.method === 'upi' ? { method: 'upi', upiId: saved.upiId! } : { method: 'bank', accountNumber: saved.accountNumber!, ifsc: saved.ifsc!, accountHolder: saved.accountHolder! };
}

/** A driver forgets their remembered payout destination; their payout requests keep their own details. */
export async function forgetPayoutDestination(db: Database, actor: SessionUser): Promise<boolean> {
  if (actor.role !== 'driver') throw new ForbiddenError(t('payout.error.onlyDrivers'));
  return withActor(db, actor.id, (trx) => deletePayoutDestination(trx, actor.id));
}

/** The money of this payout request that came in through the simulated gateway cannot leave through a real payout. */
class SimulatedFundsError extends PaymentStateError {}

async function decidePayout(
  db: Database,
  actor: SessionUser,
  payoutId: string,
  approve: boolean,
  note: string | null,
  idem: IdempotentRequest | null,
  payments: Payments,
): Promise<Outcome<PayoutResult>> {
  authorize(actor, (a) => canDecideMoney(a), null, t('payout.error.onlyAdmins'));
  if (approve && payments.mode === 'none') throw new PaymentsUnavailableError(t('payout.error.payoutsOff'));
  return moneyTransaction(db, actor.id, idem, 200, async (trx) => {
    const request = isUuid(payoutId) ? await lockPayoutRequest(trx, payoutId) : undefined;
    if (!request) throw new NotFoundError('Payout request');
    if (request.status !== 'requested') throw new PaymentStateError(t('payout.error.alreadyState', { state: stateWord('payout', request.status) }));
    const ids = await accountIdsFor(trx, [request.driverId], approve ? ['external'] : []);
    const locked = await lockAccounts(trx, [...ids.values()]);
    const driverAccount = ids.get(request.driverId)!;
    const destination = destinationOf(request);
    if (approve && payments.mode === 'razorpay') {
      return sendGatewayPayout(trx, payments.razorpay, actor, request, locked.get(driverAccount)!);
    }
    if (!approve && payments.mode === 'razorpay') {
      // An approval whose RazorpayX payout was made but whose commit was lost leaves the request 'requested':
      // returning its money then would pay it twice. Approving it again follows that payout (same idempotency key).
      const live = (await payments.razorpay.findPayoutsByReference(request.id)).filter((p) => !['failed', 'reversed'].includes(payoutStateOf(p.status) ?? ''));
      if (live.length) {
        throw new PaymentStateError(t('payout.error.razorpayXHas', { id: live[0].id, status: live[0].status }));
      }
    }
    if (approve) {
      // A simulated payout takes the simulated money first.
      const a = locked.get(driverAccount)!;
      await addSimulatedPaise(trx, driverAccount, -Math.min(request.amountPaise, a.simulatedPaise));
    }
    const tx = approve
      ? await insertLedgerTransaction(trx, {
          kind: 'payout',
          initiatedBy: actor.id,
          memo: `Paid out to ${destination} (simulated gateway: no real transfer)`,
          entries: [
            { accountId: driverAccount, bucket: 'reserved', amountPaise: -request.amountPaise },
            { accountId: ids.get('external')!, bucket: 'available', amountPaise: request.amountPaise },
          ],
        })
      : await insertLedgerTransaction(trx, {
          kind: 'refund',
          initiatedBy: actor.id,
          memo: `Payout request rejected${note ? `: ${note}` : ''}`,
          entries: [
            { accountId: driverAccount, bucket: 'reserved', amountPaise: -request.amountPaise },
            { accountId: driverAccount, bucket: 'available', amountPaise: request.amountPaise },
          ],
        });
    const decided = await decidePayoutRequest(trx, request.id, {
      status: approve ? 'approved' : 'rejected',
      decidedBy: actor.id,
      settleTransactionId: tx.id,
      note,
      gateway: approve ? 'simulated' : null,
    });
    if (!decided) throw new PaymentStateError(t('payout.error.decidedMeanwhile'));
    await notify(trx, {
      userId: request.driverId,
      kind: 'payout',
      key: approve ? 'notify.payout.approved' : 'notify.payout.rejected',
      bodyKey: approve ? 'notify.payout.approved.body' : note ? 'notify.payout.rejected.bodyReason' : 'notify.payout.rejected.body',
      params: { amountPaise: request.amountPaise, destination: payoutDestination(request), reason: note ?? '' },
      link: '/escrow/payout',
    });
    await publishBalances(trx, [request.driverId]);
    return {
      data: { account: await accountOf(trx, request.driverId), payout: presentPayout(decided), transaction: presentTransaction(tx) },
      message: approve
        ? t('payout.approved', { amount: formatRupees(request.amountPaise), destination: shownDestination(request) })
        : t('payout.rejected', { amount: formatRupees(request.amountPaise) }),
    };
  });
}

/**
 * Approval with RazorpayX: refused when the money came in through the simulated
 * gateway; otherwise contact, fund account and payout are created (idempotent on
 * the request's id), and the request is 'processing' with its amount still
 * reserved until the gateway's webhook says processed, reversed or failed. A
 * failed gateway call throws before anything here changed (the transaction rolls back).
 */
async function sendGatewayPayout(trx: Tx, razorpay: RazorpayGateway, actor: SessionUser, request: PayoutRow, account: AccountRow): Promise<{ data: PayoutResult; message: string }> {
  const real = account.availablePaise + account.heldPaise + account.reservedPaise - account.simulatedPaise;
  if (real < request.amountPaise) {
    throw new SimulatedFundsError(t('payout.error.simulatedMoney', { amount: formatRupees(request.amountPaise - Math.max(0, real)) }));
  }
  const driver = await findPayer(trx, request.driverId);
  const payout = await razorpay.createPayout({
    idempotencyKey: `payout-${request.id}`,
    referenceId: request.id,
    amountPaise: request.amountPaise,
    name: driver.name,
    contactRef: request.driverId,
    destination:
      request.method === 'upi' ? { method: 'upi', upiId: request.upiId! } : { method: 'bank', accountNumber: request.accountNumber!, ifsc: request.ifsc!, accountHolder: request.accountHolder! },
    narration: 'FreightBazaar payout',
  });
  let current = await markPayoutProcessing(trx, request.id, { decidedBy: actor.id, gatewayPayoutId: payout.id, gatewayStatus: payout.status });
  if (!current) throw new PaymentStateError(t('payout.error.decidedMeanwhile'));
  // RazorpayX may answer with the outcome already.
  const settled = await applyPayoutStatus(trx, current, payout.status, payout.failure_reason ?? null);
  current = settled ?? current;
  await notify(trx, {
    userId: request.driverId,
    kind: 'payout',
    key: 'notify.payout.approved',
    bodyKey: 'notify.payout.sent.body',
    params: { amountPaise: request.amountPaise, destination: payoutDestination(request) },
    link: '/escrow/payout',
  });
  await publishBalances(trx, [request.driverId]);
  return {
    data: { account: await accountOf(trx, request.driverId), payout: presentPayout(current), transaction: null },
    message: t('payout.sent', { amount: formatRupees(request.amountPaise), destination: shownDestination(request), id: payout.id }),
  };
}

/**
 * Applies a gateway payout status to a locked payout request, once: processed
 * pays the reserved money out; reversed or failed returns it to the driver's
 * available balance (a processed payout reversed later comes back from the
 * outside world). Returns the updated request, or undefined when nothing changes
 * (an intermediate status, or a state already reached).
 */
export async function applyPayoutStatus(trx: Tx, request: PayoutRow, gatewayStatus: string, failureReason: string | null): Promise<PayoutRow | undefined> {
  const outcome = payoutStateOf(gatewayStatus);
  if (!outcome || outcome === 'processing') return undefined;
  const from = request.status;
  if (!(from === 'processing' || (from === 'processed' && outcome === 'reversed'))) return undefined;
  const ids = await accountIdsFor(trx, [request.driverId], ['external']);
  await lockAccounts(trx, [...ids.values()]);
  const driverAccount = ids.get(request.driverId)!;
  const destination = destinationOf(request);
  let updated: PayoutRow | undefined;
  if (outcome === 'processed') {
    const tx = await insertLedgerTransaction(trx, {
      kind: 'payout',
      initiatedBy: null,
      memo: `Paid out to ${destination} through RazorpayX (${request.gatewayPayoutId})`,
      entries: [
        { accountId: driverAccount, bucket: 'reserved', amountPaise: -request.amountPaise },
        { accountId: ids.get('external')!, bucket: 'available', amountPaise: request.amountPaise },
      ],
    });
    updated = await settleGatewayPayout(trx, request.id, 'processing', { status: 'processed', gatewayStatus, settleTransactionId: tx.id });
  } else if (from === 'processing') {
    const tx = await insertLedgerTransaction(trx, {
      kind: 'refund',
      initiatedBy: null,
      memo: `Payout to ${destination} ${outcome} by the bank${failureReason ? `: ${failureReason}` : ''}; returned to the available balance`,
      entries: [
        { accountId: driverAccount, bucket: 'reserved', amountPaise: -request.amountPaise },
        { accountId: driverAccount, bucket: 'available', amountPaise: request.amountPaise },
      ],
    });
    updated = await settleGatewayPayout(trx, request.id, 'processing', { status: outcome, gatewayStatus, settleTransactionId: tx.id, failureReason });
  } else {
    const tx = await insertLedgerTransaction(trx, {
      kind: 'refund',
      initiatedBy: null,
      memo: `Payout to ${destination} reversed by the bank after it was processed${failureReason ? `: ${failureReason}` : ''}; returned to the available balance`,
      entries: [
        { accountId: ids.get('external')!, bucket: 'available', amountPaise: -request.amountPaise },
        { accountId: driverAccount, bucket: 'available', amountPaise: request.amountPaise },
      ],
    });
    updated = await settleGatewayPayout(trx, request.id, 'processed', { status: 'reversed', gatewayStatus, returnTransactionId: tx.id, failureReason });
  }
  if (!updated) throw new PaymentStateError(t('payout.error.changedMeanwhile'));
  await notify(trx, {
    userId: request.driverId,
    kind: 'payout',
    key: outcome === 'processed' ? 'notify.payout.paid' : outcome === 'reversed' ? 'notify.payout.reversed' : 'notify.payout.failed',
    bodyKey: outcome === 'processed' ? 'notify.payout.paid.body' : 'notify.payout.failed.body',
    params: { amountPaise: request.amountPaise, destination: payoutDestination(request) },
    link: '/escrow/payout',
  });
  await publishBalances(trx, [request.driverId]);
  return updated;
}

/** An admin approves a requested payout: paid out at once (simulated), or sent to RazorpayX and followed by webhook. */
export function approvePayout(db: Database, actor: SessionUser, payoutId: string, idem: IdempotentRequest | null = null, payments: Payments = SIMULATED_PAYMENTS): Promise<Outcome<PayoutResult>> {
  return decidePayout(db, actor, payoutId, true, null, idem, payments);
}

/** An admin rejects a requested payout: the reserved amount returns to the driver's available balance. */
export function rejectPayout(
  db: Database,
  actor: SessionUser,
  payoutId: string,
  note: string | null,
  idem: IdempotentRequest | null = null,
  payments: Payments = SIMULATED_PAYMENTS,
): Promise<Outcome<PayoutResult>> {
  return decidePayout(db, actor, payoutId, false, note, idem, payments);
}

// ---- Disputes ----------------------------------------------------------------------------------

export interface DisputeResult {
  account: PresentedAccount;
  dispute: PresentedDispute;
  load: PresentedLoadPayment;
}

/** The owner or the driver of a load whose payment is held raises a dispute: the payment is 'disputed' and no longer releases by itself. */
export async function raiseDispute(
  db: Database,
  actor: SessionUser,
  input: Pick<DisputeInput, 'loadId' | 'reason'> & Partial<DisputeInput>,
  idem: IdempotentRequest | null = null,
): Promise<Outcome<DisputeResult>> {
  const photos = await evidencePhotos(input.evidence ?? []);
  return moneyTransaction(db, actor.id, idem, 201, async (trx) => {
    const load = await lockVisibleLoad(trx, actor, input.loadId);
    const agreement = await agreementOf(trx, load);
    const driverId = agreement?.driverId ?? load.assignedDriverId;
    authorize(actor, isPartyOfLoad, { ownerId: load.ownerId, driverId }, t('escrow.error.onlyParties'));
    if (load.paymentStatus === 'disputed') throw new PaymentStateError(t('escrow.error.alreadyOpen'));
    if (load.paymentStatus !== 'held') {
      throw new PaymentStateError(load.paymentStatus === 'unpaid' ? t('escrow.error.nothingHeld') : t('escrow.error.alreadyState', { state: stateWord('payment', load.paymentStatus) }));
    }
    const dispute = await insertDispute(trx, { loadId: load.id, raisedBy: actor.id, reason: input.reason, reasonCode: input.reasonCode ?? 'other' });
    const fileIds: string[] = [];
    for (const jpeg of photos) fileIds.push(await storePhoto(trx, actor.id, 'dispute_evidence', jpeg));
    await insertDisputeFiles(trx, dispute.id, 'raised', fileIds);
    if (!(await setLoadPaymentStatus(trx, load.id, ['held'], 'disputed'))) throw new PaymentStateError(t('escrow.error.changed'));
    const other = actor.id === load.ownerId ? driverId : load.ownerId;
    await notifyAll(trx, [
      ...(other
        ? [
            {
              userId: other,
              kind: 'dispute' as const,
              key: 'notify.dispute.raised' as const,
              bodyKey: 'notify.dispute.raised.body' as const,
              params: { fromCity: load.origin, toCity: load.destination, name: actor.name, reason: input.reason.slice(0, 200) },
              link: loadPath(load.id),
            },
          ]
        : []),
      ...(await listAdminIds(trx)).map((userId) => ({
        userId,
        kind: 'dispute' as const,
        key: 'notify.dispute.new' as const,
        params: { fromCity: load.origin, toCity: load.destination },
        body: input.reason.slice(0, 200),
        link: '/escrow/admin/disputes',
      })),
    ]);
    return {
      data: { account: await accountOf(trx, actor.id), dispute: presentDispute(dispute), load: presentLoadPayment({ ...load, paymentStatus: 'disputed' }) },
      message: t('escrow.dispute.raised'),
    };
  });
}

export interface ResolveResult extends DisputeResult {
  transaction: PresentedTransaction;
  fee_transaction: PresentedTransaction | null;
  /** A split's second part: the rest refunded to the shipper. */
  refund_transaction?: PresentedTransaction;
}

/**
 * An admin resolves an open dispute: release (freight to the driver, fee to the
 * platform), refund (everything back to the owner), or split (the driver's part
 * of the freight to the driver, the fee in proportion to it, the rest back to
 * the owner). The load and the dispute are locked and the dispute leaves 'open'
 * with a conditional update, so two admins at once resolve it once.
 */
export async function resolveDispute(
  db: Database,
  actor: SessionUser,
  disputeId: string,
  decision: DisputeOutcome | ResolveInput,
  idem: IdempotentRequest | null = null,
): Promise<Outcome<ResolveResult>> {
  const { outcome, driverPartPaise } = typeof decision === 'string' ? { outcome: decision, driverPartPaise: null } : decision;
  authorize(actor, (a) => canDecideMoney(a), null, t('escrow.error.onlyAdminsResolve'));
  return moneyTransaction<ResolveResult>(db, actor.id, idem, 200, async (trx) => {
    const found = isUuid(disputeId) ? await findDisputeById(trx, disputeId) : undefined;
    if (!found) throw new NotFoundError('Dispute');
    // Lock order everywhere: the load, then the dispute, then the accounts.
    const load = await lockLoadForPayment(trx, found.loadId);
    const dispute = await lockDispute(trx, disputeId);
    if (!load || !dispute) throw new NotFoundError('Dispute');
    if (dispute.status !== 'open') throw new PaymentStateError(t('escrow.error.disputeResolved', { outcome: outcomeWord(dispute.outcome) }));
    if (load.paymentStatus !== 'disputed') throw new PaymentStateError(t('escrow.error.stateNow', { state: stateWord('payment', load.paymentStatus) }));
    if (outcome === 'split') {
      const part = driverPartPaise ?? 0;
      if (!(part > 0 && part < load.escrowAmountPaise)) {
        throw new ValidationError({ driver_part: t('disputes.rule.partRange', { freight: formatRupees(load.escrowAmountPaise) }) });
      }
      const resolved = await markDisputeResolved(trx, dispute.id, 'split', actor.id, part);
      if (!resolved) throw new PaymentStateError(t('escrow.error.disputeResolvedMeanwhile'));
      const s = await settleSplit(trx, load, actor.id, part);
      return {
        data: {
          account: await accountOf(trx, load.ownerId),
          dispute: presentDispute(resolved),
          transaction: presentTransaction(s.transaction),
          fee_transaction: s.fee ? presentTransaction(s.fee) : null,
          refund_transaction: presentTransaction(s.refund),
          load: presentLoadPayment({ ...load, paymentStatus: 'released', settledAt: s.transaction.createdAt }),
        },
        message: t('disputes.resolvedSplit', { driver: formatRupees(part), fee: formatRupees(s.feePaise), shipper: formatRupees(s.refundPaise) }),
      };
    }
    const resolved = await markDisputeResolved(trx, dispute.id, outcome, actor.id);
    if (!resolved) throw new PaymentStateError(t('escrow.error.disputeResolvedMeanwhile'));
    const s =
      outcome === 'release'
        ? await settleRelease(trx, load, actor.id, `Released to the driver by an admin resolving a dispute on ${routeOf(load)}`, ['disputed'])
        : await settleRefund(trx, load, actor.id, `Refunded to the shipper by an admin resolving a dispute on ${routeOf(load)}`, ['disputed']);
    const beneficiary = outcome === 'release' ? s.driverId : load.ownerId;
    return {
      data: {
        account: await accountOf(trx, beneficiary),
        dispute: presentDispute(resolved),
        transaction: presentTransaction(s.transaction),
        fee_transaction: s.fee ? presentTransaction(s.fee) : null,
        load: presentLoadPayment({ ...load, paymentStatus: outcome === 'release' ? 'released' : 'refunded', settledAt: s.transaction.createdAt }),
      },
      message:
        outcome === 'release'
          ? t('escrow.dispute.resolvedRelease', { amount: formatRupees(load.escrowAmountPaise) })
          : t('escrow.dispute.resolvedRefund', { amount: formatRupees(load.escrowAmountPaise + load.platformFeePaise) }),
    };
  });
}

/**
 * A split of a locked load's hold, three ledger transactions: the driver's part
 * released to the driver, the platform fee in proportion to that part
 * (splitFeePaise), and the rest of the hold refunded to the owner. The load's
 * payment is then 'released' (settled); the dispute keeps the driver's part.
 * Simulated money leaves the owner first with the driver's part, as in a release.
 */
async function settleSplit(trx: Tx, load: PaymentLoadRow, initiatedBy: string, part: number) {
  const agreement = await agreementOf(trx, load);
  if (!agreement) throw new PaymentStateError(t('escrow.error.noBidToPay'));
  const driverId = agreement.driverId;
  const feePaise = splitFeePaise(load.platformFeePaise, part, load.escrowAmountPaise);
  const refundPaise = load.escrowAmountPaise + load.platformFeePaise - part - feePaise;
  const ids = await accountIdsFor(trx, [load.ownerId, driverId], ['platform_fees']);
  const locked = await lockAccounts(trx, [...ids.values()]);
  const owner = ids.get(load.ownerId)!;
  const driver = ids.get(driverId)!;
  const ownerSimulated = locked.get(owner)!.simulatedPaise;
  const simulatedPart = Math.min(part, ownerSimulated);
  const simulatedFee = Math.min(feePaise, ownerSimulated - simulatedPart);
  await addSimulatedPaise(trx, owner, -(simulatedPart + simulatedFee));
  const route = routeOf(load);
  const transaction = await insertLedgerTransaction(trx, {
    kind: 'release',
    loadId: load.id,
    initiatedBy,
    memo: `Driver's part released by an admin splitting a dispute on ${route}`,
    entries: [
      { accountId: owner, bucket: 'held', amountPaise: -part },
      { accountId: driver, bucket: 'available', amountPaise: part },
    ],
  });
  const fee =
    feePaise > 0
      ? await insertLedgerTransaction(trx, {
          kind: 'fee',
          loadId: load.id,
          initiatedBy,
          memo: `Platform fee for ${route}`,
          entries: [
            { accountId: owner, bucket: 'held', amountPaise: -feePaise },
            { accountId: ids.get('platform_fees')!, bucket: 'available', amountPaise: feePaise },
          ],
        })
      : null;
  if (fee) await issueFeeInvoice(trx, { loadId: load.id, payerId: load.ownerId, feePaise });
  const refund = await insertLedgerTransaction(trx, {
    kind: 'refund',
    loadId: load.id,
    initiatedBy,
    memo: `Rest refunded to the shipper by an admin splitting a dispute on ${route}`,
    entries: [
      { accountId: owner, bucket: 'held', amountPaise: -refundPaise },
      { accountId: owner, bucket: 'available', amountPaise: refundPaise },
    ],
  });
  await addSimulatedPaise(trx, driver, simulatedPart);
  if (!(await setLoadPaymentStatus(trx, load.id, ['disputed'], 'released'))) throw new PaymentStateError(t('escrow.error.changed'));
  await notifyAll(trx, [
    {
      userId: driverId,
      kind: 'payment',
      key: 'notify.escrow.paid',
      bodyKey: 'disputes.notify.splitDriver.body',
      params: { amountPaise: part, fromCity: load.origin, toCity: load.destination },
      link: '/escrow',
    },
    {
      userId: load.ownerId,
      kind: 'payment',
      key: 'notify.escrow.refunded',
      bodyKey: 'disputes.notify.splitShipper.body',
      params: { amountPaise: refundPaise, driverPaise: part, feePaise, fromCity: load.origin, toCity: load.destination },
      link: loadPath(load.id),
    },
  ]);
  await publishBalances(trx, [load.ownerId, driverId]);
  return { transaction, fee, refund, feePaise, refundPaise };
}

/** Evidence photos as stored (type from the bytes, downscaled, no metadata); a refused one names the `evidence` field. */
async function evidencePhotos(files: Array<{ bytes: Uint8Array }>): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const file of files) {
    try {
      photos.push(await preparePhoto(file.bytes));
    } catch (err) {
      if (err instanceof FileRefusedError) throw new ValidationError({ evidence: err.message });
      throw err;
    }
  }
  return photos;
}

/**
 * The other party of a load's open dispute gives their side, once: a text and
 * up to three photos. Who raised it cannot answer it; a load the caller may not
 * see is 404, a stranger to a load they see 403.
 */
export async function replyToDispute(db: Database, actor: SessionUser, disputeId: string, input: DisputeReplyInput): Promise<DisputeRow> {
  const photos = await evidencePhotos(input.evidence);
  return withActor(db, actor.id, async (trx) => {
    const found = isUuid(disputeId) ? await findDisputeById(trx, disputeId) : undefined;
    if (!found) throw new NotFoundError('Dispute');
    const load = await lockVisibleLoad(trx, actor, found.loadId);
    const dispute = await lockDispute(trx, disputeId);
    if (!dispute) throw new NotFoundError('Dispute');
    const agreement = await agreementOf(trx, load);
    const driverId = agreement?.driverId ?? load.assignedDriverId;
    authorize(actor, isPartyOfLoad, { ownerId: load.ownerId, driverId }, t('escrow.error.onlyParties'));
    if (dispute.raisedBy === actor.id) throw new ForbiddenError(t('disputes.error.ownDispute'));
    if (dispute.status !== 'open') throw new PaymentStateError(t('disputes.error.closed'));
    const replied = await setDisputeReply(trx, dispute.id, input.reply, actor.id);
    if (!replied) throw new PaymentStateError(t('disputes.error.alreadyReplied'));
    const fileIds: string[] = [];
    for (const jpeg of photos) fileIds.push(await storePhoto(trx, actor.id, 'dispute_evidence', jpeg));
    await insertDisputeFiles(trx, dispute.id, 'reply', fileIds);
    await notifyAll(trx, [
      {
        userId: dispute.raisedBy,
        kind: 'dispute' as const,
        key: 'disputes.notify.replied' as const,
        params: { fromCity: load.origin, toCity: load.destination, name: actor.name },
        body: input.reply.slice(0, 200),
        link: loadPath(load.id),
      },
      ...(await listAdminIds(trx)).map((userId) => ({
        userId,
        kind: 'dispute' as const,
        key: 'disputes.notify.replied' as const,
        params: { fromCity: load.origin, toCity: load.destination, name: actor.name },
        body: input.reply.slice(0, 200),
        link: '/escrow/admin/disputes',
      })),
    ]);
    return replied;
  });
}

/** An evidence photo of a dispute, for the two parties of its load and admins; anyone else, or a file of another dispute: 404. */
export async function disputeFileFor(db: Database, viewer: SessionUser, disputeId: string, fileId: string): Promise<StoredFile> {
  const loadId = isUuid(disputeId) && isUuid(fileId) ? await findDisputeFileLoad(db, disputeId, fileId) : undefined;
  if (!loadId) throw new NotFoundError('Photo');
  if (viewer.role !== 'admin') {
    const load = await findLoadForPayment(db, loadId);
    const agreement = load ? await agreementOf(db, load) : undefined;
    const driverId = agreement?.driverId ?? load?.assignedDriverId ?? null;
    if (!load || (viewer.id !== load.ownerId && viewer.id !== driverId)) throw new NotFoundError('Photo');
  }
  const file = await readFile(db, fileId);
  if (!file) throw new NotFoundError('Photo');
  return file;
}
