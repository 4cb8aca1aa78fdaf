/**
 * Route table of lorry receipts (registered by routes.tsx). Each page also answers JSON (Accept: application/json),
 * documented at /api-docs. PDFs: the issuer's at /lorry-receipts/<id>/pdf, anyone's with the link at /lr/<token>/pdf.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { sendFile } from '../../http/csv-download.js';
import { NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { pageInfo } from '../../views/pagination.js';
import { lorryReceiptPdf } from './lr-pdf.js';
import { presentReceipt, receiptPath, receiptSharePath } from './lr-presenters.js';
import type { LorryReceiptRow } from './lr-queries.js';
import { lorryReceiptSchema } from './lr-schema.js';
import { cancelLorryReceipt, issueLorryReceipt, listLorryReceipts, receiptDraft, sharedLorryReceipt, viewLorryReceipt } from './lr-service.js';
import { ReceiptFormPage, ReceiptPage, ReceiptsPage, receiptDraftValues, SharedReceiptPage } from './lr-views.js';
import { ISSUER_ROLES } from './policy.js';
import { invoiceListSchema } from './schema.js';

const withLoad = z.object({ id: uuidParam('Load') });
const withReceipt = z.object({ id: uuidParam('Lorry receipt') });
const withToken = z.object({ token: z.string() });

async function sendPdf(reply: FastifyReply, lr: LorryReceiptRow): Promise<FastifyReply> {
  const body = await lorryReceiptPdf(lr);
  reply.header('x-robots-tag', 'noindex');
  return sendFile(reply, { type: 'application/pdf', name: `${lr.displayNumber.replaceAll('/', '-')}.pdf`, body, inline: true });
}

export function registerLorryReceiptRoutes(app: FastifyInstance): void {
  const base = app.config.BASE_URL;
  const present = (lr: LorryReceiptRow) => presentReceipt(lr, base);

  route(app, 'GET /ledger/loads/:id/lr', {
    summary: 'The form to issue the lorry receipt (LR, bilty) of a load of the books, prefilled from the load, its client, vehicle, driver and e-way bill',
    access: ISSUER_ROLES,
    params: withLoad,
    run: ({ db, user, params }) => receiptDraft(db, user, params.id),
    json: (d) => ({ lorry_receipt: d.existing ? present(d.existing) : null, prefill: receiptDraftValues(d) }),
    page: (d, { user }) => ReceiptFormPage({ user, draft: d, values: receiptDraftValues(d) }),
  });

  route(app, 'POST /ledger/loads/:id/lr', {
    summary:
      "Issues the lorry receipt of a load of the books, numbered LR/<financial year>/<n> in the issuer's gap-free series: `consignor_name`, `consignor_gstin`?, `consignor_address`?, `consignee_name`, `consignee_gstin`?, `consignee_address`?, `vehicle_number`, `driver_name`?, `driver_phone`?, `goods`, `packages_count`?, `packages_kind`?, `weight` (tonnes), `freight` (rupees), `payment_basis` paid | to_pay | to_be_billed, `gst_payable_by` consignor | consignee | transporter, `eway_bill_number`? (12 digits), `declared_value`? (rupees). One live LR per load (409 while one is not cancelled)",
    access: ISSUER_ROLES,
    params: withLoad,
    body: lorryReceiptSchema,
    onInvalidInput: ({ db, user, params }) => receiptDraft(db, user, params.id),
    run: ({ db, user, params, body }) => issueLorryReceipt(db, user, params.id, body),
    status: 201,
    json: (lr) => ({ lorry_receipt: present(lr) }),
    redirect: (lr) => ({ to: receiptPath(lr.id), flash: t('invoices.lr.flash.issued', { number: lr.displayNumber }) }),
    form: async (refusal, { db, user, params, values }) => ReceiptFormPage({ user, draft: await receiptDraft(db, user, params.id), values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'GET /lorry-receipts', {
    summary: 'The lorry receipts the caller issued, newest first',
    access: ISSUER_ROLES,
    query: invoiceListSchema,
    async run({ db, user, query }) {
      const { rows, total } = await listLorryReceipts(db, user, query.page, query.limit);
      return { rows, info: pageInfo(query.page, query.limit, total) };
    },
    json: ({ rows, info }) => ({ lorry_receipts: rows.map(present), pagination: { page: info.page, pages: info.pages, total: info.total } }),
    page: ({ rows, info }, { user, flash }) => ReceiptsPage({ user, flash, rows, info }),
  });

  route(app, 'GET /lorry-receipts/:id', {
    summary: 'A lorry receipt: its issuer or an admin (anyone else: 404), with its share link',
    params: withReceipt,
    run: ({ db, user, params }) => viewLorryReceipt(db, user, params.id),
    json: (lr) => ({ lorry_receipt: present(lr) }),
    page: (lr, { user, flash }) => ReceiptPage({ user, flash, lr, shareUrl: `${base}${receiptSharePath(lr.shareToken)}`, canCancel: lr.issuerId === user.id && lr.cancelledAt === null }),
  });

  route(app, 'POST /lorry-receipts/:id/cancel', {
    summary: 'The issuer cancels a lorry receipt: it keeps its number and stays readable, marked cancelled; its load may have a new LR',
    access: ISSUER_ROLES,
    params: withReceipt,
    run: ({ db, user, params }) => cancelLorryReceipt(db, user, params.id),
    json: (lr) => ({ lorry_receipt: present(lr) }),
    redirect: (lr) => ({ to: receiptPath(lr.id), flash: t('invoices.lr.flash.cancelled', { number: lr.displayNumber }) }),
    back: { to: ({ params }) => receiptPath(params.id) },
  });

  route(app, 'GET /lr/:token', {
    summary: 'A lorry receipt through its share link, without a session (a wrong token: 404); only the LR itself is shown',
    access: 'public',
    params: withToken,
    run: ({ db, params }) => sharedLorryReceipt(db, params.token),
    json: (lr) => ({ lorry_receipt: present(lr) }),
    page: (lr) => SharedReceiptPage({ lr }),
  });

  app.get<{ Params: { id: string } }>('/lorry-receipts/:id/pdf', { preHandler: requireUser }, async (req, reply) => {
    if (!isUuid(req.params.id)) throw new NotFoundError('Lorry receipt');
    return sendPdf(reply, await viewLorryReceipt(app.db, actor(req), req.params.id));
  });
  app.get<{ Params: { token: string } }>('/lr/:token/pdf', async (req, reply) => sendPdf(reply, await sharedLorryReceipt(app.db, req.params.token)));
}
