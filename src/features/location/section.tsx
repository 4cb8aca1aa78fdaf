/**
 * What the location feature contributes to pages of other features: the
 * assigned driver's "Share my position" control on the driver's trip page.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { findLoadWithTrip } from './queries.js';
import { canShareNow } from './service.js';
import { SHARE_ASSETS, ShareControl } from './views.js';

export { SHARE_ASSETS };

/**
 * The share control for a load, or null: only for its assigned driver while the
 * trip is active, the same rule as the tracking page's toggle. The page showing
 * it adds SHARE_ASSETS to its Layout `meta`.
 */
export async function renderShareSection(db: Database, viewer: SessionUser, loadId: string): Promise<Child> {
  if (viewer.role !== 'driver') return null;
  const load = await findLoadWithTrip(db, loadId);
  if (!load || !canShareNow(viewer, load)) return null;
  return <ShareControl loadId={load.id} />;
}
