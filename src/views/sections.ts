/**
 * Parts of a page that another feature renders: a load's page shows the bids,
 * payment and trip parts; a trip's page shows the payment part and the driver's
 * "Share my position" control. The page's feature declares what it needs here;
 * src/app.ts hands it the other features' renderers, so no feature imports
 * another's views to build a page.
 */
import type { Child } from 'hono/jsx';
import type { Database } from '../db/database.js';
import type { SessionUser } from '../http/context.js';
import type { Flash, Renderable } from '../http/respond.js';
import type { FormErrors, FormValues } from './form.js';
import type { LaneRate } from './lane-rate.js';
import type { PageMeta } from './layout.js';

/** The load a section is shown for, as the load's page read it. */
interface LoadOnPage {
  id: string;
  ownerId: string;
  status: string;
  pickupDate: string;
  paymentStatus: string;
  assignedDriverId: string | null;
}

/** The two doors to a load's page: /loads/<id> and /marketplace/load/<id>; a section's forms come back to the one it is on. */
type LoadPageFamily = 'loads' | 'marketplace';

/** A part of a page for this viewer, or null when the viewer may not see it. */
type Section<Subject, Extra extends unknown[] = []> = (db: Database, viewer: SessionUser, subject: Subject, ...extra: Extra) => Promise<Child>;

/**
 * The bid part of a load's page, and the viewer's own bid on the load that it read (a driver's live or accepted
 * bid first, else the latest; null for anyone else), for the page's primary button ("Your bid: ₹45,000 · Pending").
 */
/** `laneRate`: the lane's rate the load page reads anyway, for the bid form to show beside the amount (not read twice). */
type BidPart = (db: Database, viewer: SessionUser, load: LoadOnPage, family: LoadPageFamily, laneRate?: Promise<LaneRate | null>) => Promise<{ section: Child; ownBid: OwnBid | null }>;

/** What the load page and the board show from other features. */
export interface LoadPageSections {
  bids: BidPart;
  payment: Section<LoadOnPage>;
  trip: Section<LoadOnPage>;
  /** The load's documents (LR, invoice, e-way bill) and the e-way bill reminder, for its owner and assigned driver. */
  documents: Section<LoadOnPage>;
  /** For the load's owner: the invoices its carrier issued to them for the trip (the invoices feature). */
  carrierInvoices: Section<LoadOnPage>;
  /** Reporting the load (or, to its owner, why it is off the board; to an admin, its open reports). */
  report: Section<LoadOnPage>;
  /** For the owner of an open load: the nearest available drivers whose truck fits it (the lanes feature). */
  fittingDrivers: Section<LoadOnPage>;
  /** A driver's latest bid status per load id, for the marketplace cards. */
  bidStatuses(db: Database, driverId: string, loadIds: string[]): Promise<Map<string, string>>;
}

/** A driver's bid on a load as the load's page names it: "Your bid: ₹45,000 · Pending", a link to `#bid-<id>`. */
export interface OwnBid {
  id: string;
  status: string;
  amountPaise: number;
}

/** What the trip page shows from other features. */
export interface TripPageSections {
  payment: Section<Omit<LoadOnPage, 'pickupDate'>>;
  /** The load's documents and the e-way bill reminder, for its owner and assigned driver. */
  documents: Section<Omit<LoadOnPage, 'pickupDate'>>;
  /** For the load's owner: the invoices the trip's carrier issued to them (the invoices feature). */
  carrierInvoices: Section<Omit<LoadOnPage, 'pickupDate'>>;
  /** For the trip's driver: open loads that start near where the trip ends, from its delivery date (the lanes feature). */
  returnLoads: Section<string>;
  /** The driver's position-sharing control for the trip's load, and the assets the page loads when it is shown. */
  share: { render: Section<string>; meta: PageMeta };
}

/** What the driver's home shows from other features: return loads and loads near the last shared position (the lanes feature). */
export interface DriverHomeSections {
  suggestions: (db: Database, viewer: SessionUser) => Promise<Child>;
}

/** The load form's page (/loads/new, /loads/<id>/edit, /marketplace/post), which the broker's form for a client reuses. */
export interface LoadFormPageProps {
  user: SessionUser;
  flash?: Flash | null;
  mode: 'new' | 'edit';
  action: string;
  cancelHref: string;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
  active?: string;
  /** The heading, when not "Post a load" / "Edit load". */
  title?: string;
  /** A line under the heading. */
  intro?: Child;
  /** Fields another feature adds after the load's own (a broker's client and commission). */
  extraFields?: Child;
  /** The rate of the lane the form's values name (origin, destination, truck type), when they name one. */
  laneRate?: LaneRate | null;
}

/** Draws the load form's page: the loads feature's `LoadFormPage`, handed to the features that post loads through it. */
export type LoadFormRenderer = (props: LoadFormPageProps) => Renderable;
