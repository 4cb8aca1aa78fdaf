/** Pages of phone-code sign-in: the code entry page and the role's onboarding page. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { formatIndianMobile } from './phone-numbers.js';
import { VehicleFields } from '../../views/vehicle-fields.js';

/** Built when a page is drawn, so its words are in the reader's language. */
const NEW_ROLE_OPTIONS = (): Array<[string, string]> => [
  ['', t('accounts.verify.chooseRole')],
  ['driver', t('register.asDriver')],
  ['shipper', t('register.asShipper')],
  ['broker', t('register.asBroker')],
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
    <Layout title={t('accounts.verify.title')} user={null} flash={flash}>
      <h1>{t('accounts.verify.title')}</h1>
      <p>{tRich('accounts.verify.sent', { b: (chunks) => <b>{chunks}</b> }, { phone: formatIndianMobile(phone) })}</p>
      <form method="post" action="/verify-otp" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="code" label={t('accounts.field.code')} values={values} errors={errors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
        <Field name="role" label={t('accounts.verify.newHere')} options={NEW_ROLE_OPTIONS()} values={values} errors={errors} hint={t('accounts.verify.roleHint')} />
        <button type="submit">{t('login.submit')}</button>
      </form>
      <form method="post" action="/login" class="inline">
        <input type="hidden" name="phone" value={phone} />
        {next && <input type="hidden" name="next" value={next} />}
        <button type="submit" class="secondary small">
          {t('accounts.verify.sendNew')}
        </button>
      </form>{' '}
      <a href="/login">{t('accounts.verify.otherNumber')}</a>
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

const INTRO = {
  driver: 'profile.onboarding.introDriver',
  shipper: 'profile.onboarding.introShipper',
  broker: 'profile.onboarding.introBroker',
} as const;

export function OnboardingPage({ user, values, errors, message, firstTime, flash }: OnboardingProps) {
  const role = user.role as 'driver' | 'shipper' | 'broker';
  return (
    <Layout title={t('profile.onboarding.title')} user={user} flash={flash}>
      <h1>{firstTime ? t('profile.onboarding.finish') : t('profile.onboarding.title')}</h1>
      <p class="muted">{t(INTRO[role])}</p>
      <form method="post" action="/auth/onboarding" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="name" label={t('accounts.field.fullName')} values={values} errors={errors} autocomplete="name" required maxlength={120} />
        {role === 'driver' && (
          <>
            <h2>{t('profile.yourTruck')}</h2>
            <VehicleFields values={values} errors={errors} />
          </>
        )}
        {role === 'shipper' && (
          <>
            <Field name="company_name" label={t('accounts.field.companyName')} values={values} errors={errors} required maxlength={160} autocomplete="organization" />
            <Field name="gstin" label="GSTIN" values={values} errors={errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint={t('accounts.field.gstinHint')} />
            <Field name="city" label={t('accounts.field.city')} values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
          </>
        )}
        {role === 'broker' && (
          <>
            <Field name="agency_name" label={t('accounts.field.agencyName')} values={values} errors={errors} required maxlength={160} autocomplete="organization" />
            <Field name="city" label={t('accounts.field.city')} values={values} errors={errors} required maxlength={80} autocomplete="address-level2" />
          </>
        )}
        <button type="submit">{t('profile.save')}</button>
      </form>
      <p>{tRich('profile.onboarding.phoneLink', { a: (chunks) => <a href="/auth/phone">{chunks}</a> })}</p>
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
    <Layout title={t('phone.title')} user={user} flash={flash}>
      <h1>{t('phone.title')}</h1>
      {phone ? (
        <p>
          {t('phone.onAccount')} <b>{phone}</b> {verified ? <span class="badge">{t('phone.verified')}</span> : <span class="badge warn">{t('phone.notVerified')}</span>}
        </p>
      ) : (
        <p>{t('phone.none')}</p>
      )}
      <p class="muted">{t('phone.explain')}</p>
      {!waitingFor && codeMessage && <ErrorSummary message={codeMessage} />}
      {waitingFor && (
        <form method="post" action="/auth/phone/verify" class="stacked card" novalidate>
          <h2>{t('phone.enterCodeSentTo', { phone: formatIndianMobile(waitingFor) })}</h2>
          <ErrorSummary errors={codeErrors} message={codeMessage} />
          <Field name="code" label={t('accounts.field.code')} errors={codeErrors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
          <button type="submit">{t('phone.verifySubmit')}</button>
        </form>
      )}
      <form method="post" action="/auth/phone/send-code" class="stacked card" novalidate>
        <h2>{verified ? t('phone.change') : t('phone.verify')}</h2>
        <ErrorSummary errors={errors} message={message} />
        <Field
          name="phone"
          label={t('login.mobile')}
          type="tel"
          values={values ?? { phone: verified ? '' : (phone ?? '') }}
          errors={errors}
          autocomplete="tel"
          inputmode="tel"
          placeholder="98765 43210"
          required
        />
        <button type="submit" class="secondary">
          {t('login.sendCode')}
        </button>
      </form>
    </Layout>
  );
}

/** /register/verify: the code of a phone registration. */
export function RegistrationCodePage({ phone, errors, message, flash }: { phone: string; errors?: FormErrors | null; message?: string | null; flash?: Flash | null }) {
  return (
    <Layout title={t('accounts.verify.title')} user={null} flash={flash}>
      <h1>{t('accounts.verify.title')}</h1>
      <p>{tRich('accounts.verify.sentRegister', { b: (chunks) => <b>{chunks}</b> }, { phone: formatIndianMobile(phone) })}</p>
      <form method="post" action="/register/verify" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="code" label={t('accounts.field.code')} errors={errors} autocomplete="one-time-code" inputmode="numeric" maxlength={6} placeholder="123456" required />
        <button type="submit">{t('register.submit')}</button>
      </form>
      <a href="/register">{t('accounts.verify.startAgain')}</a>
    </Layout>
  );
}
