/** Public pages: landing, about, contact. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { t } from '../../lib/i18n/index.js';
import { Layout } from '../../views/layout.js';

export function LandingPage({ flash }: { flash?: Flash | null }) {
  return (
    <Layout title={t('home.landing.title')} user={null} flash={flash}>
      <section class="hero">
        <h1>{t('home.landing.heading')}</h1>
        <p>{t('home.landing.intro')}</p>
        <p>
          <a class="button" href="/register?role=shipper">
            {t('home.landing.haveLoads')}
          </a>{' '}
          <a class="button" href="/register?role=driver">
            {t('home.landing.haveTruck')}
          </a>{' '}
          <a class="button secondary" href="/loadboard">
            {t('home.landing.seeBoard')}
          </a>
        </p>
      </section>
      <section class="cards">
        <div class="card">
          <h2>{t('home.landing.shippersTitle')}</h2>
          <p>{t('home.landing.shippersText')}</p>
        </div>
        <div class="card">
          <h2>{t('home.landing.driversTitle')}</h2>
          <p>{t('home.landing.driversText')}</p>
        </div>
        <div class="card">
          <h2>{t('home.landing.businessTitle')}</h2>
          <p>{t('home.landing.businessText')}</p>
        </div>
      </section>
    </Layout>
  );
}

export function AboutPage({ user }: { user: SessionUser | null }) {
  return (
    <Layout title={t('home.about.title')} user={user}>
      <h1>{t('home.about.heading')}</h1>
      <p>{t('home.about.intro')}</p>
      <h2>{t('home.about.paymentHeading')}</h2>
      <ol>
        <li>{t('home.about.step1')}</li>
        <li>{t('home.about.step2')}</li>
        <li>{t('home.about.step3')}</li>
        <li>{t('home.about.step4')}</li>
      </ol>
    </Layout>
  );
}

export function ContactPage({ user }: { user: SessionUser | null }) {
  return (
    <Layout title={t('home.contact.title')} user={user}>
      <h1>{t('home.contact.heading')}</h1>
      <p>{t('home.contact.intro')}</p>
      <dl class="facts">
        <dt>{t('home.contact.email')}</dt>
        <dd>
          <a href="mailto:support@freightbazaar.in">support@freightbazaar.in</a>
        </dd>
        <dt>{t('home.contact.hours')}</dt>
        <dd>{t('home.contact.hoursText')}</dd>
        <dt>{t('home.contact.disputes')}</dt>
        <dd>{t('home.contact.disputesText')}</dd>
      </dl>
    </Layout>
  );
}
