/** JSON shape of a rating: snake_case, ISO timestamps. */
import type { RatingRow } from './ratings-queries.js';

export function presentRating(r: RatingRow) {
  return { id: r.id, trip_id: r.tripId, rater_id: r.raterId, ratee_id: r.rateeId, score: r.score, review: r.review, created_at: r.createdAt.toISOString() };
}
