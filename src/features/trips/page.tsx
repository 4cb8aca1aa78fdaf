/** Renders the trip page for a request: the trip as the viewer sees it, the escrow part, the driver's share control, and any form state. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actor } from '../../http/guards.js';
import { renderPage, takeFlash } from '../../http/respond.js';
import type { TripPageSections } from '../../views/sections.js';
import type { RatingFormState } from './ratings-views.js';
import { getTripView } from './service.js';
import { TripPage } from './views.js';

export type SendTripPage = (
  req: FastifyRequest,
  reply: FastifyReply,
  tripId: string,
  extra?: { error?: string | null; rateForm?: RatingFormState },
  status?: number,
) => Promise<FastifyReply>;

/** The trip page's renderer, with the parts other features add to it (src/app.ts hands them in). */
export const tripPageSender = (sections: TripPageSections): SendTripPage => async (req, reply, tripId, extra = {}, status = 200) => {
  const user = actor(req);
  const view = await getTripView(req.server.db, user, tripId);
  const [paymentSection, shareSection] = await Promise.all([
    sections.payment(req.server.db, user, {
      id: view.trip.loadId,
      ownerId: view.trip.ownerId,
      status: view.trip.loadStatus,
      paymentStatus: view.trip.paymentStatus,
      assignedDriverId: view.trip.driverId,
    }),
    view.side === 'driver' ? sections.share.render(req.server.db, user, view.trip.loadId) : null,
  ]);
  return renderPage(reply, TripPage({ user, flash: takeFlash(req, reply), ...view, ...extra, paymentSection, shareSection, shareMeta: sections.share.meta }), status);
};
