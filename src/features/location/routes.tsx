/** Route table of location: the phone's fixes, a load's track (JSON and map page), drivers near a pickup. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { locationUpdateSchema } from './schema.js';
import { canShareNow, findNearbyDrivers, presentNearbyDriver, readTrack, recordFix } from './service.js';
import { NearbyDriversPage, TrackingPage } from './views.js';
import { isUuid } from '../../lib/ids.js';

/** Leaflet's own files (JS, CSS, marker images), served from the app's origin so the CSP stays 'self'. */
const LEAFLET_DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('leaflet/package.json')), 'dist');

type LoadParams = { Params: { id: string } };

function loadIdParam(raw: string): string {
  if (!isUuid(raw)) throw new NotFoundError('Load');
  return raw.toLowerCase();
}

export function registerLocationRoutes(app: FastifyInstance): void {
  // Leaflet for the map page.
  app.register(fastifyStatic, { root: LEAFLET_DIST, prefix: '/assets/vendor/leaflet/', decorateReply: false, maxAge: '7d' });

  // Fixes from the assigned driver's phone; the latest fix and trail of a load.
  app.post('/api/location/update', { preHandler: [requireRole('driver')] }, updateLocation);
  app.get<{ Params: { loadId: string } }>('/api/location/:loadId', { preHandler: [requireUser] }, showTrackJson);

  // The tracking map (owner, assigned driver, admin).
  app.get<LoadParams>('/loads/:id/track', { preHandler: [requireUser] }, showTrackingPage);

  // Drivers near an open load's pickup (its owner).
  app.get<LoadParams>('/loads/:id/nearby-drivers', { preHandler: [requireRole('shipper', 'broker')] }, showNearbyDriversPage);

  async function updateLocation(req: FastifyRequest, reply: FastifyReply) {
    const parsed = locationUpdateSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
    const location = await recordFix(app.db, actor(req), parsed.data);
    return sendData(reply, { location }, 201);
  }

  async function showTrackJson(req: FastifyRequest<{ Params: { loadId: string } }>, reply: FastifyReply) {
    const track = await readTrack(app.db, actor(req), loadIdParam(req.params.loadId));
    return sendData(reply, { load_id: track.load.id, trip_status: track.load.tripStatus, latest: track.latest, trail: track.trail });
  }

  async function showTrackingPage(req: FastifyRequest<LoadParams>, reply: FastifyReply) {
    const user = actor(req);
    const track = await readTrack(app.db, user, loadIdParam(req.params.id));
    return renderPage(
      reply,
      TrackingPage({
        user,
        flash: takeFlash(req, reply),
        load: track.load,
        latest: track.latest,
        trail: track.trail,
        tileUrl: app.config.MAP_TILE_URL,
        canShare: canShareNow(user, track.load),
      }),
    );
  }

  async function showNearbyDriversPage(req: FastifyRequest<LoadParams>, reply: FastifyReply) {
    const user = actor(req);
    const nearby = await findNearbyDrivers(app.db, user, loadIdParam(req.params.id));
    if (wantsJson(req)) {
      return sendData(reply, {
        load_id: nearby.load.id,
        pickup: nearby.city ? { name: nearby.city.name, state: nearby.city.state, lat: nearby.city.lat, lng: nearby.city.lng } : null,
        drivers: nearby.drivers.map(presentNearbyDriver),
        ...(nearby.city ? {} : { message: `The pickup "${nearby.load.origin}" is not a place we know, so drivers cannot be ranked by distance` }),
      });
    }
    return renderPage(reply, NearbyDriversPage({ user, flash: takeFlash(req, reply), load: nearby.load, city: nearby.city, drivers: nearby.drivers }));
  }
}
