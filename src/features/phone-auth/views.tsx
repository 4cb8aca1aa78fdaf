/** Pages of phone-code sign-in: the code entry page and the role's onboarding page. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { VehicleFields } from '../drivers/views.js';
import { formatIndianMobile } from './phone.js';

const NEW_ROLE_OPTIONS: Array<[string, string]> = [
  ['', 'Choose… (only for a new number)'],
  ['driver', 'Driver / truck owner: find loads'],
  ['shipper', 'Shipper: post loads'],
  ['broker', 'Broker / transporter: post loads for clients'],
];

export interface VerifyCodeProps {
  /** +91XXXXXXXXXX the code was sent to. */
  phone: string;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  next?: string | null;
  flash?: Flash | null;
}

export function VerifyCodePage({ phone, values, errors, message, next, flash }: VerifyCodeProps) {
  return (
    <Layout title="Enter your code" user={null} flash={flash}>
      <h1>Enter your code</h1>
      <p>
        We sent a 6-digit code by SMS to <b>{formatIndianMobile(phone)}</b>. It is valid for 5 minutes.
      </p>
      <form method="post" action="/verify-otp" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="code" label="Code" values={values} errors={errors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
        <Field
          name="role"
          label="New to FreightBazaar? I am a"
          options={NEW_ROLE_OPTIONS}
          values={values}
          errors={errors}
          hint="Only needed when this number has no account yet: we create one for you."
        />
        <button type="submit">Sign in</button>
      </form>
      <form method="post" action="/login" class="inline">
        <input type="hidden" name="phone" value={phone} />
        {next && <input type="hidden" name="next" value={next} />}
        <button type="submit" class="secondary small">Send a new code</button>
      </form>{' '}
      <a href="/login">Use another number</a>
    </Layout>
  );
}

export interface OnboardingProps {
  user: SessionUser;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  /** A phone sign-up that has not saved its profile yet. */
  firstTime: boolean;
  flash?: Flash | null;
}

const INTRO: Record<'driver' | 'shipper' | 'broker', string> = {
  driver: 'Tell shippers who you are and what you drive, so they can choose your bids.',
  shipper: 'Tell drivers and brokers which company the loads are for.',
  broker: 'Tell shippers and drivers which agency you run.',
};

export function OnboardingPage({ user, values, errors, message, firstTime, flash }: OnboardingProps) {
  const role = user.role as 'driver' | 'shipper' | 'broker';
  return (
    <Layout title="Your profile" user={user} flash={flash}>
      <h1>{firstTime ? 'Finish setting up your account' : 'Your profile'}</h1>
      <p class="muted">{INTRO[role]}</p>
      <form method="post" action="/auth/onboarding" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="name" label="Full name" values={values} errors={errors} autocomplete="name" required maxlength={120} />
        {role === 'driver' && (
          <>
            <h2>Your truck</h2>
            <VehicleFields values={values} errors={errors} />
          </>
        )}
        {role === 'shipper' && (
          <>
            <Field name="company_name" label="Company name" values={values} errors={errors} required maxlength={160} autocomplete="organization" />
            <Field name="gstin" label="GSTIN" values={values} errors={errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint="Optional: 15 characters, as on your GST certificate" />
            <Field name="city" label="City" values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
          </>
        )}
        {role === 'broker' && (
          <>
            <Field name="agency_name" label="Agency name" values={values} errors={errors} required maxlength={160} autocomplete="organization" />
            <Field name="city" label="City" values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
          </>
        )}
        <button type="submit">Save profile</button>
      </form>
    </Layout>
  );
}
