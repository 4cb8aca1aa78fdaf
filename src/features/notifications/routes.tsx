/**
 * Route table of notifications: the JSON routes of family A, and family B's
 * notification centre and badge count. The badge on every page follows the
 * 'notification' events of /events (see service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam, type FormValues } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { pageInfo } from '../../views/pagination.js';
import { presentNotification } from './presenters.js';
import { markAllRead, markRead, notificationPage, unreadCount, unreadNotifications } from './service.js';
import { NotificationCentrePage } from './views.js';

const withNotification = z.object({ id: uuidParam('Notification') });

/** The centre never refuses its filters: anything it cannot read shows the first page of everything. */
const centreQuery = z
  .object({
    unread: z.string().optional(),
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
  })
  .catch({ unread: undefined, page: 1 });

const CENTRE_PAGE_SIZE = 30;

export function registerNotificationRoutes(app: FastifyInstance): void {
  // JSON (family A).
  route(app, 'GET /api/notifications', {
    summary: "The caller's unread notifications, newest first, with the unread count",
    run: ({ db, user }) => unreadNotifications(db, user),
    json: ({ notifications, unreadCount: count }) => ({ notifications: notifications.map(presentNotification), unread_count: count }),
  });

  route(app, 'POST /api/notifications/read', {
    summary: "Marks all the caller's notifications read",
    run: ({ db, user }) => markAllRead(db, user),
    json: ({ marked, unreadCount: count }) => ({ marked, unread_count: count }),
  });

  route(app, 'POST /api/notifications/:id/read', {
    summary: 'Marks one notification of the caller read',
    params: withNotification,
    run: ({ db, user, params }) => markRead(db, user, params.id),
    json: ({ notification, unreadCount: count }) => ({ notification: presentNotification(notification), unread_count: count }),
  });

  // Notification centre and badge count (family B).
  route(app, 'GET /marketplace/notifications', {
    summary: 'The notification centre: every notification (or the unread ones, ?unread=1), a page at a time',
    query: centreQuery,
    async run({ db, user, query }) {
      const unreadOnly = query.unread === '1' || query.unread === 'true';
      const [{ rows, total }, count] = await Promise.all([notificationPage(db, user, { unreadOnly, page: query.page, limit: CENTRE_PAGE_SIZE }), unreadCount(db, user)]);
      return { rows, total, count, unreadOnly };
    },
    page: ({ rows, total, count, unreadOnly }, { user, flash, query }) =>
      NotificationCentrePage({ user, flash, rows, info: pageInfo(query.page, CENTRE_PAGE_SIZE, total), unreadOnly, unreadCount: count }),
  });

  route(app, 'GET /marketplace/notifications/count', {
    summary: "The caller's unread count, for the badge",
    config: { jsonOnly: true },
    run: ({ db, user }) => unreadCount(db, user),
    json: (count) => ({ count }),
  });

  route(app, 'POST /marketplace/notifications/read', {
    summary: "Marks all the caller's notifications read",
    run: ({ db, user }) => markAllRead(db, user),
    json: ({ marked, unreadCount: count }) => ({ marked, unread_count: count }),
    redirect: allReadRedirect,
  });

  route(app, 'POST /marketplace/notifications/:id/read', {
    summary: 'Marks one notification of the caller read',
    params: withNotification,
    run: ({ db, user, params }) => markRead(db, user, params.id),
    json: ({ notification, unreadCount: count }) => ({ notification: presentNotification(notification), unread_count: count }),
    redirect: (_read, { values }) => ({ to: backToCentre(values), flash: t('notify.flash.marked'), kind: 'info' }),
  });
}

/** Form posts return to the centre (keeping its "unread only" view). */
function backToCentre(values: FormValues): string {
  return values.return_to === '/marketplace/notifications?unread=1' ? values.return_to : '/marketplace/notifications';
}

function allReadRedirect({ marked }: { marked: number }, { values }: { values: FormValues }) {
  return { to: backToCentre(values), flash: marked === 0 ? t('notify.flash.nothingUnread') : t('notify.flash.markedAll', { n: marked }), kind: 'info' as const };
}
