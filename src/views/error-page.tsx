/** The page shown for an error that no form handles itself (404, 403, 401, 500...). */
import type { SessionUser } from '../http/context.js';
import { type MessageKey, t } from '../lib/i18n/index.js';
import { Layout } from './layout.js';

/** The page's title by status, in the reader's language ("Not found"). */
const TITLES: Record<number, MessageKey> = {
  400: 'errorPage.400',
  401: 'errorPage.401',
  403: 'errorPage.403',
  404: 'errorPage.404',
  409: 'errorPage.409',
  413: 'errorPage.413',
  422: 'errorPage.422',
  429: 'errorPage.429',
  500: 'errorPage.500',
};

export function ErrorPage({ status, message, user, signInNext }: { status: number; message: string; user: SessionUser | null; signInNext?: string }) {
  const key = TITLES[status];
  const title = key ? t(key) : t('errorPage.other');
  return (
    <Layout title={title} user={user}>
      <section class="card">
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p class="actions">
          {status === 401 && (
            <a class="button" href={`/login${signInNext ? `?next=${encodeURIComponent(signInNext)}` : ''}`}>
              {t('errorPage.signIn')}
            </a>
          )}
          <a class={status === 401 ? 'button secondary' : 'button'} href="/">
            {t('errorPage.home')}
          </a>
        </p>
      </section>
    </Layout>
  );
}
