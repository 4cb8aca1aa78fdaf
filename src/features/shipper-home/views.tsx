/** Pages of the shipper: home, own loads, shipments. */
import { formatDate } from '../../lib/dates.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { cityName, formatCount } from '../../lib/words.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { OwnerLoadRow, TripListRow } from '../trips/service.js';
import type { OwnerCounts, Spend } from './queries.js';
import { conversationPath, loadPath, tripPath } from '../../views/paths.js';
import type { OwnerLoadFilter, TripFilter } from '../../lib/trip-status.js';
import { OWNER_LOAD_TABS, OwnerLoadsTable, TripStatusPill, TripTimeline } from '../../views/trips.js';

export interface ShipperHomeProps {
  user: SessionUser;
  flash?: Flash | null;
  counts: OwnerCounts;
  spend: Spend;
  heldPaise: number;
  openLoads: OwnerLoadRow[];
  activeTrips: TripListRow[];
  toRate: TripListRow[];
}

export function ShipperHomePage(p: ShipperHomeProps) {
  return (
    <Layout title={t('shipperHome.title')} user={p.user} flash={p.flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/shipper">
      <h1>{t('shipperHome.greeting', { name: p.user.name })}</h1>
      <p class="documents-link">
        <a href="/documents">{t('documents.home.link')}</a>
      </p>
      <section class="stats">
        <div class="stat" id="stat-open-loads">
          <b>{formatCount(p.counts.openLoads)}</b>
          <span>{t('shipperHome.openLoads')}</span>
        </div>
        <div class="stat" id="stat-active">
          <b>{formatCount(p.counts.activeShipments)}</b>
          <span>{t('shipperHome.underWay')}</span>
        </div>
        <div class="stat" id="stat-spend-month">
          <b>{formatRupees(p.spend.monthPaise)}</b>
          <span>{t('shipperHome.spentMonth')}</span>
        </div>
        <div class="stat" id="stat-spend-total">
          <b>{formatRupees(p.spend.totalPaise)}</b>
          <span>{t('shipperHome.spentTotal')}</span>
        </div>
        <div class="stat" id="stat-held">
          <b>{formatRupees(p.heldPaise)}</b>
          <span>{t('shipperHome.held')}</span>
        </div>
      </section>
      <p>
        <a class="button" href="/loads/new">
          {t('shipperHome.postLoad')}
        </a>{' '}
        <a class="button secondary" href="/escrow">
          {t('shipperHome.payments')}
        </a>
      </p>
      <section class="card" id="open-loads">
        <h2>{t('shipperHome.openLoads')}</h2>
        {p.openLoads.length === 0 ? <p class="muted">{tRich('shipperHome.noOpenLoads', { link: (c) => <a href="/loads/new">{c}</a> })}</p> : <OwnerLoadsTable rows={p.openLoads} />}
        <p>
          <a href="/shipper/loads">{t('shipperHome.allMyLoads')}</a>
        </p>
      </section>
      <section class="card" id="active-shipments">
        <h2>{t('shipperHome.underWay')}</h2>
        {p.activeTrips.length === 0 ? (
          <p class="muted">{t('shipperHome.nothingOnRoad')}</p>
        ) : (
          <ul class="shipments">
            {p.activeTrips.map((trip) => (
              <li>
                <a href={tripPath(trip.id)}>
                  {cityName(trip.origin)} → {cityName(trip.destination)}
                </a>{' '}
                <TripStatusPill status={trip.status} /> · {trip.driverName} · {formatRupees(trip.agreedAmountPaise)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="/shipper/shipments">{t('shipperHome.allShipments')}</a>
        </p>
      </section>
      {p.toRate.length > 0 && (
        <section class="card" id="to-rate">
          <h2>{t('shipperHome.toRate')}</h2>
          <ul>
            {p.toRate.map((trip) => (
              <li>
                <a href={`${tripPath(trip.id)}#rating`}>
                  {cityName(trip.origin)} → {cityName(trip.destination)}
                </a>{' '}
                · {trip.driverName}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}

export function ShipperLoadsPage({ user, flash, rows, info, status }: { user: SessionUser; flash?: Flash | null; rows: OwnerLoadRow[]; info: PageInfo; status: OwnerLoadFilter }) {
  return (
    <Layout title={t('shipperHome.myLoads')} user={user} flash={flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/shipper/loads">
      <h1>{t('shipperHome.myLoads')}</h1>
      <FilterTabs base="/shipper/loads" tabs={OWNER_LOAD_TABS} current={status} label={t('shipperHome.filterLoads')} />
      {rows.length === 0 ? <p class="card muted">{tRich('shipperHome.noLoads', { link: (c) => <a href="/loads/new">{c}</a> })}</p> : <OwnerLoadsTable rows={rows} />}
      <Pagination info={info} baseUrl="/shipper/loads" query={{ status }} />
    </Layout>
  );
}

/** Built when the page is drawn, so its words are in the reader's language. */
const SHIPMENT_TABS = (): Array<[TripFilter, string]> => [
  ['active', t('shipperHome.tab.active')],
  ['delivered', t('shipperHome.tab.delivered')],
  ['cancelled', t('shipperHome.tab.cancelled')],
  ['all', t('shipperHome.tab.all')],
];

export interface ShipmentsProps {
  user: SessionUser;
  flash?: Flash | null;
  rows: TripListRow[];
  rated: Set<string>;
  info: PageInfo;
  status: TripFilter;
}

export function ShipmentsPage(p: ShipmentsProps) {
  return (
    <Layout title={t('shipperHome.shipments')} user={p.user} flash={p.flash} active="/shipper/shipments">
      <h1>{t('shipperHome.shipments')}</h1>
      <FilterTabs base="/shipper/shipments" tabs={SHIPMENT_TABS()} current={p.status} label={t('shipperHome.filterShipments')} />
      {p.rows.length === 0 ? (
        <p class="card muted">{t('shipperHome.noShipments')}</p>
      ) : (
        <div class="cards">
          {p.rows.map((trip) => (
            <article class="card shipment" data-trip={trip.id}>
              <h2 class="route">
                <a href={tripPath(trip.id)}>
                  {cityName(trip.origin)} → {cityName(trip.destination)}
                </a>{' '}
                <TripStatusPill status={trip.status} />
              </h2>
              <p class="muted">
                {t('shipperHome.pickup', { date: formatDate(trip.pickupDate) })} · {trip.driverName} · {formatRupees(trip.agreedAmountPaise)}
              </p>
              <TripTimeline trip={trip} />
              <p>
                <a href={tripPath(trip.id)}>{t('shipperHome.tripPage')}</a> · <a href={conversationPath(trip.driverId, trip.loadId)}>{t('shipperHome.messageDriver')}</a>
                {trip.status !== 'delivered' && trip.status !== 'cancelled' && (
                  <>
                    {' '}
                    · <a href={loadPath(trip.loadId, 'track')}>{t('shipperHome.track')}</a>
                  </>
                )}
              </p>
              {trip.status === 'delivered' &&
                (p.rated.has(trip.id) ? (
                  <p class="muted">{t('shipperHome.rated')}</p>
                ) : (
                  <p>
                    <a class="button small" href={`${tripPath(trip.id)}#rating`}>
                      {t('shipperHome.rate', { name: trip.driverName })}
                    </a>
                  </p>
                ))}
            </article>
          ))}
        </div>
      )}
      <Pagination info={p.info} baseUrl="/shipper/shipments" query={{ status: p.status }} />
    </Layout>
  );
}
