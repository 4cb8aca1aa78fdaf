/** Inputs of ratings: a score of 1-5 and an optional review of at most 1000 characters. */
import { z } from 'zod';
import { optionalFreeText, recordId, wholeNumber } from '../../lib/fields.js';

export const REVIEW_MAX = 1000;

/** POST /shipper/rate/<trip_id> (the trip comes from the path). */
export const rateSchema = z.object({
  score: wholeNumber('trips.rating.score', 1, 5, 'trips.rule.score'),
  review: optionalFreeText('trips.rating.review', REVIEW_MAX),
});
export type RateInput = z.infer<typeof rateSchema>;

/** POST /marketplace/rate (family B) names the trip in the body: `trip_id`, plus the fields of rateSchema. */
export const tripIdSchema = z.object({
  trip_id: recordId('trips.rule.trip'),
});
