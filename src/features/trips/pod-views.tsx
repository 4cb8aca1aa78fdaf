/** The proof of delivery on a trip's page: the driver's delivery form, the owner's delivery code, the POD itself and its acceptance. */
import { formatDateTime } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { ActionButton, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { driverTripPath, podPhotoPath, tripPath } from '../../views/paths.js';
import type { ViewerSide } from './policy.js';
import type { Pod } from './pod-queries.js';
import { MAX_POD_PHOTOS } from './pod-schema.js';

export interface PodFormState {
  values: FormValues;
  errors: FormErrors;
}

/** The driver's delivery form (a trip in transit): photos taken or chosen on the phone, the receiver's name, the code if the receiver has one. */
export function PodForm({ tripId, state, returnTo }: { tripId: string; state?: PodFormState; returnTo?: string }) {
  return (
    <form method="post" action={driverTripPath(tripId, 'deliver')} enctype="multipart/form-data" class="pod-form" id="pod">
      <h3>{t('pod.form.title')}</h3>
      <p class="muted">{t('pod.form.intro')}</p>
      <Field
        name="photo"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        required
        label={t('pod.field.photo')}
        hint={t('pod.field.photoHint', { n: MAX_POD_PHOTOS })}
        errors={state?.errors}
      />
      <Field name="receiver_name" label={t('pod.field.receiver')} values={state?.values} errors={state?.errors} required maxlength={100} autocomplete="off" />
      <Field name="code" label={t('pod.field.code')} values={state?.values} errors={state?.errors} inputmode="numeric" maxlength={20} autocomplete="off" hint={t('pod.field.codeHint')} />
      {returnTo && <input type="hidden" name="return_to" value={returnTo} />}
      <p>
        <button type="submit" class="primary">
          {t('pod.form.submit')}
        </button>
      </p>
    </form>
  );
}

/** The code the load's owner gives the receiver (shown to the owner while the trip is under way). */
export function DeliveryCode({ code }: { code: string }) {
  return (
    <section class="card delivery-code" id="delivery-code">
      <h2>{t('pod.code.title')}</h2>
      <p class="big">
        <b data-delivery-code={code}>{code}</b>
      </p>
      <p class="muted">{t('pod.code.explain')}</p>
    </section>
  );
}

/** The POD as its driver, the load's owner or an admin sees it; the owner accepts it or disputes the payment. */
export function PodCard({ tripId, loadId, pod, side, canDispute }: { tripId: string; loadId: string; pod: Pod; side: ViewerSide; canDispute: boolean }) {
  return (
    <section class="card pod" id="pod">
      <h2>{t('pod.card.title')}</h2>
      <p class="pod-photos">
        {pod.photoIds.map((id, i) => (
          <a href={podPhotoPath(tripId, id)}>
            <img src={podPhotoPath(tripId, id)} alt={t('pod.card.photoAlt', { n: i + 1 })} width={160} loading="lazy" />
          </a>
        ))}
      </p>
      <dl class="facts">
        <dt>{t('pod.card.receiver')}</dt>
        <dd>{pod.receiverName}</dd>
        <dt>{t('pod.card.given')}</dt>
        <dd>{formatDateTime(pod.submittedAt)}</dd>
        <dt>{t('pod.card.state')}</dt>
        <dd>
          {pod.acceptedAt ? (pod.byCode ? t('pod.state.byCode', { at: formatDateTime(pod.acceptedAt) }) : t('pod.state.accepted', { at: formatDateTime(pod.acceptedAt) })) : t('pod.state.waiting')}
        </dd>
      </dl>
      {side === 'owner' && !pod.acceptedAt && (
        <>
          <p class="muted">{t('pod.card.ownerAsk')}</p>
          <p>
            <ActionButton action={tripPath(tripId, 'pod/accept')} label={t('pod.card.accept')} kind="primary" />{' '}
            {canDispute && (
              <a class="button secondary" href={`/escrow/dispute?load_id=${loadId}`}>
                {t('pod.card.dispute')}
              </a>
            )}
          </p>
        </>
      )}
    </section>
  );
}
