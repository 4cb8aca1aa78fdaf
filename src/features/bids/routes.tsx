/**
 * Route table of bids: both families are doors into the same service. Form
 * posts answer a 302 back to the load page with a flash; JSON callers
 * (Content-Type or Accept application/json) get the envelope, 201 for a new bid.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodSafeParseResult } from 'zod';
import type { SessionUser } from '../../http/context.js';
import { DomainError, NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { formatRupees } from '../../lib/money.js';
import type { FormValues } from '../../views/form.js';
import { pageInfo } from '../../views/pagination.js';
import { canManageBidsOf, isBidder } from './policy.js';
import { presentBid, presentLoadAssignment, presentNegotiation, presentTrip } from './presenters.js';
import { driverPlanAndBidsToday, findBidById, findLatestOwnerCounter, findLoadForBids } from './queries.js';
import { counterSchema, marketplaceBidSchema, myBidsQuerySchema, placeBidSchema, respondSchema, safeReturnTo, type PlaceBidInput } from './schema.js';
import { acceptBid, bidsForLoad, counterBid, FREE_BIDS_PER_DAY, myBids, placeBid, rejectBid, respondToCounter, withdrawBid } from './service.js';
import { bidUrls, BidFormPage, MyBidsPage, NegotiationFormPage, type LoadPageBase } from './views.js';
import { isUuid } from '../../lib/ids.js';
import { loadPath, marketplaceLoadPath } from '../../views/paths.js';

type IdRequest = FastifyRequest;
const paramId = (req: FastifyRequest): string => String((req.params as { id?: unknown }).id ?? '');
const OWNERS = ['shipper', 'broker'] as const;

export function registerBidRoutes(app: FastifyInstance): void {
  // Bids on a load (family A).
  app.post('/loads/:id/bid', { preHandler: [requireRole('driver')] }, placeBidOnLoad);

  // Decisions on a bid (family A): the owner accepts, rejects or counters; the driver withdraws or answers.
  app.post('/bids/:id/accept', { preHandler: [requireRole(...OWNERS)] }, acceptAction('/loads'));
  app.post('/bids/:id/reject', { preHandler: [requireRole(...OWNERS)] }, rejectAction);
  app.post('/bids/:id/counter', { preHandler: [requireRole(...OWNERS)] }, counterAction('/loads'));
  app.post('/bids/:id/withdraw', { preHandler: [requireRole('driver')] }, withdrawAction);
  app.post('/bids/:id/respond', { preHandler: [requireRole('driver')] }, respondAction);

  // Bids as JSON.
  app.get('/api/loads/:id/bids', { preHandler: [requireUser] }, listLoadBids);
  app.get('/api/bids/my', { preHandler: [requireUser] }, listMyBids);

  // The driver's bids page.
  app.get('/driver/bids', { preHandler: [requireRole('driver')] }, showMyBidsPage);

  // Family B: the marketplace's doors into the same use cases.
  app.post('/marketplace/bid', { preHandler: [requireRole('driver')] }, placeMarketplaceBid);
  app.post('/marketplace/bid/:id/accept', { preHandler: [requireRole(...OWNERS)] }, acceptAction('/marketplace/load'));
  app.post('/marketplace/bid/:id/negotiate', { preHandler: [requireRole(...OWNERS)] }, counterAction('/marketplace/load'));

  function bidIdOf(req: IdRequest): string {
    const id = paramId(req);
    if (!isUuid(id)) throw new NotFoundError('Bid');
    return id.toLowerCase();
  }

  function bodyOf(req: FastifyRequest): Record<string, unknown> {
    const b = req.body;
    return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
  }

  /** The submitted text fields, to show the form again with the user's values. */
  function formValues(body: Record<string, unknown>, names: string[]): FormValues {
    const out: FormValues = {};
    for (const n of names) {
      const v = body[n];
      if (typeof v === 'string' || typeof v === 'number') out[n] = String(v);
    }
    return out;
  }

  /** Where a form post goes back to: family B's load page, or family A's (or a checked return_to). */
  function pageAfter(req: FastifyRequest, base: LoadPageBase, loadId: string): string {
    if (base === '/marketplace/load') return marketplaceLoadPath(loadId);
    return safeReturnTo(bodyOf(req).return_to, loadId) ?? loadPath(loadId);
  }

  async function placeBidOnLoad(req: IdRequest, reply: FastifyReply) {
    const id = paramId(req);
    if (!isUuid(id)) throw new NotFoundError('Load');
    return placeAndAnswer(req, reply, id.toLowerCase(), placeBidSchema.safeParse(bodyOf(req)), '/loads');
  }

  async function placeMarketplaceBid(req: FastifyRequest, reply: FastifyReply) {
    const parsed = marketplaceBidSchema.safeParse(bodyOf(req));
    const rawLoadId = bodyOf(req).load_id;
    const loadId = parsed.success ? parsed.data.load_id : isUuid(rawLoadId) ? rawLoadId.toLowerCase() : null;
    if (!loadId) throw new ValidationError(parsed.success ? { load_id: 'Choose the load to bid on' } : zodDetails(parsed.error));
    return placeAndAnswer(req, reply, loadId, parsed, '/marketplace/load');
  }

  async function placeAndAnswer(req: FastifyRequest, reply: FastifyReply, loadId: string, parsed: ZodSafeParseResult<PlaceBidInput>, base: LoadPageBase) {
    const user = actor(req);
    const json = wantsJson(req);
    try {
      if (!parsed.success) {
        if (!(await findLoadForBids(app.db, loadId))) throw new NotFoundError('Load');
        throw new ValidationError(zodDetails(parsed.error));
      }
      const { bid, load } = await placeBid(app.db, user, loadId, parsed.data);
      if (json) return sendData(reply, { bid: presentBid(bid) }, 201, 'Bid placed');
      return redirectWithFlash(reply, `${base}/${load.id}`, `Your bid of ${formatRupees(bid.amountPaise)} is placed. The load owner has been notified.`);
    } catch (err) {
      const shownInForm = err instanceof DomainError && ['VALIDATION_ERROR', 'CONFLICT', 'BID_LIMIT_REACHED'].includes(err.code);
      if (json || !shownInForm) throw err;
      const load = await findLoadForBids(app.db, loadId);
      if (!load) throw err;
      const page = BidFormPage({
        user,
        load,
        urls: bidUrls(base, load.id),
        values: formValues(bodyOf(req), ['amount', 'estimated_delivery', 'note']),
        errors: err.details ?? null,
        message: err.message,
        showForm: err.code === 'VALIDATION_ERROR',
      });
      return renderPage(reply, page, err.status);
    }
  }

  function acceptAction(base: LoadPageBase) {
    return async function acceptBidAction(req: IdRequest, reply: FastifyReply) {
      const { bid, load, trip } = await acceptBid(app.db, actor(req), bidIdOf(req));
      if (wantsJson(req)) return sendData(reply, { bid: presentBid(bid), load: presentLoadAssignment(load), trip: presentTrip(trip) }, 200, 'Bid accepted');
      return redirectWithFlash(reply, pageAfter(req, base, load.id), `Bid of ${formatRupees(bid.amountPaise)} accepted. The load is assigned and the trip is scheduled.`);
    };
  }

  async function rejectAction(req: IdRequest, reply: FastifyReply) {
    const { bid, load } = await rejectBid(app.db, actor(req), bidIdOf(req));
    if (wantsJson(req)) return sendData(reply, { bid: presentBid(bid) }, 200, 'Bid rejected');
    return redirectWithFlash(reply, pageAfter(req, '/loads', load.id), 'Bid rejected. The driver has been notified.', 'info');
  }

  async function withdrawAction(req: IdRequest, reply: FastifyReply) {
    const { bid, load } = await withdrawBid(app.db, actor(req), bidIdOf(req));
    if (wantsJson(req)) return sendData(reply, { bid: presentBid(bid) }, 200, 'Bid withdrawn');
    return redirectWithFlash(reply, pageAfter(req, '/loads', load.id), 'Your bid is withdrawn.', 'info');
  }

  /**
   * A counter-offer or answer that failed validation: the caller must still be
   * the one allowed to act (404 / 403 first), then JSON gets 400 and a form
   * gets its page again with the values kept.
   */
  async function refuseNegotiationInput(req: FastifyRequest, reply: FastifyReply, user: SessionUser, bidId: string, kind: 'counter' | 'respond', base: LoadPageBase, details: Record<string, string>) {
    const bid = await findBidById(app.db, bidId);
    const load = bid && (await findLoadForBids(app.db, bid.loadId));
    if (!bid || !load) throw new NotFoundError('Bid');
    // Someone else's bid does not exist for this caller (404), before any word about their form.
    if (kind === 'counter' ? !canManageBidsOf(user, load) : !isBidder(user, bid)) throw new NotFoundError('Bid');
    const err = new ValidationError(details);
    if (wantsJson(req)) throw err;
    const counter = kind === 'respond' ? await findLatestOwnerCounter(app.db, bid.id) : undefined;
    const urls = bidUrls(base === '/marketplace/load' || safeReturnTo(bodyOf(req).return_to, load.id)?.startsWith('/marketplace/') ? '/marketplace/load' : '/loads', load.id);
    const page = NegotiationFormPage({
      user,
      load,
      bid,
      kind,
      urls,
      values: formValues(bodyOf(req), ['amount', 'note']),
      errors: details,
      message: err.message,
      counterPaise: counter?.amountPaise ?? null,
    });
    return renderPage(reply, page, 400);
  }

  function counterAction(base: LoadPageBase) {
    return async function counterBidAction(req: IdRequest, reply: FastifyReply) {
      const user = actor(req);
      const bidId = bidIdOf(req);
      const parsed = counterSchema.safeParse(bodyOf(req));
      if (!parsed.success) return refuseNegotiationInput(req, reply, user, bidId, 'counter', base, zodDetails(parsed.error));
      const { bid, load, negotiation } = await counterBid(app.db, user, bidId, parsed.data);
      if (wantsJson(req)) return sendData(reply, { bid: presentBid(bid), negotiation: presentNegotiation(negotiation) }, 200, 'Counter-offer sent');
      return redirectWithFlash(reply, pageAfter(req, base, load.id), `Counter-offer of ${formatRupees(parsed.data.amount)} sent. The driver has been notified.`);
    };
  }

  async function respondAction(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const bidId = bidIdOf(req);
    const parsed = respondSchema.safeParse(bodyOf(req));
    if (!parsed.success) return refuseNegotiationInput(req, reply, user, bidId, 'respond', '/loads', zodDetails(parsed.error));
    const step = await respondToCounter(app.db, user, bidId, parsed.data);
    if (wantsJson(req)) {
      return sendData(
        reply,
        {
          bid: presentBid(step.bid),
          negotiation: presentNegotiation(step.negotiation),
          ...(step.trip ? { trip: presentTrip(step.trip), load: presentLoadAssignment({ id: step.load.id, status: 'assigned', assignedDriverId: step.bid.driverId, acceptedBidId: step.bid.id }) } : {}),
        },
        200,
        'Answer sent',
      );
    }
    const text =
      parsed.data.action === 'accept'
        ? `You accepted ${formatRupees(step.bid.amountPaise)}. The load is yours and the trip is scheduled.`
        : parsed.data.action === 'decline'
          ? 'You declined the counter-offer; your bid is withdrawn.'
          : `Your counter-offer of ${formatRupees(step.bid.amountPaise)} is sent to the load owner.`;
    return redirectWithFlash(reply, pageAfter(req, '/loads', step.load.id), text);
  }

  async function listLoadBids(req: IdRequest, reply: FastifyReply) {
    const id = paramId(req);
    if (!isUuid(id)) throw new NotFoundError('Load');
    const { bids } = await bidsForLoad(app.db, actor(req), id.toLowerCase());
    return sendData(reply, {
      bids: bids.map((v) => presentBid(v.bid, { driverName: v.bid.driverName, rating: v.rating, negotiations: v.negotiations })),
    });
  }

  async function listMyBids(req: FastifyRequest, reply: FastifyReply) {
    const q = myBidsQuerySchema.safeParse(req.query ?? {});
    if (!q.success) throw new ValidationError(zodDetails(q.error));
    const { rows, total } = await myBids(app.db, actor(req), q.data);
    return sendData(reply, {
      bids: rows.map((r) => ({ ...presentBid(r, { load: { origin: r.origin, destination: r.destination, pickupDate: r.pickupDate, status: r.loadStatus } }), status_reason: r.statusReason })),
      pagination: pageInfo(q.data.page, q.data.limit, total),
    });
  }

  async function showMyBidsPage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const q = myBidsQuerySchema.safeParse(req.query ?? {});
    const query = q.success ? q.data : { status: undefined, page: 1, limit: 20 };
    const [{ rows, total }, usage] = await Promise.all([myBids(app.db, user, query), driverPlanAndBidsToday(app.db, user.id)]);
    return renderPage(
      reply,
      MyBidsPage({
        user,
        flash: takeFlash(req, reply),
        rows,
        info: pageInfo(query.page, query.limit, total),
        status: query.status,
        plan: usage.plan,
        bidsToday: usage.today,
        freeLimit: FREE_BIDS_PER_DAY,
      }),
    );
  }
}
