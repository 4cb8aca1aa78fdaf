/** Route table of messages: the inbox and conversations (pages and form), the JSON API. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { DomainError, NotFoundError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { renderPage } from '../../views/render.js';
import { presentMessage } from './presenters.js';
import { conversationQuerySchema, inboxQuerySchema, sendMessageSchema } from './schema.js';
import { loadContext, markRead, openConversation, readConversation, readInbox, sendMessage } from './service.js';
import { ConversationPage, InboxPage } from './views.js';
import { isUuid } from '../../lib/ids.js';
import { conversationPath } from '../../views/paths.js';

type UserParams = { Params: { userId: string } };

/** Parses input with a schema; a failure becomes a ValidationError naming the fields. */
function parse<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw new ValidationError(zodDetails(r.error));
  return r.data;
}

function userIdParam(raw: string): string {
  if (!isUuid(raw)) throw new NotFoundError('User');
  return raw.toLowerCase();
}

export function registerMessageRoutes(app: FastifyInstance): void {
  // Inbox and conversations (HTML; the send form works without JavaScript).
  app.get('/messages', { preHandler: [requireUser] }, showInboxPage);
  app.get<UserParams>('/messages/:userId', { preHandler: [requireUser] }, showConversationPage);
  app.post<UserParams>('/messages/:userId', { preHandler: [requireUser] }, sendFromConversation);
  app.post<UserParams>('/messages/:userId/read', { preHandler: [requireUser] }, markConversationRead);

  // JSON API.
  app.post('/api/messages', { preHandler: [requireUser] }, sendMessageJson);
  app.get<UserParams>('/api/messages/:userId', { preHandler: [requireUser] }, showConversationJson);
  app.post<{ Params: { id: string } }>('/api/messages/read/:id', { preHandler: [requireUser] }, markMessageRead);

  async function showInboxPage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const { page } = parse(inboxQuerySchema, req.query);
    const { rows, info } = await readInbox(app.db, user, page ?? 1);
    if (wantsJson(req)) {
      return sendData(reply, {
        conversations: rows.map((r) => ({
          counterpart: { id: r.counterpartId, name: r.counterpartName, username: r.counterpartUsername, role: r.counterpartRole },
          last_message: { id: r.lastMessageId, sender_id: r.lastSenderId, content: r.lastContent, created_at: r.lastCreatedAt.toISOString() },
          unread_count: r.unreadCount,
        })),
        pagination: info,
      });
    }
    return renderPage(reply, InboxPage({ user, flash: takeFlash(req, reply), rows, info }));
  }

  async function renderConversation(
    req: FastifyRequest<UserParams>,
    reply: FastifyReply,
    counterpartId: string,
    form: { values?: Record<string, string>; errors?: Record<string, string> | null; error?: string | null; status?: number; loadId?: string | null } = {},
  ) {
    const user = actor(req);
    const query = req.query as Record<string, unknown>;
    const { before, limit } = parse(conversationQuerySchema, { before: query.before, limit: query.limit });
    const loadId = form.loadId !== undefined ? form.loadId : isUuid(query.load) ? query.load : null;
    const page = await readConversation(app.db, user, counterpartId, { before, limit });
    const load = loadId ? await loadContext(app.db, user, loadId) : null;
    return renderPage(
      reply,
      ConversationPage({
        user,
        flash: takeFlash(req, reply),
        counterpart: page.counterpart,
        messages: page.messages,
        hasMore: page.hasMore,
        nextBefore: page.nextBefore,
        before: before ?? null,
        load,
        values: form.values,
        errors: form.errors,
        error: form.error,
      }),
      form.status ?? 200,
    );
  }

  async function showConversationPage(req: FastifyRequest<UserParams>, reply: FastifyReply) {
    const counterpartId = userIdParam(req.params.userId);
    const user = actor(req);
    if (counterpartId === user.id) return reply.redirect('/messages', 302);
    // Nothing changes on GET (CONTRACT section 2): the page offers "mark as read",
    // which messages.js submits by itself when the page opens.
    return renderConversation(req, reply, counterpartId);
  }

  async function markConversationRead(req: FastifyRequest<UserParams>, reply: FastifyReply) {
    const counterpartId = userIdParam(req.params.userId);
    const user = actor(req);
    await openConversation(app.db, user, counterpartId);
    if (wantsJson(req)) return sendData(reply, { read: true });
    const load = (req.body as Record<string, unknown> | undefined)?.load_id;
    return reply.redirect(conversationPath(counterpartId, isUuid(load) ? load : null), 302);
  }

  async function sendFromConversation(req: FastifyRequest<UserParams>, reply: FastifyReply) {
    const counterpartId = userIdParam(req.params.userId);
    const user = actor(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const loadId = typeof body.load_id === 'string' && body.load_id ? body.load_id : null;
    try {
      const input = parse(sendMessageSchema, { ...body, receiver_id: counterpartId });
      const message = await sendMessage(app.db, user, input);
      if (wantsJson(req)) return sendData(reply, { message }, 201);
      const back = `${conversationPath(counterpartId, input.load_id)}#message-form`;
      return reply.redirect(back, 302);
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || !['VALIDATION_ERROR', 'CONFLICT'].includes(err.code)) throw err;
      if (err.details?.receiver_id === 'No such user') throw new NotFoundError('User');
      return renderConversation(req, reply, counterpartId, {
        values: { content: typeof body.content === 'string' ? body.content : '' },
        errors: err.details ?? null,
        error: err.message,
        status: err.status,
        loadId: isUuid(loadId) ? loadId : null,
      });
    }
  }

  async function sendMessageJson(req: FastifyRequest, reply: FastifyReply) {
    const input = parse(sendMessageSchema, req.body);
    const message = await sendMessage(app.db, actor(req), input);
    return sendData(reply, { message }, 201);
  }

  async function showConversationJson(req: FastifyRequest<UserParams>, reply: FastifyReply) {
    const counterpartId = userIdParam(req.params.userId);
    const { before, limit } = parse(conversationQuerySchema, req.query);
    const page = await readConversation(app.db, actor(req), counterpartId, { before, limit });
    return sendData(reply, {
      counterpart: page.counterpart,
      messages: page.messages.map(presentMessage),
      has_more: page.hasMore,
      next_before: page.nextBefore,
    });
  }

  async function markMessageRead(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Message');
    const message = await markRead(app.db, actor(req), req.params.id.toLowerCase());
    return sendData(reply, { message });
  }
}
