/** Pages of saved searches: the list (/alerts) and the form to save or change one (/alerts/new, /alerts/<id>/edit). */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees, rupeesInputValue } from '../../lib/money.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { cityName, formatTonnes, truckTypeName } from '../../lib/words.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { loadPath } from '../../views/paths.js';
import type { MatchRow, SavedSearchRow } from './queries.js';
import { MAX_RADIUS_KM, MAX_SAVED_SEARCHES } from './schema.js';

/** "Delhi (+50 km) → Mumbai", "Any city → Pune". */
function routeText(s: SavedSearchRow): string {
  const end = (city: string | null, km: number) => (city ? (km > 0 ? t('alerts.list.cityRadius', { city: cityName(city), km }) : cityName(city)) : t('alerts.list.anyCity'));
  return `${end(s.origin, s.originRadiusKm)} → ${end(s.destination, s.destinationRadiusKm)}`;
}

/** The search's other conditions in words. */
function conditionsText(s: SavedSearchRow): string {
  const parts = [s.truckType ? truckTypeName(s.truckType) : t('alerts.list.anyTruck')];
  if (s.minWeightTonnes !== null || s.maxWeightTonnes !== null) {
    parts.push(`${s.minWeightTonnes !== null ? formatTonnes(s.minWeightTonnes) : '…'} – ${s.maxWeightTonnes !== null ? formatTonnes(s.maxWeightTonnes) : '…'}`);
  }
  if (s.minRatePerKmPaise !== null) parts.push(t('alerts.list.minRate', { rate: formatRupees(Number(s.minRatePerKmPaise)) }));
  return parts.join(' · ');
}

export function AlertsPage({ user, flash, searches, matches }: { user: SessionUser; flash?: Flash | null; searches: SavedSearchRow[]; matches: Map<string, MatchRow[]> }) {
  return (
    <Layout title={t('alerts.title')} user={user} flash={flash} active="/alerts">
      <h1>{t('alerts.title')}</h1>
      <p class="muted">{t('alerts.list.intro', { max: MAX_SAVED_SEARCHES })}</p>
      {searches.length < MAX_SAVED_SEARCHES && (
        <p>
          <a class="button" href="/alerts/new">
            {t('alerts.list.new')}
          </a>
        </p>
      )}
      {searches.length === 0 && <p class="card empty">{t('alerts.list.empty')}</p>}
      <div class="cards">
        {searches.map((s) => (
          <section class="card saved-search" id={`alert-${s.id}`}>
            <h2>{routeText(s)}</h2>
            <p>
              {conditionsText(s)}
              {s.paused && (
                <>
                  {' · '}
                  <b>{t('alerts.list.paused')}</b>
                </>
              )}
            </p>
            {(matches.get(s.id) ?? []).length > 0 && (
              <>
                <p class="muted">{t('alerts.list.latest')}</p>
                <ul>
                  {(matches.get(s.id) ?? []).map((m) => (
                    <li>
                      <a href={loadPath(m.loadId)}>{`${cityName(m.origin)} → ${cityName(m.destination)}`}</a> · {truckTypeName(m.truckType)} · {formatTonnes(m.weightTonnes)} ·{' '}
                      {formatDate(m.pickupDate)}
                      {m.pricePaise !== null && <> · {formatRupees(Number(m.pricePaise))}</>}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div class="actions">
              <a class="button secondary" href={`/alerts/${s.id}/edit`}>
                {t('alerts.list.edit')}
              </a>
              {s.paused ? (
                <ActionButton action={`/alerts/${s.id}/resume`} label={t('alerts.list.resume')} kind="secondary" />
              ) : (
                <ActionButton action={`/alerts/${s.id}/pause`} label={t('alerts.list.pause')} kind="secondary" />
              )}
              <ActionButton action={`/alerts/${s.id}/delete`} label={t('alerts.list.delete')} kind="danger" confirm={t('alerts.list.deleteConfirm')} />
            </div>
          </section>
        ))}
      </div>
    </Layout>
  );
}

/** The form's values from a saved search (what the edit form starts with). */
export function formValuesOfSearch(s: SavedSearchRow): FormValues {
  return {
    origin: s.origin ?? '',
    origin_radius_km: s.origin ? s.originRadiusKm : '',
    destination: s.destination ?? '',
    destination_radius_km: s.destination ? s.destinationRadiusKm : '',
    truck_type: s.truckType ?? '',
    min_weight: s.minWeightTonnes === null ? '' : String(Number(s.minWeightTonnes)),
    max_weight: s.maxWeightTonnes === null ? '' : String(Number(s.maxWeightTonnes)),
    min_rate_per_km: s.minRatePerKmPaise === null ? '' : rupeesInputValue(Number(s.minRatePerKmPaise)),
  };
}

export function AlertFormPage({
  user,
  action,
  values,
  errors,
  message,
  editing,
}: {
  user: SessionUser;
  action: string;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  editing: boolean;
}) {
  const title = editing ? t('alerts.form.editTitle') : t('alerts.form.newTitle');
  const radius = { type: 'number', inputmode: 'numeric' as const, min: 0, max: MAX_RADIUS_KM, step: 1, hint: t('alerts.form.radiusHint', { max: MAX_RADIUS_KM }) };
  return (
    <Layout title={title} user={user} active="/alerts">
      <h1>{title}</h1>
      <p class="muted">{t('alerts.form.intro')}</p>
      <ErrorSummary errors={errors} message={message} />
      <form method="post" action={action} class="card form-grid" novalidate>
        <Field name="origin" label={t('alerts.field.origin')} values={values} errors={errors} autocomplete="off" hint={t('alerts.form.cityHint')} />
        <Field name="origin_radius_km" label={t('alerts.field.originRadius')} values={values} errors={errors} {...radius} />
        <Field name="destination" label={t('alerts.field.destination')} values={values} errors={errors} autocomplete="off" />
        <Field name="destination_radius_km" label={t('alerts.field.destinationRadius')} values={values} errors={errors} {...radius} />
        <Field
          name="truck_type"
          label={t('alerts.field.truckType')}
          values={values}
          errors={errors}
          options={[['', t('alerts.list.anyTruck')], ...TRUCK_TYPES.map((tt): [string, string] => [tt, truckTypeName(tt)])]}
        />
        <Field name="min_weight" label={t('alerts.field.minWeight')} values={values} errors={errors} inputmode="decimal" />
        <Field name="max_weight" label={t('alerts.field.maxWeight')} values={values} errors={errors} inputmode="decimal" />
        <Field name="min_rate_per_km" label={t('alerts.field.minRate')} values={values} errors={errors} inputmode="decimal" hint={t('alerts.form.rateHint')} />
        <div class="actions">
          <button type="submit">{editing ? t('alerts.form.save') : t('alerts.form.create')}</button>
          <a href="/alerts">{t('alerts.form.cancel')}</a>
        </div>
      </form>
    </Layout>
  );
}
