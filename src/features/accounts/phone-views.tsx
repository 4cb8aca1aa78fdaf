/** Pages of phone-code sign-in: the code entry page and the role's onboarding page. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { formatIndianMobile } from './phone-numbers.js';
import { VehicleFields } from '../../views/vehicle-fields.js';

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
        <button type="submit" class="secondary small">
          Send a new code
        </button>
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
      <p>
        <a href="/auth/phone">Your mobile number</a>: verify it to sign in with a code.
      </p>
    </Layout>
  );
}

export interface PhonePageProps {
  user: SessionUser;
  /** The number on the account, as stored. */
  phone: string | null;
  verified: boolean;
  /** +91XXXXXXXXXX a verification code was sent to and can still be entered. */
  waitingFor: string | null;
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  codeErrors?: FormErrors | null;
  codeMessage?: string | null;
  flash?: Flash | null;
}

/** /auth/phone: the account's number, whether it is proven, and the two steps that prove one. */
export function PhonePage({ user, phone, verified, waitingFor, values, errors, message, codeErrors, codeMessage, flash }: PhonePageProps) {
  return (
    <Layout title="Your mobile number" user={user} flash={flash}>
      <h1>Your mobile number</h1>
      {phone ? (
        <p>
          Number on your account: <b>{phone}</b> {verified ? <span class="badge">verified</span> : <span class="badge warn">not verified</span>}
        </p>
      ) : (
        <p>Your account has no mobile number yet.</p>
      )}
      <p class="muted">A number becomes your sign-in number only after you enter the code we send to it. Until then, signing in with a code sent to it does not open this account.</p>
      {!waitingFor && codeMessage && <ErrorSummary message={codeMessage} />}
      {waitingFor && (
        <form method="post" action="/auth/phone/verify" class="stacked card" novalidate>
          <h2>Enter the code sent to {formatIndianMobile(waitingFor)}</h2>
          <ErrorSummary errors={codeErrors} message={codeMessage} />
          <Field name="code" label="Code" errors={codeErrors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
          <button type="submit">Verify number</button>
        </form>
      )}
      <form method="post" action="/auth/phone/send-code" class="stacked card" novalidate>
        <h2>{verified ? 'Change your number' : 'Verify your number'}</h2>
        <ErrorSummary errors={errors} message={message} />
        <Field
          name="phone"
          label="Mobile number"
          type="tel"
          values={values ?? { phone: verified ? '' : (phone ?? '') }}
          errors={errors}
          autocomplete="tel"
          inputmode="tel"
          placeholder="98765 43210"
          required
        />
        <button type="submit" class="secondary">
          Send code
        </button>
      </form>
    </Layout>
  );
}

/** /register/verify: the code of a phone registration. */
export function RegistrationCodePage({ phone, errors, message, flash }: { phone: string; errors?: FormErrors | null; message?: string | null; flash?: Flash | null }) {
  return (
    <Layout title="Enter your code" user={null} flash={flash}>
      <h1>Enter your code</h1>
      <p>
        We sent a 6-digit code by SMS to <b>{formatIndianMobile(phone)}</b>. Your account is created when you enter it (it is valid for 5 minutes).
      </p>
      <form method="post" action="/register/verify" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="code" label="Code" errors={errors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
        <button type="submit">Create account</button>
      </form>
      <a href="/register">Start again</a>
    </Layout>
  );
}
