/** The notification centre: the user's notifications, newest first, with mark-as-read. */
import type { SessionUser } from '../../http/context.js';
import { safeNext, type Flash } from '../../http/respond.js';
import { t } from '../../lib/i18n/index.js';
import { formatCount, notificationKindName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import { ActionButton } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { notificationTexts } from './presenters.js';
import type { NotificationRow } from './queries.js';

export function NotificationCentrePage({
  user,
  flash,
  rows,
  info,
  unreadOnly,
  unreadCount,
}: {
  user: SessionUser;
  flash: Flash | null;
  rows: NotificationRow[];
  info: PageInfo;
  unreadOnly: boolean;
  unreadCount: number;
}) {
  const back = `/marketplace/notifications${unreadOnly ? '?unread=1' : ''}`;
  return (
    <Layout title={t('layout.notifications')} user={user} flash={flash}>
      <h1>{t('layout.notifications')}</h1>
      <p class="notification-tools">
        <span id="unread-summary">{unreadCount === 0 ? t('notify.page.nothingUnread') : t('notify.page.unread', { count: formatCount(unreadCount) })}</span>{' '}
        {unreadOnly ? <a href="/marketplace/notifications">{t('notify.page.showAll')}</a> : <a href="/marketplace/notifications?unread=1">{t('notify.page.showUnread')}</a>}{' '}
        {unreadCount > 0 && <ActionButton action="/marketplace/notifications/read" label={t('notify.page.markAll')} fields={{ return_to: back }} />}
      </p>
      {rows.length === 0 ? (
        <p class="card muted">{unreadOnly ? t('notify.page.noUnread') : t('notify.page.empty')}</p>
      ) : (
        <div class="notification-list">
          {rows.map((n) => {
            const link = safeNext(n.link);
            const { title, body } = notificationTexts(n);
            return (
              <article class={`card notification${n.readAt ? ' read' : ' unread'}`} id={`n-${n.id}`} data-kind={n.kind}>
                <div>
                  <span class="pill">{notificationKindName(n.kind)}</span> {!n.readAt && <b class="new-tag">{t('notify.page.new')}</b>}{' '}
                  <small class="muted">
                    <TimeAgo at={n.createdAt} />
                  </small>
                </div>
                <p class="title">{link ? <a href={link}>{title}</a> : title}</p>
                {body && <p class="body">{body}</p>}
                {!n.readAt && <ActionButton action={`/marketplace/notifications/${n.id}/read`} label={t('notify.page.markRead')} fields={{ return_to: back }} />}
              </article>
            );
          })}
        </div>
      )}
      <Pagination info={info} baseUrl="/marketplace/notifications" query={{ unread: unreadOnly ? '1' : undefined }} />
    </Layout>
  );
}
