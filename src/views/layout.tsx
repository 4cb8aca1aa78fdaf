/**
 * The one page layout: a compact header (logo, unread bell, a menu button that opens the whole navigation;
 * on wide screens the role's main links in one row and the rest under "More"), the flash message, the
 * page, the footer, and on phones a bottom bar with the role's main destinations. Works without
 * JavaScript (the menus are <details>); app.js closes an open menu on Escape or a click elsewhere.
 */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../http/context.js';
import type { Flash } from '../http/respond.js';
import { Icon, type IconName, IconSprite } from './icons.js';

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
  label: string;
  icon: IconName;
  /** In the bottom bar on phones and in the header row on wide screens (4-5 per role); the rest is under "More". */
  main?: boolean;
  /** A shorter label for the bottom bar. */
  short?: string;
}

const NAV: Record<string, NavLink[]> = {
  driver: [
    { href: '/driver', label: 'Home', icon: 'home', main: true },
    { href: '/marketplace', label: 'Find loads', icon: 'search', main: true },
    { href: '/driver/bids', label: 'My bids', icon: 'bids', main: true },
    { href: '/driver/trips', label: 'Trips', icon: 'route', main: true },
    { href: '/driver/earnings', label: 'Earnings', icon: 'rupee' },
    { href: '/escrow', label: 'Wallet', icon: 'wallet', main: true },
    { href: '/messages', label: 'Messages', icon: 'message' },
    { href: '/driver/network', label: 'Brokers', icon: 'users' },
    { href: '/driver/profile', label: 'Profile', icon: 'user' },
  ],
  shipper: [
    { href: '/shipper', label: 'Home', icon: 'home', main: true },
    { href: '/loads/new', label: 'Post load', icon: 'plus', main: true },
    { href: '/loads/import', label: 'Import from WhatsApp', icon: 'import' },
    { href: '/shipper/loads', label: 'My loads', icon: 'package', main: true },
    { href: '/shipper/shipments', label: 'Shipments', icon: 'truck', main: true },
    { href: '/escrow', label: 'Payments', icon: 'wallet', main: true },
    { href: '/ledger', label: 'Books', icon: 'book' },
    { href: '/messages', label: 'Messages', icon: 'message' },
  ],
  broker: [
    { href: '/broker', label: 'Home', icon: 'home', main: true },
    { href: '/broker/loads/new', label: 'Post load', icon: 'plus', main: true },
    { href: '/loads/import', label: 'Import from WhatsApp', icon: 'import' },
    { href: '/broker/loads', label: 'My loads', icon: 'package', main: true },
    { href: '/broker/network', label: 'Drivers', icon: 'users', main: true },
    { href: '/broker/clients', label: 'Clients', icon: 'building' },
    { href: '/broker/commissions', label: 'Commissions', icon: 'percent' },
    { href: '/ledger', label: 'Books', icon: 'book', main: true },
    { href: '/messages', label: 'Messages', icon: 'message' },
  ],
  admin: [
    { href: '/admin', label: 'Home', icon: 'home', main: true },
    { href: '/admin/users', label: 'Users', icon: 'users', main: true },
    { href: '/admin/loads', label: 'Loads', icon: 'package', main: true },
    { href: '/admin/metrics', label: 'Metrics', icon: 'chart' },
    { href: '/escrow', label: 'Escrow', icon: 'wallet', main: true },
    { href: '/ledger/admin/deleted', label: 'Deleted records', icon: 'trash' },
    { href: '/audit-logs', label: 'Audit log', icon: 'audit', main: true, short: 'Audit' },
  ],
};

const PUBLIC_NAV: NavLink[] = [
  { href: '/loadboard', label: 'Load board', icon: 'truck', main: true },
  { href: '/about', label: 'About', icon: 'info' },
  { href: '/contact', label: 'Contact', icon: 'phone' },
];

/** The signed-out bottom bar: the board and the two ways in. */
const PUBLIC_TABS: NavLink[] = [PUBLIC_NAV[0] as NavLink, { href: '/login', label: 'Sign in', icon: 'login' }, { href: '/register', label: 'Register', icon: 'register' }];

/** A plain text link of a navigation list, marked when it is the current section. */
function NavItem({ link, active }: { link: NavLink; active?: string }) {
  return (
    <li>
      <a href={link.href} aria-current={active === link.href ? 'page' : undefined}>
        {link.label}
      </a>
    </li>
  );
}

export function Layout({ title, user, flash, meta, active, children }: LayoutProps) {
  const nav = (user ? NAV[user.role] : undefined) ?? PUBLIC_NAV;
  const main = nav.filter((l) => l.main);
  const more = nav.filter((l) => !l.main);
  const tabs = user ? main : PUBLIC_TABS;
  const icons: IconName[] = [...tabs.map((t) => t.icon), 'menu', ...(user ? (['bell', 'chevron'] as const) : []), ...(meta?.icons ?? [])];
  const account = user ? (
    <div class="account">
      <p class="who">
        {user.name} <small>({user.role})</small>
      </p>
      <a href="/logout">Sign out</a>
    </div>
  ) : null;
  return (
    <html lang="en">
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
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="stylesheet" href="/assets/app.css" />
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
          Skip to content
        </a>
        <header class="topbar">
          <a class="brand" href="/">
            <img src="/assets/logo.svg" alt="" width="32" height="32" />
            <span>FreightBazaar</span>
          </a>
          <div class="nav-wide">
            <nav aria-label="Main">
              <ul>
                {(user ? main : nav).map((link) => (
                  <NavItem link={link} active={active} />
                ))}
              </ul>
              {user && (
                <details class="menu more">
                  <summary>
                    More <Icon name="chevron" size={16} />
                  </summary>
                  <div class="menu-panel">
                    <ul>
                      {more.map((link) => (
                        <NavItem link={link} active={active} />
                      ))}
                    </ul>
                    {account}
                  </div>
                </details>
              )}
            </nav>
          </div>
          <div class="header-tools">
            {user ? (
              <a class="bell" href="/marketplace/notifications" aria-label="Notifications">
                <Icon name="bell" />
                <span id="unread-badge" class="badge" data-count="0" hidden>
                  0
                </span>
              </a>
            ) : (
              <span class="signed-out-links">
                <a class="button secondary" href="/login">
                  Sign in
                </a>
                <a class="button" href="/register">
                  Register
                </a>
              </span>
            )}
            <details class="menu phone-menu">
              <summary class="menu-button" aria-label="Menu">
                <Icon name="menu" />
                <span>Menu</span>
              </summary>
              <div class="menu-panel">
                <nav aria-label="All pages">
                  <ul>
                    {nav.map((link) => (
                      <NavItem link={link} active={active} />
                    ))}
                    {!user && (
                      <>
                        <li>
                          <a href="/login">Sign in</a>
                        </li>
                        <li>
                          <a href="/register">Register</a>
                        </li>
                      </>
                    )}
                  </ul>
                </nav>
                {account}
              </div>
            </details>
          </div>
        </header>
        <main id="main">
          {flash && (
            <div class={`flash flash-${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
              {flash.text}
            </div>
          )}
          {children}
        </main>
        <footer class="footer">
          <p>
            FreightBazaar · loads, trucks and payments for Indian transport · <a href="/about">About</a> · <a href="/contact">Contact</a>
          </p>
        </footer>
        <nav class="tabbar" aria-label="Quick links">
          <ul>
            {tabs.map((t) => (
              <li>
                <a class="tab" href={t.href} aria-current={active === t.href ? 'page' : undefined}>
                  <Icon name={t.icon} />
                  <span>{t.short ?? t.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </body>
    </html>
  );
}
