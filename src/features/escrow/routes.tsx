/**
 * Route table of escrow (SPEC section J, CONTRACT section 9). Every POST under
 * /escrow accepts an Idempotency-Key header (or, from the HTML forms, a hidden
 * idempotency_key field) and answers JSON when asked, else redirects with a flash.
 * The one-button actions (hold, release, the admin's decisions) go back to the
 * page the button was pressed on (route()'s `back`). The two routes still
 * registered by hand, Razorpay's checkout return and webhook, say why.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FormValues, formValuesOf, route, uuidParam } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { type DomainError, errorEnvelope, NotFoundError, ValidationError } from '../../http/errors.js';
import { actor, authorize, requireUser } from '../../http/guards.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { type Flash, redirectWithFlash, safeNext, sendData, wantsJson } from '../../http/respond.js';
import { canKnowLoad } from '../../http/visibility.js';
import { t } from '../../lib/i18n/index.js';
import { isUuid } from '../../lib/ids.js';
import { formatRupees } from '../../lib/money.js';
import { pageInfo } from '../../views/pagination.js';
import { loadPath } from '../../views/paths.js';
import { PaymentsUnavailableError } from './errors.js';
import { registerEscrowExportRoutes } from './exports.js';
import { paymentsFromConfig } from './gateway.js';
import { checkoutFormFor, confirmCheckoutReturn, depositOf, handleWebhookEvent, startGatewayDeposit } from './payments.js';
import { isPartyOfLoad } from './policy.js';
import { presentAccount, presentDeposit, presentDispute, presentPayoutDestination, presentTransaction } from './presenters.js';
import {
  findAgreement,
  findDepositIdByOrder,
  findLoadForPayment,
  findPayer,
  findPayoutDestination,
  findPlatformConfig,
  findUserAccount,
  type HistoryRow,
  ledgerTotals,
  listAccountTransactions,
  listAllTransactions,
  listDisputeQueue,
  listDriverPayouts,
  listOwnerPayments,
  listPayoutQueue,
  listUserDeposits,
  ownerPaymentTotals,
} from './queries.js';
import { checkLedger } from './reconcile.js';
import {
  depositSchema,
  disputeSchema,
  disputeReplySchema,
  MAX_EVIDENCE_FILES,
  type HistoryFilter,
  historyFilterSchema,
  idempotentRequest,
  parseDepositPageQuery,
  parseDepositStatusQuery,
  parseDisputePageQuery,
  parseDisputeQueueQuery,
  loadActionSchema,
  parseOwnerPaymentsQuery,
  parsePayoutQueueQuery,
  payoutSchema,
  rejectSchema,
  resolveSchema,
} from './schema.js';
import {
  approvePayout,
  deposit,
  disputeFileFor,
  forgetPayoutDestination,
  holdQuote,
  holdFunds,
  raiseDispute,
  rejectPayout,
  releaseFunds,
  replyToDispute,
  requestPayout,
  resolveDispute,
  type Outcome,
} from './service.js';
import { MAX_UPLOAD_BYTES, sendFile } from '../../lib/files.js';
import { AdminDisputesPage, AdminLedgerPage, AdminPayoutsPage, DepositPage, DepositStatusPage, DisputePage, EscrowDashboardPage, PayoutPage, ShipperPaymentsPage } from './views.js';

/** What a form page shows again after a refusal. */
interface FormState {
  values?: FormValues;
  errors?: Record<string, string> | null;
  message?: string | null;
}

const EMPTY_ACCOUNT = { availablePaise: 0, heldPaise: 0, reservedPaise: 0 };
const withDeposit = z.object({ id: uuidParam('Deposit') });
// A payout id that is no uuid names no payout request: 404, as the service answers one that does not exist.
const withPayout = z.object({ id: uuidParam('Payout request') });

/** A one-button action's answers: the outcome's status, message and data to a JSON caller; the message as a browser's flash. */
const buttonAnswers = {
  status: (outcome: Outcome<object>) => outcome.status,
  message: (outcome: Outcome<object>) => outcome.message,
  json: (outcome: Outcome<object>) => outcome.data,
};

export function registerEscrowRoutes(app: FastifyInstance): void {
  const payments = paymentsFromConfig(app.config);
  registerEscrowExportRoutes(app);

  // The wallet: balances, quick actions, history.
  route(app, 'GET /escrow', {
    summary: 'The wallet: balances, quick actions and the transaction history (an admin sees the whole ledger)',
    query: historyFilterSchema(20),
    async run({ db, user, query: filter }) {
      const account = (await findUserAccount(db, user.id)) ?? EMPTY_ACCOUNT;
      if (user.role === 'admin') {
        const [totals, ledger] = await Promise.all([ledgerTotals(db), listAllTransactions(db, filter)]);
        return { filter, account, history: [], ledger: ledger.rows, total: ledger.total, admin: totals };
      }
      const history = await historyOf(user.id, filter);
      const payouts = user.role === 'driver' ? await listDriverPayouts(db, user.id, 5) : undefined;
      return { filter, account, history: history.rows, total: history.total, payouts };
    },
    page: ({ total, ...wallet }, { user, flash }) => EscrowDashboardPage({ user, flash, ...wallet, info: pageInfo(wallet.filter.page, wallet.filter.limit, total) }),
    // A bad filter sends the page back to itself, unfiltered, with the message.
    back: { to: '/escrow' },
  });

  route(app, 'GET /api/escrow', {
    summary: "The caller's balances and a page of their transaction history (filters: kind, from, to)",
    query: historyFilterSchema(20),
    run: async ({ db, user, query }) => ({ account: await findUserAccount(db, user.id), history: await historyOf(user.id, query) }),
    json: ({ account, history }, { query }) => ({
      account: presentAccount(account),
      transactions: history.rows.map(presentTransaction),
      pagination: pageInfo(query.page, query.limit, history.total),
    }),
  });

  // Deposits (shippers).
  route(app, 'GET /escrow/deposit', {
    summary: "The deposit form (a link may fill in the amount, ?amount=, and name the caller's own load it is for, ?for_load=)",
    access: ['shipper'],
    query: parseDepositPageQuery,
    run: () => null,
    page: (_none, { user, flash, query }) => depositPage(user, flash, { values: { amount: query.amount, for_load: query.forLoad ?? '' } }),
  });

  route(app, 'POST /escrow/deposit', {
    summary: 'Deposits rupees into the balance (simulated gateway: at once; Razorpay: an order the payer pays at its checkout)',
    access: ['shipper'],
    body: depositSchema,
    async run({ db, user, body, req, reply, config }) {
      if (payments.mode === 'none') throw new PaymentsUnavailableError();
      const idem = idempotentRequest(keyOf(req), 'POST /escrow/deposit', { amount_paise: body.amountPaise, ...(body.forLoadId ? { for_load: body.forLoadId } : {}) });
      if (payments.mode === 'razorpay') return noteReplay(reply, await startGatewayDeposit(db, payments.razorpay, config.BASE_URL, user, body, idem));
      return noteReplay(reply, await deposit(db, payments.gateway, user, body, idem));
    },
    status: (outcome) => outcome.status,
    message: (outcome) => outcome.message,
    json: (outcome) => outcome.data,
    // Razorpay: the deposit's page with the checkout; simulated: credited at once, back to the load it was for, else the wallet.
    redirect: (outcome) => ({
      to: 'deposit' in outcome.data ? `/escrow/deposits/${outcome.data.deposit.id}` : outcome.data.for_load_id ? holdPath(outcome.data.for_load_id) : '/escrow',
      flash: outcome.message,
    }),
    form: (refusal, { user, values }) => depositPage(user, null, refusalShown(refusal, values)),
  });

  route(app, 'GET /escrow/deposits/:id', {
    summary: "One of the caller's deposits and its state (pending, credited, failed)",
    access: ['shipper'],
    params: withDeposit,
    query: parseDepositStatusQuery,
    run: ({ db, user, params }) => depositOf(db, user, params.id),
    json: (found) => ({ deposit: presentDeposit(found) }),
    page: async (found, { db, user, flash, config, query }) => {
      // A credited deposit made for a load that can now be held sends the shipper back to it, the hold ready
      // (after the checkout's return, or the page reloading when the webhook credited it). The load is the
      // shipper's own: a deposit records only such a load, and holdQuote checks it again.
      const quote = found.forLoadId ? await holdQuote(db, user, found.forLoadId) : undefined;
      if (found.status === 'credited' && quote && quote.availablePaise >= quote.totalPaise) {
        return { redirect: { to: holdPath(quote.loadId), flash: t('payflow.deposit.holdNow', { amount: formatRupees(found.amountPaise), total: formatRupees(quote.totalPaise) }) } };
      }
      const checkout =
        payments.mode === 'razorpay' && found.gateway === 'razorpay' && found.status !== 'credited' ? checkoutFormFor(payments.razorpay, config.BASE_URL, found, await findPayer(db, user.id)) : null;
      return DepositStatusPage({ user, flash, deposit: found, checkout, cancelled: query.cancelled, forLoad: found.forLoadId && quote ? quote : null });
    },
  });

  // Razorpay's checkout posts the payer back here from its own page: authenticated by the payment's signature, not the session.
  // By hand: an unsigned failure redirects every caller, JSON ones too, where route() answers JSON callers with JSON.
  app.post('/escrow/deposit/return', { config: { crossSite: 'allow' } }, checkoutReturn);
  // Razorpay's webhooks: the raw body is verified (HMAC-SHA256), so this scope reads it as text; not rate limited per user.
  if (payments.mode === 'razorpay') {
    const razorpay = payments.razorpay;
    app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
      scope.post('/escrow/webhooks/razorpay', { config: { crossSite: 'allow', rateLimit: false } }, async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const refuse = (field: string, message: string) =>
          reply
            .code(400)
            .type('application/json; charset=utf-8')
            .send(errorEnvelope(new ValidationError({ [field]: message })));
        if (!razorpay.verifyWebhookSignature(raw, req.headers['x-razorpay-signature'])) return refuse('X-Razorpay-Signature', 'The webhook signature does not verify');
        const eventId = req.headers['x-razorpay-event-id'];
        if (typeof eventId !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(eventId)) return refuse('X-Razorpay-Event-Id', 'The webhook has no event id');
        let parsed: { event?: unknown; payload?: unknown };
        try {
          parsed = JSON.parse(raw) as { event?: unknown; payload?: unknown };
        } catch {
          return refuse('body', 'The webhook body is not JSON');
        }
        if (typeof parsed?.event !== 'string' || !parsed.payload || typeof parsed.payload !== 'object') return refuse('event', 'The webhook names no event');
        const result = await handleWebhookEvent(app.db, { eventId, event: parsed.event, payload: parsed.payload as Record<string, unknown> });
        return sendData(reply, { event_id: eventId, duplicate: !result.handled, outcome: result.outcome });
      });
    });
  }

  // A load's escrow: hold after accepting a bid, release after delivery (the load's shipper). Each is a button that goes
  // back to the page it was pressed on (`next`), else the load's page, with the outcome or the refusal as a flash.
  route(app, 'POST /escrow/hold', {
    summary: "Holds the agreed freight and the platform fee of a load with an accepted bid, from the shipper's available balance",
    access: ['shipper'],
    body: loadActionSchema,
    run: async ({ db, user, body, req, reply }) => noteReplay(reply, await holdFunds(db, user, body, idempotentRequest(keyOf(req), 'POST /escrow/hold', { load_id: body.loadId }))),
    ...buttonAnswers,
    back: { next: 'next', to: ({ values }) => loadBack(values.load_id) },
  });

  route(app, 'POST /escrow/release', {
    summary: 'Releases the money held for a delivered load: the freight to the driver, the fee to the platform',
    access: ['shipper'],
    body: loadActionSchema,
    run: async ({ db, user, body, req, reply }) => noteReplay(reply, await releaseFunds(db, user, body, idempotentRequest(keyOf(req), 'POST /escrow/release', { load_id: body.loadId }))),
    ...buttonAnswers,
    back: { next: 'next', to: ({ values }) => loadBack(values.load_id) },
  });

  route(app, 'GET /shipper/payments', {
    summary: "The shipper's payments by load: held, released, refunded, and the fees",
    access: ['shipper'],
    query: parseOwnerPaymentsQuery,
    run: async ({ db, user, query }) => {
      const [account, totals, list, cfg] = await Promise.all([
        findUserAccount(db, user.id),
        ownerPaymentTotals(db, user.id),
        listOwnerPayments(db, user.id, query.status, query.page, query.limit),
        findPlatformConfig(db),
      ]);
      return { account, totals, list, cfg };
    },
    page: ({ account, totals, list, cfg }, { user, flash, query }) =>
      ShipperPaymentsPage({
        user,
        flash,
        account: account ?? EMPTY_ACCOUNT,
        totals,
        rows: list.rows,
        info: pageInfo(query.page, query.limit, list.total),
        status: query.status,
        commissionBps: cfg.commissionBps,
      }),
  });

  // Disputes (a party of the load).
  route(app, 'GET /escrow/dispute', {
    summary: 'The form to dispute the payment held for a load (?load_id=)',
    query: parseDisputePageQuery,
    run: ({ user, query }) => disputableLoad(user, query.loadId),
    page: (load, { user }) => {
      if (load.paymentStatus === 'held') return DisputePage({ user, load, idempotencyKey: randomUUID() });
      const flash = t(load.paymentStatus === 'disputed' ? 'escrow.dispute.alreadyOpen' : 'escrow.dispute.onlyHeld');
      return { redirect: { to: loadPath(load.id), flash, kind: 'info' } };
    },
  });

  route(app, 'POST /escrow/dispute', {
    summary: 'Disputes the payment held for a load (its shipper or driver): the money stays held until an admin decides',
    body: disputeSchema,
    // Up to three evidence photos of at most 8 MB each, and the form's fields.
    bodyLimit: MAX_EVIDENCE_FILES * MAX_UPLOAD_BYTES + 1024 * 1024,
    run: async ({ db, user, body, req, reply }) =>
      noteReplay(reply, await raiseDispute(db, user, body, idempotentRequest(keyOf(req), 'POST /escrow/dispute', { load_id: body.loadId, reason: body.reason, reason_code: body.reasonCode }))),
    status: (outcome) => outcome.status,
    message: (outcome) => outcome.message,
    json: (outcome) => outcome.data,
    redirect: (outcome, { values, body }) => ({ to: backTo(values, body.loadId), flash: outcome.message }),
    async form(refusal, { user, values }) {
      // A form that names no load has no page to be drawn on.
      if (!isUuid(values.load_id)) throw refusal;
      return DisputePage({ user, load: await disputableLoad(user, values.load_id), idempotencyKey: randomUUID(), ...refusalShown(refusal, values) });
    },
  });

  route(app, 'POST /escrow/disputes/:id/reply', {
    summary: "The other party of a load's open dispute gives their side, once (multipart: `reply`, up to 3 photos `evidence`)",
    access: ['driver', 'shipper', 'broker'],
    params: z.object({ id: uuidParam('Dispute') }),
    body: disputeReplySchema,
    bodyLimit: MAX_EVIDENCE_FILES * MAX_UPLOAD_BYTES + 1024 * 1024,
    run: ({ db, user, params, body }) => replyToDispute(db, user, params.id, body),
    json: (dispute) => ({ dispute: presentDispute(dispute) }),
    status: 201,
    redirect: (dispute) => ({ to: loadPath(dispute.loadId), flash: t('disputes.replied') }),
    back: { next: 'next', to: '/' },
  });

  // An evidence photo: the image itself, never cached by a shared cache; anyone but the load's two parties and admins gets 404.
  app.get<{ Params: { id: string; fileId: string } }>('/escrow/disputes/:id/files/:fileId', { preHandler: requireUser }, async (req, reply) => {
    return sendFile(reply, await disputeFileFor(app.db, actor(req), req.params.id, req.params.fileId));
  });

  // Payouts (drivers).
  route(app, 'GET /escrow/payout', {
    summary: "The payout form, with the driver's payout requests",
    access: ['driver'],
    run: () => null,
    page: (_none, { user, flash }) => payoutPage(user, flash),
  });

  route(app, 'POST /escrow/payout', {
    summary: 'Asks for a payout of available money to a UPI id or a bank account; the amount is reserved until an admin decides',
    access: ['driver'],
    body: payoutSchema,
    run: async ({ db, user, body, req, reply }) => noteReplay(reply, await requestPayout(db, user, body, idempotentRequest(keyOf(req), 'POST /escrow/payout', body))),
    status: (outcome) => outcome.status,
    message: (outcome) => outcome.message,
    json: (outcome) => outcome.data,
    redirect: (outcome) => ({ to: '/escrow/payout', flash: outcome.message }),
    form: (refusal, { user, values }) => payoutPage(user, null, refusalShown(refusal, values)),
  });

  route(app, 'GET /api/escrow/payout-destination', {
    summary: "The driver's remembered payout destination, masked (null when none): `destination=saved` on a payout pays to it",
    access: ['driver'],
    run: ({ db, user }) => findPayoutDestination(db, user.id),
    json: (saved) => ({ destination: saved ? presentPayoutDestination(saved) : null }),
  });

  route(app, 'POST /escrow/payout/destination/forget', {
    summary: 'Forgets the remembered payout destination (the next payout asks for the details again)',
    access: ['driver'],
    run: ({ db, user }) => forgetPayoutDestination(db, user),
    json: () => ({ destination: null }),
    redirect: (forgotten) => ({ to: '/escrow/payout', flash: t(forgotten ? 'payflow.payout.forgotten' : 'payflow.payout.noneToForget') }),
  });

  // Admin: payout queue, dispute queue, reconciliation.
  route(app, 'GET /escrow/admin/payouts', {
    summary: 'The payout requests by status (the ones waiting for a decision unless asked)',
    access: ['admin'],
    query: parsePayoutQueueQuery,
    run: ({ db, query }) => listPayoutQueue(db, query.status, query.page, query.limit),
    page: (list, { user, flash, query }) => AdminPayoutsPage({ user, flash, rows: list.rows, info: pageInfo(query.page, query.limit, list.total), status: query.status }),
  });

  // The decisions are buttons on the queue: they go back to it with the outcome or the refusal as a flash.
  route(app, 'POST /escrow/admin/payouts/:id/approve', {
    summary: 'Approves a payout request: paid out at once (simulated) or sent to RazorpayX and followed by its webhook',
    access: ['admin'],
    params: withPayout,
    run: async ({ db, user, params, req, reply }) =>
      noteReplay(reply, await approvePayout(db, user, params.id, idempotentRequest(keyOf(req), 'POST /escrow/admin/payouts/:id/approve', { id: params.id }), payments)),
    ...buttonAnswers,
    back: { to: '/escrow/admin/payouts' },
  });

  route(app, 'POST /escrow/admin/payouts/:id/reject', {
    summary: "Rejects a payout request (with an optional note): the reserved amount returns to the driver's balance",
    access: ['admin'],
    params: withPayout,
    body: rejectSchema,
    run: async ({ db, user, params, body, req, reply }) =>
      noteReplay(reply, await rejectPayout(db, user, params.id, body.note, idempotentRequest(keyOf(req), 'POST /escrow/admin/payouts/:id/reject', { id: params.id, note: body.note }), payments)),
    ...buttonAnswers,
    back: { to: '/escrow/admin/payouts' },
  });

  route(app, 'GET /escrow/admin/disputes', {
    summary: 'The disputes by status (the open ones unless asked)',
    access: ['admin'],
    query: parseDisputeQueueQuery,
    run: ({ db, query }) => listDisputeQueue(db, query.status, query.page, query.limit),
    page: (list, { user, flash, query }) => AdminDisputesPage({ user, flash, rows: list.rows, info: pageInfo(query.page, query.limit, list.total), status: query.status }),
  });

  route(app, 'POST /escrow/admin/disputes/:id/resolve', {
    summary: 'Decides an open dispute: release the held money to the driver, refund it to the shipper, or split it (`driver_part` in rupees to the driver, the rest to the shipper)',
    access: ['admin'],
    params: z.object({ id: uuidParam('Dispute') }),
    body: resolveSchema,
    run: async ({ db, user, params, body, req, reply }) =>
      noteReplay(
        reply,
        await resolveDispute(
          db,
          user,
          params.id,
          body,
          idempotentRequest(keyOf(req), 'POST /escrow/admin/disputes/:id/resolve', { id: params.id, outcome: body.outcome, driver_part: body.driverPartPaise }),
        ),
      ),
    ...buttonAnswers,
    back: { to: '/escrow/admin/disputes' },
  });

  route(app, 'GET /escrow/admin/ledger', {
    summary: 'Reconciliation: the ledger invariants checked now, the balances and the transactions (filters: kind, from, to)',
    access: ['admin'],
    query: historyFilterSchema(50),
    run: ({ db }) => checkLedger(db),
    json: (report) => ({ ok: report.ok, checked_at: report.checkedAt.toISOString(), checks: report.checks, totals: report.totals }),
    page: async (report, { db, user, flash, query: filter }) => {
      const [totals, list] = await Promise.all([ledgerTotals(db), listAllTransactions(db, filter)]);
      return AdminLedgerPage({ user, flash, report, totals, rows: list.rows, info: pageInfo(filter.page, filter.limit, list.total), filter });
    },
    // A bad filter sends the page back to itself, unfiltered, with the message (a JSON caller gets 400 naming the field).
    back: { to: '/escrow/admin/ledger' },
  });

  // ---- Pages drawn for a visit and again after a refusal ------------------------------------

  async function historyOf(userId: string, filter: HistoryFilter): Promise<{ rows: HistoryRow[]; total: number }> {
    const account = await findUserAccount(app.db, userId);
    if (!account) return { rows: [], total: 0 };
    return listAccountTransactions(app.db, account.id, filter);
  }

  /**
   * The deposit form; after a refusal it shows no flash (the flash waits for the next page drawn on success). A
   * `for_load` naming one of the shipper's loads waiting for its hold says what the money is for; any other is dropped.
   */
  async function depositPage(user: SessionUser, flash: Flash | null, form: FormState = {}) {
    const [account, cfg, deposits, quote] = await Promise.all([
      findUserAccount(app.db, user.id),
      findPlatformConfig(app.db),
      listUserDeposits(app.db, user.id, 5),
      holdQuote(app.db, user, form.values?.for_load ?? null),
    ]);
    const values = { ...form.values, for_load: quote?.loadId ?? '' };
    return DepositPage({
      user,
      flash,
      account: account ?? EMPTY_ACCOUNT,
      minDepositPaise: cfg.minDepositPaise,
      mode: payments.mode,
      deposits,
      idempotencyKey: randomUUID(),
      ...form,
      values,
      forLoad: quote ?? null,
    });
  }

  /** The payout form, the remembered destination chosen unless the driver chose otherwise; after a refusal it shows no flash. */
  async function payoutPage(user: SessionUser, flash: Flash | null, form: FormState = {}) {
    const [account, cfg, payouts, saved] = await Promise.all([
      findUserAccount(app.db, user.id),
      findPlatformConfig(app.db),
      listDriverPayouts(app.db, user.id),
      findPayoutDestination(app.db, user.id),
    ]);
    return PayoutPage({
      user,
      flash,
      account: account ?? EMPTY_ACCOUNT,
      minPayoutPaise: cfg.minPayoutPaise,
      payouts,
      saved: saved ? presentPayoutDestination(saved) : null,
      idempotencyKey: randomUUID(),
      ...form,
    });
  }

  /** The load a dispute is about, if the viewer is one of its parties (404 for a missing load or one they may not see, 403 for a stranger to a load they see). */
  async function disputableLoad(user: SessionUser, loadId: string) {
    const load = isUuid(loadId) ? await findLoadForPayment(app.db, loadId) : undefined;
    if (!load || load.deletedAt || !canKnowLoad(user, load)) throw new NotFoundError('Load');
    const agreement = load.acceptedBidId ? await findAgreement(app.db, load.acceptedBidId) : undefined;
    authorize(user, isPartyOfLoad, { ownerId: load.ownerId, driverId: agreement?.driverId ?? load.assignedDriverId }, t('escrow.error.onlyParties'));
    return load;
  }

  // ---- The routes registered by hand ----------------------------------------------------------

  /**
   * The payer comes back from Razorpay's checkout (a POST from Razorpay's page).
   * Success carries razorpay_payment_id, razorpay_order_id and razorpay_signature:
   * the signature must verify and the payment is checked with the gateway
   * before anything is credited. A failure carries error[...] fields, unsigned:
   * they change nothing, the page only says so.
   */
  async function checkoutReturn(req: FastifyRequest, reply: FastifyReply) {
    if (payments.mode !== 'razorpay') throw new NotFoundError();
    const body = formValuesOf(req.body);
    const text = (k: string) => (body[k] ?? '').trim();
    const orderId = text('razorpay_order_id') || text('error[metadata][order_id]');
    const depositId = /^order_\w{1,40}$/.test(orderId) ? await findDepositIdByOrder(app.db, orderId) : undefined;
    const page = depositId ? `/escrow/deposits/${depositId}` : '/escrow/deposit';
    if (!text('razorpay_signature')) {
      // Unsigned: anyone could send it, so it changes nothing and its text is not shown.
      if (!text('error[code]') && !text('error[description]')) throw new ValidationError({ razorpay_signature: t('wallet.error.noSignature') });
      return redirectWithFlash(reply, page, t('wallet.deposit.returnFailed'), 'error');
    }
    const result = await confirmCheckoutReturn(app.db, payments.razorpay, { orderId, paymentId: text('razorpay_payment_id'), signature: text('razorpay_signature') });
    const amount = result.deposit ? formatRupees(result.deposit.amountPaise) : '';
    if (wantsJson(req)) return sendData(reply, { outcome: result.result, deposit: result.deposit ? presentDeposit(result.deposit) : null });
    switch (result.result) {
      case 'credited':
      case 'already-credited':
        return redirectWithFlash(reply, page, t('wallet.deposit.added', { amount }));
      case 'failed':
        return redirectWithFlash(reply, page, t('wallet.deposit.failed'), 'error');
      case 'mismatch':
        return redirectWithFlash(reply, page, t('wallet.deposit.mismatch'), 'error');
      default:
        return redirectWithFlash(reply, page, t('wallet.deposit.notConfirmed'), 'info');
    }
  }
}

/** The Idempotency-Key of a request: the header, else the form's hidden field. */
function keyOf(req: FastifyRequest): string | null {
  return idempotencyKeyOf(req.headers, req.body);
}

/** A replayed answer says so in a header, to JSON callers and browsers alike. */
function noteReplay<T>(reply: FastifyReply, outcome: Outcome<T>): Outcome<T> {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome;
}

/** What a form shows for a refusal: never the idempotency key (a corrected form is a new request), and a reused form is told in plain words. */
function refusalShown(refusal: DomainError, values: FormValues): FormState {
  const { idempotency_key: _key, ...kept } = values;
  const message = refusal.code === 'IDEMPOTENCY_MISMATCH' ? t('wallet.error.formReused') : refusal.message;
  return { values: kept, errors: refusal.details ?? null, message };
}

/** Where a load's button or form goes back to: the page it names (`next`), else the load's page (loadBack). */
function backTo(values: FormValues, loadId: unknown): string {
  return safeNext(values.next) ?? loadBack(loadId);
}

/** A load's page at its payment section, where the hold button is. */
function holdPath(loadId: string): string {
  return `${loadPath(loadId)}#payment`;
}

/** A load's page, or the shipper's payments when the form names no load. */
function loadBack(loadId: unknown): string {
  return isUuid(loadId) ? loadPath(loadId) : '/shipper/payments';
}
