/** Route table of the shipper's pages: home, own loads, shipments. (Rating a driver is in trips; payments in escrow.) */
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { ownerLoadsQuerySchema } from '../../lib/trip-status.js';
import { pageInfo } from '../../views/pagination.js';
import { shipmentsQuerySchema } from './schema.js';
import { getOwnerLoads, getShipments, getShipperHome } from './service.js';
import { ShipmentsPage, ShipperHomePage, ShipperLoadsPage } from './views.js';

const PAGE_SIZE = 20;
const shipper = ['shipper'] as const;

// A filter or page the lists do not know shows the first page of the default list, never a refusal.
const loadsQuery = ownerLoadsQuerySchema.catch(() => ownerLoadsQuerySchema.parse({}));
const shipmentsQuery = shipmentsQuerySchema.catch(() => shipmentsQuerySchema.parse({}));

export function registerShipperHomeRoutes(app: FastifyInstance): void {
  route(app, 'GET /shipper', {
    summary: "The shipper's home: open loads with bid counts, shipments under way, spend and money held",
    access: shipper,
    run: ({ db, user }) => getShipperHome(db, user),
    page: (home, { user, flash }) => ShipperHomePage({ user, flash, ...home }),
  });

  route(app, 'GET /shipper/loads', {
    summary: "The shipper's own loads, by status",
    access: shipper,
    query: loadsQuery,
    run: ({ db, user, query }) => getOwnerLoads(db, user, { ...query, limit: PAGE_SIZE }),
    page: ({ rows, total }, { user, flash, query }) => ShipperLoadsPage({ user, flash, rows, info: pageInfo(query.page, PAGE_SIZE, total), status: query.status }),
  });

  route(app, 'GET /shipper/shipments', {
    summary: "Trips on the shipper's loads, with their timeline and rating links",
    access: shipper,
    query: shipmentsQuery,
    run: ({ db, user, query }) => getShipments(db, user, { ...query, limit: PAGE_SIZE }),
    page: ({ rows, total, rated }, { user, flash, query }) => ShipmentsPage({ user, flash, rows, rated, info: pageInfo(query.page, PAGE_SIZE, total), status: query.status }),
  });
}
