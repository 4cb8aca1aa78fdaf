/**
 * Route table of bids: both families are doors into the same service. Form
 * posts answer a 302 back to the load page with a flash; JSON callers
 * (Content-Type or Accept application/json) get the envelope, 201 for a new bid.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionUser } from '../../http/context.js';
import { type Ctx, type FormValues, route, uuidParam } from '../../http/action.js';
import { type DomainError, NotFoundError } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import type { Database } from '../../db/database.js';
import { pageInfo } from '../../views/pagination.js';
import { loadPath, marketplaceLoadPath } from '../../views/paths.js';
import { canManageBidsOf, isBidder } from './policy.js';
import { presentBid, presentLoadAssignment, presentNegotiation, presentTrip } from './presenters.js';
import { OfferChangedError } from './errors.js';
import { type BidRow, driverPlanAndBidsToday, findBidById, findLoadForBids, listNegotiations } from './queries.js';
import { acceptSchema, type CounterInput, counterSchema, marketplaceBidSchema, myBidsQuerySchema, placeBidSchema, respondSchema, safeReturnTo } from './schema.js';
import { renderBidSection } from './section.js';
import {
  type AcceptedBid,
  acceptBid,
  bidsForLoad,
  counterBid,
  FREE_BIDS_PER_DAY,
  myBids,
  type NegotiationStep,
  placeBid,
  proposedDelivery,
  rejectBid,
  respondToCounter,
  withdrawBid,
} from './service.js';
import { laneRateOf } from '../lanes/service.js';
import { bidUrls, BidFormPage, MyBidsPage, NegotiationFormPage, OfferChangedPage, type LoadPageBase } from './views.js';

const OWNERS = ['shipper', 'broker'] as const;
const withLoad = z.object({ id: uuidParam('Load') });
const withBid = z.object({ id: uuidParam('Bid') });

/** The driver's page never refuses its filters: anything it cannot read shows the first page of every bid. */
const myBidsPageQuery = myBidsQuerySchema.catch({ status: undefined, page: 1, limit: 20 });

export function registerBidRoutes(app: FastifyInstance): void {
  // Bids on a load (family A).
  route(app, 'POST /loads/:id/bid', {
    summary: 'A driver bids on an open load (amount, estimated delivery, note)',
    access: ['driver'],
    params: withLoad,
    body: placeBidSchema,
    onInvalidInput: ({ db, params }) => loadMustExist(db, params.id),
    run: ({ db, user, params, body }) => placeBid(db, user, params.id, body),
    status: 201,
    message: () => t('bids.done.placed'),
    json: ({ bid }) => ({ bid: presentBid(bid, { negotiations: [] }) }),
    redirect: ({ bid, load }) => ({ to: loadPath(load.id), flash: placedFlash(bid.amountPaise) }),
    form: (refusal, ctx) => bidFormAgain(refusal, ctx, ctx.params.id, '/loads'),
  });

  // Decisions on a bid (family A): the owner accepts, rejects or counters; the driver withdraws or answers.
  route(app, 'POST /bids/:id/accept', {
    summary: "The load's owner accepts a bid: the load is assigned, a trip scheduled, every other live bid rejected",
    access: OWNERS,
    params: withBid,
    body: acceptSchema,
    run: ({ db, user, params, body }) => acceptBid(db, user, params.id, body.expected_amount),
    message: () => t('bids.done.accepted'),
    json: acceptedJson,
    redirect: (accepted, { values }) => ({ to: pageAfter(values, accepted.load.id), flash: acceptedFlash(accepted) }),
    form: (refusal, ctx) => offerChangedAgain(refusal, ctx, '/loads'),
  });

  route(app, 'POST /bids/:id/reject', {
    summary: "The load's owner rejects a bid; the driver is told",
    access: OWNERS,
    params: withBid,
    run: ({ db, user, params }) => rejectBid(db, user, params.id),
    message: () => t('bids.done.rejected'),
    json: ({ bid }, { db }) => bidJson(db, bid),
    redirect: ({ load }, { values }) => ({ to: pageAfter(values, load.id), flash: t('bids.flash.rejected'), kind: 'info' }),
  });

  route(app, 'POST /bids/:id/counter', {
    summary: "The load's owner counters a pending bid (amount, note); the driver is told",
    access: OWNERS,
    params: withBid,
    body: counterSchema,
    onInvalidInput: ({ db, user, params }) => negotiationOf(db, user, params.id, 'counter'),
    run: counter,
    message: () => t('bids.done.countered'),
    json: counteredJson,
    redirect: (countered, { values }) => ({ to: pageAfter(values, countered.load.id), flash: counteredFlash(countered) }),
    form: (refusal, ctx) => negotiationFormAgain(refusal, ctx, 'counter', '/loads'),
  });

  route(app, 'POST /bids/:id/withdraw', {
    summary: 'The driver withdraws their live bid',
    access: ['driver'],
    params: withBid,
    run: ({ db, user, params }) => withdrawBid(db, user, params.id),
    message: () => t('bids.done.withdrawn'),
    json: ({ bid }, { db }) => bidJson(db, bid),
    redirect: ({ load }, { values }) => ({ to: pageAfter(values, load.id), flash: t('bids.flash.withdrawn'), kind: 'info' }),
  });

  route(app, 'POST /bids/:id/respond', {
    summary: "The driver answers the owner's counter-offer: accept, decline, or counter with an amount",
    access: ['driver'],
    params: withBid,
    body: respondSchema,
    onInvalidInput: ({ db, user, params }) => negotiationOf(db, user, params.id, 'respond'),
    run: async ({ db, user, params, body }) => ({ step: await respondToCounter(db, user, params.id, body), action: body.action }),
    message: () => t('bids.done.answered'),
    json: async ({ step }, { db }) => ({
      ...(await bidJson(db, step.bid)),
      negotiation: presentNegotiation(step.negotiation),
      ...(step.trip ? { trip: presentTrip(step.trip), load: presentLoadAssignment({ id: step.load.id, status: 'assigned', assignedDriverId: step.bid.driverId, acceptedBidId: step.bid.id }) } : {}),
    }),
    redirect: ({ step, action }, { values }) => ({
      to: pageAfter(values, step.load.id),
      flash:
        action === 'accept'
          ? t('bids.flash.youAccepted', { amount: formatRupees(step.bid.amountPaise) })
          : action === 'decline'
            ? t('bids.flash.youDeclined')
            : t('bids.flash.youCountered', { amount: formatRupees(step.bid.amountPaise) }),
    }),
    form: (refusal, ctx) => (refusal instanceof OfferChangedError ? offerChangedAgain(refusal, ctx, '/loads') : negotiationFormAgain(refusal, ctx, 'respond', '/loads')),
  });

  // Bids as JSON.
  route(app, 'GET /api/loads/:id/bids', {
    summary: "A load's bids with each driver's rating and negotiation thread (its owner, admins; a bidder sees their own)",
    params: withLoad,
    run: ({ db, user, params }) => bidsForLoad(db, user, params.id),
    json: ({ bids }) => ({
      bids: bids.map((v) => presentBid(v.bid, { driverName: v.bid.driverName, driverBadges: v.bid.driverBadges, rating: v.rating, negotiations: v.negotiations })),
    }),
  });

  route(app, 'GET /api/bids/my', {
    summary: "The caller's bids with their load, newest first (status= filters)",
    query: myBidsQuerySchema,
    async run({ db, user, query }) {
      const { rows, total } = await myBids(db, user, query);
      return {
        rows,
        total,
        threads: await listNegotiations(
          db,
          rows.map((r) => r.id),
        ),
      };
    },
    json: ({ rows, total, threads }, { query }) => ({
      bids: rows.map((r) => ({
        ...presentBid(r, { load: { origin: r.origin, destination: r.destination, pickupDate: r.pickupDate, status: r.loadStatus }, negotiations: threads.get(r.id) ?? [] }),
        status_reason: r.statusReason,
      })),
      pagination: pageInfo(query.page, query.limit, total),
    }),
  });

  // The driver's bids page.
  route(app, 'GET /driver/bids', {
    summary: "The driver's bids with their state and today's bids left on the free plan",
    access: ['driver'],
    query: myBidsPageQuery,
    async run({ db, user, query }) {
      const [{ rows, total }, usage] = await Promise.all([myBids(db, user, query), driverPlanAndBidsToday(db, user.id)]);
      return {
        rows,
        total,
        usage,
        threads: await listNegotiations(
          db,
          rows.map((r) => r.id),
        ),
      };
    },
    page: ({ rows, total, usage, threads }, { user, flash, query }) =>
      MyBidsPage({ user, flash, rows, threads, info: pageInfo(query.page, query.limit, total), status: query.status, plan: usage.plan, bidsToday: usage.today, freeLimit: FREE_BIDS_PER_DAY }),
  });

  // Family B: the marketplace's doors into the same use cases.
  route(app, 'POST /marketplace/bid', {
    summary: 'A driver bids on an open load named by load_id (amount, estimated delivery, note)',
    access: ['driver'],
    body: marketplaceBidSchema,
    // The load the form names, if it names one: a wrong form for a load that is not there is 404.
    onInvalidInput: async ({ db, values }) => {
      if (isUuid(values.load_id)) await loadMustExist(db, values.load_id.toLowerCase());
    },
    run: ({ db, user, body }) => placeBid(db, user, body.load_id, body),
    status: 201,
    message: () => t('bids.done.placed'),
    json: ({ bid }) => ({ bid: presentBid(bid, { negotiations: [] }) }),
    redirect: ({ bid, load }) => ({ to: marketplaceLoadPath(load.id), flash: placedFlash(bid.amountPaise) }),
    form: (refusal, ctx) => bidFormAgain(refusal, ctx, marketplaceLoadId(ctx), '/marketplace/load'),
  });

  route(app, 'POST /marketplace/bid/:id/accept', {
    summary: "The load's owner accepts a bid: the load is assigned, a trip scheduled, every other live bid rejected",
    access: OWNERS,
    params: withBid,
    body: acceptSchema,
    run: ({ db, user, params, body }) => acceptBid(db, user, params.id, body.expected_amount),
    message: () => t('bids.done.accepted'),
    json: acceptedJson,
    redirect: (accepted) => ({ to: marketplaceLoadPath(accepted.load.id), flash: acceptedFlash(accepted) }),
    form: (refusal, ctx) => offerChangedAgain(refusal, ctx, '/marketplace/load'),
  });

  route(app, 'POST /marketplace/bid/:id/negotiate', {
    summary: "The load's owner counters a pending bid (amount, note); the driver is told",
    access: OWNERS,
    params: withBid,
    body: counterSchema,
    onInvalidInput: ({ db, user, params }) => negotiationOf(db, user, params.id, 'counter'),
    run: counter,
    message: () => t('bids.done.countered'),
    json: counteredJson,
    redirect: (countered) => ({ to: marketplaceLoadPath(countered.load.id), flash: counteredFlash(countered) }),
    form: (refusal, ctx) => negotiationFormAgain(refusal, ctx, 'counter', '/marketplace/load'),
  });
}

type BidCtx = Ctx<{ id: string }, unknown, unknown>;

async function loadMustExist(db: Database, loadId: string): Promise<void> {
  if (!(await findLoadForBids(db, loadId))) throw new NotFoundError('Load');
}

/** The bid and its load, for the one who may counter it (the load's owner) or answer it (its driver); anyone else: 404. */
async function negotiationOf(db: Database, user: SessionUser, bidId: string, kind: 'counter' | 'respond') {
  const bid = await findBidById(db, bidId);
  const load = bid && (await findLoadForBids(db, bid.loadId));
  if (!bid || !load) throw new NotFoundError('Bid');
  if (kind === 'counter' ? !canManageBidsOf(user, load) : !isBidder(user, bid)) throw new NotFoundError('Bid');
  return { bid, load };
}

/** The owner's counter-offer, from either family's form. */
async function counter({ db, user, params, body }: Ctx<{ id: string }, unknown, CounterInput>): Promise<NegotiationStep & { offeredPaise: number }> {
  return { ...(await counterBid(db, user, params.id, body)), offeredPaise: body.amount };
}

/** Family B names the load in the body: as the form parses it, or as typed when the rest of the form is wrong. */
function marketplaceLoadId({ req, values }: { req: FastifyRequest; values: FormValues }): string | null {
  const parsed = marketplaceBidSchema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data.load_id;
  return isUuid(values.load_id) ? values.load_id.toLowerCase() : null;
}

/** Where a family A form goes back to: the load page, or the page it came from when that is checked safe. */
function pageAfter(values: FormValues, loadId: string): string {
  return safeReturnTo(values.return_to, loadId) ?? loadPath(loadId);
}

function placedFlash(amountPaise: number): string {
  return t('bids.flash.placed', { amount: formatRupees(amountPaise) });
}

async function acceptedJson({ bid, load, trip }: AcceptedBid, { db }: { db: Database }) {
  return { ...(await bidJson(db, bid)), load: presentLoadAssignment(load), trip: presentTrip(trip) };
}

/** A bid's JSON with its negotiation as it stands (current amount, who must answer, history). */
async function bidJson(db: Database, bid: BidRow) {
  const threads = await listNegotiations(db, [bid.id]);
  return { bid: presentBid(bid, { negotiations: threads.get(bid.id) ?? [] }) };
}

function acceptedFlash({ bid }: AcceptedBid): string {
  return t('bids.flash.accepted', { amount: formatRupees(bid.amountPaise) });
}

async function counteredJson({ bid, negotiation }: NegotiationStep, { db }: { db: Database }) {
  return { ...(await bidJson(db, bid)), negotiation: presentNegotiation(negotiation) };
}

function counteredFlash({ offeredPaise }: { offeredPaise: number }): string {
  return t('bids.flash.countered', { amount: formatRupees(offeredPaise) });
}

/** The bid form again after a refusal: the fields and their errors for a wrong form, the message alone when the state refuses. */
async function bidFormAgain(refusal: DomainError, ctx: Ctx<unknown, unknown, unknown>, loadId: string | null, base: LoadPageBase) {
  const load = loadId ? await findLoadForBids(ctx.db, loadId) : undefined;
  if (!load) throw refusal;
  return BidFormPage({
    user: ctx.user,
    load,
    urls: bidUrls(base, load.id),
    form: { proposal: proposedDelivery(load), pricePaise: load.pricePaise, laneRate: await laneRateOf(ctx.db, load) },
    values: ctx.values,
    errors: refusal.details ?? null,
    message: refusal.message,
    showForm: refusal.code === 'VALIDATION_ERROR',
  });
}

/** The counter-offer or answer form again after a refusal, on the family's page the form came from. */
async function negotiationFormAgain(refusal: DomainError, ctx: BidCtx, kind: 'counter' | 'respond', base: LoadPageBase) {
  const { bid, load } = await negotiationOf(ctx.db, ctx.user, ctx.params.id, kind);
  const threads = await listNegotiations(ctx.db, [bid.id]);
  const family = base === '/marketplace/load' || safeReturnTo(ctx.values.return_to, load.id)?.startsWith('/marketplace/') ? '/marketplace/load' : '/loads';
  return NegotiationFormPage({
    user: ctx.user,
    load,
    bid,
    negotiations: threads.get(bid.id) ?? [],
    kind,
    urls: bidUrls(family, load.id),
    values: ctx.values,
    errors: refusal.details ?? {},
    message: refusal.message,
    showForm: refusal.code === 'VALIDATION_ERROR',
  });
}

/**
 * An accept refused because the offer moved since the page was drawn (409): the
 * message, then the bid section as it is now, so the viewer answers the new offer.
 * Any other refusal of an accept is the error page, as before.
 */
async function offerChangedAgain(refusal: DomainError, ctx: BidCtx, base: LoadPageBase) {
  if (!(refusal instanceof OfferChangedError)) throw refusal;
  const bid = await findBidById(ctx.db, ctx.params.id);
  const load = bid && (await findLoadForBids(ctx.db, bid.loadId));
  if (!load) throw refusal;
  const family = base === '/marketplace/load' || safeReturnTo(ctx.values.return_to, load.id)?.startsWith('/marketplace/') ? 'marketplace' : 'loads';
  const section = await renderBidSection(ctx.db, ctx.user, load, family);
  return OfferChangedPage({ user: ctx.user, load, message: refusal.message, section });
}
