/** Route table of the driver's pages: home, earnings, profile and truck, availability, and public driver profiles. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, safeNext, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import { presentDriverProfile } from './presenters.js';
import { availabilitySchema, driverProfileSchema } from './schema.js';
import { getDriverHome, getEarnings, getOwnProfile, getPublicDriver, setDriverAvailability, updateDriverProfile } from './service.js';
import { DriverEarningsPage, DriverHomePage, DriverProfilePage, PublicDriverPage, profileFormValues } from './views.js';
import { isUuid } from '../../lib/ids.js';

const EARNINGS_PAGE_SIZE = 20;

export function registerDriverRoutes(app: FastifyInstance): void {
  // The driver's home.
  app.get('/driver', { preHandler: [requireRole('driver')] }, showDriverHomePage);

  // Earnings: paid (released from escrow) and expected.
  app.get<{ Querystring: { page?: string } }>('/driver/earnings', { preHandler: [requireRole('driver')] }, showEarningsPage);

  // Profile, truck and availability.
  app.get('/driver/profile', { preHandler: [requireRole('driver')] }, showProfilePage);
  app.post('/driver/profile', { preHandler: [requireRole('driver')] }, saveProfile);
  app.post('/driver/availability', { preHandler: [requireRole('driver')] }, changeAvailability);

  // A driver's public profile, for signed-in users.
  app.get<{ Params: { id: string } }>('/drivers/:id', { preHandler: [requireUser] }, showPublicDriverPage);

  async function showDriverHomePage(req: FastifyRequest, reply: FastifyReply) {
    const home = await getDriverHome(app.db, actor(req).id);
    return renderPage(reply, DriverHomePage({ user: actor(req), flash: takeFlash(req, reply), ...home }));
  }

  async function showEarningsPage(req: FastifyRequest<{ Querystring: { page?: string } }>, reply: FastifyReply) {
    const page = Math.min(100_000, Math.max(1, Number.parseInt(req.query.page ?? '1', 10) || 1));
    const e = await getEarnings(app.db, actor(req).id, { page, limit: EARNINGS_PAGE_SIZE });
    return renderPage(
      reply,
      DriverEarningsPage({ user: actor(req), flash: takeFlash(req, reply), months: e.months, trips: e.trips.rows, totals: e.totals, info: pageInfo(page, EARNINGS_PAGE_SIZE, e.trips.total) }),
    );
  }

  async function showProfilePage(req: FastifyRequest, reply: FastifyReply) {
    const { profile, rating } = await getOwnProfile(app.db, actor(req).id);
    return renderPage(reply, DriverProfilePage({ user: actor(req), flash: takeFlash(req, reply), profile, rating, values: profileFormValues(profile) }));
  }

  async function saveProfile(req: FastifyRequest, reply: FastifyReply) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = driverProfileSchema.safeParse(body);
    if (!parsed.success) {
      const err = new ValidationError(zodDetails(parsed.error));
      if (wantsJson(req)) throw err;
      const { profile, rating } = await getOwnProfile(app.db, actor(req).id);
      const values = Object.fromEntries(
        ['name', 'phone', 'vehicle_number', 'truck_type', 'truck_length_ft', 'capacity_tonnes', 'home_city'].map((k) => [k, typeof body[k] === 'string' || typeof body[k] === 'number' ? String(body[k]) : '']),
      );
      return renderPage(reply, DriverProfilePage({ user: actor(req), profile, rating, values, errors: err.details, message: err.message }), 400);
    }
    await updateDriverProfile(app.db, actor(req), parsed.data);
    if (wantsJson(req)) {
      const { profile } = await getOwnProfile(app.db, actor(req).id);
      return sendData(reply, { profile: presentDriverProfile(profile) });
    }
    return redirectWithFlash(reply, '/driver/profile', 'Your profile is saved.');
  }

  async function changeAvailability(req: FastifyRequest, reply: FastifyReply) {
    const parsed = availabilitySchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new ValidationError(zodDetails(parsed.error));
    const available = await setDriverAvailability(app.db, actor(req), parsed.data.available);
    if (wantsJson(req)) return sendData(reply, { available });
    return redirectWithFlash(
      reply,
      safeNext(parsed.data.return_to) ?? '/driver',
      available ? 'You are available for loads.' : 'You are marked as not available.',
    );
  }

  async function showPublicDriverPage(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Driver');
    const d = await getPublicDriver(app.db, req.params.id);
    return renderPage(reply, PublicDriverPage({ user: actor(req), ...d }));
  }
}
