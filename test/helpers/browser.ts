/**
 * Browser tests drive Debian's chromium (never a downloaded browser) through
 * playwright-core. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { after, before } from 'node:test';
import { startTestServer, type TestServer } from './test-server.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

/** A fresh context (own cookies) with a page, for one user of a journey. */
async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** Registers through the /register form in the browser. */
export async function registerInBrowser(page: Page, user: { name: string; username: string; password: string; role: 'driver' | 'shipper' | 'broker' }): Promise<void> {
  await page.goto('/register');
  await page.selectOption('#f-role', user.role);
  await page.fill('#f-name', user.name);
  await page.fill('#f-username', user.username);
  await page.fill('#f-password', user.password);
  await page.fill('#f-password_confirm', user.password);
  await Promise.all([page.waitForURL(`**/${user.role}`), page.click('button[type=submit]')]);
}

/** Signs in through the /login form in the browser. */
export async function signInInBrowser(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.fill('#f-username', username);
  await page.fill('#f-password', password);
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
}

/** What a browser test file drives: its own test server and one browser, both ready once `before` has run. */
export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
  /** A fresh context (own cookies) with a page on the suite's server. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/** Starts a test server and a browser before the file's tests and closes both after them. */
export function browserSuite(): BrowserSuite {
  const suite = { newPage: () => newPage(suite.browser, suite.server.url) } as BrowserSuite;
  before(async () => {
    suite.server = await startTestServer();
    suite.browser = await launchBrowser();
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
    releaseBrowserPipes();
  });
  return suite;
}

/**
 * Call last in a browser test file's `after` hook. Once the browser is closed, nothing of it may keep
 * this test file's process alive. Debian's chromium starts helper processes (a crash handler) that can
 * hold the pipes playwright opened after the browser has gone: our ends are closed, since the browser
 * they led to is gone. The process has also been seen held by its own stdin/stdout/stderr sockets
 * after every hook had finished (about one full browser run in four; the file then timed out although
 * every test had passed): if anything still holds the process 10 seconds after the last hook, when the
 * runner has long reported every result, it says what and ends the file with the exit code the runner set.
 */
export function releaseBrowserPipes(): void {
  const own = new Set<unknown>([process.stdin, process.stdout, process.stderr]);
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  for (const h of handles) {
    if (h instanceof net.Socket && !own.has(h) && !h.remoteAddress && (h as unknown as { _handle?: object })._handle?.constructor.name === 'Pipe') h.destroy();
  }
  const stuck = setTimeout(() => {
    const left = (process as unknown as { _getActiveHandles(): Array<{ _handle?: { fd?: number }; hasRef?(): boolean; constructor: { name: string } }> })
      ._getActiveHandles()
      .map((h) => `${h.constructor.name} fd ${h._handle?.fd ?? '?'}${h.hasRef?.() === false ? ' (unref)' : ''}`);
    console.error(`browser test file: still held open after its last hook by ${JSON.stringify(left)}; ending it`);
    process.exit(process.exitCode ?? 0);
  }, 10_000);
  stuck.unref();
}

/**
 * Clicks a link of the site's navigation the way a user would at the page's size: where it shows (the
 * header row, the phone's bottom bar), or else in the header's menu, opened first (the phone's "Menu",
 * the desktop's "More").
 */
export async function clickNavLink(page: Page, selector: string): Promise<void> {
  const shown = page.locator(`${selector} >> visible=true`);
  if ((await shown.count()) === 0) await page.locator('header details.menu > summary >> visible=true').first().click();
  await shown.first().click();
}

/**
 * Opens a list page's folded filters (views/filters.tsx FilterSheet) the way a user would, by tapping its
 * line, unless they are open already; then the form's fields can be filled.
 */
export async function openFilters(page: Page): Promise<void> {
  const sheet = page.locator('details.filter-sheet').first();
  if ((await sheet.getAttribute('open')) === null) await sheet.locator('> summary').click();
}
