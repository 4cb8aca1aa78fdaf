/**
 * The installable app (issue 15 item 8): the manifest and its icons are served with the right types and
 * sizes, the service worker from /sw.js with a versioned cache and scope /, and the offline page renders
 * for everyone the same, with no user data.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { anonymous, signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

async function bytes(path: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(server.url + path);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

describe('the web app manifest', () => {
  test('is served as application/manifest+json with the brand, a role-neutral start and standalone display', async () => {
    const res = await anonymous(server).get('/manifest.webmanifest');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const m = JSON.parse(res.text);
    assert.equal(m.name, 'FreightBazaar');
    assert.ok(m.short_name && m.short_name.length <= 15);
    assert.ok(m.description);
    assert.equal(m.start_url, '/?source=pwa');
    assert.equal(m.scope, '/');
    assert.equal(m.display, 'standalone');
    assert.equal(m.theme_color, '#0b5cad');
    assert.equal(m.background_color, '#0b5cad');
    assert.equal(m.lang, 'en');
    assert.ok(Array.isArray(m.categories) && m.categories.length > 0);
  });

  test('every icon it names is a PNG of the size it says, one of them maskable', async () => {
    const m = (await anonymous(server).get('/manifest.webmanifest')).json;
    assert.deepEqual(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`).sort(), ['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of m.icons as Array<{ src: string; sizes: string; type: string }>) {
      const res = await bytes(icon.src);
      assert.equal(res.status, 200, icon.src);
      assert.equal(res.type, 'image/png');
      const meta = await sharp(res.body).metadata();
      assert.equal(meta.format, 'png');
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes, icon.src);
    }
    // The maskable icon is a full square: its corner is the brand blue, not transparent.
    const maskable = await bytes('/assets/icon-maskable-512.png');
    const { data } = await sharp(maskable.body).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([...data.subarray(0, 3)], [0x0b, 0x5c, 0xad]);
  });
});

describe('the service worker', () => {
  test('is served from /sw.js as JavaScript, allowed the whole site, with a cache name versioned by the assets', async () => {
    const res = await anonymous(server).get('/sw.js');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/javascript/);
    assert.equal(res.headers.get('service-worker-allowed'), '/');
    const version = /const VERSION = '([0-9a-f]{12})';/.exec(res.text);
    assert.ok(version, 'the served worker carries a build hash, not the placeholder');
    // The shell it precaches exists.
    const shell = JSON.parse(/const SHELL = (\[[^\]]+\])/.exec(res.text)![1]!.replace(/'/g, '"')) as string[];
    assert.ok(shell.includes('/offline') && shell.includes('/assets/app.css') && shell.includes('/assets/icon-192.png'));
    for (const url of shell) assert.equal((await bytes(url)).status, 200, url);
    // It never answers /api, /events or anything but GET from its cache.
    assert.match(res.text, /if \(request\.method !== 'GET'\) return;/);
    assert.match(res.text, /startsWith\('\/api'\) \|\| url\.pathname\.startsWith\('\/events'\)\) return;/);
  });

  test('pwa.js is served from /assets and registers /sw.js with scope / only where service workers exist', async () => {
    const res = await anonymous(server).get('/assets/pwa.js');
    assert.equal(res.status, 200);
    assert.match(res.text, /'serviceWorker' in navigator/);
    assert.match(res.text, /register\('\/sw\.js', \{ scope: '\/' \}\)/);
    assert.match(res.text, /beforeinstallprompt/);
  });
});

describe('the offline page', () => {
  test('renders for anyone with the layout, says what still works and offers Retry', async () => {
    const res = await anonymous(server).get('/offline');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(res.text, /No internet connection/);
    assert.match(res.text, /fixes are kept on this phone and sent when the connection is back/);
    assert.match(res.text, /<a class="button" href="\/">\s*Retry\s*<\/a>/);
    assert.match(res.text, /href="\/assets\/app\.css"/);
  });

  test('shows no user data even to a signed-in user (the service worker caches it for everyone on the phone)', async () => {
    const driver = await signUp(server, 'driver', { name: 'Ramesh Offlinecheck' });
    const res = await driver.client.get('/offline');
    assert.equal(res.status, 200);
    assert.doesNotMatch(res.text, /Offlinecheck/);
    assert.doesNotMatch(res.text, /Sign out/);
    assert.match(res.text, /data-signed-in="no"/);
  });
});
