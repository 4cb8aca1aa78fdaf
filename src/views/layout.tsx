/** The one page layout: role navigation, flash message, unread badge and footer. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../http/context.js';
import type { Flash } from '../http/respond.js';

export interface PageMeta {
  /** Open Graph tags for pages that are shared (a load's public summary). */
  og?: { title: string; description: string; url: string };
  /** Extra stylesheets or scripts served from /assets (e.g. the map page). */
  styles?: string[];
  scripts?: string[];
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

const NAV: Record<string, Array<[href: string, label: string]>> = {
  driver: [
    ['/driver', 'Home'],
    ['/marketplace', 'Find loads'],
    ['/driver/bids', 'My bids'],
    ['/driver/trips', 'Trips'],
    ['/driver/earnings', 'Earnings'],
    ['/escrow', 'Wallet'],
    ['/messages', 'Messages'],
    ['/driver/network', 'Brokers'],
    ['/driver/profile', 'Profile'],
  ],
  shipper: [
    ['/shipper', 'Home'],
    ['/loads/new', 'Post load'],
    ['/loads/import', 'Import from WhatsApp'],
    ['/shipper/loads', 'My loads'],
    ['/shipper/shipments', 'Shipments'],
    ['/escrow', 'Payments'],
    ['/ledger', 'Books'],
    ['/messages', 'Messages'],
  ],
  broker: [
    ['/broker', 'Home'],
    ['/broker/loads/new', 'Post load'],
    ['/loads/import', 'Import from WhatsApp'],
    ['/broker/loads', 'My loads'],
    ['/broker/network', 'Drivers'],
    ['/broker/clients', 'Clients'],
    ['/broker/commissions', 'Commissions'],
    ['/ledger', 'Books'],
    ['/messages', 'Messages'],
  ],
  admin: [
    ['/admin', 'Home'],
    ['/admin/users', 'Users'],
    ['/admin/loads', 'Loads'],
    ['/admin/metrics', 'Metrics'],
    ['/escrow', 'Escrow'],
    ['/ledger/admin/deleted', 'Deleted records'],
    ['/audit-logs', 'Audit log'],
  ],
};

const PUBLIC_NAV: Array<[string, string]> = [
  ['/loadboard', 'Load board'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
];

export function Layout({ title, user, flash, meta, active, children }: LayoutProps) {
  const nav = user ? NAV[user.role] : PUBLIC_NAV;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
        <link rel="stylesheet" href="/assets/app.css" />
        {meta?.styles?.map((s) => (
          <link rel="stylesheet" href={s} />
        ))}
        <script src="/assets/app.js" defer></script>
        {meta?.scripts?.map((s) => (
          <script src={s} defer></script>
        ))}
      </head>
      <body data-signed-in={user ? 'yes' : 'no'}>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="topbar">
          <a class="brand" href="/">
            FreightBazaar
          </a>
          <nav aria-label="Main">
            <ul>
              {nav.map(([href, label]) => (
                <li>
                  <a href={href} aria-current={active === href ? 'page' : undefined}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div class="account">
            {user ? (
              <>
                <a class="bell" href="/marketplace/notifications" aria-label="Notifications">
                  <svg class="bell-icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
                    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z" />
                  </svg>
                  <span id="unread-badge" class="badge" data-count="0" hidden>
                    0
                  </span>
                </a>
                <span class="who">
                  {user.name} <small>({user.role})</small>
                </span>
                <a href="/logout">Sign out</a>
              </>
            ) : (
              <>
                <a href="/login">Sign in</a>
                <a class="button small" href="/register">
                  Register
                </a>
              </>
            )}
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
      </body>
    </html>
  );
}
