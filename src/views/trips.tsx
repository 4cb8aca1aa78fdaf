/**
 * Pieces of trips that several features' pages show: a trip's status pill,
 * timeline and the driver's status buttons, an owner's load list with its trips
 * (shipper and broker pages), and a user's rating and reviews (trip and driver
 * pages). Props are the plain shapes they draw, so any feature's rows fit.
 */
import type { Child } from 'hono/jsx';
import { formatDate, formatDateTime } from '../lib/dates.js';
import { formatRupees } from '../lib/money.js';
import { DRIVER_TARGETS, flowRank, type OwnerLoadFilter, TRIP_FLOW } from '../lib/trip-status.js';
import { t } from '../lib/i18n/index.js';
import { cityName, formatCount, formatTonnes, statusName, truckTypeName, tripStepAction } from '../lib/words.js';
import { StatusBadge, TimeAgo } from './badge.js';
import { ActionButton } from './form.js';
import { driverTripPath, loadPath, tripPath } from './paths.js';

export function TripStatusPill({ status }: { status: string }) {
  return <StatusBadge family="trip" status={status} />;
}

/** When a trip reached each step of its flow (null: not reached, or skipped). */
interface TripStamps {
  status: string;
  scheduledAt: Date;
  enRouteToPickupAt: Date | null;
  loadedAt: Date | null;
  inTransitAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}
type Stamped = TripStamps;

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

/** When a step was reached: how long ago ("2 h ago"), and the exact India time small beside it. */
function ReachedAt({ at }: { at: Date }) {
  return (
    <span class="step-time">
      <TimeAgo at={at} /> <small class="muted exact">{formatDateTime(at)}</small>
    </span>
  );
}

/**
 * Every step of the flow with the time it was reached; a step the driver went
 * past without marking it shows as skipped; a cancelled trip ends with its cancellation.
 */
export function TripTimeline({ trip }: { trip: Stamped }) {
  const rank = flowRank(trip.status);
  const reached = trip.status === 'cancelled' ? Math.max(...TRIP_FLOW.map((s, i) => (stampOf(trip, s) ? i : -1))) : rank;
  return (
    <ol class="timeline trip-timeline" aria-label={t('trips.timeline.label')}>
      {TRIP_FLOW.map((step, i) => {
        const at = stampOf(trip, step);
        const state = at ? (step === trip.status ? 'done current' : 'done') : i < reached ? 'skipped' : trip.status === 'cancelled' ? 'not-reached' : 'pending';
        return (
          <li class={state} data-step={step}>
            {statusName('trip', step)}{' '}
            {at ? (
              <ReachedAt at={at} />
            ) : state === 'skipped' ? (
              <span class="muted">{t('trips.timeline.skipped')}</span>
            ) : state === 'not-reached' ? (
              <span class="muted">{t('trips.timeline.notReached')}</span>
            ) : (
              <span class="muted">{t('time.notYet')}</span>
            )}
          </li>
        );
      })}
      {trip.status === 'cancelled' && (
        <li class="done current cancelled" data-step="cancelled">
          {statusName('trip', 'cancelled')} {trip.cancelledAt && <ReachedAt at={trip.cancelledAt} />}
        </li>
      )}
    </ol>
  );
}

/**
 * The status button of the assigned driver: the next step only (a trip moves one
 * step at a time). Delivery needs a proof of delivery, so its step is the POD
 * form the trip page draws; elsewhere (`deliverHref`) a link to that form.
 */
export function TripStatusButtons({ trip, returnTo, deliverHref }: { trip: { id: string; status: string }; returnTo?: string; deliverHref?: string }) {
  if (trip.status === 'cancelled' || trip.status === 'delivered') return null;
  const next = DRIVER_TARGETS.find((s) => flowRank(s) === flowRank(trip.status) + 1);
  if (!next) return null;
  if (next === 'delivered') {
    return deliverHref ? (
      <div class="trip-actions">
        <a class="button primary" href={deliverHref}>
          {tripStepAction(next)}
        </a>
      </div>
    ) : null;
  }
  return (
    <div class="trip-actions">
      <div class="sticky-action">
        <ActionButton action={driverTripPath(trip.id, 'status')} label={tripStepAction(next)} kind="primary" fields={returnTo ? { status: next, return_to: returnTo } : { status: next }} />
      </div>
    </div>
  );
}

/** A tab whose label is read when the page draws it (a getter), so it is in the reader's language. */
function tab<T extends string>(value: T, label: () => string): [T, string] {
  const pair = [value, ''] as [T, string];
  Object.defineProperty(pair, 1, { get: label, enumerable: true });
  return pair;
}

/** The status tabs of an owner's load list (the filters of listLoadsOfOwner), labelled (in the reader's language). */
export const OWNER_LOAD_TABS: Array<[OwnerLoadFilter, string]> = [
  tab('all', () => t('trips.filter.all')),
  ...(['open', 'assigned', 'in_transit', 'delivered', 'cancelled', 'expired'] as const).map((s) => tab(s, () => statusName('load', s))),
];

/** One row of an owner's load list: the load, its bids, its trip, and (brokers) its client and commission. */
export interface OwnerLoadItem {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: string;
  weightTonnes: number;
  pricePaise: number | null;
  status: string;
  clientName: string | null;
  liveBids: number;
  totalBids: number;
  tripId: string | null;
  tripStatus: string | null;
  agreedAmountPaise: number | null;
  driverName: string | null;
  commissionPaise: number | null;
  commissionReceivedAt: Date | null;
}

/** An owner's loads with bid counts and trip status (shipper and broker pages); brokers also see client and commission. */
export function OwnerLoadsTable<Row extends OwnerLoadItem>({ rows, withCommission, commissionForm }: { rows: Row[]; withCommission?: boolean; commissionForm?: (row: Row) => Child }) {
  return (
    <table class="owner-loads stack-on-phone">
      <thead>
        <tr>
          <th>{t('trips.owner.load')}</th>
          <th>{t('trips.load.pickup')}</th>
          <th>{t('trips.list.status')}</th>
          <th>{t('trips.owner.bids')}</th>
          <th>{t('trips.owner.trip')}</th>
          {withCommission && <th>{t('trips.owner.clientCommission')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((l) => (
          <tr data-load={l.id}>
            <td>
              <a href={loadPath(l.id)}>
                {cityName(l.origin)} → {cityName(l.destination)}
              </a>
              <br />
              <small class="muted">
                {truckTypeName(l.truckType, 'short')}, {formatTonnes(l.weightTonnes)}
                {l.pricePaise ? ` · ${formatRupees(l.pricePaise)}` : ''}
              </small>
            </td>
            <td data-label={t('trips.load.pickup')}>{formatDate(l.pickupDate)}</td>
            <td data-label={t('trips.list.status')}>
              <StatusBadge family="load" status={l.status} />
            </td>
            <td class="bid-count" data-label={t('trips.owner.bids')}>
              {l.status === 'open' ? t('trips.owner.bidsOpen', { open: formatCount(l.liveBids), all: formatCount(l.totalBids) }) : t('trips.owner.bidsAll', { all: formatCount(l.totalBids) })}
            </td>
            <td data-label={t('trips.owner.trip')} class={l.tripId ? 'trip' : l.status === 'expired' ? 'trip repost' : 'trip empty'}>
              {l.tripId ? (
                <>
                  <a href={tripPath(l.tripId)}>
                    <TripStatusPill status={l.tripStatus!} />
                  </a>
                  <br />
                  <small>
                    {l.driverName} · {formatRupees(l.agreedAmountPaise)}
                  </small>
                </>
              ) : l.status === 'expired' ? (
                <a class="button secondary small" href={loadPath(l.id, 'repost')}>
                  {t('listings.repost')}
                </a>
              ) : (
                <span class="muted">—</span>
              )}
            </td>
            {withCommission && (
              <td data-label={t('trips.owner.client')}>
                {l.clientName ? l.clientName : <span class="muted">{t('trips.owner.noClient')}</span>}
                {l.commissionPaise !== null && (
                  <>
                    <br />
                    <small>{t(l.commissionReceivedAt ? 'trips.owner.commissionReceived' : 'trips.owner.commissionPending', { amount: formatRupees(l.commissionPaise) })}</small>
                  </>
                )}
                {commissionForm?.(l)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A user's average rating and how many ratings it is made of. */
export interface RatingSummary {
  /** Mean score rounded to one decimal; null when there are no ratings. */
  average: number | null;
  count: number;
}

/** "★ 4.5 (12 ratings)" or "No ratings yet". */
export function RatingBadge({ summary }: { summary: RatingSummary }) {
  if (summary.count === 0 || summary.average === null) return <span class="rating muted">{t('trips.rating.none')}</span>;
  return (
    <span class="rating" title={t('trips.rating.average', { avg: summary.average.toFixed(1) })}>
      ★ {summary.average.toFixed(1)} <small class="muted">({t('trips.rating.count', { n: summary.count })})</small>
    </span>
  );
}

/** A rating with its review, who gave it and on which route. */
export interface Review {
  score: number;
  review: string | null;
  createdAt: Date;
  raterName: string;
  origin: string;
  destination: string;
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) return <p class="muted">{t('trips.rating.noReviews')}</p>;
  return (
    <ul class="reviews">
      {reviews.map((r) => (
        <li>
          <b>{r.score} / 5</b> · {r.raterName} ·{' '}
          <span class="muted">
            {cityName(r.origin)} → {cityName(r.destination)}, <TimeAgo at={r.createdAt} />
          </span>
          {r.review && <p>{r.review}</p>}
        </li>
      ))}
    </ul>
  );
}
