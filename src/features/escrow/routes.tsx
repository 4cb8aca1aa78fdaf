/**
 * Route table of escrow (SPEC section J, CONTRACT section 9). Every POST under
 * /escrow accepts an Idempotency-Key header (or, from the HTML forms, a hidden
 * idempotency_key field) and answers JSON when asked, else redirects with a flash.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, errorEnvelope, NotFoundError, toDomainError, ValidationError } from '../../http/errors.js';
import { actor, authorize, requireRole, requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { formatRupees } from '../../lib/money.js';
import { pageInfo } from '../../views/pagination.js';
import { paymentsFromConfig } from './gateway.js';
import { PaymentsUnavailableError } from './errors.js';
import { checkoutFormFor, confirmCheckoutReturn, depositOf, handleWebhookEvent, startGatewayDeposit } from './payments.js';
import { isPartyOfLoad } from './policy.js';
import { canKnowLoad } from '../../http/visibility.js';
import { presentAccount, presentDeposit, presentTransaction } from './presenters.js';
import {
  findAgreement,
  findDepositIdByOrder,
  findLoadForPayment,
  findPayer,
  findPlatformConfig,
  findUserAccount,
  ledgerTotals,
  listUserDeposits,
  listAccountTransactions,
  listAllTransactions,
  listDisputeQueue,
  listDriverPayouts,
  listOwnerPayments,
  listPayoutQueue,
  ownerPaymentTotals,
  type HistoryRow,
} from './queries.js';
import { checkLedger } from './reconcile.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import {
  idempotentRequest,
  parseDeposit,
  parseDispute,
  parseHistoryFilter,
  parseLoadAction,
  parsePayout,
  parseReject,
  parseResolve,
  type HistoryFilter,
} from './schema.js';
import { approvePayout, deposit, holdFunds, raiseDispute, rejectPayout, releaseFunds, requestPayout, resolveDispute, type Outcome } from './service.js';
import {
  AdminDisputesPage,
  AdminLedgerPage,
  AdminPayoutsPage,
  DepositPage,
  DepositStatusPage,
  DisputePage,
  EscrowDashboardPage,
  PayoutPage,
  ShipperPaymentsPage,
} from './views.js';
import { isUuid } from '../../lib/ids.js';
import { loadPath } from '../../views/paths.js';

type WithId = { Params: { id: string } };
type Query = { Querystring: Record<string, string | undefined> };

const EMPTY_ACCOUNT = { availablePaise: 0, heldPaise: 0, reservedPaise: 0 };
const PAYMENT_STATUSES = ['unpaid', 'held', 'disputed', 'released', 'refunded'];
const FORM_REFUSALS = ['VALIDATION_ERROR', 'INSUFFICIENT_FUNDS', 'CONFLICT', 'IDEMPOTENCY_MISMATCH', 'PAYMENTS_UNAVAILABLE', 'PAYMENT_GATEWAY_ERROR'];

export function registerEscrowRoutes(app: FastifyInstance): void {
  const payments = paymentsFromConfig(app.config);

  // The wallet: balances, quick actions, history.
  app.get<Query>('/escrow', { preHandler: [requireUser] }, showEscrowPage);
  app.get<Query>('/api/escrow', { preHandler: [requireUser] }, getEscrowJson);

  // Deposits (shippers).
  app.get<Query>('/escrow/deposit', { preHandler: [requireRole('shipper')] }, showDepositPage);
  app.post('/escrow/deposit', { preHandler: [requireRole('shipper')] }, depositMoney);
  app.get<WithId & Query>('/escrow/deposits/:id', { preHandler: [requireRole('shipper')] }, showDeposit);
  // Razorpay's checkout posts the payer back here from its own page: authenticated by the payment's signature, not the session.
  app.post('/escrow/deposit/return', { config: { crossSite: 'allow' } }, checkoutReturn);
  // Razorpay's webhooks: the raw body is verified (HMAC-SHA256), so this scope reads it as text; not rate limited per user.
  if (payments.mode === 'razorpay') {
    const razorpay = payments.razorpay;
    app.register(async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
      scope.post('/escrow/webhooks/razorpay', { config: { crossSite: 'allow', rateLimit: false } }, async (req, reply) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const refuse = (field: string, message: string) => reply.code(400).type('application/json; charset=utf-8').send(errorEnvelope(new ValidationError({ [field]: message })));
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

  // A load's escrow: hold after accepting a bid, release after delivery (the load's shipper).
  app.post('/escrow/hold', { preHandler: [requireRole('shipper')] }, holdForLoad);
  app.post('/escrow/release', { preHandler: [requireRole('shipper')] }, releaseForLoad);
  app.get<Query>('/shipper/payments', { preHandler: [requireRole('shipper')] }, showShipperPaymentsPage);

  // Disputes (a party of the load).
  app.get<Query>('/escrow/dispute', { preHandler: [requireUser] }, showDisputePage);
  app.post('/escrow/dispute', { preHandler: [requireUser] }, raiseDisputeOnLoad);

  // Payouts (drivers).
  app.get('/escrow/payout', { preHandler: [requireRole('driver')] }, showPayoutPage);
  app.post('/escrow/payout', { preHandler: [requireRole('driver')] }, requestPayoutFromWallet);

  // Admin: payout queue, dispute queue, reconciliation.
  app.get<Query>('/escrow/admin/payouts', { preHandler: [requireRole('admin')] }, showPayoutQueuePage);
  app.post<WithId>('/escrow/admin/payouts/:id/approve', { preHandler: [requireRole('admin')] }, approvePayoutRequest);
  app.post<WithId>('/escrow/admin/payouts/:id/reject', { preHandler: [requireRole('admin')] }, rejectPayoutRequest);
  app.get<Query>('/escrow/admin/disputes', { preHandler: [requireRole('admin')] }, showDisputeQueuePage);
  app.post<WithId>('/escrow/admin/disputes/:id/resolve', { preHandler: [requireRole('admin')] }, resolveOpenDispute);
  app.get<Query>('/escrow/admin/ledger', { preHandler: [requireRole('admin')] }, showLedgerPage);

  // ---- Shared answers --------------------------------------------------------------------

  /** JSON envelope (201/200) or a redirect with the message; a replay says so in a header. */
  function answer<T extends object>(req: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>, location: string) {
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    if (wantsJson(req)) return sendData(reply, outcome.data, outcome.status, outcome.message);
    return redirectWithFlash(reply, location, outcome.message);
  }

  /**
   * A one-button action from an HTML page: a refusal the user can act on
   * (state, funds, input) goes back to the page as an error message; JSON
   * callers, and 401/403/404, get the error itself.
   */
  async function buttonAction<T extends object>(req: FastifyRequest, reply: FastifyReply, back: string, run: () => Promise<Outcome<T>>, location = back) {
    try {
      return answer(req, reply, await run(), location);
    } catch (err) {
      const e = toDomainError(err);
      if (wantsJson(req) || !isFormRefusal(e)) throw err;
      return redirectWithFlash(reply, back, e.message, 'error');
    }
  }

  function keyOf(req: FastifyRequest): string | null {
    return idempotencyKeyOf(req.headers, req.body);
  }

  function bodyOf(req: FastifyRequest): Record<string, unknown> {
    return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  }

  /** A form's values to show again after a refusal (never the idempotency key: a corrected form is a new request). */
  function formValues(req: FastifyRequest): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(bodyOf(req))) if (typeof v === 'string' && k !== 'idempotency_key') out[k] = v;
    return out;
  }

  /** A refusal the user can act on (state, funds, input, the gateway off or unreachable), shown on the form's own page. */
  function isFormRefusal(err: unknown): err is DomainError {
    return err instanceof DomainError && FORM_REFUSALS.includes(err.code);
  }

  /** The message a form shows for a refusal (a reused form, e.g. after the back button, is told in plain words). */
  function formMessage(err: DomainError): string {
    return err.code === 'IDEMPOTENCY_MISMATCH' ? 'This form was already sent once with other values. Check them and send it again.' : err.message;
  }

  // ---- The wallet ----------------------------------------------------------------------------

  async function historyOf(userId: string, filter: HistoryFilter): Promise<{ rows: HistoryRow[]; total: number }> {
    const account = await findUserAccount(app.db, userId);
    if (!account) return { rows: [], total: 0 };
    return listAccountTransactions(app.db, account.id, filter);
  }

  async function showEscrowPage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const user = actor(req);
    let filter: HistoryFilter;
    try {
      filter = parseHistoryFilter(req.query);
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return redirectWithFlash(reply, '/escrow', err.message, 'error');
    }
    const account = (await findUserAccount(app.db, user.id)) ?? EMPTY_ACCOUNT;
    if (user.role === 'admin') {
      const [totals, ledger] = await Promise.all([ledgerTotals(app.db), listAllTransactions(app.db, filter)]);
      return renderPage(
        reply,
        EscrowDashboardPage({ user, flash: takeFlash(req, reply), account, history: [], ledger: ledger.rows, info: pageInfo(filter.page, filter.limit, ledger.total), filter, admin: totals }),
      );
    }
    const history = await historyOf(user.id, filter);
    const payouts = user.role === 'driver' ? await listDriverPayouts(app.db, user.id, 5) : undefined;
    return renderPage(
      reply,
      EscrowDashboardPage({ user, flash: takeFlash(req, reply), account, history: history.rows, info: pageInfo(filter.page, filter.limit, history.total), filter, payouts }),
    );
  }

  async function getEscrowJson(req: FastifyRequest<Query>, reply: FastifyReply) {
    const user = actor(req);
    const filter = parseHistoryFilter(req.query);
    const account = await findUserAccount(app.db, user.id);
    const history = await historyOf(user.id, filter);
    return sendData(reply, {
      account: presentAccount(account),
      transactions: history.rows.map(presentTransaction),
      pagination: pageInfo(filter.page, filter.limit, history.total),
    });
  }

  // ---- Deposits ---------------------------------------------------------------------------------

  async function depositForm(req: FastifyRequest, reply: FastifyReply, extra: { values?: Record<string, string>; errors?: Record<string, string> | null; message?: string | null } = {}, status = 200) {
    const user = actor(req);
    const [account, cfg, deposits] = await Promise.all([findUserAccount(app.db, user.id), findPlatformConfig(app.db), listUserDeposits(app.db, user.id, 5)]);
    return renderPage(
      reply,
      DepositPage({
        user,
        flash: status === 200 ? takeFlash(req, reply) : null,
        account: account ?? EMPTY_ACCOUNT,
        minDepositPaise: cfg.minDepositPaise,
        mode: payments.mode,
        deposits,
        idempotencyKey: randomUUID(),
        ...extra,
      }),
      status,
    );
  }

  async function showDepositPage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const amount = typeof req.query.amount === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(req.query.amount) ? req.query.amount : '';
    return depositForm(req, reply, { values: { amount } });
  }

  async function depositMoney(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    try {
      if (payments.mode === 'none') throw new PaymentsUnavailableError();
      const key = keyOf(req);
      const input = parseDeposit(req.body);
      const idem = idempotentRequest(key, 'POST /escrow/deposit', { amount_paise: input.amountPaise });
      if (payments.mode === 'razorpay') {
        const started = await startGatewayDeposit(app.db, payments.razorpay, app.config.BASE_URL, user, input, idem);
        return answer(req, reply, started, `/escrow/deposits/${started.data.deposit.id}`);
      }
      const outcome = await deposit(app.db, payments.gateway, user, input, idem);
      return answer(req, reply, outcome, '/escrow');
    } catch (err) {
      if (wantsJson(req) || !isFormRefusal(err)) throw err;
      return depositForm(req, reply, { values: formValues(req), errors: err.details ?? null, message: formMessage(err) }, err.status);
    }
  }

  async function showDeposit(req: FastifyRequest<WithId & Query>, reply: FastifyReply) {
    const user = actor(req);
    const found = await depositOf(app.db, user, req.params.id);
    if (wantsJson(req)) return sendData(reply, { deposit: presentDeposit(found) });
    const checkout =
      payments.mode === 'razorpay' && found.gateway === 'razorpay' && found.status !== 'credited'
        ? checkoutFormFor(payments.razorpay, app.config.BASE_URL, found, await findPayer(app.db, user.id))
        : null;
    return renderPage(reply, DepositStatusPage({ user, flash: takeFlash(req, reply), deposit: found, checkout, cancelled: req.query.cancelled === '1' }));
  }

  /**
   * The payer comes back from Razorpay's checkout (a POST from Razorpay's page).
   * Success carries razorpay_payment_id, razorpay_order_id and razorpay_signature:
   * the signature must verify and the payment is checked with the gateway
   * before anything is credited. A failure carries error[...] fields, unsigned:
   * they change nothing, the page only says so.
   */
  async function checkoutReturn(req: FastifyRequest, reply: FastifyReply) {
    if (payments.mode !== 'razorpay') throw new NotFoundError();
    const body = bodyOf(req);
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
    const orderId = text('razorpay_order_id') || text('error[metadata][order_id]');
    const depositId = /^order_\w{1,40}$/.test(orderId) ? await findDepositIdByOrder(app.db, orderId) : undefined;
    const page = depositId ? `/escrow/deposits/${depositId}` : '/escrow/deposit';
    if (!text('razorpay_signature')) {
      // Unsigned: anyone could send it, so it changes nothing and its text is not shown.
      if (!text('error[code]') && !text('error[description]')) throw new ValidationError({ razorpay_signature: 'The payment return carries no signature' });
      return redirectWithFlash(reply, page, 'The payment did not go through. Nothing was added to your balance; you can try again.', 'error');
    }
    const result = await confirmCheckoutReturn(app.db, payments.razorpay, { orderId, paymentId: text('razorpay_payment_id'), signature: text('razorpay_signature') });
    const amount = result.deposit ? formatRupees(result.deposit.amountPaise) : '';
    if (wantsJson(req)) return sendData(reply, { outcome: result.result, deposit: result.deposit ? presentDeposit(result.deposit) : null });
    switch (result.result) {
      case 'credited':
      case 'already-credited':
        return redirectWithFlash(reply, page, `${amount} added to your available balance.`);
      case 'failed':
        return redirectWithFlash(reply, page, 'The payment failed. Nothing was added to your balance.', 'error');
      case 'mismatch':
        return redirectWithFlash(reply, page, 'The payment does not match this deposit; nothing was added. Support has the details.', 'error');
      default:
        return redirectWithFlash(reply, page, 'Razorpay has not confirmed the payment yet. It is added to your balance as soon as it is captured.', 'info');
    }
  }

  // ---- Hold and release ----------------------------------------------------------------------------

  function backTo(req: FastifyRequest, loadId: unknown): string {
    const next = safeNext(bodyOf(req).next);
    if (next) return next;
    return typeof loadId === 'string' && isUuid(loadId) ? loadPath(loadId) : '/shipper/payments';
  }

  async function holdForLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const back = backTo(req, bodyOf(req).load_id);
    return buttonAction(req, reply, back, async () => {
      const key = keyOf(req);
      const input = parseLoadAction(req.body);
      return holdFunds(app.db, user, input, idempotentRequest(key, 'POST /escrow/hold', { load_id: input.loadId }));
    });
  }

  async function releaseForLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const back = backTo(req, bodyOf(req).load_id);
    return buttonAction(req, reply, back, async () => {
      const key = keyOf(req);
      const input = parseLoadAction(req.body);
      return releaseFunds(app.db, user, input, idempotentRequest(key, 'POST /escrow/release', { load_id: input.loadId }));
    });
  }

  async function showShipperPaymentsPage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const user = actor(req);
    const status = typeof req.query.payment_status === 'string' && PAYMENT_STATUSES.includes(req.query.payment_status) ? req.query.payment_status : null;
    const page = Math.max(1, Math.min(100_000, Number.parseInt(req.query.page ?? '1', 10) || 1));
    const limit = 20;
    const [account, totals, list, cfg] = await Promise.all([
      findUserAccount(app.db, user.id),
      ownerPaymentTotals(app.db, user.id),
      listOwnerPayments(app.db, user.id, status, page, limit),
      findPlatformConfig(app.db),
    ]);
    return renderPage(
      reply,
      ShipperPaymentsPage({
        user,
        flash: takeFlash(req, reply),
        account: account ?? EMPTY_ACCOUNT,
        totals,
        rows: list.rows,
        info: pageInfo(page, limit, list.total),
        status,
        commissionBps: cfg.commissionBps,
      }),
    );
  }

  // ---- Disputes ---------------------------------------------------------------------------------------

  /** The load a dispute is about, if the viewer is one of its parties (404 for a missing load or one they may not see, 403 for a stranger to a load they see). */
  async function disputableLoad(req: FastifyRequest, loadId: string) {
    const user = actor(req);
    const load = isUuid(loadId) ? await findLoadForPayment(app.db, loadId) : undefined;
    if (!load || load.deletedAt || !canKnowLoad(user, load)) throw new NotFoundError('Load');
    const agreement = load.acceptedBidId ? await findAgreement(app.db, load.acceptedBidId) : undefined;
    authorize(user, isPartyOfLoad, { ownerId: load.ownerId, driverId: agreement?.driverId ?? load.assignedDriverId }, 'Only the shipper and the driver of this load can raise a dispute');
    return load;
  }

  async function disputeForm(req: FastifyRequest, reply: FastifyReply, loadId: string, extra: { values?: Record<string, string>; errors?: Record<string, string> | null; message?: string | null } = {}, status = 200) {
    const load = await disputableLoad(req, loadId);
    return renderPage(reply, DisputePage({ user: actor(req), load, idempotencyKey: randomUUID(), ...extra }), status);
  }

  async function showDisputePage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const loadId = req.query.load_id ?? '';
    const load = await disputableLoad(req, loadId);
    if (load.paymentStatus !== 'held') {
      return redirectWithFlash(reply, loadPath(load.id), load.paymentStatus === 'disputed' ? 'A dispute is already open for this load.' : 'Disputes are for payments held in escrow.', 'info');
    }
    return disputeForm(req, reply, loadId);
  }

  async function raiseDisputeOnLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    try {
      const key = keyOf(req);
      const input = parseDispute(req.body);
      const outcome = await raiseDispute(app.db, user, input, idempotentRequest(key, 'POST /escrow/dispute', { load_id: input.loadId, reason: input.reason }));
      return answer(req, reply, outcome, backTo(req, input.loadId));
    } catch (err) {
      const loadId = bodyOf(req).load_id;
      if (wantsJson(req) || !isFormRefusal(err) || typeof loadId !== 'string' || !isUuid(loadId)) throw err;
      return disputeForm(req, reply, loadId, { values: formValues(req), errors: err.details ?? null, message: formMessage(err) }, err.status);
    }
  }

  // ---- Payouts ---------------------------------------------------------------------------------------------

  async function payoutForm(req: FastifyRequest, reply: FastifyReply, extra: { values?: Record<string, string>; errors?: Record<string, string> | null; message?: string | null } = {}, status = 200) {
    const user = actor(req);
    const [account, cfg, payouts] = await Promise.all([findUserAccount(app.db, user.id), findPlatformConfig(app.db), listDriverPayouts(app.db, user.id)]);
    return renderPage(
      reply,
      PayoutPage({
        user,
        flash: status === 200 ? takeFlash(req, reply) : null,
        account: account ?? EMPTY_ACCOUNT,
        minPayoutPaise: cfg.minPayoutPaise,
        payouts,
        idempotencyKey: randomUUID(),
        ...extra,
      }),
      status,
    );
  }

  async function showPayoutPage(req: FastifyRequest, reply: FastifyReply) {
    return payoutForm(req, reply);
  }

  async function requestPayoutFromWallet(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    try {
      const key = keyOf(req);
      const input = parsePayout(req.body);
      const outcome = await requestPayout(app.db, user, input, idempotentRequest(key, 'POST /escrow/payout', input));
      return answer(req, reply, outcome, '/escrow/payout');
    } catch (err) {
      if (wantsJson(req) || !isFormRefusal(err)) throw err;
      return payoutForm(req, reply, { values: formValues(req), errors: err.details ?? null, message: formMessage(err) }, err.status);
    }
  }

  // ---- Admin ---------------------------------------------------------------------------------------------------

  function listQuery(q: Record<string, string | undefined>, statuses: string[]) {
    const status = typeof q.status === 'string' && statuses.includes(q.status) ? q.status : null;
    const page = Math.max(1, Math.min(100_000, Number.parseInt(q.page ?? '1', 10) || 1));
    return { status, page, limit: 25 };
  }

  async function showPayoutQueuePage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const { status, page, limit } = listQuery({ status: 'requested', ...req.query }, ['requested', 'approved', 'rejected', 'processing', 'processed', 'reversed', 'failed']);
    const list = await listPayoutQueue(app.db, status, page, limit);
    return renderPage(reply, AdminPayoutsPage({ user: actor(req), flash: takeFlash(req, reply), rows: list.rows, info: pageInfo(page, limit, list.total), status }));
  }

  async function approvePayoutRequest(req: FastifyRequest<WithId>, reply: FastifyReply) {
    const user = actor(req);
    const id = req.params.id;
    return buttonAction(req, reply, '/escrow/admin/payouts', async () =>
      approvePayout(app.db, user, id, idempotentRequest(keyOf(req), 'POST /escrow/admin/payouts/:id/approve', { id }), payments),
    );
  }

  async function rejectPayoutRequest(req: FastifyRequest<WithId>, reply: FastifyReply) {
    const user = actor(req);
    const id = req.params.id;
    return buttonAction(req, reply, '/escrow/admin/payouts', async () => {
      const key = keyOf(req);
      const { note } = parseReject(req.body);
      return rejectPayout(app.db, user, id, note, idempotentRequest(key, 'POST /escrow/admin/payouts/:id/reject', { id, note }), payments);
    });
  }

  async function showDisputeQueuePage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const { status, page, limit } = listQuery({ status: 'open', ...req.query }, ['open', 'resolved']);
    const list = await listDisputeQueue(app.db, status, page, limit);
    return renderPage(reply, AdminDisputesPage({ user: actor(req), flash: takeFlash(req, reply), rows: list.rows, info: pageInfo(page, limit, list.total), status }));
  }

  async function resolveOpenDispute(req: FastifyRequest<WithId>, reply: FastifyReply) {
    const user = actor(req);
    const id = req.params.id;
    return buttonAction(req, reply, '/escrow/admin/disputes', async () => {
      const key = keyOf(req);
      const { outcome } = parseResolve(req.body);
      return resolveDispute(app.db, user, id, outcome, idempotentRequest(key, 'POST /escrow/admin/disputes/:id/resolve', { id, outcome }));
    });
  }

  async function showLedgerPage(req: FastifyRequest<Query>, reply: FastifyReply) {
    let filter: HistoryFilter;
    try {
      filter = parseHistoryFilter(req.query, { limit: 50 });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      return redirectWithFlash(reply, '/escrow/admin/ledger', err.message, 'error');
    }
    const [report, totals, list] = await Promise.all([checkLedger(app.db), ledgerTotals(app.db), listAllTransactions(app.db, filter)]);
    if (wantsJson(req)) return sendData(reply, { ok: report.ok, checked_at: report.checkedAt.toISOString(), checks: report.checks, totals: report.totals });
    return renderPage(reply, AdminLedgerPage({ user: actor(req), report, totals, rows: list.rows, info: pageInfo(filter.page, filter.limit, list.total), filter }));
  }
}
