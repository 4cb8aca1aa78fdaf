/** Pages and pieces of trips: the timeline, the trip page (driver and owner), the driver's trip list. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { formatTonnes, truckTypeName } from '../../lib/words.js';
import { StatusBadge } from '../../views/badge.js';
import { ActionButton, ErrorSummary } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout, type PageMeta } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { RatingRow } from './ratings-queries.js';
import { GivenRating, RatingForm, type RatingFormState } from './ratings-views.js';
import type { ViewerSide } from './policy.js';
import type { TripDetail, TripListRow } from './queries.js';
import { conversationPath, driverProfilePath, driverTripPath, loadPath, tripPath } from '../../views/paths.js';
import { CANCELLABLE_TRIP_STATUSES, type TripFilter } from '../../lib/trip-status.js';
import { RatingBadge, type RatingSummary, TripStatusButtons, TripStatusPill, TripTimeline } from '../../views/trips.js';

export interface TripPageProps {
  user: SessionUser;
  flash?: Flash | null;
  trip: TripDetail;
  side: ViewerSide;
  driverRating: RatingSummary;
  ownerRating: RatingSummary;
  /** The viewer's rating of the other party, and the other party's rating of the viewer. */
  myRating: RatingRow | null;
  theirRating: RatingRow | null;
  rateForm?: RatingFormState;
  error?: string | null;
  /** The escrow feature's payment part of the trip. */
  paymentSection?: Child;
  /** The location feature's "Share my position" control (the assigned driver, while the trip is active). */
  shareSection?: Child;
  /** The stylesheet and script the share control needs, added to the page when it is shown. */
  shareMeta?: PageMeta;
}

/** The trip page: the load, both parties, the timeline and what this viewer can do next. */
export function TripPage(p: TripPageProps) {
  const { trip, side } = p;
  const here = side === 'driver' ? driverTripPath(trip.id) : tripPath(trip.id);
  const ownerLabel = trip.ownerRole === 'broker' ? 'Broker' : 'Shipper';
  const active = trip.status !== 'delivered' && trip.status !== 'cancelled';
  return (
    <Layout title={`Trip ${trip.origin} → ${trip.destination}`} user={p.user} flash={p.flash} active={side === 'driver' ? '/driver/trips' : undefined} meta={p.shareSection ? p.shareMeta : undefined}>
      <p class="muted">
        <a href={side === 'driver' ? '/driver/trips' : p.user.role === 'broker' ? '/broker/loads' : p.user.role === 'shipper' ? '/shipper/shipments' : '/admin/loads'}>← Back</a>
      </p>
      <h1>
        <span class="route">
          {trip.origin} → {trip.destination}
        </span>{' '}
        <TripStatusPill status={trip.status} />
      </h1>
      <ErrorSummary message={p.error} />
      <div class="two-col">
        <div>
          <section class="card">
            <h2>Timeline</h2>
            <TripTimeline trip={trip} />
            {side === 'driver' && active && <TripStatusButtons trip={trip} />}
            {side === 'owner' && (CANCELLABLE_TRIP_STATUSES as readonly string[]).includes(trip.status) && (
              <ActionButton action={tripPath(trip.id, 'cancel')} label="Cancel this trip" kind="danger" confirm="Cancel this trip and its load? The driver will be told." />
            )}
          </section>
          {p.shareSection}
          {trip.status === 'delivered' && side !== 'admin' && (
            <section class="card" id="rating">
              <h2>Rating</h2>
              {p.myRating ? (
                <GivenRating rating={p.myRating} whom={side === 'owner' ? trip.driverName : trip.ownerName} />
              ) : side === 'owner' ? (
                <RatingForm action={`/shipper/rate/${trip.id}`} heading={`Rate ${trip.driverName}`} state={p.rateForm} returnTo={here} />
              ) : (
                <RatingForm action="/marketplace/rate" heading={`Rate ${trip.ownerName}`} tripId={trip.id} state={p.rateForm} returnTo={here} />
              )}
              {p.theirRating && (
                <p class="muted">
                  {side === 'owner' ? trip.driverName : trip.ownerName} rated you {p.theirRating.score} / 5{p.theirRating.review ? <>: “{p.theirRating.review}”</> : null}
                </p>
              )}
            </section>
          )}
          {p.paymentSection}
        </div>
        <aside>
          <section class="card">
            <h2>Load</h2>
            <dl class="facts">
              <dt>Pickup</dt>
              <dd>{formatDate(trip.pickupDate)}</dd>
              <dt>Truck</dt>
              <dd>
                {truckTypeName(trip.truckType)}
                {trip.truckLengthFt ? `, ${trip.truckLengthFt} ft` : ''}
              </dd>
              <dt>Weight</dt>
              <dd>{formatTonnes(trip.weightTonnes)}</dd>
              {trip.material && (
                <>
                  <dt>Material</dt>
                  <dd>{trip.material}</dd>
                </>
              )}
              <dt>Agreed freight</dt>
              <dd>{formatRupees(trip.agreedAmountPaise)}</dd>
              <dt>Load status</dt>
              <dd>
                <StatusBadge family="load" status={trip.loadStatus} />
              </dd>
            </dl>
            <p>
              <a href={loadPath(trip.loadId)}>Open the load page</a>
            </p>
          </section>
          <section class="card">
            <h2>{ownerLabel}</h2>
            <p>
              <b>{trip.ownerName}</b>
              {trip.ownerCompany ? <> · {trip.ownerCompany}</> : null}
            </p>
            <p>
              <RatingBadge summary={p.ownerRating} />
            </p>
            {side !== 'owner' && (trip.contactPhone || trip.ownerPhone) && (
              <p>
                Phone: <a href={`tel:${trip.contactPhone ?? trip.ownerPhone}`}>{trip.contactPhone ?? trip.ownerPhone}</a>
              </p>
            )}
            {side === 'driver' && (
              <p>
                <a class="button secondary small" href={conversationPath(trip.ownerId, trip.loadId)}>
                  Message the {ownerLabel.toLowerCase()}
                </a>
              </p>
            )}
          </section>
          <section class="card">
            <h2>Driver</h2>
            <p>
              <a href={driverProfilePath(trip.driverId)}>
                <b>{trip.driverName}</b>
              </a>
            </p>
            <p>
              <RatingBadge summary={p.driverRating} />
            </p>
            {side !== 'driver' && trip.driverPhone && (
              <p>
                Phone: <a href={`tel:${trip.driverPhone}`}>{trip.driverPhone}</a>
              </p>
            )}
            {side === 'owner' && (
              <p>
                <a class="button secondary small" href={conversationPath(trip.driverId, trip.loadId)}>
                  Message the driver
                </a>
              </p>
            )}
          </section>
          {active && (
            <p>
              <a class="button secondary" href={loadPath(trip.loadId, 'track')}>
                Track the truck
              </a>
            </p>
          )}
        </aside>
      </div>
    </Layout>
  );
}

const FILTER_TABS: Array<[TripFilter, string]> = [
  ['active', 'Active'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
  ['all', 'All'],
];

export function DriverTripsPage({ user, flash, rows, info, filter }: { user: SessionUser; flash?: Flash | null; rows: TripListRow[]; info: PageInfo; filter: TripFilter }) {
  return (
    <Layout title="My trips" user={user} flash={flash} active="/driver/trips">
      <h1>My trips</h1>
      <FilterTabs base="/driver/trips" tabs={FILTER_TABS} current={filter} label="Filter trips" />
      {rows.length === 0 ? (
        <p class="card muted">
          No trips here yet. Trips start when a shipper accepts one of your bids. <a href="/marketplace">Find loads</a>
        </p>
      ) : (
        <div>
          <table class="driver-trips stack-on-phone">
            <thead>
              <tr>
                <th>Route</th>
                <th>Pickup</th>
                <th>Freight</th>
                <th>Status</th>
                <th>Shipper</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr>
                  <td>
                    <a href={driverTripPath(t.id)}>
                      {t.origin} → {t.destination}
                    </a>
                  </td>
                  <td data-label="Pickup">{formatDate(t.pickupDate)}</td>
                  <td data-label="Freight">{formatRupees(t.agreedAmountPaise)}</td>
                  <td data-label="Status">
                    <TripStatusPill status={t.status} />
                  </td>
                  <td data-label="Shipper">{t.ownerName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={info} baseUrl="/driver/trips" query={{ status: filter }} />
    </Layout>
  );
}
