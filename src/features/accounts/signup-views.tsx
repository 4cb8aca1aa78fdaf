/** The family B sign-up pages: shipper (company, GSTIN, city) and driver (with the truck). */
import { t, tRich } from '../../lib/i18n/index.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { VehicleFields } from '../../views/vehicle-fields.js';

interface SignupProps {
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

function AccountFields({ values, errors }: SignupProps) {
  return (
    <>
      <Field name="name" label={t('accounts.field.fullName')} values={values} errors={errors} autocomplete="name" required maxlength={120} />
      <Field name="username" label={t('register.username')} values={values} errors={errors} autocomplete="username" required maxlength={64} hint={t('register.usernameHint')} />
      <Field name="phone" label={t('accounts.field.mobile')} type="tel" values={values} errors={errors} autocomplete="tel" inputmode="tel" placeholder="98765 43210" required />
      <Field name="password" label={t('register.password')} type="password" errors={errors} autocomplete="new-password" required hint={t('signup.passwordHint')} />
      <Field name="password_confirm" label={t('accounts.field.confirmPassword')} type="password" errors={errors} autocomplete="new-password" required />
    </>
  );
}

export function ShipperSignupPage({ values, errors, message }: SignupProps) {
  return (
    <Layout title={t('signup.shipper.title')} user={null}>
      <h1>{t('signup.shipper.title')}</h1>
      <p class="muted">{t('signup.shipper.intro')}</p>
      <form method="post" action="/register/shipper" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <AccountFields values={values} errors={errors} />
        <Field name="company_name" label={t('accounts.field.companyName')} values={values} errors={errors} required maxlength={160} autocomplete="organization" />
        <Field name="gstin" label="GSTIN" values={values} errors={errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint={t('accounts.field.gstinHint')} />
        <Field name="city" label={t('accounts.field.city')} values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
        <button type="submit">{t('signup.shipper.submit')}</button>
        <p class="muted">
          {tRich('signup.shipper.other', {
            signin: (chunks) => <a href="/login">{chunks}</a>,
            other: (chunks) => <a href="/register/driver">{chunks}</a>,
          })}
        </p>
      </form>
    </Layout>
  );
}

export function DriverSignupPage({ values, errors, message }: SignupProps) {
  return (
    <Layout title={t('signup.driver.title')} user={null}>
      <h1>{t('signup.driver.title')}</h1>
      <p class="muted">{t('signup.driver.intro')}</p>
      <form method="post" action="/register/driver" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <AccountFields values={values} errors={errors} />
        <h2>{t('profile.yourTruck')}</h2>
        <VehicleFields values={values} errors={errors} />
        <button type="submit">{t('signup.driver.submit')}</button>
        <p class="muted">
          {tRich('signup.driver.other', {
            signin: (chunks) => <a href="/login">{chunks}</a>,
            other: (chunks) => <a href="/register/shipper">{chunks}</a>,
          })}
        </p>
      </form>
    </Layout>
  );
}
