/** JSON shape of a notification (CONTRACT section 6 fields). */
import { renderStored } from '../../lib/stored-message.js';
import type { NotificationRow } from './queries.js';

/** A notification's title and body in the current (the reader's) language; a row without a message keeps its text. */
export function notificationTexts(n: NotificationRow): { title: string; body: string } {
  return { title: renderStored(n.messageKey, n.params, n.title), body: renderStored(n.bodyKey, n.params, n.body) };
}

export function presentNotification(n: NotificationRow) {
  const { title, body } = notificationTexts(n);
  return {
    id: n.id,
    kind: n.kind,
    title,
    body,
    link: n.link,
    read_at: n.readAt ? n.readAt.toISOString() : null,
    created_at: n.createdAt.toISOString(),
  };
}
