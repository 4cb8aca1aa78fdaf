/**
 * What the bids feature contributes to pages of other features: the bid part of
 * a load's page (/loads/<id> and /marketplace/load/<id>), and the viewer's bid
 * status on board cards.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import type { OwnBid } from '../../views/sections.js';
import { laneRateOf } from '../lanes/service.js';
import type { LaneRate } from '../../views/lane-rate.js';
import { canSeeAllBidsOf } from './policy.js';
import { countBidsOfLoad, driverPlanAndBidsToday, findLoadForBids, latestBidStatuses, listBidsOfLoad } from './queries.js';
import { FREE_BIDS_PER_DAY, proposedDelivery, withThreads } from './service.js';
import { bidUrls, DriverBidSection, OtherBidSection, OwnerBidSection, type LoadPageBase } from './views.js';

export interface LoadForBids {
  id: string;
  ownerId: string;
  status: string;
  pickupDate: string;
}

/**
 * The page the section is on ('marketplace' or { base: '/marketplace/load' } for
 * /marketplace/load/<id>): its forms post to that family's routes and come back
 * to that page. Default: /loads/<id>.
 */
export interface BidSectionOptions {
  base?: LoadPageBase;
}

/**
 * The bid section of /loads/<id> and /marketplace/load/<id> for this viewer:
 * the owner (and admins, read-only) see every bid with the driver's rating and
 * the negotiation thread, the owner a link to message each bidder and, while
 * the load is open, accept / reject / counter;
 * a driver sees the bid form or their bid's state with withdraw and
 * answer-counter actions; anyone else sees how many bids there are.
 */
export async function renderBidSection(db: Database, viewer: SessionUser, load: LoadForBids, options: BidSectionOptions | 'loads' | 'marketplace' = {}): Promise<Child> {
  return (await renderBidPart(db, viewer, load, options)).section;
}

/**
 * The bid section and, for a driver, their own bid on the load as the section read it (the live or accepted one,
 * listed first, else the latest), so the load page's primary button costs no second read.
 */
export async function renderBidPart(
  db: Database,
  viewer: SessionUser,
  load: LoadForBids,
  options: BidSectionOptions | 'loads' | 'marketplace' = {},
  /** The lane's rate when the page reads it already; else read here for the bid form. */
  knownLaneRate?: Promise<LaneRate | null>,
): Promise<{ section: Child; ownBid: OwnBid | null }> {
  const base = typeof options === 'string' ? (options === 'marketplace' ? '/marketplace/load' : '/loads') : (options.base ?? '/loads');
  const urls = bidUrls(base, load.id);
  if (canSeeAllBidsOf(viewer, load)) {
    const [rows, facts] = await Promise.all([listBidsOfLoad(db, load.id), findLoadForBids(db, load.id)]);
    const bids = await withThreads(db, rows);
    return { section: OwnerBidSection({ urls, loadStatus: load.status, pricePaise: facts?.pricePaise ?? null, bids, readOnly: viewer.id !== load.ownerId, viewerId: viewer.id }), ownBid: null };
  }
  if (viewer.role === 'driver') {
    const [rows, usage, facts] = await Promise.all([listBidsOfLoad(db, load.id, viewer.id), driverPlanAndBidsToday(db, viewer.id), findLoadForBids(db, load.id)]);
    const [bids, laneRate] = await Promise.all([withThreads(db, rows), facts && load.status === 'open' ? (knownLaneRate ?? laneRateOf(db, facts)) : null]);
    const form = facts ? { proposal: proposedDelivery(facts), pricePaise: facts.pricePaise, laneRate } : { proposal: proposedDelivery({ ...load, origin: '', destination: '' }), pricePaise: null };
    const [own] = rows;
    return {
      section: DriverBidSection({ urls, loadStatus: load.status, pickupDate: load.pickupDate, form, bids, plan: usage.plan, bidsToday: usage.today, freeLimit: FREE_BIDS_PER_DAY }),
      ownBid: own ? { id: own.id, status: own.status, amountPaise: Number(own.amountPaise) } : null,
    };
  }
  const counts = await countBidsOfLoad(db, load.id);
  return { section: OtherBidSection({ total: counts.total, live: counts.live, loadStatus: load.status }), ownBid: null };
}

/** The viewer's latest bid status per load id (for the marketplace cards); loads without a bid are absent. */
export async function bidStatusesFor(db: Database, driverId: string, loadIds: string[]): Promise<Map<string, string>> {
  return latestBidStatuses(db, driverId, loadIds);
}
