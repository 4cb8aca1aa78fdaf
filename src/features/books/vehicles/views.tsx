/** Pages of the vehicles in the books: the list and the form. */
import type { SessionUser } from '../../../http/context.js';
import type { Flash } from '../../../http/respond.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../../views/form.js';
import { Pagination, type PageInfo } from '../../../views/pagination.js';
import { formatCount, formatTonnes, truckTypeName } from '../../../lib/words.js';
import { BooksPage, options, truckChoices } from '../layout.js';
import type { VehicleOption, VehicleRow } from './queries.js';

export const vehicleChoices = (list: VehicleOption[], empty = '— none —') =>
  options(
    list.map((v) => [v.id, v.active ? v.registrationNumber : `${v.registrationNumber} (inactive)`]),
    empty,
  );

export function VehiclesPage(p: { user: SessionUser; flash?: Flash | null; query: FormValues; rows: VehicleRow[]; info: PageInfo }) {
  return (
    <BooksPage
      title="Vehicles"
      user={p.user}
      flash={p.flash}
      tab="/ledger/vehicles"
      actions={
        <a class="button" href="/ledger/vehicles/new">
          Add vehicle
        </a>
      }
    >
      {p.rows.length === 0 ? (
        <p class="muted">No vehicles yet.</p>
      ) : (
        <div class="table-wrap">
          <table class="ledger-table stack-on-phone">
            <thead>
              <tr>
                <th>Registration</th>
                <th>Truck</th>
                <th>Capacity</th>
                <th>Driver</th>
                <th>Loads</th>
                <th>Status</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((v) => (
                <tr>
                  <td class="card-title">
                    <a href={`/ledger/loads?vehicle_id=${v.id}`}>{v.registrationNumber}</a>
                  </td>
                  <td data-label="Truck">
                    {truckTypeName(v.truckType, 'long')}
                    {v.truckLengthFt ? ` · ${v.truckLengthFt} ft` : ''}
                  </td>
                  <td data-label="Capacity" class="num">
                    {formatTonnes(v.capacityTonnes)}
                  </td>
                  <td data-label="Driver" class={v.driverName || v.driverPhone ? undefined : 'empty'}>
                    {[v.driverName, v.driverPhone].filter(Boolean).join(' · ')}
                  </td>
                  <td data-label="Loads" class="num">
                    {formatCount(v.loadCount)}
                  </td>
                  <td data-label="Status">
                    <span class={`pill ${v.active ? 'active' : 'inactive'}`}>{v.active ? 'Active' : 'Inactive'}</span>
                  </td>
                  <td class="row-action">
                    <a href={`/ledger/vehicles/${v.id}/edit`}>Edit</a>
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
    <BooksPage title={editing ? 'Edit vehicle' : 'Add a vehicle'} user={p.user} tab="/ledger/vehicles">
      <form method="post" action={editing ? `/ledger/vehicles/${p.vehicleId}` : '/ledger/vehicles'} class="stacked card" novalidate>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field
          name="registration_number"
          label="Registration number"
          values={p.values}
          errors={p.errors}
          required
          maxlength={20}
          placeholder="MH12AB1234"
          hint="State series (MH12AB1234) or Bharat series (22BH1234AA)"
        />
        <Field name="truck_type" label="Truck type" options={truckChoices()} values={p.values} errors={p.errors} required />
        <Field name="truck_length_ft" label="Length (ft)" inputmode="numeric" values={p.values} errors={p.errors} />
        <Field name="capacity_tonnes" label="Capacity (tonnes)" inputmode="decimal" values={p.values} errors={p.errors} />
        <Field name="driver_name" label="Driver name" values={p.values} errors={p.errors} maxlength={120} />
        <Field name="driver_phone" label="Driver phone" type="tel" inputmode="tel" values={p.values} errors={p.errors} />
        <div class={`field checkbox${p.errors?.active ? ' has-error' : ''}`}>
          <input type="hidden" name="active" value="0" />
          <label>
            <input type="checkbox" name="active" value="1" id="f-active" checked={active} /> Active (in use)
          </label>
          {p.errors?.active && <small class="error">{p.errors.active}</small>}
        </div>
        <button type="submit">{editing ? 'Save vehicle' : 'Add vehicle'}</button> <a href="/ledger/vehicles">Cancel</a>
      </form>
      {editing && (
        <p>
          <ActionButton action={`/ledger/vehicles/${p.vehicleId}/delete`} label="Delete vehicle" kind="danger" confirm="Delete this vehicle from your books?" />
        </p>
      )}
    </BooksPage>
  );
}
