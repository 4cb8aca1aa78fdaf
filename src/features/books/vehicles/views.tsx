/** Pages of the vehicles in the books: the list and the form. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { t } from '../../../lib/i18n/index.js';
import { formatCount, formatTonnes, truckTypeName } from '../../../lib/words.js';
import { BooksPage, options, truckChoices } from '../layout.js';
import type { VehicleOption, VehicleRow } from './queries.js';

export const vehicleChoices = (list: VehicleOption[], empty = t('books.none')) =>
  options(
    list.map((v) => [v.id, v.active ? v.registrationNumber : t('books.vehicles.inactiveOption', { number: v.registrationNumber })]),
    empty,
  );

export function VehiclesPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; rows: VehicleRow[]; info: PageInfo }) {
  return (
    <BooksPage
      title={t('books.vehicles.title')}
      user={p.user}
      flash={p.flash}
      tab="/ledger/vehicles"
      actions={
        <a class="button" href="/ledger/vehicles/new">
          {t('books.vehicles.add')}
        </a>
      }
    >
      {p.rows.length === 0 ? (
        <p class="muted">{t('books.vehicles.none')}</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
            <thead>
              <tr>
                <th>{t('books.col.registration')}</th>
                <th>{t('books.col.truck')}</th>
                <th>{t('books.col.capacity')}</th>
                <th>{t('books.col.driver')}</th>
                <th>{t('books.col.loads')}</th>
                <th>{t('books.col.status')}</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((v) => (
                <tr>
                  <td class="card-title">
                    <a href={`/ledger/loads?vehicle_id=${v.id}`}>{v.registrationNumber}</a>
                  </td>
                  <td data-label={t('books.col.truck')}>
                    {truckTypeName(v.truckType, 'long')}
                    {v.truckLengthFt ? ` · ${t('books.feet', { n: v.truckLengthFt })}` : ''}
                  </td>
                  <td data-label={t('books.col.capacity')} class="num">
                    {formatTonnes(v.capacityTonnes)}
                  </td>
                  <td data-label={t('books.col.driver')} class={v.driverName || v.driverPhone ? undefined : 'empty'}>
                    {[v.driverName, v.driverPhone].filter(Boolean).join(' · ')}
                  </td>
                  <td data-label={t('books.col.loads')} class="num">
                    {formatCount(v.loadCount)}
                  </td>
                  <td data-label={t('books.col.status')}>
                    <span class={`pill ${v.active ? 'active' : 'inactive'}`}>{v.active ? t('books.vehicles.active') : t('books.vehicles.inactive')}</span>
                  </td>
                  <td class="row-action">
                    <a href={`/ledger/vehicles/${v.id}/edit`}>{t('books.edit')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={p.info} baseUrl="/ledger/vehicles" query={p.query as Record<string, string>} />
    </BooksPage>
  );
}

export function VehicleFormPage(p: { user: SessionUser; vehicleId?: string; values: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const editing = Boolean(p.vehicleId);
  const active = !['0', 'false', 'off', ''].includes(String(p.values.active ?? '1'));
  return (
    <BooksPage title={editing ? t('books.vehicles.editTitle') : t('books.vehicles.addTitle')} user={p.user} tab="/ledger/vehicles">
      <form method="post" action={editing ? `/ledger/vehicles/${p.vehicleId}` : '/ledger/vehicles'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field
          name="registration_number"
          label={t('books.field.registration')}
          values={p.values}
          errors={p.errors}
          required
          maxlength={20}
          placeholder="MH12AB1234"
          hint={t('books.vehicles.registrationHint')}
        />
        <Field name="truck_type" label={t('books.field.truckType')} options={truckChoices()} values={p.values} errors={p.errors} required />
        <Field name="truck_length_ft" label={t('books.field.lengthFt')} inputmode="numeric" values={p.values} errors={p.errors} />
        <Field name="capacity_tonnes" label={t('books.field.capacityTonnes')} inputmode="decimal" values={p.values} errors={p.errors} />
        <Field name="driver_name" label={t('books.field.driverName')} values={p.values} errors={p.errors} maxlength={120} />
        <Field name="driver_phone" label={t('books.field.driverPhone')} type="tel" inputmode="tel" values={p.values} errors={p.errors} />
        <div class={`field checkbox${p.errors?.active ? ' has-error' : ''}`}>
          <input type="hidden" name="active" value="0" />
          <label>
            <input type="checkbox" name="active" value="1" id="f-active" checked={active} /> {t('books.vehicles.activeInUse')}
          </label>
          {p.errors?.active && <small class="error">{p.errors.active}</small>}
        </div>
        <button type="submit">{editing ? t('books.vehicles.save') : t('books.vehicles.add')}</button> <a href="/ledger/vehicles">{t('books.cancel')}</a>
      </form>
      {editing && (
        <p>
          <ActionButton action={`/ledger/vehicles/${p.vehicleId}/delete`} label={t('books.vehicles.delete')} kind="danger" confirm={t('books.vehicles.deleteConfirm')} />
        </p>
      )}
    </BooksPage>
  );
}
