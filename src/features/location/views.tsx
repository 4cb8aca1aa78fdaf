/** Pages of location tracking: the truck's map and positions, and drivers near a load's pickup. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { Layout } from '../../views/layout.js';
import type { City } from '../../geo/cities.js';
import type { FixJson } from './presenters.js';
import type { LoadWithTrip } from './queries.js';
import { NEARBY_RECENT_HOURS, type NearbyDriver } from './service.js';
import { conversationPath, loadPath } from '../../views/paths.js';

const TRACKING_META = {
  styles: ['/assets/vendor/leaflet/leaflet.css', '/assets/tracking.css'],
  scripts: ['/assets/vendor/leaflet/leaflet.js', '/assets/tracking.js'],
};

/** The files of ShareControl, for the Layout `meta` of every page that shows it. */
export const SHARE_ASSETS = {
  styles: ['/assets/location-share.css'],
  scripts: ['/assets/location-share.js'],
};

/**
 * The assigned driver's "Share my position" toggle (public/assets/location-share.js
 * sends the phone's position, at most every 30 seconds). Hidden until the script
 * finds geolocation; one per page (it is found by id).
 */
export function ShareControl({ loadId }: { loadId: string }) {
  return (
    <>
      <section class="card" id="share" data-load-id={loadId} hidden>
        <h2>Share my position</h2>
        <p class="muted">While sharing, this page sends your phone's position at most every 30 seconds. Keep it open during the trip.</p>
        <button type="button" id="share-toggle" aria-pressed="false">
          Start sharing
        </button>
        <p id="share-status" role="status" class="muted"></p>
      </section>
      <noscript>
        <p class="card">Sharing your position needs JavaScript and permission to use your location.</p>
      </noscript>
    </>
  );
}

const withShareAssets = (meta: { styles: string[]; scripts: string[] }) => ({
  styles: [...meta.styles, ...SHARE_ASSETS.styles],
  scripts: [...meta.scripts, ...SHARE_ASSETS.scripts],
});

const RECENT_ROWS = 10;

const formatCoords = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

const tripLabel = (status: string | null) => (status ? status.replace(/_/g, ' ') : 'no trip yet');

export interface TrackingPageProps {
  user: SessionUser;
  flash: Flash | null;
  load: LoadWithTrip;
  latest: FixJson | null;
  trail: FixJson[];
  /** Tile URL template ({z}/{x}/{y}); empty shows the trail on a blank map. */
  tileUrl: string;
  /** The viewer is the assigned driver and the trip is active: the share toggle is offered. */
  canShare: boolean;
}

export function TrackingPage({ user, flash, load, latest, trail, tileUrl, canShare }: TrackingPageProps) {
  const recent = trail.slice(-RECENT_ROWS).reverse();
  const attribution = /openstreetmap\.org/.test(tileUrl) ? '© OpenStreetMap contributors' : '';
  return (
    <Layout title={`Tracking ${load.origin} → ${load.destination}`} user={user} flash={flash} meta={canShare ? withShareAssets(TRACKING_META) : TRACKING_META}>
      <p>
        <a href={loadPath(load.id)}>← Back to the load</a>
      </p>
      <h1>
        Tracking: {load.origin} → {load.destination}
      </h1>
      <p>
        Pickup {formatDate(load.pickupDate)} · Trip <span class={`pill ${load.tripStatus ?? ''}`}>{tripLabel(load.tripStatus)}</span>
      </p>

      <section class="card" aria-labelledby="last-fix-title">
        <h2 id="last-fix-title">Last position</h2>
        <p id="fix-none" class="muted" hidden={latest !== null}>
          No position has been shared yet.
        </p>
        <dl id="fix-facts" class="facts" hidden={latest === null} aria-live="polite">
          <dt>Time</dt>
          <dd>
            <time id="fix-time" datetime={latest?.recorded_at ?? ''}>
              {latest ? formatDateTime(latest.recorded_at) : ''}
            </time>
          </dd>
          <dt>Coordinates</dt>
          <dd id="fix-coords">{latest ? formatCoords(latest.lat, latest.lng) : ''}</dd>
          <dt>Speed</dt>
          <dd id="fix-speed">{latest?.speed_kmh != null ? `${Math.round(latest.speed_kmh)} km/h` : '—'}</dd>
          <dt>Accuracy</dt>
          <dd id="fix-accuracy">{latest?.accuracy_m != null ? `± ${Math.round(latest.accuracy_m)} m` : '—'}</dd>
        </dl>
      </section>

      {canShare && <ShareControl loadId={load.id} />}

      <section
        id="map"
        class={`track-map${tileUrl ? '' : ' no-tiles'}`}
        data-load-id={load.id}
        data-api={`/api/location/${load.id}`}
        data-tile-url={tileUrl}
        data-attribution={attribution}
        aria-label="Map of the truck's route"
      ></section>

      <h2>Recent positions</h2>
      {recent.length === 0 ? (
        <p class="muted">None yet.</p>
      ) : (
        <div class="table-wrap">
          <table id="recent-fixes">
            <thead>
              <tr>
                <th>Time</th>
                <th>Latitude, longitude</th>
                <th>Speed</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((f) => (
                <tr>
                  <td>
                    <time datetime={f.recorded_at}>{formatDateTime(f.recorded_at)}</time>
                  </td>
                  <td>{formatCoords(f.lat, f.lng)}</td>
                  <td>{f.speed_kmh != null ? `${Math.round(f.speed_kmh)} km/h` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {trail.length > RECENT_ROWS && <p class="muted">{trail.length} positions on the map.</p>}
    </Layout>
  );
}

export interface NearbyDriversPageProps {
  user: SessionUser;
  flash: Flash | null;
  load: LoadWithTrip;
  city: City | null;
  drivers: NearbyDriver[];
}

export function NearbyDriversPage({ user, flash, load, city, drivers }: NearbyDriversPageProps) {
  return (
    <Layout title="Drivers near the pickup" user={user} flash={flash}>
      <p>
        <a href={loadPath(load.id)}>← Back to the load</a>
      </p>
      <h1>Drivers near {load.origin}</h1>
      <p class="route">
        {load.origin} → {load.destination} · pickup {formatDate(load.pickupDate)}
      </p>
      {!city ? (
        <p class="card" role="status">
          We do not know where “{load.origin}” is, so drivers cannot be ranked by distance from it. Edit the load's origin to a known city or town to see drivers nearby.
        </p>
      ) : drivers.length === 0 ? (
        <p class="card" role="status">
          No available driver has shared a position in the last {NEARBY_RECENT_HOURS} hours. Drivers appear here when they turn availability on and their phone has reported where they are.
        </p>
      ) : (
        <>
          <p class="muted">
            Available drivers by the distance of their last reported position from {city.name}, {city.state} (positions of the last {NEARBY_RECENT_HOURS} hours).
          </p>
          <ol class="cards nearby" id="nearby-drivers">
            {drivers.map((d) => (
              <li class="card" data-driver={d.driverId}>
                <p>
                  <b>{d.name}</b> <small class="muted">@{d.username}</small>
                </p>
                <p class="distance">
                  <b>{d.distanceKm.toFixed(1)} km</b> away · seen {formatDateTime(d.recordedAt)}
                </p>
                <p class="muted">
                  {[d.truckType, d.truckLengthFt ? `${d.truckLengthFt} ft` : null, d.capacityTonnes ? `${d.capacityTonnes} t` : null, d.vehicleNumber, d.homeCity ? `based in ${d.homeCity}` : null]
                    .filter(Boolean)
                    .join(' · ') || 'No truck details yet'}
                </p>
                <p>
                  <a class="button small" href={conversationPath(d.driverId, load.id)}>
                    Message the driver
                  </a>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </Layout>
  );
}
