/** The truck fields of a driver: the profile form, /register/driver and phone onboarding. */
import { t } from '../lib/i18n/index.js';
import { TRUCK_TYPES } from '../lib/trucks.js';
import { truckTypeName } from '../lib/words.js';
import { Field, type FormErrors, type FormValues } from './form.js';

/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => [['', t('register.choose')], ...TRUCK_TYPES.map((code): [string, string] => [code, truckTypeName(code)])];

/** The truck fields, shared by the profile form and /register/driver. */
export function VehicleFields({ values, errors }: { values?: FormValues; errors?: FormErrors | null }) {
  return (
    <>
      <Field name="vehicle_number" label={t('field.vehicleNumber')} values={values} errors={errors} required maxlength={20} placeholder="MH12AB1234" hint={t('field.vehicleNumber.hint')} />
      <Field name="truck_type" label={t('field.truckType')} options={TRUCK_OPTIONS()} values={values} errors={errors} required />
      <Field name="truck_length_ft" label={t('field.truckLengthFeet')} inputmode="numeric" values={values} errors={errors} />
      <Field name="capacity_tonnes" label={t('field.capacityTonnes')} inputmode="decimal" values={values} errors={errors} />
      <Field name="home_city" label={t('field.homeCity')} values={values} errors={errors} maxlength={80} autocomplete="address-level2" />
    </>
  );
}
