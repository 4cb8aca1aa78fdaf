/** Route table of the shipper's pages: home, own loads, shipments. (Rating a driver is in ratings; payments in escrow.) */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actor, requireRole } from '../../http/guards.js';
import { renderPage, takeFlash } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import { ownerLoadsQuerySchema } from '../../lib/trip-status.js';
import { shipmentsQuerySchema } from './schema.js';
import { getOwnerLoads, getShipments, getShipperHome } from './service.js';
import { ShipmentsPage, ShipperHomePage, ShipperLoadsPage } from './views.js';

const PAGE_SIZE = 20;

export function registerShipperHomeRoutes(app: FastifyInstance): void {
  app.get('/shipper', { preHandler: [requireRole('shipper')] }, showShipperHomePage);
  app.get('/shipper/loads', { preHandler: [requireRole('shipper')] }, showShipperLoadsPage);
  app.get('/shipper/shipments', { preHandler: [requireRole('shipper')] }, showShipmentsPage);

  async function showShipperHomePage(req: FastifyRequest, reply: FastifyReply) {
    const home = await getShipperHome(app.db, actor(req));
    return renderPage(reply, ShipperHomePage({ user: actor(req), flash: takeFlash(req, reply), ...home }));
  }

  async function showShipperLoadsPage(req: FastifyRequest, reply: FastifyReply) {
    const parsed = ownerLoadsQuerySchema.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : ownerLoadsQuerySchema.parse({});
    const { rows, total } = await getOwnerLoads(app.db, actor(req), { ...q, limit: PAGE_SIZE });
    return renderPage(reply, ShipperLoadsPage({ user: actor(req), flash: takeFlash(req, reply), rows, info: pageInfo(q.page, PAGE_SIZE, total), status: q.status }));
  }

  async function showShipmentsPage(req: FastifyRequest, reply: FastifyReply) {
    const parsed = shipmentsQuerySchema.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : shipmentsQuerySchema.parse({});
    const { rows, total, rated } = await getShipments(app.db, actor(req), { ...q, limit: PAGE_SIZE });
    return renderPage(reply, ShipmentsPage({ user: actor(req), flash: takeFlash(req, reply), rows, rated, info: pageInfo(q.page, PAGE_SIZE, total), status: q.status }));
  }
}
