/**
 * The installable app in a real browser at phone size (360 x 780): the service worker registers and takes
 * control, the manifest is reachable (and linked from the page once the layout links it), and once the
 * worker is active a navigation without a network shows the offline page, styled from the cache. Pages
 * themselves, signed in or not, are never put in the cache.
 *
 * The layout's <head> links the manifest and loads /assets/pwa.js (the shell's work, merged separately):
 * where the page loads pwa.js, its own registration is awaited; where it does not yet, the test registers
 * /sw.js itself, so the worker's behaviour is checked either way.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signUp } from '../helpers/factories.js';

const suite = browserSuite();

test('the service worker registers, and offline navigations show the offline page', async () => {
  const driver = await signUp(suite.server, 'driver');
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto('/premium');
    const manifestLink = await page.locator('link[rel="manifest"]').count();
    if (manifestLink > 0) assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), '/manifest.webmanifest');
    const manifest = await page.evaluate(async () => {
      const res = await fetch('/manifest.webmanifest');
      return { type: res.headers.get('content-type'), body: await res.json() };
    });
    assert.match(manifest.type ?? '', /^application\/manifest\+json/);
    assert.equal(manifest.body.name, 'FreightBazaar');

    const loadsPwaJs = (await page.locator('script[src="/assets/pwa.js"]').count()) > 0;
    const scope = await page.evaluate(async (pageRegisters) => {
      if (!pageRegisters) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    }, loadsPwaJs);
    assert.equal(scope, `${suite.server.url}/`);
    // The worker claims the open page once active.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((n) => n.startsWith('fb-shell-'))!);
      return { names, urls: (await cache.keys()).map((r) => new URL(r.url).pathname) };
    });
    assert.equal(cached.names.filter((n) => n.startsWith('fb-shell-')).length, 1);
    for (const url of ['/offline', '/assets/app.css', '/assets/app.js', '/assets/logo.svg', '/assets/icon-192.png']) assert.ok(cached.urls.includes(url), `${url} is precached`);

    // A signed-in page goes through the worker but is never stored.
    await signInInBrowser(page, driver.username, driver.password);
    await page.goto('/driver');
    await page.goto('/premium');
    const afterSignIn = await page.evaluate(async () => {
      const all: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) all.push(new URL(r.url).pathname);
      return all;
    });
    assert.deepEqual(
      afterSignIn.filter((p) => !p.startsWith('/assets/')),
      ['/offline', '/manifest.webmanifest'].filter((p) => afterSignIn.includes(p)),
    );
    assert.ok(!afterSignIn.includes('/driver') && !afterSignIn.includes('/premium'));

    await context.setOffline(true);
    await page.goto('/marketplace');
    await page.getByRole('heading', { name: 'No internet connection' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/marketplace');
    assert.ok(await page.getByRole('link', { name: 'Retry' }).isVisible());
    // The stylesheet came from the cache: the Retry button is drawn as a button, at least 44 px tall.
    const box = await page.getByRole('link', { name: 'Retry' }).boundingBox();
    assert.ok(box && box.height >= 44, `Retry is ${box?.height} px tall`);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(scrolls, false, 'the offline page scrolls sideways at 360 px');
    // The driver's name is nowhere on it.
    assert.doesNotMatch(await page.content(), new RegExp(driver.name));

    await context.setOffline(false);
    await page.goto('/marketplace');
    assert.equal(await page.getByRole('heading', { name: 'No internet connection' }).count(), 0);
  } finally {
    await context.close();
  }
});
