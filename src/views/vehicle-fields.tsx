/** The truck fields of a driver: the profile form, /register/driver and phone onboarding. */
import { TRUCK_TYPES } from '../lib/trucks.js';
import { truckTypeName } from '../lib/words.js';
import { Field, type FormErrors, type FormValues } from './form.js';

/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => [['', 'Choose…'], ...TRUCK_TYPES.map((t): [string, string] => [t, truckTypeName(t)])];

/** The truck fields, shared by the profile form and /register/driver. */
export function VehicleFields({ values, errors }: { values?: FormValues; errors?: FormErrors | null }) {
  return (
    <>
      <Field name="vehicle_number" label="Vehicle number" values={values} errors={errors} required maxlength={20} placeholder="MH12AB1234" hint="As on the RC, e.g. MH 12 AB 1234 or 22 BH 1234 AA" />
      <Field name="truck_type" label="Truck type" options={TRUCK_OPTIONS()} values={values} errors={errors} required />
      <Field name="truck_length_ft" label="Truck length (feet)" type="number" inputmode="numeric" min={6} max={80} step={1} values={values} errors={errors} />
      <Field name="capacity_tonnes" label="Capacity (tonnes)" type="number" inputmode="decimal" min={0.01} max={100} step={0.01} values={values} errors={errors} />
      <Field name="home_city" label="Home city" values={values} errors={errors} maxlength={80} autocomplete="address-level2" />
    </>
  );
}
