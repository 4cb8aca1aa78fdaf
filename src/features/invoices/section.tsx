/**
 * The part of a load's page and its trip's page that shows the load's owner the invoices its carrier issued to
 * them ("Invoice from the driver: INV/2026-27/0001 · ₹35,000"), linked to /invoices/<id>. Nobody else is shown it.
 * src/app.ts hands it to both pages as their `carrierInvoices` section, so no page feature imports this one.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { t } from '../../lib/i18n/index.js';
import { formatRupees } from '../../lib/money.js';
import { invoicePath } from './presenters.js';
import { listCarrierInvoicesOfLoad } from './queries.js';
import { titleOf } from './words.js';

export async function renderCarrierInvoicesSection(db: Database, viewer: SessionUser, load: { id: string; ownerId: string }): Promise<Child> {
  if (viewer.id !== load.ownerId) return null;
  const rows = await listCarrierInvoicesOfLoad(db, viewer.id, load.id);
  if (rows.length === 0) return null;
  return (
    <section class="card" id="carrier-invoices">
      <h2>{t('tripinvoice.fromCarrier')}</h2>
      {rows.map((inv) => (
        <p>
          <a href={invoicePath(inv.id)}>
            {titleOf(inv)} {inv.displayNumber}
          </a>{' '}
          · {formatRupees(inv.totalPaise)}
        </p>
      ))}
    </section>
  );
}
