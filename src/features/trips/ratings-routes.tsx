/** Route table of ratings: the shipper's door (rates the driver) and the marketplace door (either side). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { redirectWithFlash, safeNext, sendData, wantsJson } from '../../http/respond.js';
import type { SendTripPage } from './page.js';
import { presentRating } from './ratings-presenters.js';
import { rateSchema, tripIdSchema } from './ratings-schema.js';
import { rateTrip, type RatingSide } from './ratings-service.js';
import { isUuid } from '../../lib/ids.js';
import { driverTripPath, tripPath } from '../../views/paths.js';

/** A refused rating redraws the trip page it came from (`sendTripPage`, with the trip page's sections). */
export function registerRatingRoutes(app: FastifyInstance, sendTripPage: SendTripPage): void {
  // The load's owner rates the driver of a delivered trip.
  app.post<{ Params: { tripId: string } }>('/shipper/rate/:tripId', { preHandler: [requireRole('shipper', 'broker')] }, rateDriver);
  // Either party rates the other (family B).
  app.post('/marketplace/rate', { preHandler: [requireUser] }, rateOnMarketplace);

  async function rateDriver(req: FastifyRequest<{ Params: { tripId: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.tripId)) throw new NotFoundError('Trip');
    return submitRating(req, reply, req.params.tripId.toLowerCase(), rateSchema.safeParse(req.body ?? {}), 'owner');
  }

  async function rateOnMarketplace(req: FastifyRequest, reply: FastifyReply) {
    const trip = tripIdSchema.safeParse(req.body ?? {});
    // Without a trip there is no form to show again: a plain 400.
    if (!trip.success) throw new ValidationError(zodDetails(trip.error));
    return submitRating(req, reply, trip.data.trip_id, rateSchema.safeParse(req.body ?? {}));
  }

  async function submitRating(
    req: FastifyRequest,
    reply: FastifyReply,
    tripId: string,
    parsed: ReturnType<typeof rateSchema.safeParse>,
    onlySide?: RatingSide,
  ) {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const values = { score: typeof raw.score === 'string' || typeof raw.score === 'number' ? String(raw.score) : '', review: typeof raw.review === 'string' ? raw.review : '' };
    if (!parsed.success) {
      const err = new ValidationError(zodDetails(parsed.error));
      if (wantsJson(req)) throw err;
      return sendTripPage(req, reply, tripId, { rateForm: { values, errors: err.details, message: err.message } }, 400);
    }
    try {
      const rating = await rateTrip(app.db, actor(req), tripId, parsed.data, onlySide);
      if (wantsJson(req)) return sendData(reply, { rating: presentRating(rating) }, 201);
      const here = actor(req).role === 'driver' ? driverTripPath(tripId) : tripPath(tripId);
      return redirectWithFlash(reply, safeNext(raw.return_to) ?? here, 'Thank you, your rating is saved.');
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      return sendTripPage(req, reply, tripId, { error: err.message }, err.status);
    }
  }
}
