/**
 * Route table of escrow (SPEC section J, CONTRACT section 9). Every POST under
 * /escrow accepts an Idempotency-Key header (or, from the HTML forms, a hidden
 * idempotency_key field) and answers JSON when asked, else redirects with a flash.
 *
 * The money actions and three pages are still registered by hand, each group
 * saying what route() cannot answer yet: a JSON message taken from the use
 * case's result (Outcome.message), a refused button sent back to its page with
 * the message as an error flash, a page that redirects with a flash.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FormValues, formValuesOf, isFormRefusal, route, uuidParam } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { type DomainError, errorEnvelope, NotFoundError, toDomainError, ValidationError } from '../../http/errors.js';
import { actor, authorize, requireRole, requireUser } from '../../http/guards.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { type Flash, redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { canKnowLoad } from '../../http/visibility.js';
import { isUuid } from '../../lib/ids.js';
import { formatRupees } from '../../lib/money.js';
import { pageInfo } from '../../views/pagination.js';
import { loadPath } from '../../views/paths.js';
import { PaymentsUnavailableError } from './errors.js';
import { paymentsFromConfig } from './gateway.js';
import { checkoutFormFor, confirmCheckoutReturn, depositOf, handleWebhookEvent, startGatewayDeposit } from './payments.js';
import { isPartyOfLoad } from './policy.js';
import { presentAccount, presentDeposit, presentTransaction } from './presenters.js';
import {
  findAgreement,
  findDepositIdByOrder,
  findLoadForPayment,
  findPayer,
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
  type HistoryFilter,
  historyFilterSchema,
  idempotentRequest,
  parseDeposit,
  parseDepositPageQuery,
  parseDepositStatusQuery,
  parseDispute,
  parseDisputeQueueQuery,
  parseHistoryFilter,
  parseLoadAction,
  parseOwnerPaymentsQuery,
  parsePayout,
  parsePayoutQueueQuery,
  parseReject,
  parseResolve,
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

type WithId = { Params: { id: string } };
type Query = { Querystring: Record<string, string | undefined> };

/** What a form page shows again after a refusal. */
interface FormState {
  values?: FormValues;
  errors?: Record<string, string> | null;
  message?: string | null;
}

const EMPTY_ACCOUNT = { availablePaise: 0, heldPaise: 0, reservedPaise: 0 };
const withDeposit = z.object({ id: uuidParam('Deposit') });

export function registerEscrowRoutes(app: FastifyInstance): void {
  const payments = paymentsFromConfig(app.config);

  // The wallet: balances, quick actions, history.
  // By hand: a bad filter goes back to the page with its message as a flash.
  app.get<Query>('/escrow', { preHandler: [requireUser] }, showEscrowPage);

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
    summary: 'The deposit form (a link may fill in the amount: ?amount=)',
    access: ['shipper'],
    query: parseDepositPageQuery,
    run: () => null,
    page: (_none, { user, flash, query }) => depositPage(user, flash, { values: { amount: query.amount } }),
  });

  // By hand: the JSON message is the use case's own (Outcome.message).
  app.post('/escrow/deposit', { preHandler: [requireRole('shipper')] }, depositMoney);

  route(app, 'GET /escrow/deposits/:id', {
    summary: "One of the caller's deposits and its state (pending, credited, failed)",
    access: ['shipper'],
    params: withDeposit,
    query: parseDepositStatusQuery,
    run: ({ db, user, params }) => depositOf(db, user, params.id),
    json: (found) => ({ deposit: presentDeposit(found) }),
    page: async (found, { db, user, flash, config, query }) => {
      const checkout =
        payments.mode === 'razorpay' && found.gateway === 'razorpay' && found.status !== 'credited'
          ? checkoutFormFor(payments.razorpay, config.BASE_URL, found, await findPayer(db, user.id))
          : null;
      return DepositStatusPage({ user, flash, deposit: found, checkout, cancelled: query.cancelled });
    },
  });

  // Razorpay's checkout posts the payer back here from its own page: authenticated by the payment's signature, not the session.
  // By hand: an unsigned failure redirects every caller, JSON ones too.
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
  // By hand: the JSON message is the use case's own, and a refused button goes back to its page with the message as a flash.
  app.post('/escrow/hold', { preHandler: [requireRole('shipper')] }, holdForLoad);
  app.post('/escrow/release', { preHandler: [requireRole('shipper')] }, releaseForLoad);

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
  // By hand: the page redirects with a flash when nothing is held, and the JSON message is the use case's own.
  app.get<Query>('/escrow/dispute', { preHandler: [requireUser] }, showDisputePage);
  app.post('/escrow/dispute', { preHandler: [requireUser] }, raiseDisputeOnLoad);

  // Payouts (drivers).
  route(app, 'GET /escrow/payout', {
    summary: 'The payout form, with the driver’s payout requests',
    access: ['driver'],
    run: () => null,
    page: (_none, { user, flash }) => payoutPage(user, flash),
  });

  // By hand: the JSON message is the use case's own (Outcome.message).
  app.post('/escrow/payout', { preHandler: [requireRole('driver')] }, requestPayoutFromWallet);

  // Admin: payout queue, dispute queue, reconciliation.
  route(app, 'GET /escrow/admin/payouts', {
    summary: 'The payout requests by status (the ones waiting for a decision first)',
    access: ['admin'],
    query: parsePayoutQueueQuery,
    run: ({ db, query }) => listPayoutQueue(db, query.status, query.page, query.limit),
    page: (list, { user, flash, query }) => AdminPayoutsPage({ user, flash, rows: list.rows, info: pageInfo(query.page, query.limit, list.total), status: query.status }),
  });

  // By hand: the JSON message is the use case's own, and a refused button goes back to the queue with the message as a flash.
  app.post<WithId>('/escrow/admin/payouts/:id/approve', { preHandler: [requireRole('admin')] }, approvePayoutRequest);
  app.post<WithId>('/escrow/admin/payouts/:id/reject', { preHandler: [requireRole('admin')] }, rejectPayoutRequest);

  route(app, 'GET /escrow/admin/disputes', {
    summary: 'The disputes by status (the open ones first)',
    access: ['admin'],
    query: parseDisputeQueueQuery,
    run: ({ db, query }) => listDisputeQueue(db, query.status, query.page, query.limit),
    page: (list, { user, flash, query }) => AdminDisputesPage({ user, flash, rows: list.rows, info: pageInfo(query.page, query.limit, list.total), status: query.status }),
  });

  // By hand: as the payout decisions.
  app.post<WithId>('/escrow/admin/disputes/:id/resolve', { preHandler: [requireRole('admin')] }, resolveOpenDispute);
  // By hand: a bad filter goes back to the page with its message as a flash (JSON callers too).
  app.get<Query>('/escrow/admin/ledger', { preHandler: [requireRole('admin')] }, showLedgerPage);

  // ---- Answers of the money actions ------------------------------------------------------

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

  /** A form's values to show again after a refusal (never the idempotency key: a corrected form is a new request). */
  function keptValues(req: FastifyRequest): FormValues {
    const { idempotency_key: _key, ...values } = formValuesOf(req.body);
    return values;
  }

  /** What a form shows for a refusal (a reused form, e.g. after the back button, is told in plain words). */
  function refusalShown(req: FastifyRequest, err: DomainError): FormState {
    const message = err.code === 'IDEMPOTENCY_MISMATCH' ? 'This form was already sent once with other values. Check them and send it again.' : err.message;
    return { values: keptValues(req), errors: err.details ?? null, message };
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

  // ---- Deposits ---------------------------------------------------------------------------------

  /** The deposit form; after a refusal it shows no flash (the flash waits for the next page drawn on success). */
  async function depositPage(user: SessionUser, flash: Flash | null, form: FormState = {}) {
    const [account, cfg, deposits] = await Promise.all([findUserAccount(app.db, user.id), findPlatformConfig(app.db), listUserDeposits(app.db, user.id, 5)]);
    return DepositPage({ user, flash, account: account ?? EMPTY_ACCOUNT, minDepositPaise: cfg.minDepositPaise, mode: payments.mode, deposits, idempotencyKey: randomUUID(), ...form });
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
      return renderPage(reply, await depositPage(user, null, refusalShown(req, err)), err.status);
    }
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
    const body = formValuesOf(req.body);
    const text = (k: string) => (body[k] ?? '').trim();
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
    const next = safeNext(formValuesOf(req.body).next);
    if (next) return next;
    return typeof loadId === 'string' && isUuid(loadId) ? loadPath(loadId) : '/shipper/payments';
  }

  async function holdForLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    return buttonAction(req, reply, backTo(req, formValuesOf(req.body).load_id), async () => {
      const key = keyOf(req);
      const input = parseLoadAction(req.body);
      return holdFunds(app.db, user, input, idempotentRequest(key, 'POST /escrow/hold', { load_id: input.loadId }));
    });
  }

  async function releaseForLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    return buttonAction(req, reply, backTo(req, formValuesOf(req.body).load_id), async () => {
      const key = keyOf(req);
      const input = parseLoadAction(req.body);
      return releaseFunds(app.db, user, input, idempotentRequest(key, 'POST /escrow/release', { load_id: input.loadId }));
    });
  }

  // ---- Disputes ---------------------------------------------------------------------------------------

  /** The load a dispute is about, if the viewer is one of its parties (404 for a missing load or one they may not see, 403 for a stranger to a load they see). */
  async function disputableLoad(user: SessionUser, loadId: string) {
    const load = isUuid(loadId) ? await findLoadForPayment(app.db, loadId) : undefined;
    if (!load || load.deletedAt || !canKnowLoad(user, load)) throw new NotFoundError('Load');
    const agreement = load.acceptedBidId ? await findAgreement(app.db, load.acceptedBidId) : undefined;
    authorize(user, isPartyOfLoad, { ownerId: load.ownerId, driverId: agreement?.driverId ?? load.assignedDriverId }, 'Only the shipper and the driver of this load can raise a dispute');
    return load;
  }

  async function showDisputePage(req: FastifyRequest<Query>, reply: FastifyReply) {
    const user = actor(req);
    const load = await disputableLoad(user, req.query.load_id ?? '');
    if (load.paymentStatus !== 'held') {
      return redirectWithFlash(reply, loadPath(load.id), load.paymentStatus === 'disputed' ? 'A dispute is already open for this load.' : 'Disputes are for payments held in escrow.', 'info');
    }
    return renderPage(reply, DisputePage({ user, load, idempotencyKey: randomUUID() }));
  }

  async function raiseDisputeOnLoad(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    try {
      const key = keyOf(req);
      const input = parseDispute(req.body);
      const outcome = await raiseDispute(app.db, user, input, idempotentRequest(key, 'POST /escrow/dispute', { load_id: input.loadId, reason: input.reason }));
      return answer(req, reply, outcome, backTo(req, input.loadId));
    } catch (err) {
      const loadId = formValuesOf(req.body).load_id;
      if (wantsJson(req) || !isFormRefusal(err) || !isUuid(loadId)) throw err;
      const load = await disputableLoad(user, loadId);
      return renderPage(reply, DisputePage({ user, load, idempotencyKey: randomUUID(), ...refusalShown(req, err) }), err.status);
    }
  }

  // ---- Payouts ---------------------------------------------------------------------------------------------

  /** The payout form; after a refusal it shows no flash (the flash waits for the next page drawn on success). */
  async function payoutPage(user: SessionUser, flash: Flash | null, form: FormState = {}) {
    const [account, cfg, payouts] = await Promise.all([findUserAccount(app.db, user.id), findPlatformConfig(app.db), listDriverPayouts(app.db, user.id)]);
    return PayoutPage({ user, flash, account: account ?? EMPTY_ACCOUNT, minPayoutPaise: cfg.minPayoutPaise, payouts, idempotencyKey: randomUUID(), ...form });
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
      return renderPage(reply, await payoutPage(user, null, refusalShown(req, err)), err.status);
    }
  }

  // ---- Admin ---------------------------------------------------------------------------------------------------

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
