/** JSON shapes of location tracking (snake_case, ISO times). */
import type { FixRow } from './queries.js';

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
