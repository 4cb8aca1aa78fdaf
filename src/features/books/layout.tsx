/** The frame of every page of the books (the layout, the books' own tabs and a heading) and the pieces the nouns' pages share. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatRupees } from '../../lib/money.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { truckTypeName } from '../../lib/words.js';
import { Layout } from '../../views/layout.js';

export const BOOKS_META = { styles: ['/assets/ledger.css'] };

const TABS: Array<[string, string]> = [
  ['/ledger', 'Overview'],
  ['/ledger/loads', 'Loads'],
  ['/ledger/payments', 'Payments'],
  ['/ledger/shippers', 'Clients'],
  ['/ledger/vehicles', 'Vehicles'],
  ['/ledger/reports', 'Reports'],
];

/** Every ledger page: the layout, the ledger's own tabs and a heading. */
export function BooksPage({ title, user, flash, tab, children, actions }: { title: string; user: SessionUser; flash?: Flash | null; tab: string; children?: Child; actions?: Child }) {
  return (
    <Layout title={title} user={user} flash={flash} active="/ledger" meta={BOOKS_META}>
      <nav class="ledger-tabs" aria-label="Books">
        <ul>
          {TABS.map(([href, label]) => (
            <li>
              <a href={href} aria-current={tab === href ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="ledger-head">
        <h1>{title}</h1>
        {actions && <div class="ledger-actions">{actions}</div>}
      </div>
      {children}
    </Layout>
  );
}

export const options = (pairs: Array<[string, string]>, empty: string): Array<[string, string]> => [['', empty], ...pairs];
export const truckChoices = (empty = 'Choose…') =>
  options(
    TRUCK_TYPES.map((t) => [t, truckTypeName(t, 'long')]),
    empty,
  );

export function Money({ paise }: { paise: number | null }) {
  return <span class="num">{formatRupees(paise)}</span>;
}

export function Route({ origin, destination }: { origin: string; destination: string }) {
  return (
    <span class="route-text">
      {origin} → {destination}
    </span>
  );
}
