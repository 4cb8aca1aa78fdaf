/**
 * The installable app (issue 15 item 8): the web app manifest (/manifest.webmanifest), the service worker
 * (/sw.js, from public/sw.js, scope /) and the offline page it falls back to (/offline). The worker's cache
 * name carries a hash of public/assets and of the worker itself, taken once at start, so each deploy that
 * changes an asset installs a new worker that drops the old cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { LOCALES, type Locale, tIn } from '../../lib/i18n/index.js';
import { PROJECT_ROOT } from '../../project-root.js';
import { OfflinePage } from './views.js';

const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
const BRAND = '#0b5cad';

/** The manifest: name, icons (192, 512, maskable 512), a start that suits every role, standalone display; its description and lang are the reader's (manifestIn). */
const MANIFEST = {
  name: 'FreightBazaar',
  short_name: 'FreightBazaar',
  description: 'Find truck loads, bid, track trips and get paid through escrow: the freight marketplace for India.',
  id: '/',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND,
  background_color: BRAND,
  lang: 'en',
  dir: 'ltr',
  categories: ['business', 'productivity', 'travel'],
  icons: [
    { src: '/assets/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/assets/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/assets/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** public/sw.js with its VERSION set to a hash of every asset and of the worker's own text. */
function serviceWorkerSource(): string {
  const source = readFileSync(path.join(PUBLIC_DIR, 'sw.js'), 'utf8');
  const hash = createHash('sha256').update(source);
  const assets = path.join(PUBLIC_DIR, 'assets');
  for (const name of readdirSync(assets).sort()) hash.update(name).update(readFileSync(path.join(assets, name)));
  const version = hash.digest('hex').slice(0, 12);
  return source.replace("const VERSION = 'dev';", `const VERSION = '${version}';`);
}

/**
 * The manifest in one language: the brand stays as it is, the description is translated and `lang` says which.
 * The browser fetches the manifest without cookies, so the layout links it with ?lang= for a language other than
 * English (views/layout.tsx); without it, Accept-Language chooses (http/language.ts).
 */
function manifestIn(locale: Locale): string {
  return JSON.stringify({ ...MANIFEST, description: tIn(locale, 'pwa.description'), lang: locale });
}

export function registerPwaRoutes(app: FastifyInstance): void {
  const manifests = new Map<Locale, string>(LOCALES.map((l) => [l, manifestIn(l)]));
  const worker = serviceWorkerSource();

  // Plain files, not route() declarations: neither is a page nor an API answer.
  app.get('/manifest.webmanifest', async (req, reply) => reply.type('application/manifest+json; charset=utf-8').send(manifests.get(req.locale) ?? manifests.get('en')));
  app.get('/sw.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      // Allowed to control the whole site; browsers check for a new worker on every navigation anyway.
      .header('service-worker-allowed', '/')
      .send(worker),
  );

  route(app, 'GET /offline', {
    summary: 'The page shown when the network is gone (cached by the service worker; the same for everyone)',
    access: 'public',
    run: () => undefined,
    page: () => OfflinePage(),
  });
}
