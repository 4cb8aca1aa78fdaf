/**
 * Route table of trips (CONTRACT section 7) and their ratings. The trip page
 * shows parts of other features (payment, position sharing): `sections` hands
 * them in (src/app.ts wires them).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { safeNext } from '../../http/respond.js';
import { t } from '../../lib/i18n/index.js';
import { statusName } from '../../lib/words.js';
import { pageInfo } from '../../views/pagination.js';
import { driverTripPath, tripPath } from '../../views/paths.js';
import type { TripPageSections } from '../../views/sections.js';
import { tripPageRenderer } from './page.js';
import { presentTrip } from './presenters.js';
import { listTripsFor } from './queries.js';
import { registerPodRoutes } from './pod-routes.js';
import { registerRatingRoutes } from './ratings-routes.js';
import { tripListQuerySchema, tripStatusSchema } from './schema.js';
import { advanceTrip, cancelTrip } from './service.js';
import { DriverTripsPage } from './views.js';

const withTrip = z.object({ id: uuidParam('Trip') });

export function registerTripRoutes(app: FastifyInstance, { sections }: { sections: TripPageSections }): void {
  const tripPage = tripPageRenderer(sections);

  // Trips as JSON: the caller's own (driver) or those on their loads (shipper, broker).
  route(app, 'GET /api/trips', {
    summary: "The caller's trips (a driver's own, or those on a shipper's or broker's loads), by status",
    access: ['driver', 'shipper', 'broker'],
    query: tripListQuerySchema,
    run: ({ db, user, query }) => listTripsFor(db, user, query),
    json: ({ rows, total }, { query }) => ({ trips: rows.map(presentTrip), pagination: pageInfo(query.page, query.limit, total) }),
  });

  // The driver's trips and the status flow.
  route(app, 'GET /driver/trips', {
    summary: "The driver's trips, by status",
    access: ['driver'],
    // A filter the page does not know shows every trip rather than an error.
    query: (raw) => tripListQuerySchema.safeParse(raw ?? {}).data ?? tripListQuerySchema.parse({}),
    run: ({ db, user, query }) => listTripsFor(db, user, query),
    page: ({ rows, total }, { user, flash, query }) => DriverTripsPage({ user, flash, rows, info: pageInfo(query.page, query.limit, total), filter: query.status }),
  });

  route(app, 'GET /driver/trips/:id', {
    summary: 'A trip as its driver sees it, with the status buttons',
    access: ['driver'],
    params: withTrip,
    run: () => null,
    page: (_none, ctx) => tripPage(ctx, ctx.params.id),
  });

  route(app, 'POST /driver/trips/:id/status', {
    summary: 'The assigned driver moves a trip one step forward (en_route_to_pickup, loaded from the pickup day, in_transit); delivered needs POST /driver/trips/<id>/deliver',
    access: ['driver'],
    params: withTrip,
    body: tripStatusSchema,
    run: ({ db, user, params, body }) => advanceTrip(db, user, params.id, body.status),
    json: (trip) => ({ trip: presentTrip(trip) }),
    redirect: (trip, { body }) => ({ to: safeNext(body.return_to) ?? driverTripPath(trip.id), flash: t('trips.flash.marked', { status: statusName('trip', body.status) }) }),
    form: (refusal, ctx) => tripPage(ctx, ctx.params.id, { error: refusal.message }),
  });

  // The trip as its load's owner (or an admin) sees it, and its cancellation by the owner.
  route(app, 'GET /trips/:id', {
    summary: "A trip as its load's owner or an admin sees it",
    params: withTrip,
    run: () => null,
    // A driver's trip page is /driver/trips/<id>: literally the same page, with the driver's buttons.
    page: (_none, ctx) => (ctx.user.role === 'driver' ? { redirect: driverTripPath(ctx.params.id) } : tripPage(ctx, ctx.params.id)),
  });

  route(app, 'POST /trips/:id/cancel', {
    summary: "The load's owner cancels a trip before loading; the load is cancelled with it and held money goes back",
    access: ['shipper', 'broker'],
    params: withTrip,
    run: ({ db, user, params }) => cancelTrip(db, user, params.id),
    json: (trip) => ({ trip: presentTrip(trip) }),
    redirect: (trip, { values }) => ({ to: safeNext(values.return_to) ?? tripPath(trip.id), flash: t('trips.flash.cancelled') }),
    form: (refusal, ctx) => tripPage(ctx, ctx.params.id, { error: refusal.message }),
  });

  // The proof of delivery: the driver's delivery, the owner's acceptance, its photos.
  registerPodRoutes(app, tripPage);

  // Rating the other party of a delivered trip.
  registerRatingRoutes(app, tripPage);
}
