/** JSON shape of a notification (CONTRACT section 6 fields). */
import type { NotificationRow } from './queries.js';

export function presentNotification(n: NotificationRow) {
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    read_at: n.readAt ? n.readAt.toISOString() : null,
    created_at: n.createdAt.toISOString(),
  };
}
