/** Route table of lanes: a lane's rate lately as JSON. */
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/action.js';
import { laneRateJson, presentLaneRate } from './presenters.js';
import { laneRateQuery } from './schema.js';
import { laneRateBetween, MIN_TRIPS } from './service.js';

export function registerLaneRoutes(app: FastifyInstance): void {
  route(app, 'GET /api/lanes/rate', {
    summary: `A lane's rate lately: the median and 25th-75th percentile of accepted bids per tonne and per km over the last 30 and 90 days, from ${MIN_TRIPS} accepted trips (cities by any spelling the gazetteer knows)`,
    query: laneRateQuery,
    config: { jsonOnly: true },
    run: ({ db, query }) => laneRateBetween(db, query.origin, query.destination, query.truck_type),
    returns: laneRateJson,
    json: presentLaneRate,
  });
}
