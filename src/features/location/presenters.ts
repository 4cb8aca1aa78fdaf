/** JSON shapes of location tracking (snake_case, ISO times). */
import type { City } from '../../geo/cities.js';
import type { FixRow, LoadWithTrip } from './queries.js';
import { AVERAGE_SPEED_KMH, STALE_AFTER_MINUTES, type TrackSummary } from './summary.js';

export interface FixJson {
  id: number;
  load_id: string;
  lat: number;
  lng: number;
  accuracy_m: number | null;
  speed_kmh: number | null;
  heading: number | null;
  recorded_at: string;
}

export function presentFix(row: FixRow): FixJson {
  return {
    id: row.id,
    load_id: row.loadId,
    lat: row.lat,
    lng: row.lng,
    accuracy_m: row.accuracyM,
    speed_kmh: row.speedKmh,
    heading: row.heading,
    recorded_at: row.recordedAt.toISOString(),
  };
}

export interface Track {
  load: LoadWithTrip;
  latest: FixJson | null;
  /** Oldest first, at most 500 fixes. */
  trail: FixJson[];
  summary: TrackSummary;
}

const presentCity = (c: City | null) => (c ? { name: c.name, state: c.state, lat: c.lat, lng: c.lng } : null);

/** The track of a load: the fixes, and what they tell (the place in words, last seen, stale, distance left, ETA). */
export function presentTrack(track: Track) {
  const s = track.summary;
  return {
    load_id: track.load.id,
    trip_status: track.load.tripStatus,
    latest: track.latest,
    trail: track.trail,
    last_fix: track.latest,
    last_seen_at: s.lastSeenAt?.toISOString() ?? null,
    stale: s.stale,
    stale_after_minutes: STALE_AFTER_MINUTES,
    place: s.place,
    origin: presentCity(s.origin),
    destination: presentCity(s.destination),
    distance_left_km: s.distanceLeftKm,
    eta: s.eta?.toISOString() ?? null,
    eta_average_speed_kmh: AVERAGE_SPEED_KMH,
  };
}
