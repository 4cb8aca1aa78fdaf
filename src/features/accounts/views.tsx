/** Pages of accounts: sign in, register, first admin password. */
import type { Flash } from '../../http/respond.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { LanguageSwitch, Layout } from '../../views/layout.js';

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
    <Layout title={t('login.title')} user={null} flash={flash}>
      <h1>{t('login.title')}</h1>
      <div class="page-language">
        <LanguageSwitch />
      </div>
      <form method="post" action="/login" class="stacked card" novalidate>
        <ErrorSummary message={error} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="username" label={t('login.username')} values={values} autocomplete="username" required />
        <Field name="password" label={t('login.password')} type="password" autocomplete="current-password" required />
        <button type="submit">{t('login.submit')}</button>
        <p class="muted">
          {t('login.newHere')} <a href="/register">{t('login.createAccount')}</a>
        </p>
      </form>
      <form method="post" action="/login" class="stacked card" novalidate>
        <h2>{t('login.phoneHeading')}</h2>
        <ErrorSummary errors={phoneErrors} message={phoneMessage} />
        {next && <input type="hidden" name="next" value={next} />}
        <Field name="phone" label={t('login.mobile')} type="tel" values={phoneValues} errors={phoneErrors} autocomplete="tel" inputmode="tel" placeholder="98765 43210" required />
        <button type="submit" class="secondary">
          {t('login.sendCode')}
        </button>
      </form>
    </Layout>
  );
}

const roleOptions = (): Array<[string, string]> => [
  ['', t('register.choose')],
  ['driver', t('register.asDriver')],
  ['shipper', t('register.asShipper')],
  ['broker', t('register.asBroker')],
];

export function RegisterPage({ values, errors, message }: { values?: FormValues; errors?: FormErrors | null; message?: string | null }) {
  return (
    <Layout title={t('register.title')} user={null}>
      <h1>{t('register.title')}</h1>
      <div class="page-language">
        <LanguageSwitch />
      </div>
      <p class="muted">
        {tRich('register.detailed', {
          shipper: (chunks) => <a href="/register/shipper">{chunks}</a>,
          driver: (chunks) => <a href="/register/driver">{chunks}</a>,
        })}
      </p>
      <form method="post" action="/register" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="role" label={t('register.iAm')} options={roleOptions()} values={values} errors={errors} required />
        <Field name="name" label={t('register.name')} values={values} errors={errors} autocomplete="name" required maxlength={120} />
        <Field name="username" label={t('register.username')} values={values} errors={errors} autocomplete="username" required maxlength={64} hint={t('register.usernameHint')} />
        <Field name="phone" label={t('register.mobile')} type="tel" values={values} errors={errors} autocomplete="tel" inputmode="tel" placeholder="98765 43210" hint={t('register.mobileHint')} />
        <Field name="password" label={t('register.password')} type="password" errors={errors} autocomplete="new-password" hint={t('register.passwordHint')} />
        <Field name="password_confirm" label={t('register.confirm')} type="password" errors={errors} autocomplete="new-password" />
        <button type="submit">{t('register.submit')}</button>
        <p class="muted">
          {t('register.already')} <a href="/login">{t('register.signIn')}</a>
        </p>
      </form>
    </Layout>
  );
}

export function SetupPage({ errors, message }: { errors?: FormErrors | null; message?: string | null }) {
  return (
    <Layout title={t('accounts.setup.title')} user={null}>
      <h1>{t('accounts.setup.title')}</h1>
      <p>{tRich('accounts.setup.intro', { b: (chunks) => <b>{chunks}</b> })}</p>
      <form method="post" action="/setup" class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message} />
        <Field name="password" label={t('accounts.setup.password')} type="password" errors={errors} autocomplete="new-password" required hint={t('accounts.setup.passwordHint')} />
        <Field name="password_confirm" label={t('accounts.field.confirmPassword')} type="password" errors={errors} autocomplete="new-password" required />
        <button type="submit">{t('accounts.setup.submit')}</button>
      </form>
    </Layout>
  );
}
