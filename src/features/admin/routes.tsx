/**
 * Route table of admin (SPEC section H; admin role only). Pages answer JSON too
 * when asked (Accept: application/json); actions redirect back with a flash, or
 * answer JSON.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { parseInput, route, uuidParam } from '../../http/action.js';
import { csvIndiaTime, csvRupees, sendCsv } from '../../http/csv-download.js';
import { requireRole } from '../../http/guards.js';
import { toCsv } from '../../lib/csv.js';
import { t } from '../../lib/i18n/index.js';
import { pageInfo } from '../../views/pagination.js';
import { presentAdminLoad, presentAdminUser, presentBroadcast, presentFigures, presentMetrics } from './presenters.js';
import { listAllLoadsIncludingDeleted, listAllPlatformLoads, listAllUsers, listRecentAnnouncements, listUsers } from './queries.js';
import { adminReturnTo, broadcastSchema, loadFilterSchema, metricsQuerySchema, planSchema, userFilterSchema } from './schema.js';
import { broadcastAnnouncement, changeUserPlan, deleteLoad, platformFigures, platformMetrics, restoreLoad, suspendUser, unsuspendUser, verifyUser } from './service.js';
import { AdminHomePage, AdminLoadsPage, AdminMetricsPage, AdminUsersPage, type BroadcastForm } from './views.js';

const ADMIN = ['admin'] as const;
const withUser = z.object({ id: uuidParam('User') });
const withLoad = z.object({ id: uuidParam('Load') });

export function registerAdminRoutes(app: FastifyInstance): void {
  // Dashboard and announcements.
  route(app, 'GET /admin', {
    summary: 'Platform figures: users, loads, bids, trips and money',
    access: ADMIN,
    run: ({ db }) => homeData(db),
    json: ({ figures }) => ({ figures: presentFigures(figures) }),
    page: (data, { user, flash }) => AdminHomePage({ user, flash, ...data }),
  });

  route(app, 'POST /admin/broadcast', {
    summary: 'Sends an announcement to every active user, or to every active user of one role',
    access: ADMIN,
    body: broadcastSchema,
    run: ({ db, user, body }) => broadcastAnnouncement(db, user, body),
    status: 201,
    json: presentBroadcast,
    redirect: ({ recipients }) => ({ to: '/admin', flash: t('admin.flash.broadcast', { n: recipients }) }),
    form: async (refusal, ctx) => {
      const { values } = ctx;
      const broadcast: BroadcastForm = { values: { title: values.title ?? '', body: values.body ?? '', role: values.role ?? '' }, errors: refusal.details, message: refusal.message };
      const data = await homeData(ctx.db);
      return AdminHomePage({ user: ctx.user, flash: ctx.flash, ...data, broadcast });
    },
  });

  // Users.
  route(app, 'GET /admin/users', {
    summary: 'Users, filtered by role, status and text (name, username, phone, company)',
    access: ADMIN,
    query: userFilterSchema,
    run: async ({ db, query }) => {
      const { rows, total } = await listUsers(db, query);
      return { rows, info: pageInfo(query.page, query.limit, total) };
    },
    json: ({ rows, info }) => ({ users: rows.map(presentAdminUser), pagination: info }),
    page: ({ rows, info }, { user, flash, query, req }) => AdminUsersPage({ user, flash, query: { ...rawQuery(req), q: query.q }, rows, info, returnTo: req.url }),
    form: (refusal, { user, req }) => AdminUsersPage({ user, query: rawQuery(req), rows: [], info: null, errors: refusal.details, returnTo: '/admin/users' }),
  });

  route(app, 'POST /admin/users/:id/suspend', {
    summary: 'Suspends a user: signs them out everywhere, takes their open loads off the board and ends the live bids they touch',
    access: ADMIN,
    params: withUser,
    run: ({ db, user, params }) => suspendUser(db, user, params.id),
    json: ({ user, hiddenLoads, endedBids, withdrawnBids }) => ({ user: presentAdminUser(user), hidden_loads: hiddenLoads, ended_bids: endedBids, withdrawn_bids: withdrawnBids }),
    redirect: ({ user, hiddenLoads, endedBids, withdrawnBids }, { values }) => {
      // Whole sentences, each a message of its own, joined.
      const sentences = [t('admin.flash.suspended', { name: user.name })];
      if (hiddenLoads > 0) sentences.push(t('admin.flash.suspendedLoads', { loads: hiddenLoads, bids: endedBids }));
      if (withdrawnBids > 0) sentences.push(t('admin.flash.withdrawn', { n: withdrawnBids }));
      return { to: adminReturnTo(values, '/admin/users'), flash: sentences.join(' ') };
    },
  });

  route(app, 'POST /admin/users/:id/unsuspend', {
    summary: 'Lets a suspended user sign in again and lists again the loads their suspension took off the board',
    access: ADMIN,
    params: withUser,
    run: ({ db, user, params }) => unsuspendUser(db, user, params.id),
    json: ({ user, relistedLoads }) => ({ user: presentAdminUser(user), relisted_loads: relistedLoads }),
    redirect: ({ user, relistedLoads }, { values }) => {
      const sentences = [t('admin.flash.unsuspended', { name: user.name })];
      if (relistedLoads > 0) sentences.push(t('admin.flash.relisted', { n: relistedLoads }));
      return { to: adminReturnTo(values, '/admin/users'), flash: sentences.join(' ') };
    },
  });

  route(app, 'POST /admin/users/:id/verify', {
    summary: 'Marks a user as verified',
    access: ADMIN,
    params: withUser,
    run: ({ db, user, params }) => verifyUser(db, user, params.id),
    json: (user) => ({ user: presentAdminUser(user) }),
    redirect: (user, { values }) => ({ to: adminReturnTo(values, '/admin/users'), flash: t('admin.flash.verified', { name: user.name }) }),
  });

  route(app, 'POST /admin/users/:id/plan', {
    summary: 'Puts a user on the free or the premium plan',
    access: ADMIN,
    params: withUser,
    body: planSchema,
    run: ({ db, user, params, body }) => changeUserPlan(db, user, params.id, body.plan),
    json: ({ user, changed }) => ({ user: presentAdminUser(user), changed }),
    redirect: ({ user, changed }, { body: { plan }, values }) => ({
      to: adminReturnTo(values, '/admin/users'),
      flash: t(changed ? 'admin.flash.planChanged' : 'admin.flash.planSame', { name: user.name, plan: t(plan === 'premium' ? 'admin.plan.premium' : 'admin.plan.free') }),
      kind: changed ? 'success' : 'info',
    }),
  });

  // Loads, every status, deleted ones included.
  route(app, 'GET /admin/loads', {
    summary: 'Every load of every status, deleted ones included, filtered by status, text and deletion',
    access: ADMIN,
    query: loadFilterSchema,
    run: async ({ db, query }) => {
      const { rows, total } = await listAllLoadsIncludingDeleted(db, query);
      return { rows, info: pageInfo(query.page, query.limit, total) };
    },
    json: ({ rows, info }) => ({ loads: rows.map(presentAdminLoad), pagination: info }),
    page: ({ rows, info }, { user, flash, query, req }) => AdminLoadsPage({ user, flash, query: { ...rawQuery(req), q: query.q, deleted: query.deleted }, rows, info, returnTo: req.url }),
    form: (refusal, { user, req }) => AdminLoadsPage({ user, query: rawQuery(req), rows: [], info: null, errors: refusal.details, returnTo: '/admin/loads' }),
  });

  route(app, 'POST /admin/loads/:id/delete', {
    summary: 'Soft-deletes a load (not while a trip is under way or money is held)',
    access: ADMIN,
    params: withLoad,
    run: ({ db, user, params }) => deleteLoad(db, user, params.id),
    json: (_none, { params }) => ({ load: { id: params.id, deleted: true } }),
    redirect: (_none, { values }) => ({ to: adminReturnTo(values, '/admin/loads'), flash: t('admin.flash.loadDeleted') }),
  });

  route(app, 'POST /admin/loads/:id/restore', {
    summary: 'Brings a soft-deleted load back',
    access: ADMIN,
    params: withLoad,
    run: ({ db, user, params }) => restoreLoad(db, user, params.id),
    json: (_none, { params }) => ({ load: { id: params.id, deleted: false } }),
    redirect: (_none, { values }) => ({ to: adminReturnTo(values, '/admin/loads'), flash: t('admin.flash.loadRestored') }),
  });

  // CSV exports of the lists: the same filters as the page, every page. They answer a file, neither JSON
  // nor a page, so they are registered by hand (and not in the API documentation).
  const adminOnly = { preHandler: [requireRole('admin')] };
  app.get('/admin/users.csv', adminOnly, async (req, reply) => {
    const rows = await listAllUsers(app.db, parseInput(userFilterSchema, req.query));
    return sendCsv(reply, 'users', toCsv(USER_CSV_HEADER, rows.map(userCsvRow)));
  });
  app.get('/admin/loads.csv', adminOnly, async (req, reply) => {
    const rows = await listAllPlatformLoads(app.db, parseInput(loadFilterSchema, req.query));
    return sendCsv(reply, 'loads', toCsv(LOAD_CSV_HEADER, rows.map(loadCsvRow)));
  });

  // Metrics.
  route(app, 'GET /admin/metrics', {
    summary: 'Users, loads, bids, freight value, fees and escrow over 12 weeks or 30 days (range=)',
    access: ADMIN,
    query: metricsQuerySchema,
    run: ({ db, query }) => platformMetrics(db, query.range),
    json: (metrics) => ({ metrics: presentMetrics(metrics) }),
    page: (metrics, { user, flash }) => AdminMetricsPage({ user, flash, metrics }),
  });
}

const USER_CSV_HEADER = ['id', 'username', 'name', 'role', 'phone', 'company', 'city', 'plan', 'status', 'verified_at_ist', 'joined_at_ist'];

function userCsvRow(u: Awaited<ReturnType<typeof listAllUsers>>[number]) {
  return [u.id, u.username, u.name, u.role, u.phone, u.companyName, u.city, u.plan, u.status, csvIndiaTime(u.verifiedAt), csvIndiaTime(u.createdAt)];
}

const LOAD_CSV_HEADER = [
  'id',
  'posted_at_ist',
  'pickup_date',
  'origin',
  'destination',
  'truck_type',
  'weight_tonnes',
  'price_rupees',
  'status',
  'payment_status',
  'trip_status',
  'agreed_freight_rupees',
  'on_board_now',
  'hidden_by_suspension',
  'deleted_at_ist',
  'owner_username',
  'owner_name',
];

function loadCsvRow(l: Awaited<ReturnType<typeof listAllPlatformLoads>>[number]) {
  return [
    l.id,
    csvIndiaTime(l.createdAt),
    l.pickupDate,
    l.origin,
    l.destination,
    l.truckType,
    l.weightTonnes,
    csvRupees(l.pricePaise),
    l.status,
    l.paymentStatus,
    l.tripStatus,
    csvRupees(l.agreedAmountPaise),
    l.listed ? 'yes' : 'no',
    l.hiddenBySuspension ? 'yes' : 'no',
    csvIndiaTime(l.deletedAt),
    l.ownerUsername,
    l.ownerName,
  ];
}

/** What the dashboard shows: the figures and the last announcements. */
async function homeData(db: Database) {
  const [figures, announcements] = await Promise.all([platformFigures(db), listRecentAnnouncements(db, 5)]);
  return { figures, announcements };
}

/** The list filters as typed, to fill the filter form again. */
function rawQuery(req: FastifyRequest): Record<string, string> {
  return req.query as Record<string, string>;
}
