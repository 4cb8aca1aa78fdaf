/** The offline page: what the service worker shows for a page the network could not bring. No user data: it is cached. */
import { Layout } from '../../views/layout.js';

export function OfflinePage() {
  return (
    <Layout title="You are offline" user={null} meta={{ styles: ['/assets/premium.css'] }}>
      <img class="offline-logo" src="/assets/logo.svg" alt="" width="64" height="64" />
      <h1>No internet connection</h1>
      <p>This page could not be loaded: your phone is not connected right now. Nothing you sent before is lost.</p>
      <section class="card" aria-labelledby="works-title">
        <h2 id="works-title">What still works</h2>
        <ul>
          <li>Drivers sharing their location: the fixes are kept on this phone and sent when the connection is back.</li>
          <li>Pages you open again once you are back online show the latest loads, bids and payments.</li>
        </ul>
      </section>
      <p class="offline-actions">
        <a class="button" href="/">
          Retry
        </a>
      </p>
    </Layout>
  );
}
