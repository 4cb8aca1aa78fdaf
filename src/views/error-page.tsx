/** The page shown for an error that no form handles itself (404, 403, 401, 500...). */
import type { SessionUser } from '../http/context.js';
import { Layout } from './layout.js';

const TITLES: Record<number, string> = {
  400: 'Something is not right with that request',
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'That can no longer be done',
  413: 'Too large',
  422: 'That request does not match',
  429: 'Slow down a little',
  500: 'Something went wrong',
};

export function ErrorPage({ status, message, user, signInNext }: { status: number; message: string; user: SessionUser | null; signInNext?: string }) {
  const title = TITLES[status] ?? 'Error';
  return (
    <Layout title={title} user={user}>
      <section class="card">
        <h1>{title}</h1>
        <p role="alert">{message}</p>
        <p class="actions">
          {status === 401 && (
            <a class="button" href={`/login${signInNext ? `?next=${encodeURIComponent(signInNext)}` : ''}`}>
              Sign in
            </a>
          )}
          <a class={status === 401 ? 'button secondary' : 'button'} href="/">
            Back to the start page
          </a>
        </p>
      </section>
    </Layout>
  );
}
