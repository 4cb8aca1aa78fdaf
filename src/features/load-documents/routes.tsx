/**
 * Route table of load documents: the documents page and its upload form (multipart,
 * works without JavaScript), a document's file, and the documents as JSON. Only the
 * load's owner, its assigned driver and admins know them; anyone else gets 404.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type PageCtx, route, uuidParam } from '../../http/action.js';
import type { DomainError } from '../../http/errors.js';
import { NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { MAX_UPLOAD_BYTES, sendFile } from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { documentsPath, presentDocument, presentDocuments } from './presenters.js';
import { loadDocumentSchema } from './schema.js';
import { addDocument, assertMaySeeDocuments, documentFileFor, viewDocuments } from './service.js';
import { DocumentsPage, formStateOf, kindName } from './views.js';

const withLoad = z.object({ id: uuidParam('Load') });

export function registerLoadDocumentRoutes(app: FastifyInstance): void {
  // The documents page, drawn again with the form's values and message after a refusal.
  const page = async (ctx: Pick<PageCtx<{ id: string }, unknown, unknown>, 'db' | 'user' | 'flash' | 'params' | 'values'>, refusal?: DomainError) => {
    const view = await viewDocuments(ctx.db, ctx.user, ctx.params.id);
    const form = refusal ? formStateOf(ctx.values, refusal.details ?? {}) : undefined;
    return DocumentsPage({ user: ctx.user, flash: ctx.flash, view, idempotencyKey: randomUUID(), form, error: refusal?.message });
  };

  route(app, 'GET /loads/:id/documents', {
    summary: "A load's documents page: the LR, invoice and e-way bill, their files, the e-way bill reminder and the upload forms (owner, assigned driver, admin)",
    params: withLoad,
    run: () => null,
    page: (_none, ctx) => page(ctx),
  });

  route(app, 'POST /loads/:id/documents', {
    summary:
      'Adds a load document, replacing the current one of its kind (multipart: `kind` lr|invoice|eway_bill, `number`, for an invoice optional `amount` and `document_date`, for an e-way bill its 12-digit number and `valid_until`, `file` a photo or PDF, required for an LR and an invoice). The owner adds every kind, the assigned driver the LR. An Idempotency-Key (or `idempotency_key` field) makes a repeat answer the first upload',
    params: withLoad,
    body: loadDocumentSchema,
    // One file of at most 8 MB and the form's fields.
    bodyLimit: MAX_UPLOAD_BYTES + 1024 * 1024,
    onInvalidInput: ({ db, user, params }) => assertMaySeeDocuments(db, user, params.id),
    run: ({ db, user, params, body, req }) => addDocument(db, user, params.id, body, idempotencyKeyOf(req.headers, req.body)),
    json: ({ doc, replaced }) => ({ document: presentDocument(doc), replaced }),
    status: 201,
    redirect: ({ doc, replaced }) => ({
      to: `${documentsPath(doc.loadId)}#${doc.kind}`,
      flash: replaced ? t('loaddocs.flash.replaced', { kind: kindName(doc.kind) }) : t('loaddocs.flash.added', { kind: kindName(doc.kind) }),
    }),
    form: (refusal, ctx) => page(ctx, refusal),
  });

  route(app, 'GET /api/loads/:id/documents', {
    summary: "A load's current documents, the replaced ones, the e-way bill reminder (missing, expired or none) and the kinds the caller may add",
    params: withLoad,
    config: { jsonOnly: true },
    run: ({ db, user, params }) => viewDocuments(db, user, params.id),
    json: presentDocuments,
  });

  // A document's file: never cached by a shared cache; anyone who may not see the load's documents gets 404.
  app.get<{ Params: { id: string; docId: string } }>('/loads/:id/documents/:docId/file', { preHandler: requireUser }, async (req, reply) => {
    if (!isUuid(req.params.id) || !isUuid(req.params.docId)) throw new NotFoundError('Document');
    return sendFile(reply, await documentFileFor(app.db, actor(req), req.params.id, req.params.docId));
  });
}
