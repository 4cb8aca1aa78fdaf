/** Pieces of ratings other pages show: the average with its count, a rating form, a list of reviews. */
import { TimeAgo } from '../../views/badge.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import type { RatingRow } from './ratings-queries.js';
import { REVIEW_MAX } from './ratings-schema.js';

const SCORE_OPTIONS: Array<[string, string]> = [
  ['', 'Choose…'],
  ['5', '5 – Excellent'],
  ['4', '4 – Good'],
  ['3', '3 – Average'],
  ['2', '2 – Poor'],
  ['1', '1 – Very poor'],
];

export interface RatingFormState {
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

/** The form that rates the other party of a delivered trip. */
export function RatingForm({ action, heading, tripId, returnTo, state }: { action: string; heading: string; tripId?: string; returnTo?: string; state?: RatingFormState }) {
  return (
    <form method="post" action={action} class="stacked rating-form" novalidate>
      <h3>{heading}</h3>
      <ErrorSummary errors={state?.errors} message={state?.message} />
      {tripId && <input type="hidden" name="trip_id" value={tripId} />}
      {returnTo && <input type="hidden" name="return_to" value={returnTo} />}
      <Field name="score" label="Score" options={SCORE_OPTIONS} values={state?.values} errors={state?.errors} required />
      <Field name="review" label="Review" multiline maxlength={REVIEW_MAX} values={state?.values} errors={state?.errors} hint={`Optional, at most ${REVIEW_MAX} characters`} />
      <button type="submit">Submit rating</button>
    </form>
  );
}

/** A rating already given, as its giver sees it. */
export function GivenRating({ rating, whom }: { rating: RatingRow; whom: string }) {
  return (
    <p class="given-rating">
      You rated {whom} <b>{rating.score} / 5</b>
      {rating.review ? <>: “{rating.review}”</> : null}{' '}
      <small class="muted">
        (<TimeAgo at={rating.createdAt} />)
      </small>
    </p>
  );
}
