/**
 * In-app notifications (CONTRACT section 6). Every feature notifies through
 * `notify`, inside its own transaction: the row and the live event commit (or
 * roll back) together with the change that caused them. Every change of a
 * user's unread count is published as a 'notification' event carrying
 * `unread_count`, so the badge of each open page (on any app instance) follows.
 */
import { withActor, type Database, type Db, type Tx } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError } from '../../http/errors.js';
import { publish, publishAllCompleted } from '../../http/events.js';
import type { MessageKey } from '../../lib/i18n/index.js';
import { renderStoredIn, type StoredMessage, type StoredParams } from '../../lib/stored-message.js';
import { countUnread, insertNotifications, listNotifications, listUnread, markAllNotificationsRead, markNotificationRead, type NotificationRow, UNREAD_OF_EVENT_USER } from './queries.js';

type NotificationKind =
  | 'bid_placed'
  | 'bid_accepted'
  | 'bid_rejected'
  | 'bid_countered'
  | 'counter_answered'
  | 'message'
  | 'trip_status'
  | 'payment'
  | 'payout'
  | 'dispute'
  | 'announcement'
  | 'network_invitation'
  | 'network_answer'
  | 'load_expired'
  | 'document'
  | 'load_reported'
  | 'load_match';

/**
 * A notification to store. Its title (and its body, unless the body is text a user typed) is a message of the
 * catalogue (`key`, `bodyKey`) with `params`, kept as such and rendered in the reader's language when shown
 * (see lib/stored-message.ts for how parameters are written: paise, cities, dates, codes); the English text
 * is kept in `title` and `body` too. `title` alone (no key) is text shown as written in every language.
 */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** The title's message; without it, `title` is shown as written. */
  key?: MessageKey;
  title?: string;
  /** The body's message; without it, `body` (text a user typed, or none) is shown as written. */
  bodyKey?: MessageKey;
  body?: string;
  params?: StoredParams;
  link?: string | null;
}

/** The English title and body stored with a notification (what old rows and readers of the columns have). */
function englishTexts(n: NewNotification): { title: string; body: string } {
  const params = n.params ?? {};
  return {
    title: n.key ? renderStoredIn('en', n.key, params, n.title ?? n.key) : (n.title ?? ''),
    body: n.bodyKey ? renderStoredIn('en', n.bodyKey, params, '') : (n.body ?? ''),
  };
}

/** A payout's destination as a stored message: "UPI ravi@upi" or "bank account ending 4321 (SBIN0001234)". */
export function payoutDestination(p: { method: string; upiId?: string | null; ifsc?: string | null; accountNumber?: string | null }): StoredMessage {
  return p.method === 'upi'
    ? { key: 'notify.destination.upi', params: { upiId: p.upiId ?? '' } }
    : { key: 'notify.destination.bank', params: { lastDigits: (p.accountNumber ?? '').slice(-4), ifsc: p.ifsc ?? '' } };
}

/**
 * Stores a notification and pushes it (with the new unread count) to the user's open pages; the live event
 * carries the message and its parameters, which each stream renders in its reader's language (http/events.ts).
 */
export async function notify(trx: Db, n: NewNotification): Promise<void> {
  await notifyAll(trx, [n]);
}

/**
 * Notifies many users (every bidder of a load, every saved search a new load matches; `notify` is one) in two
 * statements whatever their number: the rows, and the live events (each user's pages get their new unread count with
 * each of their notifications, read by the statement that publishes them).
 */
export async function notifyAll(trx: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  const rows = await insertNotifications(
    trx,
    list.map((n) => {
      const { title, body } = englishTexts(n);
      return { userId: n.userId, kind: n.kind, title, body, link: n.link ?? null, messageKey: n.key ?? null, bodyKey: n.bodyKey ?? null, params: JSON.stringify(n.params ?? {}) };
    }),
  );
  // The live events, each carrying its user's unread count as the triggers of migration 075 left it after the
  // insert, read by the same statement that publishes them.
  await publishAllCompleted(
    trx,
    rows.map((r) => ({
      userId: r.userId,
      event: {
        type: 'notification',
        data: {
          id: r.id,
          kind: r.kind,
          title: r.title.slice(0, 200),
          ...(r.messageKey ? { message_key: r.messageKey, params: r.params } : {}),
          link: r.link,
        },
      },
    })),
    'unread_count',
    UNREAD_OF_EVENT_USER,
  );
}

/** Tells the user's open pages their new unread count (after marking read). */
async function publishCount(trx: Tx, userId: string): Promise<number> {
  const count = await countUnread(trx, userId);
  await publish(trx, { userId }, { type: 'notification', data: { read: true, unread_count: count } });
  return count;
}

/** The user's own unread notifications, newest first, and how many there are. */
export async function unreadNotifications(db: Database, user: SessionUser, limit = 100): Promise<{ notifications: NotificationRow[]; unreadCount: number }> {
  const [notifications, unreadCount] = await Promise.all([listUnread(db, user.id, limit), countUnread(db, user.id)]);
  return { notifications, unreadCount };
}

/** The user's unread count (the badge). */
export async function unreadCount(db: Database, user: SessionUser): Promise<number> {
  return countUnread(db, user.id);
}

/** One page of the user's own notifications for the notification centre. */
export async function notificationPage(db: Database, user: SessionUser, opts: { unreadOnly: boolean; page: number; limit: number }) {
  return listNotifications(db, user.id, opts);
}

/** A user marks one of their own notifications read (someone else's is not found); their pages get the new count. */
export async function markRead(db: Database, user: SessionUser, id: string): Promise<{ notification: NotificationRow; unreadCount: number }> {
  return withActor(db, user.id, async (trx) => {
    const notification = await markNotificationRead(trx, user.id, id);
    if (!notification) throw new NotFoundError('Notification');
    return { notification, unreadCount: await publishCount(trx, user.id) };
  });
}

/** A user marks all of their notifications read; their pages get the new count. */
export async function markAllRead(db: Database, user: SessionUser): Promise<{ marked: number; unreadCount: number }> {
  return withActor(db, user.id, async (trx) => {
    const marked = await markAllNotificationsRead(trx, user.id);
    return { marked, unreadCount: await publishCount(trx, user.id) };
  });
}
