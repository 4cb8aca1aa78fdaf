/**
 * Route table of notifications: the JSON routes of family A, and family B's
 * notification centre and badge count. The badge on every page follows the
 * 'notification' events of /events (see service.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { pageInfo } from '../../views/pagination.js';
import { presentNotification } from './presenters.js';
import { markAllRead, markRead, notificationPage, unreadCount, unreadNotifications } from './service.js';
import { NotificationCentrePage } from './views.js';
import { isUuid } from '../../lib/ids.js';

const centreQuery = z.object({
  unread: z.string().optional(),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export function registerNotificationRoutes(app: FastifyInstance): void {
  // JSON (family A).
  app.get('/api/notifications', { preHandler: [requireUser] }, listUnreadNotifications);
  app.post('/api/notifications/read', { preHandler: [requireUser] }, markAllNotificationsRead);
  app.post('/api/notifications/:id/read', { preHandler: [requireUser] }, markNotificationRead);

  // Notification centre and badge count (family B).
  app.get('/marketplace/notifications', { preHandler: [requireUser] }, showNotificationCentrePage);
  app.get('/marketplace/notifications/count', { preHandler: [requireUser], config: { jsonOnly: true } }, showUnreadCount);
  app.post('/marketplace/notifications/read', { preHandler: [requireUser] }, markAllNotificationsRead);
  app.post('/marketplace/notifications/:id/read', { preHandler: [requireUser] }, markNotificationRead);

  function notificationId(req: FastifyRequest): string {
    const id = String((req.params as { id?: unknown }).id ?? '');
    if (!isUuid(id)) throw new NotFoundError('Notification');
    return id.toLowerCase();
  }

  /** Form posts return to the centre (keeping its "unread only" view). */
  function backToCentre(req: FastifyRequest): string {
    const r = (req.body as { return_to?: unknown } | undefined)?.return_to;
    return r === '/marketplace/notifications?unread=1' ? r : '/marketplace/notifications';
  }

  async function listUnreadNotifications(req: FastifyRequest, reply: FastifyReply) {
    const { notifications, unreadCount: count } = await unreadNotifications(app.db, actor(req));
    return sendData(reply, { notifications: notifications.map(presentNotification), unread_count: count });
  }

  async function markAllNotificationsRead(req: FastifyRequest, reply: FastifyReply) {
    const { marked, unreadCount: count } = await markAllRead(app.db, actor(req));
    if (wantsJson(req)) return sendData(reply, { marked, unread_count: count });
    return redirectWithFlash(reply, backToCentre(req), marked === 0 ? 'Nothing was unread.' : `Marked ${marked} notification${marked === 1 ? '' : 's'} as read.`, 'info');
  }

  async function markNotificationRead(req: FastifyRequest, reply: FastifyReply) {
    const { notification, unreadCount: count } = await markRead(app.db, actor(req), notificationId(req));
    if (wantsJson(req)) return sendData(reply, { notification: presentNotification(notification), unread_count: count });
    return redirectWithFlash(reply, backToCentre(req), 'Marked as read.', 'info');
  }

  async function showNotificationCentrePage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const q = centreQuery.safeParse(req.query ?? {});
    const unreadOnly = q.success && (q.data.unread === '1' || q.data.unread === 'true');
    const page = q.success ? q.data.page : 1;
    const limit = 30;
    const [{ rows, total }, count] = await Promise.all([notificationPage(app.db, user, { unreadOnly, page, limit }), unreadCount(app.db, user)]);
    return renderPage(reply, NotificationCentrePage({ user, flash: takeFlash(req, reply), rows, info: pageInfo(page, limit, total), unreadOnly, unreadCount: count }));
  }

  async function showUnreadCount(req: FastifyRequest, reply: FastifyReply) {
    return sendData(reply, { count: await unreadCount(app.db, actor(req)) });
  }
}
