/**
 * The one page layout: a compact header (logo, unread bell, a menu button that opens the whole navigation;
 * on wide screens the role's main links in one row and the rest under "More"), the flash message, the
 * page, the footer, and on phones a bottom bar with the role's main destinations. Works without
 * JavaScript (the menus are <details>); app.js closes an open menu on Escape or a click elsewhere.
 */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../http/context.js';
import type { Flash } from '../http/respond.js';
import { currentLocale, currentPath, LOCALE_NAMES, LOCALES, type MessageKey, t } from '../lib/i18n/index.js';
import { bidPartyName } from '../lib/words.js';
import { Icon, type IconName, IconSprite } from './icons.js';
import { keptHtml } from './kept-html.js';

export interface PageMeta {
  /** Open Graph tags for pages that are shared (a load's public summary). */
  og?: { title: string; description: string; url: string };
  /** Extra stylesheets or scripts served from /assets (e.g. the map page). */
  styles?: string[];
  scripts?: string[];
  /** Icons the page draws with <Icon> besides the layout's own. */
  icons?: IconName[];
}

export interface LayoutProps {
  title: string;
  user: SessionUser | null;
  flash?: Flash | null;
  meta?: PageMeta;
  /** Marks the current section in the navigation. */
  active?: string;
  children?: Child;
}

interface NavLink {
  href: string;
  /** The link's words: a message of lib/i18n, read in the page's language. */
  label: MessageKey;
  icon: IconName;
  /** In the bottom bar on phones and in the header row on wide screens (4-5 per role); the rest is under "More". */
  main?: boolean;
  /** A shorter label for the bottom bar. */
  short?: MessageKey;
}

const NAV: Record<string, NavLink[]> = {
  driver: [
    { href: '/driver', label: 'nav.home', icon: 'home', main: true },
    { href: '/marketplace', label: 'nav.findLoads', icon: 'search', main: true },
    { href: '/driver/bids', label: 'nav.myBids', icon: 'bids', main: true },
    { href: '/driver/trips', label: 'nav.trips', icon: 'route', main: true },
    { href: '/driver/earnings', label: 'nav.earnings', icon: 'rupee' },
    { href: '/invoices', label: 'invoices.nav', icon: 'receipt' },
    { href: '/escrow', label: 'nav.wallet', icon: 'wallet', main: true },
    { href: '/alerts', label: 'alerts.nav', icon: 'bell' },
    { href: '/messages', label: 'nav.messages', icon: 'message' },
    { href: '/driver/network', label: 'nav.brokers', icon: 'users' },
    { href: '/driver/profile', label: 'nav.profile', icon: 'user' },
  ],
  shipper: [
    { href: '/shipper', label: 'nav.home', icon: 'home', main: true },
    { href: '/loads/new', label: 'nav.postLoad', icon: 'plus', main: true },
    { href: '/loads/import', label: 'nav.importWhatsApp', icon: 'import' },
    { href: '/shipper/loads', label: 'nav.myLoads', icon: 'package', main: true },
    { href: '/shipper/shipments', label: 'nav.shipments', icon: 'truck', main: true },
    { href: '/escrow', label: 'nav.payments', icon: 'wallet', main: true },
    { href: '/ledger', label: 'nav.books', icon: 'book' },
    { href: '/invoices', label: 'invoices.nav', icon: 'receipt' },
    { href: '/messages', label: 'nav.messages', icon: 'message' },
  ],
  broker: [
    { href: '/broker', label: 'nav.home', icon: 'home', main: true },
    { href: '/broker/loads/new', label: 'nav.postLoad', icon: 'plus', main: true },
    { href: '/loads/import', label: 'nav.importWhatsApp', icon: 'import' },
    { href: '/broker/loads', label: 'nav.myLoads', icon: 'package', main: true },
    { href: '/broker/network', label: 'nav.drivers', icon: 'users', main: true },
    { href: '/broker/clients', label: 'nav.clients', icon: 'building' },
    { href: '/broker/commissions', label: 'nav.commissions', icon: 'percent' },
    { href: '/ledger', label: 'nav.books', icon: 'book', main: true },
    { href: '/invoices', label: 'invoices.nav', icon: 'receipt' },
    { href: '/alerts', label: 'alerts.nav', icon: 'bell' },
    { href: '/messages', label: 'nav.messages', icon: 'message' },
  ],
  admin: [
    { href: '/admin', label: 'nav.home', icon: 'home', main: true },
    { href: '/admin/users', label: 'nav.users', icon: 'users', main: true },
    { href: '/admin/loads', label: 'nav.loads', icon: 'package', main: true },
    { href: '/admin/documents', label: 'documents.nav.admin', icon: 'audit' },
    { href: '/admin/metrics', label: 'nav.metrics', icon: 'chart' },
    { href: '/admin/reports', label: 'reports.nav', icon: 'info' },
    { href: '/admin/deliveries', label: 'reach.nav.admin', icon: 'bell' },
    { href: '/escrow', label: 'nav.escrow', icon: 'wallet', main: true },
    { href: '/ledger/admin/deleted', label: 'nav.deletedRecords', icon: 'trash' },
    { href: '/invoices', label: 'invoices.nav.admin', icon: 'receipt' },
    { href: '/audit-logs', label: 'nav.auditLog', icon: 'audit', main: true, short: 'nav.audit' },
  ],
};

const PUBLIC_NAV: NavLink[] = [
  { href: '/loadboard', label: 'nav.loadBoard', icon: 'truck', main: true },
  { href: '/about', label: 'nav.about', icon: 'info' },
  { href: '/contact', label: 'nav.contact', icon: 'phone' },
];

/** The signed-out bottom bar: the board and the two ways in. */
const PUBLIC_TABS: NavLink[] = [PUBLIC_NAV[0] as NavLink, { href: '/login', label: 'nav.signIn', icon: 'login' }, { href: '/register', label: 'nav.register', icon: 'register' }];

/** A plain text link of a navigation list, marked when it is the current section. */
/**
 * The language switch (in the menus, the footer and on the sign-in page): one small form per language, its
 * button named in its own script, posting to /language with this page as the way back. Works without
 * JavaScript. (Submit inputs, not buttons: the page's own `button[type=submit]` stays the first one.)
 */
export function LanguageSwitch({ folded = false, next = currentPath() }: { folded?: boolean; next?: string | null }) {
  const here = currentLocale();
  // In a menu: one row ("Language · हिन्दी") that unfolds the choices, so the menu stays short.
  if (folded) {
    return (
      <details class="language-choice">
        <summary>
          {t('layout.language')} · <span lang={here}>{LOCALE_NAMES[here]}</span>
        </summary>
        <LanguageSwitch next={next} />
      </details>
    );
  }
  return (
    <fieldset class="language-switch">
      <legend class="language-label">{t('layout.language')}</legend>
      {LOCALES.map((l) => (
        <form method="post" action="/language">
          <input type="hidden" name="lang" value={l} />
          {next && <input type="hidden" name="next" value={next} />}
          <input type="submit" value={LOCALE_NAMES[l]} lang={l} class="button secondary small" aria-pressed={l === here ? 'true' : 'false'} />
        </form>
      ))}
    </fieldset>
  );
}

function NavItem({ link, active }: { link: NavLink; active?: string }) {
  return (
    <li>
      <a href={link.href} aria-current={active === link.href ? 'page' : undefined}>
        {t(link.label)}
      </a>
    </li>
  );
}

function FlashMessage({ flash }: { flash: Flash }) {
  return (
    <div class={`flash flash-${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </div>
  );
}

/**
 * The layout's frame kept rendered, per language, role, section and page assets, as flat strings between the
 * slots that differ per request: the title, the reader's name, the page's path (in the language switches) and the
 * body (the flash message and the page). The frame is most of a short page's rendering and of its writing out
 * (hundreds of pieces to escape, join and flatten); a kept one is a dozen flat strings. The same markup as
 * `FullLayout` draws, byte for byte (`layout.test.tsx`).
 */
const SLOT = '\u0001';
const slot = (name: string) => `${SLOT}${name}${SLOT}`;
const SLOTS = new RegExp(`${SLOT}([A-Z])${SLOT}`);
type Frame = Array<ReturnType<typeof keptHtml> | string>;
const frames = new Map<string, Frame>();
/** Languages x roles x sections x assets stay far under this; past it (a bug), frames are dropped, not grown. */
const MAX_FRAMES = 2000;

function keptFrame(key: string, draw: () => string): Frame {
  let frame = frames.get(key);
  if (!frame) {
    // split() with a capturing group alternates text and slot names: text, name, text, name ... text.
    frame = draw()
      .split(SLOTS)
      .map((part, i) => (i % 2 === 0 ? keptHtml(part) : part));
    if (frames.size >= MAX_FRAMES) frames.clear();
    frames.set(key, frame);
  }
  return frame;
}

export function Layout(props: LayoutProps) {
  const next = currentPath();
  const { title, user, flash, meta, active, children } = props;
  // A shared page's Open Graph text is its own; such pages are drawn whole.
  if (meta?.og) return <FullLayout {...props} next={next} />;
  const key = [currentLocale(), user?.role ?? '', active ?? '', next === null ? '' : 'p', meta?.icons?.join() ?? '', meta?.styles?.join() ?? '', meta?.scripts?.join() ?? ''].join('|');
  const frame = keptFrame(key, () =>
    String(
      <FullLayout title={slot('T')} user={user && { ...user, name: slot('N') }} meta={meta} active={active} next={next === null ? null : slot('P')}>
        {keptHtml(slot('B'))}
      </FullLayout>,
    ),
  );
  return (
    <>
      {frame.map((part) => {
        if (typeof part !== 'string') return part;
        if (part === 'T') return title;
        if (part === 'N') return user?.name;
        if (part === 'P') return next;
        return (
          <>
            {flash && <FlashMessage flash={flash} />}
            {children}
          </>
        );
      })}
    </>
  );
}

/** The layout drawn in full for one request; `next` is the page's own path for the language switches. */
export function FullLayout({ title, user, flash, meta, active, children, next }: LayoutProps & { next: string | null }) {
  const nav = (user ? NAV[user.role] : undefined) ?? PUBLIC_NAV;
  const main = nav.filter((l) => l.main);
  const more = nav.filter((l) => !l.main);
  const tabs = user ? main : PUBLIC_TABS;
  const icons: IconName[] = [...tabs.map((tab) => tab.icon), 'menu', ...(user ? (['bell', 'chevron'] as const) : []), ...(meta?.icons ?? [])];
  const account = user ? (
    <div class="account">
      <p class="who">
        {user.name} <small>({bidPartyName(user.role)})</small>
      </p>
      <div class="account-links">
        {user.role !== 'admin' && <a href="/documents">{t('documents.page.title')}</a>}
        <a href="/settings/notifications">{t('reach.nav.settings')}</a>
        <a href="/logout">{t('layout.signOut')}</a>
      </div>
    </div>
  ) : null;
  return (
    <html lang={currentLocale()}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b5cad" />
        <title>{`${title} · FreightBazaar`}</title>
        {meta?.og && (
          <>
            <meta property="og:title" content={meta.og.title} />
            <meta property="og:description" content={meta.og.description} />
            <meta property="og:url" content={meta.og.url} />
            <meta property="og:type" content="website" />
            <meta name="description" content={meta.og.description} />
          </>
        )}
        <link rel="icon" href="/assets/logo.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/assets/icon-192.png" />
        <link rel="manifest" href={currentLocale() === 'en' ? '/manifest.webmanifest' : `/manifest.webmanifest?lang=${currentLocale()}`} />
        <link rel="stylesheet" href="/assets/app.css" />
        <link rel="stylesheet" href="/assets/i18n.css" />
        {meta?.styles?.map((s) => (
          <link rel="stylesheet" href={s} />
        ))}
        <script src="/assets/app.js" defer></script>
        <script src="/assets/pwa.js" defer></script>
        {meta?.scripts?.map((s) => (
          <script src={s} defer></script>
        ))}
      </head>
      <body data-signed-in={user ? 'yes' : 'no'} class="has-tabbar">
        <IconSprite names={icons} />
        <a class="skip" href="#main">
          {t('layout.skip')}
        </a>
        <header class="topbar">
          <a class="brand" href="/">
            <img src="/assets/logo.svg" alt="" width="32" height="32" />
            <span>FreightBazaar</span>
          </a>
          <div class="nav-wide">
            <nav aria-label={t('layout.navMain')}>
              <ul>
                {(user ? main : nav).map((link) => (
                  <NavItem link={link} active={active} />
                ))}
              </ul>
              {user && (
                <details class="menu more">
                  <summary>
                    {t('layout.more')} <Icon name="chevron" size={16} />
                  </summary>
                  <div class="menu-panel">
                    <ul>
                      {more.map((link) => (
                        <NavItem link={link} active={active} />
                      ))}
                    </ul>
                    {account}
                    <LanguageSwitch folded next={next} />
                  </div>
                </details>
              )}
            </nav>
          </div>
          <div class="header-tools">
            {user ? (
              <a class="bell" href="/marketplace/notifications" aria-label={t('layout.notifications')}>
                <Icon name="bell" />
                <span id="unread-badge" class="badge" data-count="0" hidden>
                  0
                </span>
              </a>
            ) : (
              <span class="signed-out-links">
                <a class="button secondary" href="/login">
                  {t('nav.signIn')}
                </a>
                <a class="button" href="/register">
                  {t('nav.register')}
                </a>
              </span>
            )}
            <details class="menu phone-menu">
              <summary class="menu-button" aria-label={t('layout.menu')}>
                <Icon name="menu" />
                <span>{t('layout.menu')}</span>
              </summary>
              <div class="menu-panel">
                <nav aria-label={t('layout.navAll')}>
                  <ul>
                    {nav.map((link) => (
                      <NavItem link={link} active={active} />
                    ))}
                    {!user && (
                      <>
                        <li>
                          <a href="/login">{t('nav.signIn')}</a>
                        </li>
                        <li>
                          <a href="/register">{t('nav.register')}</a>
                        </li>
                      </>
                    )}
                  </ul>
                </nav>
                {account}
                <LanguageSwitch folded next={next} />
              </div>
            </details>
          </div>
        </header>
        <main id="main">
          {flash && <FlashMessage flash={flash} />}
          {children}
        </main>
        <footer class="footer">
          <p>
            FreightBazaar · {t('layout.tagline')} · <a href="/about">{t('nav.about')}</a> · <a href="/contact">{t('nav.contact')}</a>
          </p>
          <LanguageSwitch next={next} />
        </footer>
        <nav class="tabbar" aria-label={t('layout.navQuick')}>
          <ul>
            {tabs.map((tab) => (
              <li>
                <a class="tab" href={tab.href} aria-current={active === tab.href ? 'page' : undefined}>
                  <Icon name={tab.icon} />
                  <span>{t(tab.short ?? tab.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </body>
    </html>
  );
}
