/**
 * What a load's fixes tell its owner: where the truck is in words (the nearest
 * gazetteer city), when it was last seen and whether that is too long ago, the
 * approximate road distance left and an approximate arrival time.
 */
import { type City, distanceKm, nearestCity, ROAD_FACTOR, resolveCity } from '../../geo/cities.js';
import { currentLocale, t } from '../../lib/i18n/index.js';
import { cityName } from '../../lib/words.js';
import { isTripActive } from './policy.js';
import type { LoadWithTrip } from './queries.js';

/** A fix as presented (presenters.ts's FixJson). */
interface Fix {
  lat: number;
  lng: number;
  recorded_at: string;
}

/** Resolves a load's origin or destination ("Bhiwandi", "Pune, Maharashtra") to a gazetteer city. */
export function knownCity(place: string): City | null {
  return resolveCity(place) ?? resolveCity(place.split(/[,(]/)[0] ?? '');
}

/** A trip under way: the truck is moving to the pickup or to the destination (a scheduled trip has not started). */
const UNDER_WAY = ['en_route_to_pickup', 'loaded', 'in_transit'];
/** The last fix of a trip under way older than this is shown as a warning. */
export const STALE_AFTER_MINUTES = 30;
/** Average speed of an Indian truck over a day, stops included: the ETA's basis, labelled approximate. */
export const AVERAGE_SPEED_KMH = 40;
/** Within this many km of a gazetteer city, a position reads "near <city>". */
const NEAR_KM = 50;

export interface TrackSummary {
  origin: City | null;
  destination: City | null;
  /** "near Vadodara, Gujarat" or "72 km from Vadodara, Gujarat"; null without a fix. */
  place: string | null;
  lastSeenAt: Date | null;
  /** The trip is under way and its last fix is older than STALE_AFTER_MINUTES (or none was shared yet). */
  stale: boolean;
  underWay: boolean;
  /** Approximate road km from the last fix to the destination (through the pickup while the truck is not loaded yet). */
  distanceLeftKm: number | null;
  /** Approximate arrival at AVERAGE_SPEED_KMH from the last fix; never before now. */
  eta: Date | null;
}

/** A gazetteer city in words: "Vadodara, Gujarat" in English; the city in the reader's script otherwise (states have no translation yet). */
export function cityAndState(city: City): string {
  return currentLocale() === 'en' ? `${city.name}, ${city.state}` : cityName(city.name);
}

/** Where a point is, in words. */
export function placeName(point: { lat: number; lng: number }): string {
  const { city, km } = nearestCity(point);
  const place = cityAndState(city);
  return km <= NEAR_KM ? t('tracking.place.near', { place }) : t('tracking.place.from', { km: Math.round(km), place });
}

const roadKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => distanceKm(a, b) * ROAD_FACTOR;

/** What a shipper wants to know: where the truck is, since when, how far it has to go and about when it arrives. */
export function summarize(load: Pick<LoadWithTrip, 'origin' | 'destination' | 'tripStatus'>, latest: Fix | null, now = new Date()): TrackSummary {
  const origin = knownCity(load.origin);
  const destination = knownCity(load.destination);
  const underWay = UNDER_WAY.includes(load.tripStatus ?? '');
  const active = isTripActive(load.tripStatus);
  const lastSeenAt = latest ? new Date(latest.recorded_at) : null;
  const stale = underWay && (!lastSeenAt || now.getTime() - lastSeenAt.getTime() > STALE_AFTER_MINUTES * 60_000);
  let distanceLeftKm: number | null = null;
  let eta: Date | null = null;
  if (active && latest && lastSeenAt && destination) {
    const notLoaded = load.tripStatus === 'scheduled' || load.tripStatus === 'en_route_to_pickup';
    const km = notLoaded && origin ? roadKm(latest, origin) + roadKm(origin, destination) : roadKm(latest, destination);
    distanceLeftKm = Math.round(km);
    eta = new Date(Math.max(now.getTime(), lastSeenAt.getTime() + (km / AVERAGE_SPEED_KMH) * 3600_000));
  }
  return { origin, destination, place: latest ? placeName(latest) : null, lastSeenAt, stale, underWay, distanceLeftKm, eta };
}
