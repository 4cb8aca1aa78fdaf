/** Draws the trip page for a request: the trip as the viewer sees it, the escrow part, the driver's share control, and any form state. */
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash, Renderable } from '../../http/respond.js';
import type { TripPageSections } from '../../views/sections.js';
import type { PodFormState } from './pod-views.js';
import type { RatingFormState } from './ratings-views.js';
import { getTripView } from './service.js';
import { TripPage } from './views.js';

/** What the page needs of the request: a route's context (its flash is read only once the trip is found). */
interface TripPageCtx {
  db: Database;
  user: SessionUser;
  readonly flash: Flash | null;
}

export type RenderTripPage = (ctx: TripPageCtx, tripId: string, extra?: { error?: string | null; rateForm?: RatingFormState; podForm?: PodFormState }) => Promise<Renderable>;

/** The trip page's renderer, with the parts other features add to it (src/app.ts hands them in). */
export const tripPageRenderer =
  (sections: TripPageSections): RenderTripPage =>
  async (ctx, tripId, extra = {}) => {
    const { db, user } = ctx;
    const view = await getTripView(db, user, tripId);
    const load = { id: view.trip.loadId, ownerId: view.trip.ownerId, status: view.trip.loadStatus, paymentStatus: view.trip.paymentStatus, assignedDriverId: view.trip.driverId };
    const [paymentSection, shareSection, documentsSection, carrierInvoicesSection, returnLoadsSection] = await Promise.all([
      sections.payment(db, user, load),
      view.side === 'driver' ? sections.share.render(db, user, view.trip.loadId) : null,
      sections.documents(db, user, load),
      sections.carrierInvoices(db, user, load),
      view.side === 'driver' ? sections.returnLoads(db, user, view.trip.id) : null,
    ]);
    return TripPage({ user, flash: ctx.flash, ...view, ...extra, paymentSection, shareSection, documentsSection, carrierInvoicesSection, returnLoadsSection, shareMeta: sections.share.meta });
  };
