/**
 * Routes of the documents: the user's documents page and its upload (multipart,
 * works without JavaScript), the file of a document (its owner and admins only;
 * anyone else 404), the JSON API, and the admin's verification queue with its
 * decisions.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Ctx, type PageCtx, route, uuidParam } from '../../http/action.js';
import { type DomainError, NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { MAX_UPLOAD_BYTES, sendFile } from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { documentKindName, type UserDocumentKind } from '../../lib/documents.js';
import { kindCards, presentDocument } from './presenters.js';
import { countPending, kolkataToday, listQueue } from './queries.js';
import { queueFilterSchema, rejectionSchema, submissionSchema, type DocumentStatus } from './schema.js';
import { approveDocument, DOCUMENTS_PATH, documentFileFor, ownDocuments, rejectDocument, submitDocument } from './service.js';
import { AdminDocumentsPage, DocumentsPage, type RejectForm, type SubmissionForm } from './views.js';

const SUBMITTERS = ['driver', 'shipper', 'broker'] as const;
const ADMIN = ['admin'] as const;
const withDocument = z.object({ id: uuidParam('Document') });
/** One file of at most 8 MB and the form's few fields. */
const UPLOAD_LIMIT = MAX_UPLOAD_BYTES + 1024 * 1024;

async function documentsPage(ctx: Ctx<unknown, unknown, unknown> & { flash?: PageCtx<unknown, unknown, unknown>['flash'] }, form?: SubmissionForm) {
  const [own, today] = await Promise.all([ownDocuments(ctx.db, ctx.user), kolkataToday(ctx.db)]);
  return DocumentsPage({ user: ctx.user, flash: ctx.flash ?? null, cards: kindCards(ctx.user.role, own.documents, today), badges: own.badges, form });
}

function submissionForm(refusal: DomainError, values: Record<string, string>): SubmissionForm {
  return { kind: values.kind ?? '', values: { number: values.number, expires_on: values.expires_on }, errors: refusal.details ?? {}, message: refusal.message };
}

async function queuePage(ctx: PageCtx<unknown, unknown, unknown>, status: DocumentStatus, extra: { reject?: RejectForm; error?: string } = {}) {
  const [rows, pendingCount] = await Promise.all([listQueue(ctx.db, status), countPending(ctx.db)]);
  return AdminDocumentsPage({ user: ctx.user, flash: ctx.flash, status, rows, pendingCount, ...extra });
}

export function registerDocumentRoutes(app: FastifyInstance): void {
  route(app, 'GET /documents', {
    summary: "The caller's documents (driving licence, RC, insurance; or GSTIN, PAN), each with its review status, and their verified badges",
    access: SUBMITTERS,
    run: ({ db, user }) => ownDocuments(db, user),
    json: ({ documents, badges }) => ({ documents: documents.map(presentDocument), badges }),
    page: (_own, ctx) => documentsPage(ctx),
  });

  route(app, 'GET /api/documents', {
    summary: "The caller's documents with their review status, and their verified badges",
    access: SUBMITTERS,
    run: ({ db, user }) => ownDocuments(db, user),
    json: ({ documents, badges }) => ({ documents: documents.map(presentDocument), badges }),
  });

  const submit = {
    summary:
      'Submits a document for review (multipart: `kind`, `number`, `expires_on` YYYY-MM-DD (required for a licence and an insurance), `file`: a photo or a PDF of at most 8 MB); one of a kind waits for review at a time',
    access: SUBMITTERS,
    body: submissionSchema,
    bodyLimit: UPLOAD_LIMIT,
    run: ({ db, user, body }: Ctx<unknown, unknown, z.infer<typeof submissionSchema>>) => submitDocument(db, user, body),
    json: (doc: Awaited<ReturnType<typeof submitDocument>>) => ({ document: presentDocument(doc) }),
    status: 201,
  } as const;
  route(app, 'POST /documents', {
    ...submit,
    redirect: (doc) => ({ to: `${DOCUMENTS_PATH}#kind-${doc.kind}`, flash: t('documents.flash.submitted', { kind: documentKindName(doc.kind as UserDocumentKind) }) }),
    form: (refusal, ctx) => documentsPage(ctx, submissionForm(refusal, ctx.values)),
  });
  route(app, 'POST /api/documents', submit);

  // A document's file: its owner and admins only; anyone else, and any id that is not one, gets 404.
  app.get<{ Params: { id: string } }>('/documents/:id/file', { preHandler: requireUser }, async (req, reply) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('Document');
    return sendFile(reply, await documentFileFor(app.db, actor(req), req.params.id.toLowerCase()));
  });

  // The admin's verification queue.
  route(app, 'GET /admin/documents', {
    summary: 'Documents waiting for review (oldest first), or the approved or rejected ones (newest decision first)',
    access: ADMIN,
    query: queueFilterSchema,
    back: { to: '/admin/documents' },
    run: async ({ db, query }) => ({ rows: await listQueue(db, query.status), status: query.status }),
    json: ({ rows }) => ({ documents: rows.map((d) => ({ ...presentDocument(d), user: { id: d.userId, name: d.userName, username: d.username, role: d.userRole, phone: d.userPhone } })) }),
    page: (_r, ctx) => queuePage(ctx, ctx.query.status),
  });

  route(app, 'POST /admin/documents/:id/approve', {
    summary: 'Approves a document waiting for review; the user is told, and made verified when their documents now cover their role',
    access: ADMIN,
    params: withDocument,
    run: ({ db, user, params }) => approveDocument(db, user, params.id),
    json: ({ document, verified }) => ({ document: presentDocument(document), user_verified: verified }),
    back: { to: '/admin/documents' },
    redirect: ({ document, ownerName, verified }) => ({
      to: '/admin/documents',
      flash: [
        t('documents.flash.approved', { kind: documentKindName(document.kind as UserDocumentKind), name: ownerName }),
        ...(verified ? [t('documents.flash.nowVerified', { name: ownerName })] : []),
      ].join(' '),
    }),
  });

  route(app, 'POST /admin/documents/:id/reject', {
    summary: 'Rejects a document waiting for review with a reason (`reason`, 1-500 characters); the user is told why',
    access: ADMIN,
    params: withDocument,
    body: rejectionSchema,
    run: ({ db, user, params, body }) => rejectDocument(db, user, params.id, body.reason),
    json: ({ document }) => ({ document: presentDocument(document) }),
    redirect: ({ document, ownerName }) => ({ to: '/admin/documents', flash: t('documents.flash.rejected', { kind: documentKindName(document.kind as UserDocumentKind), name: ownerName }) }),
    form: (refusal, ctx) =>
      refusal.details ? queuePage(ctx, 'pending', { reject: { id: ctx.params.id, values: ctx.values, errors: refusal.details } }) : queuePage(ctx, 'pending', { error: refusal.message }),
  });
}
