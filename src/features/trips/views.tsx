/** Pages and pieces of trips: the timeline, the trip page (driver and owner), the driver's trip list. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { SHARE_ASSETS } from '../location/section.js';
import type { RatingRow, RatingSummary } from './ratings-queries.js';
import { GivenRating, RatingBadge, RatingForm, type RatingFormState } from './ratings-views.js';
import type { ViewerSide } from './policy.js';
import type { OwnerLoadFilter, OwnerLoadRow, TripDetail, TripListRow, TripRow } from './queries.js';
import {
  CANCELLABLE_TRIP_STATUSES,
  DRIVER_TARGETS,
  flowRank,
  STATUS_LABELS,
  TRIP_FLOW,
  type TripFilter,
  type TripStatus,
} from './schema.js';
import { conversationLink } from '../messages/presenters.js';

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as TripStatus] ?? status;
}

export function TripStatusPill({ status }: { status: string }) {
  return <span class={`pill ${status}`}>{statusLabel(status)}</span>;
}

type Stamped = Pick<TripRow, 'status' | 'scheduledAt' | 'enRouteToPickupAt' | 'loadedAt' | 'inTransitAt' | 'deliveredAt' | 'cancelledAt'>;

function stampOf(trip: Stamped, step: (typeof TRIP_FLOW)[number]): Date | null {
  switch (step) {
    case 'scheduled':
      return trip.scheduledAt;
    case 'en_route_to_pickup':
      return trip.enRouteToPickupAt;
    case 'loaded':
      return trip.loadedAt;
    case 'in_transit':
      return trip.inTransitAt;
    case 'delivered':
      return trip.deliveredAt;
  }
}

/**
 * Every step of the flow with the time it was reached; a step the driver went
 * past without marking it shows as skipped; a cancelled trip ends with its cancellation.
 */
export function TripTimeline({ trip }: { trip: Stamped }) {
  const rank = flowRank(trip.status);
  const reached = trip.status === 'cancelled' ? Math.max(...TRIP_FLOW.map((s, i) => (stampOf(trip, s) ? i : -1))) : rank;
  return (
    <ol class="timeline trip-timeline" aria-label="Trip timeline">
      {TRIP_FLOW.map((step, i) => {
        const at = stampOf(trip, step);
        const state = at ? (step === trip.status ? 'done current' : 'done') : i < reached ? 'skipped' : trip.status === 'cancelled' ? 'not-reached' : 'pending';
        return (
          <li class={state} data-step={step}>
            {STATUS_LABELS[step]}{' '}
            {at ? (
              <time datetime={at.toISOString()} class="muted">{formatDateTime(at)}</time>
            ) : state === 'skipped' ? (
              <span class="muted">skipped</span>
            ) : state === 'not-reached' ? (
              <span class="muted">not reached</span>
            ) : (
              <span class="muted">not yet</span>
            )}
          </li>
        );
      })}
      {trip.status === 'cancelled' && (
        <li class="done current cancelled" data-step="cancelled">
          Cancelled <time datetime={trip.cancelledAt?.toISOString()} class="muted">{formatDateTime(trip.cancelledAt)}</time>
        </li>
      )}
    </ol>
  );
}

/** The status buttons of the assigned driver: the next step, then later steps to skip to. */
export function TripStatusButtons({ trip, returnTo }: { trip: Pick<TripRow, 'id' | 'status'>; returnTo?: string }) {
  const rank = flowRank(trip.status);
  if (trip.status === 'cancelled' || trip.status === 'delivered') return null;
  const ahead = DRIVER_TARGETS.filter((s) => flowRank(s) > rank);
  const [next, ...later] = ahead;
  const fields = (status: string): Record<string, string> => (returnTo ? { status, return_to: returnTo } : { status });
  return (
    <div class="trip-actions">
      <ActionButton action={`/driver/trips/${trip.id}/status`} label={`Mark: ${STATUS_LABELS[next]}`} kind="primary" fields={fields(next)} />
      {later.length > 0 && (
        <p class="muted skip-to">
          Skip to:{' '}
          {later.map((s) => (
            <ActionButton action={`/driver/trips/${trip.id}/status`} label={STATUS_LABELS[s]} kind="secondary" fields={fields(s)} confirm={`Skip straight to “${STATUS_LABELS[s]}”?`} />
          ))}
        </p>
      )}
    </div>
  );
}

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
}

/** The trip page: the load, both parties, the timeline and what this viewer can do next. */
export function TripPage(p: TripPageProps) {
  const { trip, side } = p;
  const here = side === 'driver' ? `/driver/trips/${trip.id}` : `/trips/${trip.id}`;
  const ownerLabel = trip.ownerRole === 'broker' ? 'Broker' : 'Shipper';
  const active = trip.status !== 'delivered' && trip.status !== 'cancelled';
  return (
    <Layout
      title={`Trip ${trip.origin} → ${trip.destination}`}
      user={p.user}
      flash={p.flash}
      active={side === 'driver' ? '/driver/trips' : undefined}
      meta={p.shareSection ? SHARE_ASSETS : undefined}
    >
      <p class="muted">
        <a href={side === 'driver' ? '/driver/trips' : p.user.role === 'broker' ? '/broker/loads' : p.user.role === 'shipper' ? '/shipper/shipments' : '/admin/loads'}>← Back</a>
      </p>
      <h1>
        <span class="route">{trip.origin} → {trip.destination}</span> <TripStatusPill status={trip.status} />
      </h1>
      <ErrorSummary message={p.error} />
      <div class="two-col">
        <div>
          <section class="card">
            <h2>Timeline</h2>
            <TripTimeline trip={trip} />
            {side === 'driver' && active && <TripStatusButtons trip={trip} />}
            {side === 'owner' && (CANCELLABLE_TRIP_STATUSES as readonly string[]).includes(trip.status) && (
              <ActionButton action={`/trips/${trip.id}/cancel`} label="Cancel this trip" kind="danger" confirm="Cancel this trip and its load? The driver will be told." />
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
                  {side === 'owner' ? trip.driverName : trip.ownerName} rated you {p.theirRating.score} / 5
                  {p.theirRating.review ? <>: “{p.theirRating.review}”</> : null}
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
              <dd>{trip.truckType}{trip.truckLengthFt ? `, ${trip.truckLengthFt} ft` : ''}</dd>
              <dt>Weight</dt>
              <dd>{trip.weightTonnes} t</dd>
              {trip.material && (
                <>
                  <dt>Material</dt>
                  <dd>{trip.material}</dd>
                </>
              )}
              <dt>Agreed freight</dt>
              <dd>{formatRupees(trip.agreedAmountPaise)}</dd>
              <dt>Load status</dt>
              <dd><span class={`pill ${trip.loadStatus}`}>{trip.loadStatus.replace('_', ' ')}</span></dd>
            </dl>
            <p><a href={`/loads/${trip.loadId}`}>Open the load page</a></p>
          </section>
          <section class="card">
            <h2>{ownerLabel}</h2>
            <p>
              <b>{trip.ownerName}</b>
              {trip.ownerCompany ? <> · {trip.ownerCompany}</> : null}
            </p>
            <p><RatingBadge summary={p.ownerRating} /></p>
            {side !== 'owner' && (trip.contactPhone || trip.ownerPhone) && <p>Phone: <a href={`tel:${trip.contactPhone ?? trip.ownerPhone}`}>{trip.contactPhone ?? trip.ownerPhone}</a></p>}
            {side === 'driver' && <p><a class="button secondary small" href={conversationLink(trip.ownerId, trip.loadId)}>Message the {ownerLabel.toLowerCase()}</a></p>}
          </section>
          <section class="card">
            <h2>Driver</h2>
            <p><a href={`/drivers/${trip.driverId}`}><b>{trip.driverName}</b></a></p>
            <p><RatingBadge summary={p.driverRating} /></p>
            {side !== 'driver' && trip.driverPhone && <p>Phone: <a href={`tel:${trip.driverPhone}`}>{trip.driverPhone}</a></p>}
            {side === 'owner' && <p><a class="button secondary small" href={conversationLink(trip.driverId, trip.loadId)}>Message the driver</a></p>}
          </section>
          {active && (
            <p><a class="button secondary" href={`/loads/${trip.loadId}/track`}>Track the truck</a></p>
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
        <div class="table-wrap">
          <table>
            <thead>
              <tr><th>Route</th><th>Pickup</th><th>Freight</th><th>Status</th><th>Shipper</th></tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr>
                  <td><a href={`/driver/trips/${t.id}`}>{t.origin} → {t.destination}</a></td>
                  <td>{formatDate(t.pickupDate)}</td>
                  <td>{formatRupees(t.agreedAmountPaise)}</td>
                  <td><TripStatusPill status={t.status} /></td>
                  <td>{t.ownerName}</td>
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

/** An owner's loads with bid counts and trip status (shipper and broker pages); brokers also see client and commission. */
/** The status tabs of an owner's load list (the filters of listLoadsOfOwner), labelled. */
export const OWNER_LOAD_TABS: Array<[OwnerLoadFilter, string]> = [
  ['all', 'All'],
  ['open', 'Open'],
  ['assigned', 'Assigned'],
  ['in_transit', 'In transit'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
];

export function OwnerLoadsTable({ rows, withCommission, commissionForm }: { rows: OwnerLoadRow[]; withCommission?: boolean; commissionForm?: (row: OwnerLoadRow) => Child }) {
  return (
    <div class="table-wrap">
      <table class="owner-loads">
        <thead>
          <tr>
            <th>Load</th>
            <th>Pickup</th>
            <th>Status</th>
            <th>Bids</th>
            <th>Trip</th>
            {withCommission && <th>Client and commission</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr data-load={l.id}>
              <td>
                <a href={`/loads/${l.id}`}>{l.origin} → {l.destination}</a>
                <br />
                <small class="muted">{l.truckType}, {l.weightTonnes} t{l.pricePaise ? ` · ${formatRupees(l.pricePaise)}` : ''}</small>
              </td>
              <td>{formatDate(l.pickupDate)}</td>
              <td><span class={`pill ${l.status}`}>{l.status.replace('_', ' ')}</span></td>
              <td class="bid-count">{l.status === 'open' ? `${l.liveBids} open · ${l.totalBids} in all` : `${l.totalBids} in all`}</td>
              <td>
                {l.tripId ? (
                  <>
                    <a href={`/trips/${l.tripId}`}><TripStatusPill status={l.tripStatus!} /></a>
                    <br />
                    <small>{l.driverName} · {formatRupees(l.agreedAmountPaise)}</small>
                  </>
                ) : (
                  <span class="muted">—</span>
                )}
              </td>
              {withCommission && (
                <td>
                  {l.clientName ? l.clientName : <span class="muted">No client</span>}
                  {l.commissionPaise !== null && (
                    <>
                      <br />
                      <small>
                        Commission {formatRupees(l.commissionPaise)} {l.commissionReceivedAt ? '(received)' : '(pending)'}
                      </small>
                    </>
                  )}
                  {commissionForm?.(l)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
