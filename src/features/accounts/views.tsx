/** Pages of accounts: sign in, register, first admin password. */
import type { Flash } from '../../http/respond.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';

export interface LoginPageProps {
  values?: FormValues;
  error?: string | null;
  next?: string | null;
  flash?: Flash | null;
  /** The phone-code form (phone-auth): its value, field errors and message. */
  phoneValues?: FormValues;
  phoneErrors?: FormErrors | null;
  phoneMessage?: string | null;
}

export function LoginPage({ values, error, next, flash, phoneValues, phoneErrors, phoneMessage }: LoginPageProps) {
  return (
    <Layout title="Sign in" user={null} flash={flash}>
      <h1>Sign in</h1>
      <form method="post" action="/login" class="stacked card" novalidate>
        <ErrorSummary message={error} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="username" label="Username" values={values} autocomplete="username" required />
        <Field name="password" label="Password" type="password" autocomplete="current-password" required />
        <button type="submit">Sign in</button>
        <p class="muted">
          New here? <a href="/register">Create an account</a>
        </p>
      </form>
      <form method="post" action="/login" class="stacked card" novalidate>
        <h2>Sign in with a code sent to your phone</h2>
        <ErrorSummary errors={phoneErrors} message={phoneMessage} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="phone" label="Mobile number" type="tel" values={phoneValues} errors={phoneErrors} autocomplete="tel" inputmode="tel" placeholder="98765 43210" required />
        <button type="submit" class="secondary">
          Send code
        </button>
      </form>
    </Layout>
  );
}

const ROLE_OPTIONS: Array<[string, string]> = [
  ['', 'Choose…'],
  ['driver', 'Driver / truck owner: find loads'],
  ['shipper', 'Shipper: post loads'],
  ['broker', 'Broker / transporter: post loads for clients'],
];

export function RegisterPage({ values, errors, message }: { values?: FormValues; errors?: FormErrors | null; message?: string | null }) {
  return (
    <Layout title="Create an account" user={null}>
      <h1>Create an account</h1>
      <p class="muted">
        Detailed sign-up: <a href="/register/shipper">as a shipper</a> (company, GSTIN) or <a href="/register/driver">as a driver</a> (with your truck).
      </p>
      <form method="post" action="/register" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="role" label="I am a" options={ROLE_OPTIONS} values={values} errors={errors} required />
        <Field name="name" label="Full name" values={values} errors={errors} autocomplete="name" required maxlength={120} />
        <Field name="username" label="Username" values={values} errors={errors} autocomplete="username" required maxlength={64} hint="Lower-case, no spaces" />
        <Field
          name="phone"
          label="Mobile number"
          type="tel"
          values={values}
          errors={errors}
          autocomplete="tel"
          inputmode="tel"
          placeholder="98765 43210"
          hint="It becomes your sign-in number once you enter the code we send to it"
        />
        <Field
          name="password"
          label="Password"
          type="password"
          errors={errors}
          autocomplete="new-password"
          hint="At least 4 characters; leave both empty to register with a code sent to your mobile number instead"
        />
        <Field name="password_confirm" label="Confirm password" type="password" errors={errors} autocomplete="new-password" />
        <button type="submit">Create account</button>
        <p class="muted">
          Already registered? <a href="/login">Sign in</a>
        </p>
      </form>
    </Layout>
  );
}

export function SetupPage({ errors, message }: { errors?: FormErrors | null; message?: string | null }) {
  return (
    <Layout title="Set up the admin account" user={null}>
      <h1>Set up the admin account</h1>
      <p>
        Choose the password of the <b>admin</b> account. This page disappears once it is set.
      </p>
      <form method="post" action="/setup" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="password" label="Admin password" type="password" errors={errors} autocomplete="new-password" required hint="At least 6 characters" />
        <Field name="password_confirm" label="Confirm password" type="password" errors={errors} autocomplete="new-password" required />
        <button type="submit">Set admin password</button>
      </form>
    </Layout>
  );
}
