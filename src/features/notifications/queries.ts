/** SQL of notifications; every read and change is scoped to the user the notification is for. */
import { sql, type Selectable } from 'kysely';
import type { DB, Db } from '../../db/database.js';

export type NotificationRow = Selectable<DB['notifications']>;

type NewRow = { userId: string; kind: string; title: string; body: string; link: string | null; messageKey: string | null; bodyKey: string | null; params: string };

/** A stored notification as its live event names it. */
export interface InsertedNotification {
  id: string;
  userId: string;
  kind: string;
  title: string;
  link: string | null;
  messageKey: string | null;
  params: Record<string, unknown>;
}

/** Many notifications in one statement (one statement text whatever their number: arrays, not a VALUES list). */
export async function insertNotifications(db: Db, v: readonly NewRow[]): Promise<InsertedNotification[]> {
  const { rows } = await sql<InsertedNotification>`
    insert into notifications (user_id, kind, title, body, link, message_key, body_key, params)
    select u, k, t, b, l, m, bk, p::jsonb
    from unnest(${v.map((r) => r.userId)}::uuid[], ${v.map((r) => r.kind)}::text[], ${v.map((r) => r.title)}::text[], ${v.map((r) => r.body)}::text[],
                ${v.map((r) => r.link)}::text[], ${v.map((r) => r.messageKey)}::text[], ${v.map((r) => r.bodyKey)}::text[], ${v.map((r) => r.params)}::text[])
      with ordinality as x(u, k, t, b, l, m, bk, p, n)
    order by n
    returning id, user_id as "userId", kind, title, link, message_key as "messageKey", params`.execute(db);
  return rows;
}

/** The unread count of each of these users (kept per user by the statements that change it, migration 075). */
/** The unread count of the user `t.user_id` of a statement publishing notifications (http/events.ts, publishAllCompleted). */
export const UNREAD_OF_EVENT_USER = sql<number>`coalesce((select c.unread from notification_unread_counts c where c.user_id = t.user_id), 0)`;

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('notificationUnreadCounts').select('unread').where('userId', '=', userId).executeTakeFirst();
  return row?.unread ?? 0;
}

/** The user's unread notifications, newest first. */
export async function listUnread(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('readAt', 'is', null).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** One page of the user's notifications (read and unread, or unread only), newest first. */
export async function listNotifications(db: Db, userId: string, opts: { unreadOnly: boolean; page: number; limit: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  let base = db.selectFrom('notifications').where('userId', '=', userId);
  if (opts.unreadOnly) base = base.where('readAt', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Marks one of the user's notifications read (a read one keeps its first read_at); undefined when it is not theirs. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  return db.updateTable('notifications').set({ readAt: sql<Date>`coalesce(read_at, now())` }).where('id', '=', id).where('userId', '=', userId).returningAll().executeTakeFirst();
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const res = await db.updateTable('notifications').set({ readAt: sql<Date>`now()` }).where('userId', '=', userId).where('readAt', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}
