/**
 * Screenshots of pages at phone size (360 x 780) and desktop size (1280 x 800), for a developer to look at.
 *
 *   npx tsx scripts/screenshots.ts [--out DIR] [--full] ROLE:PATH ...
 *
 * ROLE is anon, driver, shipper, broker or admin (the demo users of scripts/seed-demo.ts; the admin password
 * is set through /setup when it is not set yet). The script starts the app from the sources on a free port
 * with SCREENSHOT_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/fm_shots; created when missing),
 * seeds the demo data, and writes DIR/<role><path>-360.png and -1280.png (the first screen; --full adds
 * the whole page as -full.png). Debian's chromium at /usr/bin/chromium (CHROMIUM_PATH overrides).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { ADMIN_PASSWORD, DEMO_PASSWORD, DEMO_USERS as USERS, startDemoApp } from './lib/demo-app.js';

function args(): { out: string; full: boolean; shots: Array<{ role: string; path: string }> } {
  const argv = process.argv.slice(2);
  let out = 'shots';
  let full = false;
  const shots: Array<{ role: string; path: string }> = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--out') out = argv[++i] ?? out;
    else if (a === '--full') full = true;
    else {
      const m = /^(anon|driver|shipper|broker|admin):(\/.*)$/.exec(a);
      if (!m) throw new Error(`not ROLE:PATH: ${a}`);
      shots.push({ role: m[1] as string, path: m[2] as string });
    }
  }
  if (shots.length === 0) throw new Error('name at least one ROLE:PATH, e.g. driver:/marketplace');
  return { out, full, shots };
}

async function signIn(context: BrowserContext, base: string, role: string): Promise<void> {
  const page = await context.newPage();
  if (role === 'admin') {
    await page.goto(`${base}/setup`);
    if (await page.locator('#f-password_confirm').count()) {
      await page.fill('#f-password', ADMIN_PASSWORD);
      await page.fill('#f-password_confirm', ADMIN_PASSWORD);
      await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    }
  }
  await page.goto(`${base}/login`);
  await page.fill('#f-username', USERS[role] as string);
  await page.fill('#f-password', role === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.close();
}

async function main(): Promise<void> {
  const { out, full, shots } = args();
  mkdirSync(out, { recursive: true });
  const dbUrl = process.env.SCREENSHOT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/fm_shots';
  const { base, stop } = await startDemoApp(dbUrl);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const contexts = new Map<string, BrowserContext>();
    for (const { role, path } of shots) {
      for (const [w, h] of [
        [360, 780],
        [1280, 800],
      ] as const) {
        const key = `${role}-${w}`;
        let context = contexts.get(key);
        if (!context) {
          context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1, isMobile: w < 500, hasTouch: w < 500 });
          if (role !== 'anon') await signIn(context, base, role);
          contexts.set(key, context);
        }
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' }).catch(() => page.waitForLoadState('load'));
        const name = `${role}${path.replace(/[/?&=]+/g, '_').replace(/_$/, '')}-${w}`;
        await page.screenshot({ path: join(out, `${name}.png`) });
        if (full) await page.screenshot({ path: join(out, `${name}-full.png`), fullPage: true });
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        console.log(`${join(out, name)}.png${sideways > 0 ? `  (scrolls sideways by ${sideways} px)` : ''}`);
        await page.close();
      }
    }
  } finally {
    await browser?.close();
    stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
