/** Route table of messages: the inbox and conversations (pages and form), the JSON API. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput, route, uuidParam, type PageCtx } from '../../http/action.js';
import { NotFoundError } from '../../http/errors.js';
import { UnknownReceiverError } from './errors.js';
import { isUuid } from '../../lib/ids.js';
import { conversationPath } from '../../views/paths.js';
import { presentMessage } from './presenters.js';
import { conversationQuerySchema, inboxQuerySchema, sendMessageSchema } from './schema.js';
import { loadContext, markRead, openConversation, readConversation, readInbox, sendMessage } from './service.js';
import { ConversationPage, InboxPage } from './views.js';

const withUser = z.object({ userId: uuidParam('User') });
const withMessage = z.object({ id: uuidParam('Message') });

export function registerMessageRoutes(app: FastifyInstance): void {
  // Inbox and conversations (HTML; the send form works without JavaScript).
  route(app, 'GET /messages', {
    summary: 'The inbox: one row per conversation, newest first, with the unread count',
    query: inboxQuerySchema,
    run: ({ db, user, query }) => readInbox(db, user, query.page ?? 1),
    json: ({ rows, info }) => ({
      conversations: rows.map((r) => ({
        counterpart: { id: r.counterpartId, name: r.counterpartName, username: r.counterpartUsername, role: r.counterpartRole },
        last_message: { id: r.lastMessageId, sender_id: r.lastSenderId, content: r.lastContent, created_at: r.lastCreatedAt.toISOString() },
        unread_count: r.unreadCount,
      })),
      pagination: info,
    }),
    page: ({ rows, info }, { user, flash }) => InboxPage({ user, flash, rows, info }),
  });

  route(app, 'GET /messages/:userId', {
    summary: 'A conversation with one user, optionally about a load (?load=)',
    params: withUser,
    // Nothing changes on GET (CONTRACT section 2): the page offers "mark as read", which messages.js submits by itself.
    run: () => null,
    // One's own conversation is no conversation: the inbox instead.
    page: (_none, ctx) => (ctx.params.userId === ctx.user.id ? { redirect: '/messages' } : conversationPage(ctx)),
  });

  route(app, 'POST /messages/:userId', {
    summary: 'Sends a message to a user (about a load when load_id is given)',
    params: withUser,
    async run({ db, user, params, req }) {
      const input = parseInput(sendMessageSchema, { ...(req.body as object | undefined), receiver_id: params.userId });
      try {
        return { message: await sendMessage(db, user, input), loadId: input.load_id };
      } catch (err) {
        if (err instanceof UnknownReceiverError) throw new NotFoundError('User');
        throw err;
      }
    },
    status: 201,
    json: ({ message }) => ({ message }),
    redirect: ({ loadId }, { params }) => `${conversationPath(params.userId, loadId)}#message-form`,
    form: (refusal, ctx) => {
      const loadId = ctx.values.load_id;
      return conversationPage(ctx, { values: { content: String(ctx.values.content ?? '') }, errors: refusal.details ?? null, error: refusal.message, loadId: isUuid(loadId) ? loadId : null });
    },
  });

  route(app, 'POST /messages/:userId/read', {
    summary: 'Marks a conversation read (its messages and their notifications)',
    params: withUser,
    async run({ db, user, params }) {
      await openConversation(db, user, params.userId);
    },
    json: () => ({ read: true }),
    redirect: (_none, { params, values }) => conversationPath(params.userId, isUuid(values.load_id) ? values.load_id : null),
  });

  // JSON API.
  route(app, 'POST /api/messages', {
    summary: 'Sends a message',
    body: sendMessageSchema,
    run: ({ db, user, body }) => sendMessage(db, user, body),
    status: 201,
    json: (message) => ({ message }),
  });

  route(app, 'GET /api/messages/:userId', {
    summary: 'A page of the conversation with one user, newest first (before= pages back)',
    params: withUser,
    query: conversationQuerySchema,
    run: ({ db, user, params, query }) => readConversation(db, user, params.userId, query),
    json: (page) => ({ counterpart: page.counterpart, messages: page.messages.map(presentMessage), has_more: page.hasMore, next_before: page.nextBefore }),
  });

  route(app, 'POST /api/messages/read/:id', {
    summary: 'Marks one message to the caller read',
    params: withMessage,
    run: ({ db, user, params }) => markRead(db, user, params.id),
    json: (message) => ({ message }),
  });

  /** The conversation page, with the send form and what it was given back after a refusal. */
  async function conversationPage(
    ctx: PageCtx<{ userId: string }, unknown, unknown>,
    form: { values?: Record<string, string>; errors?: Record<string, string> | null; error?: string | null; loadId?: string | null } = {},
  ) {
    const { db, user, params, req } = ctx;
    const query = req.query as Record<string, unknown>;
    const { before, limit } = parseInput(conversationQuerySchema, query);
    const loadId = form.loadId !== undefined ? form.loadId : isUuid(query.load) ? query.load : null;
    const page = await readConversation(db, user, params.userId, { before, limit });
    const load = loadId ? await loadContext(db, user, loadId) : null;
    return ConversationPage({
      user,
      flash: ctx.flash,
      counterpart: page.counterpart,
      messages: page.messages,
      hasMore: page.hasMore,
      nextBefore: page.nextBefore,
      before: before ?? null,
      load,
      values: form.values,
      errors: form.errors,
      error: form.error,
    });
  }
}
