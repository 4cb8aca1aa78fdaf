/**
 * The page shell on a 360 x 780 phone and a 1280 x 800 desktop, for every role's main pages: no sideways
 * scrolling, a compact one-row header, a menu button that opens the whole navigation (with and without
 * JavaScript), the bottom bar on phones only, headings in size order, and no serious accessibility fault.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserSuite, signInInBrowser } from '../helpers/browser.js';
import { signInAdmin, signUp } from '../helpers/factories.js';
import { insertBoardLoad } from '../helpers/loads-factories.js';

const suite = browserSuite();
const SHOTS = process.env.SCREENSHOT_DIR;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type Role = 'anon' | 'driver' | 'shipper' | 'broker' | 'admin';

/** Home, the board, one list; and the bottom bar's destinations. */
const PAGES: Record<Role, { pages: string[]; tabs: string[] }> = {
  anon: { pages: ['/', '/loadboard', '/about'], tabs: ['/loadboard', '/login', '/register'] },
  driver: { pages: ['/driver', '/marketplace', '/driver/bids'], tabs: ['/driver', '/marketplace', '/driver/bids', '/driver/trips', '/escrow'] },
  shipper: { pages: ['/shipper', '/loads', '/shipper/loads'], tabs: ['/shipper', '/loads/new', '/shipper/loads', '/shipper/shipments', '/escrow'] },
  broker: { pages: ['/broker', '/loads', '/broker/loads'], tabs: ['/broker', '/broker/loads/new', '/broker/loads', '/broker/network', '/ledger'] },
  admin: { pages: ['/admin', '/admin/loads', '/admin/users'], tabs: ['/admin', '/admin/users', '/admin/loads', '/escrow', '/audit-logs'] },
};

const accounts = new Map<Role, { username: string; password: string }>();

async function account(role: Role): Promise<{ username: string; password: string } | null> {
  if (role === 'anon') return null;
  let a = accounts.get(role);
  if (!a) {
    const u = role === 'admin' ? await signInAdmin(suite.server) : await signUp(suite.server, role);
    a = { username: u.username, password: u.password };
    accounts.set(role, a);
    // Something on the boards and in the owner's lists, so the pages show rows, not only empty states.
    if (role === 'shipper' || role === 'broker') {
      await insertBoardLoad(suite.server.db, u.id, { origin: 'Nagpur', destination: 'Hyderabad', pricePaise: 4_100_000, material: 'Steel coils' });
    }
  }
  return a;
}

async function pageAs(browser: Browser, role: Role, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const a = await account(role);
  if (a) await signInInBrowser(page, a.username, a.password);
  return page;
}

async function axeFaults(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's strict CSP (rightly) refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
  });
  return result
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

interface Shell {
  sideways: number;
  headerHeight: number;
  headerSpread: number;
  headerItems: number;
  tabbarVisible: boolean;
  tabs: Array<string | null>;
  current: Array<string | null>;
  h1: number[];
  h2: number[];
  h3: number[];
}

/** What a page's shell looks like at the current viewport size (a script string: tsx would wrap named functions in helpers the page lacks). */
const MEASURE = `(() => {
  const visible = (el) => !!el && el.getBoundingClientRect().height > 0 && getComputedStyle(el).visibility !== 'hidden';
  const header = document.querySelector('header.topbar');
  const tabbar = document.querySelector('nav.tabbar');
  const items = [...header.querySelectorAll('.brand, .nav-wide nav > ul > li > a, .more > summary, .bell, .menu-button, .signed-out-links a')].filter(visible);
  const mids = items.map((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2);
  const size = (sel) => [...document.querySelectorAll('main ' + sel)].filter(visible).map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  return {
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    headerHeight: header.getBoundingClientRect().height,
    headerSpread: Math.max(...mids) - Math.min(...mids),
    headerItems: items.length,
    tabbarVisible: visible(tabbar),
    tabs: [...tabbar.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    current: [...tabbar.querySelectorAll('a[aria-current="page"]')].map((a) => a.getAttribute('href')),
    h1: size('h1'),
    h2: size('h2'),
    h3: size('h3'),
  };
})()`;

async function measure(page: Page): Promise<Shell> {
  return (await page.evaluate(MEASURE)) as Shell;
}

for (const role of Object.keys(PAGES) as Role[]) {
  test(`${role}: the shell at 360 x 780 and 1280 x 800 on the main pages`, async () => {
    const page = await pageAs(suite.browser, role);
    const { pages, tabs } = PAGES[role];
    for (const path of pages) {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        const res = await page.goto(path);
        assert.equal(res?.status(), 200, `${role} ${path}`);
        const where = `${role} ${path} at ${viewport.width}`;
        // Kept for a person to look at: SCREENSHOT_DIR (set by .ci/run to test-results/screenshots).
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true });
          await page.screenshot({ path: join(SHOTS, `${role}${path.replace(/\//g, '_')}-${viewport.width}.png`), fullPage: true });
        }
        const m = await measure(page);
        assert.ok(m.sideways <= 0, `${where}: scrolls sideways by ${m.sideways} px`);
        assert.ok(m.headerItems >= 2 && m.headerSpread < 12, `${where}: the header is one row (${m.headerItems} items, middles ${m.headerSpread}px apart)`);
        assert.ok(m.h1.length === 1, `${where}: one h1`);
        const h1 = m.h1[0] as number;
        assert.ok(
          m.h2.every((s) => s < h1),
          `${where}: h1 (${h1}px) larger than every h2 (${m.h2})`,
        );
        assert.ok(
          m.h3.every((s) => s < Math.min(h1, ...m.h2)),
          `${where}: h3 (${m.h3}) smaller than h2 and h1`,
        );
        if (viewport === PHONE) {
          assert.ok(m.headerHeight <= 64, `${where}: header ${m.headerHeight}px tall`);
          assert.ok(m.tabbarVisible, `${where}: the bottom bar shows`);
          assert.deepEqual(m.tabs, tabs, `${where}: the bottom bar's destinations`);
          if (tabs.includes(path)) assert.deepEqual(m.current, [path], `${where}: the current page is marked in the bottom bar`);
          // Scrolled to the end, the last of the page (the footer) is above the bottom bar, not behind it.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const { footerBottom, barTop } = await page.evaluate(() => ({
            footerBottom: (document.querySelector('footer.footer') as HTMLElement).getBoundingClientRect().bottom,
            barTop: (document.querySelector('nav.tabbar') as HTMLElement).getBoundingClientRect().top,
          }));
          assert.ok(footerBottom <= barTop + 1, `${where}: the footer (bottom ${footerBottom}) is not hidden behind the bar (top ${barTop})`);
        } else {
          assert.ok(m.headerHeight <= 72, `${where}: header ${m.headerHeight}px tall`);
          assert.ok(!m.tabbarVisible, `${where}: no bottom bar on a desktop`);
        }
        assert.deepEqual(await axeFaults(page), [], `${where}: serious or critical accessibility faults`);
      }
    }
    await page.context().close();
  });
}

/** Opens the phone menu and returns the links it shows. */
async function openPhoneMenu(page: Page): Promise<string[]> {
  const menu = page.locator('details.phone-menu');
  assert.equal(await menu.locator('nav a').first().isVisible(), false, 'the menu starts closed');
  await page.click('summary.menu-button');
  await menu.locator('nav a').first().waitFor({ state: 'visible' });
  return menu.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

for (const javaScriptEnabled of [true, false]) {
  test(`the phone menu button opens the whole navigation (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
    const page = await pageAs(suite.browser, 'broker', javaScriptEnabled);
    await page.goto('/broker');
    const links = await openPhoneMenu(page);
    for (const href of ['/broker', '/broker/loads/new', '/loads/import', '/broker/loads', '/broker/network', '/broker/clients', '/broker/commissions', '/ledger', '/messages']) {
      assert.ok(links.includes(href), `the menu links to ${href}`);
    }
    assert.ok(await page.locator('details.phone-menu a[href="/logout"]').isVisible(), 'sign out is in the menu');
    // A link of the menu leads to its page.
    await Promise.all([page.waitForURL('**/broker/commissions'), page.click('details.phone-menu a[href="/broker/commissions"]')]);
    assert.equal(await page.locator('details.phone-menu a[href="/broker/commissions"]').getAttribute('aria-current'), 'page');
    await page.context().close();

    const anon = await pageAs(suite.browser, 'anon', javaScriptEnabled);
    await anon.goto('/');
    const anonLinks = await openPhoneMenu(anon);
    assert.deepEqual(anonLinks, ['/loadboard', '/about', '/contact', '/login', '/register']);
    await anon.context().close();
  });
}

test('with JavaScript, Escape closes the open menu and gives the focus back to its button; one menu is open at a time', async () => {
  const page = await pageAs(suite.browser, 'driver');
  await page.goto('/driver');
  await openPhoneMenu(page);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('details.phone-menu').evaluate((d) => (d as HTMLDetailsElement).open), false);
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('menu-button')), true);
  // A click elsewhere closes it too: beside the panel (it spans the width but for a margin, and on a menu as long
  // as the driver's it reaches down to the tab bar).
  await openPhoneMenu(page);
  const panel = (await page.locator('details.phone-menu .menu-panel').boundingBox())!;
  assert.ok(panel.x >= 4, 'the panel leaves a margin to click beside');
  await page.mouse.click(panel.x / 2, panel.y + panel.height / 2);
  assert.equal(await page.locator('details.phone-menu').evaluate((d) => (d as HTMLDetailsElement).open), false);
  await page.context().close();
});

test('on a desktop the broker has one header row; "More" holds the other pages and signing out', async () => {
  const page = await pageAs(suite.browser, 'broker');
  await page.setViewportSize(DESKTOP);
  await page.goto('/broker/loads');
  assert.equal(await page.locator('.nav-wide nav > ul a[aria-current="page"]').getAttribute('href'), '/broker/loads');
  assert.equal(await page.locator('details.more a[href="/logout"]').isVisible(), false);
  await page.click('details.more > summary');
  for (const href of ['/loads/import', '/broker/clients', '/broker/commissions', '/messages', '/logout']) {
    assert.ok(await page.locator(`details.more a[href="${href}"]`).isVisible(), `More shows ${href}`);
  }
  await Promise.all([page.waitForURL(`${suite.server.url}/`), page.click('details.more a[href="/logout"]')]);
  await page.context().close();
});

test('every page names its icon, colour and app manifest in its head, and draws only the icons it uses', async () => {
  const res = await fetch(`${suite.server.url}/loadboard`);
  const html = await res.text();
  assert.match(html, /<link rel="icon" href="\/assets\/logo.svg" type="image\/svg\+xml"/);
  assert.match(html, /<meta name="theme-color" content="#0b5cad"/);
  assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/);
  const symbols = [...html.matchAll(/<symbol id="i-([a-z]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(symbols, ['login', 'menu', 'register', 'truck']);
  for (const name of symbols) assert.match(html, new RegExp(`<use href="#i-${name}"/>`), `${name} is used`);
  const logo = await fetch(`${suite.server.url}/assets/logo.svg`);
  assert.equal(logo.status, 200);
});
