/** Pages of messaging: the inbox and one conversation with its send form. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { t } from '../../lib/i18n/index.js';
import { cityName, formatCount, formatTonnes, roleName, timeAgo, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { presentCounterpart } from './presenters.js';
import type { ConversationRow } from './queries.js';
import { MAX_MESSAGE_CHARS } from './schema.js';
import { preview, type InboxRow } from './service.js';
import { conversationPath, loadPath } from '../../views/paths.js';

const META = { scripts: ['/assets/messages.js'], styles: ['/assets/messages.css'] };

export function InboxPage({ user, flash, rows, info }: { user: SessionUser; flash: Flash | null; rows: InboxRow[]; info: PageInfo }) {
  return (
    <Layout title={t('nav.messages')} user={user} flash={flash} active="/messages" meta={META}>
      <h1>{t('nav.messages')}</h1>
      {rows.length === 0 ? (
        <p class="card muted" id="inbox-empty">
          {t('messages.inbox.empty')}
        </p>
      ) : null}
      <ul class="inbox" id="inbox" data-me={user.id} data-page={String(info.page)}>
        {rows.map((r) => (
          <li class={`inbox-row${r.unreadCount > 0 ? ' unread' : ''}`} data-counterpart={r.counterpartId}>
            <a href={conversationPath(r.counterpartId)}>
              <span class="inbox-head">
                <b class="inbox-name">{r.counterpartName}</b> <small class="muted">{roleName(r.counterpartRole)}</small>
                <span class="unread-count pill" data-count={String(r.unreadCount)} hidden={r.unreadCount === 0}>
                  {t('messages.inbox.unread', { n: formatCount(r.unreadCount) })}
                </span>
                <time class="inbox-time muted" datetime={r.lastCreatedAt.toISOString()} title={t('time.ist', { time: formatDateTime(r.lastCreatedAt) })}>
                  {timeAgo(r.lastCreatedAt)}
                </time>
              </span>
              <span class="inbox-preview">
                {r.lastSenderId === user.id ? `${t('messages.inbox.you')} ` : ''}
                {preview(r.lastContent, 120)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Pagination info={info} baseUrl="/messages" query={{}} />
    </Layout>
  );
}

interface LoadContext {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
  truckType: string;
  weightTonnes: number;
  status: string;
}

export interface ConversationPageProps {
  user: SessionUser;
  flash: Flash | null;
  counterpart: ReturnType<typeof presentCounterpart>;
  messages: ConversationRow[];
  hasMore: boolean;
  nextBefore: string | null;
  /** Set when showing an older page: live messages are not appended there. */
  before?: string | null;
  load: LoadContext | null;
  values?: FormValues;
  errors?: FormErrors | null;
  error?: string | null;
}

function withQuery(base: string, params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${base}?${s}` : base;
}

export function ConversationPage(p: ConversationPageProps) {
  const { user, counterpart, load } = p;
  const base = conversationPath(counterpart.id);
  return (
    <Layout title={t('messages.thread.title', { name: counterpart.name })} user={user} flash={p.flash} active="/messages" meta={META}>
      <p>
        <a href="/messages">← {t('messages.thread.all')}</a>
      </p>
      <h1>
        {counterpart.name} <small class="muted">({roleName(counterpart.role)})</small>
      </h1>
      {load && (
        <section class="card load-context" aria-label={t('messages.thread.loadAbout')}>
          <p class="route">
            {cityName(load.origin)} → {cityName(load.destination)}
          </p>
          <p class="muted">
            {t('messages.thread.pickup', { date: formatDate(load.pickupDate) })} · {truckTypeName(load.truckType, 'short')} · {formatTonnes(load.weightTonnes)} ·{' '}
            <StatusBadge family="load" status={load.status} />
          </p>
          <p>
            <a href={loadPath(load.id)}>{t('messages.thread.viewLoad')}</a>
          </p>
        </section>
      )}
      {p.hasMore && p.nextBefore && (
        <p>
          <a href={withQuery(base, { before: p.nextBefore, load: load?.id })} rel="prev">
            {t('messages.thread.older')}
          </a>
        </p>
      )}
      {p.before && (
        <p>
          <a href={withQuery(base, { load: load?.id })}>{t('messages.thread.newest')}</a>
        </p>
      )}
      <ol id="messages" class="chat" data-me={user.id} data-counterpart={counterpart.id} data-counterpart-name={counterpart.name} data-live={p.before ? 'no' : 'yes'} aria-live="polite">
        {p.messages.length === 0 && <li class="chat-empty muted">{t('messages.thread.empty')}</li>}
        {p.messages.map((m) => (
          <MessageItem message={m} mine={m.senderId === user.id} counterpartName={counterpart.name} />
        ))}
      </ol>
      {p.messages.some((m) => m.senderId === counterpart.id && m.readAt === null) && (
        <form method="post" action={`${base}/read`} class="inline mark-read-form" id="mark-read-form">
          {load && <input type="hidden" name="load_id" value={load.id} />}
          <button type="submit" class="secondary small">
            {t('messages.markRead')}
          </button>
        </form>
      )}
      {counterpart.active ? (
        <form method="post" action={base} class="stacked card chat-form" id="message-form" novalidate>
          <ErrorSummary errors={p.errors} message={p.error} />
          {load && <input type="hidden" name="load_id" value={load.id} />}
          <Field
            name="content"
            label={t('messages.thread.to', { name: counterpart.name })}
            multiline
            maxlength={MAX_MESSAGE_CHARS}
            values={p.values}
            errors={p.errors}
            required
            hint={load ? t('messages.thread.about', { from: cityName(load.origin), to: cityName(load.destination) }) : undefined}
          />
          <button type="submit">{t('messages.thread.send')}</button>
          <p class="chat-status muted" role="status" hidden></p>
        </form>
      ) : (
        <p class="card muted" role="status">
          {t('messages.thread.suspended')}
        </p>
      )}
    </Layout>
  );
}

function MessageItem({ message: m, mine, counterpartName }: { message: ConversationRow; mine: boolean; counterpartName: string }) {
  return (
    <li class={`msg ${mine ? 'mine' : 'theirs'}`} data-id={m.id}>
      <p class="msg-body">{m.content}</p>
      <p class="msg-meta">
        <b>{mine ? t('messages.thread.you') : counterpartName}</b> · <TimeAgo at={m.createdAt} />
        {mine && m.readAt ? ` · ${t('messages.thread.seen')}` : ''}
        {m.loadId && m.loadOrigin ? (
          <>
            {` · ${t('messages.thread.aboutWord')} `}
            <a href={loadPath(m.loadId)}>
              {cityName(m.loadOrigin)} → {cityName(m.loadDestination)}
            </a>
          </>
        ) : null}
      </p>
    </li>
  );
}
