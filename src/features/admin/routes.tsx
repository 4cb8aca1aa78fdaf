/**
 * Route table of admin (SPEC section H; admin role only). Pages answer JSON too
 * when asked (Accept: application/json); actions redirect back with a flash, or
 * answer JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole } from '../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import { presentAdminLoad, presentAdminUser, presentBroadcast, presentFigures, presentMetrics } from './presenters.js';
import { listAllLoadsIncludingDeleted, listRecentAnnouncements, listUsers } from './queries.js';
import {
  adminReturnTo,
  broadcastSchema,
  loadFilterSchema,
  metricsQuerySchema,
  planSchema,
  userFilterSchema,
} from './schema.js';
import {
  broadcastAnnouncement,
  changeUserPlan,
  deleteLoad,
  platformFigures,
  platformMetrics,
  restoreLoad,
  suspendUser,
  unsuspendUser,
  verifyUser,
} from './service.js';
import { AdminHomePage, AdminLoadsPage, AdminMetricsPage, AdminUsersPage, type BroadcastForm } from './views.js';

type IdParams = { Params: { id: string } };
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const adminOnly = { preHandler: [requireRole('admin')] };

export function registerAdminRoutes(app: FastifyInstance): void {
  // Dashboard and announcements.
  app.get('/admin', adminOnly, showAdminHomePage);
  app.post('/admin/broadcast', adminOnly, broadcast);

  // Users.
  app.get('/admin/users', adminOnly, showUsersPage);
  app.post<IdParams>('/admin/users/:id/suspend', adminOnly, suspend);
  app.post<IdParams>('/admin/users/:id/unsuspend', adminOnly, unsuspend);
  app.post<IdParams>('/admin/users/:id/verify', adminOnly, verify);
  app.post<IdParams>('/admin/users/:id/plan', adminOnly, changePlan);

  // Loads, every status, deleted ones included.
  app.get('/admin/loads', adminOnly, showLoadsPage);
  app.post<IdParams>('/admin/loads/:id/delete', adminOnly, deleteLoadAction);
  app.post<IdParams>('/admin/loads/:id/restore', adminOnly, restoreLoadAction);

  // Metrics.
  app.get('/admin/metrics', adminOnly, showMetricsPage);

  async function renderHome(req: FastifyRequest, reply: FastifyReply, broadcastForm?: BroadcastForm, status = 200) {
    const [figures, announcements] = await Promise.all([platformFigures(app.db), listRecentAnnouncements(app.db, 5)]);
    if (wantsJson(req)) return sendData(reply, { figures: presentFigures(figures) });
    return renderPage(reply, AdminHomePage({ user: actor(req), flash: takeFlash(req, reply), figures, announcements, broadcast: broadcastForm }), status);
  }

  async function showAdminHomePage(req: FastifyRequest, reply: FastifyReply) {
    return renderHome(req, reply);
  }

  async function broadcast(req: FastifyRequest, reply: FastifyReply) {
    const parsed = broadcastSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const errors = zodDetails(parsed.error);
      if (wantsJson(req)) throw new ValidationError(errors);
      const raw = (req.body ?? {}) as Record<string, unknown>;
      const values = { title: String(raw.title ?? ''), body: String(raw.body ?? ''), role: String(raw.role ?? '') };
      return renderHome(req, reply, { values, errors, message: Object.values(errors)[0] }, 400);
    }
    const result = await broadcastAnnouncement(app.db, actor(req), parsed.data);
    if (wantsJson(req)) return sendData(reply, presentBroadcast(result), 201);
    return redirectWithFlash(reply, '/admin', `Announcement sent to ${result.recipients} user${result.recipients === 1 ? '' : 's'}.`);
  }

  async function showUsersPage(req: FastifyRequest, reply: FastifyReply) {
    const query = req.query as Record<string, string>;
    const parsed = userFilterSchema.safeParse(query);
    if (!parsed.success) {
      const errors = zodDetails(parsed.error);
      if (wantsJson(req)) throw new ValidationError(errors);
      return renderPage(reply, AdminUsersPage({ user: actor(req), query, rows: [], info: null, errors, returnTo: '/admin/users' }), 400);
    }
    const f = parsed.data;
    const { rows, total } = await listUsers(app.db, f);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { users: rows.map(presentAdminUser), pagination: info });
    return renderPage(reply, AdminUsersPage({ user: actor(req), flash: takeFlash(req, reply), query: { ...query, q: f.q }, rows, info, returnTo: req.url }));
  }

  async function suspend(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    const { user, hiddenLoads, endedBids, withdrawnBids } = await suspendUser(app.db, actor(req), req.params.id);
    if (wantsJson(req)) return sendData(reply, { user: presentAdminUser(user), hidden_loads: hiddenLoads, ended_bids: endedBids, withdrawn_bids: withdrawnBids });
    let effects = hiddenLoads > 0 ? ` ${plural(hiddenLoads, 'open load')} left the board; ${plural(endedBids, 'bid')} ended and the bidders were told.` : '';
    if (withdrawnBids > 0) effects += ` ${plural(withdrawnBids, 'live bid')} of theirs withdrawn.`;
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/users'), `${user.name} is suspended and signed out everywhere.${effects}`);
  }

  async function unsuspend(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    const { user, relistedLoads } = await unsuspendUser(app.db, actor(req), req.params.id);
    if (wantsJson(req)) return sendData(reply, { user: presentAdminUser(user), relisted_loads: relistedLoads });
    const effects = relistedLoads > 0 ? ` ${plural(relistedLoads, 'load')} back on the board.` : '';
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/users'), `${user.name} can sign in again.${effects}`);
  }

  async function verify(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    const user = await verifyUser(app.db, actor(req), req.params.id);
    if (wantsJson(req)) return sendData(reply, { user: presentAdminUser(user) });
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/users'), `${user.name} is verified.`);
  }

  async function changePlan(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    const { plan } = planSchema.parse(req.body ?? {});
    const { user, changed } = await changeUserPlan(app.db, actor(req), req.params.id, plan);
    if (wantsJson(req)) return sendData(reply, { user: presentAdminUser(user), changed });
    const text = changed ? `${user.name} is now on the ${plan} plan.` : `${user.name} is already on the ${plan} plan.`;
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/users'), text, changed ? 'success' : 'info');
  }

  async function showLoadsPage(req: FastifyRequest, reply: FastifyReply) {
    const query = req.query as Record<string, string>;
    const parsed = loadFilterSchema.safeParse(query);
    if (!parsed.success) {
      const errors = zodDetails(parsed.error);
      if (wantsJson(req)) throw new ValidationError(errors);
      return renderPage(reply, AdminLoadsPage({ user: actor(req), query, rows: [], info: null, errors, returnTo: '/admin/loads' }), 400);
    }
    const f = parsed.data;
    const { rows, total } = await listAllLoadsIncludingDeleted(app.db, f);
    const info = pageInfo(f.page, f.limit, total);
    if (wantsJson(req)) return sendData(reply, { loads: rows.map(presentAdminLoad), pagination: info });
    return renderPage(reply, AdminLoadsPage({ user: actor(req), flash: takeFlash(req, reply), query: { ...query, q: f.q, deleted: f.deleted }, rows, info, returnTo: req.url }));
  }

  async function deleteLoadAction(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    await deleteLoad(app.db, actor(req), req.params.id);
    if (wantsJson(req)) return sendData(reply, { load: { id: req.params.id, deleted: true } });
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/loads'), 'The load is deleted. You can restore it from this list.');
  }

  async function restoreLoadAction(req: FastifyRequest<IdParams>, reply: FastifyReply) {
    await restoreLoad(app.db, actor(req), req.params.id);
    if (wantsJson(req)) return sendData(reply, { load: { id: req.params.id, deleted: false } });
    return redirectWithFlash(reply, adminReturnTo(req.body, '/admin/loads'), 'The load is restored.');
  }

  async function showMetricsPage(req: FastifyRequest, reply: FastifyReply) {
    const { range } = metricsQuerySchema.parse(req.query ?? {});
    const metrics = await platformMetrics(app.db, range);
    if (wantsJson(req)) return sendData(reply, { metrics: presentMetrics(metrics) });
    return renderPage(reply, AdminMetricsPage({ user: actor(req), flash: takeFlash(req, reply), metrics }));
  }
}
