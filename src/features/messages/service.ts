/**
 * Use cases of messaging (CONTRACT section 8): sending, reading a
 * conversation page by page, marking read, the inbox. A sent message notifies
 * the receiver (the bell) and is pushed live to both sides' open pages.
 */
import { withActor, type Database, type Db } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';
import { publishAll } from '../../http/events.js';
import { pageInfo, type PageInfo } from '../../views/pagination.js';
import { canSeeLoad } from '../../http/visibility.js';
import { notify } from '../notifications/service.js';
import { MessageToSelfError, ReceiverSuspendedError, UnknownCursorError, UnknownLoadError, UnknownReceiverError } from './errors.js';
import { presentCounterpart, presentMessage, type MessageJson } from './presenters.js';
import {
  countCounterparts,
  findConversationMessage,
  findLoadContext,
  findUserById,
  insertMessage,
  listConversationPage,
  listInbox,
  lockReceiverForShare,
  markConversationRead,
  markMessageNotificationsRead,
  markMessageRead,
  type ConversationRow,
} from './queries.js';
import { DEFAULT_PAGE_SIZE, type SendMessageInput } from './schema.js';
import { conversationPath } from '../../views/paths.js';

/** Live events travel through NOTIFY (8000 bytes); a longer message is announced without its text and fetched. */
const MAX_EVENT_BYTES = 7000;

/**
 * Sends a message: trimmed content of 1-2000 characters, never to oneself, only
 * to an existing active user, about a load the sender may see when one is named.
 */
export async function sendMessage(db: Database, sender: SessionUser, input: SendMessageInput): Promise<MessageJson> {
  if (input.receiver_id === sender.id) throw new MessageToSelfError();
  return withActor(db, sender.id, async (trx) => {
    const receiver = await lockReceiverForShare(trx, input.receiver_id);
    if (!receiver) throw new UnknownReceiverError();
    if (receiver.status !== 'active') throw new ReceiverSuspendedError();
    if (input.load_id && !(await loadContext(trx, sender, input.load_id))) throw new UnknownLoadError();
    const row = await insertMessage(trx, { senderId: sender.id, receiverId: receiver.id, loadId: input.load_id ?? null, content: input.content });
    const message = presentMessage(row);
    await notify(trx, {
      userId: receiver.id,
      kind: 'message',
      key: 'notify.message.new',
      params: { name: sender.name },
      body: preview(row.content, 140),
      link: conversationPath(sender.id),
    });
    let data: Record<string, unknown> = { ...message, sender_name: sender.name, receiver_name: receiver.name };
    if (Buffer.byteLength(JSON.stringify(data)) > MAX_EVENT_BYTES) data = { ...data, content: null, content_omitted: true };
    await publishAll(trx, [
      { audience: { userId: receiver.id }, event: { type: 'message', data } },
      { audience: { userId: sender.id }, event: { type: 'message', data } },
    ]);
    return message;
  });
}

export interface ConversationPage {
  counterpart: ReturnType<typeof presentCounterpart>;
  /** Oldest first, newest last. */
  messages: Array<ConversationRow>;
  hasMore: boolean;
  /** Cursor for the next older page (the oldest message shown), when there is one. */
  nextBefore: string | null;
}

/** Reads one page of the viewer's conversation with another user, newest last, older pages via `before`. */
export async function readConversation(db: Database, viewer: SessionUser, counterpartId: string, opts: { before?: string; limit?: number }): Promise<ConversationPage> {
  if (counterpartId === viewer.id) throw new ValidationError({ user_id: t('messages.error.self') });
  const counterpart = await findUserById(db, counterpartId);
  if (!counterpart) throw new NotFoundError('User');
  if (opts.before && !(await findConversationMessage(db, viewer.id, counterpartId, opts.before))) throw new UnknownCursorError();
  const limit = opts.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await listConversationPage(db, viewer.id, counterpartId, { beforeId: opts.before, limit: limit + 1 });
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { counterpart: presentCounterpart(counterpart), messages: page, hasMore, nextBefore: hasMore && page.length ? page[0].id : null };
}

/**
 * Opening a conversation page marks the counterpart's messages to the viewer
 * read, and the 'message' notifications that pointed at it.
 */
export async function openConversation(db: Database, viewer: SessionUser, counterpartId: string): Promise<void> {
  if (counterpartId === viewer.id) return;
  await withActor(db, viewer.id, async (trx) => {
    await markConversationRead(trx, viewer.id, counterpartId);
    await markMessageNotificationsRead(trx, viewer.id, conversationPath(counterpartId));
  });
}

/** Marks a message read; only its receiver may (anyone else gets "not found"). */
export async function markRead(db: Database, viewer: SessionUser, messageId: string): Promise<MessageJson> {
  return withActor(db, viewer.id, async (trx) => {
    const row = await markMessageRead(trx, messageId, viewer.id);
    if (!row) throw new NotFoundError('Message');
    await markMessageNotificationsRead(trx, viewer.id, conversationPath(row.senderId));
    return presentMessage(row);
  });
}

/**
 * The load a conversation is about (?load=<id>), as the viewer may see it
 * anywhere else: a board load, or a books-only load of their own (admins see
 * every load). Unknown, deleted or hidden loads are null.
 */
export async function loadContext(db: Db, viewer: SessionUser, loadId: string) {
  const load = await findLoadContext(db, loadId);
  return load && canSeeLoad(viewer, load) ? load : null;
}

/** One counterpart of the inbox (the page's total is read off the first row and dropped). */
export type InboxRow = Omit<Awaited<ReturnType<typeof listInbox>>[number], 'total'>;

const INBOX_PAGE_SIZE = 30;

/** The viewer's inbox: one row per counterpart, the last message either way and the unread count, newest first. */
export async function readInbox(db: Database, viewer: SessionUser, page = 1): Promise<{ rows: InboxRow[]; info: PageInfo }> {
  const rows = await listInbox(db, viewer.id, { limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE });
  const total = rows.length ? rows[0].total : await countCounterparts(db, viewer.id);
  return { rows: rows.map(({ total: _t, ...r }) => r), info: pageInfo(page, INBOX_PAGE_SIZE, total) };
}

/** The first `n` characters of a text on one line. */
export function preview(text: string, n: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  const chars = [...one];
  return chars.length > n ? `${chars.slice(0, n - 1).join('')}…` : one;
}
