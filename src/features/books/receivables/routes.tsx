/**
 * Route table of what clients owe: the receivables page, a client's statement (page, PDF, CSV) and its shareable
 * links, payment reminders, and the shared statement at /s/<token> (no session).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formValuesOf, parseInput, route, uuidParam } from '../../../http/action.js';
import { sendFile } from '../../../http/csv-download.js';
import type { SessionUser } from '../../../http/context.js';
import { NotFoundError } from '../../../http/errors.js';
import { actor, requireRole } from '../../../http/guards.js';
import { kolkataDate } from '../../../lib/dates.js';
import { t } from '../../../lib/i18n/index.js';
import { isUuid } from '../../../lib/ids.js';
import { findOwnShipper, type ShipperRow } from '../clients/queries.js';
import { clientDetailPage } from '../clients/routes.js';
import { BOOKS_ROLES } from '../policy.js';
import { statementCsv, statementPdf } from './document.js';
import { presentAgeing, presentStatement } from './presenters.js';
import { liveStatementLinks } from './queries.js';
import { periodSchema, reminderSchema } from './schema.js';
import { clientStatement, createStatementLink, receivablesOverview, revokeClientStatementLinks, sendReminder, statementOfLink } from './service.js';
import { ReceivablesPage, SharedStatementPage, StatementPage } from './views.js';

const withClient = z.object({ id: uuidParam('Client') });

export function registerBooksReceivableRoutes(app: FastifyInstance): void {
  route(app, 'GET /ledger/receivables', {
    summary: 'What each client owes: open money by age (0-30, 31-60, 61-90, 91+ days since the bill date) and the total, most overdue first',
    access: BOOKS_ROLES,
    run: async ({ db, user }) => ({ asOf: kolkataDate(), rows: await receivablesOverview(db, user) }),
    json: ({ asOf, rows }) => ({ as_of: asOf, clients: rows.map(presentAgeing) }),
    page: ({ asOf, rows }, { user, flash }) => ReceivablesPage({ user, flash, rows, asOf }),
  });

  route(app, 'GET /ledger/shippers/:id/statement', {
    summary: "A client's statement for a period (default: this financial year): opening balance, bills and payments with the running balance, closing balance, ageing",
    access: BOOKS_ROLES,
    params: withClient,
    query: periodSchema,
    async run({ db, user, params, query }) {
      const client = await clientOr404(user, params.id);
      const [statement, links] = await Promise.all([clientStatement(db, user.id, client.id, query), liveStatementLinks(db, client.id)]);
      return { client, statement, links };
    },
    json: ({ client, statement }) => ({ client: { id: client.id, name: client.name }, statement: presentStatement(statement) }),
    page: ({ client, statement, links }, { user, flash, req, config }) =>
      StatementPage({
        user,
        flash,
        shipperId: client.id,
        clientName: client.name,
        statement,
        query: { from: statement.from, to: statement.to, ...formValuesOf(req.query) },
        links,
        baseUrl: config.BASE_URL,
      }),
    form: async (refusal, { db, user, params, req, config }) => {
      const client = await clientOr404(user, params.id);
      return StatementPage({
        user,
        shipperId: client.id,
        clientName: client.name,
        statement: null,
        query: formValuesOf(req.query),
        errors: refusal.details,
        links: await liveStatementLinks(db, client.id),
        baseUrl: config.BASE_URL,
      });
    },
  });

  route(app, 'POST /ledger/shippers/:id/statement/links', {
    summary: "Makes a shareable link to the client's statement (public page and PDF, 30 days, revocable)",
    access: BOOKS_ROLES,
    params: withClient,
    run: ({ db, user, params }) => createStatementLink(db, user, params.id),
    status: 201,
    json: (token, { config }) => ({ token, url: `${config.BASE_URL}/s/${token}` }),
    redirect: (_token, { params }) => ({ to: `/ledger/shippers/${params.id}/statement#share-links`, flash: t('receivables.flash.linkMade') }),
  });

  route(app, 'POST /ledger/shippers/:id/statement/links/revoke', {
    summary: "Revokes every live link to the client's statement",
    access: BOOKS_ROLES,
    params: withClient,
    run: ({ db, user, params }) => revokeClientStatementLinks(db, user, params.id),
    json: (n) => ({ revoked: n }),
    redirect: (n, { params }) => ({ to: `/ledger/shippers/${params.id}/statement`, flash: t('receivables.flash.linksRevoked', { n }) }),
  });

  route(app, 'POST /ledger/shippers/:id/reminders', {
    summary: "Queues a payment reminder to the client's phone by SMS or WhatsApp with the amount due and a statement link (one per client per day)",
    access: BOOKS_ROLES,
    params: withClient,
    body: reminderSchema,
    run: ({ db, user, params, body, config }) => sendReminder(db, user, params.id, body, config.BASE_URL),
    status: 201,
    json: (id) => ({ reminder: { id, state: 'queued' } }),
    redirect: (_id, { params }) => ({ to: `/ledger/shippers/${params.id}#client-receivable`, flash: t('receivables.flash.reminderQueued') }),
    form: async (refusal, { user, params, values }) => clientDetailPage(app, user, await clientOr404(user, params.id), null, { values, errors: refusal.details ?? null, message: refusal.message }),
  });

  // The downloads answer a file, neither JSON nor a page, so they are registered by hand.
  const books = { preHandler: [requireRole(...BOOKS_ROLES)] };
  app.get('/ledger/shippers/:id/statement.pdf', books, (req, reply) => download(req, reply, 'pdf'));
  app.get('/ledger/shippers/:id/statement.csv', books, (req, reply) => download(req, reply, 'csv'));

  async function download(req: FastifyRequest, reply: FastifyReply, kind: 'pdf' | 'csv') {
    const user = actor(req);
    const id = (req.params as { id?: string }).id;
    if (!isUuid(id)) throw new NotFoundError('Client');
    const client = await clientOr404(user, id.toLowerCase());
    const statement = await clientStatement(app.db, user.id, client.id, parseInput(periodSchema, req.query));
    if (kind === 'csv') return sendFile(reply, { type: 'text/csv; charset=utf-8', name: `statement-${client.name}-${statement.to}.csv`, body: statementCsv(statement, client.name) });
    const business = await businessName(user.id);
    return sendFile(reply, {
      type: 'application/pdf',
      name: `statement-${client.name}-${statement.to}.pdf`,
      body: await statementPdf(statement, { business, clientName: client.name, clientGstin: client.gstin }),
    });
  }

  // The shared statement: the link's token is the only key; an unknown, revoked or expired one is 404.
  route(app, 'GET /s/:token', {
    summary: "A client's statement through its shareable link (no session), this financial year; /s/<token>/statement.pdf is the PDF",
    access: 'public',
    params: z.object({ token: z.string().max(80) }),
    async run({ db, params, reply }) {
      const shared = await sharedStatement(db, params.token);
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      return shared;
    },
    json: ({ statement, client, business }) => ({ business, client: { name: client.name }, statement: presentStatement(statement) }),
    page: ({ statement, client, business, token }, { viewer }) => SharedStatementPage({ viewer, business, clientName: client.name, statement, token }),
  });

  app.get('/s/:token/statement.pdf', async (req, reply) => {
    const token = String((req.params as { token?: string }).token ?? '');
    const { statement, client, business } = await sharedStatement(app.db, token);
    reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
    return sendFile(reply, {
      type: 'application/pdf',
      name: `statement-${client.name}-${statement.to}.pdf`,
      body: await statementPdf(statement, { business, clientName: client.name, clientGstin: client.gstin }),
    });
  });

  async function sharedStatement(db: typeof app.db, token: string) {
    const link = await statementOfLink(db, token);
    const [statement, client, business] = await Promise.all([
      clientStatement(db, link.ownerId, link.shipperId, { from: null, to: null }),
      db.selectFrom('shippers').select(['name', 'gstin']).where('id', '=', link.shipperId).executeTakeFirstOrThrow(),
      businessName(link.ownerId),
    ]);
    return { statement, client, business, token };
  }

  async function businessName(userId: string): Promise<string> {
    const u = await app.db.selectFrom('users').select(['name', 'companyName']).where('id', '=', userId).executeTakeFirstOrThrow();
    return u.companyName ?? u.name;
  }

  async function clientOr404(user: SessionUser, id: string): Promise<ShipperRow> {
    const s = await findOwnShipper(app.db, user.id, id);
    if (!s) throw new NotFoundError('Client');
    return s;
  }
}
