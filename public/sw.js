// FreightBazaar's service worker (served at /sw.js by src/features/pwa/routes.tsx, scope /).
// - Install: precaches the app shell (the offline page, the stylesheet and script, the logo and icons).
// - /assets/* and the shell: cache first, in a cache named by VERSION. The server puts a hash of
//   public/assets and of this file in VERSION when it serves it, so a deploy that changes any asset
//   changes this file's bytes: the browser installs the new worker and `activate` deletes the old caches.
// - Page navigations: always the network; when it fails, the precached offline page. No page is
//   cached: signed-in pages hold private data (a shared phone), and neither are /api, /events or any
//   request other than GET.
// - Push: a Web Push from the server is shown as a notification; a tap opens its page.
'use strict';

const VERSION = 'dev';
const CACHE = 'fb-shell-' + VERSION;
const OFFLINE_URL = '/offline';
const SHELL = ['/offline', '/assets/app.css', '/assets/app.js', '/assets/pwa.js', '/assets/logo.svg', '/assets/icon-192.png', '/assets/icon-512.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // 'reload': straight from the network, never an older copy from the HTTP cache.
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload', credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('fb-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function cacheFirst(request) {
  return caches.open(CACHE).then((cache) =>
    // An asset's ?v= is ignored; the manifest's ?lang= is not (one copy per language).
    cache.match(request, { ignoreSearch: new URL(request.url).pathname.startsWith('/assets/') }).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') cache.put(request, response.clone());
          return response;
        }),
    ),
  );
}

function networkOrOffline(request) {
  return fetch(request).catch(() => caches.open(CACHE).then((cache) => cache.match(OFFLINE_URL)).then((page) => page || Response.error()));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api') || url.pathname.startsWith('/events')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOrOffline(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

// A Web Push from the server (features/channels): {title, body, url}, shown as a notification; a tap opens (or
// focuses) the page it links to.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'FreightBazaar', {
      body: data.body || '',
      icon: '/assets/icon-192.png',
      badge: '/assets/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
      for (const c of list) if (new URL(c.url).pathname === url && 'focus' in c) return c.focus();
      return self.clients.openWindow(url);
    }),
  );
});
