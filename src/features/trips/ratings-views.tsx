/** Pieces of ratings other pages show: the average with its count, a rating form, a list of reviews. */
import { t, tRich } from '../../lib/i18n/index.js';
import { TimeAgo } from '../../views/badge.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import type { RatingRow } from './ratings-queries.js';
import { REVIEW_MAX } from './ratings-schema.js';

/** Built when a form is drawn, so its words are in the reader's language. */
const SCORE_OPTIONS = (): Array<[string, string]> => [
  ['', t('trips.rating.choose')],
  ['5', t('trips.rating.score5')],
  ['4', t('trips.rating.score4')],
  ['3', t('trips.rating.score3')],
  ['2', t('trips.rating.score2')],
  ['1', t('trips.rating.score1')],
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
      <Field name="score" label={t('trips.rating.score')} options={SCORE_OPTIONS()} values={state?.values} errors={state?.errors} required />
      <Field name="review" label={t('trips.rating.review')} multiline maxlength={REVIEW_MAX} values={state?.values} errors={state?.errors} hint={t('trips.rating.reviewHint', { max: REVIEW_MAX })} />
      <button type="submit">{t('trips.rating.submit')}</button>
    </form>
  );
}

/** A rating already given, as its giver sees it. */
export function GivenRating({ rating, whom }: { rating: RatingRow; whom: string }) {
  return (
    <p class="given-rating">
      {tRich('trips.rating.youRated', { b: (c) => <b>{c}</b> }, { name: whom, score: rating.score })}
      {rating.review ? <>: “{rating.review}”</> : null}{' '}
      <small class="muted">
        (<TimeAgo at={rating.createdAt} />)
      </small>
    </p>
  );
}
