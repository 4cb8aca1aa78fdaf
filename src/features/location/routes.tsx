/** Route table of location: the phone's fixes, a load's track (JSON and map page), drivers near a pickup. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { presentTrack } from './presenters.js';
import { locationBatchSchema, locationUpdateSchema } from './schema.js';
import { canShareNow, findNearbyDrivers, presentNearbyDriver, readTrack, recordFix, recordFixBatch } from './service.js';
import { NearbyDriversPage, TrackingPage } from './views.js';

/** Leaflet's own files (JS, CSS, marker images), served from the app's origin so the CSP stays 'self'. */
const LEAFLET_DIST = path.join(path.dirname(createRequire(import.meta.url).resolve('leaflet/package.json')), 'dist');

const withLoad = z.object({ id: uuidParam('Load') });

export function registerLocationRoutes(app: FastifyInstance): void {
  // Leaflet for the map page.
  app.register(fastifyStatic, { root: LEAFLET_DIST, prefix: '/assets/vendor/leaflet/', decorateReply: false, maxAge: '7d' });

  // Fixes from the assigned driver's phone; the latest fix and trail of a load.
  route(app, 'POST /api/location/update', {
    summary: 'Records one GPS fix of the load the driver is carrying (while its trip is under way)',
    access: ['driver'],
    body: locationUpdateSchema,
    run: ({ db, user, body }) => recordFix(db, user, body),
    status: 201,
    json: (location) => ({ location }),
  });

  route(app, 'POST /api/location/batch', {
    summary:
      'Records up to 100 fixes the phone kept while offline, each with the time it was taken (within the last 48 hours, not before the trip began); a fix sent again (same time, or same client_id) is stored once',
    access: ['driver'],
    body: locationBatchSchema,
    run: ({ db, user, body }) => recordFixBatch(db, user, body),
    json: (r) => ({ stored: r.stored, duplicates: r.duplicates, last_fix: r.latest }),
  });

  route(app, 'GET /api/location/:loadId', {
    summary:
      "A load's latest fix and its trail, oldest first, with where the truck is in words, when it was last seen, whether that is stale, the approximate road distance left and ETA (its owner, its assigned driver, admins)",
    params: z.object({ loadId: uuidParam('Load') }),
    run: ({ db, user, params }) => readTrack(db, user, params.loadId),
    json: presentTrack,
  });

  // The tracking map (owner, assigned driver, admin).
  route(app, 'GET /loads/:id/track', {
    summary: "The tracking map of a load, with the driver's share control",
    params: withLoad,
    run: ({ db, user, params }) => readTrack(db, user, params.id),
    page: (track, { user, flash, config }) =>
      TrackingPage({ user, flash, load: track.load, latest: track.latest, trail: track.trail, summary: track.summary, tileUrl: config.MAP_TILE_URL, canShare: canShareNow(user, track.load) }),
  });

  // Drivers near an open load's pickup (its owner).
  route(app, 'GET /loads/:id/nearby-drivers', {
    summary: "Available drivers nearest to an open load's pickup city, by their latest fix of the last 24 hours",
    access: ['shipper', 'broker'],
    params: withLoad,
    run: ({ db, user, params }) => findNearbyDrivers(db, user, params.id),
    json: (nearby) => ({
      load_id: nearby.load.id,
      pickup: nearby.city ? { name: nearby.city.name, state: nearby.city.state, lat: nearby.city.lat, lng: nearby.city.lng } : null,
      drivers: nearby.drivers.map(presentNearbyDriver),
      ...(nearby.city ? {} : { message: t('tracking.nearby.unknownJson', { place: nearby.load.origin }) }),
    }),
    page: (nearby, { user, flash }) => NearbyDriversPage({ user, flash, load: nearby.load, city: nearby.city, drivers: nearby.drivers }),
  });
}
