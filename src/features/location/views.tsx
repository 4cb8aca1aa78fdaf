/** Pages of location tracking: the truck's map and positions, and drivers near a load's pickup. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { Layout } from '../../views/layout.js';
import type { City } from '../../geo/cities.js';
import { formatCount, formatKm } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import type { FixJson } from './presenters.js';
import { AVERAGE_SPEED_KMH, placeName, STALE_AFTER_MINUTES, type TrackSummary } from './summary.js';
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
        <p class="muted">Sent at most every 30 seconds. Stays on through reloads and status changes until you stop it or the trip ends. Without a connection, positions wait on the phone.</p>
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

const capitalize = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "about 45 min", "about 7 h", "about 1 day 4 h". */
function formatDuration(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 60) return `about ${min} min`;
  const h = Math.round(min / 60);
  if (h < 24) return `about ${h} h`;
  const d = Math.floor(h / 24);
  return `about ${d} ${d === 1 ? 'day' : 'days'}${h % 24 ? ` ${h % 24} h` : ''}`;
}

const cityAttr = (c: City | null) => (c ? `${c.lat},${c.lng}` : '');

export interface TrackingPageProps {
  user: SessionUser;
  flash: Flash | null;
  load: LoadWithTrip;
  latest: FixJson | null;
  trail: FixJson[];
  summary: TrackSummary;
  /** Tile URL template ({z}/{x}/{y}); empty shows the trail on a blank map. */
  tileUrl: string;
  /** The viewer is the assigned driver and the trip is active: the share toggle is offered. */
  canShare: boolean;
}

/**
 * What the shipper wants first, as text (no JavaScript needed): where the truck is,
 * since when, a warning when that is too long ago, the distance left and an ETA.
 * tracking.js redraws it from the JSON API when a new fix arrives.
 */
function TrackSummaryView({ summary: s, now }: { summary: TrackSummary; now: Date }) {
  return (
    <section class="track-summary" id="track-summary" aria-live="polite" data-stale-after={STALE_AFTER_MINUTES}>
      <p class="track-where" id="sum-where" hidden={!s.place}>
        <b id="sum-place">{s.place ? capitalize(s.place) : ''}</b> · last seen <span id="sum-seen">{s.lastSeenAt ? <TimeAgo at={s.lastSeenAt} now={now} /> : ''}</span>
      </p>
      <p class="track-where muted" id="sum-none" hidden={!!s.place}>
        No position has been shared yet.
      </p>
      <p class="track-stale" id="sum-stale" role="alert" hidden={!s.stale}>
        {s.lastSeenAt ? `No new position for over ${STALE_AFTER_MINUTES} min: the phone may be offline or sharing off.` : "The trip is under way but the driver's phone has not shared a position yet."}
      </p>
      <p class="track-left" id="sum-left" hidden={s.distanceLeftKm === null}>
        <b id="sum-km">{s.distanceLeftKm !== null ? `${formatKm(s.distanceLeftKm)} to go` : ''}</b>
        {' · '}
        <span id="sum-eta">{s.eta ? `ETA ${formatDateTime(s.eta)} (${formatDuration(s.eta.getTime() - now.getTime())})` : ''}</span>{' '}
        <small class="muted">(approximate: road km at {AVERAGE_SPEED_KMH} km/h incl. stops)</small>
      </p>
    </section>
  );
}

export function TrackingPage({ user, flash, load, latest, trail, summary, tileUrl, canShare }: TrackingPageProps) {
  const now = new Date();
  const recent = trail.slice(-RECENT_ROWS).reverse();
  const attribution = /openstreetmap\.org/.test(tileUrl) ? '© OpenStreetMap contributors' : '';
  return (
    <Layout title={`Tracking ${load.origin} → ${load.destination}`} user={user} flash={flash} meta={canShare ? withShareAssets(TRACKING_META) : TRACKING_META}>
      <p class="track-back">
        <a href={loadPath(load.id)}>← Back to the load</a>
      </p>
      <h1 class="track-title">
        <span class="route">
          {load.origin} → {load.destination}
        </span>{' '}
        {load.tripStatus ? <StatusBadge family="trip" status={load.tripStatus} /> : <span class="pill">No trip yet</span>}
      </h1>

      <TrackSummaryView summary={summary} now={now} />

      <section
        id="map"
        class={`track-map${tileUrl ? '' : ' no-tiles'}`}
        data-load-id={load.id}
        data-api={`/api/location/${load.id}`}
        data-tile-url={tileUrl}
        data-attribution={attribution}
        data-origin={cityAttr(summary.origin)}
        data-origin-name={summary.origin ? `Pickup: ${summary.origin.name}` : ''}
        data-destination={cityAttr(summary.destination)}
        data-destination-name={summary.destination ? `Destination: ${summary.destination.name}` : ''}
        aria-label="Map of the truck's route: pickup, destination, the positions so far and the last one"
      ></section>
      <p id="map-note" class="track-note" role="status" hidden={!!tileUrl}>
        {tileUrl ? 'Map background could not load; positions are still shown.' : 'No map background is configured; positions are still shown.'}
      </p>
      <p class="track-legend muted">
        <span class="key origin"></span> Pickup <span class="key destination"></span> Destination <span class="key trail"></span> Route so far
      </p>

      {canShare && <ShareControl loadId={load.id} />}

      <details class="card track-details" id="fix-details">
        <summary>Last position in detail</summary>
        <p id="fix-none" class="muted" hidden={latest !== null}>
          No position has been shared yet.
        </p>
        <dl id="fix-facts" class="facts" hidden={latest === null}>
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
      </details>

      <h2>Recent positions</h2>
      {recent.length === 0 ? (
        <p class="muted">None yet.</p>
      ) : (
        <ol class="track-fixes" id="recent-fixes">
          {recent.map((f) => (
            <li>
              <b>{capitalize(placeName(f))}</b> · <TimeAgo at={f.recorded_at} now={now} />
              {f.speed_kmh != null ? ` · ${Math.round(f.speed_kmh)} km/h` : ''}
              <br />
              <small class="muted">
                {formatDateTime(f.recorded_at)} · {formatCoords(f.lat, f.lng)}
              </small>
            </li>
          ))}
        </ol>
      )}
      {trail.length > RECENT_ROWS && <p class="muted">{formatCount(trail.length)} positions on the map.</p>}
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
