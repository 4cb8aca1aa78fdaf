/**
 * What the trips feature contributes to a load's page (/loads/<id>,
 * /marketplace/load/<id>): the trip with its timeline and the viewer's next
 * step. Shown to the load's owner, its assigned driver and admins only.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton } from '../../views/form.js';
import { GivenRating, RatingForm } from './ratings-views.js';
import { findTripViewOfLoad } from './service.js';
import { driverProfilePath, driverTripPath, loadPath, tripInvoicePath, tripPath } from '../../views/paths.js';
import { CANCELLABLE_TRIP_STATUSES } from '../../lib/trip-status.js';
import { RatingBadge, TripStatusButtons, TripStatusPill, TripTimeline } from '../../views/trips.js';

export interface LoadForTrip {
  id: string;
  ownerId: string;
}

/** The trip part of a load page for this viewer; null when the load has no trip or the viewer is not a party. */
export async function renderTripSection(db: Database, viewer: SessionUser, load: LoadForTrip): Promise<Child> {
  const view = await findTripViewOfLoad(db, viewer, load.id);
  if (!view) return null;
  const { trip, side } = view;
  const here = loadPath(load.id);
  return (
    <section class="card trip-section" id="trip">
      <h2>
        {t('trips.section.title')} <TripStatusPill status={trip.status} />
      </h2>
      <p>
        {t('trips.section.driver')} <a href={driverProfilePath(trip.driverId)}>{trip.driverName}</a> <RatingBadge summary={view.driverRating} /> · {t('trips.load.freight')}{' '}
        <b>{formatRupees(trip.agreedAmountPaise)}</b>
      </p>
      <TripTimeline trip={trip} />
      {side === 'driver' && <TripStatusButtons trip={trip} returnTo={here} deliverHref={`${driverTripPath(trip.id)}#pod`} />}
      {side === 'driver' && trip.status === 'delivered' && (
        <p>
          <a class="button" href={tripInvoicePath(trip.id)}>
            {t('invoices.create')}
          </a>
        </p>
      )}
      {view.deliveryCode && (
        <p class="delivery-code">
          {t('pod.code.title')}: <b>{view.deliveryCode}</b> · <span class="muted">{t('pod.code.explain')}</span>
        </p>
      )}
      {view.pod && (
        <p>
          {t('pod.card.title')}: {view.pod.acceptedAt ? t('pod.state.short.accepted') : t('pod.state.waiting')} ·{' '}
          <a href={`${side === 'driver' ? driverTripPath(trip.id) : tripPath(trip.id)}#pod`}>{t('pod.card.open')}</a>
        </p>
      )}
      {side === 'owner' && (CANCELLABLE_TRIP_STATUSES as readonly string[]).includes(trip.status) && (
        <ActionButton action={tripPath(trip.id, 'cancel')} label={t('trips.cancel')} kind="danger" confirm={t('trips.cancelConfirm')} fields={{ return_to: here }} />
      )}
      {trip.status === 'delivered' &&
        side !== 'admin' &&
        (view.myRating ? (
          <GivenRating rating={view.myRating} whom={side === 'owner' ? trip.driverName : trip.ownerName} />
        ) : side === 'owner' ? (
          <RatingForm action={`/shipper/rate/${trip.id}`} heading={t('trips.rating.rate', { name: trip.driverName })} returnTo={here} />
        ) : (
          <RatingForm action="/marketplace/rate" heading={t('trips.rating.rate', { name: trip.ownerName })} tripId={trip.id} returnTo={here} />
        ))}
      <p>
        <a href={side === 'driver' ? driverTripPath(trip.id) : tripPath(trip.id)}>{t('trips.section.openTrip')}</a>
        {trip.status !== 'delivered' && trip.status !== 'cancelled' && (
          <>
            {' '}
            · <a href={loadPath(trip.loadId, 'track')}>{t('trips.track')}</a>
          </>
        )}
      </p>
    </section>
  );
}
