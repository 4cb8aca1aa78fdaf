/** Pages and pieces of trips: the timeline, the trip page (driver and owner), the driver's trip list. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { bidPartyName, cityName, formatTonnes, roleName, statusName, truckTypeName } from '../../lib/words.js';
import { StatusBadge } from '../../views/badge.js';
import { ActionButton, ErrorSummary } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout, type PageMeta } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { Pod } from './pod-queries.js';
import { DeliveryCode, PodCard, PodForm, type PodFormState } from './pod-views.js';
import type { RatingRow } from './ratings-queries.js';
import { GivenRating, RatingForm, type RatingFormState } from './ratings-views.js';
import type { ViewerSide } from './policy.js';
import type { TripDetail, TripListRow } from './queries.js';
import { conversationPath, driverProfilePath, driverTripPath, loadPath, tripInvoicePath, tripPath } from '../../views/paths.js';
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
  pod: Pod | null;
  deliveryCode: string | null;
  podForm?: PodFormState;
  error?: string | null;
  /** The escrow feature's payment part of the trip. */
  paymentSection?: Child;
  /** The load's documents and e-way bill reminder (the load-documents feature's section). */
  documentsSection?: Child;
  /** For the load's owner: the invoices the trip's carrier issued to them (the invoices feature's section). */
  carrierInvoicesSection?: Child;
  /** Open loads near where the trip ends (the lanes feature's section, for the driver). */
  returnLoadsSection?: Child;
  /** The location feature's "Share my position" control (the assigned driver, while the trip is active). */
  shareSection?: Child;
  /** The stylesheet and script the share control needs, added to the page when it is shown. */
  shareMeta?: PageMeta;
}

/** The trip page: the load, both parties, the timeline and what this viewer can do next. */
export function TripPage(p: TripPageProps) {
  const { trip, side } = p;
  const here = side === 'driver' ? driverTripPath(trip.id) : tripPath(trip.id);
  const ownerLabel = roleName(trip.ownerRole === 'broker' ? 'broker' : 'shipper');
  const from = cityName(trip.origin);
  const to = cityName(trip.destination);
  const active = trip.status !== 'delivered' && trip.status !== 'cancelled';
  return (
    <Layout title={t('trips.page.title', { from, to })} user={p.user} flash={p.flash} active={side === 'driver' ? '/driver/trips' : undefined} meta={p.shareSection ? p.shareMeta : undefined}>
      <p class="muted">
        <a href={side === 'driver' ? '/driver/trips' : p.user.role === 'broker' ? '/broker/loads' : p.user.role === 'shipper' ? '/shipper/shipments' : '/admin/loads'}>{t('trips.back')}</a>
      </p>
      <h1>
        <span class="route">
          {from} → {to}
        </span>{' '}
        <TripStatusPill status={trip.status} />
      </h1>
      <ErrorSummary message={p.error} />
      <div class="two-col">
        <div>
          <section class="card">
            <h2>{t('trips.timeline')}</h2>
            <TripTimeline trip={trip} />
            {side === 'driver' && active && <TripStatusButtons trip={trip} />}
            {side === 'driver' && trip.status === 'in_transit' && <PodForm tripId={trip.id} state={p.podForm} />}
            {side === 'driver' && trip.status === 'delivered' && (
              <p>
                <a class="button" href={tripInvoicePath(trip.id)}>
                  {t('invoices.create')}
                </a>
              </p>
            )}
            {side === 'owner' && (CANCELLABLE_TRIP_STATUSES as readonly string[]).includes(trip.status) && (
              <ActionButton action={tripPath(trip.id, 'cancel')} label={t('trips.cancel')} kind="danger" confirm={t('trips.cancelConfirm')} />
            )}
          </section>
          {p.deliveryCode && <DeliveryCode code={p.deliveryCode} />}
          {p.pod && <PodCard tripId={trip.id} loadId={trip.loadId} pod={p.pod} side={side} canDispute={trip.paymentStatus === 'held'} />}
          {p.shareSection}
          {p.returnLoadsSection}
          {p.documentsSection}
          {p.carrierInvoicesSection}
          {trip.status === 'delivered' && side !== 'admin' && (
            <section class="card" id="rating">
              <h2>{t('trips.rating.title')}</h2>
              {p.myRating ? (
                <GivenRating rating={p.myRating} whom={side === 'owner' ? trip.driverName : trip.ownerName} />
              ) : side === 'owner' ? (
                <RatingForm action={`/shipper/rate/${trip.id}`} heading={t('trips.rating.rate', { name: trip.driverName })} state={p.rateForm} returnTo={here} />
              ) : (
                <RatingForm action="/marketplace/rate" heading={t('trips.rating.rate', { name: trip.ownerName })} tripId={trip.id} state={p.rateForm} returnTo={here} />
              )}
              {p.theirRating && (
                <p class="muted">
                  {p.theirRating.review
                    ? t('trips.rating.theyRatedReview', { name: side === 'owner' ? trip.driverName : trip.ownerName, score: p.theirRating.score, review: p.theirRating.review })
                    : t('trips.rating.theyRated', { name: side === 'owner' ? trip.driverName : trip.ownerName, score: p.theirRating.score })}
                </p>
              )}
            </section>
          )}
          {p.paymentSection}
        </div>
        <aside>
          <section class="card">
            <h2>{t('trips.load.title')}</h2>
            <dl class="facts">
              <dt>{t('trips.load.pickup')}</dt>
              <dd>{formatDate(trip.pickupDate)}</dd>
              <dt>{t('trips.load.truck')}</dt>
              <dd>
                {truckTypeName(trip.truckType)}
                {trip.truckLengthFt ? `, ${t('trips.load.lengthFt', { n: trip.truckLengthFt })}` : ''}
              </dd>
              <dt>{t('trips.load.weight')}</dt>
              <dd>{formatTonnes(trip.weightTonnes)}</dd>
              {trip.material && (
                <>
                  <dt>{t('trips.load.material')}</dt>
                  <dd>{trip.material}</dd>
                </>
              )}
              <dt>{t('trips.load.freight')}</dt>
              <dd>{formatRupees(trip.agreedAmountPaise)}</dd>
              <dt>{t('trips.load.status')}</dt>
              <dd>
                <StatusBadge family="load" status={trip.loadStatus} />
              </dd>
            </dl>
            <p>
              <a href={loadPath(trip.loadId)}>{t('trips.load.open')}</a>
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
                {t('trips.party.phone')} <a href={`tel:${trip.contactPhone ?? trip.ownerPhone}`}>{trip.contactPhone ?? trip.ownerPhone}</a>
              </p>
            )}
            {side === 'driver' && (
              <p>
                <a class="button secondary small" href={conversationPath(trip.ownerId, trip.loadId)}>
                  {t('trips.party.messageOwner', { party: bidPartyName(trip.ownerRole === 'broker' ? 'broker' : 'shipper') })}
                </a>
              </p>
            )}
          </section>
          <section class="card">
            <h2>{roleName('driver')}</h2>
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
                {t('trips.party.phone')} <a href={`tel:${trip.driverPhone}`}>{trip.driverPhone}</a>
              </p>
            )}
            {side === 'owner' && (
              <p>
                <a class="button secondary small" href={conversationPath(trip.driverId, trip.loadId)}>
                  {t('trips.party.messageDriver')}
                </a>
              </p>
            )}
          </section>
          {active && (
            <p>
              <a class="button secondary" href={loadPath(trip.loadId, 'track')}>
                {t('trips.track')}
              </a>
            </p>
          )}
        </aside>
      </div>
    </Layout>
  );
}

/** Built when a page is drawn, so its words are in the reader's language. */
const FILTER_TABS = (): Array<[TripFilter, string]> => [
  ['active', t('trips.filter.active')],
  ['delivered', statusName('trip', 'delivered')],
  ['cancelled', statusName('trip', 'cancelled')],
  ['all', t('trips.filter.all')],
];

export function DriverTripsPage({ user, flash, rows, info, filter }: { user: SessionUser; flash?: Flash | null; rows: TripListRow[]; info: PageInfo; filter: TripFilter }) {
  return (
    <Layout title={t('trips.list.title')} user={user} flash={flash} active="/driver/trips">
      <h1>{t('trips.list.title')}</h1>
      <FilterTabs base="/driver/trips" tabs={FILTER_TABS()} current={filter} label={t('trips.list.filterLabel')} />
      {rows.length === 0 ? (
        <p class="card muted">{tRich('trips.list.none', { find: (c) => <a href="/marketplace">{c}</a> })}</p>
      ) : (
        <div>
          <table class="driver-trips stack-on-phone">
            <thead>
              <tr>
                <th>{t('trips.list.route')}</th>
                <th>{t('trips.load.pickup')}</th>
                <th>{t('trips.list.freight')}</th>
                <th>{t('trips.list.status')}</th>
                <th>{t('trips.list.shipper')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr>
                  <td>
                    <a href={driverTripPath(row.id)}>
                      {cityName(row.origin)} → {cityName(row.destination)}
                    </a>
                  </td>
                  <td data-label={t('trips.load.pickup')}>{formatDate(row.pickupDate)}</td>
                  <td data-label={t('trips.list.freight')}>{formatRupees(row.agreedAmountPaise)}</td>
                  <td data-label={t('trips.list.status')}>
                    <TripStatusPill status={row.status} />
                    {row.status === 'delivered' && (
                      <>
                        {' '}
                        <a href={tripInvoicePath(row.id)}>{t('invoices.create')}</a>
                      </>
                    )}
                  </td>
                  <td data-label={t('trips.list.shipper')}>{row.ownerName}</td>
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
