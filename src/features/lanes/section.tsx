/**
 * What the lanes feature contributes to pages of other features (src/app.ts hands these renderers in): return loads
 * on the driver's home and trip pages, and the drivers whose truck fits on an open load's page for its owner.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { fittingDriversFor, loadsNearLastPosition, returnLoadsFor } from './service.js';
import { FittingDriversCard, NearPositionCard, ReturnLoadsCard } from './views.js';

/** The trip page: return loads from where this trip ends (its driver only). */
export async function renderTripReturnLoads(db: Database, viewer: SessionUser, tripId: string): Promise<Child> {
  const found = await returnLoadsFor(db, viewer, tripId);
  return found ? <ReturnLoadsCard {...found} /> : null;
}

/** The driver's home: return loads from where their trip under way ends, and loads near their last shared position. */
export async function renderDriverSuggestions(db: Database, viewer: SessionUser): Promise<Child> {
  const [back, near] = await Promise.all([returnLoadsFor(db, viewer), loadsNearLastPosition(db, viewer)]);
  return (
    <>
      {back && <ReturnLoadsCard {...back} />}
      {near && <NearPositionCard {...near} />}
    </>
  );
}

/** An open load's page, for its owner: the nearest available drivers whose truck fits. */
export async function renderFittingDrivers(db: Database, viewer: SessionUser, load: { id: string; ownerId: string; status: string }): Promise<Child> {
  if (load.ownerId !== viewer.id || load.status !== 'open') return null;
  const found = await fittingDriversFor(db, viewer, load.id);
  return found ? <FittingDriversCard {...found} /> : null;
}
