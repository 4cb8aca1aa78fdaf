/** The family B sign-up pages: shipper (company, GSTIN, city) and driver (with the truck). */
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
      <Field name="name" label="Full name" values={values} errors={errors} autocomplete="name" required maxlength={120} />
      <Field name="username" label="Username" values={values} errors={errors} autocomplete="username" required maxlength={64} hint="Lower-case, no spaces" />
      <Field name="phone" label="Mobile number" type="tel" values={values} errors={errors} autocomplete="tel" inputmode="tel" placeholder="98765 43210" required />
      <Field name="password" label="Password" type="password" errors={errors} autocomplete="new-password" required hint="At least 4 characters" />
      <Field name="password_confirm" label="Confirm password" type="password" errors={errors} autocomplete="new-password" required />
    </>
  );
}

export function ShipperSignupPage({ values, errors, message }: SignupProps) {
  return (
    <Layout title="Sign up as a shipper" user={null}>
      <h1>Sign up as a shipper</h1>
      <p class="muted">Post loads, get bids from verified drivers and pay safely through escrow.</p>
      <form method="post" action="/register/shipper" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <AccountFields values={values} errors={errors} />
        <Field name="company_name" label="Company name" values={values} errors={errors} required maxlength={160} autocomplete="organization" />
        <Field name="gstin" label="GSTIN" values={values} errors={errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint="Optional: 15 characters, as on your GST certificate" />
        <Field name="city" label="City" values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
        <button type="submit">Create shipper account</button>
        <p class="muted">
          Already registered? <a href="/login">Sign in</a> · <a href="/register/driver">Sign up as a driver</a>
        </p>
      </form>
    </Layout>
  );
}

export function DriverSignupPage({ values, errors, message }: SignupProps) {
  return (
    <Layout title="Sign up as a driver" user={null}>
      <h1>Sign up as a driver</h1>
      <p class="muted">Find loads on your route, bid, and get paid through escrow.</p>
      <form method="post" action="/register/driver" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <AccountFields values={values} errors={errors} />
        <h2>Your truck</h2>
        <VehicleFields values={values} errors={errors} />
        <button type="submit">Create driver account</button>
        <p class="muted">
          Already registered? <a href="/login">Sign in</a> · <a href="/register/shipper">Sign up as a shipper</a>
        </p>
      </form>
    </Layout>
  );
}
