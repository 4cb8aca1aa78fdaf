/** The offline page: what the service worker shows for a page the network could not bring. No user data: it is cached. */
import { t } from '../../lib/i18n/index.js';
import { Layout } from '../../views/layout.js';

export function OfflinePage() {
  return (
    <Layout title={t('pwa.offline.title')} user={null} meta={{ styles: ['/assets/premium.css'] }}>
      <img class="offline-logo" src="/assets/logo.svg" alt="" width="64" height="64" />
      <h1>{t('pwa.offline.heading')}</h1>
      <p>{t('pwa.offline.intro')}</p>
      <section class="card" aria-labelledby="works-title">
        <h2 id="works-title">{t('pwa.offline.works')}</h2>
        <ul>
          <li>{t('pwa.offline.location')}</li>
          <li>{t('pwa.offline.later')}</li>
        </ul>
      </section>
      <p class="offline-actions">
        <a class="button" href="/">
          {t('pwa.offline.retry')}
        </a>
      </p>
    </Layout>
  );
}
