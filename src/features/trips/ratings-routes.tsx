/** Route table of ratings: the shipper's door (rates the driver) and the marketplace door (either side). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Ctx, parseInput, route, uuidParam, type PageCtx } from '../../http/action.js';
import type { DomainError } from '../../http/errors.js';
import { safeNext } from '../../http/respond.js';
import { t } from '../../lib/i18n/index.js';
import { driverTripPath, tripPath } from '../../views/paths.js';
import type { RenderTripPage } from './page.js';
import { presentRating } from './ratings-presenters.js';
import { rateSchema, tripIdSchema } from './ratings-schema.js';
import { rateTrip } from './ratings-service.js';

const withTrip = z.object({ tripId: uuidParam('Trip') });

/** A refused rating redraws the trip page it came from (`tripPage`, with the trip page's sections). */
export function registerRatingRoutes(app: FastifyInstance, tripPage: RenderTripPage): void {
  // The load's owner rates the driver of a delivered trip.
  route(app, 'POST /shipper/rate/:tripId', {
    summary: 'The load owner rates the driver of a delivered trip (score 1-5, optional review)',
    access: ['shipper', 'broker'],
    params: withTrip,
    body: rateSchema,
    run: ({ db, user, params, body }) => rateTrip(db, user, params.tripId, body, 'owner'),
    status: 201,
    json: (rating) => ({ rating: presentRating(rating) }),
    redirect: (_rating, ctx) => afterRating(ctx, ctx.params.tripId),
    form: (refusal, ctx) => refusedRating(refusal, ctx, ctx.params.tripId),
  });

  // Either party rates the other (family B).
  route(app, 'POST /marketplace/rate', {
    summary: 'Either party of a delivered trip rates the other (trip_id, score 1-5, optional review)',
    // The trip first: without it there is no form to show again (see refusedRating).
    body: (raw) => ({ ...parseInput(tripIdSchema, raw), ...parseInput(rateSchema, raw) }),
    run: ({ db, user, body }) => rateTrip(db, user, body.trip_id, { score: body.score, review: body.review }),
    status: 201,
    json: (rating) => ({ rating: presentRating(rating) }),
    redirect: (_rating, ctx) => afterRating(ctx, ctx.body.trip_id),
    form: (refusal, ctx) => {
      const trip = tripIdSchema.safeParse(ctx.req.body ?? {});
      // Without a trip there is no form to show again: a plain 400.
      if (!trip.success) throw refusal;
      return refusedRating(refusal, ctx, trip.data.trip_id);
    },
  });

  /** Back to the trip (the driver's page or the owner's), or where the form came from. */
  function afterRating({ user, values }: Ctx<unknown, unknown, unknown>, tripId: string) {
    return { to: safeNext(values.return_to) ?? (user.role === 'driver' ? driverTripPath(tripId) : tripPath(tripId)), flash: t('trips.flash.rated') };
  }

  /** The trip page again: an invalid rating in its rating form with the values kept, any other refusal on top. */
  function refusedRating(refusal: DomainError, ctx: PageCtx<unknown, unknown, unknown>, tripId: string) {
    if (refusal.code !== 'VALIDATION_ERROR') return tripPage(ctx, tripId, { error: refusal.message });
    const values = { score: ctx.values.score ?? '', review: ctx.values.review ?? '' };
    return tripPage(ctx, tripId, { rateForm: { values, errors: refusal.details, message: refusal.message } });
  }
}
