/**
 * Route table of trips (CONTRACT section 7) and their ratings. The trip page
 * shows parts of other features (payment, position sharing): `sections` hands
 * them in (src/app.ts wires them).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import type { TripPageSections } from '../../views/sections.js';
import { registerRatingRoutes } from './ratings-routes.js';
import { tripPageSender } from './page.js';
import { presentTrip } from './presenters.js';
import { listTripsFor } from './queries.js';
import { tripListQuerySchema, tripStatusSchema } from './schema.js';
import { advanceTrip, cancelTrip } from './service.js';
import { DriverTripsPage } from './views.js';
import { isUuid } from '../../lib/ids.js';
import { driverTripPath, tripPath } from '../../views/paths.js';
import { STATUS_LABELS } from '../../lib/trip-status.js';

type WithId = FastifyRequest<{ Params: { id: string } }>;

export function registerTripRoutes(app: FastifyInstance, { sections }: { sections: TripPageSections }): void {
  const sendTripPage = tripPageSender(sections);

  // Trips as JSON: the caller's own (driver) or those on their loads (shipper, broker).
  app.get('/api/trips', { preHandler: [requireRole('driver', 'shipper', 'broker')] }, listTripsJson);

  // The driver's trips and the status flow.
  app.get('/driver/trips', { preHandler: [requireRole('driver')] }, showDriverTripsPage);
  app.get<{ Params: { id: string } }>('/driver/trips/:id', { preHandler: [requireRole('driver')] }, showDriverTripPage);
  app.post<{ Params: { id: string } }>('/driver/trips/:id/status', { preHandler: [requireRole('driver')] }, updateTripStatus);

  // The trip as its load's owner (or an admin) sees it, and its cancellation by the owner.
  app.get<{ Params: { id: string } }>('/trips/:id', { preHandler: [requireUser] }, showTripPage);
  app.post<{ Params: { id: string } }>('/trips/:id/cancel', { preHandler: [requireRole('shipper', 'broker')] }, cancelTripAction);

  // Rating the other party of a delivered trip.
  registerRatingRoutes(app, sendTripPage);

  async function listTripsJson(req: FastifyRequest, reply: FastifyReply) {
    const parsed = tripListQuerySchema.safeParse(req.query ?? {});
    if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
    const q = parsed.data;
    const { rows, total } = await listTripsFor(app.db, actor(req), q);
    return sendData(reply, { trips: rows.map(presentTrip), pagination: pageInfo(q.page, q.limit, total) });
  }

  async function showDriverTripsPage(req: FastifyRequest, reply: FastifyReply) {
    const parsed = tripListQuerySchema.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : tripListQuerySchema.parse({});
    const { rows, total } = await listTripsFor(app.db, actor(req), q);
    return renderPage(reply, DriverTripsPage({ user: actor(req), flash: takeFlash(req, reply), rows, info: pageInfo(q.page, q.limit, total), filter: q.status }));
  }

  async function showDriverTripPage(req: WithId, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Trip');
    return sendTripPage(req, reply, req.params.id);
  }

  async function showTripPage(req: WithId, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Trip');
    const user = actor(req);
    // A driver's trip page is /driver/trips/<id>: literally the same page, with the driver's buttons.
    if (user.role === 'driver') return reply.redirect(driverTripPath(req.params.id), 302);
    return sendTripPage(req, reply, req.params.id);
  }

  async function updateTripStatus(req: WithId, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Trip');
    const parsed = tripStatusSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const err = new ValidationError(zodDetails(parsed.error));
      if (wantsJson(req)) throw err;
      return sendTripPage(req, reply, req.params.id, { error: err.message }, 400);
    }
    try {
      const trip = await advanceTrip(app.db, actor(req), req.params.id, parsed.data.status);
      if (wantsJson(req)) return sendData(reply, { trip: presentTrip(trip) });
      const back = safeNext(parsed.data.return_to) ?? driverTripPath(trip.id);
      return redirectWithFlash(reply, back, `Trip marked: ${STATUS_LABELS[parsed.data.status]}.`);
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      return sendTripPage(req, reply, req.params.id, { error: err.message }, err.status);
    }
  }

  async function cancelTripAction(req: WithId, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Trip');
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const trip = await cancelTrip(app.db, actor(req), req.params.id);
      if (wantsJson(req)) return sendData(reply, { trip: presentTrip(trip) });
      return redirectWithFlash(reply, safeNext(body.return_to) ?? tripPath(trip.id), 'The trip and its load are cancelled. The driver has been told.');
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      return sendTripPage(req, reply, req.params.id, { error: err.message }, err.status);
    }
  }
}
