/** Pages of location tracking: the truck's map and positions, and drivers near a load's pickup. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { Layout } from '../../views/layout.js';
import type { City } from '../../geo/cities.js';
import { type MessageKey, t } from '../../lib/i18n/index.js';
import { cityName, formatCount, formatKm, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import type { FixJson } from './presenters.js';
import { AVERAGE_SPEED_KMH, cityAndState, placeName, STALE_AFTER_MINUTES, type TrackSummary } from './summary.js';
import type { LoadWithTrip } from './queries.js';
import { NEARBY_RECENT_HOURS, type NearbyDriver } from './service.js';
import { conversationPath, loadPath } from '../../views/paths.js';

/**
 * A plural message as a template for the page's scripts: the message for `n` = 7777 (every language's
 * "other" form) with the number put back as `{n}`; `one` is the singular, already whole.
 */
function pluralTemplates(key: MessageKey): { one: string; other: string } {
  return { one: t(key, { n: 1 }), other: t(key, { n: 7777 }).replace(/7,777|7777/, '{n}') };
}

/** The words the share script says, in the page's language (public/assets/location-share.js reads them from data-messages). */
function shareMessages(): string {
  return JSON.stringify({
    start: t('tracking.share.start'),
    stop: t('tracking.share.stop'),
    queuedOffline: pluralTemplates('tracking.share.queuedOffline'),
    queuedNotSent: pluralTemplates('tracking.share.queuedNotSent'),
    lastSent: t('tracking.share.lastSent', { time: '{time}' }),
    stopped: t('tracking.share.stopped'),
    notSharing: t('tracking.share.notSharing'),
    resumed: t('tracking.share.resumed'),
    waiting: t('tracking.share.waiting'),
    refused: t('tracking.share.refused'),
    unavailable: t('tracking.share.unavailable'),
  });
}

/** The words the map script writes, in the page's language (public/assets/tracking.js reads them from data-messages). */
function trackingMessages(): string {
  return JSON.stringify({
    justNow: t('time.justNow'),
    minAgo: t('time.minutes', { n: '{n}' }),
    hoursAgo: t('time.hours', { n: '{n}' }),
    yesterday: t('time.yesterday'),
    daysAgo: pluralTemplates('time.days'),
    aboutMin: t('tracking.duration.min', { n: '{n}' }),
    aboutHours: t('tracking.duration.hours', { n: '{n}' }),
    aboutDays: { one: t('tracking.duration.days', { d: 1 }), other: t('tracking.duration.days', { d: 7777 }).replace(/7,777|7777/, '{d}') },
    aboutDaysHours: {
      one: t('tracking.duration.daysHours', { d: 1, h: '{h}' }),
      other: t('tracking.duration.daysHours', { d: 7777, h: '{h}' }).replace(/7,777|7777/, '{d}'),
    },
    stale: t('tracking.stale', { n: STALE_AFTER_MINUTES }),
    staleNone: t('tracking.staleNone'),
    km: t('unit.km', { n: '{n}' }),
    toGo: t('tracking.toGo', { km: '{km}' }),
    eta: t('tracking.eta', { time: '{time}', duration: '{duration}' }),
    speed: t('tracking.speed', { n: '{n}' }),
    accuracy: t('tracking.accuracy', { n: '{n}' }),
    truck: t('tracking.map.truck'),
    truckPosition: t('tracking.map.truckPosition'),
  });
}

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
        <h2>{t('tracking.share.title')}</h2>
        <p class="muted">{t('tracking.share.intro')}</p>
        <button type="button" id="share-toggle" aria-pressed="false">
          {t('tracking.share.start')}
        </button>
        <p id="share-status" role="status" class="muted" data-messages={shareMessages()}></p>
      </section>
      <noscript>
        <p class="card">{t('tracking.share.noscript')}</p>
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
  if (min < 60) return t('tracking.duration.min', { n: min });
  const h = Math.round(min / 60);
  if (h < 24) return t('tracking.duration.hours', { n: h });
  const d = Math.floor(h / 24);
  return h % 24 ? t('tracking.duration.daysHours', { d, h: h % 24 }) : t('tracking.duration.days', { d });
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
        <b id="sum-place">{s.place ? capitalize(s.place) : ''}</b> · {t('tracking.lastSeen')} <span id="sum-seen">{s.lastSeenAt ? <TimeAgo at={s.lastSeenAt} now={now} /> : ''}</span>
      </p>
      <p class="track-where muted" id="sum-none" hidden={!!s.place}>
        {t('tracking.noneShared')}
      </p>
      <p class="track-stale" id="sum-stale" role="alert" hidden={!s.stale}>
        {s.lastSeenAt ? t('tracking.stale', { n: STALE_AFTER_MINUTES }) : t('tracking.staleNone')}
      </p>
      <p class="track-left" id="sum-left" hidden={s.distanceLeftKm === null}>
        <b id="sum-km">{s.distanceLeftKm !== null ? t('tracking.toGo', { km: formatKm(s.distanceLeftKm) }) : ''}</b>
        {' · '}
        <span id="sum-eta">{s.eta ? t('tracking.eta', { time: formatDateTime(s.eta), duration: formatDuration(s.eta.getTime() - now.getTime()) }) : ''}</span>{' '}
        <small class="muted">{t('tracking.approx', { speed: AVERAGE_SPEED_KMH })}</small>
      </p>
    </section>
  );
}

export function TrackingPage({ user, flash, load, latest, trail, summary, tileUrl, canShare }: TrackingPageProps) {
  const now = new Date();
  const recent = trail.slice(-RECENT_ROWS).reverse();
  const attribution = /openstreetmap\.org/.test(tileUrl) ? '© OpenStreetMap contributors' : '';
  return (
    <Layout
      title={t('tracking.page.title', { from: cityName(load.origin), to: cityName(load.destination) })}
      user={user}
      flash={flash}
      meta={canShare ? withShareAssets(TRACKING_META) : TRACKING_META}
    >
      <p class="track-back">
        <a href={loadPath(load.id)}>{t('tracking.back')}</a>
      </p>
      <h1 class="track-title">
        <span class="route">
          {cityName(load.origin)} → {cityName(load.destination)}
        </span>{' '}
        {load.tripStatus ? <StatusBadge family="trip" status={load.tripStatus} /> : <span class="pill">{t('tracking.noTrip')}</span>}
      </h1>

      <TrackSummaryView summary={summary} now={now} />

      <section
        id="map"
        class={`track-map${tileUrl ? '' : ' no-tiles'}`}
        data-load-id={load.id}
        data-messages={trackingMessages()}
        data-api={`/api/location/${load.id}`}
        data-tile-url={tileUrl}
        data-attribution={attribution}
        data-origin={cityAttr(summary.origin)}
        data-origin-name={summary.origin ? t('tracking.map.pickup', { name: cityName(summary.origin.name) }) : ''}
        data-destination={cityAttr(summary.destination)}
        data-destination-name={summary.destination ? t('tracking.map.destination', { name: cityName(summary.destination.name) }) : ''}
        aria-label={t('tracking.map.label')}
      ></section>
      <p id="map-note" class="track-note" role="status" hidden={!!tileUrl}>
        {tileUrl ? t('tracking.map.tilesFailed') : t('tracking.map.noTiles')}
      </p>
      <p class="track-legend muted">
        <span class="key origin"></span> {t('tracking.legend.pickup')} <span class="key destination"></span> {t('tracking.legend.destination')} <span class="key trail"></span>{' '}
        {t('tracking.legend.route')}
      </p>

      {canShare && <ShareControl loadId={load.id} />}

      <details class="card track-details" id="fix-details">
        <summary>{t('tracking.detail.title')}</summary>
        <p id="fix-none" class="muted" hidden={latest !== null}>
          {t('tracking.noneShared')}
        </p>
        <dl id="fix-facts" class="facts" hidden={latest === null}>
          <dt>{t('tracking.detail.time')}</dt>
          <dd>
            <time id="fix-time" datetime={latest?.recorded_at ?? ''}>
              {latest ? formatDateTime(latest.recorded_at) : ''}
            </time>
          </dd>
          <dt>{t('tracking.detail.coords')}</dt>
          <dd id="fix-coords">{latest ? formatCoords(latest.lat, latest.lng) : ''}</dd>
          <dt>{t('tracking.detail.speed')}</dt>
          <dd id="fix-speed">{latest?.speed_kmh != null ? t('tracking.speed', { n: Math.round(latest.speed_kmh) }) : '—'}</dd>
          <dt>{t('tracking.detail.accuracy')}</dt>
          <dd id="fix-accuracy">{latest?.accuracy_m != null ? t('tracking.accuracy', { n: Math.round(latest.accuracy_m) }) : '—'}</dd>
        </dl>
      </details>

      <h2>{t('tracking.recent.title')}</h2>
      {recent.length === 0 ? (
        <p class="muted">{t('tracking.recent.none')}</p>
      ) : (
        <ol class="track-fixes" id="recent-fixes">
          {recent.map((f) => (
            <li>
              <b>{capitalize(placeName(f))}</b> · <TimeAgo at={f.recorded_at} now={now} />
              {f.speed_kmh != null ? ` · ${t('tracking.speed', { n: Math.round(f.speed_kmh) })}` : ''}
              <br />
              <small class="muted">
                {formatDateTime(f.recorded_at)} · {formatCoords(f.lat, f.lng)}
              </small>
            </li>
          ))}
        </ol>
      )}
      {trail.length > RECENT_ROWS && <p class="muted">{t('tracking.recent.more', { n: formatCount(trail.length) })}</p>}
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
    <Layout title={t('tracking.nearby.title')} user={user} flash={flash}>
      <p>
        <a href={loadPath(load.id)}>{t('tracking.back')}</a>
      </p>
      <h1>{t('tracking.nearby.heading', { place: cityName(load.origin) })}</h1>
      <p class="route">{t('tracking.nearby.route', { from: cityName(load.origin), to: cityName(load.destination), date: formatDate(load.pickupDate) })}</p>
      {!city ? (
        <p class="card" role="status">
          {t('tracking.nearby.unknownPlace', { place: load.origin })}
        </p>
      ) : drivers.length === 0 ? (
        <p class="card" role="status">
          {t('tracking.nearby.none', { hours: NEARBY_RECENT_HOURS })}
        </p>
      ) : (
        <>
          <p class="muted">{t('tracking.nearby.intro', { place: cityAndState(city), hours: NEARBY_RECENT_HOURS })}</p>
          <ol class="cards nearby" id="nearby-drivers">
            {drivers.map((d) => (
              <li class="card" data-driver={d.driverId}>
                <p>
                  <b>{d.name}</b> <small class="muted">@{d.username}</small>
                </p>
                <p class="distance">
                  <b>{t('tracking.nearby.away', { km: d.distanceKm.toFixed(1) })}</b> · {t('tracking.nearby.seen', { time: formatDateTime(d.recordedAt) })}
                </p>
                <p class="muted">
                  {[
                    d.truckType ? truckTypeName(d.truckType) : null,
                    d.truckLengthFt ? t('tracking.nearby.lengthFt', { n: d.truckLengthFt }) : null,
                    d.capacityTonnes ? t('tracking.nearby.capacity', { n: d.capacityTonnes }) : null,
                    d.vehicleNumber,
                    d.homeCity ? t('tracking.nearby.basedIn', { city: cityName(d.homeCity) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('tracking.nearby.noTruck')}
                </p>
                <p>
                  <a class="button small" href={conversationPath(d.driverId, load.id)}>
                    {t('tracking.nearby.message')}
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
