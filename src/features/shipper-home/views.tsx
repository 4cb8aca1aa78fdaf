/** Pages of the shipper: home, own loads, shipments. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { formatCount } from '../../lib/words.js';
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
    <Layout title="Home" user={p.user} flash={p.flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/shipper">
      <h1>Namaste, {p.user.name}</h1>
      <section class="stats">
        <div class="stat" id="stat-open-loads">
          <b>{formatCount(p.counts.openLoads)}</b>
          <span>Open loads</span>
        </div>
        <div class="stat" id="stat-active">
          <b>{formatCount(p.counts.activeShipments)}</b>
          <span>Shipments under way</span>
        </div>
        <div class="stat" id="stat-spend-month">
          <b>{formatRupees(p.spend.monthPaise)}</b>
          <span>Spent this month (freight released + fees)</span>
        </div>
        <div class="stat" id="stat-spend-total">
          <b>{formatRupees(p.spend.totalPaise)}</b>
          <span>Spent in all</span>
        </div>
        <div class="stat" id="stat-held">
          <b>{formatRupees(p.heldPaise)}</b>
          <span>Held in escrow now (not yet spent)</span>
        </div>
      </section>
      <p>
        <a class="button" href="/loads/new">
          Post a load
        </a>{' '}
        <a class="button secondary" href="/escrow">
          Payments
        </a>
      </p>
      <section class="card" id="open-loads">
        <h2>Open loads</h2>
        {p.openLoads.length === 0 ? (
          <p class="muted">
            No open loads. <a href="/loads/new">Post a load</a> to get bids from drivers.
          </p>
        ) : (
          <OwnerLoadsTable rows={p.openLoads} />
        )}
        <p>
          <a href="/shipper/loads">All my loads</a>
        </p>
      </section>
      <section class="card" id="active-shipments">
        <h2>Shipments under way</h2>
        {p.activeTrips.length === 0 ? (
          <p class="muted">Nothing on the road right now.</p>
        ) : (
          <ul class="shipments">
            {p.activeTrips.map((t) => (
              <li>
                <a href={tripPath(t.id)}>
                  {t.origin} → {t.destination}
                </a>{' '}
                <TripStatusPill status={t.status} /> · {t.driverName} · {formatRupees(t.agreedAmountPaise)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href="/shipper/shipments">All shipments</a>
        </p>
      </section>
      {p.toRate.length > 0 && (
        <section class="card" id="to-rate">
          <h2>Delivered, waiting for your rating</h2>
          <ul>
            {p.toRate.map((t) => (
              <li>
                <a href={`${tripPath(t.id)}#rating`}>
                  {t.origin} → {t.destination}
                </a>{' '}
                · {t.driverName}
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
    <Layout title="My loads" user={user} flash={flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/shipper/loads">
      <h1>My loads</h1>
      <FilterTabs base="/shipper/loads" tabs={OWNER_LOAD_TABS} current={status} label="Filter loads" />
      {rows.length === 0 ? (
        <p class="card muted">
          No loads here. <a href="/loads/new">Post a load</a>
        </p>
      ) : (
        <OwnerLoadsTable rows={rows} />
      )}
      <Pagination info={info} baseUrl="/shipper/loads" query={{ status }} />
    </Layout>
  );
}

const SHIPMENT_TABS: Array<[TripFilter, string]> = [
  ['active', 'Under way'],
  ['delivered', 'Delivered'],
  ['cancelled', 'Cancelled'],
  ['all', 'All'],
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
    <Layout title="Shipments" user={p.user} flash={p.flash} active="/shipper/shipments">
      <h1>Shipments</h1>
      <FilterTabs base="/shipper/shipments" tabs={SHIPMENT_TABS} current={p.status} label="Filter shipments" />
      {p.rows.length === 0 ? (
        <p class="card muted">No shipments here.</p>
      ) : (
        <div class="cards">
          {p.rows.map((t) => (
            <article class="card shipment" data-trip={t.id}>
              <h2 class="route">
                <a href={tripPath(t.id)}>
                  {t.origin} → {t.destination}
                </a>{' '}
                <TripStatusPill status={t.status} />
              </h2>
              <p class="muted">
                Pickup {formatDate(t.pickupDate)} · {t.driverName} · {formatRupees(t.agreedAmountPaise)}
              </p>
              <TripTimeline trip={t} />
              <p>
                <a href={tripPath(t.id)}>Trip page</a> · <a href={conversationPath(t.driverId, t.loadId)}>Message the driver</a>
                {t.status !== 'delivered' && t.status !== 'cancelled' && (
                  <>
                    {' '}
                    · <a href={loadPath(t.loadId, 'track')}>Track</a>
                  </>
                )}
              </p>
              {t.status === 'delivered' &&
                (p.rated.has(t.id) ? (
                  <p class="muted">You rated this trip.</p>
                ) : (
                  <p>
                    <a class="button small" href={`${tripPath(t.id)}#rating`}>
                      Rate {t.driverName}
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
